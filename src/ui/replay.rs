//! Stepping through a game's moves: the replay bar's buttons (first, previous, next, latest)
//! and the keys that do the same, for a game's screen and a shared game's page alike.

use super::{Icon, IconGlyph};
use crate::i18n::{t, Msg};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The buttons that step through a game of `total` moves, `shown` of them on screen, by
/// `step_to` the number of moves to show.
#[component]
pub fn ReplayBar(
    #[prop(into)] shown: Signal<usize>,
    #[prop(into)] total: Signal<usize>,
    step_to: Callback<usize>,
) -> impl IntoView {
    let back = Signal::derive(move || shown.get() > 0);
    let on = Signal::derive(move || shown.get() < total.get());
    view! {
        <nav class="replay-bar">
            {nav_button(Icon::First, Msg::FirstMove, "first", back, move || step_to.run(0))}
            {nav_button(Icon::Previous, Msg::PreviousMove, "previous", back,
                move || step_to.run(shown.get_untracked().saturating_sub(1)))}
            {nav_button(Icon::Next, Msg::NextMove, "next", on, move || step_to.run(shown.get_untracked() + 1))}
            {nav_button(Icon::Last, Msg::LastMove, "last", on, move || step_to.run(total.get_untracked()))}
        </nav>
    }
}

/// A button of the replay bar: first, previous, next or latest position.
fn nav_button(
    icon: Icon,
    label: Msg,
    test_id: &'static str,
    enabled: Signal<bool>,
    go: impl Fn() + 'static,
) -> impl IntoView {
    let label = t(label);
    view! {
        <button
            class="icon"
            title=label.clone()
            aria-label=label
            data-testid=test_id
            disabled=move || !enabled.get()
            on:click=move |_| go()
        >
            <IconGlyph icon=icon />
        </button>
    }
}

/// The number of moves to show after `key`, as the replay bar's buttons step: the arrows one
/// move back or on, Home and End to the start or the latest; `None` for another key, or one
/// that would go nowhere.
pub fn replay_key(key: &str, shown: usize, total: usize) -> Option<usize> {
    match key {
        "ArrowLeft" if shown > 0 => Some(shown - 1),
        "ArrowRight" if shown < total => Some(shown + 1),
        "Home" if shown > 0 => Some(0),
        "End" if shown < total => Some(total),
        _ => None,
    }
}

/// Whether a key pressed goes to the page's own keys: never while a text field, a list or a
/// dialog holds the focus, nor with Alt; and the board keeps its own unmodified keys.
pub fn keys_are_for_the_page(event: &web_sys::KeyboardEvent, ctrl: bool) -> bool {
    let target = event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok());
    let within = |selector: &str| {
        target
            .as_ref()
            .is_some_and(|element| element.closest(selector).ok().flatten().is_some())
    };
    let board = !ctrl && within("[data-testid=board]");
    !board
        && !within("input, select, textarea, dialog, [role=dialog]")
        && !event.alt_key()
        && !event.default_prevented()
}
