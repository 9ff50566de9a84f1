//! The robot behind a message: a request in JSON naming a game record, answered in JSON. The
//! browser's worker and the command line both go through here, so they choose alike.

use super::arena::{Arena, Choice};
use super::{Clock, Level, Thinking};
use crate::common::record::{self, Envelope, GameKind, RecordError};
use crate::{abaku, abalone, addique, summy};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use std::fmt;

/// What the robot is asked: the move for the seat to move in `record`.
#[derive(Deserialize)]
pub struct Request<'a> {
    /// Comes back with the answer, so that a stale answer can be told from the one awaited.
    pub id: u64,
    #[serde(borrow)]
    pub record: &'a RawValue,
    pub level: Level,
    pub time_ms: u64,
    pub seed: u64,
}

/// The robot's move in the game's notation, what it is worth (see [`Choice`]) and how long it
/// took; or why there is none.
#[derive(Serialize, Deserialize, Debug, PartialEq)]
pub struct Answer {
    pub id: u64,
    #[serde(flatten)]
    pub reply: Reply,
}

#[derive(Serialize, Deserialize, Debug, PartialEq)]
#[serde(rename_all = "lowercase")]
pub enum Reply {
    Move { notation: String, value: i64, ms: f64 },
    Error(String),
}

/// Answers one JSON request with one JSON answer; a request that cannot be read gets id 0.
pub fn answer(request: &str, clock: Clock) -> String {
    let answer = match serde_json::from_str::<Request>(request) {
        Ok(request) => {
            let started = clock();
            let thinking = Thinking::new(request.level, request.time_ms, request.seed, clock);
            let reply = match choose_in_record(request.record.get(), &thinking) {
                Ok(choice) => Reply::Move {
                    notation: choice.mv,
                    value: choice.value,
                    ms: clock() - started,
                },
                Err(error) => Reply::Error(error),
            };
            Answer { id: request.id, reply }
        }
        Err(error) => Answer {
            id: 0,
            reply: Reply::Error(format!("not a robot request: {error}")),
        },
    };
    serde_json::to_string(&answer).expect("an answer is plain data")
}

/// The robot's move, in notation, for the seat to move in a record of any game.
pub fn choose_in_record(json: &str, thinking: &Thinking) -> Result<Choice<String>, String> {
    fn choose<G: Arena>(game: G, thinking: &Thinking) -> Result<Choice<String>, String> {
        let choice = game.choose(thinking).ok_or("the game is over: there is no move to choose")?;
        Ok(Choice {
            mv: choice.mv.to_string(),
            value: choice.value,
        })
    }
    match kind_of(json)? {
        GameKind::Abalone => choose(replayed(json, abalone::Game::replay)?, thinking),
        GameKind::Abaku => choose(replayed(json, abaku::Game::replay)?, thinking),
        GameKind::Summy => choose(replayed(json, summy::Game::replay)?, thinking),
        GameKind::Addique => choose(replayed(json, addique::Game::replay)?, thinking),
    }
}

fn kind_of(json: &str) -> Result<GameKind, String> {
    #[derive(Deserialize)]
    struct Header {
        game: GameKind,
    }
    let json = record::migrate::<String>(json).map_err(|error| error.to_string())?;
    let header: Header =
        serde_json::from_str(&json).map_err(|error| format!("not a game record: {error}"))?;
    Ok(header.game)
}

fn replayed<S: DeserializeOwned, G, E: fmt::Display>(
    json: &str,
    replay: fn(&Envelope<S>) -> Result<G, RecordError<E>>,
) -> Result<G, String> {
    let record = record::parse::<S, E>(json).map_err(|error| error.to_string())?;
    replay(&record).map_err(|error| error.to_string())
}
