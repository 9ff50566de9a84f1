//! One module per game: its board, its screen and its new-game form. Here, the one place the
//! app registers a game (its `mod` line): its new-game form, its picture on the shelf, loading a
//! saved game for its screen, and its line on the home screen all go through the same face that
//! every game's module has.

pub mod abaku;
pub mod abalone;
pub mod addique;
mod chunks;
mod panel_actions;
mod players_form;
pub mod summy;
pub mod tiles;

pub use panel_actions::PanelActions;
pub use players_form::PlayersForm;

use crate::chunk::NotLoaded;
use crate::i18n::phrase::Phrase;
use crate::i18n::{GameWords, Msg};
use crate::remote::RemoteSeat;
use crate::route::{GameRoutes, Route};
use crate::state::AppState;
use crate::storage::AnyGame;
use crate::ui::{on_demand, GameViews, Missing};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::common::record::MoveError;
use gameshelf_engine::game::AnyMoveError;
use gameshelf_engine::robot::Robots;
use leptos::prelude::*;

/// The game's new-game form.
pub fn new_game_form(game: GameKind) -> AnyView {
    on_demand(move || chunks::new_game_form(game), Msg::PageNotLoaded)
}

/// What the app does that depends on the game, written from the engine's list of games
/// ([`gameshelf_engine::games!`]): each game's module has the same face (`screen`, `new_game`,
/// `shelf_picture`, `status`, `thumbnail`), so a game is registered by its `mod` line above.
macro_rules! dispatch_on_game {
    (() $($kind:ident $module:ident $title:literal,)*) => {
        /// A picture of the game's board at its start, for its card on the shelf.
        pub fn shelf_picture(game: GameKind) -> AnyView {
            match game {
                $(GameKind::$kind => $module::shelf_picture(),)*
            }
        }

        /// The message of the game's rules page in its translation files: `<game>-rules`.
        pub fn rules_id(game: GameKind) -> &'static str {
            match game {
                $(GameKind::$kind => concat!(stringify!($module), "-rules"),)*
            }
        }

        /// The diagram `name` of the game's rules page (a line `@name` of its text), drawn by
        /// the game's own board; none for a name the game does not know.
        pub fn rules_diagram(game: GameKind, name: &str) -> Option<AnyView> {
            match game {
                $(GameKind::$kind => $module::rules_diagram(name),)*
            }
        }

        /// The names of the diagrams of the game's rules page, each drawn by `rules_diagram`.
        #[cfg(test)]
        pub fn rules_diagram_names(game: GameKind) -> &'static [&'static str] {
            match game {
                $(GameKind::$kind => $module::RULES_DIAGRAMS,)*
            }
        }

        /// A saved game's state in a few words, for the home screen.
        pub fn status(game: &AnyGame) -> String {
            match game {
                $(AnyGame::$kind(game) => $module::status(game),)*
            }
        }

        /// A picture of a saved game's position: small for the saved-games list, or large
        /// enough (`faces`) to read the tiles' faces, for a shared game's page.
        pub fn thumbnail(game: &AnyGame, faces: bool) -> AnyView {
            match game {
                $(AnyGame::$kind(game) => $module::thumbnail(game, faces),)*
            }
        }

        /// The game's screen, once its chunk has arrived.
        async fn load_screen(game: AnyGame, opening: Opening) -> Result<AnyView, NotLoaded> {
            match game {
                $(AnyGame::$kind(game) => $module::screen(*game, opening).await,)*
            }
        }

        /// The game's new-game form, once its chunk has arrived.
        async fn load_new_game(game: GameKind) -> Result<AnyView, NotLoaded> {
            match game {
                $(GameKind::$kind => $module::new_game().await,)*
            }
        }

        /// The game's own screen `path` names (`#/<game>/<path>`), if any.
        pub fn own_screen(game: GameKind, path: &str) -> Option<AnyView> {
            match game {
                $(GameKind::$kind => <gameshelf_engine::$module::Game as GameExtras>::own_screen(path),)*
            }
        }

        /// What the game's card on the shelf offers besides a new game and its rules.
        pub fn shelf_tools(game: GameKind) -> Option<AnyView> {
            match game {
                $(GameKind::$kind => <gameshelf_engine::$module::Game as GameExtras>::shelf_tools(),)*
            }
        }

        /// See [`GameExtras::analysis_of_saved`].
        fn analysis_of_saved(game: &AnyGame, id: &str, ply: usize) -> Option<Route> {
            match game {
                $(AnyGame::$kind(game) => game.analysis_of_saved(id, ply),)*
            }
        }

        /// See [`GameExtras::analysis_after`].
        fn analysis_after(game: &AnyGame, moves: usize) -> Option<Route> {
            match game {
                $(AnyGame::$kind(game) => game.analysis_after(moves),)*
            }
        }

        /// One of every phrase the game's screens say, with values that reach each of its
        /// forms: the translation tests word each in every language.
        #[cfg(test)]
        pub fn phrase_samples(game: GameKind) -> Vec<crate::i18n::phrase::Phrase> {
            match game {
                $(GameKind::$kind => $module::phrase_samples(),)*
            }
        }

        /// The game's blurb on the shelf.
        pub fn blurb(game: GameKind) -> Phrase {
            match game {
                $(GameKind::$kind => $module::shelf_words::blurb(),)*
            }
        }

        /// What the robots' thinking time does in the game; none where it makes no difference.
        pub fn robot_time_note(game: GameKind) -> Option<Phrase> {
            match game {
                $(GameKind::$kind => $module::shelf_words::robot_time_note(),)*
            }
        }

        /// What a shared game going on reveals, in a game that hides tiles.
        pub fn reveals(game: GameKind) -> Option<Phrase> {
            match game {
                $(GameKind::$kind => $module::shelf_words::reveals(),)*
            }
        }

        /// Why a move cannot be played: the rule it breaks, or else (`Err`) what is wrong with
        /// its notation (a record's), in the engine's own words.
        pub fn move_error(error: &AnyMoveError) -> Result<Phrase, String> {
            match error {
                $(
                    AnyMoveError::$kind(MoveError::Rule(error)) => Ok($module::shelf_words::rule(error)),
                    AnyMoveError::$kind(MoveError::Notation(error)) => {
                        Err(crate::i18n::excerpt(&error.to_string()))
                    }
                )*
            }
        }

        /// The same of every phrase the games say outside their screens (`shelf_words.rs`):
        /// each game's blurb, time note, what it reveals, and its sample rule errors.
        #[cfg(test)]
        pub fn shelf_phrase_samples() -> Vec<crate::i18n::phrase::Phrase> {
            let mut samples = Vec::new();
            $(
                samples.push($module::shelf_words::blurb());
                samples.extend($module::shelf_words::robot_time_note());
                samples.extend($module::shelf_words::reveals());
                samples.extend($module::shelf_words::sample_errors().iter().map($module::shelf_words::rule));
            )*
            samples.extend(abalone::shelf_words::ShelfSays::samples().iter().map(abalone::shelf_words::ShelfSays::phrase));
            samples
        }
    };
}
gameshelf_engine::games!(dispatch_on_game!);

/// Hands the games' words to the translation layer, their pictures to the ui kit and their
/// analyses to the routes, which name no game: done once at start, before anything is drawn.
pub fn register() {
    crate::i18n::register(GameWords {
        blurb,
        robot_time_note,
        reveals,
        move_error,
        rules_id,
        status,
    });
    crate::ui::register(GameViews {
        thumbnail,
        rules_diagram,
    });
    crate::route::register(GameRoutes {
        analysis_of_saved,
        analysis_after,
    });
}

/// What a game may offer besides its screen and its form, each nothing unless the game says so
/// (`impl GameExtras for Game {}` in its `mod.rs`): screens of its own at `#/<game>/<path>`
/// (Abalone's study tools), tools on its card on the shelf, and the analysis of a saved game or
/// of a position, which the library and a shared game's page offer through [`GameRoutes`].
pub trait GameExtras {
    /// The game's own screen `path` names (`#/<game>/<path>`), if any.
    fn own_screen(_path: &str) -> Option<AnyView> {
        None
    }

    /// What the game's card on the shelf offers besides a new game and its rules.
    fn shelf_tools() -> Option<AnyView> {
        None
    }

    /// The analysis of the game, saved as `id`, at its move `ply`, where the game has one.
    fn analysis_of_saved(&self, _id: &str, _ply: usize) -> Option<Route> {
        None
    }

    /// The analysis board on the game's position after its first `moves` moves, if it can go
    /// on from there.
    fn analysis_after(&self, _moves: usize) -> Option<Route> {
        None
    }
}

/// Writes a game module's `screen` and `new_game`, one chunk for both (`$chunk`:
/// scripts/split-wasm.py cuts the app's wasm there), each drawn once the language's words have
/// arrived: `$view` is the game's screen for `$game` and `$opening`, the form its
/// `setup::NewGame`. One chunk rather than two: a newcomer first opens a game from its form, and
/// as two split points the code both use went to many small chunks of its own, fetched file by
/// file (docs/benchmarks.md, "A game's form and screen as one chunk").
///
/// A tile game's screen at a distance, `$distant_view` for this device's seat `$remote`, has a
/// chunk of its own (`$distant`): the screen is generic over a game dealt here or by links, and
/// its second copy made a game's first opening fetch some 30 KB it never runs (issue 61).
macro_rules! screens_on_demand {
    ($chunk:ident, $kind:ident, |$game:ident, $opening:ident| $view:expr) => {
        $crate::games::screens_on_demand!(@screen pub screen, $chunk, $kind, |$game, $opening| $view);
        $crate::games::screens_on_demand!(@form $chunk, $kind);
    };
    (
        $chunk:ident, $kind:ident, |$game:ident, $opening:ident| $view:expr,
        at_a_distance: $distant:ident, |$remote:ident, $distant_opening:ident| $distant_view:expr
    ) => {
        /// The game's screen, saving under the opening's id: played here, or at a distance.
        pub async fn screen(game: Game, opening: $crate::games::Opening) -> Result<AnyView, NotLoaded> {
            match opening.remote.clone() {
                Some(remote) => screen_at_a_distance(remote, opening).await,
                None => screen_here(game, opening).await,
            }
        }

        $crate::games::screens_on_demand!(@screen screen_here, $chunk, $kind, |$game, $opening| $view);

        /// The game's screen at a distance, for this device's seat.
        #[wasm_split($distant, wasm_split_path = ::leptos::wasm_split, fallible)]
        fn screen_at_a_distance(
            remote: $crate::remote::RemoteSeat,
            opening: $crate::games::Opening,
        ) -> Result<AnyView, NotLoaded> {
            let places = $crate::i18n::files::Place::of_screens(::gameshelf_engine::common::record::GameKind::$kind, true);
            Ok($crate::ui::with_words(places, move || {
                let ($remote, $distant_opening) = (&remote, &opening);
                $distant_view
            }))
        }

        $crate::games::screens_on_demand!(@form $chunk, $kind);
    };
    (@screen $vis:vis $name:ident, $chunk:ident, $kind:ident, |$game:ident, $opening:ident| $view:expr) => {
        /// The game's screen, saving under the opening's id.
        #[wasm_split($chunk, wasm_split_path = ::leptos::wasm_split, fallible)]
        $vis fn $name(game: Game, opening: $crate::games::Opening) -> Result<AnyView, NotLoaded> {
            let places = $crate::i18n::files::Place::of_screens(
                ::gameshelf_engine::common::record::GameKind::$kind,
                opening.remote.is_some(),
            );
            Ok($crate::ui::with_words(places, move || {
                let ($game, $opening) = (game.clone(), &opening);
                $view
            }))
        }
    };
    (@form $chunk:ident, $kind:ident) => {
        /// The new-game form: resuming a saved game never needs it, and the shelf never does.
        #[wasm_split($chunk, wasm_split_path = ::leptos::wasm_split, fallible)]
        pub fn new_game() -> Result<AnyView, NotLoaded> {
            let places = $crate::i18n::files::Place::of_screens(
                ::gameshelf_engine::common::record::GameKind::$kind,
                false,
            );
            Ok($crate::ui::with_words(places, || {
                view! { <setup::NewGame /> }.into_any()
            }))
        }
    };
}
pub(crate) use screens_on_demand;

/// What a game's screen is opened with, besides the game: the save's particulars.
pub struct Opening {
    pub id: String,
    /// Milliseconds since the epoch.
    pub started: u64,
    /// Turn the board so that the player to move sits at the bottom (Abalone).
    pub turn_board: bool,
    pub robots: Robots,
    /// This device's seat, in a game played at a distance.
    pub remote: Option<RemoteSeat>,
}

/// The game saved as `id` on its game's screen: the game last on screen if it is that one (it
/// may not have reached storage), else the save, read by the chunk that reads saves; a note if
/// it is neither found nor readable.
#[component]
pub fn GamePage(id: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    let load = move || {
        let id = id.clone();
        async move {
            let saved = match state.open(&id) {
                Some(open) => Some(Ok(open)),
                None => chunks::read_save(id).await?,
            };
            let saved = match saved {
                Some(Ok(saved)) => saved,
                Some(Err(reason)) => {
                    return Ok(view! { <Missing reason=Msg::SaveUnreadable(reason) /> }.into_any())
                }
                None => return Ok(view! { <Missing reason=Msg::GameNotFound /> }.into_any()),
            };
            // The screen's saves carry on what it does not change, such as the save's name.
            state.open_game.set_value(Some(saved.clone()));
            let shown = chunks::game_screen(saved).await?;
            Ok(shown.unwrap_or_else(|reason| view! { <Missing reason=reason /> }.into_any()))
        }
    };
    on_demand(load, Msg::ScreenNotLoaded)
}

/// The page a link of a game at a distance opens, `code` being the link's text.
pub fn remote_link(code: String) -> AnyView {
    on_demand(move || chunks::remote_link(code.clone()), Msg::PageNotLoaded)
}

/// The screen a shared link opens, `code` being the game's record as the link carries it.
pub fn shared_game(code: String) -> AnyView {
    on_demand(move || chunks::shared_game(code.clone()), Msg::PageNotLoaded)
}
