//! Taps and drags on the board: a pointer's path in board units, handed to the selection's
//! logic, whose answers the board carries out.

use super::focus::KeyFocus;
use super::geometry::{board_point, cell_at, centre, direction_of};
use super::input::BoardInput;
use gameshelf_engine::abalone::Cell;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A pointer that travels less than this, in board units, is a tap, not a drag.
pub const DRAG_THRESHOLD: f64 = 21.0;

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

/// The board's pointer: the press in progress, and the elements it is measured against.
#[derive(Clone, Copy)]
pub struct Pointer {
    press: StoredValue<Option<Press>>,
    pub svg: NodeRef<leptos::svg::Svg>,
    /// The turning group, whose screen matrix maps the pointer onto the board.
    pub rotor: NodeRef<leptos::svg::G>,
}

impl Pointer {
    pub fn new() -> Pointer {
        Pointer {
            press: StoredValue::new(None),
            svg: NodeRef::new(),
            rotor: NodeRef::new(),
        }
    }

    /// Board units through the turning group's screen matrix, exact mid-way through a turn.
    fn to_board(self, event: &web_sys::PointerEvent) -> Option<(f64, f64)> {
        board_point(&self.rotor.get_untracked()?.unchecked_into(), event)
    }

    pub fn down(self, event: web_sys::PointerEvent, board: BoardInput) {
        let on_arrow = event
            .target()
            .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
            .and_then(|element| element.closest("[data-dir]").ok().flatten())
            .is_some();
        if !board.interactive.get_untracked() || on_arrow || event.button() != 0 {
            return;
        }
        let Some(at) = self.to_board(&event) else { return };
        let cell = cell_at(at.0, at.1);
        let path = cell
            .filter(|&cell| board.chosen(|chosen| chosen.selectable(cell)))
            .into_iter()
            .collect();
        let on_selection = cell.is_some_and(|cell| board.chosen(|chosen| chosen.cells().contains(&cell)));
        if let Some(svg) = self.svg.get_untracked() {
            let _ = svg.set_pointer_capture(event.pointer_id());
        }
        self.press.set_value(Some(Press {
            cell,
            at,
            path,
            on_selection,
            dragged: false,
        }));
    }

    /// Dragging from an unselected marble selects the own line it passes over.
    pub fn moved(self, event: web_sys::PointerEvent, board: BoardInput) {
        let Some(mut current) = self.press.get_value() else {
            return;
        };
        let Some(at) = self.to_board(&event) else { return };
        if (at.0 - current.at.0).hypot(at.1 - current.at.1) > DRAG_THRESHOLD {
            current.dragged = true;
        }
        if let (false, Some(&start), Some(cell)) =
            (current.on_selection, current.path.first(), cell_at(at.0, at.1))
        {
            if let Some(line) = board.chosen(|chosen| chosen.dragged_line(start, cell)) {
                current.path = line;
            }
            if current.dragged {
                board.selection.set(current.path.clone());
            }
        }
        self.press.set_value(Some(current));
    }

    pub fn up(self, event: web_sys::PointerEvent, board: BoardInput, focus: KeyFocus) {
        let Some(current) = self.press.get_value() else {
            return;
        };
        self.cancel();
        let Some(at) = self.to_board(&event) else { return };
        if !current.dragged {
            // The keyboard carries on from the hole tapped last.
            if let Some(cell) = current.cell {
                focus.carry_on_from(cell);
            }
            board.apply(board.chosen(|chosen| chosen.tap(current.cell)));
            return;
        }
        let towards = |(x, y): (f64, f64)| direction_of(at.0 - x, at.1 - y);
        if current.on_selection {
            // A selected line dragged in a direction moves that way.
            if let Some(action) = board.chosen(|chosen| chosen.towards(towards(current.at))) {
                board.apply(action);
            }
            return;
        }
        let Some(&end) = current.path.last() else { return };
        board.selection.set(current.path.clone());
        // Released beyond the marbles dragged across: move them towards the release point.
        if cell_at(at.0, at.1).is_none_or(|cell| !current.path.contains(&cell)) {
            let (ex, ey) = centre(end);
            let dir = towards((ex as f64, ey as f64));
            if let Some(action) = board.chosen(|chosen| chosen.drag_move(&current.path, dir)) {
                board.apply(action);
            }
        }
    }

    pub fn cancel(self) {
        self.press.set_value(None);
    }
}
