//! The new-game form: a match for 2-4 or a solo game, the board, the scoring, diagonal play,
//! the players' names, and whether a match is played at a distance.

use super::board::BoardPreview;
use super::words::Says;
use crate::i18n::{t, Msg};
use crate::remote::{open_or_host, AtADistance};
use crate::state::AppState;
use crate::storage::{self, AnyGame};
use crate::ui::{Choices, FormActions, NewGameForm, PlayerNames, Seating, Setting, Toggle};
use gameshelf_engine::abaku::{BoardKind, Game, Mode, Scoring, Setup, MATCH_PLAYER_COUNTS};
use gameshelf_engine::common::record::GameKind;
use leptos::prelude::*;

#[component]
pub fn NewGame() -> impl IntoView {
    let state = expect_context::<AppState>();
    let mode = RwSignal::new(Mode::Match);
    let players = RwSignal::new(2usize);
    let chosen_board = RwSignal::new(BoardKind::Classic);
    let scoring = RwSignal::new(Scoring::TileCount);
    let diagonal = RwSignal::new(false);
    let remote = RwSignal::new(false);
    let remote_here = RwSignal::new(vec![0usize]);
    let remote_problem = RwSignal::new(None::<Msg>);
    let seating = Seating::new();
    let seats = move || {
        if mode.get() == Mode::Match {
            players.get()
        } else {
            1
        }
    };
    let seat_names = seating.seat_names(seats);
    let board = move || match mode.get() {
        Mode::SoloCover => BoardKind::Blank,
        _ => chosen_board.get(),
    };

    let start = move |()| {
        let count = seats();
        let players = seating.names(count, |seat| t(Msg::PlayerNumber(seat + 1)));
        let setup = Setup {
            mode: mode.get_untracked(),
            board: board(),
            players,
            scoring: scoring.get_untracked(),
            diagonal: diagonal.get_untracked(),
            seed: storage::random_seed(),
            from: None,
        };
        let game = AnyGame::from(Game::new(setup));
        // Only a match is played at a distance: a solo game's switch, left on, counts for nothing.
        let remote = remote.get_untracked() && mode.get_untracked() == Mode::Match;
        let here = remote_here.get_untracked();
        open_or_host(state, game, seating.robots(count), remote, here, remote_problem);
    };

    view! {
        <NewGameForm game=GameKind::Abaku on_start=Callback::new(start)>
            <fieldset class="choices">
                <legend>{t(Says::ModeTitle)}</legend>
                <Choices
                    options=vec![Mode::Match, Mode::SoloScore, Mode::SoloCover]
                    value=mode
                    label=|option| t(Says::Mode(option))
                    test_id=|option| format!("mode-{}", mode_name(option))
                />
            </fieldset>
            <Show when=move || mode.get() == Mode::Match>
                <fieldset class="choices">
                    <legend>{t(Msg::Players)}</legend>
                    <Choices
                        options=MATCH_PLAYER_COUNTS.to_vec()
                        value=players
                        label=|option| option.to_string()
                        test_id=|option| format!("players-{option}")
                    />
                </fieldset>
            </Show>
            <PlayerNames count=Signal::derive(seats) seating=seating />
            <Show
                when=move || mode.get() != Mode::SoloCover
                fallback=|| view! { <p class="muted">{t(Says::CoverNeedsBlank)}</p> }
            >
                <fieldset class="layouts">
                    <legend>{t(Says::BoardTitle)}</legend>
                    {[BoardKind::Classic, BoardKind::Blank]
                        .into_iter()
                        .map(|option| {
                            view! {
                                <label class="layout-option" class:chosen=move || chosen_board.get() == option>
                                    <input
                                        type="radio"
                                        name="board"
                                        data-testid=format!("board-{}", board_name(option))
                                        prop:checked=move || chosen_board.get() == option
                                        on:change=move |_| chosen_board.set(option)
                                    />
                                    <BoardPreview kind=option />
                                    <span>{t(Says::BoardName(option))}</span>
                                </label>
                            }
                        })
                        .collect_view()}
                </fieldset>
            </Show>
            <fieldset class="settings">
                <legend>{t(Msg::Settings)}</legend>
                <Setting
                    name=Says::ScoringTitle.into()
                    options=vec![Scoring::TileCount, Scoring::NumberValue]
                    value=scoring
                    label=|option| t(Says::Scoring(option))
                    test_id=|option| format!("scoring-{}", scoring_name(option))
                />
                <Toggle label=Says::DiagonalPlay.into() value=diagonal test_id="diagonal" />
            </fieldset>
            <Show when=move || mode.get() == Mode::Match>
                <AtADistance remote=remote here=remote_here seats=seat_names problem=remote_problem dealt=true robots=seating.robot_seats() />
            </Show>
            <FormActions />
        </NewGameForm>
    }
}

fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Match => "match",
        Mode::SoloScore => "solo-score",
        Mode::SoloCover => "solo-cover",
    }
}

fn board_name(kind: BoardKind) -> &'static str {
    match kind {
        BoardKind::Classic => "classic",
        BoardKind::Blank => "blank",
    }
}

fn scoring_name(scoring: Scoring) -> &'static str {
    match scoring {
        Scoring::TileCount => "tiles",
        Scoring::NumberValue => "numbers",
    }
}
