//! Remote play's deal on one device, for each dealt game's deck (Abaku's 101 cards, Addique's
//! 48, Summy's 126): a seat's steps (what a device does, unasked, when a link of the deal
//! arrives), reading one card with two seats' keys (each card of a rack as the keys come), and
//! the audit of a whole deal of two at the end.
//!
//! Run with `cargo bench -p gameshelf-engine --features remote --bench remote_deal`.

use criterion::{criterion_group, criterion_main, Criterion};
use gameshelf_engine::remote::deal::{steps, DealId, DealSecret, Deck, Reader, Transcript};
use gameshelf_engine::tiles::DealtPlay;
use gameshelf_engine::{abaku, addique, summy};
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
    let commitments: Vec<[u8; 32]> = secrets.iter().map(|secret| secret.commitment(&TABLE)).collect();
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
        c.bench_function(&format!("remote/{game}/audit of two"), |b| {
            b.iter(|| {
                let transcript = Transcript {
                    deal,
                    table: TABLE,
                    cards,
                    decks: black_box(&decks),
                    secrets: &secrets,
                    commitments: &commitments,
                };
                transcript.audit()
            })
        });
    }
}

criterion_group!(benches, remote_deal);
criterion_main!(benches);
