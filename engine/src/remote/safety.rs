//! The safety numbers of a game at a distance: thirty digits, in six groups of five, that every
//! device of the game shows once every seat has joined, for the players to read to each other by
//! voice (docs/remote-play.md, "Safety numbers"). They are drawn from the game's identity and
//! every seat's public key in seat order, so that two devices show the same numbers only if they
//! play the same game with the same keys: someone between the players, who put a key of their
//! own in a seat, shows them different numbers.
//!
//! As Signal's safety numbers: SHA-512 hashed again [`ITERATIONS`] times, each group of five
//! digits five bytes of the digest taken modulo 100 000.

use super::hash;
use super::link::GameId;
use ed25519_dalek::VerifyingKey;
use std::fmt;

/// How many times the digest is hashed again: each trial of a forger's key costs as many hashes.
pub const ITERATIONS: usize = 5200;

/// The groups of five digits: 30 digits, log2(10^30) ≈ 99.7 bits.
pub const GROUPS: usize = 6;

/// A game's safety numbers: [`GROUPS`] numbers below 100 000, each shown as five digits.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SafetyNumbers([u32; GROUPS]);

impl SafetyNumbers {
    /// The safety numbers of the game `game` whose seats play with `keys`, in seat order.
    pub fn new(game: &GameId, keys: &[VerifyingKey]) -> SafetyNumbers {
        let mut parts: Vec<&[u8]> = vec![game];
        parts.extend(keys.iter().map(|key| key.as_bytes().as_slice()));
        let mut digest = hash("gameshelf safety numbers", &parts);
        for _ in 1..ITERATIONS {
            digest = hash("gameshelf safety again", &[&digest]);
        }
        SafetyNumbers(std::array::from_fn(|group| {
            let bytes = &digest[group * 5..group * 5 + 5];
            let number = bytes
                .iter()
                .fold(0u64, |number, &byte| number << 8 | u64::from(byte));
            (number % 100_000) as u32
        }))
    }

    /// Each group as its five digits, zeros leading.
    pub fn groups(&self) -> [String; GROUPS] {
        self.0.map(|group| format!("{group:05}"))
    }
}

/// The groups, a space between each.
impl fmt::Display for SafetyNumbers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.groups().join(" "))
    }
}
