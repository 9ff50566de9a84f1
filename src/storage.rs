//! Every localStorage key, the save format, and the quarantine of data that cannot be read.
//!
//! A saved game is the engine's record (setup, moves in notation, format version) as JSON under
//! `gameshelf.game.<id>`; loading replays it through the engine. A save that cannot be read is
//! moved, byte for byte, to `gameshelf.unreadable.<id>` and reported, never erased.

use crate::i18n::Msg;
use gameshelf_engine::abalone::{Game, MoveError, Record, Setup};
use gameshelf_engine::common::record::{self, RecordError};
use gloo_storage::errors::StorageError;
use gloo_storage::{LocalStorage, Storage};

const GAME_PREFIX: &str = "gameshelf.game.";
const UNREADABLE_PREFIX: &str = "gameshelf.unreadable.";
const STARTED_TAG: &str = "started";
/// A view preference kept with the game: turn the board to the player to move.
const TURN_BOARD_TAG: &str = "turn-board";
const SAVED_TAG: &str = "saved";

/// Whether the last write reached the browser's storage.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SaveStatus {
    Saved,
    /// No localStorage at all (disabled, or blocked by the browser).
    Unavailable,
    /// The quota is used up.
    Full,
}

impl SaveStatus {
    pub fn warning(self) -> Option<Msg> {
        match self {
            SaveStatus::Saved => None,
            SaveStatus::Unavailable => Some(Msg::StorageUnavailable),
            SaveStatus::Full => Some(Msg::StorageFull),
        }
    }
}

#[derive(Clone)]
pub struct SavedGame {
    pub id: String,
    pub game: Game,
    /// Milliseconds since the epoch.
    pub started: u64,
    pub saved: u64,
    /// Turn the board so that the player to move sits at the bottom.
    pub turn_board: bool,
}

/// A save that could not be read, and where its data is kept.
#[derive(Clone, PartialEq, Debug)]
pub struct Unreadable {
    pub key: String,
    pub kept_as: String,
    pub reason: ReadError,
}

/// Why a save could not be read, as data for the translation layer.
pub type ReadError = RecordError<MoveError>;

impl Unreadable {
    pub fn message(&self) -> Msg {
        Msg::UnreadableSave {
            key: self.key.clone(),
            kept_as: self.kept_as.clone(),
            reason: self.reason.clone(),
        }
    }
}

fn available() -> bool {
    // Reading `window.localStorage` itself throws where storage is blocked.
    web_sys::window()
        .and_then(|window| window.local_storage().ok().flatten())
        .is_some()
}

fn keys_with(prefix: &str) -> Vec<String> {
    if !available() {
        return Vec::new();
    }
    let storage = LocalStorage::raw();
    (0..LocalStorage::length())
        .filter_map(|index| storage.key(index).ok().flatten())
        .filter(|key| key.starts_with(prefix))
        .collect()
}

fn read_raw(key: &str) -> Option<String> {
    LocalStorage::raw().get_item(key).ok().flatten()
}

fn status_of(result: Result<(), StorageError>) -> SaveStatus {
    match result {
        Ok(()) => SaveStatus::Saved,
        Err(StorageError::JsError(error)) if error.name == "QuotaExceededError" => SaveStatus::Full,
        Err(_) => SaveStatus::Unavailable,
    }
}

fn parse(id: &str, raw: &str) -> Result<SavedGame, ReadError> {
    let record: Record = record::parse(raw)?;
    let game = Game::replay(&record)?;
    let tag = |name| {
        record
            .tags
            .get(name)
            .and_then(|value| value.parse().ok())
            .unwrap_or(0)
    };
    Ok(SavedGame {
        id: id.to_string(),
        game,
        started: tag(STARTED_TAG),
        saved: tag(SAVED_TAG),
        turn_board: record
            .tags
            .get(TURN_BOARD_TAG)
            .is_some_and(|value| value == "true"),
    })
}

/// Every readable saved game, newest first, and every save that could not be read. Unreadable
/// saves found now are moved to their quarantine key first.
pub fn load_all() -> (Vec<SavedGame>, Vec<Unreadable>) {
    let mut games = Vec::new();
    for key in keys_with(GAME_PREFIX) {
        let id = &key[GAME_PREFIX.len()..];
        let Some(raw) = read_raw(&key) else { continue };
        match parse(id, &raw) {
            Ok(saved) => games.push(saved),
            Err(_) => quarantine(&key, id, &raw),
        }
    }
    games.sort_by_key(|game| std::cmp::Reverse(game.saved));
    let unreadable = keys_with(UNREADABLE_PREFIX)
        .into_iter()
        .filter_map(|kept_as| {
            let id = kept_as[UNREADABLE_PREFIX.len()..].to_string();
            let raw = read_raw(&kept_as)?;
            // Data kept aside that reads again (after an upgrade, say) is still listed, to delete.
            let reason = parse(&id, &raw)
                .err()
                .unwrap_or(RecordError::Malformed(String::new()));
            Some(Unreadable {
                key: format!("{GAME_PREFIX}{id}"),
                kept_as,
                reason,
            })
        })
        .collect();
    (games, unreadable)
}

/// Moves unreadable data aside; the original is removed only once the copy is stored.
fn quarantine(key: &str, id: &str, raw: &str) {
    let storage = LocalStorage::raw();
    if storage.set_item(&format!("{UNREADABLE_PREFIX}{id}"), raw).is_ok() {
        LocalStorage::delete(key);
    }
}

pub fn load(id: &str) -> Option<Result<SavedGame, ReadError>> {
    if !available() {
        return None;
    }
    let raw = read_raw(&format!("{GAME_PREFIX}{id}"))?;
    Some(parse(id, &raw))
}

/// Writes the game's record; the game goes on in memory whatever the outcome.
pub fn save(saved: &SavedGame) -> SaveStatus {
    if !available() {
        return SaveStatus::Unavailable;
    }
    let mut record = saved.game.record();
    record.tags.insert(STARTED_TAG.into(), saved.started.to_string());
    record.tags.insert(SAVED_TAG.into(), saved.saved.to_string());
    if saved.turn_board {
        record.tags.insert(TURN_BOARD_TAG.into(), "true".into());
    }
    status_of(LocalStorage::set(format!("{GAME_PREFIX}{}", saved.id), &record))
}

pub fn delete(id: &str) {
    if available() {
        LocalStorage::delete(format!("{GAME_PREFIX}{id}"));
    }
}

pub fn discard_unreadable(kept_as: &str) {
    if available() && kept_as.starts_with(UNREADABLE_PREFIX) {
        LocalStorage::delete(kept_as);
    }
}

/// Milliseconds since the epoch, whole: timestamps are integers, so no float is ever formatted.
pub fn now() -> u64 {
    js_sys::Date::now() as u64
}

/// A new game's id: its start time plus a random suffix, so two tabs never collide.
pub fn new_id() -> String {
    format!("{:x}-{:04x}", now(), (js_sys::Math::random() * 65536.0) as u32)
}

/// A new game with its id and start time.
pub fn new_game(setup: Setup, turn_board: bool) -> SavedGame {
    let now = now();
    SavedGame {
        id: new_id(),
        game: Game::new(setup),
        started: now,
        saved: now,
        turn_board,
    }
}
