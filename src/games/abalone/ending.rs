//! The end of a game: the result card over the board, and the robots' review of the people's
//! moves that opens from it.

use super::board::focus_board;
use super::page::AnalyseGame;
use super::screen::{record_json, AbaloneScreen};
use super::words::Says;
use crate::i18n::{t, Msg};
use crate::review::RobotReview;
use crate::route::Route;
use crate::state::AppState;
use gameshelf_engine::common::record::GameKind;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The result and what to do next, over the live board of a finished game until `closed`.
#[component]
pub fn ResultCard(
    screen: AbaloneScreen,
    closed: RwSignal<bool>,
    show_review: RwSignal<bool>,
    /// The save's id, for the analysis of the game.
    id: String,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let close = move || {
        closed.set(true);
        focus_board();
    };
    view! {
        <Show when=move || screen.outcome.with(Option::is_some) && screen.viewing.get().is_none() && !closed.get()>
            <div
                class="result-card"
                node_ref=focus_first_button(NodeRef::new())
                role="dialog"
                aria-labelledby="result-title"
                data-testid="game-over"
                on:keydown=move |event| {
                    if event.key() == "Escape" {
                        close();
                    }
                }
            >
                <h2 id="result-title">
                    {move || screen.outcome.get().map(|outcome| screen.result(outcome))}
                </h2>
                <div class="actions">
                    <button class="primary" on:click=move |_| state.go(Route::NewGame(GameKind::Abalone))>{t(Msg::NewGame)}</button>
                    <button data-testid="replay" on:click=move |_| screen.step_to(0)>{t(Says::ReplayGame)}</button>
                    <button data-testid="review" on:click=move |_| { closed.set(true); show_review.set(true); }>{t(Msg::ReviewTitle)}</button>
                    <AnalyseGame id=id.clone() screen=screen />
                    <button on:click=move |_| state.go(Route::Home)>{t(Msg::Home)}</button>
                    <button data-testid="close-result" on:click=move |_| close()>
                        {t(Says::ViewBoard)}
                    </button>
                </div>
            </div>
        </Show>
    }
}

/// The review, over the board rather than in the panel, whose move list keeps its height; on a
/// phone, a sheet under the board, which shows each step's position. Closing it returns to the
/// board.
#[component]
pub fn ReviewSheet(screen: AbaloneScreen, open: RwSignal<bool>) -> impl IntoView {
    let close = move || {
        open.set(false);
        focus_board();
    };
    view! {
        <Show when=move || open.get()>
            <div
                class="dialog-backdrop review-sheet"
                on:click=move |_| close()
                on:keydown=move |event| {
                    if event.key() == "Escape" {
                        close();
                    }
                }
            >
                <div
                    class="dialog"
                    node_ref=focus_first_button(NodeRef::new())
                    role="dialog"
                    aria-modal="true"
                    aria-label=t(Msg::ReviewTitle)
                    on:click=|event| event.stop_propagation()
                >
                    <RobotReview
                        record=Signal::derive(move || screen.game.with(record_json))
                        turns=Signal::derive(move || screen.people_turns())
                        evaluations=true
                        on_show=Callback::new(move |turn| { close(); screen.step_to(turn); })
                        on_step=Callback::new(move |ply| screen.step_to(ply))
                    />
                    // Secondary: the review's own button is the thing to do here.
                    <button data-testid="review-close" on:click=move |_| close()>{t(Msg::Close)}</button>
                </div>
            </div>
        </Show>
    }
}

/// A dialog whose first button takes the focus as soon as it is on screen: the first thing to do.
fn focus_first_button(dialog: NodeRef<leptos::html::Div>) -> NodeRef<leptos::html::Div> {
    Effect::new(move |_| {
        let button = dialog
            .get()
            .and_then(|dialog| dialog.query_selector("button").ok().flatten());
        if let Some(button) = button {
            let _ = button.unchecked_into::<web_sys::HtmlElement>().focus();
        }
    });
    dialog
}
