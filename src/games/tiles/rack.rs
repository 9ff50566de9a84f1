//! The rack: the tiles not laid this turn, as buttons to tap (choose one, or pick several to
//! exchange) or to press and drag onto the board, or to choose by keyboard, in a labelled list.

use super::{TileDrag, TurnState};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// How a game's tile shows on a rack button and under the finger.
pub trait RackTile: Copy + PartialEq + Send + Sync + 'static {
    /// The text on the tile.
    fn label(self) -> String;
    /// What a screen reader says for it.
    fn aria_label(self) -> String;
    /// The tile in the game's notation, as `data-tile` (the end-to-end tests find tiles by it).
    fn code(self) -> String;
    /// The tile a key typed stands for: a digit's, or a sign's.
    fn from_key(key: &str) -> Option<Self>;
    /// An extra class for tiles drawn differently, such as Abaku's joker.
    fn class(self) -> &'static str {
        ""
    }
}

#[component]
pub fn Rack<T: RackTile>(
    /// The slots in the rack, in the player's order, and their tiles (tracked).
    tiles: impl Fn() -> Vec<(usize, T)> + Send + Sync + 'static,
    turn: TurnState,
    drag: TileDrag,
    /// The list's name for screen readers, such as "Eva's rack".
    #[prop(into)]
    label: Signal<String>,
    /// A tile chosen by keyboard, Enter or Space on its button: what a tap does.
    on_choose: Callback<usize>,
) -> impl IntoView {
    let buttons = move || {
        tiles()
            .into_iter()
            .map(|(slot, tile)| {
                let picked = move || {
                    turn.exchange
                        .with(|chosen| chosen.as_ref().is_some_and(|chosen| chosen.contains(&slot)))
                };
                let selected = move || turn.selected.get() == Some(slot);
                view! {
                    <li>
                        <button
                            class=format!("rack-tile {}", tile.class())
                            class:selected=selected
                            class:picked=picked
                            class:lifted=move || drag.dragged() == Some(slot)
                            aria-label=tile.aria_label()
                            aria-pressed=move || (selected() || picked()).to_string()
                            data-testid="rack-tile"
                            data-tile=tile.code()
                            on:pointerdown=move |event| drag.press(slot, &event)
                            // Only a key's click: a pointer's tap comes through the drag.
                            on:click=move |event| {
                                if event.detail() == 0 {
                                    on_choose.run(slot);
                                }
                            }
                        >
                            {tile.label()}
                        </button>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <ol class="rack" data-testid="rack" aria-label=move || label.get() node_ref=turn.rack on:keydown=move_along>
            {buttons}
        </ol>
    }
}

/// The arrow keys, Home and End move the focus along the rack.
fn move_along(event: web_sys::KeyboardEvent) {
    let Some(button) = event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    let Some(item) = button.parent_element() else {
        return;
    };
    let next = match event.key().as_str() {
        "ArrowLeft" | "ArrowUp" => item.previous_element_sibling(),
        "ArrowRight" | "ArrowDown" => item.next_element_sibling(),
        "Home" => item.parent_element().and_then(|list| list.first_element_child()),
        "End" => item.parent_element().and_then(|list| list.last_element_child()),
        _ => return,
    };
    event.prevent_default();
    let button = next.and_then(|item| item.first_element_child());
    if let Some(button) = button.and_then(|button| button.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = button.focus();
    }
}
