//! Abalone robot search speed: fixed-depth searches from each start layout, in nodes per
//! second (with their node counts, and the counts without quiescence), and the static
//! evaluation alone.
//!
//! Run with `cargo bench -p gameshelf-engine --bench abalone_search`. A depth-6 search takes
//! 0.05-0.5 s natively, so each benchmark takes a few flat samples.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use gameshelf_engine::abalone::robot::{evaluate, search, search_depth, Options};
use gameshelf_engine::abalone::{Layout, Position};
use std::hint::black_box;

#[path = "support/abalone.rs"]
mod support;

const DEPTH: u32 = 6;

fn abalone_search(c: &mut Criterion) {
    let mut group = support::slow_group(c, "abalone_search");
    for layout in support::rule_layouts() {
        let position = Position::new(layout);
        let nodes = search_depth(&position, DEPTH).expect("a move").nodes;
        // What quiescence costs, in nodes: the same on every machine.
        let plain = Options {
            quiescence: false,
            ..Options::depth(DEPTH)
        };
        let without = search(&position, plain).expect("a move").nodes;
        println!(
            "{} depth {DEPTH}: {nodes} nodes, {without} without quiescence",
            layout.name()
        );
        group.throughput(Throughput::Elements(nodes));
        let id = BenchmarkId::new("search_depth", format!("{} depth {DEPTH}", layout.name()));
        group.bench_with_input(id, &position, |b, position| {
            b.iter(|| search_depth(black_box(position), DEPTH))
        });
    }
    group.finish();

    let mut group = c.benchmark_group("abalone_evaluate");
    for layout in [Layout::BelgianDaisy, Layout::ThreePlayer, Layout::FourPlayer] {
        let position = Position::new(layout);
        let seat = position.to_move();
        group.bench_with_input(
            BenchmarkId::new("evaluate", layout.name()),
            &position,
            |b, position| b.iter(|| evaluate(black_box(position), seat)),
        );
    }
    group.finish();
}

criterion_group!(benches, abalone_search);
criterion_main!(benches);
