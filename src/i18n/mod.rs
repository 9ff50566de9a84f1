//! The translation layer: every text the app shows is a [`Msg`], turned into words for the
//! current locale here. Engine errors travel as data and are worded here too.
//!
//! Every word is in a translation file ([`files`]). A `Msg` of the shelf, the library, the forms
//! and every game's frame is a message of `locales/shelf/<tag>.ftl` ([`wording`] says which, with
//! its values); a game's screen says [`phrase::Phrase`]s of its own files
//! (`src/games/<game>/words.rs`), which `Msg::Phrase` carries here. English's words are in the
//! app's own wasm; each other language's are a wasm chunk of their own
//! (`files::shelf_words`), fetched the first time the language is spoken: [`speak`] waits for
//! it before the language changes, so that no screen is ever worded in a language whose words
//! have not arrived.

pub mod files;
#[cfg(test)]
mod fluent_reference;
mod game_words;
pub mod phrase;
mod storage;
mod typography;
mod wording;

#[cfg(test)]
mod samples;
#[cfg(test)]
mod tests;

use crate::chunk::NotLoaded;
use crate::settings::Speed;
use crate::settings::Theme;
use crate::storage::{Brought, ImportError, ReadError, SaveStatus};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::game::{AnyMoveError, Score};
use gameshelf_engine::robot::Level;
use std::cell::{Cell, RefCell};
use wording::Said;

pub use game_words::{game_words, register, GameWords};

/// The languages the app speaks: those of the rule texts, and Czech, where Abaku is played most.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Locale {
    English,
    French,
    German,
    Turkish,
    Czech,
}

impl Locale {
    pub const ALL: [Locale; 5] = [
        Locale::English,
        Locale::French,
        Locale::German,
        Locale::Turkish,
        Locale::Czech,
    ];

    /// The BCP 47 tag, for dates, storage and the document's `lang`.
    pub fn tag(self) -> &'static str {
        match self {
            Locale::English => "en",
            Locale::French => "fr",
            Locale::German => "de",
            Locale::Turkish => "tr",
            Locale::Czech => "cs",
        }
    }

    /// The language's name in itself: the picker shows it so in every language, so that a
    /// player lost in a language they cannot read still finds their own.
    pub fn endonym(self) -> &'static str {
        match self {
            Locale::English => "English",
            Locale::French => "Français",
            Locale::German => "Deutsch",
            Locale::Turkish => "Türkçe",
            Locale::Czech => "Čeština",
        }
    }

    /// The locale of a language tag such as `fr-CA` or `cs`, if the app speaks it.
    pub fn from_tag(tag: &str) -> Option<Locale> {
        let language = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        Locale::ALL.into_iter().find(|locale| locale.tag() == language)
    }

    /// The first of the browser's preferred languages that the app speaks, else English.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Locale {
        tags.into_iter()
            .find_map(Locale::from_tag)
            .unwrap_or(Locale::English)
    }
}

/// A language's words for every [`Msg`]: those of the app's translation files, `locales/shelf/`.
type Speaker = files::Sayer;

thread_local! {
    static CURRENT: Cell<Locale> = const { Cell::new(Locale::English) };
    /// The languages whose words have arrived in this visit (English's are in the app's code).
    static SPOKEN: RefCell<Vec<(Locale, Speaker)>> = const { RefCell::new(Vec::new()) };
}

/// The locale in use.
pub fn locale() -> Locale {
    CURRENT.with(Cell::get)
}

/// Speaks `locale` from now on, once its words have arrived; the locale stays as it was if they
/// do not. Texts already on screen stay as they are: the app draws its screens again after a
/// change (see `app::App`).
pub async fn speak(locale: Locale) -> Result<(), NotLoaded> {
    if shelf_words_at_hand(locale).is_none() {
        let words = files::shelf_words(locale).await?;
        SPOKEN.with(|spoken| spoken.borrow_mut().push((locale, words)));
    }
    CURRENT.with(|current| current.set(locale));
    Ok(())
}

/// The words of `locale` for every `Msg`, if they are at hand: English's always are.
pub(crate) fn shelf_words_at_hand(locale: Locale) -> Option<Speaker> {
    if locale == Locale::English {
        return Some(files::compiled::shelf::en::phrase);
    }
    SPOKEN.with(|spoken| {
        spoken
            .borrow()
            .iter()
            .find_map(|&(known, words)| (known == locale).then_some(words))
    })
}

/// A whole number in the locale's form: digits grouped by thousands from five digits up (a
/// four-digit number stays whole, as the typography of every language here allows), with a
/// true minus sign. `separator` is the locale's group separator.
pub(crate) fn integer(value: i64, separator: &str) -> String {
    let digits = value.unsigned_abs().to_string();
    let sign = if value < 0 { "\u{2212}" } else { "" };
    if digits.len() < 5 {
        return format!("{sign}{digits}");
    }
    let mut grouped = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index) % 3 == 0 {
            grouped.push_str(separator);
        }
        grouped.push(digit);
    }
    format!("{sign}{grouped}")
}

/// `units` divided by 10^`places`, written with `places` decimals and the locale's decimal
/// `mark` and a true minus sign: `decimal(-1250, 3, ',')` is "−1,250".
pub(crate) fn decimal(units: i64, places: u32, mark: char) -> String {
    let scale = 10_i64.pow(places);
    let sign = if units < 0 { "\u{2212}" } else { "" };
    let (whole, fraction) = (units.abs() / scale, units.abs() % scale);
    format!("{sign}{whole}{mark}{fraction:0width$}", width = places as usize)
}

/// Text from a file quoted in a message (a move, a parser's complaint), cut short: a file may
/// hold megabytes where a few characters were expected.
pub(crate) fn excerpt(text: &str) -> String {
    const MAX_CHARS: usize = 120;
    match text.char_indices().nth(MAX_CHARS) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// A tile drawn for the first turn, as the start draw tells it: a number counts; anything else
/// is drawn again by the same player.
#[derive(Clone, PartialEq, Debug)]
pub enum Drawn {
    Number(String),
    /// Abaku's joker.
    Joker,
    /// A Summy operator, as its face shows it.
    Operator(String),
    /// Summy's =.
    Equals,
}

/// Everything the app says.
#[derive(Clone, PartialEq, Debug)]
pub enum Msg {
    AppName,
    Tagline,
    Shelf,
    NewGame,
    /// A game's name, as on its box.
    GameName(GameKind),
    /// What a game is about, in a sentence or two, for the shelf.
    GameBlurb(GameKind),
    SavedGames,
    NoSavedGames,
    Resume,
    Review,
    Delete,
    InProgress,
    MoveCount(usize),
    ToMoveNamed(String),
    WonBy(Vec<String>),
    Versus(Vec<String>),
    LastPlayed(String),
    Layout,
    Players,
    StartGame,
    Back,
    Home,
    Undo,
    /// Undo once the player to move has shown their rack: it takes back what they laid this
    /// turn, tiles or (Addique's) the piece chosen.
    UndoLaid {
        pieces: bool,
    },
    Redo,
    /// Who plays a seat: a person, or a robot of a level.
    SeatPlayer(Option<Level>),
    /// A robot's name when the form's name field is left empty: seat number and level.
    RobotName(usize, Level),
    Robots,
    RobotThinking(String),
    /// The robots' worker could not be started.
    RobotUnavailable,
    /// The robots' worker worked far past a request's time, so it was stopped and started
    /// afresh.
    RobotRestarted,
    RobotFailed(String),
    Pause,
    WatchSpeed,
    Speed(Speed),
    RobotTime,
    /// What the robots' time per move does in this game.
    RobotTimeNote(GameKind),
    Seconds(u64),
    /// Asked of the robot: the hint is on its way.
    HintThinking,
    /// The strong robot's move when it lays no tiles: an exchange of these tiles, or a pass.
    HintExchange(Vec<String>),
    HintPass,
    ReviewTitle,
    /// What the review shows: points, or (true) Abalone's evaluations.
    ReviewExplained(bool),
    ReviewStart,
    /// A review started while its chunk is on its way.
    ReviewLoading,
    /// A review started whose chunk did not arrive.
    ReviewNotLoaded,
    ReviewPending(usize),
    ReviewPlayer,
    ReviewPlayed,
    ReviewRobot,
    ReviewDifference(bool),
    /// An evaluation in marbles pushed off, given in thousandths of a marble.
    Marbles(i64),
    /// A move's points, beside the move in the review.
    ReviewPoints(i64),
    /// Abalone's review: the search found a forced win (true) or loss (false) after the move.
    ReviewForced(bool),
    /// The review row's button that shows the position before move `n` (from 1).
    ReviewShowTurn(usize),
    /// The review on a phone: turn `turn` (from 1), played by `name`.
    ReviewStep {
        turn: usize,
        name: String,
    },
    /// The move played in words, and its points or evaluation.
    ReviewStepPlayed {
        played: String,
        worth: String,
    },
    /// The robot's choice in words, and its points or evaluation.
    ReviewStepRobot {
        best: String,
        worth: String,
    },
    /// A tile game's placement in words: each tile (as read aloud) and its square.
    MoveLaid(Vec<(String, String)>),
    /// A tile game's exchange of so many tiles, in words.
    MoveExchanged(usize),
    /// A tile game's pass, in words.
    MovePassed,
    Rules,
    /// The button on a shelf card and a new-game form that opens the game's rules.
    HowToPlay,
    Close,
    Moves,
    NoMovesYet,
    Draw,
    Settings,
    FirstMove,
    PreviousMove,
    NextMove,
    LastMove,
    ViewingMove(usize, usize),
    /// A move the rules refuse, a tile game's or one of a pasted Abalone move list: the rule
    /// it breaks, or what is wrong with its notation.
    RuleBroken(AnyMoveError),
    UnreadableSaves,
    /// That each save which could not be read can be downloaded, and stays until deleted.
    UnreadableHelp,
    /// The button that downloads a save which could not be read, exactly as it was kept.
    DownloadData,
    UnreadableSave {
        key: String,
        kept_as: String,
        // Boxed: the largest of the messages' data, which every `Msg` would otherwise carry.
        reason: Box<ReadError>,
    },
    StorageUnavailable,
    StorageFull,
    /// Before a game is started: storage would not keep it, as it is full or blocked.
    NewGameNotKept(SaveStatus),
    GameNotFound,
    /// A game's screen, loaded the first time one of its games is opened, did not arrive.
    ScreenNotLoaded,
    /// Another screen loaded on demand (a new-game form, Abalone's editor, a shared game) did
    /// not arrive.
    PageNotLoaded,
    /// The game's screen is on its way.
    ScreenLoading,
    /// The saved games, under the shelf, are on their way (the library's chunk).
    LibraryLoading,
    /// The library's chunk did not arrive: the saves themselves are untouched.
    LibraryNotLoaded,
    /// Why a robot chose no move: the chunk that reads its answers did not arrive.
    RobotNotLoaded,
    /// The robots' line in a game's panel is on its way.
    RobotsLoading,
    /// The robots' line did not arrive: they play on, but cannot be paused or set.
    RobotsNotLoaded,
    /// A part of a page loaded when first shown (a chunk of its own) is on its way.
    PartLoading,
    /// Such a part did not arrive.
    PartNotLoaded,
    /// A rules page while its language's translation file is on its way.
    RulesLoading,
    /// A rules page whose language's translation file did not arrive.
    RulesNotLoaded,
    TryAgain,
    /// A language chosen whose words did not arrive, by its own name.
    LanguageNotLoaded(Locale),
    SaveUnreadable(ReadError),
    RulesTitle(GameKind),
    // Abaku, and what the tile games share: Abaku's other words are its own (`games/abaku/words.rs`),
    // and what only the tile games' screens say is theirs (`games/tiles/words.rs`). Joker stays: French
    // and German word it as English does, which the translation files' tests take for a word left
    // untranslated.
    PlayerNumber(usize),
    Joker,
    Cancel,
    Hint,
    // Summy: its other words are its own (`games/summy/words.rs`).
    /// An equation's readings, written with operators.
    Readings(Vec<String>),
    Points(u32),
    /// One round of the start draw: each player's name and tile drawn, in the order drawn (a
    /// tile that is no number followed by the same player's next); and if the round was a tie
    /// for the lowest, the players who draw again.
    StartDrawRound {
        draws: Vec<(String, Drawn)>,
        tied: Vec<String>,
    },
    /// Each player's name and how many hints they asked for.
    HintCounts(Vec<(String, usize)>),
    PointsHeading,
    Signed(Score),
    /// The players in first place and their final score.
    TileGameWinners {
        names: Vec<String>,
        score: Score,
    },
    SoloFinalScore(Score),
    Total,
    /// One kind of unseen tile and how many of it, such as "0 ×3".
    UnseenKind {
        kind: String,
        count: usize,
    },
    /// A score sheet row's button: the board as it was after this turn (from 1).
    ShowTurn(usize),
    TileGameResult {
        winners: Vec<String>,
        scores: Vec<Score>,
    },
    TileGameInProgress {
        to_move: String,
        scores: Vec<Score>,
    },
    // Two tabs on one game.
    OpenInAnotherTab,
    TakenOverByAnotherTab,
    ContinueHere,
    // The library.
    Export,
    ExportAll,
    ImportTitle,
    ImportHelp,
    ChooseFile,
    PasteRecord,
    Import,
    /// A game imported from a file: its game and players, and what became of it (a new save, a
    /// save brought up to its later moves, or nothing, the library holding it already).
    Imported {
        game: GameKind,
        players: Vec<String>,
        brought: Brought,
    },
    /// How many of a backup's games were restored as new saves, brought saves up to their later
    /// moves, and were in the library already.
    Restored {
        new: usize,
        updated: usize,
        already: usize,
    },
    /// A game in a backup (numbered from 1) that was not restored, and why.
    RestoreRefused {
        number: usize,
        reason: ReadError,
    },
    /// Storage refused to take more: how many readable games of a backup were left out.
    RestoreStopped {
        left: usize,
        status: SaveStatus,
    },
    NotImported(ImportError),
    /// A file the browser could not read, by name.
    FileUnreadable(String),
    Duplicate,
    Rename,
    /// The field holding a save's name.
    GameTitle,
    SaveName,
    /// A game just deleted, which can still be brought back: its game and players.
    DeletedGame(GameKind, Vec<String>),
    /// A game deleted a moment ago that its player had named.
    DeletedTitled(String),
    FilterGame,
    FilterState,
    AllGames,
    AnyState,
    Finished,
    NoGamesMatch,
    /// Whether the browser agreed to keep the saved games when space runs low.
    StoragePersistent(bool),
    // Sharing a game as a link.
    Share,
    ShareTitle,
    ShareHelp,
    /// The share dialog's button that puts the link on the clipboard, and what came of it.
    CopyLink,
    LinkCopied,
    /// The browser's reason.
    CopyFailed(String),
    /// The button that opens the device's share sheet with a link, and why it could not.
    ShareVia,
    ShareFailed(String),
    /// The share dialog while its code arrives and makes the link; its code that did not
    /// arrive; a browser that could not make the link.
    ShareMaking,
    ShareNotLoaded,
    ShareLinkFailed,
    /// The code that writes a game's file did not arrive.
    ExportNotLoaded,
    /// A tile game in progress, shared as a link or exported as a file, shows every rack and
    /// the bag's order.
    RevealsHidden {
        game: GameKind,
        link: bool,
    },
    /// The title of the export's warning, for such a game.
    ExportInProgress,
    /// "Export all" when the backup gives away what players may not see yet: the warning's
    /// title, its first line, a line for each game with tile games in progress (how many, and
    /// what of them the backup reveals), and its advice.
    BackupTitle,
    BackupReveals,
    BackupRevealsHidden {
        game: GameKind,
        count: usize,
    },
    BackupRevealsAdvice,
    /// "Export all" with this many games at a distance: the backup may carry this device's keys
    /// for them, and its buttons with the keys and without.
    BackupKeys(usize),
    ExportWithKeys,
    ExportWithoutKeys,
    ShareReading,
    ShareLinkBroken,
    SharedGameTitle,
    ContinueAsCopy,
    /// The library's mark of a game played at a distance, and whether this device is to move.
    AtADistance {
        your_move: bool,
    },
    /// The library's status of a tile game at a distance while its tiles are dealt (Addique's
    /// `pieces`), and once it is over while the racks left are revealed (Abaku counts them).
    BeingDealt {
        pieces: bool,
    },
    RacksBeingRevealed,
    /// The library's status of a finished game at a distance, its outcome's line given, until
    /// the deal's check at the end has passed; and once it has failed.
    ResultsUnverified(String),
    ResultsVoid,
    /// A new-game form's part for a game played at a distance (`remote::AtADistance`): its title,
    /// its switch, the heading of the choice of the seat this device plays, and what such a
    /// game leaves out, naming the clock for a game whose form offers one (`clock`).
    RemoteTitle,
    /// The title of the page on this device's keys in remote play, and the button that opens it.
    RemoteKeysTitle,
    RemoteInvite,
    RemoteSeatHeading,
    RemoteNote {
        clock: bool,
    },
    /// Every seat is played on this device, by its people or robots: no one would be invited.
    RemoteNobodyInvited,
    /// Under the seats of a form where several may be this device's (Abalone's).
    RemoteSeveralHint,
    /// A tile game's: its tiles are dealt so that no device sees another's rack (Addique's
    /// `pieces`, another's hand).
    RemoteDealt {
        pieces: bool,
    },
    // Offline and updates.
    /// A new version is installed and waits for the player's word.
    UpdateReady,
    /// The button that reloads the page into the new version.
    ApplyUpdate,
    // The language and theme, on every screen.
    /// The bar holding the language and theme pickers.
    Preferences,
    /// The button a phone folds a game's buttons and preferences behind.
    Menu,
    Language,
    ThemeTitle,
    ThemeName(Theme),
    // Abalone's study tools, where the shelf, the library and a shared game open them: their
    // other words are their own (`games/abalone/study_words.rs`).
    /// The shelf's and the new-game form's button that opens the position editor on a blank
    /// start.
    SetUpPosition,
    /// The editor's and a shared game's button that opens the analysis board on the position.
    AnalysePosition,
    /// The game screen's, the result card's and the library's button that opens the analysis of
    /// the game.
    AnalyseGame,
    /// The editor's position and the export dialog's heading over it: French words it as English
    /// does, which the translation files' tests take for a word left untranslated.
    FenTitle,
    // Keyboard and screen readers: Abaku and Summy (the rest are in `games/tiles/words.rs`).
    /// The hint's tiles laid out, read out: each tile's spoken name and square.
    HintLaid(Vec<(String, String)>),
    /// A placement read out: who laid which tiles (spoken name, square) for how many points, and
    /// who plays next (none at the game's end).
    AnnouncePlaced {
        name: String,
        tiles: Vec<(String, String)>,
        points: u32,
        next: Option<String>,
    },
    /// Words of a screen's translation files (`src/games/<game>/words.rs` and the like), which
    /// load with the screen.
    Phrase(phrase::Phrase),
    /// Words of the shelf's translation files (`locales/shelf/`) that a game puts together
    /// itself (its `shelf_words.rs`): Abalone's layouts and seats, and "Not allowed:" with the
    /// rule a move breaks.
    ShelfPhrase(phrase::Phrase),
}

impl From<phrase::Phrase> for Msg {
    fn from(phrase: phrase::Phrase) -> Msg {
        Msg::Phrase(phrase)
    }
}

impl Msg {
    pub fn text(&self) -> String {
        match wording::said(self) {
            Said::Shelf(phrase) => {
                // `speak` sets no locale whose words it does not hold: English, before any is
                // spoken.
                let words = shelf_words_at_hand(locale()).unwrap_or(files::compiled::shelf::en::phrase);
                words(&phrase).unwrap_or_else(|| phrase.id().to_string())
            }
            Said::Screen(phrase) => files::say(phrase),
            Said::Verbatim(text) => text,
        }
    }
}

/// Shorthand for views: `t(Msg::Undo)`, or a game's words: `t(Says::Table)`.
pub fn t(msg: impl Into<Msg>) -> String {
    msg.into().text()
}
