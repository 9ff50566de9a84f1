//! The last shuffler's attacks on the deal (issue 55, finding 1): it copies cards of other racks
//! to the positions it will draw, or hands on a mirror deck, every card of one half twice. Both
//! decks are made by the honest code from a deck the cheat doctored, so each is a shuffle and
//! lock of *some* deck, only not of the one handed: the shuffle argument is what tells them
//! apart.

use super::Cheat;
use crate::support::remote::seated;
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::remote::deal::{steps, DealId, DealStep, Deck, Unproven};
use gameshelf_engine::remote::dealt::DealtRefusal;
use gameshelf_engine::remote::session::{Session, SessionError};

/// Delivers links to every device until it has `turns` messages, and no more to it: the seat
/// whose step is next has made it, and no other device has it yet.
pub(super) fn deliver_until(devices: &mut [Session], turns: usize) {
    while devices.iter().any(|device| device.messages().len() < turns) {
        let before: usize = devices.iter().map(|device| device.messages().len()).sum();
        for from in 0..devices.len() {
            for outgoing in devices[from].outbox() {
                for &seat in &outgoing.to {
                    if devices[seat].messages().len() < turns {
                        let _ = devices[seat].open(&outgoing.link);
                    }
                }
            }
        }
        let after: usize = devices.iter().map(|device| device.messages().len()).sum();
        assert!(after > before, "the deal stalled before turn {turns}");
    }
}

/// Asserts that `device` refuses `link` as `seat`'s unproven step, and took and sent nothing.
pub(super) fn refused(device: &mut Session, link: &str, seat: usize, what: Unproven) {
    let heard = device.messages().len();
    let outbox = device.outbox();
    let error = device.open(link).unwrap_err();
    match error {
        SessionError::Deal {
            refusal:
                DealtRefusal::Unproven {
                    seat: named,
                    what: found,
                },
            ..
        } => assert_eq!((named, found), (seat, what)),
        other => panic!("refused, but not as an unproven step of seat {seat}: {other}"),
    }
    assert_eq!(device.messages().len(), heard, "the device took nothing");
    assert_eq!(
        device.outbox(),
        outbox,
        "the device sends no key, nor anything new"
    );
}

/// The deck the last shuffler was handed: the first `cards` words of the step before.
fn handed(device: &Session, turn: usize, cards: usize) -> Deck {
    let words = &device.messages()[turn].message.deck.as_ref().unwrap().0;
    Deck(words[..cards].to_vec())
}

/// Summy for two, up to the guest's (seat 1's) shuffle and lock, which it makes from the deck
/// `doctor` makes of the one it was handed; Eva's device opens it.
fn last_shuffler_cheats(doctor: impl Fn(&mut Vec<[u8; 32]>)) {
    let mut devices = seated(GameKind::Summy, 2, 3);
    deliver_until(&mut devices, 1);
    let guest = &devices[1];
    let honest = &guest.messages()[1];
    let cards = summy_cards();
    let mut doctored = handed(guest, 0, cards);
    doctor(&mut doctored.0);
    let deal = DealId(honest.message.game);
    let step = steps(2)[1];
    assert_eq!(step, DealStep::ShuffleAndLockEach { seat: 1 });
    let cheat = Cheat::of(guest);
    let words = cheat.secret.prove_step(step, &deal, &doctored).unwrap();
    let link = cheat.changed(honest, |message| message.deck = Some(Deck(words)));
    refused(&mut devices[0], &link, 1, Unproven::Shuffle);
}

fn summy_cards() -> usize {
    use gameshelf_engine::tiles::DealtPlay;
    gameshelf_engine::summy::DealtGame::deck().len()
}

#[test]
fn the_last_shufflers_copied_cards_are_refused_before_any_key() {
    // Re-masked copies of positions that others draw, over the ones it draws: the attack read
    // 6 of 8 tiles of the other rack, and the next draws, when the honest keys came.
    last_shuffler_cheats(|deck| {
        for at in 0..8 {
            deck[20 + at] = deck[at];
        }
    });
}

#[test]
fn a_mirror_deck_is_refused_before_any_key() {
    // Every card of the first half twice, the second half's cards gone.
    last_shuffler_cheats(|deck| {
        let len = deck.len();
        for at in 0..len / 2 {
            deck[len - 1 - at] = deck[at];
        }
    });
}
