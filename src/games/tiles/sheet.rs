//! The tile games' record on screen: who starts, the score sheet of every turn, and the final
//! ranking. The games fill in the rows; the tables are the same.

use super::game::TileGame;
use crate::games::tiles::TileSays;
use crate::i18n::{t, Drawn, Msg};
use crate::library::status_line;
use gameshelf_engine::tiles::{self, first_places, StartDraw};
use leptos::prelude::*;

/// One turn on the score sheet.
pub struct SheetRow {
    /// Who played it: their seat, for their running total, and their name.
    pub seat: usize,
    pub player: String,
    pub what: SheetWhat,
    pub points: u32,
    /// The last column, as the sheet's `detail_heading` names it: rack tiles laid, or the
    /// piece played.
    pub detail: String,
    pub hinted: bool,
}

pub enum SheetWhat {
    /// What a placement scored, a line each: equations, sums.
    Scored(Vec<String>),
    /// An exchange or a pass.
    Other(String),
}

impl SheetWhat {
    /// What a turn that lays rack tiles did (Abaku's, Summy's): a placement's `scored` lines,
    /// else the exchange or the pass.
    pub fn rack<P, T>(mv: &tiles::Move<P, T>, scored: impl FnOnce() -> Vec<String>) -> SheetWhat {
        match mv {
            tiles::Move::Place(_) => SheetWhat::Scored(scored()),
            tiles::Move::Exchange(tiles) => SheetWhat::Other(t(TileSays::Exchanged(tiles.len()))),
            tiles::Move::Pass => SheetWhat::Other(t(TileSays::Passed)),
        }
    }

    /// What a turn of a game dealt at a distance did: as [`SheetWhat::rack`], its exchange
    /// naming deck positions rather than tiles.
    pub fn dealt<P>(mv: &tiles::DealtMove<P>, scored: impl FnOnce() -> Vec<String>) -> SheetWhat {
        match mv {
            tiles::DealtMove::Place(_) => SheetWhat::Scored(scored()),
            tiles::DealtMove::Exchange(positions) => {
                SheetWhat::Other(t(TileSays::Exchanged(positions.len())))
            }
            tiles::DealtMove::Pass => SheetWhat::Other(t(TileSays::Passed)),
        }
    }
}

/// Where a copy's score sheet begins: the turns of the game it copies, which the copy does not
/// hold, and each player's name and score after them, in seat order.
#[derive(Clone, PartialEq, Debug)]
pub struct SheetStart {
    pub turns: usize,
    pub scores: Vec<(String, i64)>,
}

/// The score sheet's rows of `game`'s turns, from what each scored, its points and its detail
/// (`turns`, in order); who played it and whether a hint helped, the game says.
pub fn turn_rows<G: TileGame>(
    game: &G,
    turns: impl Iterator<Item = (SheetWhat, u32, String)>,
) -> Vec<SheetRow> {
    let players = game.players();
    let seats = game.turn_seats();
    seats
        .into_iter()
        .zip(turns)
        .enumerate()
        .map(|(index, (seat, (what, points, detail)))| SheetRow {
            seat,
            player: players[seat].clone(),
            what,
            points,
            detail,
            hinted: game.was_hinted(index),
        })
        .collect()
}

/// How many hints each player of `game` asked for: the line under the score sheet.
pub fn hint_counts<G: TileGame>(game: &G) -> String {
    let players = game.players().iter().enumerate();
    t(Msg::HintCounts(
        players
            .map(|(seat, name)| (name.clone(), game.hints_by(seat)))
            .collect(),
    ))
}

/// Every turn so far. The game draws it afresh after each turn: plain data keeps it one piece
/// of code for every game.
#[component]
pub fn ScoreSheet(
    rows: Vec<SheetRow>,
    /// The heading of what each turn scored, such as "Equations".
    what_heading: String,
    /// The heading of each row's `detail`.
    detail_heading: String,
    /// How many hints each player asked for.
    hints: String,
    /// Which board the page shows: after how many turns, or `None` for the game as it stands.
    /// Given, a tap on a row shows the board as it was after that turn (one row per turn).
    #[prop(optional)]
    viewing: Option<RwSignal<Option<usize>>>,
    /// For a copy, the turns before it and the scores it begins with (`TileGame::begun_at`).
    #[prop(default = None)]
    start: Option<SheetStart>,
) -> impl IntoView {
    let empty = rows.is_empty();
    let count = rows.len();
    let begun_with = start.as_ref().map_or_else(Vec::new, |start| {
        start.scores.iter().map(|&(_, score)| score).collect()
    });
    let totals = running_totals(&rows, begun_with);
    let copied = start.map(|SheetStart { turns, scores }| {
        view! { <p class="muted" data-testid="sheet-copied">{t(TileSays::CopiedAfter { turns, scores })}</p> }
    });
    let body = rows
        .into_iter()
        .zip(totals)
        .enumerate()
        .map(|(index, (row, total))| {
            let what = match row.what {
                SheetWhat::Scored(lines) => lines
                    .into_iter()
                    .map(|line| view! { <span class="equation">{line}</span> })
                    .collect_view()
                    .into_any(),
                SheetWhat::Other(text) => text.into_any(),
            };
            let turn = index + 1;
            // The last turn's board is the game as it stands.
            let pick = move |_| {
                if let Some(viewing) = viewing {
                    super::show_after_turn(viewing, turn, count);
                }
            };
            let picked = move || viewing.is_some_and(|viewing| viewing.get() == Some(turn));
            view! {
                <tr data-testid="sheet-row" class:picked=picked on:click=pick>
                    <td class="turn-number">{turn_number(turn, viewing.is_some())}</td>
                    <td>{row.player}</td>
                    <td class="sheet-equations">{what}</td>
                    <td class="points">{row.points.to_string()}</td>
                    <td class="points running-total" data-testid="running-total">{total.to_string()}</td>
                    <td class="sheet-detail">{row.detail}</td>
                    <td class="hint-mark">{row.hinted.then(|| view! { <span title=t(TileSays::HintUsed)>"?"</span> })}</td>
                </tr>
            }
        })
        .collect_view();
    let table = (!empty).then(|| {
        view! {
            <table data-testid="score-sheet">
                <thead>
                    <tr>
                        <th>"#"</th>
                        <th>{t(TileSays::Player)}</th>
                        <th>{what_heading}</th>
                        <th>{t(Msg::PointsHeading)}</th>
                        <th>{t(Msg::Total)}</th>
                        <th>{detail_heading}</th>
                        <th>{t(TileSays::HintHeading)}</th>
                    </tr>
                </thead>
                <tbody>{body}</tbody>
            </table>
            <p class="muted" data-testid="hint-count">{hints}</p>
        }
    });
    view! {
        <section class="sheet" aria-labelledby="sheet-title">
            <h2 id="sheet-title">{t(TileSays::ScoreSheet)}</h2>
            {copied}
            {empty.then(|| view! { <p class="muted">{t(TileSays::NoTurnsYet)}</p> })}
            {table}
        </section>
    }
}

/// A row's number: a button that shows its board when the sheet can, else the number alone. The
/// row's own tap does the showing; the button gives it to the keyboard and to screen readers.
fn turn_number(turn: usize, can_show: bool) -> impl IntoView {
    match can_show {
        true => view! {
            <button class="turn-link" data-testid="sheet-turn" aria-label=t(Msg::ShowTurn(turn))>{turn.to_string()}</button>
        }
        .into_any(),
        false => turn.to_string().into_any(),
    }
}

/// Over a past board: which turn's it is, and the way back to the game as it stands.
#[component]
pub fn ViewingTurn(viewing: RwSignal<Option<usize>>, #[prop(into)] turns: Signal<usize>) -> impl IntoView {
    move || {
        viewing.get().map(|turn| {
            view! {
                <p class="viewing-turn" data-testid="viewing" aria-live="polite">
                    <span>{t(TileSays::ViewingTurn(turn, turns.get()))}</span>
                    <button class="primary" data-testid="back-to-game" on:click=move |_| viewing.set(None)>
                        {t(Msg::LastMove)}
                    </button>
                </p>
            }
        })
    }
}

/// Each row's player's total after that turn, from the scores `begun_with` (a copy's; none
/// for a game played from its start): the running score a player keeps on paper, to see at a
/// glance how the lead changed hands.
fn running_totals(rows: &[SheetRow], begun_with: Vec<i64>) -> Vec<i64> {
    let mut totals = begun_with;
    rows.iter()
        .map(|row| {
            if totals.len() <= row.seat {
                totals.resize(row.seat + 1, 0);
            }
            totals[row.seat] += i64::from(row.points);
            totals[row.seat]
        })
        .collect()
}

/// A player's line in the final ranking.
pub struct RankRow {
    pub place: usize,
    pub player: String,
    /// One cell per score column; the last is the final score.
    pub scores: Vec<String>,
}

/// The end of the game: who won, how it ended, and each player's place and scores.
#[component]
pub fn Ranking(
    /// Who won, or the solo player's score.
    title: String,
    /// How the game ended.
    ending: String,
    /// The headings of the score columns, the final score's last.
    columns: Vec<String>,
    rows: Vec<RankRow>,
    /// A line the game adds under the ending, such as Abaku's empty squares when covering.
    note: Option<String>,
) -> impl IntoView {
    let last = columns.len().saturating_sub(1);
    let headings = columns
        .into_iter()
        .map(|column| view! { <th>{column}</th> })
        .collect_view();
    let rows = rows
        .into_iter()
        .map(|row| {
            let scores = row
                .scores
                .into_iter()
                .enumerate()
                .map(|(index, score)| view! { <td class:final=index == last>{score}</td> })
                .collect_view();
            view! {
                <tr data-testid="ranking-row">
                    <td>{row.place.to_string()}</td>
                    <td>{row.player}</td>
                    {scores}
                </tr>
            }
        })
        .collect_view();
    view! {
        <section class="ranking" data-testid="game-over" aria-labelledby="ranking-title">
            <h2 id="ranking-title" data-testid="winner">{title}</h2>
            <p>{ending}</p>
            {note.map(|note| view! { <p data-testid="ranking-note">{note}</p> })}
            <table>
                <thead>
                    <tr>
                        <th>{t(TileSays::Place)}</th>
                        <th>{t(TileSays::Player)}</th>
                        {headings}
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </section>
    }
}

/// The ranking of a game scored by one total each: the winners and their score as the title,
/// `ending`, then each player's place and total. `ranking` is the seats best first, `ranks`
/// their places; `scores` are in seat order.
pub fn totals_ranking(
    players: &[String],
    scores: &[i64],
    ranking: &[usize],
    ranks: &[usize],
    ending: String,
) -> impl IntoView {
    let rows = ranking
        .iter()
        .zip(ranks)
        .map(|(&seat, &place)| RankRow {
            place,
            player: players[seat].clone(),
            scores: vec![scores[seat].to_string()],
        })
        .collect();
    view! {
        <Ranking
            title=winners_title(players, scores, ranking, ranks)
            ending=ending
            columns=vec![t(Msg::Total)]
            rows=rows
            note=None
        />
    }
}

/// Who won a game scored by one total each, and with what: the ranking's title, which the
/// game's end also reads out. Arguments as for [`totals_ranking`].
pub fn winners_title(players: &[String], scores: &[i64], ranking: &[usize], ranks: &[usize]) -> String {
    let names = first_places(ranking, ranks)
        .into_iter()
        .map(|seat| players[seat].clone())
        .collect();
    let score = scores[ranking[0]];
    t(Msg::TileGameWinners { names, score })
}

/// A game's line on the home screen, ranked by its scores as they stand (Summy's, Addique's:
/// their end deducts nothing), once over by its `places` (seats best first, and their ranks).
pub fn standing_status<G: TileGame>(game: &G, places: Option<(Vec<usize>, Vec<usize>)>) -> String {
    let places = places.as_ref().map(|(ranking, ranks)| (&ranking[..], &ranks[..]));
    status_line(game.players(), game.to_move(), &game.scores(), places)
}

/// What a copy begun where a game dealt at a distance stood says in place of its start draw:
/// what it kept and dealt anew (its `pieces`, in Addique), and who moves first.
pub fn copy_begins(players: &[String], starter: usize, pieces: bool) -> impl IntoView {
    view! {
        <section class="start-draw" data-testid="copy-begins">
            <h3>{t(TileSays::CopyTitle)}</h3>
            <p>{t(TileSays::CopyBegins { pieces })}</p>
            <p>{t(TileSays::MovesFirst(players[starter].clone()))}</p>
        </section>
    }
}

/// How the first player was drawn: each round's tiles, and who starts; a copy's words instead
/// for a copy, which draws nothing.
pub fn start_draw_view<T: Copy>(
    players: &[String],
    draw: &StartDraw<T>,
    drawn: impl Fn(T) -> Drawn,
) -> impl IntoView {
    if draw.rounds.is_empty() {
        return copy_begins(players, draw.starter, false).into_any();
    }
    let rounds = draw
        .rounds
        .iter()
        .enumerate()
        .map(|(index, round)| {
            let draws = round
                .iter()
                .map(|&(seat, tile)| (players[seat].clone(), drawn(tile)))
                .collect();
            // A round after this one was a tie's: those in it draw again.
            let mut tied: Vec<usize> = draw
                .rounds
                .get(index + 1)
                .into_iter()
                .flatten()
                .map(|&(seat, _)| seat)
                .collect();
            tied.dedup();
            let tied = tied.into_iter().map(|seat| players[seat].clone()).collect();
            view! { <li>{t(Msg::StartDrawRound { draws, tied })}</li> }
        })
        .collect_view();
    view! {
        <section class="start-draw" data-testid="start-draw">
            <h3>{t(TileSays::StartDrawTitle)}</h3>
            <ol>{rounds}</ol>
            <p>{t(TileSays::Starts(players[draw.starter].clone()))}</p>
        </section>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(seat: usize, points: u32) -> SheetRow {
        SheetRow {
            seat,
            player: format!("P{seat}"),
            what: SheetWhat::Other(String::new()),
            points,
            detail: String::new(),
            hinted: false,
        }
    }

    #[test]
    fn each_row_s_total_adds_its_points_to_its_player_s_from_the_scores_begun_with() {
        let rows = [row(0, 5), row(1, 7), row(0, 3), row(2, 1)];
        assert_eq!(running_totals(&rows, Vec::new()), [5, 7, 8, 1]);
        assert_eq!(
            running_totals(&rows, vec![40, 30, 20]),
            [45, 37, 48, 21],
            "a copy's"
        );
    }
}
