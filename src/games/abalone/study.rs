//! Abalone's own screens, its study tools, at `#/abalone/<path>` and read here: the position
//! editor, the analysis board on a position and the analysis of a saved game, one chunk
//! (`abalone_study`) that waits for the language's words; and the ways into them from the shelf,
//! the library and a shared game's page.

use super::{analysis, editor};
use crate::chunk::NotLoaded;
use crate::games::GameExtras;
use crate::i18n::files::{self, Place};
use crate::i18n::{locale, t, Msg};
use crate::route::Route;
use crate::state::AppState;
use crate::ui::{on_demand, with_words};
use gameshelf_engine::abalone::{Fen, Game};
use gameshelf_engine::common::record::GameKind;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// Abalone's own screens, as their addresses name them.
#[derive(Clone, PartialEq, Debug)]
pub enum Study {
    /// The position editor, opening on a position in PlayStrategy's notation if one is given
    /// (in the address with `_` for its spaces, so that it survives a reload).
    Editor(Option<String>),
    /// The analysis board on a position in PlayStrategy's notation, written in the address as
    /// for the editor.
    Analysis(String),
    /// The analysis of the game saved as `id`, showing the position after `ply` moves.
    AnalysisOf { id: String, ply: usize },
}

impl Study {
    /// The screen the path after `#/abalone/` names, if any.
    fn from_path(path: &str) -> Option<Study> {
        if path == "editor" {
            return Some(Study::Editor(None));
        }
        if let Some(fen) = path.strip_prefix("editor/") {
            return Some(Study::Editor(Some(fen.replace('_', " "))));
        }
        if let Some(fen) = path.strip_prefix("analysis/") {
            return Some(Study::Analysis(fen.replace('_', " ")));
        }
        let (id, ply) = path.strip_prefix("analysis-of/")?.rsplit_once('/')?;
        let ply = ply.parse().ok()?;
        (!id.is_empty()).then(|| Study::AnalysisOf {
            id: id.to_string(),
            ply,
        })
    }

    pub fn route(&self) -> Route {
        let path = match self {
            Study::Editor(None) => "editor".into(),
            Study::Editor(Some(fen)) => format!("editor/{}", fen.replace(' ', "_")),
            Study::Analysis(fen) => format!("analysis/{}", fen.replace(' ', "_")),
            Study::AnalysisOf { id, ply } => format!("analysis-of/{id}/{ply}"),
        };
        Route::Game(GameKind::Abalone, path)
    }
}

#[wasm_split(abalone_study, wasm_split_path = ::leptos::wasm_split, fallible)]
fn study_screen(study: Study) -> Result<AnyView, NotLoaded> {
    Ok(with_words(vec![Place::Abalone], move || match study.clone() {
        Study::Editor(start) => view! { <editor::Editor start=start /> }.into_any(),
        Study::Analysis(fen) => view! { <analysis::Analysis fen=fen /> }.into_any(),
        Study::AnalysisOf { id, ply } => view! { <analysis::AnalysisOf id=id ply=ply /> }.into_any(),
    }))
}

impl GameExtras for Game {
    /// The study screen `path` names, once its chunk and the language's words have arrived.
    fn own_screen(path: &str) -> Option<AnyView> {
        let study = Study::from_path(path)?;
        let load = move || {
            let study = study.clone();
            async move {
                files::prepare(locale(), &[Place::Abalone]);
                study_screen(study).await
            }
        };
        Some(on_demand(load, Msg::PageNotLoaded))
    }

    /// The way to the position editor: Abalone alone has positions to set up by hand.
    fn shelf_tools() -> Option<AnyView> {
        let state = expect_context::<AppState>();
        let view = view! {
            <button data-testid="set-up-position" on:click=move |_| state.go(Study::Editor(None).route())>
                {t(Msg::SetUpPosition)}
            </button>
        };
        Some(view.into_any())
    }

    /// A two-player game's.
    fn analysis_of_saved(&self, id: &str, ply: usize) -> Option<Route> {
        (self.setup().players.len() == 2).then(|| {
            Study::AnalysisOf {
                id: id.to_string(),
                ply,
            }
            .route()
        })
    }

    /// A two-player game's, where no one has won yet.
    fn analysis_after(&self, moves: usize) -> Option<Route> {
        let position = self.position_after(moves);
        (self.setup().players.len() == 2 && position.winner().is_none())
            .then(|| Study::Analysis(Fen::write(position, 0, 1)).route())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_editor_route_carries_its_position_through_the_address() {
        let read = |route: Route| match route {
            Route::Game(GameKind::Abalone, path) => Study::from_path(&path),
            _ => None,
        };
        let fen = "ss1SS/sssSSS/1ss1SS1/8/9/8/1SS1ss1/SSSsss/SS1ss 0 0 b 0 1";
        let editor = Study::Editor(Some(fen.into()));
        assert_eq!(
            editor.route().hash(),
            "#/abalone/editor/ss1SS/sssSSS/1ss1SS1/8/9/8/1SS1ss1/SSSsss/SS1ss_0_0_b_0_1"
        );
        assert_eq!(read(Route::from_hash(&editor.route().hash())), Some(editor));
        assert_eq!(
            read(Route::from_hash("#/abalone/editor")),
            Some(Study::Editor(None))
        );
        let analysis = Study::Analysis(fen.into());
        assert_eq!(
            analysis.route().hash(),
            "#/abalone/analysis/ss1SS/sssSSS/1ss1SS1/8/9/8/1SS1ss1/SSSsss/SS1ss_0_0_b_0_1"
        );
        assert_eq!(read(Route::from_hash(&analysis.route().hash())), Some(analysis));
        let of_game = Study::AnalysisOf {
            id: "k3x9".into(),
            ply: 12,
        };
        assert_eq!(of_game.route().hash(), "#/abalone/analysis-of/k3x9/12");
        assert_eq!(read(Route::from_hash(&of_game.route().hash())), Some(of_game));
        assert_eq!(read(Route::from_hash("#/abalone/analysis-of/k3x9/")), None);
    }
}
