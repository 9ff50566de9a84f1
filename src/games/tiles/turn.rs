//! The player's turn around the draft: the tile chosen to lay with the next square tapped, the
//! tiles picked for an exchange, the buttons that end or reset the turn, and the preview box.

use crate::games::tiles::TileSays;
use crate::i18n::{t, Msg};
use gameshelf_engine::game::AnyMoveError;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Clears `message` whenever the move laid out changes: a refusal speaks of the move as it
/// stood, so it goes once the player has set that right or changed it. Not while `turn` is an
/// exchange: the tiles came back to the rack for it, and the message (a hint's advice) speaks
/// of the exchange.
pub fn clear_message_on_change<P>(
    laid_out: impl Fn() -> P + Send + Sync + 'static,
    message: RwSignal<Option<Msg>>,
    turn: TurnState,
) where
    P: Clone + PartialEq + Send + Sync + 'static,
{
    Effect::new(move |before: Option<P>| {
        let now = laid_out();
        if before.is_some_and(|before| before != now) && !untrack(|| turn.exchanging()) {
            message.set(None);
        }
        now
    });
}

/// What the player has chosen this turn besides the tiles laid.
#[derive(Clone, Copy)]
pub struct TurnState {
    /// The rack slot to lay on the next square tapped.
    pub selected: RwSignal<Option<usize>>,
    /// While exchanging: the rack slots picked to give back.
    pub exchange: RwSignal<Option<Vec<usize>>>,
    /// Pass was tapped once and waits for the second tap.
    pub confirm_pass: RwSignal<bool>,
    /// The rack's list, whose tiles the keyboard reaches on entering an exchange.
    pub(super) rack: NodeRef<leptos::html::Ol>,
    /// The exchange button, which the keyboard returns to on leaving an exchange.
    exchange_button: NodeRef<leptos::html::Button>,
}

impl TurnState {
    pub fn new() -> TurnState {
        TurnState {
            selected: RwSignal::new(None),
            exchange: RwSignal::new(None),
            confirm_pass: RwSignal::new(false),
            rack: NodeRef::new(),
            exchange_button: NodeRef::new(),
        }
    }

    pub fn reset(self) {
        self.selected.set(None);
        self.exchange.set(None);
        self.confirm_pass.set(false);
    }

    /// A rack tile tapped: picked or unpicked while exchanging, else chosen or unchosen.
    pub fn tap(self, slot: usize) {
        if self.exchange.with_untracked(Option::is_none) {
            self.selected
                .update(|selected| *selected = (*selected != Some(slot)).then_some(slot));
            return;
        }
        self.exchange.update(|chosen| {
            let Some(chosen) = chosen else { return };
            match chosen.iter().position(|&picked| picked == slot) {
                Some(index) => {
                    chosen.remove(index);
                }
                None => chosen.push(slot),
            }
        });
    }

    /// Exchanging rather than laying tiles (tracked).
    pub fn exchanging(self) -> bool {
        self.exchange.with(Option::is_some)
    }

    /// Leaves the exchange without exchanging: the focus goes back to the exchange button once
    /// it is drawn again, as it would on closing a dialog.
    pub fn cancel_exchange(self) {
        let exchange_button = self.exchange_button;
        self.exchange.set(None);
        request_animation_frame(move || {
            if let Some(button) = exchange_button.get_untracked() {
                let _ = button.focus();
            }
        });
    }

    /// Once the rack is drawn again, focuses its first tile: entering an exchange from the
    /// keyboard, the tiles to pick come next.
    fn focus_rack(self) {
        let rack = self.rack;
        request_animation_frame(move || {
            let first = rack
                .get_untracked()
                .and_then(|rack| rack.query_selector("button").ok().flatten());
            if let Some(button) = first.and_then(|button| button.dyn_into::<web_sys::HtmlElement>().ok()) {
                let _ = button.focus();
            }
        });
    }
}

/// A turn button pressed, for the game to act on.
pub enum TurnAction {
    Play,
    /// Every tile back to the rack; also sent on entering the exchange.
    Recall,
    Shuffle,
    /// The rack slots picked to give back.
    Exchange(Vec<usize>),
    /// Pass, tapped a second time to confirm.
    Pass,
    Hint,
}

/// The buttons of a turn: play, recall, shuffle, exchange, pass and hint; while exchanging,
/// confirm or cancel the exchange.
#[component]
pub fn TurnControls(
    turn: TurnState,
    /// The draft's points when it is a legal move.
    #[prop(into)]
    points: Signal<Option<u32>>,
    /// Tiles lie on the board to take back.
    #[prop(into)]
    can_recall: Signal<bool>,
    /// The bag holds tiles to exchange with.
    #[prop(into)]
    can_exchange: Signal<bool>,
    /// The most tiles one exchange gives back.
    max_exchange: usize,
    /// One player: passing ends the game.
    solo: bool,
    /// A pass now ends the game (everyone else has passed in turn): the confirmation says so.
    #[prop(into)]
    pass_ends: Signal<bool>,
    /// The robot is looking for the hint asked for.
    #[prop(into)]
    hinting: Signal<bool>,
    /// A robot can read the game for a hint (not in a game dealt at a distance).
    #[prop(default = true)]
    hints: bool,
    /// One callback for every button keeps the bundle small.
    on_action: Callback<TurnAction>,
) -> impl IntoView {
    let start_exchange = move |event: web_sys::MouseEvent| {
        on_action.run(TurnAction::Recall);
        turn.exchange.set(Some(Vec::new()));
        // Entered by keyboard (a key's click has no detail): on to the tiles to pick.
        if event.detail() == 0 {
            turn.focus_rack();
        }
    };
    let pass = move |_| {
        if turn.confirm_pass.get_untracked() {
            on_action.run(TurnAction::Pass);
        } else {
            turn.confirm_pass.set(true);
        }
    };
    let exchanging = move || {
        let count = move || turn.exchange.with(|chosen| chosen.as_ref().map_or(0, Vec::len));
        let confirm = move |_| {
            if let Some(chosen) = turn.exchange.get_untracked() {
                on_action.run(TurnAction::Exchange(chosen));
            }
        };
        view! {
            <button class="primary" data-testid="confirm-exchange" on:click=confirm
                disabled=move || !(1..=max_exchange).contains(&count())>
                {move || t(TileSays::ExchangeTiles(count()))}
            </button>
            <button on:click=move |_| turn.cancel_exchange()>{t(Msg::Cancel)}</button>
        }
    };
    view! {
        <div class="controls">
            <Show when=move || !turn.exchanging() fallback=exchanging>
                <button class="primary" data-testid="play" on:click=move |_| on_action.run(TurnAction::Play)
                    disabled=move || points.get().is_none()>
                    {move || t(TileSays::PlayFor(points.get()))}
                </button>
                <button data-testid="recall" on:click=move |_| on_action.run(TurnAction::Recall)
                    disabled=move || !can_recall.get()>
                    {t(TileSays::Recall)}
                </button>
                <button data-testid="shuffle" on:click=move |_| on_action.run(TurnAction::Shuffle)>{t(TileSays::Shuffle)}</button>
                <button data-testid="exchange" node_ref=turn.exchange_button on:click=start_exchange
                    disabled=move || !can_exchange.get()>
                    {t(TileSays::Exchange)}
                </button>
                <button data-testid="pass" class:danger=move || turn.confirm_pass.get() on:click=pass>
                    {move || t(match (turn.confirm_pass.get(), solo) {
                        (false, false) => TileSays::Pass,
                        (false, true) => TileSays::EndSoloGame,
                        (true, false) if pass_ends.get() => TileSays::ConfirmPassEndsGame,
                        (true, _) => TileSays::ConfirmPass,
                    })}
                </button>
                // Not disabled while the robot thinks, which would drop the keyboard's focus.
                {hints.then(|| view! {
                    <button data-testid="hint" aria-disabled=move || hinting.get().to_string()
                        on:click=move |_| if !hinting.get_untracked() { on_action.run(TurnAction::Hint) }>
                        {move || t(if hinting.get() { Msg::HintThinking } else { Msg::Hint })}
                    </button>
                })}
            </Show>
        </div>
    }
}

/// What the preview box shows for the draft.
pub enum Preview {
    /// Nothing laid: how to play, or how to exchange.
    Help(String),
    /// A legal move: each line it scores (written out, its points) and the total.
    Scored { lines: Vec<(String, u32)>, total: u32 },
    /// Why the move is not legal.
    Illegal(String),
}

impl Preview {
    /// The preview of the move laid out as the engine `judged` it: nothing to judge yet (`help`
    /// says how to play), the lines a legal move scores and its total (`scored`), or the rule
    /// it breaks.
    pub fn judged<S, E: Into<AnyMoveError>>(
        judged: Option<Result<S, E>>,
        help: impl FnOnce() -> Msg,
        scored: impl FnOnce(S) -> (Vec<(String, u32)>, u32),
    ) -> Preview {
        match judged {
            None => Preview::Help(t(help())),
            Some(Ok(move_scored)) => {
                let (lines, total) = scored(move_scored);
                Preview::Scored { lines, total }
            }
            Some(Err(error)) => Preview::Illegal(t(Msg::RuleBroken(error.into()))),
        }
    }
}

/// The live judgement of the draft, under the rack.
#[component]
pub fn MovePreview(
    /// What to show (tracked).
    preview: impl Fn() -> Preview + Send + Sync + 'static,
) -> impl IntoView {
    let shown = move || match preview() {
        Preview::Help(help) => view! { <p class="muted">{help}</p> }.into_any(),
        Preview::Scored { lines, total } => {
            let lines = lines
                .into_iter()
                .map(|(line, points)| {
                    view! {
                        <li data-testid="equation">
                            <span class="equation">{line}</span>
                            <span class="points">{t(Msg::Points(points))}</span>
                        </li>
                    }
                })
                .collect_view();
            view! {
                <ul class="equations">{lines}</ul>
                <p class="preview-total" data-testid="preview-total">{t(TileSays::PreviewTotal(total))}</p>
            }
            .into_any()
        }
        Preview::Illegal(why) => {
            view! { <p class="illegal" data-testid="preview-error">{why}</p> }.into_any()
        }
    };
    view! { <div class="preview" data-testid="preview" aria-live="polite">{shown}</div> }
}
