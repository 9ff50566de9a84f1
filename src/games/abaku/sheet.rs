//! Abaku's rows of the shared score sheet (who, the equations, the points, the tiles used,
//! hints) and final ranking.

use super::play::AbakuPlay;
use super::words::Says;
use crate::games::tiles::TileSays;
use crate::games::tiles::{hint_counts, turn_rows, RankRow, Ranking, ScoreSheet};
use crate::i18n::{t, Msg};
use gameshelf_engine::abaku::{Ending, Mode, Scored, ScoredEquation};
use gameshelf_engine::tiles::first_places;
use leptos::prelude::*;

/// An equation scored, as the sheet and the preview write it: each way it reads.
pub fn equation_text(equation: &ScoredEquation) -> String {
    t(Msg::Readings(
        equation.readings().iter().map(ToString::to_string).collect(),
    ))
}

/// A placement's equations as the score sheet writes them.
fn equations_written(scored: &Scored) -> Vec<String> {
    scored.equations.iter().map(equation_text).collect()
}

#[component]
pub fn AbakuSheet<G: AbakuPlay>(game: RwSignal<G>, viewing: RwSignal<Option<usize>>) -> impl IntoView {
    move || {
        game.with(|game| {
            let turns = game.sheet(equations_written).into_iter();
            let turns = turns.map(|(what, points, used)| (what, points, used.to_string()));
            view! { <ScoreSheet rows=turn_rows(game, turns) what_heading=t(TileSays::Equations) detail_heading=t(TileSays::TilesHeading) hints=hint_counts(game) viewing=viewing start=game.begun_at() /> }
        })
    }
}

/// Who won and with what, or the solo player's score, once the game is over: the ranking's
/// title, which the game's end also reads out.
pub fn result_title<G: AbakuPlay>(game: &G) -> Option<String> {
    let outcome = game.outcome()?;
    let players = game.players();
    let winners: Vec<String> = first_places(&outcome.ranking, &outcome.ranks)
        .into_iter()
        .map(|seat| players[seat].clone())
        .collect();
    let best = outcome.final_scores[outcome.ranking[0]];
    Some(t(if players.len() == 1 {
        Msg::SoloFinalScore(best)
    } else {
        Msg::TileGameWinners {
            names: winners,
            score: best,
        }
    }))
}

/// The end: how it ended, and each player's place, points in play, leftover tiles and total; at
/// a distance, until the racks left are revealed and counted, that they are being revealed.
#[component]
pub fn AbakuRanking<G: AbakuPlay>(game: RwSignal<G>) -> impl IntoView {
    move || {
        game.with(|game| {
            let players = game.players();
            let ending = match game.ending()? {
                Ending::WentOut(seat) => t(Says::WentOut(players[seat].clone())),
                // Said as Summy says it.
                Ending::AllPassed => t(TileSays::EveryonePassed),
                Ending::Blocked => t(Says::Blocked),
                Ending::Resigned(seat) => t(TileSays::Resigned(players[seat].clone())),
            };
            let Some(outcome) = game.outcome() else {
                let waiting = view! {
                    <section class="ranking" data-testid="racks-being-revealed">
                        <p>{ending}</p>
                        <p class="muted">{t(Msg::RacksBeingRevealed)}</p>
                    </section>
                };
                return Some(waiting.into_any());
            };
            let scores = game.scores();
            let rows = outcome
                .ranking
                .iter()
                .zip(&outcome.ranks)
                .map(|(&seat, &rank)| RankRow {
                    place: rank,
                    player: players[seat].clone(),
                    scores: vec![
                        scores[seat].to_string(),
                        t(Msg::Signed(outcome.adjustments[seat])),
                        outcome.final_scores[seat].to_string(),
                    ],
                })
                .collect();
            let title = result_title(game)?;
            let cover =
                (game.mode() == Mode::SoloCover).then(|| t(TileSays::EmptySquares(game.empty_squares())));
            Some(
                view! {
                    <Ranking
                        title=title
                        ending=ending
                        note=cover
                        columns=vec![t(TileSays::InPlay), t(TileSays::Leftover), t(Msg::Total)]
                        rows=rows
                    />
                }
                .into_any(),
            )
        })
    }
}
