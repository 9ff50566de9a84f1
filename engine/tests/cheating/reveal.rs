//! A withheld reveal (issue 55, "quitting does not pay"): the last seat to reveal takes the
//! others' reveals and holds back its own. The others' reveals carry their keys for the cards
//! left in their own hands and nothing else, so what the withholder learns is what the end
//! shows anyway; the honest devices wait for its reveal, the results unverified, and refuse one
//! that holds back a key or sends a wrong one, naming the seat.

use super::{assert_refused, deal, last_deck, Cheat};
use crate::support::remote::table;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use gameshelf_engine::abaku;
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::remote::deal::{DealSecret, Deck, Reader, Unlock, Unproven};
use gameshelf_engine::remote::dealt::{DealtRefusal, Step, REVEAL};
use gameshelf_engine::remote::link::RESIGNATION;
use gameshelf_engine::remote::session::Session;
use gameshelf_engine::tiles::DealtPlay;
use std::collections::BTreeMap;

fn step(device: &Session) -> Step {
    device.dealt().unwrap().step()
}

fn game(device: &Session) -> &abaku::DealtGame {
    device.dealt().unwrap().abaku().unwrap().game().unwrap()
}

/// Abaku for two, resigned at once; every link goes where it is sent but Adam's (seat 2's)
/// reveal, which his changed app holds back once it has Eva's.
fn withheld() -> Vec<Session> {
    let mut devices = table(GameKind::Abaku, 2, 43);
    let Step::Move(to_move) = step(&devices[0]) else {
        panic!("the deal is done, a move is due");
    };
    devices[to_move].play(RESIGNATION).unwrap();
    loop {
        let heard: usize = devices.iter().map(|device| device.messages().len()).sum();
        for from in 0..2 {
            if from == 1 && step(&devices[0]) == Step::Reveal(1) {
                continue;
            }
            for outgoing in devices[from].outbox() {
                let _ = devices[1 - from].open(&outgoing.link);
            }
        }
        if devices
            .iter()
            .map(|device| device.messages().len())
            .sum::<usize>()
            == heard
        {
            return devices;
        }
    }
}

/// Every card the withholder can read with everything Eva sent: her keys, and any secret of
/// hers a message carries after its body's first word. By deck position.
fn read_by_the_withholder(adam: &Session) -> BTreeMap<usize, usize> {
    let cheat = Cheat::of(adam);
    let deal = deal(adam);
    let cards = abaku::DealtGame::deck().len();
    let deck = Deck(last_deck(adam).0[..cards].to_vec());
    let mut keys: BTreeMap<usize, Unlock> = BTreeMap::new();
    let mut secrets = Vec::new();
    for signed in adam.messages().iter().filter(|signed| signed.message.seat == 0) {
        keys.extend(
            signed
                .message
                .unlocks
                .iter()
                .map(|&(at, key)| (usize::from(at), key)),
        );
        let word = signed.message.body.split(' ').nth(1).unwrap_or_default();
        if let Ok(Ok(bytes)) = URL_SAFE_NO_PAD.decode(word).map(<[u8; 32]>::try_from) {
            secrets.push(DealSecret::from_bytes(bytes));
        }
    }
    let reader = Reader::new(&deal, cards);
    let evas = |position: usize| {
        let derived = secrets.iter().map(|secret| secret.unlock(&deal, position));
        keys.get(&position).copied().into_iter().chain(derived).next()
    };
    (0..cards)
        .filter_map(|position| {
            let both = [evas(position)?, cheat.secret.unlock(&deal, position)];
            Some((position, reader.read(&deck, position, &both).ok()?))
        })
        .collect()
}

#[test]
fn a_withheld_reveal_learns_nothing_the_end_does_not_show_and_leaves_the_results_unverified() {
    let mut devices = withheld();
    assert_eq!(step(&devices[1]), Step::Done, "Adam's device has every reveal");
    assert_eq!(
        step(&devices[0]),
        Step::Reveal(1),
        "Eva's device waits for Adam's"
    );
    assert_eq!(
        devices[0].overview().unwrap().checked,
        None,
        "the results are unverified"
    );
    // What Adam read: the round turned up to start, his rack and Eva's rack left. The bag,
    // most of the deck, stays locked by Eva's keys, which never left her device.
    let held = |position: &usize| game(&devices[1]).hands().holder(*position).is_some();
    let read = read_by_the_withholder(&devices[1]);
    let hidden: Vec<&usize> = read
        .keys()
        .filter(|&position| *position >= 2 && !held(position))
        .collect();
    assert!(
        hidden.is_empty(),
        "the withholder read {} cards of the bag",
        hidden.len()
    );
    assert_eq!(
        read.len(),
        2 + game(&devices[1]).hands().sizes().iter().sum::<usize>()
    );

    // A reveal that holds back a key, or sends a wrong one, is refused, naming Adam.
    let cheat = Cheat::of(&devices[1]);
    let rack: Vec<usize> = game(&devices[1])
        .hands()
        .hand(1)
        .iter()
        .map(|card| card.position)
        .collect();
    let empty = cheat.link(&devices[0], REVEAL, Vec::new(), None);
    let refusal = assert_refused(&mut devices[0], &empty, 1);
    assert!(matches!(refusal, DealtRefusal::MissingKeys { .. }), "{refusal:?}");
    let mut unlocks = cheat.unlocks(&deal(&devices[1]), rack.iter().copied());
    unlocks[0].1 = unlocks[1].1;
    let wrong = cheat.link(&devices[0], REVEAL, unlocks, None);
    let refusal = assert_refused(&mut devices[0], &wrong, 1);
    let position = rack[0];
    assert_eq!(
        refusal,
        DealtRefusal::Unproven {
            seat: 1,
            what: Unproven::Key { position }
        }
    );

    // Adam's honest reveal, once sent, completes the check.
    for outgoing in devices[1].outbox() {
        devices[0].open(&outgoing.link).unwrap();
    }
    assert_eq!(step(&devices[0]), Step::Done);
    assert_eq!(devices[0].overview().unwrap().checked, Some(true));
}
