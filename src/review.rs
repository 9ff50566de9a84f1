//! Once a game is over, each person's turn beside the strong robot's choice there, as the robots'
//! worker rates them: a table on a wide screen, and on a phone one turn at a time beside the
//! board as it was (style/main.css shows the one or the other).

use crate::chunk::NotLoaded;
use crate::i18n::{t, Msg};
use crate::robots::{ask_review, withdraw, RobotSettings};
use crate::ui::part_on_demand;
use gameshelf_engine::abalone::robot::forced;
use gameshelf_engine::robot::service::Reply;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// A turn as the robot rated it: the move played and the robot's choice, each with its worth.
#[derive(Clone)]
struct Rated {
    played: String,
    played_value: i64,
    best: String,
    best_value: i64,
}

/// One person's turn (from 0), rated, or why it could not be.
#[derive(Clone)]
struct ReviewRow {
    turn: usize,
    name: String,
    reviewed: Result<Rated, String>,
}

/// How the review reads what the worker answers: points, or (`evaluations`, Abalone) the
/// search's evaluations, in marbles or as a forced win or loss; and moves through `words`, or
/// as their notation.
#[derive(Clone, Copy)]
struct Reading {
    evaluations: bool,
    words: Option<Callback<String, String>>,
}

impl Reading {
    /// A move's worth beside its notation, in the table.
    fn worth(self, value: i64) -> String {
        match (self.evaluations, forced(value)) {
            (true, Some(won)) => t(Msg::ReviewForced(won)),
            (true, None) => t(Msg::Marbles(value)),
            (false, _) => t(Msg::ReviewPoints(value)),
        }
    }

    /// A move's worth in words, after the move in words.
    fn worth_said(self, value: i64) -> String {
        match self.evaluations {
            true => self.worth(value),
            false => t(Msg::Points(u32::try_from(value).unwrap_or_default())),
        }
    }

    /// How the player's choice compares with the robot's: signed, so that "+12" is better.
    /// Beside a forced win or loss, a difference in marbles means nothing: the words say it.
    fn compared(self, played: i64, best: i64) -> String {
        if !self.evaluations {
            return t(Msg::Signed(played - best));
        }
        match (forced(played), forced(best)) {
            (None, None) => t(Msg::Marbles(played - best)),
            _ => "—".into(),
        }
    }

    /// Worse than the robot's choice by what the table shows: Abalone's evaluations are shown
    /// in hundredths of a marble, rounded half away from zero.
    fn missed(self, rated: &Rated) -> bool {
        let difference = rated.played_value - rated.best_value;
        match self.evaluations {
            true => difference <= -5,
            false => difference < 0,
        }
    }

    fn said(self, notation: &str) -> String {
        match self.words {
            Some(words) => words.run(notation.to_string()),
            None => notation.to_string(),
        }
    }
}

/// Once a game is over: each person's turn beside the strong robot's choice there (see
/// [`Reading`] for `evaluations` and `words`). `turns` are the people's turns (from 0) with
/// their names. `on_show`, if given, shows a turn's board from its row; `on_step` does it while
/// the review stays open, stepping one turn at a time on a phone (`on_show` if not given). The
/// review itself (asking the robots, its table and its steps) is a chunk of its own, fetched when
/// a review is started: most games end without one.
#[component]
pub fn RobotReview(
    #[prop(into)] record: Signal<String>,
    #[prop(into)] turns: Signal<Vec<(usize, String)>>,
    evaluations: bool,
    #[prop(optional)] on_show: Option<Callback<usize>>,
    #[prop(optional)] on_step: Option<Callback<usize>>,
    /// A move's notation in plain words, where the game has words for its moves.
    #[prop(optional)]
    words: Option<Callback<String, String>>,
) -> impl IntoView {
    let started = RwSignal::new(false);
    let asked = Asked {
        record,
        turns,
        reading: Reading { evaluations, words },
        on_show,
        on_step: on_step.or(on_show),
    };
    let review = move || part_on_demand(move || review_of(asked), Msg::ReviewLoading, Msg::ReviewNotLoaded);
    view! {
        <section class="review" class:stepping=move || started.get() data-testid="review" aria-label=t(Msg::ReviewTitle)>
            <h2>{t(Msg::ReviewTitle)}</h2>
            <Show when=move || started.get() fallback=move || view! {
                <p class="muted">{t(Msg::ReviewExplained(evaluations))}</p>
                <button class="primary" data-testid="review-start" on:click=move |_| started.set(true) disabled=move || turns.with(Vec::is_empty)>{t(Msg::ReviewStart)}</button>
            }>
                {review}
            </Show>
        </section>
    }
}

/// What a started review asks the robots about, and how it shows their answers.
#[derive(Clone, Copy)]
struct Asked {
    record: Signal<String>,
    turns: Signal<Vec<(usize, String)>>,
    reading: Reading,
    on_show: Option<Callback<usize>>,
    on_step: Option<Callback<usize>>,
}

#[wasm_split(review, wasm_split_path = ::leptos::wasm_split, fallible)]
fn review_of(asked: Asked) -> Result<AnyView, NotLoaded> {
    Ok(view! { <Review asked=asked /> }.into_any())
}

/// A started review: asks the worker about every turn at once, and shows the answers as they come.
#[component]
fn Review(asked: Asked) -> impl IntoView {
    let Asked {
        record,
        turns,
        reading,
        on_show,
        on_step,
    } = asked;
    let rows = RwSignal::new(Vec::<ReviewRow>::new());
    let settings = use_context::<RobotSettings>().unwrap_or_else(RobotSettings::load);
    // Closing the review withdraws the turns the worker has not reviewed yet, which would
    // otherwise keep robots waiting on any screen.
    let requests = StoredValue::new(Vec::<u64>::new());
    on_cleanup(move || {
        requests.try_with_value(|requests| requests.iter().copied().for_each(withdraw));
    });
    let record = record.get_untracked();
    // A review thinks about every turn: a shorter time each keeps the wait short.
    let time_ms = settings.thinking_ms.get_untracked().min(REVIEW_MS);
    for (turn, name) in turns.get_untracked() {
        let request = ask_review(&record, turn, time_ms, move |reply| {
            let reviewed = match reply {
                Reply::Review {
                    played,
                    played_value,
                    best,
                    best_value,
                } => Ok(Rated {
                    played,
                    played_value,
                    best,
                    best_value,
                }),
                other => Err(other.into_move().err().unwrap_or_default()),
            };
            rows.update(|rows| {
                let at = rows.partition_point(|row| row.turn < turn);
                rows.insert(at, ReviewRow { turn, name, reviewed });
            });
        });
        requests.update_value(|requests| requests.extend(request));
    }
    let pending = move || turns.with(Vec::len) - rows.with(Vec::len);
    view! {
        <Show when=move || { pending() > 0 }>
            <p class="robot-thinking" aria-live="polite"><span class="spinner" aria-hidden="true"></span>{move || t(Msg::ReviewPending(pending()))}</p>
        </Show>
        <ReviewTable rows=rows reading=reading on_show=on_show />
        <ReviewSteps rows=rows turns=turns reading=reading on_step=on_step />
    }
}

/// The review on a wide screen: a row a turn.
#[component]
fn ReviewTable(
    rows: RwSignal<Vec<ReviewRow>>,
    reading: Reading,
    on_show: Option<Callback<usize>>,
) -> impl IntoView {
    let turn_cell = move |turn: usize| match on_show {
        Some(show) => {
            // Abalone shows the position its move was played in; a tile game, its board after.
            let label = match reading.evaluations {
                true => Msg::ReviewShowTurn(turn + 1),
                false => Msg::ShowTurn(turn + 1),
            };
            view! {
                <button class="link" data-testid="review-show" aria-label=t(label) on:click=move |_| show.run(turn)>
                    {(turn + 1).to_string()}
                </button>
            }
            .into_any()
        }
        None => (turn + 1).to_string().into_any(),
    };
    let row = move |row: ReviewRow| {
        match row.reviewed {
        Ok(rated) => view! {
            <tr data-testid="review-row" class:missed=reading.missed(&rated)>
                <td>{turn_cell(row.turn)}</td>
                <td>{row.name}</td>
                <td><code>{rated.played.clone()}</code>" " {reading.worth(rated.played_value)}</td>
                <td><code>{rated.best.clone()}</code>" " {reading.worth(rated.best_value)}</td>
                <td>{reading.compared(rated.played_value, rated.best_value)}</td>
            </tr>
        }
        .into_any(),
        Err(error) => view! {
            <tr data-testid="review-row"><td>{turn_cell(row.turn)}</td><td>{row.name}</td><td colspan="3">{error}</td></tr>
        }
        .into_any(),
    }
    };
    view! {
        <table class="review-table">
            <thead>
                <tr>
                    <th>"#"</th>
                    <th>{t(Msg::ReviewPlayer)}</th>
                    <th>{t(Msg::ReviewPlayed)}</th>
                    <th>{t(Msg::ReviewRobot)}</th>
                    <th>{t(Msg::ReviewDifference(reading.evaluations))}</th>
                </tr>
            </thead>
            <tbody>{move || rows.get().into_iter().map(row).collect_view()}</tbody>
        </table>
    }
}

/// The review on a phone, one person's turn at a time, in words, with Previous and Next (and
/// the arrow keys): each step shows that turn's board through `on_step`, the first one too.
#[component]
fn ReviewSteps(
    rows: RwSignal<Vec<ReviewRow>>,
    turns: Signal<Vec<(usize, String)>>,
    reading: Reading,
    on_step: Option<Callback<usize>>,
) -> impl IntoView {
    let at = RwSignal::new(0);
    let count = move || turns.with(Vec::len);
    let step = move |to: usize| {
        at.set(to);
        let turn = turns.with_untracked(|turns| turns.get(to).map(|&(turn, _)| turn));
        if let (Some(show), Some(turn)) = (on_step, turn) {
            show.run(turn);
        }
    };
    // The table, not these steps, is what a wider screen shows: its board stays as it is. A
    // phone shows the steps under the board (style/main.css), the page's top.
    if crate::ui::on_a_phone() {
        step(0);
        window().scroll_to_with_x_and_y(0.0, 0.0);
    }
    let has_previous = move || at.get() > 0;
    let has_next = move || at.get() + 1 < count();
    // A button disabled at the first or last turn would drop the focus, and the arrow keys
    // with it: the steps keep it.
    let steps = NodeRef::<leptos::html::Div>::new();
    let keep_focus = move |still: bool| {
        if let Some(steps) = steps.get_untracked().filter(|_| !still) {
            let _ = steps.focus();
        }
    };
    let previous = move || {
        step(at.get_untracked() - 1);
        keep_focus(has_previous());
    };
    let next = move || {
        step(at.get_untracked() + 1);
        keep_focus(has_next());
    };
    let keys = move |event: web_sys::KeyboardEvent| {
        match event.key().as_str() {
            "ArrowLeft" if has_previous() => previous(),
            "ArrowRight" if has_next() => next(),
            _ => return,
        }
        // The page's own arrow keys (Abalone's replay) stay out of it.
        event.prevent_default();
        event.stop_propagation();
    };
    let card = move || {
        let (turn, name) = turns.with(|turns| turns.get(at.get()).cloned())?;
        let reviewed = rows.with(|rows| {
            let row = rows.iter().find(|row| row.turn == turn)?;
            Some(row.reviewed.clone())
        });
        let rated = match reviewed {
            // The worker's line above says it is still thinking.
            None => ().into_any(),
            Some(Ok(rated)) => view! {
                <p data-testid="review-step-played">
                    {t(Msg::ReviewStepPlayed { played: reading.said(&rated.played), worth: reading.worth_said(rated.played_value) })}
                </p>
                <p data-testid="review-step-robot">
                    {t(Msg::ReviewStepRobot { best: reading.said(&rated.best), worth: reading.worth_said(rated.best_value) })}
                </p>
                <p class="review-step-difference" class:missed=reading.missed(&rated)>
                    <span class="setting-name">{t(Msg::ReviewDifference(reading.evaluations))}</span>
                    " "
                    <span data-testid="review-step-difference">{reading.compared(rated.played_value, rated.best_value)}</span>
                </p>
            }
            .into_any(),
            Some(Err(error)) => view! { <p>{error}</p> }.into_any(),
        };
        Some(view! {
            <h3 data-testid="review-step-turn">{t(Msg::ReviewStep { turn: turn + 1, name })}</h3>
            {rated}
        })
    };
    view! {
        <div class="review-steps" data-testid="review-steps" tabindex="-1" node_ref=steps on:keydown=keys>
            <div aria-live="polite">{card}</div>
            <div class="controls">
                <button data-testid="review-previous" disabled=move || !has_previous() on:click=move |_| previous()>
                    {t(Msg::PreviousMove)}
                </button>
                <button data-testid="review-next" disabled=move || !has_next() on:click=move |_| next()>
                    {t(Msg::NextMove)}
                </button>
            </div>
        </div>
    }
}

/// The most time the review gives the robot over each turn, in milliseconds.
const REVIEW_MS: u64 = 500;
