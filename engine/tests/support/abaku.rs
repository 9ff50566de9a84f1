//! Abaku helpers: squares, placements and boards written in the game's notation.

use gameshelf_engine::abaku::{Board, BoardKind, Move, Placement, Square};

pub fn square(name: &str) -> Square {
    name.parse().unwrap_or_else(|error| panic!("{name}: {error}"))
}

pub fn placement(text: &str) -> Placement {
    match text.parse() {
        Ok(Move::Place(placement)) => placement,
        other => panic!("{text} is not a placement: {other:?}"),
    }
}

/// A board holding `tiles`, written as a placement (`I9=2 J9=*4`), laid with no rule checked.
pub fn board_with(kind: BoardKind, tiles: &str) -> Board {
    let mut board = Board::new(kind);
    placement(tiles).lay_on(&mut board);
    board
}
