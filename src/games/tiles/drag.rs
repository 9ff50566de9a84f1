//! Moving tiles with the pointer: a press on a rack or draft tile is a tap if the pointer stays
//! put, a drag once it moves. The window follows the pointer, so a drag may leave the tile's
//! element and end anywhere; the game maps the release point to a target (a square, or for
//! Addique the spot a piece would take) and decides.

use gameshelf_engine::tiles::Square;
use leptos::prelude::*;

/// Pixels a press moves before it counts as a drag rather than a tap.
const DRAG_THRESHOLD: i32 = 6;

/// A pointer pressed on a tile, which becomes a drag once it moves far enough.
#[derive(Clone, Copy)]
struct Press {
    slot: usize,
    from: (i32, i32),
    dragging: bool,
}

/// The tap and drag controller of one screen: which slot is pressed or dragged, where the
/// pointer is, and the target `S` under it (a board square unless the game says otherwise).
pub struct TileDrag<S: 'static = Square> {
    press: StoredValue<Option<Press>>,
    /// The slot dragged and the pointer in client pixels.
    dragging: RwSignal<Option<(usize, (i32, i32))>>,
    hover: RwSignal<Option<S>>,
}

// By hand: a derive would ask `S: Clone` of the handles, which are copies whatever `S` is.
impl<S> Clone for TileDrag<S> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<S> Copy for TileDrag<S> {}

impl<S: Copy + PartialEq + Send + Sync + 'static> TileDrag<S> {
    /// Listens to the window's pointer moves and releases while the calling component lives.
    /// `target_at` maps a client point to the target under it; a release calls `on_tap(slot)`
    /// if the pointer stayed put, else `on_drop(slot, target under it)`.
    pub fn new(
        target_at: impl Fn((i32, i32)) -> Option<S> + Copy + 'static,
        on_drop: impl Fn(usize, Option<S>) + 'static,
        on_tap: impl Fn(usize) + 'static,
    ) -> TileDrag<S> {
        let drag = TileDrag {
            press: StoredValue::new(None),
            dragging: RwSignal::new(None),
            hover: RwSignal::new(None),
        };
        let move_handle = window_event_listener(leptos::ev::pointermove, move |event| {
            let Some(mut current) = drag.press.get_value() else {
                return;
            };
            let at = (event.client_x(), event.client_y());
            let far = (at.0 - current.from.0).abs().max((at.1 - current.from.1).abs()) > DRAG_THRESHOLD;
            if !current.dragging && !far {
                return;
            }
            current.dragging = true;
            drag.press.set_value(Some(current));
            drag.dragging.set(Some((current.slot, at)));
            let target = target_at(at);
            if drag.hover.get_untracked() != target {
                drag.hover.set(target);
            }
        });
        let up_handle = window_event_listener(leptos::ev::pointerup, move |event| {
            let Some(released) = drag.press.get_value() else {
                return;
            };
            drag.press.set_value(None);
            drag.dragging.set(None);
            drag.hover.set(None);
            if released.dragging {
                on_drop(released.slot, target_at((event.client_x(), event.client_y())));
            } else {
                on_tap(released.slot);
            }
        });
        on_cleanup(move || {
            move_handle.remove();
            up_handle.remove();
        });
        drag
    }

    /// A pointer pressed on the tile in `slot`: the main button only.
    pub fn press(self, slot: usize, event: &web_sys::PointerEvent) {
        if event.button() != 0 {
            return;
        }
        event.prevent_default();
        self.press.set_value(Some(Press {
            slot,
            from: (event.client_x(), event.client_y()),
            dragging: false,
        }));
    }

    /// A tile is pressed or dragged right now (untracked): the board's zoom leaves that pointer
    /// alone.
    pub fn is_pressed(self) -> bool {
        self.press.with_value(Option::is_some)
    }

    /// The slot being dragged (tracked).
    pub fn dragged(self) -> Option<usize> {
        self.dragging.with(|dragging| dragging.map(|(slot, _)| slot))
    }

    /// The target under the dragged tile (tracked).
    pub fn hover(self) -> Option<S> {
        self.hover.get()
    }

    /// The slot dragged and the pointer in client pixels (tracked).
    pub fn dragging(self) -> Option<(usize, (i32, i32))> {
        self.dragging.get()
    }
}

/// The tile following the finger while dragging, labelled by the game: `label(slot)`.
#[component]
pub fn DragGhost(drag: TileDrag, label: impl Fn(usize) -> String + Send + Sync + 'static) -> impl IntoView {
    move || {
        drag.dragging().map(|(slot, (x, y))| {
            view! {
                <div class="drag-ghost rack-tile" style=format!("left:{x}px;top:{y}px")>{label(slot)}</div>
            }
        })
    }
}
