//! Robots playing whole games: what each game offers them (`Arena`), and matches between two
//! levels at any number of seats, on every core, the command line's `match` and the strength
//! figures in docs/benchmarks.md (their Elo and SPRT: `robot::elo`).

use super::{Level, Thinking};
use crate::game::Turns;
use std::collections::BTreeMap;
use std::fmt;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;

/// A robot's move and what it thinks the move is worth: the points it scores in the tile games,
/// the search's evaluation for the mover in Abalone.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Choice<M> {
    pub mv: M,
    pub value: i64,
}

impl<M: fmt::Display> Choice<M> {
    /// The same choice with its move in the game's notation: what the robot service answers.
    pub fn in_notation(self) -> Choice<String> {
        Choice {
            mv: self.mv.to_string(),
            value: self.value,
        }
    }
}

/// A game in progress as robots play it. `choose` builds the view of the seat to move and asks
/// that game's robot, which sees nothing else.
pub trait Arena: Turns {
    /// The robot's move for the seat to move; `None` only once the game is over.
    fn choose(&self, thinking: &Thinking) -> Option<Choice<Self::Move>>;
    /// The robot's choice beside what `played` (a legal move) is worth, in the units of
    /// [`Choice::value`]: the points it scores in the tile games; in Abalone the evaluation for
    /// the mover, both moves rated by one search, so that a move is worth the same whether a
    /// person or the robot chose it. `None` once the game is over.
    fn review(&self, played: &Self::Move, thinking: &Thinking) -> Option<(Choice<Self::Move>, i64)>;

    /// Plays a move the robot chose; a robot's move is always legal.
    fn play_robot_move(&mut self, mv: Self::Move) {
        if let Err(error) = self.play(mv.clone()) {
            panic!("the robot's move {mv} is illegal: {error}");
        }
    }
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

/// How a match seats its two robots, `a` and `b`, round the table.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Seating {
    /// They take turns round the table (a, b, a, b, ...): `a` at seat 0 in the even games and at
    /// seat 1 in the odd ones, so that every seat is each robot's in turn. With an odd number of
    /// seats `a` holds one seat more in the even games and `b` in the odd ones.
    #[default]
    Alternate,
    /// `a` alone at one seat, one seat further on each game (seat `number % seats`), and `b` at
    /// all the others.
    Lone,
}

impl Seating {
    /// Whether `seat` of `seats` is robot `a`'s in game `number` (else `b`'s).
    pub fn is_a(self, number: u64, seat: usize, seats: usize) -> bool {
        match self {
            Seating::Alternate => (number + seat as u64) % 2 == 0,
            Seating::Lone => number % seats as u64 == seat as u64,
        }
    }
}

/// Plays game `number` of a match between robots of levels `a` and `b` to its end, alternating
/// round the table (see [`play_seated_game`]).
pub fn play_game<G: Arena>(
    game: G,
    number: u64,
    levels: (Level, Level),
    time_ms: u64,
    clock: super::Clock,
) -> Won {
    play_seated_game(game, number, Seating::Alternate, levels, time_ms, clock)
}

/// Plays game `number` of a match between robots of levels `a` and `b` to its end, seated by
/// `seating` at however many seats `game` has; `clock` times each move. A robot wins when every
/// seat sharing first place is its own: with two seats, when its seat wins. A game both win
/// (first place shared between their seats) is a draw.
pub fn play_seated_game<G: Arena>(
    mut game: G,
    number: u64,
    seating: Seating,
    (a, b): (Level, Level),
    time_ms: u64,
    clock: super::Clock,
) -> Won {
    let seats = game.seat_count();
    let is_a = |seat| seating.is_a(number, seat, seats);
    let mut ply = 0u64;
    while !game.is_over() {
        let level = if is_a(game.to_move()) { a } else { b };
        let seed = number.wrapping_mul(1_000_003).wrapping_add(ply);
        let choice = game
            .choose(&Thinking::new(level, time_ms, seed, clock))
            .expect("a game not over has a move");
        game.play_robot_move(choice.mv);
        ply += 1;
    }
    let winners = game.winners();
    match (
        winners.iter().any(|&seat| is_a(seat)),
        winners.iter().any(|&seat| !is_a(seat)),
    ) {
        (true, false) => Won::A,
        (false, true) => Won::B,
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

/// Plays games `0..games` of a match on `threads` threads, a game per thread at a time (see
/// `std::thread::available_parallelism`), and hands each result to `tell` in the games' order,
/// whatever order they end in: a test that stops on the results stops where a rerun would. Once
/// `tell` breaks no game is started; the games under way are finished and their results dropped.
pub fn play_on_threads(
    games: u64,
    threads: usize,
    play: impl Fn(u64) -> Won + Sync,
    mut tell: impl FnMut(u64, Won) -> ControlFlow<()>,
) {
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let (sender, ended) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            let sender = sender.clone();
            let (next, stop, play) = (&next, &stop, &play);
            scope.spawn(move || loop {
                let number = next.fetch_add(1, Ordering::Relaxed);
                if number >= games || stop.load(Ordering::Relaxed) {
                    break;
                }
                if sender.send((number, play(number))).is_err() {
                    break;
                }
            });
        }
        drop(sender);
        let mut waiting = BTreeMap::new();
        let mut due = 0;
        for (number, won) in ended {
            waiting.insert(number, won);
            while let Some(won) = waiting.remove(&due) {
                if tell(due, won).is_break() {
                    stop.store(true, Ordering::Relaxed);
                    return;
                }
                due += 1;
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::robot::native_clock;

    /// A race of three rounds: a move scores its level (easy 0, medium 1, strong 2), so the
    /// highest level present wins, every seat of it sharing first place.
    struct Race {
        scores: Vec<i64>,
        plies: usize,
    }

    const ROUNDS: usize = 3;

    impl Race {
        fn new(seats: usize) -> Race {
            Race {
                scores: vec![0; seats],
                plies: 0,
            }
        }
    }

    impl Turns for Race {
        type Move = i64;
        type RuleError = std::convert::Infallible;

        fn seat_count(&self) -> usize {
            self.scores.len()
        }

        fn to_move(&self) -> usize {
            self.plies % self.scores.len()
        }

        fn play(&mut self, points: i64) -> Result<(), Self::RuleError> {
            let seat = self.to_move();
            self.scores[seat] += points;
            self.plies += 1;
            Ok(())
        }

        fn is_over(&self) -> bool {
            self.plies == ROUNDS * self.scores.len()
        }

        fn winners(&self) -> Vec<usize> {
            let top = self.scores.iter().max().copied();
            (0..self.scores.len())
                .filter(|&seat| Some(self.scores[seat]) == top)
                .collect()
        }
    }

    impl Arena for Race {
        fn choose(&self, thinking: &Thinking) -> Option<Choice<i64>> {
            let points = Level::ALL.iter().position(|&level| level == thinking.level);
            let points = points.expect("a level") as i64;
            (!self.is_over()).then_some(Choice {
                mv: points,
                value: points,
            })
        }

        fn review(&self, played: &i64, thinking: &Thinking) -> Option<(Choice<i64>, i64)> {
            Some((self.choose(thinking)?, *played))
        }
    }

    fn a_seats(seating: Seating, number: u64, seats: usize) -> Vec<usize> {
        (0..seats)
            .filter(|&seat| seating.is_a(number, seat, seats))
            .collect()
    }

    #[test]
    fn alternating_robots_swap_seats_each_game() {
        let alternate = |number, seats| a_seats(Seating::Alternate, number, seats);
        assert_eq!(alternate(0, 2), [0]);
        assert_eq!(alternate(1, 2), [1]);
        assert_eq!(alternate(0, 8), [0, 2, 4, 6]);
        assert_eq!(alternate(1, 8), [1, 3, 5, 7]);
        // Three seats: the extra one is a's in the even games and b's in the odd ones.
        assert_eq!(alternate(0, 3), [0, 2]);
        assert_eq!(alternate(1, 3), [1]);
    }

    #[test]
    fn a_lone_robot_moves_one_seat_on_each_game() {
        let lone = |number, seats| a_seats(Seating::Lone, number, seats);
        assert_eq!(lone(0, 6), [0]);
        assert_eq!(lone(1, 6), [1]);
        assert_eq!(lone(7, 6), [1]);
        assert_eq!(lone(3, 2), a_seats(Seating::Alternate, 3, 2));
    }

    #[test]
    fn the_robot_whose_seat_finishes_first_wins_at_every_seat_count() {
        for seats in 2..=8 {
            for number in 0..4 {
                for seating in [Seating::Alternate, Seating::Lone] {
                    let game =
                        |levels| play_seated_game(Race::new(seats), number, seating, levels, 0, native_clock);
                    assert_eq!(game((Level::Strong, Level::Medium)), Won::A, "{seats} seats");
                    assert_eq!(game((Level::Easy, Level::Medium)), Won::B, "{seats} seats");
                    // Every seat ties: first place is shared between the robots.
                    assert_eq!(game((Level::Easy, Level::Easy)), Won::Draw, "{seats} seats");
                }
            }
        }
        let tally = play_match(|_| Race::new(6), (Level::Medium, Level::Easy), 5, 0, native_clock);
        assert_eq!(tally, Tally { a: 5, b: 0, draws: 0 });
    }

    #[test]
    fn games_on_threads_are_told_in_order_until_told_to_stop() {
        let play = |number| [Won::A, Won::B, Won::Draw][number as usize % 3];
        for threads in [1, 2, 5] {
            let mut told = Vec::new();
            play_on_threads(9, threads, play, |number, won| {
                told.push((number, won));
                ControlFlow::Continue(())
            });
            let expected: Vec<_> = (0..9).map(|number| (number, play(number))).collect();
            assert_eq!(told, expected, "{threads} threads");
            let mut told = Vec::new();
            play_on_threads(100, threads, play, |number, _| {
                told.push(number);
                if number == 6 {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            });
            assert_eq!(told, (0..=6).collect::<Vec<_>>(), "{threads} threads");
        }
    }
}
