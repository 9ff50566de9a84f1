//! Zooming and panning a board drawn in SVG, for boards too big to read on a phone: a fixed
//! square board, or Addique's open table, whose extent grows as pieces are played. The zoom is
//! the SVG's `viewBox`, in whole board units, so boards keep mapping points to squares through
//! their screen matrix. The wheel zooms about the pointer, two fingers pinch, one
//! pointer dragged over the board pans it; a press on a tile is the tile's drag, never a pan.

use super::TileDrag;
use crate::games::tiles::TileSays;
use crate::i18n::t;
use crate::ui::{Icon, IconGlyph};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The closest zoom shows a quarter of the board's width.
const MAX_ZOOM: i32 = 4;
/// Pixels a pointer moves before a press on the board counts as a pan rather than a tap.
const PAN_THRESHOLD: f64 = 6.0;

/// The part of the board on show, in board units.
#[derive(Clone, Copy, PartialEq)]
struct ViewRect {
    x: i32,
    y: i32,
    width: i32,
    height: i32,
}

/// The zoom of one board: the whole board, the part on show, and the pointers panning or
/// pinching it.
#[derive(Clone, Copy)]
pub struct BoardZoom {
    whole: StoredValue<ViewRect>,
    view: RwSignal<ViewRect>,
    touches: StoredValue<Touches>,
}

impl BoardZoom {
    /// A board `width` x `height` units in size, shown whole to begin with.
    pub fn new(width: i32, height: i32) -> BoardZoom {
        let whole = ViewRect {
            x: 0,
            y: 0,
            width,
            height,
        };
        BoardZoom {
            whole: StoredValue::new(whole),
            view: RwSignal::new(whole),
            touches: StoredValue::new(Touches::default()),
        }
    }

    /// The board now spans `width` x `height` units from (`x`, `y`), and is shown whole: an open
    /// table refits after each turn so that every piece is on screen.
    pub fn refit(self, x: i32, y: i32, width: i32, height: i32) {
        self.whole.set_value(ViewRect { x, y, width, height });
        self.fit();
    }

    /// The board's `viewBox` (tracked).
    pub fn view_box(self) -> String {
        let ViewRect { x, y, width, height } = self.view.get();
        format!("{x} {y} {width} {height}")
    }

    /// The part of the board on show (tracked): x, y, width and height, in board units.
    pub fn shown(self) -> (i32, i32, i32, i32) {
        self.view.with(|view| (view.x, view.y, view.width, view.height))
    }

    /// Shows at most `width` units across, about `middle` as far as the board's edges allow.
    pub fn show_around(self, middle: (i32, i32), width: i32) {
        let whole = self.whole.get_value();
        let width = width.clamp(whole.width / MAX_ZOOM, whole.width);
        let height = width * whole.height / whole.width;
        self.set_view(ViewRect {
            x: (middle.0 - width / 2).clamp(whole.x, whole.x + whole.width - width),
            y: (middle.1 - height / 2).clamp(whole.y, whole.y + whole.height - height),
            width,
            height,
        });
    }

    fn set_view(self, view: ViewRect) {
        if self.view.get_untracked() != view {
            self.view.set(view);
        }
    }

    fn zoomed(self) -> bool {
        let whole = self.whole.get_value();
        self.view.with(|view| view.width < whole.width)
    }

    fn closest(self) -> bool {
        let whole = self.whole.get_value();
        self.view.with(|view| view.width <= whole.width / MAX_ZOOM)
    }

    /// Shows `width` units across with the board point `anchor` at `screen` (client pixels),
    /// `at` being where `from` was drawn.
    fn show(self, from: ViewRect, width: f64, anchor: (f64, f64), screen: (f64, f64), at: Placement) {
        let whole = self.whole.get_value();
        let width = (width as i32).max(whole.width / MAX_ZOOM).min(whole.width);
        let height = width * whole.height / whole.width;
        // The board keeps its size on screen: fewer units across, more pixels each.
        let scale = at.scale * f64::from(from.width) / f64::from(width);
        let x = (anchor.0 - (screen.0 - at.origin.0) / scale) as i32;
        let y = (anchor.1 - (screen.1 - at.origin.1) / scale) as i32;
        self.set_view(ViewRect {
            x: x.max(whole.x).min(whole.x + whole.width - width),
            y: y.max(whole.y).min(whole.y + whole.height - height),
            width,
            height,
        });
    }

    /// Zooms by `factor` (below 1 zooms in), the middle of the view staying in the middle.
    fn zoom_by(self, factor: f64) {
        let view = self.view.get_untracked();
        let (width, height) = (f64::from(view.width), f64::from(view.height));
        let middle = (f64::from(view.x) + width / 2.0, f64::from(view.y) + height / 2.0);
        // Measured in the view's own units from its corner, as if one unit were one pixel.
        let at = Placement {
            scale: 1.0,
            origin: (0.0, 0.0),
        };
        self.show(view, width * factor, middle, (width / 2.0, height / 2.0), at);
    }

    fn fit(self) {
        self.set_view(self.whole.get_value());
    }

    /// Pans the zoomed view, as little as it takes, to show the `width` x `height` units from
    /// (`x`, `y`): the square the keyboard moved to.
    pub fn reveal(self, x: i32, y: i32, width: i32, height: i32) {
        let whole = self.whole.get_value();
        let mut view = self.view.get_untracked();
        view.x = shift_into(view.x, view.width, x, width);
        view.y = shift_into(view.y, view.height, y, height);
        view.x = view.x.max(whole.x).min(whole.x + whole.width - view.width);
        view.y = view.y.max(whole.y).min(whole.y + whole.height - view.height);
        self.set_view(view);
    }

    /// A pointer down on the board: the start of a pan, or of a pinch with a second one.
    fn press(self, event: &web_sys::PointerEvent, svg: NodeRef<leptos::svg::Svg>, tile_pressed: bool) {
        let view = self.view.get_untracked();
        self.touches.update_value(|touches| {
            touches.swallow_click = false;
            if event.button() != 0 || touches.pointers.len() == 2 || tile_pressed {
                return;
            }
            touches.pointers.push((event.pointer_id(), client(event)));
            let pinch = touches.pointers.len() == 2;
            touches.begin(svg, view, pinch);
        });
    }

    /// A pointer moved anywhere: pans or pinches if it is one of the board's.
    fn track(self, event: &web_sys::PointerEvent) {
        let id = event.pointer_id();
        let shown = self.touches.try_update_value(|touches| {
            let pointer = touches.pointers.iter_mut().find(|(pointer, _)| *pointer == id)?;
            pointer.1 = client(event);
            let (now, apart) = (touches.midpoint(), touches.spread());
            let gesture = touches.gesture.as_mut()?;
            let far = (now.0 - gesture.start.0)
                .abs()
                .max((now.1 - gesture.start.1).abs())
                > PAN_THRESHOLD;
            if !gesture.moved && !far {
                return None;
            }
            gesture.moved = true;
            let width = f64::from(gesture.from.width);
            let width = match (gesture.spread, apart) {
                (Some(from), Some(to)) => width * from / to,
                _ => width,
            };
            Some((gesture.from, width, gesture.anchor, now, gesture.at))
        });
        if let Some(Some((from, width, anchor, now, at))) = shown {
            self.show(from, width, anchor, now, at);
        }
    }

    /// A pointer lifted or lost anywhere.
    fn lift(self, event: &web_sys::PointerEvent, svg: NodeRef<leptos::svg::Svg>) {
        let id = event.pointer_id();
        let view = self.view.get_untracked();
        self.touches.update_value(|touches| {
            let before = touches.pointers.len();
            touches.pointers.retain(|(pointer, _)| *pointer != id);
            if touches.pointers.len() == before {
                return;
            }
            if touches.pointers.is_empty() {
                touches.swallow_click = touches.gesture.take().is_some_and(|gesture| gesture.moved);
            } else {
                // One finger of a pinch lifted: the other pans on from here.
                touches.begin(svg, view, true);
            }
        });
    }

    fn wheel(self, event: &web_sys::WheelEvent, svg: NodeRef<leptos::svg::Svg>) {
        event.prevent_default();
        let from = self.view.get_untracked();
        let Some(at) = Placement::of(svg, from) else {
            return;
        };
        // Lines (some mice) count as 40 pixels; one notch of about 100 pixels zooms by a quarter.
        let lines = if event.delta_mode() == 1 { 40.0 } else { 1.0 };
        let step = (event.delta_y() * lines).clamp(-100.0, 100.0);
        let screen = (f64::from(event.client_x()), f64::from(event.client_y()));
        let width = f64::from(from.width) * (1.0 + step / 400.0);
        self.show(from, width, at.board_point(from, screen), screen, at);
    }

    /// The click that ends a pan is no tap on a square: it stops here.
    fn click(self, event: &web_sys::MouseEvent) {
        let swallow = self
            .touches
            .try_update_value(|touches| std::mem::take(&mut touches.swallow_click));
        if swallow == Some(true) {
            event.stop_propagation();
        }
    }
}

/// Where the board is on screen: pixels per unit, and the view's top left corner in pixels.
#[derive(Clone, Copy)]
struct Placement {
    scale: f64,
    origin: (f64, f64),
}

impl Placement {
    /// Where `svg` draws the board now, `view` on show.
    fn of(svg: NodeRef<leptos::svg::Svg>, view: ViewRect) -> Option<Placement> {
        let svg: web_sys::SvgGraphicsElement = svg.get_untracked()?.unchecked_into();
        let matrix = svg.get_screen_ctm()?;
        let scale = f64::from(matrix.a());
        Some(Placement {
            scale,
            origin: (
                scale * f64::from(view.x) + f64::from(matrix.e()),
                scale * f64::from(view.y) + f64::from(matrix.f()),
            ),
        })
    }

    /// The board point drawn at `screen`, `view` on show.
    fn board_point(&self, view: ViewRect, screen: (f64, f64)) -> (f64, f64) {
        (
            f64::from(view.x) + (screen.0 - self.origin.0) / self.scale,
            f64::from(view.y) + (screen.1 - self.origin.1) / self.scale,
        )
    }
}

/// A pan or pinch under way.
struct Gesture {
    from: ViewRect,
    at: Placement,
    /// The board point under the pointers' midpoint when the gesture began.
    anchor: (f64, f64),
    start: (f64, f64),
    /// The distance between two pointers, for a pinch.
    spread: Option<f64>,
    moved: bool,
}

/// The pointers down on the board and what they do.
#[derive(Default)]
struct Touches {
    /// Pointer ids and where they are, in client pixels: two at most.
    pointers: Vec<(i32, (f64, f64))>,
    gesture: Option<Gesture>,
    /// A pan just ended where the pointer was lifted: the click that follows is no tap.
    swallow_click: bool,
}

impl Touches {
    fn midpoint(&self) -> (f64, f64) {
        let count = self.pointers.len() as f64;
        let sum = self
            .pointers
            .iter()
            .fold((0.0, 0.0), |sum, (_, at)| (sum.0 + at.0, sum.1 + at.1));
        (sum.0 / count, sum.1 / count)
    }

    fn spread(&self) -> Option<f64> {
        match self.pointers[..] {
            [(_, a), (_, b)] => Some(
                ((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1))
                    .sqrt()
                    .max(1.0),
            ),
            _ => None,
        }
    }

    /// (Re)starts the gesture from the pointers down now on the board `svg` draws, `from` on
    /// show.
    fn begin(&mut self, svg: NodeRef<leptos::svg::Svg>, from: ViewRect, moved: bool) {
        let start = self.midpoint();
        self.gesture = Placement::of(svg, from).map(|at| Gesture {
            from,
            anchor: at.board_point(from, start),
            at,
            start,
            spread: self.spread(),
            moved,
        });
    }
}

/// Where a view starting at `shown` and `length` long starts once it takes in the stretch of
/// `span` from `start`, moved as little as it can.
fn shift_into(shown: i32, length: i32, start: i32, span: i32) -> i32 {
    if start < shown {
        start
    } else if start + span > shown + length {
        start + span - length
    } else {
        shown
    }
}

fn client(event: &web_sys::PointerEvent) -> (f64, f64) {
    (f64::from(event.client_x()), f64::from(event.client_y()))
}

/// The board area: the board with the zoom buttons under it.
#[component]
pub fn ZoomArea<S: Copy + PartialEq + Send + Sync + 'static>(
    zoom: BoardZoom,
    svg: NodeRef<leptos::svg::Svg>,
    /// The screen's tile drag: a press on a tile drags the tile, so the board does not pan.
    drag: TileDrag<S>,
    /// The board: an `<svg node_ref=svg viewBox=move || zoom.view_box()>`. A prop rather than
    /// children, which would cost the bundle a boxed and type-erased copy of the board's view.
    board: impl IntoView + 'static,
) -> impl IntoView {
    // The window's, so that a pan goes on when the pointer leaves the board.
    let move_handle = window_event_listener(leptos::ev::pointermove, move |event| zoom.track(&event));
    let up_handle = window_event_listener(leptos::ev::pointerup, move |event| zoom.lift(&event, svg));
    let cancel_handle = window_event_listener(leptos::ev::pointercancel, move |event| zoom.lift(&event, svg));
    on_cleanup(move || {
        move_handle.remove();
        up_handle.remove();
        cancel_handle.remove();
    });
    let whole = move || !zoom.zoomed();
    view! {
        <div class="board-area">
            <div class="zoom-area">
                <div
                    class="zoom-view"
                    on:pointerdown=move |event| zoom.press(&event, svg, drag.is_pressed())
                    on:wheel=move |event| zoom.wheel(&event, svg)
                    on:click:capture=move |event| zoom.click(&event)
                >
                    {board}
                </div>
                <div class="zoom-controls">
                    <button data-testid="zoom-out" aria-label=t(TileSays::ZoomOut) on:click=move |_| zoom.zoom_by(1.5)
                        disabled=whole>
                        <IconGlyph icon=Icon::ZoomOut />
                    </button>
                    <button data-testid="zoom-in" aria-label=t(TileSays::ZoomIn) on:click=move |_| zoom.zoom_by(2.0 / 3.0)
                        disabled=move || zoom.closest()>
                        <IconGlyph icon=Icon::ZoomIn />
                    </button>
                    <button data-testid="zoom-fit" aria-label=t(TileSays::ZoomFit) on:click=move |_| zoom.fit() disabled=whole>
                        <IconGlyph icon=Icon::Fit />
                    </button>
                </div>
            </div>
        </div>
    }
}
