//! Runs the built `gameshelf` binary as a user would.

use gameshelf_engine::abalone::{Cell, Game, Layout, Move, Position, Setup, Side};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn gameshelf(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gameshelf"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(stdin.as_bytes())
        .expect("stdin is written");
    child.wait_with_output().expect("the binary finishes")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("UTF-8 output")
}

/// A file in the temp directory, unique to this process and test, removed when dropped.
struct TempFile(PathBuf);

impl TempFile {
    fn new(name: &str, contents: &str) -> TempFile {
        let path = std::env::temp_dir().join(format!("gameshelf-cli-{}-{name}.json", std::process::id()));
        std::fs::write(&path, contents).expect("the temp file is written");
        TempFile(path)
    }

    fn path(&self) -> &str {
        self.0.to_str().expect("a UTF-8 temp path")
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

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
        &["perft", "abalone", "--layout", "swiss-daisy", "--depth", "1"],
        "",
    );
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("unknown layout \"swiss-daisy\""),
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
    let output = gameshelf(&["replay", file.path()], "");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stderr(&output), "move 3 (A3A4): a single marble cannot push\n");
    assert_eq!(stdout(&output), "");

    let output = gameshelf(&["replay", "-"], &record("standard", &["C3D4", "I5I4"], &[]));
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output),
        "move 2 (I5I4): \"I4\" is not a cell of the board\n"
    );
}

#[test]
fn replay_explains_files_it_cannot_use() {
    let mut json: serde_json::Value = serde_json::from_str(&record("standard", &["A1A2"], &[])).unwrap();
    json["format"] = 99.into();
    let output = gameshelf(&["replay", "-"], &json.to_string());
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output),
        "unknown record format 99 (this build reads format 1)\n"
    );

    let output = gameshelf(&["replay", "-"], "{\"format\": 1, \"moves\": []");
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).starts_with("not a game record: "),
        "{}",
        stderr(&output)
    );

    let missing = std::env::temp_dir().join(format!("gameshelf-cli-{}-missing.json", std::process::id()));
    let output = gameshelf(&["replay", missing.to_str().unwrap()], "");
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).starts_with(&format!("cannot read {}: ", missing.display())),
        "{}",
        stderr(&output)
    );
}

/// What the replay adds to a move's line, written out here rather than taken from the engine.
fn describe(pushed_off: Option<Cell>, mover: Side) -> String {
    pushed_off.map_or(String::new(), |cell| {
        format!(" pushes off {} at {cell}", mover.other())
    })
}

/// A whole game to the sixth push-off: each side pushes a marble off when it can, otherwise
/// pushes when it can, otherwise plays a move picked by a fixed pseudo-random sequence.
fn finished_game() -> Game {
    let mut game = Game::new(Setup {
        layout: Layout::GermanDaisy,
        players: ["Ada".into(), "Bo".into()],
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
fn replay_of_a_finished_game_names_the_winner() {
    let game = finished_game();
    let winner = game.winner().expect("finished");
    let position: &Position = game.position();
    let score = (
        position.pushed_off_by(winner),
        position.pushed_off_by(winner.other()),
    );
    let file = TempFile::new("finished", &serde_json::to_string(&game.record()).unwrap());

    let output = gameshelf(&["replay", file.path()], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), game.played().len() + 1);
    assert_eq!(
        lines.last().unwrap(),
        &format!("result: {winner} wins {}-{}", score.0, score.1)
    );
    assert_eq!(score.0, 6);
    for (index, played) in game.played().iter().enumerate() {
        assert_eq!(
            lines[index],
            format!("{}. {}", index + 1, played.mv)
                + &describe(played.effect.pushed_off, played.before.to_move())
        );
    }
    let push_offs = lines.iter().filter(|line| line.contains(" pushes off ")).count();
    assert_eq!(push_offs as u8, score.0 + score.1);
}
