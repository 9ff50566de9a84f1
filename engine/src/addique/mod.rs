//! Addique: plus-shaped pieces with a digit on each arm, notched together on an open table;
//! numbers read across and down score when divisible by nine.

pub mod dealt;
pub mod game;
mod lessons;
pub mod movegen;
pub mod moves;
pub mod piece;
pub mod reading;
pub mod record;
pub mod robot;
pub mod rules;
pub mod table;

pub use dealt::{DealtGame, DealtMoveError, DealtTurn};
pub use game::{Game, OpeningDraw, Outcome, Position, PublicPosition, Setup, Turn, View, HAND_SIZE, PLAYER_COUNTS};
pub use moves::{Move, NotationError};
pub use piece::{Piece, PieceError};
pub use reading::{score, Number, Scored};
pub use record::{MoveError, Record};
pub use rules::RuleError;
pub use table::{Cell, PlacementError, Table};
