//! The screens and how to reach them. The route lives in the URL's hash, so a reload returns to
//! the same screen and the app works from any static host, under any sub-path.

use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::game::AnyGame;
use leptos::prelude::window;
use std::sync::OnceLock;

#[derive(Clone, PartialEq, Debug)]
pub enum Route {
    Home,
    NewGame(GameKind),
    Play(String),
    /// A game shared as a link: its record, deflated and encoded (see `share`).
    Shared(String),
    /// A link of a game played at a distance: an invitation, an answer or moves (`remote`).
    Link(String),
    /// A screen of the game's own at `#/<game>/<path>`, which the game reads (Abalone's study
    /// tools, `games/abalone/study.rs`); a path the game does not know shows the home screen.
    Game(GameKind, String),
}

impl Route {
    pub fn from_hash(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        match path.split_once('/') {
            Some((game, "new")) => GameKind::from_name(game).map_or(Route::Home, Route::NewGame),
            Some(("play", id)) if !id.is_empty() => Route::Play(id.to_string()),
            Some(("shared", code)) if !code.is_empty() => Route::Shared(code.to_string()),
            Some(("link", code)) if !code.is_empty() => Route::Link(code.to_string()),
            Some((game, path)) => {
                GameKind::from_name(game).map_or(Route::Home, |game| Route::Game(game, path.to_string()))
            }
            _ => Route::Home,
        }
    }

    /// The route the address bar shows now.
    pub fn current() -> Route {
        Route::from_hash(&window().location().hash().unwrap_or_default())
    }

    pub fn hash(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::NewGame(game) => format!("#/{}/new", game.name()),
            Route::Play(id) => format!("#/play/{id}"),
            Route::Shared(code) => format!("#/shared/{code}"),
            Route::Link(code) => format!("#/link/{code}"),
            Route::Game(game, path) => format!("#/{}/{path}", game.name()),
        }
    }
}

/// Where a game can be analysed, which the games hand in at start (`games::register`): the
/// library and a shared game's page open it, and name no game.
pub struct GameRoutes {
    /// The analysis of the game saved as `id`, at its move `ply`, where the game has one.
    pub analysis_of_saved: fn(&AnyGame, &str, usize) -> Option<Route>,
    /// The analysis board on a game's position after its first `moves` moves, if it can go on
    /// from there.
    pub analysis_after: fn(&AnyGame, usize) -> Option<Route>,
}

static REGISTERED: OnceLock<GameRoutes> = OnceLock::new();

/// Hands in the games' routes; the first call's stay.
pub fn register(routes: GameRoutes) {
    let _ = REGISTERED.set(routes);
}

/// The games' routes, handed in at start.
pub fn game_routes() -> &'static GameRoutes {
    REGISTERED
        .get()
        .expect("the games hand in their routes at start (games::register)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_route_survives_its_address() {
        let link = Route::Link("AQID-_x".into());
        assert_eq!(link.hash(), "#/link/AQID-_x");
        assert_eq!(Route::from_hash(&link.hash()), link);
        assert_eq!(Route::from_hash("#/link/"), Route::Home);
        assert_eq!(
            Route::from_hash("#/abalone/new"),
            Route::NewGame(GameKind::Abalone)
        );
        // A game's own screens are the game's to read (`games/abalone/study.rs`).
        let own = Route::Game(GameKind::Abalone, "analysis-of/k3x9/12".into());
        assert_eq!(own.hash(), "#/abalone/analysis-of/k3x9/12");
        assert_eq!(Route::from_hash(&own.hash()), own);
        assert_eq!(Route::from_hash("#/chess/editor"), Route::Home);
    }
}
