//! Perft speed from each start layout, in leaf nodes per second: `perft` counts the last ply's
//! moves without playing them, `perft_full` plays every leaf as a search would.
//!
//! Run with `cargo bench -p gameshelf-engine --bench perft`. Depth 4 takes 0.03-1 s per run, so
//! each benchmark takes a few flat samples rather than criterion's usual hundred.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, SamplingMode, Throughput};
use gameshelf_engine::abalone::{perft, perft_full, Layout, Position};
use std::hint::black_box;
use std::time::Duration;

const DEPTH: u32 = 4;

fn abalone_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("abalone");
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    // The layouts of the rules, whose figures docs/benchmarks.md keeps.
    for layout in Layout::CLASSIC
        .into_iter()
        .chain([Layout::ThreePlayer, Layout::FourPlayer])
    {
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
