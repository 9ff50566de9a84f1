//! Reading numbers off the table and scoring a placement: every run of two or more adjacent arm
//! squares, left to right in a row or top to bottom in a column, is a number; a centre or an
//! empty square ends it.

use crate::game::Score;
use super::piece::Piece;
use super::table::{Cell, Table};

/// One number a placement creates or lengthens.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Number {
    /// Its digits in reading order.
    pub digits: Vec<u8>,
    /// The squares they are on, in the same order.
    pub squares: Vec<(i32, i32)>,
    /// The digits read as a number. Runs hold at most 4 digits when pieces notch together, so
    /// this never overflows.
    pub value: u64,
    pub divisible: bool,
    /// value / 9 when divisible, else 0.
    pub points: u64,
}

/// What a placement scores.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Scored {
    /// Every number through one of the piece's arms, divisible by 9 or not: rows first (top to
    /// bottom, then left to right), then columns (left to right, then top to bottom).
    pub numbers: Vec<Number>,
    /// The points of the divisible numbers, or the piece's product sum when it is the first.
    pub total: u64,
}

impl Scored {
    /// The total as a seat's score counts it.
    pub fn score(&self) -> Score {
        Score::try_from(self.total).unwrap_or(Score::MAX)
    }
}

/// What `piece` scores with its centre at `at` on `table_before`. It does not check legality:
/// ask [`Table::can_place`] first.
pub fn score(table_before: &Table, piece: Piece, at: (i32, i32)) -> Scored {
    if table_before.is_empty() {
        // The starter scores the product sum, the number that made them start.
        return Scored {
            numbers: Vec::new(),
            total: u64::from(piece.product_sum()),
        };
    }
    let placed = Table::squares(piece, at);
    let cell = |square: (i32, i32)| {
        placed
            .iter()
            .find(|(own, _)| *own == square)
            .map(|&(_, cell)| cell)
            .or(table_before.cell(square))
    };
    let arms = placed
        .iter()
        .filter(|(_, cell)| *cell != Cell::Centre)
        .map(|&(square, _)| square);
    let mut runs: Vec<(bool, Vec<(i32, i32)>)> = Vec::new();
    for arm in arms {
        for (is_column, step) in [(false, (1, 0)), (true, (0, 1))] {
            let run = run_through(arm, step, &cell);
            if run.len() >= 2
                && !runs
                    .iter()
                    .any(|(column, seen)| *column == is_column && *seen == run)
            {
                runs.push((is_column, run));
            }
        }
    }
    // Rows by (y, x), columns by (x, y) of their first square.
    runs.sort_by_key(|(is_column, run)| {
        let (x, y) = run[0];
        if *is_column {
            (true, x, y)
        } else {
            (false, y, x)
        }
    });
    let numbers: Vec<Number> = runs
        .into_iter()
        .map(|(_, squares)| {
            let digits: Vec<u8> = squares
                .iter()
                .map(|&square| match cell(square) {
                    Some(Cell::Arm(digit)) => digit,
                    _ => unreachable!("a run holds only arm squares"),
                })
                .collect();
            let value = digits
                .iter()
                .fold(0u64, |value, &digit| value * 10 + u64::from(digit));
            let divisible = value % 9 == 0;
            Number {
                digits,
                squares,
                value,
                divisible,
                points: if divisible { value / 9 } else { 0 },
            }
        })
        .collect();
    let total = numbers.iter().map(|number| number.points).sum();
    Scored { numbers, total }
}

/// The maximal run of arm squares through `square` along `step`, in reading order.
fn run_through(
    square: (i32, i32),
    step: (i32, i32),
    cell: &impl Fn((i32, i32)) -> Option<Cell>,
) -> Vec<(i32, i32)> {
    let is_arm = |square| matches!(cell(square), Some(Cell::Arm(_)));
    let mut start = square;
    while is_arm((start.0 - step.0, start.1 - step.1)) {
        start = (start.0 - step.0, start.1 - step.1);
    }
    let mut run = vec![start];
    let mut next = (start.0 + step.0, start.1 + step.1);
    while is_arm(next) {
        run.push(next);
        next = (next.0 + step.0, next.1 + step.1);
    }
    run
}
