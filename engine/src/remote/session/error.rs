//! Why a session refused a link, a move or a saved state.

use crate::common::record::SetupProblem;
use crate::remote::copy::{CopyRefusal, TakeError};
use crate::remote::dealt::DealtRefusal;
use crate::remote::genesis::JoinError;
use crate::remote::link::LinkError;
use std::fmt;

/// Why a table's setup cannot start a game at a distance, which the app words.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TableProblem {
    /// Not a setup of the table's game: what reading it said, in English.
    Unreadable(String),
    /// A setup the game cannot start from.
    Invalid(SetupProblem),
    /// The setup's players are not the table's names.
    NotTheNames,
    /// A copy begun where another game stood: its tiles were dealt by a seed every device reads.
    Copy,
    /// A game against clocks ([`GameRules::clocked`](crate::game::GameRules::clocked)).
    Clocked,
}

impl fmt::Display for TableProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableProblem::Unreadable(detail) => f.write_str(detail),
            TableProblem::Invalid(problem) => write!(f, "the setup is not valid: {problem}"),
            TableProblem::NotTheNames => f.write_str("the setup's players are not the table's names"),
            TableProblem::Copy => {
                f.write_str("a copy begun where another game stood is played on one device")
            }
            TableProblem::Clocked => f.write_str("a remote game has no clocks"),
        }
    }
}

/// Why a session refused a link, a move or a saved state. Nothing changed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SessionError {
    /// The link's own refusal: unreadable, another game, already applied, out of order, not
    /// signed by its seat, or a fork.
    Link(LinkError),
    /// A seat's answer that does not fit the table.
    Join(JoinError),
    /// A message that breaks the deal (its steps, the keys it owes, the card it shows).
    Deal {
        turn: u32,
        seat: usize,
        refusal: DealtRefusal,
    },
    /// This device's hand still waits for these seats' keys: it cannot move before.
    WaitingForKeys {
        seats: Vec<usize>,
    },
    UnknownGame(String),
    /// The table's setup cannot start a game.
    Setup(TableProblem),
    NoSuchSeat {
        seat: usize,
        seats: usize,
    },
    /// Some seats have not joined: no move can be played or taken yet.
    NotStarted {
        open: Vec<usize>,
    },
    /// This device's seat tried to move in another seat's turn.
    NotYourTurn {
        to_move: usize,
        name: String,
    },
    /// A message signed by its seat, for a turn that is another seat's.
    WrongSeat {
        turn: u32,
        seat: usize,
        to_move: usize,
    },
    /// The rules refuse the move; `reason` is the rules' own text.
    Rule {
        turn: u32,
        text: String,
        reason: String,
    },
    GameOver,
    /// A link with every seat's answer that gives this device's seat to another key.
    SeatTaken {
        seat: usize,
    },
    /// A list of seats other than the one this device took part in: the host sent two.
    OtherSeats,
    /// A link this device has nothing to do with, and why.
    Misdirected(Misdirected),
    /// An invitation, an answer, a list of seats or a part of a link already taken.
    AlreadyOpened,
    /// The parts of a link, all in, do not join into the link they were cut from: one was
    /// altered. Opening each part again mends it.
    PartsDoNotJoin,
    /// A saved session that cannot be read back, and why.
    Corrupt(String),
    /// A contribution to a copy's seed that breaks the agreement, naming its seat.
    Copy(CopyRefusal),
    /// Agreeing to a copy no seat has asked for at this turn.
    NoCopyAsked,
}

impl fmt::Display for SessionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SessionError::Link(error) => error.fmt(f),
            SessionError::Join(error) => error.fmt(f),
            SessionError::Deal { turn, seat, refusal } => write!(
                f,
                "seat {}'s message for turn {} breaks the deal: {refusal}",
                seat + 1,
                turn + 1
            ),
            SessionError::WaitingForKeys { seats } => {
                let seats: Vec<String> = seats.iter().map(|seat| (seat + 1).to_string()).collect();
                write!(
                    f,
                    "this hand is not all readable yet: the keys of seat {} have not come",
                    seats.join(", ")
                )
            }
            SessionError::UnknownGame(game) => write!(f, "there is no game called {game:?}"),
            SessionError::Setup(problem) => write!(f, "the game cannot start: {problem}"),
            SessionError::NoSuchSeat { seat, seats } => {
                write!(f, "there is no seat {} in a game of {seats}", seat + 1)
            }
            SessionError::NotStarted { open } => {
                write!(
                    f,
                    "the game has not started: {}",
                    JoinError::SeatsOpen { open: open.clone() }
                )
            }
            SessionError::NotYourTurn { to_move, name } => {
                write!(f, "it is {name}'s turn (seat {}), not this device's", to_move + 1)
            }
            SessionError::WrongSeat { turn, seat, to_move } => write!(
                f,
                "seat {} sent a move for turn {}, which is seat {}'s",
                seat + 1,
                turn + 1,
                to_move + 1
            ),
            SessionError::Rule { turn, text, reason } => {
                write!(f, "{text} cannot be played at turn {}: {reason}", turn + 1)
            }
            SessionError::GameOver => write!(f, "the game is over"),
            SessionError::SeatTaken { seat } => write!(
                f,
                "this link gives seat {}, this device's, to another key",
                seat + 1
            ),
            SessionError::OtherSeats => write!(
                f,
                "this link seats other keys than this game: the host sent two different tables"
            ),
            SessionError::Misdirected(why) => why.fmt(f),
            SessionError::AlreadyOpened => write!(f, "this link is already in the game"),
            SessionError::PartsDoNotJoin => write!(
                f,
                "the parts of this link do not join into the link they were cut from: open each part again"
            ),
            SessionError::Corrupt(why) => write!(f, "the saved remote game is damaged: {why}"),
            SessionError::Copy(refusal) => refusal.fmt(f),
            SessionError::NoCopyAsked => write!(f, "no seat has asked for a copy at this turn"),
        }
    }
}

impl std::error::Error for SessionError {}

/// Why a link is not for this device, or not for the device that opened it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Misdirected {
    /// An invitation to the host's own seat, which the host holds already.
    HostsOwnSeat,
    /// A link for a game's device, opened where no game takes it.
    NotAnInvitation,
    /// This device already holds `seat` of the game the invitation is for.
    AlreadyHeld { seat: usize },
    /// An invitation to another game than this device's.
    OtherGame,
    /// An answer opened by a guest: answers go to the host, `host`.
    AnswersGoToHost { host: String },
}

impl fmt::Display for Misdirected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Misdirected::HostsOwnSeat => write!(f, "this invitation is for the host's own seat"),
            Misdirected::NotAnInvitation => {
                write!(
                    f,
                    "this is no invitation: open it on the device that holds its game"
                )
            }
            Misdirected::AlreadyHeld { seat } => {
                write!(f, "this device already holds seat {} of this game", seat + 1)
            }
            Misdirected::OtherGame => write!(
                f,
                "this is an invitation to another game: a device keeps each game apart"
            ),
            Misdirected::AnswersGoToHost { host } => write!(f, "answers go to the host, {host}"),
        }
    }
}

impl From<LinkError> for SessionError {
    fn from(error: LinkError) -> SessionError {
        SessionError::Link(error)
    }
}

impl From<TakeError> for SessionError {
    fn from(error: TakeError) -> SessionError {
        match error {
            TakeError::Link(error) => SessionError::Link(error),
            TakeError::Copy(refusal) => SessionError::Copy(refusal),
        }
    }
}

impl From<JoinError> for SessionError {
    fn from(error: JoinError) -> SessionError {
        SessionError::Join(error)
    }
}
