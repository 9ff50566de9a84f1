//! The game record: the setup with its seed, plus the turns in notation. Loading one replays
//! every turn through the rules, so the bag deals exactly as it did.

use super::board::NotationError;
use super::game::{Game, Setup};
use super::moves::Move;
use super::rules::RuleError;
use crate::common::record::{Envelope, GameKind, RecordError};
use std::fmt;

pub type Record = Envelope<Setup>;

/// Why a recorded turn could not be replayed.
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
            GameKind::Abaku,
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
        record.check_header(GameKind::Abaku)?;
        if let Some(problem) = record.setup.problem() {
            return Err(RecordError::InvalidSetup(problem));
        }
        let mut game = Game::new(record.setup.clone());
        for (index, text) in record.moves.iter().chain(&record.undone).enumerate() {
            let fail = |reason| RecordError::Move {
                number: index + 1,
                text: text.clone(),
                reason,
            };
            let mv: Move = text.parse().map_err(|error| fail(MoveError::Notation(error)))?;
            game.play(mv).map_err(|error| fail(MoveError::Rule(error)))?;
        }
        for _ in &record.undone {
            game.undo();
        }
        for &turn in &record.hints {
            game.mark_hinted(turn);
        }
        Ok(game)
    }
}
