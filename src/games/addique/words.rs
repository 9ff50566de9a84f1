//! What Addique's screens say, in every language: the messages of `locales/<tag>.ftl`, with
//! the values each one words. The screen and the new-game form wait for the language's file
//! before they are shown (`games::chunks`).

use crate::i18n::phrase::Phrase;
use crate::i18n::{t, Msg};
use gameshelf_engine::addique::{Number, Piece};
use gameshelf_engine::game::Score;

/// A number a piece makes, as the preview and the score sheet write it.
pub(super) fn number_text(number: &Number) -> String {
    if number.divisible {
        // The same in every language: no words to translate.
        format!("{} = 9 × {}", number.value, number.points)
    } else {
        t(Says::NotDivisible(number.value))
    }
}

/// One thing Addique's screens say.
#[derive(Clone, PartialEq, Debug)]
pub enum Says {
    /// The table's grid, as a screen reader names it.
    Table,
    /// The new-game form's note on who starts.
    SetupNote,
    /// A piece chosen from the hand, read out.
    Piece(Piece),
    /// A number a piece makes that does not score.
    NotDivisible(u64),
    /// A turn that made no number divisible by 9, on the score sheet.
    NoScore,
    /// The first piece, on the score sheet: it scores top × bottom + left × right.
    OpeningScore(Piece),
    PlaceHelp,
    /// A piece is chosen: where it may go.
    SpotHelp,
    /// No spot on the table takes a piece (the rules do not allow it to happen).
    NoSpot,
    ToMove {
        name: String,
        pool: usize,
    },
    HandOf(String),
    /// The score sheet's heading for the numbers a turn made, and for its piece.
    NumbersHeading,
    PieceHeading,
    OpeningTitle,
    /// One round of the opening draw: each player's name and piece; whether the best was
    /// tied, so everyone draws again.
    OpeningRound {
        draws: Vec<(String, Piece)>,
        tied: bool,
    },
    Starts {
        name: String,
        piece: Piece,
        points: u64,
    },
    AllPlayed,
    Legend,
    /// A spot on the table where the chosen piece fits, as a screen reader names it: its
    /// centre (`x,y`, as moves write it), the piece, what it would score there and the numbers
    /// it would make, each already written out (`72 = 9 × 8`).
    SpotCell {
        at: (i32, i32),
        piece: Piece,
        points: u32,
        numbers: Vec<String>,
    },
    /// A piece on the table, as a screen reader names it: its centre, its digits, and whether
    /// it was the last one played.
    PlacedCell {
        at: (i32, i32),
        piece: Piece,
        last: bool,
    },
    /// A piece in the hand, as a screen reader names it, with the key that chooses it.
    HandPiece {
        piece: Piece,
        key: usize,
    },
    /// How to play by keyboard, under the table's legend.
    Keys,
    /// Said once a turn is played: who placed which piece where, its points, who plays next.
    MovePlayed {
        name: String,
        piece: Piece,
        at: (i32, i32),
        points: u32,
        next: String,
    },
    /// Said once the last piece is played: that turn, then the final scores, best first, the
    /// first `winners` of them sharing first place.
    GameEnded {
        name: String,
        piece: Piece,
        at: (i32, i32),
        points: u32,
        scores: Vec<(String, Score)>,
        winners: usize,
    },
    /// Said when the strong robot's hint is tried on the table.
    Hinted {
        piece: Piece,
        at: (i32, i32),
        points: u32,
    },
}

impl Says {
    pub fn phrase(&self) -> Phrase {
        match self {
            Says::Table => Phrase::new("addique-table"),
            Says::SetupNote => Phrase::new("addique-setup-note"),
            Says::Piece(piece) => arms(Phrase::new("addique-piece"), *piece),
            Says::NotDivisible(value) => Phrase::new("addique-not-divisible").number("value", *value),
            Says::NoScore => Phrase::new("addique-no-score"),
            Says::OpeningScore(piece) => arms(Phrase::new("addique-opening-score"), *piece),
            Says::PlaceHelp => Phrase::new("addique-place-help"),
            Says::SpotHelp => Phrase::new("addique-spot-help"),
            Says::NoSpot => Phrase::new("addique-no-spot"),
            Says::ToMove { name, pool } => Phrase::new("addique-to-move")
                .text("name", name)
                .number("pool", *pool),
            Says::HandOf(name) => Phrase::new("addique-hand-of").text("name", name),
            Says::NumbersHeading => Phrase::new("addique-numbers-heading"),
            Says::PieceHeading => Phrase::new("addique-piece-heading"),
            Says::OpeningTitle => Phrase::new("addique-opening-title"),
            Says::OpeningRound { draws, tied } => Phrase::new("addique-opening-round")
                .text("draws", drawn(draws))
                .flag("tied", *tied),
            Says::Starts { name, piece, points } => Phrase::new("addique-starts")
                .text("name", name)
                .text("piece", piece.to_string())
                .number("points", *points),
            Says::AllPlayed => Phrase::new("addique-all-played"),
            Says::Legend => Phrase::new("addique-legend"),
            Says::SpotCell {
                at,
                piece,
                points,
                numbers,
            } => placed(Phrase::new("addique-spot-cell"), *at, *piece, *points)
                .text("numbers", numbers.join("; "))
                .number("made", numbers.len()),
            Says::PlacedCell { at, piece, last } => {
                arms(spot(Phrase::new("addique-placed-cell"), *at), *piece).flag("last", *last)
            }
            Says::HandPiece { piece, key } => {
                arms(Phrase::new("addique-hand-piece"), *piece).number("key", *key)
            }
            Says::Keys => Phrase::new("addique-keys"),
            Says::MovePlayed {
                name,
                piece,
                at,
                points,
                next,
            } => placed(Phrase::new("addique-move-played"), *at, *piece, *points)
                .text("name", name)
                .text("next", next),
            Says::GameEnded {
                name,
                piece,
                at,
                points,
                scores,
                winners,
            } => game_ended(name, *piece, *at, *points, scores, *winners),
            Says::Hinted { piece, at, points } => placed(Phrase::new("addique-hinted"), *at, *piece, *points),
        }
    }
}

impl From<Says> for Msg {
    fn from(says: Says) -> Msg {
        Msg::Phrase(says.phrase())
    }
}

/// The piece by its name (`2475`) and each of its arms' digits.
fn arms(phrase: Phrase, piece: Piece) -> Phrase {
    phrase
        .text("piece", piece.to_string())
        .number("top", piece.top)
        .number("right", piece.right)
        .number("bottom", piece.bottom)
        .number("left", piece.left)
}

/// A spot's centre, as moves write it: `x,y`.
fn spot(phrase: Phrase, at: (i32, i32)) -> Phrase {
    phrase.text("at", format!("{},{}", at.0, at.1))
}

/// A piece at a spot, and what it scores there.
fn placed(phrase: Phrase, at: (i32, i32), piece: Piece, points: u32) -> Phrase {
    spot(phrase, at)
        .text("piece", piece.to_string())
        .number("points", points)
}

/// The draws of a round of the opening draw: each player's name, piece and product sum.
fn drawn(draws: &[(String, Piece)]) -> String {
    let draws: Vec<String> = draws
        .iter()
        .map(|(name, piece)| format!("{name} {piece} ({})", piece.product_sum()))
        .collect();
    draws.join(", ")
}

fn game_ended(
    name: &str,
    piece: Piece,
    at: (i32, i32),
    points: u32,
    scores: &[(String, Score)],
    winners: usize,
) -> Phrase {
    let best = scores.first().map_or(0, |(_, score)| *score);
    let first: Vec<String> = scores
        .iter()
        .take(winners)
        .map(|(name, _)| name.clone())
        .collect();
    let scores: Vec<String> = scores
        .iter()
        .map(|(name, score)| format!("{name} {score}"))
        .collect();
    placed(Phrase::new("addique-game-ended"), at, piece, points)
        .text("name", name)
        .names("winners", first)
        .number("sharing", winners)
        .number("best", best)
        .text("scores", scores.join(", "))
}

/// One of every thing Addique says, with values that reach each of its words' forms: the
/// tests word each in every language.
#[cfg(test)]
pub fn samples() -> Vec<Says> {
    let piece = Piece {
        top: 2,
        right: 4,
        bottom: 7,
        left: 5,
    };
    let players = |names: &[&str]| names.iter().map(|name| name.to_string()).collect::<Vec<_>>();
    let mut samples = vec![
        Says::Table,
        Says::SetupNote,
        Says::Piece(piece),
        Says::NoScore,
        Says::OpeningScore(piece),
        Says::PlaceHelp,
        Says::SpotHelp,
        Says::NoSpot,
        Says::HandOf("Eva".into()),
        Says::NumbersHeading,
        Says::PieceHeading,
        Says::OpeningTitle,
        Says::AllPlayed,
        Says::Legend,
        Says::Keys,
    ];
    for number in [1, 2, 5, 21, 12345] {
        samples.extend([
            Says::NotDivisible(number),
            Says::ToMove {
                name: "Eva".into(),
                pool: number as usize,
            },
            Says::Starts {
                name: "Eva".into(),
                piece,
                points: number,
            },
            Says::HandPiece {
                piece,
                key: number as usize,
            },
            Says::MovePlayed {
                name: "Eva".into(),
                piece,
                at: (0, -3),
                points: number as u32,
                next: "Adam".into(),
            },
            Says::Hinted {
                piece,
                at: (2, 1),
                points: number as u32,
            },
        ]);
    }
    for tied in [false, true] {
        samples.push(Says::OpeningRound {
            draws: vec![("Eva".into(), piece), ("Adam".into(), piece)],
            tied,
        });
        samples.push(Says::PlacedCell {
            at: (1, 2),
            piece,
            last: tied,
        });
    }
    for numbers in [
        vec![],
        vec!["72 = 9 × 8".to_string()],
        vec!["72 = 9 × 8".into(); 2],
    ] {
        samples.push(Says::SpotCell {
            at: (1, 2),
            piece,
            points: 8,
            numbers,
        });
    }
    for (names, winners) in [
        (players(&["Eva", "Adam"]), 1),
        (players(&["Eva", "Adam", "Bára"]), 3),
    ] {
        samples.push(Says::GameEnded {
            name: "Eva".into(),
            piece,
            at: (1, 2),
            points: 1,
            scores: names.into_iter().map(|name| (name, 545)).collect(),
            winners,
        });
    }
    samples
}
