//! Messages kept in translation files (`files`): a message's id and the values it words. A
//! game's screen builds its own (`src/games/<game>/words.rs`), so that the words of a game live
//! with the game, and `Msg::Phrase` carries them to the language in use.

/// A message of a translation file, with its values.
#[derive(Clone, PartialEq, Debug)]
pub struct Phrase {
    id: &'static str,
    values: Vec<(&'static str, Value)>,
}

/// A value a phrase puts into its words.
#[derive(Clone, PartialEq, Debug)]
pub enum Value {
    /// A count or score: the words choose their plural form by it (CLDR's rules, through
    /// Fluent), and it is written with the language's digit groups.
    Number(i64),
    /// `units` divided by 10^`places`, written with the language's decimal mark: "1.5", "1,5".
    Decimal { units: i64, places: u32 },
    /// Text already worded, such as a player's name or a move.
    Text(String),
    /// Names listed as the language lists them: "Eva, Adam and Bára".
    Names(Vec<String>),
    /// Another phrase, worded in the same language: a list joined by a message of its own
    /// (`joined`), a tile and its square.
    Phrase(Box<Phrase>),
    /// A phrase worded as a clause of a longer sentence: without its own final full stop, which
    /// the sentence around it puts where it ends (a rule error inside "Nothing was imported: …").
    Clause(Box<Phrase>),
    /// Phrases listed as names are: "4 on G8, 2 on H8 and 1 on J8".
    Phrases(Vec<Phrase>),
}

impl Phrase {
    pub fn new(id: &'static str) -> Phrase {
        Phrase {
            id,
            values: Vec::new(),
        }
    }

    /// A count: a game's counts are far below `i64::MAX`, which stands for any beyond it.
    pub fn number(mut self, name: &'static str, value: impl TryInto<i64>) -> Phrase {
        let value = value.try_into().unwrap_or(i64::MAX);
        self.values.push((name, Value::Number(value)));
        self
    }

    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Phrase {
        self.values.push((name, Value::Text(value.into())));
        self
    }

    pub fn names(mut self, name: &'static str, names: Vec<String>) -> Phrase {
        self.values.push((name, Value::Names(names)));
        self
    }

    /// A value of any kind: another phrase, a list of them, a decimal.
    pub fn value(mut self, name: &'static str, value: Value) -> Phrase {
        self.values.push((name, value));
        self
    }

    pub fn phrase(self, name: &'static str, phrase: Phrase) -> Phrase {
        self.value(name, Value::Phrase(Box::new(phrase)))
    }

    /// A yes-or-no the words choose between: `{ $name -> [yes] … *[no] … }`.
    pub fn flag(self, name: &'static str, value: bool) -> Phrase {
        self.text(name, if value { "yes" } else { "no" })
    }

    pub fn id(&self) -> &'static str {
        self.id
    }

    #[cfg(test)]
    pub fn values(&self) -> &[(&'static str, Value)] {
        &self.values
    }

    /// The value named `name`, if the phrase has one.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.values
            .iter()
            .find_map(|(known, value)| (*known == name).then_some(value))
    }
}

/// `items` joined two by two by the message `id`, which words its `first` and `next`
/// (`versus = { $first } vs { $next }`): each language chooses its own joining words, for lists
/// of any length.
pub fn joined(id: &'static str, items: impl IntoIterator<Item = Value>) -> Value {
    let mut items = items.into_iter();
    let Some(first) = items.next() else {
        return Value::Text(String::new());
    };
    items.fold(first, |first, next| {
        Value::Phrase(Box::new(
            Phrase::new(id).value("first", first).value("next", next),
        ))
    })
}
