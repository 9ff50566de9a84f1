//! A game of Addique dealt at a distance (docs/remote-play.md), as one seat's device knows it:
//! the table, the scores and whose turn it is, like every device; its own hand as far as the
//! others' keys let it read it; and of every other hand only which deck positions it holds,
//! until a piece is laid and shown. The pieces come from the deal's deck in an order every
//! device follows: the opening draw's round face up from the top, then the hands, then one
//! piece after each turn. Nothing here is seeded, so nothing here can tell a hidden piece.

use super::game::{centre, Game, OpeningDraw, Outcome, PublicPosition, Setup, View, HAND_SIZE};
use super::moves::Move;
use super::piece::Piece;
use super::reading::Scored;
use super::rules::{self, RuleError};
use super::table::Table;
use super::NotationError;
use crate::game::Score;
use crate::tiles::{self, DealtError, DealtHands, DealtPlay};
use std::fmt;

/// Why a turn of a dealt game is refused. Nothing changed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DealtMoveError {
    /// The rules refuse the move.
    Rule(RuleError),
    /// The piece shown does not follow from the deal.
    Deal(DealtError),
    /// The card shown at `position` reads as `shown`, not the piece the move lays.
    ShownOtherwise { position: usize, shown: Piece },
    /// This device's seat moved in another seat's turn.
    NotYourTurn { to_move: usize },
}

impl fmt::Display for DealtMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealtMoveError::Rule(error) => error.fmt(f),
            DealtMoveError::Deal(error) => error.fmt(f),
            DealtMoveError::ShownOtherwise { position, shown } => write!(
                f,
                "the card shown at position {position} of the deck is {shown}, not the piece laid"
            ),
            DealtMoveError::NotYourTurn { to_move } => {
                write!(f, "it is seat {}'s turn, not this device's", to_move + 1)
            }
        }
    }
}

impl std::error::Error for DealtMoveError {}

impl From<RuleError> for DealtMoveError {
    fn from(error: RuleError) -> DealtMoveError {
        DealtMoveError::Rule(error)
    }
}

impl From<DealtError> for DealtMoveError {
    fn from(error: DealtError) -> DealtMoveError {
        DealtMoveError::Deal(error)
    }
}

/// A turn played: who laid what from which deck position, what it scored, and the position
/// drawn after it (none once the deck is empty).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DealtTurn {
    pub seat: usize,
    pub mv: Move,
    pub from: usize,
    pub scored: Scored,
    pub drew: Option<usize>,
}

#[derive(Clone, Debug)]
pub struct DealtGame {
    players: Vec<String>,
    /// The seat this device holds.
    seat: usize,
    opening: OpeningDraw,
    opening_score: Scored,
    table: Table,
    hands: DealtHands<Piece>,
    scores: Vec<Score>,
    to_move: usize,
    turns: Vec<DealtTurn>,
    resigned: Option<usize>,
}

impl DealtGame {
    /// The game after `opening` ([`OpeningDraw::face_up`]), for `players` on the device
    /// holding `seat`: the starter's piece goes in the centre, the others keep theirs, and every
    /// hand fills to 3 face down, from the starter on.
    pub fn new(players: Vec<String>, seat: usize, opening: OpeningDraw) -> DealtGame {
        let seats = players.len();
        let starter = opening.starter;
        let [round] = &opening.rounds[..] else {
            panic!("a dealt opening is one round");
        };
        let (table, opening_score) = centre(round[starter]);
        let mut scores = vec![0; seats];
        scores[starter] = opening_score.score();
        let mut hands = DealtHands::new(seats, Piece::set().len(), seats);
        for (other, &piece) in round.iter().enumerate().filter(|&(other, _)| other != starter) {
            hands.give_face_up(other, other, piece);
        }
        for offset in 0..seats {
            let seat = (starter + offset) % seats;
            let missing = HAND_SIZE - hands.hand(seat).len();
            hands.draw(seat, missing);
        }
        DealtGame {
            players,
            seat,
            opening,
            opening_score,
            table,
            hands,
            scores,
            to_move: (starter + 1) % seats,
            turns: Vec::new(),
            resigned: None,
        }
    }

    /// The game as a copy on one device, from what every seat can see of it (the opening
    /// pieces still in a hand among it), each hand's pieces face down dealt anew by `seed`: for
    /// a game whose keys are lost (see [`tiles::PublicPosition`]).
    pub fn copy(&self, seed: u64) -> Game {
        let from = PublicPosition {
            board: self.table.clone(),
            scores: self.scores.clone(),
            to_move: self.to_move,
            racks: self.hands.open_racks(),
            set_aside: 0,
            turns: self.turns.len(),
            end: self.resigned,
        };
        let mut setup = Setup::new(self.players.clone(), seed);
        setup.from = Some(Box::new(from));
        Game::new(setup)
    }

    pub fn players(&self) -> &[String] {
        &self.players
    }

    pub fn seat(&self) -> usize {
        self.seat
    }

    pub fn opening(&self) -> &OpeningDraw {
        &self.opening
    }

    pub fn opening_score(&self) -> &Scored {
        &self.opening_score
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn scores(&self) -> &[Score] {
        &self.scores
    }

    pub fn to_move(&self) -> usize {
        self.to_move
    }

    pub fn turns(&self) -> &[DealtTurn] {
        &self.turns
    }

    /// Every hand's cards as this device knows them.
    pub fn hands(&self) -> &DealtHands<Piece> {
        &self.hands
    }

    /// The deck is empty and every piece drawn is on the table, or a player resigned.
    pub fn is_over(&self) -> bool {
        let all_laid = self.hands.deck_left() == 0 && self.hands.sizes().iter().all(|&size| size == 0);
        all_laid || self.resigned.is_some()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.is_over().then(|| {
            let (ranking, ranks) = tiles::rank_with_resigned(&self.scores, self.resigned);
            Outcome {
                ranking,
                ranks,
                resigned: self.resigned,
            }
        })
    }

    /// `seat` resigns, ending the game.
    pub fn resign(&mut self, seat: usize) -> Result<(), RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        self.resigned = Some(seat);
        Ok(())
    }

    /// The seat that resigned, if one did.
    pub fn resigned(&self) -> Option<usize> {
        self.resigned
    }

    /// Whether `piece` is in sight for this device anywhere but at deck position `except`.
    fn in_sight(&self, piece: Piece, except: usize) -> bool {
        self.table.pieces().iter().any(|&(laid, _)| laid == piece)
            || self.hands.shows(piece, except)
    }

    /// Notes that this device's card at `position` reads as `piece`, once every other seat's
    /// key for it has come.
    pub fn read_own(&mut self, position: usize, piece: Piece) -> Result<(), DealtError> {
        let in_sight = self.in_sight(piece, position);
        self.hands.read(self.seat, position, piece, in_sight)
    }

    /// Checks and scores a move by the seat to move, with the pieces of its hand this device
    /// can read: the preview and the play agree.
    pub fn check(&self, mv: Move) -> Result<Scored, RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        rules::check(&self.table, &self.hands.read_tiles(self.to_move), mv)
    }

    /// Every legal move for this device's seat with the pieces it can read, with their points.
    pub fn moves(&self) -> Vec<(Move, u64)> {
        if self.is_over() || self.to_move != self.seat {
            return Vec::new();
        }
        super::movegen::moves(&self.table, &self.hands.read_tiles(self.seat))
    }

    /// Plays this device's seat's turn from its hand; the turn says which position to show.
    pub fn play_own(&mut self, mv: Move) -> Result<&DealtTurn, DealtMoveError> {
        if self.to_move != self.seat {
            return Err(DealtMoveError::NotYourTurn {
                to_move: self.to_move,
            });
        }
        let from = self
            .hands
            .find(self.seat, mv.piece)
            .ok_or(RuleError::NotInHand(mv.piece))?;
        self.play_shown(mv, from, mv.piece)
    }

    /// Plays the turn of the seat to move, which laid the card at deck position `from`, read
    /// as `shown` with every seat's key for it.
    pub fn play_shown(&mut self, mv: Move, from: usize, shown: Piece) -> Result<&DealtTurn, DealtMoveError> {
        if shown != mv.piece {
            return Err(DealtMoveError::ShownOtherwise { position: from, shown });
        }
        let seat = self.to_move;
        let mut next = self.clone();
        let in_sight = next.in_sight(shown, from);
        next.hands.read(seat, from, shown, in_sight)?;
        let scored = next.check(mv)?;
        next.hands.lay(seat, from).expect("read above");
        next.table.place(mv.piece, mv.at).map_err(RuleError::Placement)?;
        next.scores[seat] += scored.score();
        let drew = next.hands.draw(seat, 1).next();
        next.to_move = (seat + 1) % next.players.len();
        next.turns.push(DealtTurn {
            seat,
            mv,
            from,
            scored,
            drew,
        });
        *self = next;
        Ok(self.turns.last().expect("just pushed"))
    }

    /// What this device's seat may know, as a seeded game's [`View`] gives it: the pieces it
    /// has not seen are the whole set less the table and its readable hand.
    pub fn view(&self) -> View {
        let on_table = self.table.pieces().iter().map(|&(piece, _)| piece);
        let hand = self.hands.read_tiles(self.seat);
        let seen = on_table.chain(hand.iter().copied());
        View {
            table: self.table.clone(),
            scores: self.scores.clone(),
            to_move: self.to_move,
            seat: self.seat,
            unseen: tiles::unseen(Piece::set(), seen),
            hand,
            pool_len: self.hands.deck_left(),
            hand_sizes: self.hands.sizes(),
        }
    }
}

impl DealtPlay for DealtGame {
    type Tile = Piece;

    fn deck() -> Vec<Piece> {
        Piece::set()
    }

    fn open(setup: &str, seat: usize, round: &[(usize, Piece)]) -> DealtGame {
        let setup: Setup = serde_json::from_str(setup).expect("checked when the table was set");
        let pieces = round.iter().map(|&(_, piece)| piece).collect();
        DealtGame::new(setup.players, seat, OpeningDraw::face_up(pieces))
    }

    fn hands(&self) -> &DealtHands<Piece> {
        &self.hands
    }

    fn is_over(&self) -> bool {
        DealtGame::is_over(self)
    }

    fn to_move(&self) -> usize {
        self.to_move
    }

    fn read_own(&mut self, position: usize, piece: Piece) -> Result<(), DealtError> {
        DealtGame::read_own(self, position, piece)
    }

    fn own_move(&self, text: &str) -> Result<(String, Vec<usize>), String> {
        let mv: Move = text.parse().map_err(|error: NotationError| error.to_string())?;
        let from = self.clone().play_own(mv).map_err(|error| error.to_string())?.from;
        Ok((mv.to_string(), vec![from]))
    }

    fn reveal(&mut self, seat: usize, position: usize, piece: Piece) -> Result<(), DealtError> {
        let in_sight = self.in_sight(piece, position);
        self.hands.reveal(seat, position, piece, in_sight)
    }

    fn lays(&self, _body: &str) -> Result<usize, String> {
        Ok(1)
    }

    fn play_sent(&mut self, body: &str, shown: &[(usize, Piece)]) -> Result<(), String> {
        let mv: Move = body.parse().map_err(|error: NotationError| error.to_string())?;
        let [(from, piece)] = shown else {
            return Err(format!("a turn lays one piece, not {}", shown.len()));
        };
        self.play_shown(mv, *from, *piece)
            .map(|_| ())
            .map_err(|error| error.to_string())
    }

    fn resign(&mut self, seat: usize) -> Result<(), String> {
        DealtGame::resign(self, seat).map_err(|error| error.to_string())
    }
}
