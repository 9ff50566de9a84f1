//! Running the built `gameshelf` binary as a user would: the helpers the CLI's test files share.

use gameshelf_engine::game::GameRules;
use std::fmt::Display;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

pub fn gameshelf(args: &[&str], stdin: &str) -> Output {
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

/// What the command prints for `args` (with `stdin`), after checking that it succeeds quietly.
pub fn quiet_output(args: &[&str], stdin: &str) -> String {
    let output = gameshelf(args, stdin);
    assert!(output.status.success(), "{args:?}: {}", stderr(&output));
    assert_eq!(stderr(&output), "", "{args:?}");
    stdout(&output)
}

/// What the command says on stderr for `args` (with `stdin`), after checking that it refuses:
/// exit code 1, nothing on stdout.
pub fn refused(args: &[&str], stdin: &str) -> String {
    exits_with(1, args, stdin)
}

/// What the command says on stderr for `args` (with `stdin`), after checking that it exits with
/// `code` and prints nothing on stdout: 1 for what the rules or the files refuse, 2 for a
/// command line that cannot be read.
pub fn exits_with(code: i32, args: &[&str], stdin: &str) -> String {
    let output = gameshelf(args, stdin);
    assert_eq!(output.status.code(), Some(code), "{args:?}: {}", stdout(&output));
    assert_eq!(stdout(&output), "", "{args:?}");
    stderr(&output)
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("UTF-8 output")
}

/// What `replay -` prints for a record, after checking that it succeeds quietly.
pub fn replayed(json: &str) -> String {
    quiet_output(&["replay", "-"], json)
}

/// What `replay FILE` prints for `json` written to a temp file named after `name`, after
/// checking that it succeeds quietly.
pub fn replayed_file(name: &str, json: &str) -> String {
    let file = TempFile::new(name, json);
    quiet_output(&["replay", file.path()], "")
}

/// The parts of a placement's turn line in a tile game's replay, `HEAD: PART (POINTS), …, total
/// TOTAL`, after checking its head and its total: each part's text and its points, as written.
pub fn scored_parts<'a>(line: &'a str, head: &str, total: impl Display) -> Vec<(&'a str, &'a str)> {
    let scored = line
        .strip_prefix(head)
        .and_then(|rest| rest.strip_prefix(": "))
        .unwrap_or_else(|| panic!("{line:?} starts with {head:?}"));
    let mut parts: Vec<&str> = scored.split(", ").collect();
    assert_eq!(parts.pop(), Some(format!("total {total}").as_str()), "{line}");
    assert!(!parts.is_empty(), "a placement scores at least one part: {line}");
    let split = |part: &'a str| {
        let parts = part.strip_suffix(')').and_then(|part| part.rsplit_once(" ("));
        parts.unwrap_or_else(|| panic!("{part:?} in {line}"))
    };
    parts.into_iter().map(split).collect()
}

/// A game's record as its JSON file has it.
pub fn json<G: GameRules>(game: &G) -> String {
    serde_json::to_string(&game.record()).expect("a record serializes")
}

pub fn players(names: &[&str]) -> Vec<String> {
    names.iter().map(|name| name.to_string()).collect()
}

/// A file in the temp directory, unique to this process and call, removed when dropped.
pub struct TempFile(PathBuf);

impl TempFile {
    pub fn new(name: &str, contents: &str) -> TempFile {
        // The tests run on several threads of one process: the count keeps two calls with the
        // same name apart.
        static CALLS: AtomicUsize = AtomicUsize::new(0);
        let call = CALLS.fetch_add(1, Ordering::Relaxed);
        let file = format!("gameshelf-cli-{}-{call}-{name}.json", std::process::id());
        let path = std::env::temp_dir().join(file);
        std::fs::write(&path, contents).expect("the temp file is written");
        TempFile(path)
    }

    pub fn path(&self) -> &str {
        self.0.to_str().expect("a UTF-8 temp path")
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// A fixed pseudo-random sequence (xorshift), so every run plays the same games.
pub struct Xorshift(pub u64);

impl Xorshift {
    pub fn below(&mut self, bound: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % bound as u64) as usize
    }
}

/// `Eva wins 45-30` or `Eva and Adam win 31-31-12`, worked out here from the final scores in
/// seat order: the players with the top score, then every score, theirs first and then the
/// others' in seat order.
pub fn winners_line<S: Ord + Copy + ToString>(names: &[String], scores: &[S]) -> String {
    let top = *scores.iter().max().expect("players");
    let (winners, others): (Vec<usize>, Vec<usize>) =
        (0..scores.len()).partition(|&seat| scores[seat] == top);
    let points: Vec<String> = winners
        .iter()
        .chain(&others)
        .map(|&seat| scores[seat].to_string())
        .collect();
    let winner_names: Vec<&str> = winners.iter().map(|&seat| names[seat].as_str()).collect();
    let verb = if winners.len() == 1 { "wins" } else { "win" };
    format!("{} {verb} {}", winner_names.join(" and "), points.join("-"))
}

/// The turn lines of a replay's `output` whose turns after the first `kept` of `turns` were
/// taken back, each of those checked to be marked ` (taken back)` and the mark removed; and the
/// result line, which must be the last.
pub fn unmark_taken_back(output: &str, kept: usize, turns: usize) -> (Vec<&str>, &str) {
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines.len(), turns + 1, "{output}");
    let mut unmarked = lines[..kept].to_vec();
    for line in &lines[kept..turns] {
        let line = line.strip_suffix(" (taken back)");
        unmarked.push(line.unwrap_or_else(|| panic!("not marked as taken back: {output}")));
    }
    (unmarked, lines[turns])
}
