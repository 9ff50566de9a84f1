//! Play at a distance (docs/remote-play.md): each device holds one seat of a game, signs its
//! moves, and the moves travel as links sent by any messenger. The protocol is the engine's
//! (`gameshelf_engine::remote`); here, the app keeps each device's session beside the game's save,
//! turns its messages into links and back, and shows what to send to whom.
//!
//! Everything here but [`RemoteSeat`] is a chunk of its own (`remote`, cut by
//! scripts/split-wasm.py), with the cryptography it needs: the shelf never loads it, and a game's
//! screen only for a game played at a distance.

mod at_a_distance;
mod link_page;
mod panel;
mod qr;
pub(crate) mod words;

use crate::chunk::NotLoaded;
use crate::i18n::files::{self, Place};
use crate::i18n::{locale, t, Msg};
use crate::route::Route;
use crate::state::AppState;
use crate::storage::{self, AnyGame, SaveStatus};
use gameshelf_engine::abaku;
use gameshelf_engine::addique;
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::remote::dealt::is_deal_step;
use gameshelf_engine::remote::session::{Entropy, Session, SessionError};
use gameshelf_engine::robot::Robots;
use gameshelf_engine::summy;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use words::{RemoteSays, Sheet};

pub use at_a_distance::{host_at_a_distance, open_or_host, AtADistance};

/// This device's part in a game played at a distance, for the game's screen: the seats it plays,
/// whether every seat has joined, its panel (the links to send, a link received), what to do
/// with each move played here, given in the game's notation, and for a tile game the game as the
/// deal lets this device know it.
#[derive(Clone)]
pub struct RemoteSeat {
    /// Every seat this device plays: its player's first, then other people's passing it, and
    /// robots'.
    pub here: Vec<usize>,
    pub started: bool,
    pub panel: ViewFn,
    pub on_move: Callback<String>,
    /// A tile game once dealt, kept in step with this device's session (tracked), as the seat
    /// on show knows it: the person to move here, else this device's player. A move played
    /// through `on_move` shows here.
    pub dealt: Signal<Option<DealtNow>>,
    /// The view of a seat this device plays in a tile game once dealt, as a robot reads it (the
    /// engine's `SeatView` in JSON).
    pub seat_view: Callback<usize, Option<String>>,
    /// The seats of `here` that people play, its player's first.
    pub people: Vec<usize>,
}

impl RemoteSeat {
    /// What a tile game's screen takes of this device's session.
    pub fn dealt_session(&self) -> DealtSession {
        DealtSession {
            send: self.on_move,
            now: self.dealt,
            seat_view: self.seat_view,
            people: Signal::stored(self.people.clone()),
        }
    }
}

/// What a tile game's screen at a distance takes of this device's session: where a move played
/// here goes to be signed (`send`), the game as the session holds it (`now`), the view of a
/// seat played here, for its robot (`seat_view`), and the seats people play here (`people`);
/// see [`RemoteSeat`].
#[derive(Clone, Copy)]
pub struct DealtSession {
    pub send: Callback<String>,
    pub now: Signal<Option<DealtNow>>,
    pub seat_view: Callback<usize, Option<String>>,
    pub people: Signal<Vec<usize>>,
}

/// A tile game dealt at a distance, as one device knows it (see `gameshelf_engine::remote::dealt`):
/// one of the games whose screens play at a distance.
#[derive(Clone)]
pub enum DealtNow {
    Summy(Box<summy::DealtGame>),
    Addique(Box<addique::DealtGame>),
    Abaku(Box<abaku::DealtGame>),
}

/// The screen of a tile game at a distance while its deal goes on: the game's name, the panel
/// (the deal's links to send, and whose links it waits for) and the way back to the shelf.
#[component]
fn Dealing(kind: GameKind, panel: ViewFn) -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <main class="remote-link-page" data-testid="dealing">
            <h1>{t(Msg::GameName(kind))}</h1>
            {panel.run()}
            <div class="actions">
                <button on:click=move |_| state.go(Route::Home)>{t(Msg::Home)}</button>
            </div>
        </main>
    }
}

/// The screen of a tile game at a distance: the game's own `screen` once `dealt` reads it from
/// this device's session, else the deal's links to send ([`Dealing`]).
pub fn dealt_screen<G>(
    remote: &RemoteSeat,
    kind: GameKind,
    dealt: fn(DealtSession) -> Option<G>,
    screen: impl FnOnce(G) -> AnyView,
) -> AnyView {
    match dealt(remote.dealt_session()) {
        Some(game) => screen(game),
        None => view! { <Dealing kind=kind panel=remote.panel.clone() /> }.into_any(),
    }
}

/// What a new table at a distance plays on this device: the seats its `people` play (the first
/// its player's), its `robots`, and whether its board turns to the player to move
/// (`turn_board`, for a device passed round).
pub struct OnThisDevice {
    pub people: Vec<usize>,
    pub robots: Robots,
    pub turn_board: bool,
}

/// Sets a table for `game` (its setup and players) at which this device plays the seats
/// `here`, every other seat invited; saves it, and returns its id, or why it cannot be, in
/// remote play's words (fetched with its chunk).
pub async fn host(game: AnyGame, here: OnThisDevice) -> Result<Result<String, Msg>, NotLoaded> {
    files::prepare(locale(), &[Place::Remote]);
    // A table set stands without the words: its screen fetches them again. Only a refusal
    // needs them here.
    match host_here(game, here).await? {
        Ok(id) => Ok(Ok(id)),
        Err(reason) => files::load(locale(), &[Place::Remote])
            .await
            .map(|()| Err(reason)),
    }
}

#[wasm_split(remote, wasm_split_path = ::leptos::wasm_split, fallible)]
fn host_here(game: AnyGame, here: OnThisDevice) -> Result<Result<String, Msg>, NotLoaded> {
    Ok(host_table(&game, here))
}

/// The seats here beside the first, people's and robots', join on this device, each with keys of
/// its own, and play here.
fn host_table(game: &AnyGame, here: OnThisDevice) -> Result<String, Msg> {
    let entropy = || entropy().ok_or(RemoteSays::NoRandomness);
    let record: serde_json::Value = serde_json::from_str(&game.record_json()).expect("a record is JSON");
    let setup = record["setup"].to_string();
    let refusal = |error| refused(&error, Some(game));
    let names = game.players().to_vec();
    let robot_seats = (0..names.len()).filter(|&seat| here.robots.at(seat).is_some());
    let beside: Vec<usize> = here.people[1..].iter().copied().chain(robot_seats).collect();
    let mut session =
        Session::host(game.kind(), &setup, names, here.people[0], &entropy()?).map_err(refusal)?;
    for seat in beside {
        session.seat_here(seat, &entropy()?).map_err(refusal)?;
    }
    keep_new(&session, here.robots, here.turn_board)
}

/// Saves a new game for `session`, with the `robots` that play on this device and whether its
/// board turns to the player to move, and the session beside it; the new save's id.
fn keep_new(session: &Session, robots: Robots, turn_board: bool) -> Result<String, Msg> {
    let game = session.current_game();
    let saved = storage::new_game(game, turn_board, robots);
    match storage::save_with_session(&saved, &session.to_json()) {
        SaveStatus::Saved => Ok(saved.id),
        status => Err(status.warning().expect("a failed save has its warning")),
    }
}

/// Keeps `session` beside the game saved as `id`, and the game as the session has it in the
/// save (`Session::current_game`: a dealt game's copy from what every seat sees), which the
/// library shows, copies and exports; whether both were kept.
fn keep_session(id: &str, session: &Session, state: AppState) -> SaveStatus {
    let mut status = storage::keep_remote(id, &session.to_json());
    if let Some(Ok(mut saved)) = state.saved_game(id) {
        saved.game = session.current_game();
        saved.saved = storage::now();
        if status == SaveStatus::Saved {
            status = storage::save(&saved);
        }
        state.open_game.set_value(Some(saved));
    }
    status
}

/// This device's seat at the game saved as `id`, from its session kept as `json` and the
/// `robots` its save seats, with the game as the session has it (the save shows the same game,
/// unless it could not be written); or why the session cannot be read.
#[wasm_split(remote, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn seat_at(
    id: String,
    json: String,
    robots: Robots,
) -> Result<Result<(RemoteSeat, AnyGame), Msg>, NotLoaded> {
    Ok(panel::seat_at(id, &json, &robots))
}

/// The page a link opens: its moves taken into the game it belongs to, or an invitation to
/// join, or why it cannot be opened.
#[wasm_split(remote, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn link_page(code: String) -> Result<AnyView, NotLoaded> {
    Ok(crate::ui::with_words(vec![Place::Remote], move || {
        let code = code.clone();
        view! { <link_page::LinkPage code=code /> }.into_any()
    }))
}

/// Fresh bytes from the browser's secure randomness for a seat's keys, if it has any.
fn entropy() -> Option<Entropy> {
    let mut bytes = [0u8; 80];
    window()
        .crypto()
        .ok()?
        .get_random_values_with_u8_array(&mut bytes)
        .ok()?;
    Some(Entropy::new(bytes))
}

/// Why a session refused, in the language in use; a move the rules refuse in `game` says which
/// rule it breaks, as the game's screens do.
fn refused(error: &SessionError, game: Option<&AnyGame>) -> Msg {
    refused_with(error, game, &Sheet::default())
}

/// Why `session` refused, its players named and its moves numbered as its score sheet does.
fn refused_by(error: &SessionError, session: &Session) -> Msg {
    let sheet = Sheet {
        names: session.names().to_vec(),
        deal_steps: session
            .messages()
            .iter()
            .filter(|signed| is_deal_step(&signed.message.body))
            .map(|signed| signed.message.turn)
            .collect(),
    };
    refused_with(error, Some(&session.current_game()), &sheet)
}

fn refused_with(error: &SessionError, game: Option<&AnyGame>, sheet: &Sheet) -> Msg {
    let rule = |text: &str| {
        let mut trial = game.cloned()?;
        trial
            .play_notation(text)
            .err()
            .map(|error| Msg::RuleBroken(error).text())
    };
    let reason = RemoteSays::refusal(error, rule, sheet).phrase();
    RemoteSays::Refused(t(Msg::Phrase(reason))).into()
}

/// The address that opens `link` (a session's link text) in this app.
fn address(link: &str) -> String {
    let location = window().location();
    let page = format!(
        "{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    );
    format!("{page}{}", Route::Link(link.to_string()).hash())
}

/// A link as pasted: a whole address of the app, or the link's text alone.
fn link_text(pasted: &str) -> String {
    let pasted = pasted.trim();
    let text = pasted.rsplit_once("#/link/").map_or(pasted, |(_, text)| text);
    text.rsplit('#').next().unwrap_or_default().to_string()
}

#[cfg(test)]
mod tests {
    use super::link_text;

    #[test]
    fn a_link_is_read_from_a_whole_address_or_alone() {
        assert_eq!(link_text(" https://games.example/shelf/#/link/AbC-_9 "), "AbC-_9");
        assert_eq!(link_text("AbC-_9"), "AbC-_9");
        assert_eq!(link_text("#AbC"), "AbC");
    }
}
