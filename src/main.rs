//! Gameshelf in the browser: mounts the app, nothing else.

mod app;
mod games;
mod i18n;
mod library;
mod offline;
mod preferences;
mod robots;
mod share;
mod storage;
mod tabs;
mod ui;

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(app::App);
}
