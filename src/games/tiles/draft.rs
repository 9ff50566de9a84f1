//! The move being put together: the rack in the player's own order, and which of its tiles lie
//! on the board for now. Only the engine judges it.

use super::RackTile;
use crate::storage;
use gameshelf_engine::tiles::Square;
use leptos::prelude::*;

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

    /// The rack slots holding `tiles`, each slot once, in the order of `tiles`: those a hinted
    /// exchange gives back. A tile the rack does not hold (any more) is left out.
    pub fn slots_of(&self, tiles: &[T]) -> Vec<usize> {
        let mut slots: Vec<usize> = Vec::new();
        for &tile in tiles {
            let free = self
                .in_rack()
                .find(|(index, slot)| slot.tile == tile && !slots.contains(index));
            slots.extend(free.map(|(index, _)| index));
        }
        slots
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

/// A part of a turn in progress as a reload keeps it (a laid tile, or Addique's piece and the
/// spot tried), in words: storage keeps a turn as lines of words rather than JSON because a new
/// game's screen reads nothing else, and serde_json's reader would be most of the draft's code.
pub trait KeptWords: Sized {
    /// Its words, none of them empty or holding a space or a line break.
    fn words(&self) -> Vec<String>;
    /// It again from its words; none if they are not its words.
    fn from_words(words: &[&str]) -> Option<Self>;
}

impl<F: KeptWords> KeptWords for KeptTile<F> {
    fn words(&self) -> Vec<String> {
        let (code, row, col, face) = self;
        let mut words = vec![code.clone(), row.to_string(), col.to_string()];
        words.extend(face.words());
        words
    }

    fn from_words(words: &[&str]) -> Option<Self> {
        let [code, row, col, face @ ..] = words else {
            return None;
        };
        let face = F::from_words(face)?;
        Some((code.to_string(), row.parse().ok()?, col.parse().ok()?, face))
    }
}

/// A tile with no face to choose.
impl KeptWords for () {
    fn words(&self) -> Vec<String> {
        Vec::new()
    }

    fn from_words(words: &[&str]) -> Option<Self> {
        words.is_empty().then_some(())
    }
}

/// The digit chosen for a joker, if one was.
impl KeptWords for Option<u8> {
    fn words(&self) -> Vec<String> {
        self.iter().map(u8::to_string).collect()
    }

    fn from_words(words: &[&str]) -> Option<Self> {
        match words {
            [] => Some(None),
            [digit] => Some(Some(digit.parse().ok()?)),
            _ => None,
        }
    }
}

/// A turn in progress as storage keeps it: the turn (the moves played before it) on the first
/// line, then each part's words on a line of its own.
fn kept_text<K: KeptWords>(turn: usize, parts: &[K]) -> String {
    let lines = parts.iter().map(|part| part.words().join(" "));
    std::iter::once(turn.to_string())
        .chain(lines)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The turn and its parts from [`kept_text`]; none if anything in it is not theirs.
fn read_kept<K: KeptWords>(text: &str) -> Option<(usize, Vec<K>)> {
    let mut lines = text.lines();
    let turn = lines.next()?.parse().ok()?;
    let parts = lines.map(|line| K::from_words(&line.split(' ').collect::<Vec<_>>()));
    Some((turn, parts.collect::<Option<_>>()?))
}

/// Keeps the tiles laid this turn (as [`Draft::kept`] gives them, or Addique's piece and spot)
/// in the saved game `id` across a reload, for the player to move alone: written while their
/// rack is on show (`shown`), laid again by `relay` once they show it after the reload, and only
/// on the same `turn` (the moves played before it). The hand-over still hides the rack first,
/// so the next player at the device sees nothing.
pub fn keep_draft_across_reloads<K: KeptWords + 'static>(
    id: String,
    turn: impl Fn() -> usize + 'static,
    shown: impl Fn() -> bool + 'static,
    kept: impl Fn() -> Vec<K> + 'static,
    relay: impl Fn(Vec<K>) + 'static,
) {
    // The turn whose kept tiles have been laid again: until then, nothing is written over them.
    let relaid = StoredValue::new_local(None::<usize>);
    Effect::new(move |_| {
        let turn = turn();
        if !shown() {
            return;
        }
        if relaid.get_value() != Some(turn) {
            relaid.set_value(Some(turn));
            let kept = storage::kept_draft(&id).and_then(|text| read_kept::<K>(&text));
            if let Some((_, parts)) = kept.filter(|(kept_turn, _)| *kept_turn == turn) {
                relay(parts);
            }
        }
        let parts = kept();
        let text = (!parts.is_empty()).then(|| kept_text(turn, &parts));
        storage::keep_draft(&id, text.as_deref());
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Tiles as the games write them (a digit, an operator, a joker, with a face or without),
    /// on squares from one corner of the range a square's row and column take to the other.
    fn tiles<F: Copy>(faces: &[F]) -> Vec<KeptTile<F>> {
        let codes = ["0", "7", "?", "+", "÷", "10"];
        let squares = [0_u8, 1, 14, 255];
        let mut tiles = Vec::new();
        for (index, code) in codes.iter().enumerate() {
            for &row in &squares {
                for &col in &squares {
                    let face = faces[(index + usize::from(row) + usize::from(col)) % faces.len()];
                    tiles.push((code.to_string(), row, col, face));
                }
            }
        }
        tiles
    }

    #[test]
    fn every_kept_turn_reads_back_as_it_was_written() {
        let faces: Vec<Option<u8>> = std::iter::once(None).chain((0..10).map(Some)).collect();
        let all = tiles(&faces);
        for turn in [0, 1, 39, 400] {
            for length in 1..=7 {
                for parts in all.chunks(length) {
                    let text = kept_text(turn, parts);
                    assert_eq!(read_kept(&text), Some((turn, parts.to_vec())), "{text:?}");
                }
            }
        }
    }

    #[test]
    fn a_tile_with_no_face_reads_back_and_refuses_one() {
        for parts in tiles(&[()]).chunks(3) {
            let text = kept_text(12, parts);
            assert_eq!(read_kept(&text), Some((12, parts.to_vec())));
            let with_face = format!("{text} 5");
            assert_eq!(read_kept::<KeptTile<()>>(&with_face), None, "{with_face:?}");
        }
    }

    #[test]
    fn a_tile_without_its_square_or_with_a_square_out_of_range_is_not_read() {
        for text in [
            "3\n7",
            "3\n7 4",
            "3\n7 4 x",
            "3\n7 4 300",
            "3\n7 4 5 1 2",
            "x\n7 4 5",
            "",
        ] {
            assert_eq!(read_kept::<KeptTile<Option<u8>>>(text), None, "{text:?}");
        }
    }

    #[test]
    fn a_turn_kept_as_json_by_an_older_version_is_not_read() {
        let json = r#"{"turn":3,"tiles":[["7",7,7,null]]}"#;
        assert_eq!(read_kept::<KeptTile<Option<u8>>>(json), None);
    }

    #[test]
    fn a_hinted_exchange_picks_each_tile_from_its_own_slot_of_the_rack() {
        let mut draft: Draft<char> = Draft::new(&['6', '=', '+', '=', '3', '-', '=', ':']);
        assert_eq!(
            draft.slots_of(&['6', '=', '+', '-', ':', '=']),
            [0, 1, 2, 5, 7, 3]
        );
        draft.place(1, Square::new(4, 4));
        assert_eq!(
            draft.slots_of(&['=', '=', '=']),
            [3, 6],
            "a tile on the board is not picked, nor one the rack lacks"
        );
        assert_eq!(draft.slots_of(&[]), Vec::<usize>::new());
    }

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
