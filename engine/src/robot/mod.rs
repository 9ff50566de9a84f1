//! What every game's robot shares: its level, how long it may think, and the seeded randomness
//! that makes a weaker level play weaker moves on purpose. Each game's robot lives in its own
//! module (`abalone::robot`, ...) and is given only what its seat may know: in the tile games
//! its seat's view, which the robots' worker may be sent as it is ([`SeatView`]).

pub mod arena;
pub mod elo;
mod seat_view;
pub mod service;

pub use arena::{
    play_game, play_match, play_on_threads, play_seated_game, Arena, Choice, Seating, Tally, Won,
};
pub use seat_view::SeatView;

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How well a robot plays.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    Medium,
    Strong,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Strong];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Strong => "strong",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(text: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|level| level.name() == text)
            .ok_or_else(|| format!("{text:?} is no robot level: easy, medium or strong"))
    }
}

/// The robot at each seat, if any, in seat order.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Robots(Vec<Option<Level>>);

impl Robots {
    pub fn new(seats: Vec<Option<Level>>) -> Robots {
        Robots(seats)
    }

    pub fn at(&self, seat: usize) -> Option<Level> {
        self.0.get(seat).copied().flatten()
    }

    pub fn any(&self) -> bool {
        self.0.iter().any(Option::is_some)
    }

    /// How many of `seats` seats people play.
    pub fn humans(&self, seats: usize) -> usize {
        (0..seats).filter(|&seat| self.at(seat).is_none()).count()
    }

    /// The record's tag: each seat's level or "-" for a person, comma-separated; none when
    /// people play every seat.
    pub fn to_tag(&self) -> Option<String> {
        self.any().then(|| {
            let seats = self.0.iter().map(|seat| seat.map_or("-", Level::name));
            seats.collect::<Vec<_>>().join(",")
        })
    }

    /// Reads a tag; anything but a level is a person's seat.
    pub fn from_tag(tag: &str) -> Robots {
        Robots(tag.split(',').map(|seat| seat.trim().parse().ok()).collect())
    }
}

/// The index of the first of the items of greatest `value`; 0 for none.
pub fn argmax<T>(items: &[T], value: impl Fn(&T) -> f64) -> usize {
    let mut best = 0;
    let mut top = f64::NEG_INFINITY;
    for (index, item) in items.iter().enumerate() {
        let worth = value(item);
        if worth > top {
            best = index;
            top = worth;
        }
    }
    best
}

/// The first of the weighed items of greatest worth, with its worth; `None` for no items.
pub fn first_best<T>(weighed: impl IntoIterator<Item = (T, f64)>) -> Option<(T, f64)> {
    let mut best: Option<(T, f64)> = None;
    for (item, worth) in weighed {
        if best.as_ref().is_none_or(|(_, top)| worth > *top) {
            best = Some((item, worth));
        }
    }
    best
}

/// The medium tile robots' pick: one of the placements between the 50th and 75th percentile of
/// points, each given with its points.
pub fn middling<P>(mut options: Vec<(P, u32)>, rng: &mut Pcg64Mcg) -> (P, u32) {
    options.sort_by_key(|(_, points)| *points);
    let len = options.len();
    let low = len / 2;
    let high = (len * 3 / 4).max(low + 1).min(len);
    options.swap_remove(rng.random_range(low..high))
}

/// The easy tile robots' pick: one of the lower-scoring half of the shortest placements (one or
/// two tiles when there are), `tiles` counting a placement's tiles.
pub fn short_and_low<P>(options: Vec<(P, u32)>, tiles: impl Fn(&P) -> usize, rng: &mut Pcg64Mcg) -> (P, u32) {
    let shortest = options
        .iter()
        .map(|(placement, _)| tiles(placement))
        .min()
        .unwrap_or(1);
    let longest = shortest.max(2);
    let mut short: Vec<_> = options
        .into_iter()
        .filter(|(placement, _)| tiles(placement) <= longest)
        .collect();
    short.sort_by_key(|(_, points)| *points);
    let high = short.len().div_ceil(2);
    short.swap_remove(rng.random_range(0..high))
}

/// Milliseconds from some fixed moment: `std::time::Instant` natively, `Date.now()` in the
/// browser, where `Instant` is not available.
pub type Clock = fn() -> f64;

/// A clock for native builds (the command line, tests and benchmarks).
pub fn native_clock() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// How a robot is asked to think: its level, its time for the move and the seed of its choices.
#[derive(Clone, Copy, Debug)]
pub struct Thinking {
    pub level: Level,
    /// The most time the move may take, in milliseconds; weaker levels may use less.
    pub time_ms: u64,
    /// Seeds every random choice, so that the same view and seed give the same move.
    pub seed: u64,
    pub clock: Clock,
}

impl Thinking {
    pub fn new(level: Level, time_ms: u64, seed: u64, clock: Clock) -> Thinking {
        Thinking {
            level,
            time_ms,
            seed,
            clock,
        }
    }

    /// The moment, on `clock`, by which the move must be chosen.
    pub fn deadline(&self) -> Deadline {
        Deadline {
            clock: self.clock,
            at: (self.clock)() + self.time_ms as f64,
        }
    }

    /// The robot's random source for this move.
    pub fn rng(&self) -> Pcg64Mcg {
        Pcg64Mcg::seed_from_u64(self.seed)
    }
}

/// When thinking must stop.
#[derive(Clone, Copy, Debug)]
pub struct Deadline {
    clock: Clock,
    at: f64,
}

impl Deadline {
    pub fn passed(&self) -> bool {
        (self.clock)() >= self.at
    }

    /// Milliseconds left, never negative.
    pub fn left_ms(&self) -> f64 {
        (self.at - (self.clock)()).max(0.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_read_back_their_names() {
        for level in Level::ALL {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        }
        assert!("grandmaster"
            .parse::<Level>()
            .unwrap_err()
            .contains("easy, medium or strong"));
    }

    #[test]
    fn a_deadline_of_zero_has_passed_and_a_long_one_has_not() {
        let now = Thinking::new(Level::Strong, 0, 1, native_clock).deadline();
        assert!(now.passed());
        let later = Thinking::new(Level::Strong, 60_000, 1, native_clock).deadline();
        assert!(!later.passed());
        assert!(later.left_ms() > 59_000.0);
    }

    #[test]
    fn the_tag_reads_back_the_seats_it_was_written_from() {
        let robots = Robots::new(vec![None, Some(Level::Strong), Some(Level::Easy)]);
        assert_eq!(robots.to_tag().as_deref(), Some("-,strong,easy"));
        assert_eq!(Robots::from_tag("-,strong,easy"), robots);
        assert_eq!(robots.humans(3), 1);
        assert_eq!(Robots::new(vec![None, None]).to_tag(), None);
    }
}
