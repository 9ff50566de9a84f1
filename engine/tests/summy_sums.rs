//! The Summy sum reader against a slow reference written from the rules: the text split into
//! number and operator strings, products and quotients gathered first as unreduced fractions,
//! then added left to right, and compared by cross-multiplying. Small strings only, so that the
//! reference's i128 fractions never overflow.

use gameshelf_engine::summy::sums::{check_sum, digit_sum, is_sum_prefix, SumError};
use gameshelf_engine::summy::tile::{tile_set, Tile};
use proptest::prelude::*;

fn tiles(text: &str) -> Vec<Tile> {
    text.chars()
        .map(|c| Tile::from_char(c).unwrap_or_else(|| panic!("{c:?} in {text}")))
        .collect()
}

fn text(tiles: &[Tile]) -> String {
    tiles.iter().map(|tile| tile.symbol()).collect()
}

/// What the rules say of a text.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Verdict {
    /// A complete sum worth this many points.
    Valid(u32),
    /// Well formed, but the left side is worth this (reduced, `a/b` or `-a`), not the result.
    Wrong(String),
    /// Anything else: not a sum at all, a leading zero, a division by zero.
    Invalid,
}

/// A number as the rules write it: digits, no leading zero unless it is `0`.
fn is_number(text: &str) -> bool {
    !text.is_empty() && text.chars().all(|c| c.is_ascii_digit()) && (text == "0" || !text.starts_with('0'))
}

/// The value of `numbers[0] ops[0] numbers[1] ...` as a fraction (numerator, denominator > 0),
/// not reduced; None on a division by zero.
fn value(numbers: &[&str], ops: &[char]) -> Option<(i128, i128)> {
    let number = |text: &str| text.parse::<i128>().expect("a small number");
    // First x and :, gathering terms with their signs.
    let mut terms: Vec<(i128, i128)> = vec![(number(numbers[0]), 1)];
    for (&op, &text) in ops.iter().zip(&numbers[1..]) {
        let n = number(text);
        let last = terms.last_mut().expect("a term");
        match op {
            'x' => last.0 *= n,
            ':' if n == 0 => return None,
            ':' => last.1 *= n,
            '+' => terms.push((n, 1)),
            '-' => terms.push((-n, 1)),
            _ => unreachable!(),
        }
    }
    // Then + and -.
    Some(
        terms
            .into_iter()
            .fold((0, 1), |(a, b), (c, d)| (a * d + c * b, b * d)),
    )
}

fn reduced((num, den): (i128, i128)) -> String {
    let (mut a, mut b) = (num.abs(), den);
    while b != 0 {
        (a, b) = (b, a % b);
    }
    match den / a {
        1 => format!("{}", num / a),
        den => format!("{}/{den}", num / a),
    }
}

/// The left side's numbers and operators, if it is numbers joined by single operators.
fn split(left: &str) -> Option<(Vec<&str>, Vec<char>)> {
    let numbers: Vec<&str> = left.split(['+', '-', 'x', ':']).collect();
    let ops: Vec<char> = left.chars().filter(|c| "+-x:".contains(*c)).collect();
    numbers
        .iter()
        .all(|number| is_number(number))
        .then_some((numbers, ops))
}

fn reference(text: &str) -> Verdict {
    let parts: Vec<&str> = text.split('=').collect();
    let [left, right] = parts[..] else {
        return Verdict::Invalid;
    };
    let Some((numbers, ops)) = split(left) else {
        return Verdict::Invalid;
    };
    if numbers.len() < 2 || !is_number(right) {
        return Verdict::Invalid;
    }
    let Some((num, den)) = value(&numbers, &ops) else {
        return Verdict::Invalid;
    };
    let result: i128 = right.parse().expect("a small number");
    if num == result * den {
        Verdict::Valid(text.chars().filter_map(|c| c.to_digit(10)).sum())
    } else {
        Verdict::Wrong(reduced((num, den)))
    }
}

/// What `check_sum` says, in the reference's terms.
fn verdict(tiles: &[Tile]) -> Verdict {
    match check_sum(tiles) {
        Ok(points) => Verdict::Valid(points),
        Err(SumError::WrongResult { left, value, result }) => {
            assert_eq!(format!("{left}={result}"), text(tiles));
            Verdict::Wrong(value)
        }
        Err(SumError::TooLarge) => panic!("{}: too large", text(tiles)),
        Err(_) => Verdict::Invalid,
    }
}

/// A complete sum that `prefix` begins, built from the reference's value of its left side, when
/// `is_sum_prefix` says there is one.
fn completion(prefix: &str) -> String {
    if let Some((left, right)) = prefix.split_once('=') {
        let (numbers, ops) = split(left).expect("a well-formed left side");
        let (num, den) = value(&numbers, &ops).expect("no division by zero");
        assert_eq!(num % den, 0, "{prefix}: a fraction");
        let result = (num / den).to_string();
        assert!(result.starts_with(right), "{prefix}: {result}");
        return format!("{left}={result}");
    }
    let mut text = prefix.to_string();
    if text.is_empty() {
        text.push('1');
    }
    if text.ends_with(['+', '-', 'x', ':']) {
        text.push('1');
    }
    // Add k:den for a whole total ≥ 0: k ≡ -num (mod den), k ≥ -num.
    let (numbers, ops) = split(&text).expect("a well-formed left side");
    let (num, den) = value(&numbers, &ops).expect("no division by zero");
    let mut k = (-num).rem_euclid(den);
    while num + k < 0 {
        k += den;
    }
    format!("{text}+{k}:{den}={}", (num + k) / den)
}

fn any_tile() -> impl Strategy<Value = Tile> {
    proptest::sample::select(Tile::ALL.to_vec())
}

/// Numbers and operators, then = and either the right result (when the left side has a whole
/// value ≥ 0) or a random number; sometimes with one tile changed.
fn near_sum() -> impl Strategy<Value = Vec<Tile>> {
    let operator = proptest::sample::select(vec!['+', '-', 'x', ':']);
    (
        proptest::collection::vec((operator, 0..=120_i128), 1..=3),
        0..=120_i128,
        any::<bool>(),
        0..=200_i128,
        proptest::option::of((any::<prop::sample::Index>(), any_tile())),
    )
        .prop_map(|(rest, first, right, random, change)| {
            let mut left = first.to_string();
            for (op, number) in rest {
                left.push(op);
                left.push_str(&number.to_string());
            }
            let (numbers, ops) = split(&left).expect("well formed");
            let result = match value(&numbers, &ops) {
                Some((num, den)) if right && num % den == 0 && num / den >= 0 => num / den,
                _ => random,
            };
            let mut sum = tiles(&format!("{left}={result}"));
            if let Some((index, tile)) = change {
                let at = index.index(sum.len());
                sum[at] = tile;
            }
            sum
        })
}

/// Every complete sum's prefixes are prefixes: `is_sum_prefix` never prunes a sum away.
fn check_prefixes(sum: &[Tile]) {
    if check_sum(sum).is_ok() {
        for end in 0..=sum.len() {
            assert!(
                is_sum_prefix(&sum[..end]),
                "{} of {}",
                text(&sum[..end]),
                text(sum)
            );
        }
    }
}

/// Where `is_sum_prefix` says yes, the reference completes the text into a complete sum.
fn check_completion(prefix: &[Tile]) {
    if is_sum_prefix(prefix) {
        let complete = completion(&text(prefix));
        assert!(
            check_sum(&tiles(&complete)).is_ok(),
            "{} → {complete}",
            text(prefix)
        );
        assert!(matches!(reference(&complete), Verdict::Valid(_)), "{complete}");
    }
}

#[test]
fn the_rules_examples() {
    for (sum, points) in [
        ("2x3=6", 11),
        ("65+2x0=65", 24),
        ("5+74=79", 32),
        ("70+118:2=129", 31),
        ("8-8=0", 16),
    ] {
        assert_eq!(check_sum(&tiles(sum)), Ok(points), "{sum}");
        assert_eq!(digit_sum(&tiles(sum)), points, "{sum}");
        assert_eq!(reference(sum), Verdict::Valid(points), "{sum}");
    }
    assert_eq!(check_sum(&tiles("15+12=027")), Err(SumError::LeadingZero));
    assert_eq!(
        check_sum(&tiles("70+118:2=128")).unwrap_err().to_string(),
        "70+118:2 is 129, not 128"
    );
}

#[test]
fn precedence_left_to_right_and_exact_fractions() {
    for sum in [
        "2+3x4=14",
        "8:4:2=1",
        "8-4-2=2",
        "2x3+4x5=26",
        "10-2x3=4",
        "7:2x2=7",
        "1:3+1:3+1:3=1",
    ] {
        assert!(
            check_sum(&tiles(sum)).is_ok(),
            "{sum}: {:?}",
            check_sum(&tiles(sum))
        );
        assert!(matches!(reference(sum), Verdict::Valid(_)), "{sum}");
    }
    assert_eq!(check_sum(&tiles("5:0=0")), Err(SumError::DivisionByZero));
    assert_eq!(
        check_sum(&tiles("7:2=3")).unwrap_err().to_string(),
        "7:2 is 7/2, not 3"
    );
    assert_eq!(
        check_sum(&tiles("3-8=5")).unwrap_err().to_string(),
        "3-8 is -5, not 5"
    );
}

#[test]
fn every_error_variant() {
    let error = |sum: &str| check_sum(&tiles(sum)).expect_err(sum);
    assert_eq!(error(""), SumError::Empty);
    assert_eq!(error("1+2"), SumError::NoEquals);
    assert_eq!(error("1+2=3=3"), SumError::TwoEquals);
    assert_eq!(error("5+=5"), SumError::MissingNumber);
    assert_eq!(error("x5=5"), SumError::MissingNumber);
    assert_eq!(error("12=12"), SumError::OneNumber);
    assert_eq!(error("=5"), SumError::OneNumber);
    assert_eq!(error("5+5=5+5"), SumError::ResultNotANumber);
    assert_eq!(error("15+12=027"), SumError::LeadingZero);
    assert_eq!(error("5:0=0"), SumError::DivisionByZero);
    assert!(matches!(error("1+1=3"), SumError::WrongResult { .. }));
    assert_eq!(error(&format!("{}x10=1", i128::MAX)), SumError::TooLarge);
}

#[test]
fn the_tile_set_makes_sums() {
    let set = tile_set();
    assert_eq!(set.len(), 127);
    assert_eq!(digit_sum(&set), 8 * 45);
}

/// Every text of up to 5 tiles: the reader agrees with the reference, and never prunes a sum.
#[test]
fn every_short_text() {
    let mut texts = vec![Vec::new()];
    let mut valid = 0;
    for _ in 0..5 {
        texts = texts
            .iter()
            .flat_map(|text| {
                Tile::ALL.iter().map(move |&tile| {
                    let mut longer: Vec<Tile> = text.clone();
                    longer.push(tile);
                    longer
                })
            })
            .collect();
        for text in &texts {
            let expected = reference(&self::text(text));
            assert_eq!(verdict(text), expected, "{}", self::text(text));
            valid += usize::from(matches!(expected, Verdict::Valid(_)));
            check_prefixes(text);
        }
    }
    // 1+1=2, 2x3=6, 9:9=1, 0x0=0, ...: a few hundred.
    assert!(valid > 100, "{valid}");
}

/// Every prefix of up to 4 tiles that `is_sum_prefix` accepts completes into a sum.
#[test]
fn every_short_prefix_completes() {
    let mut prefixes = vec![Vec::new()];
    for _ in 0..4 {
        prefixes = prefixes
            .iter()
            .flat_map(|prefix: &Vec<Tile>| {
                Tile::ALL
                    .iter()
                    .map(move |&tile| [prefix.as_slice(), &[tile]].concat())
            })
            .collect();
        prefixes.iter().for_each(|prefix| check_completion(prefix));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_texts_read_as_the_reference_says(sum in proptest::collection::vec(any_tile(), 0..=9)) {
        prop_assert_eq!(verdict(&sum), reference(&text(&sum)));
        check_prefixes(&sum);
        check_completion(&sum);
    }

    #[test]
    fn near_sums_read_as_the_reference_says(sum in near_sum()) {
        prop_assert_eq!(verdict(&sum), reference(&text(&sum)));
        check_prefixes(&sum);
        for end in 0..=sum.len() {
            check_completion(&sum[..end]);
        }
    }

    #[test]
    fn a_valid_sum_scores_its_digits(sum in near_sum()) {
        if let Ok(points) = check_sum(&sum) {
            prop_assert_eq!(points, digit_sum(&sum));
            let digits: u32 = text(&sum).chars().filter_map(|c| c.to_digit(10)).sum();
            prop_assert_eq!(points, digits);
        }
    }
}
