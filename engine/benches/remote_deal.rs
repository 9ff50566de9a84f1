//! Remote play's deal on one device: a seat's steps on Addique's 48 cards and Summy's 127 (what a
//! device does, unasked, when a link of the deal arrives), reading one card with two seats' keys
//! (each card of a hand as the keys come), and the audit of a whole deal of two at the end.
//!
//! Run with `cargo bench -p gameshelf-engine --features remote --bench remote_deal`.

use criterion::{criterion_group, criterion_main, Criterion};
use gameshelf_engine::remote::deal::{steps, DealId, DealSecret, Deck, Reader, Transcript};
use std::hint::black_box;

const TABLE: [u8; 32] = [7; 32];

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
    for (game, cards) in [("addique", 48), ("summy", 127)] {
        let open = deal.open_deck(cards);
        c.bench_function(&format!("remote/{game}/shuffle"), |b| {
            b.iter(|| secrets[0].shuffle_and_lock(&deal, black_box(&open)))
        });
        let shuffled = secrets[0].shuffle_and_lock(&deal, &open).expect("points");
        c.bench_function(&format!("remote/{game}/lock each card"), |b| {
            b.iter(|| secrets[0].lock_each_card(&deal, black_box(&shuffled)))
        });
    }
    let decks = dealt(&deal, &secrets, 48);
    let reader = Reader::new(&deal, 48);
    let keys: Vec<_> = secrets.iter().map(|secret| secret.unlock(&deal, 5)).collect();
    let locked = decks.last().expect("a deal");
    c.bench_function("remote/addique/read a card", |b| {
        b.iter(|| reader.read(black_box(locked), 5, &keys))
    });
    let commitments: Vec<[u8; 32]> = secrets.iter().map(|secret| secret.commitment(&TABLE)).collect();
    c.bench_function("remote/addique/audit of two", |b| {
        b.iter(|| {
            let transcript = Transcript {
                deal,
                table: TABLE,
                cards: 48,
                decks: black_box(&decks),
                secrets: &secrets,
                commitments: &commitments,
            };
            transcript.audit()
        })
    });
}

criterion_group!(benches, remote_deal);
criterion_main!(benches);
