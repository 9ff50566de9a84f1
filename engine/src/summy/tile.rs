//! Summy's tiles: the digits 0-9, the operators + - x : and the equals sign, written as the rules
//! write them.

use std::fmt;
use std::str::FromStr;

/// A Summy tile: a digit or one of the operators, or the equals sign.
///
/// `Digit` holds 0-9; [`Tile::from_char`] and [`tile_set`] make no other.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Tile {
    Digit(u8),
    Plus,
    Minus,
    Times,
    Divide,
    Equals,
}

impl Tile {
    /// Every kind of tile, in the enum's order: 0-9, + - x :, =.
    pub const ALL: [Tile; 15] = [
        Tile::Digit(0),
        Tile::Digit(1),
        Tile::Digit(2),
        Tile::Digit(3),
        Tile::Digit(4),
        Tile::Digit(5),
        Tile::Digit(6),
        Tile::Digit(7),
        Tile::Digit(8),
        Tile::Digit(9),
        Tile::Plus,
        Tile::Minus,
        Tile::Times,
        Tile::Divide,
        Tile::Equals,
    ];

    /// The tile a character stands for: its symbol (see [`Tile::symbol`]), or one of the aliases
    /// `X`, `*`, `×` for times, `/`, `÷` for divide and `−` (U+2212) for minus.
    pub fn from_char(c: char) -> Option<Tile> {
        Some(match c {
            '0'..='9' => Tile::Digit(c as u8 - b'0'),
            '+' => Tile::Plus,
            '-' | '\u{2212}' => Tile::Minus,
            'x' | 'X' | '*' | '×' => Tile::Times,
            ':' | '/' | '÷' => Tile::Divide,
            '=' => Tile::Equals,
            _ => return None,
        })
    }

    /// How the rules write the tile: `0`-`9`, `+`, `-`, `x`, `:` or `=`.
    pub fn symbol(self) -> char {
        match self {
            Tile::Digit(digit) => char::from_digit(u32::from(digit), 10).expect("a digit tile holds 0-9"),
            Tile::Plus => '+',
            Tile::Minus => '-',
            Tile::Times => 'x',
            Tile::Divide => ':',
            Tile::Equals => '=',
        }
    }

    /// How the tile's face shows it, and so how players read it: the digits, `+`, `=`, and the
    /// signs `−` (U+2212), `×` and `÷`.
    pub fn face(self) -> char {
        match self {
            Tile::Minus => '\u{2212}',
            Tile::Times => '×',
            Tile::Divide => '÷',
            other => other.symbol(),
        }
    }

    pub fn is_digit(self) -> bool {
        matches!(self, Tile::Digit(_))
    }

    /// Whether the tile is one of + - x : (the equals sign is not an operator).
    pub fn is_operator(self) -> bool {
        matches!(self, Tile::Plus | Tile::Minus | Tile::Times | Tile::Divide)
    }
}

/// The symbol, as [`Tile::symbol`] gives it.
impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// Text that is not exactly one tile's symbol (or alias); it holds the text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TileError(pub String);

impl fmt::Display for TileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a tile: 0-9, + - x : or =", self.0)
    }
}

impl std::error::Error for TileError {}

/// Exactly one character that [`Tile::from_char`] reads.
impl FromStr for Tile {
    type Err = TileError;

    fn from_str(text: &str) -> Result<Tile, TileError> {
        let mut chars = text.chars();
        match (chars.next().and_then(Tile::from_char), chars.next()) {
            (Some(tile), None) => Ok(tile),
            _ => Err(TileError(text.to_string())),
        }
    }
}

/// How many of each digit the set holds.
const EACH_DIGIT: usize = 8;
/// How many of each operator + - x : the set holds.
const EACH_OPERATOR: usize = 7;
/// How many = the set holds, the one that starts on the centre included.
const EQUALS: usize = 19;

/// The 127 tiles: 8 of each digit, 7 each of + - x :, 19 of = (one of which starts on the centre).
/// Ordered as [`Tile::ALL`].
pub fn tile_set() -> Vec<Tile> {
    Tile::ALL
        .into_iter()
        .flat_map(|tile| {
            let count = match tile {
                Tile::Digit(_) => EACH_DIGIT,
                Tile::Equals => EQUALS,
                _ => EACH_OPERATOR,
            };
            std::iter::repeat_n(tile, count)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tile_reads_back_from_its_symbol() {
        for tile in Tile::ALL {
            assert_eq!(Tile::from_char(tile.symbol()), Some(tile));
            assert_eq!(tile.to_string().parse::<Tile>(), Ok(tile));
        }
        let symbols: String = Tile::ALL.iter().map(|tile| tile.symbol()).collect();
        assert_eq!(symbols, "0123456789+-x:=");
    }

    #[test]
    fn aliases_read_as_the_rules_symbols() {
        for (alias, tile) in [
            ('X', Tile::Times),
            ('*', Tile::Times),
            ('×', Tile::Times),
            ('/', Tile::Divide),
            ('÷', Tile::Divide),
            ('\u{2212}', Tile::Minus),
        ] {
            assert_eq!(Tile::from_char(alias), Some(tile), "{alias}");
            assert_eq!(alias.to_string().parse::<Tile>(), Ok(tile), "{alias}");
        }
        for other in ['a', ' ', '^', '.', '(', 'y', '\u{2013}'] {
            assert_eq!(Tile::from_char(other), None, "{other}");
        }
    }

    #[test]
    fn only_one_symbol_is_a_tile() {
        for text in ["", "12", "x ", " =", "a", "=="] {
            assert_eq!(text.parse::<Tile>(), Err(TileError(text.to_string())), "{text:?}");
        }
        assert_eq!(
            "a".parse::<Tile>().unwrap_err().to_string(),
            "`a` is not a tile: 0-9, + - x : or ="
        );
    }

    #[test]
    fn kinds() {
        assert!(Tile::Digit(0).is_digit() && !Tile::Digit(0).is_operator());
        for tile in [Tile::Plus, Tile::Minus, Tile::Times, Tile::Divide] {
            assert!(tile.is_operator() && !tile.is_digit(), "{tile}");
        }
        assert!(!Tile::Equals.is_operator() && !Tile::Equals.is_digit());
    }

    #[test]
    fn the_set_holds_127_tiles_as_the_rules_count_them() {
        let set = tile_set();
        assert_eq!(set.len(), 127);
        let count = |tile| set.iter().filter(|&&other| other == tile).count();
        for digit in 0..10 {
            assert_eq!(count(Tile::Digit(digit)), 8);
        }
        for operator in [Tile::Plus, Tile::Minus, Tile::Times, Tile::Divide] {
            assert_eq!(count(operator), 7);
        }
        assert_eq!(count(Tile::Equals), 19);
        assert!(set.is_sorted());
        // One = starts on the centre and each of two players draws 8: 110 stay in the stock.
        assert_eq!(set.len() - 1 - 2 * 8, 110);
    }
}
