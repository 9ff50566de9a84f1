//! What the parts of the app loaded on demand share. The app's wasm is cut into chunks
//! (scripts/split-wasm.py, at the split points of `games/chunks.rs`, `ui/rules.rs`, `library`,
//! the robots' answers in `robots.rs`, the review after a game in `review.rs`, a game's link
//! and file in `share.rs` and `library/list.rs`, a new-game form's seats at a distance in
//! `remote/at_a_distance.rs`, Abaku's joker picker, and each language but English in `i18n`),
//! each fetched the first time it is needed.

use crate::i18n::{t, Msg};
use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

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

/// A part of a page whose code is a chunk of its own (a rules page, the review after a game),
/// once `load` has brought it: `loading` until then, and if it does not arrive, `failure` with
/// a button that asks for it again ([`PartNotLoaded`]).
pub fn part_on_demand<Part>(
    load: impl Fn() -> Part + Send + Sync + 'static,
    loading: Msg,
    failure: Msg,
) -> AnyView
where
    Part: Future<Output = Result<AnyView, NotLoaded>> + Send + 'static,
{
    let missing = |reason, retry| view! { <PartNotLoaded reason=reason retry=retry /> }.into_any();
    loaded_or_retry(Arc::new(move || Box::pin(load())), loading, failure, missing)
}

/// A chunk's view on its way.
pub type Loading = Pin<Box<dyn Future<Output = Result<AnyView, NotLoaded>> + Send>>;

/// What a chunk's view shows: `loading` until `load` has brought it, and if it does not arrive,
/// `missing`'s view of `failure` with a retry (a screen's, or a part of a page's). Once for
/// every chunk rather than once for each chunk's future.
pub fn loaded_or_retry(
    load: Arc<dyn Fn() -> Loading + Send + Sync>,
    loading: Msg,
    failure: Msg,
    missing: fn(Msg, Callback<()>) -> AnyView,
) -> AnyView {
    let attempt = RwSignal::new(0_u32);
    let shown = move || {
        attempt.track();
        let shown = load();
        let failure = failure.clone();
        Suspend::new(async move {
            shown.await.unwrap_or_else(|NotLoaded| {
                missing(failure, Callback::new(move |()| attempt.update(|n| *n += 1)))
            })
        })
    };
    view! { <Suspense fallback=move || waiting_for(loading.clone())>{shown}</Suspense> }.into_any()
}

/// What a part of a page says while it is on its way (`what`: "Loading the rules…").
pub fn waiting_for(what: Msg) -> impl IntoView {
    view! { <p class="screen-loading" role="status">{t(what)}</p> }
}

/// Why a part of a page is missing (`reason`), and the button that asks for it again.
#[component]
pub fn PartNotLoaded(reason: Msg, retry: Callback<()>) -> impl IntoView {
    view! {
        <p class="notice warning" role="alert" data-testid="not-loaded">{reason.text()}</p>
        <button on:click=move |_| retry.run(())>{t(Msg::TryAgain)}</button>
    }
}
