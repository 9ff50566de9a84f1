//! The Summy robot. It sees only a [`View`]: the board, the scores, its own rack and the tiles it
//! has not seen (stock and other racks, which it cannot tell apart).
//!
//! - **Strong** plays the placement of highest equity: its points plus what the tiles it keeps
//!   are worth (a hand-tuned leave table: zeros, repeated digits and a glut of `=` or operators
//!   are bad). It exchanges when
//!   keeping its best tiles and drawing new ones is worth more than any placement. With the
//!   stock empty the leave no longer matters: it plays the highest score, or a placement that
//!   goes down to 4 tiles (which ends the game after everyone's last turn) when it leads by
//!   enough; on its last turn it plays the highest score.
//! - **Medium** ignores the leave and picks, by its seeded randomness, one of the placements
//!   between the 50th and 75th percentile of points.
//! - **Easy** prefers placements of one or two tiles and picks one of the lower-scoring half.
//!
//! Every level exchanges only when it cannot place (strong also when its rack is poor) and the
//! stock can replace what it gives up; otherwise it passes, save that strong, leading by enough
//! with the stock empty, gives up tiles to end the game.

use super::game::{Game, View, LAST_TURN_AT};
use super::movegen;
use super::moves::{Move, Placement};
use super::tile::Tile;
use crate::game::Score;
use crate::robot::{argmax, first_best, Choice, Level, Thinking};
use crate::tiles;
use rand_pcg::Pcg64Mcg;

/// A lead that one last move of the others is unlikely to make up.
const SAFE_LEAD: i64 = 30;

type Candidate = tiles::Candidate<Placement, Tile>;

/// The robot's move for the seat whose view this is; `value` is the points the move scores.
pub fn choose(view: &View, thinking: &Thinking) -> Choice<Move> {
    let options = movegen::placements(&view.board, &view.rack);
    let laid = |placement: &Placement| placement.tiles.len();
    let cannot_place = |rng: &mut Pcg64Mcg| cannot_place(view, thinking.level, rng);
    tiles::robot_choice(options, thinking, laid, |options| strong(view, options), cannot_place)
}

fn place(placement: Placement, points: u32) -> Choice<Move> {
    Choice {
        mv: Move::Place(placement),
        value: i64::from(points),
    }
}

fn exchange(tiles: Vec<Tile>) -> Choice<Move> {
    Choice {
        mv: Move::Exchange(tiles),
        value: 0,
    }
}

/// No placement: exchange what the stock can replace, or pass.
fn cannot_place(view: &View, level: Level, rng: &mut Pcg64Mcg) -> Choice<Move> {
    if level == Level::Strong {
        if let Some(choice) = end_by_exchange(view) {
            return choice;
        }
    }
    let count = view.rack.len().min(view.stock_len);
    if count == 0 || view.last_turns.is_some() {
        return Choice {
            mv: Move::Pass,
            value: 0,
        };
    }
    let back = match level {
        Level::Strong => tiles::without(&view.rack, &best_keep(view).0),
        Level::Medium | Level::Easy => tiles::any_tiles(&view.rack, count, rng),
    };
    exchange(back)
}

/// With the stock empty and a safe lead: give up tiles down to 4, which ends the game once
/// everyone else has had a last turn.
fn end_by_exchange(view: &View) -> Option<Choice<Move>> {
    if view.stock_len > 0 || view.last_turns.is_some() || view.rack.len() <= LAST_TURN_AT {
        return None;
    }
    if lead(view, 0) < SAFE_LEAD {
        return None;
    }
    let mut rack = view.rack.clone();
    rack.sort();
    Some(exchange(rack.split_off(LAST_TURN_AT)))
}

/// The seat's lead over the best other seat after scoring `points`.
fn lead(view: &View, points: u32) -> Score {
    let own = view.scores[view.seat] + Score::from(points);
    let best_other = (0..view.seat_count)
        .filter(|&seat| seat != view.seat)
        .map(|seat| view.scores[seat])
        .max()
        .unwrap_or(0);
    own - best_other
}

/// The rack left once `placement` is laid.
fn kept_after(rack: &[Tile], placement: &Placement) -> Vec<Tile> {
    let mut kept = rack.to_vec();
    for tile in &placement.tiles {
        tiles::take(&mut kept, &tile.tile);
    }
    kept
}

/// What keeping a digit is worth: it scores its value once laid, but 0 fits badly.
const DIGIT_LEAVE: [f64; 10] = [-1.0, 0.0, 0.2, 0.3, 0.3, 0.4, 0.3, 0.3, 0.2, 0.2];
/// Each further copy of a digit already kept.
const REPEAT_LEAVE: f64 = -1.0;
/// Keeping 0, 1, 2, 3 `=` (each further one: the last step again). The board offers `=` and
/// operators to build on, so only a glut of them is bad (measured: rewarding one `=` and one or
/// two operators lost games against a robot that ignores the leave).
const EQUALS_LEAVE: [f64; 4] = [0.0, 0.0, 0.0, -1.5];
/// Keeping 0, 1, 2, 3, 4 operators (+ - x :).
const OPERATORS_LEAVE: [f64; 5] = [0.0, 0.0, 0.0, -0.5, -1.5];
/// What an exchange gives up: a turn's points.
const EXCHANGE_COST: f64 = 8.0;

/// A table entry, the last one stepping on as far as needed.
fn stepped(table: &[f64], count: usize) -> f64 {
    let last = table.len() - 1;
    if count <= last {
        table[count]
    } else {
        table[last] + (table[last] - table[last - 1]) * (count - last) as f64
    }
}

/// The worth of keeping `tiles`, in points.
fn leave(tiles: &[Tile]) -> f64 {
    let mut digits = [0u8; 10];
    let mut operators = 0;
    let mut equals = 0;
    let mut worth = 0.0;
    for &tile in tiles {
        match tile {
            Tile::Digit(digit) => {
                let seen = &mut digits[usize::from(digit)];
                worth += if *seen == 0 {
                    DIGIT_LEAVE[usize::from(digit)]
                } else {
                    REPEAT_LEAVE * f64::from(*seen)
                };
                *seen += 1;
            }
            Tile::Equals => equals += 1,
            _ => operators += 1,
        }
    }
    worth + stepped(&EQUALS_LEAVE, equals) + stepped(&OPERATORS_LEAVE, operators)
}

/// The tiles to keep when exchanging (what goes back, the stock can replace) and their leave:
/// the best of every subset of the rack.
fn best_keep(view: &View) -> (Vec<Tile>, f64) {
    let most_back = view.stock_len.min(view.rack.len());
    // Sorted, each set of tiles is weighed once, however many ways the rack holds it.
    let mut seen = std::collections::HashSet::new();
    let weighed = tiles::keeps(&view.rack, most_back).filter_map(|mut kept| {
        kept.sort();
        seen.insert(kept.clone()).then(|| {
            let worth = leave(&kept);
            (kept, worth)
        })
    });
    first_best(weighed).unwrap_or_default()
}

fn strong(view: &View, options: Vec<(Placement, u32)>) -> Choice<Move> {
    let candidates = Candidate::all(options, |placement| kept_after(&view.rack, placement));
    let highest = argmax(&candidates, |candidate| f64::from(candidate.points));
    let chosen = if view.last_turns.is_some() {
        highest
    } else if view.stock_len == 0 {
        // Going down to 4 tiles ends the game after everyone's last turn: worth it with a safe
        // lead, to be avoided without one.
        let ends = |candidate: &Candidate| candidate.kept.len() <= LAST_TURN_AT;
        let out = (0..candidates.len())
            .filter(|&index| ends(&candidates[index]))
            .max_by_key(|&index| (candidates[index].points, std::cmp::Reverse(index)));
        match out {
            Some(out) if lead(view, candidates[out].points) >= SAFE_LEAD => out,
            _ => {
                if let Some(choice) = end_by_exchange(view) {
                    if lead(view, 0) >= SAFE_LEAD && candidates[highest].points < 10 {
                        return choice;
                    }
                }
                highest
            }
        }
    } else {
        // The leave counts less as the stock empties: few tiles are left to draw to it.
        let weight = (view.stock_len as f64 / 8.0).min(1.0);
        let equity = |candidate: &Candidate| f64::from(candidate.points) + weight * leave(&candidate.kept);
        let best = argmax(&candidates, equity);
        let (kept, keep_worth) = best_keep(view);
        let back = view.rack.len() - kept.len();
        if view.stock_len >= back && keep_worth - EXCHANGE_COST > equity(&candidates[best]) {
            return exchange(tiles::without(&view.rack, &kept));
        }
        best
    };
    let candidate = &candidates[chosen];
    place(candidate.placement.clone(), candidate.points)
}

crate::tiles::tile_arena!();
