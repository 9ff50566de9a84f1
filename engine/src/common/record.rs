//! The envelope every game record shares: format version, game, setup, moves in the game's
//! notation, and moves taken back (so that redo survives a reload).

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

/// The record format this build writes and reads.
pub const FORMAT_VERSION: u32 = 1;

#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    Abalone,
    Abaku,
    Summy,
    Addique,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Envelope<S> {
    pub format: u32,
    pub game: GameKind,
    pub setup: S,
    pub moves: Vec<String>,
    /// Moves taken back, the next one to redo first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub undone: Vec<String>,
    /// Milliseconds each move took, for clocks: the played moves, then the undone ones.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub times: Vec<u64>,
    /// Milliseconds the player to move had spent on the move in progress.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub thinking_ms: u64,
    /// The turn numbers (from 0) at which the player to move asked for a hint.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hints: Vec<usize>,
    /// Free-form headers such as dates, as in PGN; the rules never read them.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub tags: BTreeMap<String, String>,
}

impl<S> Envelope<S> {
    pub fn new(game: GameKind, setup: S, moves: Vec<String>, undone: Vec<String>) -> Envelope<S> {
        Envelope {
            format: FORMAT_VERSION,
            game,
            setup,
            moves,
            undone,
            times: Vec::new(),
            thinking_ms: 0,
            hints: Vec::new(),
            tags: BTreeMap::new(),
        }
    }

    /// Reads and plays every recorded move, the undone ones after the played ones; `play`
    /// gets each move's index (from 0) and the move.
    pub fn play_through<M: FromStr, R>(
        &self,
        mut play: impl FnMut(usize, M) -> Result<(), R>,
    ) -> Result<(), RecordError<MoveError<M::Err, R>>> {
        for (index, text) in self.moves.iter().chain(&self.undone).enumerate() {
            let fail = |reason| RecordError::Move {
                number: index + 1,
                text: text.clone(),
                reason,
            };
            let mv: M = text.parse().map_err(|error| fail(MoveError::Notation(error)))?;
            play(index, mv).map_err(|error| fail(MoveError::Rule(error)))?;
        }
        Ok(())
    }

    pub fn check_header<E>(&self, game: GameKind) -> Result<(), RecordError<E>> {
        if self.format != FORMAT_VERSION {
            return Err(RecordError::UnknownFormat(self.format));
        }
        if self.game != game {
            return Err(RecordError::WrongGame(self.game));
        }
        Ok(())
    }
}

fn is_zero(value: &u64) -> bool {
    *value == 0
}

/// Why a recorded move could not be replayed: its text is no move of the game (`N`), or the
/// rules refuse it (`R`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveError<N, R> {
    Notation(N),
    Rule(R),
}

impl<N: fmt::Display, R: fmt::Display> fmt::Display for MoveError<N, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Notation(error) => error.fmt(f),
            MoveError::Rule(error) => error.fmt(f),
        }
    }
}

/// Why a record could not be loaded; `E` is the game's own reason for a bad move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RecordError<E> {
    /// Not JSON of the record's shape.
    Malformed(String),
    UnknownFormat(u32),
    WrongGame(GameKind),
    /// A setup the game cannot start from, such as the wrong number of players.
    InvalidSetup(String),
    /// Move `number` (from 1, counting undone moves after the played ones) is not legal.
    Move {
        number: usize,
        text: String,
        reason: E,
    },
}

impl<E: fmt::Display> fmt::Display for RecordError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Malformed(why) => write!(f, "not a game record: {why}"),
            RecordError::UnknownFormat(version) => {
                write!(
                    f,
                    "unknown record format {version} (this build reads format {FORMAT_VERSION})"
                )
            }
            RecordError::WrongGame(game) => write!(f, "this is a record of {game:?}"),
            RecordError::InvalidSetup(problem) => write!(f, "the setup is not valid: {problem}"),
            RecordError::Move { number, text, reason } => write!(f, "move {number} ({text}): {reason}"),
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for RecordError<E> {}

/// Writes `record` and `replay` for a game that keeps its turns in a
/// [`TurnLog`](crate::tiles::TurnLog), as the tile games do: `Game`, `Move`, `Record` and
/// `MoveError` are the calling module's, `$kind` the game's [`GameKind`]. Replaying plays every
/// turn through the rules, so the seeded bag deals exactly as it did, then takes back the undone
/// turns so that redo works as it did.
macro_rules! turn_log_record {
    ($kind:ident) => {
        impl Game {
            pub fn record(&self) -> Record {
                let mut record = $crate::common::record::Envelope::new(
                    $crate::common::record::GameKind::$kind,
                    self.setup().clone(),
                    self.turns()
                        .iter()
                        .map(|turn| turn.mv.to_string())
                        .collect(),
                    self.undone().map(Move::to_string).collect(),
                );
                record.hints = self.hinted().iter().copied().collect();
                record
            }

            pub fn replay(record: &Record) -> Result<Game, $crate::common::record::RecordError<MoveError>> {
                record.check_header($crate::common::record::GameKind::$kind)?;
                if let Some(problem) = record.setup.problem() {
                    return Err($crate::common::record::RecordError::InvalidSetup(problem));
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
    };
}
pub(crate) use turn_log_record;

/// Reads a record from JSON, telling a wrong shape apart from a wrong version.
pub fn parse<S: serde::de::DeserializeOwned, E>(json: &str) -> Result<Envelope<S>, RecordError<E>> {
    #[derive(Deserialize)]
    struct Header {
        format: u32,
    }
    let header: Header =
        serde_json::from_str(json).map_err(|error| RecordError::Malformed(error.to_string()))?;
    if header.format != FORMAT_VERSION {
        return Err(RecordError::UnknownFormat(header.format));
    }
    serde_json::from_str(json).map_err(|error| RecordError::Malformed(error.to_string()))
}
