//! Summy: the board, the screen and the new-game form; the rack, draft and score sheet are the
//! tile games' shared ones.

mod board;
pub mod page;
pub mod setup;

pub use board::BoardPreview;

use crate::i18n::{t, Msg};
use gameshelf_engine::summy::Game;

/// The game's state in a few words, for the home screen.
pub fn status(game: &Game) -> String {
    let players = &game.setup().players;
    let scores: Vec<i32> = game
        .position()
        .scores()
        .iter()
        .map(|&score| score as i32)
        .collect();
    match game.outcome() {
        Some(outcome) => {
            let first = outcome.ranks.iter().filter(|&&rank| rank == 1).count();
            let winners = outcome.ranking[..first]
                .iter()
                .map(|&seat| players[seat].clone())
                .collect();
            let scores = outcome.ranking.iter().map(|&seat| scores[seat]).collect();
            t(Msg::TileGameResult { winners, scores })
        }
        None => t(Msg::TileGameInProgress {
            to_move: players[game.position().to_move()].clone(),
            scores,
        }),
    }
}
