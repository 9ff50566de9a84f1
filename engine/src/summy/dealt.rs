//! A game of Summy dealt at a distance (docs/remote-play.md), as one seat's device knows it: the
//! board, the scores, the countdown to the end and whose turn it is, like every device; its own
//! rack as far as the others' keys let it read it; and of every other rack only which deck
//! positions it holds, until tiles are laid and shown. The tiles come from the deal's deck in an
//! order every device follows: the start draw's round face up from the top, then the racks from
//! the starter on, then each turn's refill. Nothing here is seeded.
//!
//! Where the deal differs from the seeded game, and why (the rules page says so too):
//! - the start draw is one face-up round ([`StartDraw::face_up`]), and its tiles are set aside
//!   face up, since a turned-up tile cannot go back into a shuffled deck;
//! - an exchange names the deck positions it gives up, never their tiles: they leave the game
//!   face down, as in the seeded game, and no key for them is ever sent.

use super::board::{Board, Cell, SIZE};
use super::game::{Countdown, Ending, Game, Outcome, PublicPosition, Setup, StartDraw, View};
use super::moves::{Move, Placement};
use super::rules::{self, RuleError, Scored, RACK_SIZE};
use super::tile::{tile_set, Tile};
use crate::game::Score;
use crate::tiles::{self, DealtHands, DealtPlay, NotationError};

tiles::dealt_types!(Placement, RuleError, Tile, Scored);

#[derive(Clone, Debug)]
pub struct DealtGame {
    players: Vec<String>,
    /// The seat this device holds.
    seat: usize,
    start: StartDraw,
    board: Board,
    hands: DealtHands<Tile>,
    /// The tiles this device's seat gave up in exchanges: the only exchanged tiles it has seen.
    own_exchanged: Vec<Tile>,
    exchanged: usize,
    scores: Vec<Score>,
    countdown: Countdown,
    to_move: usize,
    turns: Vec<DealtTurn>,
}

/// The deck: the set less the `=` that starts on the board.
pub fn deck() -> Vec<Tile> {
    let mut set = tile_set();
    let equals = set.iter().position(|&tile| tile == Tile::Equals).expect("the set holds =");
    set.remove(equals);
    set
}

impl DealtGame {
    /// The game after the start draw's face-up round (see [`StartDraw::face_up`]), for
    /// `players` on the device holding `seat`: its tiles are set aside, and every rack is dealt
    /// face down from the starter on.
    pub fn new(players: Vec<String>, seat: usize, round: &[(usize, Tile)]) -> DealtGame {
        let seats = players.len();
        let start = StartDraw::face_up(round, |tile| match tile {
            Tile::Digit(digit) => Some(digit),
            _ => None,
        });
        let mut hands = DealtHands::new(seats, deck().len(), seats);
        for offset in 0..seats {
            hands.draw((start.starter + offset) % seats, RACK_SIZE);
        }
        DealtGame {
            players,
            seat,
            to_move: start.starter,
            start,
            board: Board::new(SIZE),
            hands,
            own_exchanged: Vec::new(),
            exchanged: 0,
            scores: vec![0; seats],
            countdown: Countdown::default(),
            turns: Vec::new(),
        }
    }

    pub fn players(&self) -> &[String] {
        &self.players
    }

    tiles::dealt_game_methods!();

    pub fn is_over(&self) -> bool {
        self.countdown.ending().is_some()
    }

    /// Whether a pass by the seat to move ends the game (see [`Countdown`]).
    pub fn pass_ends_game(&self) -> bool {
        self.countdown.pass_ends_game(self.players.len())
    }

    pub fn outcome(&self) -> Option<Outcome> {
        let ending = self.countdown.ending()?;
        let (ranking, ranks) = tiles::rank_with_resigned(&self.scores, self.countdown.resigned());
        Some(Outcome {
            ending,
            ranking,
            ranks,
        })
    }

    pub fn ending(&self) -> Option<Ending> {
        self.countdown.ending()
    }

    /// `seat` resigns, ending the game.
    pub fn resign(&mut self, seat: usize) -> Result<(), RuleError> {
        self.countdown.resign(seat)
    }

    /// The seat that resigned, if one did.
    pub fn resigned(&self) -> Option<usize> {
        self.countdown.resigned()
    }

    /// Checks and scores a placement by this device's seat with the tiles it can read: the
    /// preview and the play agree.
    pub fn check(&self, placement: &Placement) -> Result<Scored, RuleError> {
        if self.countdown.ending().is_some() {
            return Err(RuleError::GameOver);
        }
        self.own_positions(placement.tiles.iter().map(|tile| tile.tile))?;
        rules::check(&self.board, placement)
    }

    /// What this device's seat may know, as a seeded game's [`View`] gives it: the tiles it has
    /// not seen are the set less the board, its readable rack, the start draw's tiles and its
    /// own exchanges.
    pub fn view(&self) -> View {
        let rack = self.hands.read_tiles(self.seat);
        let on_board = self.board.tiles().map(|(_, tile)| tile);
        let start = self.start.rounds.iter().flatten().map(|&(_, tile)| tile);
        let seen = on_board.chain(rack.iter().copied()).chain(start).chain(self.own_exchanged.iter().copied());
        let unseen = tiles::unseen(tile_set(), seen);
        View {
            board: self.board.clone(),
            scores: self.scores.clone(),
            seat: self.seat,
            seat_count: self.players.len(),
            rack,
            unseen,
            stock_len: self.hands.deck_left(),
            passes: self.countdown.passes(),
            last_turns: self.countdown.last_turns(),
        }
    }

    /// The game as a copy on one device, from what every seat can see of it, each rack's tiles
    /// face down dealt anew by `seed`: for a game whose keys are lost (see
    /// [`tiles::PublicPosition`]).
    pub fn copy(&self, seed: u64) -> Game {
        let from = PublicPosition {
            board: self.board.clone(),
            scores: self.scores.clone(),
            to_move: self.to_move,
            racks: self.hands.open_racks(),
            set_aside: self.exchanged,
            turns: self.turns.len(),
            end: self.countdown,
        };
        let mut setup = Setup::new(self.players.clone(), seed);
        setup.from = Some(Box::new(from));
        Game::new(setup)
    }

    /// The positions of this device's readable cards of `tiles`, a card for each.
    fn own_positions(&self, tiles: impl Iterator<Item = Tile>) -> Result<Vec<usize>, RuleError> {
        let mut rack = self.hands.hand(self.seat).to_vec();
        tiles
            .map(|tile| {
                let index = rack.iter().position(|card| card.tile == Some(tile));
                let card = rack.remove(index.ok_or(RuleError::NotInRack(tile))?);
                Ok(card.position)
            })
            .collect()
    }

    /// This device's turn from the record's notation: the move as sent, and the positions of
    /// the cards it lays.
    pub fn own_turn(&self, mv: &Move) -> Result<(DealtMove, Vec<usize>), DealtMoveError> {
        let (sent, shown) = match mv {
            Move::Place(placement) => {
                let tiles = placement.tiles.iter().map(|tile| tile.tile);
                (DealtMove::Place(placement.clone()), self.own_positions(tiles)?)
            }
            Move::Exchange(tiles) => {
                let positions = self.own_positions(tiles.iter().copied())?;
                (DealtMove::Exchange(positions), Vec::new())
            }
            Move::Pass => (DealtMove::Pass, Vec::new()),
        };
        let shown_tiles: Vec<(usize, Tile)> = shown
            .iter()
            .map(|&position| (position, self.hands.tile_at(self.seat, position).expect("read")))
            .collect();
        self.clone().play(sent.clone(), &shown_tiles)?;
        Ok((sent, shown))
    }


    /// Plays the turn of the seat to move, which sent `mv` and showed the cards `shown`
    /// (position and tile read with every seat's key).
    pub fn play(&mut self, mv: DealtMove, shown: &[(usize, Tile)]) -> Result<&DealtTurn, DealtMoveError> {
        if self.countdown.ending().is_some() {
            return Err(RuleError::GameOver.into());
        }
        let seat = self.to_move;
        let mut next = self.clone();
        let scored = match &mv {
            DealtMove::Place(placement) => next.place(seat, placement, shown)?,
            DealtMove::Exchange(positions) => {
                next.exchange(seat, positions)?;
                Scored::default()
            }
            DealtMove::Pass => Scored::default(),
        };
        let missing = RACK_SIZE.saturating_sub(next.hands.hand(seat).len());
        next.hands.draw(seat, missing);
        let seats = next.players.len();
        let rack_len = next.hands.hand(seat).len();
        next.countdown.count(seat, mv == DealtMove::Pass, rack_len, seats);
        next.to_move = (seat + 1) % seats;
        next.turns.push(DealtTurn { seat, mv, scored });
        *self = next;
        Ok(self.turns.last().expect("just pushed"))
    }

    /// Lays `placement` from `seat`'s cards `shown`, which must be its tiles exactly.
    fn place(&mut self, seat: usize, placement: &Placement, shown: &[(usize, Tile)]) -> Result<Scored, DealtMoveError> {
        let mut laid: Vec<Tile> = placement.tiles.iter().map(|tile| tile.tile).collect();
        for &(position, tile) in shown {
            // Summy's tiles come in many copies: the deal's cards, all different, are what no
            // two hands can share, and the deal's reads refuse a card number read twice
            // (`remote::dealt`).
            self.hands.read(seat, position, tile, false)?;
            if !tiles::take(&mut laid, &tile) {
                return Err(DealtMoveError::ShownOtherwise { position, shown: tile });
            }
        }
        if let Some(&tile) = laid.first() {
            return Err(RuleError::NotInRack(tile).into());
        }
        let scored = rules::check(&self.board, placement)?;
        for &(position, _) in shown {
            self.hands.lay(seat, position).expect("read above");
        }
        placement.lay_on(&mut self.board);
        for &cap in &scored.caps {
            self.board.set(cap, Cell::Cap);
        }
        self.scores[seat] += Score::from(scored.points);
        Ok(scored)
    }

    /// Sets `seat`'s cards at `positions` aside face down.
    fn exchange(&mut self, seat: usize, positions: &[usize]) -> Result<(), DealtMoveError> {
        if positions.is_empty() {
            return Err(RuleError::ExchangeCount.into());
        }
        let cards = self.hands.set_aside_all(seat, positions)?;
        if seat == self.seat {
            self.own_exchanged.extend(cards.iter().filter_map(|card| card.tile));
        }
        self.exchanged += positions.len();
        Ok(())
    }
}

impl DealtPlay for DealtGame {
    tiles::dealt_tile_methods!();

    fn deck() -> Vec<Tile> {
        deck()
    }

    fn open(setup: &str, seat: usize, round: &[(usize, Tile)]) -> DealtGame {
        let setup: Setup = serde_json::from_str(setup).expect("checked when the table was set");
        DealtGame::new(setup.players, seat, round)
    }

    fn lays(&self, body: &str) -> Result<usize, String> {
        match body.parse().map_err(|error: NotationError| error.to_string())? {
            DealtMove::Place(placement) => Ok(placement.tiles.len()),
            _ => Ok(0),
        }
    }
}
