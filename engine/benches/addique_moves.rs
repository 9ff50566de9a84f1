//! Addique: every legal spot and its score for the 3 pieces in hand on a table of 40 pieces
//! (what the app's ghost outlines, previews and hint need).
//!
//! Run with `cargo bench -p gameshelf-engine --bench addique_moves`. The table is built from a
//! fixed seed by random legal turns.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

#[path = "support/addique.rs"]
mod support;

const PIECES: usize = 40;

fn addique_moves(c: &mut Criterion) {
    let game = support::mid_game(PIECES);
    let spots = game.position().table().legal_spots().len();
    println!(
        "{PIECES} pieces: {spots} legal spots, {} moves",
        game.moves().len()
    );
    c.bench_function("addique/moves", |b| b.iter(|| black_box(&game).moves()));
}

criterion_group!(benches, addique_moves);
criterion_main!(benches);
