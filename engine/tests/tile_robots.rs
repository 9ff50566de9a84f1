//! The Abaku and Summy robots: they see only their seat's view, play only legal moves, score as
//! they say, play the highest score once the bag is empty, and the stronger level wins.
//!
//! The match between levels is slow, so it is ignored by default: `cargo test --release -p
//! gameshelf-engine --test engine tile_robots:: -- --ignored --nocapture`.

use gameshelf_engine::game::Turns;
use gameshelf_engine::robot::{native_clock, play_match, Arena, Level, Thinking};
use gameshelf_engine::{abaku, summy};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

use crate::support::tiles::HidesTiles;

fn players() -> Vec<String> {
    vec!["A".into(), "B".into()]
}

fn thinking(level: Level, seed: u64) -> Thinking {
    Thinking::new(level, 50, seed, native_clock)
}

/// A random level per move, from `rng`.
fn any_level(rng: &mut Pcg64Mcg) -> Level {
    Level::ALL[rng.random_range(0..Level::ALL.len())]
}

/// Plays `turns` robot moves of random levels, drawn from `seed` (fewer if the game ends first).
fn robots_play<G: Arena>(mut game: G, seed: u64, turns: usize) -> G {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    for turn in 0..turns {
        if game.is_over() {
            break;
        }
        let choice = game.choose(&thinking(any_level(&mut rng), turn as u64)).unwrap();
        game.play_robot_move(choice.mv);
    }
    game
}

/// The robot of the seat to move chooses the same move, at every level, whatever the tiles it
/// cannot see: the other racks and the bag, dealt anew. Games come from `after(seed, turns)`,
/// after up to `most_turns` turns.
fn assert_robots_see_nothing_hidden<G: HidesTiles>(after: fn(u64, usize) -> G, most_turns: usize) {
    let mut hidden_differed = 0;
    for seed in 0..24 {
        let game = after(seed, (seed as usize * 3) % most_turns);
        if game.is_over() {
            continue;
        }
        let other = 1 - game.to_move();
        for shuffle in 0..3 {
            let twin = game.redealt(1000 + shuffle);
            assert_eq!(game.seat_view(), twin.seat_view(), "seed {seed}");
            let (rack, left) = game.hidden(other);
            let (twin_rack, twin_left) = twin.hidden(other);
            assert_eq!(left, twin_left, "seed {seed}: as many tiles left to draw");
            if rack != twin_rack {
                hidden_differed += 1;
            }
            for level in Level::ALL {
                for move_seed in 0..2 {
                    let thinking = thinking(level, move_seed);
                    let mine = game.choose(&thinking).unwrap();
                    assert_eq!(
                        mine,
                        twin.choose(&thinking).unwrap(),
                        "seed {seed}, {level}: the hidden tiles changed the move"
                    );
                    assert_eq!(mine, G::robot(&game.seat_view(), &thinking));
                }
            }
        }
    }
    assert!(hidden_differed > 30, "the hidden tiles were dealt again");
}

// ---- Abaku ----

fn abaku_game(seed: u64, numbers: bool) -> abaku::Game {
    let mut setup = abaku::Setup::new(players(), seed);
    if numbers {
        setup.scoring = abaku::Scoring::NumberValue;
    }
    abaku::Game::new(setup)
}

fn abaku_after(seed: u64, turns: usize) -> abaku::Game {
    robots_play(abaku_game(seed, seed % 2 == 1), seed, turns)
}

#[test]
fn abaku_robots_see_nothing_hidden() {
    assert_robots_see_nothing_hidden(abaku_after, 40);
}

#[test]
fn abaku_robots_play_legal_moves_and_score_what_they_say() {
    let mut positions = 0;
    let mut bag_empty = 0;
    for seed in 0..40 {
        let mut game = abaku_game(seed, seed % 3 == 0);
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut ply = 0;
        while !game.is_over() {
            let level = any_level(&mut rng);
            let view = game.view();
            let thinking = thinking(level, rng.random());
            let choice = abaku::robot::choose(&view, &thinking);
            assert_eq!(choice, abaku::robot::choose(&view, &thinking), "deterministic");
            let options = abaku::placements(&view.board, view.rules, &view.rack);
            match &choice.mv {
                abaku::Move::Place(placement) => {
                    let scored = game.check(placement).unwrap_or_else(|error| {
                        panic!("seed {seed} ply {ply}: {} is illegal: {error}", choice.mv)
                    });
                    assert_eq!(i64::from(scored.points), choice.value, "{}", choice.mv);
                    if view.bag_len == 0 && level == Level::Strong {
                        bag_empty += 1;
                        let best = options.iter().map(|(_, points)| *points).max().unwrap();
                        let mut after = game.clone();
                        after.play(choice.mv.clone()).unwrap();
                        let goes_out = after.position().rack(view.seat).is_empty();
                        assert!(
                            scored.points == best || goes_out,
                            "seed {seed} ply {ply}: strong scored {} of {best} with the bag empty",
                            scored.points
                        );
                    }
                }
                abaku::Move::Exchange(tiles) => {
                    assert_eq!(choice.value, 0);
                    assert!(view.bag_len >= tiles.len());
                    if level != Level::Strong {
                        assert!(options.is_empty(), "{level} exchanged with a placement");
                    }
                }
                abaku::Move::Pass => {
                    assert_eq!(choice.value, 0);
                    assert!(options.is_empty(), "{level} passed with a placement");
                }
            }
            game.play(choice.mv).unwrap();
            positions += 1;
            ply += 1;
            assert!(ply < 1000, "seed {seed}: the game does not end");
        }
    }
    assert!(positions > 1000, "{positions} positions");
    assert!(bag_empty > 20, "{bag_empty} strong moves with the bag empty");
}

#[test]
fn abaku_strong_keeps_good_tiles_and_medium_and_easy_score_less() {
    let mut totals = [0i64; 3];
    let mut samples = 0;
    for seed in 0..30 {
        let game = abaku_after(seed, 6 + seed as usize % 10);
        if game.is_over() || game.position().bag_len() == 0 {
            continue;
        }
        let view = game.view();
        let options = abaku::placements(&view.board, view.rules, &view.rack);
        if options.is_empty() {
            continue;
        }
        samples += 1;
        for (index, level) in Level::ALL.into_iter().enumerate() {
            totals[index] += abaku::robot::choose(&view, &thinking(level, seed)).value;
        }
    }
    assert!(samples >= 20);
    let [easy, medium, strong] = totals;
    assert!(
        easy < medium && medium < strong,
        "points easy {easy} medium {medium} strong {strong}"
    );
}

#[test]
fn abaku_winners_share_first_place() {
    let mut game = abaku_game(3, false);
    assert!(game.winners().is_empty(), "no winner before the end");
    while !game.is_over() {
        game.play(abaku::Move::Pass).unwrap();
    }
    // Everyone passed at once: equal scores, equal leftover counts (5 tiles each, 1 point each
    // unless one holds the joker).
    let outcome = game.outcome().unwrap();
    let top = outcome.final_scores.iter().max().unwrap();
    let expected: Vec<usize> = (0..2)
        .filter(|&seat| outcome.final_scores[seat] == *top)
        .collect();
    let mut winners = game.winners();
    winners.sort();
    assert_eq!(winners, expected);
}

// ---- Summy ----

fn summy_game(seed: u64) -> summy::Game {
    summy::Game::new(summy::Setup::new(players(), seed))
}

fn summy_after(seed: u64, turns: usize) -> summy::Game {
    robots_play(summy_game(seed), seed, turns)
}

#[test]
fn summy_robots_see_nothing_hidden() {
    assert_robots_see_nothing_hidden(summy_after, 30);
}

#[test]
fn summy_robots_play_legal_moves_and_score_what_they_say() {
    let mut positions = 0;
    let mut stock_empty = 0;
    for seed in 0..50 {
        let mut game = summy_game(seed);
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut ply = 0;
        while !game.is_over() {
            let level = any_level(&mut rng);
            let view = game.view();
            let thinking = thinking(level, rng.random());
            let choice = summy::robot::choose(&view, &thinking);
            assert_eq!(choice, summy::robot::choose(&view, &thinking), "deterministic");
            let options = summy::placements(&view.board, &view.rack);
            match &choice.mv {
                summy::Move::Place(placement) => {
                    let scored = game.check(placement).unwrap_or_else(|error| {
                        panic!("seed {seed} ply {ply}: {} is illegal: {error}", choice.mv)
                    });
                    assert_eq!(i64::from(scored.points), choice.value, "{}", choice.mv);
                    if (view.stock_len == 0 || view.last_turns.is_some()) && level == Level::Strong {
                        stock_empty += 1;
                        let best = options.iter().map(|(_, points)| *points).max().unwrap();
                        let ends = view.rack.len() - placement.tiles.len() <= summy::LAST_TURN_AT;
                        assert!(
                            scored.points == best || (ends && view.last_turns.is_none()),
                            "seed {seed} ply {ply}: strong scored {} of {best} at the end",
                            scored.points
                        );
                    }
                }
                summy::Move::Exchange(tiles) => {
                    assert_eq!(choice.value, 0);
                    if level != Level::Strong {
                        assert!(options.is_empty(), "{level} exchanged with a placement");
                        assert!(view.stock_len >= tiles.len(), "{level} exchanged into nothing");
                    }
                }
                summy::Move::Pass => {
                    assert_eq!(choice.value, 0);
                    assert!(options.is_empty(), "{level} passed with a placement");
                }
            }
            game.play(choice.mv).unwrap();
            positions += 1;
            ply += 1;
            assert!(ply < 1000, "seed {seed}: the game does not end");
        }
    }
    assert!(positions > 1000, "{positions} positions");
    assert!(stock_empty > 10, "{stock_empty} strong moves at the end");
}

#[test]
fn summy_strong_scores_more_than_medium_and_medium_than_easy() {
    let mut totals = [0i64; 3];
    let mut samples = 0;
    for seed in 0..30 {
        let game = summy_after(seed, 4 + seed as usize % 12);
        if game.is_over() || game.position().stock_len() == 0 {
            continue;
        }
        let view = game.view();
        if summy::placements(&view.board, &view.rack).is_empty() {
            continue;
        }
        samples += 1;
        for (index, level) in Level::ALL.into_iter().enumerate() {
            totals[index] += summy::robot::choose(&view, &thinking(level, seed)).value;
        }
    }
    assert!(samples >= 20);
    let [easy, medium, strong] = totals;
    assert!(
        easy < medium && medium < strong,
        "points easy {easy} medium {medium} strong {strong}"
    );
}

#[test]
fn summy_winners_share_first_place() {
    let mut game = summy_game(5);
    assert!(game.winners().is_empty(), "no winner before the end");
    while !game.is_over() {
        game.play(summy::Move::Pass).unwrap();
    }
    // Nobody scored: both seats share first place, which a match counts as a draw.
    let mut winners = game.winners();
    winners.sort();
    assert_eq!(winners, vec![0, 1]);
}

// ---- Time ----

/// Times strong moves on the positions of robot games between turns 8 and 16 (mid-game boards);
/// prints the mean and the slowest.
#[test]
#[ignore = "a timing: run in release"]
fn strong_moves_take_little_time() {
    let strong = thinking(Level::Strong, 1);
    let (mut abaku_times, mut summy_times) = (Vec::new(), Vec::new());
    for seed in 0..20 {
        for turns in 8..16 {
            let game = abaku_after(seed, turns);
            if !game.is_over() {
                let view = game.view();
                let started = native_clock();
                abaku::robot::choose(&view, &strong);
                abaku_times.push(native_clock() - started);
            }
            let game = summy_after(seed, turns);
            if !game.is_over() {
                let view = game.view();
                let started = native_clock();
                summy::robot::choose(&view, &strong);
                summy_times.push(native_clock() - started);
            }
        }
    }
    for (name, times) in [("abaku", &abaku_times), ("summy", &summy_times)] {
        let mean = times.iter().sum::<f64>() / times.len() as f64;
        let slowest = times.iter().copied().fold(0.0, f64::max);
        println!(
            "{name}: strong move mean {mean:.2} ms, slowest {slowest:.2} ms over {}",
            times.len()
        );
        assert!(slowest < 300.0, "{name}: {slowest} ms");
    }
}

// ---- Strength ----

const GAMES: u32 = 100;

fn report(name: &str, tally: gameshelf_engine::robot::Tally, started: f64) {
    let ms = native_clock() - started;
    println!(
        "{name}: {tally} over {GAMES} games, {:.0} ms a game",
        ms / f64::from(GAMES)
    );
}

#[test]
#[ignore = "slow: 400 whole games; run in release"]
fn each_level_beats_the_one_below_in_four_games_of_five() {
    let matches = [(Level::Strong, Level::Medium), (Level::Medium, Level::Easy)];
    let mut short = Vec::new();
    for levels in matches {
        let started = native_clock();
        let tally = play_match(
            |n| abaku::Game::new(abaku::Setup::new(players(), n)),
            levels,
            GAMES,
            100,
            native_clock,
        );
        report(&format!("abaku {} v {}", levels.0, levels.1), tally, started);
        if tally.a * 5 < GAMES * 4 {
            short.push(format!("abaku {levels:?}: {tally}"));
        }

        let started = native_clock();
        let tally = play_match(
            |n| summy::Game::new(summy::Setup::new(players(), n)),
            levels,
            GAMES,
            100,
            native_clock,
        );
        report(&format!("summy {} v {}", levels.0, levels.1), tally, started);
        if tally.a * 5 < GAMES * 4 {
            short.push(format!("summy {levels:?}: {tally}"));
        }
    }
    assert!(short.is_empty(), "below 80%: {short:?}");
}
