//! Abaku: equations from digit tiles, on a 15x15 bonus board or a blank 17x17 grid.

pub mod board;
pub mod dealt;
pub mod equations;
pub mod game;
mod lessons;
pub mod movegen;
pub mod moves;
pub mod record;
pub mod robot;
pub mod rules;

pub use dealt::{DealtGame, DealtMove, DealtMoveError, DealtTurn};
pub use board::{tile_set, Board, BoardKind, Bonus, Direction, NotationError, Placed, Square, Tile};
pub use equations::{Operation, Reading, ZeroRule};
pub use game::{
    Countdown, Ending, Game, Mode, Outcome, Position, PublicPosition, Setup, StartDraw, Turn, View, MATCH_PLAYER_COUNTS, PLAYER_COUNTS,
};
pub use movegen::{any_placement, best_placement, placements};
pub use moves::{Move, NewTile, Placement};
pub use record::{MoveError, Record};
pub use rules::{check, joker_swap, JokerSwap, RuleError, Rules, Scored, ScoredEquation, Scoring, RACK_SIZE};
