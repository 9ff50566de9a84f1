//! The rack: the tiles not laid this turn, as buttons to tap (choose one, or pick several to
//! exchange) or to press and drag onto the board.

use super::{TileDrag, TurnState};
use leptos::prelude::*;

/// How a game's tile shows on a rack button and under the finger.
pub trait RackTile: Copy + PartialEq + Send + Sync + 'static {
    /// The text on the tile.
    fn label(self) -> String;
    /// What a screen reader says for it.
    fn aria_label(self) -> String;
    /// The tile in the game's notation, as `data-tile` (the end-to-end tests find tiles by it).
    fn code(self) -> String;
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
) -> impl IntoView {
    let buttons = move || {
        let chosen = turn.exchange.get();
        tiles()
            .into_iter()
            .map(|(slot, tile)| {
                let picked = chosen.as_ref().is_some_and(|chosen| chosen.contains(&slot));
                let selected = move || turn.selected.get() == Some(slot);
                view! {
                    <li>
                        <button
                            class=format!("rack-tile {}", tile.class())
                            class:selected=selected
                            class:picked=picked
                            class:lifted=move || drag.dragged() == Some(slot)
                            aria-label=tile.aria_label()
                            aria-pressed=move || (selected() || picked).to_string()
                            data-testid="rack-tile"
                            data-tile=tile.code()
                            on:pointerdown=move |event| drag.press(slot, &event)
                        >
                            {tile.label()}
                        </button>
                    </li>
                }
            })
            .collect_view()
    };
    view! { <ol class="rack" data-testid="rack">{buttons}</ol> }
}
