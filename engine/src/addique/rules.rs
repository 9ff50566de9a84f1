//! Whether a turn is legal, and what it scores: the piece must be in the hand of the player to
//! move and fit the table (see [`Table::can_place`]).

use super::moves::Move;
use super::piece::Piece;
use super::reading::{score, Scored};
use super::table::{PlacementError, Table};
use std::fmt;

/// The rule a turn breaks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RuleError {
    GameOver,
    NotInHand(Piece),
    Placement(PlacementError),
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => write!(f, "the game is over"),
            RuleError::NotInHand(piece) => write!(f, "{piece} is not in the hand of the player to move"),
            RuleError::Placement(error) => error.fmt(f),
        }
    }
}

/// Checks a turn laying `mv.piece` from `hand` on `table`, and scores it.
pub fn check(table: &Table, hand: &[Piece], mv: Move) -> Result<Scored, RuleError> {
    if !hand.contains(&mv.piece) {
        return Err(RuleError::NotInHand(mv.piece));
    }
    table.can_place(mv.at).map_err(RuleError::Placement)?;
    Ok(score(table, mv.piece, mv.at))
}
