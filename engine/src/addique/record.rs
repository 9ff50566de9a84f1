//! The game record: the setup with its seed, plus the turns in notation (`2475@1,-2`). Loading one
//! replays every turn through the rules, so the pool deals exactly as it did.

use super::game::{Game, Setup};
use super::moves::{Move, NotationError};
use super::rules::RuleError;
use crate::common::record::{self, Envelope};
use crate::game::turn_log_game;

pub type Record = Envelope<Setup>;

/// Why a recorded turn could not be replayed.
pub type MoveError = record::MoveError<NotationError, RuleError>;

turn_log_game!(Addique, holds_pieces = true);
