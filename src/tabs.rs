//! One game, one tab: two tabs on the same saved game would each save their own line of play
//! over the other's. Tabs tell each other which game they show over a `BroadcastChannel`; a
//! tab that opens a game already open elsewhere is told so and offered "continue here", and
//! the tab it takes the game from stops saving and says so. Only the tab holding a game saves
//! it.

use crate::i18n::{t, Msg};
use crate::storage;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

const CHANNEL: &str = "gameshelf.tabs";

/// What this tab knows of the game on its screen.
#[derive(Clone, Copy)]
pub struct Tabs {
    /// The id of the game on screen, if any.
    shown: RwSignal<Option<String>>,
    /// Another tab shows it: before this one took it ("open elsewhere") or after ("taken").
    elsewhere: RwSignal<Option<Elsewhere>>,
}

#[derive(Clone, Copy, PartialEq)]
enum Elsewhere {
    /// This tab opened a game another tab already shows.
    AlreadyOpen,
    /// Another tab took over the game this tab shows.
    TakenOver,
}

thread_local! {
    // The channel lives as long as the page; `None` where the browser has none.
    static CHANNEL_HANDLE: Option<web_sys::BroadcastChannel> = web_sys::BroadcastChannel::new(CHANNEL).ok();
}

fn post(kind: &str, id: &str) {
    CHANNEL_HANDLE.with(|channel| {
        if let Some(channel) = channel {
            let _ = channel.post_message(&JsValue::from_str(&format!("{kind}:{id}")));
        }
    });
}

impl Tabs {
    /// Listens to the other tabs for as long as the page lives.
    pub fn new() -> Tabs {
        let tabs = Tabs {
            shown: RwSignal::new(None),
            elsewhere: RwSignal::new(None),
        };
        let on_message =
            Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
                let Some(text) = event.data().as_string() else {
                    return;
                };
                let Some((kind, id)) = text.split_once(':') else {
                    return;
                };
                if tabs.shown.with_untracked(|shown| shown.as_deref() != Some(id)) {
                    return;
                }
                let holding = tabs.holds();
                match kind {
                    // Another tab opens the game this one holds: it is told so.
                    "open" if holding => post("here", id),
                    "here" => tabs.elsewhere.set(Some(Elsewhere::AlreadyOpen)),
                    "claim" if holding => tabs.elsewhere.set(Some(Elsewhere::TakenOver)),
                    _ => {}
                }
            });
        CHANNEL_HANDLE.with(|channel| {
            if let Some(channel) = channel {
                channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            }
        });
        // The page keeps listening until it closes.
        on_message.forget();
        tabs
    }

    /// The game `id` is on this tab's screen: the others are asked whether they show it too,
    /// or told that this tab takes it over if the player chose "continue here" before the
    /// reload that brought it.
    pub fn show(self, id: &str) {
        self.shown.set(Some(id.to_string()));
        self.elsewhere.set(None);
        if storage::take_claim(id) {
            post("claim", id);
        } else {
            post("open", id);
        }
    }

    /// No game on screen any more.
    pub fn hide(self) {
        self.shown.set(None);
        self.elsewhere.set(None);
    }

    /// This tab may save the game on its screen (untracked).
    pub fn holds(self) -> bool {
        self.elsewhere.with_untracked(Option::is_none)
    }

    /// Takes the game over: reloads it from storage, with every move the other tab saved,
    /// and tells that tab to stop.
    fn continue_here(self) {
        let Some(id) = self.shown.get_untracked() else {
            return;
        };
        storage::claim(&id);
        let _ = window().location().reload();
    }
}

/// Covers the game while another tab holds it, with the way to take it over.
#[component]
pub fn ElsewhereNotice(tabs: Tabs) -> impl IntoView {
    move || {
        tabs.elsewhere.get().map(|elsewhere| {
            let text = match elsewhere {
                Elsewhere::AlreadyOpen => Msg::OpenInAnotherTab,
                Elsewhere::TakenOver => Msg::TakenOverByAnotherTab,
            };
            view! {
                <div class="handover" role="alertdialog" aria-modal="true" data-testid="other-tab">
                    <div class="handover-card">
                        <p>{t(text)}</p>
                        <button class="primary" data-testid="continue-here" on:click=move |_| tabs.continue_here()>
                            {t(Msg::ContinueHere)}
                        </button>
                    </div>
                </div>
            }
        })
    }
}
