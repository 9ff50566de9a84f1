//! What the parts of the app loaded on demand share. The app's wasm is cut into chunks
//! (scripts/split-wasm.py, at the split points of `games/chunks.rs`, `ui/rules.rs`, `library`,
//! the robots' answers in `robots.rs`, the review after a game in `review.rs` and each language
//! but English in `i18n`), each fetched the first time it is needed.

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
