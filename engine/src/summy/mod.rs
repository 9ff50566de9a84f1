//! Summy: "Scrabble for sums", with digit and operator tiles on a 25x25 board.

pub mod board;
pub mod dealt;
pub mod game;
mod lessons;
pub mod movegen;
pub mod moves;
pub mod record;
pub mod robot;
pub mod rules;
pub mod sums;
pub mod tile;

pub use board::{Board, Cell, SIZE};
pub use dealt::{DealtGame, DealtMove, DealtMoveError, DealtTurn};
pub use game::{Countdown, Ending, Game, Outcome, Position, PublicPosition, Setup, StartDraw, Turn, View, LAST_TURN_AT, PLAYER_COUNTS};
pub use movegen::{any_placement, best_placement, placements};
pub use moves::{Move, NewTile, Placement};
pub use record::{MoveError, Record};
pub use rules::{check, CompletedSum, RuleError, Scored, RACK_SIZE};
pub use sums::{check_sum, SumError};
pub use tile::{tile_set, Tile};
