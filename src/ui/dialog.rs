//! The ui kit's dialog and the fold a phone puts a game panel's parts behind.

use crate::i18n::{t, Msg};
use leptos::prelude::*;

/// A modal dialog on the browser's own `<dialog>`: while it is open, focus stays inside it and the
/// page behind is inert; Escape, a click outside or a `<form method="dialog">` button shut it, and focus goes back to the
/// control that opened it. `on_close` runs once it has shut.
#[component]
pub fn Modal(
    /// The id of the dialog's heading, which names it.
    labelled_by: &'static str,
    #[prop(optional)] test_id: &'static str,
    on_close: Callback<()>,
    children: Children,
) -> impl IntoView {
    let dialog = NodeRef::<leptos::html::Dialog>::new();
    Effect::new(move |_| {
        if let Some(dialog) = dialog.get() {
            if !dialog.open() {
                let _ = dialog.show_modal();
            }
        }
    });
    let click_outside = move |event: leptos::ev::MouseEvent| {
        // The dialog box fills the element: a click on the element itself is on its backdrop.
        if let Some(element) = dialog.get_untracked() {
            if event.target() == Some(element.clone().into()) {
                element.close();
            }
        }
    };
    view! {
        <dialog class="dialog" node_ref=dialog aria-labelledby=labelled_by data-testid=test_id
            on:close=move |_| on_close.run(()) on:click=click_outside>
            <div class="dialog-body">{children()}</div>
        </dialog>
    }
}

/// A part of a game's panel that a phone folds away behind a button named `label`, so that the
/// board and the turn's controls share its one screen; a wider screen shows the part as it is and
/// never the button (style/main.css, "The game screen on a phone"). `class` names the fold, and
/// its button's test id is `fold-{class}`.
#[component]
pub fn Fold(label: Msg, class: &'static str, children: Children) -> impl IntoView {
    let open = RwSignal::new(false);
    let body = format!("fold-{class}-body");
    view! {
        <div class=format!("fold {class}") class:open=move || open.get()>
            <button
                class="fold-toggle"
                data-testid=format!("fold-{class}")
                aria-expanded=move || open.get().to_string()
                aria-controls=body.clone()
                on:click=move |_| open.update(|open| *open = !*open)
            >
                {t(label)}
            </button>
            <div class="fold-body" id=body>{children()}</div>
        </div>
    }
}
