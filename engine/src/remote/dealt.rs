//! A remote game with hidden pieces, on one device (docs/remote-play.md, "The tile games"): the
//! deal's steps as messages, the unlocking keys every message owes, and the game as this
//! device's seat knows it, for any game that can be dealt ([`DealtPlay`]): each tile game, whose
//! deck is its set (Summy's less the `=` that starts on the board), card `j` the set's `j`th
//! tile.
//!
//! The messages, turn by turn, for `n` seats (the deal's steps are [`deal::steps`]):
//! 1. `shuffle`, seats 0 to n-1: the deck shuffled and locked, the last seat locking each card
//!    at once, with the seat's keys for the first `n` positions, which the opening turns face up;
//! 2. `lock`, seats 0 to n-2: the deck with the seat's per-card locks. After the last, every
//!    device reads the opening, so the starter and who holds which position are known, and the
//!    last seat to lock sends its keys for the others' hands with its lock;
//! 3. `keys`, every other seat in order: its keys for the others' hands;
//! 4. the moves, each showing the cards it lays with the layer's own keys for their positions,
//!    so that everyone reads them, and the keys for every card others drew since the seat's
//!    last message;
//! 5. `reveal`, every seat in order once the game is over: its keys for the cards left face
//!    down in its own hand, each fitting its proven lock, so that every device reads every hand
//!    left. No deal secret ever leaves a device: a seat that withholds its reveal has seen the
//!    others' hands left, which the end shows anyway, and nothing else (docs/remote-play.md,
//!    "The end: hands shown by proven keys").
//!
//! Every message carries exactly the keys its seat owes, no more: a seat that withholds a key
//! would stall another's hand, and one that sends a key for its own hidden card would show it
//! (but in its reveal, once the game is over).
//!
//! A step's deck comes with its proofs (`deal::check_step`, docs/remote-play.md, "The proofs"),
//! checked when the message arrives, before this device sends anything after it; every key is
//! checked against its seat's proven lock. What does not hold is refused, naming the seat
//! ([`DealtRefusal::Unproven`]).

use super::deal::{self, DealError, DealId, DealSecret, Deck, Reader, SeatKeys, Unlock, Unproven};
use super::link::{Message, RESIGNATION};
use crate::common::record::GameKind;
use crate::game::AnyGame;
use crate::tiles::DealtPlay;
use crate::{abaku, addique, summy};
use std::collections::BTreeMap;
use std::fmt;

/// A message's body in the deal's steps; anything else is a move.
pub const SHUFFLE: &str = "shuffle";
pub const LOCK: &str = "lock";
pub const KEYS: &str = "keys";
/// Carries the seat's keys for its own hand left, and nothing else.
pub const REVEAL: &str = "reveal";

/// Whether a message's `body` is a step of the deal (its shuffle, lock, keys or reveal) rather
/// than a move of the game.
pub fn is_deal_step(body: &str) -> bool {
    let word = body.split(' ').next().unwrap_or_default();
    [SHUFFLE, LOCK, KEYS, REVEAL].contains(&word)
}

/// What the next message must be, and whose.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Step {
    Shuffle(usize),
    Lock(usize),
    Keys(usize),
    Move(usize),
    Reveal(usize),
    /// Every hand left is shown: the deal's check is done. Every step and key was proven when
    /// it came (a message that did not hold was refused), and every card left reads, each once.
    Done,
}

impl Step {
    pub fn seat(self) -> Option<usize> {
        match self {
            Step::Shuffle(seat)
            | Step::Lock(seat)
            | Step::Keys(seat)
            | Step::Move(seat)
            | Step::Reveal(seat) => Some(seat),
            Step::Done => None,
        }
    }
}

/// Why a message breaks the deal. Nothing changed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DealtRefusal {
    /// The step needs a deck and the message has none, or one of the wrong size.
    NoDeck {
        cards: usize,
    },
    /// A deck where the step has none.
    UnexpectedDeck,
    /// The body is not the step's.
    NotTheStep {
        expected: &'static str,
    },
    /// The seat's keys for these positions are missing.
    MissingKeys {
        positions: Vec<usize>,
    },
    /// A key the seat does not owe: for a card not drawn, or its own hidden card.
    UnowedKey {
        position: usize,
    },
    /// A move that does not show as many cards of the seat's hand as it lays.
    CardsShown {
        lays: usize,
        shows: usize,
    },
    Deal(DealError),
    /// The move, or the card shown, refused: the rules' or the deal's own words.
    Move(String),
    /// A step of the deal, or a key, whose proof does not hold: `seat` changed its app, or the
    /// message was forged. This device sends no key after it.
    Unproven {
        seat: usize,
        what: Unproven,
    },
    /// The card numbered `card` reads at two positions of the deck: the deal holds each card
    /// once, so a seat forged the deck.
    CardTwice {
        card: usize,
        positions: [usize; 2],
    },
}

impl fmt::Display for DealtRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealtRefusal::NoDeck { cards } => {
                write!(f, "this step of the deal needs a deck of {cards} cards")
            }
            DealtRefusal::UnexpectedDeck => write!(f, "a move carries no deck"),
            DealtRefusal::NotTheStep { expected } => write!(f, "the deal's next step is {expected:?}"),
            DealtRefusal::MissingKeys { positions } => {
                write!(f, "the keys for deck positions {positions:?} are missing")
            }
            DealtRefusal::UnowedKey { position } => {
                write!(
                    f,
                    "it carries a key for deck position {position}, which it does not owe"
                )
            }
            DealtRefusal::CardsShown { lays, shows } => {
                let cards = |count: usize| if count == 1 { "card" } else { "cards" };
                write!(
                    f,
                    "the move lays {lays} {} of the seat's hand but shows {shows}",
                    cards(*lays)
                )
            }
            DealtRefusal::Deal(error) => error.fmt(f),
            DealtRefusal::Move(reason) => f.write_str(reason),
            DealtRefusal::Unproven { seat, what } => write!(f, "seat {}: {what}", seat + 1),
            DealtRefusal::CardTwice { card, positions } => write!(
                f,
                "card {card} of the deal reads at deck positions {} and {}",
                positions[0], positions[1]
            ),
        }
    }
}

impl From<DealError> for DealtRefusal {
    fn from(error: DealError) -> DealtRefusal {
        DealtRefusal::Deal(error)
    }
}

/// What a message says, before its seat signs it.
pub struct Contents {
    pub body: String,
    pub unlocks: Vec<(u16, Unlock)>,
    pub deck: Option<Deck>,
}

/// Everything public about the game that the deal needs, fixed at its genesis.
#[derive(Clone)]
pub struct Founding {
    pub deal: DealId,
    /// The table's setup, as the game's record writes it.
    pub setup: String,
    pub names: Vec<String>,
}

/// One device's remote game of a game dealt at a distance.
#[derive(Clone)]
pub struct Dealt<G: DealtPlay> {
    seat: usize,
    /// The deck's tiles by card number: `G::deck()`.
    tiles: Vec<G::Tile>,
    founding: Founding,
    secret: DealSecret,
    reader: Reader,
    /// The deck after each step of the deal so far (`deal::steps`): the last one is drawn from.
    decks: Vec<Deck>,
    /// The keys each seat has sent, by position (this seat's too).
    keys: Vec<BTreeMap<usize, Unlock>>,
    /// Each seat's keys in public, from its proven steps: every key it sends is checked on them.
    public: Vec<SeatKeys>,
    keys_rounds: usize,
    /// How many seats have shown their hands left, once the game is over.
    revealed: usize,
    /// Every card read so far, by its number: the deck position it was read at. A number
    /// read at a second position is a forged deck (the tiles repeat, the cards do not).
    read_cards: BTreeMap<usize, usize>,
    game: Option<G>,
}

impl<G: DealtPlay> Dealt<G> {
    pub fn new(seat: usize, secret: DealSecret, founding: Founding) -> Dealt<G> {
        let seats = founding.names.len();
        let tiles = G::deck();
        Dealt {
            seat,
            reader: Reader::new(&founding.deal, tiles.len()),
            tiles,
            founding,
            secret,
            decks: Vec::new(),
            keys: vec![BTreeMap::new(); seats],
            public: vec![SeatKeys::default(); seats],
            keys_rounds: 0,
            revealed: 0,
            read_cards: BTreeMap::new(),
            game: None,
        }
    }

    fn seats(&self) -> usize {
        self.founding.names.len()
    }

    fn cards(&self) -> usize {
        self.tiles.len()
    }

    /// The game, once the deal is done and the opening read.
    pub fn game(&self) -> Option<&G> {
        self.game.as_ref()
    }

    /// The step the next message makes.
    pub fn step(&self) -> Step {
        let seats = self.seats();
        let decks = self.decks.len();
        if decks < seats {
            return Step::Shuffle(decks);
        }
        if let Some(step) = deal::steps(seats).get(decks) {
            return Step::Lock(step.seat());
        }
        // The last seat to lock sent its keys with its lock; the others send theirs in turn.
        let last_to_lock = seats - 2;
        let mut keys_from = (0..seats).filter(|&seat| seat != last_to_lock);
        if let Some(seat) = keys_from.nth(self.keys_rounds) {
            return Step::Keys(seat);
        }
        let game = self.game.as_ref().expect("read once the deal is done");
        if !game.is_over() {
            return Step::Move(game.to_move());
        }
        match self.revealed {
            revealed if revealed < seats => Step::Reveal(revealed),
            _ => Step::Done,
        }
    }

    /// The positions whose key `seat` owes and has not sent: the opening's face-up cards,
    /// every card in another seat's hand, and once the game is over its own hand's too.
    fn owed(&self, seat: usize) -> Vec<usize> {
        let sent = &self.keys[seat];
        let face_up = 0..self.seats();
        let mut owed: Vec<usize> = face_up.filter(|position| !sent.contains_key(position)).collect();
        if let Some(game) = &self.game {
            let over = game.is_over();
            let owing = (0..self.seats()).filter(|&holder| holder != seat || over);
            let held = owing.flat_map(|holder| game.hands().hand(holder).iter().map(|card| card.position));
            owed.extend(held.filter(|position| !sent.contains_key(position)));
        }
        owed
    }

    /// The message this device's seat sends for a step of the deal (not a move), with the keys
    /// it owes after the step.
    pub fn deal_message(&self) -> Result<Contents, DealtRefusal> {
        let deck = || {
            let step = deal::steps(self.seats())[self.decks.len()];
            let words = self
                .secret
                .prove_step(step, &self.founding.deal, &self.handed())?;
            Ok::<_, DealError>(Some(Deck(words)))
        };
        let (body, deck) = match self.step() {
            Step::Shuffle(_) => (SHUFFLE.into(), deck()?),
            Step::Lock(_) => (LOCK.into(), deck()?),
            Step::Keys(_) => (KEYS.into(), None),
            Step::Reveal(_) => (REVEAL.into(), None),
            Step::Move(_) | Step::Done => unreachable!("moves are played, and nothing follows the audit"),
        };
        let mut after = self.clone();
        if let Some(deck) = &deck {
            after.take_deck(self.seat, deck)?;
        }
        Ok(Contents {
            body,
            unlocks: after.keys_for(after.owed(self.seat)),
            deck,
        })
    }

    /// This seat's keys for `positions`.
    fn keys_for(&self, positions: Vec<usize>) -> Vec<(u16, Unlock)> {
        let key = |position: usize| (position as u16, self.secret.unlock(&self.founding.deal, position));
        positions.into_iter().map(key).collect()
    }

    /// This device's move, in the game's notation: the move as its message says it, with the
    /// keys owed and this seat's keys for the cards it lays, so that everyone reads them.
    pub fn own_move(&self, text: &str) -> Result<Contents, DealtRefusal> {
        let game = self.game.as_ref().expect("moves come after the deal");
        let (body, shown) = match text {
            RESIGNATION => {
                game.clone().resign(self.seat).map_err(DealtRefusal::Move)?;
                (RESIGNATION.to_string(), Vec::new())
            }
            _ => game.own_move(text).map_err(DealtRefusal::Move)?,
        };
        let mut positions = self.owed(self.seat);
        positions.extend(shown);
        Ok(Contents {
            body,
            unlocks: self.keys_for(positions),
            deck: None,
        })
    }

    /// The seats whose keys this device's hand still waits for: it cannot move before.
    pub fn waiting_for(&self) -> Vec<usize> {
        let Some(game) = &self.game else {
            return Vec::new();
        };
        let unread = game.hands().unread(self.seat);
        let others = (0..self.seats()).filter(|&other| other != self.seat);
        let lacking = |other: &usize| {
            unread
                .iter()
                .any(|position| !self.keys[*other].contains_key(position))
        };
        others.filter(lacking).collect()
    }

    /// How many cards of this device's hand it cannot read yet: their keys are still to come
    /// (from the seats of [`Dealt::waiting_for`]).
    pub fn unread_here(&self) -> usize {
        self.game
            .as_ref()
            .map_or(0, |game| game.hands().unread(self.seat).len())
    }

    /// Takes a message whose seat is the step's (the session checks it), or refuses it and
    /// changes nothing.
    pub fn take(&mut self, message: &Message) -> Result<(), DealtRefusal> {
        let mut next = self.clone();
        next.take_step(message)?;
        next.read_own_cards()?;
        *self = next;
        Ok(())
    }

    fn take_step(&mut self, message: &Message) -> Result<(), DealtRefusal> {
        let seat = usize::from(message.seat);
        let step = self.step();
        let word = message.body.split(' ').next().unwrap_or_default();
        let expected = match step {
            Step::Shuffle(_) => Some(SHUFFLE),
            Step::Lock(_) => Some(LOCK),
            Step::Keys(_) => Some(KEYS),
            Step::Reveal(_) | Step::Done => Some(REVEAL),
            Step::Move(_) => None,
        };
        let fits = match expected {
            Some(expected) => word == expected,
            None => !is_deal_step(&message.body),
        };
        if !fits {
            let expected = expected.unwrap_or("a move");
            return Err(DealtRefusal::NotTheStep { expected });
        }
        match (step, &message.deck) {
            (Step::Shuffle(_) | Step::Lock(_), Some(deck)) => self.take_deck(seat, deck)?,
            (Step::Shuffle(_) | Step::Lock(_), None) => {
                return Err(DealtRefusal::NoDeck { cards: self.cards() })
            }
            (_, Some(_)) => return Err(DealtRefusal::UnexpectedDeck),
            (_, None) => {}
        }
        let shown = match step {
            Step::Move(_) => self.shown_by(seat, message)?,
            _ => Vec::new(),
        };
        self.take_keys(seat, &message.unlocks, &shown)?;
        match step {
            Step::Keys(_) => self.keys_rounds += 1,
            Step::Move(_) => self.take_move(&message.body, &shown)?,
            Step::Reveal(_) => self.take_reveal(&message.body)?,
            _ => {}
        }
        Ok(())
    }

    /// The deck the next step of the deal is taken on.
    fn handed(&self) -> Deck {
        let open = || self.founding.deal.open_deck(self.cards());
        self.decks.last().cloned().unwrap_or_else(open)
    }

    /// Takes `seat`'s step of the deal, its deck and proofs in `words`, once they hold: the
    /// deck it hands on, and its keys in public, against which the keys it sent before its locks
    /// (the opening's) are checked now.
    fn take_deck(&mut self, seat: usize, words: &Deck) -> Result<(), DealtRefusal> {
        let step = deal::steps(self.seats())[self.decks.len()];
        let deal = &self.founding.deal;
        let deck = deal::check_step(step, deal, &self.handed(), &words.0, &mut self.public[seat])
            .map_err(|what| DealtRefusal::Unproven { seat, what })?;
        self.decks.push(deck);
        for (&position, key) in &self.keys[seat] {
            self.check_key(seat, position, key)?;
        }
        if self.decks.len() == deal::steps(self.seats()).len() {
            self.read_opening()?;
        }
        Ok(())
    }

    /// The positions of the cards a move shows: the keys the seat sends for cards of its own,
    /// as many as the move lays.
    fn shown_by(&self, seat: usize, message: &Message) -> Result<Vec<usize>, DealtRefusal> {
        let game = self.game.as_ref().expect("moves come after the deal");
        let own = |position: &usize| game.hands().holder(*position) == Some(seat);
        let positions = message.unlocks.iter().map(|&(position, _)| usize::from(position));
        let shown: Vec<usize> = positions.filter(own).collect();
        let lays = match message.body.as_str() {
            RESIGNATION => 0,
            body => game.lays(body).map_err(DealtRefusal::Move)?,
        };
        if shown.len() != lays {
            let shows = shown.len();
            return Err(DealtRefusal::CardsShown { lays, shows });
        }
        Ok(shown)
    }

    /// Takes `seat`'s keys, which must be exactly the ones it owes (and the shown cards').
    fn take_keys(
        &mut self,
        seat: usize,
        unlocks: &[(u16, Unlock)],
        shown: &[usize],
    ) -> Result<(), DealtRefusal> {
        let owed = self.owed(seat);
        for &(position, key) in unlocks {
            let position = usize::from(position);
            if !owed.contains(&position) && !shown.contains(&position) {
                return Err(DealtRefusal::UnowedKey { position });
            }
            self.check_key(seat, position, &key)?;
            self.keys[seat].insert(position, key);
        }
        let missing: Vec<usize> = self.owed(seat);
        if !missing.is_empty() {
            return Err(DealtRefusal::MissingKeys { positions: missing });
        }
        Ok(())
    }

    /// Refuses `seat`'s `key` for `position` if it does not fit the seat's proven lock there.
    fn check_key(&self, seat: usize, position: usize, key: &Unlock) -> Result<(), DealtRefusal> {
        match self.public[seat].fits(position, key) {
            Some(false) => Err(DealtRefusal::Unproven {
                seat,
                what: Unproven::Key { position },
            }),
            _ => Ok(()),
        }
    }

    /// Every seat's key for `position` but `except`'s, once all of them have come.
    fn keys_but(&self, except: Option<usize>, position: usize) -> Option<Vec<Unlock>> {
        let seats = (0..self.seats()).filter(|&seat| Some(seat) != except);
        seats
            .map(|seat| self.keys[seat].get(&position).copied())
            .collect()
    }

    /// The card at `position` as every device reads it, with every seat's key.
    fn read_shown(&mut self, position: usize) -> Result<(usize, G::Tile), DealtRefusal> {
        let keys = self.keys_but(None, position).ok_or(DealtRefusal::MissingKeys {
            positions: vec![position],
        })?;
        self.read(position, &keys)
    }

    /// The card at `position`, with every seat's `keys` for it: its number, and its tile,
    /// noted by its number; refused if that number was read at another position.
    fn read(&mut self, position: usize, keys: &[Unlock]) -> Result<(usize, G::Tile), DealtRefusal> {
        let deck = self.decks.last().expect("read after the deal");
        let card = self.reader.read(deck, position, keys)?;
        let first = *self.read_cards.entry(card).or_insert(position);
        if first != position {
            let positions = [first, position];
            return Err(DealtRefusal::CardTwice { card, positions });
        }
        Ok((card, self.tiles[card]))
    }

    fn read_opening(&mut self) -> Result<(), DealtRefusal> {
        let round = (0..self.seats())
            .map(|position| self.read_shown(position))
            .collect::<Result<Vec<_>, _>>()?;
        self.game = Some(G::open(&self.founding.setup, self.seat, &round));
        Ok(())
    }

    /// Plays the move sent as `body`, which showed the cards at `positions`.
    fn take_move(&mut self, body: &str, positions: &[usize]) -> Result<(), DealtRefusal> {
        let mut shown = Vec::new();
        for &position in positions {
            shown.push((position, self.read_shown(position)?.1));
        }
        let game = self.game.as_mut().expect("moves come after the deal");
        match body {
            RESIGNATION => game.resign(game.to_move()),
            _ => game.play_sent(body, &shown),
        }
        .map_err(DealtRefusal::Move)
    }

    /// Reads every card of this device's hand for which every other seat's key has come.
    fn read_own_cards(&mut self) -> Result<(), DealtRefusal> {
        let Some(game) = &self.game else {
            return Ok(());
        };
        for position in game.hands().unread(self.seat) {
            let Some(mut keys) = self.keys_but(Some(self.seat), position) else {
                continue;
            };
            keys.push(self.secret.unlock(&self.founding.deal, position));
            let (_, tile) = self.read(position, &keys)?;
            let game = self.game.as_mut().expect("checked above");
            game.read_own(position, tile)
                .map_err(|error| DealtRefusal::Move(error.to_string()))?;
        }
        Ok(())
    }

    /// Takes a seat's reveal, its keys already taken; once every seat's are in, reads every
    /// hand left.
    fn take_reveal(&mut self, body: &str) -> Result<(), DealtRefusal> {
        if body != REVEAL {
            return Err(DealtRefusal::NotTheStep { expected: REVEAL });
        }
        self.revealed += 1;
        if self.revealed == self.seats() {
            self.reveal_hands()?;
        }
        Ok(())
    }

    /// Reads every card left in a hand, with every seat's keys, once every seat has shown its
    /// hand left: what the game's end may count.
    fn reveal_hands(&mut self) -> Result<(), DealtRefusal> {
        let game = self.game.as_ref().expect("revealed after the game");
        let hidden: Vec<(usize, usize)> = (0..self.seats())
            .flat_map(|seat| {
                game.hands()
                    .unread(seat)
                    .into_iter()
                    .map(move |position| (seat, position))
            })
            .collect();
        for (seat, position) in hidden {
            let (_, tile) = self.read_shown(position)?;
            let game = self.game.as_mut().expect("revealed after the game");
            game.reveal(seat, position, tile)
                .map_err(|error| DealtRefusal::Move(error.to_string()))?;
        }
        Ok(())
    }
}
/// One device's dealt game, of whichever game is dealt: what the session holds.
#[derive(Clone)]
pub enum AnyDealt {
    // Boxed: a game's board makes each large, and Summy's far larger than Addique's.
    Abaku(Box<Dealt<abaku::DealtGame>>),
    Addique(Box<Dealt<addique::DealtGame>>),
    Summy(Box<Dealt<summy::DealtGame>>),
}

/// Runs `$body` with `$dealt` bound to the dealt game, whichever it is.
macro_rules! each_dealt {
    ($any:expr, $dealt:ident => $body:expr) => {
        match $any {
            AnyDealt::Abaku($dealt) => $body,
            AnyDealt::Addique($dealt) => $body,
            AnyDealt::Summy($dealt) => $body,
        }
    };
}

impl AnyDealt {
    /// The dealt game of `kind` on the device holding `seat`; none for a game with no hidden
    /// pieces (Abalone).
    pub fn new(kind: GameKind, seat: usize, secret: DealSecret, founding: Founding) -> Option<AnyDealt> {
        match kind {
            GameKind::Abaku => Some(AnyDealt::Abaku(Box::new(Dealt::new(seat, secret, founding)))),
            GameKind::Addique => Some(AnyDealt::Addique(Box::new(Dealt::new(seat, secret, founding)))),
            GameKind::Summy => Some(AnyDealt::Summy(Box::new(Dealt::new(seat, secret, founding)))),
            _ => None,
        }
    }

    /// See [`Dealt::step`].
    pub fn step(&self) -> Step {
        each_dealt!(self, dealt => dealt.step())
    }

    /// See [`Dealt::deal_message`].
    pub fn deal_message(&self) -> Result<Contents, DealtRefusal> {
        each_dealt!(self, dealt => dealt.deal_message())
    }

    /// See [`Dealt::own_move`].
    pub fn own_move(&self, text: &str) -> Result<Contents, DealtRefusal> {
        each_dealt!(self, dealt => dealt.own_move(text))
    }

    /// See [`Dealt::waiting_for`].
    pub fn waiting_for(&self) -> Vec<usize> {
        each_dealt!(self, dealt => dealt.waiting_for())
    }

    /// See [`Dealt::unread_here`].
    pub fn unread_here(&self) -> usize {
        each_dealt!(self, dealt => dealt.unread_here())
    }

    /// See [`Dealt::take`].
    pub fn take(&mut self, message: &Message) -> Result<(), DealtRefusal> {
        each_dealt!(self, dealt => dealt.take(message))
    }

    /// The game as a copy on one device, from what every seat can see of it, its tiles face
    /// down dealt anew by `seed` (each game's `DealtGame::copy`); none while the deal goes on.
    pub fn copy(&self, seed: u64) -> Option<AnyGame> {
        Some(match self {
            AnyDealt::Abaku(dealt) => AnyGame::Abaku(Box::new(dealt.game()?.copy(seed))),
            AnyDealt::Addique(dealt) => AnyGame::Addique(Box::new(dealt.game()?.copy(seed))),
            AnyDealt::Summy(dealt) => AnyGame::Summy(Box::new(dealt.game()?.copy(seed))),
        })
    }

    pub fn abaku(&self) -> Option<&Dealt<abaku::DealtGame>> {
        match self {
            AnyDealt::Abaku(dealt) => Some(dealt),
            _ => None,
        }
    }

    pub fn addique(&self) -> Option<&Dealt<addique::DealtGame>> {
        match self {
            AnyDealt::Addique(dealt) => Some(dealt),
            _ => None,
        }
    }

    pub fn summy(&self) -> Option<&Dealt<summy::DealtGame>> {
        match self {
            AnyDealt::Summy(dealt) => Some(dealt),
            _ => None,
        }
    }
}
