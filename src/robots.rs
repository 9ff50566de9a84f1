//! Robots at the table: which seats they hold, the Web Worker they think in, and the turn loop
//! that asks them for moves while the page goes on answering the player.
//!
//! The worker (worker/, built by Trunk beside the app) runs the engine's robot service: it is
//! sent the game's record and answers with a move in the game's notation, which the page then
//! plays through the same path as a player's move, so it animates, saves and is undone alike.

use crate::chunk::NotLoaded;
use crate::i18n::{t, Msg};
use crate::settings::Speed;
use crate::storage;
use crate::ui::part_on_demand;
use gameshelf_engine::common::record::{Envelope, GameKind};
use gameshelf_engine::robot::service::{self, Answer, Reply};
use gameshelf_engine::robot::{Level, Robots};
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;
use wasm_bindgen::prelude::*;

/// How long a robot may think over a move: a player's setting, kept in the browser.
pub const THINKING_TIMES_MS: [u64; 4] = [500, 1000, 2000, 5000];
const DEFAULT_THINKING_MS: u64 = 2000;

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

/// Who is to hear an answer of the worker.
type ReplyTo = Box<dyn FnOnce(Reply)>;

/// The worker's requests, handed to it one at a time. A request withdrawn before its turn (its
/// screen left, or the game moved on) costs the worker nothing, so the answer a screen waits
/// for never queues behind work nobody wants any more. The worker answers in order, so an
/// answer is the one to the request it is working on.
struct Requests {
    /// Not yet handed to the worker, oldest first, by id.
    queued: VecDeque<(u64, String)>,
    /// The request the worker is working on, wanted or not.
    working: Option<u64>,
    /// The worker has said it listens: messages sent before that would be lost.
    listening: bool,
    /// Who waits for each answer; a withdrawn request has nobody.
    replies: HashMap<u64, ReplyTo>,
    /// How long the worker may work on each request, in milliseconds, before the page gives up
    /// on it: far past the time the request gives the robot.
    budgets: HashMap<u64, u64>,
    next_id: u64,
}

impl Requests {
    fn new() -> Requests {
        Requests {
            queued: VecDeque::new(),
            working: None,
            listening: false,
            replies: HashMap::new(),
            budgets: HashMap::new(),
            next_id: 1,
        }
    }

    /// Queues a request of the robot service (its JSON members but the id) for `reply`, which
    /// the worker may work on for `budget_ms` at most, if it has a budget; returns its id.
    fn add(&mut self, members: &str, budget_ms: Option<u64>, reply: ReplyTo) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        self.queued.push_back((id, format!(r#"{{"id":{id},{members}}}"#)));
        self.replies.insert(id, reply);
        if let Some(budget_ms) = budget_ms {
            self.budgets.insert(id, budget_ms);
        }
        id
    }

    /// Nobody waits for request `id` any more: it is dropped unless the worker has it already.
    fn withdraw(&mut self, id: u64) {
        self.replies.remove(&id);
        self.queued.retain(|&(queued, _)| queued != id);
        if self.working != Some(id) {
            self.budgets.remove(&id);
        }
    }

    /// The request the worker works on, and its budget, if it has one.
    fn working_budget(&self) -> Option<(u64, u64)> {
        let id = self.working?;
        Some((id, *self.budgets.get(&id)?))
    }

    /// The worker has worked on request `id` past its budget: the page gives up on it. `None`
    /// if the worker is no longer on it (it answered in time); otherwise who waits for it, if
    /// anyone still does. The worker must then start afresh, and is not listening until it says
    /// so: the requests queued wait for it.
    fn give_up(&mut self, id: u64) -> Option<Option<ReplyTo>> {
        if self.working != Some(id) {
            return None;
        }
        self.working = None;
        self.listening = false;
        self.budgets.remove(&id);
        Some(self.replies.remove(&id))
    }

    /// The request to hand to the worker now, if it listens and is free; it is then working.
    fn next_to_send(&mut self) -> Option<String> {
        if !self.listening || self.working.is_some() {
            return None;
        }
        let (id, request) = self.queued.pop_front()?;
        self.working = Some(id);
        Some(request)
    }

    /// The worker is done with the request it was working on: its id. Whoever waits for it
    /// hears the answer once it has been read ([`Requests::reply_to`]), unless the request is
    /// withdrawn meanwhile.
    fn done(&mut self) -> Option<u64> {
        let id = self.working.take()?;
        self.budgets.remove(&id);
        Some(id)
    }

    /// Who waits for the answer to request `id`, if anyone still does: they hear it once.
    fn reply_to(&mut self, id: u64) -> Option<ReplyTo> {
        self.replies.remove(&id)
    }

    /// The worker failed: every request is dropped, and everyone waiting is returned.
    fn fail_all(&mut self) -> Vec<ReplyTo> {
        self.queued.clear();
        self.working = None;
        self.budgets.clear();
        self.replies.drain().map(|(_, reply)| reply).collect()
    }
}

/// The page's one worker and its requests.
struct WorkerClient {
    worker: web_sys::Worker,
    requests: Requests,
}

impl WorkerClient {
    /// Hands the worker its next request if it is free, and sets the watchdog on it. Returns who
    /// waits for a request that could not be sent.
    fn pump(&mut self) -> Vec<ReplyTo> {
        let mut unsent = Vec::new();
        while let Some(request) = self.requests.next_to_send() {
            if self.worker.post_message(&JsValue::from_str(&request)).is_ok() {
                if let Some((id, budget_ms)) = self.requests.working_budget() {
                    set_timeout(move || watchdog(id), Duration::from_millis(budget_ms));
                }
                break;
            }
            unsent.extend(self.requests.done().and_then(|id| self.requests.reply_to(id)));
        }
        unsent
    }
}

/// The worker's budget for a request giving the robot `time_ms`: the robot keeps to its time, so
/// a worker still on the request long after it is stuck (a bug), and would stop every robot of
/// the page. The margin covers a machine busy with other work.
fn budget_ms(time_ms: u64) -> u64 {
    4 * time_ms + 30_000
}

/// Request `id`'s budget is spent: if the worker is still on it, the worker is stopped and a
/// fresh one started, which the requests queued then go to, and whoever waits for `id` hears
/// that the robot was restarted.
fn watchdog(id: u64) {
    let given_up = WORKER.with(|cell| {
        let mut cell = cell.borrow_mut();
        let client = cell.as_mut()?;
        let waiting = client.requests.give_up(id)?;
        client.worker.terminate();
        match new_worker() {
            Ok(worker) => client.worker = worker,
            Err(_) => {
                let mut everyone: Vec<ReplyTo> = client.requests.fail_all();
                everyone.extend(waiting);
                *cell = None;
                return Some((everyone, Msg::RobotUnavailable));
            }
        }
        Some((waiting.into_iter().collect(), Msg::RobotRestarted))
    });
    if let Some((waiting, said)) = given_up {
        for reply in waiting {
            reply(Reply::Error(t(said.clone())));
        }
    }
}

thread_local! {
    static WORKER: RefCell<Option<WorkerClient>> = const { RefCell::new(None) };
}

/// Runs `change` on the worker's requests, if the worker has started, then hands it its next
/// request. Whoever waits for a request that could not be sent hears so, once the requests are
/// free again (a reply may ask anew).
fn with_requests<R>(change: impl FnOnce(&mut Requests) -> R) -> Option<R> {
    let (result, unsent) = WORKER.with(|cell| {
        let mut cell = cell.borrow_mut();
        let client = cell.as_mut()?;
        let result = change(&mut client.requests);
        Some((result, client.pump()))
    })?;
    unavailable(unsent);
    Some(result)
}

fn unavailable(replies: Vec<ReplyTo>) {
    for reply in replies {
        reply(Reply::Error(t(Msg::RobotUnavailable)));
    }
}

/// The worker's script, which Trunk names after the worker's crate, beside the page.
const WORKER_SCRIPT: &str = "gameshelf-robot-worker_loader.js";

fn start_worker() -> Result<WorkerClient, JsValue> {
    Ok(WorkerClient {
        worker: new_worker()?,
        requests: Requests::new(),
    })
}

/// A worker that answers the requests of [`WORKER`], once it says it listens.
fn new_worker() -> Result<web_sys::Worker, JsValue> {
    let worker = web_sys::Worker::new(WORKER_SCRIPT)?;
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        if text == service::READY {
            with_requests(|requests| requests.listening = true);
            return;
        }
        // Which request this answers, known now: the worker answers in order. Who waits for it
        // is asked once the answer is read, which the first time waits for the chunk that reads
        // it: a request withdrawn meanwhile (its screen left, the game paused) is heard by nobody.
        if let Some(id) = with_requests(Requests::done).flatten() {
            leptos::task::spawn_local(async move {
                let reply = read_answer(text).await;
                if let Some(reply_to) = with_requests(|requests| requests.reply_to(id)).flatten() {
                    reply_to(reply.unwrap_or_else(|NotLoaded| Reply::Error(t(Msg::RobotNotLoaded))));
                }
            });
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as the page.
    on_message.forget();
    // A worker that cannot start or crashed answers nobody: say so to everyone waiting.
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_| {
        unavailable(with_requests(Requests::fail_all).unwrap_or_default());
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    Ok(worker)
}

/// The worker's answer in `text`, read in a chunk of its own (`robot_answers`): reading the
/// robot service's answers takes a JSON reader of every kind of answer, which a game between
/// people never needs.
#[wasm_split(robot_answers, wasm_split_path = ::leptos::wasm_split, fallible)]
fn read_answer(text: String) -> Result<Reply, NotLoaded> {
    Ok(match serde_json::from_str::<Answer>(&text) {
        Ok(answer) => answer.reply,
        Err(error) => Reply::Error(error.to_string()),
    })
}

/// What a robot reads to choose its move, as JSON: the game's whole record, or, in a tile game
/// dealt at a distance, whose record no device holds, the view of the robot's own seat (the
/// engine's `SeatView`).
#[cfg_attr(test, derive(Debug, PartialEq))]
pub enum Reads {
    Record(String),
    SeatView(String),
}

impl Reads {
    /// The request's member that carries it.
    fn member(&self) -> String {
        match self {
            Reads::Record(record) => format!(r#""record":{record}"#),
            Reads::SeatView(view) => format!(r#""view":{view}"#),
        }
    }
}

/// Asks the worker for the move of the seat to move in what the robot `reads`; `reply` gets the
/// answer. The worker starts on the first question. Returns the request's id, to [`withdraw`]
/// it; none if the worker cannot start (`reply` has been told so).
pub fn ask(reads: &Reads, level: Level, time_ms: u64, reply: impl FnOnce(Reply) + 'static) -> Option<u64> {
    let seed = (js_sys::Math::random() * f64::from(u32::MAX)) as u64;
    let member = reads.member();
    send(
        &format!(r#"{member},"level":"{level}","time_ms":{time_ms},"seed":{seed}"#),
        Some(budget_ms(time_ms)),
        Box::new(reply),
    )
}

/// Asks the worker to set turn `turn` of `record` beside the strong robot's choice there.
pub fn ask_review(
    record: &str,
    turn: usize,
    time_ms: u64,
    reply: impl FnOnce(Reply) + 'static,
) -> Option<u64> {
    send(
        &format!(r#""task":{{"review":{turn}}},"record":{record},"time_ms":{time_ms}"#),
        Some(budget_ms(time_ms)),
        Box::new(reply),
    )
}

/// Asks the worker to analyse the two-player position `fen` to `depth`, or as deep as `time_ms`
/// allows: the worker keeps the last position's search, so that asking the next depth of the
/// same position goes on from the last answer (see the robot service's `Task::Analyse`).
pub fn ask_analysis(fen: &str, depth: u32, time_ms: u64, reply: impl FnOnce(Reply) + 'static) -> Option<u64> {
    let task = serde_json::json!({ "analyse": { "fen": fen, "depth": depth } });
    send(
        &format!(r#""task":{task},"time_ms":{time_ms}"#),
        Some(budget_ms(time_ms)),
        Box::new(reply),
    )
}

/// Nobody waits for the answer to request `id` any more: it is never answered, and never
/// reaches the worker if it has not already.
pub fn withdraw(id: u64) {
    with_requests(|requests| requests.withdraw(id));
}

/// Sends a request of the robot service (its JSON members but the id) to the worker, which
/// the watchdog stops past `budget_ms`, if it has a budget.
fn send(members: &str, budget_ms: Option<u64>, reply: ReplyTo) -> Option<u64> {
    let started = WORKER.with(|cell| {
        let mut cell = cell.borrow_mut();
        if cell.is_none() {
            *cell = start_worker().ok();
        }
        cell.is_some()
    });
    if !started {
        unavailable(vec![reply]);
        return None;
    }
    with_requests(|requests| requests.add(members, budget_ms, reply))
}

/// A turn of a game in progress: the seat to move, and how many moves were played before it.
/// The turn loop asks a robot once per turn, whatever else changes in the game meanwhile (a
/// clock's running time written in for the save, a hint counted).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Turn {
    pub seat: usize,
    pub moves_played: usize,
}

/// A game screen's robots: who is thinking, whether the robots-only game is paused, and what
/// went wrong, if anything.
#[derive(Clone, Copy)]
pub struct RobotTurns {
    robots: StoredValue<Robots>,
    seats: usize,
    /// The turn the game is at; none once it is over.
    turn: Memo<Option<Turn>>,
    /// The seat whose robot is thinking.
    pub thinking: RwSignal<Option<usize>>,
    pub paused: RwSignal<bool>,
    pub failure: RwSignal<Option<String>>,
    /// Bumped by Try again, after a failure: the loop asks again.
    retried: RwSignal<u32>,
    /// A hint has been asked for and not yet answered.
    pub hinting: RwSignal<bool>,
    /// Counts the loop's runs, one at each new turn or change of the pause: a hint asked
    /// before the latest is dropped.
    asked: StoredValue<u64>,
    /// What the loop waits for, to withdraw it when it no longer holds.
    waiting: StoredValue<Waiting>,
    pub settings: RobotSettings,
}

/// What the turn loop waits for: the worker's answer to its request, then the timer that plays
/// the robot's move once the watching speed's pause is over; and the answer to a hint.
#[derive(Clone, Copy, Default)]
struct Waiting {
    request: Option<u64>,
    timer: Option<TimeoutHandle>,
    hint: Option<u64>,
}

/// How a screen plays a robot's move, given in notation: the reason if it cannot.
pub type PlayRobotMove = Callback<String, Result<(), String>>;

impl RobotTurns {
    /// Starts the turn loop: at each new `turn` of the game (none once it is over) where a
    /// robot is to move, the robot is asked about what it `reads` of the game, and its move goes
    /// to `play` in notation. Not generic over the games, so the bundle holds it once.
    pub fn run(
        robots: Robots,
        seats: usize,
        turn: impl Fn() -> Option<Turn> + Send + Sync + 'static,
        reads: Callback<(), Reads>,
        play: PlayRobotMove,
    ) -> RobotTurns {
        let settings = use_context::<RobotSettings>().unwrap_or_else(RobotSettings::load);
        let turns = RobotTurns {
            robots: StoredValue::new(robots),
            seats,
            turn: Memo::new(move |_| turn()),
            thinking: RwSignal::new(None),
            paused: RwSignal::new(false),
            failure: RwSignal::new(None),
            retried: RwSignal::new(0),
            hinting: RwSignal::new(false),
            asked: StoredValue::new(0),
            waiting: StoredValue::new(Waiting::default()),
            settings,
        };
        Effect::new(move |_| {
            turns.retried.track();
            // Whatever was asked before is moot: the turn, or the pause, has changed.
            turns.stop_waiting();
            turns.asked.update_value(|asked| *asked += 1);
            let paused = turns.paused.get();
            let Some(seat) = turns.turn.get().map(|turn| turn.seat).filter(|_| !paused) else {
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
            let request = ask(&reads.run(()), level, time_ms, move |reply| {
                turns.answered(reply, asked_at, play);
            });
            turns.waiting.update_value(|waiting| waiting.request = request);
        });
        // A screen that goes leaves nothing behind: no request for the worker, no timer.
        on_cleanup(move || turns.stop_waiting());
        turns
    }

    /// The worker's answer to the loop's request, asked at `asked_at`: the robot's move goes to
    /// `play` once the watching speed's pause is over, so that each move can be seen. A move the
    /// screen cannot play stops the loop with the reason shown, rather than leaving it waiting
    /// for a turn that never comes.
    fn answered(self, reply: Reply, asked_at: f64, play: PlayRobotMove) {
        let fail = move |error: String| {
            self.thinking.set(None);
            self.failure.set(Some(error));
        };
        match reply.into_move() {
            Ok(notation) => {
                let pause = self.settings.speed.get_untracked().pause_ms();
                let wait = (pause - (js_sys::Date::now() - asked_at)).max(0.0);
                let play_it = move || {
                    self.waiting.update_value(|waiting| waiting.timer = None);
                    self.thinking.set(None);
                    if let Err(error) = play.run(notation) {
                        fail(error);
                    }
                };
                let timer = set_timeout_with_handle(play_it, Duration::from_millis(wait as u64)).ok();
                self.waiting.update_value(|waiting| {
                    waiting.request = None;
                    waiting.timer = timer;
                });
            }
            Err(error) => {
                self.waiting.update_value(|waiting| waiting.request = None);
                fail(error);
            }
        }
    }

    /// Withdraws what the loop waits for: its request and a hint's, so that the worker never
    /// spends time on them if it has not started them, and its answer's timer.
    fn stop_waiting(self) {
        let waiting = self.waiting.try_update_value(std::mem::take).unwrap_or_default();
        waiting.request.into_iter().chain(waiting.hint).for_each(withdraw);
        waiting.timer.iter().for_each(TimeoutHandle::clear);
        if waiting.hint.is_some() {
            self.hinting.try_set(false);
        }
    }

    /// Asks the strong robot for the move of the person to move in `record`, as a hint. `show`
    /// gets the move, or why there is none; not if the turn has changed meanwhile.
    pub fn hint<M: FromStr<Err: fmt::Display>>(
        &self,
        record: &str,
        show: impl FnOnce(Result<M, String>) + 'static,
    ) {
        let (hinting, asked, waiting) = (self.hinting, self.asked, self.waiting);
        let question = asked.get_value();
        hinting.set(true);
        let time_ms = self.settings.thinking_ms.get_untracked();
        let request = ask(
            &Reads::Record(record.to_string()),
            Level::Strong,
            time_ms,
            move |reply| {
                hinting.set(false);
                waiting.update_value(|waiting| waiting.hint = None);
                if asked.try_get_value() != Some(question) {
                    return;
                }
                show(
                    reply
                        .into_move()
                        .and_then(|notation| notation.parse().map_err(|error: M::Err| error.to_string())),
                );
            },
        );
        // None when the worker could not start: `show` has been told already.
        if let Some(request) = request {
            waiting.update_value(|waiting| waiting.hint = Some(request));
        }
    }

    /// The game is going on (tracked): robots-only games can be paused only then.
    pub fn in_progress(&self) -> bool {
        self.turn.with(Option::is_some)
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

    /// The seats people play, in order.
    pub fn people(&self) -> Vec<usize> {
        (0..self.seats).filter(|&seat| !self.is_robot(seat)).collect()
    }

    /// Takes back the last move, and then the robots' moves before it until a person is to move
    /// (undo after a robot's move gives the person their move back). In a robots-only game,
    /// one move. `undo` takes back one move and says whether it did; `to_move` is the seat to
    /// move.
    pub fn undo(&self, mut undo: impl FnMut() -> bool, to_move: impl Fn() -> usize) -> bool {
        let robots = self.robots.get_value();
        step_to_person(&robots, self.seats, &mut (), |()| undo(), |()| to_move())
    }

    /// Plays again the moves taken back by `undo`, up to the next person's move.
    pub fn redo(&self, mut redo: impl FnMut() -> bool, to_move: impl Fn() -> usize) -> bool {
        let robots = self.robots.get_value();
        step_to_person(&robots, self.seats, &mut (), |()| redo(), |()| to_move())
    }
}

/// Steps `game` back or on by one move (`step`, which says whether it did), then on past the
/// robots' moves until a person is to move (`to_move` of the `seats`); in a robots-only game,
/// one move. Whether the first step was taken.
pub fn step_to_person<S>(
    robots: &Robots,
    seats: usize,
    game: &mut S,
    mut step: impl FnMut(&mut S) -> bool,
    to_move: impl Fn(&S) -> usize,
) -> bool {
    if !step(game) {
        return false;
    }
    if robots.humans(seats) > 0 {
        while robots.at(to_move(game)).is_some() && step(game) {}
    }
    true
}

/// The robots' line in the panel: who is thinking, what went wrong, and in a robots-only game
/// the pause and the speed; the robots' thinking time for every game with a robot. Its code is
/// a chunk of its own (`robot_bar`), which a game between people never needs; the robots play
/// on without it.
#[component]
pub fn RobotBar(
    turns: RobotTurns,
    game: GameKind,
    #[prop(into)] names: Signal<Vec<String>>,
) -> impl IntoView {
    let of = BarOf { turns, game, names };
    let bar = move || part_on_demand(move || robot_bar(of), Msg::RobotsLoading, Msg::RobotsNotLoaded);
    view! { <Show when=move || turns.any()>{bar}</Show> }
}

/// What the robots' line shows.
#[derive(Clone, Copy)]
struct BarOf {
    turns: RobotTurns,
    game: GameKind,
    names: Signal<Vec<String>>,
}

#[wasm_split(robot_bar, wasm_split_path = ::leptos::wasm_split, fallible)]
fn robot_bar(of: BarOf) -> Result<AnyView, NotLoaded> {
    Ok(view! { <Bar of=of /> }.into_any())
}

#[component]
fn Bar(of: BarOf) -> impl IntoView {
    let BarOf { turns, game, names } = of;
    let watching = turns.humans() == 0;
    // A finished game has nothing to pause; a Pause left there would look like a stalled game.
    let pausable = Memo::new(move |_| watching && turns.in_progress());
    let settings = turns.settings;
    view! {
        <section class="robot-bar" aria-label=t(Msg::Robots) data-testid="robot-bar">
            <p class="robot-thinking" aria-live="polite" data-testid="robot-thinking">
                {move || turns.thinking.get().map(|seat| view! {
                    <span class="spinner" aria-hidden="true"></span>
                    {t(Msg::RobotThinking(names.with(|names| names[seat].clone())))}
                })}
            </p>
            {move || turns.failure.get().map(|error| view! {
                <p class="illegal" role="alert" data-testid="robot-failure">{t(Msg::RobotFailed(error))}</p>
                <button data-testid="robot-retry" on:click=move |_| turns.retried.update(|n| *n += 1)>{t(Msg::TryAgain)}</button>
            })}
            {move || pausable.get().then(|| view! {
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
            // Only where the robots take their time: elsewhere the setting would change nothing.
            {(crate::i18n::game_words().robot_time_note)(game).is_some().then(|| view! {
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
                    <p class="muted" data-testid="robot-time-note">{t(Msg::RobotTimeNote(game))}</p>
                </div>
            })}
        </section>
    }
}

/// A game's record as the robots' worker reads it.
pub fn record_json<S: serde::Serialize>(record: &Envelope<S>) -> String {
    serde_json::to_string(record).expect("a record is plain data")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::rc::Rc;

    /// The answers heard, each with the name of the one who asked.
    type Heard = Rc<RefCell<Vec<(&'static str, Reply)>>>;

    fn ask(requests: &mut Requests, heard: &Heard, who: &'static str) -> u64 {
        let heard = heard.clone();
        let reply = Box::new(move |reply| heard.borrow_mut().push((who, reply)));
        requests.add(&format!(r#""asker":"{who}""#), Some(1000), reply)
    }

    fn answer(requests: &mut Requests) {
        let reply = Reply::Error("answered".into());
        if let Some(reply_to) = requests.done().and_then(|id| requests.reply_to(id)) {
            reply_to(reply);
        }
    }

    fn listening() -> Requests {
        let mut requests = Requests::new();
        requests.listening = true;
        requests
    }

    #[test]
    fn nothing_is_sent_before_the_worker_listens_then_one_request_at_a_time() {
        let heard = Heard::default();
        let mut requests = Requests::new();
        ask(&mut requests, &heard, "first");
        ask(&mut requests, &heard, "second");
        assert_eq!(requests.next_to_send(), None);
        requests.listening = true;
        assert_eq!(
            requests.next_to_send().as_deref(),
            Some(r#"{"id":1,"asker":"first"}"#)
        );
        assert_eq!(requests.next_to_send(), None, "the worker is busy with the first");
        answer(&mut requests);
        assert_eq!(
            requests.next_to_send().as_deref(),
            Some(r#"{"id":2,"asker":"second"}"#)
        );
        answer(&mut requests);
        let names: Vec<_> = heard.borrow().iter().map(|(who, _)| *who).collect();
        assert_eq!(names, ["first", "second"]);
    }

    #[test]
    fn pause_resume_leave_and_return_leave_the_worker_one_stale_request_at_most() {
        // The robot thinks over A; the player pauses (A withdrawn) and resumes (B), then leaves
        // the screen (B withdrawn) and comes back (C).
        let heard = Heard::default();
        let mut requests = listening();
        let a = ask(&mut requests, &heard, "A");
        assert!(requests.next_to_send().is_some());
        requests.withdraw(a);
        let b = ask(&mut requests, &heard, "B");
        requests.withdraw(b);
        ask(&mut requests, &heard, "C");
        assert_eq!(requests.next_to_send(), None, "the worker is still on A");
        // A's answer reaches nobody, and C, not B, is the next the worker works on.
        answer(&mut requests);
        assert!(heard.borrow().is_empty());
        assert_eq!(
            requests.next_to_send().as_deref(),
            Some(r#"{"id":3,"asker":"C"}"#)
        );
        answer(&mut requests);
        assert_eq!(*heard.borrow(), [("C", Reply::Error("answered".into()))]);
        assert_eq!(requests.next_to_send(), None);
    }

    #[test]
    fn an_answer_withdrawn_while_it_is_read_reaches_nobody() {
        // The worker has answered A, whose answer is being read, when the player pauses (A
        // withdrawn) and resumes (B): only B's answer is heard, so the screen never plays A's
        // move, nor keeps its timer past its own end.
        let heard = Heard::default();
        let mut requests = listening();
        let a = ask(&mut requests, &heard, "A");
        requests.next_to_send();
        assert_eq!(requests.done(), Some(a));
        requests.withdraw(a);
        let b = ask(&mut requests, &heard, "B");
        assert!(requests.reply_to(a).is_none(), "nobody waits for A any more");
        requests.next_to_send();
        assert_eq!(requests.done(), Some(b));
        assert!(requests.reply_to(b).is_some(), "B's asker hears its answer");
        assert!(requests.reply_to(b).is_none(), "once");
    }

    #[test]
    fn a_request_past_its_budget_is_given_up_and_the_queue_waits_for_a_fresh_worker() {
        let heard = Heard::default();
        let mut requests = listening();
        let stuck = ask(&mut requests, &heard, "stuck");
        requests.next_to_send();
        assert_eq!(requests.working_budget(), Some((stuck, 1000)));
        let queued = ask(&mut requests, &heard, "queued");
        assert!(
            requests.give_up(queued).is_none(),
            "the worker is not on the queued one"
        );
        let waiting = requests.give_up(stuck).expect("the worker is still on it");
        waiting.expect("its asker still waits")(Reply::Error("restarted".into()));
        assert!(requests.give_up(stuck).is_none(), "given up once");
        // The fresh worker gets the queued request once it listens, and answers it.
        assert_eq!(
            requests.next_to_send(),
            None,
            "the fresh worker does not listen yet"
        );
        requests.listening = true;
        assert_eq!(
            requests.next_to_send().as_deref(),
            Some(r#"{"id":2,"asker":"queued"}"#)
        );
        answer(&mut requests);
        let names: Vec<_> = heard.borrow().iter().map(|(who, _)| *who).collect();
        assert_eq!(names, ["stuck", "queued"]);
    }

    #[test]
    fn a_request_answered_in_time_or_withdrawn_while_stuck_is_given_up_rightly() {
        let heard = Heard::default();
        let mut requests = listening();
        let answered = ask(&mut requests, &heard, "answered");
        requests.next_to_send();
        answer(&mut requests);
        assert!(
            requests.give_up(answered).is_none(),
            "its watchdog fires after the answer"
        );
        // A review closed while the worker is stuck on it: nobody waits, but the worker must
        // still be replaced.
        let closed = ask(&mut requests, &heard, "closed");
        requests.next_to_send();
        requests.withdraw(closed);
        assert_eq!(requests.working_budget(), Some((closed, 1000)));
        assert!(matches!(requests.give_up(closed), Some(None)));
        assert_eq!(heard.borrow().len(), 1);
    }

    #[test]
    fn a_failed_worker_tells_everyone_waiting_and_forgets_their_requests() {
        let heard = Heard::default();
        let mut requests = listening();
        ask(&mut requests, &heard, "working");
        requests.next_to_send();
        ask(&mut requests, &heard, "queued");
        let withdrawn = ask(&mut requests, &heard, "withdrawn");
        requests.withdraw(withdrawn);
        let failed = requests.fail_all();
        assert_eq!(failed.len(), 2);
        assert_eq!(requests.next_to_send(), None);
        // The next question goes to the worker at once.
        ask(&mut requests, &heard, "after");
        assert_eq!(
            requests.next_to_send().as_deref(),
            Some(r#"{"id":4,"asker":"after"}"#)
        );
    }
}
