//! Every lesson of every game's course, checked by the engine: its start is legal, its "show
//! me" move is legal and meets its goal, its wrong move is refused for the reason it is about,
//! and no goal is met by the start itself. A lesson that breaks is a failing test here, not a
//! broken screen.

use gameshelf_engine::common::record::{GameKind, MoveError};
use gameshelf_engine::lessons::{check_course, Goal, Lesson, Taught, Tried};
use gameshelf_engine::{abaku, abalone, addique, summy};
use std::collections::BTreeSet;

/// Each lesson's parts, asserted one by one so that a failure names the part.
fn each_part_holds<G: Taught>() {
    for lesson in G::course() {
        let id = lesson.id;
        let start = lesson
            .begin()
            .unwrap_or_else(|problem| panic!("{id}: start: {problem}"));
        assert!(!start.is_over(), "{id}: the start is a finished game");
        assert!(!lesson.goal.met(&start, &start), "{id}: the start meets the goal");
        match lesson.attempt(&start, lesson.show_me) {
            Ok(Tried::Done(after)) => assert!(lesson.goal.met(&start, &after), "{id}"),
            Ok(Tried::NotYet(_)) => panic!("{id}: show me {} misses the goal", lesson.show_me),
            Err(error) => panic!("{id}: show me {}: {error}", lesson.show_me),
        }
        match lesson.attempt(&start, lesson.wrong) {
            Err(MoveError::Rule(error)) => assert_eq!(error, lesson.refusal, "{id}"),
            Err(error) => panic!("{id}: wrong {}: {error}", lesson.wrong),
            Ok(_) => panic!("{id}: wrong {} is allowed", lesson.wrong),
        }
    }
}

#[test]
fn every_lesson_of_every_course_holds() {
    each_part_holds::<abalone::Game>();
    each_part_holds::<abaku::Game>();
    each_part_holds::<summy::Game>();
    each_part_holds::<addique::Game>();
    for kind in GameKind::ALL {
        for (id, result) in check_course(kind) {
            assert_eq!(result, Ok(()), "{id}");
        }
    }
}

#[test]
fn each_course_teaches_what_the_issue_asks_under_stable_distinct_ids() {
    let ids = |kind: GameKind| -> Vec<&str> { check_course(kind).into_iter().map(|(id, _)| id).collect() };
    for (kind, fewest) in [
        (GameKind::Abalone, 9),
        (GameKind::Abaku, 8),
        (GameKind::Summy, 8),
        (GameKind::Addique, 6),
    ] {
        let ids = ids(kind);
        assert!(ids.len() >= fewest, "{kind:?} has {} lessons", ids.len());
        let distinct: BTreeSet<&str> = ids.iter().copied().collect();
        assert_eq!(distinct.len(), ids.len(), "{kind:?}'s ids repeat");
        for id in ids {
            let (game, name) = id.split_once('.').unwrap_or_else(|| panic!("{id}"));
            assert_eq!(game, kind.name(), "{id}");
            assert!(name.chars().all(|c| c.is_ascii_lowercase() || c == '-'), "{id}");
        }
    }
    let lesson = &abalone::Game::course()[0];
    assert_eq!(lesson.message("hint"), "lesson-abalone-one-marble-hint");
}

/// The check fails a lesson whose parts break, saying which.
#[test]
fn a_broken_lesson_fails_its_check_naming_the_part() {
    let broken = |change: fn(&mut Lesson<abalone::Game>)| {
        let mut lesson = abalone::Game::course().remove(0);
        change(&mut lesson);
        lesson.check().expect_err("a broken lesson")
    };
    let failures = [
        broken(|lesson| lesson.start = "nonsense".into()),
        broken(|lesson| lesson.goal = Goal::Covers("E5")),
        broken(|lesson| lesson.show_me = "E5E4"),
        broken(|lesson| lesson.show_me = lesson.wrong),
        broken(|lesson| lesson.wrong = "E5E6"),
        broken(|lesson| lesson.refusal = abalone::RuleError::TooManyMarbles),
    ];
    let starts = [
        "start:",
        "the start meets",
        "show me E5E4: does not",
        "show me G7G6:",
        "wrong E5E6: the rules allow",
        "wrong G7G6: refused because",
    ];
    for (failure, start) in failures.iter().zip(starts) {
        assert!(failure.starts_with(start), "{failure}");
    }
}
