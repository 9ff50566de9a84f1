//! Addique: plus-shaped pieces with a digit on each arm, notched together on an open table;
//! numbers read across and down score when divisible by nine. The record and the app's screen
//! come later.

pub mod game;
pub mod piece;
pub mod reading;
pub mod table;

pub use game::{
    Game, Move, NotationError, OpeningDraw, Outcome, Position, RuleError, Setup, Turn, HAND_SIZE,
};
pub use piece::{Piece, PieceError};
pub use reading::{score, Number, Scored};
pub use table::{Cell, PlacementError, Table};
