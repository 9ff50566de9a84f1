//! The envelope every game record shares: format version, game, setup, moves in the game's
//! notation, and moves taken back (so that redo survives a reload).

use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

/// The record format this build writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// The most characters in a player's name: the new-game forms stop there, and an imported record
/// with a longer one is refused rather than let it stretch the screen.
pub const MAX_NAME_CHARS: usize = 40;

/// The most characters in a game's own name (the app's `title` tag), as the rename field allows.
pub const MAX_TITLE_CHARS: usize = 60;

/// Writes [`GameKind`] from the list of games ([`games!`](crate::games)).
macro_rules! define_game_kind {
    (() $($kind:ident $module:ident $title:literal,)*) => {
        /// Which game: in records (`game`, the variant's name in lower case, which is its
        /// module's), addresses and file names.
        #[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
        #[serde(rename_all = "lowercase")]
        pub enum GameKind {
            $($kind,)*
        }

        impl GameKind {
            /// Every game, in the order the shelf shows them.
            pub const ALL: [GameKind; [$(stringify!($kind),)*].len()] = [$(GameKind::$kind,)*];

            /// The game's name in records (`game`), addresses and file names, e.g. `addique`.
            pub fn name(self) -> &'static str {
                match self {
                    $(GameKind::$kind => stringify!($module),)*
                }
            }

            /// The game's name as on its box, the same in every language, e.g. `Addique`.
            pub fn title(self) -> &'static str {
                match self {
                    $(GameKind::$kind => $title,)*
                }
            }

            /// The game named `name` in records and addresses.
            pub fn from_name(name: &str) -> Option<GameKind> {
                GameKind::ALL.into_iter().find(|kind| kind.name() == name)
            }
        }
    };
}
crate::games!(define_game_kind!);

/// A game record: what a save, a file and a share link hold. Never a memory dump: the setup and
/// the moves in notation, which replay through the rules.
///
/// ```
/// use gameshelf_engine::abalone::{Game, Layout, Setup};
///
/// let players = vec!["Ada".to_string(), "Grace".to_string()];
/// let mut game = Game::new(Setup::new(Layout::BelgianDaisy, players));
/// game.play("A1B2".parse().unwrap()).unwrap();
/// let record = game.record();
/// assert_eq!(record.moves, ["A1B2"]);
/// let json = serde_json::to_string(&record).unwrap();
/// let replayed = Game::replay(&serde_json::from_str(&json).unwrap()).unwrap();
/// assert_eq!(replayed.position(), game.position());
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Envelope<S> {
    pub format: u32,
    pub game: GameKind,
    pub setup: S,
    pub moves: Vec<String>,
    /// Moves taken back, the next one to redo first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub undone: Vec<String>,
    /// Milliseconds each move took, for clocks: the played moves, then the undone ones.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub times: Vec<u64>,
    /// Milliseconds the player to move had spent on the move in progress.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub thinking_ms: u64,
    /// The turn numbers (from 0) at which the player to move asked for a hint.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hints: Vec<usize>,
    /// The seat (from 0) that resigned, ending the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resigned: Option<usize>,
    /// Free-form headers such as dates, as in PGN; the rules never read them.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub tags: BTreeMap<String, String>,
}

impl<S> Envelope<S> {
    pub fn new(game: GameKind, setup: S, moves: Vec<String>, undone: Vec<String>) -> Envelope<S> {
        Envelope {
            format: FORMAT_VERSION,
            game,
            setup,
            moves,
            undone,
            times: Vec::new(),
            thinking_ms: 0,
            hints: Vec::new(),
            resigned: None,
            tags: BTreeMap::new(),
        }
    }

    /// Reads and plays every recorded move, the undone ones after the played ones; `play`
    /// gets each move's index (from 0) and the move.
    pub fn play_through<M: FromStr, R>(
        &self,
        mut play: impl FnMut(usize, M) -> Result<(), R>,
    ) -> Result<(), RecordError<MoveError<M::Err, R>>> {
        for (index, text) in self.moves.iter().chain(&self.undone).enumerate() {
            let fail = |reason| RecordError::Move {
                number: index + 1,
                text: text.clone(),
                reason,
            };
            let mv: M = text.parse().map_err(|error| fail(MoveError::Notation(error)))?;
            play(index, mv).map_err(|error| fail(MoveError::Rule(error)))?;
        }
        Ok(())
    }

    pub fn check_header<E>(&self, game: GameKind) -> Result<(), RecordError<E>> {
        if self.format != FORMAT_VERSION {
            return Err(RecordError::UnknownFormat(self.format));
        }
        if self.game != game {
            return Err(RecordError::WrongGame(self.game));
        }
        Ok(())
    }
}

fn is_zero(value: &u64) -> bool {
    *value == 0
}

/// Why a recorded move could not be replayed: its text is no move of the game (`N`), or the
/// rules refuse it (`R`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveError<N, R> {
    Notation(N),
    Rule(R),
}

impl<N: fmt::Display, R: fmt::Display> fmt::Display for MoveError<N, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Notation(error) => error.fmt(f),
            MoveError::Rule(error) => error.fmt(f),
        }
    }
}

/// Why a setup cannot start a game, or a record's resignation cannot stand: a typed reason,
/// which the app words in each language. Its `Display`, the engine's English, is the command
/// line's; the details a player cannot act on (which count in a copied position is off) are
/// kept in it as English text, for the command line, and the app words them as one.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SetupProblem {
    /// A layout (Abalone's) seats `seats` players, not `players`.
    LayoutSeats {
        layout: &'static str,
        seats: usize,
        players: usize,
    },
    /// A game of several seats `seats` players (`2 to 4`), not `players`.
    Seats { seats: &'static str, players: usize },
    /// A solo game seats one player, not `players`.
    SoloSeats { players: usize },
    /// Partners playing one after the other, in a game without partners.
    PartnersApart,
    /// A clock of minutes outside 1 to 180.
    Clock,
    /// A move limit of 0.
    NoMoves,
    /// A position set up by hand, for more than two players.
    HandSetForTwo,
    /// Covering the grid (Abaku's solo game) on a board other than the blank grid.
    CoverOnBlank,
    /// The position a copy begins at cannot stand: what is wrong with it, in English.
    Position(String),
    /// The record's resignation cannot stand: why, in English.
    Resigned(String),
}

impl fmt::Display for SetupProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupProblem::LayoutSeats {
                layout,
                seats,
                players,
            } => {
                write!(f, "the {layout} layout seats {seats} players, not {players}")
            }
            SetupProblem::Seats { seats, players } => {
                write!(f, "a game seats {seats} players, not {players}")
            }
            SetupProblem::SoloSeats { players } => write!(f, "a solo game seats 1 player, not {players}"),
            SetupProblem::PartnersApart => {
                f.write_str("only the four-player game lets partners play one after the other")
            }
            SetupProblem::Clock => f.write_str("a clock holds 1 to 180 minutes"),
            SetupProblem::NoMoves => f.write_str("a move limit of 0 would end the game before it starts"),
            SetupProblem::HandSetForTwo => f.write_str("a position set up by hand is for two players"),
            SetupProblem::CoverOnBlank => f.write_str("covering the grid is played on the blank 17x17 grid"),
            SetupProblem::Position(why) | SetupProblem::Resigned(why) => f.write_str(why),
        }
    }
}

/// Why a record could not be loaded; `E` is the game's own reason for a bad move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RecordError<E> {
    /// Not JSON of the record's shape.
    Malformed(String),
    UnknownFormat(u32),
    WrongGame(GameKind),
    /// A setup the game cannot start from, such as the wrong number of players.
    InvalidSetup(SetupProblem),
    /// Move `number` (from 1, counting undone moves after the played ones) is not legal.
    Move {
        number: usize,
        text: String,
        reason: E,
    },
    /// A name longer than the format allows: player `seat`'s (from 1), or the game's own
    /// (`None`), `chars` characters long.
    NameTooLong {
        seat: Option<usize>,
        chars: usize,
    },
}

impl<E> RecordError<E> {
    /// The same error with its move's reason rewritten by `wrap`: a game's own error as the
    /// error of a record of any game.
    pub fn map_move<F>(self, wrap: impl FnOnce(E) -> F) -> RecordError<F> {
        match self {
            RecordError::Malformed(detail) => RecordError::Malformed(detail),
            RecordError::UnknownFormat(version) => RecordError::UnknownFormat(version),
            RecordError::WrongGame(game) => RecordError::WrongGame(game),
            RecordError::InvalidSetup(problem) => RecordError::InvalidSetup(problem),
            RecordError::Move { number, text, reason } => RecordError::Move {
                number,
                text,
                reason: wrap(reason),
            },
            RecordError::NameTooLong { seat, chars } => RecordError::NameTooLong { seat, chars },
        }
    }
}

/// Refuses a name longer than [`MAX_NAME_CHARS`] among `players`, or a `title` longer than
/// [`MAX_TITLE_CHARS`]. Characters are counted as Unicode scalar values, never more than the
/// UTF-16 units a form's `maxlength` counts, so whatever a form let through passes.
pub fn check_names<E>(players: &[String], title: Option<&str>) -> Result<(), RecordError<E>> {
    let too_long = |name: &str, max| Some(name.chars().count()).filter(|&chars| chars > max);
    if let Some((seat, chars)) = players
        .iter()
        .enumerate()
        .find_map(|(index, name)| too_long(name, MAX_NAME_CHARS).map(|chars| (index + 1, chars)))
    {
        return Err(RecordError::NameTooLong {
            seat: Some(seat),
            chars,
        });
    }
    match title.and_then(|title| too_long(title, MAX_TITLE_CHARS)) {
        Some(chars) => Err(RecordError::NameTooLong { seat: None, chars }),
        None => Ok(()),
    }
}

impl<E: fmt::Display> fmt::Display for RecordError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Malformed(why) => write!(f, "not a game record: {why}"),
            RecordError::UnknownFormat(version) => {
                write!(
                    f,
                    "unknown record format {version} (this build reads format {FORMAT_VERSION})"
                )
            }
            RecordError::WrongGame(game) => write!(f, "this is a record of {game:?}"),
            RecordError::InvalidSetup(problem) => write!(f, "the setup is not valid: {problem}"),
            RecordError::Move { number, text, reason } => write!(f, "move {number} ({text}): {reason}"),
            RecordError::NameTooLong { seat, chars } => {
                let (whose, max) = match seat {
                    Some(seat) => (format!("player {seat}'s name"), MAX_NAME_CHARS),
                    None => ("the game's name".to_string(), MAX_TITLE_CHARS),
                };
                write!(f, "{whose} is {chars} characters long, more than {max}")
            }
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for RecordError<E> {}

/// Reads a record from JSON, telling a wrong shape apart from a wrong version.
pub fn parse<S: serde::de::DeserializeOwned, E>(json: &str) -> Result<Envelope<S>, RecordError<E>> {
    let json = migrate(json)?;
    serde_json::from_str(&json).map_err(|error| RecordError::Malformed(error.to_string()))
}

/// A record of any format this build knows, rewritten in the current format, so that every reader
/// (saves, imports, the command line) goes through one place when the format changes. Format 1
/// is the only one so far, so it passes unchanged; a format from a newer build is refused rather
/// than guessed at.
pub fn migrate<E>(json: &str) -> Result<Cow<'_, str>, RecordError<E>> {
    #[derive(Deserialize)]
    struct Header {
        format: u32,
    }
    let header: Header =
        serde_json::from_str(json).map_err(|error| RecordError::Malformed(error.to_string()))?;
    match header.format {
        FORMAT_VERSION => Ok(Cow::Borrowed(json)),
        other => Err(RecordError::UnknownFormat(other)),
    }
}

impl<S: Serialize> Envelope<S> {
    /// The record as a file to keep or share: pretty-printed JSON, which `gameshelf replay` and
    /// the app's import both read.
    pub fn to_file(&self) -> String {
        pretty(&serde_json::to_string(self).expect("a record is plain data and always serializes"))
    }
}

/// JSON laid out as `serde_json::to_string_pretty` does (two spaces a level), whatever its
/// spacing was. Written out rather than serde_json's pretty printer, which the browser bundle
/// would carry once more for every game's record type; the browser's own `JSON` would not do,
/// as it reads numbers as doubles and a seed is a full `u64`. `json` must be valid JSON.
pub fn pretty(json: &str) -> String {
    let mut out = String::with_capacity(json.len() * 2);
    let mut depth = 0;
    let mut chars = json.chars().peekable();
    let newline = |out: &mut String, depth: usize| {
        out.push('\n');
        out.extend(std::iter::repeat_n("  ", depth));
    };
    while let Some(char) = chars.next() {
        match char {
            '"' => {
                out.push('"');
                while let Some(char) = chars.next() {
                    out.push(char);
                    match char {
                        '\\' => out.extend(chars.next()),
                        '"' => break,
                        _ => {}
                    }
                }
            }
            '{' | '[' => {
                out.push(char);
                while chars.next_if(|next| next.is_ascii_whitespace()).is_some() {}
                if chars.next_if(|&next| next == '}' || next == ']').is_some() {
                    out.push(if char == '{' { '}' } else { ']' });
                } else {
                    depth += 1;
                    newline(&mut out, depth);
                }
            }
            '}' | ']' => {
                depth -= 1;
                newline(&mut out, depth);
                out.push(char);
            }
            ',' => {
                out.push(',');
                newline(&mut out, depth);
            }
            ':' => out.push_str(": "),
            _ if char.is_ascii_whitespace() => {}
            _ => out.push(char),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    type Error = RecordError<String>;

    #[test]
    fn a_games_name_is_the_one_its_records_carry() {
        for game in GameKind::ALL {
            let json = serde_json::to_string(&game).unwrap();
            assert_eq!(json, format!("\"{}\"", game.name()));
            assert_eq!(GameKind::from_name(game.name()), Some(game));
        }
        assert_eq!(GameKind::from_name("chess"), None);
    }

    #[test]
    fn migrate_passes_the_current_format_unchanged() {
        let json = r#"{"format":1,"game":"summy","setup":{},"moves":["x"],"tags":{"saved":"5"}}"#;
        let migrated = migrate::<String>(json).expect("format 1 is current");
        assert!(
            matches!(migrated, Cow::Borrowed(_)),
            "no copy for the current format"
        );
        assert_eq!(migrated, json);
    }

    #[test]
    fn migrate_refuses_unknown_formats() {
        for format in [0, 2, 99] {
            let json = format!(r#"{{"format":{format},"game":"abaku"}}"#);
            assert_eq!(migrate::<String>(&json), Err(Error::UnknownFormat(format)));
        }
    }

    #[test]
    fn migrate_calls_json_without_a_format_malformed() {
        for json in ["", "[]", "null", r#"{"game":"abaku"}"#, r#"{"format":"1"}"#] {
            assert!(
                matches!(migrate::<String>(json), Err(Error::Malformed(_))),
                "{json:?} is not a record"
            );
        }
    }

    #[test]
    fn pretty_lays_out_json_as_serde_json_does() {
        let json = r#"{"a":[1,{"b":"x,y:[z]","c":[]},"q\"{"],"d":{},"e":{"f":null}, "g" : [ ] }"#;
        let value: serde_json::Value = serde_json::from_str(json).unwrap();
        let expected = serde_json::to_string_pretty(&value).unwrap();
        // serde_json's tree sorts keys, as `json` has them.
        assert_eq!(pretty(json), expected);
        assert_eq!(pretty(&expected), expected, "already pretty JSON stays as it is");
    }

    #[test]
    fn names_up_to_the_limits_pass_and_longer_ones_are_refused() {
        let names = |lengths: &[usize]| -> Vec<String> { lengths.iter().map(|&n| "é".repeat(n)).collect() };
        let title = "t".repeat(MAX_TITLE_CHARS);
        assert_eq!(
            check_names::<String>(&names(&[MAX_NAME_CHARS, 1]), Some(&title)),
            Ok(())
        );
        assert_eq!(
            check_names::<String>(&names(&[3, MAX_NAME_CHARS + 1, 200]), None),
            Err(Error::NameTooLong {
                seat: Some(2),
                chars: MAX_NAME_CHARS + 1
            }),
            "the first name too long is named, counted in characters rather than bytes"
        );
        assert_eq!(
            check_names::<String>(&names(&[3]), Some(&format!("{title}!"))),
            Err(Error::NameTooLong {
                seat: None,
                chars: MAX_TITLE_CHARS + 1
            })
        );
    }

    #[test]
    fn a_file_reads_back_as_the_same_record() {
        let mut record = Envelope::new(GameKind::Abaku, 7u32, vec!["A1=1".into()], vec!["B2=2".into()]);
        record.tags.insert("started".into(), "12".into());
        let file = record.to_file();
        assert_eq!(file, serde_json::to_string_pretty(&record).unwrap());
        assert_eq!(parse::<u32, String>(&file), Ok(record));
    }
}
