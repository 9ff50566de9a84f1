//! The Abaku robot. It sees only a [`View`]: the board, the rules, the scores, its own rack and
//! the tiles it has not seen (bag and other racks, which it cannot tell apart).
//!
//! - **Strong** plays the placement of highest equity: its points plus what the tiles it keeps
//!   are worth (a hand-tuned leave table: small digits and the joker are good, zeros and repeats
//!   are not). It exchanges when keeping its best tiles and drawing new ones is worth more than
//!   any placement. Once the bag is empty the leave no longer matters: it plays the highest
//!   score, or goes out when that gains more (the leftover tiles of the others are its).
//! - **Medium** ignores the leave and picks, by its seeded randomness, one of the placements
//!   between the 50th and 75th percentile of points.
//! - **Easy** prefers placements of one or two tiles and picks one of the lower-scoring half.
//!
//! Every level exchanges only when it cannot place and the bag allows it, and passes only when
//! it can do neither (or, stuck for good, to let the game end).

use super::board::{Board, Tile};
use super::game::{Game, View};
use super::movegen;
use super::moves::{Move, Placement};
use super::rules::{Scoring, RACK_SIZE};
use crate::game::Score;
use crate::robot::{argmax, first_best, Choice, Level, Thinking};
use crate::tiles;
use rand::Rng;
use rand_pcg::Pcg64Mcg;

type Candidate = tiles::Candidate<Placement, Tile>;

/// The robot's move for the seat whose view this is; `value` is the points the move scores.
pub fn choose(view: &View, thinking: &Thinking) -> Choice<Move> {
    let options = movegen::placements(&view.board, view.rules, &view.rack);
    let laid = |placement: &Placement| placement.tiles.len();
    let cannot_place = |rng: &mut Pcg64Mcg| cannot_place(view, thinking.level, rng);
    tiles::robot_choice(options, thinking, laid, |options| strong(view, options), cannot_place)
}

/// No placement: exchange when the bag allows, pass otherwise. A robot that cannot place passes
/// now and then all the same, and ends the game by passing after a pass when it is ahead, so
/// that a board no rack fits cannot make robots exchange for ever.
fn cannot_place(view: &View, level: Level, rng: &mut Pcg64Mcg) -> Choice<Move> {
    let pass = Choice {
        mv: Move::Pass,
        value: 0,
    };
    let count = view.rack.len().min(view.bag_len).min(RACK_SIZE);
    if count == 0 || (view.passes > 0 && leading(view)) || rng.random_ratio(1, 4) {
        return pass;
    }
    let exchanged = match level {
        Level::Strong => tiles::without(&view.rack, &best_keep(view).0),
        Level::Medium | Level::Easy => tiles::any_tiles(&view.rack, count, rng),
    };
    Choice {
        mv: Move::Exchange(exchanged),
        value: 0,
    }
}

/// Whether the seat would win if the game ended now, leftover deductions included (the others'
/// racks estimated at the average value of the unseen tiles).
fn leading(view: &View) -> bool {
    let scoring = view.rules.scoring;
    let own = view.scores[view.seat] - Score::from(rack_value(scoring, &view.rack));
    let average = if view.unseen.is_empty() {
        0.0
    } else {
        rack_value(scoring, &view.unseen) as f64 / view.unseen.len() as f64
    };
    let others = (average * RACK_SIZE as f64).round() as Score;
    (0..view.seat_count)
        .filter(|&seat| seat != view.seat)
        .all(|seat| own > view.scores[seat] - others)
}

fn rack_value(scoring: Scoring, tiles: &[Tile]) -> u32 {
    tiles.iter().map(|&tile| scoring.value(tile)).sum()
}

/// The rack left once `placement` is laid: a board joker taken back joins it.
fn kept_after(board: &Board, rack: &[Tile], placement: &Placement) -> Vec<Tile> {
    let mut kept = rack.to_vec();
    if let Some(square) = placement.swap {
        if let Some(joker) = board.get(square) {
            tiles::take(&mut kept, &Tile::Digit(joker.digit));
            kept.push(Tile::Joker);
        }
    }
    for tile in &placement.tiles {
        tiles::take(&mut kept, &tile.tile());
    }
    kept
}

/// What keeping a digit is worth, in points of the tile-count scoring: small digits make many
/// equations (1+2=3, 2x2=4, 1 1 is 1²=1), a zero only fits inside a number.
const DIGIT_LEAVE: [f64; 10] = [-1.5, 1.0, 1.0, 0.6, 0.6, -0.2, 0.0, -0.6, 0.1, -0.1];
/// The joker fits almost anywhere.
const JOKER_LEAVE: f64 = 3.0;
/// Each further copy of a digit already kept.
const REPEAT_LEAVE: f64 = -0.8;
/// What an exchange gives up: the turn's points.
const EXCHANGE_COST: f64 = 1.5;

/// The worth of keeping `tiles`, in points of the game's scoring.
fn leave(scoring: Scoring, tiles: &[Tile]) -> f64 {
    let mut counts = [0u8; 10];
    let mut worth = 0.0;
    for &tile in tiles {
        match tile {
            Tile::Joker => worth += JOKER_LEAVE,
            Tile::Digit(digit) => {
                let seen = &mut counts[usize::from(digit)];
                worth += if *seen == 0 {
                    DIGIT_LEAVE[usize::from(digit)]
                } else {
                    REPEAT_LEAVE * f64::from(*seen)
                };
                *seen += 1;
            }
        }
    }
    worth * unit(scoring)
}

/// What a tile laid in an equation scores on average, before bonuses.
fn unit(scoring: Scoring) -> f64 {
    match scoring {
        Scoring::TileCount => 1.0,
        Scoring::NumberValue => 4.5,
    }
}

/// The tiles to keep when exchanging (the rest go back, at most as many as the bag holds) and
/// their leave: the best of every subset of the rack.
fn best_keep(view: &View) -> (Vec<Tile>, f64) {
    let most_back = view.bag_len.min(RACK_SIZE).min(view.rack.len());
    let weighed = tiles::keeps(&view.rack, most_back).map(|kept| {
        let worth = leave(view.rules.scoring, &kept);
        (kept, worth)
    });
    first_best(weighed).unwrap_or_default()
}

fn strong(view: &View, options: Vec<(Placement, u32)>) -> Choice<Move> {
    let candidates = Candidate::all(options, |placement| {
        kept_after(&view.board, &view.rack, placement)
    });
    let scoring = view.rules.scoring;
    let chosen = if view.bag_len == 0 {
        endgame(view, &candidates)
    } else {
        // The leave counts less as the bag empties: few tiles are left to draw to it.
        let weight = (view.bag_len as f64 / 10.0).min(1.0);
        let equity =
            |candidate: &Candidate| f64::from(candidate.points) + weight * leave(scoring, &candidate.kept);
        let best = argmax(&candidates, equity);
        let (kept, keep_worth) = best_keep(view);
        if view.bag_len >= RACK_SIZE && keep_worth - EXCHANGE_COST * unit(scoring) > equity(&candidates[best])
        {
            return Choice {
                mv: Move::Exchange(tiles::without(&view.rack, &kept)),
                value: 0,
            };
        }
        best
    };
    let candidate = &candidates[chosen];
    Choice {
        mv: Move::Place(candidate.placement.clone()),
        value: i64::from(candidate.points),
    }
}

/// With the bag empty: the highest score (ties: the fewest leftover points), unless going out
/// gains more, for the one who goes out takes the others' leftover tiles (now exactly the unseen
/// ones) and keeps their own.
fn endgame(view: &View, candidates: &[Candidate]) -> usize {
    let scoring = view.rules.scoring;
    let plain = argmax(candidates, |candidate| {
        f64::from(candidate.points) - 0.01 * f64::from(rack_value(scoring, &candidate.kept))
    });
    let out = (0..candidates.len())
        .filter(|&index| candidates[index].kept.is_empty())
        .max_by_key(|&index| (candidates[index].points, std::cmp::Reverse(index)));
    let Some(out) = out else {
        return plain;
    };
    let others = rack_value(scoring, &view.unseen);
    let kept = rack_value(scoring, &candidates[plain].kept);
    if candidates[out].points + others + kept >= candidates[plain].points {
        out
    } else {
        plain
    }
}

crate::tiles::tile_arena!();
