//! The Addique robot. It is given only a [`View`]: the table, the scores, its own hand and the
//! pieces it has not seen, which it cannot tell apart (the pool and the other hands), so it
//! cannot cheat.
//!
//! - **Easy** takes points when it sees some, but rarely the most: the better of two scoring
//!   moves picked at random (see [`EASY_LOOKS`]), any move when none scores.
//! - **Medium** looks no further than its own points: a random move among those scoring near the
//!   best (at most a tenth of the best below it, or 2 points when that is more).
//! - **Strong** weighs what a move scores against the best reply it leaves open to the next
//!   player, and the best its remaining pieces could score next turn: `points − expected best
//!   reply + FOLLOW_UP × own follow-up` for the [`CANDIDATES`] best-scoring moves, falling back to
//!   the best-scoring move once its time is up. See [`weigh`] and [`expected_reply`]. The reply
//!   counts in full with any number of players: counted as one opponent's in `seats − 1`, it
//!   left Strong no better than Medium at 4, 6 and 8 players (docs/benchmarks.md).

use super::game::{Game, View};
use super::moves::Move;
use super::piece::Piece;
use super::reading::score;
use super::table::Table;
use crate::robot::{Arena, Choice, Deadline, Level, Thinking};
use rand::Rng;

/// How many scoring moves Easy picks at random before playing the better: two thirds of scoring
/// moves score under 10 points, so with one look Easy scored about a tenth of Medium's points
/// over 100 games, with two a fifth and with three a quarter, Medium winning (nearly) every game
/// at every player count.
pub const EASY_LOOKS: usize = 2;

/// How many of the best-scoring moves Strong looks at the replies to.
pub const CANDIDATES: usize = 12;

/// How much Strong counts on scoring next turn with the pieces it keeps (see [`weigh`]): tuned on
/// Strong against Medium, where 0.3-0.5 did best and 0.7-1 worse.
pub const FOLLOW_UP: f64 = 0.5;

/// Two views are equal when they show the same: the table is compared by its pieces in the order
/// played, which is all a table holds.
impl View {
    /// How many seats play.
    pub fn seats(&self) -> usize {
        self.scores.len()
    }

    /// Every move of the hand, with its points, pieces in hand order then spots in table order.
    pub fn moves(&self) -> Vec<(Move, u64)> {
        let spots = spots(&self.table);
        self.hand
            .iter()
            .flat_map(|&piece| spots.iter().map(move |&at| Move { piece, at }))
            .map(|mv| (mv, points(&self.table, mv.piece, mv.at)))
            .collect()
    }
}

/// Where a piece may go: the legal spots, or the centre of an empty table.
fn spots(table: &Table) -> Vec<(i32, i32)> {
    if table.is_empty() {
        vec![(0, 0)]
    } else {
        table.legal_spots()
    }
}

fn points(table: &Table, piece: Piece, at: (i32, i32)) -> u64 {
    score(table, piece, at).total
}

/// The robot's move for the seat of `view`, and the points it scores. Panics when the hand is
/// empty (the game is over).
pub fn choose(view: &View, thinking: &Thinking) -> Choice<Move> {
    let moves = view.moves();
    assert!(
        !moves.is_empty(),
        "the robot is asked for a move with none to play"
    );
    let mut rng = thinking.rng();
    let (mv, value) = match thinking.level {
        Level::Easy => easy(moves, &mut rng),
        Level::Medium => {
            let best = moves.iter().map(|&(_, points)| points).max().unwrap_or(0);
            let slack = (best / 10).max(2);
            let near: Vec<(Move, u64)> = moves
                .into_iter()
                .filter(|&(_, points)| points + slack >= best)
                .collect();
            near[rng.random_range(0..near.len())]
        }
        Level::Strong => strong(view, moves, thinking.deadline()),
    };
    Choice {
        mv,
        value: value as i64,
    }
}

/// Easy: the better of [`EASY_LOOKS`] moves picked at random among those that score, the first
/// of equals; any move at random when none scores. It takes points when it sees them, but
/// rarely the most, since few moves score much.
fn easy(moves: Vec<(Move, u64)>, rng: &mut impl Rng) -> (Move, u64) {
    let scoring: Vec<(Move, u64)> = moves.iter().copied().filter(|&(_, points)| points > 0).collect();
    if scoring.is_empty() {
        return moves[rng.random_range(0..moves.len())];
    }
    (0..EASY_LOOKS)
        .map(|_| scoring[rng.random_range(0..scoring.len())])
        .reduce(|best, seen| if seen.1 > best.1 { seen } else { best })
        .expect("at least one look")
}

/// The best-scoring move, the first of equals.
fn best_own(moves: &[(Move, u64)]) -> (Move, u64) {
    *moves
        .iter()
        .rev()
        .max_by_key(|&&(_, points)| points)
        .expect("a move")
}

/// Strong: for the [`CANDIDATES`] best-scoring moves, their [`weigh`]t; the highest wins, the
/// higher-scoring of equals. Once `deadline` passes, the candidates not yet weighed are left out:
/// the first, the best-scoring move, is weighed unless time was up from the start, when it is
/// played as it is. With no one left to reply (the game's last piece) it is the best-scoring move.
fn strong(view: &View, mut moves: Vec<(Move, u64)>, deadline: Deadline) -> (Move, u64) {
    if reply_hand(view) == 0 {
        return best_own(&moves);
    }
    // Stable and descending: the best-scoring first, equals in the view's order.
    moves.sort_by_key(|&(_, points)| std::cmp::Reverse(points));
    let mut best: Option<(f64, (Move, u64))> = None;
    for &(mv, own) in moves.iter().take(CANDIDATES) {
        if deadline.passed() {
            break;
        }
        let value = weigh(view, mv, own);
        if best.is_none_or(|(highest, _)| value > highest) {
            best = Some((value, (mv, own)));
        }
    }
    best.map_or_else(|| best_own(&moves), |(_, choice)| choice)
}

/// How many pieces the next seat may reply with: none once every piece is played or seen.
fn reply_hand(view: &View) -> usize {
    let next = (view.to_move + 1) % view.seats();
    let hand = view.hand_sizes.get(next).copied().unwrap_or(0);
    if view.unseen.is_empty() {
        0
    } else {
        hand
    }
}

/// What Strong thinks `mv`, scoring `points`, is worth to the seat of `view`: its points, less
/// the [`expected_reply`] of the next seat on the table it leaves, plus [`FOLLOW_UP`] (shared
/// among the seats that move before this one's next turn) of the best its remaining pieces could
/// score there next turn, if the spot is still open. The follow-up makes it keep a good piece for
/// later rather than spend it on less, and open spots that only its own hand fits.
pub fn weigh(view: &View, mv: Move, points: u64) -> f64 {
    let mut after = view.table.clone();
    after.place(mv.piece, mv.at).expect("a move of the view is legal");
    let reply = expected_reply(&after, &view.unseen, reply_hand(view));
    let rest: Vec<Piece> = view
        .hand
        .iter()
        .copied()
        .filter(|&piece| piece != mv.piece)
        .collect();
    let follow_up = if rest.is_empty() {
        0.0
    } else {
        expected_reply(&after, &rest, rest.len()) * FOLLOW_UP / (view.seats() - 1) as f64
    };
    points as f64 - reply + follow_up
}

/// The expected best reply of a seat holding `hand` pieces on `table`, its hand unknown. Every
/// unseen piece is equally likely to be in it: the robot cannot tell the pool from the other
/// hands. So each unseen piece gets the best it could score anywhere on `table`, and the estimate
/// is the expected highest of those over a random hand of `hand` unseen pieces: with the `u`
/// bests sorted from the highest, the `i`-th (from 1) is the hand's best exactly when it is in
/// the hand and the `i − 1` higher are not, with probability `C(u − i, hand − 1) / C(u, hand)`.
///
/// This is rather than the best reply of any unseen piece, which overrates the threat early in
/// the game, when one piece in 45 fits a spot well and the reply is unlikely, and rather than a
/// plain average, which underrates it, since the reply is the best of a whole hand. Once the pool
/// is empty in a two-seat game the unseen pieces are the other hand and the estimate is exact.
pub fn expected_reply(table: &Table, unseen: &[Piece], hand: usize) -> f64 {
    let spots = spots(table);
    let mut bests: Vec<u64> = unseen
        .iter()
        .map(|&piece| {
            spots
                .iter()
                .map(|&at| points(table, piece, at))
                .max()
                .unwrap_or(0)
        })
        .collect();
    expected_highest(&mut bests, hand)
}

/// The expected highest of `hand` values drawn without replacement from `values`.
fn expected_highest(values: &mut [u64], hand: usize) -> f64 {
    let total = values.len();
    let hand = hand.min(total);
    if hand == 0 {
        return 0.0;
    }
    values.sort_unstable_by(|a, b| b.cmp(a));
    // P(the i-th is the highest drawn) = C(total − i, hand − 1) / C(total, hand), i from 1; the
    // first is hand / total, and each next one follows from the previous by
    // (total − i − hand + 1) / (total − i).
    let mut chance = hand as f64 / total as f64;
    let mut expected = 0.0;
    for (index, &value) in values.iter().enumerate() {
        let i = index + 1;
        expected += chance * value as f64;
        if total - i < hand {
            break;
        }
        chance *= (total - i + 1 - hand) as f64 / (total - i) as f64;
    }
    expected
}

impl Arena for Game {
    fn choose(&self, thinking: &Thinking) -> Option<Choice<Move>> {
        (!self.position().is_over()).then(|| choose(&self.view(), thinking))
    }

    fn review(&self, played: &Move, thinking: &Thinking) -> Option<(Choice<Move>, i64)> {
        let points = self
            .check(*played)
            .map_or(0, |scored| scored.score());
        Some((self.choose(thinking)?, points))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn brute(values: &[u64], hand: usize) -> f64 {
        // Every hand of `hand` indices, equally likely.
        let n = values.len();
        let mut sum = 0.0;
        let mut count = 0.0;
        for mask in 0u32..(1 << n) {
            if mask.count_ones() as usize == hand {
                let best = (0..n)
                    .filter(|&i| mask & (1 << i) != 0)
                    .map(|i| values[i])
                    .max()
                    .unwrap();
                sum += best as f64;
                count += 1.0;
            }
        }
        sum / count
    }

    #[test]
    fn the_expected_highest_matches_every_hand_counted() {
        let values = [5, 0, 17, 3, 3, 9, 12, 1];
        for hand in 1..=values.len() {
            let mut copy = values;
            let expected = expected_highest(&mut copy, hand);
            assert!((expected - brute(&values, hand)).abs() < 1e-9, "hand {hand}");
        }
        assert_eq!(expected_highest(&mut [4, 9], 0), 0.0);
        assert_eq!(expected_highest(&mut [4, 9], 3), 9.0);
        assert_eq!(expected_highest(&mut [], 3), 0.0);
    }
}
