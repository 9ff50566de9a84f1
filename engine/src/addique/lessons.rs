//! Addique's course: each lesson starts from a setup as a record holds it, begun from a table
//! with the learner's hand face up (seat 1, to move) and the rest dealt by the seed.

use super::game::Game;
use super::piece::Piece;
use super::rules::RuleError;
use super::table::PlacementError;
use crate::lessons::{setup_start, Goal, Lesson, Taught};

/// The pieces of the rules' 545 example laid before the piece that scores it.
const AROUND_THE_SPOT: &str = "2673@2,-1 6534@3,1 3861@5,0 1782@1,2 4158@6,-2 5643@4,-3 8217@2,-4 2871@0,-3";

/// A table of 47 pieces, laid by the rules round the first (each on the free spot nearest the
/// centre): the last piece, 5643, ends the game.
const ALL_BUT_ONE: &str = concat!(
    "3465@0,0 2673@-2,-1 6237@-1,2 7128@1,-2 1386@2,1 3564@-3,1 3267@-1,-3 5841@1,3 ",
    "6534@3,-1 6831@-4,-2 3762@-2,4 5247@2,-4 2475@4,2 1584@-5,0 8514@-4,3 2376@-3,-4 ",
    "2574@0,-5 1782@0,5 8316@3,4 7821@4,-3 8613@5,0 6732@-6,2 5346@-2,-6 7425@2,6 ",
    "1683@6,-2 3168@-6,-3 6138@-3,6 3861@3,-6 4356@6,3 8712@-7,-1 7623@-5,-5 4257@-5,5 ",
    "8415@-1,7 5742@1,-7 4158@5,-5 5148@5,5 4653@7,1 1287@-8,1 7326@-7,4 2871@-4,-7 ",
    "4851@-1,-8 6435@1,8 7524@4,7 1485@7,-4 2178@8,-1 4752@-8,-4 8217@-4,8",
);

/// A setup of `seats` begun from `table` (each piece as the move that laid it), with `hand`
/// face up for the learner and `others` pieces face down in every other hand (none at the end).
fn at(seats: usize, table: &str, hand: &str, others: usize) -> String {
    let robot = |seat| format!("\"Robot {seat}\"");
    let players: Vec<String> = std::iter::once("\"You\"".to_string()).chain((1..seats).map(robot)).collect();
    let scores = vec!["0"; seats].join(",");
    let hidden = format!(r#",{{"face_down":{others}}}"#).repeat(seats - 1);
    format!(
        r#"{{"players":[{}],"seed":1,"from":{{"board":"{table}","scores":[{scores}],"to_move":0,"racks":[{{"face_up":"{hand}","face_down":0}}{hidden}],"turns":1,"end":null}}}}"#,
        players.join(",")
    )
}

impl Taught for Game {
    fn course() -> Vec<Lesson<Game>> {
        let piece = |text: &str| text.parse::<Piece>().expect("a piece of the set");
        let first = "2475@0,0";
        vec![
            Lesson::new(
                "addique.notches",
                at(2, first, "1287 3168 6138", 3),
                Goal::Moves,
                "1287@1,2",
                "1287@1,1",
                RuleError::Placement(PlacementError::Overlap((1, 0))),
            ),
            Lesson::new(
                "addique.three-edges",
                at(2, "2475@0,0 1287@-1,2", "3168 6138 5148", 3),
                Goal::Moves,
                "3168@2,1",
                "3168@0,-3",
                RuleError::Placement(PlacementError::TooFewEdges(1)),
            ),
            Lesson::new(
                "addique.nine",
                at(2, first, "5148 3168 6138", 3),
                Goal::Scores(1),
                "5148@1,2",
                "1287@1,2",
                RuleError::NotInHand(piece("1287")),
            ),
            Lesson::new(
                "addique.scores",
                at(2, AROUND_THE_SPOT, "2475 3168 6138", 3),
                Goal::Scores(100),
                "2475@0,0",
                "2475@0,-1",
                RuleError::Placement(PlacementError::Overlap((0, -2))),
            ),
            Lesson::new(
                "addique.players",
                at(4, first, "5148 3168 6138", 3),
                Goal::Scores(1),
                "5148@1,2",
                "5148@0,3",
                RuleError::Placement(PlacementError::TooFewEdges(1)),
            ),
            Lesson::new(
                "addique.end",
                at(2, ALL_BUT_ONE, "5643", 0),
                Goal::Ends,
                "5643@-9,-2",
                "5643@4,7",
                RuleError::Placement(PlacementError::Overlap((4, 7))),
            ),
        ]
    }

    fn start(text: &str) -> Result<Game, String> {
        setup_start(text)
    }

    /// A square written `x,y`.
    fn covers(&self, _seat: usize, square: &str) -> bool {
        let read = square
            .split_once(',')
            .and_then(|(x, y)| Some((x.parse().ok()?, y.parse().ok()?)));
        read.is_some_and(|square| self.position().table().cell(square).is_some())
    }

    fn hand(&self, seat: usize) -> String {
        let pieces: Vec<String> = self.position().hand(seat).iter().map(Piece::to_string).collect();
        pieces.join(" ")
    }
}
