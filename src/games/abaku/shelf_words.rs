//! What the app says of Abaku outside its screens: its blurb on the shelf, its robots' time
//! note (none), what a shared game going on reveals, and why the rules refuse a turn (the library words
//! a save that cannot be replayed). The words are in `locales/shelf/<tag>.ftl`, which build.rs
//! compiles into the code they load with: English's into the app's own, each other language's
//! into its chunk of words, since the shelf and the library speak them before any screen's words
//! have arrived.

use crate::i18n::phrase::Phrase;
use gameshelf_engine::abaku::{self, RuleError as AbakuError, Tile, ZeroRule};

pub fn blurb() -> Phrase {
    Phrase::new("abaku-blurb")
}

/// None: these robots choose once they have weighed every move, so their thinking time makes
/// no difference here, and the panel does not offer it.
pub fn robot_time_note() -> Option<Phrase> {
    None
}

/// What a shared game going on reveals: every rack, and the bag's order.
pub fn reveals() -> Option<Phrase> {
    Some(Phrase::new("abaku-reveals"))
}

/// Why the rules refuse a turn, in the player's words: whole sentences.
pub fn rule(error: &AbakuError) -> Phrase {
    match error {
        AbakuError::GameOver => Phrase::new("abaku-rule-game-over"),
        AbakuError::NoTiles => Phrase::new("abaku-rule-no-tiles"),
        AbakuError::TooManyTiles => Phrase::new("abaku-rule-too-many-tiles"),
        AbakuError::OffBoard(square) => {
            Phrase::new("abaku-rule-off-board").text("square", square.to_string())
        }
        AbakuError::SquareTaken(square) => {
            Phrase::new("abaku-rule-square-taken").text("square", square.to_string())
        }
        AbakuError::SameSquareTwice(square) => {
            Phrase::new("abaku-rule-same-square-twice").text("square", square.to_string())
        }
        AbakuError::NotInRack(tile) => Phrase::new("abaku-rule-not-in-rack")
            .text("tile", tile.to_string())
            .flag("joker", *tile == Tile::Joker),
        AbakuError::NoJokerThere(square) => {
            Phrase::new("abaku-rule-no-joker-there").text("square", square.to_string())
        }
        AbakuError::NotInOneLine => Phrase::new("abaku-rule-not-in-one-line"),
        AbakuError::Gap(square) => Phrase::new("abaku-rule-gap").text("square", square.to_string()),
        AbakuError::FirstMoveTooShort => Phrase::new("abaku-rule-first-move-too-short"),
        AbakuError::FirstMoveOffCentre => Phrase::new("abaku-rule-first-move-off-centre"),
        AbakuError::NotConnected => Phrase::new("abaku-rule-not-connected"),
        AbakuError::NotAnEquation(digits) => {
            Phrase::new("abaku-rule-not-an-equation").text("digits", abaku::rules::spaced(digits))
        }
        AbakuError::ZeroNotANumber { digits, rule } => Phrase::new("abaku-rule-zero-not-a-number")
            .text("digits", abaku::rules::spaced(digits))
            .text(
                "rule",
                match rule {
                    ZeroRule::LoneZero => "lone-zero",
                    ZeroRule::LeadingZero => "leading-zero",
                },
            ),
        AbakuError::TouchingNoEquation { digit, touching } => Phrase::new("abaku-rule-touching-no-equation")
            .text("digit", digit.to_string())
            .text("touching", touching.to_string()),
        AbakuError::ExchangeCount => Phrase::new("abaku-rule-exchange-count"),
        AbakuError::BagTooSmall(left) => Phrase::new("abaku-rule-bag-too-small").number("left", *left),
    }
}

#[cfg(test)]
pub fn sample_errors() -> Vec<AbakuError> {
    use gameshelf_engine::abaku::Square;
    let square = Square::new(7, 8);
    let mut errors = vec![
        AbakuError::GameOver,
        AbakuError::NoTiles,
        AbakuError::TooManyTiles,
        AbakuError::OffBoard(square),
        AbakuError::SquareTaken(square),
        AbakuError::SameSquareTwice(square),
        AbakuError::NotInRack(Tile::Digit(7)),
        AbakuError::NotInRack(Tile::Joker),
        AbakuError::NoJokerThere(square),
        AbakuError::NotInOneLine,
        AbakuError::Gap(square),
        AbakuError::FirstMoveTooShort,
        AbakuError::FirstMoveOffCentre,
        AbakuError::NotConnected,
        AbakuError::NotAnEquation(vec![1, 2, 4, 2]),
        AbakuError::ZeroNotANumber {
            digits: vec![4, 4, 0],
            rule: ZeroRule::LoneZero,
        },
        AbakuError::ZeroNotANumber {
            digits: vec![1, 0, 4, 5],
            rule: ZeroRule::LeadingZero,
        },
        AbakuError::TouchingNoEquation {
            digit: 3,
            touching: 8,
        },
        AbakuError::ExchangeCount,
    ];
    errors.extend([0, 1, 2, 3, 5, 21].map(AbakuError::BagTooSmall));
    errors
}
