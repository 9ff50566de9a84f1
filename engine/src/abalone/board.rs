//! The position: one bitboard per colour over the padded 11x11 grid, so that a step in a
//! direction is a shift and move generation works on all marbles at once.

use super::cell::{Cell, Dir};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A set of cells: bit `i` is the cell with index `i`.
pub type Bitboard = u128;

/// Every real cell of the board; the rim and the rest of the grid are zero.
pub const ON_BOARD: Bitboard = {
    let mut bits = 0;
    let mut row = 1;
    while row <= 9 {
        let mut diagonal = 1;
        while diagonal <= 9 {
            if let Some(cell) = Cell::new(row, diagonal) {
                bits |= 1 << cell.index();
            }
            diagonal += 1;
        }
        row += 1;
    }
    bits
};

/// The marbles each side starts with.
pub const MARBLES_PER_SIDE: u8 = 14;
/// Pushing off this many opposing marbles wins.
pub const MARBLES_TO_WIN: u8 = 6;

pub const fn bit(cell: Cell) -> Bitboard {
    1 << cell.index()
}

/// The cells whose neighbour in `dir` is in `set`.
#[inline(always)]
pub const fn towards(set: Bitboard, dir: Dir) -> Bitboard {
    let offset = dir.offset();
    if offset > 0 {
        set >> offset
    } else {
        set << -offset
    }
}

pub fn cells(mut set: Bitboard) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let index = set.trailing_zeros() as u8;
        set &= set - 1;
        Some(Cell::from_index(index))
    })
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Black,
    White,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Black, Side::White];

    pub const fn other(self) -> Side {
        match self {
            Side::Black => Side::White,
            Side::White => Side::Black,
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    /// "black" or "white", as in records and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Side::Black => "black",
            Side::White => "white",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The three start layouts of the two-player game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Layout {
    Standard,
    BelgianDaisy,
    GermanDaisy,
}

impl Layout {
    pub const ALL: [Layout; 3] = [Layout::Standard, Layout::BelgianDaisy, Layout::GermanDaisy];

    /// The name used on the command line and in records.
    pub const fn name(self) -> &'static str {
        match self {
            Layout::Standard => "standard",
            Layout::BelgianDaisy => "belgian-daisy",
            Layout::GermanDaisy => "german-daisy",
        }
    }

    /// Black's and White's cells, as the rules list them.
    fn cells(self) -> [&'static str; 2] {
        match self {
            Layout::Standard => [
                "A1 A2 A3 A4 A5 B1 B2 B3 B4 B5 B6 C3 C4 C5",
                "I5 I6 I7 I8 I9 H4 H5 H6 H7 H8 H9 G5 G6 G7",
            ],
            Layout::BelgianDaisy => [
                "A1 A2 B1 B2 B3 C2 C3 G7 G8 H7 H8 H9 I8 I9",
                "A4 A5 B4 B5 B6 C5 C6 G4 G5 H4 H5 H6 I5 I6",
            ],
            Layout::GermanDaisy => [
                "B1 B2 C1 C2 C3 D2 D3 F7 F8 G7 G8 G9 H8 H9",
                "B5 B6 C5 C6 C7 D6 D7 F3 F4 G3 G4 G5 H4 H5",
            ],
        }
    }
}

impl std::str::FromStr for Layout {
    type Err = String;

    fn from_str(name: &str) -> Result<Layout, String> {
        Layout::ALL
            .into_iter()
            .find(|layout| layout.name() == name)
            .ok_or_else(|| format!("unknown layout \"{name}\": use standard, belgian-daisy or german-daisy"))
    }
}

/// Everything that decides the legal moves and the result: where the marbles are, who moves,
/// and how many marbles each side has pushed off.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    marbles: [Bitboard; 2],
    to_move: Side,
    pushed_off: [u8; 2],
}

impl Position {
    pub fn new(layout: Layout) -> Position {
        let mut marbles = [0; 2];
        for (side, list) in layout.cells().into_iter().enumerate() {
            for name in list.split_whitespace() {
                let cell: Cell = name.parse().expect("layout tables name real cells");
                marbles[side] |= bit(cell);
            }
        }
        Position {
            marbles,
            to_move: Side::Black,
            pushed_off: [0; 2],
        }
    }

    /// A position from its parts, for tests and puzzles; `pushed_off[s]` counts the marbles
    /// that side `s` has pushed off.
    pub fn from_parts(black: &[Cell], white: &[Cell], to_move: Side, pushed_off: [u8; 2]) -> Position {
        let set = |list: &[Cell]| list.iter().fold(0, |acc, &cell| acc | bit(cell));
        Position {
            marbles: [set(black), set(white)],
            to_move,
            pushed_off,
        }
    }

    pub fn to_move(&self) -> Side {
        self.to_move
    }

    pub fn marbles(&self, side: Side) -> Bitboard {
        self.marbles[side.index()]
    }

    pub fn occupied(&self) -> Bitboard {
        self.marbles[0] | self.marbles[1]
    }

    pub fn at(&self, cell: Cell) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|&side| self.marbles(side) & bit(cell) != 0)
    }

    /// How many of the opponent's marbles `side` has pushed off the board.
    pub fn pushed_off_by(&self, side: Side) -> u8 {
        self.pushed_off[side.index()]
    }

    /// The side that has pushed off six marbles, if any.
    pub fn winner(&self) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|&side| self.pushed_off_by(side) >= MARBLES_TO_WIN)
    }

    pub(crate) fn marbles_mut(&mut self, side: Side) -> &mut Bitboard {
        &mut self.marbles[side.index()]
    }

    pub(crate) fn count_push_off(&mut self, by: Side) {
        self.pushed_off[by.index()] += 1;
    }

    pub(crate) fn pass_turn(&mut self) {
        self.to_move = self.to_move.other();
    }
}

/// A text picture of the board, row I at the top, for tests and the CLI.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in (1..=9u8).rev() {
            write!(
                f,
                "{}{} ",
                " ".repeat((row as i32 - 5).unsigned_abs() as usize),
                (b'A' + row - 1) as char
            )?;
            for cell in Cell::all().filter(|cell| cell.row() == row) {
                let mark = match self.at(cell) {
                    Some(Side::Black) => 'x',
                    Some(Side::White) => 'o',
                    None => '.',
                };
                write!(f, " {mark}")?;
            }
            writeln!(f)?;
        }
        write!(
            f,
            "{} to move; pushed off: black {}, white {}",
            self.to_move, self.pushed_off[0], self.pushed_off[1]
        )
    }
}
