//! Pieces every game screen shares.

pub mod announce;
mod dialog;
mod form;
mod game_views;
mod replay;
mod rules;
#[cfg(test)]
pub(crate) mod testing;
mod waiting;

pub use dialog::{Fold, Modal};
pub use form::{
    open_new_game, Choices, FormActions, NewGameForm, NotKeptNotice, PlayerNames, Seating, Setting, Toggle,
};
pub use game_views::{game_views, register, GameViews};
pub use replay::{keys_are_for_the_page, replay_key, ReplayBar};
pub use rules::{HowToPlay, RemoteKeysButton, RulesDialog};
pub use waiting::{on_demand, part_on_demand, waiting_for, with_words, Missing, PartNotLoaded};

use crate::i18n::{locale, Msg};
use leptos::prelude::*;

/// Draws its children once the rest of the screen has been painted, in a box the stylesheet
/// sizes: for pictures that only decorate, such as the shelf's boards, which are most of its
/// elements. A phone then shows the words and buttons around them without waiting for them to
/// be built, and the work is short tasks rather than one long one that would hold up a tap.
#[component]
pub fn DrawnLater(children: ChildrenFn) -> impl IntoView {
    let drawn = RwSignal::new(false);
    // The next frame paints the screen as it is; the one after draws the pictures. The screen
    // may be gone by then, and the signal with it.
    request_animation_frame(move || {
        request_animation_frame(move || {
            drawn.try_set(true);
        })
    });
    move || drawn.get().then(|| children())
}

/// A warning that stays on screen while it holds, such as "this game is not being saved".
#[component]
pub fn Notice(message: Msg) -> impl IntoView {
    view! {
        <div class="notice warning" role="alert" data-testid="storage-warning">
            <p>{message.text()}</p>
        </div>
    }
}

/// The window's width in CSS pixels.
pub fn screen_width() -> f64 {
    let width = window().inner_width().ok().and_then(|width| width.as_f64());
    width.unwrap_or_default()
}

/// Whether the screen is a phone's: as wide as style/main.css's breakpoint for the game screen
/// on a phone, or narrower.
pub fn on_a_phone() -> bool {
    const PHONE: f64 = 600.0;
    screen_width() <= PHONE
}

/// On a phone, how many board units across a board may show for a square `cell` units wide to
/// be a fingertip wide (32 CSS pixels), the board spanning the screen but for 1rem of margin;
/// `None` on a wider screen, which shows the whole board.
pub fn fingertip_across(cell: i32) -> Option<i32> {
    const FINGERTIP: f64 = 32.0;
    on_a_phone().then(|| ((screen_width() - 16.0) * f64::from(cell) / FINGERTIP) as i32)
}

/// A date and time in the reader's locale, from milliseconds since the epoch.
pub fn format_date(millis: u64) -> String {
    let date = js_sys::Date::new(&(millis as f64).into());
    date.to_locale_string(locale().tag(), &wasm_bindgen::JsValue::UNDEFINED)
        .into()
}

/// Icons drawn inline, so they look the same whatever fonts the device has.
#[derive(Clone, Copy)]
pub enum Icon {
    First,
    Previous,
    Next,
    Last,
    ZoomIn,
    ZoomOut,
    /// The whole board in view.
    Fit,
}

#[component]
pub fn IconGlyph(icon: Icon) -> impl IntoView {
    let path = match icon {
        Icon::First => "M6 5v14M19 5l-9 7 9 7z",
        Icon::Previous => "M17 5l-10 7 10 7z",
        Icon::Next => "M7 5l10 7-10 7z",
        Icon::Last => "M18 5v14M5 5l9 7-9 7z",
        Icon::ZoomIn => "M5 12h14M12 5v14",
        Icon::ZoomOut => "M5 12h14",
        Icon::Fit => "M4 4h6l-6 6zM20 4v6l-6-6zM4 20v-6l6 6zM20 20h-6l6-6z",
    };
    view! {
        <svg class="icon-glyph" viewBox="0 0 24 24" aria-hidden="true">
            <path d=path />
        </svg>
    }
}
