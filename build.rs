//! Two things the app's build needs besides Cargo's own work:
//!
//! - The app's wasm is split into chunks after Trunk builds it (scripts/split-wasm.py), and the
//!   splitter needs the linker's relocations to find what each chunk uses.
//! - The words kept in translation files (`src/**/locales/<tag>.ftl`, Fluent files that a
//!   translator edits without knowing Rust) become code: one module per language, whose
//!   `phrase` words any message of that language's files (and one more, `shelf::<tag>`, for the
//!   words of `locales/shelf/` directories). So a visit fetches no file and no
//!   Fluent reader, only the language's code, and a file that is not Fluent, or that uses what
//!   the app does not word, stops the build with its reason. `src/i18n/files.rs` includes the
//!   modules; its tests word every phrase both ways, here and through `fluent-bundle`.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use std::path::{Path, PathBuf};

fn main() {
    // Without this line Cargo would run the script again, and rebuild the app, whenever any
    // file of the package changed: a stylesheet, a test's output. The translation files are in
    // `src`, where any new one appears.
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bins=--emit-relocs");
    }
    let files = translation_files(Path::new("src"));
    let mut code = String::from("// Written by build.rs from the translation files: edit those.\n");
    let mut shelf_modules = String::new();
    let mut places: BTreeMap<String, String> = BTreeMap::new();
    let tags: Vec<&String> = files.keys().collect();
    for (tag, paths) in &files {
        let (shelf, screens): (Vec<_>, Vec<_>) = paths.iter().cloned().partition(|path| is_shelf(path));
        // English's shelf words are in the app's own code (src/i18n/files.rs), where no split
        // point shares their literals: as literals, they share the rest of the code's.
        let literals = if tag == "en" {
            Literals::Inline
        } else {
            Literals::OneText
        };
        shelf_modules += &language_module(tag, &shelf, literals).0;
        add_place_modules(tag, &screens, &mut places);
    }
    for (place, modules) in &places {
        code += &format!("pub mod {place} {{\n{modules}}}\n");
    }
    code += &places_on_demand(&places.keys().collect::<Vec<_>>(), &tags);
    code += &format!("pub mod shelf {{\n{shelf_modules}{}}}\n", by_tag(&tags));
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("Cargo sets OUT_DIR"));
    std::fs::write(out.join("compiled_words.rs"), code).expect("OUT_DIR is writable");
}

/// Each place whose screens speak words of their own, and the directories (holding `locales/`)
/// whose words it takes. A place's words in a language are one chunk, and each chunk one more
/// split point, which costs every visit some bytes of the app's own code and of the splitter's
/// loader: so the tile games share one place with their shared screens, which each of their
/// screens speaks too.
const PLACES: &[(&str, &[&str])] = &[
    ("abalone", &["src/games/abalone"]),
    ("tiles", &["src/games/tiles"]),
    ("abaku", &["src/games/abaku"]),
    ("summy", &["src/games/summy"]),
    ("addique", &["src/games/addique"]),
    ("remote", &["src/remote"]),
];

/// The place a screens' translation file belongs to, by its directory.
fn place_of(path: &Path) -> String {
    let directory = path
        .parent()
        .and_then(Path::parent)
        .expect("a translation file is in a locales directory");
    let place = PLACES
        .iter()
        .find(|(_, directories)| directories.iter().any(|dir| Path::new(dir) == directory))
        .unwrap_or_else(|| panic!("build.rs: {} belongs to no place of PLACES", path.display()));
    place.0.to_string()
}

/// Adds the modules of `tag`'s screens' files (`screens`) to each place's code in `places`,
/// checking that no id is in two places: a screen's phrase is found by its id alone.
fn add_place_modules(tag: &str, screens: &[PathBuf], places: &mut BTreeMap<String, String>) {
    let mut by_place: BTreeMap<String, Vec<PathBuf>> = BTreeMap::new();
    for path in screens {
        by_place.entry(place_of(path)).or_default().push(path.clone());
    }
    let mut ids_seen: BTreeMap<String, &str> = BTreeMap::new();
    for (place, paths) in &by_place {
        let (module, ids) = language_module(tag, paths, Literals::OneText);
        for id in ids {
            if let Some(other) = ids_seen.insert(id.clone(), place) {
                panic!("build.rs: {id} is in {tag}'s words of both {other} and {place}: a screen's phrase is found by its id alone");
            }
        }
        *places.entry(place.clone()).or_default() += &module;
    }
}

/// `Place`, each place whose screens speak words of their own, and `fetch`, which brings a
/// place's words in a language: each a split point of its own (`phrases_<place>_<tag>`, cut by
/// scripts/split-wasm.py), so that a screen fetches its own words and no other place's. For the
/// tests, `of_place` gives a place's words and `by_tag` a language's words of every place.
fn places_on_demand(places: &[&String], tags: &[&String]) -> String {
    let variants: String = places
        .iter()
        .map(|place| format!("    {},\n", variant(place)))
        .collect();
    let mut code = format!(
        "/// A place whose screens speak words of their own (build.rs's `PLACES`).\n\
         #[derive(Clone, Copy, PartialEq, Eq, Debug)]\npub enum Place {{\n{variants}}}\n"
    );
    let (mut fetched, mut compiled, mut splits) = (String::new(), String::new(), String::new());
    for place in places {
        for tag in tags {
            let arm = format!("        (Place::{}, {tag:?}) =>", variant(place));
            let _ = writeln!(fetched, "{arm} {place}_{tag}().await,");
            let _ = writeln!(compiled, "{arm} Some({place}::{tag}::phrase),");
            let _ = writeln!(
                splits,
                "#[::leptos::wasm_split::wasm_split(phrases_{place}_{tag}, wasm_split_path = ::leptos::wasm_split, fallible)]\n\
                 fn {place}_{tag}() -> Result<super::Sayer, crate::chunk::NotLoaded> {{\n    Ok({place}::{tag}::phrase)\n}}"
            );
        }
    }
    let _ = writeln!(
        code,
        "/// The words of `place` in the language `tag`, fetched the first time they are asked for.\n\
         pub async fn fetch(place: Place, tag: &str) -> Result<super::Sayer, crate::chunk::NotLoaded> {{\n    \
         match (place, tag) {{\n{fetched}        \
         _ => unreachable!(\"build.rs compiles every place's words in every language\"),\n    }}\n}}\n{splits}"
    );
    let _ = writeln!(
        code,
        "/// A place's words in a language, for the tests.\n#[cfg(test)]\n\
         pub fn of_place(place: Place, tag: &str) -> Option<super::Sayer> {{\n    \
         match (place, tag) {{\n{compiled}        _ => None,\n    }}\n}}"
    );
    code + &every_place_by_tag(places, tags)
}

/// `by_tag`, for the tests: a language's words of every place, by its tag.
fn every_place_by_tag(places: &[&String], tags: &[&String]) -> String {
    let mut code = String::new();
    let mut arms = String::new();
    for tag in tags {
        let chain: String = places
            .iter()
            .map(|place| format!(".or_else(|| {place}::{tag}::phrase(p))"))
            .collect();
        let _ = writeln!(
            code,
            "#[cfg(test)]\nfn every_place_{tag}(p: &crate::i18n::phrase::Phrase) -> Option<String> {{\n    None{chain}\n}}"
        );
        let _ = writeln!(arms, "        {tag:?} => Some(every_place_{tag}),");
    }
    code + &format!(
        "#[cfg(test)]\npub fn by_tag(tag: &str) -> Option<super::Sayer> {{\n    match tag {{\n{arms}        _ => None,\n    }}\n}}\n"
    )
}

/// A place's name as a Rust type's: `abalone` as `Abalone`.
fn variant(place: &str) -> String {
    let mut letters = place.chars();
    let first = letters.next().map(|first| first.to_ascii_uppercase());
    first.into_iter().chain(letters).collect()
}

/// `by_tag`, for the tests: each language's `phrase` by its tag.
fn by_tag(tags: &[&String]) -> String {
    let arms: String = tags
        .iter()
        .map(|tag| format!("        {tag:?} => Some({tag}::phrase),\n"))
        .collect();
    format!(
        "#[cfg(test)]\npub fn by_tag(tag: &str) -> Option<fn(&crate::i18n::phrase::Phrase) -> Option<String>> {{\n    match tag {{\n{arms}        _ => None,\n    }}\n}}\n"
    )
}

/// Whether a translation file holds what the shelf and the library say (`locales/shelf/`),
/// compiled into the code they load with (the app's own for English), rather than words of the
/// screens, which load with them.
fn is_shelf(path: &Path) -> bool {
    path.parent().is_some_and(|dir| dir.ends_with("locales/shelf"))
}

/// Each language's files, by tag, each file in path order. Every language has a file wherever
/// English has one: a missing file would leave that language's screens without words.
fn translation_files(src: &Path) -> BTreeMap<String, Vec<PathBuf>> {
    let mut found = Vec::new();
    collect_ftl(src, &mut found);
    found.sort();
    let mut languages: BTreeMap<String, Vec<PathBuf>> = BTreeMap::new();
    for path in found {
        let tag = path
            .file_stem()
            .and_then(|stem| stem.to_str())
            .expect("an .ftl file's name is its tag");
        languages.entry(tag.to_string()).or_default().push(path);
    }
    let places = |tag: &str| -> BTreeSet<PathBuf> {
        languages[tag]
            .iter()
            .map(|path| path.parent().expect("in a locales directory").to_path_buf())
            .collect()
    };
    let english = places("en");
    for tag in languages.keys() {
        let here = places(tag);
        let missing: Vec<_> = english.difference(&here).collect();
        assert!(
            missing.is_empty(),
            "build.rs: no {tag}.ftl in {missing:?}, where en.ftl is"
        );
    }
    languages
}

fn collect_ftl(dir: &Path, found: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("src is readable")
        .flatten()
        .collect();
    entries.sort_by_key(|entry| entry.path());
    for entry in entries {
        let path = entry.path();
        if path.is_dir() {
            collect_ftl(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "ftl") {
            found.push(path);
        }
    }
}

/// `pub mod <tag> { pub fn phrase(..) }`: a function per message, and one that finds the
/// phrase's message by its id; and the ids of its messages.
fn language_module(tag: &str, files: &[PathBuf], literals: Literals) -> (String, Vec<String>) {
    let mut messages = BTreeMap::new();
    let mut sources = Vec::new();
    for path in files {
        sources.push((
            path,
            std::fs::read_to_string(path).expect("a translation file is readable"),
        ));
    }
    for (path, source) in &sources {
        let resource = fluent_syntax::parser::parse(source.as_str())
            .unwrap_or_else(|(_, errors)| panic!("build.rs: {} is not Fluent: {errors:?}", path.display()));
        for entry in resource.body {
            match entry {
                Entry::Message(message) => {
                    let id = message.id.name;
                    let value = message
                        .value
                        .unwrap_or_else(|| panic!("build.rs: {id} in {} has no value", path.display()));
                    assert!(
                        message.attributes.is_empty(),
                        "build.rs: {id} in {} has attributes, which the app does not word",
                        path.display()
                    );
                    let previous = messages.insert(id, value);
                    assert!(
                        previous.is_none(),
                        "build.rs: {id} is written twice in {tag}'s files"
                    );
                }
                Entry::Term(term) => panic!(
                    "build.rs: the term -{} in {}: the app words no terms",
                    term.id.name,
                    path.display()
                ),
                Entry::Junk { content } => panic!(
                    "build.rs: {} has text that is not Fluent: {content}",
                    path.display()
                ),
                Entry::Comment(_) | Entry::GroupComment(_) | Entry::ResourceComment(_) => {}
            }
        }
    }
    let index: BTreeMap<&str, usize> = messages.keys().enumerate().map(|(n, id)| (*id, n)).collect();
    let mut code = String::new();
    let _ = writeln!(code, "pub mod {tag} {{");
    let _ = writeln!(
        code,
        "    #![allow(clippy::all, dead_code, unused_mut, unused_variables, unreachable_code)]"
    );
    let _ = writeln!(code, "    use crate::i18n::files::support::*;");
    let _ = writeln!(code, "    const LOCALE: &str = {tag:?};");
    let _ = writeln!(
        code,
        "    /// The phrase in this language, if it has the phrase's message and its values."
    );
    let _ = writeln!(code, "    pub fn phrase(p: &Phrase) -> Option<String> {{");
    let _ = writeln!(code, "        let mut out = String::new();");
    let _ = writeln!(code, "        match p.id() {{");
    for (id, n) in &index {
        let _ = writeln!(code, "            {id:?} => m{n}(p, &mut out)?,");
    }
    let _ = writeln!(code, "            _ => return None,");
    let _ = writeln!(code, "        }}");
    let _ = writeln!(code, "        Some(finish(LOCALE, out))");
    let _ = writeln!(code, "    }}");
    let mut text = Text {
        literals,
        all: String::new(),
    };
    for (id, pattern) in &messages {
        let mut message = MessageCode {
            index: &index,
            id,
            code: String::new(),
            text: &mut text,
        };
        message.pattern(pattern);
        let body = message.code;
        let _ = writeln!(
            code,
            "    fn m{}(p: &Phrase, out: &mut String) -> Option<()> {{\n{body}        Some(())\n    }}",
            index[id]
        );
    }
    if let Literals::OneText = literals {
        let _ = writeln!(code, "    static TEXT: &str = {:?};", text.all);
        let _ = writeln!(
            code,
            "    #[inline(always)]\n    fn t(start: usize, end: usize) -> &'static str {{\n        &TEXT[start..end]\n    }}"
        );
    }
    let ids = messages.keys().map(|id| id.to_string()).collect();
    (code + "}\n", ids)
}

/// How a language module writes its words.
#[derive(Clone, Copy)]
enum Literals {
    /// Each piece a literal of its own.
    Inline,
    /// All in one string (`TEXT`), each piece of code taking its slice (`t(start, end)`). As
    /// separate literals, a word that two split-off modules share (the same in Czech's shelf
    /// words and its Abalone screens, say) is merged by the linker into one, which the splitter
    /// then puts in a small chunk of its own, one more file for either to fetch.
    OneText,
}

/// A language module's words, as its `Literals` say.
struct Text {
    literals: Literals,
    all: String,
}

impl Text {
    /// The code of `piece`: a literal, or its slice of the module's text, already there or added.
    fn piece(&mut self, piece: &str) -> String {
        if let Literals::Inline = self.literals {
            return format!("{piece:?}");
        }
        let start = match self.all.find(piece) {
            Some(start) => start,
            None => {
                self.all.push_str(piece);
                self.all.len() - piece.len()
            }
        };
        format!("t({start}, {})", start + piece.len())
    }
}

/// The code of one message (`id`) of a language module: what writes its pattern into `out`.
struct MessageCode<'a> {
    /// Each message's number in the module, for references to other messages.
    index: &'a BTreeMap<&'a str, usize>,
    id: &'a str,
    code: String,
    text: &'a mut Text,
}

impl MessageCode<'_> {
    /// Code that writes `pattern` into `out`.
    fn pattern(&mut self, pattern: &Pattern<&str>) {
        for element in &pattern.elements {
            match element {
                PatternElement::TextElement { value } => {
                    let _ = writeln!(self.code, "        out.push_str({});", self.text.piece(value));
                }
                PatternElement::Placeable { expression } => self.expression(expression),
            }
        }
    }

    fn expression(&mut self, expression: &Expression<&str>) {
        let id = self.id;
        match expression {
            Expression::Inline(inline) => self.inline(inline),
            Expression::Select { selector, variants } => {
                let InlineExpression::VariableReference { id: variable } = selector else {
                    panic!("build.rs: {id} selects on something other than a variable");
                };
                let _ = writeln!(
                    self.code,
                    "        let selector = p.get({})?;",
                    self.text.piece(variable.name)
                );
                let mut first = true;
                for variant in variants.iter().filter(|variant| !variant.default) {
                    let key = match variant.key {
                        VariantKey::Identifier { name } => format!("Key::Name({})", self.text.piece(name)),
                        VariantKey::NumberLiteral { value } => {
                            let number: i64 = value.parse().unwrap_or_else(|_| {
                                panic!("build.rs: {id} has the key {value}: whole numbers only")
                            });
                            format!("Key::Number({number})")
                        }
                    };
                    let _ = writeln!(
                        self.code,
                        "        {}if matches(selector, {key}, LOCALE) {{",
                        if first { "" } else { "} else " }
                    );
                    first = false;
                    self.pattern(&variant.value);
                }
                let default = variants
                    .iter()
                    .find(|variant| variant.default)
                    .expect("Fluent requires a default variant");
                if first {
                    self.pattern(&default.value);
                } else {
                    let _ = writeln!(self.code, "        }} else {{");
                    self.pattern(&default.value);
                    let _ = writeln!(self.code, "        }}");
                }
            }
        }
    }

    fn inline(&mut self, inline: &InlineExpression<&str>) {
        let id = self.id;
        match inline {
            InlineExpression::StringLiteral { value } if !value.contains('\\') => {
                let _ = writeln!(self.code, "        out.push_str({});", self.text.piece(value));
            }
            InlineExpression::VariableReference { id: variable } => {
                let _ = writeln!(
                    self.code,
                    "        put(out, p.get({})?, LOCALE, phrase)?;",
                    self.text.piece(variable.name)
                );
            }
            InlineExpression::MessageReference {
                id: other,
                attribute: None,
            } => {
                let n = self
                    .index
                    .get(other.name)
                    .unwrap_or_else(|| panic!("build.rs: {id} refers to {}, which is missing", other.name));
                let _ = writeln!(self.code, "        m{n}(p, out)?;");
            }
            InlineExpression::Placeable { expression } => self.expression(expression),
            _ => panic!("build.rs: {id} has an expression the app does not word: {inline:?}"),
        }
    }
}
