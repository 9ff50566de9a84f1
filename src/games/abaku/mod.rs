//! Abaku: the board, the rack and its draft, the screen, the score sheet and the new-game form.

pub mod board;
mod diagrams;
pub(crate) mod draft;
pub mod page;
mod play;
pub mod setup;
mod sheet;
pub(crate) mod shelf_words;
pub(super) mod words;

use crate::chunk::NotLoaded;
use crate::games::screens_on_demand;
use crate::library::status_line;
use crate::remote::dealt_screen;
use gameshelf_engine::abaku::Game;
use gameshelf_engine::common::record::GameKind;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// The game's state in a few words, for the home screen.
pub fn status(game: &Game) -> String {
    let position = game.position();
    let outcome = game.outcome();
    let scores = outcome.as_ref().map_or_else(
        || position.scores().to_vec(),
        |outcome| outcome.final_scores.clone(),
    );
    let ranked = outcome
        .as_ref()
        .map(|outcome| (&outcome.ranking[..], &outcome.ranks[..]));
    status_line(&game.setup().players, position.to_move(), &scores, ranked)
}

screens_on_demand!(abaku, Abaku, |game, opening| {
    view! { <page::GameScreen id=opening.id.clone() game=game started=opening.started robots=opening.robots.clone() /> }.into_any()
}, at_a_distance: abaku_at_a_distance, |remote, opening| {
    dealt_screen(remote, GameKind::Abaku, play::AtADistance::dealt, |game| {
        view! { <page::GameScreen id=opening.id.clone() game=game started=opening.started robots=opening.robots.clone() remote=remote.panel.clone() /> }.into_any()
    })
});

/// A picture of the board at the start, for the game's card on the shelf.
pub fn shelf_picture() -> AnyView {
    view! { <board::BoardPreview kind=gameshelf_engine::abaku::BoardKind::Classic /> }.into_any()
}

/// The diagram `name` of the rules page: the one-number forms, and a tile touching sideways.
pub fn rules_diagram(name: &str) -> Option<AnyView> {
    diagrams::diagram(name)
}

/// The names of the rules page's diagrams.
#[cfg(test)]
pub const RULES_DIAGRAMS: &[&str] = &diagrams::NAMES;

/// A picture of the game's position: small for the saved-games list, or large enough (`faces`)
/// to read the tiles' faces, for a shared game's page.
pub fn thumbnail(game: &Game, faces: bool) -> AnyView {
    let board = game.position().board();
    let tiles = board.tiles().map(|(square, _)| square).collect();
    let faces = match faces {
        true => board
            .tiles()
            .map(|(square, placed)| (square, placed.digit.to_string()))
            .collect(),
        false => Vec::new(),
    };
    view! { <board::BoardPreview kind=board.kind() tiles=tiles faces=faces /> }.into_any()
}

/// One of every phrase the game's screens say, with values that reach each of its forms.
#[cfg(test)]
pub fn phrase_samples() -> Vec<crate::i18n::phrase::Phrase> {
    words::samples().into_iter().map(|says| says.phrase()).collect()
}

/// Nothing besides its screen and its form.
impl crate::games::GameExtras for Game {}
