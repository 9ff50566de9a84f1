//! Checking a placement against the board, and scoring it: every contiguous equation that holds
//! a new tile, in every line through the new tiles.

use super::board::{Board, BoardKind, Bonus, Direction, Placed, Square, Tile};
use super::equations::{equations_in, readings, zero_rule, Reading, ZeroRule};
use super::moves::{NewTile, Placement};
use crate::tiles;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Range, RangeInclusive};

/// The most tiles a rack holds, and so the most a placement lays.
pub const RACK_SIZE: usize = 5;

/// What a tile is worth.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scoring {
    /// Each tile scores 1.
    #[default]
    TileCount,
    /// A tile scores its digit (rule variation a).
    NumberValue,
}

impl Scoring {
    /// A tile's worth before bonuses; the joker is worth nothing.
    pub fn value(self, tile: Tile) -> u32 {
        match (self, tile) {
            (_, Tile::Joker) => 0,
            (Scoring::TileCount, Tile::Digit(_)) => 1,
            (Scoring::NumberValue, Tile::Digit(digit)) => u32::from(digit),
        }
    }

    fn placed_value(self, placed: Placed) -> u32 {
        let tile = if placed.joker {
            Tile::Joker
        } else {
            Tile::Digit(placed.digit)
        };
        self.value(tile)
    }
}

/// The rule settings a placement is checked against.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Rules {
    pub diagonal: bool,
    pub scoring: Scoring,
}

tiles::rule_error!(Tile, RACK_SIZE, {
    /// A swap names a square that holds no joker.
    NoJokerThere(Square),
    FirstMoveTooShort,
    FirstMoveOffCentre,
    /// The line through the new tiles (these digits) holds no equation containing them all.
    NotAnEquation(Vec<u8>),
    /// As `NotAnEquation`, but the digits would read as an equation if a zero could break this
    /// rule.
    ZeroNotANumber {
        digits: Vec<u8>,
        rule: ZeroRule,
    },
    /// A new tile touches a board tile sideways without forming an equation with it.
    TouchingNoEquation {
        digit: u8,
        touching: u8,
    },
    /// Exchanging needs as many tiles in the bag as go back.
    BagTooSmall(usize),
});

impl RuleError {
    /// The command line's English for the refusals `tiles::rule_error!` does not word.
    fn own_words(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::NoJokerThere(square) => write!(f, "there is no joker on {square} to take back"),
            RuleError::NotInOneLine => write!(f, "these tiles are not in one line"),
            RuleError::FirstMoveTooShort => write!(f, "the first move places at least two tiles"),
            RuleError::FirstMoveOffCentre => write!(f, "the first move covers the start square"),
            RuleError::NotAnEquation(digits) => write!(f, "{} is not an equation", spaced(digits)),
            RuleError::ZeroNotANumber { digits, rule } => {
                let why = match rule {
                    ZeroRule::LoneZero => "a zero can't stand alone as a number",
                    ZeroRule::LeadingZero => "a number can't start with 0",
                };
                write!(f, "{} is not an equation: {why}", spaced(digits))
            }
            RuleError::TouchingNoEquation { digit, touching } => {
                write!(f, "the {digit} touching {touching} forms no equation")
            }
            RuleError::ExchangeCount => write!(f, "exchange 1 to {RACK_SIZE} tiles"),
            RuleError::BagTooSmall(left) => write!(f, "the bag holds only {left} tiles"),
            shared => unreachable!("tiles::rule_error! words {shared:?}"),
        }
    }
}

/// The refusal of a line with no equation over the new tiles (at `new` in `digits`): it names
/// the zero rule when only a zero stands in the way.
fn no_equation(digits: Vec<u8>, new: RangeInclusive<usize>) -> RuleError {
    let (low, high) = new.into_inner();
    let parts = (0..=low).flat_map(|start| (high + 1..=digits.len()).map(move |end| start..end));
    let rule = parts.filter_map(|part| zero_rule(&digits[part])).min();
    match rule {
        Some(rule) => RuleError::ZeroNotANumber { digits, rule },
        None => RuleError::NotAnEquation(digits),
    }
}

/// Digits as tiles are written: `1 2 4 2`.
pub fn spaced(digits: &[u8]) -> String {
    let words: Vec<String> = digits.iter().map(u8::to_string).collect();
    words.join(" ")
}

/// An equation a placement forms, and what it scores.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ScoredEquation {
    pub start: Square,
    pub direction: Direction,
    pub digits: Vec<u8>,
    pub points: u32,
}

impl ScoredEquation {
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        (0..self.digits.len()).filter_map(|offset| self.start.step(self.direction, offset as i32))
    }

    /// The ways it reads, e.g. both `4 − 2 = 2` and `4 : 2 = 2`.
    pub fn readings(&self) -> Vec<Reading> {
        readings(&self.digits)
    }
}

/// A legal placement's equations and total.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Scored {
    pub equations: Vec<ScoredEquation>,
    pub points: u32,
}

/// An unbroken line of tiles and the digits it reads.
struct Run {
    start: Square,
    direction: Direction,
    digits: Vec<u8>,
}

impl Run {
    fn through(board: &Board, square: Square, direction: Direction) -> Run {
        let (start, length) = board.run_through(square, direction);
        let digits = (0..length)
            .map(|offset| {
                let square = start.step(direction, offset as i32);
                board.at(square).expect("a run holds tiles").digit
            })
            .collect();
        Run {
            start,
            direction,
            digits,
        }
    }

    fn square(&self, offset: usize) -> Square {
        self.start
            .step(self.direction, offset as i32)
            .expect("a run lies on the board")
    }

    fn offset_of(&self, square: Square) -> Option<usize> {
        if square == self.start {
            return Some(0);
        }
        self.direction
            .steps_between(self.start, square)
            .map(usize::from)
            .filter(|&offset| offset < self.digits.len())
    }
}

/// A board joker taken back: the rack gives the real digit it stands for, laid on its square,
/// and gets the joker.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct JokerSwap {
    pub gives: Tile,
    pub gets: Tile,
}

/// The swap that takes back the joker on `square`; refused if no joker lies there.
pub fn joker_swap(board: &Board, square: Square) -> Result<JokerSwap, RuleError> {
    let joker = board.at(Some(square)).filter(|placed| placed.joker);
    let joker = joker.ok_or(RuleError::NoJokerThere(square))?;
    Ok(JokerSwap {
        gives: Tile::Digit(joker.digit),
        gets: Tile::Joker,
    })
}

/// Checks a placement on `board` (which holds the tiles of earlier turns) and scores it. The
/// rack is not checked here: the game does that.
pub fn check(board: &Board, rules: Rules, placement: &Placement) -> Result<Scored, RuleError> {
    let tiles = &placement.tiles;
    if tiles.is_empty() {
        return Err(RuleError::NoTiles);
    }
    if tiles.len() > RACK_SIZE {
        return Err(RuleError::TooManyTiles);
    }
    let kind = board.kind();
    let mut after = board.clone();
    if let Some(square) = placement.swap {
        after
            .take_back_joker(square)
            .ok_or(RuleError::NoJokerThere(square))?;
    }
    for (index, tile) in tiles.iter().enumerate() {
        if !kind.contains(tile.square) {
            return Err(RuleError::OffBoard(tile.square));
        }
        if board.get(tile.square).is_some() {
            return Err(RuleError::SquareTaken(tile.square));
        }
        if tiles[..index].iter().any(|earlier| earlier.square == tile.square) {
            return Err(RuleError::SameSquareTwice(tile.square));
        }
        after.set(tile.square, tile.placed());
    }
    let directions = Direction::in_play(rules.diagonal);
    let line = if tiles.len() >= 2 {
        let (direction, first, last) = line_of(tiles, directions).ok_or(RuleError::NotInOneLine)?;
        let steps = direction.steps_between(first, last).unwrap_or(0);
        if let Some(gap) = (1..steps)
            .filter_map(|step| first.step(direction, i32::from(step)))
            .find(|&square| after.get(square).is_none())
        {
            return Err(RuleError::Gap(gap));
        }
        Some((direction, first))
    } else {
        None
    };
    if board.is_empty() {
        if tiles.len() < 2 {
            return Err(RuleError::FirstMoveTooShort);
        }
        if !tiles.iter().any(|tile| tile.square == kind.centre()) {
            return Err(RuleError::FirstMoveOffCentre);
        }
    }
    let touches_board = |tile: &&NewTile| {
        directions.iter().any(|&direction| {
            [-1, 1]
                .iter()
                .any(|&side| board.at(tile.square.step(direction, side)).is_some())
        })
    };
    let touching: Vec<&NewTile> = tiles.iter().filter(touches_board).collect();
    if !board.is_empty() && touching.is_empty() {
        return Err(RuleError::NotConnected);
    }
    let is_new = |square: Square| tiles.iter().any(|tile| tile.square == square);
    let mut scored = Scored::default();

    if let Some((direction, first)) = line {
        let run = Run::through(&after, first, direction);
        let offsets: Vec<usize> = tiles
            .iter()
            .filter_map(|tile| run.offset_of(tile.square))
            .collect();
        let (low, high) = (offsets.iter().min(), offsets.iter().max());
        let (low, high) = (*low.expect("tiles"), *high.expect("tiles"));
        let equations = equations_in(&run.digits);
        if !equations
            .iter()
            .any(|range| range.start <= low && high < range.end)
        {
            return Err(no_equation(run.digits, low..=high));
        }
        score_run(&run, &equations, &after, rules, is_new, &mut scored);
    }

    let own_lines = match line {
        Some((direction, _)) => vec![direction],
        None => single_tile_lines(&after, &tiles[0], directions)?,
    };
    // A zero may touch the board sideways without forming an equation, unless it is the only
    // one of several new tiles that touches the board. A zero laid alone has already formed an
    // equation with the board along its own line.
    let lone_zero = tiles.len() >= 2 && touching.len() == 1 && touching[0].digit == 0;
    for tile in tiles {
        for &direction in directions {
            if line.is_some_and(|(main, _)| main == direction) {
                continue;
            }
            let neighbours: Vec<Square> = [-1, 1]
                .iter()
                .filter_map(|&side| tile.square.step(direction, side))
                .filter(|&square| after.at(Some(square)).is_some())
                .collect();
            if neighbours.is_empty() {
                continue;
            }
            let run = Run::through(&after, tile.square, direction);
            let equations = equations_in(&run.digits);
            // A neighbour along a single tile's own line touches it along that line, not sideways.
            let sideways = !own_lines.contains(&direction);
            let exempt = !sideways || (tile.digit == 0 && !lone_zero);
            let here = run
                .offset_of(tile.square)
                .expect("the run passes through the tile");
            for neighbour in neighbours {
                let there = run.offset_of(neighbour).expect("a neighbour is in the run");
                let joined = |range: &Range<usize>| range.contains(&here) && range.contains(&there);
                if !exempt && !equations.iter().any(joined) {
                    return Err(RuleError::TouchingNoEquation {
                        digit: tile.digit,
                        touching: after.get(neighbour).expect("a neighbour").digit,
                    });
                }
            }
            score_run(&run, &equations, &after, rules, is_new, &mut scored);
        }
    }
    Ok(scored)
}

/// A single tile's own lines: those in which it forms an equation, as the line of several tiles
/// is theirs. It needs at least one; a neighbour along any other line touches it sideways.
fn single_tile_lines(
    after: &Board,
    tile: &NewTile,
    directions: &[Direction],
) -> Result<Vec<Direction>, RuleError> {
    let forms_equation = |direction: Direction| {
        let run = Run::through(after, tile.square, direction);
        let here = run
            .offset_of(tile.square)
            .expect("the run passes through the tile");
        equations_in(&run.digits)
            .iter()
            .any(|range| range.contains(&here))
    };
    let lines: Vec<Direction> = directions
        .iter()
        .copied()
        .filter(|&direction| forms_equation(direction))
        .collect();
    if lines.is_empty() {
        let touching = directions
            .iter()
            .flat_map(|&direction| [-1, 1].map(|side| tile.square.step(direction, side)))
            .find_map(|square| after.at(square))
            .expect("a single tile that joins the board touches it");
        return Err(RuleError::TouchingNoEquation {
            digit: tile.digit,
            touching: touching.digit,
        });
    }
    Ok(lines)
}

/// The direction the tiles lie along, with the first and last tile in reading order.
fn line_of(tiles: &[NewTile], directions: &[Direction]) -> Option<(Direction, Square, Square)> {
    let anchor = tiles[0].square;
    directions.iter().find_map(|&direction| {
        let offset = |square: Square| -> Option<i32> {
            if square == anchor {
                return Some(0);
            }
            let ahead = direction.steps_between(anchor, square).map(i32::from);
            ahead.or_else(|| {
                direction
                    .steps_between(square, anchor)
                    .map(|steps| -i32::from(steps))
            })
        };
        let offsets: Option<Vec<(i32, Square)>> = tiles
            .iter()
            .map(|tile| offset(tile.square).map(|steps| (steps, tile.square)))
            .collect();
        let offsets = offsets?;
        let first = offsets.iter().min()?.1;
        let last = offsets.iter().max()?.1;
        Some((direction, first, last))
    })
}

/// Adds every equation of `run` that holds a new tile.
fn score_run(
    run: &Run,
    equations: &[Range<usize>],
    after: &Board,
    rules: Rules,
    is_new: impl Fn(Square) -> bool,
    scored: &mut Scored,
) {
    let kind = after.kind();
    for range in equations {
        if !range.clone().any(|offset| is_new(run.square(offset))) {
            continue;
        }
        let mut points = 0;
        let mut multiplier = 1;
        for offset in range.clone() {
            let square = run.square(offset);
            let placed = after.get(square).expect("an equation's squares hold tiles");
            let value = rules.scoring.placed_value(placed);
            if !is_new(square) {
                points += value;
                continue;
            }
            match bonus(kind, square) {
                Bonus::Number(factor) => points += value * u32::from(factor),
                Bonus::Equation(factor) => {
                    points += value;
                    multiplier *= u32::from(factor);
                }
                Bonus::None | Bonus::Start => points += value,
            }
        }
        let points = points * multiplier;
        scored.points += points;
        scored.equations.push(ScoredEquation {
            start: run.square(range.start),
            direction: run.direction,
            digits: run.digits[range.clone()].to_vec(),
            points,
        });
    }
}

/// The bonus a new tile earns: the start square doubles an equation on the classic board only.
fn bonus(kind: BoardKind, square: Square) -> Bonus {
    match (kind, kind.bonus(square)) {
        (BoardKind::Classic, Bonus::Start) => Bonus::Equation(2),
        (_, bonus) => bonus,
    }
}
