//! Reading a run of Summy tiles as a complete sum: exactly one `=`; after it a single number;
//! before it two or more numbers joined by + - x :. Numbers are runs of digits with no leading
//! zero (`0` alone is a number). The left side is evaluated with the usual precedence (x and :
//! before + and -, left to right) in exact rational arithmetic, and must equal the number after
//! `=`: so a negative or fractional left side is simply wrong, and `7:2x2=7` is right.
//!
//! [`check_sum`] reports the first of these that a run breaks, in this order, so that the message
//! names the most useful fault:
//! 1. [`SumError::Empty`];
//! 2. [`SumError::NoEquals`], [`SumError::TwoEquals`] (`1+2=3=3`);
//! 3. [`SumError::MissingNumber`]: an operator at the start or end, or next to `=` or another
//!    operator (`+5=5`, `5+=5`, `5++5=10`, `5+5=-3`);
//! 4. [`SumError::ResultNotANumber`]: nothing or more than a number after `=` (`5+5=`, `5=2+3`);
//! 5. [`SumError::OneNumber`]: fewer than two numbers before `=`, one (`12=12`) or none (`=5`);
//! 6. [`SumError::LeadingZero`] (`15+12=027`);
//! 7. [`SumError::DivisionByZero`]: anything divided by the number `0` (`5:0=0`), whatever the
//!    rest is worth;
//! 8. [`SumError::TooLarge`]: a number or intermediate result of the left side past i128
//!    (never on a 25x25 board: 24 digits can multiply to at most 10^24);
//! 9. [`SumError::WrongResult`] (`70+118:2=128`). A result too long for an i128 is simply not the
//!    left side's value.
//!
//! The arithmetic is checked: no run panics.

use super::tile::Tile;
use std::fmt;

/// Why a run of tiles is not a complete sum.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SumError {
    Empty,
    NoEquals,
    TwoEquals,
    /// An operator at the start, at the end, next to = or next to another operator.
    MissingNumber,
    /// Only one number (or none) before =.
    OneNumber,
    /// After = comes something other than a single number: nothing, or numbers and operators.
    ResultNotANumber,
    LeadingZero,
    DivisionByZero,
    /// The left side is worth `value`, not the number after =: "70+118:2 is 129, not 128".
    /// `left` and `result` are the tiles' symbols as written (`70+118:2`, `128`); `value` is a
    /// whole number (`129`, `-5`) or a reduced fraction (`7/2`, `-1/3`).
    WrongResult {
        left: String,
        value: String,
        result: String,
    },
    /// A number or an intermediate result too large to evaluate exactly (i128 rationals overflow).
    TooLarge,
}

/// English, short and lowercase, as a player reads it after "invalid: ".
impl fmt::Display for SumError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SumError::Empty => write!(f, "there are no tiles"),
            SumError::NoEquals => write!(f, "there is no = sign"),
            SumError::TwoEquals => write!(f, "two = signs"),
            SumError::MissingNumber => write!(f, "an operator needs a number on each side"),
            SumError::OneNumber => write!(f, "two or more numbers come before ="),
            SumError::ResultNotANumber => write!(f, "after = comes a single number"),
            SumError::LeadingZero => write!(f, "a number cannot start with 0"),
            SumError::DivisionByZero => write!(f, "division by zero"),
            SumError::WrongResult { left, value, result } => write!(f, "{left} is {value}, not {result}"),
            SumError::TooLarge => write!(f, "the numbers are too large"),
        }
    }
}

impl SumError {
    /// The same reason with its tiles written as their faces show them (`70+118÷2`), for
    /// players; the command line keeps the rules' symbols.
    pub fn with_faces(&self) -> SumError {
        let faces = |text: &String| {
            text.chars()
                .map(|c| Tile::from_char(c).map_or(c, Tile::face))
                .collect()
        };
        match self {
            SumError::WrongResult { left, value, result } => SumError::WrongResult {
                left: faces(left),
                value: value.clone(),
                result: faces(result),
            },
            other => other.clone(),
        }
    }
}

impl std::error::Error for SumError {}

/// Checks a run of tiles as a complete sum; Ok(points) = the sum of all its digits (2x3=6 → 11).
/// The module documentation lists the checks in the order they are made.
pub fn check_sum(tiles: &[Tile]) -> Result<u32, SumError> {
    if tiles.is_empty() {
        return Err(SumError::Empty);
    }
    let equals_at = tiles
        .iter()
        .position(|&tile| tile == Tile::Equals)
        .ok_or(SumError::NoEquals)?;
    if tiles[equals_at + 1..].contains(&Tile::Equals) {
        return Err(SumError::TwoEquals);
    }
    let (left, right) = (&tiles[..equals_at], &tiles[equals_at + 1..]);

    let operand = |index: Option<usize>| {
        index
            .and_then(|index| tiles.get(index))
            .is_some_and(|tile| tile.is_digit())
    };
    let stranded = (0..tiles.len())
        .filter(|&index| tiles[index].is_operator())
        .any(|index| !operand(index.checked_sub(1)) || !operand(Some(index + 1)));
    if stranded {
        return Err(SumError::MissingNumber);
    }
    if right.is_empty() || !right.iter().all(|tile| tile.is_digit()) {
        return Err(SumError::ResultNotANumber);
    }
    if !left.iter().any(|tile| tile.is_operator()) {
        return Err(SumError::OneNumber);
    }
    let leading_zero = (0..tiles.len()).any(|index| {
        starts_number(tiles, index) && tiles[index] == Tile::Digit(0) && operand(Some(index + 1))
    });
    if leading_zero {
        return Err(SumError::LeadingZero);
    }
    // With no leading zeros, a number that starts with 0 is the single tile 0.
    if tiles
        .windows(2)
        .any(|pair| pair == [Tile::Divide, Tile::Digit(0)])
    {
        return Err(SumError::DivisionByZero);
    }

    let value = evaluate(left)?;
    if value.den != 1 || number(right) != Some(value.num) {
        return Err(SumError::WrongResult {
            left: symbols(left),
            value: value.to_string(),
            result: symbols(right),
        });
    }
    Ok(digit_sum(tiles))
}

/// Whether `tiles` can still be the beginning of a complete sum, for pruning the move generator.
///
/// False when the tiles so far break the syntax (an operator or = first, two operators in a row,
/// an operator next to =, a second =, an operator after =, a number with a leading zero, = with
/// fewer than two numbers before it), divide by the number 0, or have a complete left side (an
/// = is placed) whose value is not a whole number ≥ 0 whose decimal digits begin with the digits
/// after =. Exact both ways: if it returns false, no extension of `tiles` is a complete sum; if
/// it returns true, some extension is. (The one exception: before its = is placed, a prefix
/// whose every completion overflows the arithmetic, [`SumError::TooLarge`], is still accepted;
/// no line on a 25x25 board is that long.) The empty run is a prefix.
///
/// No allocation: one pass, plus one evaluation of the left side once = is placed.
pub fn is_sum_prefix(tiles: &[Tile]) -> bool {
    let mut equals_at = None;
    for (index, &tile) in tiles.iter().enumerate() {
        let previous = index.checked_sub(1).map(|before| tiles[before]);
        let after_digit = previous.is_some_and(Tile::is_digit);
        match tile {
            Tile::Digit(_) => {
                // A digit after a number's leading 0.
                if previous == Some(Tile::Digit(0)) && starts_number(tiles, index - 1) {
                    return false;
                }
                // The number 0 after : divides by zero; any longer number has a leading zero.
                if tile == Tile::Digit(0) && previous == Some(Tile::Divide) {
                    return false;
                }
            }
            Tile::Equals => {
                if equals_at.is_some()
                    || !after_digit
                    || !tiles[..index].iter().any(|tile| tile.is_operator())
                {
                    return false;
                }
                equals_at = Some(index);
            }
            _ => {
                if equals_at.is_some() || !after_digit {
                    return false;
                }
            }
        }
    }
    let Some(equals_at) = equals_at else {
        return true;
    };
    // The left side is complete and well formed: its value decides every digit after =.
    match evaluate(&tiles[..equals_at]) {
        Ok(value) if value.den == 1 && value.num >= 0 => {
            begins_with(value.num.unsigned_abs(), &tiles[equals_at + 1..])
        }
        _ => false,
    }
}

/// The sum of the digits of `tiles`.
pub fn digit_sum(tiles: &[Tile]) -> u32 {
    tiles
        .iter()
        .map(|&tile| match tile {
            Tile::Digit(digit) => u32::from(digit),
            _ => 0,
        })
        .sum()
}

/// The tiles' symbols, as written.
fn symbols(tiles: &[Tile]) -> String {
    tiles.iter().map(|tile| tile.symbol()).collect()
}

/// Whether a number starts at `index`: a digit with no digit before it.
fn starts_number(tiles: &[Tile], index: usize) -> bool {
    tiles[index].is_digit() && (index == 0 || !tiles[index - 1].is_digit())
}

/// The value of a run of digit tiles, if it fits in an i128.
fn number(digits: &[Tile]) -> Option<i128> {
    digits.iter().try_fold(0_i128, |value, &tile| match tile {
        Tile::Digit(digit) => value.checked_mul(10)?.checked_add(i128::from(digit)),
        _ => None,
    })
}

/// Whether the decimal digits of `value` begin with `digits` (all digit tiles).
fn begins_with(value: u128, digits: &[Tile]) -> bool {
    let len = value.checked_ilog10().map_or(1, |log| log as usize + 1);
    if digits.len() > len {
        return false;
    }
    digits.iter().enumerate().all(|(index, &tile)| {
        // 10^38 is the largest power of ten in a u128, and len ≤ 39.
        let place = 10_u128.pow((len - 1 - index) as u32);
        tile == Tile::Digit((value / place % 10) as u8)
    })
}

/// The value of a well-formed left side: numbers (digit runs) joined by single operators, with
/// the usual precedence. Errors are `TooLarge` and `DivisionByZero` only.
fn evaluate(tiles: &[Tile]) -> Result<Rational, SumError> {
    let mut total = Rational::ZERO;
    let mut term = Rational::ZERO;
    // The operator before the number being read; `None` before the first.
    let mut operator = None;
    let mut rest = tiles;
    while !rest.is_empty() {
        let len = rest.iter().take_while(|tile| tile.is_digit()).count();
        let value = Rational::integer(number(&rest[..len]).ok_or(SumError::TooLarge)?);
        term = match operator {
            None | Some(Tile::Plus) => value,
            Some(Tile::Minus) => value.neg()?,
            Some(Tile::Times) => term.mul(value)?,
            Some(Tile::Divide) => term.div(value)?,
            Some(other) => unreachable!("{other} between numbers"),
        };
        operator = rest.get(len).copied();
        rest = rest.get(len + 1..).unwrap_or_default();
        if matches!(operator, None | Some(Tile::Plus | Tile::Minus)) {
            total = total.add(term)?;
        }
    }
    Ok(total)
}

/// An exact fraction: `den` > 0 and the two have no common factor.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Rational {
    num: i128,
    den: i128,
}

impl Rational {
    const ZERO: Rational = Rational { num: 0, den: 1 };

    fn integer(num: i128) -> Rational {
        Rational { num, den: 1 }
    }

    /// `num / den` in lowest terms; `den` is not 0.
    fn new(num: i128, den: i128) -> Result<Rational, SumError> {
        let divisor = gcd(num, den) as i128;
        let (num, den) = (num / divisor, den / divisor);
        if den < 0 {
            Ok(Rational {
                num: num.checked_neg().ok_or(SumError::TooLarge)?,
                den: den.checked_neg().ok_or(SumError::TooLarge)?,
            })
        } else {
            Ok(Rational { num, den })
        }
    }

    fn neg(self) -> Result<Rational, SumError> {
        let num = self.num.checked_neg().ok_or(SumError::TooLarge)?;
        Ok(Rational { num, den: self.den })
    }

    fn add(self, other: Rational) -> Result<Rational, SumError> {
        if self.den == 1 && other.den == 1 {
            return self
                .num
                .checked_add(other.num)
                .map(Rational::integer)
                .ok_or(SumError::TooLarge);
        }
        let common = gcd(self.den, other.den) as i128;
        let (left, right) = (other.den / common, self.den / common);
        let num = mul(self.num, left)?
            .checked_add(mul(other.num, right)?)
            .ok_or(SumError::TooLarge)?;
        Rational::new(num, mul(self.den, left)?)
    }

    fn mul(self, other: Rational) -> Result<Rational, SumError> {
        if self.den == 1 && other.den == 1 {
            return mul(self.num, other.num).map(Rational::integer);
        }
        // Cancel across first, so that nothing larger than the result is formed.
        let first = gcd(self.num, other.den) as i128;
        let second = gcd(other.num, self.den) as i128;
        let num = mul(self.num / first, other.num / second)?;
        Rational::new(num, mul(self.den / second, other.den / first)?)
    }

    fn div(self, other: Rational) -> Result<Rational, SumError> {
        if other.num == 0 {
            return Err(SumError::DivisionByZero);
        }
        self.mul(Rational::new(other.den, other.num)?)
    }
}

/// `7`, `-5`, `7/2`, `-1/3`.
impl fmt::Display for Rational {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.den {
            1 => write!(f, "{}", self.num),
            den => write!(f, "{}/{den}", self.num),
        }
    }
}

fn mul(a: i128, b: i128) -> Result<i128, SumError> {
    a.checked_mul(b).ok_or(SumError::TooLarge)
}

/// The greatest common divisor of `a` and `b`, not both 0; at most the larger magnitude.
fn gcd(a: i128, b: i128) -> u128 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `"2x3=6"` as tiles.
    fn tiles(text: &str) -> Vec<Tile> {
        text.chars()
            .map(|c| Tile::from_char(c).unwrap_or_else(|| panic!("{c:?} in {text}")))
            .collect()
    }

    fn check(text: &str) -> Result<u32, SumError> {
        check_sum(&tiles(text))
    }

    fn message(text: &str) -> String {
        check(text).expect_err(text).to_string()
    }

    fn prefix(text: &str) -> bool {
        is_sum_prefix(&tiles(text))
    }

    #[test]
    fn the_rules_examples() {
        assert_eq!(check("2x3=6"), Ok(11));
        assert_eq!(check("65+2x0=65"), Ok(24));
        assert_eq!(check("5+74=79"), Ok(32));
        assert_eq!(check("70+118:2=129"), Ok(31));
        assert_eq!(check("8-8=0"), Ok(16));
        assert_eq!(check("15+12=027"), Err(SumError::LeadingZero));
    }

    #[test]
    fn precedence_then_left_to_right() {
        for sum in [
            "2+3x4=14",
            "8:4:2=1",
            "8-4-2=2",
            "2x3+4x5=26",
            "10-2x3=4",
            "2x3x4=24",
            "9-3+2=8",
        ] {
            assert!(check(sum).is_ok(), "{sum}: {:?}", check(sum));
        }
        assert_eq!(message("2+3x4=20"), "2+3x4 is 14, not 20");
        assert_eq!(message("8:4:2=4"), "8:4:2 is 1, not 4");
        assert_eq!(message("8-4-2=6"), "8-4-2 is 2, not 6");
    }

    #[test]
    fn exact_rationals() {
        assert_eq!(check("7:2x2=7"), Ok(18));
        assert_eq!(check("1:3+1:3+1:3=1"), Ok(13));
        assert_eq!(check("1:3x6=2"), Ok(12));
        assert_eq!(check("5:10+1:2=1"), Ok(10));
        assert_eq!(message("7:2=3"), "7:2 is 7/2, not 3");
        assert_eq!(message("2-7=5"), "2-7 is -5, not 5");
        assert_eq!(message("1-4:3=0"), "1-4:3 is -1/3, not 0");
        assert_eq!(message("6:4=1"), "6:4 is 3/2, not 1");
    }

    #[test]
    fn every_error() {
        use SumError::*;
        for (sum, error) in [
            ("", Empty),
            ("12+3", NoEquals),
            ("+", NoEquals),
            ("1+2=3=3", TwoEquals),
            ("==", TwoEquals),
            ("+5=5", MissingNumber),
            ("5+=5", MissingNumber),
            ("5++5=10", MissingNumber),
            ("5+5=-3", MissingNumber),
            ("5+5=10+", MissingNumber),
            ("5+5=", ResultNotANumber),
            ("5=2+3", ResultNotANumber),
            ("1+4=2+3", ResultNotANumber),
            ("12=12", OneNumber),
            ("=5", OneNumber),
            ("=", ResultNotANumber),
            ("05+5=10", LeadingZero),
            ("5+5=010", LeadingZero),
            ("00=0", OneNumber),
            ("0+00=0", LeadingZero),
            ("5:0=0", DivisionByZero),
            ("0:0=0", DivisionByZero),
            ("1:0x0=0", DivisionByZero),
            ("99999999999999999999999999999999999999999+1=1", TooLarge),
            ("9999999999999999999x9999999999999999999x99=1", TooLarge),
        ] {
            assert_eq!(check(sum), Err(error), "{sum}");
        }
        assert_eq!(
            check("70+118:2=128"),
            Err(WrongResult {
                left: "70+118:2".into(),
                value: "129".into(),
                result: "128".into()
            })
        );
    }

    #[test]
    fn messages() {
        for (sum, text) in [
            ("", "there are no tiles"),
            ("1+2", "there is no = sign"),
            ("1+2=3=3", "two = signs"),
            ("5+=5", "an operator needs a number on each side"),
            ("12=12", "two or more numbers come before ="),
            ("5=2+3", "after = comes a single number"),
            ("15+12=027", "a number cannot start with 0"),
            ("5:0=0", "division by zero"),
            ("70+118:2=128", "70+118:2 is 129, not 128"),
            (
                "99999999999999999999999999999999999999999x2=1",
                "the numbers are too large",
            ),
        ] {
            assert_eq!(message(sum), text, "{sum}");
        }
    }

    #[test]
    fn a_result_too_long_to_evaluate_is_just_wrong() {
        let sum = format!("1+1={}", "9".repeat(50));
        assert_eq!(message(&sum), format!("1+1 is 2, not {}", "9".repeat(50)));
    }

    #[test]
    fn the_largest_numbers_still_evaluate() {
        let max = i128::MAX.to_string();
        assert_eq!(check(&format!("{max}+0={max}")).map(|_| ()), Ok(()));
        assert_eq!(check(&format!("{max}+1=0")), Err(SumError::TooLarge));
        assert_eq!(check(&format!("{max}:{max}x1=1")).map(|_| ()), Ok(()));
    }

    #[test]
    fn the_digit_sum() {
        assert_eq!(digit_sum(&tiles("2x3=6")), 11);
        assert_eq!(digit_sum(&tiles("+-x:=")), 0);
        assert_eq!(digit_sum(&[]), 0);
    }

    #[test]
    fn prefixes() {
        for text in [
            "",
            "1",
            "12",
            "1+",
            "1+2",
            "1+2=",
            "1+2=3",
            "70+118:2=1",
            "70+118:2=12",
            "0",
            "0+",
            "8-8=",
            "8-8=0",
            "7:",
            "7:2",
            "7:2x",
            "2-7",
            "1+9=1",
            "1:3+1:3+1:3=1",
            "10",
            "10:1",
        ] {
            assert!(prefix(text), "{text}");
        }
        for text in [
            "+",
            "=",
            "x1",
            "1++",
            "1+=",
            "1=",
            "12=",
            "1+2==",
            "1+2=3=",
            "1+2=+",
            "1+2=3+",
            "01",
            "1+05",
            "1+2=04",
            "7:0",
            "70+118:2=13",
            "70+118:2=1290",
            "2-7=",
            "7:2=",
            "8-8=00",
            "8-8=1",
            "5:0",
        ] {
            assert!(!prefix(text), "{text}");
        }
    }

    #[test]
    fn complete_sums_are_prefixes_of_themselves() {
        for sum in ["2x3=6", "65+2x0=65", "70+118:2=129", "8-8=0", "7:2x2=7"] {
            for end in 0..=sum.len() {
                assert!(prefix(&sum[..end]), "{}", &sum[..end]);
            }
        }
    }
}
