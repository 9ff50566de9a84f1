//! Addique's pieces: a plus sign with a digit 1-8 on each arm, top + bottom = 9 and
//! left + right = 9, written as the four digits clockwise from the top (`2475`).

use std::fmt;
use std::str::FromStr;

/// One piece, in its printed orientation: pieces are never turned, or the set would repeat.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Piece {
    pub top: u8,
    pub right: u8,
    pub bottom: u8,
    pub left: u8,
}

/// Why a text or four digits are not a piece of the set.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PieceError {
    /// Not exactly four characters 1-8.
    NotFourDigits(String),
    /// Top and bottom add up to this instead of 9.
    TopBottom(u8),
    /// Left and right add up to this instead of 9.
    LeftRight(u8),
    /// The vertical and horizontal arms carry the same pair, so a digit repeats.
    PairReused,
}

impl fmt::Display for PieceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PieceError::NotFourDigits(text) => write!(f, "{text:?} is not four digits 1-8"),
            PieceError::TopBottom(sum) => write!(f, "top + bottom is {sum}, not 9"),
            PieceError::LeftRight(sum) => write!(f, "left + right is {sum}, not 9"),
            PieceError::PairReused => write!(f, "the same pair of digits is on both arms"),
        }
    }
}

impl std::error::Error for PieceError {}

impl Piece {
    /// The piece with these arms, if the set has it.
    pub fn new(top: u8, right: u8, bottom: u8, left: u8) -> Result<Piece, PieceError> {
        if top + bottom != 9 {
            return Err(PieceError::TopBottom(top + bottom));
        }
        if left + right != 9 {
            return Err(PieceError::LeftRight(left + right));
        }
        // With both sums 9, a repeated digit can only mean the same pair twice.
        if top == right || top == left {
            return Err(PieceError::PairReused);
        }
        Ok(Piece {
            top,
            right,
            bottom,
            left,
        })
    }

    /// All 48 pieces, each pattern once, in the order of their written digits.
    pub fn set() -> Vec<Piece> {
        let mut set = Vec::with_capacity(48);
        for top in 1..=8 {
            for right in 1..=8 {
                if let Ok(piece) = Piece::new(top, right, 9 - top, 9 - right) {
                    set.push(piece);
                }
            }
        }
        set
    }

    /// top × bottom + left × right: who starts, and what the first piece scores.
    pub fn product_sum(self) -> u32 {
        u32::from(self.top) * u32::from(self.bottom) + u32::from(self.left) * u32::from(self.right)
    }
}

impl FromStr for Piece {
    type Err = PieceError;

    fn from_str(text: &str) -> Result<Piece, PieceError> {
        let digits: Vec<u8> = text
            .chars()
            .map(|char| {
                char.to_digit(10)
                    .filter(|digit| (1..=8).contains(digit))
                    .map(|digit| digit as u8)
            })
            .collect::<Option<_>>()
            .filter(|digits: &Vec<u8>| digits.len() == 4)
            .ok_or_else(|| PieceError::NotFourDigits(text.to_string()))?;
        Piece::new(digits[0], digits[1], digits[2], digits[3])
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}{}{}", self.top, self.right, self.bottom, self.left)
    }
}
