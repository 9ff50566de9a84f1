//! A seeded bag of tiles or pieces: the same seed and the same draws always deal the same
//! things, so a record (setup with seed, plus moves) replays exactly.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

#[derive(Clone, Debug)]
pub struct Bag<T> {
    /// The next draw is the last element.
    contents: Vec<T>,
    rng: Pcg64Mcg,
}

impl<T> Bag<T> {
    /// A bag holding `contents`, shuffled by `seed`.
    pub fn new(contents: Vec<T>, seed: u64) -> Bag<T> {
        let mut bag = Bag {
            contents,
            rng: Pcg64Mcg::seed_from_u64(seed),
        };
        bag.shuffle();
        bag
    }

    pub fn len(&self) -> usize {
        self.contents.len()
    }

    pub fn is_empty(&self) -> bool {
        self.contents.is_empty()
    }

    /// Up to `count` items, fewer when the bag runs out.
    pub fn draw(&mut self, count: usize) -> Vec<T> {
        let keep = self.contents.len().saturating_sub(count);
        let mut drawn = self.contents.split_off(keep);
        drawn.reverse();
        drawn
    }

    pub fn draw_one(&mut self) -> Option<T> {
        self.contents.pop()
    }

    /// Puts items back and shakes the bag.
    pub fn put_back(&mut self, items: impl IntoIterator<Item = T>) {
        self.contents.extend(items);
        self.shuffle();
    }

    /// What is left, in no meaningful order.
    pub fn contents(&self) -> &[T] {
        &self.contents
    }

    fn shuffle(&mut self) {
        self.contents.shuffle(&mut self.rng);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_deals_the_same_and_another_seed_differently() {
        let deal = |seed| Bag::new((0..100).collect::<Vec<u32>>(), seed).draw(10);
        assert_eq!(deal(7), deal(7));
        assert_ne!(deal(7), deal(8));
    }

    #[test]
    fn draws_stop_at_an_empty_bag_and_lose_nothing() {
        let mut bag = Bag::new((0..6).collect::<Vec<u32>>(), 1);
        let mut drawn = bag.draw(4);
        drawn.extend(bag.draw(4));
        assert!(bag.is_empty());
        drawn.sort();
        assert_eq!(drawn, (0..6).collect::<Vec<_>>());
        bag.put_back([3, 4]);
        assert_eq!(bag.len(), 2);
    }
}
