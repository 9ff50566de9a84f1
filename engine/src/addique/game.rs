//! A game of Addique: the opening draw, the hands of 3, one piece a turn (no passing), and the
//! end once all 48 pieces are on the table.

use super::movegen;
use super::moves::Move;
use super::piece::Piece;
use super::reading::{score, Scored};
use super::rules::{self, RuleError};
use super::table::Table;
use crate::common::bag::Bag;
use crate::common::record::SetupProblem;
use crate::game::Score;
use crate::tiles::{self, Turn as LoggedTurn, TurnLog};
use serde::{Deserialize, Serialize};

/// Pieces in a hand once the game is under way.
pub const HAND_SIZE: usize = 3;

/// The player counts the 48 pieces allow.
pub const PLAYER_COUNTS: [usize; 5] = [2, 3, 4, 6, 8];

/// What is chosen before the first turn, the seed included: the same setup deals the same.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Setup {
    /// One name per seat, clockwise.
    pub players: Vec<String>,
    pub seed: u64,
    /// Where a copy of a game dealt at a distance begins (see [`PublicPosition`]); none for a
    /// game begun with the opening draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<Box<PublicPosition>>,
}

/// What every seat could see of a game, where its copy begins: see [`tiles::PublicPosition`].
/// The game ends when every piece is on the table, so it has no count towards its end.
/// Its count towards the end is only the seat that resigned, if one did: the table tells the
/// rest.
pub type PublicPosition = tiles::PublicPosition<Table, Piece, Option<usize>>;

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
            let seats = "2, 3, 4, 6 or 8";
            return Some(SetupProblem::Seats { seats, players });
        }
        let from = self.from.as_ref()?;
        if from.board.pieces().is_empty() {
            return Some(SetupProblem::Position("the position's table has no piece on it".into()));
        }
        let on_table = from.board.pieces().iter().map(|&(piece, _)| piece);
        from.problem(players, Piece::set(), on_table, HAND_SIZE)
            .map(SetupProblem::Position)
    }
}

/// The opening draw: each round everyone draws a piece; the highest product sum
/// (top×bottom + left×right) starts, and a tie sends every piece back for a new round.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct OpeningDraw {
    /// Each round's pieces, in seat order.
    pub rounds: Vec<Vec<Piece>>,
    pub starter: usize,
}

impl OpeningDraw {
    /// Draws until one product sum is highest; the last round's pieces stay out of the bag.
    fn draw(pool: &mut Bag<Piece>, seats: usize) -> OpeningDraw {
        let mut draw = OpeningDraw::default();
        loop {
            let round = pool.draw(seats);
            draw.rounds.push(round.clone());
            if let Some(starter) = round_winner(&round) {
                draw.starter = starter;
                return draw;
            }
            pool.put_back(round);
        }
    }

    /// The opening of a game dealt at a distance: one round, `round` turned face up from the
    /// top of the deck in seat order. A dealt deck cannot take pieces back for another round,
    /// so a tie is broken by the pieces themselves: of the tied, the piece whose written number
    /// (its digits clockwise from the top) is highest starts. The deck's order is no player's
    /// choice, so neither is the winner of the tie.
    pub fn face_up(round: Vec<Piece>) -> OpeningDraw {
        let best = |seat: &usize| (round[*seat].product_sum(), round[*seat]);
        let starter = (0..round.len()).max_by_key(best).expect("a round has pieces");
        OpeningDraw {
            rounds: vec![round],
            starter,
        }
    }
}

/// The seat whose piece has the one highest product sum, if no other's equals it.
fn round_winner(round: &[Piece]) -> Option<usize> {
    let best = round.iter().map(|piece| piece.product_sum()).max();
    let mut leaders = (0..round.len()).filter(|&seat| Some(round[seat].product_sum()) == best);
    let starter = leaders.next()?;
    leaders.next().is_none().then_some(starter)
}

/// The table with the starter's opening `piece` in the centre, and what it scores (its
/// product sum).
pub(super) fn centre(piece: Piece) -> (Table, Scored) {
    let mut table = Table::new();
    let scored = score(&table, piece, (0, 0));
    table.place(piece, (0, 0)).expect("the first piece goes anywhere");
    (table, scored)
}

/// The state between turns.
#[derive(Clone, Debug)]
pub struct Position {
    table: Table,
    hands: Vec<Vec<Piece>>,
    pool: Bag<Piece>,
    scores: Vec<Score>,
    to_move: usize,
    resigned: Option<usize>,
}

impl Position {
    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn hand(&self, seat: usize) -> &[Piece] {
        &self.hands[seat]
    }

    pub fn pool_len(&self) -> usize {
        self.pool.len()
    }

    pub fn scores(&self) -> &[Score] {
        &self.scores
    }

    pub fn to_move(&self) -> usize {
        self.to_move
    }

    /// All 48 pieces are on the table, or a player resigned.
    pub fn is_over(&self) -> bool {
        self.table.pieces().len() == Piece::set().len() || self.resigned.is_some()
    }

    /// The seat that resigned, if one did.
    pub fn resigned(&self) -> Option<usize> {
        self.resigned
    }
}

/// One turn: who, the move, its numbers and the position before it.
pub type Turn = LoggedTurn<Position, Move, Scored>;

/// The end: seats best first, and each one's place (equal scores share one).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Outcome {
    pub ranking: Vec<usize>,
    pub ranks: Vec<usize>,
    /// The seat that resigned, last whatever the scores, if the game ended so.
    pub resigned: Option<usize>,
}

/// What a seat may know: the seat to move's, for its robot, or the player holding the device's,
/// for the unseen-pieces tracker.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct View {
    /// The pieces on the table.
    pub table: Table,
    /// Every seat's score.
    pub scores: Vec<Score>,
    /// The seat to move.
    pub to_move: usize,
    /// The seat whose view this is.
    pub seat: usize,
    /// Its own hand, in the order it holds it.
    #[serde(with = "crate::common::words::spaced")]
    pub hand: Vec<Piece>,
    /// The pieces it has not seen, sorted: the pool and the other hands, which it cannot tell
    /// apart. Counted from the whole set, the table and the hand, so nothing hidden goes into
    /// it; all 48 pieces differ, so each is one of a kind.
    #[serde(with = "crate::common::words::spaced")]
    pub unseen: Vec<Piece>,
    /// How many pieces the pool holds.
    pub pool_len: usize,
    /// How many pieces each seat holds (public: everyone sees the others' hands shrink at the
    /// end).
    pub hand_sizes: Vec<usize>,
}

impl View {
    /// The unseen pieces by kind, with how many of each: one each, for all 48 pieces differ.
    pub fn unseen_tally(&self) -> Vec<(Piece, usize)> {
        tiles::tally(&self.unseen)
    }
}

#[derive(Clone, Debug)]
pub struct Game {
    setup: Setup,
    opening: OpeningDraw,
    /// What the starter's opening piece scored, on the table before the first turn.
    opening_score: Scored,
    position: Position,
    log: TurnLog<Position, Move, Scored>,
}

impl Game {
    tiles::turn_log_methods!();

    pub fn new(setup: Setup) -> Game {
        if let Some(from) = setup.from.clone() {
            return Game::copied(setup, &from);
        }
        let seats = setup.players.len();
        let mut pool = Bag::new(Piece::set(), setup.seed);
        let opening = OpeningDraw::draw(&mut pool, seats);
        let drawn = opening.rounds.last().expect("at least one round").clone();
        let starter = opening.starter;
        // The starter's piece goes in the centre and scores its product sum; the others keep
        // theirs, and everyone fills up to 3.
        let (table, opening_score) = centre(drawn[starter]);
        let mut scores = vec![0; seats];
        scores[starter] = opening_score.score();
        let mut hands: Vec<Vec<Piece>> = (0..seats)
            .map(|seat| {
                if seat == starter {
                    Vec::new()
                } else {
                    vec![drawn[seat]]
                }
            })
            .collect();
        for offset in 0..seats {
            let seat = (starter + offset) % seats;
            let missing = HAND_SIZE - hands[seat].len();
            hands[seat].extend(pool.draw(missing));
        }
        let position = Position {
            table,
            hands,
            pool,
            scores,
            to_move: (starter + 1) % seats,
            resigned: None,
        };
        Game {
            setup,
            opening,
            opening_score,
            position,
            log: TurnLog::default(),
        }
    }

    /// The copy that begins at `from`, its pieces face down dealt by the setup's seed: with no
    /// opening draw, and no opening piece of its own.
    fn copied(setup: Setup, from: &PublicPosition) -> Game {
        let on_table = from.board.pieces().iter().map(|&(piece, _)| piece);
        let dealt = from.deal(Piece::set(), on_table, setup.seed);
        let position = Position {
            table: from.board.clone(),
            hands: dealt.racks,
            pool: dealt.bag,
            scores: from.scores.clone(),
            to_move: from.to_move,
            resigned: from.end,
        };
        Game {
            setup,
            opening: OpeningDraw {
                rounds: Vec::new(),
                starter: from.to_move,
            },
            opening_score: Scored::default(),
            position,
            log: TurnLog::default(),
        }
    }

    pub fn opening(&self) -> &OpeningDraw {
        &self.opening
    }

    pub fn opening_score(&self) -> &Scored {
        &self.opening_score
    }

    /// Checks a move by the player to move and scores it: the preview and `play` agree.
    pub fn check(&self, mv: Move) -> Result<Scored, RuleError> {
        let position = &self.position;
        if position.is_over() {
            return Err(RuleError::GameOver);
        }
        rules::check(&position.table, &position.hands[position.to_move], mv)
    }

    /// Every legal move for the player to move, with its points.
    pub fn moves(&self) -> Vec<(Move, u64)> {
        let position = &self.position;
        if position.is_over() {
            return Vec::new();
        }
        movegen::moves(&position.table, &position.hands[position.to_move])
    }

    pub fn outcome(&self) -> Option<Outcome> {
        if !self.position.is_over() {
            return None;
        }
        let resigned = self.position.resigned;
        let (ranking, ranks) = tiles::rank_with_resigned(&self.position.scores, resigned);
        Some(Outcome {
            ranking,
            ranks,
            resigned,
        })
    }

    /// `seat` resigns, ending the game.
    pub fn resign(&mut self, seat: usize) -> Result<(), RuleError> {
        if self.position.is_over() {
            return Err(RuleError::GameOver);
        }
        self.position.resigned = Some(seat);
        Ok(())
    }

    /// The seat that resigned, if one did.
    pub fn resigned(&self) -> Option<usize> {
        self.position.resigned
    }

    /// Plays a turn for the player to move: the piece goes down, scores, and a new one is drawn.
    pub fn play(&mut self, mv: Move) -> Result<&Turn, RuleError> {
        let scored = self.check(mv)?;
        let before = self.position.clone();
        let seat = before.to_move;
        let position = &mut self.position;
        position
            .table
            .place(mv.piece, mv.at)
            .map_err(RuleError::Placement)?;
        let hand = &mut position.hands[seat];
        hand.retain(|&held| held != mv.piece);
        hand.extend(position.pool.draw(1));
        position.scores[seat] += scored.score();
        position.to_move = (seat + 1) % position.hands.len();
        Ok(self.log.push(LoggedTurn {
            seat,
            mv,
            scored,
            before,
        }))
    }

    /// What `seat` may know: see [`View`].
    pub fn view_of(&self, seat: usize) -> View {
        let position = &self.position;
        let on_table = position.table.pieces().iter().map(|&(piece, _)| piece);
        let seen = on_table.chain(position.hands[seat].iter().copied());
        View {
            table: position.table.clone(),
            scores: position.scores.clone(),
            to_move: position.to_move,
            seat,
            hand: position.hands[seat].clone(),
            unseen: tiles::unseen(Piece::set(), seen),
            pool_len: position.pool.len(),
            hand_sizes: position.hands.iter().map(Vec::len).collect(),
        }
    }

    /// For tests only: deals the pieces the seat to move has not seen (the pool and the other
    /// hands) anew by `seed`, every hand keeping its size, so its view stays the same.
    #[doc(hidden)]
    pub fn redeal_unseen(&mut self, seed: u64) {
        use rand::seq::SliceRandom;
        use rand::SeedableRng;
        let position = &mut self.position;
        let seat = position.to_move;
        let sizes: Vec<usize> = position.hands.iter().map(Vec::len).collect();
        let mut unseen: Vec<Piece> = position.pool.contents().to_vec();
        for other in (0..sizes.len()).filter(|&other| other != seat) {
            unseen.append(&mut position.hands[other]);
        }
        unseen.sort();
        unseen.shuffle(&mut rand_pcg::Pcg64Mcg::seed_from_u64(seed));
        for other in (0..sizes.len()).filter(|&other| other != seat) {
            let rest = unseen.split_off(sizes[other]);
            position.hands[other] = std::mem::replace(&mut unseen, rest);
        }
        position.pool = Bag::new(unseen, seed);
    }
}
