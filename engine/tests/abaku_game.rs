//! An Abaku game's turns: the start draw, racks and bag, exchange, pass, the end and its
//! deductions, hints, undo and redo.

use gameshelf_engine::abaku::{
    best_placement, placements, tile_set, BoardKind, Ending, Game, Mode, Move, RuleError, Scoring, Setup,
    Tile, RACK_SIZE,
};

fn setup(players: usize, seed: u64) -> Setup {
    Setup::new((1..=players).map(|n| format!("P{n}")).collect(), seed)
}

#[test]
fn the_lowest_draw_starts_and_ties_draw_again() {
    let mut ties = 0;
    for seed in 0..200 {
        let game = Game::new(setup(4, seed));
        let draw = game.start_draw();
        let last = draw.rounds.last().expect("four players draw");
        let digit = |tile: Tile| match tile {
            Tile::Digit(digit) => Some(digit),
            Tile::Joker => None,
        };
        let lowest = last.iter().filter_map(|&(_, tile)| digit(tile)).min();
        let starters: Vec<usize> = last
            .iter()
            .filter(|&&(_, tile)| digit(tile) == lowest)
            .map(|&(seat, _)| seat)
            .collect();
        assert_eq!(starters, [draw.starter], "seed {seed}: one lowest draw decides");
        assert_eq!(game.position().to_move(), draw.starter);
        // Every earlier round was a tie among those who drew again.
        for pair in draw.rounds.windows(2) {
            let next: Vec<usize> = pair[1].iter().map(|&(seat, _)| seat).collect();
            assert!(
                next.len() >= 2 && next.len() < 5,
                "seed {seed}: {:?}",
                draw.rounds
            );
            ties += 1;
        }
        for seat in 0..4 {
            assert_eq!(game.position().rack(seat).len(), RACK_SIZE);
        }
        assert_eq!(game.position().bag_len(), 101 - 4 * RACK_SIZE);
    }
    assert!(ties > 0, "200 deals should hold a tie");
}

#[test]
fn a_solo_game_has_no_draw() {
    let game = Game::new(setup(1, 3));
    assert!(game.start_draw().rounds.is_empty());
    assert_eq!(game.setup().mode, Mode::SoloScore);
    assert_eq!(game.position().to_move(), 0);
}

#[test]
fn setups_are_checked() {
    assert!(setup(1, 0).problem().is_none());
    assert!(setup(4, 0).problem().is_none());
    let mut five = setup(5, 0);
    assert!(five.problem().is_some());
    five.players.truncate(2);
    five.mode = Mode::SoloScore;
    assert!(five.problem().is_some());
    let mut cover = setup(1, 0);
    cover.mode = Mode::SoloCover;
    assert!(cover.problem().is_some(), "covering needs the blank grid");
    cover.board = BoardKind::Blank;
    assert!(cover.problem().is_none());
}

#[test]
fn an_exchange_keeps_the_count_and_swaps_the_tiles() {
    let mut game = Game::new(setup(2, 11));
    let seat = game.position().to_move();
    let rack = game.position().rack(seat).to_vec();
    let given: Vec<Tile> = rack[..3].to_vec();
    game.play(Move::Exchange(given.clone())).unwrap();
    assert_eq!(game.position().rack(seat).len(), RACK_SIZE);
    assert_eq!(game.position().bag_len(), 101 - 2 * RACK_SIZE);
    assert_ne!(game.position().to_move(), seat);
    assert_eq!(game.turns()[0].scored.points, 0);
    let other = game.position().to_move();
    assert_eq!(
        game.play(Move::Exchange(Vec::new())).unwrap_err(),
        RuleError::ExchangeCount
    );
    let missing = [
        Tile::Digit(0),
        Tile::Digit(1),
        Tile::Digit(2),
        Tile::Digit(3),
        Tile::Digit(4),
        Tile::Joker,
    ]
    .into_iter()
    .find(|tile| !game.position().rack(other).contains(tile))
    .expect("a rack of five lacks one of six tiles");
    assert_eq!(
        game.play(Move::Exchange(vec![missing])).unwrap_err(),
        RuleError::NotInRack(missing)
    );
}

#[test]
fn everyone_passing_in_turn_ends_the_game_with_leftovers_deducted() {
    let mut game = Game::new(setup(3, 5));
    game.play(Move::Pass).unwrap();
    game.play(Move::Pass).unwrap();
    assert!(game.outcome().is_none());
    game.play(Move::Pass).unwrap();
    let outcome = game.outcome().expect("three passes end a three-player game");
    assert_eq!(outcome.ending, Ending::AllPassed);
    for seat in 0..3 {
        let jokers = game
            .position()
            .rack(seat)
            .iter()
            .filter(|&&tile| tile == Tile::Joker)
            .count();
        assert_eq!(outcome.adjustments[seat], -((RACK_SIZE - jokers) as i64));
    }
    assert_eq!(game.play(Move::Pass).unwrap_err(), RuleError::GameOver);
}

#[test]
fn number_scoring_deducts_the_digits_left() {
    let mut game = Game::new(Setup {
        scoring: Scoring::NumberValue,
        ..setup(2, 8)
    });
    game.play(Move::Pass).unwrap();
    game.play(Move::Pass).unwrap();
    let outcome = game.outcome().unwrap();
    for seat in 0..2 {
        let digits: i64 = game
            .position()
            .rack(seat)
            .iter()
            .map(|&tile| match tile {
                Tile::Digit(digit) => i64::from(digit),
                Tile::Joker => 0,
            })
            .sum();
        assert_eq!(outcome.final_scores[seat], -digits);
    }
}

#[test]
fn a_placement_draws_back_to_five_and_scores() {
    for seed in 0..40 {
        let mut game = Game::new(setup(2, seed));
        let seat = game.position().to_move();
        let rack = game.position().rack(seat).to_vec();
        let rules = game.setup().rules();
        let Some((placement, points)) = placements(game.position().board(), rules, &rack)
            .into_iter()
            .next()
        else {
            continue;
        };
        let laid = placement.tiles.len();
        let turn = game.play(Move::Place(placement)).unwrap();
        assert_eq!(turn.scored.points, points);
        assert_eq!(turn.mv.tiles_used(), laid);
        assert_eq!(game.position().scores()[seat], i64::from(points));
        assert_eq!(game.position().rack(seat).len(), RACK_SIZE);
        assert_eq!(game.position().bag_len(), 101 - 2 * RACK_SIZE - laid);
        assert_eq!(game.position().board().tile_count(), laid);
        return;
    }
    panic!("no opening rack in 40 deals could be placed");
}

#[test]
fn hints_are_counted_for_the_player_who_asked() {
    let mut game = Game::new(setup(2, 21));
    let first = game.position().to_move();
    game.count_hint();
    assert_eq!(game.hints_by(first), 1);
    assert_eq!(game.hints_by(1 - first), 0);
    // The best-scoring placement, as a checked move.
    let hint = best_placement(
        game.position().board(),
        game.setup().rules(),
        game.position().rack(first),
    );
    match hint {
        Some((placement, scored)) => {
            assert_eq!(game.check(&placement), Ok(scored.clone()));
            let best = placements(
                game.position().board(),
                game.setup().rules(),
                game.position().rack(first),
            )
            .into_iter()
            .map(|(_, points)| points)
            .max();
            assert_eq!(Some(scored.points), best);
        }
        None => assert!(placements(
            game.position().board(),
            game.setup().rules(),
            game.position().rack(first)
        )
        .is_empty()),
    }
    // Asking again in the same turn counts once.
    game.count_hint();
    assert_eq!(game.hints_by(first), 1);
}

#[test]
fn undo_and_redo_restore_the_same_racks_and_bag() {
    let mut game = Game::new(setup(2, 4));
    let seat = game.position().to_move();
    let rack = game.position().rack(seat).to_vec();
    game.play(Move::Exchange(rack[..2].to_vec())).unwrap();
    let after: Vec<Vec<Tile>> = (0..2).map(|seat| game.position().rack(seat).to_vec()).collect();
    assert_eq!(game.undo(), Some(Move::Exchange(rack[..2].to_vec())));
    assert_eq!(game.position().rack(seat), rack.as_slice());
    game.redo();
    let again: Vec<Vec<Tile>> = (0..2).map(|seat| game.position().rack(seat).to_vec()).collect();
    assert_eq!(after, again, "the seeded bag deals the same again");
    let mut all = tile_set();
    all.sort();
    let mut seen: Vec<Tile> = game.position().unseen_by(seat);
    seen.extend(game.position().rack(seat));
    seen.sort();
    assert_eq!(
        seen, all,
        "nothing on the board yet: rack and unseen tiles are the whole set"
    );
}

#[test]
fn the_pass_that_ends_the_game_is_known_before_it_is_played() {
    for players in 2..=4 {
        let mut game = Game::new(setup(players, 3));
        for passed in 0..players {
            let last = passed + 1 == players;
            assert_eq!(
                game.position().pass_ends_game(),
                last,
                "{players} players, {passed} passed"
            );
            game.play(Move::Pass).unwrap();
            assert_eq!(game.outcome().is_some(), last);
        }
    }
}
