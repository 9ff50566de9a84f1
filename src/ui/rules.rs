//! A game's rules page. The rules are words in the language's translation file
//! (`src/games/<game>/locales/<tag>.ftl`), compiled with the language's other such words into a
//! chunk that a game's screen already waits for; the page itself is a chunk of its own, fetched
//! when the first rules page is opened (scripts/split-wasm.py, as `src/games/chunks.rs`
//! describes).

use super::Modal;
// The rules' code or words did not arrive: try again.
use crate::chunk::{part_on_demand, waiting_for, NotLoaded, PartNotLoaded};
use crate::i18n::files::{self, Place};
use crate::i18n::{locale, t, Msg};
use gameshelf_engine::common::record::GameKind;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// A game's rules page, one paragraph per line of its text: "Loading" until its chunk and its
/// language's file have arrived, and if either does not, why, with a button that asks again.
#[component]
pub fn RulesDialog(open: RwSignal<bool>, game: GameKind) -> impl IntoView {
    let text = move || part_on_demand(move || rules_text(game), Msg::RulesLoading, Msg::RulesNotLoaded);
    view! {
        <Show when=move || open.get()>
            <Modal labelled_by="rules-title" test_id="rules-dialog" on_close=Callback::new(move |()| open.set(false))>
                // The focus starts on the heading, so the rules open at their top rather than
                // scrolled down to the Close button at their end.
                <h2 id="rules-title" tabindex="-1" autofocus>{t(Msg::RulesTitle(game))}</h2>
                <div class="rules-text" data-testid="rules-text">{text}</div>
                <form method="dialog">
                    <button class="primary">{t(Msg::Close)}</button>
                </form>
            </Modal>
        </Show>
    }
}

#[wasm_split(rules, wasm_split_path = ::leptos::wasm_split, fallible)]
fn rules_text(game: GameKind) -> Result<AnyView, NotLoaded> {
    Ok(view! { <RulesText game=game /> }.into_any())
}

/// The rules in the language in use, once its words have arrived.
#[component]
fn RulesText(game: GameKind) -> impl IntoView {
    let rules = LocalResource::new(move || async move {
        let locale = locale();
        files::load(locale, &[Place::of_game(game)]).await?;
        files::rules(locale, game).ok_or(NotLoaded)
    });
    let paragraphs = move || {
        Suspend::new(async move {
            match rules.await {
                Ok(text) => text
                    .lines()
                    .map(|line| view! { <p>{line.to_string()}</p> })
                    .collect_view()
                    .into_any(),
                Err(NotLoaded) => {
                    let retry = Callback::new(move |()| rules.refetch());
                    view! { <PartNotLoaded reason=Msg::RulesNotLoaded retry=retry /> }.into_any()
                }
            }
        })
    };
    view! { <Suspense fallback=|| waiting_for(Msg::RulesLoading)>{paragraphs}</Suspense> }
}
