//! The geometry every square board shares (Abaku's, Summy's): whole SVG units, a margin for the
//! coordinates, and mapping a pointer to the square under it; and the board as an ARIA grid for
//! the keyboard and screen readers: a labelled cell over each square, one of them the board's
//! only tab stop, moved by the arrow keys.

use crate::games::tiles::BoardZoom;
use gameshelf_engine::tiles::Square;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A square's side in SVG units.
pub const CELL: i32 = 40;
/// Room for the column letters above and the row numbers to the left.
pub const MARGIN: i32 = 22;

/// The top-left corner of `square`.
pub fn origin(square: Square) -> (i32, i32) {
    (
        MARGIN + i32::from(square.col) * CELL,
        MARGIN + i32::from(square.row) * CELL,
    )
}

/// The width and height of a board of `size` squares a side.
pub fn side(size: u8) -> i32 {
    MARGIN + i32::from(size) * CELL + 4
}

/// The square under a point in client pixels, through the board's current screen matrix (which
/// the browser keeps exact through the viewBox's letterboxing and any zoom).
pub fn square_at(svg: &NodeRef<leptos::svg::Svg>, size: u8, client: (i32, i32)) -> Option<Square> {
    let svg: web_sys::SvgGraphicsElement = svg.get_untracked()?.unchecked_into();
    let m = svg.get_screen_ctm()?.inverse().ok()?;
    let (x, y) = (client.0 as f32, client.1 as f32);
    let board_x = (m.a() * x + m.c() * y + m.e()) as i32 - MARGIN;
    let board_y = (m.b() * x + m.d() * y + m.f()) as i32 - MARGIN;
    if board_x < 0 || board_y < 0 {
        return None;
    }
    let square = Square::new((board_y / CELL) as u8, (board_x / CELL) as u8);
    (square.row < size && square.col < size).then_some(square)
}

/// The column letters along the top and the row numbers down the left of the part of the board
/// on show, each on a strip of the page's colour: zoomed in, they stay at the view's edges, over
/// the squares there, so that a square can still be named.
#[component]
pub fn Coordinates(size: u8, zoom: BoardZoom) -> impl IntoView {
    let (letters, numbers): (Vec<_>, Vec<_>) = (0..i32::from(size))
        .map(|index| {
            let middle = MARGIN + index * CELL + CELL / 2;
            let letter = ((b'A' + index as u8) as char).to_string();
            (
                view! { <text x=middle y="15" class="coord">{letter}</text> },
                view! { <text x="11" y=middle + 4 class="coord">{(index + 1).to_string()}</text> },
            )
        })
        .unzip();
    let shown = move || zoom.shown();
    view! {
        <g class="coords" aria-hidden="true">
            <g transform=move || format!("translate(0 {})", shown().1)>
                <rect class="coord-strip" x=move || shown().0 y="0" width=move || shown().2 height=MARGIN />
                {letters}
            </g>
            <g transform=move || format!("translate({} 0)", shown().0)>
                <rect class="coord-strip" x="0" y=move || shown().1 width=MARGIN height=move || shown().3 />
                {numbers}
            </g>
        </g>
    }
}

/// On a phone (the screen's width up to style/main.css's breakpoint), the board opens zoomed in
/// about the tiles played so far (`played`, or the `centre` before the first turn), so that a
/// square is a fingertip wide: the whole board would draw its squares too small to tap. The zoom
/// buttons show the rest.
pub fn zoom_in_on_a_phone(zoom: BoardZoom, played: &[Square], centre: Square) {
    let Some(across) = crate::ui::fingertip_across(CELL) else {
        return;
    };
    let squares = if played.is_empty() {
        std::slice::from_ref(&centre)
    } else {
        played
    };
    let (mut low, mut high) = ((i32::MAX, i32::MAX), (i32::MIN, i32::MIN));
    for (x, y) in squares.iter().map(|&square| origin(square)) {
        low = (low.0.min(x), low.1.min(y));
        high = (high.0.max(x + CELL), high.1.max(y + CELL));
    }
    zoom.show_around(((low.0 + high.0) / 2, (low.1 + high.1) / 2), across);
}

/// The faces of the tiles on a board picture (a thumbnail's coloured squares), each centred on
/// its square.
pub fn tile_faces(faces: Vec<(Square, String)>) -> impl IntoView {
    faces
        .into_iter()
        .map(|(square, face)| {
            let (x, y) = origin(square);
            view! { <text class="face" x=x + CELL / 2 y=y + 28>{face}</text> }
        })
        .collect_view()
}

/// The plain squares of a board picture, as one rect under a path of the lines between them:
/// a rect a square would put hundreds of elements on the shelf and in the library (Summy's board
/// has 625), which the phone must build, style and lay out before the shelf shows. A picture
/// draws its other squares (bonuses, tiles) over this.
pub fn plain_squares(size: u8) -> impl IntoView {
    let span = i32::from(size) * CELL;
    let lines: String = (1..i32::from(size))
        .map(|line| MARGIN + line * CELL)
        .map(|at| format!("M{at} {MARGIN}v{span}M{MARGIN} {at}h{span}"))
        .collect();
    view! {
        <rect class="square" x=MARGIN y=MARGIN width=span height=span />
        <path class="square-lines" d=lines />
    }
}

/// A tile at `square`: its rounded face and its symbol.
#[component]
pub fn TileFace(square: Square, #[prop(into)] label: String, #[prop(into)] class: String) -> impl IntoView {
    let (x, y) = origin(square);
    view! {
        <g class=class transform=format!("translate({x} {y})") data-square=square.to_string()>
            <rect x="2" y="2" width="36" height="36" rx="5" />
            <text x="20" y="28" class="tile-digit">{label}</text>
        </g>
    }
}

/// Outlines round `squares`, such as the equations or sums a move makes.
#[component]
pub fn Outlines(#[prop(into)] squares: Signal<Vec<Square>>) -> impl IntoView {
    let outlines = move || {
        squares
            .get()
            .into_iter()
            .map(|square| {
                let (x, y) = origin(square);
                view! { <rect class="equation-outline" x=x + 1 y=y + 1 width=CELL - 2 height=CELL - 2 rx="6" /> }
            })
            .collect_view()
    };
    view! { <g class="outlines" aria-hidden="true">{outlines}</g> }
}

/// Where a dragged tile would land.
#[component]
pub fn DropTarget(#[prop(into)] square: Signal<Option<Square>>) -> impl IntoView {
    let target = move || {
        square.get().map(|square| {
            let (x, y) = origin(square);
            view! { <rect class="drop-target" x=x y=y width=CELL height=CELL rx="4" /> }
        })
    };
    view! { <g class="ghost" aria-hidden="true">{target}</g> }
}

/// A tile laid this turn: pressing it starts a drag (or, released at once, a tap), which the
/// board's own click must not take as a tap on the square beneath.
#[component]
pub fn DraftTileOnBoard(
    /// The tile's rack slot.
    index: usize,
    on_press: Callback<(usize, web_sys::PointerEvent)>,
    children: Children,
) -> impl IntoView {
    view! {
        <g
            class="draft-tile"
            data-testid="draft-tile"
            on:pointerdown=move |event| on_press.run((index, event))
            on:click=|event| event.stop_propagation()
        >
            {children()}
        </g>
    }
}

/// What lies on a square, as a screen reader says it.
#[derive(Clone, PartialEq, Debug)]
pub enum SquareContent {
    Empty,
    /// A tile of an earlier turn, by its spoken name.
    Tile(String),
    /// A tile laid this turn, by its spoken name.
    Laid(String),
    /// Summy's grey cap closing a completed sum.
    Cap,
}

/// What a key pressed on a board square asks of the game.
#[derive(Clone, PartialEq, Debug)]
pub enum SquareKey {
    /// Enter or Space: lay the chosen tile there, or take back the tile laid there.
    Act,
    /// Delete or Backspace: take back the tile laid there.
    TakeBack,
    /// A character typed: lay the rack tile it names there.
    Typed(String),
}

/// Rows PageUp and PageDown move by.
const PAGE_ROWS: u8 = 5;

/// The keyboard's way round a square board: the square holding the board's one tab stop, moved
/// by the arrow keys (and Home, End, PageUp, PageDown) and kept in view when the board is zoomed.
#[derive(Clone, Copy)]
pub struct BoardFocus {
    size: u8,
    square: RwSignal<Square>,
    svg: NodeRef<leptos::svg::Svg>,
    zoom: BoardZoom,
}

impl BoardFocus {
    /// A board of `size` squares a side, drawn by `svg`, whose tab stop starts on `start`.
    pub fn new(size: u8, start: Square, svg: NodeRef<leptos::svg::Svg>, zoom: BoardZoom) -> BoardFocus {
        BoardFocus {
            size,
            square: RwSignal::new(start),
            svg,
            zoom,
        }
    }

    /// Moves the tab stop to `square` without focusing it, as a tap on the square does.
    pub fn set(self, square: Square) {
        if self.square.get_untracked() != square {
            self.square.set(square);
        }
    }

    fn cell(self) -> Option<web_sys::SvgElement> {
        let selector = format!("[data-cell=\"{}\"]", self.square.get_untracked());
        let cell = self.svg.get_untracked()?.query_selector(&selector).ok()??;
        Some(cell.unchecked_into())
    }

    /// Focuses the square holding the tab stop, brought into view first.
    pub fn focus(self) {
        let (x, y) = origin(self.square.get_untracked());
        // A square's width of board around it, so that its neighbours show too.
        self.zoom.reveal(x - CELL, y - CELL, 3 * CELL, 3 * CELL);
        if let Some(cell) = self.cell() {
            let _ = cell.focus();
        }
    }

    /// Once the screen has redrawn, focuses the board if the focus was lost with the element
    /// that held it (a turn's buttons go when the turn ends).
    pub fn focus_if_lost(self) {
        request_animation_frame(move || {
            let document = document();
            let lost = match document.active_element() {
                None => true,
                Some(active) => document.body().is_some_and(|body| *body == active),
            };
            if lost {
                self.focus();
            }
        });
    }

    /// Once the screen has redrawn, focuses the board.
    pub fn focus_soon(self) {
        request_animation_frame(move || self.focus());
    }

    fn move_to(self, square: Square) {
        self.set(square);
        self.focus();
    }

    /// A key pressed on the board: moves the tab stop, or hands `on_key` what the key asks of
    /// the focused square; `on_key` says whether it acted on the key.
    pub fn keydown(self, event: &web_sys::KeyboardEvent, on_key: Callback<(Square, SquareKey), bool>) {
        let Square { row, col } = self.square.get_untracked();
        let last = self.size - 1;
        let control = event.ctrl_key() || event.meta_key();
        let target = match event.key().as_str() {
            "ArrowUp" => Some((row.saturating_sub(1), col)),
            "ArrowDown" => Some(((row + 1).min(last), col)),
            "ArrowLeft" => Some((row, col.saturating_sub(1))),
            "ArrowRight" => Some((row, (col + 1).min(last))),
            "Home" if control => Some((0, 0)),
            "End" if control => Some((last, last)),
            "Home" => Some((row, 0)),
            "End" => Some((row, last)),
            "PageUp" => Some((row.saturating_sub(PAGE_ROWS), col)),
            "PageDown" => Some(((row + PAGE_ROWS).min(last), col)),
            _ => None,
        };
        if let Some((row, col)) = target {
            event.prevent_default();
            self.move_to(Square::new(row, col));
            return;
        }
        // Ctrl+Enter is the page's (it plays the move laid out): it goes on up to it.
        let key = match event.key().as_str() {
            "Enter" | " " if !control => SquareKey::Act,
            "Delete" | "Backspace" => SquareKey::TakeBack,
            typed if typed.chars().count() == 1 && !control && !event.alt_key() => {
                SquareKey::Typed(typed.to_string())
            }
            _ => return,
        };
        let act = key == SquareKey::Act;
        if on_key.run((self.square.get_untracked(), key)) || act {
            // Space would scroll the page; a typed key is the board's, not the rack's.
            event.prevent_default();
            event.stop_propagation();
        }
    }
}

/// The board's cells for the keyboard and screen readers, drawn over everything else as the
/// grid's rows: each labelled by `label` (tracked), the focused one ringed. Pointers go through
/// them to the board beneath.
#[component]
pub fn BoardGrid(focus: BoardFocus, label: Callback<Square, String>) -> impl IntoView {
    let tab_stop = Selector::new(move || focus.square.get());
    (0..focus.size)
        .map(|row| {
            let cells = (0..focus.size)
                .map(|col| {
                    let square = Square::new(row, col);
                    let (x, y) = origin(square);
                    let tab_stop = tab_stop.clone();
                    view! {
                        <rect
                            class="cell"
                            role="gridcell"
                            x=x y=y width=CELL height=CELL
                            tabindex=move || if tab_stop.selected(&square) { "0" } else { "-1" }
                            aria-label=move || label.run(square)
                            data-cell=square.to_string()
                            // A screen reader may move the focus itself: the tab stop follows.
                            on:focus=move |_| focus.set(square)
                        />
                    }
                })
                .collect_view();
            view! { <g role="row">{cells}</g> }
        })
        .collect_view()
}

/// What a square board's drawing takes from its screen (Abaku's, Summy's): the keyboard's
/// focus, which holds the board's size, zoom and SVG node too, and the game's handlers.
#[derive(Clone, Copy)]
pub struct BoardWiring {
    /// The square with the board's tab stop.
    pub focus: BoardFocus,
    /// A key pressed on the focused square: true if the game acted on it.
    pub on_key: Callback<(Square, SquareKey), bool>,
    /// Squares to outline: the move previewed's, or the last turn's.
    pub highlight: Signal<Vec<Square>>,
    /// Where a dragged tile would land.
    pub hover: Signal<Option<Square>>,
    /// A tile laid this turn pressed, to drag it elsewhere or tap it back to the rack.
    pub on_draft_press: Callback<(usize, web_sys::PointerEvent)>,
    pub on_square: Callback<Square>,
}

/// A square board on screen: the game's drawing for the eye (its `squares`, the tiles `placed`
/// on earlier turns and those laid this turn, `tentative`) with the outlines, the drop target
/// and the coordinates, under the grid's cells, which `label` names and which say it all.
/// `name` (`abaku`) makes the board's class, test id and the id of its `keys` help.
#[component]
pub fn SquareBoard(
    name: &'static str,
    aria_label: String,
    keys: String,
    wiring: BoardWiring,
    label: Callback<Square, String>,
    squares: AnyView,
    placed: ViewFn,
    tentative: ViewFn,
) -> impl IntoView {
    let BoardWiring {
        focus,
        on_key,
        highlight,
        hover,
        on_square,
        ..
    } = wiring;
    let (svg, zoom) = (focus.svg, focus.zoom);
    let keys_id = format!("{name}-board-keys");
    let described_by = keys_id.clone();
    view! {
        <svg
            class=format!("board square-board {name}-board")
            viewBox=move || zoom.view_box()
            node_ref=svg
            role="grid"
            aria-label=aria_label
            aria-describedby=described_by
            data-testid=format!("{name}-board")
            on:click=move |event| {
                if let Some(square) = square_at(&svg, focus.size, (event.client_x(), event.client_y())) {
                    on_square.run(square);
                }
            }
            on:keydown=move |event| focus.keydown(&event, on_key)
        >
            <desc id=keys_id>{keys}</desc>
            <g class="squares" aria-hidden="true">{squares}</g>
            <g class="tiles" aria-hidden="true">{move || placed.run()}</g>
            <Outlines squares=highlight />
            <g class="tentative" aria-hidden="true">{move || tentative.run()}</g>
            <DropTarget square=hover />
            <Coordinates size=focus.size zoom=zoom />
            <BoardGrid focus=focus label=label />
        </svg>
    }
}
