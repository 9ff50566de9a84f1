//! What the app says of Addique outside its screens: its blurb on the shelf, its robots' time
//! note, what a shared game going on reveals, and why the rules refuse a move (the library
//! words a save that cannot be replayed). The words are in `locales/shelf/<tag>.ftl`, which
//! build.rs compiles into the code they load with: English's into the app's own, each other
//! language's into its chunk of words, since the shelf and the library speak them before any
//! screen's words have arrived.

use crate::i18n::phrase::Phrase;
use gameshelf_engine::addique::{PlacementError, RuleError};

pub fn blurb() -> Phrase {
    Phrase::new("addique-blurb")
}

pub fn robot_time_note() -> Option<Phrase> {
    Some(Phrase::new("addique-robot-time-note"))
}

/// What a shared game going on reveals: every hand, and the pool's order.
pub fn reveals() -> Option<Phrase> {
    Some(Phrase::new("addique-reveals"))
}

/// Why the rules refuse a move: a whole sentence.
pub fn rule(error: &RuleError) -> Phrase {
    match error {
        RuleError::GameOver => Phrase::new("addique-rule-game-over"),
        RuleError::NotInHand(piece) => {
            Phrase::new("addique-rule-not-in-hand").text("piece", piece.to_string())
        }
        RuleError::Placement(PlacementError::AlreadyUsed(piece)) => {
            Phrase::new("addique-rule-already-used").text("piece", piece.to_string())
        }
        RuleError::Placement(PlacementError::Overlap(_)) => Phrase::new("addique-rule-overlap"),
        RuleError::Placement(PlacementError::TooFewEdges(edges)) => {
            Phrase::new("addique-rule-too-few-edges").number("edges", *edges)
        }
    }
}

#[cfg(test)]
pub fn sample_errors() -> Vec<RuleError> {
    use gameshelf_engine::addique::Piece;
    let piece: Piece = "2475".parse().expect("a piece");
    let mut errors = vec![
        RuleError::GameOver,
        RuleError::NotInHand(piece),
        RuleError::Placement(PlacementError::AlreadyUsed(piece)),
        RuleError::Placement(PlacementError::Overlap((1, 2))),
    ];
    errors.extend([0, 1, 2, 3, 5, 21].map(|edges| RuleError::Placement(PlacementError::TooFewEdges(edges))));
    errors
}
