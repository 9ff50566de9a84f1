//! The analysis board's move tree, as lichess writes one: the main line as numbered moves, each
//! variation in parentheses after the move it replaces, nested as deep as it goes. Every move is
//! a button that shows its node; the node shown is marked as current. Under it, the buttons that
//! step along the line, promote or delete, and the comment on the move shown.

use super::analysis_screen::AnalysisScreen;
use super::moves::scroll_to_current;
use super::study_words::StudySays;
use crate::i18n::{t, Msg};
use gameshelf_engine::abalone::{NodeId, Seat, Study};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The tree of moves tried, with its buttons and the comment field.
#[component]
pub fn Variations(screen: AnalysisScreen) -> impl IntoView {
    // The move shown kept in sight once the tree is drawn anew.
    Effect::new(move |_| {
        screen.shown.track();
        screen.study.track();
        request_animation_frame(|| {
            if let Ok(Some(tree)) = document().query_selector("[data-testid=study-moves]") {
                scroll_to_current(&tree);
            }
        });
    });
    view! {
        <section class="study-panel" aria-labelledby="study-title">
            <h2 id="study-title">{t(Msg::Moves)}</h2>
            <p id="study-keys" class="muted">{t(StudySays::StudyKeys)}</p>
            {move || {
                let shown = screen.shown.get();
                screen.study.with(|study| match study.children(Study::ROOT).first() {
                    None => view! { <p class="muted">{t(Msg::NoMovesYet)}</p> }.into_any(),
                    Some(&first) => view! {
                        <div class="study-moves" data-testid="study-moves" aria-describedby="study-keys">
                            {line(screen, study, first, shown, true)}
                        </div>
                    }
                    .into_any(),
                })
            }}
            <StudyControls screen=screen />
            <Comment screen=screen />
        </section>
    }
}

/// The line that starts with the move to `first`, down its main continuations: each move that
/// has variations followed by them, in parentheses. `numbered` asks for the first move's number
/// whoever plays it, as at the start of a line or after a variation.
fn line(screen: AnalysisScreen, study: &Study, first: NodeId, shown: NodeId, numbered: bool) -> Vec<AnyView> {
    let mut views = Vec::new();
    let mut numbered = numbered;
    let mut at = Some(first);
    while let Some(node) = at {
        views.push(move_button(screen, study, node, shown, numbered));
        let siblings = study
            .parent(node)
            .map_or(&[][..], |parent| study.children(parent));
        // Only a main continuation carries its siblings: a variation's are written once.
        let variations: Vec<NodeId> = match siblings.split_first() {
            Some((&main, rest)) if main == node => rest.to_vec(),
            _ => Vec::new(),
        };
        for &variation in &variations {
            views.push(
                view! {
                    <span class="variation" role="group" aria-label=t(StudySays::Variation) data-testid="variation">
                        {line(screen, study, variation, shown, true)}
                    </span>
                }
                .into_any(),
            );
        }
        numbered = !variations.is_empty() || !study.comment(node).is_empty();
        at = study.children(node).first().copied();
    }
    views
}

/// The move to `node` as a button that shows it, after its number where Black plays it or where
/// `numbered` asks for it, and followed by its comment if it has one.
fn move_button(
    screen: AnalysisScreen,
    study: &Study,
    node: NodeId,
    shown: NodeId,
    numbered: bool,
) -> AnyView {
    let parent = study.parent(node).expect("a move's node has a parent");
    let black_moves = study.position(parent).to_move() == Seat::BLACK;
    let number = move_number(study, node);
    let label = match (black_moves, numbered) {
        (true, _) => Some(format!("{number}.")),
        (false, true) => Some(format!("{number}…")),
        (false, false) => None,
    };
    let comment = study.comment(node).to_string();
    let current = node == shown;
    view! {
        <span class="study-step">
        {label.map(|label| view! { <span class="move-number">{label}</span> })}
        <button
            type="button"
            class="move"
            class:current=current
            aria-current=current.then_some("true")
            data-testid="study-move"
            on:click=move |_| {
                screen.go_to(node);
                focus_shown_move();
            }
        >
            {study.move_to(node).map(|mv| mv.to_string())}
        </button>
        </span>
        {(!comment.is_empty()).then(|| view! { <span class="study-comment" data-testid="study-comment">{comment}</span> })}
    }
    .into_any()
}

/// Puts the focus back on the move shown once the tree is drawn anew (its buttons are new at
/// every step), for a player who steps along it from the keyboard; at the start, none is.
pub fn focus_shown_move() {
    request_animation_frame(|| {
        let shown = document()
            .query_selector("[data-testid=study-move][aria-current=true]")
            .ok()
            .flatten();
        if let Some(shown) = shown {
            let _ = shown.unchecked_into::<web_sys::HtmlElement>().focus();
        }
    });
}

/// The number of the move to `node`, as a game counts them: Black's move and White's reply
/// share one, and a start with White to move begins with White's half of move 1.
fn move_number(study: &Study, node: NodeId) -> usize {
    let plies = study.path(node).len() - 1;
    let white_first = usize::from(study.position(Study::ROOT).to_move() != Seat::BLACK);
    (plies + white_first).div_ceil(2)
}

/// Back, forward, to the start and the end of the line; promote and delete the line shown.
#[component]
fn StudyControls(screen: AnalysisScreen) -> impl IntoView {
    let at_start = move || screen.previous().is_none();
    let at_end = move || screen.next().is_none();
    view! {
        <div class="actions study-controls">
            <button type="button" data-testid="study-start" aria-keyshortcuts="Home" disabled=at_start on:click=move |_| screen.to_start()>
                {t(StudySays::StudyStart)}
            </button>
            <button type="button" data-testid="study-back" aria-keyshortcuts="ArrowLeft" disabled=at_start on:click=move |_| screen.back()>
                {t(StudySays::StudyBack)}
            </button>
            <button type="button" data-testid="study-forward" aria-keyshortcuts="ArrowRight" disabled=at_end on:click=move |_| screen.forward()>
                {t(StudySays::StudyForward)}
            </button>
            <button type="button" data-testid="study-end" aria-keyshortcuts="End" disabled=at_end on:click=move |_| screen.to_end()>
                {t(StudySays::StudyEnd)}
            </button>
        </div>
        <div class="actions study-controls">
            <button type="button" data-testid="study-promote" disabled=move || screen.variation().is_none() on:click=move |_| screen.promote()>
                {t(StudySays::PromoteVariation)}
            </button>
            <button type="button" data-testid="study-delete" disabled=at_start on:click=move |_| screen.delete()>
                {t(StudySays::DeleteFromHere)}
            </button>
        </div>
    }
}

/// The comment on the move shown, kept in the study; none at the start.
#[component]
fn Comment(screen: AnalysisScreen) -> impl IntoView {
    // Kept when the field is left (a move button clicked, Tab): kept on every key, the trimming
    // would swallow a space just typed.
    view! {
        <Show when=move || screen.previous().is_some()>
            <label class="study-comment-field">
                <span>{t(StudySays::MoveComment)}</span>
                <textarea
                    rows="2"
                    data-testid="study-comment-input"
                    prop:value=move || screen.comment()
                    on:change=move |event| screen.set_comment(&event_target_value(&event))
                ></textarea>
            </label>
        </Show>
    }
}
