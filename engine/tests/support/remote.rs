//! A table of devices for remote games' tests: each device is a session, and links go where
//! the outbox says.

use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::remote::link::{LinkError, MOST_LINK_CHARS};
use gameshelf_engine::remote::session::{Entropy, Session, SessionError};

pub fn entropy(device: u8) -> Entropy {
    Entropy::new(std::array::from_fn(|at| {
        device.wrapping_mul(53) ^ (at as u8).wrapping_mul(7)
    }))
}

pub fn names(count: usize) -> Vec<String> {
    ["Eva", "Adam", "Cy", "Dana"][..count]
        .iter()
        .map(|name| name.to_string())
        .collect()
}

/// Eva hosts a game of `kind`; the others join; every link goes where it is sent until no
/// device has anything new to send: the deal is then done, up to the first move.
pub fn table(kind: GameKind, players: usize, seed: u8) -> Vec<Session> {
    let mut devices = seated(kind, players, seed);
    settle(&mut devices);
    devices
}

/// The devices of [`table`] once every seat has joined at the host, before any link of the
/// game went out: the host has shuffled the deck, and no guest has heard of it.
pub fn seated(kind: GameKind, players: usize, seed: u8) -> Vec<Session> {
    let setup = serde_json::json!({ "players": names(players), "seed": 0 }).to_string();
    let host = Session::host(kind, &setup, names(players), 0, &entropy(seed)).unwrap();
    let mut devices = vec![host];
    for invitation in devices[0].outbox() {
        let seat = invitation.to[0];
        let guest = Session::join(&invitation.link, &entropy(seed.wrapping_add(seat as u8))).unwrap();
        let answer = guest.outbox();
        devices[0].open(&answer[0].link).unwrap();
        devices.push(guest);
    }
    devices
}

/// Delivers every device's links until all have every message. Every link fits a messenger's
/// message: a deck or two in a game of three go in links of their own, and a deck too long
/// for one in parts.
pub fn settle(devices: &mut [Session]) {
    loop {
        let most = devices
            .iter()
            .map(|device| device.messages().len())
            .max()
            .unwrap();
        if devices.iter().all(|device| device.messages().len() == most) {
            return;
        }
        for from in 0..devices.len() {
            for outgoing in devices[from].outbox() {
                assert!(
                    outgoing.link.len() <= MOST_LINK_CHARS,
                    "{} characters",
                    outgoing.link.len()
                );
                for &seat in &outgoing.to {
                    match devices[seat].open(&outgoing.link) {
                        // A part sent again while its whole waits for the others.
                        Ok(_)
                        | Err(SessionError::Link(LinkError::AlreadyApplied { .. }))
                        | Err(SessionError::AlreadyOpened) => {}
                        Err(error) => panic!("seat {seat} refused seat {from}'s link: {error}"),
                    }
                }
            }
        }
    }
}

/// The copy of `device`'s game by the seed the library's copy uses, which anyone can tell: the
/// game's identity's first eight bytes.
pub fn copy_by_the_public_seed(device: &Session) -> String {
    let id = device.messages()[0].message.game;
    let seed = u64::from_le_bytes(id[..8].try_into().unwrap());
    device.dealt().unwrap().copy(seed).unwrap().record_json()
}
