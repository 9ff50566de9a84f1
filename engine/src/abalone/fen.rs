//! PlayStrategy's position notation for two-player Abalone (its "FEN", described in
//! ../shared/rules/abalone-layouts.md), so that positions travel between Gameshelf and
//! PlayStrategy: `sssss/ssssss/2sss2/8/9/8/2SSS2/SSSSSS/SSSSS 0 0 b 0 1` is the standard start.
//!
//! The board's rows run from I (top) down to A, each from its lowest diagonal to its highest;
//! `S` is Black (the first player), `s` White, a number counts empty holes. Then Black's and
//! White's scores (marbles pushed off), the letter of the side whose turn it is (`b` for Black,
//! the first player, as in a start position; `w` for White), the half-moves since the last
//! push-off, and the move number.

use super::board::{Position, Seat, MARBLES_TO_WIN};
use super::cell::Cell;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The marbles each side starts with in every two-player layout.
const MARBLES: usize = 14;

/// A position read from PlayStrategy's notation, with the counters the engine's position does
/// not keep. Kept in records in that notation (a game's set-up start position).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Fen {
    pub position: Position,
    /// Half-moves since the last push-off.
    pub quiet_plies: u32,
    /// The move number, from 1: one move is a turn of each side.
    pub move_number: u32,
}

/// Why a text is not a position in PlayStrategy's notation: which field, and what is wrong.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FenError {
    /// Not the six fields: board, two scores, side to move, half-moves, move number.
    Fields(usize),
    /// Not the nine rows I to A.
    Rows(usize),
    /// Row `row` (a letter) holds `found` holes, not the `expected` it has.
    RowLength {
        row: char,
        found: usize,
        expected: usize,
    },
    /// A character that is neither `S`, `s` nor a digit, in row `row`.
    Character { row: char, found: char },
    /// A score that is not a number of marbles from 0 to 5.
    Score(String),
    /// Neither `b` nor `w`.
    SideToMove(String),
    /// A half-move count or move number that is not a number (the move number counts from 1).
    Counter(String),
    /// More of a side's marbles on the board than it has, or fewer than the pushed-off count
    /// leaves: `on_board` of `side`'s, with `pushed_off` of them pushed off.
    Marbles {
        side: &'static str,
        on_board: usize,
        pushed_off: u8,
    },
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Fields(found) => write!(
                f,
                "a position has 6 fields (board, two scores, side to move, half-moves, move number), not {found}"
            ),
            FenError::Rows(found) => write!(f, "the board has 9 rows separated by /, not {found}"),
            FenError::RowLength { row, found, expected } => {
                write!(f, "row {row} has {found} holes, not {expected}")
            }
            FenError::Character { row, found } => {
                write!(f, "row {row} holds '{found}': only S, s and digits may stand there")
            }
            FenError::Score(text) => write!(f, "the score \"{text}\" is not a number from 0 to 5"),
            FenError::SideToMove(text) => write!(f, "the side to move is \"{text}\", not b or w"),
            FenError::Counter(text) => write!(f, "\"{text}\" is not a move count"),
            FenError::Marbles { side, on_board, pushed_off } => write!(
                f,
                "{side} has {on_board} marbles on the board with {pushed_off} pushed off: a side has {MARBLES}"
            ),
        }
    }
}

/// The letter of row `row` (1 = A).
fn row_letter(row: u8) -> char {
    char::from(b'A' + row - 1)
}

/// The holes of row `row` (1 = A), lowest diagonal first.
fn row_cells(row: u8) -> Vec<Cell> {
    (1..=9).filter_map(|diagonal| Cell::new(row, diagonal)).collect()
}

impl TryFrom<String> for Fen {
    type Error = FenError;

    fn try_from(text: String) -> Result<Fen, FenError> {
        Fen::parse(&text)
    }
}

impl From<Fen> for String {
    fn from(fen: Fen) -> String {
        Fen::write(&fen.position, fen.quiet_plies, fen.move_number)
    }
}

impl Fen {
    /// Reads a position; the marbles must be those a two-player game can reach.
    pub fn parse(text: &str) -> Result<Fen, FenError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [board, black_score, white_score, side, quiet, number] = fields[..] else {
            return Err(FenError::Fields(fields.len()));
        };
        let (black, white) = read_board(board)?;
        let score = |text: &str| {
            text.parse::<u8>()
                .ok()
                .filter(|&score| score < MARBLES_TO_WIN)
                .ok_or_else(|| FenError::Score(text.to_string()))
        };
        let pushed_off = [score(black_score)?, score(white_score)?];
        // What White pushed off was Black's, and the other way round.
        check_marbles("Black", black.len(), pushed_off[1])?;
        check_marbles("White", white.len(), pushed_off[0])?;
        let to_move = match side {
            "b" => Seat::BLACK,
            "w" => Seat::WHITE,
            other => return Err(FenError::SideToMove(other.to_string())),
        };
        let counter = |text: &str| {
            text.parse::<u32>()
                .map_err(|_| FenError::Counter(text.to_string()))
        };
        let move_number = counter(number)?;
        if move_number == 0 {
            return Err(FenError::Counter(number.to_string()));
        }
        Ok(Fen {
            position: Position::from_parts(&black, &white, to_move, pushed_off),
            quiet_plies: counter(quiet)?,
            move_number,
        })
    }

    /// A two-player position in the notation, with its counters.
    pub fn write(position: &Position, quiet_plies: u32, move_number: u32) -> String {
        let rows: Vec<String> = (1..=9).rev().map(|row| write_row(position, row)).collect();
        let side = if position.to_move() == Seat::BLACK {
            "b"
        } else {
            "w"
        };
        format!(
            "{} {} {} {side} {quiet_plies} {move_number}",
            rows.join("/"),
            position.pushed_off_by(Seat::BLACK),
            position.pushed_off_by(Seat::WHITE),
        )
    }
}

fn check_marbles(side: &'static str, on_board: usize, pushed_off: u8) -> Result<(), FenError> {
    if on_board + usize::from(pushed_off) == MARBLES {
        Ok(())
    } else {
        Err(FenError::Marbles {
            side,
            on_board,
            pushed_off,
        })
    }
}

/// Black's and White's cells from the board field.
fn read_board(board: &str) -> Result<(Vec<Cell>, Vec<Cell>), FenError> {
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != 9 {
        return Err(FenError::Rows(rows.len()));
    }
    let (mut black, mut white) = (Vec::new(), Vec::new());
    for (text, row) in rows.iter().zip((1..=9u8).rev()) {
        let cells = row_cells(row);
        let mut holes = 0;
        for found in text.chars() {
            let letter = row_letter(row);
            match found {
                'S' | 's' => {
                    let side = if found == 'S' { &mut black } else { &mut white };
                    side.extend(cells.get(holes));
                    holes += 1;
                }
                '1'..='9' => holes += found.to_digit(10).expect("a digit") as usize,
                _ => return Err(FenError::Character { row: letter, found }),
            }
        }
        if holes != cells.len() {
            let row = row_letter(row);
            return Err(FenError::RowLength {
                row,
                found: holes,
                expected: cells.len(),
            });
        }
    }
    Ok((black, white))
}

/// Row `row` (1 = A), empty holes counted.
fn write_row(position: &Position, row: u8) -> String {
    let mut text = String::new();
    let mut empty = 0;
    for cell in row_cells(row) {
        let marble = match position.at(cell) {
            Some(Seat::BLACK) => 'S',
            Some(_) => 's',
            None => {
                empty += 1;
                continue;
            }
        };
        if empty > 0 {
            text.push_str(&empty.to_string());
            empty = 0;
        }
        text.push(marble);
    }
    if empty > 0 {
        text.push_str(&empty.to_string());
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::abalone::{Game, Layout, Setup};

    #[test]
    fn the_starts_read_as_abalone_layouts_md_writes_them() {
        let standard = "sssss/ssssss/2sss2/8/9/8/2SSS2/SSSSSS/SSSSS 0 0 b 0 1";
        let belgian = "ss1SS/sssSSS/1ss1SS1/8/9/8/1SS1ss1/SSSsss/SS1ss 0 0 b 0 1";
        assert_eq!(Fen::write(&Position::new(Layout::Standard), 0, 1), standard);
        assert_eq!(Fen::write(&Position::new(Layout::BelgianDaisy), 0, 1), belgian);
        assert_eq!(
            Fen::parse(standard).unwrap().position,
            Position::new(Layout::Standard)
        );
        assert_eq!(
            Fen::parse(belgian).unwrap().position,
            Position::new(Layout::BelgianDaisy)
        );
    }

    #[test]
    fn every_two_player_layout_goes_out_and_back() {
        assert_eq!(Layout::TWO_PLAYER.len(), 15);
        for &layout in Layout::TWO_PLAYER {
            assert_eq!(layout.seats(), 2, "{}", layout.name());
            let position = Position::new(layout);
            let text = Fen::write(&position, 3, 7);
            let read = Fen::parse(&text).unwrap();
            assert_eq!(
                (read.position, read.quiet_plies, read.move_number),
                (position, 3, 7),
                "{text}"
            );
        }
    }

    #[test]
    fn a_bad_position_is_refused_with_its_field_and_reason() {
        let refused = |text: &str| Fen::parse(text).unwrap_err().to_string();
        let start = "sssss/ssssss/2sss2/8/9/8/2SSS2/SSSSSS/SSSSS";
        assert_eq!(
            refused(&format!("{start} 0 0 b 0")),
            "a position has 6 fields (board, two scores, side to move, half-moves, move number), not 5"
        );
        assert_eq!(
            refused("sssss/ssssss/2sss2/8/9/8/2SSS5/SSSSSS/SSSSS 0 0 b 0 1"),
            "row C has 10 holes, not 7"
        );
        assert_eq!(
            refused("sssss/ssssss/2sss2/8/9/8/2SXS2/SSSSSS/SSSSS 0 0 b 0 1"),
            "row C holds 'X': only S, s and digits may stand there"
        );
        assert_eq!(
            refused(&format!("{start} 0 0 x 0 1")),
            "the side to move is \"x\", not b or w"
        );
        assert_eq!(
            refused(&format!("{start} 6 0 b 0 1")),
            "the score \"6\" is not a number from 0 to 5"
        );
        assert_eq!(
            refused(&format!("{start} 0 0 b 0 0")),
            "\"0\" is not a move count"
        );
        // Black has all 14 on the board, yet White is said to have pushed off 2 of them.
        assert_eq!(
            refused(&format!("{start} 0 2 b 0 1")),
            "Black has 14 marbles on the board with 2 pushed off: a side has 14"
        );
        assert_eq!(
            refused("8/9/8 0 0 b 0 1"),
            "the board has 9 rows separated by /, not 3"
        );
    }

    #[test]
    fn scores_and_the_side_to_move_come_back_as_written() {
        // Black has pushed off one of White's: White has 13 on the board; White to move.
        let text = "ssss1/ssssss/2sss2/8/9/8/2SSS2/SSSSSS/SSSSS 1 0 w 0 12";
        let fen = Fen::parse(text).unwrap();
        assert_eq!(fen.position.pushed_off_by(Seat::BLACK), 1);
        assert_eq!(fen.position.to_move(), Seat::WHITE);
        assert_eq!(Fen::write(&fen.position, fen.quiet_plies, fen.move_number), text);
    }

    /// A game of Ada and Bo from `start`.
    fn game_from(start: &str) -> Game {
        Game::new(Setup {
            start: Some(Box::new(Fen::parse(start).unwrap())),
            ..Setup::new(Layout::Standard, vec!["Ada".into(), "Bo".into()])
        })
    }

    #[test]
    fn a_game_from_a_set_up_position_keeps_it_through_its_record() {
        use crate::game::{AnyGame, Replayed};
        // White to move at move 12, one of White's marbles already pushed off by Black.
        let start = "ssss1/ssssss/2sss2/8/9/8/2SSS2/SSSSSS/SSSSS 1 0 w 4 12";
        let mut game = game_from(start);
        assert_eq!(game.position(), &Fen::parse(start).unwrap().position);
        assert_eq!(game.fen().as_deref(), Some(start));
        for _ in 0..2 {
            // A move that pushes nothing off.
            let quiet = game.position().legal_moves().into_iter().find(|&mv| {
                let mut after = *game.position();
                after.play_unchecked(mv);
                after.pushed_off_by(Seat::BLACK) == 1 && after.pushed_off_by(Seat::WHITE) == 0
            });
            game.play(quiet.expect("a quiet move")).unwrap();
        }
        // Two quiet half-moves on from four, and White's move then Black's complete move 12.
        let after = game.fen().unwrap();
        assert!(after.ends_with(" 1 0 w 6 13"), "{after}");

        let file = game.record().to_file();
        assert!(file.contains(&format!(r#""start": "{start}""#)), "{file}");
        let Ok(Replayed {
            game: AnyGame::Abalone(replayed),
            ..
        }) = AnyGame::from_record(&file)
        else {
            panic!("the record replays as Abalone: {file}");
        };
        assert_eq!(replayed.position(), game.position());
        assert_eq!(replayed.fen(), game.fen());
    }

    #[test]
    fn a_game_from_an_earlier_position_of_another_starts_where_it_stood() {
        use crate::abalone::Setup;
        let mut game = Game::new(Setup::new(Layout::Standard, vec!["Ada".into(), "Bo".into()]));
        for mv in ["A1B2", "I9H8", "B2C3"] {
            game.play(mv.parse().unwrap()).unwrap();
        }
        let earlier = game.replayed_to(2);
        assert_eq!(earlier.position(), game.position_after(2));
        assert_eq!(earlier.played().len(), 2);
        // "Play from here": the position after two moves, as a set-up start, Black to move at 2.
        let fen = earlier.fen().unwrap();
        assert!(fen.ends_with(" 0 0 b 2 2"), "{fen}");
        let from_here = game_from(&fen);
        assert_eq!(from_here.position(), game.position_after(2));
        assert_eq!(from_here.fen().as_deref(), Some(fen.as_str()));
        // Past the end is the whole game.
        assert_eq!(game.replayed_to(9).position(), game.position());
    }

    #[test]
    fn a_set_up_start_that_cannot_be_played_is_refused_with_its_reason() {
        use crate::game::AnyGame;
        let refusal = |setup: &str| {
            let file = format!(r#"{{"format": 1, "game": "abalone", "setup": {setup}, "moves": []}}"#);
            AnyGame::from_record(&file).err().expect("refused").to_string()
        };
        let bad_row = r#"{"layout": "standard", "players": ["Ada", "Bo"], "start": "sssss/ssssss/2sss5/8/9/8/2SSS2/SSSSSS/SSSSS 0 0 b 0 1"}"#;
        let error = refusal(bad_row);
        assert!(error.contains("row G has 10 holes, not 7"), "{error}");

        let three = r#"{"layout": "three-player", "players": ["Ada", "Bo", "Cy"], "start": "sssss/ssssss/2sss2/8/9/8/2SSS2/SSSSSS/SSSSS 0 0 b 0 1"}"#;
        let error = refusal(three);
        assert!(
            error.contains("a position set up by hand is for two players"),
            "{error}"
        );
    }
}
