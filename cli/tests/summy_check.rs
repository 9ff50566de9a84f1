//! Runs the built `gameshelf summy check` as a user would.

use crate::support::*;

/// What the command prints for `sum`, after checking that it succeeds quietly.
fn printed(sum: &str) -> String {
    quiet_output(&["summy", "check", sum], "")
}

#[test]
fn a_complete_sum_prints_its_points() {
    assert_eq!(printed("2x3=6"), "valid 11\n");
    assert_eq!(printed("65+2x0=65"), "valid 24\n");
    assert_eq!(printed("5+74=79"), "valid 32\n");
    assert_eq!(printed("70+118:2=129"), "valid 31\n");
    assert_eq!(printed("8-8=0"), "valid 16\n");
    // Exact fractions, and the usual precedence.
    assert_eq!(printed("7:2x2=7"), "valid 18\n");
    assert_eq!(printed("10-2x3=4"), "valid 10\n");
}

#[test]
fn anything_else_prints_why_and_still_succeeds() {
    for (sum, reason) in [
        ("15+12=027", "a number cannot start with 0"),
        ("70+118:2=128", "70+118:2 is 129, not 128"),
        ("7:2=3", "7:2 is 7/2, not 3"),
        ("3-8=5", "3-8 is -5, not 5"),
        ("1+2=3=3", "two = signs"),
        ("1+2", "there is no = sign"),
        ("5+=5", "an operator needs a number on each side"),
        ("12=12", "two or more numbers come before ="),
        ("5=2+3", "after = comes a single number"),
        ("5:0=0", "division by zero"),
        ("", "there are no tiles"),
    ] {
        assert_eq!(printed(sum), format!("invalid: {reason}\n"), "{sum:?}");
    }
}

#[test]
fn a_sum_may_start_with_a_minus_sign_as_an_argument() {
    assert_eq!(
        printed("-5+5=0"),
        "invalid: an operator needs a number on each side\n"
    );
}

#[test]
fn aliases_read_as_the_rules_symbols() {
    assert_eq!(printed("2X3=6"), "valid 11\n");
    assert_eq!(printed("2*3=6"), "valid 11\n");
    assert_eq!(printed("2×3=6"), "valid 11\n");
    assert_eq!(printed("6/3=2"), "valid 11\n");
    assert_eq!(printed("6÷3=2"), "valid 11\n");
    // The message writes the rules' symbols.
    assert_eq!(printed("6÷3*2=5"), "invalid: 6:3x2 is 4, not 5\n");
}

#[test]
fn a_character_that_is_no_tile_exits_with_code_2() {
    for (argument, reason) in [
        ("2x3=6a", "'a' at position 6 is not a tile: 0-9, + - x : or ="),
        ("2 x 3=6", "' ' at position 2 is not a tile"),
        ("×y", "'y' at position 2 is not a tile"),
        ("(1+2)x3=9", "'(' at position 1 is not a tile"),
    ] {
        let message = exits_with(2, &["summy", "check", argument], "");
        assert!(message.contains(reason), "{argument:?}: {message}");
    }
}
