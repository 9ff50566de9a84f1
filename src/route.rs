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
    /// A link of a game played at a distance: an invitation, an answer or moves (`remote`).
    Link(String),
    /// Abalone's position editor, opening on a position in PlayStrategy's notation if one is
    /// given (in the address with `_` for its spaces, so that it survives a reload).
    AbaloneEditor(Option<String>),
    /// Abalone's analysis board on a position in PlayStrategy's notation, written in the
    /// address as for the editor.
    AbaloneAnalysis(String),
    /// The analysis of the Abalone game saved as `id`, showing the position after `ply` moves.
    AbaloneAnalysisOf {
        id: String,
        ply: usize,
    },
}

impl Route {
    pub fn from_hash(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        match path.split_once('/') {
            Some(("abalone", "editor")) => Route::AbaloneEditor(None),
            Some(("abalone", rest)) if rest.starts_with("editor/") => {
                Route::AbaloneEditor(Some(rest["editor/".len()..].replace('_', " ")))
            }
            Some(("abalone", rest)) if rest.starts_with("analysis/") => {
                Route::AbaloneAnalysis(rest["analysis/".len()..].replace('_', " "))
            }
            Some(("abalone", rest)) if rest.starts_with("analysis-of/") => {
                let (id, ply) = rest["analysis-of/".len()..].rsplit_once('/').unwrap_or_default();
                match ply.parse() {
                    Ok(ply) if !id.is_empty() => Route::AbaloneAnalysisOf {
                        id: id.to_string(),
                        ply,
                    },
                    _ => Route::Home,
                }
            }
            Some((game, "new")) => GameKind::from_name(game).map_or(Route::Home, Route::NewGame),
            Some(("play", id)) if !id.is_empty() => Route::Play(id.to_string()),
            Some(("shared", code)) if !code.is_empty() => Route::Shared(code.to_string()),
            Some(("link", code)) if !code.is_empty() => Route::Link(code.to_string()),
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
            Route::AbaloneEditor(None) => "#/abalone/editor".into(),
            Route::AbaloneEditor(Some(fen)) => format!("#/abalone/editor/{}", fen.replace(' ', "_")),
            Route::AbaloneAnalysis(fen) => format!("#/abalone/analysis/{}", fen.replace(' ', "_")),
            Route::AbaloneAnalysisOf { id, ply } => format!("#/abalone/analysis-of/{id}/{ply}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_editor_route_carries_its_position_through_the_address() {
        let fen = "ss1SS/sssSSS/1ss1SS1/8/9/8/1SS1ss1/SSSsss/SS1ss 0 0 b 0 1";
        let route = Route::AbaloneEditor(Some(fen.into()));
        assert_eq!(
            route.hash(),
            "#/abalone/editor/ss1SS/sssSSS/1ss1SS1/8/9/8/1SS1ss1/SSSsss/SS1ss_0_0_b_0_1"
        );
        assert_eq!(Route::from_hash(&route.hash()), route);
        assert_eq!(Route::from_hash("#/abalone/editor"), Route::AbaloneEditor(None));
        let analysis = Route::AbaloneAnalysis(fen.into());
        assert_eq!(
            analysis.hash(),
            "#/abalone/analysis/ss1SS/sssSSS/1ss1SS1/8/9/8/1SS1ss1/SSSsss/SS1ss_0_0_b_0_1"
        );
        assert_eq!(Route::from_hash(&analysis.hash()), analysis);
        let of_game = Route::AbaloneAnalysisOf {
            id: "k3x9".into(),
            ply: 12,
        };
        assert_eq!(of_game.hash(), "#/abalone/analysis-of/k3x9/12");
        assert_eq!(Route::from_hash(&of_game.hash()), of_game);
        assert_eq!(Route::from_hash("#/abalone/analysis-of/k3x9/"), Route::Home);
        let link = Route::Link("AQID-_x".into());
        assert_eq!(link.hash(), "#/link/AQID-_x");
        assert_eq!(Route::from_hash(&link.hash()), link);
        assert_eq!(Route::from_hash("#/link/"), Route::Home);
        // The other games' new-game forms are unchanged.
        assert_eq!(
            Route::from_hash("#/abalone/new"),
            Route::NewGame(GameKind::Abalone)
        );
    }
}
