//! Addique: the Strong robot's move on a mid-game table of 24 pieces, two seats (the app gives
//! it at most 300 ms in the browser).
//!
//! Run with `cargo bench -p gameshelf-engine --bench addique_robot`. The table is built from a
//! fixed seed by random legal turns.

use criterion::{criterion_group, criterion_main, Criterion};
use gameshelf_engine::addique::robot::choose;
use gameshelf_engine::robot::{native_clock, Level, Thinking};
use std::hint::black_box;

#[path = "support/addique.rs"]
mod support;

const PIECES: usize = 24;

fn addique_robot(c: &mut Criterion) {
    let view = support::mid_game(PIECES).view();
    for level in [Level::Medium, Level::Strong] {
        let thinking = Thinking::new(level, 60_000, 1, native_clock);
        c.bench_function(&format!("addique/robot/{level}"), |b| {
            b.iter(|| choose(black_box(&view), &thinking))
        });
    }
}

criterion_group!(benches, addique_robot);
criterion_main!(benches);
