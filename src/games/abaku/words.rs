//! What Abaku's screens say, in every language: the messages of `locales/<tag>.ftl`, with the
//! values each one words. The screen and the new-game form wait for the language's file before
//! they are shown (`games::chunks`).

use crate::i18n::phrase::Phrase;
use crate::i18n::Msg;
use gameshelf_engine::abaku::{BoardKind, Mode, Scoring};

/// One thing Abaku's screens say.
#[derive(Clone, PartialEq, Debug)]
pub enum Says {
    /// The new-game form's heading over the kinds of game, and each kind.
    ModeTitle,
    Mode(Mode),
    /// The new-game form's heading over the boards, and each board.
    BoardTitle,
    BoardName(BoardKind),
    /// Solo covering is played on the blank grid only: said instead of the choice of board.
    CoverNeedsBlank,
    ScoringTitle,
    Scoring(Scoring),
    DiagonalPlay,
    /// The board's grid, as a screen reader names it.
    Board,
    /// How to play the board by keyboard: the board's description.
    BoardKeys,
    /// A digit laid on a board joker that stands for another digit: only this one takes it back.
    SwapNeedsDigit(u8),
    ToMove {
        name: String,
        bag: usize,
    },
    /// The heading of the picker of the digit a joker laid stands for.
    JokerPrompt,
    /// What the start square does, in the legend: on the classic board it also doubles the
    /// first equation.
    StartMeaning(BoardKind),
    /// What a number bonus (`2N`, `3N`) and an equation bonus (`2E`, `3E`) do, in the legend.
    NumberBonusMeaning(u8),
    EquationBonusMeaning(u8),
    /// How the game ended, under the ranking: this player laid their last tile, or no one can
    /// place a tile. (Everyone passing is said as in Summy: `TileSays::EveryonePassed`.)
    WentOut(String),
    Blocked,
    /// Read out at the end of a game at a distance, until the racks left are revealed and
    /// counted (shown as the shelf's `Msg::RacksBeingRevealed`).
    RacksRevealing,
    /// A bonus square, as a square's label names it: "start square", "number ×3".
    StartSquare,
    NumberBonus(u8),
    EquationBonus(u8),
    /// The label printed on a bonus square, in the language's letters: "2N", "3E" (German "2Z",
    /// "3G").
    NumberBonusLabel(u8),
    EquationBonusLabel(u8),
    /// A joker on the board and the digit it stands for: "joker as 9".
    JokerAs(u8),
}

impl Says {
    pub fn phrase(&self) -> Phrase {
        match self {
            Says::ModeTitle => Phrase::new("abaku-mode-title"),
            Says::Mode(mode) => Phrase::new(match mode {
                Mode::Match => "abaku-mode-match",
                Mode::SoloScore => "abaku-mode-solo-score",
                Mode::SoloCover => "abaku-mode-solo-cover",
            }),
            Says::BoardTitle => Phrase::new("abaku-board-title"),
            Says::BoardName(kind) => Phrase::new(match kind {
                BoardKind::Classic => "abaku-board-classic",
                BoardKind::Blank => "abaku-board-blank",
            }),
            Says::CoverNeedsBlank => Phrase::new("abaku-cover-needs-blank"),
            Says::ScoringTitle => Phrase::new("abaku-scoring-title"),
            Says::Scoring(scoring) => Phrase::new(match scoring {
                Scoring::TileCount => "abaku-scoring-tiles",
                Scoring::NumberValue => "abaku-scoring-numbers",
            }),
            Says::DiagonalPlay => Phrase::new("abaku-diagonal-play"),
            Says::Board => Phrase::new("abaku-board"),
            Says::BoardKeys => Phrase::new("abaku-board-keys"),
            Says::SwapNeedsDigit(digit) => Phrase::new("abaku-swap-needs-digit").number("digit", *digit),
            Says::ToMove { name, bag } => Phrase::new("abaku-to-move")
                .text("name", name)
                .number("bag", *bag),
            Says::JokerPrompt => Phrase::new("abaku-joker-prompt"),
            Says::StartMeaning(kind) => Phrase::new("abaku-start-meaning").text(
                "board",
                match kind {
                    BoardKind::Classic => "classic",
                    BoardKind::Blank => "blank",
                },
            ),
            Says::NumberBonusMeaning(factor) => {
                Phrase::new("abaku-number-bonus-meaning").number("factor", *factor)
            }
            Says::EquationBonusMeaning(factor) => {
                Phrase::new("abaku-equation-bonus-meaning").number("factor", *factor)
            }
            Says::WentOut(name) => Phrase::new("abaku-went-out").text("name", name),
            Says::Blocked => Phrase::new("abaku-blocked"),
            Says::RacksRevealing => Phrase::new("abaku-racks-revealing"),
            Says::StartSquare => Phrase::new("abaku-start-square"),
            Says::NumberBonus(factor) => Phrase::new("abaku-number-bonus").number("factor", *factor),
            Says::EquationBonus(factor) => Phrase::new("abaku-equation-bonus").number("factor", *factor),
            Says::NumberBonusLabel(factor) => {
                Phrase::new("abaku-number-bonus-label").number("factor", *factor)
            }
            Says::EquationBonusLabel(factor) => {
                Phrase::new("abaku-equation-bonus-label").number("factor", *factor)
            }
            Says::JokerAs(digit) => Phrase::new("abaku-joker-as").number("digit", *digit),
        }
    }
}

impl From<Says> for Msg {
    fn from(says: Says) -> Msg {
        Msg::Phrase(says.phrase())
    }
}

/// One of every thing Abaku says, with values that reach each of its words' forms: the tests
/// word each in every language.
#[cfg(test)]
pub fn samples() -> Vec<Says> {
    let mut samples = vec![
        Says::ModeTitle,
        Says::BoardTitle,
        Says::CoverNeedsBlank,
        Says::ScoringTitle,
        Says::DiagonalPlay,
        Says::Board,
        Says::BoardKeys,
        Says::JokerPrompt,
        Says::WentOut("Eva".into()),
        Says::Blocked,
        Says::RacksRevealing,
        Says::StartSquare,
    ];
    samples.extend([Mode::Match, Mode::SoloScore, Mode::SoloCover].map(Says::Mode));
    for kind in [BoardKind::Classic, BoardKind::Blank] {
        samples.extend([Says::BoardName(kind), Says::StartMeaning(kind)]);
    }
    samples.extend([Scoring::TileCount, Scoring::NumberValue].map(Says::Scoring));
    for factor in [2, 3] {
        samples.extend([
            Says::NumberBonusMeaning(factor),
            Says::EquationBonusMeaning(factor),
            Says::NumberBonus(factor),
            Says::EquationBonus(factor),
            Says::NumberBonusLabel(factor),
            Says::EquationBonusLabel(factor),
        ]);
    }
    for digit in [0, 1, 2, 5, 9] {
        samples.extend([Says::SwapNeedsDigit(digit), Says::JokerAs(digit)]);
    }
    for bag in [0, 1, 2, 5, 21, 12345] {
        samples.push(Says::ToMove {
            name: "Eva".into(),
            bag,
        });
    }
    samples
}
