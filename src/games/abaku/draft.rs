//! Abaku's move in progress: the shared draft of rack tiles, each joker's digit, and a board
//! joker being taken back. Only the engine judges it.

use super::board::spoken;
use super::words::Says;
use crate::games::tiles;
use crate::i18n::Msg;
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

/// What laying a rack tile on a square did.
#[derive(PartialEq, Debug)]
pub enum Laid {
    /// The tile lies there.
    Placed,
    /// A joker lies there and waits for the digit it stands for.
    AsksDigit,
    /// A digit took back the board joker that stood for it.
    Swapped,
    /// The tile stays where it was: the square holds a tile, or a joker of another digit (why).
    Kept(Option<Msg>),
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

    /// Puts the tile in `slot` on `square` of `board`: an empty square takes it, a board joker
    /// of the same digit is taken back by it, anything else keeps it where it was.
    pub fn lay(&mut self, slot: usize, square: Square, board: &Board) -> Laid {
        match board.get(square) {
            None => {
                self.tiles.place(slot, square);
                let laid = self.tiles.slots[slot];
                match laid.tile == Tile::Joker && laid.face.is_none() {
                    true => Laid::AsksDigit,
                    false => Laid::Placed,
                }
            }
            Some(placed) if placed.joker => match self.swap(slot, square, board) {
                true => Laid::Swapped,
                false => Laid::Kept(Some(Says::SwapNeedsDigit(placed.digit).into())),
            },
            Some(_) => Laid::Kept(None),
        }
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

impl tiles::TurnDraft for Draft {
    type Tile = Tile;
    type Face = Option<u8>;

    fn tiles(&self) -> &tiles::Draft<Tile, Option<u8>> {
        &self.tiles
    }

    fn tiles_mut(&mut self) -> &mut tiles::Draft<Tile, Option<u8>> {
        &mut self.tiles
    }

    /// The digit laid on a board joker.
    fn held(&self, slot: usize) -> bool {
        self.swap.is_some_and(|(_, swapped)| swapped == slot)
    }

    fn shuffle(&mut self, key: impl FnMut() -> u32) {
        self.reorder(key);
    }

    fn spoken(&self, slot: usize) -> String {
        let tile = self.tiles.slots[slot];
        spoken(tile.digit(), tile.tile == Tile::Joker)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gameshelf_engine::abaku::{BoardKind, Placed};

    const THERE: Square = Square::new(7, 7);

    /// A board with `placed` on the square `THERE`, and a draft of a rack of 5, 4 and the joker.
    fn board_and_draft(placed: Placed) -> (Board, Draft) {
        let mut board = Board::new(BoardKind::Classic);
        board.set(THERE, placed);
        (board, Draft::new(&[Tile::Digit(5), Tile::Digit(4), Tile::Joker]))
    }

    #[test]
    fn a_tile_laid_on_a_square_that_holds_a_digit_stays_in_the_rack() {
        let (board, mut draft) = board_and_draft(Placed {
            digit: 5,
            joker: false,
        });
        assert_eq!(draft.lay(0, THERE, &board), Laid::Kept(None));
        assert!(draft.is_empty());
        assert_eq!(draft.lay(0, Square::new(7, 8), &board), Laid::Placed);
        assert_eq!(draft.tiles.slot_at(Square::new(7, 8)), Some(0));
    }

    #[test]
    fn a_digit_takes_back_the_board_joker_that_stood_for_it_and_another_digit_cannot() {
        let (board, mut draft) = board_and_draft(Placed {
            digit: 5,
            joker: true,
        });
        assert_eq!(
            draft.lay(1, THERE, &board),
            Laid::Kept(Some(Says::SwapNeedsDigit(5).into()))
        );
        assert!(draft.is_empty());
        assert_eq!(draft.lay(0, THERE, &board), Laid::Swapped);
        assert_eq!(draft.swap, Some((THERE, 0)));
        let rack: Vec<Tile> = draft.tiles.in_rack().map(|(_, slot)| slot.tile).collect();
        assert_eq!(
            rack,
            [Tile::Digit(4), Tile::Joker, Tile::Joker],
            "the joker comes to the rack"
        );
        assert_eq!(draft.placement().swap, Some(THERE));
        assert!(draft.placement().tiles.is_empty(), "the digit goes with the swap");
    }

    #[test]
    fn a_joker_laid_on_an_empty_square_asks_for_its_digit() {
        let (board, mut draft) = board_and_draft(Placed {
            digit: 5,
            joker: false,
        });
        assert_eq!(draft.lay(2, Square::new(8, 7), &board), Laid::AsksDigit);
        assert_eq!(draft.joker_without_digit(), Some(2));
    }
}
