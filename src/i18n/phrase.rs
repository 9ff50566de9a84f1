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
    /// Text already worded, such as a player's name or a move.
    Text(String),
    /// Names listed as the language lists them: "Eva, Adam and Bára".
    Names(Vec<String>),
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
    pub fn value(&self, name: &str) -> Option<&Value> {
        self.values
            .iter()
            .find_map(|(known, value)| (*known == name).then_some(value))
    }
}
