//! The translation layer: every text the app shows is a [`Msg`], turned into words for the
//! current locale here. Engine errors travel as data and are worded here too.

mod en;

use crate::storage::ReadError;
use gameshelf_engine::abalone::{Ending, Layout, RuleError, Seat, TurnOrder};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Locale {
    English,
}

impl Locale {
    /// The BCP 47 tag, for dates and the document's `lang`.
    pub fn tag(self) -> &'static str {
        match self {
            Locale::English => "en",
        }
    }
}

/// The locale in use. One for now; more come with the rule texts' languages.
pub fn locale() -> Locale {
    Locale::English
}

/// Everything the app says.
#[derive(Clone, PartialEq, Debug)]
pub enum Msg {
    AppName,
    Tagline,
    Shelf,
    NewGame,
    Abalone,
    AbaloneBlurb,
    SavedGames,
    NoSavedGames,
    Resume,
    Review,
    Delete,
    ConfirmDelete,
    Yes,
    No,
    InProgress,
    MoveCount(usize),
    ToMoveNamed(String),
    WonBy(Vec<String>),
    Versus(Vec<String>),
    LastPlayed(String),
    Layout,
    LayoutName(Layout),
    Players,
    PlayerCount(u8),
    PlayerName(Seat),
    SeatColour(Seat),
    SeatInTeam(Seat, usize),
    TeamName(usize),
    TurnOrderTitle,
    TurnOrderName(TurnOrder),
    StartGame,
    Back,
    Home,
    Undo,
    Redo,
    Rules,
    Close,
    Moves,
    NoMovesYet,
    ToMove,
    PushedOff(u8),
    /// How the game ended: the name of a player out of time, the winners' names (none for a
    /// draw) and the teams' pushed-off counts, the winners' first.
    Result {
        ending: Ending,
        timed_out: Option<String>,
        names: Vec<String>,
        scores: Vec<u8>,
    },
    Draw,
    ClockLeft(u64),
    Clock,
    ClockMinutes(Option<u32>),
    MoveLimit,
    MoveLimitChoice(Option<u32>),
    DrawByRepetition,
    TurnBoard,
    Settings,
    ReplayGame,
    ViewBoard,
    FirstMove,
    PreviousMove,
    NextMove,
    LastMove,
    ViewingMove(usize, usize),
    SelectHint,
    MoveHint,
    Illegal(RuleError),
    MoveArrow(String),
    UnreadableSaves,
    UnreadableSave {
        key: String,
        kept_as: String,
        reason: ReadError,
    },
    StorageUnavailable,
    StorageFull,
    GameNotFound,
    SaveUnreadable(ReadError),
    RulesTitle,
    AbaloneRules,
}

impl Msg {
    pub fn text(&self) -> String {
        match locale() {
            Locale::English => en::text(self),
        }
    }
}

/// Shorthand for views: `t(Msg::Undo)`.
pub fn t(msg: Msg) -> String {
    msg.text()
}
