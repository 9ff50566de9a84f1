//! Words kept in translation files: Fluent (`.ftl`) files that a translator edits without
//! knowing Rust, one per language and place (`src/**/locales/<tag>.ftl`). build.rs compiles each
//! language's files into a module of code (`phrase`, a function per message), and each
//! language's module is a wasm chunk of its own, fetched the first time its words are needed: a
//! visit downloads only the languages it uses, and no Fluent reader at all.
//!
//! There are two groups. The files of `locales/shelf/` directories (`compiled::shelf::<tag>`)
//! hold what the app says before any screen's words have arrived: every `Msg` (the app's own,
//! `src/i18n/locales/shelf/`) and what the shelf and the library say of each game. English's
//! are in the app's own code; each other language's are its chunk of words, which
//! [`shelf_words`] fetches when the language is first spoken. The other files hold the words
//! of the screens ([`Phrase`]s), by [`Place`] (build.rs's `PLACES`): each game's (its screens,
//! form and rules page; Abalone's study tools), the tile games' shared screens', remote play's.
//! Each place's words in each language are a chunk of their own, loaded by [`load`]: a screen
//! that speaks in phrases waits for its places' words before it is shown (`ui::with_words`),
//! and opening a game fetches no other game's words; a change of language draws the screen
//! again (`app::App`), so it waits for the new language's words the same way.

use super::phrase::Phrase;
use super::{locale, Locale};
use crate::chunk::NotLoaded;
use gameshelf_engine::common::record::GameKind;
use leptos::wasm_split::wasm_split;
use std::cell::RefCell;

/// What the compiled words call: each language's module is written by build.rs.
pub(super) mod support {
    pub use super::super::phrase::Phrase;
    use super::super::phrase::Value;
    use super::super::Locale;

    /// A variant's key in a choice of words: `[one]`, `[yes]`, or `[0]`.
    pub enum Key {
        Name(&'static str),
        Number(i64),
    }

    /// Whether `value` chooses the variant of `key`, as Fluent matches them: a number its own
    /// value or its plural category in the language (CLDR's rules), a text its own name.
    pub fn matches(value: &Value, key: Key, tag: &str) -> bool {
        match (value, key) {
            (Value::Number(number), Key::Number(key)) => *number == key,
            (Value::Number(number), Key::Name(key)) => plural_category(*number, tag).as_deref() == Some(key),
            (Value::Text(text), Key::Name(key)) => text == key,
            _ => false,
        }
    }

    /// The number's plural category in the language (`one`, `few`, `other`...), by CLDR's rules:
    /// the browser's own (`Intl.PluralRules`), which cost the page no bytes, where there is a
    /// browser; the library Fluent uses where the tests run natively.
    #[cfg(target_arch = "wasm32")]
    fn plural_category(number: i64, tag: &str) -> Option<String> {
        let languages = js_sys::Array::of1(&tag.into());
        let rules = js_sys::Intl::PluralRules::new(&languages, &js_sys::Object::new());
        rules.select(number as f64).as_string()
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn plural_category(number: i64, tag: &str) -> Option<String> {
        use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
        let language: unic_langid::LanguageIdentifier = tag.parse().ok()?;
        let rules = PluralRules::create(language, PluralRuleType::CARDINAL).ok()?;
        let category = match rules.select(number).ok()? {
            PluralCategory::ZERO => "zero",
            PluralCategory::ONE => "one",
            PluralCategory::TWO => "two",
            PluralCategory::FEW => "few",
            PluralCategory::MANY => "many",
            PluralCategory::OTHER => "other",
        };
        Some(category.to_string())
    }

    /// Writes a value into the words: a number with the language's digit groups or decimal
    /// mark, names listed as the language lists them (its `list-and`, which `phrase` words), a
    /// phrase in the same words.
    pub fn put(
        out: &mut String,
        value: &Value,
        tag: &str,
        phrase: fn(&Phrase) -> Option<String>,
    ) -> Option<()> {
        match value {
            Value::Number(number) => out.push_str(&number_in(*number, tag)),
            Value::Decimal { units, places } => out.push_str(&decimal_in(*units, *places, tag)),
            Value::Text(text) => out.push_str(text),
            Value::Names(names) => out.push_str(&list(names, tag)?),
            Value::Phrase(inner) => out.push_str(&phrase(inner)?),
            Value::Clause(inner) => out.push_str(clause(&phrase(inner)?)),
            Value::Phrases(phrases) => {
                let worded: Option<Vec<String>> = phrases.iter().map(phrase).collect();
                out.push_str(&list(&worded?, tag)?);
            }
        }
        Some(())
    }

    /// A phrase as a clause of a longer sentence: without its final full stop.
    pub fn clause(words: &str) -> &str {
        words.strip_suffix('.').unwrap_or(words)
    }

    pub fn number_in(number: i64, tag: &str) -> String {
        let separator = match Locale::from_tag(tag) {
            Some(Locale::French) => "\u{202f}",
            Some(Locale::German | Locale::Turkish) => ".",
            Some(Locale::Czech) => "\u{a0}",
            Some(Locale::English) | None => ",",
        };
        super::super::integer(number, separator)
    }

    pub fn decimal_in(units: i64, places: u32, tag: &str) -> String {
        if places == 0 {
            return number_in(units, tag);
        }
        let mark = match Locale::from_tag(tag) {
            Some(Locale::English) | None => '.',
            Some(_) => ',',
        };
        super::super::decimal(units, places, mark)
    }

    /// The language's typography on a whole phrase: see [`crate::i18n::typography::bind_short_words`].
    pub fn finish(tag: &str, words: String) -> String {
        match Locale::from_tag(tag) {
            Some(Locale::Czech) => crate::i18n::typography::bind_short_words(&words),
            _ => words,
        }
    }

    /// Names as the language lists them: the last two joined by `list-and`, the others by commas.
    /// `list-and` is one of the app's own words (`src/i18n/locales/shelf/`), which have always
    /// arrived before any screen speaks the language.
    fn list(names: &[String], tag: &str) -> Option<String> {
        let [first @ .., last] = names else {
            return Some(String::new());
        };
        if first.is_empty() {
            return Some(last.clone());
        }
        let words = crate::i18n::shelf_words_at_hand(Locale::from_tag(tag)?)?;
        words(
            &Phrase::new("list-and")
                .text("first", first.join(", "))
                .text("last", last.as_str()),
        )
    }
}

/// Each language's words, written by build.rs from the translation files.
pub(crate) mod compiled {
    include!(concat!(env!("OUT_DIR"), "/compiled_words.rs"));
}

/// A language's words: the phrase, if the language has its message and its values.
pub type Sayer = fn(&Phrase) -> Option<String>;

pub use compiled::Place;

thread_local! {
    /// The places' words that have arrived in this visit, in each language.
    static LOADED: RefCell<Vec<(Locale, Place, Sayer)>> = const { RefCell::new(Vec::new()) };
}

/// The words of `place` in `locale`, if they have arrived.
fn loaded(locale: Locale, place: Place) -> Option<Sayer> {
    LOADED.with(|loaded| {
        loaded
            .borrow()
            .iter()
            .find_map(|&(known, at, sayer)| (known == locale && at == place).then_some(sayer))
    })
}

/// A phrase in the language in use, in the words of whichever place has its message (a
/// phrase's id is unique among every place's: build.rs checks). Every screen that speaks in
/// phrases waits for its places' words before it is shown (`ui::with_words`); should one
/// not have, the phrase shows as its id rather than in another language.
pub fn say(phrase: &Phrase) -> String {
    let locale = locale();
    LOADED
        .with(|loaded| {
            loaded
                .borrow()
                .iter()
                .filter(|&&(known, ..)| known == locale)
                .find_map(|&(.., sayer)| sayer(phrase))
        })
        .unwrap_or_else(|| phrase.id().to_string())
}

/// A game's rules page in `locale`, one paragraph per line, if its words have arrived.
pub fn rules(locale: Locale, game: GameKind) -> Option<String> {
    loaded(locale, Place::of_game(game))?(&Phrase::new((super::game_words().rules_id)(game)))
}

/// The page on remote play's keys in `locale`, one paragraph per line, if remote play's words
/// have arrived.
pub fn remote_keys(locale: Locale) -> Option<String> {
    loaded(locale, Place::Remote)?(&Phrase::new(REMOTE_KEYS_PAGE))
}

/// The message of the page on remote play's keys in remote play's translation files.
pub const REMOTE_KEYS_PAGE: &str = "remote-keys-page";

impl Place {
    /// The place of a game's own words: its screens, new-game form and rules.
    pub fn of_game(game: GameKind) -> Place {
        match game {
            GameKind::Abalone => Place::Abalone,
            GameKind::Abaku => Place::Abaku,
            GameKind::Summy => Place::Summy,
            GameKind::Addique => Place::Addique,
        }
    }

    /// The places whose words a game's screens and form speak: the game's own, the tile games'
    /// shared screens' for a tile game, and remote play's for a game at a distance.
    pub fn of_screens(game: GameKind, remote: bool) -> Vec<Place> {
        let tiles = (game != GameKind::Abalone).then_some(Place::Tiles);
        let remote = remote.then_some(Place::Remote);
        [Some(Place::of_game(game)), tiles, remote]
            .into_iter()
            .flatten()
            .collect()
    }
}

// The app's own words in each language but English, which is in the app's code: a chunk of
// their own, which the games' words outside their screens share.
macro_rules! words_on_demand {
    ($($split:ident $function:ident => $sayer:expr,)*) => {
        $(
            #[wasm_split($split, wasm_split_path = ::leptos::wasm_split, fallible)]
            fn $function() -> Result<Sayer, NotLoaded> {
                Ok($sayer)
            }
        )*
    };
}

words_on_demand! {
    words_fr french_shelf => compiled::shelf::fr::phrase,
    words_de german_shelf => compiled::shelf::de::phrase,
    words_tr turkish_shelf => compiled::shelf::tr::phrase,
    words_cs czech_shelf => compiled::shelf::cs::phrase,
}

/// The words of `locale` for every `Msg`, fetched the first time the language is spoken.
pub async fn shelf_words(locale: Locale) -> Result<Sayer, NotLoaded> {
    Ok(match locale {
        Locale::English => compiled::shelf::en::phrase,
        Locale::French => french_shelf().await?,
        Locale::German => german_shelf().await?,
        Locale::Turkish => turkish_shelf().await?,
        Locale::Czech => czech_shelf().await?,
    })
}

/// Starts fetching the words of `places` in `locale`, side by side and beside a screen's own
/// chunk, so that opening the screen waits for one round trip rather than several.
pub fn prepare(locale: Locale, places: &[Place]) {
    for &place in places {
        if loaded(locale, place).is_none() {
            // A failure is met again, and reported, when the screen loads the words.
            leptos::task::spawn_local(async move {
                let _ = load(locale, &[place]).await;
            });
        }
    }
}

/// The words of `places` in `locale`, each fetched the first time it is asked for. A place
/// already on its way (see [`prepare`]) is awaited, not fetched again: the splitter's loader
/// shares one load among its callers.
pub async fn load(locale: Locale, places: &[Place]) -> Result<(), NotLoaded> {
    for &place in places {
        if loaded(locale, place).is_none() {
            let sayer = compiled::fetch(place, locale.tag()).await?;
            LOADED.with(|loaded| {
                let mut loaded = loaded.borrow_mut();
                if !loaded
                    .iter()
                    .any(|&(known, at, _)| known == locale && at == place)
                {
                    loaded.push((locale, place, sayer));
                }
            });
        }
    }
    Ok(())
}

/// A language's words without fetching them, for the tests, which run natively.
#[cfg(test)]
pub fn compiled(locale: Locale) -> Sayer {
    compiled::by_tag(locale.tag()).expect("build.rs compiles every language")
}

/// A place's words in a language without fetching them, for the tests.
#[cfg(test)]
pub fn compiled_place(place: Place, locale: Locale) -> Sayer {
    compiled::of_place(place, locale.tag()).expect("build.rs compiles every place in every language")
}

/// A language's words of `locales/shelf/` directories, for the tests.
#[cfg(test)]
pub fn compiled_shelf(locale: Locale) -> Sayer {
    compiled::shelf::by_tag(locale.tag()).expect("build.rs compiles every language")
}
