//! The Summy move generator against a brute force that tries every run of consecutive empty
//! squares in a line with every assignment of the rack's tiles and keeps what `rules::check`
//! accepts. (Any other set of squares in a line leaves an empty square between two new tiles,
//! which `rules::check` refuses as a gap.)
//!
//! Racks of 5-7 tiles make the brute force slow in a debug build: those cases are ignored by
//! default; run them with `cargo test --release -p gameshelf-engine --test engine summy_movegen:: --
//! --ignored`.

use crate::support::generator_differences;
use gameshelf_engine::summy::{
    any_placement, best_placement, check, placements, tile_set, Board, Cell, Move, NewTile, Placement,
    RuleError, Tile, RACK_SIZE,
};
use gameshelf_engine::tiles::{Direction, Square};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::collections::{BTreeMap, HashMap};

fn square(name: &str) -> Square {
    name.parse().unwrap_or_else(|error| panic!("{name}: {error}"))
}

fn placement(text: &str) -> Placement {
    match text.parse() {
        Ok(Move::Place(placement)) => placement,
        other => panic!("{text} is not a placement: {other:?}"),
    }
}

/// `"2+2=4"` as tiles.
fn tiles(text: &str) -> Vec<Tile> {
    text.chars()
        .map(|symbol| Tile::from_char(symbol).unwrap_or_else(|| panic!("{symbol:?} in {text}")))
        .collect()
}

fn written(placement: &Placement) -> String {
    Move::Place(placement.clone()).to_string()
}

/// Lays a legal placement as the game does: its tiles, then a cap at each end of every sum it
/// completes.
fn play(board: &mut Board, placement: &Placement) {
    let scored = check(board, placement).unwrap_or_else(|error| panic!("{}: {error}", written(placement)));
    placement.lay_on(board);
    for &cap in &scored.caps {
        board.set(cap, Cell::Cap);
    }
}

/// Every legal placement and its points, found without the generator.
fn brute_force(board: &Board, rack: &[Tile]) -> HashMap<Vec<NewTile>, u32> {
    let mut counts: BTreeMap<Tile, usize> = BTreeMap::new();
    for &tile in rack {
        *counts.entry(tile).or_default() += 1;
    }
    let most = rack.len().min(RACK_SIZE);
    let size = board.size();
    let mut found = HashMap::new();
    for direction in [Direction::Across, Direction::Down] {
        for line in 0..size {
            let empties: Vec<Square> = (0..size)
                .map(|offset| match direction {
                    Direction::Across => Square::new(line, offset),
                    _ => Square::new(offset, line),
                })
                .filter(|&square| board.get(square).is_none())
                .collect();
            for first in 0..empties.len() {
                for len in 1..=most.min(empties.len() - first) {
                    let squares = &empties[first..first + len];
                    assign(squares, &mut counts, &mut Vec::new(), &mut |tiles| {
                        let placement = Placement {
                            tiles: tiles.to_vec(),
                        };
                        if let Ok(scored) = check(board, &placement) {
                            // A single tile comes up once per direction.
                            let earlier = found.insert(placement.tiles, scored.points);
                            assert!(earlier.is_none_or(|points| points == scored.points));
                        }
                    });
                }
            }
        }
    }
    found
}

/// Calls `found` with each way to lay tiles from `counts` on `squares`, equal tiles once.
fn assign(
    squares: &[Square],
    counts: &mut BTreeMap<Tile, usize>,
    tiles: &mut Vec<NewTile>,
    found: &mut impl FnMut(&[NewTile]),
) {
    let Some(&square) = squares.get(tiles.len()) else {
        return found(tiles);
    };
    let kinds: Vec<Tile> = counts
        .iter()
        .filter(|&(_, &count)| count > 0)
        .map(|(&tile, _)| tile)
        .collect();
    for tile in kinds {
        *counts.get_mut(&tile).unwrap() -= 1;
        tiles.push(NewTile { square, tile });
        assign(squares, counts, tiles, found);
        tiles.pop();
        *counts.get_mut(&tile).unwrap() += 1;
    }
}

/// The generator's placements with their points, checking that each comes once with its tiles
/// in reading order.
fn generated(board: &Board, rack: &[Tile]) -> HashMap<Vec<NewTile>, u32> {
    let mut found = HashMap::new();
    for (placement, points) in placements(board, rack) {
        let text = written(&placement);
        let in_order = placement
            .tiles
            .windows(2)
            .all(|pair| pair[0].square < pair[1].square);
        assert!(in_order, "{text}: tiles out of reading order");
        assert!(
            found.insert(placement.tiles, points).is_none(),
            "{text} found twice"
        );
    }
    found
}

/// Compares the generator with the brute force, naming a few differences.
fn assert_exact(board: &Board, rack: &[Tile], case: &str) -> HashMap<Vec<NewTile>, u32> {
    let found = generated(board, rack);
    let expected = brute_force(board, rack);
    let text = |tiles: &Vec<NewTile>| written(&Placement { tiles: tiles.clone() });
    let problems = generator_differences(&found, &expected, text);
    assert!(problems.is_empty(), "{case}: {problems:#?}\n{}", picture(board));
    found
}

/// The board as text, a row a line: `.` empty, `#` a cap.
fn picture(board: &Board) -> String {
    let size = board.size();
    (0..size)
        .map(|row| {
            (0..size)
                .map(|col| match board.get(Square::new(row, col)) {
                    None => '.',
                    Some(Cell::Cap) => '#',
                    Some(Cell::Tile(tile)) => tile.symbol(),
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Full racks drawn to find a placement to build a rack from.
const ATTEMPTS: usize = 12;

/// A board of side 7 or 9 after up to `turns` random legal turns of full racks (a turn with no
/// placement is skipped), and a rack of `rack_len` tiles. Small random racks rarely make a sum,
/// so the seed picks one of three kinds of rack:
/// 0. `rack_len` tiles from the rest of the stock;
/// 1. the tiles of some full rack's placement of `rack_len` tiles or fewer, topped up from that
///    rack;
/// 2. `rack_len` tiles of some full rack's longer placement, whose other tiles are laid on the
///    board with no rule checked. The game never leaves a part of a sum along a placement's
///    line, but the generator must agree with the brute force on any board.
fn random_position(seed: u64, turns: usize, rack_len: usize) -> (Board, Vec<Tile>) {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut stock = tile_set();
    let equals = stock.iter().position(|&tile| tile == Tile::Equals).unwrap();
    stock.remove(equals);
    stock.shuffle(&mut rng);
    let mut board = Board::new(if seed % 2 == 0 { 7 } else { 9 });
    for _ in 0..rng.random_range(0..=turns) {
        let rack = stock.split_off(stock.len() - RACK_SIZE);
        let options = placements(&board, &rack);
        if let Some((chosen, _)) = options.get(rng.random_range(0..options.len().max(1))) {
            play(&mut board, chosen);
            stock.splice(0..0, rest_of(rack, chosen));
        } else {
            stock.splice(0..0, rack);
        }
    }
    let kind = seed % 3;
    for _ in 0..ATTEMPTS * usize::from(kind != 0) {
        stock.shuffle(&mut rng);
        let full = &stock[stock.len() - RACK_SIZE..];
        let options: Vec<Placement> = placements(&board, full)
            .into_iter()
            .map(|(placement, _)| placement)
            .filter(|placement| (placement.tiles.len() > rack_len) == (kind == 2))
            .collect();
        let Some(chosen) = options.get(rng.random_range(0..options.len().max(1))) else {
            continue;
        };
        let mut rack: Vec<Tile>;
        if kind == 1 {
            let mut rest = rest_of(full.to_vec(), chosen);
            rest.shuffle(&mut rng);
            rack = chosen
                .tiles
                .iter()
                .map(|new| new.tile)
                .chain(rest)
                .take(rack_len)
                .collect();
        } else {
            let mut tiles = chosen.tiles.clone();
            tiles.shuffle(&mut rng);
            let laid = Placement {
                tiles: tiles.split_off(rack_len),
            };
            laid.lay_on(&mut board);
            rack = tiles.iter().map(|new| new.tile).collect();
        }
        rack.shuffle(&mut rng);
        return (board, rack);
    }
    let rack = stock.split_off(stock.len() - rack_len);
    (board, rack)
}

/// The tiles of `rack` that `placement` leaves.
fn rest_of(mut rack: Vec<Tile>, placement: &Placement) -> Vec<Tile> {
    for new in &placement.tiles {
        let used = rack.iter().position(|&tile| tile == new.tile).unwrap();
        rack.remove(used);
    }
    rack
}

/// Random positions from `seeds`: the generator against the brute force, and `any_placement` and
/// `best_placement` against the generator. Returns how many placements were compared.
fn check_random_positions(seeds: std::ops::Range<u64>, turns: usize, rack_lens: &[usize]) -> usize {
    let mut counted = 0;
    for seed in seeds {
        let rack_len = rack_lens[seed as usize % rack_lens.len()];
        let (board, rack) = random_position(seed, turns, rack_len);
        let case = format!("seed {seed}, rack {}", tiles_text(&rack));
        let found = assert_exact(&board, &rack, &case);
        counted += found.len();

        assert_eq!(any_placement(&board, &rack), !found.is_empty(), "{case}");
        let best = best_placement(&board, &rack);
        let top = found.values().max();
        assert_eq!(
            best.as_ref().map(|(_, scored)| scored.points),
            top.copied(),
            "{case}"
        );
        if let Some((placement, scored)) = best {
            // Ties go to the first placement found.
            let list = placements(&board, &rack);
            let first_top = list
                .iter()
                .find(|(_, points)| Some(points) == top)
                .map(|(first, _)| first);
            assert_eq!(first_top, Some(&placement), "{case}");
            assert_eq!(check(&board, &placement), Ok(scored), "{case}");
        }
    }
    counted
}

fn tiles_text(tiles: &[Tile]) -> String {
    tiles.iter().map(|tile| tile.symbol()).collect()
}

#[test]
fn placements_match_brute_force_on_random_positions() {
    let counted = check_random_positions(0..300, 6, &[1, 2, 3, 4, 4]);
    assert!(counted > 200, "the positions should offer placements: {counted}");
}

#[test]
#[ignore = "slow in a debug build: run with --release"]
fn placements_match_brute_force_with_larger_racks() {
    let counted = check_random_positions(1000..1600, 8, &[5, 6, 6, 7]);
    assert!(counted > 5000, "the positions should offer placements: {counted}");
}

#[test]
fn two_plus_two_is_four_through_the_centre_both_ways() {
    // On an empty 7x7 board only the centre = (D4) lies on it: 2+2=4 is the only sum of these
    // tiles, and it reaches the centre as A4-C4 and E4 across or D1-D3 and D5 down. No tile
    // touches anything across it, so each scores its own digits, 2+2+4.
    let board = Board::new(7);
    let mut found: Vec<(String, u32)> = placements(&board, &tiles("2+24"))
        .into_iter()
        .map(|(placement, points)| (written(&placement), points))
        .collect();
    found.sort();
    assert_eq!(
        found,
        [
            ("A4=2 B4=+ C4=2 E4=4".to_string(), 8),
            ("D1=2 D2=+ D3=2 D5=4".to_string(), 8),
        ]
    );
    assert!(any_placement(&board, &tiles("2+24")));
    let (best, scored) = best_placement(&board, &tiles("4+22")).unwrap();
    assert_eq!(written(&best), "A4=2 B4=+ C4=2 E4=4");
    assert_eq!(scored.points, 8);
    assert_eq!(scored.caps, [square("F4")]);

    for rack in ["+-x:=", "=", "+", ""] {
        assert!(placements(&board, &tiles(rack)).is_empty(), "{rack}");
        assert!(!any_placement(&board, &tiles(rack)), "{rack}");
        assert!(best_placement(&board, &tiles(rack)).is_none(), "{rack}");
    }
}

#[test]
fn a_single_tile_scores_every_sum_it_completes() {
    // 1+1= across C6-F6 (F6 is the centre = of an 11x11 board) and 1+1= down G2-G5 both end
    // before G6: a 2 there completes both, and nowhere else does a single 2 complete a sum.
    let mut board = Board::new(11);
    placement("C6=1 D6=+ E6=1 G2=1 G3=+ G4=1 G5==").lay_on(&mut board);
    let found = assert_exact(&board, &tiles("2"), "two sums");
    assert_eq!(found, HashMap::from([(placement("G6=2").tiles, 8)]));
    let (_, scored) = best_placement(&board, &tiles("2")).unwrap();
    assert_eq!(scored.sums.len(), 2);
    assert_eq!(scored.points, 8);
}

#[test]
fn caps_close_a_completed_sum() {
    // 2+2=4 across C6-G6 through the centre = of an 11x11 board puts caps on B6 and H6. Without
    // them, 0+ on A6-B6 would make 0+2+2=4; with them, B6 is closed.
    let sum = placement("C6=2 D6=+ E6=2 G6=4");
    let extension = placement("A6=0 B6=+");
    let rack = tiles("0+");

    let mut uncapped = Board::new(11);
    sum.lay_on(&mut uncapped);
    assert_eq!(check(&uncapped, &extension).map(|scored| scored.points), Ok(8));
    assert!(generated(&uncapped, &rack).contains_key(&extension.tiles));

    let mut capped = Board::new(11);
    play(&mut capped, &sum);
    assert_eq!(capped.caps().collect::<Vec<_>>(), [square("B6"), square("H6")]);
    assert_eq!(
        check(&capped, &extension),
        Err(RuleError::SumClosed(square("B6")))
    );
    let found = assert_exact(&capped, &rack, "capped");
    assert!(!found.contains_key(&extension.tiles));
}

#[test]
fn equal_tiles_in_the_rack_give_each_placement_once() {
    let board = Board::new(7);
    let single = placements(&board, &tiles("2+24"));
    let doubled = placements(&board, &tiles("22++2244"));
    assert_eq!(generated(&board, &tiles("22++2244")).len(), doubled.len());
    for (placement, _) in &single {
        assert!(
            doubled.iter().any(|(other, _)| other == placement),
            "{}",
            written(placement)
        );
    }
}
