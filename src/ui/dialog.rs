//! Dialogs every game shares.

use crate::i18n::{t, Msg};
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
