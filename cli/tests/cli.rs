//! Runs the built `gameshelf` binary as a user would.

use gameshelf_engine::abalone::{Game, Layout, Move, Seat, Setup, TurnOrder};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::game::AnyGame;

use crate::support::*;

fn record(layout: &str, moves: &[&str], undone: &[&str]) -> String {
    serde_json::json!({
        "format": 1,
        "game": "abalone",
        "setup": { "layout": layout, "players": ["Ada", "Bo"] },
        "moves": moves,
        "undone": undone,
    })
    .to_string()
}

/// From the Belgian daisy, Black fills A3 (making A1-A3 a column facing White's A4-A5 at the
/// edge), White plays elsewhere, and Black's 3-push-2 sends A5 off the board.
const PUSH_OFF: [&str; 3] = ["B3A3", "H4G3", "A1A2"];

#[test]
fn perft_prints_the_leaf_count_last() {
    let output = gameshelf(&["perft", "abalone", "--layout", "standard", "--depth", "1"], "");
    assert!(output.status.success());
    assert_eq!(stdout(&output).lines().last(), Some("44"));
    assert_eq!(stdout(&output), "44\n", "without flags the count is all");

    let output = gameshelf(&["perft", "abalone", "--depth", "2"], "");
    assert_eq!(stdout(&output), "1936\n", "the layout defaults to standard");
    let output = gameshelf(
        &[
            "perft",
            "abalone",
            "--layout",
            "german-daisy",
            "--depth",
            "1",
            "--full",
        ],
        "",
    );
    assert_eq!(stdout(&output), "80\n");
}

#[test]
fn every_named_layout_is_known_to_perft_and_replay() {
    // Depth 1 of each, as counted in engine/tests/data/abalone-perft.txt.
    for (layout, moves) in [
        ("the-wall", "102"),
        ("snakes", "98"),
        ("dutch-daisy", "44"),
        ("face-to-face", "57"),
    ] {
        let output = gameshelf(&["perft", "abalone", "--layout", layout, "--depth", "1"], "");
        assert_eq!(stdout(&output), format!("{moves}\n"), "{layout}");
    }
    // A game from a named layout is a record like any other: The Wall's first move, replayed.
    let output = gameshelf(&["replay", "-"], &record("the-wall", &["A3A4"], &[]));
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stdout(&output).starts_with("1. A3A4"), "{}", stdout(&output));
}

#[test]
fn perft_divide_and_bench_keep_the_count_last() {
    let output = gameshelf(
        &[
            "perft",
            "abalone",
            "--layout",
            "belgian-daisy",
            "--depth",
            "2",
            "--divide",
        ],
        "",
    );
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 53);
    assert_eq!(lines.last(), Some(&"2692"));
    let mut sum = 0;
    for line in &lines[..52] {
        let (mv, count) = line.split_once(": ").expect("MOVE: COUNT");
        assert!(mv.parse::<Move>().is_ok(), "{line}");
        sum += count.parse::<u64>().expect("a count");
    }
    assert_eq!(sum, 2692);

    let output = gameshelf(&["perft", "abalone", "--depth", "3", "--bench"], "");
    let text = stdout(&output);
    assert_eq!(text.lines().last(), Some("98912"));
    assert!(text.contains("leaf nodes/s"), "{text}");
}

#[test]
fn perft_rejects_unknown_layouts() {
    let output = gameshelf(
        &["perft", "abalone", "--layout", "swiss-cheese", "--depth", "1"],
        "",
    );
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("unknown layout \"swiss-cheese\""),
        "{}",
        stderr(&output)
    );
}

#[test]
fn replay_prints_moves_and_push_offs() {
    let file = TempFile::new("push-off", &record("belgian-daisy", &PUSH_OFF, &[]));
    let output = gameshelf(&["replay", file.path()], "");
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "1. B3A3\n\
         2. H4G3\n\
         3. A1A2 pushes off white at A5\n\
         result: in progress, white to move, pushed off by black 1, by white 0\n"
    );
}

#[test]
fn replay_reads_standard_input_and_shows_moves_taken_back() {
    let json = record("belgian-daisy", &PUSH_OFF[..1], &PUSH_OFF[1..]);
    let output = gameshelf(&["replay", "-"], &json);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "1. B3A3\n\
         2. H4G3 (taken back)\n\
         3. A1A2 pushes off white at A5 (taken back)\n\
         result: in progress, white to move, pushed off by black 0, by white 0\n"
    );
}

#[test]
fn replay_stops_at_the_first_illegal_move() {
    // After B3A3, A3 is the front of Black's row and faces White's A4 alone.
    let file = TempFile::new(
        "illegal",
        &record("belgian-daisy", &["B3A3", "H4G3", "A3A4", "A1A2"], &[]),
    );
    assert_eq!(
        refused(&["replay", file.path()], ""),
        "move 3 (A3A4): a single marble cannot push\n"
    );

    assert_eq!(
        refused(&["replay", "-"], &record("standard", &["C3D4", "I5I4"], &[])),
        "move 2 (I5I4): \"I4\" is not a cell of the board\n"
    );
}

#[test]
fn replay_explains_files_it_cannot_use() {
    let mut json: serde_json::Value = serde_json::from_str(&record("standard", &["A1A2"], &[])).unwrap();
    json["format"] = 99.into();
    assert_eq!(
        refused(&["replay", "-"], &json.to_string()),
        "unknown record format 99 (this build reads format 1)\n"
    );

    let refusal = refused(&["replay", "-"], "{\"format\": 1, \"moves\": []");
    assert!(refusal.starts_with("not a game record: "), "{refusal}");

    let missing = std::env::temp_dir().join(format!("gameshelf-cli-{}-missing.json", std::process::id()));
    let refusal = refused(&["replay", missing.to_str().unwrap()], "");
    assert!(
        refusal.starts_with(&format!("cannot read {}: ", missing.display())),
        "{refusal}"
    );
}

/// A whole game to the sixth push-off: each side pushes a marble off when it can, otherwise
/// pushes when it can, otherwise plays a move picked by a fixed pseudo-random sequence.
fn finished(layout: Layout, turn_order: TurnOrder) -> Game {
    let names = ["Ada", "Bo", "Cy", "Di"];
    let players = names[..layout.seats() as usize]
        .iter()
        .map(|name| name.to_string())
        .collect();
    let mut game = Game::new(Setup {
        turn_order,
        ..Setup::new(layout, players)
    });
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    while game.winner().is_none() {
        let position = *game.position();
        let moves = position.legal_moves();
        let effects: Vec<_> = moves
            .iter()
            .map(|&mv| position.check(mv).expect("generated moves are legal"))
            .collect();
        let best = (0..moves.len()).max_by_key(|&i| (effects[i].pushed_off.is_some(), effects[i].pushed > 0));
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let pick = match best {
            Some(i) if effects[i].pushed > 0 => i,
            _ => (seed % moves.len() as u64) as usize,
        };
        game.play(moves[pick]).expect("a generated move is legal");
        assert!(game.played().len() < 5000, "the game should end");
    }
    game
}

#[test]
fn perft_counts_three_and_four_player_layouts() {
    for (layout, order, depth, leaves) in [
        ("three-player", "alternate", "1", "40"),
        ("three-player", "alternate", "2", "1587"),
        ("four-player", "alternate", "1", "43"),
        ("four-player", "alternate", "2", "1696"),
        ("four-player", "partners-consecutive", "2", "1849"),
    ] {
        let args = [
            "perft",
            "abalone",
            "--layout",
            layout,
            "--turn-order",
            order,
            "--depth",
            depth,
        ];
        let output = gameshelf(&args, "");
        assert!(output.status.success(), "{}", stderr(&output));
        assert_eq!(
            stdout(&output),
            format!("{leaves}\n"),
            "{layout} {order} depth {depth}"
        );
    }
    let args = [
        "perft",
        "abalone",
        "--layout",
        "four-player",
        "--turn-order",
        "partners-consecutive",
    ];
    let output = gameshelf(&[&args[..], &["--depth", "2", "--bench", "--full"]].concat(), "");
    let text = stdout(&output);
    assert!(
        text.starts_with("four-player partners-consecutive depth 2 (perft_full"),
        "{text}"
    );
    assert_eq!(text.lines().last(), Some("1849"));

    let output = gameshelf(&[&args[..], &["--depth", "1", "--divide"]].concat(), "");
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 44);
    assert_eq!(text.lines().last(), Some("43"));
}

#[test]
fn perft_refuses_partners_consecutive_without_four_players() {
    let args = [
        "perft",
        "abalone",
        "--layout",
        "three-player",
        "--turn-order",
        "partners-consecutive",
        "--depth",
        "1",
    ];
    assert_eq!(
        refused(&args, ""),
        "--turn-order partners-consecutive needs the four-player layout, not three-player\n"
    );
}

/// A seat as the replay names it, written out here rather than taken from the engine.
fn seat_name(seats: usize, seat: Seat) -> String {
    match (seats, seat.index()) {
        (2, 0) => "black".into(),
        (2, _) => "white".into(),
        (_, index) => format!("player {}", index + 1),
    }
}

/// The result line of a finished game, written out from the rules here: the winners by seat,
/// then the winners' push-offs and each other team's.
fn expected_result(game: &Game) -> String {
    let position = game.position();
    let seats: Vec<Seat> = position.seats().collect();
    let partners = seats.len() == 4;
    let team = |seat: Seat| if partners { seat.index() % 2 } else { seat.index() };
    let winner = seats
        .iter()
        .map(|&seat| team(seat))
        .find(|&t| {
            seats
                .iter()
                .filter(|&&s| team(s) == t)
                .map(|&s| position.pushed_off_by(s))
                .sum::<u8>()
                >= 6
        })
        .expect("a finished game");
    let score = |t: usize| -> u8 {
        seats
            .iter()
            .filter(|&&s| team(s) == t)
            .map(|&s| position.pushed_off_by(s))
            .sum()
    };
    let names: Vec<String> = seats
        .iter()
        .filter(|&&s| team(s) == winner)
        .map(|&s| seat_name(seats.len(), s))
        .collect();
    let teams = if partners { 2 } else { seats.len() };
    let scores: Vec<String> = std::iter::once(winner)
        .chain((0..teams).filter(|&t| t != winner))
        .map(|t| score(t).to_string())
        .collect();
    let verb = if partners { "win" } else { "wins" };
    format!("result: {} {verb} {}", names.join(" and "), scores.join("-"))
}

#[test]
fn replay_names_the_winning_player_or_team() {
    for (layout, order) in [
        (Layout::GermanDaisy, TurnOrder::Alternate),
        (Layout::ThreePlayer, TurnOrder::Alternate),
        (Layout::FourPlayer, TurnOrder::Alternate),
        (Layout::FourPlayer, TurnOrder::PartnersConsecutive),
    ] {
        let game = finished(layout, order);
        let seats = layout.seats() as usize;
        let file = TempFile::new("finished-seats", &json(&game));
        let output = gameshelf(&["replay", file.path()], "");
        assert!(output.status.success(), "{}", stderr(&output));
        let text = stdout(&output);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), game.played().len() + 1);
        assert_eq!(
            lines.last().unwrap(),
            &expected_result(&game),
            "{layout:?} {order:?}"
        );
        for (index, played) in game.played().iter().enumerate() {
            let pushed = played.effect.pushed_off.map_or(String::new(), |cell| {
                let owner = played.before.at(cell).expect("a marble was pushed off");
                format!(" pushes off {} at {cell}", seat_name(seats, owner))
            });
            assert_eq!(lines[index], format!("{}. {}{pushed}", index + 1, played.mv));
        }
        // Every push-off has its line, and the winners have six of them.
        let push_offs = lines.iter().filter(|line| line.contains(" pushes off ")).count();
        let position = game.position();
        let total: u8 = position.seats().map(|seat| position.pushed_off_by(seat)).sum();
        assert_eq!(push_offs, total as usize, "{layout:?} {order:?}");
        let winners = game.winner().expect("finished");
        assert_eq!(position.team_pushed_off(winners), 6, "{layout:?} {order:?}");
    }
}

#[test]
fn replay_of_a_game_in_progress_lists_every_seat() {
    let json = serde_json::json!({
        "format": 1,
        "game": "abalone",
        "setup": { "layout": "four-player", "players": ["Ada", "Bo", "Cy", "Di"], "turn_order": "partners-consecutive" },
        "moves": ["C4D5"],
    });
    let output = gameshelf(&["replay", "-"], &json.to_string());
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "1. C4D5\n\
         result: in progress, player 3 to move, pushed off by player 1 0, by player 2 0, by player 3 0, by player 4 0\n"
    );
}

#[test]
fn replay_refuses_a_setup_the_game_cannot_start_from() {
    assert_eq!(
        refused(&["replay", "-"], &record("three-player", &[], &[])),
        "the setup is not valid: the three-player layout seats 3 players, not 2\n"
    );
    let mut json: serde_json::Value = serde_json::from_str(&record("standard", &[], &[])).unwrap();
    json["setup"]["turn_order"] = "partners-consecutive".into();
    assert_eq!(
        refused(&["replay", "-"], &json.to_string()),
        "the setup is not valid: only the four-player game lets partners play one after the other\n"
    );
}

#[test]
fn replay_says_which_setting_ended_the_game() {
    let cases = [
        // Black's clock is spent before the first move: White wins on time.
        (
            r#"{"minutes_per_player": 1}"#,
            "[]",
            r#", "thinking_ms": 60000"#,
            "result: white wins 0-0, black out of time",
        ),
        (
            r#"{"move_limit": 2}"#,
            r#"["A5B5", "G5F5"]"#,
            "",
            "result: draw 0-0 at the move limit",
        ),
        (
            r#"{"draw_by_repetition": true}"#,
            r#"["C3D3", "G7F6", "D3C3", "F6G7", "C3D3", "G7F6", "D3C3", "F6G7"]"#,
            "",
            "result: draw 0-0 by the third repetition",
        ),
        // White resigns after Black's first move.
        (
            "{}",
            r#"["A5B5"]"#,
            r#", "resigned": 1"#,
            "result: black wins 0-0, white resigned",
        ),
    ];
    for (settings, moves, extra, expected) in cases {
        let mut setup: serde_json::Value = serde_json::from_str(settings).unwrap();
        setup["layout"] = "standard".into();
        setup["players"] = serde_json::json!(["Ada", "Bo"]);
        let json =
            format!(r#"{{"format": 1, "game": "abalone", "setup": {setup}, "moves": {moves}{extra}}}"#);
        let output = gameshelf(&["replay", "-"], &json);
        assert!(output.status.success(), "{settings}: {}", stderr(&output));
        assert_eq!(stdout(&output).lines().last(), Some(expected), "{settings}");
    }
}

#[test]
fn positions_travel_in_playstrategys_notation() {
    // The Belgian daisy as abalone-layouts.md writes it counts as the layout does.
    let belgian = "ss1SS/sssSSS/1ss1SS1/8/9/8/1SS1ss1/SSSsss/SS1ss 0 0 b 0 1";
    let output = gameshelf(&["perft", "abalone", "--fen", belgian, "--depth", "2"], "");
    assert_eq!(stdout(&output), "2692\n", "{}", stderr(&output));

    // The final position of a record: Black's push-off was the last of three half-moves, so
    // Black has scored 1, no half-move has passed since, and White is to move in move 2.
    let output = gameshelf(&["abalone", "fen", "-"], &record("belgian-daisy", &PUSH_OFF, &[]));
    assert!(output.status.success(), "{}", stderr(&output));
    let fen = stdout(&output);
    let fields: Vec<&str> = fen.split_whitespace().collect();
    assert_eq!(fields[1..], ["1", "0", "w", "0", "2"], "{fen}");
    // Read back, it is the same position: counting from it agrees with the engine's own.
    let mut game = Game::new(Setup::new(Layout::BelgianDaisy, vec!["Ada".into(), "Bo".into()]));
    for mv in PUSH_OFF {
        game.play(mv.parse::<Move>().unwrap()).unwrap();
    }
    let expected = gameshelf_engine::abalone::perft(game.position(), 2).to_string();
    let output = gameshelf(&["perft", "abalone", "--fen", fen.trim(), "--depth", "2"], "");
    assert_eq!(stdout(&output).trim(), expected);

    // A bad position names its field and why.
    let output = gameshelf(
        &[
            "perft",
            "abalone",
            "--fen",
            "ss1SS/sssSSS 0 0 b 0 1",
            "--depth",
            "1",
        ],
        "",
    );
    assert!(!output.status.success());
    assert_eq!(
        stderr(&output).trim(),
        "--fen: the board has 9 rows separated by /, not 2"
    );
}

#[test]
fn a_game_travels_as_aba_pros_move_list_and_back() {
    let output = gameshelf(
        &["abalone", "moves", "-"],
        &record("belgian-daisy", &PUSH_OFF, &[]),
    );
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), "1. B3A3 H4G3 2. A1A2\n");

    // Read back from that layout, it is a record of the same moves.
    let output = gameshelf(
        &["abalone", "import", "--layout", "belgian-daisy", "-"],
        "1. B3A3 H4G3\n2. A1A2\n",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let imported: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(imported["moves"], serde_json::json!(PUSH_OFF));
    assert_eq!(imported["setup"]["layout"], "belgian-daisy");

    // The move that cannot be played is named by number and side, and nothing is printed.
    let refusal = refused(
        &["abalone", "import", "--layout", "belgian-daisy", "-"],
        "1. B3A3 H4G3 2. E5E6",
    );
    assert!(refusal.contains("move 2 (black, E5E6): "), "{refusal}");
}

#[test]
fn a_blank_name_is_the_seat_number_in_the_tile_games_that_pass() {
    for kind in [GameKind::Abaku, GameKind::Summy] {
        let mut game = AnyGame::seated(kind, players(&["Eva", " "]), 9).unwrap();
        let first = game.to_move();
        game.play_notation("pass").unwrap();
        let names = ["Eva", "player 2"];
        let output = replayed(&game.record_json());
        assert!(
            output.starts_with(&format!("1. {} pass\n", names[first])),
            "{kind:?}: {output}"
        );
        assert!(
            output.contains(&format!(", {} to play, Eva 0, player 2 0, ", names[1 - first])),
            "{kind:?}: {output}"
        );
    }
}
