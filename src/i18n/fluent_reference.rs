//! Fluent's own reading of the translation files, for the tests only: they check each file
//! with it, and that the words build.rs compiles say exactly what Fluent says.

use super::files::support;
use super::phrase::{Phrase, Value};
use super::{typography, Locale};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

/// Why a file cannot be read: each complaint of the parser, as it words it.
#[derive(Debug)]
pub struct Unreadable(#[allow(dead_code)] Vec<String>);

impl Unreadable {
    fn of(errors: &[impl std::fmt::Debug]) -> Unreadable {
        Unreadable(errors.iter().map(|error| format!("{error:?}")).collect())
    }
}
/// One language's translation file, read.
pub struct Words {
    locale: Locale,
    bundle: FluentBundle<FluentResource>,
}

impl Words {
    /// Reads a translation file of `locale`.
    pub fn parse(locale: Locale, source: String) -> Result<Words, Unreadable> {
        let resource = FluentResource::try_new(source).map_err(|(_, errors)| Unreadable::of(&errors))?;
        let language = locale.tag().parse().expect("the app's tags are valid BCP 47");
        let mut bundle = FluentBundle::new(vec![language]);
        // Fluent wraps each value put into a sentence in Unicode isolation marks, for text
        // mixing directions; the app's five languages all run left to right.
        bundle.set_use_isolating(false);
        bundle.set_formatter(Some(number_formatter(locale)));
        // A message written twice: the second would be dropped without a word.
        bundle
            .add_resource(resource)
            .map_err(|errors| Unreadable::of(&errors))?;
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
            Locale::Czech => typography::bind_short_words(&words),
            _ => words.into_owned(),
        })
    }

    /// The phrase in these words, if the file has it and it formats without a fault.
    pub fn phrase(&self, phrase: &Phrase) -> Option<String> {
        let mut args = FluentArgs::new();
        for (name, value) in phrase.values() {
            match value {
                Value::Number(number) => args.set(*name, *number),
                Value::Decimal { units, places } => {
                    args.set(*name, support::decimal_in(*units, *places, self.locale.tag()))
                }
                Value::Text(text) => args.set(*name, text.as_str()),
                Value::Names(names) => args.set(*name, self.list(names)?),
                Value::Phrase(inner) => args.set(*name, self.phrase(inner)?),
                Value::Clause(inner) => args.set(*name, support::clause(&self.phrase(inner)?).to_string()),
                Value::Phrases(phrases) => {
                    let worded: Option<Vec<String>> =
                        phrases.iter().map(|inner| self.phrase(inner)).collect();
                    args.set(*name, self.list(&worded?)?)
                }
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
