//! Abaku: the board, the rack and its draft, the screen, the score sheet and the new-game form.

pub mod board;
pub(crate) mod draft;
pub mod page;
pub mod setup;
mod sheet;
pub(super) mod words;

use crate::ui::tiles::status_line;
use gameshelf_engine::abaku::Game;

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
