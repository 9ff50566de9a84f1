//! The Abaku screen: the board, the rack of the player holding the device, the live preview of
//! the move being laid, the score sheet, the hand-over between players and the final ranking.
//! The engine game in one signal is the only game state; the draft is the move in progress.

use super::board::{spoken, square_at, AbakuBoard};
use super::draft::{Draft, Laid};
use super::play::AbakuPlay;
use super::sheet::{equation_text, result_title, AbakuRanking, AbakuSheet};
use super::words::Says;
use crate::chunk::NotLoaded;
use crate::games::tiles::square_board::BoardFocus;
use crate::games::tiles::TileSays;
use crate::games::tiles::{
    announce_turn, clear_message_on_change, focus_board_when_revealed, keyboard_in_use,
    laid_in_reading_order, review_words, square_board_focus, start_draw_is_news, start_draw_view, DragGhost,
    KeptTile, MoveWords, Preview, RackPanel, RackPlay, RackTile, TileDrag, TileHandOver, TileScreen,
    TileTurn, TurnAction, TurnState, ZoomArea,
};
use crate::i18n::{t, Drawn, Msg};
use crate::robots::RobotTurns;
use crate::state::AppState;
use crate::ui::announce::announce;
use crate::ui::part_on_demand;
use crate::ui::RulesDialog;
use gameshelf_engine::abaku::{Board, Mode, Move, Placement, RuleError, Scored, Square, Tile, RACK_SIZE};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::robot::Robots;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use wasm_bindgen::JsCast;

impl RackTile for Tile {
    fn label(self) -> String {
        match self {
            Tile::Digit(digit) => digit.to_string(),
            Tile::Joker => "★".into(),
        }
    }

    fn aria_label(self) -> String {
        match self {
            Tile::Digit(digit) => t(TileSays::RackDigit(digit)),
            Tile::Joker => t(Msg::Joker),
        }
    }

    fn code(self) -> String {
        self.to_string()
    }

    fn from_key(key: &str) -> Option<Tile> {
        match key {
            "?" | "j" | "J" | "*" => Some(Tile::Joker),
            _ => key.parse().ok().filter(|&digit| digit < 10).map(Tile::Digit),
        }
    }

    fn class(self) -> &'static str {
        match self {
            Tile::Digit(_) => "",
            Tile::Joker => "joker",
        }
    }
}

/// A placement's tiles as a screen reader hears them, each with its square, in reading order:
/// the digit that takes a joker back reads as the joker did, on `board` before the move or after.
fn placement_said(placement: &Placement, board: &Board) -> Vec<(String, String)> {
    let swap = placement.swap.and_then(|square| {
        let placed = board.get(square)?;
        Some((square, placed.digit.to_string()))
    });
    let laid = placement
        .tiles
        .iter()
        .map(|tile| (tile.square, spoken(Some(tile.digit), tile.joker)));
    laid_in_reading_order(swap.into_iter().chain(laid))
}

/// Reads out the turn just played: the tiles laid, then who plays next or how the game ended.
fn announce_played<G: AbakuPlay>(game: &G) {
    let laid = game
        .last_placement()
        .map(|placement| placement_said(placement, game.board()))
        .unwrap_or_default();
    // At a distance the result waits for the racks left, revealed by the deal's check.
    let result = result_title(game).or_else(|| game.is_over().then(|| t(Says::RacksRevealing)));
    announce_turn(game, laid, result);
}

/// A tile of the start draw: a digit counts; the joker is drawn again.
fn drawn(tile: Tile) -> Drawn {
    match tile {
        Tile::Digit(digit) => Drawn::Number(digit.to_string()),
        Tile::Joker => Drawn::Joker,
    }
}

/// The engine's judgement of the move laid out on `draft`, once it lays tiles and every joker
/// laid has its digit.
fn judged<G: AbakuPlay>(draft: &Draft, game: &G) -> Judged {
    let placement = draft.placement();
    if placement.tiles.is_empty() || draft.joker_without_digit().is_some() {
        return None;
    }
    Some(game.check(&placement))
}

/// The engine's judgement of a move laid out.
type Judged = Option<Result<Scored, RuleError>>;

/// The judgement of the move laid out as `previewed` (see `judged`), its points while the rules
/// allow it, and the squares to outline: those it scores on, else the last turn's.
fn judging<G: AbakuPlay>(
    screen: TileScreen<G>,
    previewed: Memo<Draft>,
) -> (Memo<Judged>, Signal<Option<u32>>, Signal<Vec<Square>>) {
    let game = screen.game;
    let checked = Memo::new(move |_| previewed.with(|draft| game.with(|game| judged(draft, game))));
    let points = Signal::derive(move || checked.get()?.ok().map(|scored| scored.points));
    let highlight = Signal::derive(move || match checked.get() {
        Some(Ok(scored)) => scored.equations.iter().flat_map(|eq| eq.squares()).collect(),
        _ => screen.last_turn_squares(),
    });
    (checked, points, highlight)
}

/// Lays the hint's `placement` out on `draft`, from `rack` on `board`, and reads it out.
fn show_hint(draft: &mut Draft, placement: &Placement, board: &Board, rack: &[Tile]) {
    draft.show(placement, board, rack);
    announce(t(Msg::HintLaid(placement_said(placement, board))));
}

/// What the preview box shows for the move laid out, `judged` by the engine.
fn preview(judged: Judged, exchanging: bool) -> Preview {
    let help = || -> Msg {
        if exchanging {
            TileSays::ExchangeHelp
        } else {
            TileSays::PlaceHelp
        }
        .into()
    };
    Preview::judged(judged, help, |scored| {
        let lines = scored
            .equations
            .iter()
            .map(|equation| (equation_text(equation), equation.points));
        (lines.collect(), scored.points)
    })
}

/// The tiles laid on `draft`, to keep across a reload: not the digit laid on a board joker.
fn kept_tiles(draft: &Draft) -> Vec<KeptTile<Option<u8>>> {
    let swapped = draft.swap.map(|(square, _)| (square.row, square.col));
    let mut kept = draft.tiles.kept();
    kept.retain(|&(_, row, col, _)| Some((row, col)) != swapped);
    kept
}

/// The dragged tile under the finger: a laid joker shows its digit too.
fn ghost_label(draft: &Draft, slot: usize) -> String {
    let tile = draft.tiles.slots[slot];
    match (tile.tile, tile.face) {
        (Tile::Joker, Some(digit)) => format!("{digit}★"),
        (tile, _) => tile.label(),
    }
}

/// Who drew which tile to start a match, while it is news (see `start_draw_is_news`).
fn start_draw<G: AbakuPlay>(game: &G, robots: RobotTurns) -> Option<impl IntoView> {
    (start_draw_is_news(game, robots) && game.mode() == Mode::Match)
        .then(|| start_draw_view(game.players(), game.start_draw(), drawn))
}

/// The screen of `game`, saved as `id`; at a distance, with the `remote` panel (the links to
/// send and a field for those received).
#[component]
pub fn GameScreen<G: AbakuPlay>(
    id: String,
    game: G,
    started: u64,
    robots: Robots,
    #[prop(optional)] remote: Option<ViewFn>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let kind = game.board().kind();
    let board_ref = NodeRef::<leptos::svg::Svg>::new();
    let played = game.board().tiles().map(|(square, _)| square);
    let (zoom, grid) = square_board_focus(kind.size(), kind.centre(), played, board_ref);
    let draft = RwSignal::new(Draft::new(&game.rack_shown()));
    let turn = TurnState::new();
    let joker_prompt = RwSignal::new(None::<usize>);
    let here = game.here();
    // A fresh draft whenever the rack to show changes: a turn played, undone or redone.
    let screen = TileScreen::seated(
        game,
        &robots,
        here,
        move |game| {
            draft.set(Draft::new(&game.rack_shown()));
            turn.reset();
            joker_prompt.set(None);
        },
        announce_played::<G>,
    );
    let (game, message) = (screen.game, screen.message);
    G::keep(state, id.clone(), started, game);
    let show_rules = RwSignal::new(false);
    let board = screen.board();

    // Puts the tile in `slot` on `square` (see `Draft::lay`).
    let lay = move |slot: usize, square: Square| {
        let laid = board.with_untracked(|board| draft.try_update(|draft| draft.lay(slot, square, board)));
        match laid {
            Some(Laid::AsksDigit) => joker_prompt.set(Some(slot)),
            Some(Laid::Kept(why @ Some(_))) => message.set(why),
            _ => {}
        }
        turn.selected.set(None);
    };
    let tiles = TileTurn::new(screen, draft, turn, grid, lay);
    let drag = tiles.drag(move |at| square_at(&board_ref, kind, at));
    let hover = tiles.hover(drag);
    let previewed = tiles.previewed(drag, hover, move |square| {
        board.with(|board| board.get(square).is_none())
    });
    clear_message_on_change(move || draft.with(Draft::placement), message, turn);
    let (checked, points, highlight) = judging(screen, previewed);

    let robots = screen.robot_turns();
    let show_hint = move |placement: Placement| {
        let rack = game.with_untracked(RackPlay::rack_shown);
        board.with_untracked(|board| draft.update(|draft| show_hint(draft, &placement, board, &rack)));
    };
    let on_turn = tiles.on_turn(points, Draft::placement, robots, show_hint);
    focus_board_when_revealed(move || screen.revealed.get(), grid);
    // The tiles laid so far survive a reload; a digit laid on a board joker is laid again by hand.
    screen.keep_across_reloads(
        id,
        move || draft.with(kept_tiles),
        move |kept| draft.update(|draft| draft.tiles.relay(&kept)),
    );

    let start_draw = move || game.with(|game| start_draw(game, robots));

    view! {
        <main class="game tile-game abaku" data-testid="abaku-game" on:keydown=move |event| tiles.rack_key(&event, on_turn)>
            <ZoomArea zoom=zoom svg=board_ref drag=drag board=view! {
                <AbakuBoard kind=kind board=board draft=previewed laid=draft
                    wiring=tiles.board_wiring(drag, hover, highlight, points, on_turn) />
            } />
            <AbakuPanel tiles=tiles drag=drag robots=robots checked=checked points=points on_turn=on_turn
                show_rules=show_rules start_draw=ViewFn::from(start_draw) remote=remote />
            <DragGhost drag=drag label=move |slot| draft.with(|draft| ghost_label(draft, slot)) />
            <TileHandOver screen=screen robots=robots>{start_draw}</TileHandOver>
            <JokerPicker draft=draft prompt=joker_prompt grid=grid />
            <RulesDialog open=show_rules game=GameKind::Abaku />
        </main>
    }
}

/// The panel beside the board: the players and the result, the rack with the preview of the
/// move `checked` and the turn's buttons, undo, the unseen tiles and the score sheet.
#[component]
fn AbakuPanel<G: AbakuPlay>(
    tiles: TileTurn<G, Draft>,
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
    let kind = game.with_untracked(|game| game.board().kind());
    let solo = game.with_untracked(|game| game.players().len()) == 1;
    let status = screen.status(|game| t(game.to_move_says()));
    // The digit that took a joker back stays on the board as it ends.
    let said =
        move |placement: Placement| game.with_untracked(|game| placement_said(&placement, game.board()));
    let words = review_words(move |mv: Move| MoveWords::rack(mv, said));
    let laid = Signal::derive(move || !tiles.draft.with(Draft::is_empty));
    view! {
        <RackPanel tiles=tiles drag=drag robots=robots kind=GameKind::Abaku show_rules=show_rules status=status
            words=words ranking=ViewFn::from(move || view! { <AbakuRanking game=game /> })
            preview=move || preview(checked.get(), tiles.turn.exchanging()) points=points laid=laid
            can_exchange=Signal::derive(move || game.with(|game| game.bag_len() > 0))
            max_exchange=RACK_SIZE solo=solo on_turn=on_turn start_draw=start_draw remote=remote>
            <BonusLegend kind=kind />
            <AbakuSheet game=game viewing=viewing />
        </RackPanel>
    }
}

/// The picker of the digit a joker laid stands for, while one waits for it (`prompt`, its rack
/// slot): a chunk of its own ([`joker_picker`]), fetched when a joker is first laid.
#[component]
fn JokerPicker(draft: RwSignal<Draft>, prompt: RwSignal<Option<usize>>, grid: BoardFocus) -> impl IntoView {
    let asked = JokerAsked { draft, prompt, grid };
    view! {
        <Show when=move || prompt.get().is_some()>
            {part_on_demand(move || joker_picker(asked), Msg::PartLoading, Msg::PartNotLoaded)}
        </Show>
    }
}

/// What the joker's picker reads and sets: the draft, the slot of the joker waiting for its
/// digit, and the board that takes the focus back.
#[derive(Clone, Copy)]
struct JokerAsked {
    draft: RwSignal<Draft>,
    prompt: RwSignal<Option<usize>>,
    grid: BoardFocus,
}

#[wasm_split(abaku_joker, wasm_split_path = ::leptos::wasm_split, fallible)]
fn joker_picker(asked: JokerAsked) -> Result<AnyView, NotLoaded> {
    Ok(view! { <JokerDigits asked=asked /> }.into_any())
}

/// The picker itself: the joker takes the digit chosen, or goes back to the rack; a picker used
/// by keyboard hands the focus back to the board.
#[component]
fn JokerDigits(asked: JokerAsked) -> impl IntoView {
    let JokerAsked { draft, prompt, grid } = asked;
    let picker = NodeRef::<leptos::html::Div>::new();
    let close_joker = move |digit: Option<u8>| {
        let keyboard = keyboard_in_use();
        if let Some(slot) = prompt.get_untracked() {
            draft.update(|draft| match digit {
                Some(digit) => draft.tiles.slots[slot].face = Some(digit),
                None => draft.tiles.recall(slot),
            });
            let square = draft.with_untracked(|draft| draft.tiles.slots[slot].at);
            if let (Some(digit), Some(square)) = (digit, square) {
                let tile = spoken(Some(digit), true);
                announce(t(TileSays::LaidOn {
                    tile,
                    square: square.to_string(),
                }));
            }
        }
        prompt.set(None);
        if keyboard {
            grid.focus_soon();
        }
    };
    // Once the picker is in the page, which its node being made does not yet mean when it comes
    // with its chunk.
    Effect::new(move |_| {
        if let Some(first) = picker
            .get()
            .and_then(|dialog| dialog.query_selector("button").ok().flatten())
        {
            request_animation_frame(move || {
                let _ = first.unchecked_into::<web_sys::HtmlElement>().focus();
            });
        }
    });
    // A digit's key chooses it, Escape cancels; Tab stays within the picker.
    let picker_key = move |event: web_sys::KeyboardEvent| {
        let key = event.key();
        match key.as_str() {
            "Escape" => close_joker(None),
            "Tab" => {
                let Some(dialog) = picker.get_untracked() else {
                    return;
                };
                let button = |selector| dialog.query_selector(selector).ok().flatten();
                let (first, last) = (button(".digits button"), button(".joker-cancel"));
                let (edge, wrap) = if event.shift_key() {
                    (first, last)
                } else {
                    (last, first)
                };
                if edge.is_none() || document().active_element() != edge {
                    return;
                }
                if let Some(wrap) = wrap {
                    let _ = wrap.unchecked_into::<web_sys::HtmlElement>().focus();
                }
            }
            _ => match key.parse::<u8>() {
                Ok(digit) if digit < 10 => close_joker(Some(digit)),
                _ => return,
            },
        }
        event.prevent_default();
        event.stop_propagation();
    };
    view! {
        <div class="dialog-backdrop">
            <div
                class="dialog joker-picker"
                role="dialog"
                aria-modal="true"
                aria-labelledby="joker-title"
                data-testid="joker-picker"
                node_ref=picker
                on:keydown=picker_key
            >
                <h2 id="joker-title">{t(Says::JokerPrompt)}</h2>
                <div class="digits">
                    {(0..10u8)
                        .map(|digit| view! {
                            <button
                                class="rack-tile"
                                data-testid=format!("joker-digit-{digit}")
                                on:click=move |_| close_joker(Some(digit))
                            >
                                {digit.to_string()}
                            </button>
                        })
                        .collect_view()}
                </div>
                <button class="joker-cancel" on:click=move |_| close_joker(None)>{t(Msg::Cancel)}</button>
            </div>
        </div>
    }
}

/// What the coloured squares do.
#[component]
fn BonusLegend(kind: gameshelf_engine::abaku::BoardKind) -> impl IntoView {
    use gameshelf_engine::abaku::BoardKind;
    let entries: Vec<(&str, Says)> = match kind {
        BoardKind::Classic => vec![
            ("n2", Says::NumberBonusMeaning(2)),
            ("n3", Says::NumberBonusMeaning(3)),
            ("e2", Says::EquationBonusMeaning(2)),
            ("e3", Says::EquationBonusMeaning(3)),
            ("start", Says::StartMeaning(kind)),
        ],
        BoardKind::Blank => vec![("start", Says::StartMeaning(kind))],
    };
    view! {
        <section class="legend" data-testid="legend" aria-label=t(TileSays::LegendTitle)>
            <h2>{t(TileSays::LegendTitle)}</h2>
            <ul>
                {entries
                    .into_iter()
                    .map(|(class, meaning)| view! {
                        <li><span class=format!("swatch {class}")></span>{t(meaning)}</li>
                    })
                    .collect_view()}
            </ul>
        </section>
    }
}
