//! One device's whole state for one remote game: its seat, its signing key and deal secret, the
//! genesis, the messages it has taken and the game they make, played through the game's rules
//! (docs/remote-play.md, "The session"). A session opens links, plays this seat's moves and says
//! which links to send to whom; saved as JSON, it is everything the device keeps.
//!
//! Every change is made on a copy and kept only if all of it holds, so a refused link or move
//! changes nothing.

mod copy;
mod error;
mod open;
mod outbox;
mod overview;
mod parcel;
mod stored;

pub use super::parts::PartKept;
pub use error::{Misdirected, SessionError, TableProblem};
pub use overview::{Overview, Ranked};
pub use parcel::{copy_link, moves_link};

use super::copy::Agreement;
use super::deal::{DealId, DealSecret};
use super::dealt::{AnyDealt, Founding, Step};
use super::genesis::{Genesis, Join, Table};
use super::hash32;
use super::link::{Chain, GameId, Signed};
use super::parts::Held;
use super::safety::SafetyNumbers;
use crate::common::record::{Envelope, GameKind, RecordError};
use crate::game::{hides_tiles, AnyGame};
use ed25519_dalek::{SigningKey, VerifyingKey};
use parcel::{seat_byte, Parcel};
use std::fmt;

/// The version of the session's JSON this build writes and reads.
pub const SESSION_FORMAT: u32 = 1;

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
