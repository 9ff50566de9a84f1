//! What Summy's screens say, in every language: the messages of `locales/<tag>.ftl`, with the
//! values each one words. The screen and the new-game form wait for the language's file before
//! they are shown (`games::chunks`).

use crate::i18n::phrase::Phrase;
use crate::i18n::Msg;
use gameshelf_engine::summy::Tile;

/// One thing Summy's screens say.
#[derive(Clone, PartialEq, Debug)]
pub enum Says {
    /// The board's grid, as a screen reader names it.
    Board,
    /// The new-game form's note on how the game starts.
    SetupNote,
    /// A rack tile, as a screen reader names it: "Tile 7", "Plus".
    Tile(Tile),
    /// The rack's help while tiles are picked for an exchange.
    ExchangeHelp,
    /// Who plays, the tiles in the stock, the tiles exchanged so far and, once a player has gone
    /// down to 4 tiles or fewer, the last turns left.
    ToMove {
        name: String,
        stock: usize,
        discarded: usize,
        last_turns: Option<usize>,
    },
    /// The score sheet's heading for what a turn scored.
    SumsHeading,
    /// The game ended after everyone's last turn, this player having gone down to this many
    /// tiles (4 or fewer).
    LastTurnsEnded(String, usize),
    Legend,
    /// The centre square, as a square's label names it.
    CentreSquare,
    /// A tile as a square's label or an announcement says it: "7", "plus".
    Symbol(Tile),
    /// How to play the board by keyboard: the board's description.
    BoardKeys,
}

impl Says {
    pub fn phrase(&self) -> Phrase {
        match self {
            Says::Board => Phrase::new("summy-board"),
            Says::SetupNote => Phrase::new("summy-setup-note"),
            Says::Tile(tile) => tile_kind(Phrase::new("summy-tile"), *tile),
            Says::ExchangeHelp => Phrase::new("summy-exchange-help"),
            Says::ToMove {
                name,
                stock,
                discarded,
                last_turns,
            } => Phrase::new("summy-to-move")
                .text("name", name)
                .number("stock", *stock)
                .number("discarded", *discarded)
                .flag("last", last_turns.is_some())
                .number("left", last_turns.unwrap_or(0)),
            Says::SumsHeading => Phrase::new("summy-sums-heading"),
            Says::LastTurnsEnded(name, tiles) => Phrase::new("summy-last-turns-ended")
                .text("name", name)
                .number("tiles", *tiles),
            Says::Legend => Phrase::new("summy-legend"),
            Says::CentreSquare => Phrase::new("summy-centre-square"),
            Says::Symbol(tile) => tile_kind(Phrase::new("summy-symbol"), *tile),
            Says::BoardKeys => Phrase::new("summy-board-keys"),
        }
    }
}

impl From<Says> for Msg {
    fn from(says: Says) -> Msg {
        Msg::Phrase(says.phrase())
    }
}

/// A tile's kind, which the words choose between (`digit`, `plus`, `minus`, `times`, `divide`,
/// `equals`), and a digit tile's digit.
fn tile_kind(phrase: Phrase, tile: Tile) -> Phrase {
    let kind = match tile {
        Tile::Digit(digit) => return phrase.text("tile", "digit").number("digit", digit),
        Tile::Plus => "plus",
        Tile::Minus => "minus",
        Tile::Times => "times",
        Tile::Divide => "divide",
        Tile::Equals => "equals",
    };
    phrase.text("tile", kind)
}

/// One of every thing Summy says, with values that reach each of its words' forms: the tests
/// word each in every language.
#[cfg(test)]
pub fn samples() -> Vec<Says> {
    let mut samples = vec![
        Says::Board,
        Says::SetupNote,
        Says::ExchangeHelp,
        Says::SumsHeading,
        Says::Legend,
        Says::CentreSquare,
        Says::BoardKeys,
    ];
    for tile in Tile::ALL {
        samples.extend([Says::Tile(tile), Says::Symbol(tile)]);
    }
    for number in [0, 1, 2, 5, 21, 12345] {
        samples.extend([
            Says::ToMove {
                name: "Eva".into(),
                stock: number,
                discarded: number,
                last_turns: None,
            },
            Says::ToMove {
                name: "Eva".into(),
                stock: 103,
                discarded: 3,
                last_turns: Some(number),
            },
            Says::LastTurnsEnded("Eva".into(), number),
        ]);
    }
    samples
}
