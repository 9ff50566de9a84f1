//! The diagrams of Summy's rules page (`@name` lines of its text), drawn as the shelf's picture
//! is: sums played by the rules on an empty board, and the part of the board they are on. A
//! completed sum with its caps, and play going on across it.

use super::board::{played, BoardWindow, SHELF_SUMS};
use gameshelf_engine::tiles::Square;
use leptos::prelude::*;

/// A diagram: the sums played, the last one's tiles marked, and the board's part shown (its
/// first and last square).
pub struct Diagram {
    pub name: &'static str,
    pub sums: &'static [&'static str],
    pub window: (Square, Square),
}

/// The opening sum, 2 × 3 = 6 through the centre's =, then 8 ÷ 4 = 2 down to its 2: the shelf's
/// first two sums.
pub const DIAGRAMS: [Diagram; 2] = [
    Diagram {
        name: "capped",
        sums: &[SHELF_SUMS[0]],
        window: (Square { row: 11, col: 8 }, Square { row: 13, col: 14 }),
    },
    Diagram {
        name: "continue",
        sums: &[SHELF_SUMS[0], SHELF_SUMS[1]],
        window: (Square { row: 7, col: 8 }, Square { row: 13, col: 14 }),
    },
];

#[cfg(test)]
pub const NAMES: [&str; 2] = [DIAGRAMS[0].name, DIAGRAMS[1].name];

impl Diagram {
    /// The squares of the last sum's tiles, where it is laid across others (none for the
    /// opening sum alone).
    pub fn fresh(&self) -> Vec<Square> {
        if self.sums.len() < 2 {
            return Vec::new();
        }
        let before = played(&self.sums[..self.sums.len() - 1]);
        let after = played(self.sums);
        after
            .tiles()
            .map(|(square, _)| square)
            .filter(|&square| before.tile(Some(square)).is_none())
            .collect()
    }
}

/// The diagram `name` of the rules page, if there is one.
pub fn diagram(name: &str) -> Option<AnyView> {
    let diagram = DIAGRAMS.iter().find(|diagram| diagram.name == name)?;
    let fresh = diagram.fresh();
    Some(view! { <BoardWindow board=played(diagram.sums) window=diagram.window fresh=fresh /> }.into_any())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every sum of a diagram is legal where it is played, and the diagram shows its tiles and
    /// its caps: the opening sum alone with its two caps, then a sum across it with two more.
    #[test]
    fn every_diagram_plays_its_sums_and_shows_them_capped() {
        for (diagram, tiles, caps) in [(&DIAGRAMS[0], 1 + 4, 2), (&DIAGRAMS[1], 1 + 4 + 4, 4)] {
            let board = played(diagram.sums);
            assert_eq!(board.tile_count(), tiles, "{}: a sum was refused", diagram.name);
            let shown: Vec<Square> = board.caps().collect();
            assert_eq!(shown.len(), caps, "{}", diagram.name);
            let (first, last) = diagram.window;
            let inside = |square: &Square| {
                (first.row..=last.row).contains(&square.row) && (first.col..=last.col).contains(&square.col)
            };
            assert!(
                board.tiles().all(|(square, _)| inside(&square)),
                "{}",
                diagram.name
            );
            assert!(shown.iter().all(inside), "{}", diagram.name);
        }
        assert_eq!(DIAGRAMS[0].fresh(), []);
        assert_eq!(DIAGRAMS[1].fresh().len(), 4, "8 ÷ 4 = with the board's 2");
    }
}
