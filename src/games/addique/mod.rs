//! Addique: the open table, the hand, the screen and the new-game form.

mod hand;
mod on_table;
pub mod page;
pub mod setup;
mod table;
mod turn;
pub(super) mod words;

pub use table::{TablePreview, TableThumbnail};

use crate::ui::tiles::status_line;
use gameshelf_engine::addique::Game;

/// The game's state in a few words, for the home screen.
pub fn status(game: &Game) -> String {
    let position = game.position();
    let scores: Vec<i32> = position
        .scores()
        .iter()
        .map(|&score| i32::try_from(score).unwrap_or(i32::MAX))
        .collect();
    let outcome = game.outcome();
    let ranked = outcome
        .as_ref()
        .map(|outcome| (&outcome.ranking[..], &outcome.ranks[..]));
    status_line(&game.setup().players, position.to_move(), &scores, ranked)
}
