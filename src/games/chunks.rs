//! Each game's screen and new-game form are a wasm chunk of the game's own (scripts/split-wasm.py
//! cuts the app's wasm at the `#[wasm_split]` functions: each game's `screen` and `new_game`,
//! and those here), and so are a game's own screens (Abalone's study tools, one chunk,
//! `games/abalone/study.rs`), the page of a shared game, and the reading of a save for a game's page: the
//! shelf and the library load without any of them, and each arrives the first time it is
//! opened. (The rules pages, which every game screen opens, are a split point of their own in
//! `ui/rules.rs`, and the library one in `library`.) A chunk that
//! does not arrive (offline before it was ever cached, a network error) is an error to show with
//! a retry, never a panic: the splitter's runtime forgets a failed load, so the next call fetches
//! it again. A game's screen and form, and its own screens, also wait for the words of the
//! language's translation files ([`with_words`](crate::ui::with_words)), fetched beside the chunk: they speak their
//! phrases, and a game's rules page is there.

use super::{load_new_game, load_screen, Opening};
use crate::chunk::NotLoaded;
use crate::i18n::files::{self, Place};
use crate::i18n::locale;
use crate::i18n::Msg;
use crate::storage::{self, SavedGame};
use gameshelf_engine::common::record::GameKind;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// The screen of the save's game, which saves every change under the save's id, once its
/// chunk has arrived; for a game at a distance, with this device's seat (the remote-play chunk)
/// and the game as its session has it.
pub async fn game_screen(saved: SavedGame) -> Result<Result<AnyView, Msg>, NotLoaded> {
    let kept_remote = storage::kept_remote(&saved.id);
    let places = Place::of_screens(saved.game.kind(), kept_remote.is_some());
    files::prepare(locale(), &places);
    let SavedGame {
        id,
        mut game,
        started,
        turn_board,
        robots,
        ..
    } = saved;
    let mut remote = None;
    if let Some(json) = kept_remote {
        match crate::remote::seat_at(id.clone(), json, robots.clone()).await? {
            Ok((seat, kept)) => {
                remote = Some(seat);
                game = kept;
            }
            Err(msg) => return Ok(Err(msg)),
        }
    }
    let opening = Opening {
        id,
        started,
        turn_board,
        robots,
        remote,
    };
    load_screen(game, opening).await.map(Ok)
}

/// The save `id` read from storage (`None` if there is none), in a chunk of its own: reading a
/// save takes its game's engine, which the shelf does without.
#[wasm_split(saves, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn read_save(id: String) -> Result<Option<Result<SavedGame, storage::ReadError>>, NotLoaded> {
    Ok(storage::load(&id))
}

/// The page a link of a game at a distance opens, once the remote-play chunk and the language's
/// words have arrived.
pub async fn remote_link(code: String) -> Result<AnyView, NotLoaded> {
    files::prepare(locale(), &[Place::Remote]);
    crate::remote::link_page(code).await
}

/// The game's new-game form, in the game's chunk with its screen: the shelf never needs it.
pub async fn new_game_form(game: GameKind) -> Result<AnyView, NotLoaded> {
    files::prepare(locale(), &Place::of_screens(game, false));
    load_new_game(game).await
}

/// The page of a game shared as a link.
#[wasm_split(shared_game, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn shared_game(code: String) -> Result<AnyView, NotLoaded> {
    Ok(view! { <crate::share::SharedGame code=code /> }.into_any())
}
