//! What the app says that depends on the game, in each game's own words. The games hand them in
//! at start ([`register`], from `games::register`, written from the engine's list of games), so
//! that this layer names no game: a new game's words reach it through the same registry as the
//! rest of the game.

use super::phrase::Phrase;
use crate::storage::AnyGame;
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::game::AnyMoveError;
use std::sync::OnceLock;

/// Each game's words for what the shelf, the library and the frame around its screen say of it.
pub struct GameWords {
    /// The game's blurb on the shelf.
    pub blurb: fn(GameKind) -> Phrase,
    /// What the robots' thinking time does in the game; none where it makes no difference.
    pub robot_time_note: fn(GameKind) -> Option<Phrase>,
    /// What a shared game going on reveals, in a game that hides tiles.
    pub reveals: fn(GameKind) -> Option<Phrase>,
    /// Why a move cannot be played: the rule it breaks, or else (`Err`) what is wrong with its
    /// notation, in the engine's own words.
    pub move_error: fn(&AnyMoveError) -> Result<Phrase, String>,
    /// The message of the game's rules page in its translation files.
    pub rules_id: fn(GameKind) -> &'static str,
    /// A saved game's state in a few words, for the home screen.
    pub status: fn(&AnyGame) -> String,
}

static REGISTERED: OnceLock<GameWords> = OnceLock::new();

/// Hands in the games' words; the first call's stay.
pub fn register(words: GameWords) {
    let _ = REGISTERED.set(words);
}

/// The games' words, handed in at start.
pub fn game_words() -> &'static GameWords {
    REGISTERED
        .get()
        .expect("the games hand in their words at start (games::register)")
}
