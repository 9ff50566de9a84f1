//! What the tile games share. Abaku and Summy: squares and lines on a square board, the notation
//! errors of their moves and the [`Move`] they share, the draw for the first turn, their robots' `Arena` and what those
//! robots weigh (`Candidate`, `any_tiles`), what they may keep in an exchange ([`keeps`],
//! [`without`]), taking a tile out of a rack ([`take`]), and the tiles hidden from a seat, dealt
//! again for tests ([`hidden`], [`redeal_hidden`]). Addique too: the tiles or pieces a seat has
//! not seen ([`unseen`], [`tally`]), the log of turns that undo and redo walk ([`TurnLog`]), the
//! ranking at the end ([`rank`], [`first_places`]), and a game dealt at a distance: its hands
//! as one device knows them ([`DealtHands`]), and the contract every dealt game meets
//! ([`DealtPlay`]), with the turn, its refusals and the methods Abaku's and Summy's share; and
//! such a game's copy, begun from what every seat could see of it ([`PublicPosition`]).

mod dealt;
mod log;
mod moves;
mod public;
mod robot;
mod rules;
mod start;
mod view;

pub(crate) use dealt::{dealt_game_methods, dealt_tile_methods, dealt_types};
pub use dealt::{Card, DealtError, DealtHands, DealtMove, DealtMoveError, DealtPlay, DealtTurn};
pub(crate) use log::turn_log_methods;
pub use log::{Turn, TurnLog};
pub use moves::Move;
pub use public::{CopyDeal, OpenRack, PublicPosition};
pub(crate) use robot::{any_tiles, choose as robot_choice, Candidate};
pub(crate) use rules::rule_error;
pub use start::StartDraw;
pub(crate) use view::game_and_view;

use crate::common::bag::Bag;
use std::fmt;
use std::str::FromStr;

/// The largest board side of any tile game (Summy's 25); squares index arrays of this stride.
pub const MAX_SIDE: usize = 25;

/// A square: row 0 is the top row (written 1), column 0 the left column (written A).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square {
    pub row: u8,
    pub col: u8,
}

impl Square {
    pub const fn new(row: u8, col: u8) -> Square {
        Square { row, col }
    }

    /// Where the square lies in an array of `MAX_SIDE` x `MAX_SIDE` squares.
    pub fn index(self) -> usize {
        self.row as usize * MAX_SIDE + self.col as usize
    }

    /// The next square along `dir`, `steps` away (negative goes back); `None` off the array.
    pub fn step(self, dir: Direction, steps: i32) -> Option<Square> {
        let (dr, dc) = dir.delta();
        let row = i32::from(self.row) + dr * steps;
        let col = i32::from(self.col) + dc * steps;
        let inside = |value: i32| (0..MAX_SIDE as i32).contains(&value);
        (inside(row) && inside(col)).then(|| Square::new(row as u8, col as u8))
    }
}

/// `H8`: the column letter, then the row number from 1 at the top.
impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.col) as char, self.row + 1)
    }
}

impl FromStr for Square {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Square, NotationError> {
        let bad = || NotationError::Square(text.to_string());
        let mut chars = text.chars();
        let letter = chars.next().ok_or_else(bad)?.to_ascii_uppercase();
        let row: u8 = chars.as_str().parse().map_err(|_| bad())?;
        let col = (letter as u32).wrapping_sub('A' as u32);
        if col >= MAX_SIDE as u32 || row == 0 || row as usize > MAX_SIDE {
            return Err(bad());
        }
        Ok(Square::new(row - 1, col as u8))
    }
}

/// `square` if a board of `size` squares a side holds it, else why not: for a board read from
/// JSON, whose squares go as far as the largest board's.
pub(crate) fn on_board(square: Square, size: u8) -> Result<Square, String> {
    if square.row < size && square.col < size {
        Ok(square)
    } else {
        Err(format!("{square} is off the {size}x{size} board"))
    }
}

/// Why a move's text could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NotationError {
    Square(String),
    Tile(String),
    Empty,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Square(text) => write!(f, "`{text}` is not a square such as H8"),
            NotationError::Tile(text) => write!(f, "`{text}` is not a tile"),
            NotationError::Empty => write!(f, "the move is empty"),
        }
    }
}

/// A line direction, each read the way the rules read it: rows left to right, columns top to
/// bottom, and (in Abaku with diagonal play on) both diagonals left to right.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Direction {
    Across,
    Down,
    /// Left to right and downwards.
    DiagonalDown,
    /// Left to right and upwards.
    DiagonalUp,
}

impl Direction {
    pub const ALL: [Direction; 4] = [
        Direction::Across,
        Direction::Down,
        Direction::DiagonalDown,
        Direction::DiagonalUp,
    ];

    /// The directions a game reads its lines in.
    pub fn in_play(diagonal: bool) -> &'static [Direction] {
        if diagonal {
            &Direction::ALL
        } else {
            &Direction::ALL[..2]
        }
    }

    fn delta(self) -> (i32, i32) {
        match self {
            Direction::Across => (0, 1),
            Direction::Down => (1, 0),
            Direction::DiagonalDown => (1, 1),
            Direction::DiagonalUp => (-1, 1),
        }
    }

    /// How many steps along this direction lead from `from` to `to`, if `to` lies ahead on
    /// the same line.
    pub fn steps_between(self, from: Square, to: Square) -> Option<u8> {
        let (dr, dc) = self.delta();
        let rows = i32::from(to.row) - i32::from(from.row);
        let cols = i32::from(to.col) - i32::from(from.col);
        let steps = if dc == 0 { rows * dr } else { cols * dc };
        (steps > 0 && rows == dr * steps && cols == dc * steps).then_some(steps as u8)
    }
}

/// Seats ordered by score, best first, and each one's place from 1 (equal scores share a
/// place): `(ranking, ranks)`. Any ordered score will do, so each game ranks its own.
pub fn rank<S: Ord>(scores: &[S]) -> (Vec<usize>, Vec<usize>) {
    let places: Vec<usize> = scores
        .iter()
        .map(|score| 1 + scores.iter().filter(|&other| other > score).count())
        .collect();
    rank_by_place(&places)
}

/// [`rank`], but with the seat that `resigned`, if one did, last whatever its score: a
/// resignation loses.
pub fn rank_with_resigned<S: Ord>(scores: &[S], resigned: Option<usize>) -> (Vec<usize>, Vec<usize>) {
    let Some(resigned) = resigned else {
        return rank(scores);
    };
    let in_play = |seat: &usize| *seat != resigned;
    let place = |seat: usize| {
        if seat == resigned {
            return scores.len();
        }
        let ahead = (0..scores.len())
            .filter(in_play)
            .filter(|&other| scores[other] > scores[seat]);
        1 + ahead.count()
    };
    let places: Vec<usize> = (0..scores.len()).map(place).collect();
    rank_by_place(&places)
}

/// [`rank`] once each seat's place (1 to the number of seats) is known: place by place, seats
/// sharing a place in seat order. Eight seats at most, so no sort, whose code every game's
/// screen would carry.
fn rank_by_place(places: &[usize]) -> (Vec<usize>, Vec<usize>) {
    let seats = 0..places.len();
    let ranking: Vec<usize> = (1..=places.len())
        .flat_map(|place| seats.clone().filter(move |&seat| places[seat] == place))
        .collect();
    let ranks = ranking.iter().map(|&seat| places[seat]).collect();
    (ranking, ranks)
}

/// The seats in first place, from a ranking and its places (see [`rank`]): several when they
/// share it.
pub fn first_places(ranking: &[usize], ranks: &[usize]) -> Vec<usize> {
    let firsts = ranking.iter().zip(ranks).filter(|&(_, &rank)| rank == 1);
    firsts.map(|(&seat, _)| seat).collect()
}

/// Implements [`Arena`](crate::robot::Arena) for a tile game whose `Move` places, exchanges or
/// passes and whose robot's `choose` takes the seat's `View`: Abaku's and Summy's, in their
/// `robot` modules.
macro_rules! tile_arena {
    () => {
        impl $crate::robot::Arena for Game {
            fn choose(&self, thinking: &Thinking) -> Option<Choice<Move>> {
                (!$crate::game::Turns::is_over(self)).then(|| choose(&self.view(), thinking))
            }

            fn review(&self, played: &Move, thinking: &Thinking) -> Option<(Choice<Move>, i64)> {
                let points = match played {
                    Move::Place(placement) => self
                        .check(placement)
                        .map_or(0, |scored| i64::from(scored.points)),
                    _ => 0,
                };
                Some(($crate::robot::Arena::choose(self, thinking)?, points))
            }
        }
    };
}
pub(crate) use tile_arena;

/// How many of each kind `tiles` holds, kinds in their order: the unseen-tiles tracker's line
/// ("0 ×3, 1 ×5 …"), which a player counts by kind rather than tile by tile.
pub fn tally<T: Copy + Ord>(tiles: &[T]) -> Vec<(T, usize)> {
    // A set has a few dozen kinds at most: finding each tile's kind keeps a sort's code out of
    // every game's screen.
    let mut kinds: Vec<(T, usize)> = Vec::new();
    for &tile in tiles {
        match kinds.binary_search_by(|(kind, _)| kind.cmp(&tile)) {
            Ok(found) => kinds[found].1 += 1,
            Err(at) => kinds.insert(at, (tile, 1)),
        }
    }
    kinds
}

/// The tiles of `set` left once each of `seen` is taken out, sorted: what a player has not seen
/// of the whole set, from what they have (the board, their rack). A seen tile the set lacks is
/// ignored.
pub fn unseen<T: Copy + Ord>(set: Vec<T>, seen: impl IntoIterator<Item = T>) -> Vec<T> {
    // Inserting each tile in place, rather than sorting, keeps a sort's code out of every game's
    // screen (the unseen-tiles tracker's); a set is a hundred tiles at most.
    let mut unseen: Vec<T> = Vec::with_capacity(set.len());
    for tile in set {
        let at = unseen.partition_point(|kept| *kept <= tile);
        unseen.insert(at, tile);
    }
    for tile in seen {
        if let Ok(at) = unseen.binary_search(&tile) {
            unseen.remove(at);
        }
    }
    unseen
}

/// The tiles `seat` cannot see, sorted: the other racks and the bag, as they lie (a seat's view
/// counts its unseen tiles from the set instead), for tests and for [`redeal_hidden`].
pub fn hidden<T: Copy + Ord>(racks: &[Vec<T>], bag: &Bag<T>, seat: usize) -> Vec<T> {
    let others = (0..racks.len()).filter(|&other| other != seat);
    let in_racks = others.flat_map(|other| racks[other].iter().copied());
    let mut hidden: Vec<T> = in_racks.chain(bag.contents().iter().copied()).collect();
    hidden.sort();
    hidden
}

/// Deals the tiles `seat` cannot see (see [`hidden`]) again by `seed`, every other rack keeping
/// its size: the seat's view stays the same, for tests that a robot does not cheat.
pub fn redeal_hidden<T: Copy + Ord>(racks: &mut [Vec<T>], bag: &mut Bag<T>, seat: usize, seed: u64) {
    let mut dealt = Bag::new(hidden(racks, bag, seat), seed);
    for other in (0..racks.len()).filter(|&other| other != seat) {
        let size = racks[other].len();
        racks[other] = dealt.draw(size);
    }
    *bag = dealt;
}

/// Takes one `tile` out of `rack`; false when the rack holds none.
pub fn take<T: PartialEq>(rack: &mut Vec<T>, tile: &T) -> bool {
    match rack.iter().position(|held| held == tile) {
        Some(index) => {
            rack.remove(index);
            true
        }
        None => false,
    }
}

/// The tiles of `rack` left once each of `taken` is taken out, in the rack's order.
pub fn without<T: Copy + PartialEq>(rack: &[T], taken: &[T]) -> Vec<T> {
    let mut left = rack.to_vec();
    for tile in taken {
        take(&mut left, tile);
    }
    left
}

/// Every part of `rack` a player may keep in an exchange that gives back from 1 to `most_back`
/// tiles: the tiles kept, in the rack's order. The parts come in a fixed order, so that a robot
/// choosing the first best of them always chooses the same.
pub fn keeps<T: Copy>(rack: &[T], most_back: usize) -> impl Iterator<Item = Vec<T>> + '_ {
    (0u32..1 << rack.len()).filter_map(move |mask| {
        let kept: Vec<T> = (0..rack.len())
            .filter(|&index| mask & (1 << index) != 0)
            .map(|index| rack[index])
            .collect();
        (1..=most_back)
            .contains(&(rack.len() - kept.len()))
            .then_some(kept)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Best score first, equal scores in seat order, each seat's place one more than the
        /// number of better scores.
        #[test]
        fn seats_rank_by_score_and_ties_keep_seat_order(scores in prop::collection::vec(0_u8..6, 1..9)) {
            let (ranking, ranks) = rank(&scores);
            let mut expected: Vec<usize> = (0..scores.len()).collect();
            expected.sort_by(|&a, &b| scores[b].cmp(&scores[a]).then(a.cmp(&b)));
            prop_assert_eq!(&ranking, &expected);
            for (&seat, &place) in ranking.iter().zip(&ranks) {
                prop_assert_eq!(place, 1 + scores.iter().filter(|&&other| other > scores[seat]).count());
            }
        }
    }

    proptest! {
        #[test]
        fn the_unseen_tiles_are_the_set_less_what_was_seen_sorted(
            set in prop::collection::vec(0_u8..12, 0..60),
            seen in prop::collection::vec(0_u8..14, 0..30),
        ) {
            let mut expected = set.clone();
            for tile in &seen {
                take(&mut expected, tile);
            }
            expected.sort_unstable();
            prop_assert_eq!(unseen(set, seen), expected);
        }

        #[test]
        fn a_tally_is_the_sorted_tiles_counted(tiles in prop::collection::vec(0_u8..12, 0..40)) {
            let mut sorted = tiles.clone();
            sorted.sort_unstable();
            let counted = tally(&tiles);
            prop_assert!(counted.windows(2).all(|pair| pair[0].0 < pair[1].0), "kinds in order, once each");
            let expanded: Vec<u8> = counted.iter().flat_map(|&(kind, count)| std::iter::repeat_n(kind, count)).collect();
            prop_assert_eq!(expanded, sorted);
        }
    }

    #[test]
    fn a_tally_counts_each_kind_once_in_order() {
        assert_eq!(tally(&[3, 1, 3, 0, 3]), vec![(0, 1), (1, 1), (3, 3)]);
        assert_eq!(tally::<u8>(&[]), vec![]);
    }

    #[test]
    fn an_exchange_keeps_every_part_that_gives_back_one_to_most_back_tiles() {
        let kept: Vec<Vec<u8>> = keeps(&[1, 2, 3], 2).collect();
        assert_eq!(
            kept,
            vec![vec![1], vec![2], vec![1, 2], vec![3], vec![1, 3], vec![2, 3]]
        );
        assert_eq!(keeps(&[1, 2, 3], 3).count(), 7);
        assert_eq!(keeps(&[1, 2, 3], 0).count(), 0);
        assert_eq!(without(&[3, 1, 3, 2], &[3, 2]), vec![1, 3]);
    }

    #[test]
    fn unseen_takes_each_seen_tile_out_once() {
        assert_eq!(unseen(vec![1, 1, 2, 3, 3], [3, 1, 3]), vec![1, 2]);
    }

    #[test]
    fn squares_read_and_write_as_column_letter_and_row_number() {
        let square: Square = "H8".parse().unwrap();
        assert_eq!(square, Square::new(7, 7));
        assert_eq!(square.to_string(), "H8");
        assert_eq!("y25".parse::<Square>().unwrap(), Square::new(24, 24));
        for bad in ["", "H", "H0", "Z1", "H26", "8H"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    #[test]
    fn steps_between_squares_follow_each_direction() {
        let at = |text: &str| text.parse::<Square>().unwrap();
        assert_eq!(Direction::Across.steps_between(at("C3"), at("F3")), Some(3));
        assert_eq!(Direction::Down.steps_between(at("C3"), at("C5")), Some(2));
        assert_eq!(Direction::DiagonalDown.steps_between(at("C3"), at("E5")), Some(2));
        assert_eq!(Direction::DiagonalUp.steps_between(at("C5"), at("E3")), Some(2));
        assert_eq!(Direction::Across.steps_between(at("F3"), at("C3")), None);
        assert_eq!(Direction::Down.steps_between(at("C3"), at("D5")), None);
    }
}
