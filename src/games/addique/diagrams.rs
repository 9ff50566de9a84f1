//! The diagram of Addique's rules page (`@edges` in its text), drawn with the table's own
//! pieces: a piece on the table, one that fits beside it with the three edges of its outline
//! that touch marked, and the outline of one that touches with a single edge and does not fit.
//! The rules (`Table::can_place`) judge both.

use super::table::{plus_path, PieceShape, Spot, CELL};
use gameshelf_engine::addique::{Piece, Table};
use leptos::prelude::*;

#[cfg(test)]
pub const NAMES: [&str; 1] = ["edges"];

/// The piece on the table, at the centre.
const PLAYED: (&str, Spot) = ("2475", (0, 0));
/// A piece notched in below and right of it: three edges touch.
const FITS: (&str, Spot) = ("6534", (2, 1));
/// A spot left of it, arm to arm: one edge touches.
const TOO_FEW: Spot = (-3, 0);

/// The squares the picture shows: its first column and row, and how many across and down.
const LEFT: i32 = -5;
const TOP: i32 = -2;
const ACROSS: i32 = 10;
const DOWN: i32 = 6;

fn piece(text: &str) -> Piece {
    text.parse().expect("a piece of the set")
}

/// The table with its one piece.
pub fn table() -> Table {
    let mut table = Table::new();
    table
        .place(piece(PLAYED.0), PLAYED.1)
        .expect("the first piece goes anywhere");
    table
}

/// The unit edges between a piece at `at` and the pieces on `table`, each as its two ends in
/// squares: where the piece's outline touches them.
pub fn touching_edges(table: &Table, at: Spot) -> Vec<(Spot, Spot)> {
    // Every piece covers the same plus: any one's squares will do.
    let own: Vec<Spot> = Table::squares(piece(FITS.0), at)
        .map(|(square, _)| square)
        .to_vec();
    own.iter()
        .flat_map(|&(x, y)| [(1, 0), (-1, 0), (0, 1), (0, -1)].map(|(dx, dy)| ((x, y), (x + dx, y + dy))))
        .filter(|(_, next)| !own.contains(next) && table.cell(*next).is_some())
        .map(|((x, y), (nx, ny))| match nx == x {
            // Above or below: the side between them, along x.
            true => ((x, y.max(ny)), (x + 1, y.max(ny))),
            false => ((x.max(nx), y), (x.max(nx), y + 1)),
        })
        .collect()
}

/// The diagram `name` of the rules page, if there is one.
pub fn diagram(name: &str) -> Option<AnyView> {
    (name == "edges").then(edges)
}

fn edges() -> AnyView {
    let table = table();
    let marks = |at: Spot, class: &'static str| {
        touching_edges(&table, at)
            .into_iter()
            .map(|((x1, y1), (x2, y2))| {
                view! { <line class=class x1=x1 * CELL y1=y1 * CELL x2=x2 * CELL y2=y2 * CELL /> }
            })
            .collect_view()
    };
    // From the spot on the left to the piece on the right, a square of margin round them.
    let (left, top, width, height) = (LEFT * CELL, TOP * CELL, ACROSS * CELL, DOWN * CELL);
    view! {
        <svg class="board preview addique-table rules-table" viewBox=format!("{left} {top} {width} {height}") aria-hidden="true">
            <PieceShape piece=piece(PLAYED.0) at=PLAYED.1 class="piece placed" />
            <PieceShape piece=piece(FITS.0) at=FITS.1 class="piece trial" />
            <path class="ghost" d=plus_path(TOO_FEW) />
            {marks(FITS.1, "edge-touching")}
            {marks(TOO_FEW, "edge-touching too-few")}
        </svg>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;
    use gameshelf_engine::addique::PlacementError;

    /// The piece that fits touches with three edges and the rules take it; the spot that does
    /// not touches with one and the rules refuse it for that; both inside the picture.
    #[test]
    fn the_diagram_shows_three_edges_that_fit_and_one_that_does_not() {
        let table = table();
        assert_eq!(touching_edges(&table, FITS.1).len(), 3);
        assert_eq!(table.can_place(FITS.1), Ok(()));
        assert_eq!(touching_edges(&table, TOO_FEW).len(), 1);
        assert_eq!(table.can_place(TOO_FEW), Err(PlacementError::TooFewEdges(1)));
        // Each plus inside, with a square to spare.
        for at in [PLAYED.1, FITS.1, TOO_FEW] {
            assert!(LEFT < at.0 - 1 && at.0 + 1 < LEFT + ACROSS - 1, "{at:?} across");
            assert!(TOP < at.1 - 1 && at.1 + 1 < TOP + DOWN - 1, "{at:?} down");
        }
    }
}
