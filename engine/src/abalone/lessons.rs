//! Abalone's course: each lesson starts from a position in PlayStrategy's notation (Black to
//! move, the spare marbles parked in the corners), or, for the team game, from the four-player
//! layout and the moves that lead to the lesson.

use super::board::{bit, Layout};
use super::cell::Cell;
use super::fen::Fen;
use super::game::{Game, Setup};
use super::rules::RuleError;
use crate::game::GameRules;
use crate::lessons::{Goal, Lesson, Taught};

impl Taught for Game {
    fn course() -> Vec<Lesson<Game>> {
        let cell = |name: &str| name.parse::<Cell>().expect("a lesson's cell");
        vec![
            Lesson::new(
                "abalone.one-marble",
                "sssss/3sss/4s2/8/4S4/8/7/SSS3/SSSSS 5 5 b 0 1",
                Goal::Covers("F6"),
                "E5F6",
                "G7G6",
                RuleError::NotYourMarble { cell: cell("G7") },
            ),
            Lesson::new(
                "abalone.line",
                "sssss/3sss/4s2/8/9/8/1SSSS2/6/SSSSS 5 5 b 0 1",
                Goal::Covers("C4 C5 C6"),
                "C3C4",
                "C2C3",
                RuleError::TooManyMarbles,
            ),
            Lesson::new(
                "abalone.side-step",
                "sssss/3sss/7/8/2s6/2SSS3/7/S5/SSSSS 5 5 b 0 1",
                Goal::Covers("E4 E5 E6"),
                "D3D5E4",
                "D3D5E3",
                RuleError::SideStepCannotPush,
            ),
            Lesson::new(
                "abalone.sumito",
                "sssss/6/7/8/1SSSss3/8/1SSss2/6/SSSS1 5 5 b 0 1",
                Goal::Covers("E5"),
                "E2E3",
                "C2C3",
                RuleError::NoSumito {
                    pushers: 2,
                    defenders: 2,
                },
            ),
            Lesson::new(
                "abalone.push-off",
                "sssss/3sss/7/8/6SSs/8/5Ss/S5/SSSSS 4 5 b 0 1",
                Goal::Scores(1),
                "E7E8",
                "C6C7",
                RuleError::SingleMarbleCannotPush,
            ),
            Lesson::new(
                "abalone.blocked",
                "sssss/6/SSSss2/8/1SSSssS2/8/7/6/SS3 5 5 b 0 1",
                Goal::Covers("G6"),
                "G3G4",
                "E2E3",
                RuleError::OwnMarbleBlocksPush,
            ),
            Lesson::new(
                "abalone.edge-trap",
                "sssss/3sss/7/8/4SSSss/8/7/S5/SSSSS 4 5 b 0 1",
                Goal::Scores(1),
                "E5E6",
                "E6E7",
                RuleError::NoSumito {
                    pushers: 2,
                    defenders: 2,
                },
            ),
            Lesson::new(
                "abalone.six",
                "sssss/1Sssss/2S4/8/9/8/7/SS4/SSSSS 5 5 b 0 1",
                Goal::Ends,
                "G5H5",
                "I5H5",
                RuleError::NotYourMarble { cell: cell("I5") },
            ),
            Lesson::new(
                "abalone.partners",
                "four-player A5B5 E3F3 H5G5 H9I9 B3C3 E2F2 G5F5 G9H9",
                Goal::Covers("G5"),
                "D5E5",
                "E5F5E6",
                RuleError::NoMarbleOfYours,
            ),
        ]
    }

    /// A position in PlayStrategy's notation, or a layout's name followed by the moves played
    /// from it (for three or four players, which that notation does not write).
    fn start(text: &str) -> Result<Game, String> {
        if let Ok(fen) = Fen::parse(text) {
            let mut setup = Setup::new(Layout::Standard, vec!["P1".into(), "P2".into()]);
            setup.start = Some(Box::new(fen));
            return Game::start_from(setup).map_err(|problem| problem.to_string());
        }
        let mut words = text.split_whitespace();
        let layout: Layout = words.next().unwrap_or_default().parse()?;
        let players = (1..=layout.seats()).map(|seat| format!("P{seat}")).collect();
        let mut game = Game::start_from(Setup::new(layout, players)).map_err(|problem| problem.to_string())?;
        for mv in words {
            GameRules::play_notation(&mut game, mv).map_err(|error| format!("{mv}: {error}"))?;
        }
        Ok(game)
    }

    /// `seat`'s side covers a cell with its own marbles or, in the team game, its partner's.
    fn covers(&self, seat: usize, square: &str) -> bool {
        let position = self.position();
        let side = position.seats().find(|held| held.index() == seat);
        let cell = square.parse::<Cell>();
        match (side, cell) {
            (Some(side), Ok(cell)) => position.team_marbles(side) & bit(cell) != 0,
            _ => false,
        }
    }

    /// Abalone has no hand: nothing to exchange.
    fn hand(&self, _seat: usize) -> String {
        String::new()
    }
}
