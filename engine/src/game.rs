//! The contract every game keeps ([`GameRules`]), and a game of any kind ([`AnyGame`]), read
//! from a record by its `game` field. Storage, the command line and the robot service all go
//! through here; the list of games it is written from is [`games!`](crate::games).

use crate::common::record::{self, Envelope, GameKind, MoveError, RecordError, SetupProblem};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

/// A score as every game reports it: points in the tile games, marbles pushed off in Abalone.
pub type Score = i64;

/// Seats taking turns until the game ends: all that a match between robots needs to know.
pub trait Turns {
    type Move: Clone + fmt::Display + FromStr<Err: fmt::Display>;
    /// Why the rules refuse a move, saying which rule it breaks.
    type RuleError: fmt::Display + fmt::Debug;

    fn seat_count(&self) -> usize;
    /// The seat to move; meaningless once the game is over.
    fn to_move(&self) -> usize;
    fn play(&mut self, mv: Self::Move) -> Result<(), Self::RuleError>;
    fn is_over(&self) -> bool;
    /// The seats sharing first place once the game is over; none for a draw or a game going on.
    fn winners(&self) -> Vec<usize>;
}

/// What makes something a game of the shelf: its setup and seats, whose turn it is, playing a
/// move with a typed rule error, undo and redo, scores, its end, and its record, which replays
/// through the rules.
pub trait GameRules: Turns + Clone + Sized {
    const KIND: GameKind;
    /// The numbers of players a game can seat, fewest first.
    const PLAYER_COUNTS: &'static [usize];
    /// Whether some tiles are hidden from some seats (racks, a bag): such a game is played
    /// remotely only through the deal (docs/remote-play.md).
    const HIDDEN_TILES: bool;
    /// Whether what a seat holds hidden are pieces in a hand (Addique's) rather than tiles on a
    /// rack: how a deal is worded.
    const HOLDS_PIECES: bool = false;
    type Setup: Clone + Serialize + DeserializeOwned;

    fn new(setup: Self::Setup) -> Self;
    /// A setup seating `players` with the game's defaults, dealt (where the game deals) from
    /// `seed`: a game started from the command line, or by a robot match.
    fn seated(players: Vec<String>, seed: u64) -> Self::Setup;
    /// Why `setup` cannot start a game (the wrong number of players...), if it cannot.
    fn setup_problem(setup: &Self::Setup) -> Option<SetupProblem>;
    /// A game started from `setup`, or why it cannot start.
    fn start_from(setup: Self::Setup) -> Result<Self, SetupProblem> {
        match Self::setup_problem(&setup) {
            Some(problem) => Err(problem),
            None => Ok(Self::new(setup)),
        }
    }
    fn setup(&self) -> &Self::Setup;
    /// The players' names, in seat order.
    fn players(&self) -> &[String];
    /// Moves on the board, not counting moves taken back.
    fn moves_played(&self) -> usize;
    /// Takes back the last move; `None` at the start.
    fn undo(&mut self) -> Option<Self::Move>;
    /// Plays again the move taken back last; `None` when there is none.
    fn redo(&mut self) -> Option<Self::Move>;
    /// Each seat's score as it stands: for the tile games, before the end's adjustments.
    fn scores(&self) -> Vec<Score>;
    /// `seat`, one of the game's seats, resigns: the game is over and `seat` (its team, in
    /// Abalone) loses. Final, as on every game site: nothing takes it back, and no move follows.
    fn resign(&mut self, seat: usize) -> Result<(), Self::RuleError>;
    /// The seat that resigned, if one did.
    fn resigned(&self) -> Option<usize>;
    fn record(&self) -> Envelope<Self::Setup>;
    fn replay(record: &Envelope<Self::Setup>) -> Result<Self, RecordError<GameMoveError<Self>>>;

    fn kind(&self) -> GameKind {
        Self::KIND
    }

    /// For a copy begun where a game dealt at a distance stood ([`crate::tiles::PublicPosition`]),
    /// the turns that game had played; none for a game played from its start.
    fn copied_after(&self) -> Option<usize> {
        None
    }

    /// Whether the players play against clocks. No device can prove how long another took over
    /// its move, so such a game is not played at a distance.
    fn clocked(&self) -> bool {
        false
    }

    /// The game as it stood before its move `ply` (from 0), and that move; `None` past the
    /// last move played. Replayed from the start rather than taken back, so that it holds
    /// however the game ended: a resignation, say, which nothing takes back.
    fn before_move(&self, ply: usize) -> Option<(Self, Self::Move)> {
        let mut record = self.record();
        let played = record.moves.get(ply)?;
        let played = played
            .parse()
            .unwrap_or_else(|error| panic!("a game's own move {played} reads back: {error}"));
        record.moves.truncate(ply);
        record.times.truncate(ply);
        record.undone.clear();
        record.thinking_ms = 0;
        record.hints.retain(|&turn| turn <= ply);
        record.resigned = None;
        let before =
            Self::replay(&record).unwrap_or_else(|error| panic!("a game's own first moves replay: {error}"));
        Some((before, played))
    }

    /// Plays a move written in the game's notation.
    fn play_notation(&mut self, text: &str) -> Result<(), GameMoveError<Self>> {
        let mv = text.parse().map_err(MoveError::Notation)?;
        self.play(mv).map_err(MoveError::Rule)
    }
}

/// Why a move of game `G`, in notation, cannot be played.
pub type GameMoveError<G> = MoveError<<<G as Turns>::Move as FromStr>::Err, <G as Turns>::RuleError>;

/// Writes `record` and `replay`, and the game's [`Turns`] and [`GameRules`], for a game that
/// keeps its turns in a [`TurnLog`](crate::tiles::TurnLog), as the tile games do: `Game`,
/// `Setup`, `Move`, `RuleError`, `Record` and `MoveError` are the calling module's, `$kind` the
/// game's [`GameKind`]. Replaying plays every turn through the rules, so the seeded bag deals
/// exactly as it did, then takes back the undone turns so that redo works as it did.
macro_rules! turn_log_game {
    ($kind:ident $(, holds_pieces = $holds_pieces:literal)?) => {
        impl Game {
            pub fn record(&self) -> Record {
                let mut record = $crate::common::record::Envelope::new(
                    $crate::common::record::GameKind::$kind,
                    self.setup().clone(),
                    self.turns()
                        .iter()
                        .map(|turn| turn.mv.to_string())
                        .collect(),
                    self.undone().map(Move::to_string).collect(),
                );
                record.hints = self.hinted().iter().copied().collect();
                record.resigned = self.resigned();
                record
            }

            pub fn replay(record: &Record) -> Result<Game, $crate::common::record::RecordError<MoveError>> {
                record.check_header($crate::common::record::GameKind::$kind)?;
                if let Some(problem) = record.setup.problem() {
                    return Err($crate::common::record::RecordError::InvalidSetup(problem));
                }
                let mut game = Game::new(record.setup.clone());
                record.play_through(|_, mv: Move| game.play(mv).map(|_| ()))?;
                for _ in &record.undone {
                    game.undo();
                }
                for &turn in &record.hints {
                    game.mark_hinted(turn);
                }
                if let Some(seat) = record.resigned {
                    let invalid = |why| {
                        $crate::common::record::RecordError::InvalidSetup(
                            $crate::common::record::SetupProblem::Resigned(why),
                        )
                    };
                    if seat >= record.setup.players.len() {
                        return Err(invalid(format!(
                            "seat {} resigned, but there is no such seat",
                            seat + 1
                        )));
                    }
                    game.resign(seat)
                        .map_err(|error| invalid(format!("the resignation: {error}")))?;
                }
                Ok(game)
            }
        }

        impl $crate::game::Turns for Game {
            type Move = Move;
            type RuleError = RuleError;

            fn seat_count(&self) -> usize {
                self.setup().players.len()
            }

            fn to_move(&self) -> usize {
                self.position().to_move()
            }

            fn play(&mut self, mv: Move) -> Result<(), RuleError> {
                Game::play(self, mv).map(|_| ())
            }

            fn is_over(&self) -> bool {
                self.outcome().is_some()
            }

            /// Every seat in first place: both seats of a two-seat game that ends level.
            fn winners(&self) -> Vec<usize> {
                self.outcome().map_or_else(Vec::new, |outcome| {
                    $crate::tiles::first_places(&outcome.ranking, &outcome.ranks)
                })
            }
        }

        impl $crate::game::GameRules for Game {
            const KIND: $crate::common::record::GameKind = $crate::common::record::GameKind::$kind;
            const PLAYER_COUNTS: &'static [usize] = &super::game::PLAYER_COUNTS;
            const HIDDEN_TILES: bool = true;
            $(const HOLDS_PIECES: bool = $holds_pieces;)?
            type Setup = Setup;

            fn new(setup: Setup) -> Game {
                Game::new(setup)
            }

            fn seated(players: Vec<String>, seed: u64) -> Setup {
                Setup::new(players, seed)
            }

            fn setup_problem(setup: &Setup) -> Option<$crate::common::record::SetupProblem> {
                setup.problem()
            }

            fn setup(&self) -> &Setup {
                Game::setup(self)
            }

            fn players(&self) -> &[String] {
                &Game::setup(self).players
            }

            fn moves_played(&self) -> usize {
                self.turns().len()
            }

            fn undo(&mut self) -> Option<Move> {
                Game::undo(self)
            }

            fn redo(&mut self) -> Option<Move> {
                Game::redo(self)
            }

            fn copied_after(&self) -> Option<usize> {
                Game::setup(self).from.as_ref().map(|from| from.turns)
            }

            fn resign(&mut self, seat: usize) -> Result<(), RuleError> {
                Game::resign(self, seat)
            }

            fn resigned(&self) -> Option<usize> {
                Game::resigned(self)
            }

            fn scores(&self) -> Vec<$crate::game::Score> {
                self.position().scores().to_vec()
            }

            fn record(&self) -> Record {
                Game::record(self)
            }

            fn replay(record: &Record) -> Result<Game, $crate::common::record::RecordError<MoveError>> {
                Game::replay(record)
            }
        }
    };
}
pub(crate) use turn_log_game;

/// Writes [`AnyGame`], [`AnyMoveError`] and what dispatches on the kind of game, from the list
/// of games ([`games!`](crate::games)).
macro_rules! define_any_game {
    (() $($kind:ident $module:ident $title:literal,)*) => {
        /// A game of any kind: each variant holds that game's engine state, boxed, since a tile
        /// game's position holds a whole board.
        ///
        /// ```
        /// use gameshelf_engine::common::record::GameKind;
        /// use gameshelf_engine::game::AnyGame;
        ///
        /// // A record of any game is read by its `game` field, and replayed through the rules.
        /// let players = vec!["Eva".to_string(), "Adam".to_string()];
        /// let mut game = AnyGame::seated(GameKind::Summy, players, 7).unwrap();
        /// game.play_notation("pass").unwrap();
        /// let again = AnyGame::from_record(&game.record_json()).unwrap().game;
        /// assert_eq!(again.kind(), GameKind::Summy);
        /// assert_eq!(again.moves_played(), 1);
        /// // A move the rules refuse says which rule it breaks, and changes nothing.
        /// assert!(game.play_notation("H13=7").is_err());
        /// assert_eq!(game.moves_played(), 1);
        /// ```
        #[derive(Clone, Debug)]
        pub enum AnyGame {
            $($kind(Box<crate::$module::Game>),)*
        }

        $(impl From<crate::$module::Game> for AnyGame {
            fn from(game: crate::$module::Game) -> AnyGame {
                AnyGame::$kind(Box::new(game))
            }
        })*

        /// Why a move could not be played, in notation or by the rules, for whichever game.
        #[derive(Clone, PartialEq, Eq, Debug)]
        pub enum AnyMoveError {
            $($kind(crate::$module::MoveError),)*
        }

        $(impl From<<crate::$module::Game as Turns>::RuleError> for AnyMoveError {
            fn from(error: <crate::$module::Game as Turns>::RuleError) -> AnyMoveError {
                AnyMoveError::$kind(MoveError::Rule(error))
            }
        })*

        impl fmt::Display for AnyMoveError {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $(AnyMoveError::$kind(error) => error.fmt(f),)*
                }
            }
        }

        impl AnyGame {
            /// Reads a record of any game from JSON and replays it through the rules of the game
            /// its header names. The format is migrated first, so that a record written by a
            /// newer version, of whatever game, is reported as such rather than as broken.
            pub fn from_record(json: &str) -> Result<Replayed, RecordError<AnyMoveError>> {
                let json = &*record::migrate(json)?;
                match kind_of(json)? {
                    $(GameKind::$kind => replay_as::<crate::$module::Game>(json, AnyGame::from, AnyMoveError::$kind),)*
                }
            }

            /// A new game of `kind` seating `players` ([`GameRules::seated`]), or why it cannot
            /// start.
            pub fn seated(kind: GameKind, players: Vec<String>, seed: u64) -> Result<AnyGame, SetupProblem> {
                match kind {
                    $(GameKind::$kind => new_game::<crate::$module::Game>(players, seed),)*
                }
            }

            /// Plays a move written in the game's notation, through its rules.
            pub fn play_notation(&mut self, text: &str) -> Result<(), AnyMoveError> {
                match self {
                    $(AnyGame::$kind(game) => game.play_notation(text).map_err(AnyMoveError::$kind),)*
                }
            }
        }

        /// Whether games of `kind` hide tiles from some seats ([`GameRules::HIDDEN_TILES`]).
        pub fn hides_tiles(kind: GameKind) -> bool {
            match kind {
                $(GameKind::$kind => <crate::$module::Game as GameRules>::HIDDEN_TILES,)*
            }
        }

        /// Whether a seat of a game of `kind` holds pieces rather than tiles
        /// ([`GameRules::HOLDS_PIECES`]).
        pub fn holds_pieces(kind: GameKind) -> bool {
            match kind {
                $(GameKind::$kind => <crate::$module::Game as GameRules>::HOLDS_PIECES,)*
            }
        }
    };
}
crate::games!(define_any_game!);

/// Runs `$body` with `$game` bound to a shared reference to the game inside an [`AnyGame`]
/// (a mutable one after `mut`), whichever it is.
#[macro_export]
macro_rules! with_any_game {
    (mut $any:expr, $game:ident => $body:expr) => {
        $crate::games!($crate::match_any_game! mut $any, $game => $body)
    };
    ($any:expr, $game:ident => $body:expr) => {
        $crate::games!($crate::match_any_game! $any, $game => $body)
    };
}

/// [`with_any_game!`]'s match, written from the list of games.
#[doc(hidden)]
#[macro_export]
macro_rules! match_any_game {
    ((mut $any:expr, $game:ident => $body:expr) $($kind:ident $module:ident $title:literal,)*) => {
        match $any {
            $($crate::game::AnyGame::$kind(game) => {
                let $game: &mut $crate::$module::Game = game;
                $body
            })*
        }
    };
    (($any:expr, $game:ident => $body:expr) $($kind:ident $module:ident $title:literal,)*) => {
        match $any {
            $($crate::game::AnyGame::$kind(game) => {
                let $game: &$crate::$module::Game = game;
                $body
            })*
        }
    };
}

/// A record of any game, replayed, with its tags.
pub struct Replayed {
    pub game: AnyGame,
    pub tags: BTreeMap<String, String>,
}

impl AnyGame {
    pub fn kind(&self) -> GameKind {
        with_any_game!(self, game => game.kind())
    }

    pub fn players(&self) -> &[String] {
        with_any_game!(self, game => game.players())
    }

    pub fn moves_played(&self) -> usize {
        with_any_game!(self, game => game.moves_played())
    }

    pub fn seat_count(&self) -> usize {
        with_any_game!(self, game => game.seat_count())
    }

    /// The seat to move; meaningless once the game is over.
    pub fn to_move(&self) -> usize {
        with_any_game!(self, game => game.to_move())
    }

    pub fn scores(&self) -> Vec<Score> {
        with_any_game!(self, game => game.scores())
    }

    /// The last move played, as the record writes it.
    pub fn last_move(&self) -> Option<String> {
        with_any_game!(self, game => game.record().moves.last().cloned())
    }

    /// `seat` resigns ([`GameRules::resign`]); the rules' reason if it cannot.
    pub fn resign(&mut self, seat: usize) -> Result<(), AnyMoveError> {
        with_any_game!(mut self, game => GameRules::resign(game, seat).map_err(AnyMoveError::from))
    }

    /// The seat that resigned, if one did.
    pub fn resigned(&self) -> Option<usize> {
        with_any_game!(self, game => GameRules::resigned(game))
    }

    /// Takes back the last move played, as the game's own undo does; false with none to take.
    pub fn undo(&mut self) -> bool {
        with_any_game!(mut self, game => game.undo().is_some())
    }

    pub fn is_over(&self) -> bool {
        with_any_game!(self, game => game.is_over())
    }

    pub fn winners(&self) -> Vec<usize> {
        with_any_game!(self, game => game.winners())
    }

    /// See [`GameRules::copied_after`].
    pub fn copied_after(&self) -> Option<usize> {
        with_any_game!(self, game => game.copied_after())
    }

    /// See [`GameRules::clocked`].
    pub fn clocked(&self) -> bool {
        with_any_game!(self, game => game.clocked())
    }

    /// The record as JSON, on one line.
    pub fn record_json(&self) -> String {
        with_any_game!(self, game => serde_json::to_string(&game.record()))
            .expect("a record is plain data and always serializes")
    }
}

/// The game a record (of the current format) is of.
pub fn kind_of<E>(json: &str) -> Result<GameKind, RecordError<E>> {
    #[derive(serde::Deserialize)]
    struct Header {
        game: GameKind,
    }
    serde_json::from_str::<Header>(json)
        .map(|header| header.game)
        .map_err(|error| RecordError::Malformed(error.to_string()))
}

fn replay_as<G: GameRules>(
    json: &str,
    wrap: impl FnOnce(G) -> AnyGame,
    wrap_error: impl Fn(GameMoveError<G>) -> AnyMoveError,
) -> Result<Replayed, RecordError<AnyMoveError>> {
    let record: Envelope<G::Setup> =
        serde_json::from_str(json).map_err(|error| RecordError::Malformed(error.to_string()))?;
    let game = G::replay(&record).map_err(|error| error.map_move(wrap_error))?;
    Ok(Replayed {
        game: wrap(game),
        tags: record.tags,
    })
}

fn new_game<G: GameRules + Into<AnyGame>>(players: Vec<String>, seed: u64) -> Result<AnyGame, SetupProblem> {
    G::start_from(G::seated(players, seed)).map(Into::into)
}
