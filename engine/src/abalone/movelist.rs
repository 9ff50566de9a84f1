//! Aba-Pro's plain move list, the notation players write by hand: `1. A1B2 I9H8 2. B2C3 …`,
//! a number for each move of both sides, Black's half first. Two players only.

use super::board::Seat;
use super::game::{Game, Setup};
use super::moves::Move;
use super::record::MoveError;
use std::fmt;

/// Why a move list could not be read: the move, by its number and side, and what is wrong.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveListError {
    /// Move lists are written for two players.
    Seats(usize),
    /// A number `found` where move `expected` comes next.
    Number { found: String, expected: u32 },
    /// `text`, move `number` of `side`, is not notation or breaks a rule.
    Move {
        number: u32,
        side: Seat,
        text: String,
        reason: MoveError,
    },
}

impl fmt::Display for MoveListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveListError::Seats(seats) => {
                write!(f, "a move list is written for two players, not {seats}")
            }
            MoveListError::Number { found, expected } => {
                write!(f, "\"{found}\" stands where move {expected} begins")
            }
            MoveListError::Move {
                number,
                side,
                text,
                reason,
            } => {
                let side = if *side == Seat::BLACK { "black" } else { "white" };
                write!(f, "move {number} ({side}, {text}): {reason}")
            }
        }
    }
}

impl std::error::Error for MoveListError {}

impl Game {
    /// The moves played, numbered as Aba-Pro writes them; `None` with more than two players.
    /// A list that starts with White's half writes `12. …` for Black's.
    pub fn move_list(&self) -> Option<String> {
        if self.setup().layout.seats() != 2 {
            return None;
        }
        let (mut number, white_first) = self.setup().first_move();
        let mut halves: Vec<String> = Vec::new();
        if white_first {
            halves.push("…".into());
        }
        halves.extend(self.played().iter().map(|played| played.mv.to_string()));
        let mut written = Vec::new();
        for pair in halves.chunks(2) {
            written.push(format!("{number}. {}", pair.join(" ")));
            number += 1;
        }
        Some(written.join(" "))
    }

    /// Plays a move list through the rules from `setup`'s start. Move numbers are optional; when
    /// given they must follow on. `…` (or `...`) stands for a half not played.
    pub fn from_move_list(setup: Setup, text: &str) -> Result<Game, MoveListError> {
        if setup.layout.seats() != 2 {
            return Err(MoveListError::Seats(setup.layout.seats().into()));
        }
        let (first, white_first) = setup.first_move();
        let mut game = Game::new(setup);
        let mut half = u32::from(white_first);
        for token in text.split_whitespace() {
            let number = first + half / 2;
            // "12." begins move 12; so does "12...", written before White's half.
            if let Some(digits) = token.strip_suffix('.') {
                if digits.trim_end_matches('.').parse() != Ok(number) {
                    return Err(MoveListError::Number {
                        found: token.to_string(),
                        expected: number,
                    });
                }
                continue;
            }
            if matches!(token, "…" | "...") {
                continue;
            }
            let side = game.position().to_move();
            let refused = |reason: MoveError| MoveListError::Move {
                number,
                side,
                text: token.to_string(),
                reason,
            };
            let mv: Move = token
                .parse()
                .map_err(|error| refused(MoveError::Notation(error)))?;
            game.play(mv).map_err(|error| refused(MoveError::Rule(error)))?;
            half += 1;
        }
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::abalone::{Fen, Layout};
    use rand::{Rng, SeedableRng};
    use rand_pcg::Pcg64;

    fn setup(layout: Layout) -> Setup {
        Setup::new(layout, vec!["Ada".into(), "Bo".into()])
    }

    /// A game of `plies` random legal moves, or fewer if it ends.
    fn random_game(setup: Setup, plies: usize, seed: u64) -> Game {
        let mut rng = Pcg64::seed_from_u64(seed);
        let mut game = Game::new(setup);
        for _ in 0..plies {
            let moves = game.position().legal_moves();
            if game.outcome().is_some() || moves.is_empty() {
                break;
            }
            game.play(moves[rng.random_range(0..moves.len())]).unwrap();
        }
        game
    }

    #[test]
    fn a_move_list_numbers_both_halves_and_reads_back_as_the_same_game() {
        let mut game = Game::new(setup(Layout::Standard));
        for mv in ["A1B2", "I9H8", "B2C3"] {
            game.play(mv.parse().unwrap()).unwrap();
        }
        assert_eq!(game.move_list().unwrap(), "1. A1B2 I9H8 2. B2C3");

        for seed in 0..20 {
            let layout = Layout::TWO_PLAYER[seed as usize % Layout::TWO_PLAYER.len()];
            let game = random_game(setup(layout), 60, seed);
            let list = game.move_list().unwrap();
            let read = Game::from_move_list(setup(layout), &list).unwrap();
            assert_eq!(read.position(), game.position(), "{list}");
            assert_eq!(read.move_list().unwrap(), list);
            // Without its numbers, the list is the same game.
            let bare: Vec<&str> = list
                .split_whitespace()
                .filter(|token| !token.ends_with('.'))
                .collect();
            let read = Game::from_move_list(setup(layout), &bare.join(" ")).unwrap();
            assert_eq!(read.position(), game.position(), "{list}");
        }
    }

    #[test]
    fn a_list_from_a_set_up_position_with_white_to_move_starts_with_a_gap() {
        let start = "ssss1/ssssss/2sss2/8/9/8/2SSS2/SSSSSS/SSSSS 1 0 w 4 12";
        let from_start = || Setup {
            start: Some(Box::new(Fen::parse(start).unwrap())),
            ..setup(Layout::Standard)
        };
        let game = random_game(from_start(), 3, 7);
        let list = game.move_list().unwrap();
        assert!(list.starts_with("12. … "), "{list}");
        assert!(list.contains(" 13. "), "{list}");
        let read = Game::from_move_list(from_start(), &list).unwrap();
        assert_eq!(read.position(), game.position());
        let aba_pro = list.replacen("12. … ", "12... ", 1);
        let read = Game::from_move_list(from_start(), &aba_pro).unwrap();
        assert_eq!(read.position(), game.position());
    }

    #[test]
    fn a_bad_list_is_refused_at_the_move_that_breaks_it() {
        let refused = |text: &str| {
            Game::from_move_list(setup(Layout::Standard), text)
                .err()
                .unwrap()
                .to_string()
        };
        assert_eq!(
            refused("1. A1B2 I9H8 3. B2C3"),
            "\"3.\" stands where move 2 begins"
        );
        assert!(
            refused("1. A1B2 I9H8 2. E5E6").starts_with("move 2 (black, E5E6): "),
            "{}",
            refused("1. A1B2 I9H8 2. E5E6")
        );
        assert!(
            refused("1. A1B2 I9Q8").starts_with("move 1 (white, I9Q8): "),
            "{}",
            refused("1. A1B2 I9Q8")
        );
        let three = Setup::new(Layout::ThreePlayer, vec!["A".into(), "B".into(), "C".into()]);
        assert_eq!(
            Game::from_move_list(three, "1. A1B2").err().unwrap().to_string(),
            "a move list is written for two players, not 3"
        );
    }
}
