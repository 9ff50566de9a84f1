//! Summy: the board, the screen and the new-game form; the rack, draft and score sheet are the
//! tile games' shared ones.

mod board;
pub mod page;
pub mod setup;
pub(super) mod words;

pub use board::{BoardPreview, BoardThumbnail};

use crate::ui::tiles::status_line;
use gameshelf_engine::summy::Game;

/// The game's state in a few words, for the home screen.
pub fn status(game: &Game) -> String {
    let position = game.position();
    let scores: Vec<i32> = position.scores().iter().map(|&score| score as i32).collect();
    let outcome = game.outcome();
    let ranked = outcome
        .as_ref()
        .map(|outcome| (&outcome.ranking[..], &outcome.ranks[..]));
    status_line(&game.setup().players, position.to_move(), &scores, ranked)
}
