//! Runs the built `gameshelf abaku equations` as a user would.

use crate::support::{exits_with, quiet_output};

/// What the command prints for `digits`, after checking that it succeeds quietly.
fn printed(digits: &str) -> String {
    quiet_output(&["abaku", "equations", digits], "")
}

#[test]
fn every_part_that_is_an_equation_in_order() {
    assert_eq!(printed("1234"), "123: 1+2=3\n1234: 12:3=4\n2 equations\n");
    assert_eq!(printed("7492"), "749: 7^2=49\n1 equation\n");
    // The turn 8 line of the rules' examples: 3:3=1, 3×31=93 and √9=3 all lie in it.
    assert_eq!(
        printed("33193"),
        "331: 3:3=1\n33193: 3x31=93\n93: sqrt(9)=3\n3 equations\n"
    );
}

#[test]
fn zero_only_stands_inside_numbers() {
    assert_eq!(printed("202040"), "202040: 20+20=40\n1 equation\n");
    assert_eq!(
        printed("10515"),
        "10515: 10+5=15\n515: 5x1=5 | 5:1=5\n2 equations\n"
    );
    // 5-5=0 and 0+5=5 are not equations.
    assert_eq!(printed("550"), "0 equations\n");
    assert_eq!(printed("055"), "0 equations\n");
}

#[test]
fn a_part_with_several_readings_is_one_line() {
    // `42` is √4=2 as well.
    assert_eq!(printed("422"), "42: sqrt(4)=2\n422: 4-2=2 | 4:2=2\n2 equations\n");
    assert_eq!(
        printed("11"),
        "11: 1^2=1 | 1^3=1 | sqrt(1)=1 | cbrt(1)=1\n1 equation\n"
    );
}

#[test]
fn anything_but_digits_exits_with_code_2() {
    for (argument, reason) in [
        ("12a4", "'a' at position 3 is not a digit 0-9"),
        ("1 2", "' ' at position 2 is not a digit 0-9"),
        ("−1", "'−' at position 1 is not a digit 0-9"),
        ("", "no digits"),
    ] {
        let message = exits_with(2, &["abaku", "equations", argument], "");
        assert!(message.contains(reason), "{argument:?}: {message}");
    }
}
