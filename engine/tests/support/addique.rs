//! Addique helpers: what every finished game must be, for the whole-game tests and the properties.

use gameshelf_engine::addique::{Game, Move, Piece, RuleError};
use proptest::prelude::{prop_assert, prop_assert_eq, TestCaseError};
use std::collections::BTreeSet;

/// The end: every piece on the table, no hand or pool left, nothing more to play, and the
/// ranking orders the scores best first with equal scores sharing a place.
pub fn check_ending(game: &Game) -> Result<(), TestCaseError> {
    let position = game.position();
    let seats = position.scores().len();
    prop_assert_eq!(position.pool_len(), 0);
    prop_assert!((0..seats).all(|seat| position.hand(seat).is_empty()));
    let placed: BTreeSet<Piece> = position
        .table()
        .pieces()
        .iter()
        .map(|&(piece, _)| piece)
        .collect();
    prop_assert_eq!(placed, Piece::set().into_iter().collect::<BTreeSet<_>>());
    let any = Piece::set()[0];
    prop_assert_eq!(
        game.check(Move {
            piece: any,
            at: (1000, 1000)
        }),
        Err(RuleError::GameOver)
    );

    let outcome = game.outcome().expect("the game is over");
    let scores = position.scores();
    let mut ranking = outcome.ranking.clone();
    ranking.sort_unstable();
    prop_assert_eq!(ranking, (0..seats).collect::<Vec<_>>(), "every seat once");
    prop_assert_eq!(outcome.ranks.len(), seats);
    for pair in outcome.ranking.windows(2) {
        prop_assert!(
            scores[pair[0]] >= scores[pair[1]],
            "{:?} for {:?}",
            outcome,
            scores
        );
    }
    for (place, &seat) in outcome.ranking.iter().enumerate() {
        let better = scores.iter().filter(|&&other| other > scores[seat]).count();
        prop_assert_eq!(outcome.ranks[place], better + 1, "seat {} in {:?}", seat, scores);
    }
    for (a, &left) in outcome.ranking.iter().enumerate() {
        for (b, &right) in outcome.ranking.iter().enumerate() {
            let same = scores[left] == scores[right];
            prop_assert_eq!(outcome.ranks[a] == outcome.ranks[b], same, "{:?}", scores);
        }
    }
    prop_assert_eq!(outcome.ranks[0], 1);
    Ok(())
}
