//! Abalone: marbles pushed on a 61-hole hexagonal board.

pub mod board;
pub mod cell;
pub mod fen;
pub mod game;
mod lessons;
pub mod movegen;
pub mod movelist;
pub mod moves;
pub mod record;
pub mod robot;
pub mod rules;
pub mod study;

pub use board::{Bitboard, Layout, Position, Seat, Team, TurnOrder, MARBLES_TO_WIN, MAX_SEATS};
pub use cell::{Cell, Dir, NotationError};
pub use fen::{Fen, FenError};
pub use game::{Ending, Game, Outcome, Played, Setup};
pub use movegen::{perft, perft_full};
pub use movelist::MoveListError;
pub use moves::{Line, Move};
pub use record::{MoveError, Record};
pub use rules::{Effect, RuleError};
pub use study::{NodeId, Start, Study};
