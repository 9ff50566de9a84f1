//! What the parts of the app loaded on demand share. The app's wasm is cut into chunks
//! (scripts/split-wasm.py, at the split points of `games/chunks.rs`, `ui/rules.rs`, `library`,
//! the robots' answers in `robots.rs`, the review after a game in `review.rs`, a game's link
//! and file in `share.rs` and `library/list.rs`, a new-game form's seats at a distance in
//! `remote/at_a_distance.rs`, Abaku's joker picker, and each language but English in `i18n`),
//! each fetched the first time it is needed. What a page shows while one is on its way, or once
//! it did not arrive, is the ui kit's (`ui/waiting.rs`).

use leptos::wasm_split::SplitLoaderError;

/// A chunk that did not arrive (offline before it was ever cached, a network error): an error to
/// show with a retry, never a panic. The splitter's runtime forgets a failed load, so asking
/// again fetches it again.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NotLoaded;

impl From<SplitLoaderError> for NotLoaded {
    fn from(_: SplitLoaderError) -> NotLoaded {
        NotLoaded
    }
}
