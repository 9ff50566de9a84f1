//! Random whole Abaku games, every table (solo score, solo cover, two to four players; either
//! board, diagonals on or off, either scoring), played by a seeded random policy. After every
//! turn: no tile appears or vanishes, racks and bag keep their sizes, scores add up, the record
//! replays to the same position, undo and redo walk the whole game, and once the bag is empty no
//! rack holds a tile the rules accept alone while the generator finds nothing for it; at the
//! end, the ending and its deductions agree with the final position.

use crate::support::check_replays;
use gameshelf_engine::abaku::{
    any_placement, check, placements, tile_set, Board, BoardKind, Ending, Game, Mode, Move, NewTile, Placed,
    Placement, Position, Rules, Scoring, Setup, Tile, RACK_SIZE,
};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

type Checked<T = ()> = Result<T, TestCaseError>;

/// Several times what a whole game takes with this policy (about 30-40 turns).
const MAX_TURNS: usize = 150;

fn setups() -> impl Strategy<Value = Setup> {
    let choices = (
        1..=4_usize,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<u64>(),
    );
    choices.prop_map(|(players, cover, blank, diagonal, by_value, seed)| {
        let mut setup = Setup::new((1..=players).map(|n| format!("P{n}")).collect(), seed);
        if players == 1 && cover {
            setup.mode = Mode::SoloCover;
        }
        setup.board = if blank || setup.mode == Mode::SoloCover {
            BoardKind::Blank
        } else {
            BoardKind::Classic
        };
        setup.diagonal = diagonal;
        if by_value {
            setup.scoring = Scoring::NumberValue;
        }
        setup
    })
}

/// The policy: mostly a random legal placement, sometimes the best one, sometimes an exchange
/// of 1-5 random rack tiles, rarely a pass (rarely, since one pass ends a solo game). With no
/// placement it exchanges what the bag allows, or passes.
fn choose(game: &Game, rng: &mut Pcg64Mcg) -> Move {
    let position = game.position();
    let rules = game.setup().rules();
    let mut rack = position.rack(position.to_move()).to_vec();
    let can_exchange = rack.len().min(position.bag_len());
    let exchange = |rack: &mut Vec<Tile>, rng: &mut Pcg64Mcg| {
        rack.shuffle(rng);
        rack.truncate(rng.random_range(1..=can_exchange));
        Move::Exchange(rack.clone())
    };
    let roll = rng.random_range(0..100);
    if roll < 2 {
        return Move::Pass;
    }
    if roll < 12 && can_exchange > 0 {
        return exchange(&mut rack, rng);
    }
    let mut all = placements(position.board(), rules, &rack);
    if all.is_empty() {
        return if can_exchange > 0 {
            exchange(&mut rack, rng)
        } else {
            Move::Pass
        };
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
    Move::Place(all.swap_remove(pick).0)
}

/// Plays a game with the policy seeded by `policy`, checking every turn, and checks the end.
fn play_checked(setup: Setup, policy: u64) -> Checked<Game> {
    let mut rng = Pcg64Mcg::seed_from_u64(policy);
    let mut game = Game::new(setup);
    check_tiles(game.position())?;
    while game.outcome().is_none() && game.turns().len() < MAX_TURNS {
        let before = game.position().clone();
        let mv = choose(&game, &mut rng);
        let turn = game.play(mv.clone());
        prop_assert!(turn.is_ok(), "{mv}: {:?}", turn.err());
        check_turn(&game, &before)?;
        check_tiles(game.position())?;
        check_scores(&game)?;
        check_replays(&game, same_position)?;
        check_no_missed_ending(&game)?;
        check_undo_redo(&game)?;
    }
    check_ending(&game)?;
    Ok(game)
}

/// The tiles of a board: a joker counts as the joker whatever digit it stands for.
fn board_tiles(board: &Board) -> Vec<Tile> {
    let tile = |placed: Placed| {
        if placed.joker {
            Tile::Joker
        } else {
            Tile::Digit(placed.digit)
        }
    };
    board.tiles().map(|(_, placed)| tile(placed)).collect()
}

/// For every seat, the board, that rack and what the seat cannot see (the other racks and the
/// bag) are the whole set; every rack is full while the bag is not empty.
fn check_tiles(position: &Position) -> Checked {
    let mut set = tile_set();
    set.sort();
    let seats = position.scores().len();
    for seat in 0..seats {
        let mut all = board_tiles(position.board());
        all.extend_from_slice(position.rack(seat));
        all.extend(position.unseen_by(seat));
        all.sort();
        prop_assert_eq!(&all, &set, "seat {}", seat);
        if position.bag_len() > 0 {
            prop_assert_eq!(position.rack(seat).len(), RACK_SIZE);
        }
    }
    let racks: usize = (1..seats).map(|seat| position.rack(seat).len()).sum();
    prop_assert_eq!(position.unseen_by(0).len(), racks + position.bag_len());
    Ok(())
}

/// The last turn: the bag shrinks only by what a placement draws, and a placement scores what
/// `rules::check` says on the board before it.
fn check_turn(game: &Game, before: &Position) -> Checked {
    let turn = game.turns().last().expect("a turn was played");
    let after = game.position();
    prop_assert_eq!(turn.seat, before.to_move());
    let gained = after.scores()[turn.seat] - before.scores()[turn.seat];
    match &turn.mv {
        Move::Place(placement) => {
            let expected = check(before.board(), game.setup().rules(), placement);
            prop_assert_eq!(expected.as_ref(), Ok(&turn.scored), "{}", turn.mv);
            prop_assert_eq!(gained, i64::from(turn.scored.points));
            // A full rack (the bag was not empty) draws back one tile per tile laid.
            let drawn = before.bag_len().min(placement.tiles.len());
            prop_assert_eq!(after.bag_len(), before.bag_len() - drawn, "{}", turn.mv);
        }
        Move::Exchange(_) | Move::Pass => {
            prop_assert_eq!(gained, 0);
            prop_assert_eq!(after.bag_len(), before.bag_len(), "{}", turn.mv);
        }
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
    prop_assert_eq!(a.scores(), b.scores());
    prop_assert_eq!(a.to_move(), b.to_move());
    prop_assert_eq!(left.outcome(), right.outcome());
    Ok(())
}

/// A game that goes on still has a move that is not the last pass, and a rack that can be placed
/// or a bag to exchange from.
fn check_no_missed_ending(game: &Game) -> Checked {
    if game.outcome().is_some() {
        return Ok(());
    }
    let position = game.position();
    let seats = position.scores().len();
    let turns = game.turns();
    prop_assert!(
        turns.len() < seats
            || turns[turns.len() - seats..]
                .iter()
                .any(|turn| turn.mv != Move::Pass)
    );
    if position.bag_len() == 0 {
        let rules = game.setup().rules();
        let can_place = |seat: usize| any_placement(position.board(), rules, position.rack(seat));
        prop_assert!((0..seats).any(can_place), "blocked but not ended");
        for seat in 0..seats {
            let single = fitting_single_tile(position.board(), rules, position.rack(seat));
            prop_assert!(
                single.is_none() || can_place(seat),
                "{:?} fits, but seat {} finds no placement",
                single,
                seat
            );
        }
    }
    Ok(())
}

/// Undoing every turn gives back the fresh deal; redoing them all, the final position.
fn check_undo_redo(game: &Game) -> Checked {
    let fresh = Game::new(game.setup().clone());
    let mut walked = game.clone();
    while walked.undo().is_some() {}
    prop_assert!(walked.position().board().is_empty());
    same_position(&walked, &fresh)?;
    prop_assert_eq!(walked.undone().count(), game.turns().len());
    while walked.redo().is_some() {}
    prop_assert_eq!(walked.turns().len(), game.turns().len());
    same_position(&walked, game)
}

/// A tile of `rack` (the joker as any digit) that `rules::check` accepts alone on some empty
/// square: the generator must then find a placement too, so a game never ends blocked while one
/// fits.
fn fitting_single_tile(board: &Board, rules: Rules, rack: &[Tile]) -> Option<Placement> {
    let kind = board.kind();
    let empty = kind.squares().filter(|&square| board.get(square).is_none());
    empty
        .flat_map(|square| {
            rack.iter().flat_map(move |&tile| {
                let (digits, joker) = match tile {
                    Tile::Digit(digit) => (digit..=digit, false),
                    Tile::Joker => (0..=9, true),
                };
                digits.map(move |digit| Placement {
                    swap: None,
                    tiles: vec![NewTile { square, digit, joker }],
                })
            })
        })
        .find(|single| check(board, rules, single).is_ok())
}

/// The ending agrees with the final position, and the final scores are the scores plus the
/// deductions, with the player who went out gaining what the others lose.
fn check_ending(game: &Game) -> Checked {
    let Some(outcome) = game.outcome() else {
        return Ok(());
    };
    let position = game.position();
    let scoring = game.setup().scoring;
    let seats = position.scores().len();
    let left = |seat: usize| -> i64 {
        position
            .rack(seat)
            .iter()
            .map(|&tile| i64::from(scoring.value(tile)))
            .sum()
    };
    let turns = game.turns();
    match outcome.ending {
        Ending::WentOut(out) => {
            prop_assert!(position.rack(out).is_empty());
            prop_assert_eq!(position.bag_len(), 0);
            let last = turns.last().expect("going out takes a turn");
            prop_assert!(last.seat == out && matches!(last.mv, Move::Place(_)));
            let others: i64 = (0..seats).filter(|&seat| seat != out).map(left).sum();
            prop_assert_eq!(outcome.adjustments[out], others);
        }
        Ending::AllPassed => {
            prop_assert!(turns.len() >= seats);
            prop_assert!(turns[turns.len() - seats..]
                .iter()
                .all(|turn| turn.mv == Move::Pass));
        }
        Ending::Blocked => {
            prop_assert_eq!(position.bag_len(), 0);
            let rules = game.setup().rules();
            for seat in 0..seats {
                prop_assert!(
                    !any_placement(position.board(), rules, position.rack(seat)),
                    "seat {}",
                    seat
                );
                let single = fitting_single_tile(position.board(), rules, position.rack(seat));
                prop_assert!(single.is_none(), "blocked, but {:?} fits", single);
            }
        }
        Ending::Resigned(seat) => {
            prop_assert_eq!(game.resigned(), Some(seat));
            prop_assert_eq!(outcome.ranking.last(), Some(&seat), "a resignation comes last");
            prop_assert!(outcome.adjustments.iter().all(|&adjustment| adjustment == 0));
            return Ok(());
        }
    }
    for seat in 0..seats {
        if outcome.ending != Ending::WentOut(seat) {
            prop_assert_eq!(outcome.adjustments[seat], -left(seat), "seat {}", seat);
        }
        prop_assert_eq!(
            outcome.final_scores[seat],
            position.scores()[seat] + outcome.adjustments[seat]
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]

    #[test]
    fn whole_games_keep_tiles_scores_records_and_endings(setup in setups(), policy in any::<u64>()) {
        play_checked(setup, policy)?;
    }
}

/// The random games above mostly end, but could in principle all end by passing: these fixed
/// games must reach an end where a rack runs out or no one can place.
#[test]
fn fixed_games_reach_a_real_end() {
    let mut endings = Vec::new();
    for seed in 0..4 {
        let players = 1 + seed as usize % 4;
        let setup = Setup::new((1..=players).map(|n| format!("P{n}")).collect(), seed);
        let game = play_checked(setup, seed).unwrap_or_else(|error| panic!("seed {seed}: {error}"));
        endings.push(game.outcome().map(|outcome| outcome.ending));
    }
    assert!(
        endings
            .iter()
            .any(|ending| matches!(ending, Some(Ending::WentOut(_) | Ending::Blocked))),
        "{endings:?}"
    );
}
