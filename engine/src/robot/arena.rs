//! Robots playing whole games: what each game offers them (`Arena`), and matches between two
//! levels, the command line's `match` and the strength figures in docs/benchmarks.md.

use super::{Level, Thinking};
use std::fmt;

/// A robot's move and what it thinks the move is worth: the points it scores in the tile games,
/// the search's evaluation for the mover in Abalone.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Choice<M> {
    pub mv: M,
    pub value: i64,
}

/// A game in progress as robots play it. `choose` builds the view of the seat to move and asks
/// that game's robot, which sees nothing else.
pub trait Arena {
    type Move: Clone + fmt::Display + std::str::FromStr;

    fn seat_count(&self) -> usize;
    /// The seat to move; meaningless once the game is over.
    fn to_move(&self) -> usize;
    fn is_over(&self) -> bool;
    /// The robot's move for the seat to move; `None` only once the game is over.
    fn choose(&self, thinking: &Thinking) -> Option<Choice<Self::Move>>;
    /// What playing `mv` (a legal move) now is worth, in the units of [`Choice::value`]: the
    /// points it scores in the tile games; in Abalone the search's evaluation for the mover once
    /// it is played, so that a review can set a player's move beside the robot's.
    fn value_of(&self, mv: &Self::Move, thinking: &Thinking) -> i64;
    /// Plays a move the robot chose; a robot's move is always legal.
    fn play_robot_move(&mut self, mv: Self::Move);
    /// The seats sharing first place once the game is over; none for a draw.
    fn winners(&self) -> Vec<usize>;
}

/// How a match between levels `a` and `b` ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    pub a: u32,
    pub b: u32,
    pub draws: u32,
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a {} b {} draws {}", self.a, self.b, self.draws)
    }
}

/// Who won one game of a match.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Won {
    A,
    B,
    Draw,
}

impl Tally {
    pub fn add(&mut self, won: Won) {
        match won {
            Won::A => self.a += 1,
            Won::B => self.b += 1,
            Won::Draw => self.draws += 1,
        }
    }
}

/// Plays game `number` of a match between robots of levels `a` and `b` to its end, `a` in seat 0
/// when `number` is even and in seat 1 when it is odd; `clock` times each move. A game both
/// seats win is a draw.
pub fn play_game<G: Arena>(
    mut game: G,
    number: u64,
    (a, b): (Level, Level),
    time_ms: u64,
    clock: super::Clock,
) -> Won {
    assert_eq!(game.seat_count(), 2, "a match is between two seats");
    let levels = if number % 2 == 0 { [a, b] } else { [b, a] };
    let mut ply = 0u64;
    while !game.is_over() {
        let seat = game.to_move();
        let seed = number.wrapping_mul(1_000_003).wrapping_add(ply);
        let thinking = Thinking::new(levels[seat], time_ms, seed, clock);
        let choice = game.choose(&thinking).expect("a game not over has a move");
        game.play_robot_move(choice.mv);
        ply += 1;
    }
    let a_seat = (number % 2) as usize;
    match game.winners().as_slice() {
        [seat] if *seat == a_seat => Won::A,
        [_] => Won::B,
        _ => Won::Draw,
    }
}

/// Plays `games` games of a match (see [`play_game`]); `new_game(n)` deals game `n`.
pub fn play_match<G: Arena>(
    new_game: impl Fn(u64) -> G,
    levels: (Level, Level),
    games: u32,
    time_ms: u64,
    clock: super::Clock,
) -> Tally {
    let mut tally = Tally::default();
    for number in 0..games as u64 {
        tally.add(play_game(new_game(number), number, levels, time_ms, clock));
    }
    tally
}
