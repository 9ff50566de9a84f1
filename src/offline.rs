//! Offline play and updates, the app's side: registers the service worker (`sw.js`, written into
//! every build by scripts/service-worker.py from scripts/sw.template.js), and shows a quiet
//! banner when a new version is waiting. It tells the worker the language the page speaks, so that
//! the worker keeps that language's files for offline play and not the four others.
//!
//! An update is applied only when the player taps the banner's button: the page never reloads
//! by itself, so never under a player in the middle of a move. Until then the old worker keeps
//! serving the old version's files from the old version's cache.

use crate::i18n::{t, Locale, Msg};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState};

/// What the player's tap sends the waiting worker (sw.template.js listens for it).
const SKIP_WAITING: &str = "skip-waiting";
/// What asks the worker to keep a language's files, before the language's tag.
const KEEP_LANGUAGE: &str = "keep-language ";

/// "Update ready", with the button that applies it. Mounted once, in the app's frame.
#[component]
pub fn UpdateBanner() -> impl IntoView {
    // The new version's worker, installed and waiting for the player's word.
    let waiting = RwSignal::new_local(None::<ServiceWorker>);
    // Set by the button: only then does a change of controller reload the page.
    let applying = StoredValue::new(false);
    leptos::task::spawn_local(async move {
        if let Err(error) = watch(waiting, applying).await {
            // No offline play then, but the app itself works as before.
            leptos::logging::warn!("Gameshelf: the service worker could not be registered: {error:?}");
        }
    });

    let apply = move |_| {
        let Some(worker) = waiting.get_untracked() else {
            return;
        };
        applying.set_value(true);
        // Another tab may have applied this update already: then this page is under the new
        // worker and only needs the new files.
        if worker.state() != ServiceWorkerState::Installed
            || worker.post_message(&SKIP_WAITING.into()).is_err()
        {
            let _ = window().location().reload();
        }
    };

    view! {
        <Show when=move || waiting.with(Option::is_some)>
            <div class="update-banner" role="status" data-testid="update-banner">
                <span>{t(Msg::UpdateReady)}</span>
                <button data-testid="apply-update" on:click=apply>{t(Msg::ApplyUpdate)}</button>
            </div>
        </Show>
    }
}

/// Registers the worker and watches for a new version; under live reload, unregisters instead.
async fn watch(
    waiting: RwSignal<Option<ServiceWorker>, LocalStorage>,
    applying: StoredValue<bool>,
) -> Result<(), JsValue> {
    let Some(container) = service_workers()? else {
        return Ok(());
    };

    if under_live_reload() {
        // `make serve` rebuilds on every change and reloads the page: a worker would answer
        // with the files it cached instead. One left by an earlier `make dist` served at the
        // same address would too, so it goes.
        let found = JsFuture::from(container.get_registration()).await?;
        if let Ok(registration) = found.dyn_into::<ServiceWorkerRegistration>() {
            JsFuture::from(registration.unregister()?).await?;
        }
        return Ok(());
    }

    // The worker also takes over the page on the first visit (clients.claim), which changes
    // the controller too: that must not reload.
    let on_controller_change = Closure::<dyn Fn()>::new(move || {
        if applying.get_value() {
            let _ = window().location().reload();
        }
    });
    container.set_oncontrollerchange(Some(on_controller_change.as_ref().unchecked_ref()));
    // The handlers live as long as the page.
    on_controller_change.forget();

    // Relative to the page, so the worker and its scope follow the public URL.
    let registered = JsFuture::from(container.register("sw.js")).await?;
    // Service workers switched off, by a browser setting or a test harness, register nothing.
    let Ok(registration) = registered.dyn_into::<ServiceWorkerRegistration>() else {
        return Ok(());
    };
    // A version found on an earlier visit and still waiting (no tap yet, the tab never closed).
    if let (Some(_), Some(worker)) = (registration.active(), registration.waiting()) {
        waiting.set(Some(worker));
    }

    let on_update_found = {
        let registration = registration.clone();
        Closure::<dyn Fn()>::new(move || {
            // With no active worker this is the first install, not an update: nothing to tell.
            let (Some(_), Some(worker)) = (registration.active(), registration.installing()) else {
                return;
            };
            let installed = worker.clone();
            let on_state_change = Closure::<dyn Fn()>::new(move || {
                if installed.state() == ServiceWorkerState::Installed {
                    waiting.set(Some(installed.clone()));
                }
            });
            worker.set_onstatechange(Some(on_state_change.as_ref().unchecked_ref()));
            on_state_change.forget();
        })
    };
    registration.set_onupdatefound(Some(on_update_found.as_ref().unchecked_ref()));
    on_update_found.forget();

    keep_language(crate::i18n::locale());
    // Look for a new version now, on every start, not only when the browser gets round to it.
    // Offline this fails, which is no news: the next start online looks again.
    let _ = JsFuture::from(registration.update()?).await;
    Ok(())
}

/// Asks the service worker to keep `language`'s files for offline play, once there is an active
/// worker: the page speaks it now. Without a worker (switched off, or under live reload), nothing.
pub fn keep_language(language: Locale) {
    leptos::task::spawn_local(async move {
        if let Err(error) = tell_active_worker(&format!("{KEEP_LANGUAGE}{}", language.tag())).await {
            leptos::logging::warn!("Gameshelf: the service worker was not told the language: {error:?}");
        }
    });
}

async fn tell_active_worker(message: &str) -> Result<(), JsValue> {
    let Some(container) = service_workers()?.filter(|_| !under_live_reload()) else {
        return Ok(());
    };
    let ready = JsFuture::from(container.ready()?).await?;
    if let Some(worker) = ready.dyn_into::<ServiceWorkerRegistration>()?.active() {
        worker.post_message(&message.into())?;
    }
    Ok(())
}

/// The page's service workers, if the browser has them: not without https or localhost.
fn service_workers() -> Result<Option<ServiceWorkerContainer>, JsValue> {
    let navigator = window().navigator();
    let has = js_sys::Reflect::has(&navigator, &"serviceWorker".into())?;
    Ok(has.then(|| navigator.service_worker()))
}

/// Whether the page comes from Trunk's dev server (`make serve`), which appends its live-reload
/// script (it connects to `.well-known/trunk/ws`) to index.html.
fn under_live_reload() -> bool {
    let scripts = document().scripts();
    (0..scripts.length())
        .filter_map(|index| scripts.item(index))
        .any(|script| {
            script
                .text_content()
                .is_some_and(|text| text.contains(".well-known/trunk/ws"))
        })
}
