//! A turn in Addique's notation: a piece, and the square its centre goes on (`2475@1,-2`).

use super::piece::Piece;
use std::fmt;
use std::str::FromStr;

/// A turn: a piece from the hand, and the square its centre goes on (`2475@1,-2`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Move {
    pub piece: Piece,
    pub at: (i32, i32),
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@{},{}", self.piece, self.at.0, self.at.1)
    }
}

/// Why a move's text could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NotationError(pub String);

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a move such as 2475@1,-2", self.0)
    }
}

impl FromStr for Move {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Move, NotationError> {
        let bad = || NotationError(text.to_string());
        let (piece, at) = text.trim().split_once('@').ok_or_else(bad)?;
        let (x, y) = at.split_once(',').ok_or_else(bad)?;
        Ok(Move {
            piece: piece.parse().map_err(|_| bad())?,
            at: (x.parse().map_err(|_| bad())?, y.parse().map_err(|_| bad())?),
        })
    }
}
