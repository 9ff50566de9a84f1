//! The screen between two players' turns in pass-and-play: it covers everything private until
//! the next player says they hold the device.

use crate::games::tiles::TileSays;
use crate::i18n::{t, Msg};
use crate::route::Route;
use crate::state::AppState;
use leptos::prelude::*;

#[component]
pub fn HandOver(
    #[prop(into)] name: Signal<String>,
    on_reveal: Callback<()>,
    /// The player holds pieces (Addique's) rather than tiles.
    #[prop(optional)]
    pieces: bool,
    /// What the next player should know first, such as the last turn.
    children: ChildrenFn,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    // The browser's modal dialog: focus moves into it and stays there, and everything behind
    // (the board, the rack, the panel) is inert until the next player says they hold the device.
    let dialog = NodeRef::<leptos::html::Dialog>::new();
    Effect::new(move |_| {
        if let Some(dialog) = dialog.get() {
            if !dialog.open() {
                let _ = dialog.show_modal();
            }
        }
    });
    view! {
        // Escape would shut a modal dialog; this one only goes when the next player takes over.
        <dialog class="handover" node_ref=dialog aria-labelledby="handover-title" data-testid="handover"
            on:cancel=|event: leptos::ev::Event| event.prevent_default()>
            <div class="handover-card">
                <h2 id="handover-title">{move || t(TileSays::PassTo(name.get()))}</h2>
                // The player's own action first; what the last player did (and its undo) after.
                <button class="primary" data-testid="reveal" autofocus on:click=move |_| on_reveal.run(())>
                    {move || t(if pieces { TileSays::ShowPiecesOf(name.get()) } else { TileSays::ShowTilesOf(name.get()) })}
                </button>
                {children()}
                <button data-testid="handover-home" on:click=move |_| state.go(Route::Home)>{t(Msg::Home)}</button>
            </div>
        </dialog>
    }
}
