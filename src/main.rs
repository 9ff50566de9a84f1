//! Gameshelf in the browser: mounts the app, nothing else.

mod app;
mod chunk;
mod games;
mod i18n;
#[cfg(test)]
mod layers;
mod library;
mod offline;
mod preferences;
mod remote;
mod review;
mod robots;
mod route;
mod settings;
mod share;
mod state;
mod storage;
mod tabs;
mod ui;

fn main() {
    console_error_panic_hook::set_once();
    games::register();
    // A language other than English is a chunk to fetch before anything is worded. If it does
    // not arrive, the app speaks English, says so and offers to try again (`preferences`).
    let language = preferences::chosen_language();
    wasm_bindgen_futures::spawn_local(async move {
        let _ = i18n::speak(language).await;
        leptos::mount::mount_to_body(app::App);
        remove_splash();
    });
}

/// Takes away the shell index.html paints before the wasm arrives, now that the app is drawn
/// under it.
fn remove_splash() {
    let splash = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id("splash"));
    if let Some(splash) = splash {
        splash.remove();
    }
}
