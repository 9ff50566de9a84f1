//! The draw for the first turn: each round, the players still in it draw one tile; the lowest
//! number starts and a tie redraws among the tied. A tile that is no number (Abaku's joker,
//! Summy's operators) is drawn again by the same player in the same round.

use crate::common::bag::Bag;

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StartDraw<T> {
    /// Each round's draws, as (seat, tile) in seat order; a tile that is no number is followed
    /// by the redraw.
    pub rounds: Vec<Vec<(usize, T)>>,
    pub starter: usize,
}

impl<T: Copy> StartDraw<T> {
    /// Draws from `bag` for `seats` players, `number` reading a tile's number; every tile drawn
    /// goes back into the bag.
    pub fn draw(bag: &mut Bag<T>, seats: usize, number: impl Fn(T) -> Option<u8>) -> StartDraw<T> {
        let mut rounds = Vec::new();
        let mut contenders: Vec<usize> = (0..seats).collect();
        let mut out_of_bag = Vec::new();
        while contenders.len() > 1 {
            let mut round = Vec::new();
            let mut drawn = Vec::new();
            for &seat in &contenders {
                let value = loop {
                    let tile = bag
                        .draw_one()
                        .expect("the bag holds numbers enough for any start draw");
                    out_of_bag.push(tile);
                    round.push((seat, tile));
                    if let Some(value) = number(tile) {
                        break value;
                    }
                };
                drawn.push((value, seat));
            }
            let lowest = drawn.iter().map(|&(value, _)| value).min();
            contenders = drawn
                .iter()
                .filter(|&&(value, _)| Some(value) == lowest)
                .map(|&(_, seat)| seat)
                .collect();
            rounds.push(round);
        }
        bag.put_back(out_of_bag);
        StartDraw {
            rounds,
            starter: contenders[0],
        }
    }
}

impl<T> StartDraw<T> {
    /// No draw: `starter` moves first, as in a copy begun where another game stands.
    pub fn none(starter: usize) -> StartDraw<T> {
        StartDraw {
            rounds: Vec::new(),
            starter,
        }
    }
}

impl<T: Copy> StartDraw<T> {
    /// The draw of a game dealt at a distance (docs/remote-play.md), where a tile turned up
    /// cannot go back into a shuffled deck: one round, each seat's tile turned up from the top
    /// of the deal, given as (its card's number in the set, the tile) in seat order. The lowest
    /// number starts and a tile that is no number ranks after every number; a tie goes to the
    /// tile whose card comes latest in the set. No two cards share a number, so no tie remains,
    /// and the shuffle decides it, not a player.
    pub fn face_up(round: &[(usize, T)], number: impl Fn(T) -> Option<u8>) -> StartDraw<T> {
        let rank = |&(card, tile): &(usize, T)| (number(tile).unwrap_or(u8::MAX), std::cmp::Reverse(card));
        let starter = (0..round.len())
            .min_by_key(|&seat| rank(&round[seat]))
            .expect("a table seats two or more");
        StartDraw {
            rounds: vec![round
                .iter()
                .enumerate()
                .map(|(seat, &(_, tile))| (seat, tile))
                .collect()],
            starter,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_face_up_draw_starts_the_lowest_number_and_breaks_ties_by_the_later_card() {
        let number = |tile: char| tile.to_digit(10).map(|digit| digit as u8);
        assert_eq!(StartDraw::face_up(&[(4, '7'), (9, '3')], number).starter, 1);
        assert_eq!(StartDraw::face_up(&[(4, '+'), (9, '9')], number).starter, 1);
        assert_eq!(
            StartDraw::face_up(&[(20, '3'), (21, '3'), (2, '5')], number).starter,
            1
        );
        assert_eq!(StartDraw::face_up(&[(60, '='), (50, '+')], number).starter, 0);
        let draw = StartDraw::face_up(&[(4, '7'), (9, '3')], number);
        assert_eq!(draw.rounds, vec![vec![(0, '7'), (1, '3')]]);
    }
}
