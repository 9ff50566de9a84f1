//! Every storage key (localStorage, and the tab's sessionStorage), the save format, and the quarantine of data that cannot be read.
//!
//! A saved game is the engine's record of its game (setup, moves in notation, format version) as
//! JSON under `gameshelf.game.<id>`; loading reads the record's header for its game, then replays
//! it through that game's rules. A save that cannot be read is moved, byte for byte, to
//! `gameshelf.unreadable.<id>` and reported, never erased.
//!
//! Export writes the same record, pretty-printed, as a file, with the analysis kept beside the
//! game (its `analysis` tag); a backup and a shared link hold such records. Import replays a
//! record (or each of a backup's) before writing it, and keeps its analysis beside it again: a
//! game the library does not hold yet under a new id, one it holds at an earlier move over that
//! save, and one it holds as far or further not at all (see [`found`]).

use gameshelf_engine::common::backup::{self, BackupError, Contents};
use gameshelf_engine::common::record::{Envelope, GameKind, RecordError};
use gameshelf_engine::game::AnyMoveError;
use gameshelf_engine::robot::Robots;
use gameshelf_engine::saved::{tag, Carried};
use gameshelf_engine::with_any_game;
use gloo_storage::errors::StorageError;
use gloo_storage::{LocalStorage, Storage};
use serde::Serialize;

/// The game a save holds: storage hands out the engine's game of any kind.
pub use gameshelf_engine::game::AnyGame;
/// A save: its game and its record's tags, which the engine reads and writes.
pub use gameshelf_engine::saved::SavedGame;

const GAME_PREFIX: &str = "gameshelf.game.";
const UNREADABLE_PREFIX: &str = "gameshelf.unreadable.";
/// The tiles laid in a game's turn in progress, kept across a reload.
const DRAFT_PREFIX: &str = "gameshelf.draft.";
/// The analysis of a game (Abalone's study: the moves tried beside the game's), kept with it.
const STUDY_PREFIX: &str = "gameshelf.study.";
/// A game played at a distance: this device's seat, its keys and the links taken
/// (`gameshelf_engine::remote::session`), kept beside the game's save, which shows it.
const REMOTE_PREFIX: &str = "gameshelf.remote.";
/// The robots' time per move, in milliseconds: a setting of this browser.
const ROBOT_TIME_KEY: &str = "gameshelf.robot-time";
/// The language chosen in this browser (a BCP 47 tag), and the theme: settings of this browser.
const LANGUAGE_KEY: &str = "gameshelf.language";
const THEME_KEY: &str = "gameshelf.theme";
/// Written and removed at once, to learn whether a new game would be kept, and its size: a
/// new game's record takes a few hundred characters, and each move some ten more.
const ROOM_PROBE_KEY: &str = "gameshelf.room-probe";
const ROOM_PROBE_CHARS: usize = 1024;
/// Per tab (sessionStorage): the game this tab reloads to take over from another tab.
const CLAIM_KEY: &str = "gameshelf.claim";

/// Whether the last write reached the browser's storage.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SaveStatus {
    Saved,
    /// No localStorage at all (disabled, or blocked by the browser).
    Unavailable,
    /// The quota is used up.
    Full,
}

/// A save that could not be read, and where its data is kept.
#[derive(Clone, PartialEq, Debug)]
pub struct Unreadable {
    pub key: String,
    pub kept_as: String,
    pub reason: ReadError,
}

/// Why a save could not be read, as data for the translation layer.
pub type ReadError = RecordError<AnyMoveError>;

impl Unreadable {
    /// The save's id, as its key names it.
    pub fn id(&self) -> &str {
        self.key.strip_prefix(GAME_PREFIX).unwrap_or(&self.key)
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
        Err(StorageError::JsError(error)) => failure_named(&error.name),
        Err(_) => SaveStatus::Unavailable,
    }
}

/// A write the browser refused, by the name of its exception: the quota used up, or storage
/// off.
fn failure_named(name: &str) -> SaveStatus {
    match name {
        "QuotaExceededError" => SaveStatus::Full,
        _ => SaveStatus::Unavailable,
    }
}

fn parse(id: &str, raw: &str) -> Result<SavedGame, ReadError> {
    SavedGame::read(id, raw).map(|(saved, _)| saved)
}

/// Every readable saved game, newest first, and every save that could not be read. Unreadable
/// saves found now are moved to their quarantine key first.
pub fn load_all() -> (Vec<SavedGame>, Vec<Unreadable>) {
    let mut games = Vec::new();
    // Unreadable saves that storage, full, had no room to copy aside: reported where they are.
    let mut stuck = Vec::new();
    for key in keys_with(GAME_PREFIX) {
        let id = &key[GAME_PREFIX.len()..];
        let Some(raw) = read_raw(&key) else { continue };
        match parse(id, &raw) {
            Ok(saved) => games.push(saved),
            Err(reason) if !quarantine(&key, id, &raw) => stuck.push(Unreadable {
                key: key.clone(),
                kept_as: key,
                reason,
            }),
            Err(_) => {}
        }
    }
    newest_first(&mut games);
    let mut unreadable: Vec<Unreadable> = keys_with(UNREADABLE_PREFIX)
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
    unreadable.extend(stuck);
    (games, unreadable)
}

/// Whether storage holds a save, readable or not: a look at its keys, which reads no record.
pub fn has_saves() -> bool {
    !keys_with(GAME_PREFIX).is_empty() || !keys_with(UNREADABLE_PREFIX).is_empty()
}

/// Orders saves as the shelf lists them, the last played first.
pub fn newest_first(games: &mut [SavedGame]) {
    games.sort_by_key(|game| std::cmp::Reverse(game.saved));
}

/// Moves unreadable data aside, and whether it could; the original is removed only once the
/// copy is stored.
fn quarantine(key: &str, id: &str, raw: &str) -> bool {
    let copied = LocalStorage::raw()
        .set_item(&format!("{UNREADABLE_PREFIX}{id}"), raw)
        .is_ok();
    if copied {
        LocalStorage::delete(key);
    }
    copied
}

/// Whether a game started now would be kept: a write the size of a long game's record is
/// tried, then taken back.
pub fn room_for_new_game() -> SaveStatus {
    if !available() {
        return SaveStatus::Unavailable;
    }
    let result = LocalStorage::set(ROOM_PROBE_KEY, "x".repeat(ROOM_PROBE_CHARS));
    LocalStorage::delete(ROOM_PROBE_KEY);
    status_of(result)
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
    let key = format!("{GAME_PREFIX}{}", saved.id);
    let result = with_any_game!(&saved.game, game => write(&key, &saved.tagged(game.record())));
    status_of(result)
}

fn write<S: Serialize>(key: &str, record: &Envelope<S>) -> Result<(), StorageError> {
    LocalStorage::set(key, record)
}

/// The save as a file: the record `save` stores, pretty-printed, which `gameshelf replay` reads.
pub fn export_json(saved: &SavedGame) -> String {
    exported(saved, false)
}

/// The record a file, a link or a backup (`with_keys`: with this device's part in a game played
/// at a distance) holds.
fn exported(saved: &SavedGame, with_keys: bool) -> String {
    with_any_game!(&saved.game, game => {
        let mut record = saved.tagged(game.record());
        if let Some(study) = kept_study(&saved.id) {
            record.tags.insert(tag::ANALYSIS.into(), study);
        }
        if let Some(session) = kept_remote(&saved.id).filter(|_| with_keys) {
            record.tags.insert(tag::REMOTE_SESSION.into(), session);
        }
        record.to_file()
    })
}

/// Keeps beside the imported game `id` what its record carried. The game itself is stored: a
/// session that cannot be kept is reported, the game going on here alone.
fn keep_carried(id: &str, carried: Carried) -> SaveStatus {
    if let Some(study) = carried.analysis {
        keep_study(id, &study);
    }
    carried
        .remote
        .map_or(SaveStatus::Saved, |session| keep_remote(id, &session))
}

/// Every game in `games` as one backup file, `with_keys` with this device's part in those
/// played at a distance (its keys), each record that carries it marked by its `remote-session`
/// tag.
pub fn backup_json(games: &[SavedGame], with_keys: bool) -> String {
    let files: Vec<String> = games.iter().map(|saved| exported(saved, with_keys)).collect();
    backup::write(files.iter().map(String::as_str))
}

/// What an import made of a game: stored as a new save, brought up to the imported record over
/// the save of the same game at an earlier move, or left out, the library holding it as far.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Brought {
    New,
    Updated,
    AlreadyThere,
}

/// Which game a save is and how far it went: what an import compares with the saves.
#[derive(Clone, PartialEq, Debug)]
struct Course {
    /// The game, its setup and when it was started (0 for a record that does not say): the same
    /// game, whatever its moves.
    identity: (GameKind, serde_json::Value, u64),
    moves: Vec<String>,
    resigned: Option<usize>,
}

impl Course {
    /// The course of `saved`, from its record as this version writes it (a record read from a
    /// file written by hand or by another version is written the same once replayed).
    fn of(saved: &SavedGame) -> Course {
        with_any_game!(&saved.game, game => {
            let record = game.record();
            let setup = serde_json::to_value(&record.setup).unwrap_or_default();
            Course {
                identity: (record.game, setup, saved.started),
                moves: record.moves,
                resigned: record.resigned,
            }
        })
    }

    /// The record says when the game was started, so it can be told from another game with the
    /// same setup.
    fn dated(&self) -> bool {
        self.identity.2 != 0
    }

    /// `later` is this game at this point or after it: the same game, this one's moves its first
    /// ones, and nothing after a resignation.
    fn leads_to(&self, later: &Course) -> bool {
        self.identity == later.identity
            && later.moves.starts_with(&self.moves)
            && (self.resigned.is_none() || (self.moves == later.moves && self.resigned == later.resigned))
    }
}

/// A save as an import weighs it: its id, its game's course and name, and whether this device
/// keeps its keys of a game played at a distance.
#[derive(Clone, PartialEq, Debug)]
struct Kept {
    id: String,
    course: Course,
    title: Option<String>,
    keys: bool,
}

/// What an import does with a game: see [`found`].
#[derive(Clone, PartialEq, Debug)]
enum Found<'a> {
    New,
    Update(&'a Kept),
    AlreadyThere,
}

/// What an import does with a game of course `incoming` (carrying this device's keys of a game at
/// a distance, `keys`), the library holding `saves` before the import began, of which those
/// `updated` (by id) another game of the same import has already brought up to date:
/// - already there, when a save is the same game as far (the same moves, and the same
///   resignation) or, dated, further, with the keys if the import carries them: nothing is
///   stored;
/// - an update of the save that is the same game at an earlier move (the one furthest on, if
///   several are), so that the game goes on where the import took it. Only a dated game (a save
///   of this app records when it was started) updates one: two undated games with the same setup
///   may be two games. Keys update keys, as a session must match its moves: a game at a distance
///   whose keys are kept here only by a backup that carries them, a game without keys here only
///   by a record without;
/// - new otherwise: a game the library does not hold, or one whose moves went another way.
fn found<'a>(incoming: &Course, keys: bool, saves: &'a [Kept], updated: &[String]) -> Found<'a> {
    let as_far =
        |save: &Kept| incoming.leads_to(&save.course) && (incoming.dated() || *incoming == save.course);
    if saves.iter().any(|save| as_far(save) && (save.keys || !keys)) {
        return Found::AlreadyThere;
    }
    let earlier = saves
        .iter()
        .filter(|save| incoming.dated() && save.keys == keys && save.course.leads_to(incoming))
        .filter(|save| !updated.contains(&save.id))
        .max_by_key(|save| save.course.moves.len());
    earlier.map_or(Found::New, Found::Update)
}

/// The saves of the `library`, as an import weighs them.
fn kept_saves(library: &[SavedGame]) -> Vec<Kept> {
    library
        .iter()
        .map(|saved| Kept {
            id: saved.id.clone(),
            course: Course::of(saved),
            title: saved.title.clone(),
            keys: kept_remote(&saved.id).is_some(),
        })
        .collect()
}

/// Why a file brought nothing in.
#[derive(Clone, PartialEq, Debug)]
pub enum ImportError {
    /// The file is taken for one game's record, which cannot be read for this reason.
    Record(ReadError),
    Backup(BackupError),
    /// The game reads, but the browser would not store it.
    NotStored(SaveStatus),
}

/// What an import did.
pub enum Imported {
    // Boxed: a game is several times the size of a backup's summary.
    /// A game's file: the game, as stored (new or updated) or as read (already there).
    Game(Box<SavedGame>, Brought),
    Backup(Restored),
}

/// A backup restored as far as it could be.
pub struct Restored {
    /// The games stored as new saves.
    pub stored: Vec<SavedGame>,
    /// The saves brought up to a later move, as they are now.
    pub updated: Vec<SavedGame>,
    /// How many games the library held already, as far or further.
    pub already: usize,
    /// The games refused, by their number in the backup (from 1), and why.
    pub refused: Vec<(usize, ReadError)>,
    /// The browser stopped storing: why, and how many readable games were left out.
    pub stopped: Option<(SaveStatus, usize)>,
}

/// Reads `text`, a game's record or a backup, and stores every game in it that replays and that
/// the `library` (every save) does not hold as far (see [`found`]). Nothing else stored is
/// changed, whatever the outcome.
pub fn import(text: &str, library: &[SavedGame]) -> Result<Imported, ImportError> {
    if !available() {
        return Err(ImportError::NotStored(SaveStatus::Unavailable));
    }
    let saves = kept_saves(library);
    match backup::read(text).map_err(ImportError::Backup)? {
        Contents::Record => {
            let read = read_new(text).map_err(ImportError::Record)?;
            let (saved, brought) = bring_in(read, &saves, &[]).map_err(ImportError::NotStored)?;
            Ok(Imported::Game(Box::new(saved), brought))
        }
        Contents::Backup(records) => Ok(Imported::Backup(restore(&records, &saves))),
    }
}

/// Stores the game of the record `json` as a new save, whatever the library holds: a copy to go
/// on with (a duplicate, a shared game kept).
pub fn store_copy(json: &str) -> Result<SavedGame, ImportError> {
    if !available() {
        return Err(ImportError::NotStored(SaveStatus::Unavailable));
    }
    let (copy, carried) = read_new(json).map_err(ImportError::Record)?;
    match store_new(&copy, carried) {
        SaveStatus::Saved => Ok(copy),
        status => Err(ImportError::NotStored(status)),
    }
}

fn restore(records: &[String], saves: &[Kept]) -> Restored {
    let mut restored = Restored {
        stored: Vec::new(),
        updated: Vec::new(),
        already: 0,
        refused: Vec::new(),
        stopped: None,
    };
    let mut readable = Vec::new();
    for (index, record) in records.iter().enumerate() {
        match read_new(record) {
            Ok(read) => readable.push(read),
            Err(reason) => restored.refused.push((index + 1, reason)),
        }
    }
    let count = readable.len();
    let mut updated = Vec::new();
    for (done, read) in readable.into_iter().enumerate() {
        match bring_in(read, saves, &updated) {
            Ok((saved, Brought::New)) => restored.stored.push(saved),
            Ok((saved, Brought::Updated)) => {
                updated.push(saved.id.clone());
                restored.updated.push(saved);
            }
            Ok((_, Brought::AlreadyThere)) => restored.already += 1,
            Err(status) => {
                restored.stopped = Some((status, count - done));
                break;
            }
        }
    }
    restored
}

/// Stores the game read from a record as [`found`] decides among `saves` (those `updated`
/// already taken): the game as it now stands, and what became of it; or why the browser stored
/// nothing.
fn bring_in(
    (saved, carried): (SavedGame, Carried),
    saves: &[Kept],
    updated: &[String],
) -> Result<(SavedGame, Brought), SaveStatus> {
    match found(&Course::of(&saved), carried.remote.is_some(), saves, updated) {
        Found::AlreadyThere => Ok((saved, Brought::AlreadyThere)),
        Found::Update(earlier) => store_over(earlier, saved, carried).map(|saved| (saved, Brought::Updated)),
        Found::New => match store_new(&saved, carried) {
            SaveStatus::Saved => Ok((saved, Brought::New)),
            status => Err(status),
        },
    }
}

/// Writes the imported game `saved` over the save `earlier`, the same game at an earlier move:
/// the save keeps its id, and its own name if the record gives none; what the record carried
/// (its analysis, this device's keys) replaces what was kept beside the save, and the turn in
/// progress kept across reloads, laid on the earlier position, is dropped. If the browser refuses,
/// the save stays as it was.
fn store_over(earlier: &Kept, mut saved: SavedGame, carried: Carried) -> Result<SavedGame, SaveStatus> {
    let key = format!("{GAME_PREFIX}{}", earlier.id);
    let before = read_raw(&key);
    saved.id = earlier.id.clone();
    saved.title = saved.title.or_else(|| earlier.title.clone());
    let status = save(&saved);
    if status != SaveStatus::Saved {
        return Err(status);
    }
    if let Some(session) = carried.remote {
        let status = keep_remote(&saved.id, &session);
        if status != SaveStatus::Saved {
            if let Some(before) = before {
                let _ = LocalStorage::raw().set_item(&key, &before);
            }
            return Err(status);
        }
    }
    if let Some(study) = carried.analysis {
        keep_study(&saved.id, &study);
    }
    keep_draft(&saved.id, None);
    Ok(saved)
}

/// A record replayed through its game's rules, as a save with an id no key uses yet. Its own dates
/// are kept; a record that does not say when it was saved counts as saved now, and one that does
/// not say when it was started stays so (only its moves tell it from another game with the same
/// setup: see [`found`]). Names longer than a form allows are refused: saves already stored keep
/// theirs, which the screens wrap. With it, the analysis (and a backup's remote session) the
/// record carries, to keep beside the save once it is stored.
fn read_new(json: &str) -> Result<(SavedGame, Carried), ReadError> {
    let mut id = new_id();
    while read_raw(&format!("{GAME_PREFIX}{id}")).is_some()
        || read_raw(&format!("{UNREADABLE_PREFIX}{id}")).is_some()
    {
        id = new_id();
    }
    let (mut saved, carried) = SavedGame::import(&id, json)?;
    if saved.saved == 0 {
        saved.saved = now();
    }
    Ok((saved, carried))
}

/// Stores a new game played at a distance and this device's `session` of it, or nothing.
pub fn save_with_session(saved: &SavedGame, session: &str) -> SaveStatus {
    let carried = Carried {
        analysis: None,
        remote: Some(session.to_string()),
    };
    store_new(saved, carried)
}

/// Stores an imported game and what its record carried, or nothing: a game played at a
/// distance restored without its session would be taken for one played here alone.
fn store_new(saved: &SavedGame, carried: Carried) -> SaveStatus {
    let status = save(saved);
    if status != SaveStatus::Saved {
        return status;
    }
    let status = keep_carried(&saved.id, carried);
    if status != SaveStatus::Saved {
        delete(&saved.id);
    }
    status
}

fn session() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// Remembers across this tab's reload that it takes the game `id` over from another tab.
pub fn claim(id: &str) {
    if let Some(session) = session() {
        let _ = session.set_item(CLAIM_KEY, id);
    }
}

/// Whether this tab reloaded to take the game `id` over; the claim is used up either way.
pub fn take_claim(id: &str) -> bool {
    let Some(session) = session() else { return false };
    let claimed = session.get_item(CLAIM_KEY).ok().flatten();
    let _ = session.remove_item(CLAIM_KEY);
    claimed.as_deref() == Some(id)
}

/// A record replayed through its game's rules but not stored, as a shared link brings it.
pub fn read(json: &str) -> Result<SavedGame, ReadError> {
    read_new(json).map(|(saved, _)| saved)
}

/// Asks the browser to keep the saved games even when space runs low, and whether it agreed;
/// `None` where it cannot say.
pub async fn persist() -> Option<bool> {
    let manager = web_sys::window()?.navigator().storage();
    let granted = wasm_bindgen_futures::JsFuture::from(manager.persist().ok()?)
        .await
        .ok()?;
    granted.as_bool()
}

/// What is kept beside a saved game, as JSON: its turn in progress and its analysis.
#[derive(Clone, Debug, Default)]
pub struct Beside {
    draft: Option<String>,
    study: Option<String>,
    remote: Option<String>,
}

/// Deletes the game `id` and what is kept beside it; returns that, for an undo.
pub fn delete(id: &str) -> Beside {
    let beside = Beside {
        draft: kept_draft(id),
        study: kept_study(id),
        remote: kept_remote(id),
    };
    if available() {
        LocalStorage::delete(format!("{GAME_PREFIX}{id}"));
        LocalStorage::delete(format!("{DRAFT_PREFIX}{id}"));
        LocalStorage::delete(format!("{STUDY_PREFIX}{id}"));
        LocalStorage::delete(format!("{REMOTE_PREFIX}{id}"));
    }
    beside
}

/// Keeps again beside the game `id` what [`delete`] took away with it: a delete undone.
pub fn keep_again(id: &str, beside: &Beside) {
    keep_draft(id, beside.draft.as_deref());
    keep_beside(STUDY_PREFIX, id, beside.study.as_deref());
    keep_beside(REMOTE_PREFIX, id, beside.remote.as_deref());
}

/// The turn in progress kept for the game `id`, as `games::tiles::draft` writes it, if any.
pub fn kept_draft(id: &str) -> Option<String> {
    kept_beside(DRAFT_PREFIX, id)
}

/// Keeps the turn in progress of the game `id` (none: nothing laid). A draft that cannot be
/// kept costs only the tiles laid, should the page be reloaded: the game itself is saved apart.
pub fn keep_draft(id: &str, text: Option<&str>) {
    keep_beside(DRAFT_PREFIX, id, text);
}

/// The analysis kept for the game `id`, as JSON, if any: also what is downloaded of one that
/// cannot be read.
pub fn kept_study(id: &str) -> Option<String> {
    kept_beside(STUDY_PREFIX, id)
}

/// Forgets the analysis kept for the game `id`: the player's choice for one that cannot be read.
pub fn discard_study(id: &str) {
    keep_beside(STUDY_PREFIX, id, None);
}

/// Keeps the analysis of the game `id`; one that cannot be kept costs only the moves tried.
pub fn keep_study(id: &str, json: &str) {
    keep_beside(STUDY_PREFIX, id, Some(json));
}

/// This device's part in the game `id` played at a distance, as JSON; `None` for a game played
/// here alone.
pub fn kept_remote(id: &str) -> Option<String> {
    kept_beside(REMOTE_PREFIX, id)
}

/// The seats this device plays in the game `id`, if it is played at a distance (its player's,
/// and any beside it, people's passing the device or robots'): read from the session's JSON
/// alone, since the shelf does not load remote play's code.
pub fn remote_seats(id: &str) -> Option<Vec<usize>> {
    /// The fields of a session the shelf reads; serde skips the rest.
    #[derive(serde::Deserialize)]
    struct Seats {
        seat: usize,
        #[serde(default)]
        beside: Vec<Seat>,
    }
    #[derive(serde::Deserialize)]
    struct Seat {
        seat: usize,
    }
    let session: Seats = serde_json::from_str(&kept_remote(id)?).ok()?;
    let beside = session.beside.iter().map(|beside| beside.seat);
    Some(std::iter::once(session.seat).chain(beside).collect())
}

/// What the library shows of a game played at a distance whose tiles are dealt, which its save
/// cannot say: the save holds only the table's start. The session writes it beside its own
/// state (`gameshelf_engine::remote::session::Overview`, under `overview`); this mirror of it
/// reads it without remote play's code. Derived data, it is for showing alone.
#[derive(Clone, PartialEq, Eq, Debug, serde::Deserialize)]
pub struct RemoteOverview {
    /// Whether the deal is done and the game under way; until then nothing else is known.
    pub dealt: bool,
    /// The seat to move; none while dealing and once the game is over.
    #[serde(default)]
    pub to_move: Option<usize>,
    /// The turns played, the deal's steps not counted.
    #[serde(default)]
    pub moves: usize,
    /// Every seat's points, in seat order: the final ones once ranked.
    #[serde(default)]
    pub scores: Vec<i64>,
    #[serde(default)]
    pub over: bool,
    /// Once over and counted (Abaku's racks left are revealed first): the seats best first,
    /// and their places.
    #[serde(default)]
    pub ranked: Option<RemoteRanked>,
    /// Whether the deal's check at the end passed, once it has run: until then the outcome is
    /// unverified, and if it failed, void.
    #[serde(default)]
    pub checked: Option<bool>,
}

/// A finished game's places: `ranks[i]` is the place of `ranking[i]`, from 1, equal for a tie.
#[derive(Clone, PartialEq, Eq, Debug, serde::Deserialize)]
pub struct RemoteRanked {
    pub ranking: Vec<usize>,
    pub ranks: Vec<usize>,
}

impl RemoteOverview {
    /// Whether it names only the seats of a game of `seats`, each score and place there: what
    /// the browser kept is not trusted to index the players with.
    pub fn fits(&self, seats: usize) -> bool {
        if !self.dealt {
            return true;
        }
        let ranked = self.ranked.as_ref().is_none_or(|ranked| {
            ranked.ranking.len() == seats
                && ranked.ranks.len() == seats
                && ranked.ranking.iter().all(|&seat| seat < seats)
        });
        let to_move = match self.to_move {
            Some(seat) => seat < seats && !self.over,
            None => self.over,
        };
        self.scores.len() == seats && to_move && ranked
    }
}

/// The overview of the game `id` played at a distance, if its tiles are dealt: none for a game
/// played here alone, for Abalone (its save is the game) and for a session written before
/// sessions wrote one.
pub fn remote_overview(id: &str) -> Option<RemoteOverview> {
    overview_in(&kept_remote(id)?)
}

/// The overview a session's JSON holds, if any (or if it cannot be read).
fn overview_in(session: &str) -> Option<RemoteOverview> {
    /// The one field of a session read here; serde skips the rest.
    #[derive(serde::Deserialize)]
    struct Overview {
        #[serde(default)]
        overview: Option<RemoteOverview>,
    }
    serde_json::from_str::<Overview>(session).ok()?.overview
}

/// The ids of the games played at a distance, for the library to mark and a link to find.
pub fn remote_ids() -> Vec<String> {
    keys_with(REMOTE_PREFIX)
        .into_iter()
        .map(|key| key[REMOTE_PREFIX.len()..].to_string())
        .collect()
}

/// Keeps this device's part in the game `id` played at a distance. Unlike a draft, it must not
/// be lost: whether it was kept is reported.
pub fn keep_remote(id: &str, json: &str) -> SaveStatus {
    if !available() {
        return SaveStatus::Unavailable;
    }
    match LocalStorage::raw().set_item(&format!("{REMOTE_PREFIX}{id}"), json) {
        Ok(()) => SaveStatus::Saved,
        Err(error) => {
            let name = js_sys::Reflect::get(&error, &"name".into()).ok();
            failure_named(&name.and_then(|name| name.as_string()).unwrap_or_default())
        }
    }
}

/// What is kept under `prefix` beside the game `id`, if anything.
fn kept_beside(prefix: &str, id: &str) -> Option<String> {
    available().then(|| read_raw(&format!("{prefix}{id}"))).flatten()
}

/// Keeps `json` under `prefix` beside the game `id` (none: nothing).
fn keep_beside(prefix: &str, id: &str, json: Option<&str>) {
    if !available() {
        return;
    }
    let key = format!("{prefix}{id}");
    match json {
        Some(json) => {
            let _ = LocalStorage::raw().set_item(&key, json);
        }
        None => LocalStorage::delete(key),
    }
}

/// Whether `kept_as` names a key where an unreadable save's data may be kept: aside, or still
/// under its own key when storage was too full to copy it.
fn keeps_a_save(kept_as: &str) -> bool {
    available() && (kept_as.starts_with(UNREADABLE_PREFIX) || kept_as.starts_with(GAME_PREFIX))
}

/// The data of an unreadable save, kept under `kept_as`, exactly as it was found, to download.
pub fn unreadable_text(kept_as: &str) -> Option<String> {
    keeps_a_save(kept_as).then(|| read_raw(kept_as)).flatten()
}

pub fn discard_unreadable(kept_as: &str) {
    if keeps_a_save(kept_as) {
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

/// A new game with its id and start time, robots at the seats `robots` names.
pub fn new_game(game: AnyGame, turn_board: bool, robots: Robots) -> SavedGame {
    let now = now();
    SavedGame {
        id: new_id(),
        game,
        started: now,
        saved: now,
        turn_board,
        title: None,
        robots,
    }
}

/// The robots' time per move chosen in this browser, if any.
pub fn robot_time() -> Option<u64> {
    available()
        .then(|| LocalStorage::get(ROBOT_TIME_KEY).ok())
        .flatten()
}

/// Keeps the robots' time per move; a setting that cannot be kept still holds for this visit.
pub fn set_robot_time(ms: u64) {
    if available() {
        let _ = LocalStorage::set(ROBOT_TIME_KEY, ms);
    }
}

/// A setting of this browser (language, theme), if one was chosen.
pub fn setting(key: Setting) -> Option<String> {
    available()
        .then(|| LocalStorage::get(key.storage_key()).ok())
        .flatten()
}

/// Keeps a setting of this browser; one that cannot be kept still holds for this visit.
pub fn set_setting(key: Setting, value: &str) {
    if available() {
        let _ = LocalStorage::set(key.storage_key(), value);
    }
}

#[derive(Clone, Copy)]
pub enum Setting {
    Language,
    Theme,
    /// Whether the Abalone board is drawn upside down, White's side at the bottom.
    AbaloneFlipped,
    /// Whether the tile games count the tiles the player holding the device has not seen.
    UnseenTracker,
}

impl Setting {
    fn storage_key(self) -> &'static str {
        match self {
            Setting::Language => LANGUAGE_KEY,
            Setting::Theme => THEME_KEY,
            Setting::AbaloneFlipped => "gameshelf.abalone-flipped",
            Setting::UnseenTracker => "gameshelf.unseen-tracker",
        }
    }
}

/// A new game's seed for its bag: drawn from the browser's randomness, then kept in the record.
pub fn random_seed() -> u64 {
    let half = || (js_sys::Math::random() * f64::from(u32::MAX)) as u64;
    half() << 32 | half()
}

#[cfg(test)]
mod tests {
    use super::*;
    use gameshelf_engine::common::record::GameKind;
    use gameshelf_engine::remote::session::{Entropy, Overview, Ranked, Session};

    fn names() -> Vec<String> {
        vec!["Eva".to_string(), "Adam".to_string()]
    }

    fn hosted(kind: GameKind, setup: serde_json::Value) -> String {
        let entropy = Entropy::new(std::array::from_fn(|at| at as u8 ^ 0x5a));
        Session::host(kind, &setup.to_string(), names(), 0, &entropy)
            .unwrap()
            .to_json()
    }

    /// The engine's overview as the session writes it, read back through the mirror.
    fn mirrored(overview: &Overview) -> Option<RemoteOverview> {
        let session = serde_json::json!({ "format": 1, "seat": 1, "overview": overview });
        overview_in(&session.to_string())
    }

    #[test]
    fn a_dealt_session_s_overview_reads_without_remote_play() {
        let summy = hosted(
            GameKind::Summy,
            serde_json::json!({ "players": names(), "seed": 0 }),
        );
        let dealing = overview_in(&summy).expect("a dealt game's session writes one");
        assert_eq!(
            dealing,
            RemoteOverview {
                dealt: false,
                to_move: None,
                moves: 0,
                scores: Vec::new(),
                over: false,
                ranked: None,
                checked: None,
            }
        );
        assert!(dealing.fits(2));
        let playing = Overview {
            dealt: true,
            to_move: Some(1),
            moves: 3,
            scores: vec![12, -4],
            over: false,
            ranked: None,
            checked: None,
        };
        let read = mirrored(&playing).unwrap();
        assert_eq!((read.dealt, read.to_move, read.moves), (true, Some(1), 3));
        assert_eq!(
            (read.scores.clone(), read.over, read.ranked.clone()),
            (vec![12, -4], false, None)
        );
        assert!(read.fits(2) && !read.fits(3));
        let over = Overview {
            to_move: None,
            over: true,
            ranked: Some(Ranked {
                ranking: vec![0, 1],
                ranks: vec![1, 1],
            }),
            checked: Some(false),
            ..playing
        };
        let read = mirrored(&over).unwrap();
        let ranked = read.ranked.clone().unwrap();
        assert_eq!((ranked.ranking, ranked.ranks), (vec![0, 1], vec![1, 1]));
        assert_eq!(read.checked, Some(false));
        assert!(read.over && read.to_move.is_none() && read.fits(2));
    }

    #[test]
    fn an_old_session_or_abalone_s_has_no_overview() {
        let abalone = hosted(
            GameKind::Abalone,
            serde_json::json!({ "layout": "standard", "players": names() }),
        );
        assert_eq!(overview_in(&abalone), None);
        let mut summy: serde_json::Value = serde_json::from_str(&hosted(
            GameKind::Summy,
            serde_json::json!({ "players": names(), "seed": 0 }),
        ))
        .unwrap();
        summy.as_object_mut().unwrap().remove("overview");
        assert_eq!(overview_in(&summy.to_string()), None);
        assert_eq!(
            overview_in("{ \"seat\": 0, \"overview\": { \"dealt\": 3 } }"),
            None
        );
        assert_eq!(overview_in("not JSON"), None);
    }

    #[test]
    fn an_overview_that_names_seats_the_game_has_not_does_not_fit() {
        let overview = |to_move: Option<usize>, over: bool, ranking: Option<Vec<usize>>| RemoteOverview {
            dealt: true,
            to_move,
            moves: 4,
            scores: vec![3, 5],
            over,
            ranked: ranking.map(|ranking| RemoteRanked {
                ranks: vec![1, 2],
                ranking,
            }),
            checked: None,
        };
        assert!(overview(Some(1), false, None).fits(2));
        assert!(!overview(Some(2), false, None).fits(2));
        assert!(!overview(None, false, None).fits(2));
        assert!(!overview(Some(0), true, None).fits(2));
        assert!(overview(None, true, None).fits(2));
        assert!(overview(None, true, Some(vec![1, 0])).fits(2));
        assert!(!overview(None, true, Some(vec![2, 0])).fits(2));
        assert!(!overview(None, true, Some(vec![1])).fits(2));
    }
}

#[cfg(test)]
mod import_tests {
    use super::*;
    use serde_json::json;

    /// Eva and Adam's Summy game of `seed`, started at `started` (0: not said), at these `moves`,
    /// resigned by `resigned`.
    fn record(seed: u64, started: u64, moves: &[&str], resigned: Option<usize>) -> Course {
        Course {
            identity: (
                GameKind::Summy,
                json!({"players": ["Eva", "Adam"], "seed": seed}),
                started,
            ),
            moves: moves.iter().map(|mv| mv.to_string()).collect(),
            resigned,
        }
    }

    fn save(id: &str, course: &Course, keys: bool) -> Kept {
        Kept {
            id: id.into(),
            course: course.clone(),
            title: None,
            keys,
        }
    }

    const STARTED: u64 = 1_790_000_000_000;

    #[test]
    fn a_game_held_as_far_or_further_is_already_there_one_held_at_an_earlier_move_is_updated() {
        let three = record(7, STARTED, &["pass", "pass", "exchange 7"], None);
        let five = record(7, STARTED, &["pass", "pass", "exchange 7", "pass", "pass"], None);
        let library = [save("a", &three, false)];
        assert_eq!(
            found(&three, false, &library, &[]),
            Found::AlreadyThere,
            "the same moves"
        );
        assert_eq!(
            found(&five, false, &library, &[]),
            Found::Update(&library[0]),
            "later moves"
        );
        let library = [save("b", &five, false)];
        assert_eq!(
            found(&three, false, &library, &[]),
            Found::AlreadyThere,
            "the library is further on: it is not taken back"
        );
        let resigned = record(7, STARTED, &["pass", "pass", "exchange 7"], Some(1));
        assert_eq!(
            found(&resigned, false, &[save("a", &three, false)], &[]),
            Found::Update(&save("a", &three, false)),
            "a resignation is a later point of the same moves"
        );
        assert_eq!(
            found(&five, false, &[save("r", &resigned, false)], &[]),
            Found::New,
            "nothing comes after a resignation"
        );
    }

    #[test]
    fn another_game_or_moves_that_went_another_way_are_new() {
        let played = record(7, STARTED, &["pass", "exchange 7"], None);
        let library = [save("a", &played, false)];
        let other_seed = record(8, STARTED, &["pass", "exchange 7"], None);
        let other_day = record(7, STARTED + 1, &["pass", "exchange 7"], None);
        let forked = record(7, STARTED, &["pass", "exchange 8", "pass"], None);
        for incoming in [other_seed, other_day, forked] {
            assert_eq!(found(&incoming, false, &library, &[]), Found::New, "{incoming:?}");
        }
        assert_eq!(found(&played, false, &[], &[]), Found::New, "an empty library");
    }

    #[test]
    fn an_undated_game_is_already_there_only_as_it_is_and_updates_nothing() {
        let short = record(7, 0, &["pass"], None);
        let long = record(7, 0, &["pass", "pass"], None);
        assert_eq!(
            found(&short, false, &[save("s", &short, false)], &[]),
            Found::AlreadyThere
        );
        assert_eq!(found(&long, false, &[save("s", &short, false)], &[]), Found::New);
        assert_eq!(found(&short, false, &[save("l", &long, false)], &[]), Found::New);
    }

    #[test]
    fn keys_of_a_game_at_a_distance_update_only_a_save_with_keys_and_are_never_left_out() {
        let before = record(7, STARTED, &["pass"], None);
        let after = record(7, STARTED, &["pass", "pass"], None);
        let with_keys = [save("k", &before, true)];
        let without = [save("c", &before, false)];
        assert_eq!(found(&after, true, &with_keys, &[]), Found::Update(&with_keys[0]));
        assert_eq!(
            found(&after, false, &with_keys, &[]),
            Found::New,
            "a file without keys"
        );
        assert_eq!(
            found(&after, true, &without, &[]),
            Found::New,
            "keys the save has not"
        );
        assert_eq!(
            found(&before, true, &without, &[]),
            Found::New,
            "the same moves, but keys the save has not: kept as a game of their own"
        );
        assert_eq!(found(&before, false, &with_keys, &[]), Found::AlreadyThere);
    }

    #[test]
    fn a_record_written_by_hand_is_the_same_course_as_the_app_writes_it() {
        let by_hand =
            r#"{"format":1,"game":"summy","setup":{"players":["Eva","Adam"],"seed":20},"moves":["pass"]}"#;
        let (saved, _) = SavedGame::read("a", by_hand).expect("a record");
        let written = with_any_game!(&saved.game, game => game.record().to_file());
        let (again, _) = SavedGame::read("b", &written).expect("the app's record");
        assert_eq!(Course::of(&saved), Course::of(&again));
        assert_eq!(Course::of(&saved).moves, ["pass"]);
        assert!(!Course::of(&saved).dated());
    }

    #[test]
    fn the_save_furthest_on_is_updated_and_each_save_once_an_import() {
        let one = record(7, STARTED, &["pass"], None);
        let two = record(7, STARTED, &["pass", "pass"], None);
        let four = record(7, STARTED, &["pass", "pass", "pass", "pass"], None);
        let library = [save("one", &one, false), save("two", &two, false)];
        assert_eq!(found(&four, false, &library, &[]), Found::Update(&library[1]));
        assert_eq!(
            found(&four, false, &library, &["two".into()]),
            Found::Update(&library[0])
        );
        assert_eq!(
            found(&four, false, &library, &["two".into(), "one".into()]),
            Found::New
        );
    }
}
