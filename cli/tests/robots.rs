//! Runs the built `gameshelf robot` and `gameshelf match` and checks what they print: the
//! robot's move must be legal where it was asked, and a match's tally must add up to its games.

use gameshelf_engine::{abaku, abalone, addique, summy};

mod support;
use support::*;

fn players() -> Vec<String> {
    vec!["Eva".into(), "Adam".into()]
}

/// The last line of a successful, quiet run.
fn last_line(args: &[&str]) -> String {
    let output = gameshelf(args, "");
    assert!(output.status.success(), "{args:?}: {}", stderr(&output));
    assert_eq!(stderr(&output), "");
    let out = stdout(&output);
    out.lines().last().expect("some output").to_string()
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
    let file = TempFile::new(
        "robot-record.json",
        &serde_json::to_string(&game.record()).unwrap(),
    );
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
    let file = TempFile::new(
        "robot-addique.json",
        &serde_json::to_string(&game.record()).unwrap(),
    );
    let output = gameshelf(&["robot", "abalone", "--record", file.path()], "");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stderr(&output).trim(), "the record is of addique, not abalone");

    let mut over = abaku::Game::new(abaku::Setup::new(players(), 2));
    while over.outcome().is_none() {
        over.play(abaku::Move::Pass).unwrap();
    }
    let file = TempFile::new("robot-over.json", &serde_json::to_string(&over.record()).unwrap());
    let output = gameshelf(&["robot", "abaku", "--record", file.path()], "");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output).trim(),
        "the game is over: there is no move to choose"
    );
}

#[test]
fn a_match_prints_each_game_then_a_tally_that_adds_up() {
    for game in ["abaku", "addique"] {
        let output = gameshelf(
            &[
                "match",
                game,
                "--a",
                "strong",
                "--b",
                "easy",
                "--games",
                "4",
                "--time-ms",
                "50",
            ],
            "",
        );
        assert!(output.status.success(), "{}", stderr(&output));
        let out = stdout(&output);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 5, "{out}");
        for (number, line) in lines[..4].iter().enumerate() {
            let result = line.strip_prefix(&format!("game {}: ", number + 1)).expect(line);
            assert!(["a", "b", "draw"].contains(&result), "{line}");
        }
        let count = |name: &str| {
            lines[..4]
                .iter()
                .filter(|line| line.ends_with(&format!(": {name}")))
                .count()
        };
        assert_eq!(
            lines[4],
            format!("a {} b {} draws {}", count("a"), count("b"), count("draw"))
        );
    }
}

#[test]
fn a_match_is_between_two_players() {
    let output = gameshelf(
        &[
            "match",
            "abalone",
            "--a",
            "easy",
            "--b",
            "easy",
            "--layout",
            "three-player",
        ],
        "",
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output).trim(),
        "a match is between two players: three-player seats 3"
    );
}
