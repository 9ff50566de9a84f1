//! A marble carried across the position editor's board: pressed on its hole, dragged, and put
//! down in another hole, or off the board to take it away. A press that does not travel is a
//! tap, which the hole itself answers with the brush.

use super::geometry::{board_point, cell_at, centre};
use super::pointer::DRAG_THRESHOLD;
use gameshelf_engine::abalone::{Cell, Seat};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The marble under the pointer, from its press until it is put down.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Carried {
    pub from: Cell,
    pub seat: Seat,
    /// Where the pointer is, in board units.
    pub at: (f64, f64),
    /// It has travelled past the threshold: this press is a drag.
    pub moving: bool,
}

/// Where a carried marble was put down: in a hole, or off the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PutDown {
    pub from: Cell,
    pub seat: Seat,
    pub to: Option<Cell>,
}

/// The editor board's carrying hand, and the board it measures the pointer against.
#[derive(Clone, Copy)]
pub struct Carry {
    pub carried: RwSignal<Option<Carried>>,
    pub svg: NodeRef<leptos::svg::Svg>,
}

impl Carry {
    pub fn new() -> Carry {
        Carry {
            carried: RwSignal::new(None),
            svg: NodeRef::new(),
        }
    }

    fn to_board(self, event: &web_sys::PointerEvent) -> Option<(f64, f64)> {
        board_point(&self.svg.get_untracked()?.unchecked_into(), event)
    }

    /// A press: on a marble, it is picked up (`marble_at` tells what each hole holds).
    pub fn down(self, event: &web_sys::PointerEvent, marble_at: impl Fn(Cell) -> Option<Seat>) {
        let picked = self.to_board(event).and_then(|at| {
            let from = cell_at(at.0, at.1)?;
            let seat = marble_at(from)?;
            Some(Carried {
                from,
                seat,
                at,
                moving: false,
            })
        });
        self.carried.set(picked);
    }

    /// The pointer moves: a marble picked up follows it once it has gone past the threshold,
    /// and the board then keeps the pointer until it is released, wherever it goes.
    pub fn moved(self, event: &web_sys::PointerEvent) {
        let (Some(carried), Some(at)) = (self.carried.get_untracked(), self.to_board(event)) else {
            return;
        };
        if !carried.moving {
            let (x, y) = centre(carried.from);
            if (at.0 - x as f64).hypot(at.1 - y as f64) < DRAG_THRESHOLD {
                return;
            }
            if let Some(svg) = self.svg.get_untracked() {
                let _ = svg.set_pointer_capture(event.pointer_id());
            }
        }
        self.carried.set(Some(Carried {
            at,
            moving: true,
            ..carried
        }));
    }

    /// The pointer is released: where a dragged marble goes, if it was dragged.
    pub fn up(self, event: &web_sys::PointerEvent) -> Option<PutDown> {
        let carried = self.carried.get_untracked()?;
        self.carried.set(None);
        if !carried.moving {
            return None;
        }
        let to = self.to_board(event).and_then(|(x, y)| cell_at(x, y));
        Some(PutDown {
            from: carried.from,
            seat: carried.seat,
            to,
        })
    }

    pub fn cancel(self) {
        self.carried.set(None);
    }
}
