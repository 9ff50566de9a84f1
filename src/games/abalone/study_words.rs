//! What Abalone's study tools say, in every language: the position editor, the analysis board
//! and its tree of variations, the new-game form's start from a position or a move list, and the
//! game screen's "Position and moves". The messages are in `locales/<tag>.ftl`, with the values
//! each one words; the study tools (`games::chunks`), like the game screen and the new-game form,
//! wait for the language's file before they are shown.

use super::seats::colour;
use crate::i18n::phrase::Phrase;
use crate::i18n::{excerpt, t, Msg};
use crate::settings::StartSource;
use gameshelf_engine::abalone::{FenError, MoveListError, Seat};
use gameshelf_engine::game::AnyMoveError;

/// One thing Abalone's study tools say.
#[derive(Clone, PartialEq, Debug)]
pub enum StudySays {
    /// The position editor's title, and the game screen's button that opens it on the position
    /// shown.
    EditorTitle,
    EditPosition,
    /// The editor's board, as a screen reader names it, and how to set it up by touch or
    /// keyboard: the board's description.
    EditorBoard,
    EditorKeys,
    /// A hole of the editor's board as a screen reader names it: its cell and its marble.
    EditorHole {
        cell: String,
        marble: Option<Seat>,
    },
    /// What a tap puts in a hole: a marble of a side, or (None) nothing.
    Brush,
    BrushName(Option<Seat>),
    ClearBoard,
    LoadLayout,
    SideToMove,
    /// The marbles a side has pushed off so far.
    PushedOffBy(Seat),
    /// More marbles of a side on the board than it has.
    EditorTooMany {
        seat: Seat,
        on_board: usize,
    },
    /// The position set up can be played: the marbles of each side on the board.
    EditorReady {
        black: usize,
        white: usize,
    },
    PlayPosition,
    AnalysisTitle,
    /// The button that stops the analysis (true: it is running) or starts it again.
    AnalysisRunning(bool),
    /// Said until the analysis has completed its first depth.
    AnalysisStarting,
    /// The deepest search completed, in plies.
    AnalysisDepth(u32),
    /// The evaluation for Black, worded already (`Msg::Marbles`, or `Msg::ReviewForced`).
    AnalysisEval(String),
    /// The heading of the line of moves the search expects.
    AnalysisBestLine,
    /// The analysis board's tree of moves tried: how its keys work, a variation's group, the
    /// buttons that step along the line shown, promote or delete, and the comment on a move.
    StudyKeys,
    Variation,
    StudyStart,
    StudyBack,
    StudyForward,
    StudyEnd,
    PromoteVariation,
    DeleteFromHere,
    MoveComment,
    /// Has the evaluation, the depth and the best line read out once.
    ReadOut,
    /// A game of three or more players asked for on the analysis board.
    AnalysisTwoPlayersOnly,
    /// The analysis kept with a game could not be read (the parser's reason): it stays until
    /// downloaded or deleted, and moves tried meanwhile are not kept.
    StudyUnreadable(String),
    /// The new-game form's choice of where a two-player game starts, and each choice.
    StartFrom,
    StartSource(StartSource),
    /// The field for a position in PlayStrategy's notation, and what to paste there.
    FenInput,
    FenHelp,
    /// Why a position cannot be played, field by field as the engine found it: one pasted,
    /// handed over in the route or set up in the editor.
    BadFen(FenError),
    /// A position pasted into the editor that cannot be played: why, and that the board stayed.
    EditorFenKept(FenError),
    /// The field for a move list, and where its moves are played from.
    MoveListInput,
    MoveListHelp,
    /// Why a pasted move list cannot be played, at the move that breaks it.
    BadMoveList(MoveListError),
    /// The game screen's button and dialog with the position and the move list to take away.
    PositionAndMoves,
    CopyFen,
    FenCopied,
    MoveListTitle,
    CopyMoveList,
    MoveListCopied,
    DownloadMoveList,
    /// A copy to the clipboard failed, with the browser's reason: the text is there to select.
    CopyTextFailed(String),
    /// Starts a new game from the position shown, the game on screen left as it is.
    PlayFromHere,
    PlayFromHereHelp,
    /// A position where six marbles of a side are already off: nothing is left to play.
    PositionWon,
}

impl StudySays {
    pub fn phrase(&self) -> Phrase {
        match self {
            StudySays::EditorTitle => Phrase::new("abalone-editor-title"),
            StudySays::EditPosition => Phrase::new("abalone-edit-position"),
            StudySays::EditorBoard => Phrase::new("abalone-editor-board"),
            StudySays::EditorKeys => Phrase::new("abalone-editor-keys"),
            StudySays::EditorHole { cell, marble } => Phrase::new("abalone-editor-hole")
                .text("cell", cell)
                .text("marble", marble.map_or("none", colour)),
            StudySays::Brush => Phrase::new("abalone-brush"),
            StudySays::BrushName(seat) => {
                Phrase::new("abalone-brush-name").text("brush", seat.map_or("erase", colour))
            }
            StudySays::ClearBoard => Phrase::new("abalone-clear-board"),
            StudySays::LoadLayout => Phrase::new("abalone-load-layout"),
            StudySays::SideToMove => Phrase::new("abalone-side-to-move"),
            StudySays::PushedOffBy(seat) => Phrase::new("abalone-pushed-off-by").text("side", colour(*seat)),
            StudySays::EditorTooMany { seat, on_board } => Phrase::new("abalone-editor-too-many")
                .text("side", colour(*seat))
                .number("on_board", *on_board),
            StudySays::EditorReady { black, white } => Phrase::new("abalone-editor-ready")
                .number("black", *black)
                .number("white", *white),
            StudySays::PlayPosition => Phrase::new("abalone-play-position"),
            StudySays::AnalysisTitle => Phrase::new("abalone-analysis-title"),
            StudySays::AnalysisRunning(running) => {
                Phrase::new("abalone-analysis-toggle").flag("running", *running)
            }
            StudySays::AnalysisStarting => Phrase::new("abalone-analysis-starting"),
            StudySays::AnalysisDepth(depth) => Phrase::new("abalone-analysis-depth").number("depth", *depth),
            StudySays::AnalysisEval(eval) => Phrase::new("abalone-analysis-eval").text("eval", eval),
            StudySays::AnalysisBestLine => Phrase::new("abalone-analysis-best-line"),
            StudySays::StudyKeys => Phrase::new("abalone-study-keys"),
            StudySays::Variation => Phrase::new("abalone-variation"),
            StudySays::StudyStart => Phrase::new("abalone-study-start"),
            StudySays::StudyBack => Phrase::new("abalone-study-back"),
            StudySays::StudyForward => Phrase::new("abalone-study-forward"),
            StudySays::StudyEnd => Phrase::new("abalone-study-end"),
            StudySays::PromoteVariation => Phrase::new("abalone-promote-variation"),
            StudySays::DeleteFromHere => Phrase::new("abalone-delete-from-here"),
            StudySays::MoveComment => Phrase::new("abalone-move-comment"),
            StudySays::ReadOut => Phrase::new("abalone-read-out"),
            StudySays::AnalysisTwoPlayersOnly => Phrase::new("abalone-analysis-two-players-only"),
            StudySays::StudyUnreadable(reason) => {
                Phrase::new("abalone-study-unreadable").text("reason", reason)
            }
            StudySays::StartFrom => Phrase::new("abalone-start-from"),
            StudySays::StartSource(source) => Phrase::new("abalone-start-source").text(
                "source",
                match source {
                    StartSource::Layout => "layout",
                    StartSource::Position => "position",
                    StartSource::MoveList => "move-list",
                },
            ),
            StudySays::FenInput => Phrase::new("abalone-fen-input"),
            StudySays::FenHelp => Phrase::new("abalone-fen-help"),
            StudySays::BadFen(error) => fen_problem(Phrase::new("abalone-bad-fen"), error),
            StudySays::EditorFenKept(error) => Phrase::new("abalone-editor-fen-kept")
                .phrase("problem", fen_problem(Phrase::new("abalone-bad-fen"), error)),
            StudySays::MoveListInput => Phrase::new("abalone-move-list-input"),
            StudySays::MoveListHelp => Phrase::new("abalone-move-list-help"),
            StudySays::BadMoveList(error) => move_list_problem(Phrase::new("abalone-bad-move-list"), error),
            StudySays::PositionAndMoves => Phrase::new("abalone-position-and-moves"),
            StudySays::CopyFen => Phrase::new("abalone-copy-fen"),
            StudySays::FenCopied => Phrase::new("abalone-fen-copied"),
            StudySays::MoveListTitle => Phrase::new("abalone-move-list-title"),
            StudySays::CopyMoveList => Phrase::new("abalone-copy-move-list"),
            StudySays::MoveListCopied => Phrase::new("abalone-move-list-copied"),
            StudySays::DownloadMoveList => Phrase::new("abalone-download-move-list"),
            StudySays::CopyTextFailed(reason) => {
                Phrase::new("abalone-copy-text-failed").text("reason", reason)
            }
            StudySays::PlayFromHere => Phrase::new("abalone-play-from-here"),
            StudySays::PlayFromHereHelp => Phrase::new("abalone-play-from-here-help"),
            StudySays::PositionWon => Phrase::new("abalone-position-won"),
        }
    }
}

impl From<StudySays> for Msg {
    fn from(says: StudySays) -> Msg {
        Msg::Phrase(says.phrase())
    }
}

/// What is wrong with a position, which the words choose between (`problem`), and the values
/// its words quote: a text pasted is quoted cut short.
fn fen_problem(phrase: Phrase, error: &FenError) -> Phrase {
    match error {
        FenError::Fields(found) => phrase.text("problem", "fields").number("found", *found),
        FenError::Rows(found) => phrase.text("problem", "rows").number("found", *found),
        FenError::RowLength { row, found, expected } => phrase
            .text("problem", "row-length")
            .text("row", row.to_string())
            .number("found", *found)
            .number("expected", *expected),
        FenError::Character { row, found } => phrase
            .text("problem", "character")
            .text("row", row.to_string())
            .text("found", found.to_string()),
        FenError::Score(text) => phrase.text("problem", "score").text("text", excerpt(text)),
        FenError::SideToMove(text) => phrase.text("problem", "side-to-move").text("text", excerpt(text)),
        FenError::Counter(text) => phrase.text("problem", "counter").text("text", excerpt(text)),
        FenError::Marbles {
            side: named,
            on_board,
            pushed_off,
        } => {
            // The engine names the side in English: "Black" or "White".
            let seat = if *named == "Black" {
                Seat::BLACK
            } else {
                Seat::WHITE
            };
            phrase
                .text("problem", "marbles")
                .text("side", colour(seat))
                .number("on_board", *on_board)
                .number("pushed_off", *pushed_off)
        }
    }
}

/// What is wrong with a move list, which the words choose between (`problem`), and the values
/// its words quote. A move that cannot be played says why in the words the app has for a move
/// the rules refuse (`Msg::RuleBroken`), compiled in for the library's records too.
fn move_list_problem(phrase: Phrase, error: &MoveListError) -> Phrase {
    match error {
        MoveListError::Seats(seats) => phrase.text("problem", "seats").number("seats", *seats),
        MoveListError::Number { found, expected } => phrase
            .text("problem", "number")
            .text("found", excerpt(found))
            .number("expected", *expected),
        MoveListError::Move {
            number,
            side: seat,
            text,
            reason,
        } => phrase
            .text("problem", "move")
            .number("number", *number)
            .text("side", colour(*seat))
            .text("text", excerpt(text))
            .text(
                "reason",
                t(Msg::RuleBroken(AnyMoveError::Abalone(reason.clone()))),
            ),
    }
}

/// One of every thing the study tools say, with values that reach each of its words' forms:
/// the tests word each in every language.
#[cfg(test)]
pub fn samples() -> Vec<StudySays> {
    use gameshelf_engine::abalone::{Move, RuleError};
    use gameshelf_engine::common::record::MoveError;

    let mut samples = vec![
        StudySays::EditorTitle,
        StudySays::EditPosition,
        StudySays::EditorBoard,
        StudySays::EditorKeys,
        StudySays::Brush,
        StudySays::ClearBoard,
        StudySays::LoadLayout,
        StudySays::SideToMove,
        StudySays::EditorReady { black: 14, white: 12 },
        StudySays::PlayPosition,
        StudySays::AnalysisTitle,
        StudySays::AnalysisStarting,
        StudySays::AnalysisDepth(7),
        StudySays::AnalysisEval("+1.250".into()),
        StudySays::AnalysisBestLine,
        StudySays::StudyKeys,
        StudySays::Variation,
        StudySays::StudyStart,
        StudySays::StudyBack,
        StudySays::StudyForward,
        StudySays::StudyEnd,
        StudySays::PromoteVariation,
        StudySays::DeleteFromHere,
        StudySays::MoveComment,
        StudySays::ReadOut,
        StudySays::AnalysisTwoPlayersOnly,
        StudySays::StudyUnreadable("expected value at line 1 column 1".into()),
        StudySays::StartFrom,
        StudySays::FenInput,
        StudySays::FenHelp,
        StudySays::MoveListInput,
        StudySays::MoveListHelp,
        StudySays::PositionAndMoves,
        StudySays::CopyFen,
        StudySays::FenCopied,
        StudySays::MoveListTitle,
        StudySays::CopyMoveList,
        StudySays::MoveListCopied,
        StudySays::DownloadMoveList,
        StudySays::CopyTextFailed("denied".into()),
        StudySays::PlayFromHere,
        StudySays::PlayFromHereHelp,
        StudySays::PositionWon,
    ];
    for running in [false, true] {
        samples.push(StudySays::AnalysisRunning(running));
    }
    for source in [StartSource::Layout, StartSource::Position, StartSource::MoveList] {
        samples.push(StudySays::StartSource(source));
    }
    for marble in [Some(Seat::BLACK), Some(Seat::WHITE), None] {
        samples.extend([
            StudySays::EditorHole {
                cell: "E5".into(),
                marble,
            },
            StudySays::BrushName(marble),
        ]);
    }
    for seat in [Seat::BLACK, Seat::WHITE] {
        samples.extend([
            StudySays::PushedOffBy(seat),
            StudySays::EditorTooMany { seat, on_board: 15 },
        ]);
    }
    samples.extend(
        [
            FenError::Fields(3),
            FenError::Rows(12),
            FenError::RowLength {
                row: 'C',
                found: 10,
                expected: 7,
            },
            FenError::Character { row: 'I', found: 'x' },
            FenError::Score("7".into()),
            FenError::SideToMove("black".into()),
            FenError::Counter("x".repeat(200)),
            FenError::Marbles {
                side: "Black",
                on_board: 13,
                pushed_off: 0,
            },
            FenError::Marbles {
                side: "White",
                on_board: 15,
                pushed_off: 2,
            },
        ]
        .map(StudySays::BadFen),
    );
    samples.push(StudySays::EditorFenKept(FenError::Rows(8)));
    let notation = "Z9".parse::<Move>().expect_err("no such hole");
    samples.extend(
        [
            MoveListError::Seats(3),
            MoveListError::Number {
                found: "3.".into(),
                expected: 2,
            },
            MoveListError::Move {
                number: 1,
                side: Seat::BLACK,
                text: "A1A2".into(),
                reason: MoveError::Rule(RuleError::NoSumito {
                    pushers: 2,
                    defenders: 2,
                }),
            },
            MoveListError::Move {
                number: 23,
                side: Seat::WHITE,
                text: "Z9".into(),
                reason: MoveError::Notation(notation),
            },
        ]
        .map(StudySays::BadMoveList),
    );
    samples
}
