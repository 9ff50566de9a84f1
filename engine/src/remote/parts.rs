//! A link too long for a chat message, sent as parts (docs/remote-play.md, "Links"): only a
//! message carrying a large deck needs it (Summy's deck alone is some 5,600 characters). Each
//! part names the whole it belongs to by its hash, says which part it is of how many and the
//! turn of the whole's last message, and ends with a check of its own bytes, so that a part
//! altered in transit is refused as it is opened, and a part of moves a device has taken is
//! refused as already applied. A device keeps the parts it opens until the last comes, then
//! opens the whole as one link.
//!
//! A part's bytes: its kind (1 byte, [`PART`]), the whole's hash (16), the last turn (4), the
//! part's index and the count of parts (1 each), its share of the whole (2 + its length), and
//! the check (8).
//!
//! Parts are signed by no one, so what a device keeps of them is bounded: a part's share is at
//! most what a link of [`MOST_LINK_CHARS`] carries, a whole at most [`MOST_HELD`] parts, and a
//! game keeps at most [`MOST_HELD`] parts, the oldest dropped first (about 47 KB in all).

use super::hash32;
use super::link::{LinkError, MOST_LINK_CHARS};
use super::wire::{count, Reader};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

/// The first byte of a part's link, beside the other kinds of link (the session's `Parcel`).
pub(crate) const PART: u8 = 4;

/// Everything in a part's bytes but its share of the whole.
const OVERHEAD: usize = 1 + 16 + 4 + 1 + 1 + 2 + 8;

/// The most bytes of a whole a part carries: what fits a link of [`MOST_LINK_CHARS`].
const MOST_SHARE: usize = MOST_LINK_CHARS / 4 * 3 - OVERHEAD;

/// The most parts a whole is cut into, and the most a game keeps while their wholes wait: a
/// whole is a few parts (Summy's deck two), and a link carries one whole.
pub(crate) const MOST_HELD: usize = 16;

#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Part {
    whole: [u8; 16],
    last_turn: u32,
    index: u8,
    count: u8,
    share: Vec<u8>,
}

fn whole_hash(bytes: &[u8]) -> [u8; 16] {
    hash32("gameshelf link part", &[bytes])[..16]
        .try_into()
        .expect("16 bytes")
}

pub(crate) fn check(bytes: &[u8]) -> [u8; 8] {
    hash32("gameshelf part check", &[bytes])[..8]
        .try_into()
        .expect("8 bytes")
}

impl Part {
    /// A link's `bytes`, whose last message is of `last_turn`, cut into as few parts of even
    /// size as keep each part's link within `most_chars` characters of base64.
    pub(crate) fn split(bytes: &[u8], last_turn: u32, most_chars: usize) -> Vec<Part> {
        let most_share = most_chars / 4 * 3 - OVERHEAD;
        let parts = bytes.len().div_ceil(most_share);
        let share = bytes.len().div_ceil(parts);
        let whole = whole_hash(bytes);
        let count = u8::try_from(parts).expect("a link is a few parts at most");
        bytes
            .chunks(share)
            .enumerate()
            .map(|(index, share)| Part {
                whole,
                last_turn,
                index: index as u8,
                count,
                share: share.to_vec(),
            })
            .collect()
    }

    /// The part as a link's text.
    pub(crate) fn encode(&self) -> String {
        let mut bytes = vec![PART];
        bytes.extend_from_slice(&self.whole);
        bytes.extend_from_slice(&self.last_turn.to_le_bytes());
        bytes.extend([self.index, self.count]);
        bytes.extend_from_slice(&count(self.share.len()));
        bytes.extend_from_slice(&self.share);
        bytes.extend_from_slice(&check(&bytes));
        URL_SAFE_NO_PAD.encode(bytes)
    }

    /// A part from a link's bytes, the [`PART`] byte first; unreadable unless its check holds.
    pub(crate) fn read(bytes: &[u8]) -> Result<Part, LinkError> {
        let (body, sum) = bytes.split_at(bytes.len().checked_sub(8).ok_or(LinkError::Unreadable)?);
        if check(body) != sum {
            return Err(LinkError::Unreadable);
        }
        let mut reader = Reader::new(&body[1..]);
        let whole = reader.array()?;
        let last_turn = u32::from_le_bytes(reader.array()?);
        let index = reader.u8()?;
        let count = reader.u8()?;
        let len = usize::from(reader.u16()?);
        let share = reader.take(len)?.to_vec();
        reader.finish()?;
        if index >= count || usize::from(count) > MOST_HELD || len > MOST_SHARE {
            return Err(LinkError::Unreadable);
        }
        Ok(Part {
            whole,
            last_turn,
            index,
            count,
            share,
        })
    }

    /// The turn of the whole's last message.
    pub(crate) fn last_turn(&self) -> u32 {
        self.last_turn
    }
}

/// A part of a long link kept until the others come: which part it is, from 1, of how many,
/// and how many of them the device holds now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PartKept {
    pub number: usize,
    pub count: usize,
    pub held: usize,
}

/// What keeping a part came to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum Kept {
    /// Kept, waiting for the others.
    Waiting(PartKept),
    /// The last part: the whole's bytes, to open as a link.
    Whole(Vec<u8>),
}

/// Why a part was not kept.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum PartRefusal {
    /// This very part is held already.
    AlreadyHeld,
    /// With it every part is in, but they do not join into the whole they name: one was
    /// altered. Opening each part again mends it, since a part replaces a different one held.
    DoNotJoin,
}

/// The parts a device holds until their whole is complete.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub(crate) struct Held(Vec<Part>);

impl Held {
    pub(crate) fn parts(&self) -> &[Part] {
        &self.0
    }

    /// Keeps `part`, replacing a different one of the same place, and gives the whole once
    /// every part is in; then its parts are no longer held. Beyond [`MOST_HELD`] parts, the one
    /// kept longest is dropped. A refused part changes nothing.
    pub(crate) fn keep(&mut self, part: Part) -> Result<Kept, PartRefusal> {
        if self.0.contains(&part) {
            return Err(PartRefusal::AlreadyHeld);
        }
        let sibling = |held: &&Part| held.whole == part.whole && held.index != part.index;
        let mut siblings: Vec<&Part> = self.0.iter().filter(sibling).chain([&part]).collect();
        if siblings.len() < usize::from(part.count) {
            let kept = PartKept {
                number: usize::from(part.index) + 1,
                count: usize::from(part.count),
                held: siblings.len(),
            };
            self.0
                .retain(|held| held.whole != part.whole || held.index != part.index);
            self.0.push(part);
            if self.0.len() > MOST_HELD {
                self.0.remove(0);
            }
            return Ok(Kept::Waiting(kept));
        }
        siblings.sort_by_key(|part| part.index);
        let bytes: Vec<u8> = siblings
            .iter()
            .flat_map(|part| part.share.iter().copied())
            .collect();
        if whole_hash(&bytes) != part.whole {
            return Err(PartRefusal::DoNotJoin);
        }
        self.0.retain(|held| held.whole != part.whole);
        Ok(Kept::Whole(bytes))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(link: &str) -> Result<Part, LinkError> {
        Part::read(&URL_SAFE_NO_PAD.decode(link).unwrap())
    }

    #[test]
    fn parts_fit_the_limit_and_join_in_any_order() {
        let bytes: Vec<u8> = (0..9_000u32).map(|at| (at * 7 % 251) as u8).collect();
        let parts = Part::split(&bytes, 7, 4_000);
        assert_eq!(parts.len(), 4);
        let links: Vec<String> = parts.iter().map(Part::encode).collect();
        assert!(links.iter().all(|link| link.len() <= 4_000));
        let mut held = Held::default();
        for (order, &index) in [2, 0, 3].iter().enumerate() {
            let kept = held.keep(read(&links[index]).unwrap());
            let waiting = PartKept {
                number: index + 1,
                count: 4,
                held: order + 1,
            };
            assert_eq!(kept, Ok(Kept::Waiting(waiting)));
        }
        assert_eq!(held.keep(read(&links[0]).unwrap()), Err(PartRefusal::AlreadyHeld));
        assert_eq!(held.keep(read(&links[1]).unwrap()), Ok(Kept::Whole(bytes)));
        assert!(held.parts().is_empty());
    }

    #[test]
    fn a_game_keeps_a_bounded_number_of_parts_the_oldest_dropped_first() {
        let whole = |seed: u32| -> Vec<u8> { (0..5_000u32).map(|at| (at * seed % 251) as u8).collect() };
        let mut held = Held::default();
        let firsts: Vec<Part> = (1..=MOST_HELD as u32 + 1)
            .map(|seed| Part::split(&whole(seed), seed, 4_000).remove(0))
            .collect();
        for part in &firsts {
            assert!(matches!(held.keep(part.clone()), Ok(Kept::Waiting(_))));
        }
        assert_eq!(held.parts().len(), MOST_HELD);
        assert_eq!(held.parts(), &firsts[1..], "the oldest part is dropped first");
        // The whole of a part dropped waits for it again, which drops the next oldest; a kept
        // one's second part completes it.
        let second = |seed: u32| Part::split(&whole(seed), seed, 4_000).remove(1);
        assert!(matches!(held.keep(second(1)), Ok(Kept::Waiting(_))));
        assert_eq!(held.parts()[0], firsts[2]);
        assert_eq!(held.keep(second(3)), Ok(Kept::Whole(whole(3))));
    }

    #[test]
    fn a_part_longer_than_a_link_or_of_too_many_parts_is_unreadable() {
        let mut part = Part::split(&[7; 100], 3, 4_000).remove(0);
        assert!(read(&part.encode()).is_ok());
        part.share = vec![7; MOST_SHARE + 1];
        assert_eq!(read(&part.encode()), Err(LinkError::Unreadable));
        part.share = vec![7; 10];
        part.count = MOST_HELD as u8 + 1;
        assert_eq!(read(&part.encode()), Err(LinkError::Unreadable));
    }

    #[test]
    fn an_altered_part_is_unreadable_and_a_forged_one_does_not_join_until_replaced() {
        let bytes: Vec<u8> = (0..5_000u32).map(|at| (at % 256) as u8).collect();
        let parts = Part::split(&bytes, 7, 4_000);
        let link = parts[0].encode();
        let mut altered = link.clone().into_bytes();
        altered[100] = if altered[100] == b'A' { b'B' } else { b'A' };
        assert_eq!(
            read(&String::from_utf8(altered).unwrap()),
            Err(LinkError::Unreadable)
        );
        let mut forged = parts[0].clone();
        forged.share[5] ^= 1;
        let mut held = Held::default();
        held.keep(read(&forged.encode()).unwrap()).unwrap();
        assert_eq!(held.keep(parts[1].clone()), Err(PartRefusal::DoNotJoin));
        assert_eq!(held.parts(), &[forged], "the refused part is not kept");
        let waiting = PartKept {
            number: 1,
            count: 2,
            held: 1,
        };
        assert_eq!(held.keep(parts[0].clone()), Ok(Kept::Waiting(waiting)));
        assert_eq!(held.keep(parts[1].clone()), Ok(Kept::Whole(bytes)));
    }
}
