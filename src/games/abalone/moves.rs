//! The list of moves in the panel: each a button that steps the board to it, the one shown kept
//! in sight, and the moves left under a move limit.

use super::screen::AbaloneScreen;
use super::words::Says;
use crate::i18n::{t, Msg};
use crate::ui::Fold;
use gameshelf_engine::abalone::Played;
use leptos::prelude::*;

/// The moves played, in numbered pairs, folded away on a phone.
#[component]
pub fn MoveRecord(screen: AbaloneScreen) -> impl IntoView {
    let moves_ref = NodeRef::<leptos::html::Section>::new();
    keep_current_in_sight(screen, moves_ref);
    let move_limit = screen.game.with_untracked(|game| game.setup().move_limit);
    view! {
        <Fold label=Msg::Moves class="record">
            <section class="moves" aria-label=t(Msg::Moves) node_ref=moves_ref>
                <h2>{t(Msg::Moves)}</h2>
                {move_limit.map(|limit| view! {
                    <p class="move-limit" data-testid="moves-left">
                        {move || t(Says::MovesOfLimit { played: screen.total.get(), limit: limit as usize })}
                    </p>
                })}
                <Show when=move || { screen.total.get() > 0 } fallback=|| view! { <p class="muted">{t(Msg::NoMovesYet)}</p> }>
                    <ol class="move-list" data-testid="move-list">{move || move_list(screen)}</ol>
                </Show>
            </section>
        </Fold>
    }
}

/// The moves in numbered pairs, the one shown marked.
fn move_list(screen: AbaloneScreen) -> impl IntoView {
    let shown = screen.shown_ply();
    screen.game.with(|game| {
        game.played()
            .chunks(2)
            .enumerate()
            .map(|(turn, pair)| {
                let cells = pair.iter().enumerate().map(|(half, played)| {
                    let ply = turn * 2 + half + 1;
                    move_button(screen, played, ply, ply == shown)
                });
                view! {
                    <li>
                        <span class="move-number">{turn + 1} "."</span>
                        {cells.collect_view()}
                    </li>
                }
            })
            .collect_view()
    })
}

/// The move `played` as move number `ply`, which shows the board after it.
fn move_button(screen: AbaloneScreen, played: &Played, ply: usize, current: bool) -> impl IntoView {
    let pushed_off = played.effect.pushed_off.is_some();
    view! {
        <button
            class="move"
            class:current=current
            class:push-off=pushed_off
            data-testid="move"
            on:click=move |_| screen.step_to(ply)
        >
            {played.mv.to_string()}
            {pushed_off.then_some(view! { <span class="push-off-mark">"×"</span> })}
        </button>
    }
}

/// Keeps the current move visible in the list, scrolling the list alone, never the page.
fn keep_current_in_sight(screen: AbaloneScreen, moves_ref: NodeRef<leptos::html::Section>) {
    Effect::new(move |_| {
        screen.shown_ply();
        let Some(list) = moves_ref.get() else { return };
        scroll_to_current(&list);
    });
}

/// Scrolls `list` alone, never the page, so that its current move (`.move.current`) is in sight.
pub fn scroll_to_current(list: &web_sys::Element) {
    let Ok(Some(current)) = list.query_selector(".move.current") else {
        return;
    };
    let (outer, inner) = (
        list.get_bounding_client_rect(),
        current.get_bounding_client_rect(),
    );
    if inner.bottom() > outer.bottom() {
        list.set_scroll_top(list.scroll_top() + (inner.bottom() - outer.bottom()).ceil() as i32);
    } else if inner.top() < outer.top() {
        list.set_scroll_top(list.scroll_top() - (outer.top() - inner.top()).ceil() as i32);
    }
}
