//! Every input of the fuzz targets' corpus (`fuzz/corpus/<target>/`, `make fuzz`) fed to its
//! target's body, without a fuzzer: none panics, and whatever reads writes back the same. An
//! input once found by the fuzzer stays a test.

use gameshelf_engine::fuzz::TARGETS;
use std::path::Path;

/// Feeds every file of `fuzz/corpus/<target>/` to the target's body.
fn replay(target: &str) {
    let (_, body) = TARGETS
        .into_iter()
        .find(|(name, _)| *name == target)
        .expect("a fuzz target");
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fuzz/corpus")
        .join(target);
    let inputs: Vec<_> = std::fs::read_dir(&corpus)
        .unwrap_or_else(|error| panic!("{}: {error}", corpus.display()))
        .map(|entry| entry.expect("a corpus file").path())
        .collect();
    assert!(!inputs.is_empty(), "{} is empty", corpus.display());
    for input in inputs {
        let data = std::fs::read(&input).expect("a corpus file");
        let read = std::panic::catch_unwind(|| body(&data));
        assert!(read.is_ok(), "{target} panicked on {}", input.display());
    }
}

#[test]
fn the_link_corpus_reads_without_a_panic() {
    replay("link");
}

#[test]
fn the_parts_corpus_reads_without_a_panic() {
    replay("parts");
}

#[test]
fn the_record_corpus_reads_without_a_panic() {
    replay("record");
}

#[test]
fn the_shared_game_corpus_reads_without_a_panic() {
    replay("shared_game");
}

#[test]
fn the_backup_corpus_reads_without_a_panic() {
    replay("backup");
}

#[test]
fn every_fuzz_target_has_its_replay() {
    let targets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/fuzz_targets");
    let mut found: Vec<String> = std::fs::read_dir(&targets)
        .unwrap_or_else(|error| panic!("{}: {error}", targets.display()))
        .map(|entry| entry.expect("a fuzz target").path())
        .filter_map(|path| Some(path.file_stem()?.to_str()?.to_string()))
        .collect();
    found.sort();
    let mut replayed: Vec<&str> = TARGETS.iter().map(|(name, _)| *name).collect();
    replayed.sort();
    assert_eq!(found, replayed);
}
