//! What the tile games' screens share saying, in every language: the messages of
//! `locales/<tag>.ftl`, with the values each one words. Abaku's, Summy's and Addique's screens and
//! new-game forms wait for the language's file before they are shown (`ui::with_words`), so
//! only words no other screen says are here: the shelf, the review, a shared game and Abalone
//! still say theirs through `Msg`.

use crate::games::tiles::square_board::SquareContent;
use crate::i18n::phrase::{Phrase, Value};
use crate::i18n::Msg;

/// One thing the tile games' screens say.
#[derive(Clone, PartialEq, Debug)]
pub enum TileSays {
    /// A square tapped before any rack tile was chosen: the tap cannot lay anything.
    PickTileFirst,
    /// The rack's help while laying, for players who have not yet found the drag.
    PlaceHelp,
    /// Abaku's rack help while tiles are picked for an exchange (Summy's says where they go).
    ExchangeHelp,
    /// A digit tile on the rack, as a screen reader names its button.
    RackDigit(u8),
    /// Whose rack the panel shows, since a shared device shows one player's at a time.
    RackOf(String),
    /// The message once nothing more can be played.
    GameOver,
    /// Beside a player's score: hints count against a player's game.
    HintsUsed(usize),
    /// The exchange button once tiles are picked, with how many will go back.
    ExchangeTiles(usize),
    /// The play button, with the points of a legal draft.
    PlayFor(Option<u32>),
    /// Takes every tile laid this turn back to the rack.
    Recall,
    Shuffle,
    /// Starts picking tiles to exchange.
    Exchange,
    Pass,
    /// A solo game has no one to pass to: passing would end it.
    EndSoloGame,
    /// A pass asked once more, so that a stray tap does not give a turn away.
    ConfirmPass,
    /// The pass asked for would end the game.
    ConfirmPassEndsGame,
    /// Summy's and Abaku's: every player passed in turn.
    EveryonePassed,
    /// Resign, and the button once tapped: this player resigns on the second tap.
    Resign,
    ConfirmResign(String),
    /// How the game ended: this player resigned.
    Resigned(String),
    /// The hand-over screen's news of the turn just played, for the next player.
    TurnSummaryPlaced {
        name: String,
        points: u32,
    },
    TurnSummaryExchanged {
        name: String,
        count: usize,
    },
    TurnSummaryPassed(String),
    /// Under the preview's sums: the draft's points together.
    PreviewTotal(u32),
    /// The start draw's heading: why one player starts.
    StartDrawTitle,
    /// The start draw's outcome.
    Starts(String),
    /// A copy begun where a game dealt at a distance stood, in place of its start draw: what it
    /// kept and what it dealt anew (Addique's pieces or the tiles), and who moves first.
    CopyTitle,
    CopyBegins {
        pieces: bool,
    },
    MovesFirst(String),
    /// Above a copy's score sheet: the turns the game it copies had played, and each player's
    /// score then.
    CopiedAfter {
        turns: usize,
        scores: Vec<(String, i64)>,
    },
    /// The legend of the board's squares.
    LegendTitle,
    /// A score sheet's row for an exchange or a pass, which score nothing.
    Exchanged(usize),
    Passed,
    /// A score sheet's row for a turn whose player was shown a hint.
    HintUsed,
    ScoreSheet,
    NoTurnsYet,
    /// The score sheet's and the ranking's column headings.
    Player,
    Equations,
    TilesHeading,
    HintHeading,
    /// Abaku's ranking at the end: the squares left empty cost the game's solo score.
    EmptySquares(usize),
    Place,
    InPlay,
    Leftover,
    /// The board's zoom buttons, named for screen readers.
    ZoomIn,
    ZoomOut,
    /// Zoom out to the whole board.
    ZoomFit,
    /// The hand-over screen: whose turn the device goes to.
    PassTo(String),
    /// The hand-over screen's undo: the turn before is the last one that can still be undone.
    TakeBackTurn(String),
    /// The hand-over screen's button, which only the player named should press.
    ShowTilesOf(String),
    /// Addique's: its rack holds pieces.
    ShowPiecesOf(String),
    /// The unseen-tiles tracker's title: the tiles (or Addique's pieces) neither on the board
    /// nor in the rack of the player holding the device.
    UnseenTitle {
        pieces: bool,
    },
    /// The setting that turns the unseen-tiles tracker on or off.
    TrackUnseen {
        pieces: bool,
    },
    /// Over a past board: after which turn of how many, so that it is not taken for the game's.
    ViewingTurn(usize, usize),
    /// A board square read out: its coordinate, its bonus or mark (worded already) if it has
    /// one, and what lies on it: "H8, start square, 7".
    SquareLabel {
        square: String,
        mark: Option<String>,
        content: SquareContent,
    },
    /// A tile laid from the keyboard, read out: its spoken name and square.
    LaidOn {
        tile: String,
        square: String,
    },
    /// A tile laid this turn taken back to the rack, read out: its spoken name and square.
    TakenBack {
        tile: String,
        square: String,
    },
    /// A rack tile chosen by its key to lay next, by its name on the rack ("Tile 7").
    TileChosen(String),
    /// A rack tile picked by its key for the exchange, by its name on the rack.
    PickedForExchange(String),
    /// A tile's key typed that the rack holds no tile (or no tile left to pick) for.
    NotOnRack(String),
    /// Enter on an empty square with no rack tile chosen.
    ChooseTileByKey,
    /// A tile's key typed on a square a tile of an earlier turn holds.
    SquareTaken,
    /// The digit laid on a board joker to take it back goes back only with the whole move.
    SwapDigitStays,
    /// An exchange read out, and who plays next (none at the game's end).
    AnnounceExchanged {
        name: String,
        count: usize,
        next: Option<String>,
    },
    /// A pass read out, and who plays next (none at the game's end).
    AnnouncePassed {
        name: String,
        next: Option<String>,
    },
    /// A game's last turn read out (worded already) and the game's result.
    AnnounceGameOver {
        turn: String,
        result: String,
    },
}

impl TileSays {
    pub fn phrase(&self) -> Phrase {
        match self {
            TileSays::PickTileFirst => Phrase::new("tiles-pick-tile-first"),
            TileSays::PlaceHelp => Phrase::new("tiles-place-help"),
            TileSays::ExchangeHelp => Phrase::new("tiles-exchange-help"),
            TileSays::RackDigit(digit) => Phrase::new("tiles-rack-digit").number("digit", *digit),
            TileSays::RackOf(name) => Phrase::new("tiles-rack-of").text("name", name),
            TileSays::GameOver => Phrase::new("tiles-game-over"),
            TileSays::HintsUsed(count) => Phrase::new("tiles-hints-used").number("count", *count),
            TileSays::ExchangeTiles(count) => Phrase::new("tiles-exchange-tiles").number("count", *count),
            TileSays::PlayFor(points) => Phrase::new("tiles-play-for")
                .flag("has-points", points.is_some())
                .number("points", points.unwrap_or(0)),
            TileSays::Recall => Phrase::new("tiles-recall"),
            TileSays::Shuffle => Phrase::new("tiles-shuffle"),
            TileSays::Exchange => Phrase::new("tiles-exchange"),
            TileSays::Pass => Phrase::new("tiles-pass"),
            TileSays::EndSoloGame => Phrase::new("tiles-end-solo-game"),
            TileSays::ConfirmPass => Phrase::new("tiles-confirm-pass"),
            TileSays::ConfirmPassEndsGame => Phrase::new("tiles-confirm-pass-ends-game"),
            TileSays::EveryonePassed => Phrase::new("tiles-everyone-passed"),
            TileSays::Resign => Phrase::new("tiles-resign"),
            TileSays::ConfirmResign(name) => Phrase::new("tiles-confirm-resign").text("name", name),
            TileSays::Resigned(name) => Phrase::new("tiles-resigned").text("name", name),
            TileSays::TurnSummaryPlaced { name, points } => Phrase::new("tiles-turn-summary-placed")
                .text("name", name)
                .number("points", *points),
            TileSays::TurnSummaryExchanged { name, count } => Phrase::new("tiles-turn-summary-exchanged")
                .text("name", name)
                .number("count", *count),
            TileSays::TurnSummaryPassed(name) => Phrase::new("tiles-turn-summary-passed").text("name", name),
            TileSays::PreviewTotal(points) => Phrase::new("tiles-preview-total").number("points", *points),
            TileSays::StartDrawTitle => Phrase::new("tiles-start-draw-title"),
            TileSays::Starts(name) => Phrase::new("tiles-starts").text("name", name),
            TileSays::CopyTitle => Phrase::new("tiles-copy-title"),
            TileSays::CopyBegins { pieces } => Phrase::new("tiles-copy-begins").flag("pieces", *pieces),
            TileSays::MovesFirst(name) => Phrase::new("tiles-moves-first").text("name", name),
            TileSays::CopiedAfter { turns, scores } => {
                let scores = scores.iter().map(|(name, score)| {
                    Phrase::new("tiles-seat-score")
                        .text("name", name)
                        .number("score", *score)
                });
                Phrase::new("tiles-copied-after")
                    .number("turns", *turns)
                    .value("scores", Value::Phrases(scores.collect()))
            }
            TileSays::LegendTitle => Phrase::new("tiles-legend-title"),
            TileSays::Exchanged(count) => Phrase::new("tiles-exchanged").number("count", *count),
            TileSays::Passed => Phrase::new("tiles-passed"),
            TileSays::HintUsed => Phrase::new("tiles-hint-used"),
            TileSays::ScoreSheet => Phrase::new("tiles-score-sheet"),
            TileSays::NoTurnsYet => Phrase::new("tiles-no-turns-yet"),
            TileSays::Player => Phrase::new("tiles-player"),
            TileSays::Equations => Phrase::new("tiles-equations"),
            TileSays::TilesHeading => Phrase::new("tiles-tiles-heading"),
            TileSays::HintHeading => Phrase::new("tiles-hint-heading"),
            TileSays::EmptySquares(count) => Phrase::new("tiles-empty-squares").number("count", *count),
            TileSays::Place => Phrase::new("tiles-place"),
            TileSays::InPlay => Phrase::new("tiles-in-play"),
            TileSays::Leftover => Phrase::new("tiles-leftover"),
            TileSays::ZoomIn => Phrase::new("tiles-zoom-in"),
            TileSays::ZoomOut => Phrase::new("tiles-zoom-out"),
            TileSays::ZoomFit => Phrase::new("tiles-zoom-fit"),
            TileSays::PassTo(name) => Phrase::new("tiles-pass-to").text("name", name),
            TileSays::TakeBackTurn(name) => Phrase::new("tiles-take-back-turn").text("name", name),
            TileSays::ShowTilesOf(name) => Phrase::new("tiles-show-tiles-of").text("name", name),
            TileSays::ShowPiecesOf(name) => Phrase::new("tiles-show-pieces-of").text("name", name),
            TileSays::UnseenTitle { pieces } => Phrase::new("tiles-unseen-title").flag("pieces", *pieces),
            TileSays::TrackUnseen { pieces } => Phrase::new("tiles-track-unseen").flag("pieces", *pieces),
            TileSays::ViewingTurn(turn, total) => Phrase::new("tiles-viewing-turn")
                .number("turn", *turn)
                .number("total", *total),
            TileSays::SquareLabel {
                square,
                mark,
                content,
            } => {
                let (content, tile) = match content {
                    SquareContent::Empty => ("empty", ""),
                    SquareContent::Tile(tile) => ("tile", tile.as_str()),
                    SquareContent::Laid(tile) => ("laid", tile.as_str()),
                    SquareContent::Cap => ("cap", ""),
                };
                Phrase::new("tiles-square-label")
                    .text("square", square)
                    .flag("has-mark", mark.is_some())
                    .text("mark", mark.clone().unwrap_or_default())
                    .text("content", content)
                    .text("tile", tile)
            }
            TileSays::LaidOn { tile, square } => Phrase::new("tiles-laid-on")
                .text("tile", tile)
                .text("square", square),
            TileSays::TakenBack { tile, square } => Phrase::new("tiles-taken-back")
                .text("tile", tile)
                .text("square", square),
            TileSays::TileChosen(tile) => Phrase::new("tiles-tile-chosen").text("tile", tile),
            TileSays::PickedForExchange(tile) => Phrase::new("tiles-picked-for-exchange").text("tile", tile),
            TileSays::NotOnRack(tile) => Phrase::new("tiles-not-on-rack").text("tile", tile),
            TileSays::ChooseTileByKey => Phrase::new("tiles-choose-tile-by-key"),
            TileSays::SquareTaken => Phrase::new("tiles-square-taken"),
            TileSays::SwapDigitStays => Phrase::new("tiles-swap-digit-stays"),
            TileSays::AnnounceExchanged { name, count, next } => Phrase::new("tiles-announce-exchanged")
                .text("name", name)
                .number("count", *count)
                .flag("has-next", next.is_some())
                .text("next", next.clone().unwrap_or_default()),
            TileSays::AnnouncePassed { name, next } => Phrase::new("tiles-announce-passed")
                .text("name", name)
                .flag("has-next", next.is_some())
                .text("next", next.clone().unwrap_or_default()),
            TileSays::AnnounceGameOver { turn, result } => Phrase::new("tiles-announce-game-over")
                .text("turn", turn)
                .text("result", result),
        }
    }
}

impl From<TileSays> for Msg {
    fn from(says: TileSays) -> Msg {
        Msg::Phrase(says.phrase())
    }
}

/// One of every thing the tile games' screens say, with values that reach each of its words'
/// forms: the tests word each in every language.
#[cfg(test)]
pub fn samples() -> Vec<TileSays> {
    use TileSays::*;
    let name = || "Eva".to_string();
    let mut samples = vec![
        PickTileFirst,
        PlaceHelp,
        ExchangeHelp,
        RackOf(name()),
        GameOver,
        PlayFor(None),
        Recall,
        Shuffle,
        Exchange,
        Pass,
        EndSoloGame,
        ConfirmPass,
        ConfirmPassEndsGame,
        EveryonePassed,
        Resign,
        ConfirmResign(name()),
        Resigned(name()),
        TurnSummaryPassed(name()),
        StartDrawTitle,
        Starts(name()),
        CopyTitle,
        MovesFirst(name()),
        LegendTitle,
        Passed,
        HintUsed,
        ScoreSheet,
        NoTurnsYet,
        Player,
        Equations,
        TilesHeading,
        HintHeading,
        Place,
        InPlay,
        Leftover,
        ZoomIn,
        ZoomOut,
        ZoomFit,
        PassTo(name()),
        TakeBackTurn(name()),
        ShowTilesOf(name()),
        ShowPiecesOf(name()),
        LaidOn {
            tile: "7".into(),
            square: "H8".into(),
        },
        TakenBack {
            tile: "7".into(),
            square: "H8".into(),
        },
        TileChosen("Tile 7".into()),
        PickedForExchange("Tile 7".into()),
        NotOnRack("7".into()),
        ChooseTileByKey,
        SquareTaken,
        SwapDigitStays,
        AnnounceGameOver {
            turn: "Eva passed.".into(),
            result: "Adam wins with 12".into(),
        },
    ];
    for pieces in [false, true] {
        samples.extend([
            UnseenTitle { pieces },
            TrackUnseen { pieces },
            CopyBegins { pieces },
        ]);
    }
    for next in [None, Some("Adam".to_string())] {
        samples.push(AnnouncePassed {
            name: name(),
            next: next.clone(),
        });
        for count in [1, 3] {
            samples.push(AnnounceExchanged {
                name: name(),
                count,
                next: next.clone(),
            });
        }
    }
    for mark in [None, Some("start square".to_string())] {
        for content in [
            SquareContent::Empty,
            SquareContent::Tile("7".into()),
            SquareContent::Laid("7".into()),
            SquareContent::Cap,
        ] {
            samples.push(SquareLabel {
                square: "H8".into(),
                mark: mark.clone(),
                content,
            });
        }
    }
    for digit in [0, 1, 7] {
        samples.push(RackDigit(digit));
    }
    for number in [0, 1, 2, 5, 21, 12345] {
        samples.extend([
            HintsUsed(number),
            ExchangeTiles(number),
            PlayFor(Some(number as u32)),
            TurnSummaryPlaced {
                name: name(),
                points: number as u32,
            },
            TurnSummaryExchanged {
                name: name(),
                count: number,
            },
            PreviewTotal(number as u32),
            Exchanged(number),
            EmptySquares(number),
            ViewingTurn(number, 12345),
            CopiedAfter {
                turns: number,
                scores: vec![(name(), number as i64), ("Adam".into(), 0)],
            },
            AnnounceExchanged {
                name: name(),
                count: number,
                next: Some("Adam".into()),
            },
        ]);
    }
    samples
}
