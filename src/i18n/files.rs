//! Words kept in translation files: Fluent (`.ftl`) files that a translator edits without
//! knowing Rust, one per language and game (`src/games/<game>/locales/<tag>.ftl`). The build
//! joins each language's files into one, named by its contents (scripts/locales.py), and the
//! page fetches a language's file the first time its words are needed, so that a visit
//! downloads only the languages it uses.
//!
//! The games' rules pages live here, and the words of the games' screens and Abalone's study
//! tools ([`Phrase`]s). The words the shelf, the library and the forms share, and what the games
//! say outside their screens, are still `Msg` arms in the languages' Rust files: the shelf speaks
//! them with no translation file or reader loaded (docs/benchmarks.md, issue 18). A screen that speaks in phrases
//! waits for its language's file before it is shown (`games::with_words`); a change of language
//! draws the screen again (`app::App`), so it waits for the new language's file the same way.

use super::phrase::{Phrase, Value};
use super::{cs, locale, Locale};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use gameshelf_engine::common::record::GameKind;
use leptos::wasm_split::{wasm_split, SplitLoaderError};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// One language's translation file, read.
pub struct Words {
    locale: Locale,
    bundle: FluentBundle<FluentResource>,
}

/// Why a language's words are not at hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotLoaded {
    /// The page names no file for the language: a build without scripts/locales.py.
    NoFile,
    /// The file did not arrive (offline before it was ever cached, a network error), or the
    /// server answered with this status.
    Network(Option<u16>),
    /// The file arrived but is not Fluent: each complaint of the parser, as it words it.
    Unreadable(Vec<String>),
}

impl NotLoaded {
    fn unreadable(errors: &[impl std::fmt::Debug]) -> NotLoaded {
        NotLoaded::Unreadable(errors.iter().map(|error| format!("{error:?}")).collect())
    }
}

impl Words {
    /// Reads a translation file of `locale`.
    pub fn parse(locale: Locale, source: String) -> Result<Words, NotLoaded> {
        let resource =
            FluentResource::try_new(source).map_err(|(_, errors)| NotLoaded::unreadable(&errors))?;
        let language = locale.tag().parse().expect("the app's tags are valid BCP 47");
        let mut bundle = FluentBundle::new(vec![language]);
        // Fluent wraps each value put into a sentence in Unicode isolation marks, for text
        // mixing directions; the app's five languages all run left to right.
        bundle.set_use_isolating(false);
        bundle.set_formatter(Some(number_formatter(locale)));
        // A message written twice: the second would be dropped without a word.
        bundle
            .add_resource(resource)
            .map_err(|errors| NotLoaded::unreadable(&errors))?;
        Ok(Words { locale, bundle })
    }

    /// The message `id` with its `args`, if the file has it, worded without a fault.
    pub fn get(&self, id: &str, args: Option<&FluentArgs>) -> Option<String> {
        let pattern = self.bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        let words = self.bundle.format_pattern(pattern, args, &mut errors);
        if !errors.is_empty() {
            return None;
        }
        Some(match self.locale {
            Locale::Czech => cs::bind_short_words(&words),
            _ => words.into_owned(),
        })
    }

    /// The phrase in these words, if the file has it and it formats without a fault.
    pub fn phrase(&self, phrase: &Phrase) -> Option<String> {
        let mut args = FluentArgs::new();
        for (name, value) in phrase.values() {
            match value {
                Value::Number(number) => args.set(*name, *number),
                Value::Text(text) => args.set(*name, text.as_str()),
                Value::Names(names) => args.set(*name, self.list(names)?),
            }
        }
        self.get(phrase.id(), Some(&args))
    }

    /// Names as the language lists them: the last two joined by `list-and`, the others by commas.
    fn list(&self, names: &[String]) -> Option<String> {
        let [first @ .., last] = names else {
            return Some(String::new());
        };
        if first.is_empty() {
            return Some(last.clone());
        }
        let mut args = FluentArgs::new();
        args.set("first", first.join(", "));
        args.set("last", last.as_str());
        self.get("list-and", Some(&args))
    }

    /// A game's rules page, one paragraph per line: `<game>-rules` in the game's file.
    pub fn rules(&self, game: GameKind) -> Option<String> {
        self.get(&format!("{}-rules", game.name()), None)
    }
}

thread_local! {
    /// The languages read so far: a language fetched once is not fetched again in the visit.
    static LOADED: RefCell<HashMap<&'static str, Rc<Words>>> = RefCell::new(HashMap::new());
}

/// A Fluent number's digits in `locale`'s form (`super::integer`): whole numbers are all the
/// phrases count.
fn number_formatter<M>(locale: Locale) -> fn(&FluentValue, &M) -> Option<String> {
    fn grouped<M, const SEPARATOR: char>(value: &FluentValue, _: &M) -> Option<String> {
        let FluentValue::Number(number) = value else {
            return None;
        };
        let whole = number.value as i64;
        (whole as f64 == number.value).then(|| super::integer(whole, SEPARATOR.encode_utf8(&mut [0; 4])))
    }
    match locale {
        Locale::English => grouped::<M, ','>,
        Locale::French => grouped::<M, '\u{202f}'>,
        Locale::German | Locale::Turkish => grouped::<M, '.'>,
        Locale::Czech => grouped::<M, '\u{a0}'>,
    }
}

/// The words of `locale`, if they have arrived.
pub fn loaded(locale: Locale) -> Option<Rc<Words>> {
    LOADED.with(|loaded| loaded.borrow().get(locale.tag()).cloned())
}

/// How phrases are worded once a translation file has arrived: set by [`load`] from a chunk of
/// its own ([`phrase_sayer`]), so that Fluent's code is never in the shelf's first download. (The
/// splitter keeps in the app's own wasm any function whose address code outside one chunk takes.)
type Sayer = fn(&Phrase) -> Option<String>;

thread_local! {
    static SAYER: Cell<Option<Sayer>> = const { Cell::new(None) };
}

/// A phrase in the language in use. Every screen that speaks in phrases waits for the
/// language's file before it is shown (`games::with_words`); should one not have, the phrase
/// shows as its id rather than in another language.
pub fn say(phrase: &Phrase) -> String {
    SAYER
        .with(Cell::get)
        .and_then(|sayer| sayer(phrase))
        .unwrap_or_else(|| phrase.id().to_string())
}

fn say_in_loaded_words(phrase: &Phrase) -> Option<String> {
    loaded(locale())?.phrase(phrase)
}

#[wasm_split(phrases, wasm_split_path = ::leptos::wasm_split, fallible, preload(preload_sayer))]
fn phrase_sayer() -> Result<Sayer, NotLoaded> {
    Ok(say_in_loaded_words)
}

impl From<SplitLoaderError> for NotLoaded {
    fn from(_: SplitLoaderError) -> NotLoaded {
        NotLoaded::Network(None)
    }
}

/// Starts fetching what a screen that speaks in phrases needs, beside the screen's own chunk:
/// `locale`'s file (a preload that [`load`]'s fetch then takes up) and the code that words
/// phrases, so that opening the screen waits for one round trip rather than three.
pub fn prepare(locale: Locale) {
    if loaded(locale).is_some() {
        return;
    }
    if let Some(url) = file_url(locale) {
        preload(&url);
    }
    leptos::task::spawn_local(async {
        // A failure is met again, and reported, when the screen loads the words.
        let _ = preload_sayer().await;
    });
}

fn preload(url: &str) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let (Ok(link), Ok(Some(head))) = (document.create_element("link"), document.query_selector("head"))
    else {
        return;
    };
    for (name, value) in [
        ("rel", "preload"),
        ("as", "fetch"),
        ("crossorigin", "anonymous"),
        ("href", url),
    ] {
        let _ = link.set_attribute(name, value);
    }
    let _ = head.append_child(&link);
}

/// The words of `locale`, fetched the first time they are asked for.
pub async fn load(locale: Locale) -> Result<Rc<Words>, NotLoaded> {
    if let Some(words) = loaded(locale) {
        return Ok(words);
    }
    let url = file_url(locale).ok_or(NotLoaded::NoFile)?;
    let words = Rc::new(Words::parse(locale, fetch_text(&url).await?)?);
    let sayer = phrase_sayer().await?;
    SAYER.with(|said| said.set(Some(sayer)));
    LOADED.with(|loaded| loaded.borrow_mut().insert(locale.tag(), Rc::clone(&words)));
    Ok(words)
}

/// Where the build put `locale`'s file, as index.html lists it (scripts/locales.py): a path
/// relative to the page, so that it works under any sub-path.
fn file_url(locale: Locale) -> Option<String> {
    let listing = web_sys::window()?
        .document()?
        .get_element_by_id("locale-files")?
        .text_content()?;
    let files: HashMap<String, String> = serde_json::from_str(&listing).ok()?;
    files.get(locale.tag()).cloned()
}

async fn fetch_text(url: &str) -> Result<String, NotLoaded> {
    let offline = |_| NotLoaded::Network(None);
    let window = web_sys::window().ok_or(NotLoaded::Network(None))?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(offline)?
        .unchecked_into();
    if !response.ok() {
        return Err(NotLoaded::Network(Some(response.status())));
    }
    let text = JsFuture::from(response.text().map_err(offline)?)
        .await
        .map_err(offline)?;
    text.as_string().ok_or(NotLoaded::Network(None))
}
