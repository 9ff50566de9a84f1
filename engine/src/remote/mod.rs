//! Play at a distance with no server (issue 20, docs/remote-play.md). So far: the deal, with which
//! devices that do not trust one another share out hidden tiles so that each player alone learns
//! their own, and every device can check the whole deal at the end; the genesis, by which
//! devices join a game's seats; and the links, signed messages that each device takes only in
//! their game's order; the session, one device's whole state for one game, which ties these to
//! the game's rules; and, for a game with hidden pieces, the deal's steps and keys as messages
//! (`dealt`), with a link too long for a chat message sent in parts (`parts`); and the safety
//! numbers the players compare by voice (`safety`). Every game: Abalone whole on every device,
//! the tile games dealt.
//!
//! Behind the `remote` feature: the page's bundle carries none of this cryptography until a
//! screen uses it.

pub mod copy;
pub mod deal;
pub mod dealt;
pub mod genesis;
pub mod link;
pub(crate) mod parts;
pub mod proof;
pub mod safety;
pub mod session;
mod wire;

use sha2::{Digest, Sha512};

/// SHA-512 of a label and parts, each length-prefixed so that no two inputs run together. Every
/// key, shuffle, commitment and identity of remote play derives through it, each with its label.
fn hash(label: &str, parts: &[&[u8]]) -> [u8; 64] {
    let mut hasher = Sha512::new();
    for part in [label.as_bytes()].iter().chain(parts) {
        hasher.update((part.len() as u64).to_le_bytes());
        hasher.update(part);
    }
    hasher.finalize().into()
}

/// The first half of [`hash`]: 32 bytes name a game, a message or a commitment.
fn hash32(label: &str, parts: &[&[u8]]) -> [u8; 32] {
    hash(label, parts)[..32].try_into().expect("64 bytes")
}
