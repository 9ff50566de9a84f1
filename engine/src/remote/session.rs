//! One device's whole state for one remote game: its seat, its signing key and deal secret, the
//! genesis, the messages it has taken and the game they make, played through the game's rules
//! (docs/remote-play.md, "The session"). A session opens links, plays this seat's moves and says
//! which links to send to whom; saved as JSON, it is everything the device keeps.
//!
//! Every change is made on a copy and kept only if all of it holds, so a refused link or move
//! changes nothing.

use super::copy::{Agreement, CopyRefusal, Round, Share, SignedContribution, TakeError};
use super::deal::{DealId, DealSecret};
use super::dealt::{AnyDealt, Contents, Dealt, DealtRefusal, Founding, Step};
use super::genesis::{Genesis, Join, JoinError, Table};
use super::hash32;
use super::link::{self, read_messages, write_messages, Chain, GameId, LinkError, Message, Signed};
pub use super::parts::PartKept;
use super::parts::{Held, Kept, Part, PartRefusal, PART};
use super::safety::SafetyNumbers;
use super::wire::Reader;
use crate::common::record::{Envelope, GameKind, RecordError, SetupProblem};
use crate::game::{hides_tiles, AnyGame};
use crate::tiles::DealtPlay;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use ed25519_dalek::{SigningKey, VerifyingKey};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The version of the session's JSON this build writes and reads.
pub const SESSION_FORMAT: u32 = 1;

/// A message's body, and the text [`Session::play`] takes, by which its seat resigns. Only in
/// its own turn, in place of a move: the links carry one message a turn, so a resignation sent
/// while another seat is moving would cross that seat's move and fork the game.
pub const RESIGNATION: &str = "resign";

/// Fresh bytes from the device's secure randomness, for a seat's keys and a table's random
/// bytes. The caller draws them: the engine reads no randomness of its own, so that it builds
/// for the browser with no randomness backend.
pub struct Entropy([u8; 80]);

/// Wiped from memory when dropped: it holds a seat's keys.
impl Drop for Entropy {
    fn drop(&mut self) {
        zeroize::Zeroize::zeroize(&mut self.0);
    }
}

impl zeroize::ZeroizeOnDrop for Entropy {}

impl Entropy {
    pub fn new(bytes: [u8; 80]) -> Entropy {
        Entropy(bytes)
    }

    fn signing_key(&self) -> SigningKey {
        SigningKey::from_bytes(&self.0[..32].try_into().expect("32 bytes"))
    }

    fn deal_secret(&self) -> DealSecret {
        DealSecret::from_bytes(self.0[32..64].try_into().expect("32 bytes"))
    }

    fn nonce(&self) -> [u8; 16] {
        self.0[64..].try_into().expect("16 bytes")
    }
}

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

/// A link to send, and the seats to send it to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Outgoing {
    pub to: Vec<usize>,
    /// The link's text, as it goes after the `#` of the app's address.
    pub link: String,
}

/// What opening a link did.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Opened {
    /// The seats whose answers were taken.
    pub joined: Vec<usize>,
    /// Whether every seat has now joined, so that the game began.
    pub started: bool,
    /// The moves applied, by seat, as the record writes them.
    pub moves: Vec<(usize, String)>,
    /// A part of a long link, kept until the others come.
    pub part: Option<PartKept>,
    /// Whether contributions to a copy's seed were taken ([`Session::copy_agreement`]).
    pub copy: bool,
}

/// What a link carries, after its first byte.
enum Parcel {
    /// The host's table and the seat it invites to join. `host_device`: every seat the host's
    /// device plays, the host's first, so that the guest sends that device one link.
    /// `token`: the seat's own, which only its answer proves it knows (none in an invitation
    /// from before seats had tokens).
    Invitation {
        host_device: Vec<usize>,
        seat: usize,
        table: Table,
        token: Option<[u8; 32]>,
    },
    /// A seat's join, for the host (boxed: it is the largest by far where pointers are small),
    /// with its proof that it knows its seat's token.
    Answer(Box<Join>, Option<[u8; 32]>),
    /// Every seat's join (while the receiver may lack them), then moves.
    Game {
        genesis: Option<(Table, Vec<Join>)>,
        messages: Vec<Signed>,
    },
    /// Contributions to a copy's seed, outside the chain of moves ([`super::copy`]).
    Copy(Vec<SignedContribution>),
}

const INVITATION: u8 = 1;
const ANSWER: u8 = 2;
const GAME: u8 = 3;
/// An invitation from a device that plays more than one seat.
const INVITATION_FROM_SEATS: u8 = 4;
const COPY: u8 = 5;

impl Parcel {
    fn encode(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.to_bytes())
    }

    fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::new();
        match self {
            Parcel::Invitation {
                host_device,
                seat,
                table,
                token,
            } => {
                let (host, beside) = host_device.split_first().expect("the host's seat comes first");
                // One seat at the host's device is written as invitations always were.
                let kind = if beside.is_empty() {
                    INVITATION
                } else {
                    INVITATION_FROM_SEATS
                };
                bytes.extend([kind, seat_byte(*host), seat_byte(*seat)]);
                if !beside.is_empty() {
                    bytes.push(seat_byte(beside.len()));
                    bytes.extend(beside.iter().map(|&seat| seat_byte(seat)));
                }
                table.write(&mut bytes);
                bytes.extend(token.iter().flatten());
            }
            Parcel::Answer(join, proof) => {
                bytes.push(ANSWER);
                join.write(&mut bytes);
                bytes.extend(proof.iter().flatten());
            }
            Parcel::Game { genesis, messages } => {
                bytes.extend([GAME, u8::from(genesis.is_some())]);
                if let Some((table, joins)) = genesis {
                    table.write(&mut bytes);
                    bytes.push(seat_byte(joins.len()));
                    joins.iter().for_each(|join| join.write(&mut bytes));
                }
                write_messages(&mut bytes, messages);
            }
            Parcel::Copy(contributions) => {
                bytes.extend([COPY, seat_byte(contributions.len())]);
                contributions.iter().for_each(|signed| signed.write(&mut bytes));
            }
        }
        bytes
    }

    /// A link's parcel: the text after the last `#`, so that a whole address opens too.
    fn decode(link: &str) -> Result<Parcel, LinkError> {
        Parcel::from_bytes(&link_bytes(link)?)
    }

    fn from_bytes(bytes: &[u8]) -> Result<Parcel, LinkError> {
        let mut reader = Reader::new(bytes);
        let parcel = match reader.u8()? {
            kind @ (INVITATION | INVITATION_FROM_SEATS) => {
                let mut host_device = vec![usize::from(reader.u8()?)];
                let seat = usize::from(reader.u8()?);
                if kind == INVITATION_FROM_SEATS {
                    for _ in 0..reader.u8()? {
                        host_device.push(usize::from(reader.u8()?));
                    }
                }
                let table = Table::read(&mut reader)?;
                Parcel::Invitation {
                    host_device,
                    seat,
                    table,
                    token: optional_array(&mut reader)?,
                }
            }
            ANSWER => {
                let join = Join::read(&mut reader)?;
                Parcel::Answer(Box::new(join), optional_array(&mut reader)?)
            }
            GAME => {
                let genesis = match reader.u8()? {
                    0 => None,
                    1 => Some(read_genesis(&mut reader)?),
                    _ => return Err(LinkError::Unreadable),
                };
                let messages = read_messages(&mut reader)?;
                Parcel::Game { genesis, messages }
            }
            COPY => Parcel::Copy(
                (0..reader.u8()?)
                    .map(|_| SignedContribution::read(&mut reader))
                    .collect::<Result<_, _>>()?,
            ),
            _ => return Err(LinkError::Unreadable),
        };
        reader.finish()?;
        Ok(parcel)
    }
}

/// The 32 bytes that end a parcel, if it has them: a seat's token or its proof, which links from
/// before seats had tokens lack.
fn optional_array(reader: &mut Reader) -> Result<Option<[u8; 32]>, LinkError> {
    if reader.is_empty() {
        return Ok(None);
    }
    reader.array().map(Some)
}

/// A link's bytes: the base64url after its last `#`, so that a whole address opens too.
fn link_bytes(link: &str) -> Result<Vec<u8>, LinkError> {
    let text = link.trim().rsplit('#').next().unwrap_or_default();
    URL_SAFE_NO_PAD.decode(text).map_err(|_| LinkError::Unreadable)
}

fn read_genesis(reader: &mut Reader) -> Result<(Table, Vec<Join>), LinkError> {
    let table = Table::read(reader)?;
    let joins = (0..reader.u8()?)
        .map(|_| Join::read(reader))
        .collect::<Result<_, _>>()?;
    Ok((table, joins))
}

/// The most characters of a link's code: with the app's address before it, a link stays within
/// the 4,096 characters of a Telegram message, the shortest limit of the common messengers.
pub const MOST_LINK_CHARS: usize = 4_000;

/// The links carrying `genesis` (if any) and `messages` to one seat, in order: as few as keep
/// each within [`MOST_LINK_CHARS`], a message too long for any link going alone, cut into parts
/// (`parts`) if it is too long for one. Only the deal's decks make messages that long: a link to
/// a seat carries every message since its last, in a game of three that can be two seats'
/// decks, and Summy's deck alone passes the limit.
fn links_within_limit(mut genesis: Option<(Table, Vec<Join>)>, messages: Vec<Signed>) -> Vec<String> {
    let bytes = |genesis: &Option<(Table, Vec<Join>)>, messages: &[Signed]| {
        let messages = messages.to_vec();
        Parcel::Game {
            genesis: genesis.clone(),
            messages,
        }
        .to_bytes()
    };
    let chars = |bytes: &[u8]| base64::encoded_len(bytes.len(), false).expect("a link is a few KB");
    let mut links = Vec::new();
    let mut part: Vec<Signed> = Vec::new();
    for signed in messages {
        part.push(signed);
        if part.len() > 1 && chars(&bytes(&genesis, &part)) > MOST_LINK_CHARS {
            let last = part.pop().expect("two or more");
            links.extend(cut_within_limit(&bytes(&genesis, &part), &part));
            genesis = None;
            part = vec![last];
        }
    }
    links.extend(cut_within_limit(&bytes(&genesis, &part), &part));
    links
}

/// The link of `bytes`, carrying `messages`, if it is within [`MOST_LINK_CHARS`], or else the
/// links of its parts, which are.
fn cut_within_limit(bytes: &[u8], messages: &[Signed]) -> Vec<String> {
    let link = URL_SAFE_NO_PAD.encode(bytes);
    if link.len() <= MOST_LINK_CHARS {
        return vec![link];
    }
    let last_turn = messages.last().map_or(0, |signed| signed.message.turn);
    let parts = Part::split(bytes, last_turn, MOST_LINK_CHARS);
    parts.iter().map(Part::encode).collect()
}

/// A link carrying `messages`, as a session sends moves: for a device that already has every
/// seat's joins.
pub fn moves_link(messages: &[Signed]) -> String {
    Parcel::Game {
        genesis: None,
        messages: messages.to_vec(),
    }
    .encode()
}

/// A link carrying contributions to a copy's seed, as a session sends them.
pub fn copy_link(contributions: &[SignedContribution]) -> String {
    Parcel::Copy(contributions.to_vec()).encode()
}

/// `seat`'s move, in the game's notation, or its resignation ([`RESIGNATION`]); the rules' own
/// words if they refuse it.
fn play_or_resign(game: &mut AnyGame, seat: usize, body: &str) -> Result<(), String> {
    match body {
        RESIGNATION => game.resign(seat),
        _ => game.play_notation(body),
    }
    .map_err(|error| error.to_string())
}

/// A seat's number in one byte: tables seat at most eight.
fn seat_byte(seat: usize) -> u8 {
    u8::try_from(seat).expect("a table seats at most 8")
}

/// The game a table sets up, before any move: its setup checked through the game contract.
/// For a game with hidden tiles, dealt at a distance, the game here is the setup's, seeded,
/// which a remote game never plays (its tiles come from the deal).
fn start_game(table: &Table) -> Result<AnyGame, SessionError> {
    let kind =
        GameKind::from_name(&table.game).ok_or_else(|| SessionError::UnknownGame(table.game.clone()))?;
    let unreadable = |detail: String| SessionError::Setup(TableProblem::Unreadable(detail));
    let setup: serde_json::Value =
        serde_json::from_str(&table.setup).map_err(|error| unreadable(error.to_string()))?;
    let record = serde_json::to_string(&Envelope::new(kind, setup, Vec::new(), Vec::new()))
        .expect("a record is plain data and always serializes");
    let game = AnyGame::from_record(&record)
        .map_err(|error| match error {
            RecordError::InvalidSetup(problem) => SessionError::Setup(TableProblem::Invalid(problem)),
            error => unreadable(error.to_string()),
        })?
        .game;
    if game.players() != table.names {
        return Err(SessionError::Setup(TableProblem::NotTheNames));
    }
    // A copy's tiles were dealt by its seed, which every device can read.
    if game.copied_after().is_some() {
        return Err(SessionError::Setup(TableProblem::Copy));
    }
    // No device can prove how long another took over its move.
    if game.clocked() {
        return Err(SessionError::Setup(TableProblem::Clocked));
    }
    Ok(game)
}

/// The seed of the copy the library keeps of a dealt game (its thumbnail and export): its
/// identity's first eight bytes. Anyone can tell it, and that binds nobody: only a copy to
/// finish the game on ([`Session::copy_here`]) needs a seed the seats agreed.
fn shown_copy_seed(id: &GameId) -> u64 {
    let (first, _) = id.split_first_chunk::<8>().expect("an identity has 32 bytes");
    u64::from_le_bytes(*first)
}

/// The game the messages make: one every device holds whole, or one dealt at a distance, of
/// which each device knows its own seat's part.
#[derive(Clone)]
enum Play {
    Whole(AnyGame),
    Dealt(AnyDealt),
}

impl Play {
    /// Whose message comes next: a move, or a step of a dealt game's deal; none at the end.
    fn next_seat(&self) -> Option<usize> {
        match self {
            Play::Whole(game) => (!game.is_over()).then(|| game.to_move()),
            Play::Dealt(dealt) => dealt.step().seat(),
        }
    }

    /// Whose move is next; none once the game is over (a dealt game's audit may go on).
    fn to_move(&self) -> Option<usize> {
        match self {
            Play::Dealt(dealt) if matches!(dealt.step(), Step::Reveal(_)) => None,
            _ => self.next_seat(),
        }
    }
}

/// Everything that follows from a complete genesis: the messages taken and the game they make.
#[derive(Clone)]
struct Playing {
    id: GameId,
    chain: Chain,
    play: Play,
}

/// One device's seat at one remote game.
///
/// ```
/// use gameshelf_engine::common::record::GameKind;
/// use gameshelf_engine::remote::session::{Entropy, Session};
///
/// // Eva hosts a game of Abalone; Adam opens her invitation and answers it.
/// let names = vec!["Eva".to_string(), "Adam".to_string()];
/// let setup = r#"{"layout":"standard","players":["Eva","Adam"]}"#;
/// let mut eva = Session::host(GameKind::Abalone, setup, names, 0, &Entropy::new([1; 80])).unwrap();
/// let invitation = eva.outbox().remove(0);
/// assert_eq!(invitation.to, [1]);
/// let mut adam = Session::join(&invitation.link, &Entropy::new([2; 80])).unwrap();
/// eva.open(&adam.outbox().remove(0).link).unwrap();
/// // Eva's move goes to Adam as a link, signed by her device.
/// eva.play("A5B5").unwrap();
/// for outgoing in eva.outbox() {
///     adam.open(&outgoing.link).unwrap();
/// }
/// assert_eq!(adam.game().unwrap().moves_played(), 1);
/// ```
#[derive(Clone)]
pub struct Session {
    seat: usize,
    host: usize,
    key: SigningKey,
    secret: DealSecret,
    genesis: Genesis,
    playing: Option<Playing>,
    /// Parts of long links, kept until the rest of each come.
    held: Held,
    /// The other seats this device plays, each a session of its own kept in step with this one:
    /// a robot of the host's, or another person passing the host's device. Only a host's device
    /// plays more than one seat.
    beside: Vec<Session>,
    /// At a guest, the other seats the host's device plays, as its invitation named them (at
    /// the host, they are `beside`): see [`Session::host_device`].
    hosts_beside: Vec<usize>,
    /// The other message of each fork refused, at most [`MOST_FORKS`]: with the message taken
    /// for its turn, the proof that its seat signed two.
    forks: Vec<Signed>,
    /// At a guest, its seat's token from its invitation, whose knowledge its answer proves.
    token: Option<[u8; 32]>,
    /// The agreement on a copy's seed, once a seat asked for one.
    copy: Option<Agreement>,
}

/// The most forks a session keeps the proof of: one shows a seat signed two moves.
pub const MOST_FORKS: usize = 8;

/// Shows no key: a session's secrets are not for logs.
impl fmt::Debug for Session {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Session")
            .field("game", &self.genesis.table.game)
            .field("seat", &self.seat)
            .field("host", &self.host)
            .field("open_seats", &self.open_seats())
            .field("messages", &self.messages().len())
            .finish_non_exhaustive()
    }
}

impl Session {
    /// Sets a new table of `kind` with `setup` (as its record writes it) for the players
    /// `names`, this device at `seat`. Its invitations are in [`Session::outbox`].
    pub fn host(
        kind: GameKind,
        setup: &str,
        names: Vec<String>,
        seat: usize,
        entropy: &Entropy,
    ) -> Result<Session, SessionError> {
        let table = Table {
            game: kind.name().into(),
            setup: setup.into(),
            names,
            nonce: entropy.nonce(),
        };
        Session::seated(table, seat, vec![seat], entropy)
    }

    /// Joins the seat an invitation link offers. The answer to send back is in
    /// [`Session::outbox`].
    pub fn join(invitation: &str, entropy: &Entropy) -> Result<Session, SessionError> {
        match Parcel::decode(invitation)? {
            Parcel::Invitation {
                seat, host_device, ..
            } if host_device.contains(&seat) => Err(SessionError::Misdirected(Misdirected::HostsOwnSeat)),
            Parcel::Invitation {
                host_device,
                seat,
                table,
                token,
            } => {
                let mut session = Session::seated(table, seat, host_device, entropy)?;
                session.token = token;
                Ok(session)
            }
            _ => Err(SessionError::Misdirected(Misdirected::NotAnInvitation)),
        }
    }

    fn seated(
        table: Table,
        seat: usize,
        host_device: Vec<usize>,
        entropy: &Entropy,
    ) -> Result<Session, SessionError> {
        start_game(&table)?;
        let seats = table.names.len();
        if let Some(&seat) = host_device.iter().chain([&seat]).find(|&&seat| seat >= seats) {
            return Err(SessionError::NoSuchSeat { seat, seats });
        }
        let mut session = Session {
            seat,
            host: host_device[0],
            key: entropy.signing_key(),
            secret: entropy.deal_secret(),
            genesis: Genesis::new(table),
            playing: None,
            held: Held::default(),
            beside: Vec::new(),
            hosts_beside: host_device[1..].to_vec(),
            forks: Vec::new(),
            token: None,
            copy: None,
        };
        session.genesis.accept(session.own_join())?;
        session.start_if_complete()?;
        session.send_deal_steps()?;
        Ok(session)
    }

    /// The token of `seat`, which its invitation carries: drawn from the host's secret, so that
    /// the host's device makes it again to check an answer.
    fn seat_token(&self, seat: usize) -> [u8; 32] {
        let table = self.genesis.table.hash();
        hash32(
            "gameshelf seat token",
            &[&self.secret.to_bytes(), &table, &[seat_byte(seat)]],
        )
    }

    /// What an answer for `seat` with `key` sends to prove it knows the seat's `token`: only
    /// the invitation to that seat carries it.
    fn seat_proof(&self, token: &[u8; 32], seat: usize, key: &VerifyingKey) -> [u8; 32] {
        let table = self.genesis.table.hash();
        hash32(
            "gameshelf seat proof",
            &[token, &table, &[seat_byte(seat)], key.as_bytes()],
        )
    }

    /// This device's answer to its invitation: its join, and its proof of its seat's token.
    fn own_answer(&self) -> (Join, Option<[u8; 32]>) {
        let join = self.own_join();
        let proof = self
            .token
            .map(|token| self.seat_proof(&token, join.seat, &join.key));
        (join, proof)
    }

    /// This device's join: deterministic, so it can be made again to compare.
    fn own_join(&self) -> Join {
        let table = self.genesis.table.hash();
        Join::new(table, self.seat, &self.key, self.secret.commitment(&table))
    }

    fn start_if_complete(&mut self) -> Result<bool, SessionError> {
        if !self.genesis.open_seats().is_empty() {
            return Ok(false);
        }
        let founded = self.genesis.complete()?;
        let game = start_game(&self.genesis.table)?;
        let founding = Founding {
            deal: DealId(founded.id),
            setup: self.genesis.table.setup.clone(),
            names: self.names().to_vec(),
        };
        let play = match AnyDealt::new(game.kind(), self.seat, self.secret.clone(), founding) {
            Some(dealt) => Play::Dealt(dealt),
            None => Play::Whole(game),
        };
        self.playing = Some(Playing {
            id: founded.id,
            chain: Chain::new(founded.id, founded.keys),
            play,
        });
        Ok(true)
    }

    /// The seat this device plays, or its first if it plays several.
    pub fn seat(&self) -> usize {
        self.seat
    }

    /// Every seat this device plays, its first seat first.
    pub fn seats_here(&self) -> Vec<usize> {
        let beside = self.beside.iter().map(|session| session.seat);
        std::iter::once(self.seat).chain(beside).collect()
    }

    /// Every seat the host's device plays, the host's first: one device, sent one link.
    fn host_device(&self) -> Vec<usize> {
        if self.seat == self.host {
            return self.seats_here();
        }
        std::iter::once(self.host)
            .chain(self.hosts_beside.iter().copied())
            .collect()
    }

    /// The deal and the game as `seat` knows it, if this device plays it.
    pub fn dealt_at(&self, seat: usize) -> Option<&AnyDealt> {
        let beside = self.beside.iter().find(|session| session.seat == seat);
        match beside {
            Some(session) => session.dealt(),
            None => self.dealt().filter(|_| seat == self.seat),
        }
    }

    /// Makes the host's device play `seat` too, before the game starts: a robot of the host's,
    /// or another person passing this device. The seat joins here, with keys and a deal secret
    /// of its own from `entropy`, and its moves are played here ([`Session::play`]).
    pub fn seat_here(&mut self, seat: usize, entropy: &Entropy) -> Result<(), SessionError> {
        if self.seat != self.host {
            let host = self.names()[self.host].clone();
            return Err(SessionError::Misdirected(Misdirected::AnswersGoToHost { host }));
        }
        let mut next = self.clone();
        let beside = Session::join(&next.invitation(seat), entropy)?;
        let (join, proof) = beside.own_answer();
        next.take_answer(join, proof)?;
        next.beside.push(beside);
        next.send_deal_steps()?;
        next.settle()?;
        *self = next;
        Ok(())
    }

    /// The seat that set the table, which takes the others' answers.
    pub fn host_seat(&self) -> usize {
        self.host
    }

    pub fn names(&self) -> &[String] {
        &self.genesis.table.names
    }

    /// The game's name, as records write it.
    pub fn game_name(&self) -> &str {
        &self.genesis.table.game
    }

    /// The seats that have not joined yet, as far as this device knows.
    pub fn open_seats(&self) -> Vec<usize> {
        self.genesis.open_seats()
    }

    /// The game so far, once every seat has joined, for a game every device holds whole.
    pub fn game(&self) -> Option<&AnyGame> {
        match &self.playing.as_ref()?.play {
            Play::Whole(game) => Some(game),
            Play::Dealt(_) => None,
        }
    }

    /// The deal and the game as this seat knows it, for a game with hidden pieces.
    pub fn dealt(&self) -> Option<&AnyDealt> {
        match &self.playing.as_ref()?.play {
            Play::Whole(_) => None,
            Play::Dealt(dealt) => Some(dealt),
        }
    }

    /// Which game the table plays.
    pub fn kind(&self) -> GameKind {
        GameKind::from_name(self.game_name()).expect("the table's game was checked when it was set")
    }

    /// Whether the game hides pieces, so that it is dealt (see [`Session::dealt`]).
    pub fn is_dealt(&self) -> bool {
        hides_tiles(self.kind())
    }

    /// The game to finish on this device alone, should another device's keys be lost: a game
    /// every device holds whole as it stands; a dealt one as its copy from what every seat can
    /// see of it ([`AnyDealt::copy`]), its tiles face down dealt by the seed the taking-part
    /// seats agreed for this turn ([`Session::ask_copy`]), so every device of theirs makes the
    /// same copy. None before the game is under way, or (dealt) before the seed is agreed.
    pub fn copy_here(&self) -> Option<AnyGame> {
        match &self.playing.as_ref()?.play {
            Play::Whole(game) => Some(game.clone()),
            Play::Dealt(dealt) => dealt.copy(self.copy_agreement()?.seed()?),
        }
    }

    /// The library's copy of the game (see [`shown_copy_seed`]).
    fn shown_copy(&self) -> Option<AnyGame> {
        let playing = self.playing.as_ref()?;
        match &playing.play {
            Play::Whole(game) => Some(game.clone()),
            Play::Dealt(dealt) => dealt.copy(shown_copy_seed(&playing.id)),
        }
    }

    /// Whether the game is under way: every seat joined, the tiles dealt, a move due.
    pub fn under_way(&self) -> bool {
        match self.playing.as_ref().map(|playing| &playing.play) {
            Some(Play::Whole(game)) => !game.is_over(),
            Some(Play::Dealt(dealt)) => matches!(dealt.step(), Step::Move(_)),
            None => false,
        }
    }

    /// The game as this device saves it beside the session, for the library to show, copy and
    /// export: its copy once the game is under way (a dealt one's by a seed anyone can tell:
    /// it binds nobody), else the table's start.
    pub fn current_game(&self) -> AnyGame {
        self.shown_copy().unwrap_or_else(|| {
            start_game(&self.genesis.table).expect("the table was checked when it was set")
        })
    }

    /// Whether every seat has joined, so that moves can be played.
    pub fn started(&self) -> bool {
        self.playing.is_some()
    }

    /// The game's safety numbers, for the players to compare by voice, once every seat has
    /// joined (before, they would change with each join).
    pub fn safety_numbers(&self) -> Option<SafetyNumbers> {
        let founded = self.genesis.complete().ok()?;
        Some(SafetyNumbers::new(&founded.id, &founded.keys))
    }

    /// The messages taken, in order.
    pub fn messages(&self) -> &[Signed] {
        self.playing.as_ref().map_or(&[], |playing| playing.chain.taken())
    }

    fn not_started(&self) -> SessionError {
        SessionError::NotStarted {
            open: self.open_seats(),
        }
    }
}

impl Session {
    /// Opens any link of this game: an answer (at the host), every seat's joins, moves. All of
    /// it is taken, or nothing.
    pub fn open(&mut self, link: &str) -> Result<Opened, SessionError> {
        let mut next = self.clone();
        let mut bytes = link_bytes(link)?;
        if bytes.first() == Some(&PART) {
            match next.keep_part(&bytes)? {
                Kept::Whole(whole) => bytes = whole,
                Kept::Waiting(kept) => {
                    *self = next;
                    let part = Some(kept);
                    return Ok(Opened {
                        part,
                        ..Opened::default()
                    });
                }
            }
        }
        let mut sent = Vec::new();
        let opened = match Parcel::from_bytes(&bytes)? {
            Parcel::Invitation { table, .. } => Err(self.misdirected_invitation(&table)),
            Parcel::Answer(join, proof) => next.take_answer(*join, proof),
            Parcel::Game { genesis, messages } => {
                sent.clone_from(&messages);
                next.take_game(genesis, messages)
            }
            Parcel::Copy(contributions) => next.take_copy(contributions),
        };
        if let Err(SessionError::Link(LinkError::Fork { .. })) = opened {
            self.keep_forks(sent);
        }
        let opened = opened?;
        next.send_deal_steps()?;
        next.settle()?;
        *self = next;
        Ok(opened)
    }

    /// Keeps a part of a long link, read from its `bytes`: the whole link's bytes if it was the
    /// last part to come.
    fn keep_part(&mut self, bytes: &[u8]) -> Result<Kept, SessionError> {
        let part = Part::read(bytes)?;
        let turn = part.last_turn();
        if (turn as usize) < self.messages().len() {
            return Err(LinkError::AlreadyApplied { turn }.into());
        }
        self.held.keep(part).map_err(|refusal| match refusal {
            PartRefusal::AlreadyHeld => SessionError::AlreadyOpened,
            PartRefusal::DoNotJoin => SessionError::PartsDoNotJoin,
        })
    }

    /// Keeps, of `messages`, each that forks this device's game and is not kept yet, up to
    /// [`MOST_FORKS`].
    fn keep_forks(&mut self, messages: Vec<Signed>) {
        let Some(playing) = &self.playing else {
            return;
        };
        for signed in messages {
            if playing.chain.is_fork(&signed)
                && !self.forks.contains(&signed)
                && self.forks.len() < MOST_FORKS
            {
                self.forks.push(signed);
            }
        }
    }

    /// The other message of each fork this device refused, signed by its seat: with the
    /// message taken for its turn, the proof that the seat signed two moves for one turn.
    pub fn forks(&self) -> &[Signed] {
        &self.forks
    }

    fn misdirected_invitation(&self, table: &Table) -> SessionError {
        SessionError::Misdirected(if *table == self.genesis.table {
            Misdirected::AlreadyHeld { seat: self.seat }
        } else {
            Misdirected::OtherGame
        })
    }

    /// Takes a seat's answer, if it proves it knows the seat's token: an answer made from
    /// another seat's invitation, or from no invitation, answers another invitation.
    fn take_answer(&mut self, join: Join, proof: Option<[u8; 32]>) -> Result<Opened, SessionError> {
        if self.seat != self.host {
            return Err(SessionError::Misdirected(Misdirected::AnswersGoToHost {
                host: self.names()[self.host].clone(),
            }));
        }
        if self.genesis.joins().get(join.seat) == Some(&Some(join.clone())) {
            return Err(SessionError::AlreadyOpened);
        }
        let seat = join.seat;
        let token = self.seat_token(seat);
        if proof != Some(self.seat_proof(&token, seat, &join.key)) {
            return Err(JoinError::OtherInvitation.into());
        }
        self.genesis.accept(join)?;
        Ok(Opened {
            joined: vec![seat],
            started: self.start_if_complete()?,
            ..Opened::default()
        })
    }

    fn take_game(
        &mut self,
        genesis: Option<(Table, Vec<Join>)>,
        messages: Vec<Signed>,
    ) -> Result<Opened, SessionError> {
        let mut opened = Opened::default();
        if let Some((table, joins)) = genesis {
            opened.started = self.take_genesis(table, joins)?;
        }
        if self.playing.is_none() {
            return Err(self.not_started());
        }
        let mut already = None;
        for signed in messages {
            match self.take_message(signed) {
                Ok(applied) => opened.moves.push(applied),
                // A link may repeat moves the receiver has, for a receiver that may lack them.
                Err(SessionError::Link(LinkError::AlreadyApplied { turn })) => already = Some(turn),
                Err(error) => return Err(error),
            }
        }
        match already {
            _ if opened.started || !opened.moves.is_empty() => Ok(opened),
            Some(turn) => Err(LinkError::AlreadyApplied { turn }.into()),
            None => Err(SessionError::AlreadyOpened),
        }
    }

    /// Takes every seat's joins, each checked again here; whether the game began with them.
    fn take_genesis(&mut self, table: Table, joins: Vec<Join>) -> Result<bool, SessionError> {
        if table != self.genesis.table {
            return Err(LinkError::OtherGame.into());
        }
        let mut genesis = Genesis::new(table);
        for join in joins {
            genesis.accept(join)?;
        }
        genesis.complete()?;
        if genesis.joins()[self.seat] != Some(self.own_join()) {
            return Err(SessionError::SeatTaken { seat: self.seat });
        }
        if self.playing.is_some() {
            // Sent again until this seat moves: nothing new, unless the seats differ.
            return if genesis == self.genesis {
                Ok(false)
            } else {
                Err(SessionError::OtherSeats)
            };
        }
        self.genesis = genesis;
        self.start_if_complete()
    }

    /// Takes the next message and plays its move through the rules: the seat and the move as
    /// the record writes it.
    fn take_message(&mut self, signed: Signed) -> Result<(usize, String), SessionError> {
        let playing = self.playing.as_mut().expect("a game is being played");
        let message = playing.chain.take(signed)?.clone();
        let seat = usize::from(message.seat);
        let turn = message.turn;
        let to_move = playing.play.next_seat().ok_or(SessionError::GameOver)?;
        if seat != to_move {
            return Err(SessionError::WrongSeat { turn, seat, to_move });
        }
        match &mut playing.play {
            Play::Whole(game) => {
                play_or_resign(game, seat, &message.body).map_err(|reason| SessionError::Rule {
                    turn,
                    text: message.body.clone(),
                    reason,
                })?
            }
            Play::Dealt(dealt) => {
                dealt
                    .take(&message)
                    .map_err(|refusal| SessionError::Deal { turn, seat, refusal })?
            }
        }
        Ok((seat, message.body))
    }

    /// Plays this device's move, in the game's notation, for whichever of its seats is to move,
    /// and signs it; the link to send is in [`Session::outbox`]. Only in a turn of this
    /// device's, and only a move the rules allow.
    pub fn play(&mut self, text: &str) -> Result<(), SessionError> {
        let playing = self.playing.as_ref().ok_or_else(|| self.not_started())?;
        let turn = playing.chain.taken().len() as u32;
        let to_move = playing.play.to_move().ok_or(SessionError::GameOver)?;
        if to_move != self.seat {
            return self.play_beside(to_move, text);
        }
        let rule = |reason: String| SessionError::Rule {
            turn,
            text: text.into(),
            reason,
        };
        let contents = match &playing.play {
            Play::Whole(game) => Contents {
                body: whole_move(game, self.seat, text).map_err(rule)?,
                unlocks: Vec::new(),
                deck: None,
            },
            Play::Dealt(dealt) => {
                let waiting = dealt.waiting_for();
                if !waiting.is_empty() {
                    return Err(SessionError::WaitingForKeys { seats: waiting });
                }
                dealt
                    .own_move(text)
                    .map_err(|refusal| rule(refusal.to_string()))?
            }
        };
        let mut next = self.clone();
        next.sign_and_take(contents)?;
        next.send_deal_steps()?;
        next.settle()?;
        *self = next;
        Ok(())
    }

    /// Plays `text` for `to_move` if it is a seat beside this one, and brings every seat of this
    /// device in step with it.
    fn play_beside(&mut self, to_move: usize, text: &str) -> Result<(), SessionError> {
        let Some(index) = self.beside.iter().position(|beside| beside.seat == to_move) else {
            let name = self.names()[to_move].clone();
            return Err(SessionError::NotYourTurn { to_move, name });
        };
        let mut next = self.clone();
        next.beside[index].play(text)?;
        next.settle()?;
        *self = next;
        Ok(())
    }

    /// Brings the seats beside this one in step with it and it with them, until none has a
    /// message the others lack: they are one device, so nothing travels by link between them.
    fn settle(&mut self) -> Result<(), SessionError> {
        let mut beside = std::mem::take(&mut self.beside);
        let settled = (|| loop {
            let mut changed = false;
            for seat in &mut beside {
                changed |= seat.catch_up(self)?;
                changed |= self.catch_up(seat)?;
            }
            if !changed {
                return Ok(());
            }
        })();
        self.beside = beside;
        settled
    }

    /// Takes what `other`, a seat of this device, has and this one lacks (its joins while this
    /// one has not started, then its messages), with the deal steps that follow; whether there
    /// was any. The two chains are one: each seat here took every message before it signed.
    fn catch_up(&mut self, other: &Session) -> Result<bool, SessionError> {
        let heard = self.messages().len();
        let genesis = (!self.started() && other.started()).then(|| other.genesis_parts());
        if genesis.is_none() && other.messages().len() <= heard {
            return Ok(false);
        }
        self.take_game(genesis, other.messages()[heard..].to_vec())?;
        self.send_deal_steps()?;
        Ok(true)
    }

    /// Signs this seat's next message and takes it.
    fn sign_and_take(&mut self, contents: Contents) -> Result<(), SessionError> {
        let playing = self.playing.as_ref().expect("a game is being played");
        let message = Message {
            game: playing.id,
            turn: playing.chain.taken().len() as u32,
            previous: playing.chain.head(),
            seat: seat_byte(self.seat),
            body: contents.body,
            unlocks: contents.unlocks,
            deck: contents.deck,
        };
        self.take_message(message.sign(&self.key))?;
        Ok(())
    }

    /// Makes this seat's steps of the deal while they are next: they need nothing from the
    /// player (a shuffle, a lock, keys, the secret at the end), only this device's secret.
    fn send_deal_steps(&mut self) -> Result<(), SessionError> {
        loop {
            let Some(Play::Dealt(dealt)) = self.playing.as_ref().map(|playing| &playing.play) else {
                return Ok(());
            };
            let step = dealt.step();
            if step.seat() != Some(self.seat) || matches!(step, Step::Move(_)) {
                return Ok(());
            }
            // This seat's step fails only on what it was handed: the message it answers is
            // refused, in the name of the seat that sent it.
            let answered = self.messages().last().map(|signed| &signed.message);
            let (turn, seat) = answered.map_or((0, self.seat), |message| {
                (message.turn, usize::from(message.seat))
            });
            let contents =
                dealt
                    .deal_message()
                    .map_err(|refusal| SessionError::Deal { turn, seat, refusal })?;
            self.sign_and_take(contents)?;
        }
    }
}

/// `seat`'s move in a game every device holds whole, tried first so that only a legal move is
/// signed, and written as the record writes it.
fn whole_move(game: &AnyGame, seat: usize, text: &str) -> Result<String, String> {
    let mut trial = game.clone();
    play_or_resign(&mut trial, seat, text)?;
    Ok(match text {
        RESIGNATION => RESIGNATION.to_string(),
        _ => trial.last_move().expect("a move was just played"),
    })
}

/// A dealt game's copy, by a seed the devices that agree to it draw together
/// ([`super::copy`]; docs/remote-play.md, "A copy without secrecy").
impl Session {
    /// Asks for a copy of the game as it stands, its seed drawn by `seats` (those that agree and
    /// still hold their keys; this device's seats always take part): commits this device's
    /// seats to fresh bytes from `entropy`. The link to send is in [`Session::outbox`].
    pub fn ask_copy(&mut self, seats: &[usize], entropy: &Entropy) -> Result<(), SessionError> {
        let playing = self.playing.as_ref().ok_or_else(|| self.not_started())?;
        let mut taking_part: Vec<usize> = seats.iter().chain(&self.seats_here()).copied().collect();
        taking_part.sort_unstable();
        taking_part.dedup();
        let table = self.names().len();
        if let Some(&seat) = taking_part.iter().find(|&&seat| seat >= table) {
            return Err(SessionError::NoSuchSeat { seat, seats: table });
        }
        let round = Round {
            game: playing.id,
            turn: playing.chain.taken().len() as u32,
            seats: taking_part.into_iter().map(seat_byte).collect(),
        };
        let mut next = self.clone();
        next.copy = Some(Agreement::new(round));
        next.commit_copy(entropy)?;
        *self = next;
        Ok(())
    }

    /// Agrees to the copy a seat asked for at this turn: commits this device's taking-part
    /// seats to fresh bytes from `entropy`, and reveals them once every commitment is in.
    pub fn agree_copy(&mut self, entropy: &Entropy) -> Result<(), SessionError> {
        if self.copy_agreement().is_none() {
            return Err(SessionError::NoCopyAsked);
        }
        let mut next = self.clone();
        next.commit_copy(entropy)?;
        *self = next;
        Ok(())
    }

    /// The agreement on a copy at this turn, if a seat asked for one: who asked, who takes
    /// part, who has committed and revealed, and, once every reveal is in, the seed.
    pub fn copy_agreement(&self) -> Option<&Agreement> {
        let agreement = self.copy.as_ref()?;
        let round = agreement.round();
        let current = self.playing.as_ref().is_some_and(|playing| {
            round.game == playing.id && round.turn as usize == playing.chain.taken().len()
        });
        current.then_some(agreement)
    }

    /// Commits every seat of this device that takes part and has not, then reveals if due.
    fn commit_copy(&mut self, entropy: &Entropy) -> Result<(), SessionError> {
        self.with_agreement(|agreement, session| {
            let own = agreement.own_seats();
            let seats = agreement.round().seats.clone();
            for seat in seats
                .into_iter()
                .filter(|&seat| !own.contains(&usize::from(seat)))
            {
                let Some(key) = session.key_of(usize::from(seat)) else {
                    continue;
                };
                let r = hash32("gameshelf copy bytes", &[&entropy.0, &[seat]]);
                agreement.commit_own(seat, r, key).map_err(SessionError::Copy)?;
            }
            agreement.reveal_when_due(|seat| session.key_of(seat));
            Ok(())
        })
        .unwrap_or(Err(SessionError::NoCopyAsked))
    }

    /// Runs `change` on the agreement, with this session beside it; none if there is none.
    fn with_agreement<R>(&mut self, change: impl FnOnce(&mut Agreement, &Session) -> R) -> Option<R> {
        let mut agreement = self.copy.take()?;
        let result = change(&mut agreement, self);
        self.copy = Some(agreement);
        Some(result)
    }

    /// The signing key of `seat`, if this device plays it.
    fn key_of(&self, seat: usize) -> Option<&SigningKey> {
        if seat == self.seat {
            return Some(&self.key);
        }
        let beside = self.beside.iter().find(|session| session.seat == seat);
        beside.map(|session| &session.key)
    }

    /// Takes contributions to a copy's seed: the first commitment for this turn, for a valid
    /// set of seats, opens the agreement; this device reveals once every commitment is in.
    fn take_copy(&mut self, contributions: Vec<SignedContribution>) -> Result<Opened, SessionError> {
        let playing = self.playing.as_ref().ok_or_else(|| self.not_started())?;
        let (game, turn) = (playing.id, playing.chain.taken().len() as u32);
        let keys = playing.chain.keys().to_vec();
        let table = self.names().len();
        let mut new = false;
        for signed in contributions {
            let contribution = &signed.contribution;
            if contribution.round.game != game {
                return Err(LinkError::OtherGame.into());
            }
            let opens = matches!(contribution.share, Share::Commit(_))
                && contribution.round.game == game
                && contribution.round.turn == turn
                && valid_seats(&contribution.round.seats, table);
            if self.copy_agreement().is_none() && opens {
                self.copy = Some(Agreement::new(contribution.round.clone()));
            }
            let seat = usize::from(contribution.seat);
            let current = self.copy_agreement().is_some();
            let Some(agreement) = self.copy.as_mut().filter(|_| current) else {
                return Err(SessionError::Copy(match contribution.share {
                    Share::Reveal(_) => CopyRefusal::EarlyReveal { seat },
                    Share::Commit(_) => CopyRefusal::OtherRound { seat },
                }));
            };
            new |= agreement.take(signed, &keys)?;
        }
        if !new {
            return Err(SessionError::AlreadyOpened);
        }
        self.with_agreement(|agreement, session| agreement.reveal_when_due(|seat| session.key_of(seat)));
        Ok(Opened {
            copy: true,
            ..Opened::default()
        })
    }

    /// The link of this device's copy agreement, to every other taking-part seat: every
    /// contribution it holds, so that a device that lacks some takes them all. The last of
    /// [`Session::outbox`], if any.
    pub fn copy_outbox(&self) -> Option<Outgoing> {
        let agreement = self.copy_agreement()?;
        let here = self.seats_here();
        let seats = agreement.round().seats.iter().map(|&seat| usize::from(seat));
        let to: Vec<usize> = seats.filter(|seat| !here.contains(seat)).collect();
        let link = Parcel::Copy(agreement.contributions()).encode();
        (!to.is_empty()).then_some(Outgoing { to, link })
    }
}

/// Whether `seats` can take part in a copy of a game of `table` seats: one or more, each at the
/// table, in seat order, none twice.
fn valid_seats(seats: &[u8], table: usize) -> bool {
    let ordered = seats.windows(2).all(|pair| pair[0] < pair[1]);
    ordered && seats.last().is_some_and(|&last| usize::from(last) < table)
}

impl Session {
    /// The links to send, with the seats to send each to: while seats are open, the host's
    /// invitations or a guest's answer; then, for each other device, every message since the
    /// last one of its seats (it has those before), with every seat's joins until it has sent a
    /// move. Nothing is stored for this: a link can always be sent again.
    pub fn outbox(&self) -> Vec<Outgoing> {
        let Some(playing) = &self.playing else {
            return self.joining_outbox();
        };
        let taken = playing.chain.taken();
        let mut outbox: Vec<Outgoing> = Vec::new();
        for device in self.other_devices() {
            let heard = taken
                .iter()
                .rposition(|signed| device.contains(&usize::from(signed.message.seat)));
            let messages = taken[heard.map_or(0, |turn| turn + 1)..].to_vec();
            let genesis = (heard.is_none() && !device.contains(&self.host)).then(|| self.genesis_parts());
            if messages.is_empty() && genesis.is_none() {
                continue;
            }
            for link in links_within_limit(genesis, messages) {
                match outbox.iter_mut().find(|outgoing| outgoing.link == link) {
                    Some(outgoing) => outgoing.to.extend(&device),
                    None => outbox.push(Outgoing {
                        to: device.clone(),
                        link,
                    }),
                }
            }
        }
        outbox.extend(self.copy_outbox());
        outbox
    }

    /// Every other device, as the seats it plays: the host's, which may play several, and each
    /// guest's.
    fn other_devices(&self) -> Vec<Vec<usize>> {
        let host_device = self.host_device();
        let at_host = |seat: &usize| host_device.contains(seat);
        let host_device = (!at_host(&self.seat)).then(|| host_device.clone());
        let guests = (0..self.names().len())
            .filter(|seat| !at_host(seat) && *seat != self.seat)
            .map(|seat| vec![seat]);
        host_device.into_iter().chain(guests).collect()
    }

    /// The link that invites a guest to `seat`.
    fn invitation(&self, seat: usize) -> String {
        Parcel::Invitation {
            host_device: self.host_device(),
            seat,
            table: self.genesis.table.clone(),
            token: Some(self.seat_token(seat)),
        }
        .encode()
    }

    fn joining_outbox(&self) -> Vec<Outgoing> {
        if self.seat != self.host {
            let (join, proof) = self.own_answer();
            let link = Parcel::Answer(Box::new(join), proof).encode();
            return vec![Outgoing {
                to: vec![self.host],
                link,
            }];
        }
        let invite = |seat| Outgoing {
            to: vec![seat],
            link: self.invitation(seat),
        };
        self.open_seats().into_iter().map(invite).collect()
    }

    fn genesis_parts(&self) -> (Table, Vec<Join>) {
        let joins = self.genesis.joins().iter().flatten().cloned().collect();
        (self.genesis.table.clone(), joins)
    }
}

/// What the library shows of a game dealt at a distance, whose save holds only the table's
/// start: written in the session's JSON (`overview`) for the shelf to read without loading
/// remote play. Derived from the dealt game, it is never read back: a session restored makes
/// it again. A game every device holds whole (Abalone) has none: its save is the game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Overview {
    /// Whether the deal is done and the opening read, so that the game is under way; until
    /// then (seats still open, or the deck being shuffled and locked) nothing else is known.
    pub dealt: bool,
    /// The seat to move; none while dealing and once the game is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_move: Option<usize>,
    /// The turns played (placements, exchanges, passes), the deal's steps not counted.
    #[serde(default)]
    pub moves: usize,
    /// Every seat's points, in seat order: the final ones once `ranked` (Abaku's after the
    /// racks left are counted); empty while dealing.
    #[serde(default)]
    pub scores: Vec<i64>,
    #[serde(default)]
    pub over: bool,
    /// The outcome, once the game is over and counted: Abaku's only once every secret is
    /// revealed and the racks left read, the others' at once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ranked: Option<Ranked>,
    /// Whether the deal's check at the end passed, once it has run: until then the outcome is
    /// unverified, and if it failed, void.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checked: Option<bool>,
}

/// A finished game's places, as the tile games' outcomes give them.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Ranked {
    /// Seats, best first.
    pub ranking: Vec<usize>,
    /// `ranks[i]` is the place of `ranking[i]`, from 1, equal for a tie.
    pub ranks: Vec<usize>,
}

impl Overview {
    fn dealing() -> Overview {
        Overview {
            dealt: false,
            to_move: None,
            moves: 0,
            scores: Vec::new(),
            over: false,
            ranked: None,
            checked: None,
        }
    }

    fn of<G: DealtPlay>(
        dealt: &Dealt<G>,
        game: &G,
        moves: usize,
        scores: Vec<i64>,
        ranked: Option<(Vec<usize>, Vec<usize>)>,
    ) -> Overview {
        let over = game.is_over();
        Overview {
            dealt: true,
            to_move: (!over).then(|| game.to_move()),
            moves,
            scores,
            over,
            ranked: ranked.map(|(ranking, ranks)| Ranked { ranking, ranks }),
            checked: (dealt.step() == Step::Done).then_some(true),
        }
    }
}

impl Session {
    /// What the library shows of a dealt game (see [`Overview`]); none for a game every device
    /// holds whole.
    pub fn overview(&self) -> Option<Overview> {
        if !self.is_dealt() {
            return None;
        }
        let overview = match self.dealt() {
            None => None,
            Some(AnyDealt::Abaku(dealt)) => dealt.game().map(|game| {
                let outcome = game.outcome();
                let scores = outcome
                    .as_ref()
                    .map_or(game.scores(), |outcome| &outcome.final_scores[..]);
                let scores = scores.iter().map(|&score| i64::from(score)).collect();
                let ranked = outcome.map(|outcome| (outcome.ranking, outcome.ranks));
                Overview::of(dealt, game, game.turns().len(), scores, ranked)
            }),
            Some(AnyDealt::Addique(dealt)) => dealt.game().map(|game| {
                let points = |&score: &u64| i64::try_from(score).unwrap_or(i64::MAX);
                let scores = game.scores().iter().map(points).collect();
                let ranked = game.outcome().map(|outcome| (outcome.ranking, outcome.ranks));
                Overview::of(dealt, game, game.turns().len(), scores, ranked)
            }),
            Some(AnyDealt::Summy(dealt)) => dealt.game().map(|game| {
                let scores = game.scores().iter().map(|&score| i64::from(score)).collect();
                let ranked = game.outcome().map(|outcome| (outcome.ranking, outcome.ranks));
                Overview::of(dealt, game, game.turns().len(), scores, ranked)
            }),
        };
        Some(overview.unwrap_or_else(Overview::dealing))
    }
}

/// The session as JSON: the keys as base64url, joins and messages as links carry them, and the
/// game's record, which must follow from the messages when read back.
#[derive(Serialize, Deserialize)]
struct Stored {
    format: u32,
    seat: usize,
    host: usize,
    /// A dealt game's [`Overview`], for the library: derived, so never read back (an old
    /// session has none, and one read back makes it again).
    #[serde(skip_deserializing, skip_serializing_if = "Option::is_none")]
    overview: Option<Overview>,
    /// This seat's signing key and deal secret: whoever holds them plays this seat.
    key: String,
    deal_secret: String,
    table: StoredTable,
    /// Each seat's join, as a link carries it; `null` for a seat still open.
    joins: Vec<Option<String>>,
    /// The messages taken, in order, each as a link of its own.
    messages: Vec<String>,
    /// The game's record so far, once every seat has joined.
    record: Option<serde_json::Value>,
    /// Parts of long links kept until the rest come, each as its link.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    parts: Vec<String>,
    /// The other seats this device plays, each stored as a session of its own.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    beside: Vec<Stored>,
    /// At a guest, the host device's other seats, as its invitation named them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    hosts_beside: Vec<usize>,
    /// The other message of each fork refused, each as a link of its own.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    forks: Vec<String>,
    /// At a guest, its seat's token from its invitation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    token: Option<String>,
    /// The agreement on a copy's seed, if a seat asked for one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    copy: Option<StoredCopy>,
}

/// An agreement on a copy's seed: each contribution taken as a link of its own, and this
/// device's fresh bytes by seat, until revealed the only thing that keeps the seed unknown.
#[derive(Serialize, Deserialize)]
struct StoredCopy {
    contributions: String,
    own: Vec<(u8, String)>,
}

#[derive(Serialize, Deserialize)]
struct StoredTable {
    game: String,
    setup: String,
    names: Vec<String>,
    nonce: String,
}

fn base64_array<const N: usize>(text: &str, what: &str) -> Result<[u8; N], SessionError> {
    URL_SAFE_NO_PAD
        .decode(text)
        .ok()
        .and_then(|bytes| bytes.try_into().ok())
        .ok_or_else(|| SessionError::Corrupt(format!("its {what} is not {N} bytes of base64url")))
}

impl Session {
    /// Everything this device keeps of the game, as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(&self.stored()).expect("a session is plain data and always serializes")
    }

    fn stored(&self) -> Stored {
        let table = &self.genesis.table;
        let join_text = |join: &Join| {
            let mut bytes = Vec::new();
            join.write(&mut bytes);
            URL_SAFE_NO_PAD.encode(bytes)
        };
        Stored {
            format: SESSION_FORMAT,
            seat: self.seat,
            host: self.host,
            overview: self.overview(),
            key: URL_SAFE_NO_PAD.encode(self.key.to_bytes()),
            deal_secret: URL_SAFE_NO_PAD.encode(self.secret.to_bytes()),
            table: StoredTable {
                game: table.game.clone(),
                setup: table.setup.clone(),
                names: table.names.clone(),
                nonce: URL_SAFE_NO_PAD.encode(table.nonce),
            },
            joins: self
                .genesis
                .joins()
                .iter()
                .map(|join| join.as_ref().map(join_text))
                .collect(),
            messages: self
                .messages()
                .iter()
                .map(|signed| link::encode(std::slice::from_ref(signed)))
                .collect(),
            record: self.record_value(),
            parts: self.held.parts().iter().map(Part::encode).collect(),
            beside: self.beside.iter().map(Session::stored).collect(),
            hosts_beside: self.hosts_beside.clone(),
            forks: self
                .forks
                .iter()
                .map(|signed| link::encode(std::slice::from_ref(signed)))
                .collect(),
            token: self.token.map(|token| URL_SAFE_NO_PAD.encode(token)),
            copy: self.copy.as_ref().map(|agreement| StoredCopy {
                contributions: Parcel::Copy(agreement.contributions()).encode(),
                own: (agreement.own().iter())
                    .map(|(seat, r)| (*seat, URL_SAFE_NO_PAD.encode(r)))
                    .collect(),
            }),
        }
    }

    fn record_value(&self) -> Option<serde_json::Value> {
        let record = self.game()?.record_json();
        Some(serde_json::from_str(&record).expect("a record is JSON"))
    }

    /// A session read back from its JSON, every join, message and move checked again as if
    /// opened anew; anything that does not hold is [`SessionError::Corrupt`].
    pub fn from_json(json: &str) -> Result<Session, SessionError> {
        let stored: Stored =
            serde_json::from_str(json).map_err(|error| SessionError::Corrupt(error.to_string()))?;
        if stored.format != SESSION_FORMAT {
            return Err(SessionError::Corrupt(format!(
                "its format {} is not one this version reads",
                stored.format
            )));
        }
        Session::restore(&stored).map_err(|error| match error {
            SessionError::Corrupt(_) => error,
            other => SessionError::Corrupt(other.to_string()),
        })
    }

    fn restore(stored: &Stored) -> Result<Session, SessionError> {
        let table = Table {
            game: stored.table.game.clone(),
            setup: stored.table.setup.clone(),
            names: stored.table.names.clone(),
            nonce: base64_array(&stored.table.nonce, "table's random part")?,
        };
        start_game(&table)?;
        let mut session = Session {
            seat: stored.seat,
            host: stored.host,
            key: SigningKey::from_bytes(&base64_array(&stored.key, "key")?),
            secret: DealSecret::from_bytes(base64_array(&stored.deal_secret, "deal secret")?),
            genesis: Genesis::new(table),
            playing: None,
            held: Held::default(),
            beside: Vec::new(),
            hosts_beside: stored.hosts_beside.clone(),
            forks: Vec::new(),
            token: match &stored.token {
                Some(token) => Some(base64_array(token, "seat's token")?),
                None => None,
            },
            copy: None,
        };
        let seats = session.names().len();
        if let Some(&seat) = session.host_device().iter().find(|&&seat| seat >= seats) {
            return Err(SessionError::NoSuchSeat { seat, seats });
        }
        for text in stored.joins.iter().flatten() {
            let bytes = URL_SAFE_NO_PAD.decode(text).map_err(|_| LinkError::Unreadable)?;
            let mut reader = Reader::new(&bytes);
            let join = Join::read(&mut reader)?;
            reader.finish()?;
            session.genesis.accept(join)?;
        }
        let own = session.genesis.joins().get(session.seat).cloned().flatten();
        if own != Some(session.own_join()) {
            return Err(SessionError::Corrupt(
                "its key is not the one its seat joined with".into(),
            ));
        }
        session.start_if_complete()?;
        session.restore_messages(&stored.messages)?;
        for text in &stored.parts {
            let part = Part::read(&link_bytes(text)?)?;
            if !matches!(session.held.keep(part), Ok(Kept::Waiting(_))) {
                return Err(SessionError::Corrupt("its parts of links repeat, or join".into()));
            }
        }
        if session.record_value() != stored.record {
            return Err(SessionError::Corrupt(
                "its record does not follow from its moves".into(),
            ));
        }
        session.restore_beside(&stored.beside)?;
        for text in &stored.forks {
            let forks = link::decode(text)?;
            let proven = session.playing.as_ref().is_some_and(|playing| {
                forks.len() == 1 && playing.chain.is_fork(&forks[0]) && session.forks.len() < MOST_FORKS
            });
            if !proven {
                return Err(SessionError::Corrupt("its proof of a fork is not one".into()));
            }
            session.forks.extend(forks);
        }
        if let Some(stored) = &stored.copy {
            session.restore_copy(stored)?;
        }
        Ok(session)
    }

    /// Restores the agreement on a copy's seed: every contribution checked again, and this
    /// device's bytes against its commitments.
    fn restore_copy(&mut self, stored: &StoredCopy) -> Result<(), SessionError> {
        let corrupt = || SessionError::Corrupt("its agreement on a copy does not hold".into());
        let Parcel::Copy(contributions) = Parcel::decode(&stored.contributions)? else {
            return Err(corrupt());
        };
        let playing = self.playing.as_ref().ok_or_else(corrupt)?;
        let first = contributions.first().ok_or_else(corrupt)?;
        let mut agreement = Agreement::new(first.contribution.round.clone());
        for signed in contributions {
            agreement.take(signed, playing.chain.keys())?;
        }
        for (seat, r) in &stored.own {
            if !agreement.restore_own(*seat, base64_array(r, "bytes for a copy")?) {
                return Err(corrupt());
            }
        }
        self.copy = Some(agreement);
        Ok(())
    }

    /// Restores the seats this device plays beside this one, which must be in step with it.
    fn restore_beside(&mut self, beside: &[Stored]) -> Result<(), SessionError> {
        for stored in beside {
            let seat = Session::restore(stored)?;
            // Only the host's device plays seats beside its own, each joined with its key.
            let joined = self.genesis.joins().get(seat.seat) == Some(&Some(seat.own_join()));
            let in_step = seat.genesis.table == self.genesis.table
                && seat.messages() == self.messages()
                && self.seat == self.host
                && seat.seat != self.seat
                && joined;
            if !in_step {
                return Err(SessionError::Corrupt(format!(
                    "its seat {} here is not in step with this device's",
                    seat.seat + 1
                )));
            }
            self.beside.push(seat);
        }
        Ok(())
    }

    fn restore_messages(&mut self, messages: &[String]) -> Result<(), SessionError> {
        if self.playing.is_none() && !messages.is_empty() {
            return Err(self.not_started());
        }
        for text in messages {
            for signed in link::decode(text)? {
                self.take_message(signed)?;
            }
        }
        Ok(())
    }
}
