//! Lessons: small positions on the real board, one idea each, with a goal the engine checks.
//! A lesson is data ([`Lesson`]): its start in the game's own notation, its [`Goal`], the
//! "show me" move that meets it, and a wrong move with the rule error a game shows for it. Its
//! texts (goal, hint, praise) are the app's, under message ids made from the lesson's id.
//! Each game keeps its course in its own folder (`<game>/lessons.rs`, implementing [`Taught`]);
//! the list of games ([`games!`](crate::games)) registers them all, so [`check_course`] answers
//! for every game on the shelf.

use crate::common::record::{GameKind, MoveError};
use crate::game::{GameMoveError, GameRules, Score};

/// What a lesson asks of the player's move, checked on the game before and after it, for the
/// player who moved: never met by leaving the start as it is.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Goal {
    /// These squares, in the game's notation and space-separated, are covered after the move:
    /// by the mover's marbles in Abalone, by any tile or piece in the other games.
    Covers(&'static str),
    /// The mover scores at least this many points (marbles pushed off, in Abalone).
    Scores(Score),
    /// Any move the rules allow: the lesson is about what they allow.
    Moves,
    /// The game is over after the move.
    Ends,
    /// The mover gave tiles back for others, scoring nothing.
    Exchanges,
}

impl Goal {
    /// Whether the move from `before` to `after` meets the goal.
    pub fn met<G: Taught>(&self, before: &G, after: &G) -> bool {
        let mover = before.to_move();
        let gained = after.scores()[mover] - before.scores()[mover];
        match self {
            Goal::Covers(squares) => squares
                .split_whitespace()
                .all(|square| after.covers(mover, square)),
            Goal::Scores(points) => gained >= *points,
            Goal::Moves => after.moves_played() > before.moves_played(),
            Goal::Ends => after.is_over(),
            Goal::Exchanges => gained == 0 && after.hand(mover) != before.hand(mover),
        }
    }
}

/// One lesson of a game `G`'s course.
#[derive(Debug)]
pub struct Lesson<G: Taught> {
    /// Stable: the player's progress is kept under it, and its texts' ids are made from it
    /// (`abalone.push-off`).
    pub id: &'static str,
    /// The start, as [`Taught::start`] reads it.
    pub start: String,
    pub goal: Goal,
    /// A move, in the game's notation, that meets the goal: the answer "show me" plays.
    pub show_me: &'static str,
    /// A move the rules refuse, in the game's notation, and the refusal it gets.
    pub wrong: &'static str,
    pub refusal: G::RuleError,
}

/// What a player's try at a lesson came to.
#[derive(Debug)]
pub enum Tried<G: GameRules> {
    /// The goal is met: the lesson is done, the game after the move.
    Done(G),
    /// A legal move that does not meet the goal.
    NotYet(G),
}

impl<G: Taught> Lesson<G> {
    pub fn new(
        id: &'static str,
        start: impl Into<String>,
        goal: Goal,
        show_me: &'static str,
        wrong: &'static str,
        refusal: G::RuleError,
    ) -> Lesson<G> {
        Lesson {
            id,
            start: start.into(),
            goal,
            show_me,
            wrong,
            refusal,
        }
    }

    /// The message id of one of its texts, `part` being `goal`, `hint` or `praise`:
    /// `lesson-abalone-push-off-goal`.
    pub fn message(&self, part: &str) -> String {
        format!("lesson-{}-{part}", self.id.replace('.', "-"))
    }

    /// The game at the lesson's start.
    pub fn begin(&self) -> Result<G, String> {
        G::start(&self.start)
    }

    /// Plays `mv` (in the game's notation) from `game`, as the rules do in a game: refused with
    /// their reason, or whether it meets the goal.
    pub fn attempt(&self, game: &G, mv: &str) -> Result<Tried<G>, GameMoveError<G>> {
        let mut after = game.clone();
        after.play_notation(mv)?;
        Ok(if self.goal.met(game, &after) {
            Tried::Done(after)
        } else {
            Tried::NotYet(after)
        })
    }

    /// Checks the lesson: its start is legal and does not meet the goal, its "show me" move is
    /// legal and meets it, and its wrong move is refused for the reason given.
    pub fn check(&self) -> Result<(), String> {
        let start = self.begin().map_err(|problem| format!("start: {problem}"))?;
        if start.is_over() {
            return Err("start: the game is over".into());
        }
        if self.goal.met(&start, &start) {
            return Err("the start meets the goal already".into());
        }
        match self.attempt(&start, self.show_me) {
            Ok(Tried::Done(_)) => {}
            Ok(Tried::NotYet(_)) => return Err(format!("show me {}: does not meet the goal", self.show_me)),
            Err(error) => return Err(format!("show me {}: {error}", self.show_me)),
        }
        match self.attempt(&start, self.wrong) {
            Err(MoveError::Rule(error)) if error == self.refusal => Ok(()),
            Err(MoveError::Rule(error)) => Err(format!(
                "wrong {}: refused because {error}, not because {}",
                self.wrong, self.refusal
            )),
            Err(error) => Err(format!("wrong {}: {error}", self.wrong)),
            Ok(_) => Err(format!("wrong {}: the rules allow it", self.wrong)),
        }
    }
}

/// A game with a course of lessons.
pub trait Taught: GameRules<RuleError: PartialEq> {
    /// The game's course, in the order it is taught.
    fn course() -> Vec<Lesson<Self>>;
    /// The game at a lesson's start, or why the text is no legal start.
    fn start(text: &str) -> Result<Self, String>;
    /// Whether `square` (in the game's notation) is covered: by `seat`'s marbles in Abalone, by
    /// any tile or piece in the other games.
    fn covers(&self, seat: usize, square: &str) -> bool;
    /// What `seat` holds, written: what an exchange changes.
    fn hand(&self, seat: usize) -> String;
}

/// A tile game at a lesson's start: `text` is its setup in JSON, as a record holds it, begun
/// from a position (`from`, [`crate::tiles::PublicPosition`]) with the player's rack face up
/// and the rest dealt by the setup's seed.
pub fn setup_start<G: GameRules>(text: &str) -> Result<G, String> {
    let setup: G::Setup = serde_json::from_str(text).map_err(|error| error.to_string())?;
    G::start_from(setup).map_err(|problem| problem.to_string())
}

/// Every lesson of a course checked: its id, and why it fails if it does.
pub fn check_all<G: Taught>() -> Vec<(&'static str, Result<(), String>)> {
    G::course()
        .iter()
        .map(|lesson| (lesson.id, lesson.check()))
        .collect()
}

macro_rules! define_courses {
    (() $($kind:ident $module:ident $title:literal,)*) => {
        /// Every lesson of `kind`'s course checked ([`Lesson::check`]): its id, and why it fails
        /// if it does.
        pub fn check_course(kind: GameKind) -> Vec<(&'static str, Result<(), String>)> {
            match kind {
                $(GameKind::$kind => check_all::<crate::$module::Game>(),)*
            }
        }
    };
}
crate::games!(define_courses!);
