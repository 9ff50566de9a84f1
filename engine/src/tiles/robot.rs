//! What the Abaku and Summy robots weigh alike: a placement with the rack it leaves, and the
//! tiles a weaker robot gives back at random.

use rand::seq::SliceRandom;
use rand_pcg::Pcg64Mcg;

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
