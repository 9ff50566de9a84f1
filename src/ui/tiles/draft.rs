//! The move being put together: the rack in the player's own order, and which of its tiles lie
//! on the board for now. Only the engine judges it.

use gameshelf_engine::tiles::Square;

/// A rack tile and, while it lies on the board, where.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct DraftTile<T, F = ()> {
    pub tile: T,
    pub at: Option<Square>,
    /// What the player chose the tile stands for, in games that ask (Abaku's joker digit). Back
    /// to the default when the tile comes back to the rack.
    pub face: F,
}

/// The rack slots, each in the rack or laid on the board this turn. A slot keeps its index
/// while the tile moves, so views and handlers name tiles by slot.
#[derive(Clone, PartialEq, Debug)]
pub struct Draft<T, F = ()> {
    pub slots: Vec<DraftTile<T, F>>,
}

impl<T: Copy + PartialEq, F: Copy + Default> Draft<T, F> {
    pub fn new(rack: &[T]) -> Self {
        Draft {
            slots: rack
                .iter()
                .map(|&tile| DraftTile {
                    tile,
                    at: None,
                    face: F::default(),
                })
                .collect(),
        }
    }

    pub fn on_board(&self) -> impl Iterator<Item = (usize, &DraftTile<T, F>)> + '_ {
        self.slots
            .iter()
            .enumerate()
            .filter(|(_, slot)| slot.at.is_some())
    }

    /// The rack slots not on the board, in the player's order.
    pub fn in_rack(&self) -> impl Iterator<Item = (usize, &DraftTile<T, F>)> + '_ {
        self.slots
            .iter()
            .enumerate()
            .filter(|(_, slot)| slot.at.is_none())
    }

    /// Nothing laid on the board.
    pub fn is_empty(&self) -> bool {
        self.on_board().next().is_none()
    }

    pub fn slot_at(&self, square: Square) -> Option<usize> {
        self.slots.iter().position(|slot| slot.at == Some(square))
    }

    /// Puts slot `index` on `square`, or moves it there; a square holding a draft tile keeps it.
    pub fn place(&mut self, index: usize, square: Square) {
        if self.slot_at(square).is_some() {
            return;
        }
        self.slots[index].at = Some(square);
    }

    pub fn recall(&mut self, index: usize) {
        let slot = &mut self.slots[index];
        slot.at = None;
        slot.face = F::default();
    }

    /// The first slot in the rack holding `tile`.
    pub fn free_slot(&self, tile: T) -> Option<usize> {
        self.in_rack()
            .find(|(_, slot)| slot.tile == tile)
            .map(|(index, _)| index)
    }

    /// Lays a rack slot holding `tile` on `square` (laying out a hint); its slot, if the rack
    /// still has one.
    pub fn lay(&mut self, tile: T, square: Square) -> Option<usize> {
        let index = self.free_slot(tile)?;
        self.slots[index].at = Some(square);
        Some(index)
    }

    /// A tile that comes to the rack during the turn (Abaku's joker taken back from the board).
    pub fn push(&mut self, tile: T) {
        self.slots.push(DraftTile {
            tile,
            at: None,
            face: F::default(),
        });
    }

    /// Shuffles the rack's order with a permutation from the caller's randomness.
    pub fn reorder(&mut self, mut key: impl FnMut() -> u32) {
        let mut keyed: Vec<(u32, DraftTile<T, F>)> = self.slots.drain(..).map(|slot| (key(), slot)).collect();
        keyed.sort_by_key(|(key, _)| *key);
        self.slots = keyed.into_iter().map(|(_, slot)| slot).collect();
    }
}
