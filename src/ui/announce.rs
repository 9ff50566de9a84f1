//! What a screen reader says without the player moving focus: moves played, scores, whose turn it
//! is and how a game ended, read out from one polite live region that every screen shares.

use leptos::prelude::*;

/// The live region's text. Provided by the app; any screen calls [`announce`].
#[derive(Clone, Copy)]
pub struct Announcer {
    text: RwSignal<String>,
    /// Flips with each announcement, so that the same words said twice are read twice.
    parity: RwSignal<bool>,
}

impl Announcer {
    pub fn new() -> Announcer {
        Announcer {
            text: RwSignal::new(String::new()),
            parity: RwSignal::new(false),
        }
    }
}

/// Has screen readers read `text` out as soon as they are done with what they are saying.
pub fn announce(text: String) {
    if let Some(announcer) = use_context::<Announcer>() {
        announcer.parity.update(|parity| *parity = !*parity);
        announcer.text.set(text);
    }
}

/// The live region, hidden from sight, present on every screen.
#[component]
pub fn LiveRegion() -> impl IntoView {
    let announcer = expect_context::<Announcer>();
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
