//! The game record: the setup with its seed, plus the turns in notation (`2475@1,-2`). Loading
//! one replays every turn through the rules, so the pool deals exactly as it did.

use super::game::{Game, Move, NotationError, RuleError, Setup};
use crate::common::record::{self, Envelope, GameKind, RecordError};

pub type Record = Envelope<Setup>;

/// Why a recorded turn could not be replayed.
pub type MoveError = record::MoveError<NotationError, RuleError>;

impl Game {
    pub fn record(&self) -> Record {
        let mut record = Envelope::new(
            GameKind::Addique,
            self.setup().clone(),
            self.turns().iter().map(|turn| turn.mv.to_string()).collect(),
            self.undone().map(Move::to_string).collect(),
        );
        record.hints = self.hinted().iter().copied().collect();
        record
    }

    /// Replays a record through the rules, then takes back its undone turns so that redo works
    /// as it did.
    pub fn replay(record: &Record) -> Result<Game, RecordError<MoveError>> {
        record.check_header(GameKind::Addique)?;
        if let Some(problem) = record.setup.problem() {
            return Err(RecordError::InvalidSetup(problem));
        }
        let mut game = Game::new(record.setup.clone());
        record.play_through(|_, mv: Move| game.play(mv).map(|_| ()))?;
        for _ in &record.undone {
            game.undo();
        }
        for &turn in &record.hints {
            game.mark_hinted(turn);
        }
        Ok(game)
    }
}
