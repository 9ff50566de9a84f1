//! Abalone's analysis board: a position from the route, and the strong robot's search on it in
//! the worker, one depth after another for as long as the player lets it run, with its
//! evaluation (as a number and as a bar), its depth and its best line. Moves tried on the board
//! change the position, and the analysis starts over from there.

use super::board::Board;
use crate::i18n::{t, Msg};
use crate::robots::{ask_analysis, withdraw};
use crate::route::Route;
use crate::state::AppState;
use gameshelf_engine::abalone::robot::{forced, MARBLE};
use gameshelf_engine::abalone::{Effect as MoveEffect, Fen, Position, RuleError, Seat};
use gameshelf_engine::robot::service::Reply;
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

/// The analysis board on `fen`, a position in PlayStrategy's notation.
#[component]
pub fn Analysis(fen: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    match Fen::parse(&fen) {
        Ok(start) => view! { <AnalysisBoard start=start.position /> }.into_any(),
        Err(error) => view! {
            <main class="setup">
                <h1>{t(Msg::AnalysisTitle)}</h1>
                <p class="message illegal" role="alert">{t(Msg::BadFen(error))}</p>
                <button on:click=move |_| state.go(Route::Home)>{t(Msg::Back)}</button>
            </main>
        }
        .into_any(),
    }
}

#[component]
fn AnalysisBoard(start: Position) -> impl IntoView {
    let state = expect_context::<AppState>();
    let position = RwSignal::new(start);
    let last_move = RwSignal::new(None::<MoveEffect>);
    let illegal = RwSignal::new(None::<RuleError>);
    let selection = RwSignal::new(Vec::new());
    let search = Search::new();
    // A new position starts over; a stop forgets the question in flight, and a start goes on
    // from the depth found.
    Effect::new(move |previous: Option<Position>| {
        let now = position.get();
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
    let on_move = Callback::new(move |mv| {
        let mut next = position.get_untracked();
        match next.play(mv) {
            Ok(effect) => {
                illegal.set(None);
                selection.set(Vec::new());
                last_move.set(Some(effect));
                position.set(next);
            }
            Err(error) => illegal.set(Some(error)),
        }
    });
    view! {
        <main class="setup editor" data-testid="analysis">
            <h1>{t(Msg::AnalysisTitle)}</h1>
            <div class="editor-layout">
                <Board
                    position=position
                    selection=selection
                    interactive=Signal::derive(move || position.with(|p| p.winner().is_none()))
                    last_move=last_move
                    animate=Signal::derive(|| None)
                    on_move=on_move
                    on_illegal=Callback::new(move |error| illegal.set(Some(error)))
                />
                <section class="editor-panel">
                    {move || illegal.get().map(|error| view! { <p class="message illegal" role="alert">{t(Msg::Illegal(error))}</p> })}
                    <Findings search=search />
                    <div class="actions">
                        <button type="button" on:click=move |_| state.go(Route::Home)>{t(Msg::Back)}</button>
                        <button type="button" class="primary" data-testid="analysis-toggle"
                            aria-pressed=move || search.running.get().to_string()
                            on:click=move |_| search.running.update(|running| *running = !*running)>
                            {move || t(Msg::AnalysisRunning(search.running.get()))}
                        </button>
                    </div>
                </section>
            </div>
        </main>
    }
}

/// What the search has found: the evaluation and its bar, the depth and the best line; or that
/// it is still on its first depth, or what went wrong.
#[component]
fn Findings(search: Search) -> impl IntoView {
    view! {
        {move || search.failure.get().map(|error| view! {
            <p class="illegal" role="alert">{t(Msg::RobotFailed(error))}</p>
        })}
        {move || match search.found.get() {
            None if search.running.get() => view! {
                <p class="muted" data-testid="analysis-starting">{t(Msg::AnalysisStarting)}</p>
            }
            .into_any(),
            None => ().into_any(),
            Some(found) => view! {
                <div class="eval-bar" aria-hidden="true">
                    <div class="eval-bar-black" style:width=format!("{:.1}%", found.black_share())></div>
                </div>
                <p data-testid="analysis-eval">{t(Msg::AnalysisEval(found.eval_text()))}</p>
                <p data-testid="analysis-depth">{t(Msg::AnalysisDepth(found.depth))}</p>
                <h2>{t(Msg::AnalysisBestLine)}</h2>
                <p class="notation" data-testid="analysis-line">{found.line.join(" ")}</p>
            }
            .into_any(),
        }}
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
