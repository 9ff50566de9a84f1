//! The board's layers as SVG: holes, marbles, the last move's rings, the legal-move arrows and
//! the holes the keyboard and screen readers know; and the small still boards of the shelf.

use super::focus::KeyFocus;
use super::geometry::{
    arrow_anchor, centre, frame_points, offset, HEIGHT, HOLE_RADIUS, MARBLE_RADIUS, WIDTH,
};
use super::input::BoardInput;
use super::seats::{colour, mark};
use super::words::Says;
use crate::i18n::t;
use gameshelf_engine::abalone::{Cell, Dir, Layout, Played, Position, Seat};
use leptos::prelude::*;

/// The keyboard focus ring's radius: outside the marble, its selection ring and the last-move ring.
const FOCUS_RADIUS: i32 = 34;
/// How far from its centre an arrow takes a tap: the arrows of a lone marble sit a hole apart, so
/// that each is a target of 56 units, 32 px or more on a phone's board.
const ARROW_REACH: i32 = 28;
/// The arrow's disc, inside its reach: a marble pushed shows its colour around it.
const ARROW_RADIUS: i32 = 22;
/// An arrow pointing east, shaft and head, turned to its direction: longer than it is wide, so
/// that no turn makes it look like another.
const ARROW_SHAPE: &str = "M -14 -3.5 H 1 V -10 L 14 0 L 1 10 V 3.5 H -14 Z";
/// Each seat colour's shading, light to dark, for marbles that look round.
const MARBLE_SHADES: [(&str, [&str; 3]); 4] = [
    ("black", ["#6b6f78", "#23252a", "#0b0c0e"]),
    ("white", ["#ffffff", "#e9e4da", "#b9b1a3"]),
    ("blue", ["#6fb3e6", "#0072b2", "#00416a"]),
    ("red", ["#ffb27a", "#d55e00", "#7f3800"]),
];

/// Every marble that moved with the last move, from where to where (`None`: off the board).
pub type Movements = Memo<Vec<(Cell, Option<Cell>)>>;

fn marble_class(seat: Seat) -> String {
    format!("marble {}", colour(seat))
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

/// The gradients that shade each colour's marbles.
#[component]
pub fn MarbleShades() -> impl IntoView {
    let shades = MARBLE_SHADES.iter().map(|(colour, [light, middle, dark])| {
        view! {
            <radialGradient id=format!("marble-{colour}") cx="35%" cy="30%" r="70%">
                <stop offset="0%" stop-color=*light />
                <stop offset="55%" stop-color=*middle />
                <stop offset="100%" stop-color=*dark />
            </radialGradient>
        }
    });
    view! { <defs>{shades.collect_view()}</defs> }
}

/// The holes: those the last move left, and those the selection's legal moves reach, marked.
#[component]
pub fn Holes(last_movements: Movements, board: BoardInput) -> impl IntoView {
    let targets = Memo::new(move |_| board.chosen.with(|chosen| chosen.targets()));
    let holes = Cell::all().map(|cell| {
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
    });
    view! { <g class="holes">{holes.collect_view()}</g> }
}

/// The marbles, sliding in from where the move just played took them.
#[component]
pub fn Marbles(board: BoardInput, animate: Signal<Option<Played>>) -> impl IntoView {
    let marbles = move || {
        let position = board.position.get();
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
                let from = movements.iter().find(|m| m.1 == Some(cell)).map(|m| centre(m.0));
                marble(cell, seat, marked, from, board.selection).into_any()
            })
            .collect::<Vec<_>>();
        views.extend(animate.and_then(falling_marble));
        views
    };
    view! { <g class="marbles">{marbles}</g> }
}

/// `seat`'s marble on `cell` (with its seat's mark if `marked`), sliding in from `from`.
fn marble(
    cell: Cell,
    seat: Seat,
    marked: bool,
    from: Option<(i32, i32)>,
    selection: RwSignal<Vec<Cell>>,
) -> impl IntoView {
    let (x, y) = centre(cell);
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
}

/// The marble `played` pushed off, leaving over the edge as it fades.
fn falling_marble(played: Played) -> Option<AnyView> {
    let cell = played.effect.pushed_off?;
    let (x, y) = centre(cell);
    let (dx, dy) = offset(played.effect.dir);
    let pushed = played
        .before
        .at(cell)
        .expect("a pushed-off marble was on the board");
    let view = view! {
        <circle
            class=format!("{} falling", marble_class(pushed))
            cx=x + dx
            cy=y + dy
            r=MARBLE_RADIUS
            style=format!("--dx:{}px;--dy:{}px", -dx, -dy)
        />
    };
    Some(view.into_any())
}

/// Rings over the marbles that arrived with the last move, so it stays visible.
#[component]
pub fn LastRings(last_movements: Movements) -> impl IntoView {
    let rings = move || {
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
    view! { <g class="last-move" aria-hidden="true">{rings}</g> }
}

/// An arrow for each legal move of the selection, which plays it.
#[component]
pub fn Arrows(board: BoardInput) -> impl IntoView {
    let arrows = move || {
        board.chosen.with(|chosen| {
            let Some(line) = chosen.line() else {
                return Vec::new();
            };
            chosen
                .legal_moves()
                .iter()
                .map(|&(dir, mv)| {
                    let (x, y) = arrow_anchor(line, dir);
                    let angle = -(dir as i32) * 60;
                    let notation = mv.to_string();
                    view! {
                        <g
                            class="arrow"
                            data-dir=dir_name(dir)
                            data-move=notation.clone()
                            role="button"
                            aria-label=t(Says::MoveArrow(notation))
                            transform=format!("translate({x} {y}) rotate({angle})")
                            on:click=move |_| board.move_towards(dir)
                        >
                            <circle class="arrow-hit" r=ARROW_REACH />
                            <circle class="arrow-disc" r=ARROW_RADIUS />
                            <path d=ARROW_SHAPE />
                        </g>
                    }
                })
                .collect::<Vec<_>>()
        })
    };
    view! { <g class="arrows">{arrows}</g> }
}

/// The holes as the keyboard and screen readers know them, a grid drawn over everything else but
/// invisible until focused; the pointer passes through them to the board.
#[component]
pub fn FocusHoles(board: BoardInput, focus: KeyFocus, last_movements: Movements) -> impl IntoView {
    let moves_here = Memo::new(move |_| board.chosen.with(|chosen| chosen.moves_here()));
    let focus_hole = move |cell: Cell| {
        let (x, y) = centre(cell);
        let label = move || {
            t(Says::Hole {
                cell: cell.to_string(),
                marble: board.position.with(|p| p.at(cell)),
                selected: board.selection.with(|cells| cells.contains(&cell)),
                moved_last: last_movements.with(|moves| moves.iter().any(|m| m.1 == Some(cell))),
                move_here: moves_here.with(|moves| moves.iter().find(|m| m.0 == cell).map(|m| m.1.clone())),
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
                tabindex=move || if focus.focused.get() == cell { "0" } else { "-1" }
                aria-label=label
                // On the holes themselves: Chromium makes any SVG element with a focus
                // listener a tab stop.
                on:focus=move |_| focus.arrived(cell)
                // Only a screen reader's activation clicks here: the pointer passes through.
                on:click=move |_| board.act(cell)
            />
        }
    };
    (1..=9u8)
        .rev()
        .map(|row| {
            let row_holes = Cell::all().filter(move |cell| cell.row() == row).map(focus_hole);
            view! { <g role="row">{row_holes.collect_view()}</g> }
        })
        .collect_view()
}
