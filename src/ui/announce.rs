//! What a screen reader says without the player moving focus: moves played, scores, whose turn it
//! is and how a game ended, read out from one polite live region that every screen shares.

use leptos::prelude::*;
use std::cell::Cell;

/// The live region's text, set up once by the app: any code calls [`announce`], from a
/// component, a timer or a key listener alike.
#[derive(Clone, Copy)]
struct Announcer {
    text: RwSignal<String>,
    /// Flips with each announcement, so that the same words said twice are read twice.
    parity: RwSignal<bool>,
}

thread_local! {
    static ANNOUNCER: Cell<Option<Announcer>> = const { Cell::new(None) };
}

/// Sets the live region's text up, under the app's own owner so that it lasts as long as the
/// app (screens come and go, and redraw when the language changes).
pub fn install() {
    let announcer = Announcer {
        text: RwSignal::new(String::new()),
        parity: RwSignal::new(false),
    };
    ANNOUNCER.with(|cell| cell.set(Some(announcer)));
}

fn announcer() -> Announcer {
    ANNOUNCER
        .with(Cell::get)
        .expect("the app installs the announcer first")
}

/// Has screen readers read `text` out as soon as they are done with what they are saying.
pub fn announce(text: String) {
    let announcer = announcer();
    announcer.parity.update(|parity| *parity = !*parity);
    announcer.text.set(text);
}

/// The live region, hidden from sight, present on every screen.
#[component]
pub fn LiveRegion() -> impl IntoView {
    let announcer = announcer();
    // A no-break space appended on alternate announcements makes the text differ, so screen
    // readers do not skip a repeated one.
    let said = move || {
        let text = announcer.text.get();
        if announcer.parity.get() {
            format!("{text}\u{a0}")
        } else {
            text
        }
    };
    view! {
        <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="announcer">
            {said}
        </div>
    }
}
