//! The game record: the setup with its seed, plus the turns in notation. Loading one
//! replays every turn through the rules, so the bag deals exactly as it did.

use super::board::NotationError;
use super::game::{Game, Setup};
use super::moves::Move;
use super::rules::RuleError;
use crate::common::record::{self, Envelope};
use crate::game::turn_log_game;

pub type Record = Envelope<Setup>;

/// Why a recorded turn could not be replayed.
pub type MoveError = record::MoveError<NotationError, RuleError>;

turn_log_game!(Abaku);
