//! The library of saved games on the home screen: the list with a picture of each position,
//! filters by game and by state, duplicate, delete with a moment to undo it, each game's export,
//! "Export all" (a backup), and importing either kind of file back from a file picker, a file
//! dropped on the saved games, or pasted text. Storage does the reading and writing; this is
//! the screen's part.
//!
//! Reading saves takes every game's engine, which a first visit's shelf does without: the
//! library is a wasm chunk of its own (`library`, `list.rs`), asked for when storage holds a save
//! (a look at its keys, which reads no record) or when the player asks to import one. Until then
//! the shelf says that there are no saved games, with a button to import some; the warning that
//! a new game would not be kept needs no chunk, and is here.

mod list;

pub use list::{status_line, ExportButton};

use crate::chunk::NotLoaded;
use crate::i18n::{t, Msg};
use crate::storage::{self, SavedGame, Unreadable};
use crate::ui::NotKeptNotice;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use std::time::Duration;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, Url};

/// The library on the home screen. Until its chunk has arrived the notice of saves that could
/// not be read is nothing and the saved games a quiet line; if it does not arrive, a retry.
#[derive(Clone, Copy)]
pub struct OnHome {
    saves: Saves,
    /// Whether the library is to be shown: storage holds a save, or the player asked to import.
    wanted: RwSignal<bool>,
    /// The player asked for the import panel: it takes the focus when it comes.
    asked: StoredValue<bool>,
    parts: LocalResource<Result<Option<Parts>, NotLoaded>>,
    attempt: RwSignal<u32>,
}

/// The saves the home screen shows, read by the library's chunk; owned by the home screen, so
/// that the notices and the list share them.
#[derive(Clone, Copy)]
struct Saves {
    games: RwSignal<Vec<SavedGame>>,
    unreadable: RwSignal<Vec<Unreadable>>,
}

/// The library's parts on the home screen, as its chunk draws them.
#[derive(Clone)]
struct Parts {
    unreadable: ViewFn,
    saved_games: ViewFn,
}

impl OnHome {
    /// The library, its chunk asked for if storage holds a save.
    pub fn load() -> OnHome {
        let saves = Saves {
            games: RwSignal::new(Vec::new()),
            unreadable: RwSignal::new(Vec::new()),
        };
        let wanted = RwSignal::new(storage::has_saves());
        let asked = StoredValue::new(false);
        let attempt = RwSignal::new(0_u32);
        let parts = LocalResource::new(move || {
            attempt.track();
            let wanted = wanted.get();
            async move {
                match wanted {
                    true => parts(saves, asked.get_value()).await.map(Some),
                    false => Ok(None),
                }
            }
        });
        OnHome {
            saves,
            wanted,
            asked,
            parts,
            attempt,
        }
    }

    /// Saves that could not be read, and whether a new game would be kept: above the shelf.
    pub fn notices(self) -> impl IntoView {
        let parts = self.parts;
        let unreadable = move || {
            Suspend::new(async move { parts.await.ok().flatten().map(|parts| parts.unreadable.run()) })
        };
        view! {
            <Suspense>{unreadable}</Suspense>
            <RoomNotice games=self.saves.games />
        }
    }

    /// The saved games and the import panel, under the shelf; with no saves, says so at once.
    pub fn saved_games(self) -> impl IntoView {
        let OnHome {
            wanted,
            parts,
            attempt,
            ..
        } = self;
        let saved_games = move || {
            Suspend::new(async move {
                match parts.await {
                    Ok(Some(parts)) => parts.saved_games.run(),
                    Ok(None) => self.empty().into_any(),
                    Err(NotLoaded) => view! {
                        <div class="notice warning" role="alert" data-testid="library-not-loaded">
                            <p>{t(Msg::LibraryNotLoaded)}</p>
                            <button on:click=move |_| attempt.update(|n| *n += 1)>{t(Msg::TryAgain)}</button>
                        </div>
                    }
                    .into_any(),
                }
            })
        };
        let loading = || view! { <p class="muted" role="status" data-testid="library-loading">{t(Msg::LibraryLoading)}</p> };
        move || match wanted.get() {
            true => view! { <Suspense fallback=loading>{saved_games}</Suspense> }.into_any(),
            false => self.empty().into_any(),
        }
    }

    /// No saved games, without fetching anything: the import panel comes when asked for.
    fn empty(self) -> impl IntoView {
        let import = move |_| {
            self.asked.set_value(true);
            self.wanted.set(true);
        };
        view! {
            <section class="saved" aria-labelledby="saved-title" data-testid="saved-section">
                <SavedHeading disabled=true />
                {no_saved_games()}
                <button data-testid="show-import" on:click=import>{t(Msg::ImportTitle)}</button>
            </section>
        }
    }
}

/// The library's title, and "Export all": `export_all` backs up the saves, and the button is
/// `disabled` while there are none.
#[component]
fn SavedHeading(
    #[prop(into)] disabled: Signal<bool>,
    #[prop(optional)] export_all: Option<Callback<()>>,
) -> impl IntoView {
    let export_all = move |_| {
        if let Some(export_all) = export_all {
            export_all.run(());
        }
    };
    view! {
        <div class="saved-heading">
            <h2 id="saved-title">{t(Msg::SavedGames)}</h2>
            <button data-testid="export-all" on:click=export_all disabled=disabled>
                {t(Msg::ExportAll)}
            </button>
        </div>
    }
}

/// What the library says when it has no saved games.
fn no_saved_games() -> impl IntoView {
    view! { <p class="muted">{t(Msg::NoSavedGames)}</p> }
}

/// Reads every save into `saves`, and draws the library's parts that show them; the import
/// panel takes the focus if the player `asked` for it.
#[wasm_split(library, wasm_split_path = ::leptos::wasm_split, fallible)]
fn parts(saves: Saves, asked: bool) -> Result<Parts, NotLoaded> {
    let (games, unreadable) = storage::load_all();
    saves.games.set(games);
    saves.unreadable.set(unreadable);
    let Saves { games, unreadable } = saves;
    Ok(Parts {
        unreadable: ViewFn::from(move || view! { <list::UnreadableSaves unreadable=unreadable /> }),
        saved_games: ViewFn::from(move || view! { <list::SavedGames games=games asked=asked /> }),
    })
}

/// Warns on the shelf, before a game is started, that storage would not keep it; asked again
/// whenever the saved games change, as deleting them makes room.
#[component]
fn RoomNotice(games: RwSignal<Vec<SavedGame>>) -> impl IntoView {
    let room = Memo::new(move |_| {
        games.track();
        storage::room_for_new_game()
    });
    view! { <NotKeptNotice status=room /> }
}

/// A player's name as part of a file name: lower case, a dash for each run of anything but ASCII
/// letters and digits. ASCII only: Unicode's case and letter tables would cost the bundle more
/// than all the rest of exporting.
pub fn file_word(name: &str) -> String {
    name.split(|char: char| !char.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .collect::<Vec<_>>()
        .join("-")
        .to_ascii_lowercase()
}

/// The local date of a timestamp, as `2026-11-22`.
fn day(millis: u64) -> String {
    let date = js_sys::Date::new(&JsValue::from_f64(millis as f64));
    format!(
        "{:04}-{:02}-{:02}",
        date.get_full_year(),
        date.get_month() + 1,
        date.get_date()
    )
}

/// The type of a game file or a backup.
pub const JSON: &str = "application/json";

/// Hands `text` to the browser as a download named `name`, of the type `mime`.
pub fn download(name: &str, text: &str, mime: &str) {
    if let Err(error) = try_download(name, text, mime) {
        // Only a browser without Blob or object URLs gets here; the saves themselves are untouched.
        leptos::logging::warn!("the download of {name} failed: {error:?}");
    }
}

fn try_download(name: &str, text: &str, mime: &str) -> Result<(), JsValue> {
    let options = BlobPropertyBag::new();
    options.set_type(mime);
    let blob = Blob::new_with_str_sequence_and_options(&js_sys::Array::of1(&text.into()), &options)?;
    let url = Url::create_object_url_with_blob(&blob)?;
    let link: HtmlAnchorElement = document().create_element("a")?.unchecked_into();
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The browser reads the blob after the click returns: free it once it surely has.
    set_timeout(
        move || {
            let _ = Url::revoke_object_url(&url);
        },
        Duration::from_secs(60),
    );
    Ok(())
}
