//! The board's keyboard focus: the holes are one grid with a roving focus, and the arrow keys
//! follow the board as drawn, turned or not.

use gameshelf_engine::abalone::{Cell, Dir};
use leptos::prelude::*;

/// The hole with the board's one tab stop, and how far Up and Down have strayed sideways from
/// the column they started in, in half-steps (negative: to the left), to come back to it.
#[derive(Clone, Copy)]
pub struct KeyFocus {
    pub focused: RwSignal<Cell>,
    drift: StoredValue<i32>,
}

impl KeyFocus {
    /// The tab stop on E5, the middle of the board.
    pub fn new() -> KeyFocus {
        KeyFocus {
            focused: RwSignal::new(Cell::new(5, 5).expect("E5")),
            drift: StoredValue::new(0),
        }
    }

    /// The keyboard carries on from `cell`, tapped or focused some other way.
    pub fn carry_on_from(self, cell: Cell) {
        self.focused.set(cell);
        self.drift.set_value(0);
    }

    /// Focus that arrives some other way (a screen reader) moves the tab stop along.
    pub fn arrived(self, cell: Cell) {
        if cell != self.focused.get_untracked() {
            self.carry_on_from(cell);
        }
    }

    /// Moves the tab stop as an arrow key, Home or End does on a board turned by `rotation`;
    /// the hole it moved to, if any.
    pub fn step(self, key: &str, rotation: i32) -> Option<Cell> {
        let (next, drift) = focus_step(
            self.focused.get_untracked(),
            key,
            rotation,
            self.drift.get_value(),
        )?;
        self.drift.set_value(drift);
        self.focused.set(next);
        Some(next)
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
