//! A game in progress: its setup, the moves played with the positions before them and the time
//! each took, the moves taken back that can be played again, and how the game ended.

use super::board::{Layout, Position, Seat, Team, TurnOrder};
use super::fen::Fen;
use super::moves::Move;
use super::rules::{Effect, RuleError};
use crate::common::record::SetupProblem;
use crate::game::Turns;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};
use std::fmt;

/// What is chosen before the first move.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Setup {
    pub layout: Layout,
    /// One name per seat, P1 first (Black, then White, in the two-player game).
    pub players: Vec<String>,
    /// Only the four-player game has a choice.
    #[serde(default, skip_serializing_if = "is_alternate")]
    pub turn_order: TurnOrder,
    /// A clock per player with this many minutes; running out loses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minutes_per_player: Option<u32>,
    /// After this many moves (all players' together) the game ends: most marbles pushed off wins.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub move_limit: Option<u32>,
    /// The third time the same position comes up, with the same player to move, is a draw.
    #[serde(default, skip_serializing_if = "is_false")]
    pub draw_by_repetition: bool,
    /// A position set up by hand that the game starts from instead of the layout's (two players
    /// only), in PlayStrategy's notation. Boxed: a whole board, in every setup.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<Box<Fen>>,
}

fn is_alternate(order: &TurnOrder) -> bool {
    *order == TurnOrder::Alternate
}

fn is_false(flag: &bool) -> bool {
    !flag
}

impl Setup {
    /// Why the setup cannot start a game, if it cannot.
    pub fn problem(&self) -> Option<SetupProblem> {
        let seats = self.layout.seats() as usize;
        if self.players.len() != seats {
            return Some(SetupProblem::LayoutSeats {
                layout: self.layout.name(),
                seats,
                players: self.players.len(),
            });
        }
        if self.turn_order != TurnOrder::Alternate && seats != 4 {
            return Some(SetupProblem::PartnersApart);
        }
        if self
            .minutes_per_player
            .is_some_and(|minutes| !(1..=180).contains(&minutes))
        {
            return Some(SetupProblem::Clock);
        }
        if self.move_limit == Some(0) {
            return Some(SetupProblem::NoMoves);
        }
        if self.start.is_some() && seats != 2 {
            return Some(SetupProblem::HandSetForTwo);
        }
        None
    }

    /// The number of the first move and whether White makes it: move 1 and Black, unless a
    /// set-up start says otherwise. A move is both sides' turn, Black's half first.
    pub fn first_move(&self) -> (u32, bool) {
        self.start.as_deref().map_or((1, false), |start| {
            (start.move_number, start.position.to_move() == Seat::WHITE)
        })
    }

    /// A setup with no clock, no move limit and no repetition rule.
    pub fn new(layout: Layout, players: Vec<String>) -> Setup {
        Setup {
            layout,
            players,
            turn_order: TurnOrder::Alternate,
            minutes_per_player: None,
            move_limit: None,
            draw_by_repetition: false,
            start: None,
        }
    }
}

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ending {
    SixPushedOff,
    /// This seat's clock ran out.
    OutOfTime(Seat),
    MoveLimit,
    Repetition,
    /// This seat resigned.
    Resigned(Seat),
}

/// How a game ended, and who won: no team for a draw, several for a shared win.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Outcome {
    pub ending: Ending,
    pub winners: Vec<Team>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Played {
    pub mv: Move,
    pub effect: Effect,
    /// The position the move was played in.
    pub before: Position,
    /// How long the player took over it, in milliseconds, as the clock counted.
    pub time_ms: u64,
}

/// The move's notation, then what it pushed off: `C3C4` or `C3C4 pushes off white at I9`.
impl fmt::Display for Played {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.mv)?;
        match self.effect.pushed_off {
            Some(cell) => {
                let owner = self
                    .before
                    .at(cell)
                    .expect("a pushed-off marble was on the board");
                write!(f, " pushes off {} at {cell}", self.before.seat_name(owner))
            }
            None => Ok(()),
        }
    }
}

/// A game of Abalone as it is played: its moves with their times, undo and redo, a resignation,
/// and how it ended.
///
/// ```
/// use gameshelf_engine::abalone::{Ending, Game, Layout, Seat, Setup};
///
/// let players = vec!["Ada".to_string(), "Grace".to_string()];
/// let mut game = Game::new(Setup::new(Layout::Standard, players));
/// game.play("A5B5".parse().unwrap()).unwrap();
/// assert_eq!(game.undo().map(|mv| mv.to_string()), Some("A5B5".to_string()));
/// assert_eq!(game.redo().map(|mv| mv.to_string()), Some("A5B5".to_string()));
/// game.resign(Seat::WHITE).unwrap();
/// assert_eq!(game.outcome().unwrap().ending, Ending::Resigned(Seat::WHITE));
/// assert_eq!(game.undo(), None, "a resignation is final");
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    setup: Setup,
    position: Position,
    played: Vec<Played>,
    /// Moves taken back with the time they took, the next one to redo last.
    undone: Vec<(Move, u64)>,
    /// Time the player to move has spent on this move so far, in milliseconds.
    thinking_ms: u64,
    /// The seat that resigned. A resignation is final, as on every game site: no undo or redo
    /// after it (the page asks twice before it).
    resigned: Option<Seat>,
}

impl Game {
    pub fn new(setup: Setup) -> Game {
        Game {
            position: match &setup.start {
                Some(start) => start.position,
                None => Position::with_turn_order(setup.layout, setup.turn_order),
            },
            setup,
            played: Vec::new(),
            undone: Vec::new(),
            thinking_ms: 0,
            resigned: None,
        }
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn played(&self) -> &[Played] {
        &self.played
    }

    /// The position after the first `ply` moves.
    pub fn position_after(&self, ply: usize) -> &Position {
        self.played
            .get(ply)
            .map_or(&self.position, |played| &played.before)
    }

    /// The game as it stood after its first `ply` moves: the same setup, those moves played
    /// again (without their times), none taken back.
    pub fn replayed_to(&self, ply: usize) -> Game {
        let mut game = Game::new(self.setup.clone());
        for played in &self.played[..ply.min(self.played.len())] {
            game.play(played.mv)
                .expect("a move played is legal again from the same start");
        }
        game
    }

    /// The moves that redo would play, the next one first, with the time each took.
    pub fn undone(&self) -> impl Iterator<Item = (Move, u64)> + '_ {
        self.undone.iter().rev().copied()
    }

    /// The team that pushed off six marbles, if one has.
    pub fn winner(&self) -> Option<Team> {
        self.position.winner()
    }

    pub fn thinking_ms(&self) -> u64 {
        self.thinking_ms
    }

    /// Sets the time the player to move has spent on this move so far, as the clock reads it.
    pub fn set_thinking(&mut self, ms: u64) {
        self.thinking_ms = ms;
    }

    /// Milliseconds `seat` has used, the move in progress included.
    pub fn time_used(&self, seat: Seat) -> u64 {
        let thinking = if self.position.to_move() == seat {
            self.thinking_ms
        } else {
            0
        };
        let moves: u64 = self
            .played
            .iter()
            .filter(|played| played.before.to_move() == seat)
            .map(|played| played.time_ms)
            .sum();
        moves + thinking
    }

    /// Milliseconds left on `seat`'s clock, in a game with clocks.
    pub fn time_left(&self, seat: Seat) -> Option<u64> {
        let limit = u64::from(self.setup.minutes_per_player?) * 60_000;
        Some(limit.saturating_sub(self.time_used(seat)))
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        let position = &self.position;
        if let Some(seat) = self.resigned {
            return Some(self.lost_by(seat, Ending::Resigned(seat)));
        }
        if let Some(team) = position.winner() {
            return Some(Outcome {
                ending: Ending::SixPushedOff,
                winners: vec![team],
            });
        }
        let mover = position.to_move();
        if self.time_left(mover) == Some(0) {
            return Some(self.lost_by(mover, Ending::OutOfTime(mover)));
        }
        if self.setup.draw_by_repetition && self.repetitions() >= 3 {
            return Some(Outcome {
                ending: Ending::Repetition,
                winners: Vec::new(),
            });
        }
        if self
            .setup
            .move_limit
            .is_some_and(|limit| self.played.len() >= limit as usize)
        {
            let teams: Vec<Team> = position.teams().collect();
            let leaders = self.leaders(&teams);
            // Every team level is a draw.
            let winners = if leaders.len() == teams.len() {
                Vec::new()
            } else {
                leaders
            };
            return Some(Outcome {
                ending: Ending::MoveLimit,
                winners,
            });
        }
        None
    }

    /// The teams among `teams` with the most marbles pushed off.
    fn leaders(&self, teams: &[Team]) -> Vec<Team> {
        let best = teams
            .iter()
            .map(|&team| self.position.team_pushed_off(team))
            .max();
        teams
            .iter()
            .copied()
            .filter(|&team| Some(self.position.team_pushed_off(team)) == best)
            .collect()
    }

    /// How many times the current position has come up, this time included.
    fn repetitions(&self) -> usize {
        1 + self
            .played
            .iter()
            .filter(|played| played.before == self.position)
            .count()
    }

    /// A loss for `seat`'s team, `ending` says how; of the other teams, the most pushed off win.
    fn lost_by(&self, seat: Seat, ending: Ending) -> Outcome {
        let loser = self.position.team_of(seat);
        let others: Vec<Team> = self.position.teams().filter(|&team| team != loser).collect();
        Outcome {
            ending,
            winners: self.leaders(&others),
        }
    }

    /// The seat that resigned, if one did.
    pub fn resigned(&self) -> Option<Seat> {
        self.resigned
    }

    /// `seat` resigns, and the game is over: its team loses.
    pub fn resign(&mut self, seat: Seat) -> Result<(), RuleError> {
        if self.outcome().is_some() {
            return Err(RuleError::GameOver);
        }
        self.resigned = Some(seat);
        Ok(())
    }

    /// Plays `mv` if it is legal and the game goes on, charging the time thought to the mover.
    /// Playing the move that redo would play keeps the rest of the redo list; any other move
    /// replaces it.
    pub fn play(&mut self, mv: Move) -> Result<Effect, RuleError> {
        if self.outcome().is_some() {
            return Err(RuleError::GameOver);
        }
        let before = self.position;
        let effect = self.position.play(mv)?;
        let time_ms = std::mem::take(&mut self.thinking_ms);
        self.played.push(Played {
            mv,
            effect,
            before,
            time_ms,
        });
        if self.undone.last().map(|&(undone, _)| undone) == Some(mv) {
            self.undone.pop();
        } else {
            self.undone.clear();
        }
        Ok(effect)
    }

    /// Plays up to `plies` legal moves drawn at random from `seed`, fewer if the game ends: a
    /// varied start for a match between robots, the same for the same seed.
    pub fn play_random_plies(&mut self, plies: u32, seed: u64) {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        for _ in 0..plies {
            let moves = self.position.legal_moves();
            if self.outcome().is_some() || moves.is_empty() {
                break;
            }
            let mv = moves[rng.random_range(0..moves.len())];
            self.play(mv).expect("a legal move of the game in progress");
        }
    }

    /// Takes back the last move, and gives its time back to the clock; `None` at the start, or
    /// after a resignation.
    pub fn undo(&mut self) -> Option<Move> {
        if self.resigned.is_some() {
            return None;
        }
        let last = self.played.pop()?;
        self.position = last.before;
        self.undone.push((last.mv, last.time_ms));
        self.thinking_ms = 0;
        Some(last.mv)
    }

    /// Plays again the last move taken back, with the time it took; `None` when there is none,
    /// or after a resignation.
    pub fn redo(&mut self) -> Option<Move> {
        if self.resigned.is_some() {
            return None;
        }
        let (mv, time_ms) = *self.undone.last()?;
        self.thinking_ms = time_ms;
        self.play(mv)
            .expect("a move taken back is legal again in the same position");
        Some(mv)
    }
}

impl Turns for Game {
    type Move = Move;
    type RuleError = RuleError;

    fn seat_count(&self) -> usize {
        self.setup.players.len()
    }

    fn to_move(&self) -> usize {
        self.position().to_move().index()
    }

    fn play(&mut self, mv: Move) -> Result<(), RuleError> {
        Game::play(self, mv).map(|_| ())
    }

    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Every seat of the winning team (a shared win: of every winning team).
    fn winners(&self) -> Vec<usize> {
        let Some(outcome) = self.outcome() else {
            return Vec::new();
        };
        let position = self.position();
        position
            .seats()
            .filter(|&seat| outcome.winners.contains(&position.team_of(seat)))
            .map(Seat::index)
            .collect()
    }
}

impl Game {
    /// The position on the board in PlayStrategy's notation, its counters carried on from the
    /// set-up start position if there is one; `None` with more than two players.
    pub fn fen(&self) -> Option<String> {
        if self.setup().layout.seats() != 2 {
            return None;
        }
        let played = self.played();
        let since_push_off = played
            .iter()
            .rev()
            .take_while(|played| played.effect.pushed_off.is_none())
            .count() as u32;
        let quiet = match self.setup().start.as_deref() {
            Some(start) if since_push_off as usize == played.len() => start.quiet_plies + since_push_off,
            _ => since_push_off,
        };
        let (first_move, white_first) = self.setup().first_move();
        let move_number = first_move + (played.len() as u32 + u32::from(white_first)) / 2;
        Some(Fen::write(self.position(), quiet, move_number))
    }
}
