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
//! 5. **The end:** once the game is over, each seat sends its keys for the cards left face down
//!    in its own hand, and every device reads every hand left. No seat reveals its secret.
//!
//! Every step also comes with its proofs ([`DealSecret::prove_step`], [`check_step`], with the
//! arguments of `super::proof`): a shuffle is a permutation of the deck handed raised to the
//! seat's deck key, and the locks take that key off and put on, for each position, a lock whose
//! key any device can check when it is sent. So a dishonest step is refused when it arrives,
//! before anyone's keys follow it, and a key is checked against the lock it takes off.
//!
//! Every key and the shuffle derive from one 32-byte secret per seat and deal (SHA-512 with a
//! label), so the secret is all a device keeps.

use super::proof::{Dleq, Dleqs, ProofError, Shuffle, ShuffleProof, ShuffleWitness, Word};
use super::{hash, hash32};
use curve25519_dalek::constants::RISTRETTO_BASEPOINT_POINT;
use curve25519_dalek::ristretto::{CompressedRistretto, RistrettoPoint};
use curve25519_dalek::scalar::Scalar;
use merlin::Transcript as Proofs;
use std::collections::HashMap;
use std::fmt;

/// Which deal: the game's identity (a hash of how it was set up). Cards of one deal are no cards
/// of another.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DealId(pub [u8; 32]);

/// A seat's secret for one deal: every key it uses, and its shuffle, derive from it. No other
/// seat ever learns it.
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
    /// is not known yet, since it covers every commitment): a hash that binds the secret without
    /// telling it.
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

    /// This seat's `step` on the deck it was handed, with its proofs: what its message carries,
    /// word by word ([`check_step`] reads it).
    pub fn prove_step(&self, step: DealStep, deal: &DealId, handed: &Deck) -> Result<Vec<Word>, DealError> {
        let before = handed.points()?;
        let mut words = Vec::new();
        let locking = match step {
            DealStep::LockEach { .. } => before,
            DealStep::Shuffle { .. } | DealStep::ShuffleAndLockEach { .. } => {
                let shuffled = self.prove_shuffle(step, deal, &before, &mut words);
                match step {
                    DealStep::Shuffle { .. } => return Ok(words),
                    _ => shuffled,
                }
            }
        };
        self.prove_locks(step, deal, &locking, &mut words);
        Ok(words)
    }

    /// Shuffles `before`, writing the deck, the deck key in public and the proof; the deck.
    fn prove_shuffle(
        &self,
        step: DealStep,
        deal: &DealId,
        before: &[RistrettoPoint],
        words: &mut Vec<Word>,
    ) -> Vec<RistrettoPoint> {
        let exponent = self.deck_key(deal);
        let order = self.shuffle(deal, before.len());
        let after: Vec<RistrettoPoint> = order.iter().map(|&from| before[from] * exponent).collect();
        let shuffle = Shuffle {
            before,
            after: &after,
            key: RISTRETTO_BASEPOINT_POINT * exponent,
        };
        let witness = ShuffleWitness {
            exponent,
            order: &order,
        };
        let proof = ShuffleProof::prove(
            &mut transcript(deal, step, "shuffle"),
            &shuffle,
            &witness,
            &self.0,
        );
        words.extend(after.iter().map(|point| point.compress().to_bytes()));
        words.push(shuffle.key.compress().to_bytes());
        words.extend(proof.to_words());
        after
    }

    /// Locks each card of `before`, writing the deck, each lock and the deck key's inverse in
    /// public, and the proof.
    fn prove_locks(&self, step: DealStep, deal: &DealId, before: &[RistrettoPoint], words: &mut Vec<Word>) {
        let key = self.deck_key(deal);
        let unlock = key.invert();
        let mut witnesses: Vec<Scalar> = (0..before.len())
            .map(|position| unlock * self.card_key(deal, position))
            .collect();
        let after: Vec<RistrettoPoint> = before
            .iter()
            .zip(&witnesses)
            .map(|(point, lock)| point * lock)
            .collect();
        let locks: Vec<RistrettoPoint> = witnesses
            .iter()
            .map(|lock| RISTRETTO_BASEPOINT_POINT * lock)
            .collect();
        let public = SeatKeys {
            deck_key: Some(RISTRETTO_BASEPOINT_POINT * key),
            locks,
            unlocked: Some(RISTRETTO_BASEPOINT_POINT * unlock),
        };
        witnesses.push(key);
        let statements = public
            .lock_statements(before, &after)
            .expect("the seat's own keys");
        let proof = Dleqs::prove(
            &mut transcript(deal, step, "locks"),
            &statements,
            &witnesses,
            &self.0,
        );
        words.extend(
            after
                .iter()
                .chain(&public.locks)
                .map(|point| point.compress().to_bytes()),
        );
        words.push(public.unlocked.expect("set above").compress().to_bytes());
        words.extend(proof.to_words());
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

/// The transcript of one step's proof: the deal, the step and what it proves.
fn transcript(deal: &DealId, step: DealStep, proves: &'static str) -> Proofs {
    let mut transcript = Proofs::new(b"gameshelf deal");
    transcript.append_message(b"deal", &deal.0);
    transcript.append_u64(b"seat", step.seat() as u64);
    transcript.append_message(b"proves", proves.as_bytes());
    transcript
}

/// What a step proved wrong, or did not prove: the seat's shuffle, its locks, or a key it sent.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Unproven {
    Shuffle,
    Locks,
    Key { position: usize },
}

impl fmt::Display for Unproven {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unproven::Shuffle => write!(f, "its shuffle is not proven a shuffle of the deck it was handed"),
            Unproven::Locks => write!(f, "its locks are not proven locks of the deck it was handed"),
            Unproven::Key { position } => {
                write!(
                    f,
                    "its key for deck position {position} does not fit its proven lock"
                )
            }
        }
    }
}

/// A seat's keys in public, as its proven steps show them: its deck key `x·G` after its
/// shuffle; after its locks, `m_i·G` for the lock `m_i` on each position, and `x⁻¹·G`. The key
/// `u` it sends for position `i` is right when `u·m_i·G = x⁻¹·G`: it takes off the lock, and the
/// deck key is off already.
#[derive(Clone, Default, Debug)]
pub struct SeatKeys {
    deck_key: Option<RistrettoPoint>,
    locks: Vec<RistrettoPoint>,
    unlocked: Option<RistrettoPoint>,
}

impl SeatKeys {
    /// Whether `unlock` is this seat's key for `position`; none before its locks are in.
    pub fn fits(&self, position: usize, unlock: &Unlock) -> Option<bool> {
        let unlocked = self.unlocked?;
        let key = Option::<Scalar>::from(Scalar::from_canonical_bytes(unlock.0));
        let lock = self.locks.get(position);
        Some(matches!((key, lock), (Some(key), Some(lock)) if lock * key == unlocked))
    }

    /// The locks' statements: `after_i = m_i·before_i` with `m_i·G` in public, and the deck
    /// key's inverse `x⁻¹·G` for the `x·G` of the seat's shuffle.
    fn lock_statements(&self, before: &[RistrettoPoint], after: &[RistrettoPoint]) -> Option<Vec<Dleq>> {
        let base = RISTRETTO_BASEPOINT_POINT;
        let each = before.iter().zip(after).zip(&self.locks);
        let mut statements: Vec<Dleq> = each.map(|((&p, &q), &h)| Dleq { g: base, h, p, q }).collect();
        statements.push(Dleq {
            g: self.unlocked?,
            h: base,
            p: base,
            q: self.deck_key?,
        });
        Some(statements)
    }
}

/// Checks `seat`'s `step` on the deck it was `handed`, as its message's `words` carry it
/// ([`DealSecret::prove_step`]), noting its keys in public in `keys`: the deck it hands on, or
/// what it did not prove.
pub fn check_step(
    step: DealStep,
    deal: &DealId,
    handed: &Deck,
    words: &[Word],
    keys: &mut SeatKeys,
) -> Result<Deck, Unproven> {
    let cards = handed.len();
    let before = handed.points().map_err(|_| Unproven::Shuffle)?;
    let (locking, words) = match step {
        DealStep::LockEach { .. } => (before, words),
        _ => {
            let split = (cards + 1 + ShuffleProof::words(cards)).min(words.len());
            let (shuffle, rest) = words.split_at(split);
            let after = check_shuffle(step, deal, &before, shuffle, keys).map_err(|_| Unproven::Shuffle)?;
            match step {
                DealStep::Shuffle { .. } if rest.is_empty() => {
                    return Ok(Deck::from_points(after.into_iter()))
                }
                DealStep::Shuffle { .. } => return Err(Unproven::Shuffle),
                _ => (after, rest),
            }
        }
    };
    let after = check_locks(step, deal, &locking, words, keys).map_err(|_| Unproven::Locks)?;
    Ok(Deck::from_points(after.into_iter()))
}

fn points(words: &[Word]) -> Result<Vec<RistrettoPoint>, ProofError> {
    words
        .iter()
        .map(|word| {
            CompressedRistretto(*word)
                .decompress()
                .ok_or(ProofError::Malformed)
        })
        .collect()
}

/// The shuffled deck: `words` are the deck, the deck key in public and the proof.
fn check_shuffle(
    step: DealStep,
    deal: &DealId,
    before: &[RistrettoPoint],
    words: &[Word],
    keys: &mut SeatKeys,
) -> Result<Vec<RistrettoPoint>, ProofError> {
    let cards = before.len();
    if words.len() != cards + 1 + ShuffleProof::words(cards) {
        return Err(ProofError::Malformed);
    }
    let after = points(&words[..cards])?;
    let key = points(&words[cards..=cards])?[0];
    let proof = ShuffleProof::from_words(&words[cards + 1..], cards)?;
    let shuffle = Shuffle {
        before,
        after: &after,
        key,
    };
    proof.verify(&mut transcript(deal, step, "shuffle"), &shuffle)?;
    keys.deck_key = Some(key);
    Ok(after)
}

/// The locked deck: `words` are the deck, each lock in public, the deck key's inverse and the
/// proof.
fn check_locks(
    step: DealStep,
    deal: &DealId,
    before: &[RistrettoPoint],
    words: &[Word],
    keys: &mut SeatKeys,
) -> Result<Vec<RistrettoPoint>, ProofError> {
    let cards = before.len();
    if words.len() != 2 * cards + 1 + 1 + (cards + 1) {
        return Err(ProofError::Malformed);
    }
    let after = points(&words[..cards])?;
    let locks = points(&words[cards..2 * cards + 1])?;
    let proposed = SeatKeys {
        deck_key: keys.deck_key,
        unlocked: Some(locks[cards]),
        locks: locks[..cards].to_vec(),
    };
    let statements = proposed
        .lock_statements(before, &after)
        .ok_or(ProofError::Rejected)?;
    let proof = Dleqs::from_words(&words[2 * cards + 1..], statements.len())?;
    proof.verify(&mut transcript(deal, step, "locks"), &statements)?;
    *keys = proposed;
    Ok(after)
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
