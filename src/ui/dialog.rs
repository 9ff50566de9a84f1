//! What every game screen shares around its board: the buttons above the panel and the rules.

use crate::app::{AppState, Route};
use crate::i18n::{t, Msg};
use crate::library::export_game;
use crate::share::ShareButton;
use gameshelf_engine::common::record::GameKind;
use leptos::prelude::*;

/// A game's rules page, one paragraph per line of its text.
#[component]
pub fn RulesDialog(open: RwSignal<bool>, game: GameKind, text: Msg) -> impl IntoView {
    view! {
        <Show when=move || open.get()>
            <div class="dialog-backdrop" on:click=move |_| open.set(false)>
                <div class="dialog" role="dialog" aria-labelledby="rules-title" data-testid="rules-dialog" on:click=|event| event.stop_propagation()>
                    <h2 id="rules-title">{t(Msg::RulesTitle(game))}</h2>
                    {text.text().lines().map(|line| view! { <p>{line.to_string()}</p> }).collect_view()}
                    <button class="primary" on:click=move |_| open.set(false)>{t(Msg::Close)}</button>
                </div>
            </div>
        </Show>
    }
}

/// The buttons heading a game's panel: back to the shelf, a new game of this kind, the rules, and
/// the game as a file (the game on screen, which every game screen keeps as `open_game`).
#[component]
pub fn PanelActions(game: GameKind, show_rules: RwSignal<bool>) -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <div class="panel-actions">
            <button on:click=move |_| state.go(Route::Home) data-testid="home">{t(Msg::Home)}</button>
            <button on:click=move |_| state.go(Route::NewGame(game))>{t(Msg::NewGame)}</button>
            <button on:click=move |_| show_rules.set(true) data-testid="rules">{t(Msg::Rules)}</button>
            <button on:click=move |_| state.open_game.with_value(|open| open.iter().for_each(export_game)) data-testid="export">
                {t(Msg::Export)}
            </button>
            <ShareButton />
        </div>
    }
}
