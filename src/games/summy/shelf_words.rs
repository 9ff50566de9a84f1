//! What the app says of Summy outside its screens: its blurb on the shelf, its robots' time
//! note (none), what a shared game going on reveals, and why the rules refuse a turn (the library words
//! a save that cannot be replayed). The words are in `locales/shelf/<tag>.ftl`, which build.rs
//! compiles into the code they load with: English's into the app's own, each other language's
//! into its chunk of words, since the shelf and the library speak them before any screen's words
//! have arrived.

use crate::i18n::phrase::Phrase;
use gameshelf_engine::summy::{self, RuleError as SummyError, SumError};

pub fn blurb() -> Phrase {
    Phrase::new("summy-blurb")
}

/// None: these robots choose once they have weighed every move, so their thinking time makes
/// no difference here, and the panel does not offer it.
pub fn robot_time_note() -> Option<Phrase> {
    None
}

/// What a shared game going on reveals: every rack, and the stock's order.
pub fn reveals() -> Option<Phrase> {
    Some(Phrase::new("summy-reveals"))
}

/// Why the rules refuse a turn, in the player's words: whole sentences.
pub fn rule(error: &SummyError) -> Phrase {
    match error {
        SummyError::GameOver => Phrase::new("summy-rule-game-over"),
        SummyError::NoTiles => Phrase::new("summy-rule-no-tiles"),
        SummyError::TooManyTiles => Phrase::new("summy-rule-too-many-tiles"),
        SummyError::OffBoard(square) => {
            Phrase::new("summy-rule-off-board").text("square", square.to_string())
        }
        SummyError::SquareTaken(square) => {
            Phrase::new("summy-rule-square-taken").text("square", square.to_string())
        }
        SummyError::SumClosed(_) => Phrase::new("summy-rule-sum-closed"),
        SummyError::SameSquareTwice(square) => {
            Phrase::new("summy-rule-same-square-twice").text("square", square.to_string())
        }
        SummyError::NotInRack(tile) => {
            Phrase::new("summy-rule-not-in-rack").text("tile", tile.face().to_string())
        }
        SummyError::NotInOneLine => Phrase::new("summy-rule-not-in-one-line"),
        SummyError::Gap(square) => Phrase::new("summy-rule-gap").text("square", square.to_string()),
        SummyError::NotConnected => Phrase::new("summy-rule-not-connected"),
        SummyError::NotASum { tiles, reason } => not_a_sum(
            Phrase::new("summy-rule-not-a-sum").text("tiles", summy::rules::shown(tiles)),
            reason,
        ),
        SummyError::ExchangeCount => Phrase::new("summy-rule-exchange-count"),
    }
}

/// Why the tiles are no sum, as the `reason` the words select on, and a wrong result's sides and
/// value, written as the tiles' faces show them.
fn not_a_sum(phrase: Phrase, reason: &SumError) -> Phrase {
    let name = match reason {
        SumError::Empty => "empty",
        SumError::NoEquals => "no-equals",
        SumError::TwoEquals => "two-equals",
        SumError::MissingNumber => "missing-number",
        SumError::OneNumber => "one-number",
        SumError::ResultNotANumber => "result-not-a-number",
        SumError::LeadingZero => "leading-zero",
        SumError::DivisionByZero => "division-by-zero",
        SumError::WrongResult { .. } => "wrong-result",
        SumError::TooLarge => "too-large",
    };
    let phrase = phrase.text("reason", name);
    match reason.with_faces() {
        SumError::WrongResult { left, value, result } => phrase
            .text("left", left)
            .text("value", value)
            .text("result", result),
        _ => phrase,
    }
}

#[cfg(test)]
pub fn sample_errors() -> Vec<SummyError> {
    use gameshelf_engine::summy::Tile;
    use gameshelf_engine::tiles::Square;
    let square = Square::new(12, 12);
    let tiles = |text: &str| text.chars().filter_map(Tile::from_char).collect::<Vec<_>>();
    let mut errors = vec![
        SummyError::GameOver,
        SummyError::NoTiles,
        SummyError::TooManyTiles,
        SummyError::OffBoard(square),
        SummyError::SquareTaken(square),
        SummyError::SumClosed(square),
        SummyError::SameSquareTwice(square),
        SummyError::NotInRack(Tile::Digit(7)),
        SummyError::NotInRack(Tile::Divide),
        SummyError::NotInOneLine,
        SummyError::Gap(square),
        SummyError::NotConnected,
        SummyError::ExchangeCount,
    ];
    let reasons = [
        SumError::Empty,
        SumError::NoEquals,
        SumError::TwoEquals,
        SumError::MissingNumber,
        SumError::OneNumber,
        SumError::ResultNotANumber,
        SumError::LeadingZero,
        SumError::DivisionByZero,
        SumError::WrongResult {
            left: "70+118:2".into(),
            value: "129".into(),
            result: "128".into(),
        },
        SumError::WrongResult {
            left: "7:2-1x3".into(),
            value: "1/2".into(),
            result: "5".into(),
        },
        SumError::TooLarge,
    ];
    errors.extend(reasons.into_iter().map(|reason| SummyError::NotASum {
        tiles: tiles("70+118:2=128"),
        reason: Box::new(reason),
    }));
    errors
}
