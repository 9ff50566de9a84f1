//! Lists of things that have a notation, written in JSON as one string of it rather than as an
//! array: a seat's view of a tile game goes to the robots' worker with every request
//! ([`SeatView`](crate::robot::SeatView)), and a rack written `"35*"` or a board `"H8=7 I8=*4"`
//! is a fraction of the size, and reads as the moves do. For `#[serde(with = ...)]`.

use serde::de::Error;
use serde::{Deserialize, Deserializer, Serializer};
use std::fmt::Display;
use std::str::FromStr;

/// Words with a space between: board cells `"H8=7 I8=*4"`, pieces `"2475 1836"`.
pub mod spaced {
    use super::*;

    pub fn serialize<T: Display, S: Serializer>(items: &[T], serializer: S) -> Result<S::Ok, S::Error> {
        let words: Vec<String> = items.iter().map(T::to_string).collect();
        serializer.serialize_str(&words.join(" "))
    }

    pub fn deserialize<'de, T, D>(deserializer: D) -> Result<Vec<T>, D::Error>
    where
        T: FromStr<Err: Display>,
        D: Deserializer<'de>,
    {
        let text = String::deserialize(deserializer)?;
        read(text.split_whitespace())
    }
}

/// One character each, nothing between, as an exchange writes its tiles: a rack `"35*"`.
pub mod packed {
    use super::*;

    pub fn serialize<T: Display, S: Serializer>(items: &[T], serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&items.iter().map(T::to_string).collect::<String>())
    }

    pub fn deserialize<'de, T, D>(deserializer: D) -> Result<Vec<T>, D::Error>
    where
        T: FromStr<Err: Display>,
        D: Deserializer<'de>,
    {
        let text = String::deserialize(deserializer)?;
        read(
            text.char_indices()
                .map(|(at, char)| &text[at..at + char.len_utf8()]),
        )
    }
}

/// Each word read in its notation; the first that is not says why.
fn read<'a, T, E>(words: impl Iterator<Item = &'a str>) -> Result<Vec<T>, E>
where
    T: FromStr<Err: Display>,
    E: Error,
{
    words.map(|word| word.parse().map_err(E::custom)).collect()
}
