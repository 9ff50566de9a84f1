//! The robot behind a message: a request in JSON naming a game record, answered in JSON. The
//! browser's worker and the command line both go through here, so they choose alike.

use super::arena::{Arena, Choice};
use super::{Clock, Level, Thinking};
use crate::abalone;
use crate::game::{AnyGame, GameRules};
use crate::with_any_game;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

/// What the worker says once it listens, before any answer.
pub const READY: &str = "ready";

/// What the robot is asked: by default the move for the seat to move in `record`.
#[derive(Deserialize)]
pub struct Request<'a> {
    /// Comes back with the answer, so that a stale answer can be told from the one awaited.
    pub id: u64,
    #[serde(default)]
    pub task: Task,
    #[serde(borrow, default)]
    pub record: Option<&'a RawValue>,
    #[serde(default = "strong")]
    pub level: Level,
    pub time_ms: u64,
    #[serde(default)]
    pub seed: u64,
}

fn strong() -> Level {
    Level::Strong
}

#[derive(Clone, Copy, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Task {
    /// The robot's move for the seat to move in the record.
    #[default]
    Move,
    /// Turn `n` (from 0) of the record set beside the robot's choice at that point: what was
    /// played and what the robot would have played, each with its value.
    Review(usize),
    /// Abalone's search from a layout's start, to measure its speed where it runs (the
    /// browser's worker, say): the depth it completes and the nodes it searches, in the time
    /// given or, with `depth`, to that depth whatever the time.
    Search {
        layout: abalone::Layout,
        #[serde(default)]
        depth: Option<u32>,
    },
}

/// The robot's move in the game's notation, what it is worth (see [`Choice`]) and how long it
/// took; or why there is none.
#[derive(Serialize, Deserialize, Debug, PartialEq)]
pub struct Answer {
    pub id: u64,
    // Nested rather than flattened: serde's flattening would bring its buffering code into the
    // page, which reads answers.
    pub reply: Reply,
}

#[derive(Serialize, Deserialize, Debug, PartialEq)]
#[serde(rename_all = "lowercase")]
pub enum Reply {
    Move {
        notation: String,
        value: i64,
        ms: f64,
    },
    Search {
        depth: u32,
        nodes: u64,
        ms: f64,
    },
    Review {
        played: String,
        played_value: i64,
        best: String,
        best_value: i64,
    },
    Error(String),
}

impl Reply {
    /// The move a move request was answered with, or why there is none.
    pub fn into_move(self) -> Result<String, String> {
        match self {
            Reply::Move { notation, .. } => Ok(notation),
            Reply::Error(error) => Err(error),
            other => Err(format!("a move was asked for, not {other:?}")),
        }
    }
}

/// Answers one JSON request with one JSON answer; a request that cannot be read gets id 0.
pub fn answer(request: &str, clock: Clock) -> String {
    let answer = match serde_json::from_str::<Request>(request) {
        Ok(request) => {
            let started = clock();
            let thinking = Thinking::new(request.level, request.time_ms, request.seed, clock);
            let reply = match (request.task, request.record) {
                (Task::Move, Some(record)) => match choose_in_record(record.get(), &thinking) {
                    Ok(choice) => Reply::Move {
                        notation: choice.mv,
                        value: choice.value,
                        ms: clock() - started,
                    },
                    Err(error) => Reply::Error(error),
                },
                (Task::Review(turn), Some(record)) => {
                    review_in_record(record.get(), turn, &thinking).unwrap_or_else(Reply::Error)
                }
                (Task::Move | Task::Review(_), None) => {
                    Reply::Error("a move is asked for in a record: there is none".into())
                }
                (Task::Search { layout, depth }, _) => {
                    let position = abalone::Position::new(layout);
                    let search = match depth {
                        Some(depth) => abalone::robot::search_depth(&position, depth),
                        None => abalone::robot::choose(&position, &thinking),
                    };
                    let search = search.expect("a start has moves");
                    Reply::Search {
                        depth: search.depth,
                        nodes: search.nodes,
                        ms: clock() - started,
                    }
                }
            };
            Answer {
                id: request.id,
                reply,
            }
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
    fn choose<G: Arena>(game: &G, thinking: &Thinking) -> Result<Choice<String>, String> {
        let choice = game
            .choose(thinking)
            .ok_or("the game is over: there is no move to choose")?;
        Ok(Choice {
            mv: choice.mv.to_string(),
            value: choice.value,
        })
    }
    let replayed = AnyGame::from_record(json).map_err(|error| error.to_string())?;
    with_any_game!(&replayed.game, game => choose(game, thinking))
}

/// Turn `turn` of a record of any game beside the robot's choice there (see [`Task::Review`]).
pub fn review_in_record(json: &str, turn: usize, thinking: &Thinking) -> Result<Reply, String> {
    let replayed = AnyGame::from_record(json).map_err(|error| error.to_string())?;
    with_any_game!(&replayed.game, game => review(game, turn, thinking))
}

/// The game taken back to just before `turn`, and the move played there beside the robot's
/// choice. Taking back rather than replaying a shortened record keeps one replay in the worker.
fn review<G: GameRules + Arena>(game: &G, turn: usize, thinking: &Thinking) -> Result<Reply, String> {
    if turn >= game.moves_played() {
        return Err(format!("the record has no move {}", turn + 1));
    }
    let mut before = game.clone();
    let mut played = None;
    while before.moves_played() > turn {
        played = before.undo();
    }
    let played = played.expect("a move was taken back");
    let (best, played_value) = before
        .review(&played, thinking)
        .ok_or("the game was over before the turn")?;
    Ok(Reply::Review {
        played_value,
        played: played.to_string(),
        best: best.mv.to_string(),
        best_value: best.value,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::robot::native_clock;
    use crate::{abaku, addique, summy};

    fn ask(request: &str) -> Answer {
        serde_json::from_str(&answer(request, native_clock)).expect("answers are JSON")
    }

    fn move_request(record: &str) -> String {
        format!(r#"{{"id":7,"record":{record},"level":"medium","time_ms":50,"seed":3}}"#)
    }

    #[test]
    fn a_move_is_answered_for_every_game_and_is_legal_there() {
        let players = || vec!["Eva".to_string(), "Adam".to_string()];
        let records = [
            serde_json::to_string(
                &abalone::Game::new(abalone::Setup::new(abalone::Layout::Standard, players())).record(),
            ),
            serde_json::to_string(&abaku::Game::new(abaku::Setup::new(players(), 5)).record()),
            serde_json::to_string(&summy::Game::new(summy::Setup::new(players(), 5)).record()),
            serde_json::to_string(&addique::Game::new(addique::Setup::new(players(), 5)).record()),
        ];
        for record in records {
            let record = record.unwrap();
            let answer = ask(&move_request(&record));
            assert_eq!(answer.id, 7);
            let Reply::Move { notation, .. } = answer.reply else {
                panic!("no move for {record}: {:?}", answer.reply)
            };
            // The move replays through the rules as the record's next move.
            let mut played: serde_json::Value = serde_json::from_str(&record).unwrap();
            played["moves"]
                .as_array_mut()
                .unwrap()
                .push(notation.clone().into());
            let again = move_request(&played.to_string());
            assert!(
                matches!(ask(&again).reply, Reply::Move { .. }),
                "{notation} did not replay in {record}"
            );
        }
    }

    #[test]
    fn a_request_that_cannot_be_answered_says_why() {
        let unreadable = ask("{\"level\":\"strong\"}");
        assert_eq!(unreadable.id, 0);
        assert!(matches!(unreadable.reply, Reply::Error(ref why) if why.starts_with("not a robot request")));
        let no_record = ask(r#"{"id":2,"time_ms":10}"#);
        assert_eq!(
            no_record.reply,
            Reply::Error("a move is asked for in a record: there is none".into())
        );
        let wrong_move = ask(&move_request(
            r#"{"format":1,"game":"abalone","setup":{"layout":"standard","players":["a","b"]},"moves":["A1A9"]}"#,
        ));
        assert!(matches!(wrong_move.reply, Reply::Error(ref why) if why.starts_with("move 1 (A1A9)")));
    }

    #[test]
    fn the_search_speed_is_measured_from_a_layout() {
        let answer = ask(r#"{"id":3,"task":{"search":{"layout":"belgian-daisy"}},"time_ms":200}"#);
        let Reply::Search { depth, nodes, ms } = answer.reply else {
            panic!("no search figures: {:?}", answer.reply)
        };
        assert!(depth >= 2 && nodes > 1000, "depth {depth}, {nodes} nodes");
        assert!(ms >= 150.0, "the search stopped after {ms} ms of its 200");
        let fixed = ask(r#"{"id":4,"task":{"search":{"layout":"standard","depth":3}},"time_ms":0}"#);
        let expected =
            abalone::robot::search_depth(&abalone::Position::new(abalone::Layout::Standard), 3).unwrap();
        assert!(
            matches!(fixed.reply, Reply::Search { depth: 3, nodes, .. } if nodes == expected.nodes),
            "{:?}",
            fixed.reply
        );
    }

    #[test]
    fn a_review_sets_the_turn_played_beside_the_robots_choice() {
        use crate::robot::{Arena, Level, Thinking};
        let strong = Thinking::new(Level::Strong, 100, 1, native_clock);
        let mut game = abaku::Game::new(abaku::Setup::new(vec!["Eva".into(), "Adam".into()], 9));
        // Turn 0: the strong robot's own move; turn 1: a pass.
        let best = game.choose(&strong).unwrap();
        game.play(best.mv.clone()).unwrap();
        game.play(abaku::Move::Pass).unwrap();
        let record = serde_json::to_string(&game.record()).unwrap();
        let review = |turn| review_in_record(&record, turn, &strong).unwrap();
        assert_eq!(
            review(0),
            Reply::Review {
                played: best.mv.to_string(),
                played_value: best.value,
                best: best.mv.to_string(),
                best_value: best.value
            }
        );
        let Reply::Review {
            played,
            played_value,
            best_value,
            ..
        } = review(1)
        else {
            panic!("no review of the pass")
        };
        assert_eq!((played.as_str(), played_value), ("pass", 0));
        assert!(best_value > 0, "the robot would have scored");
        assert_eq!(
            review_in_record(&record, 2, &strong),
            Err("the record has no move 3".into())
        );
    }
}
