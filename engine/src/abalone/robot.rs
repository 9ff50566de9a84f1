//! The Abalone robot: an alpha-beta search over the bitboard position.
//!
//! The search is negamax with principal-variation windows, iterative deepening, a Zobrist
//! transposition table (two slots a position: the deepest result and the newest), late-move
//! reductions, and move ordering by the table's move, then push-offs, then other pushes
//! (sumitos), then killer moves and the history heuristic, with three-marble moves ahead of
//! singles.
//!
//! # Sides
//!
//! Every game is searched as a two-sided game between the *root side* (the seat to move at the
//! root, with its partner in the four-player game) and everyone else:
//!
//! - **2 seats**: plain negamax.
//! - **4 seats**: team against team. The values are for the team to move; a child's value is
//!   negated only when the next mover is on the other team, which covers the "partners play
//!   consecutively" turn order, where a team moves twice in a row.
//! - **3 seats**: a *paranoid* search. The root seat maximises its own evaluation and both other
//!   seats are assumed to minimise it, as a coalition. Because two coalition seats move one after
//!   the other, this is again negamax in which the sign changes only when play passes between the
//!   root seat and the coalition. Paranoid play is cautious, but it keeps alpha-beta pruning
//!   (max^n does not prune), and the point of the game for the root seat is not to be ejected.
//!
//! The search knows nothing about move limits or repeated positions.
//!
//! # Quiescence
//!
//! With [`Options::quiescence`], the search does not stop at its horizon in the middle of an
//! exchange: where the side to move can push a marble off, it goes on searching push-offs only
//! (at most [`QUIESCENCE_PLIES`] more plies), and the side to move may always *stand pat*, take
//! the static evaluation rather than push. Without it, a line that ends with a push-off counts
//! the marble won even when the reply pushes one back.
//!
//! # Pruning
//!
//! With [`Options::pruning`], the search cuts what a careful player would not look at twice:
//! - **Null moves.** Where the side to move already stands above what the window asks, it is
//!   let pass the turn, searched two or three plies shallower; if it still stands above, no real
//!   move is searched. Abalone has no zugzwang to fool this: a side can always move a marble.
//! - **Late moves.** A quiet move late in the order is searched shallower first, by
//!   ln(depth) × ln(index) / 1.5 plies, and at full depth only if it then looks better than the
//!   best so far; at the root, by one ply.
//!
//! At the same number of nodes, the pruned search goes deeper and wins the engine match of
//! `make bench` (docs/benchmarks.md); the analysis board's depth 8 costs a sixth of the nodes.
//!
//! # Levels
//!
//! - **Strong**: iterative deepening for the whole `time_ms`, with quiescence, no noise. The
//!   clock is read every 1024 nodes, quiescence nodes included; when time runs out
//!   mid-iteration, the best move of the last completed iteration is played. Depth 1 always
//!   completes.
//! - **Medium**: depth 2, and a small random bonus (0-[`MEDIUM_NOISE`]) on each root move's value.
//! - **Easy**: depth 1, and a large random bonus (0-[`EASY_NOISE`]) on each root move's value:
//!   it still takes a push-off most of the time, but blunders often.
//!
//! Easy and Medium never read the clock, so the same position and seed give the same move.

use super::board::{towards, Bitboard, Position, Seat, MAX_SEATS, ON_BOARD};
use super::cell::{Cell, Dir};
use super::game::Game;
use super::moves::Move;
use crate::robot::{Arena, Choice, Deadline, Level, Thinking};
use rand::Rng;

/// What the robot found: its move, the evaluation for the seat to move (1000 = one marble
/// pushed off; a win is near [`WIN`]), the deepest completed iteration, the nodes searched and
/// the line of play it expects.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Search {
    pub mv: Move,
    pub eval: i32,
    pub depth: u32,
    pub nodes: u64,
    /// The principal variation: `mv`, then the moves the search expects every side to answer
    /// with, `depth` moves at most, then the push-offs it expects past its horizon (at most
    /// [`QUIESCENCE_PLIES`]). Read back from the transposition table after the iteration, so
    /// it may end early where an entry was overwritten; Easy and Medium give their move alone.
    pub line: Vec<Move>,
}

/// What one iteration at the root found: the best value, and the exact value of the move asked
/// for, if any.
struct RootValues {
    best: i32,
    exact: Option<i32>,
}

/// How far an iteration at the root has gone: the root moves before `next` are searched, with
/// the best value so far and where its move is. An iteration stopped by a limit keeps this, so
/// that an analysis asked to go on resumes it rather than searching those moves again: the
/// analysis board asks in short steps, and an iteration longer than a step must still end.
#[derive(Clone, Copy)]
struct RootProgress {
    depth: u32,
    next: usize,
    alpha: i32,
    best: usize,
    exact: Option<i32>,
}

impl RootProgress {
    fn start(depth: u32) -> RootProgress {
        RootProgress {
            depth,
            next: 0,
            alpha: -INFINITY,
            best: 0,
            exact: None,
        }
    }
}

/// Whether an evaluation is a forced win (`Some(true)`) or loss (`Some(false)`) the search
/// has found, rather than a count of marbles.
pub fn forced(eval: i64) -> Option<bool> {
    (eval.abs() > i64::from(WIN_BOUND)).then_some(eval > 0)
}

/// The value of a won position; a win found `n` plies ahead scores `WIN - n`, so that faster
/// wins score higher and slower losses score higher than faster ones.
pub const WIN: i32 = 1_000_000;
/// Values beyond this are wins or losses.
const WIN_BOUND: i32 = WIN - 1000;
const INFINITY: i32 = WIN + 1;

/// One marble pushed off.
pub const MARBLE: i32 = 1000;
/// Medium's random bonus on each root move, at most.
pub const MEDIUM_NOISE: i32 = 60;
/// Easy's random bonus on each root move, at most.
pub const EASY_NOISE: i32 = 1200;
const MEDIUM_DEPTH: u32 = 2;
const EASY_DEPTH: u32 = 1;

/// Deepest search, in plies.
const MAX_PLY: usize = 64;
/// The deepest iteration: the search's plies, with room for the moves it looks at past them.
const DEEPEST: u32 = MAX_PLY as u32 - 2;
/// How much shallower a null move is searched than a real one (one ply more from depth 6).
const NULL_MOVE_REDUCTION: u32 = 2;
/// From this depth on, a null move is searched one ply shallower still.
const NULL_MOVE_DEEP: u32 = 6;
/// From this index on in the root's order, a quiet root move is reduced by one ply first.
const ROOT_LATE: usize = 4;
/// Late-move reductions are ln(depth) × ln(index) divided by this.
const LMR_DIVISOR: f32 = 1.5;
/// The shallowest search that tries a null move: below it the pass costs more than it saves.
const NULL_MOVE_MIN_DEPTH: u32 = 3;
/// The most plies of push-offs the quiescence search plays past the horizon. Every push-off
/// brings the game nearer its end, but a cap keeps each leaf's cost bounded.
pub const QUIESCENCE_PLIES: u32 = 6;
/// Transposition table sizes (entries of 16 bytes): 8 MB for the full-time search and the
/// analysis, small for the depth-limited levels.
const TT_BITS_STRONG: u32 = 19;
const TT_BITS_SHALLOW: u32 = 14;

// Evaluation weights, in thousandths of a marble.
/// Per marble per ring nearer the centre.
const W_CENTRE: i32 = 30;
/// Per pair of neighbouring friendly marbles.
const W_COHESION: i32 = 12;
/// The side to move can push a marble off now.
const T_MOVER_FIRST: i32 = 600;
const T_MOVER_MORE: i32 = 100;
/// The side not to move threatens one marble (the mover can defend), or two or more.
const T_WAITING_ONE: i32 = 150;
const T_WAITING_MORE: i32 = 450;

// ---------------------------------------------------------------------------------------------
// Board masks.

/// Hex distance from the centre E5 of a cell at `row`, `diagonal`.
const fn ring_of(row: u8, diagonal: u8) -> u8 {
    let dr = row as i8 - 5;
    let dc = diagonal as i8 - 5;
    let d = dr - dc;
    let a = if dr < 0 { -dr } else { dr };
    let b = if dc < 0 { -dc } else { dc };
    let c = if d < 0 { -d } else { d };
    let m = if a > b { a } else { b };
    (if m > c { m } else { c }) as u8
}

/// `CLOSER[k]`: the cells within `k` rings of the centre (k = 0..=3).
const CLOSER: [Bitboard; 4] = {
    let mut masks = [0; 4];
    let mut row = 1;
    while row <= 9 {
        let mut diagonal = 1;
        while diagonal <= 9 {
            if let Some(cell) = Cell::new(row, diagonal) {
                let ring = ring_of(row, diagonal) as usize;
                let mut k = ring;
                while k < 4 {
                    masks[k] |= 1 << cell.index();
                    k += 1;
                }
            }
            diagonal += 1;
        }
        row += 1;
    }
    masks
};

/// `EDGE[d]`: the cells whose neighbour in direction `Dir::ALL[d]` is off the board.
const EDGE: [Bitboard; 6] = {
    let mut masks = [0; 6];
    let mut d = 0;
    while d < 6 {
        masks[d] = ON_BOARD & !towards(ON_BOARD, Dir::ALL[d]);
        d += 1;
    }
    masks
};

/// Sum over marbles of (4 - ring): higher is more central.
#[inline(always)]
fn centrality(set: Bitboard) -> i32 {
    ((set & CLOSER[3]).count_ones()
        + (set & CLOSER[2]).count_ones()
        + (set & CLOSER[1]).count_ones()
        + (set & CLOSER[0]).count_ones()) as i32
}

/// Pairs of neighbouring marbles of `set`, each pair once.
#[inline(always)]
fn cohesion(set: Bitboard) -> i32 {
    Dir::AXES
        .iter()
        .map(|&axis| (set & towards(set, axis)).count_ones())
        .sum::<u32>() as i32
}

/// The marbles of `victims` on the edge that a line of `pushers` could push off the board in
/// one move: two against one, three against one, or three against two.
#[inline(always)]
pub(crate) fn push_off_threats(pushers: Bitboard, victims: Bitboard) -> Bitboard {
    let mut threatened = 0;
    for (d, dir) in Dir::ALL.into_iter().enumerate() {
        let edge = victims & EDGE[d];
        if edge == 0 {
            continue;
        }
        let back = dir.opposite();
        // Cells whose neighbour 1, 2, ... steps back (away from the edge) is a pusher.
        let p1 = towards(pushers, back);
        let p2 = towards(p1, back);
        let p3 = towards(p2, back);
        let p4 = towards(p3, back);
        let v1 = towards(victims, back);
        threatened |= edge & ((p1 & p2) | (v1 & p2 & p3 & p4));
    }
    threatened
}

// ---------------------------------------------------------------------------------------------
// Sides and evaluation.

/// Who is on the root side, and how to evaluate for it.
#[derive(Clone, Copy)]
struct Sides {
    root: Seat,
    seats: u8,
    /// Per seat index: on the root side.
    ours: [bool; MAX_SEATS],
}

impl Sides {
    fn new(position: &Position, root: Seat) -> Sides {
        let mut ours = [false; MAX_SEATS];
        for seat in position.seats() {
            ours[seat.index()] = if position.seat_count() == 4 {
                position.team_of(seat) == position.team_of(root)
            } else {
                seat == root
            };
        }
        Sides {
            root,
            seats: position.seat_count(),
            ours,
        }
    }

    #[inline(always)]
    fn ours(&self, seat: Seat) -> bool {
        self.ours[seat.index() % MAX_SEATS]
    }

    /// The evaluation for the root side: a won or lost position, or the static evaluation.
    #[inline]
    fn evaluate(&self, position: &Position, ply: usize) -> i32 {
        if let Some(team) = position.winner() {
            let won = position.members(team).any(|seat| self.ours(seat));
            let value = WIN - ply as i32;
            return if won { value } else { -value };
        }
        self.static_eval(position)
    }

    /// The evaluation for the seat (side) to move.
    #[inline]
    fn for_mover(&self, position: &Position, ply: usize) -> i32 {
        let value = self.evaluate(position, ply);
        if self.ours(position.to_move()) {
            value
        } else {
            -value
        }
    }

    fn static_eval(&self, position: &Position) -> i32 {
        let root_moves = self.ours(position.to_move());
        match self.seats {
            3 => self.eval_three(position, root_moves),
            _ => {
                let (us, them, material) = if self.seats == 4 {
                    let team = position.team_of(self.root);
                    let us = position.team_marbles(self.root);
                    let other = position.teams().find(|&t| t != team).expect("two teams");
                    let material =
                        position.team_pushed_off(team) as i32 - position.team_pushed_off(other) as i32;
                    (us, position.occupied() & !us, material)
                } else {
                    let other = Seat::new(1 - self.root.index() as u8).expect("two seats");
                    let material =
                        position.pushed_off_by(self.root) as i32 - position.pushed_off_by(other) as i32;
                    (position.marbles(self.root), position.marbles(other), material)
                };
                let ours = push_off_threats(us, them).count_ones();
                let theirs = push_off_threats(them, us).count_ones();
                MARBLE * material
                    + W_CENTRE * (centrality(us) - centrality(them))
                    + W_COHESION * (cohesion(us) - cohesion(them))
                    + threat_balance(ours, theirs, root_moves)
            }
        }
    }

    /// Three seats, for the root seat: its push-offs against the leading opponent's, its marbles
    /// left against the opponents' average, and its position against their average.
    fn eval_three(&self, position: &Position, root_moves: bool) -> i32 {
        let root = self.root;
        let others: [Seat; 2] = {
            let mut rest = position.seats().filter(|&seat| seat != root);
            [
                rest.next().expect("three seats"),
                rest.next().expect("three seats"),
            ]
        };
        let us = position.marbles(root);
        let [a, b] = others.map(|seat| position.marbles(seat));
        let leader = others
            .iter()
            .map(|&seat| position.pushed_off_by(seat) as i32)
            .max()
            .unwrap_or(0);
        let material = MARBLE * (position.pushed_off_by(root) as i32 - leader)
            + 300 * (2 * us.count_ones() as i32 - (a | b).count_ones() as i32) / 2;
        let positional = W_CENTRE * (2 * centrality(us) - centrality(a) - centrality(b)) / 2
            + W_COHESION * (2 * cohesion(us) - cohesion(a) - cohesion(b)) / 2;
        let ours = push_off_threats(us, a | b).count_ones();
        let theirs = (push_off_threats(a, us | b) | push_off_threats(b, us | a)) & us;
        material + positional + threat_balance(ours, theirs.count_ones(), root_moves)
    }
}

/// The value of push-off threats for the root side: the side to move can carry one out now;
/// the side waiting threatens what the mover must defend.
#[inline(always)]
fn threat_balance(ours: u32, theirs: u32, root_moves: bool) -> i32 {
    let mover = |count: u32| match count {
        0 => 0,
        n => T_MOVER_FIRST + T_MOVER_MORE * (n.min(3) as i32 - 1),
    };
    let waiting = |count: u32| match count {
        0 => 0,
        1 => T_WAITING_ONE,
        _ => T_WAITING_MORE,
    };
    if root_moves {
        mover(ours) - waiting(theirs)
    } else {
        waiting(ours) - mover(theirs)
    }
}

/// The static evaluation for `seat` (what the search's leaves use): for its team in the
/// four-player game, and the paranoid evaluation (its own result against both others') with
/// three players. 1000 is one marble pushed off; a won game is [`WIN`], a lost one `-WIN`.
pub fn evaluate(position: &Position, seat: Seat) -> i32 {
    Sides::new(position, seat).evaluate(position, 0)
}

// ---------------------------------------------------------------------------------------------
// Zobrist keys.

struct Zobrist {
    cells: [[u64; 128]; MAX_SEATS],
    pushed: [[u64; 16]; MAX_SEATS],
    to_move: [u64; MAX_SEATS],
}

const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Keys from a fixed seed, built at compile time: the same on every machine.
static ZOBRIST: Zobrist = {
    let mut state = 0x4142_414C_4F4E_4521u64;
    let mut cells = [[0; 128]; MAX_SEATS];
    let mut pushed = [[0; 16]; MAX_SEATS];
    let mut to_move = [0; MAX_SEATS];
    let mut seat = 0;
    while seat < MAX_SEATS {
        let mut i = 0;
        while i < 128 {
            cells[seat][i] = splitmix(&mut state);
            i += 1;
        }
        let mut n = 0;
        while n < 16 {
            pushed[seat][n] = splitmix(&mut state);
            n += 1;
        }
        to_move[seat] = splitmix(&mut state);
        seat += 1;
    }
    Zobrist {
        cells,
        pushed,
        to_move,
    }
};

fn hash_of(position: &Position) -> u64 {
    let z = &ZOBRIST;
    let mut hash = z.to_move[position.to_move().index()];
    for seat in position.seats() {
        let s = seat.index();
        let mut set = position.marbles(seat);
        while set != 0 {
            hash ^= z.cells[s][set.trailing_zeros() as usize];
            set &= set - 1;
        }
        hash ^= z.pushed[s][(position.pushed_off_by(seat) as usize).min(15)];
    }
    hash
}

/// The key of `after`, one move from `before` whose key is `hash`: only what changed.
#[inline(always)]
fn rehash(hash: u64, before: &Position, after: &Position) -> u64 {
    let z = &ZOBRIST;
    let mut hash = hash ^ z.to_move[before.to_move().index()] ^ z.to_move[after.to_move().index()];
    for seat in before.seats() {
        let s = seat.index();
        let mut changed = before.marbles(seat) ^ after.marbles(seat);
        while changed != 0 {
            hash ^= z.cells[s][changed.trailing_zeros() as usize];
            changed &= changed - 1;
        }
    }
    let mover = before.to_move();
    let (was, is) = (before.pushed_off_by(mover), after.pushed_off_by(mover));
    if was != is {
        let s = mover.index();
        hash ^= z.pushed[s][(was as usize).min(15)] ^ z.pushed[s][(is as usize).min(15)];
    }
    hash
}

// ---------------------------------------------------------------------------------------------
// Transposition table.

const EXACT: u8 = 0;
const LOWER: u8 = 1;
const UPPER: u8 = 2;

#[derive(Clone, Copy, Default)]
struct Entry {
    check: u32,
    value: i32,
    mv: Option<Move>,
    depth: u8,
    bound: u8,
}

struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    fn new(bits: u32) -> Table {
        Table {
            entries: vec![Entry::default(); 1 << bits],
            mask: (1 << bits) - 2,
        }
    }

    /// The two slots a position may be kept in: the first keeps the deepest result, the
    /// second the newest, so that the many shallow results near the leaves never push out the
    /// few deep ones near the root that save the most work.
    #[inline(always)]
    fn slots(&self, hash: u64) -> usize {
        hash as usize & self.mask
    }

    #[inline(always)]
    fn probe(&self, hash: u64) -> Option<Entry> {
        let at = self.slots(hash);
        let check = (hash >> 32) as u32;
        self.entries[at..at + 2]
            .iter()
            .find(|entry| entry.check == check && entry.mv.is_some())
            .copied()
    }

    #[inline(always)]
    fn store(&mut self, hash: u64, entry: Entry) {
        let at = self.slots(hash);
        let [deepest, newest] = &mut self.entries[at..at + 2] else {
            unreachable!("a bucket has two slots")
        };
        if deepest.mv.is_none() {
            *deepest = entry;
        } else if deepest.check == entry.check {
            // A deeper result for the same position is kept over a shallower one.
            if entry.depth >= deepest.depth {
                *deepest = entry;
            }
        } else if entry.depth >= deepest.depth {
            *newest = std::mem::replace(deepest, entry);
        } else {
            *newest = entry;
        }
    }
}

/// A win's value relative to the root, stored relative to the node (and back).
fn to_table(value: i32, ply: usize) -> i32 {
    if value > WIN_BOUND {
        value + ply as i32
    } else if value < -WIN_BOUND {
        value - ply as i32
    } else {
        value
    }
}

fn from_table(value: i32, ply: usize) -> i32 {
    if value > WIN_BOUND {
        value - ply as i32
    } else if value < -WIN_BOUND {
        value + ply as i32
    } else {
        value
    }
}

// ---------------------------------------------------------------------------------------------
// Move ordering.

const ORDER_TT: i32 = 1 << 30;
const ORDER_EJECT: i32 = 1 << 28;
const ORDER_PUSH: i32 = 1 << 27;
const ORDER_KILLER: i32 = 1 << 26;
const HISTORY_MAX: i32 = 1 << 24;

/// What a move does, for ordering: a push-off, another push, or a quiet move; and how many of
/// the team's marbles move.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Quiet,
    Push,
    Eject,
}

#[inline(always)]
fn classify(mv: Move, team: Bitboard, opp: Bitboard) -> (Kind, u32) {
    match mv {
        Move::InLine { tail, dir } => {
            let step = dir.offset() as i16;
            let mut at = tail.index() as i16;
            let mut len = 0;
            while team & (1u128 << at) != 0 {
                len += 1;
                at += step;
            }
            if opp & (1u128 << at) == 0 {
                return (Kind::Quiet, len);
            }
            while opp & (1u128 << at) != 0 {
                at += step;
            }
            if ON_BOARD & (1u128 << at) == 0 {
                (Kind::Eject, len)
            } else {
                (Kind::Push, len)
            }
        }
        Move::SideStep { first, last, .. } => {
            let len = if matches!(last.index() - first.index(), 2 | 22 | 24) {
                3
            } else {
                2
            };
            (Kind::Quiet, len)
        }
    }
}

/// A history-table slot for a move: in-line moves by tail and direction, side-steps by first
/// end, direction and the line's span.
#[inline(always)]
fn history_index(mv: Move) -> usize {
    match mv {
        Move::InLine { tail, dir } => tail.index() as usize * 6 + dir as usize,
        Move::SideStep { first, last, dir } => {
            let span = match last.index() - first.index() {
                1 => 0,
                2 => 1,
                11 => 2,
                22 => 3,
                12 => 4,
                _ => 5,
            };
            726 + (first.index() as usize * 6 + dir as usize) * 6 + span
        }
    }
}
const HISTORY_SIZE: usize = 726 + 726 * 6;

#[derive(Clone, Copy)]
struct Scored {
    mv: Move,
    score: i32,
    quiet: bool,
}

// ---------------------------------------------------------------------------------------------
// The search.

struct Searcher {
    sides: Sides,
    table: Table,
    killers: [[Option<Move>; 2]; MAX_PLY],
    history: Vec<i32>,
    lists: Vec<Vec<Scored>>,
    nodes: u64,
    limits: Limits,
    quiescence: bool,
    pruning: bool,
    /// Per ply: the move that led to it was a null move.
    after_null: [bool; MAX_PLY],
    stopped: bool,
    /// The root iteration a limit stopped, if any.
    progress: Option<RootProgress>,
}

/// When a search must stop, whichever comes first: a moment, or a number of nodes.
#[derive(Clone, Copy, Default)]
struct Limits {
    deadline: Option<Deadline>,
    nodes: Option<u64>,
}

impl Limits {
    fn reached(&self, nodes: u64) -> bool {
        self.nodes.is_some_and(|most| nodes >= most) || self.deadline.is_some_and(|d| d.passed())
    }
}

impl Searcher {
    fn new(position: &Position, table_bits: u32, limits: Limits, options: Options) -> Searcher {
        Searcher {
            sides: Sides::new(position, position.to_move()),
            table: Table::new(table_bits),
            killers: [[None; 2]; MAX_PLY],
            history: vec![0; HISTORY_SIZE],
            lists: (0..MAX_PLY).map(|_| Vec::with_capacity(128)).collect(),
            nodes: 0,
            limits,
            quiescence: options.quiescence,
            pruning: options.pruning,
            after_null: [false; MAX_PLY],
            stopped: false,
            progress: None,
        }
    }

    /// The legal moves of `position` into the list for `ply`, scored for ordering; only the
    /// push-offs if `ejections_only`.
    fn generate(&mut self, position: &Position, ply: usize, tt_move: Option<Move>, ejections_only: bool) {
        let mut list = std::mem::take(&mut self.lists[ply]);
        list.clear();
        let me = position.to_move();
        let team = position.team_marbles(me);
        let opp = position.occupied() & !team;
        let killers = self.killers[ply];
        let history = &self.history;
        position.for_each_legal_move(|mv| {
            let (kind, len) = classify(mv, team, opp);
            if ejections_only && kind != Kind::Eject {
                return;
            }
            let len = len as i32;
            let (score, quiet) = if Some(mv) == tt_move {
                (ORDER_TT, kind == Kind::Quiet)
            } else {
                match kind {
                    Kind::Eject => (ORDER_EJECT + len, false),
                    Kind::Push => (ORDER_PUSH + len, false),
                    Kind::Quiet if Some(mv) == killers[0] => (ORDER_KILLER + 1, true),
                    Kind::Quiet if Some(mv) == killers[1] => (ORDER_KILLER, true),
                    Kind::Quiet => (history[history_index(mv)] + 64 * len, true),
                }
            };
            list.push(Scored { mv, score, quiet });
        });
        self.lists[ply] = list;
    }

    /// Takes the best-scored move left in the list for `ply`, from index `from` on.
    #[inline(always)]
    fn pick(&mut self, ply: usize, from: usize) -> Scored {
        let list = &mut self.lists[ply];
        let mut best = from;
        for i in from + 1..list.len() {
            if list[i].score > list[best].score {
                best = i;
            }
        }
        list.swap(from, best);
        list[from]
    }

    /// Stops the search once a limit is reached; read every 1024 nodes, so that a node limit
    /// stops it at the same node on every machine.
    #[inline(always)]
    fn check_limits(&mut self) {
        if self.nodes & 1023 == 0 && self.limits.reached(self.nodes) {
            self.stopped = true;
        }
    }

    /// The window in which to search `child` for the mover of `parent`, whose window is
    /// `alpha..beta`, and the sign that turns the child's value into the parent's: the value
    /// changes sides only when play passes to the other side.
    #[inline(always)]
    fn child_window(
        &self,
        parent: &Position,
        child: &Position,
        (alpha, beta): (i32, i32),
    ) -> (i32, i32, i32) {
        if self.sides.ours(parent.to_move()) == self.sides.ours(child.to_move()) {
            (alpha, beta, 1)
        } else {
            (-beta, -alpha, -1)
        }
    }

    /// The value of `child` for the mover of `parent`, whose window is `alpha..beta`.
    #[inline(always)]
    fn child(
        &mut self,
        parent: &Position,
        child: &Position,
        hash: u64,
        depth: u32,
        window: (i32, i32),
        ply: usize,
    ) -> i32 {
        let (alpha, beta, sign) = self.child_window(parent, child, window);
        sign * self.negamax(child, hash, depth, alpha, beta, ply)
    }

    /// The value of `child`, a move after the first from `parent` searched to `depth`, in the
    /// window `alpha..beta`: it is expected to be no better than `alpha`, so it is tried with a
    /// null window, `reduction` plies shallower first, then at full depth if it beat `alpha`, then
    /// with the whole window if its value falls inside it.
    fn late_child(
        &mut self,
        parent: &Position,
        (child, hash): (&Position, u64),
        depth: u32,
        reduction: u32,
        (alpha, beta): (i32, i32),
        ply: usize,
    ) -> i32 {
        let null_window = (alpha, alpha + 1);
        let mut value = self.child(parent, child, hash, depth - 1 - reduction, null_window, ply);
        if value > alpha && reduction > 0 && !self.stopped {
            value = self.child(parent, child, hash, depth - 1, null_window, ply);
        }
        if value > alpha && value < beta && !self.stopped {
            value = self.child(parent, child, hash, depth - 1, (alpha, beta), ply);
        }
        value
    }

    /// The value of `position` for its side to move past the horizon: the static evaluation
    /// (standing pat), or better a push-off followed by this search again, `left` plies at most.
    fn quiesce(&mut self, position: &Position, mut alpha: i32, beta: i32, ply: usize, left: u32) -> i32 {
        self.nodes += 1;
        self.check_limits();
        if self.stopped {
            return 0;
        }
        let stand_pat = self.sides.for_mover(position, ply);
        if stand_pat >= beta || left == 0 || ply + 1 >= MAX_PLY || position.winner().is_some() {
            return stand_pat;
        }
        // Most leaves have no push-off: the threat mask says so without generating moves.
        let team = position.team_marbles(position.to_move());
        if push_off_threats(team, position.occupied() & !team) == 0 {
            return stand_pat;
        }
        alpha = alpha.max(stand_pat);
        self.generate(position, ply, None, true);
        let mut best = stand_pat;
        for index in 0..self.lists[ply].len() {
            let mv = self.pick(ply, index).mv;
            let mut next = *position;
            next.play_unchecked(mv);
            let (child_alpha, child_beta, sign) = self.child_window(position, &next, (alpha, beta));
            let value = sign * self.quiesce(&next, child_alpha, child_beta, ply + 1, left - 1);
            if self.stopped {
                return 0;
            }
            if value > best {
                best = value;
                alpha = alpha.max(value);
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }

    /// The value of `position` for its side to move, searched `depth` plies.
    fn negamax(
        &mut self,
        position: &Position,
        hash: u64,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if depth == 0 && self.quiescence {
            return self.quiesce(position, alpha, beta, ply, QUIESCENCE_PLIES);
        }
        self.nodes += 1;
        self.check_limits();
        if self.stopped {
            return 0;
        }
        if position.winner().is_some() || depth == 0 || ply + 1 >= MAX_PLY {
            return self.sides.for_mover(position, ply);
        }

        let mut tt_move = None;
        if let Some(entry) = self.table.probe(hash) {
            tt_move = entry.mv;
            if entry.depth as u32 >= depth {
                let value = from_table(entry.value, ply);
                let cut = match entry.bound {
                    EXACT => true,
                    LOWER => value >= beta,
                    _ => value <= alpha,
                };
                if cut {
                    return value;
                }
            }
        }

        if self.null_move_cuts(position, hash, depth, (alpha, beta), ply) {
            return beta;
        }

        self.generate(position, ply, tt_move, false);
        let count = self.lists[ply].len();
        if count == 0 {
            return self.sides.for_mover(position, ply);
        }

        let original_alpha = alpha;
        let mut best_value = -INFINITY;
        let mut best_move = None;
        for index in 0..count {
            let Scored { mv, quiet, score } = self.pick(ply, index);
            let mut next = *position;
            next.play_unchecked(mv);
            let next_hash = rehash(hash, position, &next);
            let value = if index == 0 {
                self.child(position, &next, next_hash, depth - 1, (alpha, beta), ply + 1)
            } else {
                // Late quiet moves are searched shallower first.
                let reduction = if depth >= 3 && index >= 4 && quiet && score < ORDER_KILLER {
                    self.late_move_reduction(depth, index)
                } else {
                    0
                };
                self.late_child(
                    position,
                    (&next, next_hash),
                    depth,
                    reduction,
                    (alpha, beta),
                    ply + 1,
                )
            };
            if self.stopped {
                return 0;
            }
            if value > best_value {
                best_value = value;
                best_move = Some(mv);
                if value > alpha {
                    alpha = value;
                    if alpha >= beta {
                        if quiet {
                            let killers = &mut self.killers[ply];
                            if killers[0] != Some(mv) {
                                killers[1] = killers[0];
                                killers[0] = Some(mv);
                            }
                            let slot = &mut self.history[history_index(mv)];
                            *slot = (*slot + (depth * depth) as i32).min(HISTORY_MAX);
                        }
                        break;
                    }
                }
            }
        }

        let bound = if best_value >= beta {
            LOWER
        } else if best_value > original_alpha {
            EXACT
        } else {
            UPPER
        };
        self.table.store(
            hash,
            Entry {
                check: (hash >> 32) as u32,
                value: to_table(best_value, ply),
                mv: best_move,
                depth: depth.min(255) as u8,
                bound,
            },
        );
        best_value
    }

    /// Whether passing the turn, searched `NULL_MOVE_REDUCTION` plies shallower, still leaves
    /// the mover at or above `beta`: then a real move would too, and the node is cut. Tried
    /// only where a cut is what the window asks (a null window), the mover stands at or above
    /// `beta` already, the previous move was not itself a pass, and passing hands the turn to
    /// the other side. Abalone has no zugzwang to fool it: a side can always move a marble, and
    /// a move is rarely worse than none.
    fn null_move_cuts(
        &mut self,
        position: &Position,
        hash: u64,
        depth: u32,
        (alpha, beta): (i32, i32),
        ply: usize,
    ) -> bool {
        if !self.pruning
            || depth < NULL_MOVE_MIN_DEPTH
            || beta - alpha != 1
            || beta.abs() > WIN_BOUND
            || self.after_null[ply]
            || self.sides.for_mover(position, ply) < beta
        {
            return false;
        }
        let mut passed = *position;
        passed.pass_turn();
        if self.sides.ours(passed.to_move()) == self.sides.ours(position.to_move()) {
            return false;
        }
        let passed_hash = rehash(hash, position, &passed);
        let reduction = if depth >= NULL_MOVE_DEEP {
            NULL_MOVE_REDUCTION + 1
        } else {
            NULL_MOVE_REDUCTION
        };
        self.after_null[ply + 1] = true;
        let value = self.child(
            position,
            &passed,
            passed_hash,
            depth - 1 - reduction,
            (alpha, beta),
            ply + 1,
        );
        self.after_null[ply + 1] = false;
        !self.stopped && value >= beta
    }

    /// How many plies shallower the quiet move at `index` in the order is searched first, at
    /// `depth` (3 or more): with pruning, more the later it comes and the deeper the search
    /// (the logarithms' product, as most engines do), always leaving at least one ply.
    fn late_move_reduction(&self, depth: u32, index: usize) -> u32 {
        if !self.pruning {
            return if depth >= 5 && index >= 12 { 2 } else { 1 };
        }
        let reduction = (depth as f32).ln() * (index as f32).ln() / LMR_DIVISOR;
        (reduction as u32).clamp(1, depth - 2)
    }

    /// Whether `mv` pushes no marble of another side.
    fn is_quiet(&self, position: &Position, mv: Move) -> bool {
        let team = position.team_marbles(position.to_move());
        classify(mv, team, position.occupied() & !team).0 == Kind::Quiet
    }

    /// Halves the history between iterations, so that recent cut-offs count more.
    fn age_history(&mut self) {
        self.history.iter_mut().for_each(|h| *h /= 2);
    }

    /// The root moves in their first order: by the usual ordering.
    fn root_moves(&mut self, position: &Position) -> Vec<Move> {
        self.generate(position, 0, None, false);
        let mut list = self.lists[0].clone();
        list.sort_by_key(|scored| std::cmp::Reverse(scored.score));
        list.into_iter().map(|scored| scored.mv).collect()
    }

    /// One iteration at the root with a full window; `moves` is reordered with the best first.
    /// `None` if a limit stopped it before it completed; it then resumes where it stopped when
    /// asked for the same depth again. The move to the position `exact`, if any, is searched
    /// with a full window too, so that its value is exact rather than a bound.
    fn root(
        &mut self,
        position: &Position,
        hash: u64,
        moves: &mut [Move],
        depth: u32,
        exact: Option<Position>,
    ) -> Option<RootValues> {
        let mut progress = match self.progress.take() {
            Some(progress) if progress.depth == depth => progress,
            _ => {
                self.nodes += 1;
                RootProgress::start(depth)
            }
        };
        for (index, &mv) in moves.iter().enumerate().skip(progress.next) {
            let alpha = progress.alpha;
            let mut next = *position;
            next.play_unchecked(mv);
            let next_hash = rehash(hash, position, &next);
            let value = if Some(next) == exact {
                let value = self.child(position, &next, next_hash, depth - 1, (-INFINITY, INFINITY), 1);
                progress.exact = Some(value);
                value
            } else if index == 0 {
                self.child(position, &next, next_hash, depth - 1, (alpha, INFINITY), 1)
            } else {
                let reduction = u32::from(
                    self.pruning && depth >= 3 && index >= ROOT_LATE && self.is_quiet(position, mv),
                );
                self.late_child(
                    position,
                    (&next, next_hash),
                    depth,
                    reduction,
                    (alpha, INFINITY),
                    1,
                )
            };
            if self.stopped {
                self.progress = Some(RootProgress {
                    next: index,
                    ..progress
                });
                return None;
            }
            if value > alpha {
                progress.alpha = value;
                progress.best = index;
            }
        }
        moves[..=progress.best].rotate_right(1);
        self.table.store(
            hash,
            Entry {
                check: (hash >> 32) as u32,
                value: progress.alpha,
                mv: Some(moves[0]),
                depth: depth as u8,
                bound: EXACT,
            },
        );
        Some(RootValues {
            best: progress.alpha,
            exact: progress.exact,
        })
    }

    /// Iterative deepening up to `max_depth`, or until a limit (depth 1 always completes),
    /// with the exact value of the move to the position `exact` at the deepest completed
    /// iteration, if asked.
    fn deepen(
        self,
        position: &Position,
        max_depth: u32,
        exact: Option<Position>,
    ) -> Option<(Search, Option<i32>)> {
        let mut analysis = Analysis::with_searcher(position, self)?;
        let max_depth = max_depth.clamp(1, DEEPEST);
        let mut exact_value = None;
        while let Some(value) = analysis.iterate(exact) {
            exact_value = value;
            let searcher = &analysis.searcher;
            if analysis.depth() >= max_depth || analysis.settled || searcher.limits.reached(searcher.nodes) {
                break;
            }
        }
        let nodes = analysis.searcher.nodes;
        let mut result = analysis.best?;
        result.nodes = nodes;
        Some((result, exact_value))
    }

    /// The line the search expects from `position` whose best move is `first`: `first`, then
    /// each following position's move in the table, `depth` moves in all at most, then the
    /// push-offs the quiescence search expects past the horizon. It stops early where the table
    /// has no move for a position (or, after a collision of keys, an illegal one).
    fn principal_line(&mut self, position: &Position, first: Move, depth: u32) -> Vec<Move> {
        let mut line = vec![first];
        let mut at = *position;
        at.play_unchecked(first);
        let mut hash = hash_of(&at);
        while line.len() < depth as usize && at.winner().is_none() {
            let Some(mv) = self.table.probe(hash).and_then(|entry| entry.mv) else {
                break;
            };
            let mut next = at;
            if next.play(mv).is_err() {
                break;
            }
            line.push(mv);
            hash = rehash(hash, &at, &next);
            at = next;
        }
        if self.quiescence && line.len() == depth as usize {
            line.extend(self.push_off_line(at, line.len()));
        }
        line
    }

    /// The push-offs the quiescence search expects from `position`, at `ply`: while the side to
    /// move has a push-off worth more than standing pat, the best. Searched aside: the nodes
    /// are not counted and no limit stops it.
    fn push_off_line(&mut self, mut position: Position, mut ply: usize) -> Vec<Move> {
        let (nodes, limits) = (self.nodes, self.limits);
        self.limits = Limits::default();
        let mut line = Vec::new();
        for left in (0..QUIESCENCE_PLIES).rev() {
            if position.winner().is_some() || ply + 2 >= MAX_PLY {
                break;
            }
            let stand_pat = self.sides.for_mover(&position, ply);
            self.generate(&position, ply, None, true);
            let push_offs: Vec<Move> = self.lists[ply].iter().map(|scored| scored.mv).collect();
            let valued = push_offs.into_iter().map(|mv| {
                let mut next = position;
                next.play_unchecked(mv);
                let (alpha, beta, sign) = self.child_window(&position, &next, (-INFINITY, INFINITY));
                (mv, sign * self.quiesce(&next, alpha, beta, ply + 1, left))
            });
            match valued.max_by_key(|&(_, value)| value) {
                Some((mv, value)) if value > stand_pat => {
                    line.push(mv);
                    position.play_unchecked(mv);
                    ply += 1;
                }
                _ => break,
            }
        }
        (self.nodes, self.limits) = (nodes, limits);
        line
    }

    /// Every root move with its exact value at `depth` (depth-limited levels, which add noise).
    fn exact_values(&mut self, position: &Position, depth: u32) -> Vec<(Move, i32)> {
        let hash = hash_of(position);
        let mut moves = self.root_moves(position);
        // Shallower iterations fill the table and the ordering.
        for d in 1..depth {
            self.root(position, hash, &mut moves, d, None);
        }
        moves
            .iter()
            .map(|&mv| {
                self.nodes += 1;
                let mut next = *position;
                next.play_unchecked(mv);
                let next_hash = rehash(hash, position, &next);
                let value = self.child(position, &next, next_hash, depth - 1, (-INFINITY, INFINITY), 1);
                (mv, value)
            })
            .collect()
    }
}

/// How the strong robot's search runs: with which features, and how far. The strong robot
/// plays [`Options::STRONG`] until its time is up; benchmarks and matches between variants of
/// the search set a budget that does not depend on the machine's speed, a depth or a number of
/// nodes, so that they play the same moves on every machine.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Options {
    /// Search on past the horizon while there are push-offs (see the module's notes).
    pub quiescence: bool,
    /// Null-move pruning, and late moves reduced more the later they come, at the root too
    /// (see the module's notes); without it, late moves are reduced by one or two plies.
    pub pruning: bool,
    /// The deepest iteration of the iterative deepening.
    pub depth: u32,
    /// Stop once this many nodes are searched, with the move of the last completed iteration
    /// (depth 1 always completes).
    pub nodes: Option<u64>,
}

impl Options {
    /// The strong robot's search, with no limit but the depth the search can reach.
    pub const STRONG: Options = Options {
        quiescence: true,
        pruning: true,
        depth: MAX_PLY as u32,
        nodes: None,
    };

    /// A search of the full width to its horizon, with neither quiescence nor pruning: what
    /// Easy and Medium look at.
    const PLAIN: Options = Options {
        quiescence: false,
        pruning: false,
        ..Options::STRONG
    };

    /// The strong robot's search, stopping after `depth`.
    pub const fn depth(depth: u32) -> Options {
        Options {
            depth,
            ..Options::STRONG
        }
    }

    fn searcher(self, position: &Position, deadline: Option<Deadline>) -> Searcher {
        let limits = Limits {
            deadline,
            nodes: self.nodes,
        };
        Searcher::new(position, TT_BITS_STRONG, limits, self)
    }
}

/// The strong robot's search with `options` and no time limit. `None` when the game is won or
/// there is no legal move.
pub fn search(position: &Position, options: Options) -> Option<Search> {
    let (search, _) = options
        .searcher(position, None)
        .deepen(position, options.depth, None)?;
    Some(search)
}

/// Fixed-depth search with no time limit (benchmarks, puzzles): the same search as the strong
/// robot's, stopping after `depth`. `None` when the game is won or there is no legal move.
pub fn search_depth(position: &Position, depth: u32) -> Option<Search> {
    search(position, Options::depth(depth))
}

/// The strong robot's move beside `played` (a legal move), both valued by the one search: the
/// same move gets the same value whoever chose it. `None` when the game is won or there is no
/// legal move.
pub fn review(position: &Position, played: Move, thinking: &Thinking) -> Option<(Search, i32)> {
    if position.winner().is_some() {
        return None;
    }
    // Compared by the position it leads to: the same move may be written more than one way.
    let mut after = *position;
    after.play(played).ok()?;
    let searcher = Options::STRONG.searcher(position, Some(thinking.deadline()));
    let (best, played_eval) = searcher.deepen(position, Options::STRONG.depth, Some(after))?;
    Some((best, played_eval?))
}

/// The robot's move for the seat to move; `None` when the game is won or there is no legal move.
pub fn choose(position: &Position, thinking: &Thinking) -> Option<Search> {
    if position.winner().is_some() {
        return None;
    }
    match thinking.level {
        Level::Strong => Options::STRONG
            .searcher(position, Some(thinking.deadline()))
            .deepen(position, Options::STRONG.depth, None)
            .map(|(search, _)| search),
        Level::Medium => noisy(position, thinking, MEDIUM_DEPTH, MEDIUM_NOISE),
        Level::Easy => noisy(position, thinking, EASY_DEPTH, EASY_NOISE),
    }
}

/// The best root move after adding a random bonus of 0..=`noise` to each move's exact value.
fn noisy(position: &Position, thinking: &Thinking, depth: u32, noise: i32) -> Option<Search> {
    let mut searcher = Searcher::new(position, TT_BITS_SHALLOW, Limits::default(), Options::PLAIN);
    let values = searcher.exact_values(position, depth);
    let mut rng = thinking.rng();
    let mut best: Option<(Move, i32, i32)> = None;
    for (mv, value) in values {
        let noisy = value.saturating_add(rng.random_range(0..=noise));
        if best.is_none_or(|(_, _, top)| noisy > top) {
            best = Some((mv, value, noisy));
        }
    }
    let (mv, eval, _) = best?;
    Some(Search {
        mv,
        eval,
        depth,
        nodes: searcher.nodes,
        line: vec![mv],
    })
}

/// The strong robot's search for an analysis: run one depth after another for as long as it is
/// asked to, keeping what it has learnt (its table, its move order) between the requests, so
/// that each depth costs what iterative deepening costs rather than a search from scratch.
/// Depth by depth, it finds what [`search`] with [`Options::depth`] finds.
pub struct Analysis {
    position: Position,
    hash: u64,
    searcher: Searcher,
    /// The root moves, best of the last completed iteration first.
    moves: Vec<Move>,
    /// The deepest completed iteration's result.
    best: Option<Search>,
    /// Deeper search cannot change the result: a forced win or loss is found, there is a single
    /// move, or the search is as deep as it goes.
    settled: bool,
}

impl Analysis {
    /// The analysis of `position`, before any search; `None` when the game is won or there is
    /// no legal move.
    pub fn new(position: &Position) -> Option<Analysis> {
        Analysis::with_searcher(position, Options::STRONG.searcher(position, None))
    }

    fn with_searcher(position: &Position, mut searcher: Searcher) -> Option<Analysis> {
        let moves = searcher.root_moves(position);
        if moves.is_empty() {
            return None;
        }
        Some(Analysis {
            position: *position,
            hash: hash_of(position),
            searcher,
            moves,
            best: None,
            settled: false,
        })
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The deepest completed iteration, 0 before the first.
    pub fn depth(&self) -> u32 {
        self.best.as_ref().map_or(0, |best| best.depth)
    }

    /// Whether deeper search would not change the result (see [`Analysis::deepen`]).
    pub fn settled(&self) -> bool {
        self.settled
    }

    /// Searches on until `depth` is complete, the result is settled, or `deadline` passes in
    /// the middle of an iteration; the first depth always completes. The deepest completed
    /// search: asked again, a stopped iteration starts over, with the table's work kept.
    pub fn deepen(&mut self, depth: u32, deadline: Option<Deadline>) -> &Search {
        self.searcher.limits = Limits {
            deadline,
            nodes: None,
        };
        self.searcher.stopped = false;
        while !self.settled && self.depth() < depth && self.iterate(None).is_some() {}
        self.best.as_ref().expect("the first depth always completes")
    }

    /// One iteration a ply deeper than the last completed, with the exact value of the move to
    /// the position `exact` if asked; `None` if a limit stopped it (never the first).
    fn iterate(&mut self, exact: Option<Position>) -> Option<Option<i32>> {
        let depth = self.depth() + 1;
        let searcher = &mut self.searcher;
        let limits = searcher.limits;
        if depth == 1 {
            searcher.limits = Limits::default();
        }
        let values = searcher.root(&self.position, self.hash, &mut self.moves, depth, exact);
        searcher.limits = limits;
        let RootValues { best: eval, exact } = values?;
        let mv = self.moves[0];
        self.best = Some(Search {
            mv,
            eval,
            depth,
            nodes: searcher.nodes,
            line: searcher.principal_line(&self.position, mv, depth),
        });
        // A forced win or loss found: deeper search will not change it.
        self.settled = eval.abs() > WIN_BOUND || self.moves.len() == 1 || depth >= DEEPEST;
        searcher.age_history();
        Some(exact)
    }
}

// ---------------------------------------------------------------------------------------------
// Robots playing whole games.

impl Arena for Game {
    fn choose(&self, thinking: &Thinking) -> Option<Choice<Move>> {
        if self.outcome().is_some() {
            return None;
        }
        choose(self.position(), thinking).map(|search| Choice {
            mv: search.mv,
            value: search.eval as i64,
        })
    }

    fn review(&self, played: &Move, thinking: &Thinking) -> Option<(Choice<Move>, i64)> {
        if self.outcome().is_some() {
            return None;
        }
        let (best, played_eval) = review(self.position(), *played, thinking)?;
        let choice = Choice {
            mv: best.mv,
            value: i64::from(best.eval),
        };
        Some((choice, i64::from(played_eval)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rings_and_edges() {
        assert_eq!(ON_BOARD.count_ones(), 61);
        assert_eq!(CLOSER[0].count_ones(), 1);
        assert_eq!(CLOSER[1].count_ones(), 7);
        assert_eq!(CLOSER[2].count_ones(), 19);
        assert_eq!(CLOSER[3].count_ones(), 37);
        let outer = ON_BOARD & !CLOSER[3];
        assert_eq!(outer.count_ones(), 24);
        let edges = EDGE.iter().fold(0, |acc, e| acc | e);
        assert_eq!(edges, outer);
        // A corner has three directions off the board, a side cell two.
        assert_eq!(
            EDGE.iter()
                .filter(|&&e| e & (1 << Cell::new(1, 1).unwrap().index()) != 0)
                .count(),
            3
        );
        assert_eq!(
            EDGE.iter()
                .filter(|&&e| e & (1 << Cell::new(1, 3).unwrap().index()) != 0)
                .count(),
            2
        );
    }

    #[test]
    fn an_entry_is_sixteen_bytes() {
        assert_eq!(std::mem::size_of::<Entry>(), 16);
    }

    fn black_to_move(black: &str, white: &str) -> Position {
        let cells = |names: &str| -> Vec<Cell> {
            names
                .split_whitespace()
                .map(|name| name.parse().expect("a cell"))
                .collect()
        };
        Position::from_parts(&cells(black), &cells(white), Seat::BLACK, [0, 0])
    }

    #[test]
    fn quiescence_stops_after_its_plies_and_without_push_offs() {
        // Black's C3-B3 and G7-H7 lines can push White's A3 and I7 off; nothing else ejects.
        let position = black_to_move("C3 B3 G7 H7 E5", "A3 I7 E7 E8");
        let mut searcher = Searcher::new(&position, TT_BITS_SHALLOW, Limits::default(), Options::STRONG);
        let stand_pat = searcher.sides.for_mover(&position, 0);
        assert_eq!(searcher.quiesce(&position, -INFINITY, INFINITY, 0, 0), stand_pat);
        assert_eq!(searcher.nodes, 1, "no plies left: the evaluation alone");
        searcher.nodes = 0;
        let one = searcher.quiesce(&position, -INFINITY, INFINITY, 0, 1);
        assert_eq!(
            searcher.nodes, 3,
            "the position and its two push-offs, no further"
        );
        // The evaluation counts the threat; the push-off counts the marble won.
        assert!(one > stand_pat && one > MARBLE, "{one} against {stand_pat}");
        // Without a push-off for the side to move, no move is tried.
        let quiet = black_to_move("E5 E6 F5", "A3 I7 E7 E8");
        let mut searcher = Searcher::new(&quiet, TT_BITS_SHALLOW, Limits::default(), Options::STRONG);
        let stand_pat = searcher.sides.for_mover(&quiet, 0);
        assert_eq!(
            searcher.quiesce(&quiet, -INFINITY, INFINITY, 0, QUIESCENCE_PLIES),
            stand_pat
        );
        assert_eq!(searcher.nodes, 1);
    }

    #[test]
    fn the_key_follows_the_moves() {
        let mut position = Position::new(super::super::Layout::BelgianDaisy);
        let mut hash = hash_of(&position);
        for _ in 0..30 {
            let mv = position.legal_moves()[7 % position.legal_moves().len()];
            let before = position;
            position.play_unchecked(mv);
            hash = rehash(hash, &before, &position);
            assert_eq!(hash, hash_of(&position));
        }
    }

    /// Steps stopped by a limit carry an iteration on from the root move where the last one
    /// stopped, never from its first move again: here the table is emptied between steps, so
    /// that nothing but the progress kept can carry the work over, and each step is too short
    /// for the whole iteration.
    #[test]
    fn a_stopped_iteration_resumes_at_the_root_move_where_it_stopped() {
        const STEP: u64 = 60_000;
        let position = Position::new(super::super::Layout::TheWall);
        let mut analysis = Analysis::new(&position).expect("moves to analyse");
        analysis.deepen(5, None);
        let mut steps = 0;
        while analysis.depth() < 6 {
            steps += 1;
            assert!(steps <= 50, "no depth 6 after {steps} steps");
            let searcher = &mut analysis.searcher;
            searcher.table = Table::new(TT_BITS_SHALLOW);
            searcher.stopped = false;
            searcher.limits = Limits {
                deadline: None,
                nodes: Some(searcher.nodes + STEP),
            };
            if analysis.iterate(None).is_none() {
                assert!(analysis
                    .searcher
                    .progress
                    .is_some_and(|progress| progress.depth == 6));
            }
        }
        assert!(steps > 1, "one step did the whole iteration");
    }
}
