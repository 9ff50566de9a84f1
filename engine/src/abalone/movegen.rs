//! Legal move generation on bitboards, without allocation: every kind of move is found for all
//! marbles at once as a set of anchor cells, so counting the moves is a handful of popcounts.

use super::board::{bit, cells, towards, Bitboard, Position, Seat, ON_BOARD};
use super::cell::{Cell, Dir};
use super::moves::Move;

/// What the anchor cells of one set of moves stand for.
#[derive(Clone, Copy)]
enum MoveSet {
    /// Each anchor is the tail of an in-line move in this direction.
    InLine(Dir),
    /// Each anchor is the first end of a line of `len` marbles along `axis`, stepping to `dir`.
    SideStep { axis: Dir, dir: Dir, len: u8 },
}

impl Position {
    /// Calls `visit` with each set of legal moves; no moves once the game is won.
    #[inline(always)]
    fn for_each_move_set(&self, mut visit: impl FnMut(MoveSet, Bitboard)) {
        if self.winner().is_some() {
            return;
        }
        let me = self.to_move();
        let mine = self.marbles(me);
        // A partner's marbles move with one's own (four players); elsewhere the team is oneself.
        let team = self.team_marbles(me);
        let opp = self.occupied() & !team;
        let empty = ON_BOARD & !(team | opp);
        // Where a pushed marble may go: an empty hole, or off the board.
        let free = !(team | opp);

        for dir in Dir::ALL {
            let ahead = |set| towards(set, dir);
            // Cells that a marble may enter in front of a line of two or of three.
            let before_pair = empty | (opp & ahead(free));
            let before_triple = before_pair | (opp & ahead(opp) & ahead(ahead(free)));
            // The trailing marble of an in-line move is always the mover's own.
            let two = mine & ahead(team);
            let three = two & ahead(ahead(team));
            let singles = mine & ahead(empty);
            let pairs = two & ahead(ahead(before_pair));
            let triples = three & ahead(ahead(ahead(before_triple)));
            visit(MoveSet::InLine(dir), singles | pairs | triples);
        }

        for axis in Dir::AXES {
            let along = |set| towards(set, axis);
            // A side-step moves a line of the team's marbles that holds at least one of the mover's.
            let mine_in_two = mine | along(mine);
            let two = team & along(team);
            let three = two & along(along(team));
            let mine_in_three = mine_in_two | along(along(mine));
            for dir in Dir::ALL {
                if dir.is_parallel(axis) {
                    continue;
                }
                let clear = towards(empty, dir);
                let clear_two = two & clear & along(clear);
                visit(MoveSet::SideStep { axis, dir, len: 2 }, clear_two & mine_in_two);
                visit(
                    MoveSet::SideStep { axis, dir, len: 3 },
                    clear_two & three & mine_in_three & along(along(clear)),
                );
            }
        }
    }

    /// Calls `visit` with every legal move, allocating nothing.
    #[inline]
    pub fn for_each_legal_move(&self, mut visit: impl FnMut(Move)) {
        self.for_each_move_set(|set, anchors| match set {
            MoveSet::InLine(dir) => cells(anchors).for_each(|tail| visit(Move::InLine { tail, dir })),
            MoveSet::SideStep { axis, dir, len } => {
                let span = (len as i8 - 1) * axis.offset();
                for first in cells(anchors) {
                    let last = Cell::from_index((first.index() as i8 + span) as u8);
                    visit(Move::SideStep { first, last, dir });
                }
            }
        });
    }

    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(96);
        self.for_each_legal_move(|mv| moves.push(mv));
        moves
    }

    pub fn count_legal_moves(&self) -> u64 {
        let mut count = 0;
        self.for_each_move_set(|_, anchors| count += anchors.count_ones() as u64);
        count
    }

    /// Plays a move known to be legal (one from [`Position::for_each_legal_move`]) with no
    /// checks: the fast path for search. Use [`Position::play`] for anything else.
    #[inline]
    pub fn play_unchecked(&mut self, mv: Move) {
        let me = self.to_move();
        let mine = self.marbles(me);
        match mv {
            Move::InLine { tail, dir } => {
                let step = dir.offset() as i16;
                let at = |index: i16| 1u128 << index;
                // The mover's own marbles from the tail, then the cell in front of them.
                let mut front = tail.index() as i16 + step;
                while mine & at(front) != 0 {
                    front += step;
                }
                if self.occupied() & at(front) == 0 {
                    // Only the mover's marbles into a hole (the usual move): the line moves by
                    // taking its tail to the front.
                    *self.marbles_mut(me) ^= bit(tail) | at(front);
                } else {
                    self.push_unchecked(tail, dir);
                }
            }
            Move::SideStep { first, last, dir } => {
                let mut line = bit(first) | bit(last);
                // Ends two steps apart (2, 22 or 24 cells in the grid) have a middle marble.
                let gap = last.index() - first.index();
                if matches!(gap, 2 | 22 | 24) {
                    line |= bit(Cell::from_index(first.index() + gap / 2));
                }
                if line & !mine == 0 {
                    *self.marbles_mut(me) ^= line | towards(line, dir.opposite());
                } else {
                    self.shift(line, dir);
                }
            }
        }
        self.pass_turn();
    }
}

impl Position {
    /// The rest of an in-line move whose own marbles do not simply move into a hole: partner
    /// marbles move along, or opposing marbles of any colour are pushed. Out of line, so that
    /// the usual move stays small enough to inline into a search.
    #[cold]
    #[inline(never)]
    fn push_unchecked(&mut self, tail: Cell, dir: Dir) {
        // In a legal move the marbles that move are exactly the unbroken run from the tail: the
        // team's line, then what it pushes, then a hole or the edge.
        let occupied = self.occupied();
        let step = dir.offset() as i16;
        let mut moving = 0;
        let mut cell = tail.index() as i16;
        while occupied & (1u128 << cell) != 0 {
            moving |= 1u128 << cell;
            cell += step;
        }
        self.shift(moving, dir);
    }

    /// Moves every marble in `moving` one step in `dir`, whoever's it is; a marble that leaves
    /// the board counts for the seat to move. Kept out of line: pushes and partner moves are
    /// the rarer moves, and a small `play_unchecked` inlines into the search.
    #[inline(never)]
    fn shift(&mut self, moving: Bitboard, dir: Dir) {
        let me = self.to_move();
        let back = dir.opposite();
        // Seats past the table's size hold no marbles, so every slot can be shifted alike.
        for seat in Seat::SLOTS {
            let marbles = self.marbles(seat);
            let leaving = marbles & moving;
            *self.marbles_mut(seat) = (marbles ^ leaving) | (towards(leaving, back) & ON_BOARD);
        }
        for _ in 0..(towards(moving, back) & !ON_BOARD).count_ones() {
            self.count_push_off(me);
        }
    }
}

/// Counts the leaf nodes of the move tree `depth` plies deep, counting the last ply's moves
/// without playing them.
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves(),
        _ => {
            let mut total = 0;
            position.for_each_legal_move(|mv| {
                let mut next = *position;
                next.play_unchecked(mv);
                total += perft(&next, depth - 1);
            });
            total
        }
    }
}

/// Like [`perft`], but plays every move down to the leaves: the speed of move generation plus
/// making moves, which is what a search pays.
pub fn perft_full(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    position.for_each_legal_move(|mv| {
        let mut next = *position;
        next.play_unchecked(mv);
        total += perft_full(&next, depth - 1);
    });
    total
}
