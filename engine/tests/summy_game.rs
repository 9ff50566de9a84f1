//! A Summy game's turns: the start draw, racks of 8, the stock, exchanges that leave the game,
//! passing, and the timing of the end.

use gameshelf_engine::summy::{tile_set, Ending, Game, Move, RuleError, Setup, Tile, RACK_SIZE};

fn game(players: usize, seed: u64) -> Game {
    Game::new(Setup::new((1..=players).map(|n| format!("P{n}")).collect(), seed))
}

/// Exchanges the whole rack of the player to move.
fn exchange_all(game: &mut Game) {
    let position = game.position();
    let rack = position.rack(position.to_move()).to_vec();
    game.play(Move::Exchange(rack)).unwrap();
}

#[test]
fn everyone_draws_eight_and_the_lowest_digit_starts() {
    for seed in 0..100 {
        let game = game(3, seed);
        let draw = game.start_draw();
        let last = draw.rounds.last().expect("three players draw");
        let digits: Vec<(usize, u8)> = last
            .iter()
            .filter_map(|&(seat, tile)| match tile {
                Tile::Digit(digit) => Some((seat, digit)),
                _ => None,
            })
            .collect();
        let lowest = digits.iter().map(|&(_, digit)| digit).min();
        let starters: Vec<usize> = digits
            .iter()
            .filter(|&&(_, digit)| Some(digit) == lowest)
            .map(|&(seat, _)| seat)
            .collect();
        assert_eq!(starters, [draw.starter], "seed {seed}");
        assert_eq!(game.position().to_move(), draw.starter);
        for seat in 0..3 {
            assert_eq!(game.position().rack(seat).len(), RACK_SIZE);
        }
        // 127 tiles: one = on the board, 24 in racks.
        assert_eq!(game.position().stock_len(), 127 - 1 - 3 * RACK_SIZE);
        assert_eq!(game.position().board().tile_count(), 1);
    }
    assert_eq!(tile_set().len(), 127);
}

#[test]
fn exchanged_tiles_leave_the_game() {
    let mut game = game(2, 3);
    let seat = game.position().to_move();
    let rack = game.position().rack(seat).to_vec();
    game.play(Move::Exchange(rack[..3].to_vec())).unwrap();
    let position = game.position();
    assert_eq!(position.discarded(), 3);
    assert_eq!(position.rack(seat).len(), RACK_SIZE);
    assert_eq!(position.stock_len(), 110 - 3, "three drawn, none put back");
    assert_eq!(
        game.play(Move::Exchange(Vec::new())).unwrap_err(),
        RuleError::ExchangeCount
    );
}

#[test]
fn once_a_player_holds_four_or_fewer_everyone_else_has_one_last_turn() {
    for players in [2, 3, 4] {
        let mut game = game(players, 9);
        // Exchanging whole racks empties the stock; the first rack that cannot be refilled
        // above 4 tiles starts the last turns.
        while game.position().last_turns().is_none() {
            assert!(game.outcome().is_none());
            exchange_all(&mut game);
        }
        let first_out = game.turns().last().unwrap().seat;
        assert!(game.position().rack(first_out).len() <= 4);
        assert_eq!(game.position().stock_len(), 0);
        for left in (1..players).rev() {
            assert_eq!(game.position().last_turns(), Some(left));
            assert!(game.outcome().is_none(), "{players} players: {left} turns left");
            game.play(Move::Pass).unwrap();
        }
        let outcome = game.outcome().expect("everyone else has had a last turn");
        assert_eq!(outcome.ending, Ending::LastTurns(first_out));
        assert_eq!(game.play(Move::Pass).unwrap_err(), RuleError::GameOver);
    }
}

#[test]
fn everyone_passing_in_turn_ends_the_game() {
    let mut game = game(2, 4);
    game.play(Move::Pass).unwrap();
    assert!(game.outcome().is_none());
    game.play(Move::Pass).unwrap();
    assert_eq!(game.outcome().unwrap().ending, Ending::AllPassed);
}

#[test]
fn the_record_replays_the_same_game_and_undo_restores_the_stock() {
    let mut game = game(2, 5);
    exchange_all(&mut game);
    exchange_all(&mut game);
    game.undo();
    let replayed = Game::replay(&game.record()).unwrap();
    for seat in 0..2 {
        assert_eq!(replayed.position().rack(seat), game.position().rack(seat));
    }
    assert_eq!(replayed.undone().count(), 1);
    assert_eq!(replayed.position().discarded(), RACK_SIZE);
    let mut again = replayed.clone();
    again.redo();
    assert_eq!(again.position().discarded(), 2 * RACK_SIZE);
    // A tile from the rack, laid far from the board.
    let tile = game.position().rack(game.position().to_move())[0];
    let mut bad = game.record();
    bad.moves.push(format!("A1={tile}"));
    let error = Game::replay(&bad).unwrap_err().to_string();
    assert_eq!(
        error,
        format!("move 2 (A1={tile}): the tiles must join the tiles on the board")
    );
}

#[test]
fn the_pass_that_ends_the_game_is_known_before_it_is_played() {
    for players in 2..=4 {
        let names = (1..=players).map(|seat| format!("P{seat}")).collect();
        let mut game = Game::new(Setup::new(names, 3));
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
