//! Words kept in translation files: Fluent (`.ftl`) files that a translator edits without
//! knowing Rust, one per language and game (`src/games/<game>/locales/<tag>.ftl`). The build
//! joins each language's files into one, named by its contents (scripts/locales.py), and the
//! page fetches a language's file the first time its words are needed, so that a visit
//! downloads only the languages it uses.
//!
//! The games' rules pages live here so far; the rest of the app's words are still `Msg` arms in
//! the languages' Rust files, to move here game by game (docs/benchmarks.md, issue 18).

use super::{cs, Locale};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use gameshelf_engine::common::record::GameKind;
use std::cell::RefCell;
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

    /// A game's rules page, one paragraph per line: `<game>-rules` in the game's file.
    pub fn rules(&self, game: GameKind) -> Option<String> {
        self.get(&format!("{}-rules", game.name()), None)
    }
}

thread_local! {
    /// The languages read so far: a language fetched once is not fetched again in the visit.
    static LOADED: RefCell<HashMap<&'static str, Rc<Words>>> = RefCell::new(HashMap::new());
}

/// The words of `locale`, fetched the first time they are asked for.
pub async fn load(locale: Locale) -> Result<Rc<Words>, NotLoaded> {
    if let Some(words) = LOADED.with(|loaded| loaded.borrow().get(locale.tag()).cloned()) {
        return Ok(words);
    }
    let url = file_url(locale).ok_or(NotLoaded::NoFile)?;
    let words = Rc::new(Words::parse(locale, fetch_text(&url).await?)?);
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
