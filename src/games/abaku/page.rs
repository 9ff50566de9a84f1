//! The Abaku screen: the board, the rack of the player holding the device, the live preview of
//! the move being laid, the score sheet, the hand-over between players and the final ranking.
//! The engine game in one signal is the only game state; the draft is the move in progress.

use super::board::{square_at, AbakuBoard};
use super::draft::Draft;
use super::sheet::{Ranking, ScoreSheet};
use crate::app::AppState;
use crate::i18n::{t, Msg};
use crate::storage::{self, AnyGame, SavedGame};
use crate::ui::{HandOver, PanelActions, RulesDialog};
use gameshelf_engine::abaku::{Game, Mode, Move, Scored, Square, Tile, RACK_SIZE};
use gameshelf_engine::common::record::GameKind;
use leptos::prelude::*;

/// A pointer pressed on a tile, which becomes a drag once it moves far enough.
#[derive(Clone, Copy)]
struct Press {
    slot: usize,
    from: (i32, i32),
    dragging: bool,
}

/// Pixels a press moves before it counts as a drag rather than a tap.
const DRAG_THRESHOLD: i32 = 6;

#[component]
pub fn GameScreen(id: String, game: Game, started: u64) -> impl IntoView {
    let state = expect_context::<AppState>();
    let solo = game.setup().players.len() == 1;
    let game = RwSignal::new(game);
    let draft = RwSignal::new(game.with_untracked(|game| {
        let position = game.position();
        Draft::new(position.rack(position.to_move()))
    }));
    // Racks stay hidden until the player to move says they hold the device.
    let revealed = RwSignal::new(solo);
    let selected = RwSignal::new(None::<usize>);
    let exchanging = RwSignal::new(None::<Vec<usize>>);
    let joker_prompt = RwSignal::new(None::<usize>);
    let message = RwSignal::new(None::<Msg>);
    let show_rules = RwSignal::new(false);
    let confirm_pass = RwSignal::new(false);
    let press = StoredValue::new(None::<Press>);
    let dragging = RwSignal::new(None::<(usize, (i32, i32))>);
    let hover = RwSignal::new(None::<Square>);
    let board_ref = NodeRef::<leptos::svg::Svg>::new();
    let kind = game.with_untracked(|game| game.setup().board);

    Effect::new(move |_| {
        let current = SavedGame {
            id: id.clone(),
            game: AnyGame::Abaku(Box::new(game.get())),
            started,
            saved: storage::now(),
            turn_board: false,
        };
        state.save_status.set(storage::save(&current));
        state.open_game.set_value(Some(current));
    });

    let outcome = Memo::new(move |_| game.with(Game::outcome));
    let to_move = Memo::new(move |_| game.with(|game| game.position().to_move()));
    let name = move |seat: usize| game.with(|game| game.setup().players[seat].clone());
    let board = Memo::new(move |_| game.with(|game| game.position().board().clone()));
    let live = move || outcome.with(Option::is_none);
    let rack = move || game.with_untracked(|game| game.position().rack(game.position().to_move()).to_vec());

    // A fresh draft whenever the rack to show changes: a turn played, undone or redone.
    let reset = move || {
        draft.set(Draft::new(&rack()));
        selected.set(None);
        exchanging.set(None);
        joker_prompt.set(None);
        confirm_pass.set(false);
    };
    let after_turn = move || {
        reset();
        message.set(None);
        revealed.set(solo);
    };

    // The draft as it would be with the dragged tile dropped where it hovers.
    let previewed = Memo::new(move |_| {
        let mut shown = draft.get();
        if let (Some((slot, _)), Some(square)) = (dragging.get(), hover.get()) {
            let free = board.with(|board| board.get(square).is_none());
            if free && shown.slot_at(square).is_none() {
                shown.place(slot, square);
            }
        }
        shown
    });
    let preview = Memo::new(move |_| {
        let placement = previewed.with(Draft::placement);
        if placement.tiles.is_empty() || previewed.with(|draft| draft.joker_without_digit().is_some()) {
            return None;
        }
        Some(game.with(|game| game.check(&placement)))
    });
    let highlight = Signal::derive(move || match preview.get() {
        Some(Ok(scored)) => scored.equations.iter().flat_map(|eq| eq.squares()).collect(),
        _ => last_turn_squares(game),
    });

    let play = move |mv: Move| {
        let result = game.try_update(|game| game.play(mv).map(|_| ()));
        match result {
            Some(Ok(())) => after_turn(),
            Some(Err(error)) => message.set(Some(Msg::AbakuIllegal(error))),
            None => {}
        }
    };
    let confirm = move |_| {
        if let Some(Ok(_)) = preview.get_untracked() {
            play(Move::Place(draft.with_untracked(Draft::placement)));
        }
    };
    let exchange = move |_| {
        let Some(chosen) = exchanging.get_untracked() else {
            draft.update(|draft| draft.recall_all(&rack()));
            exchanging.set(Some(Vec::new()));
            return;
        };
        let tiles = draft.with_untracked(|draft| chosen.iter().map(|&slot| draft.tiles[slot].tile).collect());
        play(Move::Exchange(tiles));
    };
    let pass = move |_| {
        if confirm_pass.get_untracked() {
            play(Move::Pass);
        } else {
            confirm_pass.set(true);
        }
    };
    let hint = move |_| {
        let found = game.try_update(Game::hint).flatten();
        match found {
            Some((placement, _)) => {
                exchanging.set(None);
                let rack = rack();
                board.with_untracked(|board| draft.update(|draft| draft.show(&placement, board, &rack)));
                message.set(None);
            }
            None => message.set(Some(Msg::NoPlacement)),
        }
    };
    let undo = move |_| {
        if game.try_update(Game::undo).flatten().is_some() {
            after_turn();
        }
    };
    let redo = move |_| {
        if game.try_update(Game::redo).flatten().is_some() {
            after_turn();
        }
    };
    let shuffle = move |_| {
        draft.update(|draft| draft.reorder(|| (js_sys::Math::random() * f64::from(u32::MAX)) as u32));
    };

    // Puts the tile in `slot` on `square`: an empty square takes it, a board joker of the same
    // digit is taken back by it, anything else keeps it where it was.
    let lay = move |slot: usize, square: Square| {
        let occupied = board.with_untracked(|board| board.get(square));
        match occupied {
            None => {
                draft.update(|draft| draft.place(slot, square));
                let joker = draft.with_untracked(|draft| draft.tiles[slot].tile == Tile::Joker);
                if joker && draft.with_untracked(|draft| draft.tiles[slot].digit.is_none()) {
                    joker_prompt.set(Some(slot));
                }
            }
            Some(placed) if placed.joker => {
                let swapped =
                    board.with_untracked(|board| draft.try_update(|draft| draft.swap(slot, square, board)));
                if swapped != Some(true) {
                    message.set(Some(Msg::SwapNeedsDigit(placed.digit)));
                }
            }
            Some(_) => {}
        }
        selected.set(None);
    };
    let on_square = Callback::new(move |square: Square| {
        if !revealed.get_untracked() || !live() || exchanging.with_untracked(Option::is_some) {
            return;
        }
        message.set(None);
        match selected.get_untracked() {
            Some(slot) => lay(slot, square),
            None => message.set(Some(Msg::PickTileFirst)),
        }
    });

    let begin_press = move |slot: usize, event: &web_sys::PointerEvent| {
        if event.button() != 0 || !live() {
            return;
        }
        event.prevent_default();
        press.set_value(Some(Press {
            slot,
            from: (event.client_x(), event.client_y()),
            dragging: false,
        }));
    };
    let move_handle = window_event_listener(leptos::ev::pointermove, move |event| {
        let Some(mut current) = press.get_value() else {
            return;
        };
        let at = (event.client_x(), event.client_y());
        let far = (at.0 - current.from.0).abs().max((at.1 - current.from.1).abs()) > DRAG_THRESHOLD;
        if !current.dragging && !far {
            return;
        }
        current.dragging = true;
        press.set_value(Some(current));
        dragging.set(Some((current.slot, at)));
        let square = square_at(&board_ref, kind, at);
        let free = square.filter(|&square| draft.with_untracked(|draft| draft.slot_at(square)).is_none());
        if hover.get_untracked() != free {
            hover.set(free);
        }
    });
    let up_handle = window_event_listener(leptos::ev::pointerup, move |event| {
        let Some(released) = press.get_value() else { return };
        press.set_value(None);
        dragging.set(None);
        hover.set(None);
        let on_board = draft.with_untracked(|draft| draft.tiles[released.slot].at.is_some());
        if !released.dragging {
            // A tap: a tile on the board goes back to the rack; one in the rack is chosen.
            if on_board {
                draft.update(|draft| draft.recall(released.slot));
            } else if let Some(chosen) = exchanging.get_untracked() {
                let mut chosen = chosen;
                match chosen.iter().position(|&slot| slot == released.slot) {
                    Some(index) => {
                        chosen.remove(index);
                    }
                    None => chosen.push(released.slot),
                }
                exchanging.set(Some(chosen));
            } else {
                selected.update(|selected| {
                    *selected = (*selected != Some(released.slot)).then_some(released.slot);
                });
            }
            return;
        }
        match square_at(&board_ref, kind, (event.client_x(), event.client_y())) {
            Some(square) if draft.with_untracked(|draft| draft.slot_at(square)).is_none() => {
                lay(released.slot, square);
            }
            Some(_) => {}
            None if on_board => draft.update(|draft| draft.recall(released.slot)),
            None => {}
        }
    });
    on_cleanup(move || {
        move_handle.remove();
        up_handle.remove();
    });

    let on_draft_press = Callback::new(move |(slot, event): (usize, web_sys::PointerEvent)| {
        if draft.with_untracked(|draft| draft.swap.is_some_and(|(_, swapped)| swapped == slot)) {
            // The digit laid on a joker goes back only with the whole move.
            return;
        }
        begin_press(slot, &event);
    });

    let rack_view = move || {
        let chosen = exchanging.get();
        draft.with(|draft| {
            draft
                .in_rack()
                .map(|(slot, tile)| {
                    let picked = chosen.as_ref().is_some_and(|chosen| chosen.contains(&slot));
                    let label = match tile.tile {
                        Tile::Digit(digit) => digit.to_string(),
                        Tile::Joker => "★".into(),
                    };
                    let aria = match tile.tile {
                        Tile::Digit(digit) => t(Msg::RackDigit(digit)),
                        Tile::Joker => t(Msg::Joker),
                    };
                    view! {
                        <li>
                            <button
                                class="rack-tile"
                                class:joker=tile.tile == Tile::Joker
                                class:selected=move || selected.get() == Some(slot)
                                class:picked=picked
                                class:lifted=move || dragging.get().is_some_and(|(dragged, _)| dragged == slot)
                                aria-label=aria
                                aria-pressed=move || (selected.get() == Some(slot) || picked).to_string()
                                data-testid="rack-tile"
                                data-tile=tile.tile.to_string()
                                on:pointerdown=move |event| begin_press(slot, &event)
                            >
                                {label}
                            </button>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    // The tile following the finger while dragging.
    let drag_ghost = move || {
        dragging.get().map(|(slot, (x, y))| {
            let tile = draft.with(|draft| draft.tiles[slot]);
            let label = match (tile.tile, tile.digit) {
                (Tile::Joker, Some(digit)) => format!("{digit}★"),
                (Tile::Joker, None) => "★".into(),
                (Tile::Digit(digit), _) => digit.to_string(),
            };
            view! {
                <div class="drag-ghost rack-tile" style=format!("left:{x}px;top:{y}px")>{label}</div>
            }
        })
    };

    let preview_view = move || match preview.get() {
        None if exchanging.with(Option::is_some) => {
            view! { <p class="muted">{t(Msg::ExchangeHelp)}</p> }.into_any()
        }
        None => view! { <p class="muted">{t(Msg::PlaceHelp)}</p> }.into_any(),
        Some(Ok(scored)) => view! { <EquationList scored=scored /> }.into_any(),
        Some(Err(error)) => view! {
            <p class="illegal" data-testid="preview-error">{t(Msg::AbakuIllegal(error))}</p>
        }
        .into_any(),
    };
    let points = move || match preview.get() {
        Some(Ok(scored)) => Some(scored.points),
        _ => None,
    };
    let players = move || {
        let current = to_move.get();
        let (scores, hints): (Vec<i32>, Vec<usize>) = game.with(|game| {
            let seats = game.setup().players.len();
            (
                game.position().scores().to_vec(),
                (0..seats).map(|seat| game.hints_by(seat)).collect(),
            )
        });
        scores
            .into_iter()
            .enumerate()
            .map(|(seat, score)| {
                let hints = hints[seat];
                view! {
                    <div class="player" class:to-move=move || live() && current == seat data-testid="player">
                        <span class="player-name">{name(seat)}</span>
                        <span class="player-score" data-testid="score">{score.to_string()}</span>
                        {(hints > 0).then(|| view! { <span class="muted">{t(Msg::HintsUsed(hints))}</span> })}
                    </div>
                }
            })
            .collect_view()
    };
    let can_undo = move || game.with(|game| !game.turns().is_empty());
    let can_redo = move || game.with(|game| game.undone().next().is_some());
    let mode = game.with_untracked(|game| game.setup().mode);

    view! {
        <main class="game abaku" data-testid="abaku-game">
            <div class="board-area">
                <AbakuBoard
                    kind=kind
                    board=board
                    draft=previewed
                    highlight=highlight
                    hover=hover
                    node_ref=board_ref
                    on_draft_press=on_draft_press
                    on_square=on_square
                />
            </div>
            <aside class="panel">
                <PanelActions game=GameKind::Abaku show_rules=show_rules />
                <div class="players">{players}</div>
                <p class="status" aria-live="polite" data-testid="status">
                    {move || match outcome.get() {
                        Some(_) => t(Msg::GameOver),
                        None => t(Msg::AbakuToMove { name: name(to_move.get()), bag: game.with(|game| game.position().bag_len()) }),
                    }}
                </p>
                <Show when=move || outcome.with(Option::is_some)>
                    <Ranking game=game />
                </Show>
                <Show when=move || live() && revealed.get()>
                    <section class="rack-area" aria-label=move || t(Msg::RackOf(name(to_move.get())))>
                        <ol class="rack" data-testid="rack">{rack_view}</ol>
                        <div class="preview" data-testid="preview" aria-live="polite">{preview_view}</div>
                        {move || message.get().map(|msg| view! { <p class="illegal" role="alert" data-testid="message">{msg.text()}</p> })}
                        <div class="controls">
                            <Show
                                when=move || exchanging.with(Option::is_none)
                                fallback=move || {
                                    let count = move || exchanging.with(|chosen| chosen.as_ref().map_or(0, Vec::len));
                                    view! {
                                        <button class="primary" data-testid="confirm-exchange" on:click=exchange
                                            disabled=move || !(1..=RACK_SIZE).contains(&count())>
                                            {move || t(Msg::ExchangeTiles(count()))}
                                        </button>
                                        <button on:click=move |_| exchanging.set(None)>{t(Msg::Cancel)}</button>
                                    }
                                }
                            >
                                <button class="primary" data-testid="play" on:click=confirm disabled=move || points().is_none()>
                                    {move || t(Msg::PlayFor(points()))}
                                </button>
                                <button data-testid="recall" on:click=move |_| reset() disabled=move || draft.with(Draft::is_empty)>
                                    {t(Msg::Recall)}
                                </button>
                                <button data-testid="shuffle" on:click=shuffle>{t(Msg::Shuffle)}</button>
                                <button data-testid="exchange" on:click=exchange
                                    disabled=move || game.with(|game| game.position().bag_len() == 0)>
                                    {t(Msg::Exchange)}
                                </button>
                                <button data-testid="pass" class:danger=move || confirm_pass.get() on:click=pass>
                                    {move || t(match (confirm_pass.get(), solo) {
                                        (false, false) => Msg::Pass,
                                        (false, true) => Msg::EndSoloGame,
                                        (true, _) => Msg::ConfirmPass,
                                    })}
                                </button>
                                <button data-testid="hint" on:click=hint>{t(Msg::Hint)}</button>
                            </Show>
                        </div>
                    </section>
                </Show>
                <div class="controls">
                    <button data-testid="undo" on:click=undo disabled=move || !can_undo()>{t(Msg::Undo)}</button>
                    <button data-testid="redo" on:click=redo disabled=move || !can_redo()>{t(Msg::Redo)}</button>
                </div>
                <BonusLegend kind=kind />
                <ScoreSheet game=game />
            </aside>
            {drag_ghost}
            <Show when=move || live() && !revealed.get()>
                <HandOver
                    name=Signal::derive(move || name(to_move.get()))
                    on_reveal=Callback::new(move |_| revealed.set(true))
                >
                    {move || last_turn_summary(game)}
                    {move || game.with(|game| game.turns().is_empty() && mode == Mode::Match).then(|| view! { <StartDrawView game=game /> })}
                    {move || game.with(|game| game.turns().last().map(|turn| turn.seat)).map(|seat| view! {
                        <button data-testid="handover-undo" on:click=undo>{t(Msg::TakeBackTurn(name(seat)))}</button>
                    })}
                </HandOver>
            </Show>
            <Show when=move || joker_prompt.get().is_some()>
                <div class="dialog-backdrop">
                    <div class="dialog joker-picker" role="dialog" aria-labelledby="joker-title" data-testid="joker-picker">
                        <h2 id="joker-title">{t(Msg::JokerPrompt)}</h2>
                        <div class="digits">
                            {(0..10u8)
                                .map(|digit| view! {
                                    <button
                                        class="rack-tile"
                                        data-testid=format!("joker-digit-{digit}")
                                        on:click=move |_| {
                                            if let Some(slot) = joker_prompt.get_untracked() {
                                                draft.update(|draft| draft.set_joker_digit(slot, digit));
                                            }
                                            joker_prompt.set(None);
                                        }
                                    >
                                        {digit.to_string()}
                                    </button>
                                })
                                .collect_view()}
                        </div>
                        <button on:click=move |_| {
                            if let Some(slot) = joker_prompt.get_untracked() {
                                draft.update(|draft| draft.recall(slot));
                            }
                            joker_prompt.set(None);
                        }>{t(Msg::Cancel)}</button>
                    </div>
                </div>
            </Show>
            <RulesDialog open=show_rules game=GameKind::Abaku text=Msg::AbakuRules />
        </main>
    }
}

/// The squares the last turn laid tiles on, to outline while no move is being laid.
fn last_turn_squares(game: RwSignal<Game>) -> Vec<Square> {
    game.with(|game| match game.turns().last().map(|turn| &turn.mv) {
        Some(Move::Place(placement)) => placement.tiles.iter().map(|tile| tile.square).collect(),
        _ => Vec::new(),
    })
}

/// What the last player did, for the next one to see before taking the device.
fn last_turn_summary(game: RwSignal<Game>) -> Option<impl IntoView> {
    game.with(|game| {
        let turn = game.turns().last()?;
        let name = game.setup().players[turn.seat].clone();
        let text = match &turn.mv {
            Move::Place(_) => t(Msg::TurnSummaryPlaced {
                name,
                points: turn.scored.points,
            }),
            Move::Exchange(tiles) => t(Msg::TurnSummaryExchanged {
                name,
                count: tiles.len(),
            }),
            Move::Pass => t(Msg::TurnSummaryPassed(name)),
        };
        Some(view! { <p class="last-turn" data-testid="last-turn">{text}</p> })
    })
}

/// Each equation a placement forms, written with its operators, and its points.
#[component]
pub fn EquationList(scored: Scored) -> impl IntoView {
    let total = scored.points;
    let rows = scored
        .equations
        .into_iter()
        .map(|equation| {
            let readings: Vec<String> = equation.readings().iter().map(ToString::to_string).collect();
            view! {
                <li data-testid="equation">
                    <span class="equation">{t(Msg::Readings(readings))}</span>
                    <span class="points">{t(Msg::Points(equation.points))}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <ul class="equations">{rows}</ul>
        <p class="preview-total" data-testid="preview-total">{t(Msg::PreviewTotal(total))}</p>
    }
}

/// How the first player was drawn: each round's tiles, and who starts.
#[component]
fn StartDrawView(game: RwSignal<Game>) -> impl IntoView {
    game.with_untracked(|game| {
        let players = &game.setup().players;
        let draw = game.start_draw();
        let rounds = draw
            .rounds
            .iter()
            .map(|round| {
                let draws: Vec<(String, String)> = round
                    .iter()
                    .map(|&(seat, tile)| (players[seat].clone(), tile.to_string()))
                    .collect();
                view! { <li>{t(Msg::StartDrawRound(draws))}</li> }
            })
            .collect_view();
        view! {
            <section class="start-draw" data-testid="start-draw">
                <h3>{t(Msg::StartDrawTitle)}</h3>
                <ol>{rounds}</ol>
                <p>{t(Msg::Starts(players[draw.starter].clone()))}</p>
            </section>
        }
    })
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
