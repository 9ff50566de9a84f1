//! The game record: setup plus the moves in notation, never a memory dump. Loading one replays
//! every move through the rules.

use super::cell::NotationError;
use super::game::{Game, Setup};
use super::moves::Move;
use super::rules::RuleError;
use crate::common::record::{Envelope, GameKind, RecordError};
use std::fmt;

pub type Record = Envelope<Setup>;

/// Why a recorded move could not be replayed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveError {
    Notation(NotationError),
    Rule(RuleError),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Notation(error) => error.fmt(f),
            MoveError::Rule(error) => error.fmt(f),
        }
    }
}

impl Game {
    pub fn record(&self) -> Record {
        let mut record = Envelope::new(
            GameKind::Abalone,
            self.setup().clone(),
            self.played().iter().map(|played| played.mv.to_string()).collect(),
            self.undone().map(|(mv, _)| mv.to_string()).collect(),
        );
        // Times are worth keeping only where a clock reads them.
        if self.setup().minutes_per_player.is_some() {
            let played = self.played().iter().map(|played| played.time_ms);
            record.times = played.chain(self.undone().map(|(_, time)| time)).collect();
            record.thinking_ms = self.thinking_ms();
        }
        record
    }

    /// Replays a record through the rules, then takes back its undone moves so that redo
    /// works as it did.
    pub fn replay(record: &Record) -> Result<Game, RecordError<MoveError>> {
        record.check_header(GameKind::Abalone)?;
        if let Some(problem) = record.setup.problem() {
            return Err(RecordError::InvalidSetup(problem));
        }
        let mut game = Game::new(record.setup.clone());
        let all = record.moves.iter().chain(&record.undone);
        for (index, text) in all.enumerate() {
            let number = index + 1;
            let fail = |reason| RecordError::Move {
                number,
                text: text.clone(),
                reason,
            };
            let mv: Move = text.parse().map_err(|error| fail(MoveError::Notation(error)))?;
            game.set_thinking(record.times.get(index).copied().unwrap_or(0));
            game.play(mv).map_err(|error| fail(MoveError::Rule(error)))?;
        }
        for _ in &record.undone {
            game.undo();
        }
        game.set_thinking(record.thinking_ms);
        Ok(game)
    }
}
