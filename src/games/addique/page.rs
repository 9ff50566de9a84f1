//! The Addique screen: the open table that pans, zooms and refits as it grows, the hand of the
//! player holding the device, the outlines where the chosen piece fits, the preview of the
//! numbers a spot makes, the score sheet, the hand-over and the final ranking. The engine game
//! in one signal is the only game state; the chosen piece and spot are the move in progress.
//!
//! By keyboard: keys 1, 2, 3 choose a piece of the hand wherever the focus is (Escape puts it
//! back), the arrows move the focus over the table's grid, which trying the chosen piece
//! follows, and Enter or Space places it there. Moves, hints, undos and the end are announced.

use super::hand::{Hand, PieceGhost, WaitingHand};
use super::on_table::{last_scored, OnTable};
use super::play::{opening_rows, points, AddiquePlay};
use super::table::{spot_at, AddiqueTable, Spot, KEYS_HELP_ID};
use super::turn::{to_move_says, PieceTurn};
use super::words::{number_text, Says};
use crate::games::tiles::TileSays;
use crate::games::tiles::{
    copy_begins, hint_counts, review_words, start_draw_is_news, totals_ranking, turn_rows, MovePreview,
    MoveWords, PanelFoot, PanelHead, PanelRobots, Preview, ScoreSheet, SheetRow, SheetWhat, TileDrag,
    TileHandOver, TileResign, TurnMessage, UndoRedo, ZoomArea,
};
use crate::i18n::{t, Msg};
use crate::robots::RobotTurns;
use crate::state::AppState;
use crate::ui::RulesDialog;
use gameshelf_engine::addique::{Move, Piece, RuleError, Scored};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::robot::Robots;
use leptos::prelude::*;

/// The numbers of a turn that scored, for the score sheet.
fn scoring_lines(scored: &Scored) -> SheetWhat {
    let lines: Vec<String> = scored
        .numbers
        .iter()
        .filter(|number| number.divisible)
        .map(number_text)
        .collect();
    if lines.is_empty() {
        SheetWhat::Other(t(Says::NoScore))
    } else {
        SheetWhat::Scored(lines)
    }
}

/// The screen of `game`, saved as `id`; at a distance, with the `remote` panel (the links to
/// send and a field for those received).
#[component]
pub fn GameScreen<G: AddiquePlay>(
    id: String,
    game: G,
    started: u64,
    robots: Robots,
    #[prop(optional)] remote: Option<ViewFn>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let turn = PieceTurn::new(game, &robots);
    let (screen, game) = (turn.screen, turn.screen.game);
    G::keep(state, id.clone(), started, game);
    let show_rules = RwSignal::new(false);
    let board_ref = NodeRef::<leptos::svg::Svg>::new();
    let drag = TileDrag::new(
        move |at| spot_at(&board_ref, &turn.spots.get_untracked(), at),
        move |slot, target| turn.drop(slot, target),
        move |slot| turn.choose(slot),
    );
    let on_table = OnTable::new(turn, drag, board_ref);
    on_table.listen_for_the_hand();
    // The piece tried and where: the dragged piece over a spot, else the chosen piece on the
    // chosen spot.
    let trial = Memo::new(move |_| turn.trial(drag.dragged().zip(drag.hover())));
    let checked = Memo::new(move |_| {
        let (piece, at) = trial.get()?;
        Some(game.with(|game| game.check(Move { piece, at })))
    });
    // Between moves, the numbers are those the last turn shown scored.
    let numbers = Signal::derive(move || match checked.get() {
        Some(Ok(scored)) => scored.numbers,
        _ => {
            let viewing = screen.viewing.get();
            game.with(|game| last_scored(game, viewing))
        }
    });
    let robots = screen.robot_turns();
    // The piece chosen and the spot tried, kept across a reload as Abaku's and Summy's tiles are.
    screen.keep_across_reloads(id, move || turn.kept(), move |kept| turn.relay(kept));
    let opening = move || game.with(|game| opening_view(game, robots));

    view! {
        <main class="game tile-game addique" data-testid="addique-game">
            <ZoomArea zoom=on_table.zoom svg=board_ref drag=drag board=view! {
                <AddiqueTable
                    table=on_table.table
                    spots=on_table.shown_spots
                    outlined=on_table.outlined
                    on_point=Callback::new(move |at| on_table.point_at(at))
                    trial=trial
                    numbers=numbers
                    recent=on_table.recent
                    zoom=on_table.zoom
                    node_ref=board_ref
                    on_spot=Callback::new(move |at| turn.tap_spot(at))
                    places=on_table.places
                    tab_stop=on_table.tab_stop
                    label=Callback::new(move |at| on_table.label(at))
                    on_focus_place=Callback::new(move |at: Option<Spot>| match at {
                        Some(at) => on_table.focus_on(at),
                        None => on_table.focus_left(),
                    })
                    on_key=Callback::new(move |event| on_table.key(event))
                />
            } />
            <AddiquePanel turn=turn drag=drag robots=robots checked=checked on_table=on_table show_rules=show_rules
                opening=ViewFn::from(opening) remote=remote />
            <PieceGhost drag=drag piece=move |slot| turn.piece_in(slot) />
            <TileHandOver screen=screen robots=robots on_undo=Callback::new(move |_| turn.undo()) pieces=true>
                {opening}
            </TileHandOver>
            <RulesDialog open=show_rules game=GameKind::Addique />
        </main>
    }
}

/// The panel beside the table: the players and the result, the hand with the preview of the
/// move `checked` and the turn's buttons, undo, the robots, the unseen pieces and the score sheet;
/// at a distance, the `remote` panel in place of undo and the robots.
#[component]
fn AddiquePanel<G: AddiquePlay>(
    turn: PieceTurn<G>,
    drag: TileDrag<Spot>,
    robots: RobotTurns,
    checked: Memo<Option<Result<Scored, RuleError>>>,
    on_table: OnTable<G>,
    show_rules: RwSignal<bool>,
    opening: ViewFn,
    remote: Option<ViewFn>,
) -> impl IntoView {
    let screen = turn.screen;
    let (game, viewing) = (screen.game, screen.viewing);
    // Six or eight players' cards are drawn smaller (style/main.css).
    let many = game.with_untracked(|game| game.players().len()) > 4;
    let status = screen.status(|game| t(to_move_says(game)));
    // At a distance nobody takes a move back, and every other seat plays on its own device.
    let at_one_device = remote.is_none();
    let words = review_words(|mv: Move| {
        MoveWords::Laid(vec![(mv.piece.to_string(), format!("{},{}", mv.at.0, mv.at.1))])
    });
    let unseen = screen.unseen(robots, G::unseen_tally, |piece: Piece| piece.to_string());
    view! {
        <aside class="panel">
            <PanelHead screen=screen robots=robots kind=GameKind::Addique show_rules=show_rules status=status
                words=words quiet=true many=many opening=true>
                <AddiqueRanking game=game />
            </PanelHead>
            <HandArea turn=turn drag=drag robots=robots checked=checked on_table=on_table hints=at_one_device />
            {remote.map(|panel| panel.run())}
            {at_one_device.then(|| view! {
                <UndoRedo screen=screen robots=robots pieces=true laid=Signal::derive(move || turn.selected.get().is_some())
                    after=Callback::new(move |_| turn.after_turn()) />
                // After the turn's controls, which eight players' cards and the robots' settings
                // would otherwise push below a laptop's screen.
                <PanelRobots game=game robots=robots kind=GameKind::Addique />
            })}
            <TileResign screen=screen robots=robots />
            <PanelFoot robots=robots start_draw=opening unseen=unseen pieces=true>
                <section class="legend" data-testid="legend" aria-label=t(TileSays::LegendTitle)>
                    <h2>{t(TileSays::LegendTitle)}</h2>
                    <p>{t(Says::Legend)}</p>
                    <p id=KEYS_HELP_ID>{t(Says::Keys)}</p>
                </section>
                <AddiqueSheet game=game viewing=viewing />
            </PanelFoot>
        </aside>
    }
}

/// While the player to move holds the device: their hand, the preview of the move `checked`,
/// why no spot or move will do, and the turn's buttons (the hint's only with `hints`, which a
/// game at a distance goes without).
#[component]
fn HandArea<G: AddiquePlay>(
    turn: PieceTurn<G>,
    drag: TileDrag<Spot>,
    robots: RobotTurns,
    checked: Memo<Option<Result<Scored, RuleError>>>,
    on_table: OnTable<G>,
    hints: bool,
) -> impl IntoView {
    let screen = turn.screen;
    let label = move || {
        let seat = screen.to_move.get();
        t(Says::HandOf(
            screen.game.with(|game| game.players()[seat].clone()),
        ))
    };
    let preview = move || {
        let help = || match turn.selected.get() {
            None => Says::PlaceHelp.into(),
            Some(_) => Says::SpotHelp.into(),
        };
        Preview::judged(checked.get(), help, |scored| {
            let lines = scored
                .numbers
                .iter()
                .map(|number| (number_text(number), points(number.points)));
            (lines.collect(), points(scored.total))
        })
    };
    let points_now = move || checked.get()?.ok().map(|scored| points(scored.total));
    let hinting = robots.hinting;
    // At a distance, while another seat moves, this device's hand to look at.
    let waiting = move || {
        let seat = screen.waiting_here()?;
        let label = move || {
            t(Says::HandOf(
                screen.game.with(|game| game.players()[seat].clone()),
            ))
        };
        Some(view! { <WaitingHand pieces=move || turn.hand.get() label=Signal::derive(label) /> })
    };
    view! {
        <Show when=move || screen.holding() fallback=waiting>
            <section class="rack-area">
                <Hand
                    pieces=move || turn.hand.get()
                    selected=turn.selected
                    drag=drag
                    label=Signal::derive(label)
                    on_key_press=Callback::new(move |slot| turn.choose(slot))
                />
                <MovePreview preview=preview />
                {move || turn.no_spot().then(|| view! { <p class="illegal" role="alert">{t(Says::NoSpot)}</p> })}
                <TurnMessage message=screen.message />
                <div class="controls">
                    <button class="primary" data-testid="play" node_ref=on_table.play_button on:click=move |_| on_table.play()
                        disabled=move || points_now().is_none()>
                        {move || t(TileSays::PlayFor(points_now()))}
                    </button>
                    <button data-testid="cancel" on:click=move |_| screen.reset() disabled=move || turn.selected.get().is_none()>
                        {t(Msg::Cancel)}
                    </button>
                    {hints.then(|| view! {
                        <button data-testid="hint" on:click=move |_| turn.hint(robots) disabled=move || hinting.get()>
                            {move || t(if hinting.get() { Msg::HintThinking } else { Msg::Hint })}
                        </button>
                    })}
                </div>
            </section>
        </Show>
    }
}

/// Who drew which piece to start, and who starts with which: news until a person has played
/// (see `start_draw_is_news`).
fn opening_view<G: AddiquePlay>(game: &G, robots: RobotTurns) -> Option<impl IntoView> {
    if !start_draw_is_news(game, robots) {
        return None;
    }
    let players = game.players();
    let draw = game.opening();
    if draw.rounds.is_empty() {
        return Some(copy_begins(players, draw.starter, true).into_any());
    }
    let rounds = draw
        .rounds
        .iter()
        .enumerate()
        .map(|(round, pieces)| {
            let draws = players.iter().cloned().zip(pieces.iter().copied()).collect();
            let tied = round + 1 < draw.rounds.len();
            view! { <li>{t(Says::OpeningRound { draws, tied })}</li> }
        })
        .collect_view();
    let starts = Says::Starts {
        name: players[draw.starter].clone(),
        piece: draw.rounds.last()?[draw.starter],
        points: game.opening_score().total,
    };
    Some(
        view! {
            <section class="start-draw" data-testid="start-draw">
                <h3>{t(Says::OpeningTitle)}</h3>
                <ol>{rounds}</ol>
                <p>{t(starts)}</p>
            </section>
        }
        .into_any(),
    )
}

/// The score sheet: the opening piece's row, then each turn's numbers and points, a past table
/// shown on `viewing` for a row tapped.
#[component]
fn AddiqueSheet<G: AddiquePlay>(game: RwSignal<G>, viewing: RwSignal<Option<usize>>) -> impl IntoView {
    move || {
        game.with(|game| {
            let players = game.players();
            let draw = game.opening();
            let (first, _) = game.table().pieces()[0];
            let opening = (opening_rows(game) > 0).then(|| SheetRow {
                seat: draw.starter,
                player: players[draw.starter].clone(),
                what: SheetWhat::Other(t(Says::OpeningScore(first))),
                points: points(game.opening_score().total),
                detail: first.to_string(),
                hinted: false,
            });
            let played = game.played();
            let turns = played.iter().map(|turn| {
                (scoring_lines(turn.scored), points(turn.scored.total), turn.mv.piece.to_string())
            });
            let rows = opening.into_iter().chain(turn_rows(game, turns)).collect();
            view! {
                <ScoreSheet rows=rows what_heading=t(Says::NumbersHeading) detail_heading=t(Says::PieceHeading) hints=hint_counts(game) viewing=viewing start=game.begun_at() />
            }
        })
    }
}

/// The final ranking, once every piece is played.
#[component]
fn AddiqueRanking<G: AddiquePlay>(game: RwSignal<G>) -> impl IntoView {
    move || {
        game.with(|game| {
            let outcome = game.outcome()?;
            let ending = match outcome.resigned {
                Some(seat) => t(TileSays::Resigned(game.players()[seat].clone())),
                None => t(Says::AllPlayed),
            };
            Some(totals_ranking(
                game.players(),
                &game.scores(),
                &outcome.ranking,
                &outcome.ranks,
                ending,
            ))
        })
    }
}
