//! A tile game begun where another stands, from what every seat could see of it: a game dealt at
//! a distance whose keys are lost is finished as a copy on one device, without secrecy
//! (docs/remote-play.md, "A copy without secrecy"). The board, the scores, whose turn it is, the
//! count towards the end and the tiles face up in a rack carry over. Every tile face down in a
//! rack or a bag is dealt anew by the copy's seed, each rack keeping its size: no device can
//! read the others' racks, so the copy cannot keep them.

use crate::common::bag::Bag;
use crate::game::Score;
use serde::{Deserialize, Serialize};
use std::fmt::Display;
use std::str::FromStr;

/// A rack as every seat sees it: the tiles face up in it (Abaku's joker taken back, Addique's
/// opening pieces, every tile once the deal's secrets are revealed) and how many lie face down.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(bound(serialize = "T: Display", deserialize = "T: FromStr<Err: Display>"))]
pub struct OpenRack<T> {
    #[serde(
        with = "crate::common::words::spaced",
        default,
        skip_serializing_if = "Vec::is_empty"
    )]
    pub face_up: Vec<T>,
    pub face_down: usize,
}

impl<T> OpenRack<T> {
    pub fn len(&self) -> usize {
        self.face_up.len() + self.face_down
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Where a copy begins: what every seat could see of the game it copies. `B` is the game's
/// board (or table), `E` its count towards the end.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(bound(
    serialize = "B: Serialize, T: Display, E: Serialize",
    deserialize = "B: Deserialize<'de>, T: FromStr<Err: Display>, E: Deserialize<'de>"
))]
pub struct PublicPosition<B, T, E> {
    pub board: B,
    pub scores: Vec<Score>,
    pub to_move: usize,
    pub racks: Vec<OpenRack<T>>,
    /// Tiles out of the game face down (Summy's exchanges): dealt aside, unseen, from the rest.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub set_aside: usize,
    /// The turns the game copied had played, which the copy's turns follow.
    pub turns: usize,
    /// How near its end the game is, in its own terms (the passes in a row...).
    pub end: E,
}

fn is_zero(count: &usize) -> bool {
    *count == 0
}

/// A copy's tiles once dealt: each rack, the tiles set aside and the bag.
#[derive(Debug)]
pub struct CopyDeal<T> {
    pub racks: Vec<Vec<T>>,
    pub set_aside: Vec<T>,
    pub bag: Bag<T>,
}

impl<B, T: Copy + PartialEq + Display, E> PublicPosition<B, T, E> {
    /// Why the position cannot begin a game of `seats` played with `set`, whose board holds
    /// `on_board` and whose racks hold `rack_size` tiles at most, if it cannot.
    pub fn problem(
        &self,
        seats: usize,
        set: Vec<T>,
        on_board: impl IntoIterator<Item = T>,
        rack_size: usize,
    ) -> Option<String> {
        if self.scores.len() != seats || self.racks.len() != seats {
            return Some(format!(
                "the position has {} scores and {} racks for {seats} players",
                self.scores.len(),
                self.racks.len()
            ));
        }
        if self.to_move >= seats {
            return Some(format!(
                "seat {} is to move, in a game of {seats}",
                self.to_move + 1
            ));
        }
        if let Some((seat, rack)) = self
            .racks
            .iter()
            .enumerate()
            .find(|(_, rack)| rack.len() > rack_size)
        {
            return Some(format!(
                "seat {}'s rack holds {} tiles, more than {rack_size}",
                seat + 1,
                rack.len()
            ));
        }
        let hidden = match self.face_down_tiles(set, on_board) {
            Ok(hidden) => hidden,
            Err(tile) => return Some(format!("the position shows more of {tile} than the set holds")),
        };
        let needed = self.racks.iter().map(|rack| rack.face_down).sum::<usize>() + self.set_aside;
        (needed > hidden.len()).then(|| {
            format!(
                "the racks and the tiles set aside hold {needed} tiles face down, but only {} are not in sight",
                hidden.len()
            )
        })
    }

    /// The tiles face down, dealt by `seed`: each rack's face-up tiles, then its face-down
    /// ones; then the tiles set aside; the rest are the bag. The position must have no
    /// [`problem`](Self::problem).
    pub fn deal(&self, set: Vec<T>, on_board: impl IntoIterator<Item = T>, seed: u64) -> CopyDeal<T> {
        let hidden = self
            .face_down_tiles(set, on_board)
            .unwrap_or_else(|tile| panic!("the position shows more of {tile} than the set holds"));
        let mut bag = Bag::new(hidden, seed);
        let racks = self
            .racks
            .iter()
            .map(|rack| {
                let mut tiles = rack.face_up.clone();
                tiles.extend(bag.draw(rack.face_down));
                tiles
            })
            .collect();
        let set_aside = bag.draw(self.set_aside);
        CopyDeal {
            racks,
            set_aside,
            bag,
        }
    }

    /// The tiles of `set` not in sight (neither on the board nor face up in a rack), or a tile
    /// in sight more often than the set holds it.
    fn face_down_tiles(&self, set: Vec<T>, on_board: impl IntoIterator<Item = T>) -> Result<Vec<T>, T> {
        let face_up = self.racks.iter().flat_map(|rack| rack.face_up.iter().copied());
        let mut left = set;
        for tile in on_board.into_iter().chain(face_up) {
            if !super::take(&mut left, &tile) {
                return Err(tile);
            }
        }
        Ok(left)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(racks: Vec<OpenRack<u8>>, set_aside: usize) -> PublicPosition<(), u8, ()> {
        PublicPosition {
            board: (),
            scores: vec![10, 20],
            to_move: 1,
            racks,
            set_aside,
            turns: 4,
            end: (),
        }
    }

    fn rack(face_up: &[u8], face_down: usize) -> OpenRack<u8> {
        OpenRack {
            face_up: face_up.to_vec(),
            face_down,
        }
    }

    #[test]
    fn a_deal_keeps_the_tiles_in_sight_and_deals_the_rest_with_every_count_kept() {
        let set: Vec<u8> = (0..20).collect();
        let position = position(vec![rack(&[7], 2), rack(&[], 3)], 2);
        assert_eq!(position.problem(2, set.clone(), [0, 1], 3), None);
        let dealt = position.deal(set.clone(), [0, 1], 9);
        assert_eq!(dealt.racks[0][0], 7);
        assert_eq!(dealt.racks.iter().map(Vec::len).collect::<Vec<_>>(), [3, 3]);
        assert_eq!(dealt.set_aside.len(), 2);
        let mut every: Vec<u8> = [0, 1].into_iter().chain(dealt.racks.concat()).collect();
        every.extend(&dealt.set_aside);
        every.extend(dealt.bag.contents());
        every.sort_unstable();
        assert_eq!(every, set, "no tile lost or made");
        let again = position.deal(set.clone(), [0, 1], 9);
        assert_eq!(again.racks, dealt.racks, "a seed deals the same");
        let others: Vec<_> = (10..20)
            .map(|seed| position.deal(set.clone(), [0, 1], seed).racks)
            .collect();
        assert!(
            others.iter().any(|racks| *racks != dealt.racks),
            "another seed deals otherwise"
        );
    }

    #[test]
    fn a_position_no_game_could_reach_is_refused_saying_why() {
        let set: Vec<u8> = vec![0, 1, 2, 3, 4, 5, 5];
        let cases = [
            (position(vec![rack(&[], 1)], 0), "1 racks for 2 players"),
            (
                position(vec![rack(&[], 4), rack(&[], 0)], 0),
                "seat 1's rack holds 4 tiles, more than 3",
            ),
            (
                position(vec![rack(&[5], 0), rack(&[5], 0)], 0),
                "more of 5 than the set holds",
            ),
            (
                position(vec![rack(&[], 3), rack(&[], 3)], 1),
                "hold 7 tiles face down, but only 6",
            ),
        ];
        for (position, why) in cases {
            let problem = position.problem(2, set.clone(), [5], 3).expect(why);
            assert!(problem.contains(why), "{problem}");
        }
        let mut late = position(vec![rack(&[], 1), rack(&[], 1)], 0);
        late.to_move = 2;
        assert_eq!(
            late.problem(2, set, [], 3).as_deref(),
            Some("seat 3 is to move, in a game of 2")
        );
    }

    #[test]
    fn a_rack_writes_its_face_up_tiles_in_notation_and_only_when_it_has_some() {
        let written = serde_json::to_string(&rack(&[3, 4], 5)).unwrap();
        assert_eq!(written, r#"{"face_up":"3 4","face_down":5}"#);
        assert_eq!(
            serde_json::to_string(&rack(&[], 2)).unwrap(),
            r#"{"face_down":2}"#
        );
        let read: OpenRack<u8> = serde_json::from_str(&written).unwrap();
        assert_eq!(read, rack(&[3, 4], 5));
    }
}
