//! The pieces of every new-game form.

use crate::app::{AppState, Route};
use crate::i18n::{t, Msg};
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
pub const MAX_NAMED: usize = 4;

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
