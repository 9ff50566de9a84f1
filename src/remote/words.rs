//! What the screens of a game played at a distance say, in every language: the messages of
//! `locales/<tag>.ftl`, with the values each one words. The game's screen and the page a link
//! opens wait for the language's file before they are shown
//! (`ui::with_words`); the library's mark of such a game is a `Msg`, since the shelf says it,
//! and Abalone's new-game form words its own part.

use crate::i18n::phrase::{Phrase, Value};
use crate::i18n::{excerpt, Msg};
use gameshelf_engine::remote::copy::CopyRefusal;
use gameshelf_engine::remote::dealt::DealtRefusal;
use gameshelf_engine::remote::genesis::JoinError;
use gameshelf_engine::remote::link::LinkError;
use gameshelf_engine::remote::session::{Misdirected, PartKept, SessionError, TableProblem};

/// One thing the screens of a game at a distance say.
#[derive(Clone, PartialEq, Debug)]
pub enum RemoteSays {
    /// The game's panel: its title, and which players this device plays (a robot's seat too).
    Heading,
    YouPlay(Vec<String>),
    /// The host's invitation to send to one open seat.
    SendInvitation(String),
    /// A guest's answer to send to the host.
    SendAnswer(String),
    /// The seats that have not joined, as the host knows.
    WaitingToJoin(Vec<String>),
    /// A guest waits for the host's link, which starts the game once every seat has joined.
    WaitingForHost(String),
    /// The link with this device's last moves (and the seats' joins) to send to these players.
    SendMoves(Vec<String>),
    /// Part `number` (from 1) of the `count` links to send to these players, in their order.
    SendPart {
        number: usize,
        count: usize,
        names: Vec<String>,
    },
    /// The panel's first line while links wait to be sent: how many, to whom.
    SendLinks {
        count: usize,
        names: Vec<String>,
    },
    /// A move played here, taken back while its link has not been copied, shared or shown:
    /// what the panel says of it, and its button.
    TakeBackNote,
    TakeBack,
    /// A link opened again, or one's own: its moves, or its answer or part, are here already.
    HaveMove,
    HaveLink,
    YourMove,
    /// Whose move it is on another device.
    TheirMove(String),
    /// Whose move it is, another seat of this device's (a robot's).
    MovesHere(String),
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
    /// Two different moves of a player for one move of the game: the first kept, the game going
    /// on from it.
    Fork {
        turn: u32,
        name: String,
    },
    OtherInvitation,
    SeatTaken(usize),
    AnswerNotSigned(usize),
    SeatsOpen(Vec<usize>),
    /// What a seat (its player, `name`) sent for a turn breaks the deal of the tiles, and how.
    DealBroken {
        turn: u32,
        seat: usize,
        name: String,
        refusal: DealtRefusal,
    },
    /// This device cannot move before these seats' keys for its tiles have come.
    WaitingForKeys(Vec<usize>),
    UnknownGame(String),
    Setup(TableProblem),
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
    /// A part of a link too long for one message, kept until the others come: which part it
    /// is, from 1, of how many, and how many of them this device holds now.
    PartKept {
        number: usize,
        count: usize,
        held: usize,
    },
    /// The tiles are being dealt, waiting for these players' links.
    Dealing(Vec<String>),
    /// What this device's seat drew waits for its keys, in these players' next links.
    RackWaiting(Vec<String>),
    /// How many tiles (or `pieces`) of this device's rack it cannot read yet, and whose next
    /// links bring their keys.
    RackComing {
        count: usize,
        names: Vec<String>,
        pieces: bool,
    },
    /// The game over, the deal's check waits for these players' links (their hands left).
    Checking(Vec<String>),
    /// The deal checked by every device once the game is over: every step proven when it came,
    /// every hand left shown (a step that failed was refused then, naming its player).
    Audited,
    /// The fold that offers the game as a copy on this device, should a device's keys be lost;
    /// what the copy holds, in a game whose tiles are `dealt` or in Abalone's; its button and
    /// the question that button asks.
    KeysLost,
    CopyExplained {
        dealt: bool,
        pieces: bool,
    },
    FinishAsCopy,
    CopyConfirm {
        dealt: bool,
        pieces: bool,
    },
    MakeCopy,
    /// The copy's seed, drawn by the devices taking part (docs/remote-play.md, "A copy without
    /// secrecy"): who takes part, asking, a seat's request and agreeing to it, and what the
    /// agreement waits for.
    TakesPart,
    AskCopy,
    CopyAsked(String),
    AgreeCopy,
    CopyWaitingToAgree(Vec<String>),
    CopyWaitingForBytes(Vec<String>),
    CopyAgreed,
    /// A contribution to the copy's seed that breaks the agreement: its player, and how.
    CopyRefused {
        seat: usize,
        name: String,
        refusal: CopyRefusal,
    },
    NoCopyAsked,
    /// The fold that shows the game's safety numbers once every seat has joined, and what to
    /// do with them.
    SafetyNumbers,
    SafetyExplained,
}

impl RemoteSays {
    pub fn phrase(&self) -> Phrase {
        use RemoteSays::*;
        match self {
            Heading => Phrase::new("remote-heading"),
            YouPlay(names) => Phrase::new("remote-you-play").names("names", names.clone()),
            SendInvitation(name) => Phrase::new("remote-send-invitation").text("name", name),
            SendAnswer(name) => Phrase::new("remote-send-answer").text("name", name),
            WaitingToJoin(names) => Phrase::new("remote-waiting-to-join").names("names", names.clone()),
            WaitingForHost(name) => Phrase::new("remote-waiting-for-host").text("name", name),
            SendMoves(names) => Phrase::new("remote-send-moves").names("names", names.clone()),
            SendPart { number, count, names } => Phrase::new("remote-send-part")
                .number("number", *number)
                .number("count", *count)
                .names("names", names.clone()),
            SendLinks { count, names } => Phrase::new("remote-send-links")
                .number("count", *count)
                .names("names", names.clone()),
            TakeBackNote => Phrase::new("remote-take-back-note"),
            TakeBack => Phrase::new("remote-take-back"),
            HaveMove => Phrase::new("remote-have-move"),
            HaveLink => Phrase::new("remote-have-link"),
            YourMove => Phrase::new("remote-your-move"),
            TheirMove(name) => Phrase::new("remote-their-move").text("name", name),
            MovesHere(name) => Phrase::new("remote-moves-here").text("name", name),
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
            Fork { turn, name } => Phrase::new("remote-fork")
                .number("turn", turn + 1)
                .text("name", name),
            OtherInvitation => Phrase::new("remote-other-invitation"),
            SeatTaken(seat) => Phrase::new("remote-seat-taken").number("seat", seat + 1),
            AnswerNotSigned(seat) => Phrase::new("remote-answer-not-signed").number("seat", seat + 1),
            SeatsOpen(seats) => Phrase::new("remote-seats-open")
                .number("count", seats.len())
                .names("seats", seats.iter().map(|seat| (seat + 1).to_string()).collect()),
            DealBroken {
                turn,
                seat,
                name,
                refusal,
            } => Phrase::new("remote-deal-broken")
                .text("name", name)
                .number("seat", seat + 1)
                .number("turn", turn + 1)
                .value("reason", RemoteSays::deal_refusal(refusal)),
            WaitingForKeys(seats) => Phrase::new("remote-waiting-for-keys")
                .number("count", seats.len())
                .names("seats", seats.iter().map(|seat| (seat + 1).to_string()).collect()),
            UnknownGame(game) => Phrase::new("remote-unknown-game").text("game", game),
            Setup(problem) => {
                Phrase::new("remote-setup").value("detail", Value::Phrase(Box::new(table_problem(problem))))
            }
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
            PartKept { number, count, held } => Phrase::new("remote-part-kept")
                .number("number", *number)
                .number("count", *count)
                .number("held", *held)
                .number("missing", count.saturating_sub(*held)),
            Dealing(names) => Phrase::new("remote-dealing").names("names", names.clone()),
            RackWaiting(names) => Phrase::new("remote-rack-waiting").names("names", names.clone()),
            Checking(names) => Phrase::new("remote-checking").names("names", names.clone()),
            RackComing { count, names, pieces } => Phrase::new("remote-rack-coming")
                .number("count", *count)
                .names("names", names.clone())
                .flag("pieces", *pieces),
            Audited => Phrase::new("remote-audited"),
            KeysLost => Phrase::new("remote-keys-lost"),
            CopyExplained { dealt, pieces } => Phrase::new("remote-copy-explained")
                .flag("dealt", *dealt)
                .flag("pieces", *pieces),
            FinishAsCopy => Phrase::new("remote-finish-as-copy"),
            SafetyNumbers => Phrase::new("remote-safety-numbers"),
            SafetyExplained => Phrase::new("remote-safety-explained"),
            CopyConfirm { dealt, pieces } => Phrase::new("remote-copy-confirm")
                .flag("dealt", *dealt)
                .flag("pieces", *pieces),
            MakeCopy => Phrase::new("remote-make-copy"),
            TakesPart => Phrase::new("remote-copy-takes-part"),
            AskCopy => Phrase::new("remote-ask-copy"),
            CopyAsked(name) => Phrase::new("remote-copy-asked").text("name", name),
            AgreeCopy => Phrase::new("remote-agree-copy"),
            CopyWaitingToAgree(names) => {
                Phrase::new("remote-copy-waiting-to-agree").names("names", names.clone())
            }
            CopyWaitingForBytes(names) => {
                Phrase::new("remote-copy-waiting-for-bytes").names("names", names.clone())
            }
            CopyRefused { seat, name, refusal } => Phrase::new("remote-copy-refused")
                .text("name", name)
                .number("seat", seat + 1)
                .text("why", copy_refusal(refusal)),
            NoCopyAsked => Phrase::new("remote-no-copy-asked"),
            CopyAgreed => Phrase::new("remote-copy-agreed"),
        }
    }

    /// What a message broke in the deal: its own words, or the rules' text as it is (the
    /// game's refusal of a move or of the tile it shows, which only the engine words).
    fn deal_refusal(refusal: &DealtRefusal) -> Value {
        let phrase = match refusal {
            DealtRefusal::NoDeck { .. } => Phrase::new("remote-deal-no-deck"),
            DealtRefusal::UnexpectedDeck => Phrase::new("remote-deal-unexpected-deck"),
            // "shuffle", "lock", "keys" or "reveal"; any other is a move.
            DealtRefusal::NotTheStep { expected } => {
                Phrase::new("remote-deal-not-the-step").text("step", *expected)
            }
            DealtRefusal::MissingKeys { positions } => {
                Phrase::new("remote-deal-missing-keys").number("count", positions.len())
            }
            DealtRefusal::UnowedKey { .. } => Phrase::new("remote-deal-unowed-key"),
            DealtRefusal::CardsShown { lays, shows } => Phrase::new("remote-deal-cards-shown")
                .number("lays", *lays)
                .number("shows", *shows),
            DealtRefusal::Deal(_) => Phrase::new("remote-deal-unreadable"),
            DealtRefusal::Move(reason) => return Value::Text(reason.clone()),
            // The refusal around it names the player and the seat.
            DealtRefusal::Unproven { .. } => Phrase::new("remote-deal-unproven"),
            DealtRefusal::CardTwice { .. } => Phrase::new("remote-deal-card-twice"),
        };
        Value::Phrase(Box::new(phrase))
    }

    /// Why a session refused: `rule` words the rules' refusal of a move, which the engine gives
    /// in English, in the language in use.
    pub fn refusal(error: &SessionError, rule: impl Fn(&str) -> Option<String>, sheet: &Sheet) -> RemoteSays {
        match error {
            SessionError::Link(error) => RemoteSays::link_refusal(error, sheet),
            SessionError::Join(error) => RemoteSays::join_refusal(error),
            SessionError::Deal { turn, seat, refusal } => RemoteSays::DealBroken {
                turn: sheet.number(*turn),
                seat: *seat,
                name: sheet.name(*seat),
                refusal: refusal.clone(),
            },
            SessionError::WaitingForKeys { seats } => RemoteSays::WaitingForKeys(seats.clone()),
            SessionError::UnknownGame(game) => RemoteSays::UnknownGame(game.clone()),
            SessionError::Setup(detail) => RemoteSays::Setup(detail.clone()),
            SessionError::NoSuchSeat { seat, .. } => RemoteSays::NoSuchSeat(*seat),
            SessionError::NotStarted { open } => RemoteSays::SeatsOpen(open.clone()),
            SessionError::NotYourTurn { name, .. } => RemoteSays::NotYourTurn(name.clone()),
            &SessionError::WrongSeat { turn, seat, to_move } => RemoteSays::WrongSeat {
                turn: sheet.number(turn),
                seat,
                to_move,
            },
            SessionError::Rule { turn, text, reason } => RemoteSays::Rule {
                turn: sheet.number(*turn),
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
            SessionError::Copy(refusal) => {
                let seat = copy_refusal_seat(refusal);
                RemoteSays::CopyRefused {
                    seat,
                    name: sheet.name(seat),
                    refusal: refusal.clone(),
                }
            }
            SessionError::NoCopyAsked => RemoteSays::NoCopyAsked,
        }
    }

    fn link_refusal(error: &LinkError, sheet: &Sheet) -> RemoteSays {
        match *error {
            LinkError::Unreadable => RemoteSays::Unreadable,
            LinkError::OtherGame => RemoteSays::OtherGame,
            LinkError::AlreadyApplied { turn } => RemoteSays::AlreadyApplied(sheet.number(turn)),
            LinkError::OutOfOrder { expected, found } => RemoteSays::OutOfOrder {
                expected: sheet.number(expected),
                found: sheet.number(found),
            },
            LinkError::NoSuchSeat { seat } => RemoteSays::NoSuchSeat(seat.into()),
            LinkError::NotSigned { seat } => RemoteSays::NotSigned(seat.into()),
            LinkError::BrokenChain { turn } => RemoteSays::BrokenChain(sheet.number(turn)),
            LinkError::Fork { turn, seat } => RemoteSays::Fork {
                turn: sheet.number(turn),
                name: sheet.name(seat.into()),
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

/// The seat a refused contribution to a copy's seed came from.
fn copy_refusal_seat(refusal: &CopyRefusal) -> usize {
    match *refusal {
        CopyRefusal::OtherRound { seat }
        | CopyRefusal::SecondCommitment { seat }
        | CopyRefusal::EarlyReveal { seat }
        | CopyRefusal::Unopened { seat } => seat,
    }
}

/// The selector of `remote-copy-refused`'s reason.
fn copy_refusal(refusal: &CopyRefusal) -> &'static str {
    match refusal {
        CopyRefusal::OtherRound { .. } => "other-round",
        CopyRefusal::SecondCommitment { .. } => "second-commitment",
        CopyRefusal::EarlyReveal { .. } => "early-reveal",
        CopyRefusal::Unopened { .. } => "unopened",
    }
}

/// How a refusal names a game's players and numbers its moves: as its score sheet does, the
/// steps of the deal (`deal_steps`, by their turns) left out. Empty where no game is known.
#[derive(Default)]
pub struct Sheet {
    pub names: Vec<String>,
    pub deal_steps: Vec<u32>,
}

impl Sheet {
    /// The move number (from 0) the score sheet gives the message of `turn`.
    fn number(&self, turn: u32) -> u32 {
        let steps_before = self.deal_steps.iter().filter(|&&step| step < turn).count();
        turn.saturating_sub(steps_before as u32)
    }

    /// The player at `seat`, or the seat's number where the game is not known.
    fn name(&self, seat: usize) -> String {
        self.names
            .get(seat)
            .cloned()
            .unwrap_or_else(|| (seat + 1).to_string())
    }
}

impl From<PartKept> for RemoteSays {
    fn from(kept: PartKept) -> RemoteSays {
        RemoteSays::PartKept {
            number: kept.number,
            count: kept.count,
            held: kept.held,
        }
    }
}

impl From<RemoteSays> for Msg {
    fn from(says: RemoteSays) -> Msg {
        Msg::Phrase(says.phrase())
    }
}

/// Why a table's setup cannot start a game at a distance.
fn table_problem(problem: &TableProblem) -> Phrase {
    match problem {
        TableProblem::Unreadable(detail) => {
            Phrase::new("remote-setup-unreadable").text("detail", excerpt(detail))
        }
        TableProblem::Invalid(_) => Phrase::new("remote-setup-invalid"),
        TableProblem::NotTheNames => Phrase::new("remote-setup-names"),
        TableProblem::Copy => Phrase::new("remote-setup-copy"),
        TableProblem::Clocked => Phrase::new("remote-setup-clocked"),
    }
}

/// One of every phrase, with values that reach each of its forms: the translation tests word
/// each in every language.
#[cfg(test)]
pub fn samples() -> Vec<Phrase> {
    use gameshelf_engine::remote::deal::{DealError, Unproven};
    use RemoteSays::*;
    let names = |count: usize| {
        ["Eva", "Adam", "Cy"][..count]
            .iter()
            .map(|name| name.to_string())
            .collect()
    };
    let mut samples = vec![
        Heading,
        KeysLost,
        FinishAsCopy,
        MakeCopy,
        TakesPart,
        AskCopy,
        CopyAsked("Eva".into()),
        AgreeCopy,
        NoCopyAsked,
        CopyAgreed,
        SafetyNumbers,
        SafetyExplained,
        CopyExplained {
            dealt: false,
            pieces: false,
        },
        CopyConfirm {
            dealt: false,
            pieces: false,
        },
        YouPlay(names(1)),
        YouPlay(names(2)),
        MovesHere("Cy".into()),
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
        Fork {
            turn: 6,
            name: "Adam".into(),
        },
        TakeBackNote,
        TakeBack,
        HaveMove,
        HaveLink,
        OtherInvitation,
        SeatTaken(1),
        AnswerNotSigned(2),
        UnknownGame("chess".into()),
        Setup(TableProblem::Unreadable("…".into())),
        Setup(TableProblem::Invalid(
            gameshelf_engine::common::record::SetupProblem::Clock,
        )),
        Setup(TableProblem::NotTheNames),
        Setup(TableProblem::Copy),
        Setup(TableProblem::Clocked),
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
        Audited,
        WaitingForHost("Eva".into()),
        Invited {
            host: "Eva".into(),
            game: "Abalone".into(),
            name: "Adam".into(),
            seat: 1,
        },
    ];
    for pieces in [false, true] {
        samples.push(CopyExplained { dealt: true, pieces });
        samples.push(CopyConfirm { dealt: true, pieces });
    }
    for count in [1, 2, 3] {
        samples.extend([
            WaitingToJoin(names(count)),
            SendMoves(names(count)),
            SendLinks {
                count: 1,
                names: names(count),
            },
            SendLinks {
                count: 3,
                names: names(count),
            },
            SendPart {
                number: 1,
                count: 2,
                names: names(count),
            },
            Joined(names(count)),
        ]);
        samples.push(SeatsOpen((1..=count).collect()));
        samples.extend([
            WaitingForKeys((1..=count).collect()),
            Dealing(names(count)),
            RackWaiting(names(count)),
            Checking(names(count)),
        ]);
        for pieces in [false, true] {
            samples.extend([1, 4, 8].map(|tiles| RackComing {
                count: tiles,
                names: names(count),
                pieces,
            }));
        }
    }
    samples.extend([5, 6].map(|count| WaitingForKeys((0..count).collect())));
    // A part kept with 1, 2 or 5 parts still to come, the last part among them.
    for (number, count, held) in [(2, 2, 1), (1, 3, 1), (4, 4, 2), (1, 6, 1), (3, 7, 2)] {
        samples.push(PartKept { number, count, held });
    }
    let refusals = [
        DealtRefusal::NoDeck { cards: 126 },
        DealtRefusal::UnexpectedDeck,
        DealtRefusal::MissingKeys { positions: vec![5] },
        DealtRefusal::MissingKeys {
            positions: vec![5, 6],
        },
        DealtRefusal::MissingKeys {
            positions: (10..15).collect(),
        },
        DealtRefusal::UnowedKey { position: 47 },
        DealtRefusal::Deal(DealError::NotACard { position: 12 }),
        DealtRefusal::Move("…".into()),
        DealtRefusal::Unproven {
            seat: 2,
            what: Unproven::Shuffle,
        },
        DealtRefusal::CardTwice {
            card: 40,
            positions: [3, 17],
        },
    ];
    let steps = ["shuffle", "lock", "keys", "reveal", "a move"];
    let steps = steps.map(|expected| DealtRefusal::NotTheStep { expected });
    let shown =
        [(1, 0), (2, 1), (3, 5), (5, 2)].map(|(lays, shows)| DealtRefusal::CardsShown { lays, shows });
    for refusal in refusals.into_iter().chain(steps).chain(shown) {
        samples.push(DealBroken {
            turn: 6,
            seat: 1,
            name: "Adam".into(),
            refusal,
        });
    }
    samples.extend([0, 1, 2, 5, 22].map(MovesPlayed));
    for count in [1, 2] {
        samples.extend([
            CopyWaitingToAgree(names(count)),
            CopyWaitingForBytes(names(count)),
        ]);
    }
    let copy_refusals = [
        CopyRefusal::OtherRound { seat: 1 },
        CopyRefusal::SecondCommitment { seat: 1 },
        CopyRefusal::EarlyReveal { seat: 1 },
        CopyRefusal::Unopened { seat: 1 },
    ];
    samples.extend(copy_refusals.map(|refusal| CopyRefused {
        seat: 1,
        name: "Adam".into(),
        refusal,
    }));
    samples.iter().map(RemoteSays::phrase).collect()
}

#[cfg(test)]
mod tests {
    use super::{RemoteSays, Sheet};
    use gameshelf_engine::remote::link::LinkError;
    use gameshelf_engine::remote::session::SessionError;

    #[test]
    fn a_refusal_names_the_player_and_numbers_moves_as_the_score_sheet_does() {
        // Five steps of the deal, at turns 0 to 4, then the moves: turn 7 is the third move.
        let sheet = Sheet {
            names: vec!["Eva".into(), "Adam".into()],
            deal_steps: vec![0, 1, 2, 3, 4],
        };
        let says = |error: LinkError| RemoteSays::refusal(&SessionError::Link(error), |_| None, &sheet);
        let fork = RemoteSays::Fork {
            turn: 2,
            name: "Adam".into(),
        };
        assert_eq!(says(LinkError::Fork { turn: 7, seat: 1 }), fork);
        let skipped = RemoteSays::OutOfOrder {
            expected: 1,
            found: 3,
        };
        assert_eq!(
            says(LinkError::OutOfOrder {
                expected: 6,
                found: 8
            }),
            skipped
        );
        // A game with no deal numbers its messages as its moves.
        let whole = Sheet::default();
        let fork = RemoteSays::refusal(
            &SessionError::Link(LinkError::Fork { turn: 7, seat: 1 }),
            |_| None,
            &whole,
        );
        assert_eq!(
            fork,
            RemoteSays::Fork {
                turn: 7,
                name: "2".into()
            }
        );
    }
}
