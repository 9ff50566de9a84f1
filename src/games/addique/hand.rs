//! The hand: the pieces the player to move holds, as buttons to tap (choose one) or to press
//! and drag onto the table, and the piece that follows the pointer while dragging.

use super::table::{PieceShape, Spot, CELL};
use crate::i18n::{t, Msg};
use crate::ui::tiles::TileDrag;
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
) -> impl IntoView {
    let buttons = move || {
        pieces()
            .into_iter()
            .enumerate()
            .map(|(slot, piece)| {
                let chosen = move || selected.get() == Some(slot);
                view! {
                    <li>
                        <button
                            class="hand-piece"
                            class:selected=chosen
                            class:lifted=move || drag.dragged() == Some(slot)
                            aria-label=t(Msg::AddiquePiece(piece))
                            aria-pressed=move || chosen().to_string()
                            data-testid="hand-piece"
                            data-piece=piece.to_string()
                            on:pointerdown=move |event| drag.press(slot, &event)
                        >
                            <LonePiece piece=piece />
                        </button>
                    </li>
                }
            })
            .collect_view()
    };
    view! { <ol class="hand" data-testid="hand">{buttons}</ol> }
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
