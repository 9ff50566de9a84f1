//! The Abaku boards, their squares and bonuses, the tiles, and the lines equations are read
//! along.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Both boards fit a 17x17 array with this stride, so squares index one way everywhere.
pub const STRIDE: usize = 17;
pub const CELLS: usize = STRIDE * STRIDE;

#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardKind {
    /// The classic 15x15 board with number and equation bonuses.
    #[default]
    Classic,
    /// The blank 17x17 grid.
    Blank,
}

impl BoardKind {
    pub fn size(self) -> u8 {
        match self {
            BoardKind::Classic => 15,
            BoardKind::Blank => 17,
        }
    }

    pub fn centre(self) -> Square {
        let middle = self.size() / 2;
        Square::new(middle, middle)
    }

    pub fn contains(self, square: Square) -> bool {
        square.row < self.size() && square.col < self.size()
    }

    pub fn squares(self) -> impl Iterator<Item = Square> {
        let size = self.size();
        (0..size).flat_map(move |row| (0..size).map(move |col| Square::new(row, col)))
    }

    pub fn bonus(self, square: Square) -> Bonus {
        if square == self.centre() {
            return Bonus::Start;
        }
        match self {
            BoardKind::Blank => Bonus::None,
            BoardKind::Classic => CLASSIC_BONUSES[square.row as usize]
                .split_whitespace()
                .nth(square.col as usize)
                .map_or(Bonus::None, Bonus::from_code),
        }
    }
}

/// The classic board as the rules' README transcribes it, rows 1-15 top to bottom.
const CLASSIC_BONUSES: [&str; 15] = [
    "3E .  .  3N .  .  .  3E .  .  .  2N .  .  3E",
    ".  .  2N .  .  .  2N .  2N .  .  .  3N .  .",
    ".  3N .  .  .  2E .  .  .  .  .  .  .  2N .",
    "2N .  .  .  2E .  .  2N .  .  2E .  .  .  3N",
    ".  .  .  2E .  .  .  .  .  .  .  2E .  .  .",
    ".  .  .  .  .  3N .  .  .  3N .  .  2E .  .",
    ".  2N .  .  .  .  2N .  2N .  .  .  .  2N .",
    "3E .  .  2N .  .  .  S  .  .  .  2N .  .  3E",
    ".  2N .  .  .  .  2N .  2N .  .  .  .  2N .",
    ".  .  2E .  .  3N .  .  .  3N .  .  .  .  .",
    ".  .  .  2E .  .  .  .  .  .  .  2E .  .  .",
    "3N .  .  .  2E .  .  2N .  .  2E .  .  .  2N",
    ".  2N .  .  .  .  .  .  .  2E .  .  .  3N .",
    ".  .  3N .  .  .  2N .  2N .  .  .  2N .  .",
    "3E .  .  2N .  .  .  3E .  .  .  3N .  .  3E",
];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bonus {
    None,
    /// The centre: the first move covers it. On the classic board it doubles an equation.
    Start,
    Number(u8),
    Equation(u8),
}

impl Bonus {
    fn from_code(code: &str) -> Bonus {
        match code {
            "2N" => Bonus::Number(2),
            "3N" => Bonus::Number(3),
            "2E" => Bonus::Equation(2),
            "3E" => Bonus::Equation(3),
            _ => Bonus::None,
        }
    }
}

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

    pub fn index(self) -> usize {
        self.row as usize * STRIDE + self.col as usize
    }

    /// The next square along `dir`, `steps` away (negative goes back); `None` off the array.
    pub fn step(self, dir: Direction, steps: i32) -> Option<Square> {
        let (dr, dc) = dir.delta();
        let row = i32::from(self.row) + dr * steps;
        let col = i32::from(self.col) + dc * steps;
        let inside = |value: i32| (0..STRIDE as i32).contains(&value);
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
        if col >= STRIDE as u32 || row == 0 || row as usize > STRIDE {
            return Err(bad());
        }
        Ok(Square::new(row - 1, col as u8))
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
            NotationError::Tile(text) => write!(f, "`{text}` is not a tile: a digit 0-9, or * for the joker"),
            NotationError::Empty => write!(f, "the move is empty"),
        }
    }
}

/// A line direction, each read the way the rules read it: rows left to right, columns top to
/// bottom, and (when diagonal play is on) both diagonals left to right.
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

    /// The directions a game reads equations in.
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

/// A tile in a rack or the bag.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Tile {
    Digit(u8),
    Joker,
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tile::Digit(digit) => write!(f, "{digit}"),
            Tile::Joker => write!(f, "*"),
        }
    }
}

impl FromStr for Tile {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Tile, NotationError> {
        match text.as_bytes() {
            [b'*'] => Ok(Tile::Joker),
            [digit @ b'0'..=b'9'] => Ok(Tile::Digit(digit - b'0')),
            _ => Err(NotationError::Tile(text.to_string())),
        }
    }
}

/// The 100 number tiles (ten of each digit, the project's documented assumption) and the joker.
pub fn tile_set() -> Vec<Tile> {
    let digits = (0..10).flat_map(|digit| std::iter::repeat_n(Tile::Digit(digit), 10));
    digits.chain([Tile::Joker]).collect()
}

/// A tile on the board: the digit it reads as, and whether it is the joker standing for it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Placed {
    pub digit: u8,
    pub joker: bool,
}

/// The tiles on a board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Board {
    kind: BoardKind,
    cells: [Option<Placed>; CELLS],
    count: u16,
}

impl Board {
    pub fn new(kind: BoardKind) -> Board {
        Board {
            kind,
            cells: [None; CELLS],
            count: 0,
        }
    }

    pub fn kind(&self) -> BoardKind {
        self.kind
    }

    pub fn get(&self, square: Square) -> Option<Placed> {
        self.cells[square.index()]
    }

    /// The tile at `square`, or `None` when it is empty or off this board.
    pub fn at(&self, square: Option<Square>) -> Option<Placed> {
        square
            .filter(|&square| self.kind.contains(square))
            .and_then(|square| self.get(square))
    }

    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    pub fn tile_count(&self) -> usize {
        self.count as usize
    }

    pub fn set(&mut self, square: Square, placed: Placed) {
        if self.cells[square.index()].is_none() {
            self.count += 1;
        }
        self.cells[square.index()] = Some(placed);
    }

    /// Puts the real digit in place of the joker on `square`: the digit it stood for, or `None`
    /// when no joker is there.
    pub fn take_back_joker(&mut self, square: Square) -> Option<u8> {
        let joker = self.at(Some(square)).filter(|placed| placed.joker)?;
        self.set(
            square,
            Placed {
                joker: false,
                ..joker
            },
        );
        Some(joker.digit)
    }

    pub fn clear(&mut self, square: Square) {
        if self.cells[square.index()].take().is_some() {
            self.count -= 1;
        }
    }

    pub fn tiles(&self) -> impl Iterator<Item = (Square, Placed)> + '_ {
        self.kind
            .squares()
            .filter_map(|square| self.get(square).map(|placed| (square, placed)))
    }

    /// The first square of the unbroken run of tiles through `square` along `dir`, and the
    /// run's length (1 for a tile with no neighbour that way).
    pub fn run_through(&self, square: Square, dir: Direction) -> (Square, usize) {
        let mut start = square;
        while let Some(previous) = start.step(dir, -1).filter(|&sq| self.at(Some(sq)).is_some()) {
            start = previous;
        }
        let mut length = 1;
        while self.at(start.step(dir, length as i32)).is_some() {
            length += 1;
        }
        (start, length)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_read_and_write_as_column_letter_and_row_number() {
        let square: Square = "H8".parse().unwrap();
        assert_eq!(square, Square::new(7, 7));
        assert_eq!(square.to_string(), "H8");
        assert_eq!("q17".parse::<Square>().unwrap(), Square::new(16, 16));
        for bad in ["", "H", "H0", "R1", "H18", "8H"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    #[test]
    fn the_classic_board_holds_the_transcribed_bonuses() {
        let kind = BoardKind::Classic;
        let bonus = |text: &str| kind.bonus(text.parse().unwrap());
        assert_eq!(bonus("H8"), Bonus::Start);
        assert_eq!(bonus("A1"), Bonus::Equation(3));
        assert_eq!(bonus("D1"), Bonus::Number(3));
        assert_eq!(bonus("L1"), Bonus::Number(2));
        assert_eq!(bonus("F3"), Bonus::Equation(2));
        assert_eq!(bonus("O12"), Bonus::Number(2));
        assert_eq!(bonus("B1"), Bonus::None);
        let count = |wanted: Bonus| kind.squares().filter(|&sq| kind.bonus(sq) == wanted).count();
        // The transcription's counts, so a slipped column shows up.
        assert_eq!(count(Bonus::Equation(3)), 8);
        assert_eq!(count(Bonus::Start), 1);
        assert_eq!(BoardKind::Blank.bonus("I9".parse().unwrap()), Bonus::Start);
        assert_eq!(BoardKind::Blank.bonus("A1".parse().unwrap()), Bonus::None);
    }

    #[test]
    fn the_set_holds_ten_of_each_digit_and_one_joker() {
        let set = tile_set();
        assert_eq!(set.len(), 101);
        assert_eq!(set.iter().filter(|&&tile| tile == Tile::Digit(0)).count(), 10);
        assert_eq!(set.iter().filter(|&&tile| tile == Tile::Joker).count(), 1);
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
