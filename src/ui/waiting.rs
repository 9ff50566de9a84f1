//! A screen that waits for what it needs: its code, a chunk of its own (`chunk`), and the words
//! of its translation files (`i18n::files`), with "Loading" until they have arrived, and if they
//! do not, why it cannot be shown, with a retry.

use crate::chunk::{loaded_or_retry, waiting_for, NotLoaded};
use crate::i18n::files::{self, Place};
use crate::i18n::{locale, t, Msg};
use crate::preferences::PreferencesBar;
use crate::route::Route;
use crate::state::AppState;
use leptos::prelude::*;
use std::future::Future;
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
