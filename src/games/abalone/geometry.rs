//! Where things are drawn on the hexagonal board, in whole SVG units, and which hole or
//! direction a point on it means.

use gameshelf_engine::abalone::{Cell, Dir, Line, Position, Seat};
use leptos::prelude::*;

// The geometry is in whole SVG units, so that nothing formats a float: rows are 52 units
// apart for holes 60 apart (a true hexagon would have 51.96), and radii are rounded too.

/// Distance between neighbouring holes, in SVG units.
const SPACING: i32 = 60;
const ROW_HEIGHT: i32 = 52;
pub const WIDTH: i32 = SPACING * 10;
pub const HEIGHT: i32 = SPACING * 2 + ROW_HEIGHT * 8;
/// The centre of the board, E5, which it turns about.
pub const MIDDLE: (i32, i32) = (WIDTH / 2, HEIGHT / 2);
pub const HOLE_RADIUS: i32 = 24;
pub const MARBLE_RADIUS: i32 = 26;
/// One step in each direction, in `Dir::ALL` order.
const STEPS: [(i32, i32); 6] = [(60, 0), (30, -52), (-30, -52), (-60, 0), (-30, 52), (30, 52)];
/// Cosine and sine of the board's turn, in steps of 60 degrees clockwise.
const TURNS: [(f64, f64); 6] = [
    (1.0, 0.0),
    (0.5, 0.866_025_403_784_438_6),
    (-0.5, 0.866_025_403_784_438_6),
    (-1.0, 0.0),
    (-0.5, -0.866_025_403_784_438_6),
    (0.5, -0.866_025_403_784_438_6),
];

/// Where a cell's centre is drawn: row A at the bottom, E5 in the middle.
pub fn centre(cell: Cell) -> (i32, i32) {
    let (row, diagonal) = (cell.row() as i32, cell.diagonal() as i32);
    (
        diagonal * SPACING - (row - 5) * SPACING / 2,
        SPACING + (9 - row) * ROW_HEIGHT,
    )
}

pub fn offset(dir: Dir) -> (i32, i32) {
    STEPS[dir as usize]
}

/// `step` scaled by `percent`, for placing things part of the way to the next hole.
pub fn part_of((x, y): (i32, i32), percent: i32) -> (i32, i32) {
    (x * percent / 100, y * percent / 100)
}

/// The direction closest to a vector in SVG coordinates.
pub fn direction_of(dx: f64, dy: f64) -> Dir {
    let along = |dir: &Dir| {
        let (x, y) = offset(*dir);
        dx * x as f64 + dy * y as f64
    };
    Dir::ALL
        .into_iter()
        .max_by(|a, b| along(a).total_cmp(&along(b)))
        .expect("six directions")
}

/// A pointer's client pixels in board units, through `element`'s current screen matrix, which
/// the browser keeps exact through the viewBox's letterboxing.
pub fn board_point(
    element: &web_sys::SvgGraphicsElement,
    event: &web_sys::PointerEvent,
) -> Option<(f64, f64)> {
    let m = element.get_screen_ctm()?.inverse().ok()?;
    let (x, y) = (event.client_x() as f32, event.client_y() as f32);
    Some((
        (m.a() * x + m.c() * y + m.e()) as f64,
        (m.b() * x + m.d() * y + m.f()) as f64,
    ))
}

pub fn cell_at(x: f64, y: f64) -> Option<Cell> {
    let reach = (SPACING / 2) as f64;
    Cell::all()
        .map(|cell| {
            let (cx, cy) = centre(cell);
            let (dx, dy) = (cx as f64 - x, cy as f64 - y);
            (cell, dx * dx + dy * dy)
        })
        .filter(|&(_, squared)| squared < reach * reach)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(cell, _)| cell)
}

/// The board's outline: a hexagon a little larger than the corner holes.
pub fn frame_points() -> String {
    let (mx, my) = centre(Cell::new(5, 5).expect("E5"));
    ["A1", "A5", "E9", "I9", "I5", "E1"]
        .iter()
        .map(|name| {
            let (x, y) = centre(name.parse().expect("corner cell"));
            let grow = 124;
            format!("{},{}", mx + (x - mx) * grow / 100, my + (y - my) * grow / 100)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Row letters on the left, diagonal numbers at the lower end of each diagonal.
pub fn coordinate_labels() -> impl IntoView {
    let rows = (1..=9u8).map(|row| {
        let first = Cell::all()
            .find(|cell| cell.row() == row)
            .expect("every row has cells");
        let (x, y) = centre(first);
        view! { <text class="coord" x=x - 47 y=y>{((b'A' + row - 1) as char).to_string()}</text> }
    });
    let diagonals = (1..=9u8).map(|diagonal| {
        let lowest = Cell::all()
            .find(|cell| cell.diagonal() == diagonal)
            .expect("every diagonal has cells");
        let (x, y) = centre(lowest);
        let (dx, dy) = part_of(offset(Dir::SouthEast), 72);
        view! { <text class="coord" x=x + dx y=y + dy>{diagonal.to_string()}</text> }
    });
    view! { <g class="coords" aria-hidden="true">{rows.collect_view()}{diagonals.collect_view()}</g> }
}

/// The turn, in degrees clockwise and in steps of 60 from -120 to 180, that brings a seat's
/// starting marbles closest to the bottom of the screen.
pub fn home_angle(home: &Position, seat: Seat) -> i32 {
    let (x, y) = home
        .marble_cells(seat)
        .map(centre)
        .fold((0, 0), |(sx, sy), (x, y)| (sx + x - MIDDLE.0, sy + y - MIDDLE.1));
    // How far down the marbles' centre lies after each turn; the lowest wins.
    let down = |turn: usize| x as f64 * TURNS[turn].1 + y as f64 * TURNS[turn].0;
    let lowest = (0..6)
        .max_by(|&a, &b| down(a).total_cmp(&down(b)))
        .expect("six turns") as i32;
    if lowest > 3 {
        lowest * 60 - 360
    } else {
        lowest * 60
    }
}

/// Where a direction's arrow sits: on the hole past the leading marble for an in-line move,
/// a step beside the middle of the line for a side-step; so arrows are a hole apart at least.
pub fn arrow_anchor(line: Line, dir: Dir) -> (i32, i32) {
    let (dx, dy) = offset(dir);
    if line.len == 1 || dir.is_parallel(line.axis) {
        let (x, y) = centre(line.lead(dir));
        (x + dx, y + dy)
    } else {
        let (fx, fy) = centre(line.first);
        let (lx, ly) = centre(line.last());
        ((fx + lx) / 2 + dx, (fy + ly) / 2 + dy)
    }
}
