//! Summy move generation on mid-game 25x25 boards: every placement of an 8-tile rack, and the
//! best one (what the app's hint runs).
//!
//! Run with `cargo bench -p gameshelf-engine --bench summy_movegen`. Each board is built from its
//! seed by random legal turns, capping completed sums as the game does, until it holds 60 tiles;
//! the rack is the next 8 tiles of the stock. Seed 7 deals a rack with no operator (a quick
//! search); seeds 25 and 52 were the two slowest of seeds 0-99 (racks `2:=43654` and `59=620:7`;
//! the median of the hundred took 2.5 ms). The setup prints each board's tiles, caps, rack and
//! placement count.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use gameshelf_engine::summy::{
    best_placement, check, placements, tile_set, Board, Cell, Tile, RACK_SIZE, SIZE,
};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::hint::black_box;

const SEEDS: [u64; 3] = [7, 25, 52];
const TILES: usize = 60;

/// A board of at least `TILES` tiles after random legal turns from `seed`, and a rack of 8 tiles
/// drawn from the rest of the stock.
fn mid_game(seed: u64) -> (Board, Vec<Tile>) {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut stock = tile_set();
    // One `=` starts on the centre.
    let equals = stock
        .iter()
        .position(|&tile| tile == Tile::Equals)
        .expect("the set holds =");
    stock.remove(equals);
    stock.shuffle(&mut rng);
    let mut board = Board::new(SIZE);
    let mut rack = Vec::new();
    while board.tile_count() < TILES {
        assert!(stock.len() >= 2 * RACK_SIZE, "seed {seed} runs out of tiles");
        rack.extend(stock.split_off(stock.len() - (RACK_SIZE - rack.len())));
        let options = placements(&board, &rack);
        if options.is_empty() {
            // Exchanged tiles leave the game.
            rack.clear();
            continue;
        }
        let (placement, _) = &options[rng.random_range(0..options.len())];
        let scored = check(&board, placement).expect("the generator finds legal placements");
        for tile in &placement.tiles {
            let used = rack
                .iter()
                .position(|&held| held == tile.tile)
                .expect("from the rack");
            rack.remove(used);
        }
        placement.lay_on(&mut board);
        for &cap in &scored.caps {
            board.set(cap, Cell::Cap);
        }
    }
    let rack = stock.split_off(stock.len() - RACK_SIZE);
    (board, rack)
}

fn summy_movegen(c: &mut Criterion) {
    let mut group = c.benchmark_group("summy");
    for seed in SEEDS {
        let (board, rack) = mid_game(seed);
        let rack_text: String = rack.iter().map(Tile::to_string).collect();
        println!(
            "seed {seed}: {} tiles, {} caps, rack {rack_text}: {} placements",
            board.tile_count(),
            board.caps().count(),
            placements(&board, &rack).len()
        );
        let position = (board, rack);
        group.bench_with_input(
            BenchmarkId::new("placements", seed),
            &position,
            |b, (board, rack)| b.iter(|| placements(black_box(board), black_box(rack))),
        );
        group.bench_with_input(
            BenchmarkId::new("best_placement", seed),
            &position,
            |b, (board, rack)| b.iter(|| best_placement(black_box(board), black_box(rack))),
        );
    }
    group.finish();
}

criterion_group!(benches, summy_movegen);
criterion_main!(benches);
