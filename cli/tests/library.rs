//! Files the app exports (one game's record with the save's tags, pretty-printed) and backups of
//! every save replay in `gameshelf replay` exactly as the records they came from. The records are
//! the browser tests' fixtures, re-written the way the app's storage writes them: replayed
//! through the engine, then `record()` with the save's tags.

use gameshelf_engine::common::backup::{self, Contents};
use gameshelf_engine::common::record::{parse, Envelope, GameKind};
use gameshelf_engine::{abaku, abalone, addique, summy};
use std::path::PathBuf;

use crate::support::*;

fn fixtures() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../end2end/fixtures");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the fixtures directory")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 4, "a fixture of each game in {}", dir.display());
    files
        .into_iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&path).expect("a readable fixture"))
        })
        .collect()
}

/// The record as the app's storage writes it and its export downloads it: with the save's tags.
fn tagged<S>(mut record: Envelope<S>) -> Envelope<S> {
    record.tags.insert("started".into(), "1795000000000".into());
    record.tags.insert("saved".into(), "1795000600000".into());
    record.tags.insert("turn-board".into(), "true".into());
    record
}

/// `json` replayed through its game's engine and exported as the app does.
fn export(json: &str) -> String {
    let header = parse::<serde_json::Value, String>(json).expect("a fixture is a record");
    match header.game {
        GameKind::Abalone => tagged(
            abalone::Game::replay(&parse::<_, abalone::MoveError>(json).unwrap())
                .expect("the fixture replays")
                .record(),
        )
        .to_file(),
        GameKind::Abaku => tagged(
            abaku::Game::replay(&parse::<_, abaku::MoveError>(json).unwrap())
                .expect("the fixture replays")
                .record(),
        )
        .to_file(),
        GameKind::Summy => tagged(
            summy::Game::replay(&parse::<_, summy::MoveError>(json).unwrap())
                .expect("the fixture replays")
                .record(),
        )
        .to_file(),
        GameKind::Addique => tagged(
            addique::Game::replay(&parse::<_, addique::MoveError>(json).unwrap())
                .expect("the fixture replays")
                .record(),
        )
        .to_file(),
    }
}

#[test]
fn an_exported_game_replays_as_its_record() {
    let mut games = std::collections::BTreeSet::new();
    for (name, json) in fixtures() {
        let file = export(&json);
        assert!(file.contains("\"tags\": {"), "{name}: the tags are exported");
        assert_eq!(
            replayed_file(&format!("export-{name}"), &file),
            replayed_file(&format!("fixture-{name}"), &json),
            "{name}"
        );
        games.insert(name.split('-').next().unwrap().to_string());
    }
    assert_eq!(games.len(), 4, "every game is exported: {games:?}");
}

#[test]
fn every_game_in_a_backup_replays_as_its_record() {
    let fixtures = fixtures();
    let files: Vec<String> = fixtures.iter().map(|(_, json)| export(json)).collect();
    let backup = backup::write(files.iter().map(String::as_str));
    let Ok(Contents::Backup(records)) = backup::read(&backup) else {
        panic!("a backup reads as one");
    };
    assert_eq!(records.len(), fixtures.len());
    for ((name, json), record) in fixtures.iter().zip(&records) {
        assert_eq!(
            replayed_file(&format!("backup-{name}"), record),
            replayed_file(&format!("original-{name}"), json),
            "{name}"
        );
    }
}

#[test]
fn a_backup_is_not_a_game_record() {
    let backup = backup::write([]);
    let file = TempFile::new("backup", &backup);
    let output = gameshelf(&["replay", file.path()], "");
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("not a game record"),
        "{}",
        stderr(&output)
    );
}
