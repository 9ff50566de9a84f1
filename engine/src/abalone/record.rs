//! The game record: setup plus the moves in notation, never a memory dump. Loading one replays
//! every move through the rules.

use super::board::Seat;
use super::cell::NotationError;
use super::game::{Game, Setup};
use super::moves::Move;
use super::rules::RuleError;
use crate::common::record::{self, Envelope, GameKind, RecordError};

pub type Record = Envelope<Setup>;

/// Why a recorded move could not be replayed.
pub type MoveError = record::MoveError<NotationError, RuleError>;

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
        record.resigned = self.resigned().map(Seat::index);
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
        record.play_through(|index, mv: Move| {
            game.set_thinking(record.times.get(index).copied().unwrap_or(0));
            game.play(mv).map(|_| ())
        })?;
        for _ in &record.undone {
            game.undo();
        }
        game.set_thinking(record.thinking_ms);
        if let Some(index) = record.resigned {
            let seat = game.position().seats().nth(index).ok_or_else(|| {
                RecordError::InvalidSetup(format!("seat {} resigned, but there is no such seat", index + 1))
            })?;
            game.resign(seat)
                .map_err(|error| RecordError::InvalidSetup(format!("the resignation: {error}")))?;
        }
        Ok(game)
    }
}
