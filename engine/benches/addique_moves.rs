//! Addique: every legal spot and its score for the 3 pieces in hand on a table of 40 pieces
//! (what the app's ghost outlines, previews and hint need).
//!
//! Run with `cargo bench -p gameshelf-engine --bench addique_moves`. The table is built from a
//! fixed seed by random legal turns.

use criterion::{criterion_group, criterion_main, Criterion};
use gameshelf_engine::addique::{Game, Setup};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::hint::black_box;

const PIECES: usize = 40;

fn mid_game() -> Game {
    let mut game = Game::new(Setup::new(vec!["A".into(), "B".into()], 7));
    let mut rng = Pcg64Mcg::seed_from_u64(7);
    while game.position().table().pieces().len() < PIECES {
        let moves = game.moves();
        let (mv, _) = moves[rng.random_range(0..moves.len())];
        game.play(mv).expect("an offered move is legal");
    }
    game
}

fn addique_moves(c: &mut Criterion) {
    let game = mid_game();
    let spots = game.position().table().legal_spots().len();
    println!(
        "{PIECES} pieces: {spots} legal spots, {} moves",
        game.moves().len()
    );
    c.bench_function("addique/moves", |b| b.iter(|| black_box(&game).moves()));
}

criterion_group!(benches, addique_moves);
criterion_main!(benches);
