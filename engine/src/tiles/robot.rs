//! What the Abaku and Summy robots weigh alike: how each level picks among the placements, a
//! placement with the rack it leaves, and the tiles a weaker robot gives back at random.

use super::Move;
use crate::robot::{middling, short_and_low, Choice, Level, Thinking};
use rand::seq::SliceRandom;
use rand_pcg::Pcg64Mcg;

/// A tile robot's move from the placements it found (`options`, each with its points): with
/// none, what `cannot_place` makes of the robot's randomness; at the strong level, what
/// `strong` weighs; at the medium one a middling placement, at the easy one a short and low
/// one, `laid` counting a placement's tiles.
pub(crate) fn choose<P, T>(
    options: Vec<(P, u32)>,
    thinking: &Thinking,
    laid: impl Fn(&P) -> usize,
    strong: impl FnOnce(Vec<(P, u32)>) -> Choice<Move<P, T>>,
    cannot_place: impl FnOnce(&mut Pcg64Mcg) -> Choice<Move<P, T>>,
) -> Choice<Move<P, T>> {
    let mut rng = thinking.rng();
    if options.is_empty() {
        return cannot_place(&mut rng);
    }
    let (placement, points) = match thinking.level {
        Level::Strong => return strong(options),
        Level::Medium => middling(options, &mut rng),
        Level::Easy => short_and_low(options, laid, &mut rng),
    };
    Choice {
        mv: Move::Place(placement),
        value: i64::from(points),
    }
}

/// A placement the robot weighs: the move, its points and the rack it leaves.
pub(crate) struct Candidate<P, T> {
    pub placement: P,
    pub points: u32,
    pub kept: Vec<T>,
}

impl<P, T> Candidate<P, T> {
    /// Every placement found, with its points, weighed with the rack `kept_after` says it leaves.
    pub fn all(options: Vec<(P, u32)>, kept_after: impl Fn(&P) -> Vec<T>) -> Vec<Candidate<P, T>> {
        let weigh = |(placement, points)| {
            let kept = kept_after(&placement);
            Candidate {
                placement,
                points,
                kept,
            }
        };
        options.into_iter().map(weigh).collect()
    }
}

/// `count` tiles of `rack` picked by `rng`: what a robot below strong gives back in an exchange.
pub(crate) fn any_tiles<T: Clone>(rack: &[T], count: usize, rng: &mut Pcg64Mcg) -> Vec<T> {
    let mut tiles = rack.to_vec();
    tiles.shuffle(rng);
    tiles.truncate(count);
    tiles
}
