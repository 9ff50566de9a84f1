//! Moves as links: each seat signs its moves, each message names the one before it, and a device
//! takes a message only if it is the next one of its game, signed by the seat that sends it.
//! What the move does is the game's rules' business; this is who sent what, and in which order.
//!
//! A link is `#` and the base64url of its messages' bytes, so that it never reaches a web
//! server's logs: their count (2 bytes), then each message: the game (32 bytes), the turn (4), the hash of the previous
//! message (32), the seat (1), the move's text (2 + its length), the unlocking keys it carries
//! (2 + 34 each: the position, then the key), a step of the deal's deck if it carries one (2 +
//! 32 a card), and the seat's signature over all of that (64). A message with a deck says so by
//! the seat byte's high bit, so that messages without one read as they did before decks.

use super::deal::{Deck, Unlock};
use super::hash32;
use super::wire::{count, put_text, Reader};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use ed25519_dalek::{Signature, Signer, SigningKey, VerifyingKey};
use std::fmt;

/// The most characters of a link's code: with the app's address before it, a link stays within
/// the 4,096 characters of a Telegram message, the shortest limit of the common messengers.
pub const MOST_LINK_CHARS: usize = 4_000;

/// A message's body, and the text a session plays, by which its seat resigns. Only in its own turn, in place of a move: the links carry one message a turn, so a
/// resignation sent while another seat is moving would cross that seat's move and fork the game.
pub const RESIGNATION: &str = "resign";

/// A game's identity: a hash of its genesis (docs/remote-play.md).
pub type GameId = [u8; 32];

/// What a link was refused for. Nothing is applied from a refused link.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LinkError {
    /// Not a link of Gameshelf's, or cut short: no character of it can be changed unnoticed.
    Unreadable,
    /// A message of another game.
    OtherGame,
    /// This turn is already in the game, as this very message.
    AlreadyApplied { turn: u32 },
    /// A turn further on: the links in between are missing.
    OutOfOrder { expected: u32, found: u32 },
    /// There is no such seat in this game.
    NoSuchSeat { seat: u8 },
    /// The signature is not the seat's: made by someone else, or the message was altered.
    NotSigned { seat: u8 },
    /// The message does not follow the last one taken, though its turn is the next.
    BrokenChain { turn: u32 },
    /// Another message, properly signed, for a turn already taken: the seat signed two moves.
    Fork { turn: u32, seat: u8 },
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Unreadable => write!(f, "this is not a whole Gameshelf link"),
            LinkError::OtherGame => write!(f, "this link belongs to another game"),
            LinkError::AlreadyApplied { turn } => write!(f, "turn {} is already in the game", turn + 1),
            LinkError::OutOfOrder { expected, found } => {
                write!(
                    f,
                    "this link is for turn {}, but turn {} comes next",
                    found + 1,
                    expected + 1
                )
            }
            LinkError::NoSuchSeat { seat } => write!(f, "there is no seat {} in this game", seat + 1),
            LinkError::NotSigned { seat } => write!(f, "seat {} did not sign this move", seat + 1),
            LinkError::BrokenChain { turn } => {
                write!(f, "turn {} does not follow the moves before it", turn + 1)
            }
            LinkError::Fork { turn, seat } => {
                write!(
                    f,
                    "seat {} sent two different moves for turn {}",
                    seat + 1,
                    turn + 1
                )
            }
        }
    }
}

impl std::error::Error for LinkError {}

/// One seat's move (or its part of the deal), as sent.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Message {
    pub game: GameId,
    /// The message's place in the game, from 0.
    pub turn: u32,
    /// The hash of the message of the turn before, or the game's identity for turn 0.
    pub previous: [u8; 32],
    pub seat: u8,
    /// The move in the game's notation, or a step of the deal.
    pub body: String,
    /// The unlocking keys the seat owes others, by deck position.
    pub unlocks: Vec<(u16, Unlock)>,
    /// The deck as this seat hands it on, in a step of the deal.
    pub deck: Option<Deck>,
}

/// The seat byte's bit that says a deck follows the keys.
const HAS_DECK: u8 = 0x80;

/// A message with its seat's signature.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Signed {
    pub message: Message,
    signature: [u8; 64],
}

impl Message {
    fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(73 + self.body.len() + 34 * self.unlocks.len());
        bytes.extend_from_slice(&self.game);
        bytes.extend_from_slice(&self.turn.to_le_bytes());
        bytes.extend_from_slice(&self.previous);
        bytes.push(self.seat | if self.deck.is_some() { HAS_DECK } else { 0 });
        put_text(&mut bytes, &self.body);
        bytes.extend_from_slice(&count(self.unlocks.len()));
        for (position, unlock) in &self.unlocks {
            bytes.extend_from_slice(&position.to_le_bytes());
            bytes.extend_from_slice(&unlock.0);
        }
        if let Some(deck) = &self.deck {
            bytes.extend_from_slice(&count(deck.len()));
            deck.0.iter().for_each(|point| bytes.extend_from_slice(point));
        }
        bytes
    }

    pub fn sign(self, key: &SigningKey) -> Signed {
        let signature = key.sign(&self.to_bytes()).to_bytes();
        Signed {
            message: self,
            signature,
        }
    }
}

impl Signed {
    /// What the next message names as its previous one.
    pub fn hash(&self) -> [u8; 32] {
        hash32("gameshelf message", &[&self.message.to_bytes(), &self.signature])
    }

    fn verify(&self, key: &VerifyingKey) -> bool {
        key.verify_strict(&self.message.to_bytes(), &Signature::from_bytes(&self.signature))
            .is_ok()
    }
}

/// Messages as a link's text (after the `#`).
pub fn encode(messages: &[Signed]) -> String {
    let mut bytes = Vec::new();
    write_messages(&mut bytes, messages);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// A link's messages, read back: refused whole if any byte is missing or left over.
pub fn decode(text: &str) -> Result<Vec<Signed>, LinkError> {
    let bytes = URL_SAFE_NO_PAD.decode(text).map_err(|_| LinkError::Unreadable)?;
    let mut reader = Reader::new(&bytes);
    let messages = read_messages(&mut reader)?;
    reader.finish()?;
    Ok(messages)
}

/// Messages as a link carries them: their count, then each message and its signature.
pub(super) fn write_messages(bytes: &mut Vec<u8>, messages: &[Signed]) {
    bytes.extend_from_slice(&count(messages.len()));
    for signed in messages {
        bytes.extend_from_slice(&signed.message.to_bytes());
        bytes.extend_from_slice(&signed.signature);
    }
}

pub(super) fn read_messages(reader: &mut Reader) -> Result<Vec<Signed>, LinkError> {
    (0..reader.u16()?).map(|_| read_signed(reader)).collect()
}

fn read_signed(reader: &mut Reader) -> Result<Signed, LinkError> {
    let game = reader.array()?;
    let turn = u32::from_le_bytes(reader.array()?);
    let previous = reader.array()?;
    let seat_byte = reader.u8()?;
    let body = reader.text()?;
    let unlocks = (0..reader.u16()?)
        .map(|_| Ok((reader.u16()?, Unlock(reader.array()?))))
        .collect::<Result<Vec<_>, LinkError>>()?;
    let deck = match seat_byte & HAS_DECK {
        0 => None,
        _ => Some(Deck(
            (0..reader.u16()?)
                .map(|_| reader.array())
                .collect::<Result<_, _>>()?,
        )),
    };
    let message = Message {
        game,
        turn,
        previous,
        seat: seat_byte & !HAS_DECK,
        body,
        unlocks,
        deck,
    };
    Ok(Signed {
        message,
        signature: reader.array()?,
    })
}

/// One device's copy of a remote game's messages: it takes the next one, and only that.
#[derive(Clone)]
pub struct Chain {
    game: GameId,
    seats: Vec<VerifyingKey>,
    taken: Vec<Signed>,
}

impl Chain {
    pub fn new(game: GameId, seats: Vec<VerifyingKey>) -> Chain {
        Chain {
            game,
            seats,
            taken: Vec::new(),
        }
    }

    pub fn taken(&self) -> &[Signed] {
        &self.taken
    }

    /// Every seat's key, in seat order.
    pub fn keys(&self) -> &[VerifyingKey] {
        &self.seats
    }

    /// What the next message must name as its previous one.
    pub fn head(&self) -> [u8; 32] {
        self.taken.last().map_or(self.game, Signed::hash)
    }

    /// Whether `signed` is signed by its seat for a turn taken, and is not the message taken
    /// for it: with that one, the proof that the seat signed two moves for one turn.
    pub fn is_fork(&self, signed: &Signed) -> bool {
        let message = &signed.message;
        let key = self.seats.get(usize::from(message.seat));
        let taken = self.taken.get(message.turn as usize);
        message.game == self.game
            && key.is_some_and(|key| signed.verify(key))
            && taken.is_some_and(|taken| *taken != *signed)
    }

    /// Takes `signed` if it is the next message of this game, signed by its seat. The game's
    /// rules then judge its move.
    pub fn take(&mut self, signed: Signed) -> Result<&Message, LinkError> {
        let message = &signed.message;
        if message.game != self.game {
            return Err(LinkError::OtherGame);
        }
        let key = self
            .seats
            .get(message.seat as usize)
            .ok_or(LinkError::NoSuchSeat { seat: message.seat })?;
        if !signed.verify(key) {
            return Err(LinkError::NotSigned { seat: message.seat });
        }
        let next = self.taken.len() as u32;
        if message.turn < next {
            return Err(if self.taken[message.turn as usize] == signed {
                LinkError::AlreadyApplied { turn: message.turn }
            } else {
                LinkError::Fork {
                    turn: message.turn,
                    seat: message.seat,
                }
            });
        }
        if message.turn > next {
            return Err(LinkError::OutOfOrder {
                expected: next,
                found: message.turn,
            });
        }
        if message.previous != self.head() {
            return Err(LinkError::BrokenChain { turn: message.turn });
        }
        self.taken.push(signed);
        Ok(&self.taken.last().expect("just taken").message)
    }
}
