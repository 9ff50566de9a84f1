//! Runs the built `gameshelf robot` and `gameshelf match` and checks what they print: the
//! robot's move must be legal where it was asked, and a match's tally, pairs and Elo must add up
//! to its games, its SPRT stopping where the engine's test decides.

use gameshelf_engine::game::GameRules;
use gameshelf_engine::robot::elo::{Estimate, Games, Pairs, Sprt, Verdict};
use gameshelf_engine::robot::Won;
use gameshelf_engine::{abaku, abalone, addique, summy};

use crate::support::*;

fn players() -> Vec<String> {
    vec!["Eva".into(), "Adam".into()]
}

/// The last line of a successful, quiet run.
fn last_line(args: &[&str]) -> String {
    let out = quiet_output(args, "");
    out.lines().last().expect("some output").to_string()
}

/// How a `--fen` whose board has too few rows is refused, as an argument clap cannot read.
const BAD_FEN_ROWS: &str = "for '--fen <FEN>': the board has 9 rows separated by /, not 2";

#[test]
fn the_robot_moves_from_a_position_given_in_playstrategys_notation() {
    // White to move, a marble down: the move must be White's, legal in that very position.
    let fen = "ssss1/ssssss/2sss2/8/9/8/2SSS2/SSSSSS/SSSSS 1 0 w 4 12";
    let mv: abalone::Move = last_line(&["robot", "abalone", "--level", "medium", "--fen", fen])
        .parse()
        .expect("Abalone notation");
    let mut game = abalone::Game::new(abalone::Setup {
        start: Some(Box::new(abalone::Fen::parse(fen).unwrap())),
        ..abalone::Setup::new(abalone::Layout::Standard, players())
    });
    game.play(mv).expect("a legal move for White");

    // A bad position names the option, the field and why, and exits as for any bad argument.
    let message = exits_with(2, &["robot", "abalone", "--fen", "ss1SS/sssSSS 0 0 b 0 1"], "");
    assert!(message.contains(BAD_FEN_ROWS), "{message}");
}

#[test]
fn the_robot_moves_first_in_a_new_game_of_each_game() {
    let mv: abalone::Move = last_line(&["robot", "abalone", "--level", "medium", "--layout", "standard"])
        .parse()
        .expect("Abalone notation");
    let mut game = abalone::Game::new(abalone::Setup::new(abalone::Layout::Standard, players()));
    game.play(mv).expect("a legal first move");

    let seed = "4";
    let mv: abaku::Move = last_line(&["robot", "abaku", "--level", "strong", "--seed", seed])
        .parse()
        .unwrap();
    let mut game = abaku::Game::new(abaku::Setup::new(vec!["a".into(), "b".into()], 4));
    game.play(mv).expect("a legal Abaku turn");

    let mv: summy::Move = last_line(&["robot", "summy", "--level", "easy", "--seed", seed])
        .parse()
        .unwrap();
    let mut game = summy::Game::new(summy::Setup::new(vec!["a".into(), "b".into()], 4));
    game.play(mv).expect("a legal Summy turn");

    let mv: addique::Move = last_line(&["robot", "addique", "--level", "strong", "--seed", seed])
        .parse()
        .unwrap();
    let mut game = addique::Game::new(addique::Setup::new(vec!["a".into(), "b".into()], 4));
    game.play(mv).expect("a legal Addique turn");
}

#[test]
fn the_robot_moves_for_the_player_to_move_in_a_record() {
    let mut game = abalone::Game::new(abalone::Setup::new(abalone::Layout::BelgianDaisy, players()));
    // A move each, so that the robot plays Black's second.
    for _ in 0..2 {
        let first = game.position().legal_moves()[0];
        game.play(first).unwrap();
    }
    let file = TempFile::new("robot-record.json", &json(&game));
    let output = gameshelf(
        &["robot", "abalone", "--record", file.path(), "--time-ms", "100"],
        "",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let out = stdout(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(lines[0].starts_with("strong robot, 100 ms: value "), "{out}");
    game.play(lines[1].parse().unwrap()).expect("Black's legal move");
}

#[test]
fn the_robot_refuses_a_record_of_another_game_or_a_finished_one() {
    let game = addique::Game::new(addique::Setup::new(players(), 1));
    let file = TempFile::new("robot-addique.json", &json(&game));
    assert_eq!(
        refused(&["robot", "abalone", "--record", file.path()], "").trim(),
        "the record is of addique, not abalone"
    );

    let mut over = abaku::Game::new(abaku::Setup::new(players(), 2));
    while over.outcome().is_none() {
        over.play(abaku::Move::Pass).unwrap();
    }
    let file = TempFile::new("robot-over.json", &json(&over));
    assert_eq!(
        refused(&["robot", "abaku", "--record", file.path()], "").trim(),
        "the game is over: there is no move to choose"
    );
}

/// Checks a match's output over `games` games: a line for each game, then the tally of them,
/// the pairs by robot a's score and the Elo; returns each game's result, the tally and the rest.
fn games_then_result(out: &str, games: usize) -> (Vec<Won>, String, Vec<String>) {
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.len() >= games + 3, "{out}");
    let results: Vec<Won> = (0..games)
        .map(|number| {
            let line = lines[number];
            match line.strip_prefix(&format!("game {}: ", number + 1)) {
                Some("a") => Won::A,
                Some("b") => Won::B,
                Some("draw") => Won::Draw,
                _ => panic!("{line}"),
            }
        })
        .collect();
    let mut tally = Games::default();
    let mut pairs = Pairs::default();
    for (number, &won) in results.iter().enumerate() {
        tally.add(won);
        if number % 2 == 1 {
            pairs.add(results[number - 1], won);
        }
    }
    let (a, b, draws) = (tally.wins, tally.losses, tally.draws);
    assert_eq!(lines[games], format!("a {a} b {b} draws {draws}"));
    let counts = pairs.counts.map(|count| count.to_string()).join(" ");
    assert_eq!(lines[games + 1], format!("pairs {counts}"));
    let elo = Estimate::of(&pairs);
    let expected = format!(
        "elo {:+.1} +- {:.1} (95%: {:+.1} to {:+.1})",
        elo.elo,
        elo.margin(),
        elo.low,
        elo.high
    );
    assert_eq!(lines[games + 2], expected);
    let rest = lines[games + 3..].iter().map(ToString::to_string).collect();
    (results, lines[games].to_string(), rest)
}

/// The output of a successful, quiet match, its arguments written as on a command line.
fn match_output(args: &str) -> String {
    let args: Vec<&str> = ["match"].into_iter().chain(args.split_whitespace()).collect();
    quiet_output(&args, "")
}

#[test]
fn a_match_prints_each_game_then_a_tally_that_adds_up_and_the_elo() {
    for game in ["abaku", "addique"] {
        let out = match_output(&format!("{game} --a strong --b easy --games 4 --time-ms 50"));
        let (_, _, rest) = games_then_result(&out, 4);
        assert!(rest.is_empty(), "{out}");
    }
}

#[test]
fn a_match_seats_as_many_players_as_asked() {
    // Medium wins every game against Easy, seated in turn or alone among four Easy robots.
    let out = match_output("addique --a medium --b easy --players 8 --games 2");
    assert_eq!(games_then_result(&out, 2).1, "a 2 b 0 draws 0");
    let out = match_output("addique --a medium --b easy --players 4 --seating lone --games 3");
    assert_eq!(games_then_result(&out, 3).1, "a 3 b 0 draws 0");
    // Abalone seats as many as its layout.
    let out =
        match_output("abalone --a easy --b easy --layout three-player --games 2 --move-limit 6 --time-ms 5");
    games_then_result(&out, 2);
}

#[test]
fn a_rerun_plays_the_same_games_on_any_number_of_threads() {
    // Easy and medium Abalone robots search to a fixed depth: their games do not hang on speed.
    let args = "abalone --a medium --b easy --games 6 --move-limit 12 --seed 5";
    let one = match_output(&format!("{args} --threads 1"));
    assert_eq!(match_output(&format!("{args} --threads 3")), one);
    games_then_result(&one, 6);
}

#[test]
fn the_sprt_stops_the_match_at_the_first_pair_where_it_decides() {
    let out = match_output("addique --a medium --b easy --players 4 --games 200 --sprt --elo1 50");
    let games = out.lines().filter(|line| line.starts_with("game ")).count();
    assert!(games < 200 && games % 2 == 0, "{out}");
    let (results, _, rest) = games_then_result(&out, games);
    let sprt = Sprt::new(0.0, 50.0);
    let mut pairs = Pairs::default();
    for pair in results.chunks(2) {
        assert_eq!(sprt.verdict(&pairs), None, "{out}");
        pairs.add(pair[0], pair[1]);
    }
    assert_eq!(sprt.verdict(&pairs), Some(Verdict::Stronger), "{out}");
    let llr = sprt.llr(&pairs);
    assert_eq!(
        rest,
        [format!(
            "sprt [0, 50]: llr {llr:.2} (-2.94, 2.94): H1, a is stronger"
        )]
    );
}

#[test]
fn a_match_refuses_a_player_count_the_game_cannot_seat() {
    for (args, message) in [
        (
            ["addique", "--players", "5"],
            "addique: a game seats 2, 3, 4, 6 or 8 players, not 5",
        ),
        (
            ["summy", "--players", "6"],
            "summy: a game seats 2 to 4 players, not 6",
        ),
        (
            ["abalone", "--players", "3"],
            "abalone seats as many players as its layout: each two-player layout seats 2, not 3",
        ),
    ] {
        let args = [&["match", "--a", "easy", "--b", "easy"], &args[..]].concat();
        assert_eq!(refused(&args, "").trim(), message);
    }
    let args = ["match", "addique", "--a", "easy", "--b", "easy", "--players", "1"];
    let message = exits_with(2, &args, "");
    assert!(message.contains("1 is not in 2.."), "{message}");
    let args = [
        "match", "summy", "--a", "easy", "--b", "easy", "--sprt", "--elo1", "-5",
    ];
    assert_eq!(refused(&args, "").trim(), "--elo0 0 must be below --elo1 -5");
}

#[test]
fn the_analysis_prints_a_legal_best_line_for_each_depth() {
    let fen = "ssss1/ssssss/2sss2/8/9/8/2SSS2/SSSSSS/SSSSS 1 0 w 4 12";
    let output = gameshelf(&["abalone", "analyse", "--fen", fen, "--depth", "3"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let out = stdout(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    for (depth, line) in (1..).zip(lines) {
        let rest = line
            .strip_prefix(&format!("depth {depth}: "))
            .unwrap_or_else(|| panic!("{line}"));
        let mut words = rest.split(' ');
        let eval: f64 = words.next().unwrap().parse().expect("marbles");
        assert!(eval.abs() < 10.0, "{line}");
        let mut position = abalone::Fen::parse(fen).unwrap().position;
        let moves: Vec<&str> = words.collect();
        assert!(!moves.is_empty(), "{line}");
        for notation in moves {
            let mv: abalone::Move = notation.parse().expect("Abalone notation");
            position
                .play(mv)
                .unwrap_or_else(|error| panic!("{line}: {error}"));
        }
    }
}

#[test]
fn the_analysis_stops_at_a_forced_win_and_names_a_bad_position() {
    // Black's C3-B3 pushes White's A3 off for the sixth time.
    let fen = "sssss/1sss2/7/SSSSS3/SSSSS4/SS6/2S4/2S3/2s2 5 0 b 0 30";
    let output = gameshelf(&["abalone", "analyse", "--fen", fen, "--depth", "6"], "");
    assert_eq!(stdout(&output), "depth 1: win in 1 C3B3\n");

    let message = exits_with(2, &["abalone", "analyse", "--fen", "ss1SS/sssSSS 0 0 b 0 1"], "");
    assert!(message.contains(BAD_FEN_ROWS), "{message}");
}

/// `review`'s lines for `game`, checked against it: one line per move, naming its player and the
/// move the record played there, and the robot's choice, a move the rules allow in the position
/// before it.
fn check_review<G: GameRules>(game: &G, time_ms: &str) {
    let file = TempFile::new("review", &json(game));
    let out = quiet_output(&["review", file.path(), "--time-ms", time_ms], "");
    let lines: Vec<&str> = out.lines().collect();
    let record = game.record();
    assert_eq!(lines.len(), record.moves.len(), "{out}");
    for (turn, (line, played)) in lines.iter().zip(&record.moves).enumerate() {
        let (mut before, _) = game.before_move(turn).unwrap();
        let player = &game.players()[before.to_move()];
        let head = format!("{}. {player} {played} (", turn + 1);
        assert!(line.starts_with(&head), "{line:?} starts with {head:?}");
        let (_, robot) = line.split_once("), robot ").expect("the robot's choice");
        let (best, value) = robot.rsplit_once(" (").expect("the choice's value");
        assert!(
            value
                .strip_suffix(')')
                .is_some_and(|value| value.parse::<i64>().is_ok()),
            "{line}"
        );
        before
            .play_notation(best)
            .unwrap_or_else(|_| panic!("the robot's {best} is legal before move {}", turn + 1));
    }
}

#[test]
fn review_sets_each_move_of_a_resigned_game_beside_the_robots_choice() {
    let mut game = abalone::Game::new(abalone::Setup::new(abalone::Layout::Standard, players()));
    for mv in ["C3C4", "G7F7", "C4D5"] {
        game.play(mv.parse().unwrap()).unwrap();
    }
    game.resign(abalone::Seat::WHITE).unwrap();
    check_review(&game, "50");

    let mut game = summy::Game::new(summy::Setup::new(players(), 8));
    for _ in 0..3 {
        let choice = last_line(&[
            "robot",
            "summy",
            "--record",
            TempFile::new("summy", &json(&game)).path(),
            "--level",
            "easy",
            "--time-ms",
            "0",
        ]);
        game.play(choice.parse().unwrap()).unwrap();
    }
    GameRules::resign(&mut game, 1).unwrap();
    check_review(&game, "0");

    // A record that cannot be replayed is refused with the reason.
    let message = refused(&["review", "-"], "{\"game\": \"summy\"}");
    assert!(message.contains("not a game record"), "{message}");
}
