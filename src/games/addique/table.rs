//! Addique's open table as SVG: the pieces played (plus signs with four digits around a centre
//! dot), a dot on each spot where the chosen piece fits and the dashed outline of the one pointed
//! at or focused, the piece being tried and the numbers it makes. A square is `CELL` board units wide; square (x, y) spans x·CELL to (x + 1)·CELL, so
//! the table extends as far as play does, negative coordinates included.
//!
//! For the keyboard and screen readers the table is an ARIA grid with one tab stop: its rows are
//! the rows of the table that hold a place to go to (the spots where the chosen piece fits, or
//! the pieces played while none is chosen), its cells those places, left to right. The drawing
//! itself is hidden from screen readers; the cells name what it shows.

use super::words::Says;
use crate::games::tiles::BoardZoom;
use crate::i18n::t;
use gameshelf_engine::addique::{score, Number, Piece, Table};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

pub const CELL: i32 = 40;

/// Empty squares shown around the pieces and spots, and the fewest squares across the table
/// shows, so that the first piece is not drawn huge.
const MARGIN: i32 = 1;
const MIN_SIDE: i32 = 9;

/// A spot and the point it is drawn at count as the same within this many squares.
const SPOT_REACH: f64 = 0.9;

/// A piece's centre square on the table.
pub type Spot = (i32, i32);

/// The square part of the table to show, in board units (x, y, width, height): every piece and
/// every spot a piece may take, with a margin.
pub fn extent(table: &Table, spots: &[Spot]) -> (i32, i32, i32, i32) {
    let squares = table
        .pieces()
        .iter()
        .map(|&(_, at)| at)
        .chain(spots.iter().copied());
    let (mut left, mut top, mut right, mut bottom) = (0, 0, 0, 0);
    for (x, y) in squares {
        // A piece reaches one square beyond its centre each way.
        left = left.min(x - 1);
        right = right.max(x + 1);
        top = top.min(y - 1);
        bottom = bottom.max(y + 1);
    }
    let side = (right - left).max(bottom - top) + 1 + 2 * MARGIN;
    let side = side.max(MIN_SIDE);
    // Centred on the pieces' middle, rounded to whole squares.
    let x = (left + right + 1 - side) / 2;
    let y = (top + bottom + 1 - side) / 2;
    (x * CELL, y * CELL, side * CELL, side * CELL)
}

/// The spot nearest to a client point on the table drawn in `svg`, if one is within reach.
pub fn spot_at(svg: &NodeRef<leptos::svg::Svg>, spots: &[Spot], client: (i32, i32)) -> Option<Spot> {
    let svg: web_sys::SvgGraphicsElement = svg.get_untracked()?.unchecked_into();
    let m = svg.get_screen_ctm()?.inverse().ok()?;
    let (x, y) = (client.0 as f32, client.1 as f32);
    // In squares, with a square's middle at whole numbers.
    let square = |units: f32| f64::from(units) / f64::from(CELL) - 0.5;
    let (x, y) = (
        square(m.a() * x + m.c() * y + m.e()),
        square(m.b() * x + m.d() * y + m.f()),
    );
    // Squared, which orders the same without a square root.
    let distance = |&(sx, sy): &Spot| (f64::from(sx) - x).powi(2) + (f64::from(sy) - y).powi(2);
    spots
        .iter()
        .filter(|spot| distance(spot) <= SPOT_REACH * SPOT_REACH)
        .min_by(|a, b| distance(a).total_cmp(&distance(b)))
        .copied()
}

/// The keyboard's help under the legend, which the table's grid points to.
pub const KEYS_HELP_ID: &str = "addique-keys";

/// Where an arrow key, Home or End moves the keyboard's focus from `from` among `places` (the
/// spots or the pieces' centres). Left and right go along the row, else to the nearest place
/// that way; up and down go to the nearest row that way, at its place nearest across, so that
/// every place can be reached; Home and End go to the row's ends, with Ctrl to the first and
/// last places of all.
pub fn step(places: &[Spot], from: Spot, key: &str, ctrl: bool) -> Option<Spot> {
    let (x, y) = from;
    let all = places.iter().copied();
    let in_row = all.clone().filter(|&(_, row)| row == y);
    let reading = |&(x, y): &Spot| (y, x);
    match key {
        "ArrowLeft" | "ArrowRight" => {
            let way = if key == "ArrowRight" { 1 } else { -1 };
            let ahead = |&(to, _): &Spot| (to - x) * way > 0;
            in_row
                .filter(ahead)
                .min_by_key(|&(to, _)| (to - x).abs())
                .or_else(|| {
                    // Rows apart count double, so that the place picked lies mostly that way.
                    all.filter(ahead)
                        .min_by_key(|&(to, row)| ((to - x).abs() + 2 * (row - y).abs(), row, to))
                })
        }
        "ArrowUp" | "ArrowDown" => {
            let way = if key == "ArrowDown" { 1 } else { -1 };
            let row = all
                .clone()
                .map(|(_, row)| row)
                .filter(|row| (row - y) * way > 0)
                .min_by_key(|row| (row - y).abs())?;
            all.filter(|&(_, other)| other == row)
                .min_by_key(|&(to, _)| ((to - x).abs(), to))
        }
        "Home" if ctrl => all.min_by_key(reading),
        "End" if ctrl => all.max_by_key(reading),
        "Home" => in_row.min_by_key(|&(to, _)| to),
        "End" => in_row.max_by_key(|&(to, _)| to),
        _ => None,
    }
}

/// The place nearest to `to`, the first in reading order among equals.
pub fn nearest(places: &[Spot], to: Spot) -> Option<Spot> {
    places
        .iter()
        .copied()
        .min_by_key(|&(x, y)| ((x - to.0).pow(2) + (y - to.1).pow(2), y, x))
}

/// Gives the keyboard's focus to the grid cell of the place `at` on the table `svg` draws. True
/// when that place lies outside the part of the table on show, which should then refit.
pub fn focus_place(svg: &NodeRef<leptos::svg::Svg>, at: Spot) -> bool {
    let Some(svg) = svg.get_untracked() else {
        return false;
    };
    let selector = format!("[data-cell=\"{},{}\"]", at.0, at.1);
    let Ok(Some(cell)) = svg.query_selector(&selector) else {
        return false;
    };
    let _ = cell.unchecked_ref::<web_sys::SvgElement>().focus();
    let (shown, place) = (svg.get_bounding_client_rect(), cell.get_bounding_client_rect());
    place.left() < shown.left()
        || place.top() < shown.top()
        || place.right() > shown.right()
        || place.bottom() > shown.bottom()
}

/// Whether the keyboard's focus is on one of the table's cells.
pub fn holds_focus(svg: &NodeRef<leptos::svg::Svg>) -> bool {
    let focused = document().active_element();
    svg.get_untracked()
        .is_some_and(|svg| focused.is_some_and(|focused| svg.contains(Some(&focused))))
}

/// The outline of the plus a piece centred on `at` covers.
pub fn plus_path(at: Spot) -> String {
    let (x, y, c) = (at.0 * CELL, at.1 * CELL, CELL);
    format!("M{x} {}h{c}v{c}h{c}v{c}h-{c}v{c}h-{c}v-{c}h-{c}v-{c}h{c}z", y - c)
}

/// A piece: its outline, a digit on each arm and the dot in the middle.
#[component]
pub fn PieceShape(piece: Piece, at: Spot, #[prop(into)] class: String) -> impl IntoView {
    let digits = Table::squares(piece, at)
        .into_iter()
        .filter_map(|((x, y), cell)| match cell {
            gameshelf_engine::addique::Cell::Arm(digit) => Some(view! {
                <text x=x * CELL + CELL / 2 y=y * CELL + CELL / 2 + 9 class="piece-digit">{digit.to_string()}</text>
            }),
            gameshelf_engine::addique::Cell::Centre => None,
        })
        .collect_view();
    view! {
        <g class=class data-piece=piece.to_string() data-at=format!("{},{}", at.0, at.1)>
            <path d=plus_path(at) />
            {digits}
            <circle class="piece-dot" cx=at.0 * CELL + CELL / 2 cy=at.1 * CELL + CELL / 2 r="4" />
        </g>
    }
}

/// A number's squares as one rounded band, green when it scores.
fn number_band(number: &Number) -> impl IntoView {
    let (first, last) = (number.squares[0], number.squares[number.squares.len() - 1]);
    let inset = 5;
    let class = if number.divisible {
        "number divisible"
    } else {
        "number"
    };
    view! {
        <rect
            class=class
            x=first.0 * CELL + inset
            y=first.1 * CELL + inset
            width=(last.0 - first.0 + 1) * CELL - 2 * inset
            height=(last.1 - first.1 + 1) * CELL - 2 * inset
            rx="8"
            data-number=number.value.to_string()
        />
    }
}

/// Where the chosen piece may go: a dot on each spot, and the dashed outline of the plus it
/// would cover on the one `outlined`. Spots a square apart overlap, so one outline at a time.
#[component]
fn Ghosts(spots: Signal<Vec<Spot>>, outlined: Signal<Option<Spot>>) -> impl IntoView {
    let dots = move || {
        spots
            .get()
            .into_iter()
            .map(|at| {
                let (cx, cy) = (at.0 * CELL + CELL / 2, at.1 * CELL + CELL / 2);
                // The dot marks the spot; a square-wide circle round it is what a finger taps.
                view! {
                    <circle class="ghost-centre" cx=cx cy=cy r="9" />
                    <circle class="ghost-hit" cx=cx cy=cy r=CELL / 2 data-testid="ghost" data-spot=format!("{},{}", at.0, at.1) />
                }
            })
            .collect_view()
    };
    let outline = move || {
        outlined.get().map(|at| {
            view! { <path class="ghost" d=plus_path(at) data-testid="ghost-outline" data-spot=format!("{},{}", at.0, at.1) /> }
        })
    };
    // The outline under the dots, which stay whole to tap.
    view! { {outline} {dots} }
}

/// The pieces played since the player to move last played: each outlined; several also
/// numbered in the order they were played.
#[component]
fn RecentOutlines(recent: Signal<Vec<Spot>>) -> impl IntoView {
    move || {
        let recent = recent.get();
        let numbered = recent.len() > 1;
        recent
            .into_iter()
            .enumerate()
            .map(|(index, at)| {
                // On the centre square, over the piece's dot: no digit is hidden.
                let (cx, cy) = (at.0 * CELL + CELL / 2, at.1 * CELL + CELL / 2);
                view! {
                    <path class="last-piece" d=plus_path(at) />
                    {numbered.then(|| view! {
                        <circle class="recent-badge" cx=cx cy=cy r="13" />
                        <text class="recent-number" x=cx y=cy + 6 data-testid="recent-number">{(index + 1).to_string()}</text>
                    })}
                }
            })
            .collect_view()
    }
}

#[component]
pub fn AddiqueTable(
    #[prop(into)] table: Signal<Table>,
    /// Where the chosen piece may go: drawn as dots, empty while no piece is chosen.
    #[prop(into)]
    spots: Signal<Vec<Spot>>,
    /// The spot whose outline is drawn (see [`Ghosts`]).
    #[prop(into)]
    outlined: Signal<Option<Spot>>,
    /// The pointer moved over the table, to this client point, or (`None`) left it.
    on_point: Callback<Option<(i32, i32)>>,
    /// The piece being tried and where.
    #[prop(into)]
    trial: Signal<Option<(Piece, Spot)>>,
    /// The numbers to pick out: those the tried piece makes.
    #[prop(into)]
    numbers: Signal<Vec<Number>>,
    /// Where the pieces went since the player to move last played, oldest first.
    #[prop(into)]
    recent: Signal<Vec<Spot>>,
    zoom: BoardZoom,
    node_ref: NodeRef<leptos::svg::Svg>,
    on_spot: Callback<Spot>,
    /// Where the keyboard's focus may go, in reading order (top to bottom, then left to right).
    #[prop(into)]
    places: Signal<Vec<Spot>>,
    /// The place that takes the focus when the table is tabbed to.
    #[prop(into)]
    tab_stop: Signal<Option<Spot>>,
    /// What a screen reader says for a place (tracked).
    label: Callback<Spot, String>,
    /// A place got the keyboard's focus, or (`None`) the focus left the table's places.
    on_focus_place: Callback<Option<Spot>>,
    /// A key pressed while a place has the focus.
    on_key: Callback<web_sys::KeyboardEvent>,
) -> impl IntoView {
    let placed = move || {
        table.with(|table| {
            table
                .pieces()
                .iter()
                .map(|&(piece, at)| view! { <PieceShape piece=piece at=at class="piece placed" /> })
                .collect_view()
        })
    };
    let tried = move || {
        trial
            .get()
            .map(|(piece, at)| view! { <PieceShape piece=piece at=at class="piece trial" /> })
    };
    let bands = move || numbers.with(|numbers| numbers.iter().map(number_band).collect_view());
    // The grid's rows: each row's y and the x of its places, left to right.
    let rows = Memo::new(move |_| {
        places.with(|places| {
            let mut rows: Vec<(i32, Vec<i32>)> = Vec::new();
            for &(x, y) in places {
                match rows.last_mut() {
                    Some((row, xs)) if *row == y => xs.push(x),
                    _ => rows.push((y, vec![x])),
                }
            }
            rows
        })
    });
    let row_places = move |y: i32| {
        rows.with(|rows| {
            rows.iter()
                .find(|(row, _)| *row == y)
                .map(|(_, xs)| xs.clone())
                .unwrap_or_default()
        })
    };
    // Keyed by place, so that the focused cell stays when the piece tried there is played.
    let cell = move |at: Spot| {
        view! {
            <g
                role="gridcell"
                class="table-cell"
                tabindex=move || if tab_stop.get() == Some(at) { "0" } else { "-1" }
                aria-label=move || label.run(at)
                data-cell=format!("{},{}", at.0, at.1)
                on:focus=move |_| on_focus_place.run(Some(at))
                on:blur=move |_| on_focus_place.run(None)
            >
                <path class="focus-ring" d=plus_path(at) />
                <path class="focus-ring-inner" d=plus_path(at) />
            </g>
        }
    };
    let grid = view! {
        <For each=move || rows.get() key=|(y, _)| *y let:row>
            <g role="row">
                <For each=move || row_places(row.0) key=|x| *x let:x>
                    {cell((x, row.0))}
                </For>
            </g>
        </For>
    };
    view! {
        <svg
            class="board addique-table"
            viewBox=move || zoom.view_box()
            node_ref=node_ref
            role="grid"
            aria-label=t(Says::Table)
            aria-describedby=KEYS_HELP_ID
            data-testid="addique-table"
            on:keydown=move |event| on_key.run(event)
            on:pointermove=move |event| on_point.run(Some((event.client_x(), event.client_y())))
            on:pointerleave=move |_| on_point.run(None)
            on:click=move |event| {
                let shown = spots.get_untracked();
                if let Some(spot) = spot_at(&node_ref, &shown, (event.client_x(), event.client_y())) {
                    on_spot.run(spot);
                }
            }
        >
            <g class="drawing" aria-hidden="true">
                <g class="pieces">{placed}</g>
                <RecentOutlines recent=recent />
                <g class="ghosts"><Ghosts spots=spots outlined=outlined /></g>
                {tried}
                <g class="numbers">{bands}</g>
            </g>
            {grid}
        </svg>
    }
}

/// A small picture for the shelf: the rules' scoring piece 2475 notched in, making 4761, 72
/// and 72 for 545 points.
#[component]
pub fn TablePreview() -> impl IntoView {
    let mut table = Table::new();
    for (text, at) in [
        ("2673", (2, -1)),
        ("6534", (3, 1)),
        ("3861", (5, 0)),
        ("1782", (1, 2)),
        ("4158", (6, -2)),
        ("5643", (4, -3)),
        ("8217", (2, -4)),
        ("2871", (0, -3)),
    ] {
        let piece = text.parse().expect("a piece of the set");
        table.place(piece, at).expect("the rules' example is legal");
    }
    let scoring: Piece = "2475".parse().expect("a piece of the set");
    let scored = score(&table, scoring, (0, 0));
    let bands = scored
        .numbers
        .iter()
        .filter(|number| number.divisible)
        .map(number_band)
        .collect_view();
    view! {
        <TableThumbnail table=table>
            <PieceShape piece=scoring at=(0, 0) class="piece trial" />
            {bands}
        </TableThumbnail>
    }
}

/// A table drawn small and whole: the shelf's picture (with `children` drawn over it), or a
/// saved game's.
#[component]
pub fn TableThumbnail(table: Table, #[prop(optional)] children: Option<Children>) -> impl IntoView {
    let pieces = table
        .pieces()
        .iter()
        .map(|&(piece, at)| view! { <PieceShape piece=piece at=at class="piece placed" /> })
        .collect_view();
    // The shelf's picture adds its scoring piece at the centre, inside the same extent.
    let (x, y, width, height) = extent(&table, &[(0, 0)]);
    view! {
        <svg class="board preview addique-table" viewBox=format!("{x} {y} {width} {height}") aria-hidden="true">
            {pieces}
            {children.map(|children| children())}
        </svg>
    }
}
