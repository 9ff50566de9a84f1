//! The pieces of every new-game form.

use crate::app::{AppState, Route};
use crate::i18n::{t, Msg};
use crate::storage::{self, AnyGame};
use gameshelf_engine::common::record::GameKind;
use leptos::prelude::*;

/// A row of chips of which exactly one is chosen, bound to `value`.
#[component]
pub fn Choices<T: Copy + PartialEq + Send + Sync + 'static>(
    options: Vec<T>,
    value: RwSignal<T>,
    label: fn(T) -> String,
    test_id: fn(T) -> String,
) -> impl IntoView {
    options
        .into_iter()
        .map(|option| {
            let chosen = move || value.get() == option;
            view! {
                <label class="choice" class:chosen=chosen>
                    <input type="radio" prop:checked=chosen on:change=move |_| value.set(option) data-testid=test_id(option) />
                    <span>{label(option)}</span>
                </label>
            }
        })
        .collect_view()
}

/// A named setting chosen among chips.
#[component]
pub fn Setting<T: Copy + PartialEq + Send + Sync + 'static>(
    name: Msg,
    options: Vec<T>,
    value: RwSignal<T>,
    label: fn(T) -> String,
    test_id: fn(T) -> String,
) -> impl IntoView {
    view! {
        <div class="setting">
            <span class="setting-name">{t(name)}</span>
            <div class="choices">
                <Choices options=options value=value label=label test_id=test_id />
            </div>
        </div>
    }
}

/// A setting that is on or off.
#[component]
pub fn Toggle(label: Msg, value: RwSignal<bool>, test_id: &'static str) -> impl IntoView {
    view! {
        <label class="check">
            <input type="checkbox" bind:checked=value data-testid=test_id />
            <span>{t(label)}</span>
        </label>
    }
}

/// Back to the shelf, or start the game.
#[component]
pub fn FormActions() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <div class="actions">
            <button type="button" on:click=move |_| state.go(Route::Home)>{t(Msg::Back)}</button>
            <button type="submit" class="primary" data-testid="start">{t(Msg::StartGame)}</button>
        </div>
    }
}

/// The most players a new-game form names.
pub const MAX_NAMED: usize = 8;

/// A name field for each of the first `count` seats, numbered from 1.
#[component]
pub fn PlayerNames(
    #[prop(into)] count: Signal<usize>,
    names: [RwSignal<String>; MAX_NAMED],
) -> impl IntoView {
    view! {
        <fieldset class="names">
            {move || {
                (0..count.get())
                    .map(|seat| {
                        let name = names[seat];
                        view! {
                            <label>
                                <span class="seat-number">{(seat + 1).to_string()}</span>
                                <span>{t(Msg::PlayerNumber(seat + 1))}</span>
                                <input
                                    type="text"
                                    maxlength="40"
                                    placeholder=t(Msg::PlayerNumber(seat + 1))
                                    data-testid=format!("name-{}", seat + 1)
                                    bind:value=name
                                />
                            </label>
                        }
                    })
                    .collect_view()
            }}
        </fieldset>
    }
}

/// The names typed for the first `count` seats, "Player N" where none was.
pub fn player_names(names: &[RwSignal<String>; MAX_NAMED], count: usize) -> Vec<String> {
    (0..count)
        .map(|seat| {
            let typed = names[seat].get_untracked().trim().to_string();
            if typed.is_empty() {
                t(Msg::PlayerNumber(seat + 1))
            } else {
                typed
            }
        })
        .collect()
}

/// The whole new-game form of a game that asks only for its players: how many (`counts`), their
/// names, and a `note` on how the game begins. `start` makes the game from the names and a
/// fresh seed; it is saved and opened.
#[component]
pub fn PlayersForm(
    game: GameKind,
    counts: Vec<usize>,
    note: Msg,
    start: fn(Vec<String>, u64) -> AnyGame,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let players = RwSignal::new(counts[0]);
    let names: [RwSignal<String>; MAX_NAMED] = std::array::from_fn(|_| RwSignal::new(String::new()));

    let submit = move |event: leptos::ev::SubmitEvent| {
        event.prevent_default();
        let players = player_names(&names, players.get_untracked());
        let saved = storage::new_game(start(players, storage::random_seed()), false);
        let id = saved.id.clone();
        state.open_game.set_value(Some(saved));
        state.go(Route::Play(id));
    };

    view! {
        <main class="setup">
            <form on:submit=submit data-testid="new-game-form">
                <h1>{t(Msg::NewGame)} " · " {t(Msg::GameName(game))}</h1>
                <fieldset class="choices">
                    <legend>{t(Msg::Players)}</legend>
                    <Choices
                        options=counts
                        value=players
                        label=|option| option.to_string()
                        test_id=|option| format!("players-{option}")
                    />
                </fieldset>
                <PlayerNames count=players names=names />
                <p class="muted">{t(note)}</p>
                <FormActions />
            </form>
        </main>
    }
}
