//! A game of Summy: the setup with its seed, the start draw, racks, stock and discards, every
//! turn with the position before it, and the end: once a player holds 4 tiles or fewer after
//! their turn, everyone else has one last turn.

use super::board::{Board, Cell, SIZE};
use super::moves::{Move, Placement};
use super::rules::{self, RuleError, Scored, RACK_SIZE};
use super::tile::{tile_set, Tile};
use crate::common::bag::Bag;
use crate::common::record::SetupProblem;
use crate::game::Score;
use crate::tiles::{self, TurnLog};
use serde::{Deserialize, Serialize};

/// A player's turn after which, holding this many tiles or fewer, they have played their last.
pub const LAST_TURN_AT: usize = 4;

/// The player counts a game seats.
pub const PLAYER_COUNTS: [usize; 3] = [2, 3, 4];

/// What is chosen before the first turn, the seed included: the same setup deals the same.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Setup {
    /// One name per seat, clockwise.
    pub players: Vec<String>,
    pub seed: u64,
    /// Where a copy of a game dealt at a distance begins (see [`PublicPosition`]); none for a
    /// game begun with the start draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<Box<PublicPosition>>,
}

/// What every seat could see of a game, where its copy begins: see [`tiles::PublicPosition`].
pub type PublicPosition = tiles::PublicPosition<Board, Tile, Countdown>;

impl Setup {
    pub fn new(players: Vec<String>, seed: u64) -> Setup {
        Setup {
            players,
            seed,
            from: None,
        }
    }

    /// Why the setup cannot start a game, if it cannot.
    pub fn problem(&self) -> Option<SetupProblem> {
        let players = self.players.len();
        if !PLAYER_COUNTS.contains(&players) {
            let seats = "2 to 4";
            return Some(SetupProblem::Seats { seats, players });
        }
        let from = self.from.as_ref()?;
        let on_board = from.board.tiles().map(|(_, tile)| tile);
        from.problem(players, tile_set(), on_board, RACK_SIZE)
            .or_else(|| from.end.problem(players))
            .map(SetupProblem::Position)
    }
}

/// The draw for the first turn: the lowest digit starts; an operator or `=` is drawn again.
pub type StartDraw = tiles::StartDraw<Tile>;

/// Why the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ending {
    /// This player went down to 4 tiles or fewer, and everyone else has had a last turn.
    LastTurns(usize),
    /// Every player passed in turn. (A player can always exchange, even from an empty stock,
    /// so no one is ever stuck: there is no blocked ending.)
    AllPassed,
    /// This player resigned: last, whatever the scores.
    Resigned(usize),
}

/// The state between turns.
#[derive(Clone, Debug)]
pub struct Position {
    board: Board,
    racks: Vec<Vec<Tile>>,
    stock: Bag<Tile>,
    /// Tiles exchanged: they leave the game.
    discarded: Vec<Tile>,
    scores: Vec<Score>,
    to_move: usize,
    countdown: Countdown,
}

/// What ends a game: the passes in a row, and once a player has gone down to 4 tiles or fewer,
/// the last turns left. The seeded game and the dealt one (`dealt`) count them alike, and a
/// copy carries it over.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Countdown {
    passes: usize,
    /// Once the end is near: the player who went down to 4 tiles, and the turns left.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    last_turns: Option<(usize, usize)>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    ending: Option<Ending>,
}

impl Countdown {
    /// Why a game of `seats` cannot stand so, if it cannot: a seat it names is not at the table.
    fn problem(&self, seats: usize) -> Option<String> {
        let first_out = self.last_turns.map(|(seat, _)| seat);
        let ended_by = match self.ending {
            Some(Ending::LastTurns(seat) | Ending::Resigned(seat)) => Some(seat),
            _ => None,
        };
        let outside = first_out.into_iter().chain(ended_by).find(|&seat| seat >= seats);
        if let Some(seat) = outside {
            return Some(format!("seat {} went out, in a game of {seats}", seat + 1));
        }
        let last_turns = self.last_turns.map_or(0, |(_, left)| left);
        (self.passes > seats || last_turns >= seats)
            .then(|| format!("{} passes and {last_turns} last turns cannot be counted in a game of {seats}", self.passes))
    }

    pub(crate) fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// `seat` resigns, unless the game is over already.
    pub(crate) fn resign(&mut self, seat: usize) -> Result<(), RuleError> {
        if self.ending.is_some() {
            return Err(RuleError::GameOver);
        }
        self.ending = Some(Ending::Resigned(seat));
        Ok(())
    }

    /// The seat that resigned, if one did.
    pub(crate) fn resigned(&self) -> Option<usize> {
        match self.ending {
            Some(Ending::Resigned(seat)) => Some(seat),
            _ => None,
        }
    }

    pub(crate) fn passes(&self) -> usize {
        self.passes
    }

    /// The turns left before the end, once a player has gone down to 4 tiles or fewer.
    pub(crate) fn last_turns(&self) -> Option<usize> {
        self.last_turns.map(|(_, left)| left)
    }

    /// Whether a pass by the player to move ends a game of `seats`: everyone else has passed in
    /// turn, or it is the last of the last turns.
    pub(crate) fn pass_ends_game(&self, seats: usize) -> bool {
        self.passes + 1 >= seats || matches!(self.last_turns, Some((_, 1)))
    }

    /// Counts `seat`'s turn, a pass or not, after which it holds `rack_len` tiles.
    pub(crate) fn count(&mut self, seat: usize, passed: bool, rack_len: usize, seats: usize) {
        self.passes = if passed { self.passes + 1 } else { 0 };
        self.ending = self.ending_after(seat, rack_len, seats);
    }

    /// Counts down the last turns once a player has gone down to 4 tiles or fewer.
    fn ending_after(&mut self, seat: usize, rack_len: usize, seats: usize) -> Option<Ending> {
        if self.passes >= seats {
            return Some(Ending::AllPassed);
        }
        match self.last_turns {
            Some((first_out, left)) => {
                let left = left - 1;
                self.last_turns = Some((first_out, left));
                (left == 0).then_some(Ending::LastTurns(first_out))
            }
            None if rack_len <= LAST_TURN_AT => {
                self.last_turns = Some((seat, seats - 1));
                None
            }
            None => None,
        }
    }
}

impl Position {
    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn rack(&self, seat: usize) -> &[Tile] {
        &self.racks[seat]
    }

    pub fn stock_len(&self) -> usize {
        self.stock.len()
    }

    pub fn discarded(&self) -> usize {
        self.discarded.len()
    }

    pub fn scores(&self) -> &[Score] {
        &self.scores
    }

    pub fn to_move(&self) -> usize {
        self.to_move
    }

    pub fn ending(&self) -> Option<Ending> {
        self.countdown.ending()
    }

    /// The turns left before the end, once a player has gone down to 4 tiles or fewer.
    pub fn last_turns(&self) -> Option<usize> {
        self.countdown.last_turns()
    }

    /// Whether a pass by the player to move ends the game: everyone else has passed in turn,
    /// or it is the last of the last turns.
    pub fn pass_ends_game(&self) -> bool {
        self.countdown.pass_ends_game(self.racks.len())
    }

    /// The tiles in play that `seat` cannot see, as they lie: the other racks and the stock.
    pub fn unseen_by(&self, seat: usize) -> Vec<Tile> {
        tiles::hidden(&self.racks, &self.stock, seat)
    }

    /// Every tile that has left the game or lies on the board, as opposed to racks and stock.
    pub fn out_of_play(&self) -> impl Iterator<Item = Tile> + '_ {
        let board = self
            .board
            .squares()
            .filter_map(|square| match self.board.get(square) {
                Some(Cell::Tile(tile)) => Some(tile),
                _ => None,
            });
        board.chain(self.discarded.iter().copied())
    }
}

/// The end: the final scores and the ranking.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Outcome {
    pub ending: Ending,
    /// Seats, best first; `ranks[i]` is the place of `ranking[i]` from 1, equal for a tie.
    pub ranking: Vec<usize>,
    pub ranks: Vec<usize>,
}

/// One turn as the score sheet shows it: who, the move, what it scored and the position before.
pub type Turn = tiles::Turn<Position, Move, Scored>;

tiles::game_and_view!(Board, Tile,
    /// The tiles neither on the board, nor in the rack, nor exchanged by this seat, sorted: the
    /// stock, the other racks and the others' exchanged tiles, which leave the game face down
    /// (only their count is told), so no one can tell them from the stock.
    {
        pub stock_len: usize,
        /// Passes in a row just before this turn: one more from each remaining seat ends the
        /// game.
        pub passes: usize,
        /// Once a player has gone down to 4 tiles: the turns left, this one included.
        pub last_turns: Option<usize>,
    }
);

impl Game {
    tiles::turn_log_methods!();

    pub fn new(setup: Setup) -> Game {
        match setup.from.clone() {
            Some(from) => Game::copied(setup, &from),
            None => Game::on_board(setup, SIZE),
        }
    }

    /// The copy that begins at `from`, its tiles face down dealt by the setup's seed.
    fn copied(setup: Setup, from: &PublicPosition) -> Game {
        let on_board = from.board.tiles().map(|(_, tile)| tile);
        let dealt = from.deal(tile_set(), on_board, setup.seed);
        let position = Position {
            board: from.board.clone(),
            racks: dealt.racks,
            stock: dealt.bag,
            discarded: dealt.set_aside,
            scores: from.scores.clone(),
            to_move: from.to_move,
            countdown: from.end,
        };
        Game {
            setup,
            start: StartDraw::none(from.to_move),
            position,
            log: TurnLog::default(),
        }
    }

    /// A game on a smaller board, for tests: the rules are the same.
    pub fn on_board(setup: Setup, size: u8) -> Game {
        let seats = setup.players.len();
        let mut set = tile_set();
        // One `=` starts on the board.
        let equals = set
            .iter()
            .position(|&tile| tile == Tile::Equals)
            .expect("the set holds =");
        set.remove(equals);
        let mut stock = Bag::new(set, setup.seed);
        let start = StartDraw::draw(&mut stock, seats, |tile| match tile {
            Tile::Digit(digit) => Some(digit),
            _ => None,
        });
        let mut racks = vec![Vec::new(); seats];
        for offset in 0..seats {
            racks[(start.starter + offset) % seats] = stock.draw(RACK_SIZE);
        }
        let position = Position {
            board: Board::new(size),
            racks,
            stock,
            discarded: Vec::new(),
            scores: vec![0; seats],
            to_move: start.starter,
            countdown: Countdown::default(),
        };
        Game {
            setup,
            start,
            position,
            log: TurnLog::default(),
        }
    }

    pub fn start_draw(&self) -> &StartDraw {
        &self.start
    }

    /// `seat` resigns, ending the game ([`Ending::Resigned`]).
    pub fn resign(&mut self, seat: usize) -> Result<(), RuleError> {
        self.position.countdown.resign(seat)
    }

    /// The seat that resigned, if one did.
    pub fn resigned(&self) -> Option<usize> {
        self.position.countdown.resigned()
    }

    /// Checks a placement by the player to move, rack included, and scores it: the live
    /// preview and `play` give the same answer.
    pub fn check(&self, placement: &Placement) -> Result<Scored, RuleError> {
        if self.position.ending().is_some() {
            return Err(RuleError::GameOver);
        }
        self.rack_after(placement)?;
        rules::check(&self.position.board, placement)
    }

    fn rack_after(&self, placement: &Placement) -> Result<Vec<Tile>, RuleError> {
        let mut rack = self.position.racks[self.position.to_move].clone();
        for tile in &placement.tiles {
            take(&mut rack, tile.tile)?;
        }
        Ok(rack)
    }

    pub fn outcome(&self) -> Option<Outcome> {
        let ending = self.position.ending()?;
        let (ranking, ranks) = tiles::rank_with_resigned(&self.position.scores, self.resigned());
        Some(Outcome {
            ending,
            ranking,
            ranks,
        })
    }

    /// What `seat` may know: see [`View`].
    pub fn view_of(&self, seat: usize) -> View {
        let position = &self.position;
        let on_board = position.board.tiles().map(|(_, tile)| tile);
        let rack = position.racks[seat].iter().copied();
        let seen = on_board.chain(rack).chain(self.exchanged_by(seat));
        View {
            board: position.board.clone(),
            scores: position.scores.clone(),
            seat,
            seat_count: position.racks.len(),
            rack: position.racks[seat].clone(),
            unseen: tiles::unseen(tile_set(), seen),
            stock_len: position.stock.len(),
            passes: position.countdown.passes(),
            last_turns: position.last_turns(),
        }
    }

    /// The tiles `seat` has given up in exchanges so far: the only exchanged tiles it has seen.
    fn exchanged_by(&self, seat: usize) -> impl Iterator<Item = Tile> + '_ {
        let own = self.turns().iter().filter(move |turn| turn.seat == seat);
        own.flat_map(|turn| match &turn.mv {
            Move::Exchange(tiles) => tiles.as_slice(),
            _ => &[],
        })
        .copied()
    }

    /// The same game with the tiles the seat to move cannot see (the stock and the other racks)
    /// dealt again by `seed`, each rack keeping its size: for tests that a robot does not cheat.
    #[doc(hidden)]
    pub fn with_hidden_shuffled(&self, seed: u64) -> Game {
        let mut game = self.clone();
        let position = &mut game.position;
        tiles::redeal_hidden(&mut position.racks, &mut position.stock, position.to_move, seed);
        game
    }

    /// Plays a turn for the player to move. Playing the turn redo would play keeps the rest of
    /// the redo list; any other turn replaces it.
    pub fn play(&mut self, mv: Move) -> Result<&Turn, RuleError> {
        if self.position.ending().is_some() {
            return Err(RuleError::GameOver);
        }
        let before = self.position.clone();
        let seat = before.to_move;
        let mut scored = Scored::default();
        match &mv {
            Move::Place(placement) => {
                let rack = self.rack_after(placement)?;
                scored = rules::check(&before.board, placement)?;
                let position = &mut self.position;
                placement.lay_on(&mut position.board);
                for &cap in &scored.caps {
                    position.board.set(cap, Cell::Cap);
                }
                position.racks[seat] = rack;
                position.scores[seat] += Score::from(scored.points);
            }
            Move::Exchange(tiles) => {
                let position = &mut self.position;
                if tiles.is_empty() {
                    return Err(RuleError::ExchangeCount);
                }
                let mut rack = position.racks[seat].clone();
                for &tile in tiles {
                    take(&mut rack, tile)?;
                }
                position.racks[seat] = rack;
                position.discarded.extend(tiles);
            }
            Move::Pass => {}
        }
        let position = &mut self.position;
        let missing = RACK_SIZE.saturating_sub(position.racks[seat].len());
        let drawn = position.stock.draw(missing);
        position.racks[seat].extend(drawn);
        let seats = self.setup.players.len();
        let passed = mv == Move::Pass;
        position.countdown.count(seat, passed, position.racks[seat].len(), seats);
        position.to_move = (seat + 1) % seats;
        Ok(self.log.push(Turn {
            seat,
            mv,
            scored,
            before,
        }))
    }
}

fn take(rack: &mut Vec<Tile>, tile: Tile) -> Result<(), RuleError> {
    tiles::take(rack, &tile)
        .then_some(())
        .ok_or(RuleError::NotInRack(tile))
}
