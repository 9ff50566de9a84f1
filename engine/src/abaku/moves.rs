//! A turn as data, and its notation.
//!
//! - A placement lists each new tile as square, `=`, digit, with `*` before the digit for the
//!   joker: `H8=7 I8=4 J8=*9`. Taking a board joker back, by laying the real digit it stands for
//!   on its square, comes first as that square in parentheses: `(K8) H9=1 H10=*2`.
//! - `exchange 35*` puts back a 3, a 5 and the joker; `pass` passes.

use super::board::{Board, NotationError, Placed, Square, Tile};
use crate::tiles;
use std::fmt;
use std::str::FromStr;

/// A tile laid this turn: where, which digit it reads as, and whether it is the joker.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct NewTile {
    pub square: Square,
    pub digit: u8,
    pub joker: bool,
}

impl NewTile {
    pub fn placed(self) -> Placed {
        Placed {
            digit: self.digit,
            joker: self.joker,
        }
    }

    /// The rack tile it uses.
    pub fn tile(self) -> Tile {
        if self.joker {
            Tile::Joker
        } else {
            Tile::Digit(self.digit)
        }
    }
}

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Placement {
    /// A board joker taken back by laying the real digit it stands for on its square.
    pub swap: Option<Square>,
    pub tiles: Vec<NewTile>,
}

impl Placement {
    /// Lays the tiles on `board` and takes back the joker, with no rule checked.
    pub fn lay_on(&self, board: &mut Board) {
        if let Some(square) = self.swap {
            board.take_back_joker(square);
        }
        for tile in &self.tiles {
            board.set(tile.square, tile.placed());
        }
    }
}

/// A turn: see [`tiles::Move`].
pub type Move = tiles::Move<Placement, Tile>;

impl Move {
    /// The rack tiles a turn lays on the board, a digit laid on a joker included (rule
    /// variation b: the score sheet records them).
    pub fn tiles_used(&self) -> usize {
        match self {
            Move::Place(placement) => placement.tiles.len() + usize::from(placement.swap.is_some()),
            Move::Exchange(_) | Move::Pass => 0,
        }
    }
}

impl fmt::Display for NewTile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let joker = if self.joker { "*" } else { "" };
        write!(f, "{}={joker}{}", self.square, self.digit)
    }
}

/// The joker taken back first, as its square in parentheses, then the new tiles.
impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut words = Vec::new();
        if let Some(square) = self.swap {
            words.push(format!("({square})"));
        }
        words.extend(self.tiles.iter().map(NewTile::to_string));
        write!(f, "{}", words.join(" "))
    }
}

impl FromStr for NewTile {
    type Err = NotationError;

    fn from_str(word: &str) -> Result<NewTile, NotationError> {
        let (square, tile) = word
            .split_once('=')
            .ok_or_else(|| NotationError::Tile(word.to_string()))?;
        let (joker, digit) = match tile.strip_prefix('*') {
            Some(digit) => (true, digit),
            None => (false, tile),
        };
        let Ok(Tile::Digit(digit)) = digit.parse() else {
            return Err(NotationError::Tile(tile.to_string()));
        };
        Ok(NewTile {
            square: square.parse()?,
            digit,
            joker,
        })
    }
}

impl FromStr for Placement {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Placement, NotationError> {
        let mut placement = Placement::default();
        for word in text.split_whitespace() {
            match word.strip_prefix('(').and_then(|word| word.strip_suffix(')')) {
                Some(square) if placement.swap.is_none() && placement.tiles.is_empty() => {
                    placement.swap = Some(square.parse()?);
                }
                _ => placement.tiles.push(word.parse()?),
            }
        }
        if placement.tiles.is_empty() {
            return Err(NotationError::Empty);
        }
        Ok(placement)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_of_turn_reads_back_as_written() {
        for text in [
            "H8=7 I8=4 J8=*9",
            "(K8) H9=1 H10=*2",
            "exchange 35*",
            "pass",
            "A1=0",
        ] {
            let mv: Move = text.parse().unwrap();
            assert_eq!(mv.to_string(), text);
        }
    }

    #[test]
    fn bad_notation_names_the_bad_part() {
        assert_eq!("Z9=1".parse::<Move>(), Err(NotationError::Square("Z9".into())));
        assert_eq!("H8=x".parse::<Move>(), Err(NotationError::Tile("x".into())));
        assert_eq!("H8=12".parse::<Move>(), Err(NotationError::Tile("12".into())));
        assert_eq!("(H8)".parse::<Move>(), Err(NotationError::Empty));
        assert_eq!(
            "exchange 3a".parse::<Move>(),
            Err(NotationError::Tile("a".into()))
        );
    }
}
