//! The new-game form: two to four players and their names.

use crate::app::{AppState, Route};
use crate::i18n::{t, Msg};
use crate::storage::{self, AnyGame};
use crate::ui::{player_names, Choices, FormActions, PlayerNames, MAX_NAMED};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::summy::{Game, Setup};
use leptos::prelude::*;

#[component]
pub fn NewGame() -> impl IntoView {
    let state = expect_context::<AppState>();
    let players = RwSignal::new(2usize);
    let names: [RwSignal<String>; MAX_NAMED] = std::array::from_fn(|_| RwSignal::new(String::new()));

    let start = move |event: leptos::ev::SubmitEvent| {
        event.prevent_default();
        let players = player_names(&names, players.get_untracked());
        let game = Game::new(Setup::new(players, storage::random_seed()));
        let saved = storage::new_game(AnyGame::Summy(Box::new(game)), false);
        let id = saved.id.clone();
        state.open_game.set_value(Some(saved));
        state.go(Route::Play(id));
    };

    view! {
        <main class="setup">
            <form on:submit=start data-testid="new-game-form">
                <h1>{t(Msg::NewGame)} " · " {t(Msg::GameName(GameKind::Summy))}</h1>
                <fieldset class="choices">
                    <legend>{t(Msg::Players)}</legend>
                    <Choices
                        options=vec![2usize, 3, 4]
                        value=players
                        label=|option| option.to_string()
                        test_id=|option| format!("players-{option}")
                    />
                </fieldset>
                <PlayerNames count=players names=names />
                <p class="muted">{t(Msg::SummySetupNote)}</p>
                <FormActions />
            </form>
        </main>
    }
}
