//! The equation reader against a slow reference written from the rules: every split of the run's
//! text, parsed with the standard library, in the order `readings` promises.

use gameshelf_engine::abaku::equations::{equations_in, is_equation, readings, Operation, Reading};
use proptest::prelude::*;

const OPERATIONS: [Operation; 8] = [
    Operation::Add,
    Operation::Subtract,
    Operation::Multiply,
    Operation::Divide,
    Operation::Square,
    Operation::Cube,
    Operation::SquareRoot,
    Operation::CubeRoot,
];

fn text(digits: &[u8]) -> String {
    digits.iter().map(|digit| char::from(b'0' + digit)).collect()
}

/// A number as the rules allow it: no leading zero (so not zero itself), and within a u64.
fn number(text: &str) -> Option<u64> {
    if text.starts_with('0') {
        return None;
    }
    text.parse().ok()
}

/// Whether the reading's numbers satisfy its operation, in exact arithmetic.
fn holds(reading: &Reading) -> bool {
    let (a, c) = (u128::from(reading.left), u128::from(reading.result));
    let b = reading.right.map(u128::from);
    match (reading.operation, b) {
        (Operation::Add, Some(b)) => a + b == c,
        (Operation::Subtract, Some(b)) => a.checked_sub(b) == Some(c),
        (Operation::Multiply, Some(b)) => a * b == c,
        (Operation::Divide, Some(b)) => a % b == 0 && a / b == c,
        (Operation::Square, None) => a.checked_pow(2) == Some(c),
        (Operation::Cube, None) => a.checked_pow(3) == Some(c),
        (Operation::SquareRoot, None) => c.checked_pow(2) == Some(a),
        (Operation::CubeRoot, None) => c.checked_pow(3) == Some(a),
        _ => false,
    }
}

/// The numbers written one after the other, as tiles.
fn written(reading: &Reading) -> String {
    let right = reading.right.map_or(String::new(), |right| right.to_string());
    format!("{}{right}{}", reading.left, reading.result)
}

/// Every reading, operation by operation, each over every split from the earliest.
fn reference(digits: &[u8]) -> Vec<Reading> {
    let text = text(digits);
    let mut found = Vec::new();
    for operation in OPERATIONS {
        let two_operands = operation < Operation::Square;
        for first in 1..text.len() {
            let seconds = if two_operands {
                first + 1..text.len()
            } else {
                first..first + 1
            };
            for second in seconds {
                let (Some(left), Some(result)) = (number(&text[..first]), number(&text[second..])) else {
                    continue;
                };
                let right = if two_operands {
                    match number(&text[first..second]) {
                        Some(right) => Some(right),
                        None => continue,
                    }
                } else {
                    None
                };
                let reading = Reading {
                    operation,
                    left,
                    right,
                    result,
                };
                if holds(&reading) {
                    found.push(reading);
                }
            }
        }
    }
    found
}

/// Runs of up to 17 tiles, half of them from few digits so that equations are common.
fn runs() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        prop::collection::vec(0..=9_u8, 0..=17),
        prop::collection::vec(prop::sample::select(vec![0_u8, 1, 2, 4, 8]), 0..=17),
    ]
}

/// A reading made from numbers, so that the run is an equation by construction.
fn equations() -> impl Strategy<Value = Reading> {
    let reading = |operation, left, right, result| Reading {
        operation,
        left,
        right,
        result,
    };
    let operand = 1..100_000_u64;
    prop_oneof![
        (operand.clone(), operand.clone()).prop_map(move |(a, b)| reading(Operation::Add, a, Some(b), a + b)),
        (operand.clone(), operand.clone()).prop_map(move |(b, c)| reading(
            Operation::Subtract,
            b + c,
            Some(b),
            c
        )),
        (operand.clone(), operand.clone()).prop_map(move |(a, b)| reading(
            Operation::Multiply,
            a,
            Some(b),
            a * b
        )),
        (operand.clone(), operand.clone()).prop_map(move |(b, c)| reading(
            Operation::Divide,
            b * c,
            Some(b),
            c
        )),
        operand
            .clone()
            .prop_map(move |a| reading(Operation::Square, a, None, a * a)),
        operand
            .clone()
            .prop_map(move |a| reading(Operation::Cube, a, None, a * a * a)),
        operand
            .clone()
            .prop_map(move |c| reading(Operation::SquareRoot, c * c, None, c)),
        operand.prop_map(move |c| reading(Operation::CubeRoot, c * c * c, None, c)),
    ]
}

fn tiles(text: &str) -> Vec<u8> {
    text.bytes().map(|byte| byte - b'0').collect()
}

// In a module so that `cargo test abaku` picks these tests too.
mod abaku {
    use super::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]

        #[test]
        fn readings_are_the_references(digits in runs()) {
            let found = readings(&digits);
            prop_assert_eq!(&found, &reference(&digits));
            prop_assert_eq!(is_equation(&digits), !found.is_empty());
            for reading in &found {
                prop_assert_eq!(written(reading), text(&digits));
                prop_assert!(holds(reading), "{:?}", reading);
            }
        }

        #[test]
        fn every_equation_is_read(reading in equations()) {
            let digits = tiles(&written(&reading));
            prop_assert!(is_equation(&digits));
            prop_assert!(readings(&digits).contains(&reading), "{} not in {:?}", reading, readings(&digits));
        }

        #[test]
        fn parts_are_the_parts_that_read(digits in runs()) {
            let expected: Vec<_> = (0..digits.len())
                .flat_map(|start| (start + 2..=digits.len()).map(move |end| start..end))
                .filter(|part| !reference(&digits[part.clone()]).is_empty())
                .collect();
            prop_assert_eq!(equations_in(&digits), expected);
        }

        #[test]
        fn long_runs_never_panic(digits in prop::collection::vec(0..=9_u8, 18..=64)) {
            prop_assert_eq!(readings(&digits), reference(&digits));
            prop_assert_eq!(is_equation(&digits), !readings(&digits).is_empty());
        }
    }

    #[test]
    fn numbers_at_the_edge_of_a_u64() {
        let max = u64::MAX.to_string();
        // u64::MAX = 3 × 5 × 17 × 257 × 641 × 65537 × 6700417.
        let run = tiles(&format!("{max}3{}", u64::MAX / 3));
        assert_eq!(readings(&run), reference(&run));
        assert_eq!(readings(&run)[0].notation(), format!("{max}:3={}", u64::MAX / 3));
        assert_eq!(
            readings(&tiles(&format!("1{max}{max}")))[0].notation(),
            format!("1x{max}={max}")
        );
        // 1 × (u64::MAX + 1) = u64::MAX + 1 holds, but its numbers do not fit: runs on the boards are
        // far shorter.
        let past = (u128::from(u64::MAX) + 1).to_string();
        assert!(!is_equation(&tiles(&format!("1{past}{past}"))));
    }
}
