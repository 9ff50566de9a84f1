//! The new-game form: start layout and the two players' names.

use super::board::LayoutPreview;
use crate::app::{AppState, Route};
use crate::i18n::{t, Msg};
use crate::storage;
use gameshelf_engine::abalone::{Layout, Setup, Side};
use leptos::prelude::*;

#[component]
pub fn NewGame() -> impl IntoView {
    let state = expect_context::<AppState>();
    let layout = RwSignal::new(Layout::Standard);
    let names = Side::BOTH.map(|_| RwSignal::new(String::new()));

    let start = move |event: leptos::ev::SubmitEvent| {
        event.prevent_default();
        let players = Side::BOTH.map(|side| {
            let typed = names[side.index()].get_untracked().trim().to_string();
            if typed.is_empty() {
                t(Msg::SideName(side))
            } else {
                typed
            }
        });
        let saved = storage::new_game(Setup {
            layout: layout.get_untracked(),
            players,
        });
        let id = saved.id.clone();
        state.open_game.set_value(Some(saved));
        state.go(Route::Play(id));
    };

    view! {
        <main class="setup">
            <form on:submit=start data-testid="new-game-form">
                <h1>{t(Msg::NewGame)} " · " {t(Msg::Abalone)}</h1>
                <fieldset class="layouts">
                    <legend>{t(Msg::Layout)}</legend>
                    {Layout::ALL
                        .into_iter()
                        .map(|option| {
                            view! {
                                <label class="layout-option" class:chosen=move || layout.get() == option>
                                    <input
                                        type="radio"
                                        name="layout"
                                        value=option.name()
                                        prop:checked=move || layout.get() == option
                                        on:change=move |_| layout.set(option)
                                    />
                                    <LayoutPreview layout=option />
                                    <span>{t(Msg::LayoutName(option))}</span>
                                </label>
                            }
                        })
                        .collect_view()}
                </fieldset>
                <fieldset class="names">
                    {Side::BOTH
                        .into_iter()
                        .map(|side| {
                            let name = names[side.index()];
                            view! {
                                <label>
                                    <span class=match side { Side::Black => "stone black", Side::White => "stone white" } aria-hidden="true"></span>
                                    <span>{t(Msg::PlayerName(side))}</span>
                                    <input
                                        type="text"
                                        maxlength="40"
                                        placeholder=t(Msg::SideName(side))
                                        data-testid=match side { Side::Black => "name-black", Side::White => "name-white" }
                                        bind:value=name
                                    />
                                </label>
                            }
                        })
                        .collect_view()}
                </fieldset>
                <div class="actions">
                    <button type="button" on:click=move |_| state.go(Route::Home)>{t(Msg::Back)}</button>
                    <button type="submit" class="primary" data-testid="start">{t(Msg::StartGame)}</button>
                </div>
            </form>
        </main>
    }
}
