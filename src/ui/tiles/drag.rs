//! Moving tiles with the pointer: a press on a rack or draft tile is a tap if the pointer stays
//! put, a drag once it moves. The window follows the pointer, so a drag may leave the tile's
//! element and end anywhere; the game maps the release point to a square and decides.

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
/// pointer is, and the square under it.
#[derive(Clone, Copy)]
pub struct TileDrag {
    press: StoredValue<Option<Press>>,
    /// The slot dragged and the pointer in client pixels.
    dragging: RwSignal<Option<(usize, (i32, i32))>>,
    hover: RwSignal<Option<Square>>,
}

impl TileDrag {
    /// Listens to the window's pointer moves and releases while the calling component lives.
    /// `square_at` maps a client point to the board square under it; a release calls
    /// `on_tap(slot)` if the pointer stayed put, else `on_drop(slot, square under it)`.
    pub fn new(
        square_at: impl Fn((i32, i32)) -> Option<Square> + Copy + 'static,
        on_drop: impl Fn(usize, Option<Square>) + 'static,
        on_tap: impl Fn(usize) + 'static,
    ) -> TileDrag {
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
            let square = square_at(at);
            if drag.hover.get_untracked() != square {
                drag.hover.set(square);
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
                on_drop(released.slot, square_at((event.client_x(), event.client_y())));
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

    /// The square under the dragged tile (tracked).
    pub fn hover(self) -> Option<Square> {
        self.hover.get()
    }
}

/// The tile following the finger while dragging, labelled by the game: `label(slot)`.
#[component]
pub fn DragGhost(drag: TileDrag, label: impl Fn(usize) -> String + Send + Sync + 'static) -> impl IntoView {
    move || {
        drag.dragging.get().map(|(slot, (x, y))| {
            view! {
                <div class="drag-ghost rack-tile" style=format!("left:{x}px;top:{y}px")>{label(slot)}</div>
            }
        })
    }
}
