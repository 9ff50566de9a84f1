//! Remote play's deal on one device, for each dealt game's deck (Abaku's 101 cards, Addique's
//! 48, Summy's 126): a seat's steps (what a device does, unasked, when a link of the deal
//! arrives) and reading one card with two seats' keys (each card of a rack as the keys come);
//! and, for Summy with four seats, each step proven and checked (docs/remote-play.md, "The
//! proofs").
//!
//! Run with `cargo bench -p gameshelf-engine --features remote --bench remote_deal`.

use criterion::{criterion_group, criterion_main, Criterion};
use gameshelf_engine::remote::deal::{
    check_step, steps, DealId, DealSecret, DealStep, Deck, Reader, SeatKeys,
};
use gameshelf_engine::tiles::DealtPlay;
use gameshelf_engine::{abaku, addique, summy};
use std::hint::black_box;

/// Every deck a deal of two hands on, for `cards` cards.
fn dealt(deal: &DealId, secrets: &[DealSecret], cards: usize) -> Vec<Deck> {
    let mut deck = deal.open_deck(cards);
    let mut decks = Vec::new();
    for step in steps(secrets.len()) {
        deck = secrets[step.seat()]
            .take_step(step, deal, &deck)
            .expect("a deck of points");
        decks.push(deck.clone());
    }
    decks
}

fn remote_deal(c: &mut Criterion) {
    let deal = DealId([1; 32]);
    let secrets = [DealSecret::from_bytes([2; 32]), DealSecret::from_bytes([3; 32])];
    let games = [
        ("abaku", abaku::DealtGame::deck().len()),
        ("addique", addique::DealtGame::deck().len()),
        ("summy", summy::DealtGame::deck().len()),
    ];
    for (game, cards) in games {
        let open = deal.open_deck(cards);
        c.bench_function(&format!("remote/{game}/shuffle"), |b| {
            b.iter(|| secrets[0].shuffle_and_lock(&deal, black_box(&open)))
        });
        let shuffled = secrets[0].shuffle_and_lock(&deal, &open).expect("points");
        c.bench_function(&format!("remote/{game}/lock each card"), |b| {
            b.iter(|| secrets[0].lock_each_card(&deal, black_box(&shuffled)))
        });
        let decks = dealt(&deal, &secrets, cards);
        let reader = Reader::new(&deal, cards);
        let keys: Vec<_> = secrets.iter().map(|secret| secret.unlock(&deal, 5)).collect();
        let locked = decks.last().expect("a deal");
        c.bench_function(&format!("remote/{game}/read a card"), |b| {
            b.iter(|| reader.read(black_box(locked), 5, &keys))
        });
    }
}

/// Summy's deal of four seats, every step proven by its seat and checked by another device:
/// each kind of step alone, and the whole deal as the devices do it between them.
fn proven_deal(c: &mut Criterion) {
    let deal = DealId([4; 32]);
    let secrets: Vec<DealSecret> = (0..4)
        .map(|seat| DealSecret::from_bytes([seat + 10; 32]))
        .collect();
    let open = deal.open_deck(summy::DealtGame::deck().len());
    let kinds = [
        ("shuffle", DealStep::Shuffle { seat: 0 }),
        (
            "shuffle and lock each card",
            DealStep::ShuffleAndLockEach { seat: 0 },
        ),
    ];
    for (name, step) in kinds {
        c.bench_function(&format!("remote/summy/prove: {name}"), |b| {
            b.iter(|| secrets[0].prove_step(step, &deal, black_box(&open)))
        });
        let words = secrets[0].prove_step(step, &deal, &open).expect("points");
        c.bench_function(&format!("remote/summy/check: {name}"), |b| {
            b.iter(|| check_step(step, &deal, &open, black_box(&words), &mut SeatKeys::default()))
        });
    }
    c.bench_function(
        "remote/summy/deal of four, every step proven and checked three times",
        |b| {
            b.iter(|| {
                let mut deck = open.clone();
                let mut keys = vec![SeatKeys::default(); 4];
                for step in steps(4) {
                    let seat = step.seat();
                    let words = secrets[seat].prove_step(step, &deal, &deck).expect("points");
                    for _ in 0..2 {
                        let mut checked = keys[seat].clone();
                        check_step(step, &deal, &deck, &words, &mut checked).expect("honest");
                    }
                    deck = check_step(step, &deal, &deck, &words, &mut keys[seat]).expect("honest");
                }
                deck
            })
        },
    );
}

criterion_group!(benches, remote_deal, proven_deal);
criterion_main!(benches);
