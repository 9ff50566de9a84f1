//! Robots at the table: which seats they hold, the Web Worker they think in, and the turn loop
//! that asks them for moves while the page goes on answering the player.
//!
//! The worker (worker/, built by Trunk beside the app) runs the engine's robot service: it is
//! sent the game's record and answers with a move in the game's notation, which the page then
//! plays through the same path as a player's move, so it animates, saves and is undone alike.

use crate::i18n::{t, Msg};
use crate::storage;
use gameshelf_engine::common::record::Envelope;
use gameshelf_engine::robot::service::{self, Answer, Reply};
use gameshelf_engine::robot::{Level, Robots};
use leptos::prelude::*;
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::rc::Rc;
use std::str::FromStr;
use std::time::Duration;
use wasm_bindgen::prelude::*;

/// How long a robot may think over a move: a player's setting, kept in the browser.
pub const THINKING_TIMES_MS: [u64; 4] = [500, 1000, 2000, 5000];
const DEFAULT_THINKING_MS: u64 = 2000;

/// How fast robots' moves follow one another: at least this long from one to the next, so that
/// each can be seen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Speed {
    Slow,
    Normal,
    Fast,
}

impl Speed {
    pub const ALL: [Speed; 3] = [Speed::Slow, Speed::Normal, Speed::Fast];

    fn pause_ms(self) -> f64 {
        match self {
            Speed::Slow => 2000.0,
            Speed::Normal => 700.0,
            Speed::Fast => 0.0,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
        }
    }
}

/// The players' robot settings, shared by every game screen.
#[derive(Clone, Copy)]
pub struct RobotSettings {
    pub thinking_ms: RwSignal<u64>,
    pub speed: RwSignal<Speed>,
}

impl RobotSettings {
    pub fn load() -> RobotSettings {
        let thinking_ms = storage::robot_time()
            .filter(|ms| THINKING_TIMES_MS.contains(ms))
            .unwrap_or(DEFAULT_THINKING_MS);
        let settings = RobotSettings {
            thinking_ms: RwSignal::new(thinking_ms),
            speed: RwSignal::new(Speed::Normal),
        };
        // Kept once the player chooses, not before: storage holds only what was chosen.
        Effect::new(move |previous: Option<u64>| {
            let chosen = settings.thinking_ms.get();
            if previous.is_some_and(|previous| previous != chosen) {
                storage::set_robot_time(chosen);
            }
            chosen
        });
        settings
    }
}

/// Who gets each answer the worker still owes, by request id.
type Waiting = Rc<RefCell<HashMap<u64, Box<dyn FnOnce(Reply)>>>>;
/// The requests held back until the worker listens; `None` once it does.
type Held = Rc<RefCell<Option<Vec<String>>>>;

/// The page's one worker, the answers it still owes, and the requests held back until it
/// listens.
struct WorkerClient {
    worker: web_sys::Worker,
    waiting: Waiting,
    held: Held,
    next_id: u64,
}

thread_local! {
    static WORKER: RefCell<Option<WorkerClient>> = const { RefCell::new(None) };
}

/// The worker's script, which Trunk names after the worker's crate, beside the page.
const WORKER_SCRIPT: &str = "gameshelf-robot-worker_loader.js";

fn start_worker() -> Result<WorkerClient, JsValue> {
    let worker = web_sys::Worker::new(WORKER_SCRIPT)?;
    let waiting = Waiting::default();
    let held: Held = Rc::new(RefCell::new(Some(Vec::new())));
    let answers = waiting.clone();
    let (release, listening) = (held.clone(), worker.clone());
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        if text == service::READY {
            for request in release.take().into_iter().flatten() {
                let _ = listening.post_message(&JsValue::from_str(&request));
            }
            return;
        }
        let answer: Answer = match serde_json::from_str(&text) {
            Ok(answer) => answer,
            Err(error) => Answer {
                id: 0,
                reply: Reply::Error(error.to_string()),
            },
        };
        let reply_to = answers.borrow_mut().remove(&answer.id);
        if let Some(reply_to) = reply_to {
            reply_to(answer.reply);
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as the page.
    on_message.forget();
    let failed = waiting.clone();
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_| {
        // A worker that cannot start or crashed answers nobody: say so to everyone waiting.
        let waiting = std::mem::take(&mut *failed.borrow_mut());
        for (_, reply_to) in waiting {
            reply_to(Reply::Error(t(Msg::RobotUnavailable)));
        }
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    Ok(WorkerClient {
        worker,
        waiting,
        held,
        next_id: 1,
    })
}

/// Asks the worker for the move of the seat to move in `record` (a game record's JSON); `reply`
/// gets the answer. The worker starts on the first question.
pub fn ask(record: &str, level: Level, time_ms: u64, reply: impl FnOnce(Reply) + 'static) {
    let seed = (js_sys::Math::random() * f64::from(u32::MAX)) as u64;
    send(
        format!(r#""record":{record},"level":"{level}","time_ms":{time_ms},"seed":{seed}"#),
        Box::new(reply),
    );
}

/// Asks the worker to set turn `turn` of `record` beside the strong robot's choice there.
pub fn ask_review(record: &str, turn: usize, time_ms: u64, reply: impl FnOnce(Reply) + 'static) {
    send(
        format!(r#""task":{{"review":{turn}}},"record":{record},"time_ms":{time_ms}"#),
        Box::new(reply),
    );
}

/// Sends a request of the robot service (its JSON members but the id) to the worker.
fn send(members: String, reply: Box<dyn FnOnce(Reply)>) {
    let unsent = WORKER.with(|cell| {
        let mut cell = cell.borrow_mut();
        if cell.is_none() {
            match start_worker() {
                Ok(client) => *cell = Some(client),
                Err(_) => return Some(reply),
            }
        }
        let client = cell.as_mut()?;
        let id = client.next_id;
        client.next_id += 1;
        let request = format!(r#"{{"id":{id},{members}}}"#);
        client.waiting.borrow_mut().insert(id, reply);
        if let Some(held) = client.held.borrow_mut().as_mut() {
            held.push(request);
            return None;
        }
        let sent = client.worker.post_message(&JsValue::from_str(&request));
        sent.is_err()
            .then(|| client.waiting.borrow_mut().remove(&id))
            .flatten()
    });
    if let Some(reply) = unsent {
        reply(Reply::Error(t(Msg::RobotUnavailable)));
    }
}

/// A game screen's robots: who is thinking, whether the robots-only game is paused, and what
/// went wrong, if anything.
#[derive(Clone, Copy)]
pub struct RobotTurns {
    robots: StoredValue<Robots>,
    seats: usize,
    /// The seat whose robot is thinking.
    pub thinking: RwSignal<Option<usize>>,
    pub paused: RwSignal<bool>,
    pub failure: RwSignal<Option<String>>,
    /// A hint has been asked for and not yet answered.
    pub hinting: RwSignal<bool>,
    /// Counts every question; an answer to any but the latest is dropped.
    asked: StoredValue<u64>,
    pub settings: RobotSettings,
}

impl RobotTurns {
    /// Starts the turn loop: whenever the game changes (`to_move`, a signal of the game that is
    /// the seat to move, none once the game is over) and a robot is to move, the robot is asked
    /// about the game's `record`, and its move goes to `play` in notation. Not generic over the
    /// games, so the bundle holds it once.
    pub fn run(
        robots: Robots,
        seats: usize,
        to_move: Signal<Option<usize>>,
        record: Callback<(), String>,
        play: Callback<String>,
    ) -> RobotTurns {
        let settings = use_context::<RobotSettings>().unwrap_or_else(RobotSettings::load);
        let turns = RobotTurns {
            robots: StoredValue::new(robots),
            seats,
            thinking: RwSignal::new(None),
            paused: RwSignal::new(false),
            failure: RwSignal::new(None),
            hinting: RwSignal::new(false),
            asked: StoredValue::new(0),
            settings,
        };
        Effect::new(move |_| {
            let question = turns.asked.get_value() + 1;
            turns.asked.set_value(question);
            let paused = turns.paused.get();
            let Some(seat) = to_move.get().filter(|_| !paused) else {
                turns.thinking.set(None);
                return;
            };
            let Some(level) = turns.robots.with_value(|robots| robots.at(seat)) else {
                turns.thinking.set(None);
                return;
            };
            turns.thinking.set(Some(seat));
            turns.failure.set(None);
            let asked_at = js_sys::Date::now();
            let time_ms = settings.thinking_ms.get_untracked();
            ask(&record.run(()), level, time_ms, move |reply| {
                if turns.asked.try_get_value() != Some(question) {
                    return;
                }
                match reply.into_move() {
                    Ok(notation) => {
                        // Each robot move stays on screen for the watching speed's pause.
                        let pause = settings.speed.get_untracked().pause_ms();
                        let wait = (pause - (js_sys::Date::now() - asked_at)).max(0.0);
                        set_timeout(
                            move || {
                                if turns.asked.try_get_value() == Some(question) {
                                    turns.thinking.set(None);
                                    play.run(notation);
                                }
                            },
                            Duration::from_millis(wait as u64),
                        );
                    }
                    Err(error) => {
                        turns.thinking.set(None);
                        turns.failure.set(Some(error));
                    }
                }
            });
        });
        turns
    }

    /// Asks the strong robot for the move of the person to move in `record`, as a hint. `show`
    /// gets the move, or why there is none; not if the game has moved on meanwhile.
    pub fn hint<M: FromStr<Err: fmt::Display>>(
        &self,
        record: &str,
        show: impl FnOnce(Result<M, String>) + 'static,
    ) {
        let (hinting, asked) = (self.hinting, self.asked);
        let question = asked.get_value();
        hinting.set(true);
        let time_ms = self.settings.thinking_ms.get_untracked();
        ask(record, Level::Strong, time_ms, move |reply| {
            hinting.set(false);
            if asked.try_get_value() != Some(question) {
                return;
            }
            show(
                reply
                    .into_move()
                    .and_then(|notation| notation.parse().map_err(|error: M::Err| error.to_string())),
            );
        });
    }

    pub fn is_robot(&self, seat: usize) -> bool {
        self.robots.with_value(|robots| robots.at(seat).is_some())
    }

    pub fn any(&self) -> bool {
        self.robots.with_value(Robots::any)
    }

    /// How many seats people play.
    pub fn humans(&self) -> usize {
        self.robots.with_value(|robots| robots.humans(self.seats))
    }

    /// Takes back the last move, and then the robots' moves before it until a person is to move
    /// (undo after a robot's move gives the person their move back). In a robots-only game,
    /// one move. `undo` takes back one move and says whether it did; `to_move` is the seat to
    /// move.
    pub fn undo(&self, mut undo: impl FnMut() -> bool, to_move: impl Fn() -> usize) -> bool {
        if !undo() {
            return false;
        }
        if self.humans() > 0 {
            while self.is_robot(to_move()) && undo() {}
        }
        true
    }

    /// Plays again the moves taken back by `undo`, up to the next person's move.
    pub fn redo(&self, mut redo: impl FnMut() -> bool, to_move: impl Fn() -> usize) -> bool {
        if !redo() {
            return false;
        }
        if self.humans() > 0 {
            while self.is_robot(to_move()) && redo() {}
        }
        true
    }
}

/// The robots' line in the panel: who is thinking, what went wrong, and in a robots-only game
/// the pause and the speed; the robots' thinking time for every game with a robot.
#[component]
pub fn RobotBar(turns: RobotTurns, #[prop(into)] names: Signal<Vec<String>>) -> impl IntoView {
    let watching = turns.humans() == 0;
    let settings = turns.settings;
    view! {
        <Show when=move || turns.any()>
            <section class="robot-bar" aria-label=t(Msg::Robots) data-testid="robot-bar">
                <p class="robot-thinking" aria-live="polite" data-testid="robot-thinking">
                    {move || turns.thinking.get().map(|seat| view! {
                        <span class="spinner" aria-hidden="true"></span>
                        {t(Msg::RobotThinking(names.with(|names| names[seat].clone())))}
                    })}
                </p>
                {move || turns.failure.get().map(|error| view! {
                    <p class="illegal" role="alert" data-testid="robot-failure">{t(Msg::RobotFailed(error))}</p>
                })}
                {watching.then(|| view! {
                    <div class="watch">
                        <button data-testid="robot-pause" on:click=move |_| turns.paused.update(|paused| *paused = !*paused)>
                            {move || t(if turns.paused.get() { Msg::Resume } else { Msg::Pause })}
                        </button>
                        <span class="setting-name">{t(Msg::WatchSpeed)}</span>
                        <div class="choices" role="group" aria-label=t(Msg::WatchSpeed)>
                            <crate::ui::Choices
                                options=Speed::ALL.to_vec()
                                value=settings.speed
                                label=|speed| t(Msg::Speed(speed))
                                test_id=|speed| format!("speed-{}", speed.code())
                            />
                        </div>
                    </div>
                })}
                <div class="thinking-time">
                    <span class="setting-name">{t(Msg::RobotTime)}</span>
                    <div class="choices">
                        <crate::ui::Choices
                            options=THINKING_TIMES_MS.to_vec()
                            value=settings.thinking_ms
                            label=|ms| t(Msg::Seconds(ms))
                            test_id=|ms| format!("robot-time-{ms}")
                        />
                    </div>
                </div>
            </section>
        </Show>
    }
}

/// A game's record as the robots' worker reads it.
pub fn record_json<S: serde::Serialize>(record: &Envelope<S>) -> String {
    serde_json::to_string(record).expect("a record is plain data")
}

/// One person's turn beside the strong robot's choice.
#[derive(Clone)]
struct ReviewRow {
    turn: usize,
    name: String,
    reviewed: Result<(String, i64, String, i64), String>,
}

/// Once a game is over: each person's turn beside the strong robot's choice there, with the
/// points each would score, or (`evaluations`, Abalone) the search's evaluation of each, in
/// marbles. `turns` are the people's turns (from 0) with their names.
#[component]
pub fn RobotReview(
    #[prop(into)] record: Signal<String>,
    #[prop(into)] turns: Signal<Vec<(usize, String)>>,
    evaluations: bool,
) -> impl IntoView {
    let rows = RwSignal::new(Vec::<ReviewRow>::new());
    let started = RwSignal::new(false);
    let settings = use_context::<RobotSettings>().unwrap_or_else(RobotSettings::load);
    let start = move |_| {
        started.set(true);
        let record = record.get_untracked();
        // A review thinks about every turn: a shorter time each keeps the wait short.
        let time_ms = settings.thinking_ms.get_untracked().min(REVIEW_MS);
        for (turn, name) in turns.get_untracked() {
            ask_review(&record, turn, time_ms, move |reply| {
                let reviewed = match reply {
                    Reply::Review {
                        played,
                        played_value,
                        best,
                        best_value,
                    } => Ok((played, played_value, best, best_value)),
                    other => Err(other.into_move().err().unwrap_or_default()),
                };
                rows.update(|rows| rows.push(ReviewRow { turn, name, reviewed }));
            });
        }
    };
    let worth = move |value: i64| {
        if evaluations {
            t(Msg::Marbles(value))
        } else {
            t(Msg::ReviewPoints(value))
        }
    };
    // How the player's choice compares with the robot's: signed, so that "+12" is better.
    let compared = move |difference: i64| {
        if evaluations {
            t(Msg::Marbles(difference))
        } else {
            t(Msg::Signed(difference as i32))
        }
    };
    // Worse than the robot's choice by what the table shows: Abalone's evaluations are shown
    // in hundredths of a marble, rounded half away from zero.
    let missed = move |difference: i64| {
        if evaluations {
            difference <= -5
        } else {
            difference < 0
        }
    };
    let pending = move || turns.with(Vec::len) - rows.with(Vec::len);
    view! {
        <section class="review" data-testid="review" aria-label=t(Msg::ReviewTitle)>
            <h2>{t(Msg::ReviewTitle)}</h2>
            <Show when=move || started.get() fallback=move || view! {
                <p class="muted">{t(Msg::ReviewExplained(evaluations))}</p>
                <button data-testid="review-start" on:click=start disabled=move || turns.with(Vec::is_empty)>{t(Msg::ReviewStart)}</button>
            }>
                <Show when=move || { pending() > 0 }>
                    <p class="robot-thinking" aria-live="polite"><span class="spinner" aria-hidden="true"></span>{move || t(Msg::ReviewPending(pending()))}</p>
                </Show>
                <table class="review-table">
                    <thead>
                        <tr>
                            <th>"#"</th>
                            <th>{t(Msg::ReviewPlayer)}</th>
                            <th>{t(Msg::ReviewPlayed)}</th>
                            <th>{t(Msg::ReviewRobot)}</th>
                            <th>{t(Msg::ReviewDifference(evaluations))}</th>
                        </tr>
                    </thead>
                    <tbody>
                        {move || {
                            let mut shown = rows.get();
                            shown.sort_by_key(|row| row.turn);
                            shown.into_iter().map(|row| match row.reviewed {
                                Ok((played, played_value, best, best_value)) => view! {
                                    <tr data-testid="review-row" class:missed=missed(played_value - best_value)>
                                        <td>{row.turn + 1}</td>
                                        <td>{row.name}</td>
                                        <td><code>{played}</code>" " {worth(played_value)}</td>
                                        <td><code>{best}</code>" " {worth(best_value)}</td>
                                        <td>{compared(played_value - best_value)}</td>
                                    </tr>
                                }.into_any(),
                                Err(error) => view! {
                                    <tr data-testid="review-row"><td>{row.turn + 1}</td><td>{row.name}</td><td colspan="3">{error}</td></tr>
                                }.into_any(),
                            }).collect_view()
                        }}
                    </tbody>
                </table>
            </Show>
        </section>
    }
}

/// The most time the review gives the robot over each turn, in milliseconds.
const REVIEW_MS: u64 = 500;
