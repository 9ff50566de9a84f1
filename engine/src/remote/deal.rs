//! Mental poker for the tile games: a deal of hidden cards (tiles, pieces) among devices that
//! do not trust one another, with no dealer. docs/remote-play.md describes the protocol; in short:
//!
//! 1. Every card is a point of the Ristretto255 group, derived from the game and its number, so
//!    anyone can tell which card a point is and no one can forge a card of another game.
//! 2. **Shuffle and lock:** each seat in turn multiplies every point of the deck by its secret
//!    deck key and shuffles it by its secret permutation. Multiplying is commutative, so the
//!    order in which locks were put on does not matter when they come off; and no seat knows the
//!    permutation that all of them together made.
//! 3. **Lock each card:** each seat in turn takes its deck key off every point and puts on a key
//!    of its own for that position instead. Now position `i` is locked by one key per seat. The
//!    last seat to shuffle does both at once, its shuffled deck going no further: one message
//!    fewer between the devices ([`steps`]).
//! 4. **Reveal:** a card at position `i` is read by whoever holds every seat's unlocking key for
//!    it. The others send their keys for the positions a seat draws, so that seat alone can read
//!    them; a seat lays a tile by sending its own key, and then everyone can read it.
//! 5. **Audit:** at the end, every seat reveals its secret; each device redoes every step from
//!    the published decks and names the seat whose step does not match.
//!
//! Every key and the shuffle derive from one 32-byte secret per seat and deal (SHA-512 with a
//! label), so the secret is all a device keeps, and all the audit needs.

use super::{hash, hash32};
use curve25519_dalek::ristretto::{CompressedRistretto, RistrettoPoint};
use curve25519_dalek::scalar::Scalar;
use std::collections::HashMap;
use std::fmt;

/// Which deal: the game's identity (a hash of how it was set up). Cards of one deal are no cards
/// of another.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DealId(pub [u8; 32]);

/// A seat's secret for one deal: every key it uses, and its shuffle, derive from it. It never
/// leaves the device before the game is over.
#[derive(Clone, PartialEq, Eq)]
pub struct DealSecret([u8; 32]);

/// Wiped from memory when dropped, as the signing key is (ed25519-dalek's `zeroize`).
impl Drop for DealSecret {
    fn drop(&mut self) {
        zeroize::Zeroize::zeroize(&mut self.0);
    }
}

impl zeroize::ZeroizeOnDrop for DealSecret {}

/// A deck as it travels between devices: one point per position, compressed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Deck(pub Vec<[u8; 32]>);

/// A seat's key for one position, sent so that others can read the card there.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Unlock(pub [u8; 32]);

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DealError {
    /// A deck's point does not decode: the deck was damaged or forged.
    NotAPoint { position: usize },
    /// A position past the end of the deck.
    NoSuchPosition { position: usize, len: usize },
    /// The keys given take the locks off, but what is under them is no card of this deal: a key
    /// was wrong, or missing.
    NotACard { position: usize },
    /// An unlocking key that does not decode.
    BadKey { position: usize },
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealError::NotAPoint { position } => {
                write!(f, "position {position} of the deck is not a point of the group")
            }
            DealError::NoSuchPosition { position, len } => {
                write!(f, "there is no position {position} in a deck of {len}")
            }
            DealError::NotACard { position } => write!(
                f,
                "the keys for position {position} do not reveal a card of this deal"
            ),
            DealError::BadKey { position } => write!(f, "the key for position {position} is not a key"),
        }
    }
}

impl std::error::Error for DealError {}

/// What the audit found wrong, naming the seat (in the order the deck went round) and its step.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AuditError {
    /// The secret revealed is not the one the seat committed to before the deal.
    SecretBroken { seat: usize },
    /// The seat's shuffle and lock is not what its secret gives.
    Shuffle { seat: usize },
    /// The seat's per-card locks are not what its secret gives.
    Locks { seat: usize },
    /// The transcript does not hold one deck a step of the deal ([`steps`]).
    Incomplete { decks: usize, seats: usize },
}

impl fmt::Display for AuditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AuditError::SecretBroken { seat } => {
                write!(f, "seat {}'s secret is not the one it committed to", seat + 1)
            }
            AuditError::Shuffle { seat } => {
                write!(f, "seat {}'s shuffle does not follow from its secret", seat + 1)
            }
            AuditError::Locks { seat } => {
                write!(f, "seat {}'s locks do not follow from its secret", seat + 1)
            }
            AuditError::Incomplete { decks, seats } => {
                write!(
                    f,
                    "the deal has {decks} decks, not {} for {seats} seats",
                    steps(*seats).len()
                )
            }
        }
    }
}

impl std::error::Error for AuditError {}

/// A step of the deal: a seat's work on the deck it is handed, which it then hands on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DealStep {
    /// Shuffle and lock the deck with the seat's deck key.
    Shuffle { seat: usize },
    /// The last seat to shuffle: shuffle, then lock each card with its own key at once.
    ShuffleAndLockEach { seat: usize },
    /// Take the seat's deck key off and lock each card with its own key.
    LockEach { seat: usize },
}

/// The deal's steps for `seats` seats, in order: every seat shuffles, the last locking each card
/// at once, then the others lock each card. The last deck is the one cards are drawn from.
pub fn steps(seats: usize) -> Vec<DealStep> {
    let last = seats - 1;
    let shuffles = (0..last).map(|seat| DealStep::Shuffle { seat });
    let locks = (0..last).map(|seat| DealStep::LockEach { seat });
    shuffles
        .chain([DealStep::ShuffleAndLockEach { seat: last }])
        .chain(locks)
        .collect()
}

impl DealStep {
    pub fn seat(self) -> usize {
        match self {
            DealStep::Shuffle { seat }
            | DealStep::ShuffleAndLockEach { seat }
            | DealStep::LockEach { seat } => seat,
        }
    }
}

impl DealId {
    /// The point of card `card` (its number in the game's full set) in this deal.
    fn card_point(&self, card: usize) -> RistrettoPoint {
        RistrettoPoint::from_uniform_bytes(&hash("gameshelf card", &[&self.0, &(card as u64).to_le_bytes()]))
    }

    /// The deck before anyone has touched it: every card, in order.
    pub fn open_deck(&self, cards: usize) -> Deck {
        Deck(
            (0..cards)
                .map(|card| self.card_point(card).compress().to_bytes())
                .collect(),
        )
    }
}

impl DealSecret {
    /// From 32 bytes of the device's secure randomness.
    pub fn from_bytes(bytes: [u8; 32]) -> DealSecret {
        DealSecret(bytes)
    }

    pub fn to_bytes(&self) -> [u8; 32] {
        self.0
    }

    /// What the seat publishes when it joins the game's `table` (its hash: the game's identity
    /// is not known yet, since it covers every commitment), to reveal the secret only at the
    /// end: a hash that binds the secret without telling it.
    pub fn commitment(&self, table: &[u8; 32]) -> [u8; 32] {
        hash32("gameshelf commitment", &[table, &self.0])
    }

    fn scalar(&self, deal: &DealId, label: &str, index: usize) -> Scalar {
        Scalar::from_bytes_mod_order_wide(&hash(label, &[&deal.0, &self.0, &(index as u64).to_le_bytes()]))
    }

    fn deck_key(&self, deal: &DealId) -> Scalar {
        self.scalar(deal, "gameshelf deck key", 0)
    }

    fn card_key(&self, deal: &DealId, position: usize) -> Scalar {
        self.scalar(deal, "gameshelf card key", position)
    }

    /// The seat's shuffle: `order[j]` is the position whose card goes to `j`. Fisher and Yates,
    /// each draw taken from the hash (the bias of 64 bits modulo a deck's size is negligible).
    fn shuffle(&self, deal: &DealId, len: usize) -> Vec<usize> {
        let mut order: Vec<usize> = (0..len).collect();
        for last in (1..len).rev() {
            let digest = hash(
                "gameshelf shuffle",
                &[&deal.0, &self.0, &(last as u64).to_le_bytes()],
            );
            let draw = u64::from_le_bytes(digest[..8].try_into().expect("8 bytes"));
            order.swap(last, (draw % (last as u64 + 1)) as usize);
        }
        order
    }

    /// Step 2: this seat's shuffle and lock of the deck it was handed.
    pub fn shuffle_and_lock(&self, deal: &DealId, deck: &Deck) -> Result<Deck, DealError> {
        let points = deck.points()?;
        let key = self.deck_key(deal);
        let order = self.shuffle(deal, points.len());
        Ok(Deck::from_points(order.iter().map(|&from| points[from] * key)))
    }

    /// Step 3: this seat's deck key off every card, and its own key for each position on.
    pub fn lock_each_card(&self, deal: &DealId, deck: &Deck) -> Result<Deck, DealError> {
        let points = deck.points()?;
        let unlock = self.deck_key(deal).invert();
        Ok(Deck::from_points(points.iter().enumerate().map(
            |(position, &point)| point * unlock * self.card_key(deal, position),
        )))
    }

    /// This seat's `step` of the deal on the deck it was handed.
    pub fn take_step(&self, step: DealStep, deal: &DealId, deck: &Deck) -> Result<Deck, DealError> {
        match step {
            DealStep::Shuffle { .. } => self.shuffle_and_lock(deal, deck),
            DealStep::ShuffleAndLockEach { .. } => {
                self.lock_each_card(deal, &self.shuffle_and_lock(deal, deck)?)
            }
            DealStep::LockEach { .. } => self.lock_each_card(deal, deck),
        }
    }

    /// This seat's key for `position`, to send to whoever may read the card there.
    pub fn unlock(&self, deal: &DealId, position: usize) -> Unlock {
        Unlock(self.card_key(deal, position).invert().to_bytes())
    }
}

impl Deck {
    fn from_points(points: impl Iterator<Item = RistrettoPoint>) -> Deck {
        Deck(points.map(|point| point.compress().to_bytes()).collect())
    }

    fn points(&self) -> Result<Vec<RistrettoPoint>, DealError> {
        self.0
            .iter()
            .enumerate()
            .map(|(position, bytes)| {
                CompressedRistretto(*bytes)
                    .decompress()
                    .ok_or(DealError::NotAPoint { position })
            })
            .collect()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether every position is a point of the group: a deck handed on must be.
    pub fn check(&self) -> Result<(), DealError> {
        self.points().map(|_| ())
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Reads cards once every lock is off: the deal's cards by their points.
#[derive(Clone)]
pub struct Reader {
    cards: HashMap<[u8; 32], usize>,
}

impl Reader {
    pub fn new(deal: &DealId, cards: usize) -> Reader {
        let open = deal.open_deck(cards);
        Reader {
            cards: open
                .0
                .into_iter()
                .enumerate()
                .map(|(card, bytes)| (bytes, card))
                .collect(),
        }
    }

    /// The card at `position` of the fully locked `deck`, with one unlocking key from every seat.
    pub fn read(&self, deck: &Deck, position: usize, unlocks: &[Unlock]) -> Result<usize, DealError> {
        let bytes = deck.0.get(position).ok_or(DealError::NoSuchPosition {
            position,
            len: deck.len(),
        })?;
        let mut point = CompressedRistretto(*bytes)
            .decompress()
            .ok_or(DealError::NotAPoint { position })?;
        for unlock in unlocks {
            let key = Option::<Scalar>::from(Scalar::from_canonical_bytes(unlock.0))
                .ok_or(DealError::BadKey { position })?;
            point *= key;
        }
        self.cards
            .get(&point.compress().to_bytes())
            .copied()
            .ok_or(DealError::NotACard { position })
    }
}

/// Everything a finished deal published, to audit it: the deck handed on after each step
/// ([`steps`]), then every secret with the commitment made before the deal.
pub struct Transcript<'a> {
    pub deal: DealId,
    /// The hash of the table the commitments were made at.
    pub table: [u8; 32],
    pub cards: usize,
    /// The deck after each step of the deal, in order.
    pub decks: &'a [Deck],
    pub secrets: &'a [DealSecret],
    pub commitments: &'a [[u8; 32]],
}

impl Transcript<'_> {
    /// Redoes every step and names the first seat whose published work does not follow.
    pub fn audit(&self) -> Result<(), AuditError> {
        let seats = self.secrets.len();
        let steps = steps(seats);
        if self.decks.len() != steps.len() || self.commitments.len() != seats {
            return Err(AuditError::Incomplete {
                decks: self.decks.len(),
                seats,
            });
        }
        for (seat, (secret, commitment)) in self.secrets.iter().zip(self.commitments).enumerate() {
            if secret.commitment(&self.table) != *commitment {
                return Err(AuditError::SecretBroken { seat });
            }
        }
        let open = self.deal.open_deck(self.cards);
        let handed = std::iter::once(&open).chain(self.decks);
        for ((step, given), published) in steps.into_iter().zip(handed).zip(self.decks) {
            let seat = step.seat();
            let redone = self.secrets[seat].take_step(step, &self.deal, given);
            if redone.as_ref() != Ok(published) {
                return Err(match step {
                    DealStep::LockEach { .. } => AuditError::Locks { seat },
                    _ => AuditError::Shuffle { seat },
                });
            }
        }
        Ok(())
    }
}
