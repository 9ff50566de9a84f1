//! The robot behind a message: a request in JSON naming a game record, or for a move a seat's
//! view of a tile game where no device holds the record (a game dealt at a distance), answered
//! in JSON. The browser's worker and the command line both go through here, so they choose
//! alike.

use super::arena::{Arena, Choice};
use super::{Clock, Level, SeatView, Thinking};
use crate::abalone;
use crate::game::{AnyGame, GameRules};
use crate::with_any_game;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

/// What the worker says once it listens, before any answer.
pub const READY: &str = "ready";

/// Why a game that is over gets no move.
pub(crate) const GAME_OVER: &str = "the game is over: there is no move to choose";

/// What the robot is asked: by default the move for the seat to move in `record`, or else for
/// the seat of `view`.
#[derive(Deserialize)]
pub struct Request<'a> {
    /// Comes back with the answer, so that a stale answer can be told from the one awaited.
    pub id: u64,
    #[serde(default)]
    pub task: Task,
    #[serde(borrow, default)]
    pub record: Option<&'a RawValue>,
    /// A seat's view, for a move in a game whose record no device holds; a record goes first.
    /// Read once the request is, as the record is, so that a view refused keeps the request's id.
    #[serde(borrow, default)]
    pub view: Option<&'a RawValue>,
    #[serde(default = "strong")]
    pub level: Level,
    pub time_ms: u64,
    #[serde(default)]
    pub seed: u64,
}

fn strong() -> Level {
    Level::Strong
}

/// Why a move request with neither a record nor a view gets no move.
const NEITHER: &str = "a move is asked for in a record or a seat's view: there is neither";

#[derive(Clone, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Task {
    /// The robot's move for the seat to move in the record, or for the view's seat.
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
    /// Analysis of a two-player Abalone position (in PlayStrategy's notation) to `depth`, or as
    /// deep as `time_ms` allows (the first depth always completes). The service keeps the
    /// search of the last position analysed, so that asking for one depth more of the same
    /// position goes on where the last answer stopped: a page, which cannot interrupt its
    /// worker, asks depth after depth for as long as it wants the analysis.
    Analyse { fen: String, depth: u32 },
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
    /// The deepest completed search of an analysis: the evaluation for the side to move (1000 =
    /// one marble, see [`abalone::robot::Search`]), the best line in notation, the nodes
    /// searched in the position so far and the time this answer took. `settled` once deeper
    /// search cannot change it (a forced result, a single move): asking on is pointless.
    Analysis {
        depth: u32,
        eval: i32,
        line: Vec<String>,
        nodes: u64,
        ms: f64,
        settled: bool,
    },
    Error(String),
}

impl Reply {
    /// The move a move request was answered with, or why there is none.
    pub fn into_move(self) -> Result<String, String> {
        match self {
            Reply::Move { notation, .. } => Ok(notation),
            Reply::Error(error) => Err(error),
            other => Err(format!("a move was asked for, not {}", other.kind())),
        }
    }

    /// The answer's kind, as its JSON names it: said rather than the whole answer `Debug`-printed,
    /// which would bring float formatting into every game screen of the page.
    fn kind(&self) -> &'static str {
        match self {
            Reply::Move { .. } => "move",
            Reply::Search { .. } => "search",
            Reply::Review { .. } => "review",
            Reply::Analysis { .. } => "analysis",
            Reply::Error(_) => "error",
        }
    }
}

/// The robot service, which remembers one thing between requests: the analysis of the last
/// position it was asked to analyse.
///
/// ```
/// use gameshelf_engine::robot::native_clock;
/// use gameshelf_engine::robot::service::{Answer, Reply, Service};
///
/// // The robot's move in a new game of Abalone, asked as the browser's worker asks it.
/// let record = r#"{"format":1,"game":"abalone","setup":{"layout":"standard","players":["Ada","Bot"]},"moves":[]}"#;
/// let request = format!(r#"{{"id":1,"record":{record},"level":"easy","time_ms":0}}"#);
/// let answer: Answer = serde_json::from_str(&Service::default().answer(&request, native_clock)).unwrap();
/// assert_eq!(answer.id, 1);
/// let Reply::Move { notation, .. } = answer.reply else { panic!("no move") };
/// let mv: gameshelf_engine::abalone::Move = notation.parse().unwrap();
/// let mut position = gameshelf_engine::abalone::Position::new(gameshelf_engine::abalone::Layout::Standard);
/// assert!(position.play(mv).is_ok(), "the robot's move is legal");
/// ```
#[derive(Default)]
pub struct Service {
    analysis: Option<abalone::robot::Analysis>,
}

impl Service {
    /// Answers one JSON request with one JSON answer; a request that cannot be read gets id 0.
    pub fn answer(&mut self, request: &str, clock: Clock) -> String {
        let answer = match serde_json::from_str::<Request>(request) {
            Ok(request) => Answer {
                id: request.id,
                reply: self.reply(request, clock),
            },
            Err(error) => Answer {
                id: 0,
                reply: Reply::Error(format!("not a robot request: {error}")),
            },
        };
        serde_json::to_string(&answer).expect("an answer is plain data")
    }

    fn reply(&mut self, request: Request, clock: Clock) -> Reply {
        let started = clock();
        let thinking = Thinking::new(request.level, request.time_ms, request.seed, clock);
        let moved = |chosen: Result<Choice<String>, String>| match chosen {
            Ok(choice) => Reply::Move {
                notation: choice.mv,
                value: choice.value,
                ms: clock() - started,
            },
            Err(error) => Reply::Error(error),
        };
        match (request.task, request.record, request.view) {
            (Task::Move, Some(record), _) => moved(choose_in_record(record.get(), &thinking)),
            (Task::Move, None, Some(view)) => moved(choose_in_view(view.get(), &thinking)),
            (Task::Move, None, None) => Reply::Error(NEITHER.into()),
            (Task::Review(turn), Some(record), _) => {
                review_in_record(record.get(), turn, &thinking).unwrap_or_else(Reply::Error)
            }
            (Task::Review(_), None, _) => {
                Reply::Error("a turn is reviewed in a record: there is none".into())
            }
            (Task::Search { layout, depth }, ..) => {
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
            (Task::Analyse { fen, depth }, ..) => {
                self.analyse(&fen, depth, &thinking).unwrap_or_else(Reply::Error)
            }
        }
    }

    /// The analysis of `fen` deepened to `depth` or until `thinking`'s time is up; that of the
    /// last position analysed if it is the same position, else a new one.
    fn analyse(&mut self, fen: &str, depth: u32, thinking: &Thinking) -> Result<Reply, String> {
        let started = (thinking.clock)();
        let position = abalone::Fen::parse(fen)
            .map_err(|error| error.to_string())?
            .position;
        // The last analysis goes before a new one is made: each holds megabytes of table.
        self.analysis.take_if(|analysis| *analysis.position() != position);
        let analysis = match self.analysis.take() {
            Some(analysis) => analysis,
            None => abalone::robot::Analysis::new(&position)
                .ok_or("the game is over: there is nothing to analyse")?,
        };
        let analysis = self.analysis.insert(analysis);
        let search = analysis.deepen(depth, Some(thinking.deadline())).clone();
        Ok(Reply::Analysis {
            depth: search.depth,
            eval: search.eval,
            line: search.line.iter().map(ToString::to_string).collect(),
            nodes: search.nodes,
            ms: (thinking.clock)() - started,
            settled: analysis.settled(),
        })
    }
}

/// The robot's move, in notation, for the seat to move in a record of any game.
pub fn choose_in_record(json: &str, thinking: &Thinking) -> Result<Choice<String>, String> {
    fn choose<G: Arena>(game: &G, thinking: &Thinking) -> Result<Choice<String>, String> {
        let choice = game.choose(thinking).ok_or(GAME_OVER)?;
        Ok(choice.in_notation())
    }
    let replayed = AnyGame::from_record(json).map_err(|error| error.to_string())?;
    with_any_game!(&replayed.game, game => choose(game, thinking))
}

/// The robot's move, in notation, for the seat of a view of any tile game (a [`SeatView`]).
pub fn choose_in_view(json: &str, thinking: &Thinking) -> Result<Choice<String>, String> {
    let view: SeatView = serde_json::from_str(json).map_err(|error| format!("not a seat's view: {error}"))?;
    view.choose(thinking)
}

/// Turn `turn` of a record of any game beside the robot's choice there (see [`Task::Review`]).
pub fn review_in_record(json: &str, turn: usize, thinking: &Thinking) -> Result<Reply, String> {
    let replayed = AnyGame::from_record(json).map_err(|error| error.to_string())?;
    with_any_game!(&replayed.game, game => review(game, turn, thinking))
}

/// The game as it stood just before `turn`, and the move played there beside the robot's
/// choice.
fn review<G: GameRules + Arena>(game: &G, turn: usize, thinking: &Thinking) -> Result<Reply, String> {
    let (before, played) = game
        .before_move(turn)
        .ok_or_else(|| format!("the record has no move {}", turn + 1))?;
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

    #[test]
    fn an_answer_that_is_not_a_move_is_named_by_its_kind_as_its_json_names_it() {
        let answers = [
            Reply::Search {
                depth: 3,
                nodes: 9,
                ms: 1.5,
            },
            Reply::Review {
                played: "a".into(),
                played_value: 1,
                best: "b".into(),
                best_value: 2,
            },
            Reply::Analysis {
                depth: 2,
                eval: 0,
                line: vec![],
                nodes: 4,
                ms: 0.5,
                settled: false,
            },
        ];
        for answer in answers {
            let json = serde_json::to_value(&answer).unwrap();
            let tag = json
                .as_object()
                .and_then(|object| object.keys().next().cloned())
                .unwrap();
            assert_eq!(
                answer.into_move(),
                Err(format!("a move was asked for, not {tag}"))
            );
        }
        assert_eq!(Reply::Error("lost".into()).into_move(), Err("lost".to_string()));
    }

    fn ask(request: &str) -> Answer {
        Service::default().ask(request)
    }

    impl Service {
        fn ask(&mut self, request: &str) -> Answer {
            serde_json::from_str(&self.answer(request, native_clock)).expect("answers are JSON")
        }
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
        let neither = ask(r#"{"id":2,"time_ms":10}"#);
        assert_eq!(neither.reply, Reply::Error(NEITHER.into()));
        let wrong_move = ask(&move_request(
            r#"{"format":1,"game":"abalone","setup":{"layout":"standard","players":["a","b"]},"moves":["A1A9"]}"#,
        ));
        assert!(matches!(wrong_move.reply, Reply::Error(ref why) if why.starts_with("move 1 (A1A9)")));
    }

    fn view_request(view: &SeatView) -> String {
        let view = view.to_json();
        format!(r#"{{"id":8,"view":{view},"level":"strong","time_ms":50,"seed":3}}"#)
    }

    #[test]
    fn a_move_is_answered_from_a_seats_view_and_is_legal_in_the_game() {
        let mut game = summy::Game::new(summy::Setup::new(vec!["Eva".into(), "Adam".into()], 4));
        for _ in 0..4 {
            let answer = ask(&view_request(&SeatView::Summy(game.view())));
            assert_eq!(answer.id, 8);
            let notation = answer.reply.into_move().expect("a move");
            let mv = notation.parse().expect("the move's notation reads back");
            assert!(game.play(mv).is_ok(), "{notation} is illegal");
        }
    }

    #[test]
    fn a_view_with_a_tile_off_its_board_is_refused_saying_where() {
        let game = abaku::Game::new(abaku::Setup::new(vec!["Eva".into(), "Adam".into()], 4));
        let request = view_request(&SeatView::Abaku(game.view()));
        let off_board = request.replace(r#""tiles":"""#, r#""tiles":"P16=3""#);
        assert_ne!(off_board, request, "the empty board is written as expected");
        let answer = ask(&off_board);
        assert_eq!(
            answer.id, 8,
            "the request is answered, for its sender to stop waiting"
        );
        let Reply::Error(why) = answer.reply else {
            panic!("a tile off the board was read")
        };
        assert!(why.contains("P16 is off the 15x15 board"), "{why}");
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

    /// The Belgian daisy's start, with Black or White to move.
    fn daisy(to_move: abalone::Seat) -> String {
        let start = abalone::Position::new(abalone::Layout::BelgianDaisy);
        let mut text = abalone::Fen::write(&start, 0, 1);
        if to_move == abalone::Seat::WHITE {
            text = text.replace(" b ", " w ");
        }
        text
    }

    fn analyse(fen: &str, depth: u32, time_ms: u64) -> String {
        format!(r#"{{"id":5,"task":{{"analyse":{{"fen":"{fen}","depth":{depth}}}}},"time_ms":{time_ms}}}"#)
    }

    /// The depth of an analysis answer, its line checked move by move in the position.
    fn analysed_depth(fen: &str, reply: Reply) -> u32 {
        let Reply::Analysis { depth, line, .. } = reply else {
            panic!("no analysis: {reply:?}")
        };
        let mut position = abalone::Fen::parse(fen).unwrap().position;
        assert!(
            !line.is_empty() && line.len() >= depth.min(2) as usize,
            "{line:?}"
        );
        for notation in line {
            let mv = notation.parse().expect("notation");
            position
                .play(mv)
                .unwrap_or_else(|error| panic!("{notation}: {error}"));
        }
        depth
    }

    #[test]
    fn an_analysis_goes_deeper_depth_by_depth_and_starts_over_for_a_new_position() {
        const NO_LIMIT: u64 = 3_600_000;
        let (black, white) = (daisy(abalone::Seat::BLACK), daisy(abalone::Seat::WHITE));
        let mut service = Service::default();
        let mut depth_of =
            |fen: &str, depth| analysed_depth(fen, service.ask(&analyse(fen, depth, NO_LIMIT)).reply);
        assert_eq!(
            [1, 2, 3].map(|depth| depth_of(&black, depth)),
            [1, 2, 3],
            "each answer one depth deeper"
        );
        assert_eq!(
            depth_of(&black, 1),
            3,
            "the same position keeps its deepest search"
        );
        assert_eq!(depth_of(&white, 1), 1, "another position starts afresh");
        assert_eq!(depth_of(&black, 1), 1, "and the first is forgotten");
    }

    #[test]
    fn an_analysis_out_of_time_goes_on_where_it_stopped_when_asked_again() {
        // With no time at all, each answer adds the 1024 nodes between two readings of the
        // clock: a new search would stop where the first did, the kept one gets deeper.
        let fen = daisy(abalone::Seat::BLACK);
        let no_time = analyse(&fen, 4, 0);
        let mut service = Service::default();
        let mut depth_of = || analysed_depth(&fen, service.ask(&no_time).reply);
        let first = depth_of();
        assert!(first < 4, "depth {first} with no time");
        let depths: Vec<u32> = (0..500)
            .map(|_| depth_of())
            .take_while(|&depth| depth < 4)
            .collect();
        assert!(
            depths.len() < 500,
            "still at depth {:?} after 500 answers",
            depths.last()
        );
        assert!(depths.windows(2).all(|pair| pair[0] <= pair[1]), "{depths:?}");
        let fresh = analysed_depth(&fen, Service::default().ask(&no_time).reply);
        assert_eq!(fresh, first, "a new search stops where the first did");
    }

    #[test]
    fn an_analysis_of_a_bad_position_says_what_is_wrong_with_it() {
        let bad = "SS1ss/SSSsss 0 0 b 0 1";
        let expected = abalone::Fen::parse(bad).unwrap_err().to_string();
        assert_eq!(
            Service::default().ask(&analyse(bad, 2, 100)).reply,
            Reply::Error(expected)
        );
    }

    #[test]
    fn a_forced_win_settles_the_analysis() {
        // Black's C3-B3 pushes White's A3 off for the sixth time.
        let fen = "sssss/1sss2/7/SSSSS3/SSSSS4/SS6/2S4/2S3/2s2 5 0 b 0 30";
        let reply = Service::default().ask(&analyse(fen, 6, 3_600_000)).reply;
        let Reply::Analysis {
            depth,
            eval,
            line,
            settled,
            ..
        } = reply
        else {
            panic!("no analysis: {reply:?}")
        };
        assert_eq!((depth, line, settled), (1, vec!["C3B3".to_string()], true));
        assert_eq!(eval, abalone::robot::WIN - 1);
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
