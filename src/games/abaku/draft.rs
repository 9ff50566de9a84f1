//! Abaku's move in progress: the shared draft of rack tiles, each joker's digit, and a board
//! joker being taken back. Only the engine judges it.

use crate::ui::tiles;
use gameshelf_engine::abaku::{joker_swap, Board, NewTile, Placement, Square, Tile};

/// A rack slot; its face is the digit a joker stands for once laid.
pub type Slot = tiles::DraftTile<Tile, Option<u8>>;

impl Slot {
    /// The digit the tile reads as on the board: its own, or the joker's chosen one.
    pub fn digit(&self) -> Option<u8> {
        match self.tile {
            Tile::Digit(digit) => Some(digit),
            Tile::Joker => self.face,
        }
    }
}

#[derive(Clone, PartialEq, Debug)]
pub struct Draft {
    pub tiles: tiles::Draft<Tile, Option<u8>>,
    /// A board joker taken back, and the rack slot of the real digit laid on it.
    pub swap: Option<(Square, usize)>,
}

impl Draft {
    pub fn new(rack: &[Tile]) -> Draft {
        Draft {
            tiles: tiles::Draft::new(rack),
            swap: None,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.swap.is_none() && self.tiles.is_empty()
    }

    /// Takes every tile back to the rack, in its dealt order, and undoes a swap.
    pub fn recall_all(&mut self, rack: &[Tile]) {
        *self = Draft::new(rack);
    }

    /// A joker on the board still waiting for its digit.
    pub fn joker_without_digit(&self) -> Option<usize> {
        self.tiles
            .on_board()
            .find(|(_, slot)| slot.digit().is_none())
            .map(|(index, _)| index)
    }

    /// Lays slot `index` (a digit) on the board joker at `square` that stands for that digit,
    /// which comes to the rack.
    pub fn swap(&mut self, index: usize, square: Square, board: &Board) -> bool {
        let swap = joker_swap(board, square).ok();
        let Some(swap) = swap.filter(|swap| self.tiles.slots[index].tile == swap.gives) else {
            return false;
        };
        if self.swap.is_some() {
            return false;
        }
        self.tiles.slots[index].at = Some(square);
        self.swap = Some((square, index));
        self.tiles.push(swap.gets);
        true
    }

    /// The placement to check or play: every tile on the board except the swapped digit.
    pub fn placement(&self) -> Placement {
        let swapped = self.swap.map(|(_, index)| index);
        let tiles = self
            .tiles
            .on_board()
            .filter(|&(index, _)| Some(index) != swapped)
            .filter_map(|(_, slot)| {
                Some(NewTile {
                    square: slot.at?,
                    digit: slot.digit()?,
                    joker: slot.tile == Tile::Joker,
                })
            })
            .collect();
        Placement {
            swap: self.swap.map(|(square, _)| square),
            tiles,
        }
    }

    /// Lays out a placement (a hint) from this rack.
    pub fn show(&mut self, placement: &Placement, board: &Board, rack: &[Tile]) {
        self.recall_all(rack);
        if let Some(square) = placement.swap {
            let gives = joker_swap(board, square).ok().map(|swap| swap.gives);
            if let Some(slot) = gives.and_then(|tile| self.tiles.free_slot(tile)) {
                self.swap(slot, square, board);
            }
        }
        for tile in &placement.tiles {
            if let Some(index) = self.tiles.lay(tile.tile(), tile.square) {
                self.tiles.slots[index].face = tile.joker.then_some(tile.digit);
            }
        }
    }

    /// Shuffles the rack, unless a swap ties a slot to the board joker.
    pub fn reorder(&mut self, key: impl FnMut() -> u32) {
        if self.swap.is_none() {
            self.tiles.reorder(key);
        }
    }
}
