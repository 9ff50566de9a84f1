//! Perft speed from each start layout, in leaf nodes per second: `perft` counts the last ply's
//! moves without playing them, `perft_full` plays every leaf as a search would.
//!
//! Run with `cargo bench -p gameshelf-engine --bench perft`. Depth 4 takes 0.03-1 s per run, so
//! each benchmark takes a few flat samples rather than criterion's usual hundred.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use gameshelf_engine::abalone::{perft, perft_full, Position};
use std::hint::black_box;

#[path = "support/abalone.rs"]
mod support;

const DEPTH: u32 = 4;

fn abalone_perft(c: &mut Criterion) {
    let mut group = support::slow_group(c, "abalone");
    for layout in support::rule_layouts() {
        let position = Position::new(layout);
        group.throughput(Throughput::Elements(perft(&position, DEPTH)));
        for (name, count) in [
            ("perft", perft as fn(&Position, u32) -> u64),
            ("perft_full", perft_full),
        ] {
            let id = BenchmarkId::new(name, format!("{} depth {DEPTH}", layout.name()));
            group.bench_with_input(id, &position, |b, position| {
                b.iter(|| count(black_box(position), DEPTH))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, abalone_perft);
criterion_main!(benches);
