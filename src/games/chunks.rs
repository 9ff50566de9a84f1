//! Each game's screen is a wasm chunk of its own (scripts/split-wasm.py cuts the app's wasm at
//! these functions), and so are each game's new-game form, Abalone's study tools (the position
//! editor and the analysis board, one chunk) and the page of a shared game: the shelf and the
//! library load without any of them, and each arrives the first time it is opened. (The rules
//! pages, which every game screen opens, are a split point of their own in `ui/rules.rs`.) A chunk that
//! does not arrive (offline before it was ever cached, a network error) is an error to show with
//! a retry, never a panic: the splitter's runtime forgets a failed load, so the next call fetches
//! it again. A game's screen and form also wait for the language's translation file
//! ([`with_words`]), fetched beside the chunk: they speak its phrases, and its rules page is there.

use super::{abaku, abalone, addique, summy, with_words};
use crate::chunk::NotLoaded;
use crate::i18n::{files, locale};
use crate::storage::{AnyGame, SavedGame};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::robot::Robots;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// The screen of the save's game, which saves every change under the save's id, once its
/// chunk has arrived.
pub async fn game_screen(saved: SavedGame) -> Result<AnyView, NotLoaded> {
    files::prepare(locale());
    let SavedGame {
        id,
        game,
        started,
        turn_board,
        robots,
        ..
    } = saved;
    match game {
        AnyGame::Abalone(game) => abalone_screen(id, game, started, turn_board, robots).await,
        AnyGame::Abaku(game) => abaku_screen(id, *game, started, robots).await,
        AnyGame::Summy(game) => summy_screen(id, *game, started, robots).await,
        AnyGame::Addique(game) => addique_screen(id, *game, started, robots).await,
    }
}

#[wasm_split(abalone, wasm_split_path = ::leptos::wasm_split, fallible)]
fn abalone_screen(
    id: String,
    game: gameshelf_engine::abalone::Game,
    started: u64,
    turn_board: bool,
    robots: Robots,
) -> Result<AnyView, NotLoaded> {
    Ok(with_words(move || {
        let (id, game, robots) = (id.clone(), game.clone(), robots.clone());
        view! {
            <abalone::page::GameScreen id=id game=game started=started turn_board=turn_board robots=robots />
        }
        .into_any()
    }))
}

#[wasm_split(abaku, wasm_split_path = ::leptos::wasm_split, fallible)]
fn abaku_screen(
    id: String,
    game: gameshelf_engine::abaku::Game,
    started: u64,
    robots: Robots,
) -> Result<AnyView, NotLoaded> {
    Ok(with_words(move || {
        let (id, game, robots) = (id.clone(), game.clone(), robots.clone());
        view! { <abaku::page::GameScreen id=id game=game started=started robots=robots /> }.into_any()
    }))
}

#[wasm_split(summy, wasm_split_path = ::leptos::wasm_split, fallible)]
fn summy_screen(
    id: String,
    game: gameshelf_engine::summy::Game,
    started: u64,
    robots: Robots,
) -> Result<AnyView, NotLoaded> {
    Ok(with_words(move || {
        let (id, game, robots) = (id.clone(), game.clone(), robots.clone());
        view! { <summy::page::GameScreen id=id game=game started=started robots=robots /> }.into_any()
    }))
}

#[wasm_split(addique, wasm_split_path = ::leptos::wasm_split, fallible)]
fn addique_screen(
    id: String,
    game: gameshelf_engine::addique::Game,
    started: u64,
    robots: Robots,
) -> Result<AnyView, NotLoaded> {
    Ok(with_words(move || {
        let (id, game, robots) = (id.clone(), game.clone(), robots.clone());
        view! { <addique::page::GameScreen id=id game=game started=started robots=robots /> }.into_any()
    }))
}

#[wasm_split(abalone_study, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn abalone_editor(start: Option<String>) -> Result<AnyView, NotLoaded> {
    Ok(view! { <abalone::editor::Editor start=start /> }.into_any())
}

#[wasm_split(abalone_study, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn abalone_analysis(fen: String) -> Result<AnyView, NotLoaded> {
    Ok(view! { <abalone::analysis::Analysis fen=fen /> }.into_any())
}

#[wasm_split(abalone_study, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn abalone_analysis_of(id: String, ply: usize) -> Result<AnyView, NotLoaded> {
    Ok(view! { <abalone::analysis::AnalysisOf id=id ply=ply /> }.into_any())
}

/// The game's new-game form, each game's a chunk of its own: resuming a saved game never needs
/// it, and the shelf never does.
pub async fn new_game_form(game: GameKind) -> Result<AnyView, NotLoaded> {
    files::prepare(locale());
    match game {
        GameKind::Abalone => abalone_new_game().await,
        GameKind::Abaku => abaku_new_game().await,
        GameKind::Summy => summy_new_game().await,
        GameKind::Addique => addique_new_game().await,
    }
}

#[wasm_split(abalone_new, wasm_split_path = ::leptos::wasm_split, fallible)]
fn abalone_new_game() -> Result<AnyView, NotLoaded> {
    Ok(with_words(|| view! { <abalone::setup::NewGame /> }.into_any()))
}

#[wasm_split(abaku_new, wasm_split_path = ::leptos::wasm_split, fallible)]
fn abaku_new_game() -> Result<AnyView, NotLoaded> {
    Ok(with_words(|| view! { <abaku::setup::NewGame /> }.into_any()))
}

#[wasm_split(summy_new, wasm_split_path = ::leptos::wasm_split, fallible)]
fn summy_new_game() -> Result<AnyView, NotLoaded> {
    Ok(with_words(|| view! { <summy::setup::NewGame /> }.into_any()))
}

#[wasm_split(addique_new, wasm_split_path = ::leptos::wasm_split, fallible)]
fn addique_new_game() -> Result<AnyView, NotLoaded> {
    Ok(with_words(|| view! { <addique::setup::NewGame /> }.into_any()))
}

/// The page of a game shared as a link.
#[wasm_split(shared_game, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn shared_game(code: String) -> Result<AnyView, NotLoaded> {
    Ok(view! { <crate::share::SharedGame code=code /> }.into_any())
}
