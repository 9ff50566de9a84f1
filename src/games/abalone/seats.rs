//! How each seat looks: a colour, and in games of three or four a mark on every marble as well,
//! so that no player depends on telling colours apart. The player panels show the same.

use gameshelf_engine::abalone::Seat;
use leptos::prelude::*;

/// Black and white, then blue and vermillion from the Okabe-Ito palette, which stay distinct
/// for the common forms of colour blindness and from each other in grey.
pub fn colour(seat: Seat) -> &'static str {
    ["black", "white", "blue", "red"][seat.index()]
}

/// The mark drawn on a seat's marbles, centred on the origin, for a marble of radius 1.
fn mark_path(seat: Seat) -> &'static str {
    [
        // a dot
        "M 0 -0.28 A 0.28 0.28 0 1 1 0 0.28 A 0.28 0.28 0 1 1 0 -0.28 Z",
        // a ring
        "M 0 -0.42 A 0.42 0.42 0 1 1 0 0.42 A 0.42 0.42 0 1 1 0 -0.42 Z M 0 -0.24 A 0.24 0.24 0 1 0 0 0.24 A 0.24 0.24 0 1 0 0 -0.24 Z",
        // a bar
        "M -0.5 -0.14 H 0.5 V 0.14 H -0.5 Z",
        // a cross
        "M -0.14 -0.5 H 0.14 V -0.14 H 0.5 V 0.14 H 0.14 V 0.5 H -0.14 V 0.14 H -0.5 V -0.14 H -0.14 Z",
    ][seat.index()]
}

/// A seat's mark at `radius`, for marbles and panels alike.
pub fn mark(seat: Seat, radius: i32) -> impl IntoView {
    view! { <path class="mark" d=mark_path(seat) transform=format!("scale({radius})") fill-rule="evenodd" /> }
}

/// A seat's stone as a small SVG for panels and forms: colour, and the mark when `marked`.
#[component]
pub fn Stone(seat: Seat, marked: bool) -> impl IntoView {
    view! {
        <svg class="stone" viewBox="-50 -50 100 100" aria-hidden="true">
            <g class=format!("marble {}", colour(seat))>
                <circle r="46" />
                {marked.then(|| mark(seat, 46))}
            </g>
        </svg>
    }
}
