//! The move being put together: the rack in the player's own order, which of its tiles lie on
//! the board for now, and a board joker being taken back. Only the engine judges it.

use gameshelf_engine::abaku::{Board, NewTile, Placement, Square, Tile};

/// A rack tile and, while it lies on the board, where and as which digit.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct DraftTile {
    pub tile: Tile,
    pub at: Option<Square>,
    /// The digit a joker stands for; a digit tile's own digit.
    pub digit: Option<u8>,
}

#[derive(Clone, PartialEq, Debug, Default)]
pub struct Draft {
    pub tiles: Vec<DraftTile>,
    /// A board joker taken back, and the rack slot of the real digit laid on it.
    pub swap: Option<(Square, usize)>,
}

impl Draft {
    pub fn new(rack: &[Tile]) -> Draft {
        Draft {
            tiles: rack
                .iter()
                .map(|&tile| DraftTile {
                    tile,
                    at: None,
                    digit: match tile {
                        Tile::Digit(digit) => Some(digit),
                        Tile::Joker => None,
                    },
                })
                .collect(),
            swap: None,
        }
    }

    pub fn on_board(&self) -> impl Iterator<Item = (usize, &DraftTile)> + '_ {
        self.tiles
            .iter()
            .enumerate()
            .filter(|(_, slot)| slot.at.is_some())
    }

    pub fn is_empty(&self) -> bool {
        self.swap.is_none() && self.on_board().next().is_none()
    }

    pub fn slot_at(&self, square: Square) -> Option<usize> {
        self.tiles.iter().position(|slot| slot.at == Some(square))
    }

    /// Puts slot `index` on `square`, or moves it there.
    pub fn place(&mut self, index: usize, square: Square) {
        if self.slot_at(square).is_some() {
            return;
        }
        self.tiles[index].at = Some(square);
    }

    pub fn recall(&mut self, index: usize) {
        let slot = &mut self.tiles[index];
        slot.at = None;
        if slot.tile == Tile::Joker {
            slot.digit = None;
        }
    }

    /// Takes every tile back to the rack and undoes a swap.
    pub fn recall_all(&mut self, rack: &[Tile]) {
        *self = Draft::new(rack);
    }

    pub fn set_joker_digit(&mut self, index: usize, digit: u8) {
        self.tiles[index].digit = Some(digit);
    }

    /// A joker on the board still waiting for its digit.
    pub fn joker_without_digit(&self) -> Option<usize> {
        self.tiles
            .iter()
            .position(|slot| slot.at.is_some() && slot.digit.is_none())
    }

    /// Lays slot `index` (a digit) on the board joker at `square` that stands for that digit,
    /// which comes to the rack.
    pub fn swap(&mut self, index: usize, square: Square, board: &Board) -> bool {
        let joker = board.get(square).filter(|placed| placed.joker);
        let fits = joker.is_some_and(|joker| self.tiles[index].tile == Tile::Digit(joker.digit));
        if !fits || self.swap.is_some() {
            return false;
        }
        self.tiles[index].at = Some(square);
        self.swap = Some((square, index));
        self.tiles.push(DraftTile {
            tile: Tile::Joker,
            at: None,
            digit: None,
        });
        true
    }

    /// The placement to check or play: every tile on the board except the swapped digit.
    pub fn placement(&self) -> Placement {
        let swapped = self.swap.map(|(_, index)| index);
        let tiles = self
            .on_board()
            .filter(|&(index, _)| Some(index) != swapped)
            .filter_map(|(_, slot)| {
                Some(NewTile {
                    square: slot.at?,
                    digit: slot.digit?,
                    joker: slot.tile == Tile::Joker,
                })
            })
            .collect();
        Placement {
            swap: self.swap.map(|(square, _)| square),
            tiles,
        }
    }

    /// The rack slots not on the board, in the player's order.
    pub fn in_rack(&self) -> impl Iterator<Item = (usize, &DraftTile)> + '_ {
        self.tiles
            .iter()
            .enumerate()
            .filter(|(_, slot)| slot.at.is_none())
    }

    /// Lays out a placement (a hint) from this rack.
    pub fn show(&mut self, placement: &Placement, board: &Board, rack: &[Tile]) {
        self.recall_all(rack);
        if let Some(square) = placement.swap {
            let digit = board.get(square).map(|placed| placed.digit);
            let slot = self
                .tiles
                .iter()
                .position(|slot| Some(slot.tile) == digit.map(Tile::Digit));
            if let Some(slot) = slot {
                self.swap(slot, square, board);
            }
        }
        for tile in &placement.tiles {
            let free = self
                .tiles
                .iter()
                .position(|slot| slot.at.is_none() && slot.tile == tile.tile());
            if let Some(index) = free {
                self.tiles[index].at = Some(tile.square);
                self.tiles[index].digit = Some(tile.digit);
            }
        }
    }

    /// Shuffles the rack's order with a permutation from the caller's randomness.
    pub fn reorder(&mut self, mut key: impl FnMut() -> u32) {
        if self.swap.is_some() {
            return;
        }
        let mut keyed: Vec<(u32, DraftTile)> = self.tiles.drain(..).map(|slot| (key(), slot)).collect();
        keyed.sort_by_key(|(key, _)| *key);
        self.tiles = keyed.into_iter().map(|(_, slot)| slot).collect();
    }
}
