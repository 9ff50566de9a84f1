//! Every language words every message. Every word is in a translation file
//! (`src/**/locales/<tag>.ftl`, compiled by build.rs into `files`), with no compiler to check
//! the words against the code: these tests read every file through Fluent's own implementation
//! as they run and check that every language has every message of English and words it its own
//! way, that every message can be said with the values a sample gives it (`samples`: one of
//! every `Msg` and every screen's phrase, with the values that reach each plural and choice),
//! and that the compiled words say exactly what Fluent says.

use super::files::{self, Place};
use super::fluent_reference::Words;
use super::phrase::{Phrase, Value};
use super::{Locale, Msg};
use crate::storage::ImportError;
use gameshelf_engine::common::record::{GameKind, RecordError};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::future::Future;
use std::path::Path;
use std::task::{Context, Poll, Waker};

/// Speaks `locale` on this test's thread. Natively no language is a chunk to fetch, so the
/// future is ready at its first poll.
pub(super) fn speak(locale: Locale) {
    let mut speaking = std::pin::pin!(super::speak(locale));
    let mut context = Context::from_waker(Waker::noop());
    assert_eq!(speaking.as_mut().poll(&mut context), Poll::Ready(Ok(())));
    assert_eq!(super::locale(), locale);
}

#[test]
fn numbers_take_each_language_s_separators() {
    assert_eq!(super::integer(1234, "."), "1234");
    assert_eq!(super::integer(12345, "."), "12.345");
    assert_eq!(super::integer(-1234567, "\u{a0}"), "\u{2212}1\u{a0}234\u{a0}567");
    assert_eq!(super::decimal(-1250, 3, ','), "\u{2212}1,250");
    assert_eq!(super::decimal(5, 1, '.'), "0.5");
}

#[test]
fn the_browser_s_languages_pick_the_first_one_spoken() {
    assert_eq!(Locale::preferred(["ja", "de-AT", "fr"]), Locale::German);
    assert_eq!(Locale::preferred(["CS"]), Locale::Czech);
    assert_eq!(Locale::preferred(["ja", "ko"]), Locale::English);
    assert_eq!(Locale::preferred([]), Locale::English);
}

#[test]
fn quoted_text_is_cut_short_at_a_character_boundary() {
    assert_eq!(super::excerpt("E4F5"), "E4F5");
    let long = "é".repeat(5_000_000);
    let cut = super::excerpt(&long);
    assert_eq!(cut.chars().count(), 121, "120 characters and an ellipsis");
    assert!(cut.ends_with("é…"));
}

#[test]
fn a_name_too_long_is_named_with_its_length_and_the_limit() {
    speak(Locale::English);
    let msg = Msg::NotImported(ImportError::Record(RecordError::NameTooLong {
        seat: Some(1),
        chars: 2_500_000,
    }));
    assert_eq!(
        msg.text(),
        "Nothing was imported: player 1's name is 2,500,000 characters long, and a name may have at most 40."
    );
}

/// The translation files of the crate (`src/**/locales/<tag>.ftl`), read as the tests run: by
/// place (the directory that holds them, from the crate's root: `src/games/abalone/locales`),
/// then by language tag, each with its text. A test that names a file names it by both.
fn translation_files() -> BTreeMap<String, BTreeMap<String, String>> {
    fn walk(dir: &Path, files: &mut BTreeMap<String, BTreeMap<String, String>>) {
        let entries = fs::read_dir(dir).unwrap_or_else(|error| panic!("{}: {error}", dir.display()));
        for entry in entries {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                walk(&path, files);
                continue;
            }
            let Some(place) = path
                .parent()
                .filter(|place| place.ends_with("locales") || place.ends_with("locales/shelf"))
            else {
                continue;
            };
            if path.extension().is_none_or(|extension| extension != "ftl") {
                continue;
            }
            let place = place
                .strip_prefix(env!("CARGO_MANIFEST_DIR"))
                .expect("under the crate");
            let tag = path.file_stem().expect("a file name").to_string_lossy();
            let text =
                fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
            // A byte order mark an editor put there: scripts/locales.py drops it too.
            let text = text.strip_prefix('\u{feff}').unwrap_or(&text).to_string();
            files
                .entry(place.display().to_string())
                .or_default()
                .insert(tag.into_owned(), text);
        }
    }
    let mut files = BTreeMap::new();
    walk(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")), &mut files);
    assert!(!files.is_empty(), "no translation file under src/");
    files
}

/// The ids of the messages a translation file defines (the app's reader lists none).
fn message_ids(text: &str) -> BTreeSet<String> {
    messages(text).into_keys().map(str::to_string).collect()
}

/// The messages a translation file defines, by id, as Fluent's parser reads them.
fn messages(text: &str) -> BTreeMap<&str, fluent_syntax::ast::Message<&str>> {
    let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(resource, _)| resource);
    resource
        .body
        .into_iter()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(message) => Some((message.id.name, message)),
            _ => None,
        })
        .collect()
}

/// A translation file read as the app reads it; a test reading it fails naming the file and the
/// parser's complaints.
fn read(place: &str, tag: &str, text: &str) -> Words {
    let locale = Locale::from_tag(tag).unwrap_or(Locale::English);
    Words::parse(locale, text.to_string())
        .unwrap_or_else(|error| panic!("{place}/{tag}.ftl is not Fluent: {error:?}"))
}

/// A translation file the parser rejects is caught here rather than in front of its players: the
/// build joins each language's files into the one file the app downloads, so one unreadable file
/// would take all of the language's words in these files with it.
#[test]
fn every_translation_file_is_fluent() {
    let mut faults = Vec::new();
    for (place, files) in translation_files() {
        for (tag, text) in files {
            let locale = Locale::from_tag(&tag).unwrap_or(Locale::English);
            if let Err(error) = Words::parse(locale, text) {
                faults.push(format!("{place}/{tag}.ftl: {error:?}"));
            }
        }
    }
    assert!(
        faults.is_empty(),
        "unreadable translation files:\n{}",
        faults.join("\n")
    );
}

/// Each place that holds translation files holds one for every language of the app, with the
/// messages of its English file, no fewer and no more: a message missing from a language fails a
/// test, where the compiler used to catch a missing `Msg` arm.
#[test]
fn every_language_has_a_file_with_english_s_messages_in_every_place() {
    let mut faults = Vec::new();
    for (place, files) in translation_files() {
        for tag in files.keys() {
            if !Locale::ALL.iter().any(|locale| locale.tag() == tag) {
                faults.push(format!(
                    "{place}/{tag}.ftl: '{tag}' is none of the app's languages"
                ));
            }
        }
        let Some(english) = files.get(Locale::English.tag()) else {
            faults.push(format!("{place}/en.ftl is missing"));
            continue;
        };
        let english = message_ids(english);
        for tag in Locale::ALL.map(Locale::tag) {
            let Some(text) = files.get(tag) else {
                faults.push(format!("{place}/{tag}.ftl is missing"));
                continue;
            };
            let own = message_ids(text);
            let missing: Vec<_> = english.difference(&own).collect();
            if !missing.is_empty() {
                faults.push(format!("{place}/{tag}.ftl lacks {missing:?}"));
            }
            let extra: Vec<_> = own.difference(&english).collect();
            if !extra.is_empty() {
                faults.push(format!("{place}/{tag}.ftl has {extra:?}, which English has not"));
            }
        }
    }
    assert!(
        faults.is_empty(),
        "translation files out of step:\n{}",
        faults.join("\n")
    );
}

/// Every message can be shown: it formats without a Fluent error and says something. And no
/// language's message is worded exactly as English's: a copy of the English that a translator
/// has yet to replace falls back on English as surely as a missing message. A message with
/// values is checked with the samples of the phrases that word it
/// (`every_phrase_is_worded_in_every_language`); one that no sample words is a fault here.
#[test]
fn no_message_is_faulty_empty_or_worded_as_in_english() {
    let samples = [phrase_samples(), shelf_samples()].concat();
    let mut sampled: BTreeSet<&str> = samples.iter().map(Phrase::id).collect();
    // With the phrases worded inside them: a tile on its square, a list's joining words.
    let inner: Vec<Phrase> = samples.iter().flat_map(inner_phrases).collect();
    sampled.extend(inner.iter().map(Phrase::id));
    let mut faults = Vec::new();
    for (place, files) in translation_files() {
        let english = files
            .get(Locale::English.tag())
            .map_or_else(BTreeMap::new, |text| messages(text));
        let referred = referred_messages(&english);
        for (tag, text) in &files {
            let words = read(&place, tag, text);
            for (id, message) in messages(text) {
                let as_in_english = message
                    .comment
                    .as_ref()
                    .is_some_and(|comment| comment.content.iter().any(|line| line.contains("as in English")));
                if tag != Locale::English.tag()
                    && !as_in_english
                    && english
                        .get(id)
                        .is_some_and(|english| english.value == message.value)
                {
                    faults.push(format!("{place}/{tag}.ftl: {id} is worded as in English"));
                }
                // A message another one refers to is worded with that one's values.
                if sampled.contains(id) || referred.contains(id) {
                    continue;
                }
                match words.get(id, None) {
                    None => faults.push(format!(
                        "{place}/{tag}.ftl: {id} has no value, does not format, or has values no sample gives"
                    )),
                    Some(said) if said.trim().is_empty() => {
                        faults.push(format!("{place}/{tag}.ftl: {id} says nothing"))
                    }
                    Some(_) => {}
                }
            }
        }
    }
    assert!(
        faults.is_empty(),
        "messages that cannot be shown as they are:\n{}",
        faults.join("\n")
    );
}

/// One of every phrase: the games' (`games::phrase_samples`), the tile games' shared screens'
/// (`games::tiles::words`) and remote play's (`remote::words`).
fn phrase_samples() -> Vec<Phrase> {
    phrase_samples_by_place()
        .into_iter()
        .flat_map(|(_, samples)| samples)
        .collect()
}

/// The same, with the place whose words each screen waits for (`files::Place`).
fn phrase_samples_by_place() -> Vec<(Place, Vec<Phrase>)> {
    let mut samples: Vec<(Place, Vec<Phrase>)> = GameKind::ALL
        .iter()
        .map(|&game| (Place::of_game(game), crate::games::phrase_samples(game)))
        .collect();
    let tiles = crate::games::tiles::words::samples();
    samples.push((
        Place::Tiles,
        tiles.iter().map(crate::games::tiles::TileSays::phrase).collect(),
    ));
    samples.push((Place::Remote, crate::remote::words::samples()));
    samples
}

/// A screen waits for its places' words alone, and a phrase is worded by whichever has its
/// message: each phrase must be in the words of the place its screen belongs to, in every
/// language, or it would show as its id.
#[test]
fn every_phrase_is_in_the_words_of_its_place() {
    all_languages_at_hand();
    let mut faults = Vec::new();
    for locale in Locale::ALL {
        for (place, samples) in phrase_samples_by_place() {
            let say = files::compiled_place(place, locale);
            for phrase in samples.iter().filter(|phrase| say(phrase).is_none()) {
                faults.push(format!(
                    "{}: {} is not in {place:?}'s words",
                    locale.tag(),
                    phrase.id()
                ));
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// The same of every phrase of the `locales/shelf/` files: what the games say outside their
/// screens, every sample `Msg`, and `list-and`.
fn shelf_samples() -> Vec<Phrase> {
    crate::games::register();
    let list = Phrase::new("list-and")
        .text("first", "Eva, Adam")
        .text("last", "Bára");
    [crate::games::shelf_phrase_samples(), msg_phrases(), vec![list]].concat()
}

/// The messages that `messages` refer to (`{ seat-colour }`).
fn referred_messages<'s>(
    messages: &BTreeMap<&'s str, fluent_syntax::ast::Message<&'s str>>,
) -> BTreeSet<&'s str> {
    use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement};
    fn walk<'s>(pattern: &Pattern<&'s str>, found: &mut BTreeSet<&'s str>) {
        for element in &pattern.elements {
            let PatternElement::Placeable { expression } = element else {
                continue;
            };
            match expression {
                Expression::Inline(InlineExpression::MessageReference { id, .. }) => {
                    found.insert(id.name);
                }
                Expression::Select { variants, .. } => {
                    variants.iter().for_each(|variant| walk(&variant.value, found))
                }
                Expression::Inline(_) => {}
            }
        }
    }
    let mut found = BTreeSet::new();
    for message in messages.values() {
        if let Some(value) = &message.value {
            walk(value, &mut found);
        }
    }
    found
}

/// Every language's app words at hand on this thread, as they are in the page before any
/// screen speaks: lists are joined by their `list-and`; and the games' words handed in, as at
/// start.
fn all_languages_at_hand() {
    crate::games::register();
    for locale in Locale::ALL {
        speak(locale);
    }
    speak(Locale::English);
}

/// The phrases worded inside `phrase`, at any depth.
fn inner_phrases(phrase: &Phrase) -> Vec<Phrase> {
    let mut found = Vec::new();
    for (_, value) in phrase.values() {
        let inner: Vec<&Phrase> = match value {
            Value::Phrase(inner) | Value::Clause(inner) => vec![inner],
            Value::Phrases(phrases) => phrases.iter().collect(),
            _ => Vec::new(),
        };
        for inner in inner {
            found.push(inner.clone());
            found.extend(inner_phrases(inner));
        }
    }
    found
}

/// The phrase of every sample message said in the app's own words.
fn msg_phrases() -> Vec<Phrase> {
    super::samples::every_msg()
        .iter()
        .filter_map(|msg| match super::wording::said(msg) {
            super::wording::Said::Shelf(phrase) => Some(phrase),
            _ => None,
        })
        .collect()
}

/// Each language's files joined as build.rs joins them, those of `locales/shelf/` directories or
/// the others: this also catches a message written in two places (the second would be dropped).
fn joined_words(locale: Locale, shelf: bool) -> Words {
    let mut joined = String::new();
    for (place, files) in &translation_files() {
        // The app's own words (`list-and` among them) are at hand wherever a screen speaks.
        let own = place == "src/i18n/locales/shelf";
        if place.ends_with("locales/shelf") != shelf && !own {
            continue;
        }
        if let Some(text) = files.get(locale.tag()) {
            joined += &format!("# {place}/{}.ftl\n\n{text}", locale.tag());
            if !text.ends_with('\n') {
                joined.push('\n');
            }
        }
    }
    Words::parse(locale, joined)
        .unwrap_or_else(|error| panic!("{locale:?}'s files joined are not Fluent: {error:?}"))
}

/// Every phrase a screen says (each game's samples reach every form of its words) is worded in
/// every language by the words the app ships, without a fault. (That no language writes it as
/// English does is checked on the files, by
/// `no_message_is_faulty_empty_or_worded_as_in_english`: some forms are only values, "Eva 2475
/// (49)", the same in every language.)
#[test]
fn every_phrase_is_worded_in_every_language() {
    all_languages_at_hand();
    let mut faults = Vec::new();
    for locale in Locale::ALL {
        for (say, samples) in [
            (files::compiled(locale), phrase_samples()),
            (files::compiled_shelf(locale), shelf_samples()),
        ] {
            for phrase in &samples {
                match say(phrase) {
                    None => faults.push(format!("{locale:?} cannot word {phrase:?}")),
                    Some(said) if said.trim().is_empty() => {
                        faults.push(format!("{locale:?} says nothing for {phrase:?}"))
                    }
                    Some(_) => {}
                }
            }
        }
    }
    assert!(faults.is_empty(), "phrases not worded:\n{}", faults.join("\n"));
}

/// The words build.rs compiles say what Fluent's own implementation says of the same files, to
/// the character: every phrase's sample with every value that reaches one of its forms, each
/// count across the plural forms of every language, every rules page and the keys' page.
#[test]
fn the_compiled_words_say_what_fluent_says() {
    all_languages_at_hand();
    let counted = |count: i64| {
        Phrase::new("addique-to-move")
            .text("name", "Eva")
            .number("pool", count)
    };
    let mut samples = phrase_samples();
    samples.extend([0, 1, 2, 3, 4, 5, 11, 21, 22, 25, 101, 1000, 12345, -1].map(counted));
    samples.push(Phrase::new("addique-to-move").text("name", "Eva"));
    samples.push(Phrase::new("no-such-message"));
    samples.extend(GameKind::ALL.map(|game| Phrase::new(crate::games::rules_id(game))));
    samples.push(Phrase::new(files::REMOTE_KEYS_PAGE));
    let mut faults = Vec::new();
    for locale in Locale::ALL {
        for (compiled, fluent, samples) in [
            (files::compiled(locale), joined_words(locale, false), &samples),
            (
                files::compiled_shelf(locale),
                joined_words(locale, true),
                &shelf_samples(),
            ),
        ] {
            for phrase in samples {
                let (ours, theirs) = (compiled(phrase), fluent.phrase(phrase));
                if ours != theirs {
                    faults.push(format!(
                        "{locale:?} {phrase:?}:\n  compiled {ours:?}\n  Fluent   {theirs:?}"
                    ));
                }
            }
        }
    }
    assert!(
        faults.is_empty(),
        "the compiled words differ:\n{}",
        faults.join("\n")
    );
}

/// Numbers in phrases take the language's digit groups, and the plural form their count asks
/// for in CLDR's rules (Czech: one, few, other), as `list-and` joins names.
#[test]
fn phrases_count_and_list_as_each_language_does() {
    all_languages_at_hand();
    let pool = |pool: i64| {
        Phrase::new("addique-to-move")
            .text("name", "Eva")
            .number("pool", pool)
    };
    let czech = files::compiled(Locale::Czech);
    let said: Vec<String> = [1, 3, 5, 12345]
        .map(|count| czech(&pool(count)).expect("worded"))
        .into();
    assert!(said[0].ends_with("1\u{a0}dílek"), "{}", said[0]);
    assert!(said[1].ends_with("3\u{a0}dílky"), "{}", said[1]);
    assert!(said[2].ends_with("5\u{a0}dílků"), "{}", said[2]);
    assert!(said[3].ends_with("12\u{a0}345\u{a0}dílků"), "{}", said[3]);
    let english = files::compiled(Locale::English);
    assert_eq!(
        english(&pool(12345)).as_deref(),
        Some("Eva to play · 12,345 pieces in the pool")
    );
    let winners = |names: &[&str]| {
        Phrase::new("list-and-sample").names("names", names.iter().map(|name| name.to_string()).collect())
    };
    let listed = Words::parse(
        Locale::German,
        format!(
            "{}\nlist-and-sample = {{ $names }}\n",
            include_str!("locales/shelf/de.ftl")
        ),
    )
    .expect("Fluent");
    assert_eq!(listed.phrase(&winners(&["Eva"])).as_deref(), Some("Eva"));
    assert_eq!(
        listed.phrase(&winners(&["Eva", "Adam", "Bára"])).as_deref(),
        Some("Eva, Adam und Bára")
    );
}

/// Every game's rules page is in every language, in the words the app ships.
#[test]
fn every_game_has_a_rules_page_in_every_language() {
    let mut faults = Vec::new();
    for locale in Locale::ALL {
        for game in GameKind::ALL {
            let rules = files::compiled(locale)(&Phrase::new(crate::games::rules_id(game)));
            if rules.is_none_or(|rules| rules.trim().is_empty()) {
                faults.push(format!("{locale:?} has no {}-rules", game.name()));
            }
        }
    }
    assert!(faults.is_empty(), "rules pages missing:\n{}", faults.join("\n"));
}
