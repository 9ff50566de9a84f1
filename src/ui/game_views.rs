//! What the ui kit draws that depends on the game, as each game draws it. The games hand their
//! pictures in at start ([`register`], from `games::register`), so that the kit names no game.

use crate::storage::AnyGame;
use gameshelf_engine::common::record::GameKind;
use leptos::prelude::AnyView;
use std::sync::OnceLock;

/// Each game's pictures, for the library, a shared game's page and the rules pages.
pub struct GameViews {
    /// A picture of a saved game's position: small for the saved-games list, or large enough
    /// (`faces`) to read the tiles' faces.
    pub thumbnail: fn(&AnyGame, bool) -> AnyView,
    /// The diagram `name` of the game's rules page, drawn by the game's own board; none for a
    /// name the game does not know.
    pub rules_diagram: fn(GameKind, &str) -> Option<AnyView>,
}

static REGISTERED: OnceLock<GameViews> = OnceLock::new();

/// Hands in the games' pictures; the first call's stay.
pub fn register(views: GameViews) {
    let _ = REGISTERED.set(views);
}

/// The games' pictures, handed in at start.
pub fn game_views() -> &'static GameViews {
    REGISTERED
        .get()
        .expect("the games hand in their pictures at start (games::register)")
}
