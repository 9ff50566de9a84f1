//! The hands of a tile game dealt at a distance (docs/remote-play.md), as one device knows them:
//! every card drawn is a position of the deal's deck, held by a seat, and read only where the
//! device has been given every key for it. The device's own cards it reads as the others' keys
//! arrive; another seat's card it reads when that seat lays it. No device holds another seat's
//! card before then, because none is ever given to it.
//!
//! Also what every dealt game offers the deal's messages ([`DealtPlay`]), and what Abaku's and
//! Summy's share: the turn as a message says it ([`DealtMove`], [`DealtTurn`]), its refusals
//! ([`DealtMoveError`]), each game's names for them (`dealt_types!`), the accessors of their
//! dealt game (`dealt_game_methods!`) and most of the contract (`dealt_tile_methods!`).

use super::{NotationError, OpenRack};
use std::fmt;

/// A card in a hand: the deck position it was drawn from, its tile once this device can read
/// it, and whether every seat can (turned face up, or revealed at the end).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Card<T> {
    pub position: usize,
    pub tile: Option<T>,
    pub face_up: bool,
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
            face_up: true,
        });
    }

    /// `seat` draws up to `count` cards face down, fewer when the deck runs out; returns the
    /// positions drawn.
    pub fn draw(&mut self, seat: usize, count: usize) -> std::ops::Range<usize> {
        let end = (self.drawn + count).min(self.deck);
        let positions = self.drawn..end;
        self.hands[seat].extend(positions.clone().map(|position| Card {
            position,
            tile: None,
            face_up: false,
        }));
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

    /// Notes that `seat`'s card at `position` reads as `tile` for every seat, once the deal's
    /// secrets are revealed at the end (see [`read`](Self::read)).
    pub fn reveal(
        &mut self,
        seat: usize,
        position: usize,
        tile: T,
        in_sight: bool,
    ) -> Result<(), DealtError> {
        self.read(seat, position, tile, in_sight)?;
        let card = self.hands[seat].iter_mut().find(|card| card.position == position);
        card.expect("read above").face_up = true;
        Ok(())
    }

    /// Every hand as every seat sees it: the tiles face up in it, and how many are face down
    /// (to every seat but its own, whose device may read them).
    pub fn open_racks(&self) -> Vec<OpenRack<T>> {
        let open = |hand: &Vec<Card<T>>| {
            let face_up: Vec<T> = hand
                .iter()
                .filter(|card| card.face_up)
                .filter_map(|card| card.tile)
                .collect();
            OpenRack {
                face_down: hand.len() - face_up.len(),
                face_up,
            }
        };
        self.hands.iter().map(open).collect()
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

/// A turn of a dealt tile game as its message's body says it: a placement as the record writes
/// it, the deck positions an exchange gives up (`exchange #12 #40`), never their tiles, or a
/// pass.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DealtMove<P> {
    Place(P),
    Exchange(Vec<usize>),
    Pass,
}

impl<P: fmt::Display> fmt::Display for DealtMove<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealtMove::Place(placement) => placement.fmt(f),
            DealtMove::Exchange(positions) => {
                write!(f, "exchange")?;
                positions
                    .iter()
                    .try_for_each(|position| write!(f, " #{position}"))
            }
            DealtMove::Pass => write!(f, "pass"),
        }
    }
}

impl<P: std::str::FromStr<Err = NotationError>> std::str::FromStr for DealtMove<P> {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<DealtMove<P>, NotationError> {
        let text = text.trim();
        if text == "pass" {
            return Ok(DealtMove::Pass);
        }
        if let Some(positions) = text.strip_prefix("exchange") {
            let position = |word: &str| {
                let number = word.strip_prefix('#').and_then(|number| number.parse().ok());
                number.ok_or_else(|| NotationError::Tile(word.to_string()))
            };
            let positions: Vec<usize> = positions
                .split_whitespace()
                .map(position)
                .collect::<Result<_, _>>()?;
            return Ok(DealtMove::Exchange(positions));
        }
        Ok(DealtMove::Place(text.parse()?))
    }
}

/// Why a turn of a dealt tile game (Abaku's, Summy's) is refused, `R` the rules' refusal and
/// `T` the tile. Nothing changed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DealtMoveError<R, T> {
    /// The rules refuse the move.
    Rule(R),
    /// The cards shown do not follow from the deal.
    Deal(DealtError),
    /// The card shown at `position` reads as `shown`, which the move does not lay.
    ShownOtherwise { position: usize, shown: T },
    /// An exchange gives up the same position twice.
    SamePositionTwice { position: usize },
}

impl<R: fmt::Display, T: fmt::Display> fmt::Display for DealtMoveError<R, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealtMoveError::Rule(error) => error.fmt(f),
            DealtMoveError::Deal(error) => error.fmt(f),
            DealtMoveError::ShownOtherwise { position, shown } => write!(
                f,
                "the card shown at position {position} of the deck is {shown}, which the move does not lay"
            ),
            DealtMoveError::SamePositionTwice { position } => {
                write!(f, "the exchange gives up position {position} of the deck twice")
            }
        }
    }
}

impl<R: fmt::Debug + fmt::Display, T: fmt::Debug + fmt::Display> std::error::Error for DealtMoveError<R, T> {}

impl<R, T> From<DealtError> for DealtMoveError<R, T> {
    fn from(error: DealtError) -> DealtMoveError<R, T> {
        DealtMoveError::Deal(error)
    }
}

/// A turn of a dealt tile game played: who, the move as sent, and what it scored.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DealtTurn<P, S> {
    pub seat: usize,
    pub mv: DealtMove<P>,
    pub scored: S,
}

impl<T: Copy + PartialEq> DealtHands<T> {
    /// Sets `seat`'s cards at `positions` aside face down, as an exchange gives them up: the
    /// cards, read or not.
    pub fn set_aside_all<R>(
        &mut self,
        seat: usize,
        positions: &[usize],
    ) -> Result<Vec<Card<T>>, DealtMoveError<R, T>> {
        let mut cards = Vec::new();
        for (index, &position) in positions.iter().enumerate() {
            if positions[..index].contains(&position) {
                return Err(DealtMoveError::SamePositionTwice { position });
            }
            cards.push(self.set_aside(seat, position)?);
        }
        Ok(cards)
    }

    /// The tile of `seat`'s card at `position`, if this device reads it.
    pub fn tile_at(&self, seat: usize, position: usize) -> Option<T> {
        let mut cards = self.hands[seat].iter();
        cards
            .find(|card| card.position == position)
            .and_then(|card| card.tile)
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

    /// The game of `setup` (the table's, as its record writes it, checked when the table was
    /// set) once the opening's face-up cards are read, one for each seat from the top of the
    /// deck, as (card number, tile) in seat order, on the device holding `seat`.
    fn open(setup: &str, seat: usize, round: &[(usize, Self::Tile)]) -> Self;

    fn hands(&self) -> &DealtHands<Self::Tile>;

    fn is_over(&self) -> bool;

    fn to_move(&self) -> usize;

    /// Notes that this device's card at `position` reads as `tile`, once every other seat's
    /// key for it has come.
    fn read_own(&mut self, position: usize, tile: Self::Tile) -> Result<(), DealtError>;

    /// This device's move from the player's text, tried on a copy: the body to send, and the
    /// positions of the cards it lays, which it must show.
    fn own_move(&self, text: &str) -> Result<(String, Vec<usize>), String>;

    /// Notes that `seat`'s card at `position` reads as `tile`, once the game is over and the
    /// deal's secrets revealed: the racks left count at the end of some games (Abaku's).
    fn reveal(&mut self, seat: usize, position: usize, tile: Self::Tile) -> Result<(), DealtError>;

    /// How many hidden cards the move of `body` lays, so must show.
    fn lays(&self, body: &str) -> Result<usize, String>;

    /// Plays the move of the seat to move, sent as `body`, with the cards it showed read.
    /// Refused, and nothing changed, unless the cards are the tiles it lays.
    fn play_sent(&mut self, body: &str, shown: &[(usize, Self::Tile)]) -> Result<(), String>;

    /// `seat` resigns in its turn, ending the game; the rules' reason if it cannot.
    fn resign(&mut self, seat: usize) -> Result<(), String>;
}

/// A dealt tile game's names for its turn sent, its refusal and its turn played, in the game's
/// module: `DealtMove`, `DealtMoveError` (with the rules' refusal turned into it) and
/// `DealtTurn`, over the game's placement, rule error, tile and score.
macro_rules! dealt_types {
    ($placement:ty, $rule_error:ty, $tile:ty, $scored:ty) => {
        /// A turn as its message's body says it: see [`tiles::DealtMove`].
        pub type DealtMove = $crate::tiles::DealtMove<$placement>;

        /// Why a turn is refused: see [`tiles::DealtMoveError`].
        pub type DealtMoveError = $crate::tiles::DealtMoveError<$rule_error, $tile>;

        impl From<$rule_error> for DealtMoveError {
            fn from(error: $rule_error) -> DealtMoveError {
                DealtMoveError::Rule(error)
            }
        }

        /// A turn played: see [`tiles::DealtTurn`].
        pub type DealtTurn = $crate::tiles::DealtTurn<$placement, $scored>;
    };
}
pub(crate) use dealt_types;

/// The accessors a dealt tile game's `DealtGame` shares, from its `seat`, `start`, `board`,
/// `scores`, `turns`, `to_move`, `hands` and `exchanged` fields; the game's module
/// names its `StartDraw`, `Board`, `DealtTurn` and `Tile`.
macro_rules! dealt_game_methods {
    () => {
        pub fn seat(&self) -> usize {
            self.seat
        }

        pub fn start_draw(&self) -> &StartDraw {
            &self.start
        }

        pub fn board(&self) -> &Board {
            &self.board
        }

        /// The points scored in play (in Abaku, before the end's deductions).
        pub fn scores(&self) -> &[$crate::game::Score] {
            &self.scores
        }

        pub fn turns(&self) -> &[DealtTurn] {
            &self.turns
        }

        pub fn to_move(&self) -> usize {
            self.to_move
        }

        /// Every rack's cards as this device knows them.
        pub fn hands(&self) -> &$crate::tiles::DealtHands<Tile> {
            &self.hands
        }

        /// How many tiles exchanges have set aside face down.
        pub fn exchanged(&self) -> usize {
            self.exchanged
        }
    };
}
pub(crate) use dealt_game_methods;

/// The [`DealtPlay`] methods that Abaku's and Summy's dealt games share: each has `hands`, `seat`
/// and `to_move` fields, an `is_over`, an `own_turn` from the record's `Move` to the move sent and the cards
/// it shows, and a `play` of a move sent with the cards shown; the game's module names its
/// `Tile`, `Move`, `DealtMove` and `NotationError`.
macro_rules! dealt_tile_methods {
    () => {
        type Tile = Tile;

        fn hands(&self) -> &$crate::tiles::DealtHands<Tile> {
            &self.hands
        }

        fn to_move(&self) -> usize {
            self.to_move
        }

        fn is_over(&self) -> bool {
            DealtGame::is_over(self)
        }

        fn read_own(&mut self, position: usize, tile: Tile) -> Result<(), $crate::tiles::DealtError> {
            self.hands.read(self.seat, position, tile, false)
        }

        fn reveal(
            &mut self,
            seat: usize,
            position: usize,
            tile: Tile,
        ) -> Result<(), $crate::tiles::DealtError> {
            // The tiles come in many copies: the deal's cards, all different, are what no two
            // hands can share, and the deal's reads refuse a card number read twice
            // (`remote::dealt`).
            self.hands.reveal(seat, position, tile, false)
        }

        fn own_move(&self, text: &str) -> Result<(String, Vec<usize>), String> {
            let mv: Move = text
                .parse()
                .map_err(|error: NotationError| error.to_string())?;
            let (sent, shown) = self.own_turn(&mv).map_err(|error| error.to_string())?;
            Ok((sent.to_string(), shown))
        }

        fn play_sent(&mut self, body: &str, shown: &[(usize, Tile)]) -> Result<(), String> {
            let mv: DealtMove = body
                .parse()
                .map_err(|error: NotationError| error.to_string())?;
            self.play(mv, shown)
                .map(|_| ())
                .map_err(|error| error.to_string())
        }

        fn resign(&mut self, seat: usize) -> Result<(), String> {
            DealtGame::resign(self, seat).map_err(|error| error.to_string())
        }
    };
}
pub(crate) use dealt_tile_methods;
