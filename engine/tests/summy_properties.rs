//! Random whole Summy games for two to four players, played by a seeded random policy. After every
//! turn: no tile appears or vanishes, racks stay full while the stock lasts, exchanged tiles stay
//! out, scores add up, completed sums are capped, the record replays to the same position, and
//! undo and redo walk the whole game; at the end, the ending agrees with the turns.

use crate::support::check_replays;
use gameshelf_engine::summy::{
    check, check_sum, placements, tile_set, Cell, Ending, Game, Move, Position, Setup, Tile, LAST_TURN_AT,
    RACK_SIZE,
};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

type Checked<T = ()> = Result<T, TestCaseError>;

/// Several times what a whole game takes with this policy (about 20-25 turns).
const MAX_TURNS: usize = 100;

fn setups() -> impl Strategy<Value = Setup> {
    (2..=4_usize, any::<u64>())
        .prop_map(|(players, seed)| Setup::new((1..=players).map(|n| format!("P{n}")).collect(), seed))
}

/// The policy: mostly a random legal placement, sometimes the best one, sometimes an exchange
/// of 1-8 random rack tiles (also from an empty stock, which shortens the rack), rarely a pass.
/// With no placement it exchanges. Returns the move and, for a placement, the generator's points.
fn choose(game: &Game, rng: &mut Pcg64Mcg) -> (Move, Option<u32>) {
    let position = game.position();
    let rack = position.rack(position.to_move());
    let exchange = |rng: &mut Pcg64Mcg| {
        let mut tiles = rack.to_vec();
        tiles.shuffle(rng);
        tiles.truncate(rng.random_range(1..=rack.len()));
        (Move::Exchange(tiles), None)
    };
    let roll = rng.random_range(0..100);
    if roll < 2 || rack.is_empty() {
        return (Move::Pass, None);
    }
    if roll < 10 {
        return exchange(rng);
    }
    let mut all = placements(position.board(), rack);
    if all.is_empty() {
        return exchange(rng);
    }
    // The best placement: the first of the highest, as the hint picks it.
    let pick = if roll < 30 {
        let top = all.iter().map(|&(_, points)| points).max();
        all.iter()
            .position(|&(_, points)| Some(points) == top)
            .expect("a highest")
    } else {
        rng.random_range(0..all.len())
    };
    let (placement, points) = all.swap_remove(pick);
    (Move::Place(placement), Some(points))
}

/// Plays a game with the policy seeded by `policy`, checking every turn, and checks the end.
fn play_checked(setup: Setup, policy: u64) -> Checked<Game> {
    let mut rng = Pcg64Mcg::seed_from_u64(policy);
    let mut game = Game::new(setup);
    check_tiles(game.position())?;
    while game.outcome().is_none() && game.turns().len() < MAX_TURNS {
        let before = game.position().clone();
        let (mv, points) = choose(&game, &mut rng);
        let turn = game.play(mv.clone());
        prop_assert!(turn.is_ok(), "{mv}: {:?}", turn.err());
        check_turn(&game, &before, points)?;
        check_tiles(game.position())?;
        check_scores(&game)?;
        check_replays(&game, same_position)?;
        check_no_missed_ending(&game)?;
        check_undo_redo(&game)?;
    }
    check_ending(&game)?;
    Ok(game)
}

/// For every seat, the board (the starting `=` included), the exchanged tiles, that rack and
/// what the seat cannot see (the other racks and the stock) are the whole set; every rack is
/// full while the stock is not empty.
fn check_tiles(position: &Position) -> Checked {
    let set = tile_set();
    let seats = position.scores().len();
    for seat in 0..seats {
        let mut all: Vec<Tile> = position.out_of_play().collect();
        all.extend_from_slice(position.rack(seat));
        all.extend(position.unseen_by(seat));
        all.sort();
        prop_assert_eq!(&all, &set, "seat {}", seat);
        if position.stock_len() > 0 {
            prop_assert_eq!(position.rack(seat).len(), RACK_SIZE, "seat {}", seat);
        }
    }
    let racks: usize = (1..seats).map(|seat| position.rack(seat).len()).sum();
    prop_assert_eq!(position.unseen_by(0).len(), racks + position.stock_len());
    let on_board = position.board().tile_count();
    prop_assert_eq!(position.out_of_play().count(), on_board + position.discarded());
    Ok(())
}

/// The last turn: the stock shrinks by what the player draws, exchanged tiles join the discards
/// for good, and a placement scores what `rules::check` (and the generator) says on the board
/// before it, with every completed sum on the board and capped at both ends.
fn check_turn(game: &Game, before: &Position, generated: Option<u32>) -> Checked {
    let turn = game.turns().last().expect("a turn was played");
    let after = game.position();
    prop_assert_eq!(turn.seat, before.to_move());
    let gained = after.scores()[turn.seat] - before.scores()[turn.seat];
    let laid = match &turn.mv {
        Move::Place(placement) => placement.tiles.len(),
        Move::Exchange(tiles) => tiles.len(),
        Move::Pass => 0,
    };
    let drawn = before.stock_len().min(laid);
    prop_assert_eq!(after.stock_len(), before.stock_len() - drawn, "{}", turn.mv);
    let exchanged = match &turn.mv {
        Move::Exchange(tiles) => tiles.len(),
        _ => 0,
    };
    prop_assert_eq!(after.discarded(), before.discarded() + exchanged, "{}", turn.mv);
    let Move::Place(placement) = &turn.mv else {
        prop_assert_eq!(gained, 0);
        prop_assert_eq!(after.board(), before.board());
        return Ok(());
    };
    let expected = check(before.board(), placement);
    prop_assert_eq!(expected.as_ref(), Ok(&turn.scored), "{}", turn.mv);
    prop_assert_eq!(gained, i64::from(turn.scored.points));
    prop_assert_eq!(generated, Some(turn.scored.points), "{}", turn.mv);
    prop_assert!(!turn.scored.sums.is_empty(), "{}", turn.mv);
    let board = after.board();
    for sum in &turn.scored.sums {
        prop_assert_eq!(check_sum(&sum.tiles), Ok(sum.points), "{}", turn.mv);
        let on_board: Vec<Option<Tile>> = sum.squares().map(|square| board.tile(Some(square))).collect();
        let written: Vec<Option<Tile>> = sum.tiles.iter().copied().map(Some).collect();
        prop_assert_eq!(on_board, written, "{}", turn.mv);
        let ends = [-1, sum.tiles.len() as i32].map(|offset| sum.start.step(sum.direction, offset));
        for end in ends.into_iter().flatten().filter(|&end| board.contains(end)) {
            prop_assert_eq!(board.get(end), Some(Cell::Cap), "{} at {}", turn.mv, end);
        }
    }
    // Nothing else changed: the new tiles, and caps only on squares that were empty.
    for square in board.squares() {
        let new = placement.tiles.iter().find(|tile| tile.square == square);
        let expected = match (new, before.board().get(square)) {
            (Some(tile), _) => Some(Cell::Tile(tile.tile)),
            (None, None) if turn.scored.caps.contains(&square) => Some(Cell::Cap),
            (None, cell) => cell,
        };
        prop_assert_eq!(board.get(square), expected, "{} at {}", turn.mv, square);
    }
    Ok(())
}

/// Each seat's score is the sum of its turns' points.
fn check_scores(game: &Game) -> Checked {
    for (seat, &score) in game.position().scores().iter().enumerate() {
        let turns = game.turns().iter().filter(|turn| turn.seat == seat);
        let sum: u32 = turns.map(|turn| turn.scored.points).sum();
        prop_assert_eq!(score, i64::from(sum), "seat {}", seat);
    }
    Ok(())
}

fn same_position(left: &Game, right: &Game) -> Checked {
    let (a, b) = (left.position(), right.position());
    prop_assert_eq!(a.board(), b.board());
    for seat in 0..a.scores().len() {
        prop_assert_eq!(a.rack(seat), b.rack(seat), "seat {}", seat);
    }
    prop_assert_eq!(a.unseen_by(0), b.unseen_by(0));
    prop_assert_eq!(a.stock_len(), b.stock_len());
    prop_assert_eq!(a.discarded(), b.discarded());
    prop_assert_eq!(a.scores(), b.scores());
    prop_assert_eq!(a.to_move(), b.to_move());
    prop_assert_eq!(a.last_turns(), b.last_turns());
    prop_assert_eq!(left.outcome(), right.outcome());
    Ok(())
}

/// The rack `seat` held after turn `index`: a rack changes only on its own seat's turn, so it is
/// the rack before the next turn, or now.
fn rack_after(game: &Game, index: usize) -> usize {
    let seat = game.turns()[index].seat;
    match game.turns().get(index + 1) {
        Some(next) => next.before.rack(seat).len(),
        None => game.position().rack(seat).len(),
    }
}

/// The first turn after which its player held 4 tiles or fewer.
fn first_down(game: &Game) -> Option<usize> {
    (0..game.turns().len()).find(|&index| rack_after(game, index) <= LAST_TURN_AT)
}

/// A game that goes on has not seen everyone pass in turn, nor all the last turns.
fn check_no_missed_ending(game: &Game) -> Checked {
    if game.outcome().is_some() {
        return Ok(());
    }
    let seats = game.setup().players.len();
    let turns = game.turns();
    prop_assert!(
        turns.len() < seats
            || turns[turns.len() - seats..]
                .iter()
                .any(|turn| turn.mv != Move::Pass)
    );
    if let Some(down) = first_down(game) {
        let after = turns.len() - 1 - down;
        prop_assert!(after < seats - 1, "{} turns after the last turns began", after);
        prop_assert_eq!(game.position().last_turns(), Some(seats - 1 - after));
    } else {
        prop_assert_eq!(game.position().last_turns(), None);
    }
    Ok(())
}

/// Undoing every turn gives back the fresh deal, through the position after each turn; redoing
/// them all, the final position.
fn check_undo_redo(game: &Game) -> Checked {
    let fresh = Game::new(game.setup().clone());
    let mut walked = game.clone();
    // Walking back, each position is the one the score sheet shows after that many turns.
    for count in (0..game.turns().len()).rev() {
        walked.undo();
        prop_assert_eq!(
            walked.position().board(),
            game.position_after(count).board(),
            "after {}",
            count
        );
    }
    prop_assert!(walked.undo().is_none());
    prop_assert_eq!(walked.position().board().tile_count(), 1, "only the starting =");
    same_position(&walked, &fresh)?;
    prop_assert_eq!(walked.undone().count(), game.turns().len());
    while walked.redo().is_some() {}
    prop_assert_eq!(walked.turns().len(), game.turns().len());
    same_position(&walked, game)
}

/// The ending agrees with the turns: the last turns are exactly one for every other player, or
/// everyone passed in turn.
fn check_ending(game: &Game) -> Checked {
    let Some(outcome) = game.outcome() else {
        return Ok(());
    };
    let seats = game.setup().players.len();
    let turns = game.turns();
    match outcome.ending {
        Ending::LastTurns(seat) => {
            let down = first_down(game);
            prop_assert_eq!(down, Some(turns.len() - seats), "players - 1 turns after");
            prop_assert_eq!(turns[turns.len() - seats].seat, seat);
            prop_assert_eq!(game.position().stock_len(), 0);
        }
        Ending::AllPassed => {
            prop_assert!(turns.len() >= seats);
            prop_assert!(turns[turns.len() - seats..]
                .iter()
                .all(|turn| turn.mv == Move::Pass));
        }
        Ending::Resigned(seat) => {
            prop_assert_eq!(game.resigned(), Some(seat));
            prop_assert_eq!(outcome.ranking.last(), Some(&seat), "a resignation comes last");
        }
    }
    // The ranking orders the final scores, ties sharing a place.
    let scores = game.position().scores();
    for pair in outcome.ranking.windows(2) {
        prop_assert!(scores[pair[0]] >= scores[pair[1]]);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10))]

    #[test]
    fn whole_games_keep_tiles_scores_records_and_endings(setup in setups(), policy in any::<u64>()) {
        play_checked(setup, policy)?;
    }
}

/// The random games above mostly end, but could in principle all end by passing: some of these
/// fixed games must reach the real end, the last turns after a player goes down to 4 tiles.
#[test]
fn fixed_games_reach_a_real_end() {
    let mut endings = Vec::new();
    for seed in 0..3 {
        let players = 2 + seed as usize % 3;
        let setup = Setup::new((1..=players).map(|n| format!("P{n}")).collect(), seed);
        let game = play_checked(setup, seed).unwrap_or_else(|error| panic!("seed {seed}: {error}"));
        endings.push(game.outcome().map(|outcome| outcome.ending));
    }
    assert!(
        endings
            .iter()
            .any(|ending| matches!(ending, Some(Ending::LastTurns(_)))),
        "{endings:?}"
    );
}
