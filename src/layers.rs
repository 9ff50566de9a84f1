//! The app's layers hold (README, "Layout"): the app's infrastructure, the ui kit, the features
//! and the games, each using only the layers under it. Read from the code's own `crate::`
//! paths, tests left out: the translation layer (`i18n/`) names no game, no feature and not the
//! ui kit, and the ui kit (`ui/`) names no game and no feature.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The features: each uses the ui kit and the infrastructure, and is used by the games.
const FEATURES: [&str; 5] = ["library", "share", "review", "robots", "remote"];

/// The engine's modules of one game each.
const ENGINE_GAMES: [&str; 4] = ["abalone", "abaku", "summy", "addique"];

/// `text` without its comments and without every item marked `#[cfg(test)]`.
fn without_tests(text: &str) -> String {
    let code: String = text
        .lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n");
    let mut kept = String::new();
    let mut rest = code.as_str();
    while let Some(start) = rest.find("#[cfg(test)]") {
        kept.push_str(&rest[..start]);
        rest = &rest[start..];
        let end = match (rest.find(';'), rest.find('{')) {
            (Some(semicolon), Some(brace)) if semicolon < brace => semicolon + 1,
            (_, Some(brace)) => brace + closing_brace(&rest[brace..]),
            (Some(semicolon), None) => semicolon + 1,
            (None, None) => rest.len(),
        };
        rest = &rest[end..];
    }
    kept.push_str(rest);
    kept
}

/// Where the block that `text` opens with `{` ends, just after its `}`.
fn closing_brace(text: &str) -> usize {
    let mut depth = 0;
    for (index, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 1 => return index + 1,
            '}' => depth -= 1,
            _ => {}
        }
    }
    text.len()
}

/// The names that follow `prefix` in `code` (`crate::games::x` gives `games`; a group,
/// `crate::{games, ui::y}`, each of its names).
fn named_after(code: &str, prefix: &str) -> BTreeSet<String> {
    let word = |text: &str| -> String {
        let text = text.trim_start();
        text.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut names = BTreeSet::new();
    for (at, _) in code.match_indices(prefix) {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let after = &code[at + prefix.len()..];
        match after.strip_prefix('{') {
            Some(group) => {
                // The group's text, up to its closing brace.
                let group = &group[..closing_brace(&format!("{{{group}")) - 2];
                names.extend(group.split(',').map(word));
            }
            None => {
                names.insert(word(after));
            }
        }
    }
    names.retain(|name| !name.is_empty());
    names
}

/// The Rust files under `dir`, but those of modules declared only for the tests.
fn code_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut test_modules = BTreeSet::new();
    for entry in fs::read_dir(dir).expect("a directory of the app").flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(code_files(&path));
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            let text = fs::read_to_string(&path).expect("a readable file");
            for (at, _) in text.match_indices("#[cfg(test)]") {
                let item = text[at..].lines().nth(1).unwrap_or_default().trim();
                let item = item.trim_start_matches("pub(crate) ").trim_start_matches("pub ");
                if let Some(name) = item.strip_prefix("mod ") {
                    test_modules.insert(dir.join(format!("{}.rs", name.trim_end_matches(';'))));
                }
            }
            files.push(path);
        }
    }
    files.retain(|path| !test_modules.contains(path));
    files
}

/// Each file under `src/<layer>/` whose code names one of `forbidden` (`crate::<name>`), or one
/// of the engine's games, with the names.
fn reaching_up(layer: &str, forbidden: &[&str], engine_games: bool) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut faults = Vec::new();
    for path in code_files(&root.join(layer)) {
        let code = without_tests(&fs::read_to_string(&path).expect("a readable file"));
        let mut named: Vec<String> = named_after(&code, "crate::")
            .into_iter()
            .filter(|name| forbidden.contains(&name.as_str()))
            .collect();
        if engine_games {
            named.extend(
                named_after(&code, "gameshelf_engine::")
                    .into_iter()
                    .filter(|name| ENGINE_GAMES.contains(&name.as_str())),
            );
        }
        if !named.is_empty() {
            let file = path.strip_prefix(&root).unwrap_or(&path).display();
            faults.push(format!("src/{file} names {}", named.join(", ")));
        }
    }
    faults.sort();
    faults
}

#[test]
fn the_translation_layer_names_no_game_no_feature_and_not_the_ui_kit() {
    let forbidden = [&["games", "ui"][..], &FEATURES].concat();
    let faults = reaching_up("i18n", &forbidden, true);
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn the_ui_kit_names_no_game_and_no_feature() {
    let forbidden = [&["games"][..], &FEATURES].concat();
    let faults = reaching_up("ui", &forbidden, false);
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn a_path_up_is_found_in_code_and_not_in_comments_or_tests() {
    let code = "use crate::i18n::t;\nuse crate::{games, ui::Modal};\n// crate::robots\n\
                #[cfg(test)]\nmod tests {\n    use crate::share;\n}\nfn f() { $crate::remote::x(); }";
    let named = named_after(&without_tests(code), "crate::");
    let expected: BTreeSet<String> = ["i18n", "games", "ui", "remote"].map(String::from).into();
    assert_eq!(named, expected);
}
