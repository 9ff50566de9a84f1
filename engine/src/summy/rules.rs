//! Checking a placement against the board, and scoring it: the line through the new tiles must
//! be a complete sum; lines across it may be parts of sums, and score when they are complete.
//! Every completed sum gets a grey cap at each end.

use super::board::{Board, Cell};
use super::moves::Placement;
use super::sums::{check_sum, SumError};
use super::tile::Tile;
use crate::tiles::{self, Direction, Square};
use std::fmt;

/// Tiles in a rack, and so the most a placement lays.
pub const RACK_SIZE: usize = 8;

/// The two ways sums are read: left to right, top to bottom.
const DIRECTIONS: [Direction; 2] = [Direction::Across, Direction::Down];

tiles::rule_error!(Tile, RACK_SIZE, {
    /// A tile laid on a grey cap: the sum there is closed.
    SumClosed(Square),
    /// The line through the new tiles (these tiles) is no complete sum.
    NotASum {
        tiles: Vec<Tile>,
        /// Boxed: its wrong-result case carries three texts, and every error is passed around.
        reason: Box<SumError>,
    },
});

impl RuleError {
    /// The command line's English for the refusals `tiles::rule_error!` does not word.
    fn own_words(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::SumClosed(square) => write!(f, "this sum is already closed at {square}"),
            RuleError::NotInOneLine => write!(f, "the tiles are not in one line"),
            RuleError::NotASum { tiles, reason } => {
                write!(f, "{} is no complete sum: {reason}", written(tiles))
            }
            RuleError::ExchangeCount => write!(f, "exchange at least one tile of your rack"),
            shared => unreachable!("tiles::rule_error! words {shared:?}"),
        }
    }
}

/// Tiles as the rules write them: `70+118:2=129`.
pub fn written(tiles: &[Tile]) -> String {
    tiles.iter().map(|tile| tile.symbol()).collect()
}

/// Tiles as their faces show them: `70+118÷2=129`.
pub fn shown(tiles: &[Tile]) -> String {
    tiles.iter().map(|tile| tile.face()).collect()
}

/// A sum completed by a placement, and its points: the sum of its digits.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CompletedSum {
    pub start: Square,
    pub direction: Direction,
    pub tiles: Vec<Tile>,
    pub points: u32,
}

impl CompletedSum {
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        (0..self.tiles.len()).filter_map(|offset| self.start.step(self.direction, offset as i32))
    }

    /// The squares just before and just after the sum, where its caps go if they are free.
    fn ends(&self) -> [Option<Square>; 2] {
        [
            self.start.step(self.direction, -1),
            self.start.step(self.direction, self.tiles.len() as i32),
        ]
    }
}

/// A legal placement's completed sums, total and the caps it puts down.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Scored {
    pub sums: Vec<CompletedSum>,
    pub points: u32,
    pub caps: Vec<Square>,
}

/// The tiles of the run through `square` along `direction` on `board`, and where it starts.
fn run(board: &Board, square: Square, direction: Direction) -> (Square, Vec<Tile>) {
    let (start, length) = board.run_through(square, direction);
    let tiles = (0..length)
        .map(|offset| {
            board
                .tile(start.step(direction, offset as i32))
                .expect("a run holds tiles")
        })
        .collect();
    (start, tiles)
}

/// Checks a placement on `board` and scores it. The rack is not checked here: the game does.
pub fn check(board: &Board, placement: &Placement) -> Result<Scored, RuleError> {
    let tiles = &placement.tiles;
    if tiles.is_empty() {
        return Err(RuleError::NoTiles);
    }
    if tiles.len() > RACK_SIZE {
        return Err(RuleError::TooManyTiles);
    }
    let mut after = board.clone();
    for (index, tile) in tiles.iter().enumerate() {
        match board.at(Some(tile.square)) {
            _ if !board.contains(tile.square) => return Err(RuleError::OffBoard(tile.square)),
            Some(Cell::Cap) => return Err(RuleError::SumClosed(tile.square)),
            Some(Cell::Tile(_)) => return Err(RuleError::SquareTaken(tile.square)),
            None => {}
        }
        if tiles[..index].iter().any(|earlier| earlier.square == tile.square) {
            return Err(RuleError::SameSquareTwice(tile.square));
        }
        after.set(tile.square, Cell::Tile(tile.tile));
    }
    let line = if tiles.len() >= 2 {
        let (direction, first, last) = line_of(tiles).ok_or(RuleError::NotInOneLine)?;
        let steps = direction.steps_between(first, last).unwrap_or(0);
        if let Some(gap) = (1..steps)
            .filter_map(|step| first.step(direction, i32::from(step)))
            .find(|&square| after.tile(Some(square)).is_none())
        {
            return Err(RuleError::Gap(gap));
        }
        Some(direction)
    } else {
        None
    };
    let touches = tiles.iter().any(|tile| {
        DIRECTIONS.iter().any(|&direction| {
            [-1, 1]
                .iter()
                .any(|&side| board.tile(tile.square.step(direction, side)).is_some())
        })
    });
    if !touches {
        return Err(RuleError::NotConnected);
    }

    let complete = |square: Square, direction: Direction| -> Result<CompletedSum, RuleError> {
        let (start, tiles) = run(&after, square, direction);
        match check_sum(&tiles) {
            Ok(points) => Ok(CompletedSum {
                start,
                direction,
                tiles,
                points,
            }),
            Err(reason) => Err(RuleError::NotASum {
                tiles,
                reason: Box::new(reason),
            }),
        }
    };
    let mut sums = Vec::new();
    match line {
        Some(direction) => {
            sums.push(complete(tiles[0].square, direction)?);
            // Lines across may be parts of sums; complete ones score too.
            let across = perpendicular(direction);
            for tile in tiles {
                if after.run_through(tile.square, across).1 >= 2 {
                    sums.extend(complete(tile.square, across).ok());
                }
            }
        }
        None => {
            // A single tile completes a sum along at least one of its two lines.
            let square = tiles[0].square;
            let results: Vec<Result<CompletedSum, RuleError>> = DIRECTIONS
                .iter()
                .filter(|&&direction| after.run_through(square, direction).1 >= 2)
                .map(|&direction| complete(square, direction))
                .collect();
            let first_error = results.iter().find_map(|result| result.clone().err());
            sums.extend(results.into_iter().flatten());
            if sums.is_empty() {
                return Err(first_error.expect("a tile that touches the board lies in a run"));
            }
        }
    }
    let mut caps = Vec::new();
    for sum in &sums {
        for end in sum.ends().into_iter().flatten() {
            if after.contains(end) && after.get(end).is_none() && !caps.contains(&end) {
                caps.push(end);
            }
        }
    }
    Ok(Scored {
        points: sums.iter().map(|sum| sum.points).sum(),
        sums,
        caps,
    })
}

fn perpendicular(direction: Direction) -> Direction {
    match direction {
        Direction::Across => Direction::Down,
        _ => Direction::Across,
    }
}

/// The direction the tiles lie along, with the first and last in reading order.
fn line_of(tiles: &[super::moves::NewTile]) -> Option<(Direction, Square, Square)> {
    let first = tiles.iter().map(|tile| tile.square).min()?;
    let last = tiles.iter().map(|tile| tile.square).max()?;
    DIRECTIONS.into_iter().find_map(|direction| {
        let on_line = |square: Square| square == first || direction.steps_between(first, square).is_some();
        tiles
            .iter()
            .all(|tile| on_line(tile.square))
            .then_some((direction, first, last))
    })
}
