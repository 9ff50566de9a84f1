//! The Summy board: 25x25 squares (smaller in tests), the `=` that starts on the centre, the
//! tiles laid since, and the grey caps that close completed sums.

use super::moves::NewTile;
use super::tile::Tile;
use crate::common::words::spaced;
use crate::tiles::{on_board, Direction, Square, MAX_SIDE};
use serde::{Deserialize, Serialize};

/// The board side of a real game.
pub const SIZE: u8 = 25;

/// What a square holds.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Cell {
    Tile(Tile),
    /// A grey piece at the end of a completed sum: nothing may be laid there.
    Cap,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(into = "BoardTiles", try_from = "BoardTiles")]
pub struct Board {
    size: u8,
    cells: [Option<Cell>; MAX_SIDE * MAX_SIDE],
}

impl Board {
    /// A board of `size` squares a side (odd, at most 25) with the `=` on its centre.
    pub fn new(size: u8) -> Board {
        assert!(
            size % 2 == 1 && usize::from(size) <= MAX_SIDE,
            "an odd side up to 25"
        );
        let mut board = Board {
            size,
            cells: [None; MAX_SIDE * MAX_SIDE],
        };
        board.set(board.centre(), Cell::Tile(Tile::Equals));
        board
    }

    pub fn size(&self) -> u8 {
        self.size
    }

    pub fn centre(&self) -> Square {
        Square::new(self.size / 2, self.size / 2)
    }

    pub fn contains(&self, square: Square) -> bool {
        square.row < self.size && square.col < self.size
    }

    pub fn squares(&self) -> impl Iterator<Item = Square> {
        let size = self.size;
        (0..size).flat_map(move |row| (0..size).map(move |col| Square::new(row, col)))
    }

    /// What `square` holds; `None` when it is empty or off the board.
    pub fn at(&self, square: Option<Square>) -> Option<Cell> {
        square
            .filter(|&square| self.contains(square))
            .and_then(|square| self.cells[square.index()])
    }

    pub fn get(&self, square: Square) -> Option<Cell> {
        self.at(Some(square))
    }

    /// The tile on `square`, if a tile (not a cap) is there.
    pub fn tile(&self, square: Option<Square>) -> Option<Tile> {
        match self.at(square) {
            Some(Cell::Tile(tile)) => Some(tile),
            _ => None,
        }
    }

    pub fn set(&mut self, square: Square, cell: Cell) {
        self.cells[square.index()] = Some(cell);
    }

    pub fn tiles(&self) -> impl Iterator<Item = (Square, Tile)> + '_ {
        self.squares()
            .filter_map(|square| self.tile(Some(square)).map(|tile| (square, tile)))
    }

    pub fn caps(&self) -> impl Iterator<Item = Square> + '_ {
        self.squares()
            .filter(|&square| self.get(square) == Some(Cell::Cap))
    }

    pub fn tile_count(&self) -> usize {
        self.tiles().count()
    }

    /// The first square of the unbroken run of tiles through `square` along `direction` (caps
    /// and empty squares end it), and the run's length.
    pub fn run_through(&self, square: Square, direction: Direction) -> (Square, usize) {
        let mut start = square;
        while let Some(previous) = start
            .step(direction, -1)
            .filter(|&sq| self.tile(Some(sq)).is_some())
        {
            start = previous;
        }
        let mut length = 1;
        while self.tile(start.step(direction, length as i32)).is_some() {
            length += 1;
        }
        (start, length)
    }
}

/// A board in JSON: its side, its tiles as a placement writes them (`"M13== N13=4"`) and its
/// caps' squares, not its 625 squares.
#[derive(Serialize, Deserialize)]
struct BoardTiles {
    size: u8,
    #[serde(with = "spaced")]
    tiles: Vec<NewTile>,
    #[serde(with = "spaced")]
    caps: Vec<Square>,
}

impl From<Board> for BoardTiles {
    fn from(board: Board) -> BoardTiles {
        BoardTiles {
            size: board.size,
            tiles: board.tiles().map(|(square, tile)| NewTile { square, tile }).collect(),
            caps: board.caps().collect(),
        }
    }
}

/// Refuses a side no game is played on, and a tile or cap off the board.
impl TryFrom<BoardTiles> for Board {
    type Error = String;

    fn try_from(written: BoardTiles) -> Result<Board, String> {
        let size = written.size;
        if size % 2 == 0 || usize::from(size) > MAX_SIDE {
            return Err(format!("a board's side is odd and at most 25, not {size}"));
        }
        let mut board = Board::new(size);
        let tiles = written.tiles.into_iter().map(|new| (new.square, Cell::Tile(new.tile)));
        let caps = written.caps.into_iter().map(|square| (square, Cell::Cap));
        for (square, cell) in tiles.chain(caps) {
            board.set(on_board(square, size)?, cell);
        }
        Ok(board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_board_holds_the_equals_sign_on_its_centre() {
        let board = Board::new(SIZE);
        assert_eq!(board.centre(), "M13".parse().unwrap());
        assert_eq!(
            board.tiles().collect::<Vec<_>>(),
            [(board.centre(), Tile::Equals)]
        );
        assert!(board.contains("Y25".parse().unwrap()));
        assert!(!Board::new(7).contains("H1".parse().unwrap()));
    }

    #[test]
    fn caps_end_runs() {
        let mut board = Board::new(7);
        let d4 = board.centre();
        let c4 = d4.step(Direction::Across, -1).unwrap();
        let b4 = d4.step(Direction::Across, -2).unwrap();
        board.set(c4, Cell::Tile(Tile::Digit(1)));
        board.set(b4, Cell::Cap);
        assert_eq!(board.run_through(d4, Direction::Across), (c4, 2));
        assert_eq!(board.caps().collect::<Vec<_>>(), [b4]);
    }
}
