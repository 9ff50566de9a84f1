//! Runs the built `gameshelf lessons check GAME` as a user would.

use crate::support::*;

#[test]
fn every_course_checks_one_line_per_lesson() {
    for (game, fewest) in [("abalone", 9), ("abaku", 8), ("summy", 8), ("addique", 6)] {
        let printed = quiet_output(&["lessons", "check", game], "");
        let lines: Vec<&str> = printed.lines().collect();
        assert!(lines.len() >= fewest, "{game}: {printed}");
        for line in lines {
            let (id, verdict) = line.split_once(' ').unwrap_or_else(|| panic!("{line}"));
            assert!(id.starts_with(&format!("{game}.")), "{line}");
            assert_eq!(verdict, "ok", "{line}");
        }
    }
}

#[test]
fn a_game_that_is_not_on_the_shelf_is_refused() {
    let message = exits_with(2, &["lessons", "check", "chess"], "");
    assert!(message.contains("abalone"), "{message}");
}
