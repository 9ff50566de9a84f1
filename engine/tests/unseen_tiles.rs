//! The unseen-tiles tracker's numbers, over random playouts of Abaku, Summy and Addique: for
//! every seat after every turn, its view's unseen tiles, its own rack and the board (and in
//! Summy its own exchanged tiles) make up the whole set; the unseen tiles are exactly the tiles
//! it cannot see (the other racks and the bag, and in Summy the others' exchanged tiles); the
//! tally counts them by kind; and dealing the hidden tiles anew changes nothing the seat to move
//! is shown.

use gameshelf_engine::game::GameRules;
use gameshelf_engine::tiles::tally;
use gameshelf_engine::{abaku, addique, summy};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

use crate::support::tiles::check_redealt_views;

type Checked<T = ()> = Result<T, TestCaseError>;

/// Enough turns to empty the bag in most games, few enough to keep the tests quick.
const MAX_TURNS: usize = 40;

fn players(count: usize) -> Vec<String> {
    (1..=count).map(|n| format!("P{n}")).collect()
}

fn sorted<T: Ord>(mut tiles: Vec<T>) -> Vec<T> {
    tiles.sort();
    tiles
}

/// The tally has each kind once, in order, and its counts add up to the unseen tiles.
fn check_tally<T: Copy + Ord + std::fmt::Debug>(unseen: &[T]) -> Checked {
    let kinds = tally(unseen);
    prop_assert!(kinds.windows(2).all(|pair| pair[0].0 < pair[1].0), "{kinds:?}");
    prop_assert!(kinds.iter().all(|&(_, count)| count > 0));
    prop_assert_eq!(kinds.iter().map(|&(_, count)| count).sum::<usize>(), unseen.len());
    Ok(())
}

/// Plays `game` with `pick`'s moves, drawn from `policy`, to its end or for `max_turns` turns,
/// checking every position with `check`.
fn play_checking<G: GameRules>(
    mut game: G,
    policy: u64,
    max_turns: usize,
    pick: impl Fn(&G, &mut Pcg64Mcg) -> G::Move,
    check: impl Fn(&G) -> Checked,
) -> Checked {
    let mut rng = Pcg64Mcg::seed_from_u64(policy);
    check(&game)?;
    while !game.is_over() && game.moves_played() < max_turns {
        let mv = pick(&game, &mut rng);
        prop_assert!(game.play(mv).is_ok());
        check(&game)?;
    }
    Ok(())
}

/// A random rack tile subset of 1 to `most` tiles, for an exchange.
fn some_of<T: Clone>(rack: &[T], most: usize, rng: &mut Pcg64Mcg) -> Vec<T> {
    let mut tiles = rack.to_vec();
    tiles.shuffle(rng);
    tiles.truncate(rng.random_range(1..=most));
    tiles
}

// ---- Abaku ----

/// Mostly a random placement, sometimes an exchange, rarely a pass.
fn abaku_move(game: &abaku::Game, rng: &mut Pcg64Mcg) -> abaku::Move {
    let position = game.position();
    let rack = position.rack(position.to_move());
    let can_exchange = rack.len().min(position.bag_len());
    let roll = rng.random_range(0..100);
    let mut all = abaku::placements(position.board(), game.setup().rules(), rack);
    if roll < 3 || (all.is_empty() && can_exchange == 0) {
        return abaku::Move::Pass;
    }
    if (roll < 15 || all.is_empty()) && can_exchange > 0 {
        return abaku::Move::Exchange(some_of(rack, can_exchange, rng));
    }
    let pick = rng.random_range(0..all.len());
    abaku::Move::Place(all.swap_remove(pick).0)
}

fn check_abaku(game: &abaku::Game) -> Checked {
    let position = game.position();
    for seat in 0..game.setup().players.len() {
        let view = game.view_of(seat);
        prop_assert_eq!(view.rack.as_slice(), position.rack(seat));
        prop_assert_eq!(&view.unseen, &position.unseen_by(seat), "seat {}", seat);
        let mut all = view.unseen.clone();
        all.extend_from_slice(position.rack(seat));
        all.extend(position.board().tiles().map(|(_, placed)| placed.tile()));
        prop_assert_eq!(sorted(all), abaku::tile_set(), "seat {}", seat);
        check_tally(&view.unseen)?;
    }
    check_redealt_views(game)
}

// ---- Summy ----

/// Mostly a random placement, sometimes an exchange (also from an empty stock), rarely a pass.
fn summy_move(game: &summy::Game, rng: &mut Pcg64Mcg) -> summy::Move {
    let position = game.position();
    let rack = position.rack(position.to_move());
    let roll = rng.random_range(0..100);
    if roll < 3 || rack.is_empty() {
        return summy::Move::Pass;
    }
    let mut all = summy::placements(position.board(), rack);
    if roll < 15 || all.is_empty() {
        return summy::Move::Exchange(some_of(rack, rack.len(), rng));
    }
    let pick = rng.random_range(0..all.len());
    summy::Move::Place(all.swap_remove(pick).0)
}

/// The tiles each seat has exchanged so far, from the turns.
fn summy_exchanges(game: &summy::Game) -> Vec<Vec<summy::Tile>> {
    let mut exchanged = vec![Vec::new(); game.setup().players.len()];
    for turn in game.turns() {
        if let summy::Move::Exchange(tiles) = &turn.mv {
            exchanged[turn.seat].extend_from_slice(tiles);
        }
    }
    exchanged
}

fn check_summy(game: &summy::Game) -> Checked {
    let position = game.position();
    let exchanged = summy_exchanges(game);
    for seat in 0..game.setup().players.len() {
        let view = game.view_of(seat);
        let mut hidden = position.unseen_by(seat);
        for (_, tiles) in exchanged.iter().enumerate().filter(|&(other, _)| other != seat) {
            hidden.extend_from_slice(tiles);
        }
        prop_assert_eq!(&view.unseen, &sorted(hidden), "seat {}", seat);
        let mut all = view.unseen.clone();
        all.extend_from_slice(position.rack(seat));
        all.extend_from_slice(&exchanged[seat]);
        all.extend(position.board().tiles().map(|(_, tile)| tile));
        prop_assert_eq!(sorted(all), summy::tile_set(), "seat {}", seat);
        check_tally(&view.unseen)?;
    }
    check_redealt_views(game)
}

// ---- Addique ----

fn addique_move(game: &addique::Game, rng: &mut Pcg64Mcg) -> addique::Move {
    let moves = game.moves();
    moves[rng.random_range(0..moves.len())].0
}

fn check_addique(game: &addique::Game) -> Checked {
    let position = game.position();
    for seat in 0..game.setup().players.len() {
        let view = game.view_of(seat);
        let mut all = view.unseen.clone();
        all.extend_from_slice(position.hand(seat));
        all.extend(position.table().pieces().iter().map(|&(piece, _)| piece));
        prop_assert_eq!(sorted(all), addique::Piece::set(), "seat {}", seat);
        let hidden = (0..game.setup().players.len()).filter(|&other| other != seat);
        let in_hands: usize = hidden.map(|other| position.hand(other).len()).sum();
        prop_assert_eq!(view.unseen.len(), in_hands + position.pool_len());
        // Every piece differs: the tally is the unseen pieces, one each.
        prop_assert!(tally(&view.unseen).iter().all(|&(_, count)| count == 1));
    }
    for redeal in 0..3 {
        let mut twin = game.clone();
        twin.redeal_unseen(redeal);
        prop_assert_eq!(twin.view(), game.view());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn abaku_unseen_tiles_are_the_set_less_what_the_seat_sees(count in 1..=4_usize, seed in any::<u64>(), policy in any::<u64>()) {
        let game = abaku::Game::new(abaku::Setup::new(players(count), seed));
        play_checking(game, policy, MAX_TURNS, abaku_move, check_abaku)?;
    }

    #[test]
    fn summy_unseen_tiles_are_the_set_less_what_the_seat_sees(count in 2..=4_usize, seed in any::<u64>(), policy in any::<u64>()) {
        let game = summy::Game::new(summy::Setup::new(players(count), seed));
        play_checking(game, policy, MAX_TURNS, summy_move, check_summy)?;
    }

    #[test]
    fn addique_unseen_pieces_are_the_set_less_what_the_seat_sees(index in 0..addique::PLAYER_COUNTS.len(), seed in any::<u64>(), policy in any::<u64>()) {
        let count = addique::PLAYER_COUNTS[index];
        let game = addique::Game::new(addique::Setup::new(players(count), seed));
        play_checking(game, policy, usize::MAX, addique_move, check_addique)?;
    }
}
