//! Addique: plus-shaped pieces with a digit on each arm, notched together on an open table;
//! numbers read across and down score when divisible by nine. This is the engine core (pieces,
//! table geometry, reading and scoring); turns, hands and records come later.

pub mod piece;
pub mod reading;
pub mod table;

pub use piece::{Piece, PieceError};
pub use reading::{score, Number, Scored};
pub use table::{Cell, PlacementError, Table};
