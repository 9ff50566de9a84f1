//! Abalone's analysis board: a position from the route, and the strong robot's search on it in
//! the worker, one depth after another for as long as the player lets it run, with its
//! evaluation (as a number and as a bar), its depth and its best line, read out on request.
//! Moves tried on the board, or from the best line, grow a tree of variations (the controller,
//! analysis_screen.rs); the analysis follows the node shown. Opened on a position, or on a saved
//! game whose moves are the tree's main line.

use super::analysis_screen::{study_of_game, AnalysisScreen};
use super::board::Board;
use super::players::SeatCard;
use super::shelf_words::ShelfSays;
use super::study_words::StudySays;
use super::variations::{focus_shown_move, Variations};
use crate::i18n::{t, Msg};
use crate::library;
use crate::robots::{ask_analysis, withdraw};
use crate::route::Route;
use crate::state::AppState;
use crate::storage::{self, AnyGame, SavedGame};
use crate::ui::announce::announce;
use crate::ui::{keys_are_for_the_page, open_new_game};
use gameshelf_engine::abalone::robot::{forced, MARBLE};
use gameshelf_engine::abalone::{Fen, Game, Layout, Move, Position, Seat, Setup, Start, Study};
use gameshelf_engine::robot::service::Reply;
use gameshelf_engine::robot::Robots;
use leptos::prelude::*;

/// The most time one request searches: the worker cannot be interrupted, so a new position or a
/// stop waits this long at most before the worker is free for it.
const STEP_MS: u64 = 1000;
/// The evaluation, in marbles for Black, at which the bar is full (or empty).
const BAR_MARBLES: i64 = 3;

/// What the deepest search so far found, its evaluation for Black.
#[derive(Clone, PartialEq, Debug)]
struct Found {
    depth: u32,
    eval_for_black: i64,
    line: Vec<String>,
}

impl Found {
    /// The evaluation in words: a number of marbles, or a forced result.
    fn eval_text(&self) -> String {
        match forced(self.eval_for_black) {
            Some(won) => t(Msg::ReviewForced(won)),
            None => t(Msg::Marbles(self.eval_for_black)),
        }
    }

    /// How much of the bar is Black's, in percent.
    fn black_share(&self) -> f64 {
        let full = BAR_MARBLES * i64::from(MARBLE);
        let clamped = match forced(self.eval_for_black) {
            Some(won) => {
                if won {
                    full
                } else {
                    -full
                }
            }
            None => self.eval_for_black.clamp(-full, full),
        };
        50.0 + 50.0 * clamped as f64 / full as f64
    }
}

/// The search's state, shared by the requests it sends one after another.
#[derive(Clone, Copy)]
struct Search {
    found: RwSignal<Option<Found>>,
    running: RwSignal<bool>,
    failure: RwSignal<Option<String>>,
    /// Counts the positions and stops: an answer to an earlier question is stale.
    asked: StoredValue<u64>,
    request: StoredValue<Option<u64>>,
}

impl Search {
    fn new() -> Search {
        Search {
            found: RwSignal::new(None),
            running: RwSignal::new(true),
            failure: RwSignal::new(None),
            asked: StoredValue::new(0),
            request: StoredValue::new(None),
        }
    }

    /// Drops the question in flight, if any: its answer will be stale.
    fn forget(&self) {
        self.asked.update_value(|asked| *asked += 1);
        if let Some(request) = self.request.get_value() {
            withdraw(request);
        }
        self.request.set_value(None);
    }

    /// Asks for `position` one depth deeper than found so far.
    fn go_on(self, position: Position) {
        if position.winner().is_some() {
            return;
        }
        let depth = self
            .found
            .with_untracked(|found| found.as_ref().map_or(0, |found| found.depth))
            + 1;
        let question = self.asked.get_value();
        let fen = Fen::write(&position, 0, 1);
        let request = ask_analysis(&fen, depth, STEP_MS, move |reply| {
            if self.asked.try_get_value() != Some(question) {
                return;
            }
            self.request.set_value(None);
            match reply {
                Reply::Analysis {
                    depth,
                    eval,
                    line,
                    settled,
                    ..
                } => {
                    let eval = i64::from(eval);
                    let eval_for_black = if position.to_move() == Seat::BLACK {
                        eval
                    } else {
                        -eval
                    };
                    self.found.set(Some(Found {
                        depth,
                        eval_for_black,
                        line,
                    }));
                    if !settled && self.running.get_untracked() {
                        self.go_on(position);
                    }
                }
                other => self
                    .failure
                    .set(Some(other.into_move().err().unwrap_or_default())),
            }
        });
        self.request.set_value(request);
    }
}

/// The analysis board on `fen`, a position in PlayStrategy's notation, with no move yet.
#[component]
pub fn Analysis(fen: String) -> impl IntoView {
    match Fen::parse(&fen) {
        Ok(start) => {
            let screen = AnalysisScreen::new(Study::new(Start::Fen(start)), Study::ROOT);
            let players = [Seat::BLACK, Seat::WHITE]
                .map(|seat| t(ShelfSays::SeatColour(seat)))
                .to_vec();
            view! { <AnalysisBoard screen=screen players=players back=Route::Home /> }.into_any()
        }
        Err(error) => view! { <NoAnalysis reason=StudySays::BadFen(error).into() /> }.into_any(),
    }
}

/// The analysis of the two-player game saved as `id`: its moves as the study's main line,
/// showing the position after `ply` of them, with the moves tried in it before (kept beside the
/// game, never in it: the game itself is left as it is).
#[component]
pub fn AnalysisOf(id: String, ply: usize) -> impl IntoView {
    let state = expect_context::<AppState>();
    let game = match state.saved_game(&id) {
        Some(Ok(SavedGame {
            game: AnyGame::Abalone(game),
            ..
        })) if game.setup().players.len() == 2 => *game,
        Some(Ok(SavedGame {
            game: AnyGame::Abalone(_),
            ..
        })) => return view! { <NoAnalysis reason=StudySays::AnalysisTwoPlayersOnly.into() /> }.into_any(),
        Some(Ok(_)) | None => return view! { <NoAnalysis reason=Msg::GameNotFound /> }.into_any(),
        Some(Err(reason)) => return view! { <NoAnalysis reason=Msg::SaveUnreadable(reason) /> }.into_any(),
    };
    let (kept, unreadable) = match storage::kept_study(&id).map(|json| serde_json::from_str(&json)) {
        Some(Ok(study)) => (Some(study), None),
        Some(Err(error)) => (None, Some(error.to_string())),
        None => (None, None),
    };
    let unreadable = RwSignal::new(unreadable);
    let (study, shown) = study_of_game(&game, kept, ply);
    let screen = AnalysisScreen::new(study, shown);
    // Kept with the game at every change, so that a reload finds the moves tried; never over
    // an analysis kept before that could not be read, until the player has dealt with it.
    let kept_as = id.clone();
    Effect::new(move |_| {
        if unreadable.with(Option::is_some) {
            return;
        }
        if let Ok(json) = screen.study.with(serde_json::to_string) {
            storage::keep_study(&kept_as, &json);
        }
    });
    let players = game.setup().players.clone();
    view! {
        <AnalysisBoard screen=screen players=players back=Route::Play(id.clone())>
            <UnreadableStudy id=id problem=unreadable />
        </AnalysisBoard>
    }
    .into_any()
}

/// The analysis kept with a game that could not be read (`problem`, while it is there): said,
/// and kept as it was until the player downloads or deletes it.
#[component]
fn UnreadableStudy(id: String, problem: RwSignal<Option<String>>) -> impl IntoView {
    let id = StoredValue::new(id);
    let download = move |_| {
        let id = id.get_value();
        if let Some(text) = storage::kept_study(&id) {
            library::download(&format!("gameshelf-analysis-{id}.json"), &text, library::JSON);
        }
    };
    let delete = move |_| {
        storage::discard_study(&id.get_value());
        problem.set(None);
    };
    move || {
        problem.get().map(|reason| {
            view! {
                <div class="message illegal notice-with-actions" role="alert" data-testid="study-unreadable">
                    <p>{t(StudySays::StudyUnreadable(reason))}</p>
                    <div class="actions">
                        <button type="button" data-testid="study-unreadable-download" on:click=download>{t(Msg::DownloadData)}</button>
                        <button type="button" data-testid="study-unreadable-delete" on:click=delete>{t(Msg::Delete)}</button>
                    </div>
                </div>
            }
        })
    }
}

/// Why there is no analysis to show, and the way home.
#[component]
fn NoAnalysis(reason: Msg) -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <main class="setup">
            <h1>{t(StudySays::AnalysisTitle)}</h1>
            <p class="message illegal" role="alert">{reason.text()}</p>
            <button on:click=move |_| state.go(Route::Home)>{t(Msg::Back)}</button>
        </main>
    }
}

/// The board and its panel: the search on the node shown, the tree of moves tried, and the
/// ways out (`back`, or a new game of `players` from the position shown).
#[component]
fn AnalysisBoard(
    screen: AnalysisScreen,
    players: Vec<String>,
    back: Route,
    /// A notice about the analysis itself, above the findings.
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let search = Search::new();
    // A new position starts over; a stop forgets the question in flight, and a start goes on
    // from the depth found.
    Effect::new(move |previous: Option<Position>| {
        let now = screen.position.get();
        let running = search.running.get();
        search.forget();
        if previous.is_some_and(|previous| previous != now) {
            search.found.set(None);
        }
        if running {
            search.go_on(now);
        }
        now
    });
    on_cleanup(move || search.forget());
    page_keys(screen);
    let players = StoredValue::new(players);
    view! {
        <main class="setup editor analysis" data-testid="analysis">
            <h1>{t(StudySays::AnalysisTitle)}</h1>
            <div class="editor-layout">
                <Board
                    position=screen.position
                    selection=screen.selection
                    interactive=Signal::derive(move || screen.position.with(|p| p.winner().is_none()))
                    last_move=screen.last_move
                    animate=Signal::derive(|| None)
                    on_move=Callback::new(move |mv| screen.play(mv))
                    on_illegal=Callback::new(move |error| screen.illegal.set(Some(error)))
                />
                <section class="editor-panel">
                    {children.map(|notice| notice())}
                    <AnalysisSeats screen=screen players=players />
                    {move || screen.illegal.get().map(|error| view! { <p class="message illegal" role="alert">{t(ShelfSays::Illegal(error))}</p> })}
                    <Findings search=search screen=screen />
                    <SearchControls search=search />
                    <Variations screen=screen />
                    <div class="actions">
                        <button type="button" on:click=move |_| state.go(back.clone())>{t(Msg::Back)}</button>
                        <PlayFromHere screen=screen players=players />
                    </div>
                </section>
            </div>
        </main>
    }
}

/// The page's keys, where the board and the fields do not take them: the arrows step back and
/// on along the line shown, Home and End go to its start and its end. Pressed on a move of the
/// tree, the focus follows the move shown.
fn page_keys(screen: AnalysisScreen) {
    let keys = window_event_listener(leptos::ev::keydown, move |event| {
        if !keys_are_for_the_page(&event, event.ctrl_key() || event.meta_key()) {
            return;
        }
        let in_tree = document().active_element().is_some_and(|focused| {
            focused
                .closest("[data-testid=study-moves]")
                .ok()
                .flatten()
                .is_some()
        });
        match event.key().as_str() {
            "ArrowLeft" => screen.back(),
            "ArrowRight" => screen.forward(),
            "Home" => screen.to_start(),
            "End" => screen.to_end(),
            _ => return,
        }
        event.prevent_default();
        if in_tree {
            focus_shown_move();
        }
    });
    on_cleanup(move || keys.remove());
}

/// Stop or go on, and "Read out", which has the evaluation, the depth and the best line said
/// once, when asked: said at every change, they would drown the rest. What it said shows under
/// it until the board shows another position.
#[component]
fn SearchControls(search: Search) -> impl IntoView {
    let read = RwSignal::new(None::<String>);
    Effect::new(move |_| {
        if search.found.with(Option::is_none) {
            read.set(None);
        }
    });
    let read_out = move |_| {
        let said = search.found.with_untracked(|found| match found {
            Some(found) => format!(
                "{}. {}. {}: {}.",
                t(StudySays::AnalysisEval(found.eval_text())),
                t(StudySays::AnalysisDepth(found.depth)),
                t(StudySays::AnalysisBestLine),
                found.line.join(", ")
            ),
            None => t(StudySays::AnalysisStarting),
        });
        read.set(Some(said.clone()));
        announce(said);
    };
    view! {
        <div class="actions">
            <button type="button" class="primary" data-testid="analysis-toggle"
                aria-pressed=move || search.running.get().to_string()
                on:click=move |_| search.running.update(|running| *running = !*running)>
                {move || t(StudySays::AnalysisRunning(search.running.get()))}
            </button>
            <button type="button" data-testid="analysis-read-out" on:click=read_out>{t(StudySays::ReadOut)}</button>
        </div>
        {move || read.get().map(|said| view! { <p class="read-out" data-testid="analysis-read-out-text">{said}</p> })}
    }
}

/// Both seats as the game screen shows them: who is to move on the board shown, and the
/// marbles each has pushed off by then.
#[component]
fn AnalysisSeats(screen: AnalysisScreen, players: StoredValue<Vec<String>>) -> impl IntoView {
    let cards = [Seat::BLACK, Seat::WHITE].map(|seat| {
        let name = players
            .with_value(|players| players.get(seat.index()).filter(|name| !name.is_empty()).cloned())
            .unwrap_or_else(|| t(ShelfSays::SeatColour(seat)));
        view! {
            <SeatCard
                seat=seat
                marked=false
                name=Signal::stored(name)
                to_move=Signal::derive(move || screen.position.with(|position| position.to_move() == seat))
                pushed=Signal::derive(move || screen.position.with(|position| position.pushed_off_by(seat)))
            />
        }
    });
    view! { <div class="players" data-testid="analysis-seats">{cards.collect_view()}</div> }
}

/// "Play from here": a new game of `players` from the position shown; none from a won one.
#[component]
fn PlayFromHere(screen: AnalysisScreen, players: StoredValue<Vec<String>>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let start = move || {
        let position = screen.position.get();
        (position.winner().is_none())
            .then(|| Fen::parse(&Fen::write(&position, 0, 1)).ok())
            .flatten()
    };
    let play = move |_| {
        let Some(fen) = start() else { return };
        let setup = Setup {
            start: Some(Box::new(fen)),
            ..Setup::new(Layout::Standard, players.get_value())
        };
        open_new_game(
            state,
            AnyGame::from(Game::new(setup)),
            false,
            Robots::new(vec![None, None]),
        );
    };
    view! {
        <button type="button" data-testid="analysis-play-from-here" disabled=move || start().is_none() on:click=play>
            {t(StudySays::PlayFromHere)}
        </button>
    }
}

/// What the search has found: the evaluation and its bar, the depth and the best line, each of
/// its moves a button that plays the line up to it; or that it is still on its first depth, or
/// what went wrong.
#[component]
fn Findings(search: Search, screen: AnalysisScreen) -> impl IntoView {
    view! {
        {move || search.failure.get().map(|error| view! {
            <p class="illegal" role="alert">{t(Msg::RobotFailed(error))}</p>
        })}
        {move || match search.found.get() {
            None if search.running.get() => view! {
                <p class="muted" data-testid="analysis-starting">{t(StudySays::AnalysisStarting)}</p>
            }
            .into_any(),
            None => ().into_any(),
            Some(found) => view! {
                <div class="eval-bar" aria-hidden="true">
                    <div class="eval-bar-black" style:width=format!("{:.1}%", found.black_share())></div>
                </div>
                <p data-testid="analysis-eval">{t(StudySays::AnalysisEval(found.eval_text()))}</p>
                <p data-testid="analysis-depth">{t(StudySays::AnalysisDepth(found.depth))}</p>
                <h2 id="best-line-title">{t(StudySays::AnalysisBestLine)}</h2>
                <BestLine line=found.line screen=screen />
            }
            .into_any(),
        }}
    }
}

/// The best line, each move a button that plays the line into the tree up to it.
#[component]
fn BestLine(line: Vec<String>, screen: AnalysisScreen) -> impl IntoView {
    let moves: Vec<Move> = line.iter().map_while(|text| text.parse().ok()).collect();
    let moves = StoredValue::new(moves);
    let buttons = line
        .into_iter()
        .enumerate()
        .map(|(index, text)| {
            // The line's moves up to this one (as far as they could be read).
            let play = move |_| moves.with_value(|moves| screen.play_line(moves.get(..=index).unwrap_or(moves)));
            view! { <button type="button" class="move" data-testid="best-line-move" on:click=play>{text}</button> }
        })
        .collect_view();
    view! {
        <p class="best-line" role="group" aria-labelledby="best-line-title" data-testid="analysis-line">{buttons}</p>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gameshelf_engine::abalone::robot::WIN;

    fn found(eval_for_black: i64) -> Found {
        Found {
            depth: 3,
            eval_for_black,
            line: Vec::new(),
        }
    }

    #[test]
    fn the_bar_is_even_at_zero_and_full_at_a_forced_win() {
        assert_eq!(found(0).black_share(), 50.0);
        assert_eq!(found(1500).black_share(), 75.0);
        assert_eq!(found(-9000).black_share(), 0.0);
        assert_eq!(found(i64::from(WIN) - 3).black_share(), 100.0);
        assert_eq!(found(3 - i64::from(WIN)).black_share(), 0.0);
    }
}
