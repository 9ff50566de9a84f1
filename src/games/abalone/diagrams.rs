//! The diagrams of Abalone's rules page (`@name` lines of its text): a move on the part of the
//! board it is played on, before (with an arrow along the move) and after (the marbles that
//! moved ringed, a marble pushed off fading over the edge), drawn as the board draws its frame,
//! holes and marbles. Each is a position and a move that a test plays through the rules.

use super::geometry::{centre, frame_points, offset, HOLE_RADIUS, MARBLE_RADIUS};
use gameshelf_engine::abalone::{Cell, Effect, Move, Position, Seat};
use leptos::prelude::*;

/// A diagram: Black's marbles, White's, and Black's move, in the rules' notation.
pub struct Diagram {
    pub name: &'static str,
    pub black: &'static [&'static str],
    pub white: &'static [&'static str],
    pub play: &'static str,
}

/// Every diagram, in the order the rules show them.
pub const DIAGRAMS: [Diagram; 2] = [
    // Three push two along row E, into the empty hole behind them.
    Diagram {
        name: "sumito-3-2",
        black: &["E2", "E3", "E4"],
        white: &["E5", "E6"],
        play: "E2E3",
    },
    // Two push one over the top right corner.
    Diagram {
        name: "sumito-2-1",
        black: &["G7", "H8"],
        white: &["I9"],
        play: "G7H8",
    },
];

/// Their names, for the test that every language's rules show each.
#[cfg(test)]
pub const NAMES: [&str; DIAGRAMS.len()] = {
    let mut names = [""; DIAGRAMS.len()];
    let mut at = 0;
    while at < DIAGRAMS.len() {
        names[at] = DIAGRAMS[at].name;
        at += 1;
    }
    names
};

/// Room round the cells a move touches, in SVG units: a hole and a half of board.
const MARGIN: i32 = 75;
/// Between the picture before the move and the one after.
const GAP: i32 = 24;

impl Diagram {
    pub fn position(&self) -> Position {
        let cells = |names: &[&str]| -> Vec<Cell> {
            names.iter().map(|name| name.parse().expect("a cell")).collect()
        };
        Position::from_parts(&cells(self.black), &cells(self.white), Seat::BLACK, [0, 0])
    }

    pub fn play(&self) -> (Position, Effect) {
        let mut position = self.position();
        let mv: Move = self.play.parse().expect("a move in the rules' notation");
        let effect = position.play(mv).expect("a legal move");
        (position, effect)
    }
}

/// The diagram `name` of the rules page, if there is one.
pub fn diagram(name: &str) -> Option<AnyView> {
    let diagram = DIAGRAMS.iter().find(|diagram| diagram.name == name)?;
    let before = diagram.position();
    let (after, effect) = diagram.play();
    let movements = effect.movements();
    // Every point the move touches, and where a marble pushed off goes.
    let points: Vec<(i32, i32)> = movements
        .iter()
        .flat_map(|&(from, to)| [Some(centre(from)), to.map(centre).or(Some(beyond(from, &effect)))])
        .flatten()
        .collect();
    let left = points.iter().map(|p| p.0).min()? - MARGIN;
    let right = points.iter().map(|p| p.0).max()? + MARGIN;
    let top = points.iter().map(|p| p.1).min()? - MARGIN;
    let bottom = points.iter().map(|p| p.1).max()? + MARGIN;
    let (width, height) = (right - left, bottom - top);
    // A crop taller than wide goes beside the other, else below it.
    let step = if height > width {
        (width + GAP, 0)
    } else {
        (0, height + GAP)
    };
    let crop = move |(x, y): (i32, i32), picture: AnyView| {
        view! {
            <svg x=x y=y width=width height=height viewBox=format!("{left} {top} {width} {height}")>
                <polygon class="frame" points=frame_points() />
                {Cell::all().map(|cell| {
                    let (x, y) = centre(cell);
                    view! { <circle class="hole" cx=x cy=y r=HOLE_RADIUS /> }
                }).collect_view()}
                {picture}
            </svg>
        }
    };
    let lead = centre(effect.line.lead(effect.dir));
    let distance = |(x, y): (i32, i32)| (x - lead.0).pow(2) + (y - lead.1).pow(2);
    let tail = effect
        .line
        .cells()
        .map(centre)
        .max_by_key(|&point| distance(point))?;
    let arrow = move_arrow(tail, lead, offset(effect.dir));
    let before_view = view! { {marbles(&before)} {arrow} }.into_any();
    let after_view = view! { {marbles(&after)} {rings(&movements, &before, &effect)} }.into_any();
    Some(
        view! {
            <svg class="board preview rules-move" viewBox=format!("0 0 {} {}", width + step.0, height + step.1) aria-hidden="true">
                {crop((0, 0), before_view)}
                {crop(step, after_view)}
            </svg>
        }
        .into_any(),
    )
}

/// Where a marble pushed off from `cell` is drawn: one step over the edge.
fn beyond(cell: Cell, effect: &Effect) -> (i32, i32) {
    let ((x, y), (dx, dy)) = (centre(cell), offset(effect.dir));
    (x + dx, y + dy)
}

fn marbles(position: &Position) -> impl IntoView {
    position
        .seats()
        .flat_map(|seat| position.marble_cells(seat).map(move |cell| (cell, seat)))
        .map(|(cell, seat)| {
            let (x, y) = centre(cell);
            view! { <circle class=format!("marble {}", super::seats::colour(seat)) cx=x cy=y r=MARBLE_RADIUS /> }
        })
        .collect_view()
}

/// The arrow of the move: from the trailing marble `from` past the leading one `lead`, half a
/// step further, along `step`.
fn move_arrow(from: (i32, i32), lead: (i32, i32), (dx, dy): (i32, i32)) -> impl IntoView {
    let tip = (lead.0 + dx * 7 / 10, lead.1 + dy * 7 / 10);
    // The head: 18 units back along the step, 12 to each side (a step is 60 long).
    let back = (tip.0 - dx * 3 / 10, tip.1 - dy * 3 / 10);
    let side = (-dy / 5, dx / 5);
    let head = format!(
        "{},{} {},{} {},{}",
        tip.0,
        tip.1,
        back.0 + side.0,
        back.1 + side.1,
        back.0 - side.0,
        back.1 - side.1
    );
    view! {
        <g class="move-arrow">
            <line x1=from.0 y1=from.1 x2=back.0 y2=back.1 />
            <polygon points=head />
        </g>
    }
}

/// Rings over the marbles the move took, where they are now, and the marble pushed off, if one
/// was, fading over the edge.
fn rings(movements: &[(Cell, Option<Cell>)], before: &Position, effect: &Effect) -> impl IntoView {
    let rings = movements.iter().filter_map(|&(_, to)| to).map(|cell| {
        let (x, y) = centre(cell);
        view! { <circle class="last-ring" cx=x cy=y r=28 /> }
    });
    let off = effect.pushed_off.and_then(|cell| {
        let seat = before.at(cell)?;
        let (x, y) = beyond(cell, effect);
        Some(view! { <circle class=format!("marble {} pushed-off", super::seats::colour(seat)) cx=x cy=y r=MARBLE_RADIUS /> })
    });
    view! { {rings.collect_view()} {off} }
}

#[cfg(test)]
mod tests {
    use super::DIAGRAMS;

    /// Each diagram's move is legal and shows what its caption says: the sumito it is named
    /// after, and a marble pushed off where one goes over the edge.
    #[test]
    fn every_diagram_plays_the_sumito_it_shows() {
        let pushes: Vec<_> = DIAGRAMS
            .iter()
            .map(|diagram| {
                let (_, effect) = diagram.play();
                let line = effect.line.cells().count();
                (
                    diagram.name,
                    format!("sumito-{line}-{}", effect.pushed),
                    effect.pushed_off.is_some(),
                )
            })
            .collect();
        assert_eq!(
            pushes,
            [
                ("sumito-3-2", "sumito-3-2".to_string(), false),
                ("sumito-2-1", "sumito-2-1".to_string(), true),
            ]
        );
    }
}
