//! The game screen: the board, the players, the move list, undo and redo, the result, and
//! stepping through the game move by move. Its state and what it does are the controller's
//! (screen.rs); the engine game in one signal is the only game state, everything shown derives
//! from it, and every change is saved.

use super::board::{Board, KEYS_HELP_ID};
use super::ending::{ResultCard, ReviewSheet};
use super::export::PositionAndMoves;
use super::moves::MoveRecord;
use super::players::Players;
use super::screen::{AbaloneScreen, PlayedHere};
use super::selection::Selection;
use super::shelf_words::ShelfSays;
use super::study::Study;
use super::words::Says;
use crate::games::PanelActions;
use crate::i18n::{t, Msg};
use crate::remote::RemoteSeat;
use crate::robots::{RobotBar, RobotTurns};
use crate::state::AppState;
use crate::storage::{self, Setting};
use crate::ui::{keys_are_for_the_page, replay_key, ReplayBar, RulesDialog};
use gameshelf_engine::abalone::{Game, Seat};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::robot::Robots;
use leptos::prelude::*;

/// The screen of a loaded Abalone game, saved as `id` (started at `started`, turned to the player
/// to move if `turn_board`, with `robots` at their seats, and this device's seat if it is
/// played at a distance).
#[component]
pub fn GameScreen(
    id: String,
    game: Game,
    started: u64,
    turn_board: bool,
    robots: Robots,
    remote: Option<RemoteSeat>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let played_here = match &remote {
        None => PlayedHere::Everyone,
        Some(remote) if remote.started => PlayedHere::seats(
            remote
                .here
                .iter()
                .map(|&seat| Seat::new(seat as u8).expect("a seat at the table")),
        ),
        Some(_) => PlayedHere::Nobody,
    };
    let on_move = remote.as_ref().map(|remote| remote.on_move);
    let screen = AbaloneScreen::new(game, robots.clone(), played_here).sending(on_move);
    let home_seat = remote.as_ref().and_then(|remote| remote.here.first().copied());
    let remote_panel = remote.map(|remote| remote.panel);
    state.keep_saved(id.clone(), started, turn_board, screen.game);
    let turns = screen.robot_turns();
    page_keys(screen);
    let show_rules = RwSignal::new(false);
    let show_review = RwSignal::new(false);
    let result_closed = RwSignal::new(false);
    // Turned upside down by hand, a setting of this browser that every Abalone game follows.
    let flipped = RwSignal::new(storage::setting(Setting::AbaloneFlipped).as_deref() == Some("yes"));
    let names = Signal::derive(move || screen.game.with(|game| game.setup().players.clone()));
    view! {
        <main class="game" data-testid="game">
            <div class="board-area">
                <Board
                    position=screen.position
                    selection=screen.selection
                    interactive=Signal::derive(move || screen.interactive())
                    last_move=screen.last_move
                    animate=Signal::derive(move || screen.animated())
                    on_move=Callback::new(move |mv| screen.play(mv))
                    on_illegal=Callback::new(move |error| screen.say(Msg::from(ShelfSays::Illegal(error))))
                    turn_to_mover=turn_board
                    home_seat=home_seat
                    flipped=flipped
                />
                <ResultCard screen=screen closed=result_closed show_review=show_review id=id.clone() />
            </div>
            <aside class="panel">
                <PanelActions game=GameKind::Abalone show_rules=show_rules />
                <Players screen=screen />
                {remote_panel.map(|panel| panel.run())}
                // Not a live region: what it says that matters is announced (src/ui/announce.rs).
                <div class="status">
                    <StatusLine screen=screen />
                    // Shown instead of the hint while the board has the keyboard focus.
                    <p id=KEYS_HELP_ID class="message board-keys">{t(Says::Keys)}</p>
                </div>
                <RobotBar turns=turns game=GameKind::Abalone names=names />
                <Controls screen=screen turns=turns flipped=flipped turn_board=turn_board robots=robots id=id.clone() />
                <MoveRecord screen=screen />
                <ReplayBar
                    shown=Signal::derive(move || screen.shown_ply())
                    total=screen.total
                    step_to=Callback::new(move |ply| screen.step_to(ply))
                />
            </aside>
            <RulesDialog open=show_rules game=GameKind::Abalone />
            <ReviewSheet screen=screen open=show_review />
        </main>
    }
}

/// The page's keys, where the board does not take them: the arrows, Home and End step through
/// the moves, and Ctrl+Z and Ctrl+Y (or Ctrl+Shift+Z) undo and redo.
fn page_keys(screen: AbaloneScreen) {
    let keys = window_event_listener(leptos::ev::keydown, move |event| {
        let ctrl = event.ctrl_key() || event.meta_key();
        if !keys_are_for_the_page(&event, ctrl) {
            return;
        }
        let key = event.key();
        let redo_if_any = move || screen.can_redo().then(|| screen.redo());
        match (ctrl, key.as_str()) {
            (true, "z" | "Z") if event.shift_key() => redo_if_any(),
            (true, "z" | "Z") => screen.can_undo().then(|| screen.undo()),
            (true, "y" | "Y") => redo_if_any(),
            (false, key @ ("ArrowLeft" | "ArrowRight" | "Home" | "End")) => {
                replay_key(key, screen.shown_ply(), screen.total.get_untracked())
                    .map(|ply| screen.step_to(ply))
            }
            _ => return,
        };
        event.prevent_default();
    });
    on_cleanup(move || keys.remove());
}

/// The line under the players: a refusal or hint, the move stepped to, the result, or what to do
/// next.
#[component]
fn StatusLine(screen: AbaloneScreen) -> impl IntoView {
    move || {
        if let Some(msg) = screen.shown_message() {
            // A hint is advice, not a refusal.
            let class = if Says::is_hint(&msg) {
                "message info"
            } else {
                "message illegal"
            };
            return view! { <p class=class data-testid="message">{msg.text()}</p> }.into_any();
        }
        if let Some(ply) = screen.viewing.get() {
            return view! { <p class="message">{t(Msg::ViewingMove(ply, screen.total.get()))}</p> }
                .into_any();
        }
        if let Some(outcome) = screen.outcome.get() {
            return view! { <p class="message result" data-testid="result">{screen.result(outcome)}</p> }
                .into_any();
        }
        if !screen.interactive() {
            // The robots' line says who is thinking; at a distance, the panel says whose move
            // it is.
            return ().into_any();
        }
        let cells = screen.selection.get();
        let obstacles = Selection::new(screen.position.get(), cells.clone(), true).obstacles();
        // Why the marbles cannot move stays in sight while the board has the keyboard's focus.
        let blocked = !obstacles.is_empty();
        let hint = if cells.is_empty() {
            Says::SelectHint
        } else if !blocked {
            Says::MoveHint
        } else {
            Says::CannotMove {
                count: cells.len(),
                obstacles,
            }
        };
        view! { <p class="message hint" class:blocked=blocked data-testid="status-hint">{t(hint)}</p> }
            .into_any()
    }
}

/// Undo, redo, flip, resign, hint, and the position and moves to copy.
#[component]
fn Controls(
    screen: AbaloneScreen,
    turns: RobotTurns,
    flipped: RwSignal<bool>,
    turn_board: bool,
    robots: Robots,
    id: String,
) -> impl IntoView {
    let flip = move |_| {
        let now = !flipped.get_untracked();
        flipped.set(now);
        storage::set_setting(Setting::AbaloneFlipped, if now { "yes" } else { "no" });
    };
    let hint = move |_| turns.hint(&screen.record_json(), move |hinted| screen.show_hint(hinted));
    let hint_disabled = move || turns.hinting.get() || !screen.interactive();
    // Kept while the button is hidden, as when a past move is shown for a moment.
    let confirming_resign = RwSignal::new(false);
    view! {
        <div class="controls">
            <button data-testid="undo" on:click=move |_| screen.undo() disabled=move || !screen.can_undo() aria-keyshortcuts="Control+Z">
                {t(Msg::Undo)}
            </button>
            <button data-testid="redo" on:click=move |_| screen.redo() disabled=move || !screen.can_redo() aria-keyshortcuts="Control+Y">
                {t(Msg::Redo)}
            </button>
            <button data-testid="flip" on:click=flip aria-pressed=move || flipped.get().to_string()>{t(Says::FlipBoard)}</button>
            <Show when=move || screen.can_resign()>
                <ResignButton screen=screen confirming=confirming_resign />
            </Show>
            <Show when=move || { screen.humans() > 0 && screen.played_here == PlayedHere::Everyone }>
                <button data-testid="hint" on:click=hint disabled=hint_disabled>
                    {move || t(if turns.hinting.get() { Msg::HintThinking } else { Msg::Hint })}
                </button>
            </Show>
            <PositionAndMoves game=screen.game shown_ply=Signal::derive(move || screen.shown_ply()) turn_board=turn_board robots=robots />
            <AnalyseGame id=id screen=screen />
        </div>
    }
}

/// Opens the analysis of this game (saved as `id`) on the position shown, for a two-player
/// game: the game itself stays as it is. Not while a game at a distance goes on: its robot
/// would be a hint against a person.
#[component]
pub fn AnalyseGame(id: String, screen: AbaloneScreen) -> impl IntoView {
    let state = expect_context::<AppState>();
    let two_players = screen.game.with_untracked(|game| game.setup().players.len() == 2);
    let analyse = move |_| {
        let (id, ply) = (id.clone(), screen.shown_ply());
        state.go(Study::AnalysisOf { id, ply }.route());
    };
    let allowed = move || screen.played_here == PlayedHere::Everyone || screen.outcome.with(Option::is_some);
    two_players.then(|| {
        view! {
            <Show when=allowed>
                <button data-testid="analyse-game" on:click=analyse.clone()>{t(Msg::AnalyseGame)}</button>
            </Show>
        }
    })
}

/// Resign, tapped twice: the player to move resigns, or against robots the one person.
#[component]
fn ResignButton(screen: AbaloneScreen, confirming: RwSignal<bool>) -> impl IntoView {
    let resign = move |_| {
        if confirming.get_untracked() {
            screen.resign();
        } else {
            confirming.set(true);
        }
    };
    view! {
        <button data-testid="resign" class:danger=move || confirming.get() on:click=resign on:blur=move |_| confirming.set(false)>
            {move || match confirming.get() {
                true => t(Says::ConfirmResign(screen.name(screen.resigning_seat()))),
                false => t(Says::Resign),
            }}
        </button>
    }
}
