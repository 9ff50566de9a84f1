//! A game of Abaku dealt at a distance (docs/remote-play.md), as one seat's device knows it: the
//! board, the scores and whose turn it is, like every device; its own rack as far as the
//! others' keys let it read it; and of every other rack only which deck positions it holds,
//! until tiles are laid and shown. The tiles come from the deal's deck in an order every device
//! follows: the start draw's round face up from the top, then the racks from the starter on,
//! then each turn's refill. Nothing here is seeded.
//!
//! Where the deal differs from the seeded game, and why (the rules page says so too):
//! - the start draw is one face-up round ([`StartDraw::face_up`]), and its tiles are set aside
//!   face up, since a turned-up tile cannot go back into a shuffled deck;
//! - an exchange sets the tiles given up aside face down, by their deck positions, rather than
//!   back into the bag: no one could shuffle them back in unseen, and whoever gave them up would
//!   know them in another's rack;
//! - no device sees every rack, so none can tell that no rack can be placed: a game the seeded
//!   rules would call blocked ends when everyone has passed in turn;
//! - the racks left at the end are read once the deal's secrets are revealed, so the final
//!   scores, which deduct them, come with the audit.
//!
//! The joker, once laid, stays in sight: taken back, it goes face up into the rack that took it.

use super::board::{tile_set, Board, Tile};
use super::game::{Countdown, Ending, Game, Outcome, PublicPosition, Setup, StartDraw, View};
use super::moves::{Move, Placement};
use super::rules::{self, RuleError, Scored, RACK_SIZE};
use crate::game::Score;
use crate::tiles::{self, DealtHands, DealtPlay, NotationError};

tiles::dealt_types!(Placement, RuleError, Tile, Scored);

#[derive(Clone, Debug)]
pub struct DealtGame {
    setup: Setup,
    /// The seat this device holds.
    seat: usize,
    start: StartDraw,
    board: Board,
    hands: DealtHands<Tile>,
    /// The deck position of the joker, once it has been laid: in sight from then on.
    joker: Option<usize>,
    /// The tiles this device's seat gave up in exchanges: the only exchanged tiles it has seen.
    own_exchanged: Vec<Tile>,
    exchanged: usize,
    scores: Vec<Score>,
    passes: usize,
    ending: Option<Ending>,
    to_move: usize,
    turns: Vec<DealtTurn>,
}

/// The rack tiles a placement needs: each new tile, and the digit laid on a joker taken back.
fn tiles_needed(board: &Board, placement: &Placement) -> Result<Vec<Tile>, RuleError> {
    let mut needed: Vec<Tile> = placement.tiles.iter().map(|tile| tile.tile()).collect();
    if let Some(square) = placement.swap {
        needed.push(rules::joker_swap(board, square)?.gives);
    }
    Ok(needed)
}

impl DealtGame {
    /// The game of `setup` after the start draw's face-up round (see [`StartDraw::face_up`]),
    /// on the device holding `seat`: its tiles are set aside, and every rack is dealt face down
    /// from the starter on.
    pub fn new(setup: Setup, seat: usize, round: &[(usize, Tile)]) -> DealtGame {
        let seats = setup.players.len();
        let start = StartDraw::face_up(round, |tile| match tile {
            Tile::Digit(digit) => Some(digit),
            Tile::Joker => None,
        });
        let mut hands = DealtHands::new(seats, tile_set().len(), seats);
        for offset in 0..seats {
            hands.draw((start.starter + offset) % seats, RACK_SIZE);
        }
        DealtGame {
            board: Board::new(setup.board),
            setup,
            seat,
            to_move: start.starter,
            start,
            hands,
            joker: None,
            own_exchanged: Vec::new(),
            exchanged: 0,
            scores: vec![0; seats],
            passes: 0,
            ending: None,
            turns: Vec::new(),
        }
    }

    pub fn players(&self) -> &[String] {
        &self.setup.players
    }

    tiles::dealt_game_methods!();

    /// Over once it ends, before the racks left are revealed and counted.
    pub fn is_over(&self) -> bool {
        self.ending.is_some()
    }

    /// Whether a pass by the seat to move ends the game: everyone else has passed in turn (at a
    /// distance a game ends so, blocked or not).
    pub fn pass_ends_game(&self) -> bool {
        self.passes + 1 >= self.scores.len()
    }

    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// `seat` resigns, ending the game ([`Ending::Resigned`]).
    pub fn resign(&mut self, seat: usize) -> Result<(), RuleError> {
        if self.ending.is_some() {
            return Err(RuleError::GameOver);
        }
        self.ending = Some(Ending::Resigned(seat));
        Ok(())
    }

    /// The seat that resigned, if one did.
    pub fn resigned(&self) -> Option<usize> {
        match self.ending {
            Some(Ending::Resigned(seat)) => Some(seat),
            _ => None,
        }
    }

    /// The end, once every rack left can be read (after the deal's secrets are revealed): each
    /// rack's tiles are deducted, or go to the player who went out, as in the seeded game.
    pub fn outcome(&self) -> Option<Outcome> {
        let ending = self.ending?;
        let seats = self.scores.len();
        let racks: Vec<Vec<Tile>> = (0..seats).map(|seat| self.hands.read_tiles(seat)).collect();
        if (0..seats).any(|seat| racks[seat].len() != self.hands.hand(seat).len()) {
            return None;
        }
        Some(Outcome::counted(ending, &self.scores, &racks, self.setup.scoring))
    }

    /// Checks and scores a placement by this device's seat with the tiles it can read: the
    /// preview and the play agree.
    pub fn check(&self, placement: &Placement) -> Result<Scored, RuleError> {
        if self.ending.is_some() {
            return Err(RuleError::GameOver);
        }
        self.own_positions(&tiles_needed(&self.board, placement)?, placement.swap.is_some())?;
        rules::check(&self.board, self.setup.rules(), placement)
    }

    /// The match as a copy on one device, from what every seat can see of it, each rack's tiles
    /// face down dealt anew by `seed`, with the tiles exchanged back in the bag: for a game whose
    /// keys are lost (see [`tiles::PublicPosition`]).
    pub fn copy(&self, seed: u64) -> Game {
        let from = PublicPosition {
            board: self.board.clone(),
            scores: self.scores.clone(),
            to_move: self.to_move,
            racks: self.hands.open_racks(),
            set_aside: 0,
            turns: self.turns.len(),
            end: Countdown {
                passes: self.passes,
                ending: self.ending,
            },
        };
        let mut setup = self.setup.clone();
        setup.seed = seed;
        setup.from = Some(Box::new(from));
        Game::new(setup)
    }

    /// What this device's seat may know, as a seeded game's [`View`] gives it: the tiles it has
    /// not seen are the set less the board, its readable rack, the start draw's tiles and its
    /// own exchanges.
    pub fn view(&self) -> View {
        let rack = self.hands.read_tiles(self.seat);
        let on_board = self.board.tiles().map(|(_, placed)| placed.tile());
        let start = self.start.rounds.iter().flatten().map(|&(_, tile)| tile);
        let own = rack.iter().chain(&self.own_exchanged).copied();
        let unseen = tiles::unseen(tile_set(), on_board.chain(start).chain(own));
        View {
            board: self.board.clone(),
            rules: self.setup.rules(),
            scores: self.scores.clone(),
            seat: self.seat,
            seat_count: self.scores.len(),
            rack,
            unseen,
            bag_len: self.hands.deck_left(),
            passes: self.passes,
        }
    }

    /// The positions of this device's readable cards of `tiles`, a card for each; a joker a
    /// swap takes back this turn needs no card.
    fn own_positions(&self, tiles: &[Tile], swapping: bool) -> Result<Vec<usize>, RuleError> {
        let mut rack = self.hands.hand(self.seat).to_vec();
        let mut positions = Vec::new();
        let mut joker_from_swap = swapping;
        for &tile in tiles {
            match rack.iter().position(|card| card.tile == Some(tile)) {
                Some(index) => positions.push(rack.remove(index).position),
                None if tile == Tile::Joker && joker_from_swap => joker_from_swap = false,
                None => return Err(RuleError::NotInRack(tile)),
            }
        }
        Ok(positions)
    }

    /// Whether the card at `position` is in sight of every device: the joker once laid.
    fn in_sight(&self, position: usize) -> bool {
        self.joker == Some(position)
    }

    /// This device's turn from the record's notation: the move as sent, and the positions of
    /// the hidden cards it lays, which it must show.
    pub fn own_turn(&self, mv: &Move) -> Result<(DealtMove, Vec<usize>), DealtMoveError> {
        let (sent, laid) = match mv {
            Move::Place(placement) => {
                let needed = tiles_needed(&self.board, placement)?;
                let laid = self.own_positions(&needed, placement.swap.is_some())?;
                (DealtMove::Place(placement.clone()), laid)
            }
            Move::Exchange(tiles) => {
                let positions = self.own_positions(tiles, false)?;
                (DealtMove::Exchange(positions), Vec::new())
            }
            Move::Pass => (DealtMove::Pass, Vec::new()),
        };
        let shown: Vec<(usize, Tile)> = laid
            .iter()
            .filter(|&&position| !self.in_sight(position))
            .map(|&position| (position, self.hands.tile_at(self.seat, position).expect("read")))
            .collect();
        self.clone().play(sent.clone(), &shown)?;
        Ok((sent, shown.iter().map(|&(position, _)| position).collect()))
    }


    /// Plays the turn of the seat to move, which sent `mv` and showed the hidden cards `shown`
    /// (position and tile read with every seat's key).
    pub fn play(&mut self, mv: DealtMove, shown: &[(usize, Tile)]) -> Result<&DealtTurn, DealtMoveError> {
        if self.ending.is_some() {
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
            DealtMove::Pass => {
                next.passes += 1;
                if next.passes >= next.scores.len() {
                    next.ending = Some(Ending::AllPassed);
                }
                Scored::default()
            }
        };
        next.to_move = (seat + 1) % next.scores.len();
        next.turns.push(DealtTurn { seat, mv, scored });
        *self = next;
        Ok(self.turns.last().expect("just pushed"))
    }

    /// Lays `placement` from `seat`'s cards: the hidden ones `shown`, and the joker in sight if
    /// it lays that; they must be the tiles it needs exactly.
    fn place(&mut self, seat: usize, placement: &Placement, shown: &[(usize, Tile)]) -> Result<Scored, DealtMoveError> {
        let mut needed = tiles_needed(&self.board, placement)?;
        let mut laid = Vec::new();
        for &(position, tile) in shown {
            self.hands.read(seat, position, tile, false)?;
            if !tiles::take(&mut needed, &tile) {
                return Err(DealtMoveError::ShownOtherwise { position, shown: tile });
            }
            laid.push(position);
        }
        let joker_held = self.joker.filter(|&position| self.hands.holder(position) == Some(seat));
        let joker_from_swap = placement.swap.is_some() && needed.contains(&Tile::Joker);
        if let Some(position) = joker_held.filter(|_| needed.contains(&Tile::Joker) && !joker_from_swap) {
            tiles::take(&mut needed, &Tile::Joker);
            laid.push(position);
        }
        if joker_from_swap {
            tiles::take(&mut needed, &Tile::Joker);
        }
        if let Some(&tile) = needed.first() {
            return Err(RuleError::NotInRack(tile).into());
        }
        let scored = rules::check(&self.board, self.setup.rules(), placement)?;
        for &position in &laid {
            let tile = self.hands.lay(seat, position).expect("read above");
            if tile == Tile::Joker {
                self.joker = Some(position);
            }
        }
        placement.lay_on(&mut self.board);
        if placement.swap.is_some() && !joker_from_swap {
            let joker = self.joker.expect("a joker taken back was laid before");
            self.hands.give_face_up(seat, joker, Tile::Joker);
        }
        let missing = RACK_SIZE - self.hands.hand(seat).len();
        self.hands.draw(seat, missing);
        self.scores[seat] += Score::from(scored.points);
        self.passes = 0;
        if self.hands.hand(seat).is_empty() {
            self.ending = Some(Ending::WentOut(seat));
        }
        Ok(scored)
    }

    /// Sets `seat`'s cards at `positions` aside face down, and draws as many.
    fn exchange(&mut self, seat: usize, positions: &[usize]) -> Result<(), DealtMoveError> {
        if positions.is_empty() || positions.len() > RACK_SIZE {
            return Err(RuleError::ExchangeCount.into());
        }
        if self.hands.deck_left() < positions.len() {
            return Err(RuleError::BagTooSmall(self.hands.deck_left()).into());
        }
        let cards = self.hands.set_aside_all(seat, positions)?;
        if seat == self.seat {
            self.own_exchanged.extend(cards.iter().filter_map(|card| card.tile));
        }
        self.hands.draw(seat, positions.len());
        self.exchanged += positions.len();
        self.passes = 0;
        Ok(())
    }
}

impl DealtPlay for DealtGame {
    tiles::dealt_tile_methods!();

    fn deck() -> Vec<Tile> {
        tile_set()
    }

    fn open(setup: &str, seat: usize, round: &[(usize, Tile)]) -> DealtGame {
        let setup: Setup = serde_json::from_str(setup).expect("checked when the table was set");
        DealtGame::new(setup, seat, round)
    }

    fn lays(&self, body: &str) -> Result<usize, String> {
        let DealtMove::Place(placement) = body.parse().map_err(|error: NotationError| error.to_string())? else {
            return Ok(0);
        };
        let needed = tiles_needed(&self.board, &placement).map_err(|error| error.to_string())?;
        let jokers = needed.iter().filter(|&&tile| tile == Tile::Joker).count();
        // The joker in sight, taken back this turn or held since, is laid with no card shown.
        let joker_held = self.joker.is_some_and(|position| self.hands.holder(position) == Some(self.to_move));
        let in_sight = usize::from(jokers > 0 && (placement.swap.is_some() || joker_held));
        Ok(needed.len() - in_sight)
    }
}
