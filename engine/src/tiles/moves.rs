//! A rack game's turn and the part of its notation Abaku and Summy share: `pass`, and
//! `exchange` followed by the tiles given back, written together (`exchange 35*`). How a
//! placement is written is each game's own (its `Placement` reads and writes itself).

use super::NotationError;
use std::fmt;
use std::str::FromStr;

/// A turn: lay tiles (placement `P`), give tiles `T` back for as many new ones, or pass.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Move<P, T> {
    Place(P),
    Exchange(Vec<T>),
    Pass,
}

impl<P: fmt::Display, T: fmt::Display> fmt::Display for Move<P, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Pass => write!(f, "pass"),
            Move::Exchange(tiles) => {
                write!(f, "exchange ")?;
                tiles.iter().try_for_each(|tile| write!(f, "{tile}"))
            }
            Move::Place(placement) => write!(f, "{placement}"),
        }
    }
}

/// Each tile given back is one character, read as the tile's own notation.
impl<P: FromStr<Err = NotationError>, T: FromStr> FromStr for Move<P, T> {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Move<P, T>, NotationError> {
        let text = text.trim();
        if text == "pass" {
            return Ok(Move::Pass);
        }
        if let Some(tiles) = text.strip_prefix("exchange ") {
            let tile = |symbol: char| {
                let symbol = symbol.to_string();
                symbol.parse().map_err(|_| NotationError::Tile(symbol))
            };
            return tiles
                .chars()
                .map(tile)
                .collect::<Result<_, _>>()
                .map(Move::Exchange);
        }
        text.parse().map(Move::Place)
    }
}
