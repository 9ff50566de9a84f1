//! A turn as data, and its notation: a placement lists each new tile as square, `=`, tile
//! (`L13=7 M13=+ N13=5`, and `K13==` lays an equals sign); `exchange 7+=` gives up a 7, a plus
//! and an equals sign; `pass` passes.

use super::board::{Board, Cell};
use super::tile::Tile;
use crate::tiles::{self, NotationError, Square};
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct NewTile {
    pub square: Square,
    pub tile: Tile,
}

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Placement {
    pub tiles: Vec<NewTile>,
}

impl Placement {
    /// Lays the tiles on `board`, with no rule checked.
    pub fn lay_on(&self, board: &mut Board) {
        for tile in &self.tiles {
            board.set(tile.square, Cell::Tile(tile.tile));
        }
    }
}

/// A turn: see [`tiles::Move`].
pub type Move = tiles::Move<Placement, Tile>;

/// `square=symbol`: `L13=7`, `K13==`.
impl fmt::Display for NewTile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}", self.square, self.tile)
    }
}

/// The new tiles, each written as above, with a space between.
impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<String> = self.tiles.iter().map(NewTile::to_string).collect();
        write!(f, "{}", words.join(" "))
    }
}

impl FromStr for NewTile {
    type Err = NotationError;

    fn from_str(word: &str) -> Result<NewTile, NotationError> {
        let (square, symbol) = word
            .split_once('=')
            .ok_or_else(|| NotationError::Tile(word.to_string()))?;
        let mut symbols = symbol.chars();
        match (symbols.next(), symbols.next()) {
            (Some(char), None) => Ok(NewTile {
                square: square.parse()?,
                tile: Tile::from_char(char).ok_or_else(|| NotationError::Tile(symbol.to_string()))?,
            }),
            _ => Err(NotationError::Tile(symbol.to_string())),
        }
    }
}

impl FromStr for Placement {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Placement, NotationError> {
        let tiles = text
            .split_whitespace()
            .map(str::parse)
            .collect::<Result<Vec<_>, _>>()?;
        if tiles.is_empty() {
            return Err(NotationError::Empty);
        }
        Ok(Placement { tiles })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_of_turn_reads_back_as_written() {
        for text in ["L13=7 N13=+ K13==", "exchange 7+=:x", "pass", "A1=0"] {
            let mv: Move = text.parse().unwrap();
            assert_eq!(mv.to_string(), text);
        }
    }

    #[test]
    fn bad_notation_names_the_bad_part() {
        assert_eq!("Z9=1".parse::<Move>(), Err(NotationError::Square("Z9".into())));
        assert_eq!("H8=a".parse::<Move>(), Err(NotationError::Tile("a".into())));
        assert_eq!("H8=12".parse::<Move>(), Err(NotationError::Tile("12".into())));
        assert_eq!(
            "exchange 3a".parse::<Move>(),
            Err(NotationError::Tile("a".into()))
        );
        assert_eq!("".parse::<Move>(), Err(NotationError::Empty));
    }
}
