//! The Abaku boards, their squares and bonuses, the tiles, and the lines equations are read
//! along.

use super::moves::NewTile;
use crate::common::words::spaced;
use crate::tiles::on_board;
pub use crate::tiles::{Direction, NotationError, Square, MAX_SIDE};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The longest line of either board.
pub const STRIDE: usize = 17;
/// Squares index the shared way (`Square::index`), whatever the board.
pub const CELLS: usize = MAX_SIDE * MAX_SIDE;

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

impl Placed {
    /// The tile it is: the joker, or a digit tile.
    pub fn tile(self) -> Tile {
        if self.joker {
            Tile::Joker
        } else {
            Tile::Digit(self.digit)
        }
    }
}

/// The tiles on a board.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(into = "BoardTiles", try_from = "BoardTiles")]
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

/// A board in JSON: its kind and its tiles as a placement writes them (`"H8=7 I8=*4"`), not
/// its 625 squares.
#[derive(Serialize, Deserialize)]
struct BoardTiles {
    kind: BoardKind,
    #[serde(with = "spaced")]
    tiles: Vec<NewTile>,
}

impl From<Board> for BoardTiles {
    fn from(board: Board) -> BoardTiles {
        let tiles = board.tiles().map(|(square, placed)| NewTile {
            square,
            digit: placed.digit,
            joker: placed.joker,
        });
        BoardTiles {
            kind: board.kind,
            tiles: tiles.collect(),
        }
    }
}

/// Refuses a tile off the board.
impl TryFrom<BoardTiles> for Board {
    type Error = String;

    fn try_from(written: BoardTiles) -> Result<Board, String> {
        let mut board = Board::new(written.kind);
        for tile in written.tiles {
            let square = on_board(tile.square, written.kind.size())?;
            board.set(square, tile.placed());
        }
        Ok(board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
