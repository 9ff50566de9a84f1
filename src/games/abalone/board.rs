//! The hexagonal board as SVG: holes, marbles, the selection, the legal-move arrows, and the
//! taps, drags and keys that become moves. Which moves are legal is always the engine's answer.
//!
//! By keyboard the holes are one grid with a roving focus: the arrow keys follow the board as
//! drawn, turned or not, and Enter or Space does what a tap on the focused hole does.

use super::seats::{colour, mark};
use crate::i18n::{t, Msg};
use crate::ui::announce::announce;
use gameshelf_engine::abalone::{Cell, Dir, Effect, Layout, Line, Move, Played, Position, RuleError, Seat};
use gameshelf_engine::common::record::GameKind;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

// The geometry is in whole SVG units, so that nothing formats a float: rows are 52 units
// apart for holes 60 apart (a true hexagon would have 51.96), and radii are rounded too.

/// Distance between neighbouring holes, in SVG units.
const SPACING: i32 = 60;
const ROW_HEIGHT: i32 = 52;
pub const WIDTH: i32 = SPACING * 10;
pub const HEIGHT: i32 = SPACING * 2 + ROW_HEIGHT * 8;
/// The centre of the board, E5, which it turns about.
const MIDDLE: (i32, i32) = (WIDTH / 2, HEIGHT / 2);
const HOLE_RADIUS: i32 = 24;
const MARBLE_RADIUS: i32 = 26;
/// The keyboard focus ring's radius: outside the marble, its selection ring and the last-move ring.
const FOCUS_RADIUS: i32 = 34;
/// The paragraph telling the board's keys, which the grid of holes refers to.
pub const KEYS_HELP_ID: &str = "abalone-keys";
/// A pointer that travels less than this is a tap, not a drag.
const DRAG_THRESHOLD: f64 = 21.0;
/// One step in each direction, in `Dir::ALL` order.
const STEPS: [(i32, i32); 6] = [(60, 0), (30, -52), (-30, -52), (-60, 0), (-30, 52), (30, 52)];
/// Each seat colour's shading, light to dark, for marbles that look round.
const MARBLE_SHADES: [(&str, [&str; 3]); 4] = [
    ("black", ["#6b6f78", "#23252a", "#0b0c0e"]),
    ("white", ["#ffffff", "#e9e4da", "#b9b1a3"]),
    ("blue", ["#6fb3e6", "#0072b2", "#00416a"]),
    ("red", ["#ffb27a", "#d55e00", "#7f3800"]),
];
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

fn offset(dir: Dir) -> (i32, i32) {
    STEPS[dir as usize]
}

/// `step` scaled by `percent`, for placing things part of the way to the next hole.
fn part_of((x, y): (i32, i32), percent: i32) -> (i32, i32) {
    (x * percent / 100, y * percent / 100)
}

/// The direction closest to a vector in SVG coordinates.
fn direction_of(dx: f64, dy: f64) -> Dir {
    let along = |dir: &Dir| {
        let (x, y) = offset(*dir);
        dx * x as f64 + dy * y as f64
    };
    Dir::ALL
        .into_iter()
        .max_by(|a, b| along(a).total_cmp(&along(b)))
        .expect("six directions")
}

fn cell_at(x: f64, y: f64) -> Option<Cell> {
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

fn dir_name(dir: Dir) -> &'static str {
    match dir {
        Dir::East => "E",
        Dir::NorthEast => "NE",
        Dir::NorthWest => "NW",
        Dir::West => "W",
        Dir::SouthWest => "SW",
        Dir::SouthEast => "SE",
    }
}

fn marble_class(seat: Seat) -> String {
    format!("marble {}", colour(seat))
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

/// A layout's start drawn small and still, for the shelf and the layout picker.
#[component]
pub fn LayoutPreview(layout: Layout) -> impl IntoView {
    view! { <PositionPreview position=Position::new(layout) /> }
}

/// A position drawn small and still: a layout's start, or a saved game's board.
#[component]
pub fn PositionPreview(position: Position) -> impl IntoView {
    view! {
        <svg class="board preview" viewBox=format!("0 0 {WIDTH} {HEIGHT}") aria-hidden="true">
            <polygon class="frame" points=frame_points() />
            {Cell::all()
                .map(|cell| {
                    let (x, y) = centre(cell);
                    let class = position.at(cell).map_or("hole".to_string(), marble_class);
                    view! { <circle class=class cx=x cy=y r=25 /> }
                })
                .collect_view()}
        </svg>
    }
}

/// A pointer pressed on the board, until it is released.
#[derive(Clone)]
struct Press {
    cell: Option<Cell>,
    at: (f64, f64),
    /// Own marbles dragged across so far, starting with the one pressed.
    path: Vec<Cell>,
    on_selection: bool,
    dragged: bool,
}

/// The interactive board. Every move the player asks for is checked by the engine here: a legal
/// one goes to `on_move` as the engine's `Move`, a refused one to `on_illegal` with the rule.
#[component]
pub fn Board(
    #[prop(into)] position: Signal<Position>,
    selection: RwSignal<Vec<Cell>>,
    #[prop(into)] interactive: Signal<bool>,
    /// The move to highlight as the last one played.
    #[prop(into)]
    last_move: Signal<Option<Effect>>,
    /// The move just played, to animate; `None` after undo or when stepping through a replay.
    #[prop(into)]
    animate: Signal<Option<Played>>,
    on_move: Callback<Move>,
    /// A move, or a selection, the rules refuse.
    on_illegal: Callback<RuleError>,
    /// Turns the board so that the player to move sits at the bottom.
    #[prop(optional)]
    turn_to_mover: bool,
    /// Turns the board half round by hand, on top of any turn to the mover.
    #[prop(optional, into)]
    flipped: Signal<bool>,
) -> impl IntoView {
    // Each seat's home side, from where its marbles start; the board turns the shortest way.
    let layout_angles: Vec<i32> = {
        let layout = match position.with_untracked(|p| p.seat_count()) {
            3 => Layout::ThreePlayer,
            4 => Layout::FourPlayer,
            _ => Layout::Standard,
        };
        let home = Position::new(layout);
        home.seats().map(|seat| home_angle(&home, seat)).collect()
    };
    let turned = StoredValue::new(0_i32);
    let rotation = Memo::new(move |_| {
        let to_mover = if turn_to_mover {
            layout_angles[position.with(|p| p.to_move().index())]
        } else {
            0
        };
        let target = to_mover + if flipped.get() { 180 } else { 0 };
        let current = turned.get_value();
        let step = (target - current).rem_euclid(360);
        let next = current + if step > 180 { step - 360 } else { step };
        turned.set_value(next);
        next
    });
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();
    let rotor_ref = NodeRef::<leptos::svg::G>::new();
    let press = StoredValue::new(None::<Press>);
    // The hole with the board's one tab stop, and how far Up and Down have strayed sideways from
    // the column they started in, in half-steps (negative: to the left), to come back to it.
    let focused = RwSignal::new(Cell::new(5, 5).expect("E5"));
    let drift = StoredValue::new(0_i32);
    let line = Memo::new(move |_| selection.with(|cells| Line::through(cells)));
    let attempt = move |(line, dir): (Line, Dir)| match position
        .with_untracked(|position| position.move_selection(line, dir))
    {
        Ok(mv) => on_move.run(mv),
        Err(error) => on_illegal.run(error),
    };
    let legal = Memo::new(move |_| match line.get() {
        Some(line) if interactive.get() => position.with(|p| p.selection_moves(line)),
        _ => Vec::new(),
    });
    let targets = Memo::new(move |_| match line.get() {
        Some(line) => legal.with(|moves| {
            moves
                .iter()
                .flat_map(|&(dir, _)| line.destinations(dir))
                .collect::<Vec<_>>()
        }),
        None => Vec::new(),
    });
    // A marble the player may pick up: their own, or their partner's in the four-player game.
    let selectable = move |cell: Cell| position.with_untracked(|p| p.select(&[cell]).is_ok());

    // Client pixels to SVG units, honouring the viewBox's letterboxing.
    // Client pixels to board units through the turning group's current screen matrix, which
    // the browser keeps exact through the viewBox's letterboxing and mid-way through a turn.
    let to_board = move |client_x: f64, client_y: f64| -> Option<(f64, f64)> {
        let rotor: web_sys::SvgGraphicsElement = rotor_ref.get_untracked()?.unchecked_into();
        let m = rotor.get_screen_ctm()?.inverse().ok()?;
        let (x, y) = (client_x as f32, client_y as f32);
        Some((
            (m.a() * x + m.c() * y + m.e()) as f64,
            (m.b() * x + m.d() * y + m.f()) as f64,
        ))
    };

    // The move a tap or Enter plays into each hole, which the holes' names tell; a marble that
    // can be selected is selected or put down instead.
    let moves_here = Memo::new(move |_| {
        let Some(line) = line.get() else { return Vec::new() };
        legal.with(|legal| {
            Cell::all()
                .filter(|&cell| !selectable(cell))
                .filter_map(|cell| {
                    let dir = direction_towards(line, legal, cell)?;
                    let (_, mv) = legal.iter().find(|(legal, _)| *legal == dir)?;
                    Some((cell, mv.to_string()))
                })
                .collect::<Vec<_>>()
        })
    });

    // Moves the selection towards a hole it does not cover; true if a move was tried, false if
    // no move reaches the hole and the selection was put down instead.
    let attempt_towards = move |target: Cell| {
        let chosen = line.get_untracked().and_then(|line| {
            let dir = legal.with_untracked(|legal| direction_towards(line, legal, target))?;
            Some((line, dir))
        });
        match chosen {
            Some(line_and_dir) => attempt(line_and_dir),
            None => selection.set(Vec::new()),
        }
        chosen.is_some()
    };

    // Tapping a marble adds it to the selection or takes it out; a marble that does not fit the
    // line starts a new selection, and a fourth in a row is refused with the rule.
    let tap_marble = move |cell: Cell| {
        let mut cells = selection.get_untracked();
        if let Some(index) = cells.iter().position(|&other| other == cell) {
            cells.remove(index);
            if Line::through(&cells).is_none() {
                cells.clear();
            }
            selection.set(cells);
            return;
        }
        cells.push(cell);
        match position.with_untracked(|p| p.select(&cells)) {
            Ok(_) => selection.set(cells),
            Err(error @ RuleError::TooManyMarbles) => on_illegal.run(error),
            Err(_) => selection.set(vec![cell]),
        }
    };

    let on_pointer_down = move |event: web_sys::PointerEvent| {
        let on_arrow = event
            .target()
            .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
            .and_then(|element| element.closest("[data-dir]").ok().flatten())
            .is_some();
        if !interactive.get_untracked() || on_arrow || event.button() != 0 {
            return;
        }
        let Some(at) = to_board(event.client_x() as f64, event.client_y() as f64) else {
            return;
        };
        let cell = cell_at(at.0, at.1);
        let path = cell.filter(|&cell| selectable(cell)).into_iter().collect();
        let on_selection = cell.is_some_and(|cell| selection.with_untracked(|cells| cells.contains(&cell)));
        if let Some(svg) = svg_ref.get_untracked() {
            let _ = svg.set_pointer_capture(event.pointer_id());
        }
        press.set_value(Some(Press {
            cell,
            at,
            path,
            on_selection,
            dragged: false,
        }));
    };

    let on_pointer_move = move |event: web_sys::PointerEvent| {
        let Some(mut current) = press.get_value() else {
            return;
        };
        let Some(at) = to_board(event.client_x() as f64, event.client_y() as f64) else {
            return;
        };
        if (at.0 - current.at.0).hypot(at.1 - current.at.1) > DRAG_THRESHOLD {
            current.dragged = true;
        }
        // Dragging from an unselected marble selects the own line it passes over.
        if let (false, Some(&start), Some(cell)) =
            (current.on_selection, current.path.first(), cell_at(at.0, at.1))
        {
            let straight = Dir::ALL.into_iter().find_map(|dir| {
                let one = start.step(dir)?;
                if one == cell {
                    return Some(vec![start, one]);
                }
                let two = one.step(dir)?;
                (two == cell).then(|| vec![start, one, two])
            });
            if let Some(cells) = straight.filter(|cells| cells.iter().all(|&cell| selectable(cell))) {
                current.path = cells;
            } else if cell == start {
                current.path = vec![start];
            }
            if current.dragged {
                selection.set(current.path.clone());
            }
        }
        press.set_value(Some(current));
    };

    let on_pointer_up = move |event: web_sys::PointerEvent| {
        let Some(current) = press.get_value() else { return };
        press.set_value(None);
        let Some(at) = to_board(event.client_x() as f64, event.client_y() as f64) else {
            return;
        };
        let released_on = cell_at(at.0, at.1);
        if !current.dragged {
            // The keyboard carries on from the hole tapped last.
            if let Some(cell) = current.cell {
                focused.set(cell);
                drift.set_value(0);
            }
            match current.cell {
                Some(cell) if selectable(cell) => tap_marble(cell),
                Some(cell) => {
                    attempt_towards(cell);
                }
                None => selection.set(Vec::new()),
            }
            return;
        }
        if current.on_selection {
            // A selected line dragged in a direction moves that way.
            if let Some(line) = line.get_untracked() {
                attempt((line, direction_of(at.0 - current.at.0, at.1 - current.at.1)));
            }
            return;
        }
        let Some(&end) = current.path.last() else { return };
        selection.set(current.path.clone());
        // Released beyond the marbles dragged across: move them towards the release point.
        if released_on.is_none_or(|cell| !current.path.contains(&cell)) {
            if let Some(line) = Line::through(&current.path) {
                let (ex, ey) = centre(end);
                attempt((line, direction_of(at.0 - ex as f64, at.1 - ey as f64)));
            }
        }
    };

    let say_selection = move || {
        let cells = selection.with_untracked(|cells| cells.iter().map(Cell::to_string).collect());
        announce(t(Msg::AbaloneSelected(cells)));
    };
    // Enter or Space on a hole: what a tap there does, and the selection said aloud.
    let act = move |cell: Cell| {
        if !interactive.get_untracked() {
            return;
        }
        let before = selection.get_untracked();
        if selectable(cell) {
            tap_marble(cell);
            if selection.with_untracked(|after| *after != before) {
                say_selection();
            }
        } else if !attempt_towards(cell) && !before.is_empty() {
            say_selection();
        }
    };
    let focus_hole = move |cell: Cell| {
        focused.set(cell);
        let hole = svg_ref.get_untracked().and_then(|svg| {
            svg.query_selector(&format!("[data-hole=\"{cell}\"]"))
                .ok()
                .flatten()
        });
        if let Some(hole) = hole {
            let _ = hole.unchecked_into::<web_sys::SvgElement>().focus();
        }
    };
    let on_key = move |event: web_sys::KeyboardEvent| {
        // Modified keys belong to the browser and to screen readers.
        if event.alt_key() || event.ctrl_key() || event.meta_key() {
            return;
        }
        let cell = focused.get_untracked();
        let key = event.key();
        match key.as_str() {
            "Enter" | " " => {
                if !event.repeat() {
                    act(cell);
                }
            }
            "Escape" if selection.with_untracked(|cells| !cells.is_empty()) => {
                selection.set(Vec::new());
                say_selection();
            }
            "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End" => {
                if let Some((next, new_drift)) =
                    focus_step(cell, &key, rotation.get_untracked(), drift.get_value())
                {
                    drift.set_value(new_drift);
                    focus_hole(next);
                }
            }
            _ => return,
        }
        event.prevent_default();
    };
    // Focus that arrives some other way (a screen reader) moves the tab stop along. (On the
    // holes themselves: Chromium makes any SVG element with a focus listener a tab stop.)
    let on_focus = move |cell: Cell| {
        if cell != focused.get_untracked() {
            focused.set(cell);
            drift.set_value(0);
        }
    };

    // What the last move moved, worked out once for the holes and the rings.
    let last_movements = Memo::new(move |_| {
        last_move
            .get()
            .map(|effect| effect.movements())
            .unwrap_or_default()
    });
    let holes = Cell::all()
        .map(|cell| {
            let (x, y) = centre(cell);
            let moved_from = move || last_movements.with(|moves| moves.iter().any(|m| m.0 == cell));
            let target = move || targets.with(|cells| cells.contains(&cell));
            view! {
                <circle
                    class="hole"
                    class:last-from=moved_from
                    class:target=target
                    cx=x
                    cy=y
                    r=HOLE_RADIUS
                    data-cell=cell.to_string()
                />
            }
        })
        .collect_view();

    let marbles = move || {
        let position = position.get();
        let animate = animate.get();
        let movements = animate
            .map(|played| played.effect.movements())
            .unwrap_or_default();
        let marked = position.seat_count() > 2;
        let pieces = position
            .seats()
            .flat_map(|seat| position.marble_cells(seat).map(move |cell| (cell, seat)));
        let mut views = pieces
            .map(|(cell, seat)| {
                let (x, y) = centre(cell);
                let from = movements.iter().find(|m| m.1 == Some(cell)).map(|m| centre(m.0));
                let style = from.map(|(fx, fy)| format!("--dx:{}px;--dy:{}px", fx - x, fy - y));
                let selected = move || selection.with(|cells| cells.contains(&cell));
                view! {
                    <g
                        class=marble_class(seat)
                        class:slide=from.is_some()
                        class:selected=selected
                        style=style
                        data-cell=cell.to_string()
                        data-side=colour(seat)
                    >
                        <circle cx=x cy=y r=MARBLE_RADIUS />
                        {marked.then(|| view! { <g transform=format!("translate({x} {y})")>{mark(seat, MARBLE_RADIUS)}</g> })}
                    </g>
                }
                .into_any()
            })
            .collect::<Vec<_>>();
        // The marble pushed off leaves over the edge and fades.
        if let Some((played, cell)) = animate.and_then(|played| Some((played, played.effect.pushed_off?))) {
            let (x, y) = centre(cell);
            let (dx, dy) = offset(played.effect.dir);
            let pushed = played
                .before
                .at(cell)
                .expect("a pushed-off marble was on the board");
            views.push(
                view! {
                    <circle
                        class=format!("{} falling", marble_class(pushed))
                        cx=x + dx
                        cy=y + dy
                        r=MARBLE_RADIUS
                        style=format!("--dx:{}px;--dy:{}px", -dx, -dy)
                    />
                }
                .into_any(),
            );
        }
        views
    };

    // Rings over the marbles that arrived with the last move, so it stays visible.
    let last_rings = move || {
        last_movements
            .get()
            .into_iter()
            .filter_map(|(_, to)| to)
            .map(|cell| {
                let (x, y) = centre(cell);
                view! { <circle class="last-ring" cx=x cy=y r=28 /> }
            })
            .collect::<Vec<_>>()
    };

    let arrows = move || {
        let Some(line) = line.get() else { return Vec::new() };
        legal
            .get()
            .into_iter()
            .map(|(dir, mv)| {
                let (x, y) = arrow_anchor(line, dir);
                let angle = -(dir as i32) * 60;
                let notation = mv.to_string();
                view! {
                    <g
                        class="arrow"
                        data-dir=dir_name(dir)
                        data-move=notation.clone()
                        role="button"
                        aria-label=t(Msg::MoveArrow(notation))
                        transform=format!("translate({x} {y}) rotate({angle})")
                        on:click=move |_| attempt((line, dir))
                    >
                        <circle r=16 />
                        <path d="M -9 -9 L 10 0 L -9 9 Z" />
                    </g>
                }
            })
            .collect::<Vec<_>>()
    };

    // The holes as the keyboard and screen readers know them, drawn over everything else but
    // invisible until focused; the pointer passes through them to the board.
    let focus_holes = (1..=9u8)
        .rev()
        .map(|row| {
            let row_holes = Cell::all()
                .filter(move |cell| cell.row() == row)
                .map(|cell| {
                    let (x, y) = centre(cell);
                    let label = move || {
                        t(Msg::AbaloneHole {
                            cell: cell.to_string(),
                            marble: position.with(|p| p.at(cell)),
                            selected: selection.with(|cells| cells.contains(&cell)),
                            moved_last: last_movements.with(|moves| moves.iter().any(|m| m.1 == Some(cell))),
                            move_here: moves_here
                                .with(|moves| moves.iter().find(|m| m.0 == cell).map(|m| m.1.clone())),
                        })
                    };
                    view! {
                        <circle
                            class="focus-hole"
                            role="gridcell"
                            data-hole=cell.to_string()
                            cx=x
                            cy=y
                            r=FOCUS_RADIUS
                            tabindex=move || if focused.get() == cell { "0" } else { "-1" }
                            aria-label=label
                            on:focus=move |_| on_focus(cell)
                            // Only a screen reader's activation clicks here: the pointer passes through.
                            on:click=move |_| act(cell)
                        />
                    }
                })
                .collect_view();
            view! { <g role="row">{row_holes}</g> }
        })
        .collect_view();

    view! {
        <svg
            node_ref=svg_ref
            class="board"
            class:interactive=interactive
            viewBox=format!("0 0 {WIDTH} {HEIGHT}")
            role="group"
            aria-label=t(Msg::GameName(GameKind::Abalone))
            data-testid="board"
            on:pointerdown=on_pointer_down
            on:pointermove=on_pointer_move
            on:pointerup=on_pointer_up
            on:pointercancel=move |_| press.set_value(None)
        >
            <defs>
                {MARBLE_SHADES
                    .iter()
                    .map(|(colour, [light, middle, dark])| {
                        view! {
                            <radialGradient id=format!("marble-{colour}") cx="35%" cy="30%" r="70%">
                                <stop offset="0%" stop-color=*light />
                                <stop offset="55%" stop-color=*middle />
                                <stop offset="100%" stop-color=*dark />
                            </radialGradient>
                        }
                    })
                    .collect_view()}
            </defs>
            <g
                node_ref=rotor_ref
                class="rotor"
                data-rotation=move || rotation.get().to_string()
                style=move || format!("--rot:{}deg;transform-origin:{}px {}px", rotation.get(), MIDDLE.0, MIDDLE.1)
            >
                <polygon class="frame" points=frame_points() />
                {coordinate_labels()}
                <g class="holes">{holes}</g>
                <g class="marbles">{marbles}</g>
                <g class="last-move" aria-hidden="true">{last_rings}</g>
                <g class="arrows">{arrows}</g>
                <g
                    class="focus-holes"
                    role="grid"
                    aria-label=t(Msg::AbaloneBoard)
                    aria-describedby=KEYS_HELP_ID
                    on:keydown=on_key
                >
                    {focus_holes}
                </g>
            </g>
        </svg>
    }
}

/// Puts the keyboard focus back on the board, on the hole that had it last.
pub fn focus_board() {
    let hole = document()
        .query_selector("[data-testid=board] .focus-hole[tabindex=\"0\"]")
        .ok()
        .flatten();
    if let Some(hole) = hole {
        let _ = hole.unchecked_into::<web_sys::SvgElement>().focus();
    }
}

/// The engine direction drawn as `upright` (a direction on the unturned board) once the board is
/// turned `rotation` degrees clockwise, a multiple of 60: the keys follow the screen.
fn drawn_as(upright: Dir, rotation: i32) -> Dir {
    Dir::ALL[(upright as i32 + rotation.div_euclid(60)).rem_euclid(6) as usize]
}

/// Where an arrow key, Home or End takes the focus from `cell` on a board turned by `rotation`,
/// with the new sideways `drift`. Left and Right go along the row as drawn; Up and Down go to the
/// row above or below, to whichever of the two neighbours there leads back to the column they
/// started from (the left one from the column itself), so that Up then Down returns.
pub fn focus_step(cell: Cell, key: &str, rotation: i32, drift: i32) -> Option<(Cell, i32)> {
    let step = |dir: Dir| cell.step(drawn_as(dir, rotation));
    let row_end = |dir: Dir| {
        let dir = drawn_as(dir, rotation);
        std::iter::successors(Some(cell), |cell| cell.step(dir)).last()
    };
    let vertical = |left: Dir, right: Dir| {
        let left = step(left).map(|cell| (cell, drift - 1));
        let right = step(right).map(|cell| (cell, drift + 1));
        if drift < 0 {
            right.or(left)
        } else {
            left.or(right)
        }
    };
    match key {
        "ArrowLeft" => step(Dir::West).map(|cell| (cell, 0)),
        "ArrowRight" => step(Dir::East).map(|cell| (cell, 0)),
        "ArrowUp" => vertical(Dir::NorthWest, Dir::NorthEast),
        "ArrowDown" => vertical(Dir::SouthWest, Dir::SouthEast),
        "Home" => row_end(Dir::West).map(|cell| (cell, 0)),
        "End" => row_end(Dir::East).map(|cell| (cell, 0)),
        _ => None,
    }
}

/// The direction a tap or Enter on `target` moves `line`: one that brings a marble of the line
/// into it, a legal one first (of two side-steps into one hole, the first in `Dir::ALL`).
fn direction_towards(line: Line, legal: &[(Dir, Move)], target: Cell) -> Option<Dir> {
    let mut candidates = Dir::ALL
        .into_iter()
        .filter(|&dir| line.cells().any(|cell| cell.step(dir) == Some(target)));
    let first = candidates.clone().next();
    candidates
        .find(|dir| legal.iter().any(|(legal, _)| legal == dir))
        .or(first)
}

/// The turn, in degrees clockwise and in steps of 60 from -120 to 180, that brings a seat's
/// starting marbles closest to the bottom of the screen.
fn home_angle(home: &Position, seat: Seat) -> i32 {
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

/// Where a direction's arrow sits: past the leading marble for an in-line move, beside the
/// middle of the line for a side-step.
fn arrow_anchor(line: Line, dir: Dir) -> (i32, i32) {
    let (dx, dy) = part_of(offset(dir), 72);
    if line.len == 1 || dir.is_parallel(line.axis) {
        let (x, y) = centre(line.lead(dir));
        (x + dx, y + dy)
    } else {
        let (fx, fy) = centre(line.first);
        let (lx, ly) = centre(line.last());
        ((fx + lx) / 2 + dx, (fy + ly) / 2 + dy)
    }
}
