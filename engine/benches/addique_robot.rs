//! Addique: the Strong robot's move on a mid-game table of 24 pieces, two seats (the app gives
//! it at most 300 ms in the browser).
//!
//! Run with `cargo bench -p gameshelf-engine --bench addique_robot`. The table is built from a
//! fixed seed by random legal turns.

use criterion::{criterion_group, criterion_main, Criterion};
use gameshelf_engine::addique::robot::choose;
use gameshelf_engine::addique::{Game, Setup};
use gameshelf_engine::robot::{native_clock, Level, Thinking};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::hint::black_box;

const PIECES: usize = 24;

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

fn addique_robot(c: &mut Criterion) {
    let view = mid_game().view();
    for level in [Level::Medium, Level::Strong] {
        let thinking = Thinking::new(level, 60_000, 1, native_clock);
        c.bench_function(&format!("addique/robot/{level}"), |b| {
            b.iter(|| choose(black_box(&view), &thinking))
        });
    }
}

criterion_group!(benches, addique_robot);
criterion_main!(benches);
