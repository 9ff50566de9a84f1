//! The geometry every square board shares (Abaku's, Summy's): whole SVG units, a margin for the
//! coordinates, and mapping a pointer to the square under it.

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

/// The column letters along the top and the row numbers down the left.
#[component]
pub fn Coordinates(size: u8) -> impl IntoView {
    let labels = (0..i32::from(size))
        .map(|index| {
            let middle = MARGIN + index * CELL + CELL / 2;
            let letter = ((b'A' + index as u8) as char).to_string();
            view! {
                <text x=middle y="15" class="coord">{letter}</text>
                <text x="11" y=middle + 4 class="coord">{(index + 1).to_string()}</text>
            }
        })
        .collect_view();
    view! { <g class="coords" aria-hidden="true">{labels}</g> }
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
    view! { <g class="outlines">{outlines}</g> }
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
    view! { <g class="ghost">{target}</g> }
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
