//! What every screen shares, provided by the app as a context.

use crate::route::Route;
use crate::storage::{self, SaveStatus, SavedGame};
use crate::tabs::Tabs;
use leptos::prelude::*;

/// What every screen shares: the route, whether saving works, and the game last on screen,
/// kept current so that it survives leaving its screen even when storage is off.
#[derive(Clone, Copy)]
pub struct AppState {
    pub route: RwSignal<Route>,
    pub save_status: RwSignal<SaveStatus>,
    pub open_game: StoredValue<Option<SavedGame>>,
    /// Which other tabs show the game on screen: only the tab holding it saves it.
    pub tabs: Tabs,
    /// How many times the route has changed: a screen drawn again on the same visit (the whole
    /// app is, when the language changes) tells itself from a new visit by it.
    pub visit: StoredValue<u64>,
}

impl AppState {
    /// The state on opening the app: the route in the address bar, saving assumed to work.
    pub fn load() -> AppState {
        AppState {
            route: RwSignal::new(Route::current()),
            save_status: RwSignal::new(SaveStatus::Saved),
            open_game: StoredValue::new(None),
            tabs: Tabs::new(),
            visit: StoredValue::new(0),
        }
    }

    /// The game saved as `id`: the game last on screen if it is that one (it may not have
    /// reached storage), else the save; `None` if there is neither.
    pub fn saved_game(&self, id: &str) -> Option<Result<SavedGame, storage::ReadError>> {
        self.open(id).map(Ok).or_else(|| storage::load(id))
    }

    /// The game last on screen, if it is the one saved as `id`.
    pub fn open(&self, id: &str) -> Option<SavedGame> {
        self.open_game
            .with_value(|open| open.as_ref().filter(|saved| saved.id == id).cloned())
    }

    pub fn go(&self, route: Route) {
        // Setting the hash adds a history entry; the `hashchange` that follows finds the route
        // already set and changes nothing.
        let _ = window().location().set_hash(&route.hash());
        self.show(route);
    }

    /// Saves `game` as the save `id` after every change, and keeps it as the game last on
    /// screen.
    pub fn keep_saved<G: Clone + Into<storage::AnyGame> + Send + Sync + 'static>(
        self,
        id: String,
        started: u64,
        turn_board: bool,
        game: RwSignal<G>,
    ) {
        let tabs = self.tabs;
        self.keep_shown(&id);
        Effect::new(move |_| {
            // The name given in the library and the robots' seats, which the screen leaves as
            // they are.
            let (title, robots) = self.open_game.with_value(|open| {
                open.as_ref()
                    .filter(|open| open.id == id)
                    .map(|open| (open.title.clone(), open.robots.clone()))
                    .unwrap_or_default()
            });
            let current = SavedGame {
                id: id.clone(),
                game: game.get().into(),
                started,
                saved: storage::now(),
                turn_board,
                title,
                robots,
            };
            // Never over the line of play another tab has taken on.
            if tabs.holds() {
                self.save_status.set(storage::save(&current));
            }
            self.open_game.set_value(Some(current));
        });
    }

    /// Marks the save `id` as on screen in this tab while the screen lasts, so that another tab
    /// showing it knows (a game at a distance, whose session is its save, calls this alone).
    pub fn keep_shown(self, id: &str) {
        let tabs = self.tabs;
        tabs.show(id);
        on_cleanup(move || tabs.hide());
    }

    /// Shows `route`, already in the address bar.
    pub fn show(&self, route: Route) {
        if self.route.get_untracked() != route {
            self.visit.update_value(|visit| *visit += 1);
            self.route.set(route);
            // A new screen opens at its top, not where the last one was scrolled to (the Start
            // button at the foot of a long form would open a game with its board half gone).
            window().scroll_to_with_x_and_y(0.0, 0.0);
        }
    }
}
