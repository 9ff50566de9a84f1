//! The diagrams of Abaku's rules page (`@name` lines of its text), drawn with the board's own
//! tiles, each reading what the engine reads in it: the one-number forms (`7 4 9` is 7² = 49,
//! `2 8` is 2³ = 8, `9 3` is √9 = 3, `8 2` is ∛8 = 2), and a placement whose tile touches a board
//! tile sideways (checked by the rules, which give its equations).

use super::board::TileGlyph;
use crate::games::tiles::square_board::{origin, Outlines, CELL};
use gameshelf_engine::abaku::equations::readings;
use gameshelf_engine::abaku::{
    check, Board, BoardKind, NewTile, Placed, Placement, Rules, Scored, Scoring, Square,
};
use leptos::prelude::*;

#[cfg(test)]
pub const NAMES: [&str; 2] = ["forms", "sideways"];

/// The runs of the forms' diagram, one a line.
pub const FORMS: [&[u8]; 4] = [&[7, 4, 9], &[2, 8], &[9, 3], &[8, 2]];

/// The sideways diagram: a 9 on the board, and 1 2 3 laid under it, the 3 touching the 9 across
/// its own line (row, column, digit).
pub const BOARD_TILE: (u8, u8, u8) = (7, 8, 9);
pub const LAID: [(u8, u8, u8); 3] = [(8, 6, 1), (8, 7, 2), (8, 8, 3)];

/// The diagram `name` of the rules page, if there is one.
pub fn diagram(name: &str) -> Option<AnyView> {
    match name {
        "forms" => Some(forms().into_any()),
        "sideways" => Some(sideways().into_any()),
        _ => None,
    }
}

/// Each run of [`FORMS`] as tiles, with the way the engine reads it beside them.
fn forms() -> impl IntoView {
    let lines = FORMS.iter().enumerate().map(|(row, digits)| {
        let tiles = digits.iter().enumerate().map(|(col, &digit)| {
            view! { <TileGlyph square=Square::new(row as u8, col as u8) digit=Some(digit) joker=false class="tile placed" /> }
        });
        let reading = readings(digits).first().map(ToString::to_string);
        let (x, y) = origin(Square::new(row as u8, 3));
        view! {
            {tiles.collect_view()}
            <text class="reading" x=x + 8 y=y + 28>{reading}</text>
        }
    });
    let (_, bottom) = origin(Square::new(FORMS.len() as u8, 0));
    view! {
        <svg class="square-board abaku-board rules-tiles" viewBox=format!("20 20 280 {}", bottom - 16) aria-hidden="true">
            {lines.collect_view()}
        </svg>
    }
}

/// The board and the placement of the sideways diagram.
pub fn sideways_placement() -> (Board, Placement) {
    let mut board = Board::new(BoardKind::Classic);
    let (row, col, digit) = BOARD_TILE;
    board.set(Square::new(row, col), Placed { digit, joker: false });
    let tiles = LAID
        .iter()
        .map(|&(row, col, digit)| NewTile {
            square: Square::new(row, col),
            digit,
            joker: false,
        })
        .collect();
    (board, Placement { swap: None, tiles })
}

/// The rules the diagrams are read with: Abaku's own, on the classic board.
const RULES: Rules = Rules {
    diagonal: false,
    scoring: Scoring::TileCount,
};

/// What the rules make of the sideways placement.
pub fn sideways_scored() -> Scored {
    let (board, placement) = sideways_placement();
    check(&board, RULES, &placement).expect("a legal placement")
}

/// The board's tile, the tiles laid, and each equation the rules find outlined.
fn sideways() -> impl IntoView {
    let (board, placement) = sideways_placement();
    let outlined: Vec<Square> = sideways_scored()
        .equations
        .iter()
        .flat_map(|equation| equation.squares().collect::<Vec<_>>())
        .collect();
    let on_board = board.tiles().map(|(square, placed)| {
        view! { <TileGlyph square=square digit=Some(placed.digit) joker=false class="tile placed" /> }
    });
    let laid = placement.tiles.into_iter().map(|tile| {
        view! { <TileGlyph square=tile.square digit=Some(tile.digit) joker=false class="tile tentative" /> }
    });
    // Rows 6 to 9 and columns 5 to 9 of the board: the tiles and a square round them.
    let (left, top) = origin(Square::new(6, 5));
    view! {
        <svg class="square-board abaku-board rules-tiles" viewBox=format!("{left} {top} {} {}", 5 * CELL, 4 * CELL) aria-hidden="true">
            {crate::games::tiles::square_board::plain_squares(BoardKind::Classic.size())}
            {on_board.collect_view()}
            {laid.collect_view()}
            <Outlines squares=outlined />
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gameshelf_engine::abaku::Operation;

    /// The forms' diagram shows each one-number form once, each run read only that way.
    #[test]
    fn the_forms_diagram_reads_each_one_number_form() {
        let read: Vec<Vec<Operation>> = FORMS
            .iter()
            .map(|digits| readings(digits).iter().map(|reading| reading.operation).collect())
            .collect();
        assert_eq!(
            read,
            [
                vec![Operation::Square],
                vec![Operation::Cube],
                vec![Operation::SquareRoot],
                vec![Operation::CubeRoot]
            ]
        );
        assert_eq!(readings(&[2, 8])[0].to_string(), "2³ = 8");
    }

    /// The sideways placement is legal and scores two equations: its own line, 1 + 2 = 3, and
    /// the 3 with the board's 9 across it, √9 = 3. Had it laid 2 2 4, the 4 under the 9 would
    /// make 9 4 across, no equation: refused.
    #[test]
    fn the_sideways_diagram_is_a_legal_placement_with_an_equation_across() {
        let mut equations: Vec<String> = sideways_scored()
            .equations
            .iter()
            .map(|equation| equation.readings()[0].to_string())
            .collect();
        equations.sort();
        assert_eq!(equations, ["1 + 2 = 3", "√9 = 3"]);
        let (board, mut placement) = sideways_placement();
        for (tile, digit) in placement.tiles.iter_mut().zip([2, 2, 4]) {
            tile.digit = digit;
        }
        assert!(check(&board, RULES, &placement).is_err());
    }
}
