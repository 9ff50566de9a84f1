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
