//! `gameshelf lessons check GAME`: every lesson of a game's course checked by the engine, one
//! line each.

use clap::Subcommand;
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::lessons::check_course;

pub const LESSONS_HELP: &str = "\
A game's lessons: `check GAME` checks each lesson of its course as the engine's tests do (its
start is legal and does not meet its goal, its \"show me\" move meets it, its wrong move is
refused for the reason given) and prints one line per lesson, `ID ok` or `ID failed: why`. It
exits with code 1 if any lesson fails.";

#[derive(Subcommand)]
pub enum LessonsCommand {
    /// Check every lesson of a game's course, one line each.
    Check {
        #[arg(value_parser = crate::games::kind_parser())]
        game: GameKind,
    },
}

pub fn run(command: &LessonsCommand) -> Result<(), String> {
    let LessonsCommand::Check { game } = command;
    report(&check_course(*game))
}

/// Prints a line per lesson checked; an error counting the failures, if any.
fn report(checked: &[(&str, Result<(), String>)]) -> Result<(), String> {
    for (id, result) in checked {
        match result {
            Ok(()) => println!("{id} ok"),
            Err(why) => println!("{id} failed: {why}"),
        }
    }
    let failed = checked.iter().filter(|(_, result)| result.is_err()).count();
    match failed {
        0 => Ok(()),
        _ => Err(format!("{failed} of {} lessons failed", checked.len())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_lesson_makes_the_check_fail() {
        let failed = Err("show me E5F6: does not meet the goal".to_string());
        let checked = [("abalone.one-marble", Ok(())), ("abalone.line", failed)];
        assert_eq!(report(&checked), Err("1 of 2 lessons failed".into()));
        assert_eq!(report(&checked[..1]), Ok(()));
    }
}
