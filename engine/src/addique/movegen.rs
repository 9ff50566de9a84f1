//! Every legal turn: each piece in the hand at each spot where a piece can go.

use super::moves::Move;
use super::piece::Piece;
use super::reading::score;
use super::table::Table;

/// Every legal move from `hand` on `table`, with its points.
pub fn moves(table: &Table, hand: &[Piece]) -> Vec<(Move, u64)> {
    let spots = table.legal_spots();
    hand.iter()
        .flat_map(|&piece| spots.iter().map(move |&at| Move { piece, at }))
        .map(|mv| (mv, score(table, mv.piece, mv.at).total))
        .collect()
}
