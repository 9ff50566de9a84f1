//! The hands of a tile game dealt at a distance (docs/remote-play.md), as one device knows them:
//! every card drawn is a position of the deal's deck, held by a seat, and read only where the
//! device has been given every key for it. The device's own cards it reads as the others' keys
//! arrive; another seat's card it reads when that seat lays it. No device holds another seat's
//! card before then, because none is ever given to it.

use std::fmt;

/// A card in a hand: the deck position it was drawn from, and its tile once this device can
/// read it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Card<T> {
    pub position: usize,
    pub tile: Option<T>,
}

/// Why a card cannot be read or laid: each means the deal or its messages are not what the
/// game expects, so nothing changes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DealtError {
    /// No hand holds the deck's position.
    NotHeld { position: usize },
    /// The position was read before as another tile.
    ReadOtherwise { position: usize },
    /// The tile read is one already in sight elsewhere: the deal does not hold it twice.
    AlreadySeen { position: usize },
    /// The seat lays a card from a position that is not in its hand.
    NotTheirs { position: usize, seat: usize },
}

impl fmt::Display for DealtError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealtError::NotHeld { position } => {
                write!(f, "no hand holds the card at position {position} of the deck")
            }
            DealtError::ReadOtherwise { position } => write!(
                f,
                "the card at position {position} of the deck was read before as another tile"
            ),
            DealtError::AlreadySeen { position } => write!(
                f,
                "the card at position {position} of the deck reads as a tile already in sight"
            ),
            DealtError::NotTheirs { position, seat } => write!(
                f,
                "the card at position {position} of the deck is not in seat {}'s hand",
                seat + 1
            ),
        }
    }
}

impl std::error::Error for DealtError {}

/// Every seat's hand of cards, and how many positions of the deck have been drawn: the next
/// draw takes the next positions, in the order every device follows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DealtHands<T> {
    hands: Vec<Vec<Card<T>>>,
    drawn: usize,
    deck: usize,
}

impl<T: Copy + PartialEq> DealtHands<T> {
    /// Empty hands for `seats`, over a deck of `deck` cards of which the first `drawn` are
    /// already out (drawn face up before the hands were dealt).
    pub fn new(seats: usize, deck: usize, drawn: usize) -> DealtHands<T> {
        DealtHands {
            hands: vec![Vec::new(); seats],
            drawn,
            deck,
        }
    }

    /// Gives `seat` a card already read by everyone (drawn face up).
    pub fn give_face_up(&mut self, seat: usize, position: usize, tile: T) {
        self.hands[seat].push(Card {
            position,
            tile: Some(tile),
        });
    }

    /// `seat` draws up to `count` cards face down, fewer when the deck runs out; returns the
    /// positions drawn.
    pub fn draw(&mut self, seat: usize, count: usize) -> std::ops::Range<usize> {
        let end = (self.drawn + count).min(self.deck);
        let positions = self.drawn..end;
        self.hands[seat].extend(positions.clone().map(|position| Card { position, tile: None }));
        self.drawn = end;
        positions
    }

    /// The cards left in the deck.
    pub fn deck_left(&self) -> usize {
        self.deck - self.drawn
    }

    pub fn hand(&self, seat: usize) -> &[Card<T>] {
        &self.hands[seat]
    }

    /// The tiles of `seat`'s hand this device can read, in the order drawn.
    pub fn read_tiles(&self, seat: usize) -> Vec<T> {
        self.hands[seat].iter().filter_map(|card| card.tile).collect()
    }

    /// The positions in `seat`'s hand this device cannot read yet.
    pub fn unread(&self, seat: usize) -> Vec<usize> {
        let cards = self.hands[seat].iter();
        cards
            .filter(|card| card.tile.is_none())
            .map(|card| card.position)
            .collect()
    }

    pub fn sizes(&self) -> Vec<usize> {
        self.hands.iter().map(Vec::len).collect()
    }

    /// Which seat holds `position`, if any hand does.
    pub fn holder(&self, position: usize) -> Option<usize> {
        let holds = |hand: &Vec<Card<T>>| hand.iter().any(|card| card.position == position);
        self.hands.iter().position(holds)
    }

    /// Notes that `seat`'s card at `position` reads as `tile`; `in_sight` says whether the
    /// tile is already seen elsewhere (on the board, in a readable card), which the deal never
    /// allows.
    pub fn read(&mut self, seat: usize, position: usize, tile: T, in_sight: bool) -> Result<(), DealtError> {
        let holder = self.holder(position).ok_or(DealtError::NotHeld { position })?;
        if holder != seat {
            return Err(DealtError::NotTheirs { position, seat });
        }
        let card = self.hands[seat]
            .iter_mut()
            .find(|card| card.position == position)
            .expect("the holder holds it");
        match card.tile {
            Some(read) if read == tile => Ok(()),
            Some(_) => Err(DealtError::ReadOtherwise { position }),
            None if in_sight => Err(DealtError::AlreadySeen { position }),
            None => {
                card.tile = Some(tile);
                Ok(())
            }
        }
    }

    /// The position of a read card of `tile` in `seat`'s hand.
    pub fn find(&self, seat: usize, tile: T) -> Option<usize> {
        let mut cards = self.hands[seat].iter();
        cards
            .find(|card| card.tile == Some(tile))
            .map(|card| card.position)
    }

    /// Whether `tile` reads in some hand at a position other than `except`.
    pub fn shows(&self, tile: T, except: usize) -> bool {
        let mut cards = self.hands.iter().flatten();
        cards.any(|card| card.tile == Some(tile) && card.position != except)
    }

    /// Takes `seat`'s card at `position` out of its hand unread, as an exchange sets it aside
    /// face down.
    pub fn set_aside(&mut self, seat: usize, position: usize) -> Result<Card<T>, DealtError> {
        let hand = &mut self.hands[seat];
        let index = hand.iter().position(|card| card.position == position);
        let index = index.ok_or(DealtError::NotTheirs { position, seat })?;
        Ok(hand.remove(index))
    }

    /// Takes `seat`'s read card at `position` out of its hand: the tile laid.
    pub fn lay(&mut self, seat: usize, position: usize) -> Option<T> {
        let hand = &mut self.hands[seat];
        let index = hand.iter().position(|card| card.position == position)?;
        let tile = hand[index].tile?;
        hand.remove(index);
        Some(tile)
    }
}

/// A game dealt at a distance, as one seat's device knows it: what the deal's messages
/// (`remote::dealt`) ask of each game with hidden tiles. Moves go as message bodies, the
/// game's own text for them, and a move shows the cards it lays by their positions, each read
/// with every seat's key.
pub trait DealtPlay: Clone {
    type Tile: Copy + PartialEq + fmt::Display;

    /// The deal's cards: card `n` of the deck is the set's tile `n`.
    fn deck() -> Vec<Self::Tile>;

    /// The game once the opening's face-up cards are read, one for each seat from the top of
    /// the deck, as (card number, tile) in seat order, on the device holding `seat`.
    fn open(players: Vec<String>, seat: usize, round: &[(usize, Self::Tile)]) -> Self;

    fn hands(&self) -> &DealtHands<Self::Tile>;

    fn is_over(&self) -> bool;

    fn to_move(&self) -> usize;

    /// Notes that this device's card at `position` reads as `tile`, once every other seat's
    /// key for it has come.
    fn read_own(&mut self, position: usize, tile: Self::Tile) -> Result<(), DealtError>;

    /// This device's move from the player's text, tried on a copy: the body to send, and the
    /// positions of the cards it lays, which it must show.
    fn own_move(&self, text: &str) -> Result<(String, Vec<usize>), String>;

    /// How many cards the move of `body` lays, so must show.
    fn lays(&self, body: &str) -> Result<usize, String>;

    /// Plays the move of the seat to move, sent as `body`, with the cards it showed read.
    /// Refused, and nothing changed, unless the cards are the tiles it lays.
    fn play_sent(&mut self, body: &str, shown: &[(usize, Self::Tile)]) -> Result<(), String>;
}
