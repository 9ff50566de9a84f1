//! How a game ends besides six pushed off: clocks, the move limit and repetition; and the time
//! each move took, through undo, redo and records.

use crate::support::{notation, reload};
use gameshelf_engine::abalone::{Ending, Game, Layout, Record, RuleError, Seat, Setup};
use gameshelf_engine::common::record::RecordError;

fn setup(layout: Layout) -> Setup {
    let names = ["Ada", "Bo", "Cy", "Di"];
    Setup::new(
        layout,
        names[..layout.seats() as usize]
            .iter()
            .map(|name| name.to_string())
            .collect(),
    )
}

fn play(game: &mut Game, moves: &[&str]) {
    for &text in moves {
        game.play(notation(text))
            .unwrap_or_else(|error| panic!("{text}: {error}"));
    }
}

#[test]
fn each_move_is_charged_to_the_player_who_made_it() {
    let mut game = Game::new(Setup {
        minutes_per_player: Some(1),
        ..setup(Layout::Standard)
    });
    assert_eq!(game.time_left(Seat::BLACK), Some(60_000));
    game.set_thinking(10_000);
    assert_eq!(game.time_left(Seat::BLACK), Some(50_000));
    play(&mut game, &["A5B5"]);
    assert_eq!(game.played()[0].time_ms, 10_000);
    assert_eq!(game.thinking_ms(), 0, "the next player starts from nothing");
    game.set_thinking(4_000);
    assert_eq!(game.time_used(Seat::BLACK), 10_000);
    assert_eq!(game.time_used(Seat::WHITE), 4_000);

    // Undo gives the move's time back; redo charges it again.
    game.undo();
    assert_eq!(game.time_used(Seat::BLACK), 0);
    assert_eq!(game.time_used(Seat::WHITE), 0);
    game.redo();
    assert_eq!(game.time_used(Seat::BLACK), 10_000);

    // Without a clock there is nothing to run out.
    assert_eq!(Game::new(setup(Layout::Standard)).time_left(Seat::BLACK), None);
}

#[test]
fn running_out_of_time_loses() {
    let mut game = Game::new(Setup {
        minutes_per_player: Some(1),
        ..setup(Layout::Standard)
    });
    play(&mut game, &["A5B5"]);
    game.set_thinking(59_999);
    assert_eq!(game.outcome(), None);
    game.set_thinking(60_000);
    let outcome = game.outcome().expect("White is out of time");
    assert_eq!(outcome.ending, Ending::OutOfTime(Seat::WHITE));
    assert_eq!(outcome.winners, vec![game.position().team_of(Seat::BLACK)]);
    assert_eq!(game.play("I5H5".parse().unwrap()), Err(RuleError::GameOver));
}

#[test]
fn with_three_players_the_other_two_share_a_win_on_time_when_level() {
    let mut game = Game::new(Setup {
        minutes_per_player: Some(5),
        ..setup(Layout::ThreePlayer)
    });
    game.set_thinking(300_000);
    let outcome = game.outcome().expect("player 1 is out of time");
    assert_eq!(outcome.ending, Ending::OutOfTime(Seat::BLACK));
    let position = game.position();
    let others: Vec<_> = position
        .teams()
        .filter(|&team| team != position.team_of(Seat::BLACK))
        .collect();
    assert_eq!(outcome.winners, others);
}

#[test]
fn the_move_limit_ends_the_game_and_level_scores_draw() {
    let mut game = Game::new(Setup {
        move_limit: Some(4),
        ..setup(Layout::Standard)
    });
    play(&mut game, &["A5B5", "G5F5", "C5D5"]);
    assert_eq!(game.outcome(), None);
    play(&mut game, &["I9H9"]);
    let outcome = game.outcome().expect("four moves played");
    assert_eq!(outcome.ending, Ending::MoveLimit);
    assert!(outcome.winners.is_empty(), "0-0 is a draw");
    assert_eq!(game.play("D5E5".parse().unwrap()), Err(RuleError::GameOver));

    // One more move allowed, and Black's 2-1 push does not push off: still level.
    let mut longer = Game::new(Setup {
        move_limit: Some(5),
        ..setup(Layout::Standard)
    });
    play(&mut longer, &["A5B5", "G5F5", "C5D5", "I9H9", "D5E5"]);
    assert!(longer.outcome().expect("five moves").winners.is_empty());
}

#[test]
fn the_third_repetition_draws_only_with_the_rule() {
    let there_and_back = ["C3D3", "G7F6", "D3C3", "F6G7"];
    let mut with_rule = Game::new(Setup {
        draw_by_repetition: true,
        ..setup(Layout::Standard)
    });
    let mut without = Game::new(setup(Layout::Standard));
    play(&mut with_rule, &there_and_back);
    assert_eq!(with_rule.outcome(), None, "the start position has come up twice");
    play(&mut with_rule, &there_and_back);
    let outcome = with_rule.outcome().expect("three times");
    assert_eq!(outcome.ending, Ending::Repetition);
    assert!(outcome.winners.is_empty());

    play(&mut without, &there_and_back);
    play(&mut without, &there_and_back);
    assert_eq!(without.outcome(), None);
}

#[test]
fn records_keep_every_move_time_and_the_move_in_progress() {
    let mut game = Game::new(Setup {
        minutes_per_player: Some(10),
        ..setup(Layout::Standard)
    });
    for (text, time) in [("A5B5", 12_000), ("G5F5", 7_000), ("C5D5", 30_000)] {
        game.set_thinking(time);
        play(&mut game, &[text]);
    }
    game.undo();
    game.set_thinking(2_500);
    let record = game.record();
    assert_eq!(record.times, vec![12_000, 7_000, 30_000]);
    assert_eq!(record.thinking_ms, 2_500);

    let mut loaded = reload(&game);
    for seat in [Seat::BLACK, Seat::WHITE] {
        assert_eq!(loaded.time_used(seat), game.time_used(seat));
    }
    assert_eq!(loaded.thinking_ms(), 2_500);
    loaded.redo();
    assert_eq!(loaded.played().last().map(|played| played.time_ms), Some(30_000));

    // A game without a clock writes no times.
    let mut plain = Game::new(setup(Layout::Standard));
    play(&mut plain, &["A5B5"]);
    assert!(plain.record().times.is_empty());
}

#[test]
fn settings_that_cannot_work_are_refused() {
    for bad in [
        Setup {
            minutes_per_player: Some(0),
            ..setup(Layout::Standard)
        },
        Setup {
            move_limit: Some(0),
            ..setup(Layout::Standard)
        },
    ] {
        let record = Game::new(setup(Layout::Standard)).record();
        let broken = Record { setup: bad, ..record };
        assert!(matches!(Game::replay(&broken), Err(RecordError::InvalidSetup(_))));
    }
}

#[test]
fn a_resignation_loses_for_good_and_survives_the_record() {
    let mut game = Game::new(setup(Layout::Standard));
    play(&mut game, &["A5B5", "I5H5"]);
    game.undo();
    let white = game.position().seats().nth(1).expect("two seats");
    game.resign(white).expect("a game going on can be resigned");
    let outcome = game.outcome().expect("the resignation ends the game");
    assert_eq!(outcome.ending, Ending::Resigned(white));
    assert_eq!(outcome.winners, vec![game.position().team_of(Seat::BLACK)]);

    // Final: no undo, no redo, no move, no second resignation.
    assert_eq!(game.undo(), None);
    assert_eq!(game.redo(), None);
    assert_eq!(game.play(notation("I5H5")), Err(RuleError::GameOver));
    assert_eq!(game.resign(Seat::BLACK), Err(RuleError::GameOver));
    assert_eq!(game.played().len(), 1);

    // The record keeps it, the move taken back too.
    let again = reload(&game);
    assert_eq!(again.resigned(), Some(white));
    assert_eq!(again.outcome(), game.outcome());
    assert_eq!(again.record().undone, vec!["I5H5".to_string()]);
}

#[test]
fn with_three_players_a_resignation_leaves_the_others_to_share_the_win_when_level() {
    let mut game = Game::new(setup(Layout::ThreePlayer));
    game.resign(Seat::BLACK).expect("the game goes on");
    let position = game.position();
    let others: Vec<_> = position
        .teams()
        .filter(|&team| team != position.team_of(Seat::BLACK))
        .collect();
    assert_eq!(game.outcome().map(|outcome| outcome.winners), Some(others));
}

#[test]
fn a_record_naming_a_seat_that_is_not_there_is_refused() {
    let mut record = Game::new(setup(Layout::Standard)).record();
    record.resigned = Some(2);
    let refused = Game::replay(&record).expect_err("there is no third seat");
    assert!(
        matches!(&refused, RecordError::InvalidSetup(why) if why.to_string().contains("seat 3")),
        "{refused}"
    );
}
