//! Abaku's course: each lesson starts from a setup as a record holds it, begun from a position
//! with the learner's rack face up (seat 1, to move) and the rest dealt by the seed.

use super::board::Tile;
use super::game::Game;
use super::rules::RuleError;
use crate::lessons::{setup_start, Goal, Lesson, Taught};

/// A setup of `seats` (1 or 2) begun from `board` (tiles as a placement writes them), with
/// `rack` face up for the learner, `passes` passes in a row before, and `extra` the setup's
/// other fields (its mode).
fn at(seats: usize, board: &str, rack: &str, passes: usize, extra: &str) -> String {
    let players = ["\"You\"", "\"Robot\""][..seats].join(",");
    let scores = vec!["0"; seats].join(",");
    let others = r#",{"face_down":5}"#.repeat(seats - 1);
    format!(
        r#"{{"players":[{players}],"seed":1{extra},"from":{{"board":{{"kind":"classic","tiles":"{board}"}},"scores":[{scores}],"to_move":0,"racks":[{{"face_up":"{rack}","face_down":0}}{others}],"turns":1,"end":{{"passes":{passes}}}}}}}"#
    )
}

impl Taught for Game {
    fn course() -> Vec<Lesson<Game>> {
        let first = "H8=1 I8=2 J8=3";
        vec![
            Lesson::new(
                "abaku.equation",
                at(2, "", "1 2 3 7 9", 0, ""),
                Goal::Scores(1),
                "H8=1 I8=2 J8=3",
                "H8=1 I8=7 J8=9",
                RuleError::NotAnEquation(vec![1, 7, 9]),
            ),
            Lesson::new(
                "abaku.crossing",
                at(2, first, "1 2 4 5 6", 0, ""),
                Goal::Covers("J7"),
                "J6=1 J7=2",
                "H9=2 I9=4",
                RuleError::TouchingNoEquation {
                    digit: 2,
                    touching: 1,
                },
            ),
            Lesson::new(
                "abaku.operations",
                at(2, "H8=2 I8=5 J8=7", "5 1 0 6 6", 0, ""),
                Goal::Covers("H11"),
                "H9=5 H10=1 H11=0",
                "H9=5 H10=6 H11=6",
                RuleError::NotAnEquation(vec![2, 5, 6, 6]),
            ),
            Lesson::new(
                "abaku.powers",
                at(2, "H8=2 I8=3 J8=6", "8 5 5 1 1", 0, ""),
                Goal::Covers("H9"),
                "H9=8",
                "H9=5",
                RuleError::TouchingNoEquation {
                    digit: 5,
                    touching: 2,
                },
            ),
            Lesson::new(
                "abaku.joker",
                at(2, "H8=3 I8=4 J8=7", "* 5 5 5 5", 0, ""),
                Goal::Scores(1),
                "H9=*9",
                "H9=5",
                RuleError::TouchingNoEquation {
                    digit: 5,
                    touching: 3,
                },
            ),
            Lesson::new(
                "abaku.bonus",
                at(2, first, "1 1 4 4 5", 0, ""),
                Goal::Covers("I7"),
                "I7=4",
                "I7=5",
                RuleError::TouchingNoEquation {
                    digit: 5,
                    touching: 2,
                },
            ),
            Lesson::new(
                "abaku.exchange",
                at(2, first, "0 0 0 0 0", 0, ""),
                Goal::Exchanges,
                "exchange 00000",
                "exchange 7",
                RuleError::NotInRack(Tile::Digit(7)),
            ),
            Lesson::new(
                "abaku.end",
                at(2, first, "5 5 5 5 5", 1, ""),
                Goal::Ends,
                "pass",
                "H9=5",
                RuleError::TouchingNoEquation {
                    digit: 5,
                    touching: 1,
                },
            ),
            Lesson::new(
                "abaku.solo",
                at(1, first, "4 5 6 9 9", 0, r#","mode":"solo-score""#),
                Goal::Scores(1),
                "J9=6 J10=9",
                "J9=6",
                RuleError::TouchingNoEquation {
                    digit: 6,
                    touching: 3,
                },
            ),
        ]
    }

    fn start(text: &str) -> Result<Game, String> {
        setup_start(text)
    }

    fn covers(&self, _seat: usize, square: &str) -> bool {
        square
            .parse()
            .is_ok_and(|square| self.position().board().get(square).is_some())
    }

    fn hand(&self, seat: usize) -> String {
        self.position().rack(seat).iter().map(Tile::to_string).collect()
    }
}
