//! The move being put together: the rack in the player's own order, and which of its tiles lie
//! on the board for now. Only the engine judges it.

use super::RackTile;
use crate::storage;
use gameshelf_engine::tiles::Square;
use leptos::prelude::*;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

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

    /// Shuffles the rack's order with a permutation from the caller's randomness (`key`, one
    /// number a swap): a Fisher–Yates shuffle, whose code is smaller than a sort's for every
    /// game's tiles.
    pub fn reorder(&mut self, mut key: impl FnMut() -> u32) {
        for last in (1..self.slots.len()).rev() {
            self.slots.swap(last, key() as usize % (last + 1));
        }
    }
}

/// A tile laid this turn as a reload keeps it: the tile's code, its square's row and column,
/// and its face. Codes rather than rack slots, since shuffling the rack moves the slots.
pub type KeptTile<F> = (String, u8, u8, F);

impl<T: RackTile, F: Copy + Default> Draft<T, F> {
    /// The tiles laid on the board, as a reload keeps them.
    pub fn kept(&self) -> Vec<KeptTile<F>> {
        self.on_board()
            .filter_map(|(_, slot)| {
                let square = slot.at?;
                Some((slot.tile.code(), square.row, square.col, slot.face))
            })
            .collect()
    }

    /// Lays again the tiles kept from before a reload, each from a rack slot holding that
    /// tile; one the rack no longer holds, or whose square is taken, stays out.
    pub fn relay(&mut self, kept: &[KeptTile<F>]) {
        for (code, row, col, face) in kept {
            let square = Square::new(*row, *col);
            let slot = self
                .in_rack()
                .find(|(_, slot)| slot.tile.code() == *code)
                .map(|(index, _)| index);
            if let Some(index) = slot.filter(|_| self.slot_at(square).is_none()) {
                self.slots[index].at = Some(square);
                self.slots[index].face = *face;
            }
        }
    }
}

/// What storage keeps of a turn in progress: which turn it was, and the tiles laid (or
/// Addique's piece and the spot tried).
#[derive(Serialize, Deserialize)]
struct KeptDraft<K> {
    turn: usize,
    tiles: Vec<K>,
}

/// Keeps the tiles laid this turn (as [`Draft::kept`] gives them, or Addique's piece and spot)
/// in the saved game `id` across a reload, for the player to move alone: written while their
/// rack is on show (`shown`), laid again by `relay` once they show it after the reload, and only
/// on the same `turn` (the moves played before it). The hand-over still hides the rack first,
/// so the next player at the device sees nothing.
pub fn keep_draft_across_reloads<K>(
    id: String,
    turn: impl Fn() -> usize + 'static,
    shown: impl Fn() -> bool + 'static,
    kept: impl Fn() -> Vec<K> + 'static,
    relay: impl Fn(Vec<K>) + 'static,
) where
    K: Serialize + DeserializeOwned + 'static,
{
    // The turn whose kept tiles have been laid again: until then, nothing is written over them.
    let relaid = StoredValue::new_local(None::<usize>);
    Effect::new(move |_| {
        let turn = turn();
        if !shown() {
            return;
        }
        if relaid.get_value() != Some(turn) {
            relaid.set_value(Some(turn));
            let kept =
                storage::kept_draft(&id).and_then(|json| serde_json::from_str::<KeptDraft<K>>(&json).ok());
            if let Some(kept) = kept.filter(|kept| kept.turn == turn) {
                relay(kept.tiles);
            }
        }
        let tiles = kept();
        let json = (!tiles.is_empty())
            .then(|| serde_json::to_string(&KeptDraft { turn, tiles }).ok())
            .flatten();
        storage::keep_draft(&id, json.as_deref());
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn a_shuffled_rack_keeps_every_tile_and_any_order_can_come() {
        let tiles = [1_u8, 2, 3];
        let mut orders = BTreeSet::new();
        for seed in 0..200_u32 {
            let mut draft: Draft<u8> = Draft::new(&tiles);
            // A small linear congruential generator: the caller's randomness, repeatable.
            let mut state = seed.wrapping_mul(2_654_435_761).wrapping_add(1);
            draft.reorder(|| {
                state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                state >> 8
            });
            let order: Vec<u8> = draft.slots.iter().map(|slot| slot.tile).collect();
            let mut kept = order.clone();
            kept.sort_unstable();
            assert_eq!(kept, tiles, "every tile once");
            orders.insert(order);
        }
        assert_eq!(orders.len(), 6, "each of the 3! orders comes: {orders:?}");
    }
}
