//! Attacks on the cards themselves (issue 55, "every device tracks card numbers, not faces"): a
//! seat that deals one card twice, into the face-up round or into a rack. Each device tracks
//! every card it reads by its number (`DealtRefusal::CardTwice`), but a deck that holds a card
//! twice is no shuffle of the deck handed, so the shuffle argument refuses it first, at the step
//! that deals it, before any card is read.

use super::{assert_refused, deal, last_deck, Cheat};
use crate::support::remote::seated;
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::remote::deal::{steps, DealStep, Deck, Unproven};
use gameshelf_engine::remote::dealt::{DealtRefusal, SHUFFLE};
use gameshelf_engine::remote::session::Session;
use gameshelf_engine::tiles::DealtPlay;

/// The guest of a game of two, the last to shuffle, copies the card at `from` of the deck it
/// is handed over the one at `to`, and proves its shuffle and locks of that deck, as its honest
/// code would of any deck; the host opens its step.
fn copied_by_the_guest(from: usize, to: usize) -> (Session, String) {
    let mut devices = seated(GameKind::Abaku, 2, 31);
    let guest = Cheat::of(&devices[1]);
    let host = devices.swap_remove(0);
    let deal = deal(&host);
    let cards = gameshelf_engine::abaku::DealtGame::deck().len();
    let mut handed = Deck(last_deck(&host).0[..cards].to_vec());
    handed.0[to] = handed.0[from];
    let step = steps(2)[1];
    assert_eq!(step, DealStep::ShuffleAndLockEach { seat: 1 });
    let words = guest.secret.prove_step(step, &deal, &handed).unwrap();
    // With its keys for the face-up round, as an honest shuffle carries them.
    let link = guest.link(&host, SHUFFLE, guest.unlocks(&deal, 0..2), Some(Deck(words)));
    (host, link)
}

#[test]
fn a_face_up_card_dealt_twice_is_refused_before_any_key_leaves() {
    let (mut host, link) = copied_by_the_guest(0, 1);
    let refusal = assert_refused(&mut host, &link, 1);
    assert!(
        matches!(
            refusal,
            DealtRefusal::Unproven {
                seat: 1,
                what: Unproven::Shuffle
            }
        ),
        "{refusal:?}"
    );
}
