//! Every game keeps the one contract (`GameRules`) alike: random playouts through it, for every
//! game and player count, check that a record read back as `AnyGame` is the same game, that
//! undo and redo walk back and forth through the same positions, and that a move the rules
//! refuse changes nothing and says why.

use gameshelf_engine::common::record::{GameKind, MoveError, RecordError};
use gameshelf_engine::game::{hides_tiles, holds_pieces, AnyGame, GameRules, Turns};
use gameshelf_engine::robot::{native_clock, Arena, Level, Thinking};
use gameshelf_engine::{abaku, abalone, addique, summy};
use proptest::prelude::*;

fn names(count: usize) -> Vec<String> {
    (1..=count).map(|seat| format!("Player {seat}")).collect()
}

/// Plays `plies` easy-robot moves (fewer if the game ends), checking the contract after each.
fn play_out<G: GameRules + Arena>(mut game: G, plies: usize, seed: u64) -> G {
    for ply in 0..plies {
        if game.is_over() {
            assert!(
                game.choose(&thinking(seed, ply)).is_none(),
                "a finished game has no move"
            );
            break;
        }
        let before = game.moves_played();
        let mover = game.to_move();
        assert!(mover < game.seat_count());
        let choice = game
            .choose(&thinking(seed, ply))
            .expect("a game going on has a move");
        game.play_notation(&choice.mv.to_string())
            .unwrap_or_else(|error| panic!("the robot's {} is refused: {error}", choice.mv));
        assert_eq!(game.moves_played(), before + 1);
    }
    game
}

fn thinking(seed: u64, ply: usize) -> Thinking {
    Thinking::new(Level::Easy, 0, seed.wrapping_add(ply as u64), native_clock)
}

/// The record read back through `AnyGame` is the same game: kind, players, moves, end, winners
/// and the record itself; and its undo takes the moves back.
fn check_record_round_trip<G: GameRules>(game: &G) {
    let json = serde_json::to_string(&game.record()).unwrap();
    let replayed = AnyGame::from_record(&json).unwrap_or_else(|error| panic!("{error}: {json}"));
    let any = replayed.game;
    assert_eq!(any.kind(), G::KIND);
    assert_eq!(any.players(), game.players());
    assert_eq!(any.moves_played(), game.moves_played());
    assert_eq!(any.is_over(), game.is_over());
    assert_eq!(any.winners(), game.winners());
    assert_eq!(any.record_json(), json);
    // Undo through `AnyGame` takes back one move at a time, to none.
    let mut any = any;
    for left in (0..game.moves_played()).rev() {
        assert!(any.undo());
        assert_eq!(any.moves_played(), left);
    }
    assert!(!any.undo());
    if !game.is_over() {
        assert!(game.winners().is_empty(), "nobody wins a game going on");
    }
}

/// Undo all the way back and redo all the way forward returns to the same record.
fn check_undo_redo<G: GameRules>(game: &G) {
    let mut walked = game.clone();
    let played = game.moves_played();
    let mut undone = Vec::new();
    while let Some(mv) = walked.undo() {
        undone.push(mv.to_string());
    }
    assert_eq!(undone.len(), played);
    assert_eq!(walked.moves_played(), 0);
    assert_eq!(walked.scores(), G::new(game.setup().clone()).scores());
    while walked.redo().is_some() {}
    assert_eq!(
        serde_json::to_string(&walked.record()).unwrap(),
        serde_json::to_string(&game.record()).unwrap()
    );
}

/// A resignation ends the game for good: the seat that resigned is not among the winners,
/// nothing is taken back, played or chosen after it, a second one is refused, and the record
/// carries it.
fn check_resignation<G: GameRules + Arena>(game: &G, seed: u64) {
    let mut resigned = game.clone();
    let seat = (seed % game.seat_count() as u64) as usize;
    if game.is_over() {
        assert!(
            resigned.resign(seat).is_err(),
            "a finished game has no resignation"
        );
        return;
    }
    resigned.resign(seat).expect("a game going on can be resigned");
    assert!(resigned.is_over());
    assert_eq!(resigned.resigned(), Some(seat));
    if game.seat_count() > 1 {
        assert!(!resigned.winners().contains(&seat), "a resignation loses");
    }
    assert!(
        resigned.undo().is_none() && resigned.redo().is_none(),
        "a resignation is final"
    );
    assert!(resigned.resign(seat).is_err(), "a game resigned is over");
    assert!(
        resigned.choose(&thinking(seed, 0)).is_none(),
        "no move after a resignation"
    );
    let json = serde_json::to_string(&resigned.record()).unwrap();
    let replayed = AnyGame::from_record(&json).unwrap().game;
    assert_eq!(replayed.resigned(), Some(seat));
    assert_eq!(replayed.winners(), resigned.winners());
}

fn check_contract<G: GameRules + Arena>(new: G, plies: usize, seed: u64) {
    let seats = new.seat_count();
    assert_eq!(new.scores().len(), seats, "one score a seat");
    let game = play_out(new, plies, seed);
    check_record_round_trip(&game);
    check_undo_redo(&game);
    check_resignation(&game, seed);
    // Words are no move; the game is unchanged and the error says so.
    let mut refused = game.clone();
    assert!(matches!(
        refused.play_notation("no such move"),
        Err(MoveError::Notation(_))
    ));
    assert_eq!(refused.moves_played(), game.moves_played());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn abalone_keeps_the_contract(layout in prop::sample::select(abalone::Layout::ALL.to_vec()), plies in 0usize..60, seed: u64) {
        let game = abalone::Game::new(abalone::Setup::new(layout, names(layout.seats() as usize)));
        check_contract(game, plies, seed);
    }

    #[test]
    fn abaku_keeps_the_contract(seats in 2usize..=4, plies in 0usize..40, seed: u64) {
        check_contract(abaku::Game::new(abaku::Setup::new(names(seats), seed)), plies, seed);
    }

    #[test]
    fn summy_keeps_the_contract(seats in 2usize..=4, plies in 0usize..40, seed: u64) {
        check_contract(summy::Game::new(summy::Setup::new(names(seats), seed)), plies, seed);
    }

    #[test]
    fn addique_keeps_the_contract(seats in prop::sample::select(vec![2usize, 3, 4, 6, 8]), plies in 0usize..40, seed: u64) {
        check_contract(addique::Game::new(addique::Setup::new(names(seats), seed)), plies, seed);
    }
}

#[test]
fn a_game_played_to_its_end_names_its_winners_through_any_game() {
    let game = play_out(addique::Game::new(addique::Setup::new(names(3), 4)), 10_000, 4);
    assert!(game.is_over());
    assert!(!game.winners().is_empty(), "Addique always has a first place");
    check_record_round_trip(&game);
}

#[test]
fn a_record_that_cannot_be_replayed_says_which_move_and_why() {
    let mut record = abaku::Game::new(abaku::Setup::new(names(2), 1)).record();
    record.moves.push("A1=9".into());
    let json = serde_json::to_string(&record).unwrap();
    match AnyGame::from_record(&json) {
        Err(RecordError::Move { number: 1, text, .. }) => assert_eq!(text, "A1=9"),
        Err(other) => panic!("wrong error: {other}"),
        Ok(_) => panic!("an illegal move was replayed"),
    }
    let newer = json.replacen("\"format\":1", "\"format\":99", 1);
    assert!(matches!(
        AnyGame::from_record(&newer),
        Err(RecordError::UnknownFormat(99))
    ));
    let other = json.replacen("\"game\":\"abaku\"", "\"game\":\"chess\"", 1);
    assert!(matches!(
        AnyGame::from_record(&other),
        Err(RecordError::Malformed(_))
    ));
    assert_eq!(
        AnyGame::from_record(&abalone_record()).unwrap().game.kind(),
        GameKind::Abalone
    );
}

fn abalone_record() -> String {
    let game = abalone::Game::new(abalone::Setup::new(abalone::Layout::Standard, names(2)));
    serde_json::to_string(&game.record()).unwrap()
}

/// A record seats a game's player counts and no others: the engine is where they are decided.
fn seats_only_its_player_counts<G: GameRules>(record_for: impl Fn(Vec<String>) -> String) {
    for count in 0..=9 {
        let replayed = AnyGame::from_record(&record_for(names(count)));
        assert_eq!(
            replayed.is_ok(),
            G::PLAYER_COUNTS.contains(&count),
            "{:?} with {count} players",
            G::KIND
        );
        if let Err(error) = replayed {
            assert!(matches!(error, RecordError::InvalidSetup(_)), "{error}");
        }
    }
}

/// A fresh game's record, with `players` written in whatever their count.
fn record_with<G: GameRules>(game: G, players: Vec<String>) -> String {
    let mut record: serde_json::Value = serde_json::to_value(game.record()).unwrap();
    record["setup"]["players"] = players.into();
    record.to_string()
}

#[test]
fn every_game_seats_the_player_counts_it_names() {
    seats_only_its_player_counts::<summy::Game>(|players| {
        record_with(summy::Game::new(summy::Setup::new(names(2), 1)), players)
    });
    seats_only_its_player_counts::<addique::Game>(|players| {
        record_with(addique::Game::new(addique::Setup::new(names(2), 1)), players)
    });
    // Abaku's solo modes seat one; a match seats the rest.
    let abaku_counts = |mode| {
        (0..=9)
            .filter(|&count| {
                let mut setup = abaku::Setup::new(names(count), 1);
                setup.mode = mode;
                if mode == abaku::Mode::SoloCover {
                    setup.board = abaku::BoardKind::Blank;
                }
                setup.problem().is_none()
            })
            .collect::<Vec<usize>>()
    };
    let mut seated = abaku_counts(abaku::Mode::Match);
    assert_eq!(seated, abaku::MATCH_PLAYER_COUNTS);
    seated.extend(abaku_counts(abaku::Mode::SoloScore));
    seated.sort();
    assert_eq!(seated, <abaku::Game as GameRules>::PLAYER_COUNTS);
    // Abalone seats as its layouts do.
    let mut layouts: Vec<usize> = abalone::Layout::ALL
        .iter()
        .map(|layout| layout.seats() as usize)
        .collect();
    layouts.sort();
    layouts.dedup();
    assert_eq!(layouts, <abalone::Game as GameRules>::PLAYER_COUNTS);
}

/// A game started from its kind alone (the command line's robots and tables) is that game,
/// seating those players, and its record replays; a count that no game seats is refused with
/// the rules' reason.
#[test]
fn any_game_is_seated_from_its_kind() {
    for kind in GameKind::ALL {
        for count in 0..=9 {
            match AnyGame::seated(kind, names(count), 7) {
                Ok(game) => {
                    assert_eq!(game.kind(), kind);
                    assert_eq!(game.players(), names(count));
                    assert_eq!((game.seat_count(), game.moves_played()), (count, 0));
                    let replayed = AnyGame::from_record(&game.record_json()).unwrap().game;
                    assert_eq!(replayed.record_json(), game.record_json(), "{kind:?}");
                }
                Err(problem) => {
                    assert!(!(2..=3).contains(&count), "{kind:?} seats {count}: {problem}");
                    assert!(
                        problem.to_string().contains(&count.to_string()),
                        "{kind:?}: {problem}"
                    );
                }
            }
        }
        assert!(
            AnyGame::seated(kind, names(0), 7).is_err(),
            "{kind:?} seats no one"
        );
    }
}

/// What each game's seats hold, asked of the contract rather than of a game's name: tiles
/// hidden on racks in the tile games, pieces in hands in Addique alone, and nothing hidden in
/// Abalone.
#[test]
fn each_kind_says_what_its_seats_hold() {
    let held: Vec<(GameKind, bool, bool)> = GameKind::ALL
        .into_iter()
        .map(|kind| (kind, hides_tiles(kind), holds_pieces(kind)))
        .collect();
    assert_eq!(
        held,
        [
            (GameKind::Abalone, false, false),
            (GameKind::Abaku, true, false),
            (GameKind::Summy, true, false),
            (GameKind::Addique, true, true),
        ]
    );
}
