//! Reading a run of digit tiles as an equation. Abaku has no operator tiles: a run is an
//! equation when it splits into numbers `a b c` with a+b=c, a-b=c, a×b=c or a:b=c (exact), or
//! into `a c` with a²=c, a³=c, √a=c or ∛a=c. The result always comes last, and every number is
//! at least 1 with no leading zero, so a zero only ever stands inside a number such as 10.
//!
//! Numbers are u64 and the arithmetic is checked: a sum, product or power that overflows a u64
//! cannot equal a u64 result, so it is simply not equal, and no run panics. Runs on the boards are
//! at most 17 digits; in longer ones a number that does not fit in a u64 is never read.

use std::fmt;
use std::ops::Range;

/// The operations an equation can use, in the order [`readings`] lists them.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Operation {
    Add,
    Subtract,
    Multiply,
    Divide,
    Square,
    Cube,
    SquareRoot,
    CubeRoot,
}

impl Operation {
    /// What is written before the left number, between the two numbers (when there is a right
    /// one) and after them: in the command line's syntax, or as players write it.
    fn signs(self, players: bool) -> [&'static str; 3] {
        use Operation::*;
        match (self, players) {
            (Add, false) => ["", "+", ""],
            (Add, true) => ["", " + ", ""],
            (Subtract, false) => ["", "-", ""],
            (Subtract, true) => ["", " \u{2212} ", ""],
            (Multiply, false) => ["", "x", ""],
            (Multiply, true) => ["", " × ", ""],
            (Divide, false) => ["", ":", ""],
            (Divide, true) => ["", " : ", ""],
            (Square, false) => ["", "", "^2"],
            (Square, true) => ["", "", "²"],
            (Cube, false) => ["", "", "^3"],
            (Cube, true) => ["", "", "³"],
            (SquareRoot, false) => ["sqrt(", "", ")"],
            (SquareRoot, true) => ["√", "", ""],
            (CubeRoot, false) => ["cbrt(", "", ")"],
            (CubeRoot, true) => ["∛", "", ""],
        }
    }
}

/// One way to read a run of digits as an equation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Reading {
    pub operation: Operation,
    pub left: u64,
    /// None for the one-operand forms
    pub right: Option<u64>,
    pub result: u64,
}

impl Reading {
    /// The command line's syntax: `12:4=3`, `1+2=3`, `6-4=2`, `2x5=10`, `7^2=49`, `2^3=8`,
    /// `sqrt(9)=3`, `cbrt(8)=2`.
    pub fn notation(&self) -> String {
        let mut text = String::new();
        self.write(&mut text, false)
            .expect("writing to a String cannot fail");
        text
    }

    fn write(&self, out: &mut impl fmt::Write, players: bool) -> fmt::Result {
        let [before, between, after] = self.operation.signs(players);
        write!(out, "{before}{}", self.left)?;
        if let Some(right) = self.right {
            write!(out, "{between}{right}")?;
        }
        let equals = if players { " = " } else { "=" };
        write!(out, "{after}{equals}{}", self.result)
    }
}

/// How players write it: `12 : 4 = 3`, `1 + 2 = 3`, `6 − 4 = 2` (U+2212), `2 × 5 = 10`,
/// `7² = 49`, `2³ = 8`, `√9 = 3`, `∛8 = 2`.
impl fmt::Display for Reading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, true)
    }
}

/// Whether the whole run reads as an equation in at least one way. This is the hot path of the
/// move generator: no allocation, returns at the first reading found.
pub fn is_equation(digits: &[u8]) -> bool {
    find(digits, |_| true)
}

/// Every reading of the whole run, ordered by operation (enum order) then by where the run
/// splits (earlier split first).
pub fn readings(digits: &[u8]) -> Vec<Reading> {
    let mut all: Vec<Reading> = Vec::new();
    // `find` goes split by split: each reading goes after those of its operation found before.
    // (A handful of readings; inserting keeps a sort's code out of the app's Abaku screen.)
    find(digits, |reading| {
        let at = all.partition_point(|found| found.operation <= reading.operation);
        all.insert(at, reading);
        false
    });
    all
}

/// Every contiguous part `digits[start..start + len]` (len ≥ 2) that is an equation, ordered by
/// start then length.
pub fn equations_in(digits: &[u8]) -> Vec<Range<usize>> {
    (0..digits.len())
        .flat_map(|start| (start + 2..=digits.len()).map(move |end| start..end))
        .filter(|part| is_equation(&digits[part.clone()]))
        .collect()
}

/// The zero rule a run breaks: every number is at least 1 and none starts with 0.
#[derive(Clone, Copy, PartialEq, Eq, Debug, PartialOrd, Ord)]
pub enum ZeroRule {
    /// A number would be a zero on its own (`4 4 0` as 4 − 4 = 0).
    LoneZero,
    /// A number would start with 0 (`1 0 4 5` as 1 + 04 = 5).
    LeadingZero,
}

/// Why a run that is no equation would be one, were it not for a zero: the rule its readings
/// with zeros break, the lone zero first. Only refusals ask, so it reads every split plainly.
pub fn zero_rule(digits: &[u8]) -> Option<ZeroRule> {
    let len = digits.len();
    let pairs = (1..len).map(|split| vec![&digits[..split], &digits[split..]]);
    let triples = (1..len).flat_map(|split| {
        (split + 1..len).map(move |second| vec![&digits[..split], &digits[split..second], &digits[second..]])
    });
    pairs
        .chain(triples)
        .filter(|numbers| holds_with_zeros(numbers))
        .filter_map(|numbers| {
            let lone = numbers.iter().any(|number| number == &[0]);
            let leading = numbers.iter().any(|number| number.len() > 1 && number[0] == 0);
            (lone || leading).then_some(if lone {
                ZeroRule::LoneZero
            } else {
                ZeroRule::LeadingZero
            })
        })
        .min()
}

/// Whether `a c` or `a b c` is an equation when numbers may be 0 or start with 0.
fn holds_with_zeros(numbers: &[&[u8]]) -> bool {
    let values: Option<Vec<u64>> = numbers
        .iter()
        .map(|number| number.iter().try_fold(0, |value, &digit| append(value, digit)))
        .collect();
    match values.as_deref() {
        Some(&[a, c]) => [square(a), cube(a)].contains(&Some(c)) || [square(c), cube(c)].contains(&Some(a)),
        Some(&[a, b, c]) => {
            a.checked_add(b) == Some(c)
                || b.checked_add(c) == Some(a)
                || a.checked_mul(b) == Some(c)
                || b != 0 && b.checked_mul(c) == Some(a)
        }
        _ => false,
    }
}

/// The most digits a u64 can have.
const MAX_DIGITS: usize = 20;

/// Offers every reading of the whole run to `stop`, split by split (earlier first), until it
/// returns true; returns whether it did.
fn find(digits: &[u8], mut stop: impl FnMut(Reading) -> bool) -> bool {
    debug_assert!(digits.iter().all(|&digit| digit <= 9), "not digits: {digits:?}");
    use Operation::*;
    let len = digits.len();
    // Every reading starts with a number, and no number starts with a zero.
    if len < 2 || digits[0] == 0 {
        return false;
    }
    let results = Suffixes::new(digits);
    let mut offer = |operation, left, right, result| {
        stop(Reading {
            operation,
            left,
            right,
            result,
        })
    };

    // `a` is digits[..split], extended by one digit per step.
    let mut a = 0;
    for split in 1..len {
        let Some(next) = append(a, digits[split - 1]) else {
            break; // a longer `a` is larger still
        };
        a = next;
        if digits[split] == 0 {
            continue; // neither the result of `a c` nor `b` of `a b c` may start here
        }

        if let Some(c) = results.value(len - split) {
            if square(a) == Some(c) && offer(Square, a, None, c)
                || cube(a) == Some(c) && offer(Cube, a, None, c)
                || square(c) == Some(a) && offer(SquareRoot, a, None, c)
                || cube(c) == Some(a) && offer(CubeRoot, a, None, c)
            {
                return true;
            }
        }

        // `b` is digits[split..second], `c` the rest.
        let mut b = 0;
        for second in split + 1..len {
            let Some(next) = append(b, digits[second - 1]) else {
                break;
            };
            b = next;
            let Some(c) = results.value(len - second) else {
                continue; // too long a result: a later `second` shortens it
            };
            // Every form has b ≤ a or b ≤ c, and from here on b only grows and c only shrinks.
            if b > a && b > c {
                break;
            }
            if digits[second] == 0 {
                continue;
            }
            let right = Some(b);
            // a - b = c and a : b = c are checked as b + c = a and b × c = a: no underflow, no
            // inexact division.
            if a.checked_add(b) == Some(c) && offer(Add, a, right, c)
                || b.checked_add(c) == Some(a) && offer(Subtract, a, right, c)
                || a.checked_mul(b) == Some(c) && offer(Multiply, a, right, c)
                || b.checked_mul(c) == Some(a) && offer(Divide, a, right, c)
            {
                return true;
            }
        }
    }
    false
}

/// The values of the run's last 1, 2, … digits, as long as they fit in a u64 (a longer result
/// could not fit either). Leading zeros are the caller's to reject.
struct Suffixes {
    values: [u64; MAX_DIGITS],
    count: usize,
}

impl Suffixes {
    fn new(digits: &[u8]) -> Suffixes {
        let mut values = [0; MAX_DIGITS];
        let mut count = 0;
        let (mut value, mut place) = (0, 1_u64);
        for &digit in digits.iter().rev() {
            let Some(longer) = place
                .checked_mul(u64::from(digit))
                .and_then(|high| high.checked_add(value))
            else {
                break;
            };
            value = longer;
            values[count] = value;
            count += 1;
            // 10^20 overflows: a u64 has at most 20 digits.
            let Some(next) = place.checked_mul(10) else {
                break;
            };
            place = next;
        }
        Suffixes { values, count }
    }

    /// The value of the last `len` digits, if it fits.
    fn value(&self, len: usize) -> Option<u64> {
        (len <= self.count).then(|| self.values[len - 1])
    }
}

/// `number` with `digit` written after it, if that fits.
fn append(number: u64, digit: u8) -> Option<u64> {
    number.checked_mul(10)?.checked_add(u64::from(digit))
}

fn square(n: u64) -> Option<u64> {
    n.checked_mul(n)
}

fn cube(n: u64) -> Option<u64> {
    n.checked_mul(n)?.checked_mul(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Operation::*;

    /// `"1243"` as tiles `1 2 4 3`.
    fn tiles(text: &str) -> Vec<u8> {
        text.bytes().map(|byte| byte - b'0').collect()
    }

    fn notations(text: &str) -> Vec<String> {
        readings(&tiles(text)).iter().map(Reading::notation).collect()
    }

    #[test]
    fn the_rules_examples_read_as_the_rules_say() {
        for (run, notation) in [
            ("123", "1+2=3"),
            ("642", "6-4=2"),
            ("2510", "2x5=10"),
            ("1243", "12:4=3"),
            ("33193", "3x31=93"),
            ("64248", "6+42=48"),
            ("749", "7^2=49"),
            ("28", "2^3=8"),
            ("93", "sqrt(9)=3"),
            ("82", "cbrt(8)=2"),
        ] {
            assert!(is_equation(&tiles(run)), "{run}");
            assert_eq!(notations(run), [notation], "{run}");
        }
    }

    #[test]
    fn a_run_can_read_in_several_ways() {
        assert_eq!(notations("422"), ["4-2=2", "4:2=2"]);
        // Ordered by operation, then by split.
        assert_eq!(notations("22224"), ["2+22=24", "22+2=24"]);
        assert_eq!(notations("11"), ["1^2=1", "1^3=1", "sqrt(1)=1", "cbrt(1)=1"]);
        assert_eq!(notations("819"), ["8+1=9", "sqrt(81)=9"]);
    }

    #[test]
    fn zero_is_never_a_number_on_its_own() {
        for run in [
            "550", "055", "022", "505", "0", "00", "000", "100", "1001", "1000",
        ] {
            assert!(!is_equation(&tiles(run)), "{run}");
            assert!(readings(&tiles(run)).is_empty(), "{run}");
        }
        assert_eq!(notations("10515"), ["10+5=15"]);
        assert_eq!(notations("202040"), ["20+20=40"]);
        assert_eq!(notations("101000"), ["10^3=1000"]);
        assert_eq!(notations("11010"), ["1x10=10"]);
        assert_eq!(notations("10110"), ["10x1=10", "10:1=10"]);
        assert_eq!(notations("10010"), ["sqrt(100)=10"]);
    }

    #[test]
    fn division_must_be_exact_and_short_runs_are_no_equations() {
        assert!(!is_equation(&tiles("723")));
        assert_eq!(notations("723"), Vec::<String>::new());
        assert!(!is_equation(&[]));
        assert!(!is_equation(&[4]));
        assert!(!is_equation(&tiles("12")));
    }

    #[test]
    fn both_notations() {
        let run = |text| readings(&tiles(text))[0];
        let cases = [
            ("1243", "12:4=3", "12 : 4 = 3"),
            ("123", "1+2=3", "1 + 2 = 3"),
            ("642", "6-4=2", "6 \u{2212} 4 = 2"),
            ("2510", "2x5=10", "2 × 5 = 10"),
            ("749", "7^2=49", "7² = 49"),
            ("28", "2^3=8", "2³ = 8"),
            ("93", "sqrt(9)=3", "√9 = 3"),
            ("82", "cbrt(8)=2", "∛8 = 2"),
        ];
        for (text, notation, written) in cases {
            assert_eq!(run(text).notation(), notation);
            assert_eq!(run(text).to_string(), written);
        }
        assert_eq!(
            run("2510"),
            Reading {
                operation: Multiply,
                left: 2,
                right: Some(5),
                result: 10
            }
        );
        assert_eq!(
            run("93"),
            Reading {
                operation: SquareRoot,
                left: 9,
                right: None,
                result: 3
            }
        );
    }

    #[test]
    fn every_part_that_is_an_equation() {
        assert_eq!(equations_in(&[1, 2, 3, 4]), [0..3, 0..4]);
        assert!(equations_in(&[]).is_empty());
        assert!(equations_in(&[7]).is_empty());
        // 1²=1 (twice), 1×1=1, 11²=121 and 1+1=2; a part with several readings is listed once.
        assert_eq!(equations_in(&tiles("11121")), [0..2, 0..3, 0..5, 1..3, 1..4]);
    }

    #[test]
    fn long_runs_never_panic() {
        for run in [
            "99999999999999999",
            "10000000000000000",
            "12345678901234567",
            "11111111111111111",
        ] {
            let digits = tiles(run);
            assert_eq!(is_equation(&digits), !readings(&digits).is_empty(), "{run}");
            let _ = equations_in(&digits);
        }
        assert_eq!(
            notations("11111111111111111"),
            [
                "1x11111111=11111111",
                "11111111x1=11111111",
                "11111111:1=11111111",
                "11111111:11111111=1"
            ]
        );
        // Numbers past u64 or cubes past u128 are simply not equal.
        assert!(!is_equation(&tiles(&"9".repeat(60))));
        assert!(!is_equation(&tiles(&format!("{}9", "9".repeat(19)))));
        assert!(!is_equation(&tiles(&format!("1{}", "0".repeat(100)))));
        // The largest square in a u64 is still read.
        assert_eq!(
            notations("429496729518446744065119617025"),
            ["4294967295^2=18446744065119617025"]
        );
    }
}
