//! A wrong lock and a wrong key: each seat's locks are proven locks of the deck it was handed,
//! tied to its deck key, and every key it sends must fit its proven lock, so that every device
//! (not only the one whose rack the key opens) refuses a wrong one at once, naming the seat.

use super::shuffle::{deliver_until, refused};
use super::Cheat;
use crate::support::remote::seated;
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::remote::deal::Unproven;
use gameshelf_engine::remote::proof::ShuffleProof;
use gameshelf_engine::summy;
use gameshelf_engine::tiles::DealtPlay;

#[test]
fn a_wrong_lock_is_refused_before_any_key() {
    // The guest (seat 1) shuffles honestly, then lays a copy of one locked card over another:
    // its proof was made for the honest locks, and holds for no others.
    let mut devices = seated(GameKind::Summy, 2, 5);
    deliver_until(&mut devices, 1);
    let honest = &devices[1].messages()[1];
    let cards = summy::DealtGame::deck().len();
    let locked_at = cards + 1 + ShuffleProof::words(cards);
    let link = Cheat::of(&devices[1]).changed(honest, |message| {
        let words = &mut message.deck.as_mut().unwrap().0;
        words[locked_at + 3] = words[locked_at + 2];
    });
    refused(&mut devices[0], &link, 1, Unproven::Locks);
}

#[test]
fn a_wrong_lock_of_a_later_seat_is_refused_before_any_key() {
    // Eva (seat 0) locks each card second, after the guest, and swaps two of her locked cards
    // still in the bag, which no device reads yet.
    let mut devices = seated(GameKind::Summy, 2, 6);
    deliver_until(&mut devices, 2);
    let honest = &devices[0].messages()[2];
    let link = Cheat::of(&devices[0]).changed(honest, |message| {
        message.deck.as_mut().unwrap().0.swap(100, 101);
    });
    refused(&mut devices[1], &link, 0, Unproven::Locks);
}

#[test]
fn a_wrong_key_for_a_third_seats_card_is_refused_by_every_device() {
    // In a game of three, seat 1 locks last and sends its keys for the others' racks with its
    // lock. It sends, for a card of seat 2's rack, its key for another position: Eva's device,
    // which cannot read that card, refuses it all the same, before sending its own keys.
    let mut devices = seated(GameKind::Summy, 3, 7);
    deliver_until(&mut devices, 4);
    let cheater = &devices[1];
    let honest = &cheater.messages()[4];
    let game = cheater.dealt().unwrap().summy().unwrap().game().unwrap();
    let racked: Vec<usize> = game.hands().hand(2).iter().map(|card| card.position).collect();
    let unlocks = &honest.message.unlocks;
    let at = unlocks
        .iter()
        .position(|(position, _)| racked.contains(&usize::from(*position)))
        .unwrap();
    let other = (at + 1) % unlocks.len();
    let position = usize::from(unlocks[at].0);
    let link = Cheat::of(cheater).changed(honest, |message| {
        message.unlocks[at].1 = message.unlocks[other].1;
    });
    refused(&mut devices[0], &link, 1, Unproven::Key { position });
}
