//! What the screens of a game played at a distance say, in every language: the messages of
//! `locales/<tag>.ftl`, with the values each one words. The game's screen and the page a link
//! opens wait for the language's file before they are shown
//! (`games::with_words`); the library's mark of such a game is a `Msg`, since the shelf says it,
//! and Abalone's new-game form words its own part.

use crate::i18n::phrase::Phrase;
use crate::i18n::Msg;
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::remote::genesis::JoinError;
use gameshelf_engine::remote::link::LinkError;
use gameshelf_engine::remote::session::{Misdirected, SessionError};

/// One thing the screens of a game at a distance say.
#[derive(Clone, PartialEq, Debug)]
pub enum RemoteSays {
    /// The game's panel: its title, and which player this device plays.
    Heading,
    YouPlay(String),
    /// The host's invitation to send to one open seat.
    SendInvitation(String),
    /// A guest's answer to send to the host.
    SendAnswer(String),
    /// The seats that have not joined, as far as this device knows.
    WaitingToJoin(Vec<String>),
    /// The link with this device's last moves (and the seats' joins) to send to these players.
    SendMoves(Vec<String>),
    YourMove,
    /// Whose move it is on another device.
    TheirMove(String),
    ShowQr,
    HideQr,
    /// The picture of a link as a QR code, named for screen readers.
    QrOf(String),
    /// The field where a link received is pasted, and its button.
    PasteLink,
    Open,
    /// What opening a link did.
    Joined(Vec<String>),
    Started,
    MovesPlayed(usize),
    /// A player who resigned in the link.
    Resigned(String),
    OpenGame,
    /// An invitation opened: who invites, to which game, for which seat.
    Invited {
        host: String,
        game: String,
        name: String,
        seat: usize,
    },
    Join,
    KeysNote,
    /// No secure randomness in this browser, so no keys can be made here.
    NoRandomness,
    /// A link that cannot be opened, and why (worded already).
    Refused(String),
    /// A link no game on this device takes.
    NotForThisDevice,
    /// Why a session refused a link or a move.
    Unreadable,
    OtherGame,
    AlreadyApplied(u32),
    OutOfOrder {
        expected: u32,
        found: u32,
    },
    NoSuchSeat(usize),
    NotSigned(usize),
    BrokenChain(u32),
    Fork {
        turn: u32,
        seat: usize,
    },
    OtherInvitation,
    SeatTaken(usize),
    AnswerNotSigned(usize),
    SeatsOpen(Vec<usize>),
    HiddenTiles(GameKind),
    UnknownGame(String),
    Setup(String),
    NotYourTurn(String),
    WrongSeat {
        turn: u32,
        seat: usize,
        to_move: usize,
    },
    Rule {
        turn: u32,
        text: String,
        reason: String,
    },
    GameOver,
    YourSeatTaken,
    OtherSeats,
    HostsOwnSeat,
    AlreadyHeld(usize),
    AnswersGoToHost(String),
    AlreadyOpened,
    PartsDoNotJoin,
    Corrupt(String),
}

impl RemoteSays {
    pub fn phrase(&self) -> Phrase {
        use RemoteSays::*;
        match self {
            Heading => Phrase::new("remote-heading"),
            YouPlay(name) => Phrase::new("remote-you-play").text("name", name),
            SendInvitation(name) => Phrase::new("remote-send-invitation").text("name", name),
            SendAnswer(name) => Phrase::new("remote-send-answer").text("name", name),
            WaitingToJoin(names) => Phrase::new("remote-waiting-to-join").names("names", names.clone()),
            SendMoves(names) => Phrase::new("remote-send-moves").names("names", names.clone()),
            YourMove => Phrase::new("remote-your-move"),
            TheirMove(name) => Phrase::new("remote-their-move").text("name", name),
            ShowQr => Phrase::new("remote-show-qr"),
            HideQr => Phrase::new("remote-hide-qr"),
            QrOf(name) => Phrase::new("remote-qr-of").text("name", name),
            PasteLink => Phrase::new("remote-paste-link"),
            Open => Phrase::new("remote-open"),
            Joined(names) => Phrase::new("remote-joined").names("names", names.clone()),
            Started => Phrase::new("remote-started"),
            MovesPlayed(count) => Phrase::new("remote-moves-played").number("count", *count),
            Resigned(name) => Phrase::new("remote-resigned").text("name", name),
            OpenGame => Phrase::new("remote-open-game"),
            Invited {
                host,
                game,
                name,
                seat,
            } => Phrase::new("remote-invited")
                .text("host", host)
                .text("game", game)
                .text("name", name)
                .number("seat", seat + 1),
            Join => Phrase::new("remote-join"),
            KeysNote => Phrase::new("remote-keys-note"),
            NoRandomness => Phrase::new("remote-no-randomness"),
            Refused(reason) => Phrase::new("remote-refused").text("reason", reason),
            NotForThisDevice => Phrase::new("remote-not-for-this-device"),
            Unreadable => Phrase::new("remote-unreadable"),
            OtherGame => Phrase::new("remote-other-game"),
            AlreadyApplied(turn) => Phrase::new("remote-already-applied").number("turn", turn + 1),
            OutOfOrder { expected, found } => Phrase::new("remote-out-of-order")
                .number("expected", expected + 1)
                .number("found", found + 1),
            NoSuchSeat(seat) => Phrase::new("remote-no-such-seat").number("seat", seat + 1),
            NotSigned(seat) => Phrase::new("remote-not-signed").number("seat", seat + 1),
            BrokenChain(turn) => Phrase::new("remote-broken-chain").number("turn", turn + 1),
            Fork { turn, seat } => Phrase::new("remote-fork")
                .number("turn", turn + 1)
                .number("seat", seat + 1),
            OtherInvitation => Phrase::new("remote-other-invitation"),
            SeatTaken(seat) => Phrase::new("remote-seat-taken").number("seat", seat + 1),
            AnswerNotSigned(seat) => Phrase::new("remote-answer-not-signed").number("seat", seat + 1),
            SeatsOpen(seats) => Phrase::new("remote-seats-open")
                .number("count", seats.len())
                .names("seats", seats.iter().map(|seat| (seat + 1).to_string()).collect()),
            HiddenTiles(game) => Phrase::new("remote-hidden-tiles").text("game", game.title()),
            UnknownGame(game) => Phrase::new("remote-unknown-game").text("game", game),
            Setup(detail) => Phrase::new("remote-setup").text("detail", detail),
            NotYourTurn(name) => Phrase::new("remote-not-your-turn").text("name", name),
            WrongSeat { turn, seat, to_move } => Phrase::new("remote-wrong-seat")
                .number("turn", turn + 1)
                .number("seat", seat + 1)
                .number("to-move", to_move + 1),
            Rule { turn, text, reason } => Phrase::new("remote-rule")
                .number("turn", turn + 1)
                .text("move", text)
                .text("reason", reason),
            GameOver => Phrase::new("remote-game-over"),
            YourSeatTaken => Phrase::new("remote-your-seat-taken"),
            OtherSeats => Phrase::new("remote-other-seats"),
            HostsOwnSeat => Phrase::new("remote-hosts-own-seat"),
            AlreadyHeld(seat) => Phrase::new("remote-already-held").number("seat", seat + 1),
            AnswersGoToHost(host) => Phrase::new("remote-answers-go-to-host").text("host", host),
            AlreadyOpened => Phrase::new("remote-already-opened"),
            PartsDoNotJoin => Phrase::new("remote-parts-do-not-join"),
            Corrupt(detail) => Phrase::new("remote-corrupt").text("detail", detail),
        }
    }

    /// Why a session refused: `rule` words the rules' refusal of a move, which the engine gives
    /// in English, in the language in use.
    pub fn refusal(error: &SessionError, rule: impl Fn(&str) -> Option<String>) -> RemoteSays {
        match error {
            SessionError::Link(error) => RemoteSays::link_refusal(error),
            SessionError::Join(error) => RemoteSays::join_refusal(error),
            // Only a dealt game (a tile game) refuses these, and the app holds none yet: it
            // refuses their invitations (link_page.rs).
            SessionError::Deal { .. } | SessionError::WaitingForKeys { .. } => {
                RemoteSays::HiddenTiles(GameKind::Addique)
            }
            SessionError::UnknownGame(game) => RemoteSays::UnknownGame(game.clone()),
            SessionError::Setup(detail) => RemoteSays::Setup(detail.clone()),
            SessionError::NoSuchSeat { seat, .. } => RemoteSays::NoSuchSeat(*seat),
            SessionError::NotStarted { open } => RemoteSays::SeatsOpen(open.clone()),
            SessionError::NotYourTurn { name, .. } => RemoteSays::NotYourTurn(name.clone()),
            &SessionError::WrongSeat { turn, seat, to_move } => RemoteSays::WrongSeat { turn, seat, to_move },
            SessionError::Rule { turn, text, reason } => RemoteSays::Rule {
                turn: *turn,
                text: text.clone(),
                reason: rule(text).unwrap_or_else(|| reason.clone()),
            },
            SessionError::GameOver => RemoteSays::GameOver,
            SessionError::SeatTaken { .. } => RemoteSays::YourSeatTaken,
            SessionError::OtherSeats => RemoteSays::OtherSeats,
            SessionError::Misdirected(why) => match why {
                Misdirected::HostsOwnSeat => RemoteSays::HostsOwnSeat,
                Misdirected::NotAnInvitation => RemoteSays::NotForThisDevice,
                Misdirected::AlreadyHeld { seat } => RemoteSays::AlreadyHeld(*seat),
                Misdirected::OtherGame => RemoteSays::OtherGame,
                Misdirected::AnswersGoToHost { host } => RemoteSays::AnswersGoToHost(host.clone()),
            },
            SessionError::AlreadyOpened => RemoteSays::AlreadyOpened,
            SessionError::PartsDoNotJoin => RemoteSays::PartsDoNotJoin,
            SessionError::Corrupt(detail) => RemoteSays::Corrupt(detail.clone()),
        }
    }

    fn link_refusal(error: &LinkError) -> RemoteSays {
        match *error {
            LinkError::Unreadable => RemoteSays::Unreadable,
            LinkError::OtherGame => RemoteSays::OtherGame,
            LinkError::AlreadyApplied { turn } => RemoteSays::AlreadyApplied(turn),
            LinkError::OutOfOrder { expected, found } => RemoteSays::OutOfOrder { expected, found },
            LinkError::NoSuchSeat { seat } => RemoteSays::NoSuchSeat(seat.into()),
            LinkError::NotSigned { seat } => RemoteSays::NotSigned(seat.into()),
            LinkError::BrokenChain { turn } => RemoteSays::BrokenChain(turn),
            LinkError::Fork { turn, seat } => RemoteSays::Fork {
                turn,
                seat: seat.into(),
            },
        }
    }

    fn join_refusal(error: &JoinError) -> RemoteSays {
        match error {
            JoinError::OtherInvitation => RemoteSays::OtherInvitation,
            JoinError::NoSuchSeat { seat } => RemoteSays::NoSuchSeat(*seat),
            JoinError::Taken { seat } => RemoteSays::SeatTaken(*seat),
            JoinError::NotSigned { seat } => RemoteSays::AnswerNotSigned(*seat),
            JoinError::SeatsOpen { open } => RemoteSays::SeatsOpen(open.clone()),
        }
    }
}

impl From<RemoteSays> for Msg {
    fn from(says: RemoteSays) -> Msg {
        Msg::Phrase(says.phrase())
    }
}

/// One of every phrase, with values that reach each of its forms: the translation tests word
/// each in every language.
#[cfg(test)]
pub fn samples() -> Vec<Phrase> {
    use RemoteSays::*;
    let names = |count: usize| {
        ["Eva", "Adam", "Cy"][..count]
            .iter()
            .map(|name| name.to_string())
            .collect()
    };
    let mut samples = vec![
        Heading,
        YouPlay("Eva".into()),
        SendInvitation("Adam".into()),
        SendAnswer("Eva".into()),
        YourMove,
        TheirMove("Adam".into()),
        ShowQr,
        HideQr,
        QrOf("Adam".into()),
        PasteLink,
        Open,
        Started,
        OpenGame,
        Join,
        KeysNote,
        NoRandomness,
        Refused("…".into()),
        NotForThisDevice,
        Unreadable,
        OtherGame,
        AlreadyApplied(3),
        OutOfOrder {
            expected: 2,
            found: 4,
        },
        NoSuchSeat(4),
        NotSigned(1),
        BrokenChain(5),
        Fork { turn: 6, seat: 1 },
        OtherInvitation,
        SeatTaken(1),
        AnswerNotSigned(2),
        HiddenTiles(GameKind::Summy),
        UnknownGame("chess".into()),
        Setup("…".into()),
        NotYourTurn("Adam".into()),
        WrongSeat {
            turn: 2,
            seat: 1,
            to_move: 0,
        },
        Rule {
            turn: 4,
            text: "A1A2".into(),
            reason: "…".into(),
        },
        GameOver,
        YourSeatTaken,
        OtherSeats,
        HostsOwnSeat,
        AlreadyHeld(1),
        AnswersGoToHost("Eva".into()),
        AlreadyOpened,
        PartsDoNotJoin,
        Corrupt("…".into()),
        Resigned("Adam".into()),
        Invited {
            host: "Eva".into(),
            game: "Abalone".into(),
            name: "Adam".into(),
            seat: 1,
        },
    ];
    for count in [1, 2, 3] {
        samples.extend([
            WaitingToJoin(names(count)),
            SendMoves(names(count)),
            Joined(names(count)),
        ]);
        samples.push(SeatsOpen((1..=count).collect()));
    }
    samples.extend([0, 1, 2, 5, 22].map(MovesPlayed));
    samples.iter().map(RemoteSays::phrase).collect()
}
