//! The open table: an unbounded grid of unit squares, x to the right and y downwards, kept as a
//! sparse map since play can drift in any direction.

use super::moves::Move;
use super::piece::Piece;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// What covers a square: a piece's centre (the dot, no digit) or one of its arms.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cell {
    Centre,
    Arm(u8),
}

/// The edges a placement must share with the pieces already played ("three or more edges
/// abutting").
pub const EDGES_NEEDED: usize = 3;

/// The offsets of the five squares a piece covers from its centre: centre, top, right, bottom,
/// left.
const SHAPE: [(i32, i32); 5] = [(0, 0), (0, -1), (1, 0), (0, 1), (-1, 0)];

const SIDES: [(i32, i32); 4] = [(0, -1), (1, 0), (0, 1), (-1, 0)];

/// Why a piece may not go where asked.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PlacementError {
    /// The piece is on the table already.
    AlreadyUsed(Piece),
    /// This square is covered already.
    Overlap((i32, i32)),
    /// Only this many unit edges touch pieces already played.
    TooFewEdges(usize),
}

impl fmt::Display for PlacementError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlacementError::AlreadyUsed(piece) => write!(f, "{piece} is already on the table"),
            PlacementError::Overlap((x, y)) => write!(f, "overlap: square {x},{y} is already covered"),
            PlacementError::TooFewEdges(1) => write!(f, "only 1 edge touches (3 are needed)"),
            PlacementError::TooFewEdges(edges) => write!(f, "only {edges} edges touch (3 are needed)"),
        }
    }
}

impl std::error::Error for PlacementError {}

/// The pieces played so far and the squares they cover.
#[derive(Clone, Default, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(into = "PlayedPieces", try_from = "PlayedPieces")]
pub struct Table {
    cells: BTreeMap<(i32, i32), Cell>,
    pieces: Vec<(Piece, (i32, i32))>,
}

impl Table {
    pub fn new() -> Table {
        Table::default()
    }

    pub fn is_empty(&self) -> bool {
        self.pieces.is_empty()
    }

    /// The pieces in the order played, each with its centre.
    pub fn pieces(&self) -> &[(Piece, (i32, i32))] {
        &self.pieces
    }

    pub fn cell(&self, square: (i32, i32)) -> Option<Cell> {
        self.cells.get(&square).copied()
    }

    /// The five squares of a piece centred at `at`, with what each holds.
    pub fn squares(piece: Piece, at: (i32, i32)) -> [((i32, i32), Cell); 5] {
        let digits = [
            None,
            Some(piece.top),
            Some(piece.right),
            Some(piece.bottom),
            Some(piece.left),
        ];
        std::array::from_fn(|index| {
            let (dx, dy) = SHAPE[index];
            (
                (at.0 + dx, at.1 + dy),
                digits[index].map_or(Cell::Centre, Cell::Arm),
            )
        })
    }

    /// Whether any piece may go with its centre at `at`: its squares are free and, unless the
    /// table is empty, at least three edges of its outline touch covered squares. The digits
    /// play no part, so this holds for every piece alike.
    pub fn can_place(&self, at: (i32, i32)) -> Result<(), PlacementError> {
        let own = SHAPE.map(|(dx, dy)| (at.0 + dx, at.1 + dy));
        if let Some(&square) = own.iter().find(|square| self.cells.contains_key(square)) {
            return Err(PlacementError::Overlap(square));
        }
        if self.is_empty() {
            return Ok(());
        }
        let edges = own
            .iter()
            .flat_map(|&(x, y)| SIDES.map(|(dx, dy)| (x + dx, y + dy)))
            .filter(|square| !own.contains(square) && self.cells.contains_key(square))
            .count();
        if edges < EDGES_NEEDED {
            return Err(PlacementError::TooFewEdges(edges));
        }
        Ok(())
    }

    /// Puts `piece` with its centre at `at`, if the piece is not yet played and the spot is legal.
    pub fn place(&mut self, piece: Piece, at: (i32, i32)) -> Result<(), PlacementError> {
        if self.pieces.iter().any(|&(played, _)| played == piece) {
            return Err(PlacementError::AlreadyUsed(piece));
        }
        self.can_place(at)?;
        self.cells.extend(Table::squares(piece, at));
        self.pieces.push((piece, at));
        Ok(())
    }

    /// Every centre where a piece may go next, sorted by x then y. Only centres within two
    /// squares of a covered square can touch it, so those are the only candidates; the empty
    /// table has no spots (the first piece goes anywhere).
    pub fn legal_spots(&self) -> Vec<(i32, i32)> {
        let candidates: BTreeSet<(i32, i32)> = self
            .cells
            .keys()
            .flat_map(|&(x, y)| (-2..=2).flat_map(move |dx| (-2..=2).map(move |dy| (x + dx, y + dy))))
            .collect();
        candidates
            .into_iter()
            .filter(|&at| self.can_place(at).is_ok())
            .collect()
    }
}

/// A table in JSON: its pieces in the order played, each as the move that placed it
/// (`"2475@0,0 1836@2,1"`); the squares they cover follow from them.
#[derive(Serialize, Deserialize)]
struct PlayedPieces(#[serde(with = "crate::common::words::spaced")] Vec<Move>);

impl From<Table> for PlayedPieces {
    fn from(table: Table) -> PlayedPieces {
        let moves = table.pieces.iter().map(|&(piece, at)| Move { piece, at });
        PlayedPieces(moves.collect())
    }
}

/// Places the pieces again in order, so a piece that could not have gone where it lies is
/// refused, as the rules refuse it.
impl TryFrom<PlayedPieces> for Table {
    type Error = String;

    fn try_from(played: PlayedPieces) -> Result<Table, String> {
        let mut table = Table::new();
        for mv in played.0 {
            table
                .place(mv.piece, mv.at)
                .map_err(|error| format!("{mv}: {error}"))?;
        }
        Ok(table)
    }
}
