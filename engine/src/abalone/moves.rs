//! Moves and their notation.
//!
//! An in-line move is the trailing marble's cell then the cell it moves into (`A1A2`): the line
//! of own marbles starting there moves one step, pushing what is in front. A side-step is the two
//! end marbles of the line then the cell the first of them moves into (`C3C5D4`).

use super::cell::{Cell, Dir, NotationError};
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// The own line that starts at `tail` moves one step in `dir`, along its own axis.
    InLine { tail: Cell, dir: Dir },
    /// The line from `first` to `last` (2 or 3 marbles, `first < last`) steps sideways in `dir`.
    SideStep { first: Cell, last: Cell, dir: Dir },
}

impl Move {
    pub fn dir(self) -> Dir {
        match self {
            Move::InLine { dir, .. } | Move::SideStep { dir, .. } => dir,
        }
    }

    /// A side-step with its ends in canonical order, so that equal moves compare equal.
    pub fn side_step(end: Cell, other_end: Cell, dir: Dir) -> Move {
        let (first, last) = if end < other_end {
            (end, other_end)
        } else {
            (other_end, end)
        };
        Move::SideStep { first, last, dir }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            // A move built by hand may aim off the board; it has no notation, so show the gap.
            Move::InLine { tail, dir } => match tail.step(dir) {
                Some(to) => write!(f, "{tail}{to}"),
                None => write!(f, "{tail}--"),
            },
            Move::SideStep { first, last, dir } => match first.step(dir) {
                Some(to) => write!(f, "{first}{last}{to}"),
                None => write!(f, "{first}{last}--"),
            },
        }
    }
}

impl FromStr for Move {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Move, NotationError> {
        let text = text.trim();
        if !text.is_ascii() || !(text.len() == 4 || text.len() == 6) {
            return Err(NotationError::BadLength(text.to_string()));
        }
        let cells = (0..text.len() / 2)
            .map(|i| text[2 * i..2 * i + 2].parse::<Cell>())
            .collect::<Result<Vec<_>, _>>()?;
        let from = cells[0];
        let to = *cells.last().expect("two or three cells");
        let dir = from
            .direction_to(to)
            .ok_or(NotationError::NotAdjacent { from, to })?;
        Ok(match cells[..] {
            [tail, _] => Move::InLine { tail, dir },
            [first, last, _] => Move::side_step(first, last, dir),
            _ => unreachable!("length checked above"),
        })
    }
}

/// A player's selection: 1 to 3 of their marbles in a straight line with no gap.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Line {
    /// The end with the lower index.
    pub first: Cell,
    /// The positive direction from `first` towards the other end (East for a single marble).
    pub axis: Dir,
    pub len: u8,
}

impl Line {
    /// The line made of exactly these cells, in any order, or `None` if they are not 1-3
    /// distinct cells in a row without gaps.
    pub fn through(cells: &[Cell]) -> Option<Line> {
        Line::straight(cells).filter(|line| line.len <= 3)
    }

    /// Like [`Line::through`] but of any length, so that callers can tell a line too long to
    /// move from cells that are not a line at all.
    pub(crate) fn straight(cells: &[Cell]) -> Option<Line> {
        let mut sorted = cells.to_vec();
        // Equal cells are the same cell: unstable sorting orders them the same, in less code.
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() != cells.len() || sorted.is_empty() {
            return None;
        }
        let first = sorted[0];
        let Some(&second) = sorted.get(1) else {
            return Some(Line {
                first,
                axis: Dir::East,
                len: 1,
            });
        };
        let axis = first.direction_to(second)?;
        let continues = sorted.windows(2).all(|pair| pair[0].step(axis) == Some(pair[1]));
        continues.then_some(Line {
            first,
            axis,
            len: sorted.len() as u8,
        })
    }

    pub fn last(self) -> Cell {
        self.cells().last().expect("a line has a cell")
    }

    pub fn cells(self) -> impl Iterator<Item = Cell> {
        std::iter::successors(Some(self.first), move |cell| cell.step(self.axis)).take(self.len as usize)
    }

    /// The marble at the front when the line moves in `dir` along its axis: the one that pushes.
    pub fn lead(self, dir: Dir) -> Cell {
        if dir == self.axis {
            self.last()
        } else {
            self.first
        }
    }

    /// The holes a move of the line one step in `dir` moves into: the one ahead of the lead
    /// marble for an in-line move (where it pushes, if a marble is there), each marble's next
    /// cell for a side-step. Cells off the board are left out.
    pub fn destinations(self, dir: Dir) -> Vec<Cell> {
        if self.len == 1 || dir.is_parallel(self.axis) {
            self.lead(dir).step(dir).into_iter().collect()
        } else {
            self.cells().filter_map(|cell| cell.step(dir)).collect()
        }
    }

    /// The move that takes this line one step in `dir`: in-line along its axis (or for a single
    /// marble), a side-step otherwise. `None` when the move's notation would name a cell off the
    /// board, which means a marble of the line would leave it.
    pub fn move_towards(self, dir: Dir) -> Option<Move> {
        if self.len == 1 || dir.is_parallel(self.axis) {
            let tail = if dir == self.axis { self.first } else { self.last() };
            self.last().step(dir).and(self.first.step(dir))?;
            Some(Move::InLine { tail, dir })
        } else {
            self.first.step(dir)?;
            Some(Move::side_step(self.first, self.last(), dir))
        }
    }
}
