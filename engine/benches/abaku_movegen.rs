//! Abaku move generation on a mid-game board: every placement of a 5-tile rack holding the
//! joker, and the best one (what the app's hint button runs).
//!
//! Run with `cargo bench -p gameshelf-engine --bench abaku_movegen`. The boards are built from a
//! fixed seed by random legal turns until they hold 40 tiles; the setup prints each board's
//! placement count.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use gameshelf_engine::abaku::{
    best_placement, placements, tile_set, Board, BoardKind, Placed, Rules, Scoring, Tile, RACK_SIZE,
};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::hint::black_box;

const SEED: u64 = 7;
const TILES: usize = 40;

/// A classic board of at least `TILES` tiles after random legal turns, and a rack of four drawn
/// tiles and the joker (kept out of the game until then).
fn mid_game(rules: Rules) -> (Board, Vec<Tile>) {
    let mut rng = Pcg64Mcg::seed_from_u64(SEED);
    let mut bag: Vec<Tile> = tile_set()
        .into_iter()
        .filter(|&tile| tile != Tile::Joker)
        .collect();
    bag.shuffle(&mut rng);
    let mut board = Board::new(BoardKind::Classic);
    let mut rack = Vec::new();
    while board.tile_count() < TILES {
        rack.extend(bag.split_off(bag.len() - (RACK_SIZE - rack.len())));
        let options = placements(&board, rules, &rack);
        if options.is_empty() {
            // Exchange the whole rack.
            bag.splice(0..0, rack.drain(..));
            continue;
        }
        let (placement, _) = &options[rng.random_range(0..options.len())];
        for tile in &placement.tiles {
            let used = rack
                .iter()
                .position(|&held| held == tile.tile())
                .expect("from the rack");
            rack.remove(used);
            let placed = Placed {
                digit: tile.digit,
                joker: false,
            };
            board.set(tile.square, placed);
        }
    }
    let mut rack: Vec<Tile> = bag.split_off(bag.len() - (RACK_SIZE - 1));
    rack.push(Tile::Joker);
    (board, rack)
}

fn abaku_movegen(c: &mut Criterion) {
    let mut group = c.benchmark_group("abaku");
    for diagonal in [false, true] {
        let rules = Rules {
            diagonal,
            scoring: Scoring::TileCount,
        };
        let (board, rack) = mid_game(rules);
        let lines = if diagonal { "diagonal" } else { "across-down" };
        let count = placements(&board, rules, &rack).len();
        let rack_text: String = rack.iter().map(Tile::to_string).collect();
        println!(
            "{lines}: {} tiles, rack {rack_text}: {count} placements",
            board.tile_count()
        );
        let position = (board, rack);
        group.bench_with_input(
            BenchmarkId::new("placements", lines),
            &position,
            |b, (board, rack)| b.iter(|| placements(black_box(board), rules, black_box(rack))),
        );
        group.bench_with_input(
            BenchmarkId::new("best_placement", lines),
            &position,
            |b, (board, rack)| b.iter(|| best_placement(black_box(board), rules, black_box(rack))),
        );
    }
    group.finish();
}

criterion_group!(benches, abaku_movegen);
criterion_main!(benches);
