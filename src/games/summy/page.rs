//! The Summy screen: the zoomable board, the rack of the player holding the device, the live
//! preview of the sums a move completes, the score sheet, the hand-over between players and
//! the final ranking. The engine game in one signal is the only game state; the draft is the
//! move in progress. Everything a tile game shares comes from `games::tiles`.

use super::board::{tile_class, tile_label, SummyBoard};
use super::play::SummyPlay;
use super::words::Says;
use crate::games::tiles::square_board::square_at;
use crate::games::tiles::TileSays;
use crate::games::tiles::{
    announce_turn, clear_message_on_change, focus_board_when_revealed, hint_counts, laid_in_reading_order,
    review_words, square_board_focus, start_draw_is_news, start_draw_view, totals_ranking, turn_rows,
    winners_title, Draft, DragGhost, MoveWords, Preview, RackPanel, RackTile, ScoreSheet, TileDrag,
    TileHandOver, TileScreen, TileTurn, TurnAction, TurnDraft, TurnState, ZoomArea,
};
use crate::i18n::{t, Drawn, Msg};
use crate::robots::RobotTurns;
use crate::state::AppState;
use crate::ui::announce::announce;
use crate::ui::RulesDialog;
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::robot::Robots;
use gameshelf_engine::summy::{
    Board, Cell, CompletedSum, Move, NewTile, Placement, RuleError, Scored, Tile, RACK_SIZE,
};
use gameshelf_engine::tiles::Square;
use leptos::prelude::*;

impl RackTile for Tile {
    fn label(self) -> String {
        tile_label(self)
    }

    fn aria_label(self) -> String {
        t(Says::Tile(self))
    }

    fn code(self) -> String {
        self.to_string()
    }

    fn from_key(key: &str) -> Option<Tile> {
        let mut chars = key.chars();
        match (chars.next(), chars.next()) {
            (Some(typed), None) => Tile::from_char(typed),
            _ => None,
        }
    }

    fn class(self) -> &'static str {
        tile_class(self)
    }
}

/// A completed sum as players write it: `70 + 118 ÷ 2 = 129`.
pub fn sum_text(sum: &CompletedSum) -> String {
    let mut text = String::new();
    for &tile in &sum.tiles {
        if tile.is_digit() {
            text.push(tile.symbol());
        } else {
            text.push(' ');
            text.push_str(&tile_label(tile));
            text.push(' ');
        }
    }
    text
}

/// A placement's tiles as a screen reader hears them, each with its square, in reading order.
fn placement_said(placement: &Placement) -> Vec<(String, String)> {
    laid_in_reading_order(
        placement
            .tiles
            .iter()
            .map(|tile| (tile.square, t(Says::Symbol(tile.tile)))),
    )
}

/// Puts the tile in `slot` on `square` of `board`: an empty square takes it; a grey cap closes
/// a sum, and says so; a tile keeps it where it was.
fn lay_on(draft: &mut Draft<Tile>, slot: usize, square: Square, board: &Board) -> Option<Msg> {
    match board.get(square) {
        None => draft.place(slot, square),
        Some(Cell::Cap) => return Some(Msg::RuleBroken(RuleError::SumClosed(square).into())),
        Some(Cell::Tile(_)) => {}
    }
    None
}

impl TurnDraft for Draft<Tile> {
    type Tile = Tile;
    type Face = ();

    fn tiles(&self) -> &Draft<Tile> {
        self
    }

    fn tiles_mut(&mut self) -> &mut Draft<Tile> {
        self
    }

    fn spoken(&self, slot: usize) -> String {
        t(Says::Symbol(self.slots[slot].tile))
    }
}

/// Reads out the turn just played: the tiles laid, then who plays next or who won.
fn announce_played<G: SummyPlay>(game: &G) {
    let laid = game.last_placement().map(placement_said).unwrap_or_default();
    let result = game
        .outcome()
        .map(|outcome| winners_title(game.players(), &game.scores(), &outcome.ranking, &outcome.ranks));
    announce_turn(game, laid, result);
}

/// A tile of the start draw: a digit counts; an operator or = is drawn again.
fn drawn(tile: Tile) -> Drawn {
    match tile {
        Tile::Digit(digit) => Drawn::Number(digit.to_string()),
        Tile::Equals => Drawn::Equals,
        operator => Drawn::Operator(tile_label(operator)),
    }
}

/// The move laid out on `draft`, for the engine.
fn placement(draft: &Draft<Tile>) -> Placement {
    let tiles = draft.on_board().filter_map(|(_, slot)| {
        Some(NewTile {
            square: slot.at?,
            tile: slot.tile,
        })
    });
    Placement {
        tiles: tiles.collect(),
    }
}

/// The engine's judgement of a move laid out.
type Judged = Option<Result<Scored, RuleError>>;

/// The judgement of the move laid out as `previewed`, its points while the rules allow it, and
/// the squares to outline: those of the sums it completes, else the last turn's.
fn judging<G: SummyPlay>(
    screen: TileScreen<G>,
    previewed: Memo<Draft<Tile>>,
) -> (Memo<Judged>, Signal<Option<u32>>, Signal<Vec<Square>>) {
    let game = screen.game;
    let checked = Memo::new(move |_| {
        let placement = previewed.with(placement);
        (!placement.tiles.is_empty()).then(|| game.with(|game| game.check(&placement)))
    });
    let points = Signal::derive(move || checked.get()?.ok().map(|scored| scored.points));
    let highlight = Signal::derive(move || match checked.get() {
        Some(Ok(scored)) => scored
            .sums
            .iter()
            .flat_map(|sum| sum.squares().collect::<Vec<_>>())
            .collect(),
        _ => screen.last_turn_squares(),
    });
    (checked, points, highlight)
}

/// The hint's `placement` laid out on a fresh draft of `rack`.
fn hint_laid_out(rack: &[Tile], placement: &Placement) -> Draft<Tile> {
    let mut shown = Draft::new(rack);
    for tile in &placement.tiles {
        shown.lay(tile.tile, tile.square);
    }
    shown
}

/// What the preview box shows for the move laid out, `judged` by the engine.
fn preview(judged: Judged, exchanging: bool) -> Preview {
    let help = || {
        if exchanging {
            Says::ExchangeHelp.into()
        } else {
            TileSays::PlaceHelp.into()
        }
    };
    Preview::judged(judged, help, |scored| {
        let lines = scored.sums.iter().map(|sum| (sum_text(sum), sum.points));
        (lines.collect(), scored.points)
    })
}

/// Who drew which tile to start, while it is news (see `start_draw_is_news`).
fn start_draw<G: SummyPlay>(game: &G, robots: RobotTurns) -> Option<impl IntoView> {
    start_draw_is_news(game, robots).then(|| start_draw_view(game.players(), game.start_draw(), drawn))
}

/// The screen of `game`, saved as `id`; at a distance, with the `remote` panel (the links to
/// send and a field for those received).
#[component]
pub fn GameScreen<G: SummyPlay>(
    id: String,
    game: G,
    started: u64,
    robots: Robots,
    #[prop(optional)] remote: Option<ViewFn>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let (size, centre) = (game.board().size(), game.board().centre());
    let board_ref = NodeRef::<leptos::svg::Svg>::new();
    let played = game.board().tiles().map(|(square, _)| square);
    let (zoom, grid) = square_board_focus(size, centre, played, board_ref);
    let draft = RwSignal::new(Draft::<Tile>::new(&game.rack_shown()));
    let turn = TurnState::new();
    let here = game.here();
    // A fresh draft whenever the rack to show changes: a turn played, undone or redone.
    let screen = TileScreen::seated(
        game,
        &robots,
        here,
        move |game| {
            draft.set(Draft::new(&game.rack_shown()));
            turn.reset();
        },
        announce_played::<G>,
    );
    let (game, message) = (screen.game, screen.message);
    G::keep(state, id.clone(), started, game);
    let show_rules = RwSignal::new(false);
    let board = screen.board();

    let lay = move |slot: usize, square: Square| {
        let why = board.with_untracked(|board| draft.try_update(|draft| lay_on(draft, slot, square, board)));
        if let Some(why) = why.flatten() {
            message.set(Some(why));
        }
        turn.selected.set(None);
    };
    let tiles = TileTurn::new(screen, draft, turn, grid, lay);
    let drag = tiles.drag(move |at| square_at(&board_ref, size, at));
    let hover = tiles.hover(drag);
    let previewed = tiles.previewed(drag, hover, move |square| {
        board.with_untracked(|board| board.get(square)).is_none()
    });
    clear_message_on_change(move || draft.with(placement), message, turn);
    let (checked, points, highlight) = judging(screen, previewed);

    let robots = screen.robot_turns();
    let show_hint = move |placement: Placement| {
        draft.set(game.with_untracked(|game| hint_laid_out(&game.rack_shown(), &placement)));
        announce(t(Msg::HintLaid(placement_said(&placement))));
    };
    let on_turn = tiles.on_turn(points, placement, robots, show_hint);
    focus_board_when_revealed(move || screen.revealed.get(), grid);
    // The tiles laid so far survive a reload.
    screen.keep_across_reloads(
        id,
        move || draft.with(Draft::kept),
        move |kept| draft.update(|draft| draft.relay(&kept)),
    );
    let start_draw = move || game.with(|game| start_draw(game, robots));
    view! {
        <main class="game tile-game summy" data-testid="summy-game" on:keydown=move |event| tiles.rack_key(&event, on_turn)>
            <ZoomArea zoom=zoom svg=board_ref drag=drag board=view! {
                <SummyBoard board=board draft=previewed laid=draft
                    wiring=tiles.board_wiring(drag, hover, highlight, points, on_turn) />
            } />
            <SummyPanel tiles=tiles drag=drag robots=robots checked=checked points=points on_turn=on_turn
                show_rules=show_rules start_draw=ViewFn::from(start_draw) remote=remote />
            <DragGhost drag=drag label=move |slot| draft.with(|draft| tile_label(draft.slots[slot].tile)) />
            <TileHandOver screen=screen robots=robots>{start_draw}</TileHandOver>
            <RulesDialog open=show_rules game=GameKind::Summy />
        </main>
    }
}

/// The panel beside the board: the players and the result, the rack with the preview of the
/// move `checked` and the turn's buttons, undo, the unseen tiles and the score sheet.
#[component]
fn SummyPanel<G: SummyPlay>(
    tiles: TileTurn<G, Draft<Tile>>,
    drag: TileDrag,
    robots: RobotTurns,
    checked: Memo<Judged>,
    points: Signal<Option<u32>>,
    on_turn: Callback<TurnAction>,
    show_rules: RwSignal<bool>,
    start_draw: ViewFn,
    remote: Option<ViewFn>,
) -> impl IntoView {
    let screen = tiles.screen;
    let (game, viewing) = (screen.game, screen.viewing);
    let status = screen.status(|game| t(game.to_move_says()));
    let words = review_words(|mv: Move| MoveWords::rack(mv, |placement| placement_said(&placement)));
    let laid = Signal::derive(move || !tiles.draft.with(Draft::is_empty));
    view! {
        <RackPanel tiles=tiles drag=drag robots=robots kind=GameKind::Summy show_rules=show_rules status=status
            words=words ranking=ViewFn::from(move || view! { <SummyRanking game=game /> })
            preview=move || preview(checked.get(), tiles.turn.exchanging()) points=points laid=laid
            can_exchange=true max_exchange=RACK_SIZE on_turn=on_turn start_draw=start_draw remote=remote>
            <section class="legend" data-testid="legend" aria-label=t(TileSays::LegendTitle)>
                <h2>{t(TileSays::LegendTitle)}</h2>
                <p>{t(Says::Legend)}</p>
            </section>
            <SummySheet game=game viewing=viewing />
        </RackPanel>
    }
}

/// A placement's sums as the score sheet writes them.
fn sums_written(scored: &Scored) -> Vec<String> {
    scored.sums.iter().map(sum_text).collect()
}

/// The score sheet: each turn's sums and points, a past board shown on `viewing` for a row tapped.
#[component]
fn SummySheet<G: SummyPlay>(game: RwSignal<G>, viewing: RwSignal<Option<usize>>) -> impl IntoView {
    move || {
        game.with(|game| {
            let turns = game.sheet(sums_written).into_iter();
            let turns = turns.map(|(what, points, laid)| (what, points, laid.to_string()));
            view! { <ScoreSheet rows=turn_rows(game, turns) what_heading=t(Says::SumsHeading) detail_heading=t(TileSays::TilesHeading) hints=hint_counts(game) viewing=viewing start=game.begun_at() /> }
        })
    }
}

/// The final ranking, once the game is over, and how it ended.
#[component]
fn SummyRanking<G: SummyPlay>(game: RwSignal<G>) -> impl IntoView {
    move || {
        game.with(|game| {
            let outcome = game.outcome()?;
            let players = game.players();
            let ending: Msg = match outcome.ending {
                gameshelf_engine::summy::Ending::LastTurns(seat) => {
                    Says::LastTurnsEnded(players[seat].clone(), game.rack_len(seat)).into()
                }
                gameshelf_engine::summy::Ending::AllPassed => TileSays::EveryonePassed.into(),
                gameshelf_engine::summy::Ending::Resigned(seat) => {
                    TileSays::Resigned(players[seat].clone()).into()
                }
            };
            Some(totals_ranking(
                players,
                &game.scores(),
                &outcome.ranking,
                &outcome.ranks,
                t(ending),
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tile_goes_on_an_empty_square_only_and_a_cap_says_it_closes_a_sum() {
        let mut board = Board::new(9);
        let (cap, empty) = (Square::new(4, 5), Square::new(4, 6));
        board.set(cap, Cell::Cap);
        let mut draft = Draft::new(&[Tile::Digit(1), Tile::Digit(2)]);
        assert_eq!(lay_on(&mut draft, 0, board.centre(), &board), None);
        assert!(draft.is_empty(), "the = holds the centre");
        assert_eq!(
            lay_on(&mut draft, 0, cap, &board),
            Some(Msg::RuleBroken(RuleError::SumClosed(cap).into()))
        );
        assert!(draft.is_empty());
        assert_eq!(lay_on(&mut draft, 0, empty, &board), None);
        assert_eq!(draft.slot_at(empty), Some(0));
        lay_on(&mut draft, 1, empty, &board);
        assert_eq!(draft.slots[1].at, None, "a tile laid this turn keeps its square");
    }
}
