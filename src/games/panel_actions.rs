//! What every game screen shares around its board: the buttons heading its panel, which take
//! the game to the library's export and to sharing.

use crate::i18n::{t, Msg};
use crate::library::ExportButton;
use crate::preferences::PreferencesBar;
use crate::route::Route;
use crate::share::ShareButton;
use crate::state::AppState;
use crate::ui::Fold;
use gameshelf_engine::common::record::GameKind;
use leptos::prelude::*;

/// The buttons heading a game's panel: back to the shelf, a new game of this kind, the rules, and
/// the game as a file (the game on screen, which every game screen keeps as `open_game`); then
/// the language and theme. A phone folds them behind its Menu button.
#[component]
pub fn PanelActions(game: GameKind, show_rules: RwSignal<bool>) -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <Fold label=Msg::Menu class="menu">
            <div class="panel-actions">
                <button on:click=move |_| state.go(Route::Home) data-testid="home">{t(Msg::Home)}</button>
                <button on:click=move |_| state.go(Route::NewGame(game))>{t(Msg::NewGame)}</button>
                <button on:click=move |_| show_rules.set(true) data-testid="rules">{t(Msg::Rules)}</button>
                <ExportButton saved=Callback::new(move |()| state.open_game.get_value()) />
                <ShareButton />
            </div>
            <PreferencesBar />
        </Fold>
    }
}
