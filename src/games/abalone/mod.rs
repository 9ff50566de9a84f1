//! Abalone's screens; every rule decision comes from `gameshelf_engine::abalone`.

pub mod analysis;
mod analysis_screen;
pub mod board;
mod carry;
mod clock;
mod drawing;
pub mod editor;
mod ending;
mod export;
mod focus;
mod geometry;
mod moves;
pub mod page;
mod players;
mod pointer;
mod screen;
mod seats;
mod selection;
pub mod setup;
mod variations;

use crate::i18n::{t, Msg};
use gameshelf_engine::abalone::Game;

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
