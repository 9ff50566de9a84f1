//! The score sheet (every turn: who, the equations, the points, the tiles used, hints) and the
//! final ranking.

use crate::i18n::{t, Msg};
use gameshelf_engine::abaku::{Game, Mode, Move};
use leptos::prelude::*;

#[component]
pub fn ScoreSheet(game: RwSignal<Game>) -> impl IntoView {
    let rows = move || {
        game.with(|game| {
            let players = &game.setup().players;
            game.turns()
                .iter()
                .enumerate()
                .map(|(index, turn)| {
                    let what = match &turn.mv {
                        Move::Place(_) => {
                            let equations = turn.scored.equations.iter().map(|equation| {
                                let readings = equation.readings().iter().map(ToString::to_string).collect();
                                view! { <span class="equation">{t(Msg::Readings(readings))}</span> }
                            });
                            equations.collect_view().into_any()
                        }
                        Move::Exchange(tiles) => t(Msg::Exchanged(tiles.len())).into_any(),
                        Move::Pass => t(Msg::Passed).into_any(),
                    };
                    let hinted = game.hinted().contains(&index);
                    view! {
                        <tr data-testid="sheet-row">
                            <td class="turn-number">{(index + 1).to_string()}</td>
                            <td>{players[turn.seat].clone()}</td>
                            <td class="sheet-equations">{what}</td>
                            <td class="points">{turn.scored.points.to_string()}</td>
                            <td class="tiles-used">{turn.tiles_used.to_string()}</td>
                            <td class="hint-mark">{hinted.then(|| view! { <span title=t(Msg::HintUsed)>"?"</span> })}</td>
                        </tr>
                    }
                })
                .collect_view()
        })
    };
    let hint_counts = move || {
        game.with(|game| {
            let counts = game.setup().players.iter().enumerate();
            let counts = counts
                .map(|(seat, name)| (name.clone(), game.hints_by(seat)))
                .collect();
            t(Msg::HintCounts(counts))
        })
    };
    view! {
        <section class="sheet" aria-labelledby="sheet-title">
            <h2 id="sheet-title">{t(Msg::ScoreSheet)}</h2>
            <Show
                when=move || game.with(|game| !game.turns().is_empty())
                fallback=|| view! { <p class="muted">{t(Msg::NoTurnsYet)}</p> }
            >
                <table data-testid="score-sheet">
                    <thead>
                        <tr>
                            <th>"#"</th>
                            <th>{t(Msg::Player)}</th>
                            <th>{t(Msg::Equations)}</th>
                            <th>{t(Msg::PointsHeading)}</th>
                            <th>{t(Msg::TilesHeading)}</th>
                            <th>{t(Msg::HintHeading)}</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
                <p class="muted" data-testid="hint-count">{hint_counts}</p>
            </Show>
        </section>
    }
}

/// The end: how it ended, and each player's place, points in play, leftover tiles and total.
#[component]
pub fn Ranking(game: RwSignal<Game>) -> impl IntoView {
    move || {
        game.with(|game| {
            let outcome = game.outcome()?;
            let players = &game.setup().players;
            let scores = game.position().scores();
            let rows = outcome
                .ranking
                .iter()
                .zip(&outcome.ranks)
                .map(|(&seat, &rank)| {
                    view! {
                        <tr data-testid="ranking-row">
                            <td>{rank.to_string()}</td>
                            <td>{players[seat].clone()}</td>
                            <td>{scores[seat].to_string()}</td>
                            <td>{t(Msg::Signed(outcome.adjustments[seat]))}</td>
                            <td class="final">{outcome.final_scores[seat].to_string()}</td>
                        </tr>
                    }
                })
                .collect_view();
            let ending_name = match outcome.ending {
                gameshelf_engine::abaku::Ending::WentOut(seat) => Some(players[seat].clone()),
                _ => None,
            };
            let first = outcome.ranks.iter().filter(|&&rank| rank == 1).count();
            let winners: Vec<String> = outcome.ranking[..first].iter().map(|&seat| players[seat].clone()).collect();
            let best = outcome.final_scores[outcome.ranking[0]];
            let cover = (game.setup().mode == Mode::SoloCover)
                .then(|| view! { <p class="cover-result" data-testid="empty-squares">{t(Msg::EmptySquares(game.empty_squares()))}</p> });
            Some(view! {
                <section class="ranking" data-testid="game-over" aria-labelledby="ranking-title">
                    <h2 id="ranking-title" data-testid="winner">{t(if players.len() == 1 { Msg::SoloFinalScore(best) } else { Msg::AbakuWinners { names: winners, score: best } })}</h2>
                    <p>{t(Msg::AbakuEnding(outcome.ending, ending_name))}</p>
                    {cover}
                    <table>
                        <thead>
                            <tr>
                                <th>{t(Msg::Place)}</th>
                                <th>{t(Msg::Player)}</th>
                                <th>{t(Msg::InPlay)}</th>
                                <th>{t(Msg::Leftover)}</th>
                                <th>{t(Msg::Total)}</th>
                            </tr>
                        </thead>
                        <tbody>{rows}</tbody>
                    </table>
                </section>
            })
        })
    }
}
