//! What the board's parts read and do (`BoardInput`): the position shown, the selection and its
//! legal moves, the board's keys, and where the moves the player asks for go. The board, its
//! drawing and its pointer all use it.

use super::focus::KeyFocus;
use super::selection::{Action, Selection};
use super::words::Says;
use crate::i18n::t;
use crate::ui::announce::announce;
use gameshelf_engine::abalone::{Cell, Dir, Move, Position, RuleError};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// What the board's parts read and do: the position shown, the selection and its legal moves,
/// and where the moves the player asks for go.
#[derive(Clone, Copy)]
pub struct BoardInput {
    pub position: Signal<Position>,
    pub selection: RwSignal<Vec<Cell>>,
    /// The selection on the position, with its legal moves while the player may move.
    pub chosen: Memo<Selection>,
    pub interactive: Signal<bool>,
    on_move: Callback<Move>,
    on_illegal: Callback<RuleError>,
}

impl BoardInput {
    /// The board's input: moves and refusals go to `on_move` and `on_illegal`.
    pub(super) fn new(
        position: Signal<Position>,
        selection: RwSignal<Vec<Cell>>,
        interactive: Signal<bool>,
        on_move: Callback<Move>,
        on_illegal: Callback<RuleError>,
    ) -> BoardInput {
        BoardInput {
            position,
            selection,
            chosen: Memo::new(move |_| Selection::new(position.get(), selection.get(), interactive.get())),
            interactive,
            on_move,
            on_illegal,
        }
    }

    /// Reads the selection's logic, untracked: for the handlers.
    pub fn chosen<R>(self, read: impl FnOnce(&Selection) -> R) -> R {
        self.chosen.with_untracked(read)
    }

    /// Carries out what the selection's logic answered.
    pub fn apply(self, action: Action) {
        match action {
            Action::Select(cells) => self.selection.set(cells),
            Action::Play(mv) => self.on_move.run(mv),
            Action::Refuse(error) => self.on_illegal.run(error),
        }
    }

    /// The selection moved one step in `dir`, or refused.
    pub fn move_towards(self, dir: Dir) {
        if let Some(action) = self.chosen(|chosen| chosen.towards(dir)) {
            self.apply(action);
        }
    }

    fn say_selection(self) {
        let cells: Vec<String> = self
            .selection
            .with_untracked(|cells| cells.iter().map(Cell::to_string).collect());
        let count = cells.len();
        let obstacles = self.chosen(Selection::obstacles);
        let selected = t(Says::Selected(cells));
        if obstacles.is_empty() {
            announce(selected);
        } else {
            announce(format!("{selected} {}", t(Says::CannotMove { count, obstacles })));
        }
    }

    /// Enter or Space on a hole: what a tap there does, and a changed selection said aloud.
    pub fn act(self, cell: Cell) {
        if !self.interactive.get_untracked() {
            return;
        }
        let action = self.chosen(|chosen| chosen.tap(Some(cell)));
        let changed =
            self.chosen(|chosen| matches!(&action, Action::Select(cells) if cells != chosen.cells()));
        self.apply(action);
        if changed {
            self.say_selection();
        }
    }

    /// The board's own keys: Enter and Space act on the focused hole, Escape puts the selection
    /// down, and the arrows, Home and End move the focus over the board as drawn.
    pub(super) fn key(
        self,
        event: web_sys::KeyboardEvent,
        focus: KeyFocus,
        rotation: i32,
        svg: NodeRef<leptos::svg::Svg>,
    ) {
        // Modified keys belong to the browser and to screen readers.
        if event.alt_key() || event.ctrl_key() || event.meta_key() {
            return;
        }
        let key = event.key();
        match key.as_str() {
            "Enter" | " " => {
                if !event.repeat() {
                    self.act(focus.focused.get_untracked());
                }
            }
            "Escape" if self.selection.with_untracked(|cells| !cells.is_empty()) => {
                self.selection.set(Vec::new());
                self.say_selection();
            }
            "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End" => {
                if let Some(next) = focus.step(&key, rotation) {
                    focus_hole(svg, next);
                }
            }
            _ => return,
        }
        event.prevent_default();
    }
}

/// Gives the keyboard focus to `cell`'s hole.
pub(super) fn focus_hole(svg: NodeRef<leptos::svg::Svg>, cell: Cell) {
    let hole = svg.get_untracked().and_then(|svg| {
        svg.query_selector(&format!("[data-hole=\"{cell}\"]"))
            .ok()
            .flatten()
    });
    if let Some(hole) = hole {
        let _ = hole.unchecked_into::<web_sys::SvgElement>().focus();
    }
}
