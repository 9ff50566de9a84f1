//! Abalone's screens; every rule decision comes from `gameshelf_engine::abalone`.

mod analysis;
mod analysis_screen;
pub mod board;
mod carry;
mod clock;
mod diagrams;
mod drawing;
mod editor;
mod ending;
mod export;
mod focus;
mod geometry;
mod input;
mod moves;
pub mod page;
mod players;
mod pointer;
mod screen;
mod seats;
mod selection;
pub mod setup;
pub(crate) mod shelf_words;
mod study;
mod study_words;
mod variations;
pub(super) mod words;

use crate::chunk::NotLoaded;
use crate::games::screens_on_demand;
use crate::i18n::{t, Msg};
use gameshelf_engine::abalone::Game;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// A saved game's state in a few words, for the home screen: who won, a draw, or who is to move.
pub fn status(game: &Game) -> String {
    let players = &game.setup().players;
    let position = game.position();
    match game.outcome() {
        Some(outcome) if outcome.winners.is_empty() => t(Msg::Draw),
        Some(outcome) => {
            let winners = outcome.winners.iter().flat_map(|&team| position.members(team));
            t(Msg::WonBy(
                winners.map(|seat| players[seat.index()].clone()).collect(),
            ))
        }
        None => {
            let to_move = players[position.to_move().index()].clone();
            format!("{} · {}", t(Msg::InProgress), t(Msg::ToMoveNamed(to_move)))
        }
    }
}

screens_on_demand!(abalone, Abalone, |game, opening| {
    view! { <page::GameScreen id=opening.id.clone() game=game started=opening.started turn_board=opening.turn_board robots=opening.robots.clone() remote=opening.remote.clone() /> }.into_any()
});

/// A picture of the board at the start, for the game's card on the shelf.
pub fn shelf_picture() -> AnyView {
    view! { <board::LayoutPreview layout=gameshelf_engine::abalone::Layout::Standard /> }.into_any()
}

/// The diagram `name` of the rules page: a sumito before and after.
pub fn rules_diagram(name: &str) -> Option<AnyView> {
    diagrams::diagram(name)
}

/// The names of the rules page's diagrams.
#[cfg(test)]
pub const RULES_DIAGRAMS: &[&str] = &diagrams::NAMES;

/// A picture of the game's position: small for the saved-games list, or large enough (`faces`)
/// to read the tiles' faces, for a shared game's page (a marble has no face to read).
pub fn thumbnail(game: &Game, _faces: bool) -> AnyView {
    view! { <board::PositionPreview position=*game.position() /> }.into_any()
}

/// One of every phrase Abalone's screens say, with values that reach each of its forms.
#[cfg(test)]
pub fn phrase_samples() -> Vec<crate::i18n::phrase::Phrase> {
    let screen = words::samples().into_iter().map(|says| says.phrase());
    let study = study_words::samples().into_iter().map(|says| says.phrase());
    screen.chain(study).collect()
}
