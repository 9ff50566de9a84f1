//! What the Abalone benches share: included by `#[path]`, since each bench is its own crate.

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, SamplingMode};
use gameshelf_engine::abalone::Layout;
use std::time::Duration;

/// A group for runs of 0.03-1 s: a few flat samples rather than criterion's usual hundred.
pub fn slow_group<'a>(c: &'a mut Criterion, name: &str) -> BenchmarkGroup<'a, WallTime> {
    let mut group = c.benchmark_group(name);
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    group
}

/// The layouts of the rules, whose figures docs/benchmarks.md keeps.
pub fn rule_layouts() -> impl Iterator<Item = Layout> {
    Layout::CLASSIC
        .into_iter()
        .chain([Layout::ThreePlayer, Layout::FourPlayer])
}
