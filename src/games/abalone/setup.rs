//! The new-game form: how many players, the start layout (or the turn order for four), and
//! every player's name beside their colour and mark.

use super::board::LayoutPreview;
use super::seats::Stone;
use crate::i18n::{t, Msg};
use crate::route::Route;
use crate::state::AppState;
use crate::storage::{self, AnyGame};
use crate::ui::{Choices, FormActions, Seating, Setting, Toggle};
use gameshelf_engine::abalone::{Game, Layout, Seat, Setup, TurnOrder};
use gameshelf_engine::common::record::{GameKind, MAX_NAME_CHARS};
use leptos::prelude::*;

#[component]
pub fn NewGame() -> impl IntoView {
    let state = expect_context::<AppState>();
    let players = RwSignal::new(2u8);
    let two_player_layout = RwSignal::new(Layout::Standard);
    let turn_order = RwSignal::new(TurnOrder::Alternate);
    let minutes = RwSignal::new(None::<u32>);
    let move_limit = RwSignal::new(None::<u32>);
    let repetition = RwSignal::new(false);
    let turn_board = RwSignal::new(false);
    let seating = Seating::new();
    let layout = move || match players.get() {
        3 => Layout::ThreePlayer,
        4 => Layout::FourPlayer,
        _ => two_player_layout.get(),
    };
    let seats = move || (0..players.get()).filter_map(Seat::new).collect::<Vec<_>>();

    let start = move |event: leptos::ev::SubmitEvent| {
        event.prevent_default();
        let layout = layout();
        let count = seats().len();
        let players = seating.names(count, |seat| {
            t(Msg::SeatColour(
                Seat::new(seat as u8).expect("a seat at the table"),
            ))
        });
        let turn_order = if layout == Layout::FourPlayer {
            turn_order.get_untracked()
        } else {
            TurnOrder::Alternate
        };
        let setup = Setup {
            turn_order,
            minutes_per_player: minutes.get_untracked(),
            move_limit: move_limit.get_untracked(),
            draw_by_repetition: repetition.get_untracked(),
            ..Setup::new(layout, players)
        };
        let game = AnyGame::Abalone(Game::new(setup));
        let saved = storage::new_game(game, turn_board.get_untracked(), seating.robots(count));
        let id = saved.id.clone();
        state.open_game.set_value(Some(saved));
        state.go(Route::Play(id));
    };

    view! {
        <main class="setup">
            <form on:submit=start data-testid="new-game-form">
                <h1>{t(Msg::NewGame)} " · " {t(Msg::GameName(GameKind::Abalone))}</h1>
                <fieldset class="choices">
                    <legend>{t(Msg::Players)}</legend>
                    <Choices
                            options=vec![2u8, 3, 4]
                            value=players
                            label=|option| t(Msg::PlayerCount(option))
                            test_id=|option| format!("players-{option}")
                        />
                </fieldset>
                <Show
                    when=move || players.get() == 2
                    fallback=move || view! { <div class="layout-single"><LayoutPreview layout=layout() /></div> }
                >
                    <fieldset class="layouts">
                        <legend>{t(Msg::Layout)}</legend>
                        {Layout::TWO_PLAYER
                            .iter()
                            .copied()
                            .map(|option| {
                                view! {
                                    <label class="layout-option" class:chosen=move || two_player_layout.get() == option>
                                        <input
                                            type="radio"
                                            name="layout"
                                            value=option.name()
                                            prop:checked=move || two_player_layout.get() == option
                                            on:change=move |_| two_player_layout.set(option)
                                        />
                                        <LayoutPreview layout=option />
                                        <span>{t(Msg::LayoutName(option))}</span>
                                    </label>
                                }
                            })
                            .collect_view()}
                    </fieldset>
                </Show>
                <Show when=move || players.get() == 4>
                    <fieldset class="choices">
                        <legend>{t(Msg::TurnOrderTitle)}</legend>
                        <Choices
                            options=vec![TurnOrder::Alternate, TurnOrder::PartnersConsecutive]
                            value=turn_order
                            label=|option| t(Msg::TurnOrderName(option))
                            test_id=|option| format!("turn-order-{}", order_name(option))
                        />
                    </fieldset>
                </Show>
                <fieldset class="names">
                    {move || {
                        let count = players.get();
                        seats()
                            .into_iter()
                            .map(|seat| {
                                let name = seating.name(seat.index());
                                let label = if count == 4 {
                                    t(Msg::SeatInTeam(seat, seat.index() % 2 + 1))
                                } else {
                                    t(Msg::PlayerName(seat))
                                };
                                view! {
                                    <label>
                                        <Stone seat=seat marked={ count > 2 } />
                                        <span>{label}</span>
                                        <input
                                            type="text"
                                            maxlength=MAX_NAME_CHARS
                                            placeholder=t(Msg::SeatColour(seat))
                                            data-testid=format!("name-{}", super::seats::colour(seat))
                                            bind:value=name
                                        />
                                        {seating.player_choice(seat.index())}
                                    </label>
                                }
                            })
                            .collect_view()
                    }}
                </fieldset>
                <fieldset class="settings">
                    <legend>{t(Msg::Settings)}</legend>
                    <Setting
                        name=Msg::Clock
                        options=vec![None, Some(5), Some(10), Some(15)]
                        value=minutes
                        label=|option| t(Msg::ClockMinutes(option))
                        test_id=|option| format!("clock-{}", option.unwrap_or(0))
                    />
                    <Setting
                        name=Msg::MoveLimit
                        options=vec![None, Some(100), Some(200)]
                        value=move_limit
                        label=|option| t(Msg::MoveLimitChoice(option))
                        test_id=|option| format!("move-limit-{}", option.unwrap_or(0))
                    />
                    <Toggle label=Msg::DrawByRepetition value=repetition test_id="repetition" />
                    <Toggle label=Msg::TurnBoard value=turn_board test_id="turn-board" />
                </fieldset>
                <FormActions />
            </form>
        </main>
    }
}

fn order_name(order: TurnOrder) -> &'static str {
    match order {
        TurnOrder::Alternate => "alternate",
        TurnOrder::PartnersConsecutive => "partners-consecutive",
    }
}
