//! A game of Abaku: the setup with its seed, the start draw, the racks and bag, every turn with
//! the position before it, the end and the final scores.

use super::board::{tile_set, Board, BoardKind, Tile};
use super::movegen;
use super::moves::{Move, Placement};
use super::rules::{self, RuleError, Rules, Scored, Scoring, RACK_SIZE};
use crate::common::bag::Bag;
use crate::common::record::SetupProblem;
use crate::game::Score;
use crate::tiles::{self, TurnLog};
use serde::{Deserialize, Serialize};

/// Which game is played.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// Two to four players.
    #[default]
    Match,
    /// One player, for the highest score.
    SoloScore,
    /// One player on the blank grid, leaving as few squares empty as possible.
    SoloCover,
}

/// The player counts a game seats: one alone in the solo modes, two to four in a match.
pub const PLAYER_COUNTS: [usize; 4] = [1, 2, 3, 4];

/// The player counts of a match.
pub const MATCH_PLAYER_COUNTS: [usize; 3] = [2, 3, 4];

/// What is chosen before the first turn, the seed included: the same setup deals the same.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Setup {
    #[serde(default)]
    pub mode: Mode,
    #[serde(default)]
    pub board: BoardKind,
    /// One name per seat, clockwise.
    pub players: Vec<String>,
    #[serde(default)]
    pub scoring: Scoring,
    #[serde(default, skip_serializing_if = "is_false")]
    pub diagonal: bool,
    pub seed: u64,
    /// Where a copy of a match dealt at a distance begins (see [`PublicPosition`]); none for a
    /// game begun with the start draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<Box<PublicPosition>>,
}

/// What every seat could see of a match, where its copy begins: see [`tiles::PublicPosition`].
/// Abaku sets nothing aside: the tiles exchanged at a distance go back into the copy's bag, as
/// the table game's do.
pub type PublicPosition = tiles::PublicPosition<Board, Tile, Countdown>;

/// How near its end a game is: the passes in a row, and how it ended once it has.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Countdown {
    pub passes: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ending: Option<Ending>,
}

fn is_false(flag: &bool) -> bool {
    !flag
}

impl Setup {
    pub fn new(players: Vec<String>, seed: u64) -> Setup {
        let mode = if players.len() == 1 {
            Mode::SoloScore
        } else {
            Mode::Match
        };
        Setup {
            mode,
            board: BoardKind::Classic,
            players,
            scoring: Scoring::TileCount,
            diagonal: false,
            seed,
            from: None,
        }
    }

    /// Why the setup cannot start a game, if it cannot.
    pub fn problem(&self) -> Option<SetupProblem> {
        let players = self.players.len();
        match self.mode {
            Mode::Match if !MATCH_PLAYER_COUNTS.contains(&players) => {
                Some(SetupProblem::Seats { seats: "2 to 4", players })
            }
            Mode::SoloScore | Mode::SoloCover if players != 1 => {
                Some(SetupProblem::SoloSeats { players })
            }
            Mode::SoloCover if self.board != BoardKind::Blank => {
                Some(SetupProblem::CoverOnBlank)
            }
            _ => self.from.as_ref().and_then(|from| position_problem(from, self.board, players)).map(SetupProblem::Position),
        }
    }

    pub fn rules(&self) -> Rules {
        Rules {
            diagonal: self.diagonal,
            scoring: self.scoring,
        }
    }
}

/// Why a copy of a game of `players` on `board` cannot begin at `from`, if it cannot.
fn position_problem(from: &PublicPosition, board: BoardKind, players: usize) -> Option<String> {
    if from.board.kind() != board {
        return Some("the position's board is not the setup's".into());
    }
    if from.set_aside != 0 {
        return Some("Abaku sets no tiles aside: exchanged tiles go back into the bag".into());
    }
    let on_board = from.board.tiles().map(|(_, placed)| placed.tile());
    let went_out = match from.end.ending {
        Some(Ending::WentOut(seat) | Ending::Resigned(seat)) if seat >= players => Some(seat),
        _ => None,
    };
    from.problem(players, tile_set(), on_board, RACK_SIZE).or_else(|| {
        let counted = from.end.passes > players || went_out.is_some();
        counted.then(|| format!("the end cannot be counted so in a game of {players}"))
    })
}

/// The draw for the first turn: the lowest digit starts, a joker is drawn again.
pub type StartDraw = tiles::StartDraw<Tile>;

/// The state between turns.
#[derive(Clone, Debug)]
pub struct Position {
    board: Board,
    racks: Vec<Vec<Tile>>,
    bag: Bag<Tile>,
    scores: Vec<Score>,
    to_move: usize,
    /// Passes in a row, to end the game when everyone has passed in turn.
    passes: usize,
    ending: Option<Ending>,
}

impl Position {
    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn rack(&self, seat: usize) -> &[Tile] {
        &self.racks[seat]
    }

    pub fn bag_len(&self) -> usize {
        self.bag.len()
    }

    /// The points scored in play, before the end's deductions.
    pub fn scores(&self) -> &[Score] {
        &self.scores
    }

    pub fn to_move(&self) -> usize {
        self.to_move
    }

    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// Whether a pass by the player to move ends the game: everyone else has passed in turn.
    pub fn pass_ends_game(&self) -> bool {
        self.passes + 1 >= self.racks.len()
    }

    /// The tiles not on the board nor in `seat`'s rack, as they lie (the other racks and the
    /// bag): what that player cannot see, for tests and their shuffling.
    pub fn unseen_by(&self, seat: usize) -> Vec<Tile> {
        tiles::hidden(&self.racks, &self.bag, seat)
    }
}

/// Why the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ending {
    /// This player laid their last tile with the bag empty.
    WentOut(usize),
    /// Every player passed in turn.
    AllPassed,
    /// The bag is empty and no player can place a tile.
    Blocked,
    /// This player resigned: last, whatever the scores, and no rack is counted.
    Resigned(usize),
}

/// The end: each player's leftover deduction (or the gain of the one who went out), the final
/// scores and the ranking.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Outcome {
    pub ending: Ending,
    pub adjustments: Vec<Score>,
    pub final_scores: Vec<Score>,
    /// Seats, best first; `ranks[i]` is the place of `ranking[i]` from 1, equal for a tie.
    pub ranking: Vec<usize>,
    pub ranks: Vec<usize>,
}

impl Outcome {
    /// The end of a game that ended so, with `scores` in play and `racks` left: each rack is
    /// deducted, or goes to the player who went out.
    pub(crate) fn counted(ending: Ending, scores: &[Score], racks: &[Vec<Tile>], scoring: Scoring) -> Outcome {
        let leftover = |seat: usize| -> Score { racks[seat].iter().map(|&tile| Score::from(scoring.value(tile))).sum() };
        let seats = scores.len();
        let mut adjustments: Vec<Score> = (0..seats).map(|seat| -leftover(seat)).collect();
        let mut resigned = None;
        match ending {
            Ending::WentOut(seat) => adjustments[seat] = (0..seats).map(leftover).sum(),
            // The game stopped short of its end, so nothing is counted at it.
            Ending::Resigned(seat) => {
                adjustments = vec![0; seats];
                resigned = Some(seat);
            }
            Ending::AllPassed | Ending::Blocked => {}
        }
        let final_scores: Vec<Score> = scores
            .iter()
            .zip(&adjustments)
            .map(|(score, adjustment)| score + adjustment)
            .collect();
        let (ranking, ranks) = tiles::rank_with_resigned(&final_scores, resigned);
        Outcome {
            ending,
            adjustments,
            final_scores,
            ranking,
            ranks,
        }
    }
}

/// One turn as the score sheet shows it: who, the move, what it scored and the position before.
pub type Turn = tiles::Turn<Position, Move, Scored>;

tiles::game_and_view!(Board, Tile,
    /// The tiles neither on the board nor in the rack (bag and other racks), sorted: counted
    /// from the whole set, the board and the rack, so nothing hidden goes into it.
    {
        pub rules: Rules,
        pub bag_len: usize,
        /// Passes in a row just before this turn: one more from each remaining seat ends the
        /// game.
        pub passes: usize,
    }
);

impl Game {
    tiles::turn_log_methods!();

    pub fn new(setup: Setup) -> Game {
        if let Some(from) = setup.from.clone() {
            return Game::copied(setup, &from);
        }
        let seats = setup.players.len();
        let mut bag = Bag::new(tile_set(), setup.seed);
        let start = StartDraw::draw(&mut bag, seats, |tile| match tile {
            Tile::Digit(digit) => Some(digit),
            Tile::Joker => None,
        });
        let mut racks = vec![Vec::new(); seats];
        for offset in 0..seats {
            racks[(start.starter + offset) % seats] = bag.draw(RACK_SIZE);
        }
        let position = Position {
            board: Board::new(setup.board),
            racks,
            bag,
            scores: vec![0; seats],
            to_move: start.starter,
            passes: 0,
            ending: None,
        };
        Game {
            setup,
            start,
            position,
            log: TurnLog::default(),
        }
    }

    /// The copy that begins at `from`, its tiles face down dealt by the setup's seed.
    fn copied(setup: Setup, from: &PublicPosition) -> Game {
        let on_board = from.board.tiles().map(|(_, placed)| placed.tile());
        let dealt = from.deal(tile_set(), on_board, setup.seed);
        let position = Position {
            board: from.board.clone(),
            racks: dealt.racks,
            bag: dealt.bag,
            scores: from.scores.clone(),
            to_move: from.to_move,
            passes: from.end.passes,
            ending: from.end.ending,
        };
        Game {
            setup,
            start: StartDraw::none(from.to_move),
            position,
            log: TurnLog::default(),
        }
    }

    pub fn start_draw(&self) -> &StartDraw {
        &self.start
    }

    /// `seat` resigns, ending the game ([`Ending::Resigned`]).
    pub fn resign(&mut self, seat: usize) -> Result<(), RuleError> {
        if self.position.ending.is_some() {
            return Err(RuleError::GameOver);
        }
        self.position.ending = Some(Ending::Resigned(seat));
        Ok(())
    }

    /// The seat that resigned, if one did.
    pub fn resigned(&self) -> Option<usize> {
        match self.position.ending {
            Some(Ending::Resigned(seat)) => Some(seat),
            _ => None,
        }
    }

    /// Checks a placement by the player to move, rack included, and scores it: the live
    /// preview and `play` give the same answer.
    pub fn check(&self, placement: &Placement) -> Result<Scored, RuleError> {
        if self.position.ending.is_some() {
            return Err(RuleError::GameOver);
        }
        self.rack_after(placement)?;
        rules::check(&self.position.board, self.setup.rules(), placement)
    }

    /// The rack left once the placement's tiles are laid.
    fn rack_after(&self, placement: &Placement) -> Result<Vec<Tile>, RuleError> {
        let position = &self.position;
        let mut rack = position.racks[position.to_move].clone();
        if let Some(square) = placement.swap {
            let swap = rules::joker_swap(&position.board, square)?;
            take(&mut rack, swap.gives)?;
            rack.push(swap.gets);
        }
        for tile in &placement.tiles {
            take(&mut rack, tile.tile())?;
        }
        Ok(rack)
    }

    pub fn outcome(&self) -> Option<Outcome> {
        let position = &self.position;
        let ending = position.ending?;
        Some(Outcome::counted(ending, &position.scores, &position.racks, self.setup.scoring))
    }

    /// What `seat` may know: see [`View`].
    pub fn view_of(&self, seat: usize) -> View {
        let position = &self.position;
        let on_board = position.board.tiles().map(|(_, placed)| placed.tile());
        let seen = on_board.chain(position.racks[seat].iter().copied());
        View {
            board: position.board.clone(),
            rules: self.setup.rules(),
            scores: position.scores.clone(),
            seat,
            seat_count: position.racks.len(),
            rack: position.racks[seat].clone(),
            unseen: tiles::unseen(tile_set(), seen),
            bag_len: position.bag.len(),
            passes: position.passes,
        }
    }

    /// The same game with the tiles the seat to move cannot see (the bag and the other racks)
    /// dealt again by `seed`, each rack keeping its size: for tests that a robot does not cheat.
    #[doc(hidden)]
    pub fn with_hidden_shuffled(&self, seed: u64) -> Game {
        let mut game = self.clone();
        let position = &mut game.position;
        tiles::redeal_hidden(&mut position.racks, &mut position.bag, position.to_move, seed);
        game
    }

    /// The squares left empty: the solo cover game's result.
    pub fn empty_squares(&self) -> usize {
        let size = usize::from(self.setup.board.size());
        size * size - self.position.board.tile_count()
    }

    /// Plays a turn for the player to move. Playing the turn redo would play keeps the rest of
    /// the redo list; any other turn replaces it.
    pub fn play(&mut self, mv: Move) -> Result<&Turn, RuleError> {
        if self.position.ending.is_some() {
            return Err(RuleError::GameOver);
        }
        let before = self.position.clone();
        let seat = before.to_move;
        let mut scored = Scored::default();
        match &mv {
            Move::Place(placement) => {
                let rack = self.rack_after(placement)?;
                scored = rules::check(&before.board, self.setup.rules(), placement)?;
                let position = &mut self.position;
                placement.lay_on(&mut position.board);
                position.racks[seat] = rack;
                let drawn = position.bag.draw(RACK_SIZE - position.racks[seat].len());
                position.racks[seat].extend(drawn);
                position.scores[seat] += Score::from(scored.points);
                position.passes = 0;
                if position.racks[seat].is_empty() {
                    position.ending = Some(Ending::WentOut(seat));
                }
            }
            Move::Exchange(tiles) => {
                if tiles.is_empty() || tiles.len() > RACK_SIZE {
                    return Err(RuleError::ExchangeCount);
                }
                let position = &mut self.position;
                if position.bag.len() < tiles.len() {
                    return Err(RuleError::BagTooSmall(position.bag.len()));
                }
                let mut rack = position.racks[seat].clone();
                for &tile in tiles {
                    take(&mut rack, tile)?;
                }
                // Draw before putting back, so no one draws back what they gave up.
                rack.extend(position.bag.draw(tiles.len()));
                position.bag.put_back(tiles.iter().copied());
                position.racks[seat] = rack;
                position.passes = 0;
            }
            Move::Pass => {
                let position = &mut self.position;
                position.passes += 1;
                if position.passes >= position.racks.len() {
                    position.ending = Some(Ending::AllPassed);
                }
            }
        }
        let seats = self.setup.players.len();
        self.position.to_move = (seat + 1) % seats;
        if self.position.ending.is_none() && self.blocked() {
            self.position.ending = Some(Ending::Blocked);
        }
        Ok(self.log.push(Turn {
            seat,
            mv,
            scored,
            before,
        }))
    }

    /// With the bag empty no one can exchange, so the game is stuck when no rack can be placed.
    fn blocked(&self) -> bool {
        let position = &self.position;
        position.bag.is_empty()
            && position
                .racks
                .iter()
                .all(|rack| !movegen::any_placement(&position.board, self.setup.rules(), rack))
    }
}

fn take(rack: &mut Vec<Tile>, tile: Tile) -> Result<(), RuleError> {
    tiles::take(rack, &tile)
        .then_some(())
        .ok_or(RuleError::NotInRack(tile))
}
