//! A screen that waits for what it needs: its code, a chunk of its own (`chunk`), and the words
//! of its translation files (`i18n::files`), with "Loading" until they have arrived, and if they
//! do not, why it cannot be shown, with a retry.

use crate::chunk::NotLoaded;
use crate::i18n::files::{self, Place};
use crate::i18n::{locale, t, Msg};
use crate::preferences::PreferencesBar;
use crate::route::Route;
use crate::state::AppState;
use leptos::prelude::*;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

/// A screen whose code is a chunk of its own (`games/chunks.rs`), once `load` has brought it:
/// "Loading" until then, and if it does not arrive, `failure`, with a button that asks for it
/// again.
pub fn on_demand<Screen>(load: impl Fn() -> Screen + Send + Sync + 'static, failure: Msg) -> AnyView
where
    Screen: Future<Output = Result<AnyView, NotLoaded>> + Send + 'static,
{
    let missing = |reason, retry| view! { <Missing reason=reason retry=retry /> }.into_any();
    loaded_or_retry(
        Arc::new(move || Box::pin(load())),
        Msg::ScreenLoading,
        failure,
        missing,
    )
}

/// A screen whose words are in the translation files of `places` (`i18n::files`), drawn once
/// their words in the language in use have arrived, with a retry if they do not. Called from
/// the screens' chunks.
pub fn with_words(places: Vec<Place>, screen: impl Fn() -> AnyView + Send + Sync + 'static) -> AnyView {
    words_then(places, Arc::new(screen))
}

/// `with_words`' body, once for every screen rather than once for each screen's closure.
fn words_then(places: Vec<Place>, screen: Arc<dyn Fn() -> AnyView + Send + Sync>) -> AnyView {
    let words = LocalResource::new(move || {
        let (locale, places) = (locale(), places.clone());
        files::prepare(locale, &places);
        async move { files::load(locale, &places).await }
    });
    let shown = move || {
        let screen = Arc::clone(&screen);
        Suspend::new(async move {
            match words.await {
                Ok(_) => screen(),
                Err(_) => {
                    let retry = Callback::new(move |()| words.refetch());
                    view! { <Missing reason=Msg::PageNotLoaded retry=retry /> }.into_any()
                }
            }
        })
    };
    view! { <Suspense fallback=|| waiting_for(Msg::ScreenLoading)>{shown}</Suspense> }.into_any()
}

/// Why a screen cannot be shown, with the way home, and a retry where trying again may help.
#[component]
pub fn Missing(reason: Msg, #[prop(optional)] retry: Option<Callback<()>>) -> impl IntoView {
    let state = expect_context::<AppState>();
    // A game's screen has the language and theme in its panel, so the frame leaves them out there.
    let preferences =
        matches!(state.route.get_untracked(), Route::Play(_)).then(|| view! { <PreferencesBar /> });
    let home_first = retry.is_none();
    let retry = retry.map(|retry| {
        view! { <button class="primary" on:click=move |_| retry.run(())>{t(Msg::TryAgain)}</button> }
    });
    view! {
        {preferences}
        <main class="missing">
            <p class="notice warning" role="alert">{reason.text()}</p>
            {retry}
            <button class:primary=home_first on:click=move |_| state.go(Route::Home)>{t(Msg::Home)}</button>
        </main>
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
type Loading = Pin<Box<dyn Future<Output = Result<AnyView, NotLoaded>> + Send>>;

/// What a chunk's view shows: `loading` until `load` has brought it, and if it does not arrive,
/// `missing`'s view of `failure` with a retry (a screen's, or a part of a page's). Once for
/// every chunk rather than once for each chunk's future.
fn loaded_or_retry(
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
