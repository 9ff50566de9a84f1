//! The Abaku screen: the board, the rack of the player holding the device, the live preview of
//! the move being laid, the score sheet, the hand-over between players and the final ranking.
//! The engine game in one signal is the only game state; the draft is the move in progress.

use super::board::{self, spoken, square_at, AbakuBoard};
use super::draft::{Draft, Laid};
use super::sheet::{result_title, AbakuRanking, AbakuSheet};
use crate::i18n::{t, Drawn, Msg};
use crate::robots::RobotBar;
use crate::state::AppState;
use crate::storage::AnyGame;
use crate::ui::announce::announce;
use crate::ui::square_board::{BoardFocus, SquareKey};
use crate::ui::tiles::{
    announce_turn, clear_message_on_change, focus_board_when_revealed, held_unseen, impl_tile_game,
    keep_draft_across_reloads, keyboard_in_use, review_words, start_draw_is_news, start_draw_view, BoardZoom,
    DragGhost, Ended, MovePreview, MoveWords, PlayerPanels, Preview, Rack, RackTile, TileDrag, TileGame,
    TileHandOver, TileReview, TileScreen, TileTurn, TurnControls, TurnDraft, TurnState, UndoRedo,
    UnseenTracker, ViewingTurn, ZoomArea,
};
use crate::ui::{Fold, PanelActions, RulesDialog};
use gameshelf_engine::abaku::{Board, Game, Mode, Move, Placement, RuleError, Square, Tile, RACK_SIZE};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::robot::Robots;
use leptos::prelude::*;
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
            Tile::Digit(digit) => t(Msg::RackDigit(digit)),
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

impl_tile_game!(Game, Move, RuleError, Board);

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
    let mut said: Vec<(Square, String)> = swap.into_iter().chain(laid).collect();
    said.sort();
    said.into_iter()
        .map(|(square, tile)| (tile, square.to_string()))
        .collect()
}

/// The rack of the player to move.
fn rack_to_move(game: &Game) -> &[Tile] {
    game.position().rack(game.position().to_move())
}

/// Reads out the turn just played: the tiles laid, then who plays next or how the game ended.
fn announce_played(game: &Game) {
    let laid = match game.turns().last().map(|turn| &turn.mv) {
        Some(Move::Place(placement)) => placement_said(placement, game.position().board()),
        _ => Vec::new(),
    };
    announce_turn(game, laid, result_title(game));
}

/// A tile of the start draw: a digit counts; the joker is drawn again.
fn drawn(tile: Tile) -> Drawn {
    match tile {
        Tile::Digit(digit) => Drawn::Number(digit.to_string()),
        Tile::Joker => Drawn::Joker,
    }
}

#[component]
pub fn GameScreen(id: String, game: Game, started: u64, robots: Robots) -> impl IntoView {
    let state = expect_context::<AppState>();
    let solo = game.setup().players.len() == 1;
    let draft = RwSignal::new(Draft::new(rack_to_move(&game)));
    let turn = TurnState::new();
    let joker_prompt = RwSignal::new(None::<usize>);
    // A fresh draft whenever the rack to show changes: a turn played, undone or redone.
    let screen = TileScreen::new(
        game,
        &robots,
        move |game| {
            draft.set(Draft::new(rack_to_move(game)));
            turn.reset();
            joker_prompt.set(None);
        },
        announce_played,
        Msg::AbakuIllegal,
    );
    let (game, revealed, message) = (screen.game, screen.revealed, screen.message);
    let (viewing, to_move, over) = (screen.viewing, screen.to_move, screen.over);
    let show_rules = RwSignal::new(false);
    let board_ref = NodeRef::<leptos::svg::Svg>::new();
    let kind = game.with_untracked(|game| game.setup().board);
    let zoom = BoardZoom::new(board::side(kind), board::side(kind));
    let played: Vec<_> = game.with_untracked(|game| {
        game.position()
            .board()
            .tiles()
            .map(|(square, _)| square)
            .collect()
    });
    crate::ui::square_board::zoom_in_on_a_phone(zoom, &played, kind.centre());
    let grid = BoardFocus::new(kind.size(), kind.centre(), board_ref, zoom);

    state.keep_saved(id.clone(), started, false, game, |game| {
        AnyGame::Abaku(Box::new(game))
    });

    let name = move |seat: usize| game.with(|game| game.setup().players[seat].clone());
    let board = screen.board();
    let live = move || screen.live();
    let rack = move || game.with_untracked(|game| rack_to_move(game).to_vec());
    let reset = move || screen.reset();
    clear_message_on_change(move || draft.with(Draft::placement), message);

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
    let drag = TileDrag::new(
        move |at| square_at(&board_ref, kind, at),
        // A drop off the board takes a laid tile back; one on a tile laid this turn stays put.
        move |slot, square| tiles.drop(slot, square),
        move |slot| tiles.tap(slot),
    );
    // Where the dragged tile would land: not on a tile laid this turn.
    let hover = Signal::derive(move || drag.hover().filter(|&square| tiles.free(square)));

    // The draft as it would be with the dragged tile dropped where it hovers.
    let previewed = Memo::new(move |_| {
        let mut shown = draft.get();
        if let (Some(slot), Some(square)) = (drag.dragged(), hover.get()) {
            if board.with(|board| board.get(square).is_none()) {
                shown.tiles.place(slot, square);
            }
        }
        shown
    });
    let checked = Memo::new(move |_| {
        let placement = previewed.with(Draft::placement);
        if placement.tiles.is_empty() || previewed.with(|draft| draft.joker_without_digit().is_some()) {
            return None;
        }
        Some(game.with(|game| game.check(&placement)))
    });
    let highlight = Signal::derive(move || match checked.get() {
        Some(Ok(scored)) => scored.equations.iter().flat_map(|eq| eq.squares()).collect(),
        _ if viewing.get().is_some() => Vec::new(),
        _ => game.with(TileGame::last_turn_squares),
    });
    let preview = move || match checked.get() {
        None if turn.exchanging() => Preview::Help(t(Msg::ExchangeHelp)),
        None => Preview::Help(t(Msg::PlaceHelp)),
        Some(Ok(scored)) => Preview::Scored {
            lines: scored
                .equations
                .iter()
                .map(|equation| {
                    let readings = equation.readings().iter().map(ToString::to_string).collect();
                    (t(Msg::Readings(readings)), equation.points)
                })
                .collect(),
            total: scored.points,
        },
        Some(Err(error)) => Preview::Illegal(t(Msg::AbakuIllegal(error))),
    };
    let points = Signal::derive(move || match checked.get() {
        Some(Ok(scored)) => Some(scored.points),
        _ => None,
    });

    let robots = screen.robot_turns();
    let unseen = held_unseen(
        robots,
        to_move,
        revealed,
        live,
        move |seat| game.with(|game| game.view_of(seat).unseen_tally()),
        <Tile as RackTile>::label,
    );
    let hint = move || {
        robots.hint(
            &game.with_untracked(TileGame::record_json),
            move |hinted: Result<Move, String>| match hinted {
                Ok(Move::Place(placement)) => {
                    game.update(Game::count_hint);
                    turn.exchange.set(None);
                    let rack = rack();
                    board.with_untracked(|board| {
                        draft.update(|draft| draft.show(&placement, board, &rack));
                        announce(t(Msg::HintLaid(placement_said(&placement, board))));
                    });
                    message.set(None);
                }
                Ok(Move::Exchange(tiles)) => {
                    let tiles = tiles.into_iter().map(RackTile::label).collect();
                    message.set(Some(Msg::HintExchange(tiles)));
                }
                Ok(Move::Pass) => message.set(Some(Msg::HintPass)),
                Err(error) => message.set(Some(Msg::RobotFailed(error))),
            },
        );
    };
    let on_turn = Callback::new(move |action| {
        tiles.act(action, |ended| match ended {
            Ended::Play => {
                if let Some(Ok(_)) = checked.get_untracked() {
                    screen.play(Move::Place(draft.with_untracked(Draft::placement)));
                }
            }
            Ended::Exchange(tiles) => screen.play(Move::Exchange(tiles)),
            Ended::Pass => screen.play(Move::Pass),
            Ended::Hint => hint(),
        })
    });
    let undo = move || {
        screen.undo();
    };
    let laid = Signal::derive(move || !draft.with(Draft::is_empty));

    let on_square = Callback::new(move |square: Square| tiles.tap_square(square));
    let on_board_key = Callback::new(move |(square, key): (Square, SquareKey)| {
        tiles.square_key(square, key, points.get_untracked().is_some(), on_turn)
    });
    focus_board_when_revealed(move || revealed.get(), grid);
    // The tiles laid so far survive a reload; a digit laid on a board joker is laid again by hand.
    keep_draft_across_reloads(
        id,
        move || game.with(|game| game.turns().len()),
        move || screen.holding(),
        move || {
            draft.with(|draft| {
                let swapped = draft.swap.map(|(square, _)| (square.row, square.col));
                let mut kept = draft.tiles.kept();
                kept.retain(|&(_, row, col, _)| Some((row, col)) != swapped);
                kept
            })
        },
        move |kept| draft.update(|draft| draft.tiles.relay(&kept)),
    );
    let on_draft_press = Callback::new(move |(slot, event): (usize, web_sys::PointerEvent)| {
        // The digit laid on a joker goes back only with the whole move.
        if !draft.with_untracked(|draft| draft.held(slot)) {
            drag.press(slot, &event);
        }
    });

    let on_key = move |event: web_sys::KeyboardEvent| tiles.rack_key(&event, on_turn);

    // The dragged tile under the finger: a laid joker shows its digit too.
    let ghost_label = move |slot: usize| {
        let tile = draft.with(|draft| draft.tiles.slots[slot]);
        match (tile.tile, tile.face) {
            (Tile::Joker, Some(digit)) => format!("{digit}★"),
            (tile, _) => tile.label(),
        }
    };

    let mode = game.with_untracked(|game| game.setup().mode);
    let start_draw = move || {
        game.with(|game| {
            (start_draw_is_news(game, robots) && mode == Mode::Match)
                .then(|| start_draw_view(&game.setup().players, game.start_draw(), drawn))
        })
    };

    view! {
        <main class="game tile-game abaku" data-testid="abaku-game" on:keydown=on_key>
            <div class="board-area">
                <ZoomArea zoom=zoom svg=board_ref drag=drag board=view! {
                    <AbakuBoard
                        kind=kind
                        board=board
                        draft=previewed
                        laid=draft
                        focus=grid
                        on_key=on_board_key
                        highlight=highlight
                        hover=hover
                        zoom=zoom
                        node_ref=board_ref
                        on_draft_press=on_draft_press
                        on_square=on_square
                    />
                } />
            </div>
            <aside class="panel">
                <PanelActions game=GameKind::Abaku show_rules=show_rules />
                <div class="players"><PlayerPanels game=game live=Signal::derive(live) /></div>
                <p class="status" aria-live="polite" data-testid="status">
                    {move || match over.get() {
                        true => t(Msg::GameOver),
                        false => t(Msg::AbakuToMove { name: name(to_move.get()), bag: game.with(|game| game.position().bag_len()) }),
                    }}
                </p>
                <Show when=move || over.get()>
                    <AbakuRanking game=game />
                    <TileReview game=game robots=robots viewing=viewing words=review_words(move |mv: Move| match mv {
                        // The digit that took a joker back stays on the board as it ends.
                        Move::Place(placement) => MoveWords::Laid(game.with_untracked(|game| placement_said(&placement, game.position().board()))),
                        Move::Exchange(tiles) => MoveWords::Exchanged(tiles.len()),
                        Move::Pass => MoveWords::Passed,
                    }) />
                </Show>
                <ViewingTurn viewing=viewing turns=Signal::derive(move || game.with(|game| game.turns().len())) />
                <RobotBar turns=robots game=GameKind::Abaku names=Signal::derive(move || game.with(|game| game.setup().players.clone())) />
                <Show when=move || screen.holding()>
                    <section class="rack-area" aria-label=move || t(Msg::RackOf(name(to_move.get())))>
                        <Rack
                            tiles=move || tiles.rack_tiles()
                            turn=turn
                            drag=drag
                            label=Signal::derive(move || t(Msg::RackOf(name(to_move.get()))))
                            on_choose=Callback::new(move |slot| tiles.tap(slot))
                        />
                        <MovePreview preview=preview />
                        {move || message.get().map(|msg| view! { <p class="illegal" role="alert" data-testid="message">{msg.text()}</p> })}
                        <TurnControls
                            turn=turn
                            points=points
                            can_recall=laid
                            can_exchange=Signal::derive(move || game.with(|game| game.position().bag_len() > 0))
                            max_exchange=RACK_SIZE
                            solo=solo
                            pass_ends=Signal::derive(move || game.with(|game| game.position().pass_ends_game()))
                            hinting=robots.hinting
                            on_action=on_turn
                        />
                    </section>
                </Show>
                <UndoRedo game=game robots=robots revealed=revealed laid=laid on_take_back=Callback::new(move |_| reset())
                    after=Callback::new(move |_| screen.after_turn()) />
                // With no hand-over between people, the panel shows who starts: under the turn's
                // controls, which it must not push down.
                {move || (robots.humans() <= 1).then(start_draw)}
                <UnseenTracker unseen=unseen />
                <Fold label=Msg::ScoreSheet class="record">
                    <BonusLegend kind=kind />
                    <AbakuSheet game=game viewing=viewing />
                </Fold>
            </aside>
            <DragGhost drag=drag label=ghost_label />
            <Show when=move || screen.handing_over()>
                <TileHandOver game=game robots=robots revealed=revealed on_undo=Callback::new(move |_| undo())>
                    {start_draw}
                </TileHandOver>
            </Show>
            <JokerPicker draft=draft prompt=joker_prompt grid=grid />
            <RulesDialog open=show_rules game=GameKind::Abaku text=Msg::AbakuRules />
        </main>
    }
}

/// The picker of the digit a joker laid stands for, while one waits for it (`prompt`, its rack
/// slot): the joker takes the digit chosen, or goes back to the rack; a picker used by keyboard
/// hands the focus back to the board.
#[component]
fn JokerPicker(draft: RwSignal<Draft>, prompt: RwSignal<Option<usize>>, grid: BoardFocus) -> impl IntoView {
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
                announce(t(Msg::LaidOn {
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
    Effect::new(move |_| {
        if let Some(first) = picker
            .get()
            .and_then(|dialog| dialog.query_selector("button").ok().flatten())
        {
            let _ = first.unchecked_into::<web_sys::HtmlElement>().focus();
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
    <Show when=move || prompt.get().is_some()>
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
                <h2 id="joker-title">{t(Msg::JokerPrompt)}</h2>
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
    </Show>
    }
}

/// What the coloured squares do.
#[component]
fn BonusLegend(kind: gameshelf_engine::abaku::BoardKind) -> impl IntoView {
    use gameshelf_engine::abaku::{BoardKind, Bonus};
    let entries: Vec<(&str, Bonus)> = match kind {
        BoardKind::Classic => vec![
            ("n2", Bonus::Number(2)),
            ("n3", Bonus::Number(3)),
            ("e2", Bonus::Equation(2)),
            ("e3", Bonus::Equation(3)),
            ("start", Bonus::Start),
        ],
        BoardKind::Blank => vec![("start", Bonus::Start)],
    };
    view! {
        <section class="legend" data-testid="legend" aria-label=t(Msg::LegendTitle)>
            <h2>{t(Msg::LegendTitle)}</h2>
            <ul>
                {entries
                    .into_iter()
                    .map(|(class, bonus)| view! {
                        <li><span class=format!("swatch {class}")></span>{t(Msg::BonusMeaning(kind, bonus))}</li>
                    })
                    .collect_view()}
            </ul>
        </section>
    }
}
