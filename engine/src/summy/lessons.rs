//! Summy's course: each lesson starts from a setup as a record holds it, begun from a position
//! with the learner's rack face up (seat 1, to move) and the rest dealt by the seed.

use super::game::Game;
use super::rules::RuleError;
use super::sums::SumError;
use super::tile::Tile;
use crate::lessons::{setup_start, Goal, Lesson, Taught};

/// A two-player setup begun from `board` (tiles as a placement writes them, the centre's `=`
/// among them) and `caps`, with `rack` face up for the learner and `end` the fields of the
/// count towards the end besides its passes (the last turns left).
fn at(board: &str, caps: &str, rack: &str, end: &str) -> String {
    format!(
        r#"{{"players":["You","Robot"],"seed":1,"from":{{"board":{{"size":25,"tiles":"{board}","caps":"{caps}"}},"scores":[0,0],"to_move":0,"racks":[{{"face_up":"{rack}","face_down":0}},{{"face_down":8}}],"turns":1,"end":{{"passes":0{end}}}}}}}"#
    )
}

/// The refusal of `tiles` (written as the rules write a sum) whose left side is worth `value`.
fn wrong_result(tiles: &str, value: &str) -> RuleError {
    let (left, result) = tiles.split_once('=').expect("a sum with =");
    RuleError::NotASum {
        tiles: written(tiles),
        reason: Box::new(SumError::WrongResult {
            left: left.into(),
            value: value.into(),
            result: result.into(),
        }),
    }
}

/// Tiles as the rules write them: `2x3=6`.
fn written(tiles: &str) -> Vec<Tile> {
    tiles
        .chars()
        .map(|symbol| Tile::from_char(symbol).expect("a tile"))
        .collect()
}

impl Taught for Game {
    fn course() -> Vec<Lesson<Game>> {
        let capped = "J13=2 K13=x L13=3 M13== N13=6";
        vec![
            Lesson::new(
                "summy.sum",
                at("M13==", "", "2 x 3 6 1 4 + 5", ""),
                Goal::Scores(1),
                "J13=2 K13=x L13=3 N13=6",
                "J13=2 K13=x L13=3 N13=5",
                wrong_result("2x3=5", "6"),
            ),
            Lesson::new(
                "summy.operators",
                at("M13==", "", "8 : 2 4 0 - 1 7", ""),
                Goal::Scores(1),
                "J13=8 K13=: L13=2 N13=4",
                "J13=8 K13=: L13=0 N13=4",
                RuleError::NotASum {
                    tiles: written("8:0=4"),
                    reason: Box::new(SumError::DivisionByZero),
                },
            ),
            Lesson::new(
                "summy.precedence",
                at("M13==", "", "1 + 2 x 3 7 9 5", ""),
                Goal::Scores(1),
                "H13=1 I13=+ J13=2 K13=x L13=3 N13=7",
                "H13=1 I13=+ J13=2 K13=x L13=3 N13=9",
                wrong_result("1+2x3=9", "7"),
            ),
            Lesson::new(
                "summy.both-ends",
                at(
                    "M10=3 M11=+ M12=4 M13== M14=7",
                    "M9 M15",
                    "5 2 = 7 6 1 x 9",
                    "",
                ),
                Goal::Covers("L11 N11"),
                "L11=5 N11=2 O11== P11=7",
                "L11=5 N11=2 O11== P11=9",
                wrong_result("5+2=9", "7"),
            ),
            Lesson::new(
                "summy.crossing",
                at(capped, "I13 O13", "2 x 3 = 1 1 + 4", ""),
                Goal::Covers("N12"),
                "N9=2 N10=x N11=3 N12==",
                "N9=2 N10=+ N11=3 N12==",
                wrong_result("2+3=6", "5"),
            ),
            Lesson::new(
                "summy.caps",
                at(capped, "I13 O13", "0 1 + 5 = 1 2 9", ""),
                Goal::Scores(1),
                "J9=1 J10=+ J11=1 J12==",
                "O13=0",
                RuleError::SumClosed("O13".parse().expect("a square")),
            ),
            Lesson::new(
                "summy.exchange",
                at("M13==", "", "= = = = + + - -", ""),
                Goal::Exchanges,
                "exchange ==++",
                "exchange 9",
                RuleError::NotInRack(Tile::Digit(9)),
            ),
            Lesson::new(
                "summy.end",
                at("M13==", "", "2 x 3 6 1 4 + 5", r#","last_turns":[1,1]"#),
                Goal::Ends,
                "J13=2 K13=x L13=3 N13=6",
                "J13=2 K13=x L13=3 N13=5",
                wrong_result("2x3=5", "6"),
            ),
        ]
    }

    fn start(text: &str) -> Result<Game, String> {
        setup_start(text)
    }

    fn covers(&self, _seat: usize, square: &str) -> bool {
        square
            .parse()
            .is_ok_and(|square| self.position().board().tile(Some(square)).is_some())
    }

    fn hand(&self, seat: usize) -> String {
        self.position().rack(seat).iter().map(Tile::to_string).collect()
    }
}
