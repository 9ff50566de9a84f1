//! The hand: the pieces the player to move holds, as a labelled list of buttons to tap (choose
//! one), to press and drag onto the table, or to press by keyboard, and the piece that follows
//! the pointer while dragging; at a distance, this device's hand while another seat moves.

use super::table::{PieceShape, Spot, CELL};
use super::words::Says;
use crate::games::tiles::TileDrag;
use crate::i18n::t;
use gameshelf_engine::addique::Piece;
use leptos::prelude::*;

/// A piece drawn on its own, for the hand and the drag.
#[component]
fn LonePiece(piece: Piece) -> impl IntoView {
    // The plus reaches one square beyond its centre square on each side.
    let view_box = format!("{} {} {} {}", -CELL - 2, -CELL - 2, 3 * CELL + 4, 3 * CELL + 4);
    view! {
        <svg class="lone-piece" viewBox=view_box aria-hidden="true">
            <PieceShape piece=piece at=(0, 0) class="piece placed" />
        </svg>
    }
}

#[component]
pub fn Hand(
    /// The pieces held, in the order drawn (tracked).
    pieces: impl Fn() -> Vec<Piece> + Send + Sync + 'static,
    selected: RwSignal<Option<usize>>,
    drag: TileDrag<Spot>,
    /// Whose hand it is, for screen readers.
    #[prop(into)]
    label: Signal<String>,
    /// A piece's button pressed by keyboard: pointers tap and drag through `drag`.
    on_key_press: Callback<usize>,
) -> impl IntoView {
    let buttons = move || {
        pieces()
            .into_iter()
            .enumerate()
            .map(|(slot, piece)| {
                let chosen = move || selected.get() == Some(slot);
                // Keys 1, 2, 3 choose the pieces in order (the screen listens for them).
                let key = slot + 1;
                view! {
                    <li>
                        <button
                            class="hand-piece"
                            class:selected=chosen
                            class:lifted=move || drag.dragged() == Some(slot)
                            aria-label=t(Says::HandPiece { piece, key })
                            aria-keyshortcuts=key.to_string()
                            aria-pressed=move || chosen().to_string()
                            data-testid="hand-piece"
                            data-piece=piece.to_string()
                            on:pointerdown=move |event| drag.press(slot, &event)
                            // A click with no press count is Enter or Space: a tap has one.
                            on:click=move |event| {
                                if event.detail() == 0 {
                                    on_key_press.run(slot);
                                }
                            }
                        >
                            <LonePiece piece=piece />
                        </button>
                    </li>
                }
            })
            .collect_view()
    };
    view! { <ol class="hand" aria-label=label data-testid="hand">{buttons}</ol> }
}

/// At a distance, this device's hand while another seat is to move: to look at, not to play.
#[component]
pub fn WaitingHand(
    /// The pieces held, in the order drawn (tracked).
    pieces: impl Fn() -> Vec<Piece> + Send + Sync + 'static,
    /// Whose hand it is, for screen readers.
    #[prop(into)]
    label: Signal<String>,
) -> impl IntoView {
    let faces = move || {
        let faces = pieces().into_iter().map(|piece| {
            view! {
                <li class="hand-piece waiting" role="img" aria-label=t(Says::Piece(piece))
                    data-testid="hand-piece" data-piece=piece.to_string()>
                    <LonePiece piece=piece />
                </li>
            }
        });
        faces.collect_view()
    };
    view! {
        <section class="rack-area waiting">
            <ol class="hand" aria-label=label data-testid="hand-waiting">{faces}</ol>
        </section>
    }
}

/// The piece under the pointer while it is dragged: `piece(slot)` names it.
#[component]
pub fn PieceGhost(
    drag: TileDrag<Spot>,
    piece: impl Fn(usize) -> Option<Piece> + Send + Sync + 'static,
) -> impl IntoView {
    move || {
        let (slot, (x, y)) = drag.dragging()?;
        let piece = piece(slot)?;
        Some(view! {
            <div class="drag-ghost piece-ghost" style=format!("left:{x}px;top:{y}px")>
                <LonePiece piece=piece />
            </div>
        })
    }
}
