//! "Review with the robot" takes any finished game, however it ended, and sets each of its moves
//! beside the robot's choice. Random games of every game are played to every ending the game
//! has, and every move of each is reviewed through the robot service, as the browser's worker
//! asks it: the answer names the move the record played there, and the robot's choice is a move
//! the rules allow in the position before it. A review that cannot take a game back to a move
//! (a resigned game, which nothing takes back) would hang or fail here.

use gameshelf_engine::game::{GameRules, Turns};
use gameshelf_engine::robot::service::{review_in_record, Reply};
use gameshelf_engine::robot::{native_clock, Arena, Level, Thinking};
use gameshelf_engine::{abaku, abalone, addique, summy};
use proptest::prelude::*;
use std::collections::BTreeSet;

fn names(count: usize) -> Vec<String> {
    (1..=count).map(|seat| format!("Player {seat}")).collect()
}

fn easy(seed: u64) -> Thinking {
    Thinking::new(Level::Easy, 0, seed, native_clock)
}

/// Plays the easy robot's moves until the game is over or `plies` have been played.
fn play<G: GameRules + Arena>(game: &mut G, plies: usize, seed: u64) {
    for ply in 0..plies {
        let Some(choice) = game.choose(&easy(seed.wrapping_add(ply as u64))) else {
            return;
        };
        game.play_notation(&choice.mv.to_string())
            .unwrap_or_else(|error| panic!("the robot's {} is refused: {error}", choice.mv));
    }
}

/// Reviews every move of the finished `game` and checks each answer.
fn check_reviews<G: GameRules + Arena>(game: &G, seed: u64) {
    assert!(game.is_over(), "only a finished game is reviewed");
    let record = game.record();
    let json = serde_json::to_string(&record).unwrap();
    for (turn, played) in record.moves.iter().enumerate() {
        let reply = review_in_record(&json, turn, &easy(seed))
            .unwrap_or_else(|error| panic!("move {} is not reviewed: {error}", turn + 1));
        let Reply::Review {
            played: reviewed,
            best,
            ..
        } = reply
        else {
            panic!("move {} is answered with {reply:?}", turn + 1)
        };
        assert_eq!(&reviewed, played, "move {}", turn + 1);
        let (mut before, _) = game.before_move(turn).expect("a move of the record");
        assert_eq!(before.moves_played(), turn);
        before.play_notation(&best).unwrap_or_else(|error| {
            panic!(
                "the robot's choice {best} at move {} is refused: {error}",
                turn + 1
            )
        });
    }
    let past_the_end = review_in_record(&json, record.moves.len(), &easy(seed));
    assert_eq!(
        past_the_end,
        Err(format!("the record has no move {}", record.moves.len() + 1))
    );
}

/// Four moves, two by each side, that bring `start` back: shuttled round, they repeat it.
fn cycle(start: &abalone::Position) -> [abalone::Move; 4] {
    let after = |position: &abalone::Position, mv: abalone::Move| {
        let mut after = *position;
        after.play(mv).expect("a legal move");
        after
    };
    for first in start.legal_moves() {
        let one = after(start, first);
        for second in one.legal_moves() {
            let two = after(&one, second);
            for third in two.legal_moves() {
                let three = after(&two, third);
                if let Some(fourth) = three
                    .legal_moves()
                    .into_iter()
                    .find(|&fourth| after(&three, fourth) == *start)
                {
                    return [first, second, third, fourth];
                }
            }
        }
    }
    panic!("no four moves bring the position back")
}

/// The game's moves shuttled round until the third repetition draws it.
fn repeated(game: &mut abalone::Game) {
    let moves = cycle(game.position());
    for mv in moves.into_iter().cycle() {
        if game.is_over() {
            return;
        }
        game.play(mv).unwrap();
    }
}

/// A position Black wins by pushing off its sixth marble (win in one, C3B3).
const BLACK_TO_WIN: &str = "sssss/1sss2/7/SSSSS3/SSSSS4/SS6/2S4/2S3/2s2 5 0 b 0 30";

fn abalone_ending(ending: u8, plies: usize, seed: u64) -> abalone::Game {
    let players = names(2);
    let mut setup = abalone::Setup::new(abalone::Layout::Standard, players);
    match ending {
        0 => {
            setup.start = Some(Box::new(abalone::Fen::parse(BLACK_TO_WIN).unwrap()));
            let mut game = abalone::Game::new(setup);
            play(&mut game, plies % 4, seed);
            let strong = Thinking::new(Level::Strong, 0, seed, native_clock);
            while let Some(choice) = game.choose(&strong) {
                game.play(choice.mv).unwrap();
                assert!(game.moves_played() < 300, "Black pushes off its sixth marble");
            }
            return game;
        }
        1 => {
            setup.minutes_per_player = Some(1);
            let mut game = abalone::Game::new(setup);
            play(&mut game, plies, seed);
            game.set_thinking(60_000);
            return game;
        }
        2 => setup.move_limit = Some(plies.max(1) as u32),
        3 => setup.draw_by_repetition = true,
        _ => {}
    }
    let mut game = abalone::Game::new(setup);
    play(&mut game, plies, seed);
    match ending {
        2 => play(&mut game, usize::MAX, seed),
        3 => repeated(&mut game),
        _ => GameRules::resign(&mut game, (seed % 2) as usize).unwrap(),
    }
    game
}

/// Every ending of a two-player Abalone game: six pushed off, out of time, the move limit, the
/// third repetition and a resignation.
#[test]
fn every_move_of_an_abalone_game_is_reviewed_however_it_ended() {
    let expected = [
        abalone::Ending::SixPushedOff,
        abalone::Ending::OutOfTime(abalone::Seat::BLACK),
        abalone::Ending::MoveLimit,
        abalone::Ending::Repetition,
    ];
    for (seed, plies) in [(1, 0), (2, 7), (3, 24)] {
        for ending in 0..5u8 {
            let game = abalone_ending(ending, plies, seed);
            let outcome = game.outcome().expect("the game is over");
            match expected.get(usize::from(ending)) {
                Some(abalone::Ending::OutOfTime(_)) => {
                    assert!(matches!(outcome.ending, abalone::Ending::OutOfTime(_)))
                }
                Some(&ending) => assert_eq!(outcome.ending, ending),
                None => assert!(matches!(outcome.ending, abalone::Ending::Resigned(_))),
            }
            check_reviews(&game, seed);
        }
    }
}

/// Plays a tile game out with easy robots (every seat passing from `passing_from` on, if
/// given), or to `resign_at` turns and then resigns there.
fn tile_game<G: GameRules + Arena>(
    mut game: G,
    seed: u64,
    resign_at: Option<usize>,
    passing_from: Option<usize>,
) -> G {
    match (resign_at, passing_from) {
        (Some(turns), _) => {
            play(&mut game, turns, seed);
            if !game.is_over() {
                let seat = game.to_move();
                game.resign(seat)
                    .unwrap_or_else(|error| panic!("a seat to move resigns: {error}"));
            }
        }
        (None, Some(turns)) => {
            play(&mut game, turns, seed);
            while !game.is_over() {
                game.play_notation("pass")
                    .unwrap_or_else(|error| panic!("a pass is always allowed: {error}"));
            }
        }
        (None, None) => play(&mut game, 2_000, seed),
    }
    assert!(game.is_over());
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4))]

    #[test]
    fn every_move_of_a_resigned_tile_game_is_reviewed(seats in 2usize..=4, turns in 0usize..20, seed: u64) {
        let abaku = tile_game(abaku::Game::new(abaku::Setup::new(names(seats), seed)), seed, Some(turns), None);
        prop_assert!(matches!(abaku.outcome().unwrap().ending, abaku::Ending::Resigned(_)));
        check_reviews(&abaku, seed);
        let summy = tile_game(summy::Game::new(summy::Setup::new(names(seats), seed)), seed, Some(turns), None);
        prop_assert!(matches!(summy.outcome().unwrap().ending, summy::Ending::Resigned(_)));
        check_reviews(&summy, seed);
        let addique = tile_game(addique::Game::new(addique::Setup::new(names(seats), seed)), seed, Some(turns), None);
        prop_assert!(addique.outcome().unwrap().resigned.is_some());
        check_reviews(&addique, seed);
    }

    #[test]
    fn every_move_of_a_tile_game_everyone_passed_is_reviewed(seats in 2usize..=4, turns in 0usize..12, seed: u64) {
        let abaku = tile_game(abaku::Game::new(abaku::Setup::new(names(seats), seed)), seed, None, Some(turns));
        prop_assert_eq!(abaku.outcome().unwrap().ending, abaku::Ending::AllPassed);
        check_reviews(&abaku, seed);
        let summy = tile_game(summy::Game::new(summy::Setup::new(names(seats), seed)), seed, None, Some(turns));
        prop_assert_eq!(summy.outcome().unwrap().ending, summy::Ending::AllPassed);
        check_reviews(&summy, seed);
    }
}

/// Tile games played out by robots end every way the game can end without a resignation or
/// passes on purpose: Abaku by a player going out or no one able to place a tile, Summy by the
/// last turns after a player goes down to four tiles, Addique with every piece played. Seeds
/// are tried until each of those endings has been reviewed.
#[test]
fn every_move_of_a_tile_game_played_out_is_reviewed_for_every_ending() {
    let mut abaku_endings = BTreeSet::new();
    for seed in 0..40 {
        let game = tile_game(
            abaku::Game::new(abaku::Setup::new(names(2), seed)),
            seed,
            None,
            None,
        );
        let ending = format!("{:?}", game.outcome().unwrap().ending);
        let kind = ending.split('(').next().unwrap().to_string();
        if abaku_endings.insert(kind) {
            check_reviews(&game, seed);
        }
    }
    assert!(abaku_endings.contains("WentOut"), "{abaku_endings:?}");
    assert!(abaku_endings.contains("Blocked"), "{abaku_endings:?}");
    let last_turns = (0..40).find_map(|seed| {
        let game = tile_game(
            summy::Game::new(summy::Setup::new(names(3), seed)),
            seed,
            None,
            None,
        );
        let ending = game.outcome().unwrap().ending;
        matches!(ending, summy::Ending::LastTurns(_)).then_some((game, seed))
    });
    let (summy, seed) = last_turns.expect("a Summy game ends by the last turns");
    check_reviews(&summy, seed);
    let addique = tile_game(
        addique::Game::new(addique::Setup::new(names(4), 6)),
        6,
        None,
        None,
    );
    assert_eq!(addique.outcome().unwrap().resigned, None);
    check_reviews(&addique, 6);
}
