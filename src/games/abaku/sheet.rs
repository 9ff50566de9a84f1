//! Abaku's rows of the shared score sheet (who, the equations, the points, the tiles used,
//! hints) and final ranking.

use super::words::Says;
use crate::i18n::{t, Msg};
use crate::ui::tiles::TileSays;
use crate::ui::tiles::{hint_counts, turn_rows, RankRow, Ranking, ScoreSheet, SheetWhat};
use gameshelf_engine::abaku::{Ending, Game, Mode, ScoredEquation};
use gameshelf_engine::tiles::first_places;
use leptos::prelude::*;

/// An equation scored, as the sheet and the preview write it: each way it reads.
pub fn equation_text(equation: &ScoredEquation) -> String {
    t(Msg::Readings(
        equation.readings().iter().map(ToString::to_string).collect(),
    ))
}

#[component]
pub fn AbakuSheet(game: RwSignal<Game>, viewing: RwSignal<Option<usize>>) -> impl IntoView {
    move || {
        game.with(|game| {
            let turns = game.turns().iter().map(|turn| {
                let equations = || turn.scored.equations.iter().map(equation_text).collect();
                let what = SheetWhat::rack(&turn.mv, equations);
                (what, turn.scored.points, turn.mv.tiles_used().to_string())
            });
            view! { <ScoreSheet rows=turn_rows(game, turns) what_heading=t(TileSays::Equations) detail_heading=t(TileSays::TilesHeading) hints=hint_counts(game) viewing=viewing /> }
        })
    }
}

/// Who won and with what, or the solo player's score, once the game is over: the ranking's
/// title, which the game's end also reads out.
pub fn result_title(game: &Game) -> Option<String> {
    let outcome = game.outcome()?;
    let players = &game.setup().players;
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

/// The end: how it ended, and each player's place, points in play, leftover tiles and total.
#[component]
pub fn AbakuRanking(game: RwSignal<Game>) -> impl IntoView {
    move || {
        game.with(|game| {
            let outcome = game.outcome()?;
            let players = &game.setup().players;
            let scores = game.position().scores();
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
            let ending = match outcome.ending {
                Ending::WentOut(seat) => t(Says::WentOut(players[seat].clone())),
                // Said as Summy says it.
                Ending::AllPassed => t(TileSays::EveryonePassed),
                Ending::Blocked => t(Says::Blocked),
            };
            let title = result_title(game)?;
            let cover = (game.setup().mode == Mode::SoloCover)
                .then(|| t(TileSays::EmptySquares(game.empty_squares())));
            Some(view! {
                <Ranking
                    title=title
                    ending=ending
                    note=cover
                    columns=vec![t(TileSays::InPlay), t(TileSays::Leftover), t(Msg::Total)]
                    rows=rows
                />
            })
        })
    }
}
