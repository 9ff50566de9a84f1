//! The screens and how to reach them. The route lives in the URL's hash, so a reload returns to
//! the same screen and the app works from any static host, under any sub-path.

use gameshelf_engine::common::record::GameKind;
use leptos::prelude::window;

#[derive(Clone, PartialEq, Debug)]
pub enum Route {
    Home,
    NewGame(GameKind),
    Play(String),
    /// A game shared as a link: its record, deflated and encoded (see `share`).
    Shared(String),
}

impl Route {
    pub fn from_hash(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        match path.split_once('/') {
            Some((game, "new")) => GameKind::ALL
                .into_iter()
                .find(|kind| kind.name() == game)
                .map_or(Route::Home, Route::NewGame),
            Some(("play", id)) if !id.is_empty() => Route::Play(id.to_string()),
            Some(("shared", code)) if !code.is_empty() => Route::Shared(code.to_string()),
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
        }
    }
}
