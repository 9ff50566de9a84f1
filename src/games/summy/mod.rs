//! Summy: the board, the screen and the new-game form; the rack, draft and score sheet are the
//! tile games' shared ones.

mod board;
mod diagrams;
pub mod page;
mod play;
pub mod setup;
pub(crate) mod shelf_words;
pub(super) mod words;

pub use board::{BoardPreview, BoardThumbnail};

use crate::chunk::NotLoaded;
use crate::games::screens_on_demand;
use crate::games::tiles::standing_status;
use crate::remote::dealt_screen;
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::summy::Game;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// The game's state in a few words, for the home screen.
pub fn status(game: &Game) -> String {
    standing_status(
        game,
        game.outcome().map(|outcome| (outcome.ranking, outcome.ranks)),
    )
}

screens_on_demand!(summy, Summy, |game, opening| {
    view! { <page::GameScreen id=opening.id.clone() game=game started=opening.started robots=opening.robots.clone() /> }.into_any()
}, at_a_distance: summy_at_a_distance, |remote, opening| {
    dealt_screen(remote, GameKind::Summy, play::AtADistance::dealt, |game| {
        view! { <page::GameScreen id=opening.id.clone() game=game started=opening.started robots=opening.robots.clone() remote=remote.panel.clone() /> }.into_any()
    })
});

/// A picture of the board at the start, for the game's card on the shelf.
pub fn shelf_picture() -> AnyView {
    view! { <BoardPreview /> }.into_any()
}

/// The diagram `name` of the rules page: a sum capped, and play going on across it.
pub fn rules_diagram(name: &str) -> Option<AnyView> {
    diagrams::diagram(name)
}

/// The names of the rules page's diagrams.
#[cfg(test)]
pub const RULES_DIAGRAMS: &[&str] = &diagrams::NAMES;

/// A picture of the game's position: small for the saved-games list, or large enough (`faces`)
/// to read the tiles' faces, for a shared game's page.
pub fn thumbnail(game: &Game, faces: bool) -> AnyView {
    view! { <BoardThumbnail board=game.position().board().clone() faces=faces /> }.into_any()
}

/// One of every phrase the game's screens say, with values that reach each of its forms.
#[cfg(test)]
pub fn phrase_samples() -> Vec<crate::i18n::phrase::Phrase> {
    words::samples().into_iter().map(|says| says.phrase()).collect()
}

/// Nothing besides its screen and its form.
impl crate::games::GameExtras for Game {}
