//! The screen between two players' turns in pass-and-play: it covers everything private until
//! the next player says they hold the device.

use crate::app::{AppState, Route};
use crate::i18n::{t, Msg};
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
    view! {
        <div class="handover" role="dialog" aria-modal="true" aria-labelledby="handover-title" data-testid="handover">
            <div class="handover-card">
                <h2 id="handover-title">{move || t(Msg::PassTo(name.get()))}</h2>
                {children()}
                <button class="primary" data-testid="reveal" on:click=move |_| on_reveal.run(())>
                    {move || t(if pieces { Msg::ShowPiecesOf(name.get()) } else { Msg::ShowTilesOf(name.get()) })}
                </button>
                <button data-testid="handover-home" on:click=move |_| state.go(Route::Home)>{t(Msg::Home)}</button>
            </div>
        </div>
    }
}
