//! What Abalone's game screen and new-game form say, in every language: the messages of
//! `locales/<tag>.ftl`, with the values each one words. The screen and the form wait for the
//! language's file before they are shown (`games::chunks`), as must any page that shows the
//! screen's board (`board::Board`), such as the analysis board.

use super::seats::colour;
use super::selection::Obstacle;
use crate::i18n::phrase::{joined, Phrase, Value};
use crate::i18n::Msg;
use gameshelf_engine::abalone::{Ending, Seat, TurnOrder};

/// The id of a hint's words: the status line shows a hint as advice rather than a refusal.
const HINT: &str = "abalone-hint";

/// One thing Abalone's game screen and new-game form say.
#[derive(Clone, PartialEq, Debug)]
pub enum Says {
    /// The new-game form's choice of how many players: 2, 3 or 4 (four play in two teams).
    PlayerCount(u8),
    /// The new-game form's choice of turn order for four, and each order.
    TurnOrderTitle,
    TurnOrder(TurnOrder),
    /// A seat's label on the new-game form for four: its colour and its team (1 or 2).
    SeatInTeam(Seat, usize),
    /// The settings: a clock of so many minutes per player or none, and a move limit of so
    /// many moves or none.
    Clock,
    ClockMinutes(Option<u32>),
    MoveLimit,
    MoveLimitChoice(Option<u32>),
    DrawByRepetition,
    TurnBoard,
    /// Partners' heading in the panel: their team (from 1) and the marbles they have pushed
    /// off between them. One message, not the team's name and the count apart: German names a
    /// team as English does ("Team 1"), which the tests would take for English left as it was.
    TeamPushedOff {
        team: usize,
        pushed_off: u8,
    },
    /// Beside the name of the player to move.
    ToMove,
    /// The marbles a player has pushed off, of the six that win.
    PushedOff(u8),
    /// The time a player has left, in milliseconds: said in whole seconds, rounded up as the
    /// clock shows them.
    ClockLeft(u64),
    /// A game with a move limit: how many moves are played of it, and so how many are left.
    MovesOfLimit {
        played: usize,
        limit: usize,
    },
    /// The status line's advice while nothing is chosen, and once marbles are.
    SelectHint,
    MoveHint,
    /// The status line once `count` marbles are chosen that cannot move, and what stops them.
    CannotMove {
        count: usize,
        obstacles: Vec<Obstacle>,
    },
    /// The strong robot's move, shown as a hint: its marbles are chosen.
    Hint(String),
    /// Turns the board upside down by hand.
    FlipBoard,
    /// Give up the game; tapped once, `name` resigns on the second tap.
    Resign,
    ConfirmResign(String),
    /// How the game ended: the name of a player out of time or resigned, the winners' names
    /// (none for a draw) and the teams' pushed-off counts, the winners' first.
    Result {
        ending: Ending,
        named: Option<String>,
        names: Vec<String>,
        scores: Vec<u8>,
    },
    /// The result card's buttons: back to the first move, and the board without the card.
    ReplayGame,
    ViewBoard,
    /// The board's grid of holes, as a screen reader names it.
    Board,
    /// How to play by keyboard, which the board's grid refers to.
    Keys,
    /// A hole as a screen reader names it: its cell (`C4`), the marble on it, whether it is
    /// selected, whether the last move brought that marble, and the move Enter plays into it.
    Hole {
        cell: String,
        marble: Option<Seat>,
        selected: bool,
        moved_last: bool,
        move_here: Option<String>,
    },
    /// A legal move's arrow, as a screen reader names it: the move's notation.
    MoveArrow(String),
    /// The marbles now selected, by cell; none once the selection is cleared.
    Selected(Vec<String>),
    /// Said once a move is played: who played it, its notation, and the colour of the marble
    /// it pushed off the board, if it did.
    Played {
        player: String,
        notation: String,
        pushed_off: Option<Seat>,
    },
    /// Said after a move: whose turn it is now, by name.
    NowToMove(String),
    /// Said after undo: whose turn it is again, by name.
    TakenBack(String),
    /// Said when the game ends: the result as `Result` words it.
    GameOver(String),
}

impl Says {
    pub fn phrase(&self) -> Phrase {
        match self {
            Says::PlayerCount(count) => Phrase::new("abalone-player-count").number("count", *count),
            Says::TurnOrderTitle => Phrase::new("abalone-turn-order-title"),
            Says::TurnOrder(order) => Phrase::new(match order {
                TurnOrder::Alternate => "abalone-turn-order-alternate",
                TurnOrder::PartnersConsecutive => "abalone-turn-order-partners",
            }),
            Says::SeatInTeam(seat, team) => Phrase::new("abalone-seat-in-team")
                .text("seat", colour(*seat))
                .number("team", *team),
            Says::Clock => Phrase::new("abalone-clock"),
            Says::ClockMinutes(None) => Phrase::new("abalone-clock-none"),
            Says::ClockMinutes(Some(minutes)) => {
                Phrase::new("abalone-clock-minutes").number("minutes", *minutes)
            }
            Says::MoveLimit => Phrase::new("abalone-move-limit"),
            Says::MoveLimitChoice(None) => Phrase::new("abalone-move-limit-none"),
            Says::MoveLimitChoice(Some(moves)) => {
                Phrase::new("abalone-move-limit-moves").number("moves", *moves)
            }
            Says::DrawByRepetition => Phrase::new("abalone-draw-by-repetition"),
            Says::TurnBoard => Phrase::new("abalone-turn-board"),
            Says::TeamPushedOff { team, pushed_off } => Phrase::new("abalone-team-pushed-off")
                .number("team", *team)
                .number("count", *pushed_off),
            Says::ToMove => Phrase::new("abalone-to-move"),
            Says::PushedOff(count) => Phrase::new("abalone-pushed-off").number("count", *count),
            Says::ClockLeft(millis) => {
                Phrase::new("abalone-clock-left").number("seconds", millis.div_ceil(1000))
            }
            Says::MovesOfLimit { played, limit } => Phrase::new("abalone-moves-of-limit")
                .number("played", *played)
                .number("limit", *limit)
                .number("left", limit.saturating_sub(*played)),
            Says::SelectHint => Phrase::new("abalone-select-hint"),
            Says::MoveHint => Phrase::new("abalone-move-hint"),
            Says::CannotMove { count, obstacles } => {
                let obstacles = obstacles.iter().map(|obstacle| {
                    Value::Phrase(Box::new(match obstacle {
                        Obstacle::Edge => Phrase::new("abalone-obstacle-edge"),
                        Obstacle::OwnMarbles => Phrase::new("abalone-obstacle-own"),
                        Obstacle::Opponents => {
                            Phrase::new("abalone-obstacle-opponents").number("count", *count)
                        }
                        Obstacle::Partner => Phrase::new("abalone-obstacle-partner"),
                    }))
                });
                Phrase::new("abalone-cannot-move")
                    .number("count", *count)
                    .value("obstacles", joined("abalone-obstacles-join", obstacles))
            }
            Says::Hint(mv) => Phrase::new(HINT).text("move", mv),
            Says::FlipBoard => Phrase::new("abalone-flip-board"),
            Says::Resign => Phrase::new("abalone-resign"),
            Says::ConfirmResign(name) => Phrase::new("abalone-confirm-resign").text("name", name),
            Says::Result {
                ending,
                named,
                names,
                scores,
            } => {
                let ending = match ending {
                    Ending::SixPushedOff => "pushed-off",
                    Ending::OutOfTime(_) => "time",
                    Ending::Resigned(_) => "resigned",
                    Ending::MoveLimit => "limit",
                    Ending::Repetition => "repetition",
                };
                let scores: Vec<String> = scores.iter().map(u8::to_string).collect();
                Phrase::new("abalone-result")
                    .text("ending", ending)
                    .text("who", named.clone().unwrap_or_default())
                    .number("winners", names.len())
                    .names("names", names.clone())
                    .text("scores", scores.join("–"))
            }
            Says::ReplayGame => Phrase::new("abalone-replay-game"),
            Says::ViewBoard => Phrase::new("abalone-view-board"),
            Says::Board => Phrase::new("abalone-board"),
            Says::Keys => Phrase::new("abalone-keys"),
            Says::Hole {
                cell,
                marble,
                selected,
                moved_last,
                move_here,
            } => Phrase::new("abalone-hole")
                .text("cell", cell)
                .text("marble", marble.map_or("none", colour))
                .flag("selected", *selected)
                .flag("moved", *moved_last)
                .flag("here", move_here.is_some())
                .text("move", move_here.clone().unwrap_or_default()),
            Says::MoveArrow(notation) => Phrase::new("abalone-move-arrow").text("move", notation),
            Says::Selected(cells) => Phrase::new("abalone-selected")
                .number("count", cells.len())
                .text("cells", cells.join(", ")),
            Says::Played {
                player,
                notation,
                pushed_off,
            } => Phrase::new("abalone-played")
                .text("player", player)
                .text("move", notation)
                .text("pushed", pushed_off.map_or("none", colour)),
            Says::NowToMove(name) => Phrase::new("abalone-now-to-move").text("name", name),
            Says::TakenBack(name) => Phrase::new("abalone-taken-back").text("name", name),
            Says::GameOver(result) => Phrase::new("abalone-game-over").text("result", result),
        }
    }

    /// Whether the status line's `msg` is a hint's: advice, not a refusal.
    pub fn is_hint(msg: &Msg) -> bool {
        matches!(msg, Msg::Phrase(phrase) if phrase.id() == HINT)
    }
}

impl From<Says> for Msg {
    fn from(says: Says) -> Msg {
        Msg::Phrase(says.phrase())
    }
}

/// One of every thing Abalone's screen and form say, with values that reach each of its words'
/// forms: the tests word each in every language.
#[cfg(test)]
pub fn samples() -> Vec<Says> {
    let seats: Vec<Seat> = (0..4).filter_map(Seat::new).collect();
    let mut samples = vec![
        Says::TurnOrderTitle,
        Says::TurnOrder(TurnOrder::Alternate),
        Says::TurnOrder(TurnOrder::PartnersConsecutive),
        Says::Clock,
        Says::ClockMinutes(None),
        Says::MoveLimit,
        Says::MoveLimitChoice(None),
        Says::DrawByRepetition,
        Says::TurnBoard,
        Says::ToMove,
        Says::SelectHint,
        Says::MoveHint,
        Says::Hint("C4D5".into()),
        Says::FlipBoard,
        Says::Resign,
        Says::ConfirmResign("Eva".into()),
        Says::ReplayGame,
        Says::ViewBoard,
        Says::Board,
        Says::Keys,
        Says::MoveArrow("C3C4".into()),
        Says::Selected(Vec::new()),
        Says::Selected(vec!["C3".into()]),
        Says::Selected(vec!["C3".into(), "C4".into(), "C5".into()]),
        Says::NowToMove("Eva".into()),
        Says::TakenBack("Eva".into()),
        Says::GameOver("Eva wins 6–2".into()),
    ];
    samples.extend([2, 3, 4].map(Says::PlayerCount));
    for count in 1..=3 {
        samples.push(Says::CannotMove {
            count,
            obstacles: vec![
                Obstacle::Edge,
                Obstacle::OwnMarbles,
                Obstacle::Opponents,
                Obstacle::Partner,
            ],
        });
    }
    for &seat in &seats {
        samples.push(Says::SeatInTeam(seat, seat.index() % 2 + 1));
    }
    for marble in [None].into_iter().chain(seats.iter().copied().map(Some)) {
        samples.push(Says::Played {
            player: "Eva".into(),
            notation: "C3C4".into(),
            pushed_off: marble,
        });
        for (selected, moved_last, move_here) in [
            (false, false, None),
            (true, false, None),
            (false, true, None),
            (false, false, Some("C3C4".to_string())),
            (true, true, Some("A1B2C2".to_string())),
        ] {
            samples.push(Says::Hole {
                cell: "C4".into(),
                marble,
                selected,
                moved_last,
                move_here,
            });
        }
    }
    for minutes in [5, 10, 15] {
        samples.push(Says::ClockMinutes(Some(minutes)));
    }
    for moves in [1, 2, 5, 100, 200, 12345] {
        samples.push(Says::MoveLimitChoice(Some(moves)));
    }
    for count in 0..=6 {
        samples.extend([
            Says::PushedOff(count),
            Says::TeamPushedOff {
                team: 2,
                pushed_off: count,
            },
        ]);
    }
    for millis in [
        0, 1, 999, 1000, 1001, 2000, 4500, 5000, 21_000, 899_001, 12_345_000,
    ] {
        samples.push(Says::ClockLeft(millis));
    }
    for played in [0, 1, 96, 97, 98, 99, 100, 101] {
        samples.push(Says::MovesOfLimit { played, limit: 100 });
    }
    let endings = [
        Ending::SixPushedOff,
        Ending::OutOfTime(Seat::WHITE),
        Ending::Resigned(Seat::BLACK),
        Ending::MoveLimit,
        Ending::Repetition,
    ];
    let winners: [&[&str]; 4] = [&[], &["Eva"], &["Eva", "Adam"], &["Eva", "Adam", "Bára"]];
    for ending in endings {
        for names in winners {
            let named = matches!(ending, Ending::OutOfTime(_) | Ending::Resigned(_));
            samples.push(Says::Result {
                ending,
                named: named.then(|| "Bára".into()),
                names: names.iter().map(|name| name.to_string()).collect(),
                scores: if names.is_empty() { vec![3, 3] } else { vec![6, 2] },
            });
        }
    }
    samples
}
