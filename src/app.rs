//! The screens and how to reach them. The route lives in the URL's hash, so a reload returns to
//! the same screen and the app works from any static host, under any sub-path.

use crate::games::{self, abaku, abalone, addique, summy};
use crate::i18n::{t, Msg};
use crate::preferences::{Preferences, PreferencesBar};
use crate::share;
use crate::storage::{self, SaveStatus, SavedGame, Unreadable};
use crate::tabs::{ElsewhereNotice, Tabs};
use crate::ui::Notice;
use gameshelf_engine::common::record::GameKind;
use leptos::prelude::*;

#[derive(Clone, PartialEq, Debug)]
pub enum Route {
    Home,
    NewGame(GameKind),
    Play(String),
    /// A game shared as a link: its record, deflated and encoded (see `share`).
    Shared(String),
}

impl Route {
    fn from_hash(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        match path.split_once('/') {
            Some((game, "new")) => GAMES
                .into_iter()
                .find(|&kind| slug(kind) == game)
                .map_or(Route::Home, Route::NewGame),
            Some(("play", id)) if !id.is_empty() => Route::Play(id.to_string()),
            Some(("shared", code)) if !code.is_empty() => Route::Shared(code.to_string()),
            _ => Route::Home,
        }
    }

    pub fn hash(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::NewGame(game) => format!("#/{}/new", slug(*game)),
            Route::Play(id) => format!("#/play/{id}"),
            Route::Shared(code) => format!("#/shared/{code}"),
        }
    }
}

fn current_hash() -> String {
    window().location().hash().unwrap_or_default()
}

/// What every screen shares: the route, whether saving works, and the game last on screen,
/// kept current so that it survives leaving its screen even when storage is off.
#[derive(Clone, Copy)]
pub struct AppState {
    pub route: RwSignal<Route>,
    pub save_status: RwSignal<SaveStatus>,
    pub open_game: StoredValue<Option<SavedGame>>,
    /// Which other tabs show the game on screen: only the tab holding it saves it.
    pub tabs: Tabs,
}

impl AppState {
    pub fn go(&self, route: Route) {
        // Setting the hash adds a history entry; the `hashchange` that follows finds the route
        // already set and changes nothing.
        let _ = window().location().set_hash(&route.hash());
        self.show(route);
    }

    /// Saves `game` as the save `id` after every change, and keeps it as the game last on
    /// screen; `wrap` tells which game it is.
    pub fn keep_saved<G: Clone + Send + Sync + 'static>(
        self,
        id: String,
        started: u64,
        turn_board: bool,
        game: RwSignal<G>,
        wrap: fn(G) -> storage::AnyGame,
    ) {
        let tabs = self.tabs;
        tabs.show(&id);
        on_cleanup(move || tabs.hide());
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
                game: wrap(game.get()),
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

    fn show(&self, route: Route) {
        if self.route.get_untracked() != route {
            self.route.set(route);
            // A new screen opens at its top, not where the last one was scrolled to (the Start
            // button at the foot of a long form would open a game with its board half gone).
            window().scroll_to_with_x_and_y(0.0, 0.0);
        }
    }
}

#[component]
pub fn App() -> impl IntoView {
    let state = AppState {
        route: RwSignal::new(Route::from_hash(&current_hash())),
        save_status: RwSignal::new(SaveStatus::Saved),
        open_game: StoredValue::new(None),
        tabs: Tabs::new(),
    };
    provide_context(state);
    provide_context(crate::robots::RobotSettings::load());
    crate::ui::announce::install();
    let preferences = Preferences::load();
    provide_context(preferences);
    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        state.show(Route::from_hash(&current_hash()));
    });
    on_cleanup(move || handle.remove());

    // Every text is worded as it is drawn, so a new language draws the screen again; the route,
    // and the game on screen (saved, and kept as `open_game`), stay as they are.
    move || {
        preferences.language.track();
        view! {
            <div class="app">
                <crate::ui::announce::LiveRegion />
                // A game's screen has them in its panel, so that its board keeps the height.
                {move || (!matches!(state.route.get(), Route::Play(_))).then(|| view! { <PreferencesBar /> })}
                <crate::offline::UpdateBanner />
                {move || state.save_status.get().warning().map(|msg| view! { <Notice message=msg /> })}
                <ElsewhereNotice tabs=state.tabs />
                {move || match state.route.get() {
                    Route::Home => view! { <Home /> }.into_any(),
                    Route::NewGame(GameKind::Abalone) => view! { <abalone::setup::NewGame /> }.into_any(),
                    Route::NewGame(GameKind::Abaku) => view! { <abaku::setup::NewGame /> }.into_any(),
                    Route::NewGame(GameKind::Summy) => view! { <summy::setup::NewGame /> }.into_any(),
                    Route::NewGame(GameKind::Addique) => view! { <addique::setup::NewGame /> }.into_any(),
                    Route::Play(id) => view! { <games::GamePage id=id /> }.into_any(),
                    Route::Shared(code) => view! { <share::SharedGame code=code /> }.into_any(),
                }}
            </div>
        }
    }
}

#[component]
fn Home() -> impl IntoView {
    let (games, unreadable) = storage::load_all();
    let games = RwSignal::new(games);
    let unreadable = RwSignal::new(unreadable);

    view! {
        <main class="home" data-testid="shelf">
            <header class="masthead">
                <h1>{t(Msg::AppName)}</h1>
                <p class="tagline">{t(Msg::Tagline)}</p>
            </header>
            <UnreadableSaves unreadable=unreadable />
            <crate::library::RoomNotice games=games />
            <section class="shelf" aria-labelledby="shelf-title">
                <h2 id="shelf-title">{t(Msg::Shelf)}</h2>
                <div class="shelf-games">
                    <ShelfCard game=GameKind::Abalone>
                        <abalone::board::LayoutPreview layout=gameshelf_engine::abalone::Layout::Standard />
                    </ShelfCard>
                    <ShelfCard game=GameKind::Abaku>
                        <abaku::board::BoardPreview kind=gameshelf_engine::abaku::BoardKind::Classic />
                    </ShelfCard>
                    <ShelfCard game=GameKind::Summy>
                        <summy::BoardPreview />
                    </ShelfCard>
                    <ShelfCard game=GameKind::Addique>
                        <addique::TablePreview />
                    </ShelfCard>
                </div>
            </section>
            <crate::library::SavedGames games=games />
        </main>
    }
}

/// A game on the shelf: a picture of its board (the children), its name, what it is about, and
/// a button to its new-game screen.
#[component]
fn ShelfCard(game: GameKind, children: Children) -> impl IntoView {
    let state = expect_context::<AppState>();
    let slug = slug(game);
    view! {
        <article class="shelf-card" data-game=slug>
            {children()}
            <div class="shelf-card-text">
                <h3>{t(Msg::GameName(game))}</h3>
                <p>{t(Msg::GameBlurb(game))}</p>
                <button class="primary" data-testid=format!("new-{slug}") on:click=move |_| state.go(Route::NewGame(game))>
                    {t(Msg::NewGame)}
                </button>
            </div>
        </article>
    }
}

/// A game's name in markup, test ids and file names.
pub fn slug(game: GameKind) -> &'static str {
    match game {
        GameKind::Abalone => "abalone",
        GameKind::Abaku => "abaku",
        GameKind::Summy => "summy",
        GameKind::Addique => "addique",
    }
}

/// The games on the shelf, in the order shown.
const GAMES: [GameKind; 4] = [
    GameKind::Abalone,
    GameKind::Abaku,
    GameKind::Summy,
    GameKind::Addique,
];

#[component]
fn UnreadableSaves(unreadable: RwSignal<Vec<Unreadable>>) -> impl IntoView {
    view! {
        <Show when=move || !unreadable.with(Vec::is_empty)>
            <section class="notice warning" role="alert" data-testid="unreadable-saves">
                <h2>{t(Msg::UnreadableSaves)}</h2>
                <p>{t(Msg::UnreadableHelp)}</p>
                <ul>
                    <For each=move || unreadable.get() key=|entry| entry.kept_as.clone() let:entry>
                        <li>
                            {entry.message().text()}
                            <div class="unreadable-actions">
                                <button data-testid="download-unreadable" on:click={
                                    let entry = entry.clone();
                                    move |_| crate::library::export_unreadable(&entry)
                                }>{t(Msg::DownloadData)}</button>
                                <button data-testid="discard-unreadable" on:click={
                                    let kept_as = entry.kept_as.clone();
                                    move |_| {
                                        storage::discard_unreadable(&kept_as);
                                        unreadable.update(|list| list.retain(|other| other.kept_as != kept_as));
                                    }
                                }>{t(Msg::Delete)}</button>
                            </div>
                        </li>
                    </For>
                </ul>
            </section>
        </Show>
    }
}
