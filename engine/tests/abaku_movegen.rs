//! The Abaku move generator against a brute force that tries every gap-free set of squares in a
//! line with every assignment of the rack's tiles and keeps what `rules::check` accepts.
//!
//! Racks of 4-5 tiles make the brute force slow in a debug build: those cases are ignored by
//! default; run them with `cargo test --release -p gameshelf-engine --test engine abaku_movegen:: --
//! --ignored`.

use crate::support::abaku::{board_with, placement, square};
use crate::support::generator_differences;

use gameshelf_engine::abaku::equations::is_equation;
use gameshelf_engine::abaku::{
    any_placement, best_placement, check, placements, tile_set, Board, BoardKind, Direction, Move, NewTile,
    Placement, Rules, Scoring, Square, Tile, RACK_SIZE,
};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::collections::HashMap;

/// A placement with its tiles in square order, so two lists of the same placements compare equal.
type Key = (Option<Square>, Vec<NewTile>);

fn key(placement: &Placement) -> Key {
    let mut tiles = placement.tiles.clone();
    tiles.sort_by_key(|tile| tile.square);
    (placement.swap, tiles)
}

fn written(key: &Key) -> String {
    let (swap, tiles) = key.clone();
    Move::Place(Placement { swap, tiles }).to_string()
}

fn rules(diagonal: bool, scoring: Scoring) -> Rules {
    Rules { diagonal, scoring }
}

/// `"12*"` as the tiles 1, 2 and the joker.
fn rack(text: &str) -> Vec<Tile> {
    text.chars()
        .map(|tile| tile.to_string().parse().unwrap())
        .collect()
}

/// Every legal placement and its score, found without the generator.
fn brute_force(board: &Board, rules: Rules, rack: &[Tile]) -> HashMap<Key, u32> {
    let mut racks = vec![(None, rack.to_vec())];
    for (square, placed) in board.tiles().filter(|(_, placed)| placed.joker) {
        if let Some(index) = rack.iter().position(|&tile| tile == Tile::Digit(placed.digit)) {
            let mut after = rack.to_vec();
            after[index] = Tile::Joker;
            racks.push((Some(square), after));
        }
    }
    let mut found = HashMap::new();
    for (swap, rack) in racks {
        for squares in square_sets(board, rules, rack.len().min(RACK_SIZE)) {
            let mut used = vec![false; rack.len()];
            assign(&squares, &rack, &mut used, &mut Vec::new(), &mut |tiles| {
                let placement = Placement {
                    swap,
                    tiles: tiles.to_vec(),
                };
                if let Ok(scored) = check(board, rules, &placement) {
                    found.insert(key(&placement), scored.points);
                }
            });
        }
    }
    found
}

/// Every set of 1 to `most` empty squares that leaves no empty square between them in a line (so
/// all the empty squares from one to another), skipping sets that cannot reach the board or, on
/// the first move, the centre: `check` would refuse those whatever the digits.
fn square_sets(board: &Board, rules: Rules, most: usize) -> Vec<Vec<Square>> {
    let kind = board.kind();
    let directions = Direction::in_play(rules.diagonal);
    let empty = |square: &Square| kind.contains(*square) && board.get(*square).is_none();
    let mut sets: Vec<Vec<Square>> = kind.squares().filter(empty).map(|square| vec![square]).collect();
    for &direction in directions {
        for first in kind.squares().filter(empty) {
            let mut set = vec![first];
            for steps in 1.. {
                let Some(next) = first.step(direction, steps).filter(|&sq| kind.contains(sq)) else {
                    break;
                };
                if !empty(&next) {
                    continue;
                }
                set.push(next);
                if set.len() > most {
                    break;
                }
                sets.push(set.clone());
            }
        }
    }
    let near_board = |square: &Square| {
        directions.iter().any(|&direction| {
            [-1, 1]
                .iter()
                .any(|&side| board.at(square.step(direction, side)).is_some())
        })
    };
    sets.retain(|set| {
        if board.is_empty() {
            set.contains(&kind.centre())
        } else {
            set.iter().any(near_board)
        }
    });
    sets.retain(|set| set.len() <= most);
    sets
}

/// Calls `found` with each way to lay distinct rack tiles on `squares`, the joker as each digit.
fn assign(
    squares: &[Square],
    rack: &[Tile],
    used: &mut [bool],
    tiles: &mut Vec<NewTile>,
    found: &mut impl FnMut(&[NewTile]),
) {
    let Some(&square) = squares.get(tiles.len()) else {
        return found(tiles);
    };
    for index in 0..rack.len() {
        // Equal tiles give equal placements: try the first unused one only.
        if used[index] || (0..index).any(|earlier| !used[earlier] && rack[earlier] == rack[index]) {
            continue;
        }
        used[index] = true;
        let choices: Vec<NewTile> = match rack[index] {
            Tile::Digit(digit) => vec![NewTile {
                square,
                digit,
                joker: false,
            }],
            Tile::Joker => (0..10)
                .map(|digit| NewTile {
                    square,
                    digit,
                    joker: true,
                })
                .collect(),
        };
        for tile in choices {
            tiles.push(tile);
            assign(squares, rack, used, tiles, found);
            tiles.pop();
        }
        used[index] = false;
    }
}

/// The generator's placements by key, checking that each comes once with its tiles in reading
/// order.
fn generated(board: &Board, rules: Rules, rack: &[Tile]) -> HashMap<Key, u32> {
    let mut found = HashMap::new();
    for (placement, points) in placements(board, rules, rack) {
        let in_order = placement.tiles.windows(2).all(|pair| {
            Direction::in_play(rules.diagonal)
                .iter()
                .any(|direction| direction.steps_between(pair[0].square, pair[1].square).is_some())
        });
        let text = Move::Place(placement.clone()).to_string();
        assert!(in_order, "{text}: tiles out of reading order");
        assert!(
            found.insert(key(&placement), points).is_none(),
            "{text} found twice"
        );
    }
    found
}

/// Compares the generator with the brute force, naming a few differences.
fn assert_exact(board: &Board, rules: Rules, rack: &[Tile], case: &str) -> HashMap<Key, u32> {
    let found = generated(board, rules, rack);
    let expected = brute_force(board, rules, rack);
    let problems = generator_differences(&found, &expected, written);
    assert!(problems.is_empty(), "{case}: {problems:#?}");
    found
}

/// A position reached by a few random legal turns from an empty board, and a rack of `rack_len`
/// tiles from the rest of the bag. The seed's low bits pick the board, diagonal play and the
/// scoring, so every combination comes up. Some seeds give the joker to the first turn, and some
/// racks then hold the digit it stands for, so joker swaps come up too.
fn random_position(seed: u64, turns: usize, rack_len: usize) -> (Board, Rules, Vec<Tile>) {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let kind = if seed & 1 == 0 {
        BoardKind::Classic
    } else {
        BoardKind::Blank
    };
    let scoring = if seed & 4 == 0 {
        Scoring::TileCount
    } else {
        Scoring::NumberValue
    };
    let rules = rules(seed & 2 != 0, scoring);
    let mut bag = tile_set();
    bag.shuffle(&mut rng);
    if seed % 3 == 0 {
        let joker = bag.iter().position(|&tile| tile == Tile::Joker).unwrap();
        let last = bag.len() - 1;
        bag.swap(joker, last);
    }
    let mut board = Board::new(kind);
    for _ in 0..rng.random_range(1..=turns) {
        let drawn = bag.split_off(bag.len() - RACK_SIZE);
        let options = placements(&board, rules, &drawn);
        if !options.is_empty() {
            options[rng.random_range(0..options.len())].0.lay_on(&mut board);
        }
    }
    let mut rack = bag.split_off(bag.len() - rack_len);
    let board_joker = board.tiles().find(|(_, placed)| placed.joker);
    if let Some((_, placed)) = board_joker.filter(|_| rng.random_bool(0.5)) {
        rack[0] = Tile::Digit(placed.digit);
    }
    (board, rules, rack)
}

/// Random positions from `seeds`: the generator against the brute force, and `any_placement` and
/// `best_placement` against the generator.
fn check_random_positions(seeds: std::ops::Range<u64>, turns: usize, rack_lens: &[usize]) {
    let mut counted = 0;
    let mut swaps = 0;
    for seed in seeds {
        let rack_len = rack_lens[seed as usize % rack_lens.len()];
        let (board, rules, mut rack) = random_position(seed, turns, rack_len);
        if seed % 4 == 1 && !rack.contains(&Tile::Joker) {
            rack[rack_len - 1] = Tile::Joker;
        }
        let case = format!("seed {seed}, {rules:?}, {:?}, rack {rack:?}", board.kind());
        let found = assert_exact(&board, rules, &rack, &case);
        counted += found.len();
        swaps += found.keys().filter(|(swap, _)| swap.is_some()).count();

        assert_eq!(any_placement(&board, rules, &rack), !found.is_empty(), "{case}");
        let best = best_placement(&board, rules, &rack);
        let top = found.values().max();
        assert_eq!(
            best.as_ref().map(|(_, scored)| scored.points),
            top.copied(),
            "{case}"
        );
        if let Some((placement, scored)) = best {
            // Ties go to the first placement found.
            let list = placements(&board, rules, &rack);
            let first_top = list
                .iter()
                .find(|(_, points)| Some(points) == top)
                .map(|(first, _)| first);
            assert_eq!(first_top, Some(&placement), "{case}");
            assert_eq!(check(&board, rules, &placement), Ok(scored), "{case}");
        }
    }
    assert!(
        counted > 0 && swaps > 0,
        "the positions should include swaps: {counted} {swaps}"
    );
}

#[test]
fn placements_match_brute_force_on_random_positions() {
    check_random_positions(0..72, 8, &[1, 2, 3]);
}

#[test]
#[ignore = "slow in a debug build: run with --release"]
fn placements_match_brute_force_with_full_racks() {
    check_random_positions(1000..1064, 8, &[4, 5]);
}

#[test]
fn the_first_move_is_an_equation_through_the_centre() {
    // 1 2 3, 2 1 3, 3 1 2 and 3 2 1 are the only equations of 1, 2 and 3 (no two of them make
    // one), each laid 3 ways over the centre in each direction: 24 placements across and down,
    // 48 with the diagonals.
    for (diagonal, count) in [(false, 24), (true, 48)] {
        for (kind, points) in [(BoardKind::Blank, 3), (BoardKind::Classic, 6)] {
            let empty = Board::new(kind);
            let found = placements(&empty, rules(diagonal, Scoring::TileCount), &rack("123"));
            assert_eq!(found.len(), count);
            for (placement, score) in &found {
                assert_eq!(placement.tiles.len(), 3);
                assert!(placement.tiles.iter().any(|tile| tile.square == kind.centre()));
                // On the classic board the start square doubles the equation; the diagonals
                // also reach number bonuses.
                if !diagonal {
                    assert_eq!(*score, points, "{placement:?}");
                }
            }
            let (_, scored) =
                best_placement(&empty, rules(false, Scoring::NumberValue), &rack("123")).unwrap();
            assert_eq!(scored.points, points * 2);
        }
    }
    let empty = Board::new(BoardKind::Classic);
    assert!(!any_placement(
        &empty,
        rules(true, Scoring::TileCount),
        &rack("5")
    ));
    assert!(placements(&empty, rules(true, Scoring::TileCount), &rack("78")).is_empty());
}

#[test]
fn a_single_tile_is_found_once_where_it_forms_equations() {
    // 1 2 3 across G9-I9 on the blank board (centre I9), and a 4: 12:3=4 after the 3, √4=2
    // above the 2 and 2²=4 below it. A 4 before the 1 or beside the 1 or the 3 forms nothing.
    // With the diagonals, the 4 above the 2 also reads 4 3 and 1 4 diagonally, and the one
    // below 1 4: only the one after the 3 is left.
    let board = board_with(BoardKind::Blank, "G9=1 H9=2 I9=3");
    for (diagonal, expected) in [
        (false, vec![("H10=4", 2), ("H8=4", 2), ("J9=4", 4)]),
        (true, vec![("J9=4", 4)]),
    ] {
        let mut found: Vec<(String, u32)> =
            placements(&board, rules(diagonal, Scoring::TileCount), &rack("4"))
                .into_iter()
                .map(|(placement, points)| (Move::Place(placement).to_string(), points))
                .collect();
        found.sort();
        let expected: Vec<(String, u32)> = expected
            .into_iter()
            .map(|(word, points)| (word.into(), points))
            .collect();
        assert_eq!(found, expected, "diagonal {diagonal}");
    }
}

#[test]
fn a_zero_needs_no_equation_sideways_unless_it_touches_alone() {
    // Under 2 2 4 (G9-I9), 1 0 8 2 across F10-I10 reads 10-8=2 and ∛8=2. Sideways the 8 reads
    // 2 8 (2³=8) and the 2 reads 4 2 (√4=2), while the 0 reads 2 0, no equation: allowed, as
    // other new tiles touch the board too. 4 + 2 along the line, 2 + 2 sideways. A 0 laid alone
    // forms no equation anywhere here and is refused.
    let board = board_with(BoardKind::Blank, "G9=2 H9=2 I9=4");
    let rules = rules(false, Scoring::TileCount);
    let found = assert_exact(&board, rules, &rack("1082"), "a zero beside");
    assert_eq!(found.get(&key(&placement("F10=1 G10=0 H10=8 I10=2"))), Some(&10));
    assert!(placements(&board, rules, &rack("0")).is_empty());
    assert!(!any_placement(&board, rules, &rack("0")));
}

#[test]
fn a_single_tile_needs_no_equation_with_a_neighbour_along_its_own_line() {
    // 9 _ 4 across row 3: a 3 between makes 9 3 (√9 = 3); the 4 lies along its line.
    let board = board_with(BoardKind::Classic, "F3=9 H3=4");
    let found = assert_exact(&board, rules(false, Scoring::TileCount), &rack("3"), "9 3 4");
    assert_eq!(found.get(&key(&placement("G3=3"))), Some(&2));
    // A 5 above the gap touches the 3 sideways with no equation: no longer a placement.
    let board = board_with(BoardKind::Classic, "F3=9 H3=4 G2=5");
    let found = assert_exact(
        &board,
        rules(false, Scoring::TileCount),
        &rack("3"),
        "5 over 9 3 4",
    );
    assert!(!found.contains_key(&key(&placement("G3=3"))));
    // A single 0 completing 80-10=70 down column C may touch the 5 beside it.
    let board = board_with(BoardKind::Blank, "C1=8 C2=0 C3=1 C5=7 C6=0 D4=5");
    let found = assert_exact(&board, rules(false, Scoring::TileCount), &rack("0"), "80-10=70");
    assert_eq!(found.get(&key(&placement("C4=0"))), Some(&6));
}

/// Whether a single `digit` on the empty `square` is legal, read straight from the rules: it
/// forms an equation along at least one line, and those are its own lines; along any other line
/// in which it touches the board, it touches sideways and forms none, which only a zero may do.
/// Also whether the stricter reading, an equation with every neighbour, would allow it.
fn single_tile_rule(board: &Board, rules: Rules, square: Square, digit: u8) -> (bool, bool) {
    let (mut own_line, mut bare_sideways, mut with_every_neighbour) = (false, false, true);
    for &direction in Direction::in_play(rules.diagonal) {
        let digits_towards = |side: i32| -> Vec<u8> {
            (1..)
                .map_while(|steps| board.at(square.step(direction, side * steps)))
                .map(|placed| placed.digit)
                .collect()
        };
        let mut line: Vec<u8> = digits_towards(-1).into_iter().rev().collect();
        let here = line.len();
        line.push(digit);
        line.extend(digits_towards(1));
        if line.len() == 1 {
            continue;
        }
        let parts: Vec<(usize, usize)> = (0..=here)
            .flat_map(|start| (here + 1..=line.len()).map(move |end| (start, end)))
            .filter(|&(start, end)| is_equation(&line[start..end]))
            .collect();
        own_line |= !parts.is_empty();
        bare_sideways |= parts.is_empty();
        let before_joined = here == 0 || parts.iter().any(|&(start, _)| start < here);
        let after_joined = here + 1 == line.len() || parts.iter().any(|&(_, end)| end > here + 1);
        with_every_neighbour &= before_joined && after_joined;
    }
    (own_line && (!bare_sideways || digit == 0), with_every_neighbour)
}

#[test]
fn every_single_tile_the_rules_allow_is_generated_and_no_other() {
    // Every digit on every empty square of random mid-game positions: the rules' reading above,
    // `check` and the generator agree on which are legal, and the two on what they score.
    let mut newly_legal = 0;
    for seed in 0..40 {
        let (board, rules, _) = random_position(seed, 12, 1);
        let case = format!("seed {seed}, {rules:?}, {:?}", board.kind());
        for digit in 0..10 {
            let generated: HashMap<Square, u32> = placements(&board, rules, &[Tile::Digit(digit)])
                .into_iter()
                .filter(|(placement, _)| placement.swap.is_none())
                .map(|(placement, points)| (placement.tiles[0].square, points))
                .collect();
            let kind = board.kind();
            for square in kind.squares().filter(|&square| board.get(square).is_none()) {
                let single = Placement {
                    swap: None,
                    tiles: vec![NewTile {
                        square,
                        digit,
                        joker: false,
                    }],
                };
                let text = format!("{case}: {}", Move::Place(single.clone()));
                let checked = check(&board, rules, &single).ok().map(|scored| scored.points);
                let (legal, strictly) = single_tile_rule(&board, rules, square, digit);
                assert_eq!(checked.is_some(), legal, "{text}");
                assert_eq!(generated.get(&square).copied(), checked, "{text}");
                newly_legal += usize::from(legal && !strictly);
            }
        }
    }
    // The positions hold single tiles that only the reading along their own lines allows.
    assert!(newly_legal > 0);
}

#[test]
fn taking_back_a_joker_adds_placements_that_use_it() {
    // The 2 of 1 2 3 is the joker. A rack holding a 2 may take it back and lay it at once.
    let board = board_with(BoardKind::Classic, "G8=1 H8=*2 I8=3");
    for scoring in [Scoring::TileCount, Scoring::NumberValue] {
        let rules = rules(false, scoring);
        let found = assert_exact(&board, rules, &rack("24"), "swap");
        let swaps: Vec<&Key> = found
            .keys()
            .filter(|(swap, _)| *swap == Some(square("H8")))
            .collect();
        assert!(swaps.iter().any(|(_, tiles)| tiles.iter().any(|tile| tile.joker)));
        // 12:3=4 with the 4 on J8 scores the joker 0, or its 2 once it is taken back.
        let plain = found[&key(&placement("J8=4"))];
        let swapped = found[&key(&placement("(H8) J8=4"))];
        let extra = if scoring == Scoring::NumberValue { 2 } else { 1 };
        assert_eq!(swapped, plain + extra);
    }
    // Without a 2 in the rack there is nothing to take back.
    let found = generated(&board, rules(false, Scoring::TileCount), &rack("4"));
    assert!(!found.is_empty() && found.keys().all(|(swap, _)| swap.is_none()));
}
