//! Abaku: the board, the rack and its draft, the screen, the score sheet and the new-game form.

pub mod board;
mod draft;
pub mod page;
pub mod setup;
mod sheet;

use crate::i18n::{t, Msg};
use gameshelf_engine::abaku::Game;

/// The game's state in a few words, for the home screen.
pub fn status(game: &Game) -> String {
    let players = &game.setup().players;
    match game.outcome() {
        Some(outcome) => {
            let best = outcome.ranks.iter().filter(|&&rank| rank == 1).count();
            let winners = outcome.ranking[..best]
                .iter()
                .map(|&seat| players[seat].clone())
                .collect();
            let scores = outcome
                .ranking
                .iter()
                .map(|&seat| outcome.final_scores[seat])
                .collect();
            t(Msg::TileGameResult { winners, scores })
        }
        None => {
            let position = game.position();
            let scores = position.scores().to_vec();
            t(Msg::TileGameInProgress {
                to_move: players[position.to_move()].clone(),
                scores,
            })
        }
    }
}
