//! Cells and directions of the 61-hole hexagonal board.
//!
//! Rows are A-I from bottom to top and diagonals 1-9, as in the community notation: a cell
//! (row r, diagonal c) exists when `max(1, r-4) <= c <= min(9, r+4)`. Internally a cell is an
//! index into an 11x11 grid with a one-cell rim of padding, so that a step in any direction is a
//! fixed offset and a bitboard shift never wraps onto a real cell.

use std::fmt;
use std::str::FromStr;

/// Width of the padded grid: diagonals 0..=10, with 0 and 10 as the rim.
pub(crate) const STRIDE: i8 = 11;

/// One of the 61 holes of the board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Cell(u8);

impl Cell {
    /// The cell at `row` (1 = A .. 9 = I) and `diagonal` (1..=9), if it is on the board.
    pub const fn new(row: u8, diagonal: u8) -> Option<Cell> {
        if row >= 1 && row <= 9 && diagonal >= 1 && diagonal <= 9 {
            let low = if row > 4 { row - 4 } else { 1 };
            let high = if row + 4 < 9 { row + 4 } else { 9 };
            if diagonal >= low && diagonal <= high {
                return Some(Cell(row * STRIDE as u8 + diagonal));
            }
        }
        None
    }

    pub(crate) const fn from_index(index: u8) -> Cell {
        Cell(index)
    }

    /// Index into the padded grid, also the cell's bit in a bitboard.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// 1 for row A up to 9 for row I.
    pub const fn row(self) -> u8 {
        self.0 / STRIDE as u8
    }

    pub const fn diagonal(self) -> u8 {
        self.0 % STRIDE as u8
    }

    /// The neighbouring cell in `dir`, or `None` past the edge.
    pub fn step(self, dir: Dir) -> Option<Cell> {
        let index = self.0 as i16 + dir.offset() as i16;
        let (row, diagonal) = ((index / STRIDE as i16) as u8, (index % STRIDE as i16) as u8);
        Cell::new(row, diagonal)
    }

    /// The direction from `self` to an adjacent `other`.
    pub fn direction_to(self, other: Cell) -> Option<Dir> {
        Dir::ALL.into_iter().find(|&d| self.step(d) == Some(other))
    }

    /// All 61 cells, row by row from A1 to I9.
    pub fn all() -> impl Iterator<Item = Cell> {
        (1..=9).flat_map(|row| (1..=9).filter_map(move |diagonal| Cell::new(row, diagonal)))
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.row() - 1) as char, self.diagonal())
    }
}

/// Why a piece of notation could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NotationError {
    /// Not a row letter A-I followed by a diagonal 1-9 that exists on that row.
    BadCell(String),
    /// A move is two cells (in-line) or three cells (side-step).
    BadLength(String),
    /// The second cell of an in-line move, or the third of a side-step, must touch the first.
    NotAdjacent { from: Cell, to: Cell },
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::BadCell(text) => write!(f, "\"{text}\" is not a cell of the board"),
            NotationError::BadLength(text) => write!(
                f,
                "\"{text}\" is not a move: write two cells (A1A2) or three for a side-step (C3C5D4)"
            ),
            NotationError::NotAdjacent { from, to } => {
                write!(f, "{to} is not next to {from}")
            }
        }
    }
}

impl std::error::Error for NotationError {}

impl FromStr for Cell {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Cell, NotationError> {
        let bad = || NotationError::BadCell(text.to_string());
        let mut chars = text.chars();
        let (Some(letter), Some(digit), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(bad());
        };
        let letter = letter.to_ascii_uppercase();
        if !('A'..='I').contains(&letter) {
            return Err(bad());
        }
        let diagonal = digit.to_digit(10).ok_or_else(bad)? as u8;
        Cell::new(letter as u8 - b'A' + 1, diagonal).ok_or_else(bad)
    }
}

/// The six directions. Rows run west to east; "north" is towards row I.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Dir {
    East,
    NorthEast,
    NorthWest,
    West,
    SouthWest,
    SouthEast,
}

impl Dir {
    /// In turning order, so that `ALL[(i + 3) % 6]` is the opposite of `ALL[i]`.
    pub const ALL: [Dir; 6] = [
        Dir::East,
        Dir::NorthEast,
        Dir::NorthWest,
        Dir::West,
        Dir::SouthWest,
        Dir::SouthEast,
    ];

    /// The three directions whose offsets are positive: one per axis of the board.
    pub const AXES: [Dir; 3] = [Dir::East, Dir::NorthEast, Dir::NorthWest];

    /// Step in the padded grid: east is the next diagonal, north-west the next row.
    pub const fn offset(self) -> i8 {
        match self {
            Dir::East => 1,
            Dir::NorthEast => STRIDE + 1,
            Dir::NorthWest => STRIDE,
            Dir::West => -1,
            Dir::SouthWest => -(STRIDE + 1),
            Dir::SouthEast => -STRIDE,
        }
    }

    pub const fn opposite(self) -> Dir {
        Dir::ALL[(self as usize + 3) % 6]
    }

    /// True for a direction and its opposite.
    pub const fn is_parallel(self, other: Dir) -> bool {
        self as usize % 3 == other as usize % 3
    }

    /// The positive direction of this direction's axis.
    pub const fn axis(self) -> Dir {
        Dir::ALL[self as usize % 3]
    }
}
