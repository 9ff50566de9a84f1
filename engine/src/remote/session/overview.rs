//! What the library shows of a game dealt at a distance.

use super::Session;
use crate::game::Score;
use crate::remote::dealt::{AnyDealt, Dealt, Step};
use crate::tiles::DealtPlay;
use serde::{Deserialize, Serialize};

/// What the library shows of a game dealt at a distance, whose save holds only the table's
/// start: written in the session's JSON (`overview`) for the shelf to read without loading
/// remote play. Derived from the dealt game, it is never read back: a session restored makes
/// it again. A game every device holds whole (Abalone) has none: its save is the game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Overview {
    /// Whether the deal is done and the opening read, so that the game is under way; until
    /// then (seats still open, or the deck being shuffled and locked) nothing else is known.
    pub dealt: bool,
    /// The seat to move; none while dealing and once the game is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_move: Option<usize>,
    /// The turns played (placements, exchanges, passes), the deal's steps not counted.
    #[serde(default)]
    pub moves: usize,
    /// Every seat's points, in seat order: the final ones once `ranked` (Abaku's after the
    /// racks left are counted); empty while dealing.
    #[serde(default)]
    pub scores: Vec<Score>,
    #[serde(default)]
    pub over: bool,
    /// The outcome, once the game is over and counted: Abaku's only once every secret is
    /// revealed and the racks left read, the others' at once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ranked: Option<Ranked>,
    /// Whether the deal's check at the end passed, once it has run: until then the outcome is
    /// unverified, and if it failed, void.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checked: Option<bool>,
}

/// A finished game's places, as the tile games' outcomes give them.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Ranked {
    /// Seats, best first.
    pub ranking: Vec<usize>,
    /// `ranks[i]` is the place of `ranking[i]`, from 1, equal for a tie.
    pub ranks: Vec<usize>,
}

impl Overview {
    fn dealing() -> Overview {
        Overview {
            dealt: false,
            to_move: None,
            moves: 0,
            scores: Vec::new(),
            over: false,
            ranked: None,
            checked: None,
        }
    }

    fn of<G: DealtPlay>(
        dealt: &Dealt<G>,
        game: &G,
        moves: usize,
        scores: Vec<Score>,
        ranked: Option<(Vec<usize>, Vec<usize>)>,
    ) -> Overview {
        let over = game.is_over();
        Overview {
            dealt: true,
            to_move: (!over).then(|| game.to_move()),
            moves,
            scores,
            over,
            ranked: ranked.map(|(ranking, ranks)| Ranked { ranking, ranks }),
            checked: (dealt.step() == Step::Done).then_some(true),
        }
    }
}

impl Session {
    /// What the library shows of a dealt game (see [`Overview`]); none for a game every device
    /// holds whole.
    pub fn overview(&self) -> Option<Overview> {
        if !self.is_dealt() {
            return None;
        }
        let overview = match self.dealt() {
            None => None,
            Some(AnyDealt::Abaku(dealt)) => dealt.game().map(|game| {
                let outcome = game.outcome();
                let scores = outcome
                    .as_ref()
                    .map_or(game.scores(), |outcome| &outcome.final_scores[..])
                    .to_vec();
                let ranked = outcome.map(|outcome| (outcome.ranking, outcome.ranks));
                Overview::of(dealt, game, game.turns().len(), scores, ranked)
            }),
            Some(AnyDealt::Addique(dealt)) => dealt.game().map(|game| {
                let scores = game.scores().to_vec();
                let ranked = game.outcome().map(|outcome| (outcome.ranking, outcome.ranks));
                Overview::of(dealt, game, game.turns().len(), scores, ranked)
            }),
            Some(AnyDealt::Summy(dealt)) => dealt.game().map(|game| {
                let scores = game.scores().to_vec();
                let ranked = game.outcome().map(|outcome| (outcome.ranking, outcome.ranks));
                Overview::of(dealt, game, game.turns().len(), scores, ranked)
            }),
        };
        Some(overview.unwrap_or_else(Overview::dealing))
    }
}
