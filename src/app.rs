//! The app's frame: the screen the route names, under the notices every screen shares, and the
//! home screen with the shelf.

use crate::games;
use crate::i18n::{t, Msg};
use crate::library::OnHome;
use crate::preferences::{Preferences, PreferencesBar};
use crate::route::Route;
use crate::state::AppState;
use crate::storage::SaveStatus;
use crate::tabs::ElsewhereNotice;
use crate::ui::{DrawnLater, HowToPlay, Notice};
use gameshelf_engine::common::record::GameKind;
use leptos::prelude::*;

#[component]
pub fn App() -> impl IntoView {
    let state = AppState::load();
    provide_context(state);
    provide_context(crate::robots::RobotSettings::load());
    crate::ui::announce::install();
    let preferences = Preferences::load();
    provide_context(preferences);
    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        state.show(Route::current());
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
                    Route::NewGame(game) => games::new_game_form(game),
                    Route::Play(id) => view! { <games::GamePage id=id /> }.into_any(),
                    Route::Shared(code) => games::shared_game(code),
                    Route::Link(code) => games::remote_link(code),
                    Route::Game(game, path) => {
                        games::own_screen(game, &path).unwrap_or_else(|| view! { <Home /> }.into_any())
                    }
                }}
            </div>
        }
    }
}

#[component]
fn Home() -> impl IntoView {
    // The game screen's warning is about the game it shows, and none is on screen here.
    expect_context::<AppState>().save_status.set(SaveStatus::Saved);
    let library = OnHome::load();
    view! {
        <main class="home" data-testid="shelf">
            <header class="masthead">
                <h1>{t(Msg::AppName)}</h1>
                <p class="tagline">{t(Msg::Tagline)}</p>
            </header>
            {library.notices()}
            <section class="shelf" aria-labelledby="shelf-title">
                <h2 id="shelf-title">{t(Msg::Shelf)}</h2>
                <div class="shelf-games">
                    {GameKind::ALL.map(|game| view! { <ShelfCard game=game /> }).collect_view()}
                </div>
            </section>
            {library.saved_games()}
        </main>
    }
}

/// A game on the shelf: a picture of its board, its name, what it is about, a button to its
/// new-game screen and one to its rules.
#[component]
fn ShelfCard(game: GameKind) -> impl IntoView {
    let state = expect_context::<AppState>();
    let slug = game.name();
    view! {
        <article class="shelf-card" data-game=slug>
            <div class="shelf-picture">
                <DrawnLater>{games::shelf_picture(game)}</DrawnLater>
            </div>
            <div class="shelf-card-text">
                <h3>{t(Msg::GameName(game))}</h3>
                <p>{t(Msg::GameBlurb(game))}</p>
                <div class="actions">
                    <button class="primary" data-testid=format!("new-{slug}") on:click=move |_| state.go(Route::NewGame(game))>
                        {t(Msg::NewGame)}
                    </button>
                    {games::shelf_tools(game)}
                    <HowToPlay game=game />
                </div>
            </div>
        </article>
    }
}
