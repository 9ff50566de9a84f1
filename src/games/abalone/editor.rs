//! The position editor: marbles placed and taken off by tap, drag or keyboard, the side to move and
//! the marbles already pushed off, checked as they change; then the position's FEN to copy, or a
//! game from it against a person or a robot. It opens on a layout's start, or on a position
//! handed over in the route (a game's "Edit this position").

use super::board::{centre, coordinate_labels, focus_step, frame_points, HEIGHT, WIDTH};
use super::carry::{Carry, PutDown};
use super::seats::colour;
use super::shelf_words::ShelfSays;
use super::study::Study;
use super::study_words::StudySays;
use crate::i18n::{t, Msg};
use crate::route::Route;
use crate::share::CopyButton;
use crate::state::AppState;
use crate::storage::AnyGame;
use crate::ui::{open_new_game, Choices, Seating};
use gameshelf_engine::abalone::{Cell, Fen, FenError, Game, Layout, Position, Seat, Setup, MARBLES_TO_WIN};
use gameshelf_engine::common::record::MAX_NAME_CHARS;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The marbles each side has in a two-player game.
const MARBLES: usize = 14;

/// What a tap, Enter or Space puts in a hole: a black or a white marble, or nothing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Brush {
    Black,
    White,
    Erase,
}

impl Brush {
    fn seat(self) -> Option<Seat> {
        match self {
            Brush::Black => Some(Seat::BLACK),
            Brush::White => Some(Seat::WHITE),
            Brush::Erase => None,
        }
    }
}

/// Each hole's marble, by the cell's index: an index into the engine's padded 11 by 11 grid.
type Holes = [Option<Seat>; GRID];
const GRID: usize = 11 * 11;

fn holes_of(position: &Position) -> Holes {
    let mut holes = [None; GRID];
    for cell in Cell::all() {
        holes[usize::from(cell.index())] = position.at(cell);
    }
    holes
}

fn count(holes: &Holes, seat: Seat) -> usize {
    holes.iter().filter(|&&hole| hole == Some(seat)).count()
}

/// The position set up, in PlayStrategy's notation, if it can be played; else why not. Black's
/// pushed-off count comes first in `pushed_off`.
fn check_position(holes: &Holes, to_move: Seat, pushed_off: [u8; 2]) -> Result<Fen, StudySays> {
    if pushed_off.contains(&MARBLES_TO_WIN) {
        return Err(StudySays::PositionWon);
    }
    for seat in [Seat::BLACK, Seat::WHITE] {
        let on_board = count(holes, seat);
        if on_board > MARBLES {
            return Err(StudySays::EditorTooMany { seat, on_board });
        }
    }
    let cells = |seat: Seat| {
        Cell::all()
            .filter(|&cell| holes[usize::from(cell.index())] == Some(seat))
            .collect::<Vec<_>>()
    };
    let position = Position::from_parts(&cells(Seat::BLACK), &cells(Seat::WHITE), to_move, pushed_off);
    // The engine's own check, worded as for a pasted position: each side's marbles on the board
    // and pushed off make 14.
    Fen::parse(&Fen::write(&position, 0, 1)).map_err(StudySays::BadFen)
}

/// The editor's screen, opening on `start` (a position's FEN) or else the standard layout.
#[component]
pub fn Editor(start: Option<String>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let opening = start
        .and_then(|text| Fen::parse(&text).ok())
        .map_or_else(|| Position::new(Layout::Standard), |fen| fen.position);
    let holes = RwSignal::new(holes_of(&opening));
    let brush = RwSignal::new(Brush::Black);
    let to_move = RwSignal::new(opening.to_move());
    let black_pushed = RwSignal::new(opening.pushed_off_by(Seat::BLACK));
    let white_pushed = RwSignal::new(opening.pushed_off_by(Seat::WHITE));
    let checked = Memo::new(move |_| {
        holes.with(|holes| check_position(holes, to_move.get(), [black_pushed.get(), white_pushed.get()]))
    });
    let layout = RwSignal::new(Layout::Standard);
    let seating = Seating::new();

    let paint = move |cell: Cell, seat: Option<Seat>| {
        holes.update(|holes| holes[usize::from(cell.index())] = seat);
    };
    let load = move |position: Position| {
        holes.set(holes_of(&position));
        to_move.set(position.to_move());
        black_pushed.set(position.pushed_off_by(Seat::BLACK));
        white_pushed.set(position.pushed_off_by(Seat::WHITE));
    };
    let clear = move |_| holes.set([None; GRID]);

    let play = move |event: leptos::ev::SubmitEvent| {
        event.prevent_default();
        let Ok(fen) = checked.get_untracked() else { return };
        let players = seating.names(2, |seat| {
            t(ShelfSays::SeatColour(Seat::new(seat as u8).expect("a seat")))
        });
        let setup = Setup {
            start: Some(Box::new(fen)),
            ..Setup::new(Layout::Standard, players)
        };
        open_new_game(state, AnyGame::from(Game::new(setup)), false, seating.robots(2));
    };

    let fen_text = move || checked.get().ok().map(String::from);
    let pasted = PastedFen::new(fen_text);
    let paste = move |event: leptos::ev::Event| {
        if let Some(position) = pasted.read(event_target_value(&event)) {
            load(position);
        }
    };
    view! {
        <main class="setup editor" data-testid="editor">
            <h1>{t(StudySays::EditorTitle)}</h1>
            <div class="editor-layout">
                <EditorBoard holes=holes brush=brush paint=Callback::new(move |(cell, seat)| paint(cell, seat)) />
                <form class="editor-panel" on:submit=play>
                    <p id="editor-keys" class="muted">{t(StudySays::EditorKeys)}</p>
                    <fieldset class="choices">
                        <legend>{t(StudySays::Brush)}</legend>
                        <Choices
                            options=vec![Brush::Black, Brush::White, Brush::Erase]
                            value=brush
                            label=|option| t(StudySays::BrushName(option.seat()))
                            test_id=|option| format!("brush-{}", option.seat().map_or("erase", colour))
                        />
                    </fieldset>
                    <div class="actions">
                        <button type="button" data-testid="clear-board" on:click=clear>{t(StudySays::ClearBoard)}</button>
                    </div>
                    <label class="editor-layout-pick">
                        <span>{t(Msg::Layout)}</span>
                        <select data-testid="editor-layout" on:change=move |event| {
                            let name = event_target_value(&event);
                            if let Some(&chosen) = Layout::TWO_PLAYER.iter().find(|layout| layout.name() == name) {
                                layout.set(chosen);
                            }
                        }>
                            {Layout::TWO_PLAYER.iter().map(|&option| view! {
                                <option value=option.name() selected=move || layout.get() == option>{t(ShelfSays::LayoutName(option))}</option>
                            }).collect_view()}
                        </select>
                        <button type="button" data-testid="load-layout" on:click=move |_| load(Position::new(layout.get_untracked()))>
                            {t(StudySays::LoadLayout)}
                        </button>
                    </label>
                    <fieldset class="choices">
                        <legend>{t(StudySays::SideToMove)}</legend>
                        <Choices
                            options=vec![Seat::BLACK, Seat::WHITE]
                            value=to_move
                            label=|seat| t(ShelfSays::SeatColour(seat))
                            test_id=|seat| format!("to-move-{}", colour(seat))
                        />
                    </fieldset>
                    <PushedOff seat=Seat::BLACK count=black_pushed test_id=|count| format!("pushed-black-{count}") />
                    <PushedOff seat=Seat::WHITE count=white_pushed test_id=|count| format!("pushed-white-{count}") />
                    <div aria-live="polite" data-testid="editor-status">
                        {move || match checked.get() {
                            Err(reason) => view! { <p class="message illegal" data-testid="editor-refused">{t(reason)}</p> }.into_any(),
                            Ok(_) => {
                                let (black, white) = holes.with(|holes| (count(holes, Seat::BLACK), count(holes, Seat::WHITE)));
                                view! { <p class="message hint">{t(StudySays::EditorReady { black, white })}</p> }.into_any()
                            }
                        }}
                    </div>
                    <label class="editor-fen">
                        <span>{t(StudySays::FenInput)}</span>
                        <input class="share-link" prop:value=pasted.text data-testid="editor-fen" spellcheck="false" on:input=paste />
                    </label>
                    {move || pasted.refused.get().map(|error| view! {
                        <p class="message illegal" role="alert" data-testid="editor-fen-refused">{t(StudySays::EditorFenKept(error))}</p>
                    })}
                    {move || fen_text().map(|fen| view! {
                        <CopyButton text=fen.clone() label=StudySays::CopyFen.into() done=StudySays::FenCopied.into() failed=|reason| StudySays::CopyTextFailed(reason).into() test_id="copy-fen" />
                        <button type="button" data-testid="analyse-position" on:click=move |_| state.go(Study::Analysis(fen.clone()).route())>
                            {t(Msg::AnalysePosition)}
                        </button>
                    })}
                    <fieldset class="names">
                        {[Seat::BLACK, Seat::WHITE].map(|seat| view! {
                            <label>
                                <span>{t(ShelfSays::PlayerName(seat))}</span>
                                <input type="text" maxlength=MAX_NAME_CHARS placeholder=t(ShelfSays::SeatColour(seat))
                                    data-testid=format!("name-{}", colour(seat)) bind:value=seating.name(seat.index()) />
                                {seating.player_choice(seat.index())}
                            </label>
                        }).collect_view()}
                    </fieldset>
                    <div class="actions">
                        <button type="button" on:click=move |_| state.go(Route::Home)>{t(Msg::Back)}</button>
                        <button type="submit" class="primary" data-testid="play-position" disabled=move || checked.with(Result::is_err)>
                            {t(StudySays::PlayPosition)}
                        </button>
                    </div>
                </form>
            </div>
        </main>
    }
}

/// The editor's FEN box: the position set up, or a position pasted in its place; a paste that
/// cannot be played stays in the box, the board as it was, with the reason.
#[derive(Clone, Copy)]
struct PastedFen {
    text: RwSignal<String>,
    refused: RwSignal<Option<FenError>>,
}

impl PastedFen {
    /// The box, showing the position set up (`set_up`, none while it cannot be played).
    fn new(set_up: impl Fn() -> Option<String> + 'static) -> PastedFen {
        let pasted = PastedFen {
            text: RwSignal::new(String::new()),
            refused: RwSignal::new(None),
        };
        Effect::new(move |_| {
            pasted.text.set(set_up().unwrap_or_default());
            pasted.refused.set(None);
        });
        pasted
    }

    /// `text` typed or pasted: its position if it can be played, else why not kept to show.
    fn read(self, text: String) -> Option<Position> {
        let read = Fen::parse(&text);
        self.text.set(text.clone());
        self.refused
            .set(read.as_ref().err().filter(|_| !text.trim().is_empty()).cloned());
        read.ok().map(|fen| fen.position)
    }
}

/// How many marbles `seat` has pushed off: 0 to 6, where six is a game already won.
#[component]
fn PushedOff(seat: Seat, count: RwSignal<u8>, test_id: fn(u8) -> String) -> impl IntoView {
    view! {
        <fieldset class="choices">
            <legend>{t(StudySays::PushedOffBy(seat))}</legend>
            <Choices options=(0..=MARBLES_TO_WIN).collect() value=count label=|count| count.to_string() test_id=test_id />
        </fieldset>
    }
}

/// The board being set up: a tap puts the brush's marble (or nothing) in a hole, a marble
/// dragged goes to the hole it is dropped on (or off the board, taken away); by keyboard the
/// arrows go from hole to hole, B and W put a marble, Delete takes one off, Enter or Space
/// uses the brush.
#[component]
fn EditorBoard(
    holes: RwSignal<Holes>,
    brush: RwSignal<Brush>,
    paint: Callback<(Cell, Option<Seat>)>,
) -> impl IntoView {
    let focused = RwSignal::new(Cell::new(5, 5).expect("E5"));
    let drift = StoredValue::new(0);
    let focus_hole = move |cell: Cell| {
        focused.set(cell);
        let hole = document()
            .query_selector(&format!("[data-testid=editor-board] [data-hole=\"{cell}\"]"))
            .ok()
            .flatten();
        if let Some(hole) = hole {
            let _ = hole.unchecked_into::<web_sys::SvgElement>().focus();
        }
    };
    let on_key = move |event: leptos::ev::KeyboardEvent| {
        let cell = focused.get_untracked();
        let key = event.key();
        match key.as_str() {
            "b" | "B" => paint.run((cell, Some(Seat::BLACK))),
            "w" | "W" => paint.run((cell, Some(Seat::WHITE))),
            "Delete" | "Backspace" => paint.run((cell, None)),
            "Enter" | " " => paint.run((cell, brush.get_untracked().seat())),
            _ => match focus_step(cell, &key, 0, drift.get_value()) {
                Some((next, new_drift)) => {
                    drift.set_value(new_drift);
                    focus_hole(next);
                }
                None => return,
            },
        }
        event.prevent_default();
    };
    let carry = Carry::new();
    let put_down = move |PutDown { from, seat, to }: PutDown| {
        paint.run((from, None));
        if let Some(to) = to {
            paint.run((to, Some(seat)));
            focus_hole(to);
        }
    };
    let rows = (1..=9u8).rev().map(|row| {
        let holes = Cell::all().filter(move |cell| cell.row() == row).map(|cell| {
            let (x, y) = centre(cell);
            let marble = move || holes.with(|holes| holes[usize::from(cell.index())]);
            let label = move || t(StudySays::EditorHole { cell: cell.to_string(), marble: marble() });
            view! {
                <circle class="hole" cx=x cy=y r=24 />
                {move || marble().map(|seat| view! {
                    <circle
                        class=format!("marble {}", colour(seat))
                        class:lifted=move || carry.carried.with(|carried| carried.is_some_and(|c| c.moving && c.from == cell))
                        cx=x cy=y r=26 data-cell=cell.to_string() data-side=colour(seat)
                    />
                })}
                <circle
                    class="editor-hole"
                    role="gridcell"
                    cx=x
                    cy=y
                    r=30
                    data-hole=cell.to_string()
                    tabindex=move || if focused.get() == cell { "0" } else { "-1" }
                    aria-label=label
                    on:focus=move |_| focused.set(cell)
                    on:click=move |_| {
                        focused.set(cell);
                        paint.run((cell, brush.get_untracked().seat()));
                    }
                />
            }
        }).collect_view();
        view! { <g role="row">{holes}</g> }
    }).collect_view();
    view! {
        <svg
            class="board preview editor-board"
            viewBox=format!("0 0 {WIDTH} {HEIGHT}")
            data-testid="editor-board"
            node_ref=carry.svg
            on:pointerdown=move |event| carry.down(&event, |cell| holes.with_untracked(|holes| holes[usize::from(cell.index())]))
            on:pointermove=move |event| carry.moved(&event)
            on:pointerup=move |event| {
                if let Some(put) = carry.up(&event) {
                    put_down(put);
                }
            }
            on:pointercancel=move |_| carry.cancel()
        >
            <polygon class="frame" points=frame_points() />
            {coordinate_labels()}
            <g role="grid" aria-label=t(StudySays::EditorBoard) aria-describedby="editor-keys" on:keydown=on_key>{rows}</g>
            {move || carry.carried.get().filter(|carried| carried.moving).map(|carried| view! {
                <circle class=format!("marble {} carried", colour(carried.seat)) cx=carried.at.0 cy=carried.at.1 r=26 />
            })}
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_set_up_is_checked_as_the_editor_says() {
        let standard = holes_of(&Position::new(Layout::Standard));
        let fen = check_position(&standard, Seat::BLACK, [0, 0]).unwrap();
        assert_eq!(fen.position, Position::new(Layout::Standard));

        let mut holes = standard;
        let e5 = Cell::new(5, 5).unwrap();
        holes[usize::from(e5.index())] = Some(Seat::WHITE);
        assert_eq!(
            check_position(&holes, Seat::BLACK, [0, 0]),
            Err(StudySays::EditorTooMany {
                seat: Seat::WHITE,
                on_board: 15
            })
        );
        // Black's A1 off the board: White must have pushed it off.
        let mut holes = standard;
        holes[usize::from(Cell::new(1, 1).unwrap().index())] = None;
        assert!(matches!(
            check_position(&holes, Seat::BLACK, [0, 0]),
            Err(StudySays::BadFen(FenError::Marbles { on_board: 13, .. }))
        ));
        let fen = check_position(&holes, Seat::WHITE, [0, 1]).unwrap();
        assert_eq!(
            String::from(fen),
            "sssss/ssssss/2sss2/8/9/8/2SSS2/SSSSSS/1SSSS 0 1 w 0 1"
        );
        assert_eq!(
            check_position(&holes, Seat::WHITE, [6, 1]),
            Err(StudySays::PositionWon)
        );
    }
}
