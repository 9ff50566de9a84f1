//! Attacks on the cards themselves (issue 55, "every device tracks card numbers, not faces"): a
//! seat that deals one card twice, into the face-up round or into a hand.

use super::{assert_refused, deal, last_deck, Cheat};
use crate::support::remote::{seated, table};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::remote::dealt::{DealtRefusal, KEYS, SHUFFLE};
use gameshelf_engine::remote::session::Session;

/// The guest of a game of two, the last to shuffle, copies the card it is handed at `from`
/// over the one at `to` before it locks each card; the host opens its shuffle.
fn copied_by_the_guest(from: usize, to: usize) -> (Session, Cheat, String) {
    let mut devices = seated(GameKind::Abaku, 2, 31);
    let guest = Cheat::of(&devices[1]);
    let host = devices.swap_remove(0);
    let deal = deal(&host);
    let mut deck = guest.secret.shuffle_and_lock(&deal, &last_deck(&host)).unwrap();
    deck.0[to] = deck.0[from];
    let deck = guest.secret.lock_each_card(&deal, &deck).unwrap();
    // With its keys for the face-up round, as an honest shuffle carries them.
    let link = guest.link(&host, SHUFFLE, guest.unlocks(&deal, 0..2), Some(deck));
    (host, guest, link)
}

#[test]
fn a_face_up_card_dealt_twice_is_refused_before_any_key_leaves() {
    let (mut host, _, link) = copied_by_the_guest(0, 1);
    // The host would lock the deck and send its keys to the guest's rack with its lock: the
    // opening it reads first shows one card twice, so it does neither.
    let refusal = assert_refused(&mut host, &link, 1);
    assert!(
        matches!(
            refusal,
            DealtRefusal::CardTwice {
                positions: [0, 1],
                ..
            }
        ),
        "{refusal:?}"
    );
}

#[test]
fn a_card_of_a_rack_dealt_twice_is_refused_when_its_copy_reads() {
    // The same deal, honest: which positions the host's rack holds face down.
    let honest = table(GameKind::Abaku, 2, 31);
    let game = honest[0].dealt().unwrap().abaku().unwrap().game().unwrap();
    let face_down = game.hands().hand(0).iter().filter(|card| !card.face_up);
    let rack: Vec<usize> = face_down.map(|card| card.position).collect();
    let (mut host, guest, link) = copied_by_the_guest(rack[0], rack[1]);
    host.open(&link)
        .expect("the copy does not show before the rack is read");
    let keys = guest.link(
        &host,
        KEYS,
        guest.unlocks(&deal(&host), rack.iter().copied()),
        None,
    );
    let refusal = assert_refused(&mut host, &keys, 1);
    let copied = [rack[0], rack[1]];
    assert!(
        matches!(refusal, DealtRefusal::CardTwice { positions, .. } if positions == copied),
        "{refusal:?}"
    );
}
