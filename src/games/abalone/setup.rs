//! The new-game form: how many players, the start layout (or the turn order for four), and
//! every player's name beside their colour and mark. A two-player game may instead start from a
//! pasted position (FEN) or a pasted move list, each checked as it is typed.

use super::board::{LayoutPreview, PositionPreview};
use super::seats::Stone;
use super::shelf_words::ShelfSays;
use super::study::Study;
use super::study_words::StudySays;
use super::words::Says;
use crate::i18n::{t, Msg};
use crate::remote::{host_at_a_distance, AtADistance, OnThisDevice};
use crate::settings::StartSource;
use crate::state::AppState;
use crate::storage::AnyGame;
use crate::ui::{open_new_game, Choices, FormActions, NewGameForm, Seating, Setting, Toggle};
use gameshelf_engine::abalone::{
    Fen, FenError, Game, Layout, MoveListError, Position, Seat, Setup, TurnOrder,
};
use gameshelf_engine::common::record::{GameKind, MAX_NAME_CHARS};
use leptos::prelude::*;

/// A pasted text read for the form: nothing yet, the position it comes to, or why it cannot be.
type Read<E> = Option<Result<Position, E>>;

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
    // Played at a distance: the seats people play on this device, the robots' played here too,
    // every other one invited.
    let remote = RwSignal::new(false);
    let remote_here = RwSignal::new(vec![0usize]);
    let remote_problem = RwSignal::new(None::<Msg>);
    // The two-player layout is the player's choice; three or four players have one each.
    let layout = move || match players.get() {
        2 => two_player_layout.get(),
        count => Layout::for_players(count.into()),
    };
    let seats = move || (0..players.get()).filter_map(Seat::new).collect::<Vec<_>>();
    let chosen_source = RwSignal::new(StartSource::Layout);
    let source = move || start_source(players.get(), chosen_source.get());
    // A game from a pasted move list is played here alone: the table's setup has no moves.
    let at_a_distance = Signal::derive(move || remote.get() && source() != StartSource::MoveList);
    let seating = Seating::new();
    // The seats by their marbles' colours.
    let seat_colours = Signal::derive(move || {
        seats()
            .into_iter()
            .map(|seat| t(ShelfSays::SeatColour(seat)))
            .collect::<Vec<_>>()
    });
    let fen_text = RwSignal::new(String::new());
    let moves_text = RwSignal::new(String::new());
    let fen = Memo::new(move |_| fen_text.with(|text| read_fen(text)));
    let listed = Memo::new(move |_| {
        let layout = two_player_layout.get();
        moves_text
            .with(|text| read_moves(layout, text))
            .map(|read| read.map(|game| *game.position()))
    });
    // Start waits for a position that can be played.
    let not_ready = Signal::derive(move || match source() {
        StartSource::Layout => false,
        StartSource::Position => !matches!(fen.get(), Some(Ok(_))),
        StartSource::MoveList => !matches!(listed.get(), Some(Ok(_))),
    });

    let start = move |()| {
        let layout = layout();
        let count = seats().len();
        let players = seating.names(count, |seat| {
            t(ShelfSays::SeatColour(
                Seat::new(seat as u8).expect("a seat at the table"),
            ))
        });
        let turn_order = if layout == Layout::FourPlayer {
            turn_order.get_untracked()
        } else {
            TurnOrder::Alternate
        };
        let source = start_source(players.len() as u8, chosen_source.get_untracked());
        let start = match source {
            StartSource::Position => match fen.get_untracked() {
                Some(Ok(fen)) => Some(Box::new(fen)),
                _ => return,
            },
            _ => None,
        };
        let setup = Setup {
            turn_order,
            minutes_per_player: minutes.get_untracked(),
            move_limit: move_limit.get_untracked(),
            draw_by_repetition: repetition.get_untracked(),
            start,
            ..Setup::new(layout, players)
        };
        let at_a_distance = at_a_distance.get_untracked();
        let setup = if at_a_distance {
            // No device can prove how long another took over its move.
            Setup {
                minutes_per_player: None,
                ..setup
            }
        } else {
            setup
        };
        let game = match source {
            StartSource::MoveList => match read_moves_game(setup, &moves_text.get_untracked()) {
                Some(Ok(game)) => game,
                _ => return,
            },
            _ => Game::new(setup),
        };
        if at_a_distance {
            let here = OnThisDevice {
                people: remote_here.get_untracked(),
                robots: seating.robots(count),
                turn_board: turn_board.get_untracked(),
            };
            return host_at_a_distance(state, AnyGame::from(game), here, remote_problem);
        }
        open_new_game(
            state,
            AnyGame::from(game),
            turn_board.get_untracked(),
            seating.robots(count),
        );
    };

    view! {
        <NewGameForm game=GameKind::Abalone on_start=Callback::new(start)>
            <fieldset class="choices">
                <legend>{t(Msg::Players)}</legend>
                <Choices
                    options=vec![2u8, 3, 4]
                    value=players
                    label=|option| t(Says::PlayerCount(option))
                    test_id=|option| format!("players-{option}")
                />
            </fieldset>
            <Show when=move || players.get() == 2>
                <StartFromChoice source=chosen_source />
            </Show>
            <Show when=move || source() == StartSource::Position>
                <PastedStart
                    label=StudySays::FenInput
                    help=StudySays::FenHelp
                    text=fen_text
                    test_id="fen-input"
                    read=Signal::derive(move || fen.get().map(|read| read.map(|fen| fen.position).map_err(StudySays::BadFen)))
                />
            </Show>
            <Show
                when=move || players.get() == 2
                fallback=move || view! { <div class="layout-single"><LayoutPreview layout=layout() /></div> }
            >
                <Show when=move || source() != StartSource::Position>
                    <LayoutChoice layout=two_player_layout />
                </Show>
            </Show>
            <Show when=move || source() == StartSource::MoveList>
                <PastedStart
                    label=StudySays::MoveListInput
                    help=StudySays::MoveListHelp
                    text=moves_text
                    test_id="moves-input"
                    read=Signal::derive(move || listed.get().map(|read| read.map_err(StudySays::BadMoveList)))
                />
            </Show>
            <Show when=move || players.get() == 4>
                <fieldset class="choices">
                    <legend>{t(Says::TurnOrderTitle)}</legend>
                    <Choices
                        options=vec![TurnOrder::Alternate, TurnOrder::PartnersConsecutive]
                        value=turn_order
                        label=|option| t(Says::TurnOrder(option))
                        test_id=|option| format!("turn-order-{}", order_name(option))
                    />
                </fieldset>
            </Show>
            <PlayerNames players=players seating=seating />
            <GameSettings minutes=minutes move_limit=move_limit repetition=repetition turn_board=turn_board />
            <Show when=move || source() != StartSource::MoveList>
                <AtADistance remote=remote here=remote_here seats=seat_colours problem=remote_problem clock=true robots=seating.robot_seats() />
            </Show>
            <p>
                <button type="button" data-testid="set-up-position" on:click=move |_| state.go(Study::Editor(None).route())>
                    {t(Msg::SetUpPosition)}
                </button>
            </p>
            <FormActions disabled=not_ready />
        </NewGameForm>
    }
}

/// Where a two-player game starts: a layout, a pasted position or a pasted move list.
#[component]
fn StartFromChoice(source: RwSignal<StartSource>) -> impl IntoView {
    view! {
        <fieldset class="choices">
            <legend>{t(StudySays::StartFrom)}</legend>
            <Choices
                options=vec![StartSource::Layout, StartSource::Position, StartSource::MoveList]
                value=source
                label=|option| t(StudySays::StartSource(option))
                test_id=|option| format!("start-from-{}", option.name())
            />
        </fieldset>
    }
}

/// The two-player layouts, each with its preview.
#[component]
fn LayoutChoice(layout: RwSignal<Layout>) -> impl IntoView {
    view! {
        <fieldset class="layouts">
            <legend>{t(Msg::Layout)}</legend>
            {Layout::TWO_PLAYER
                .iter()
                .copied()
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
                            <span>{t(ShelfSays::LayoutName(option))}</span>
                        </label>
                    }
                })
                .collect_view()}
        </fieldset>
    }
}

/// Every player's name beside their colour and mark, and whether a person or a robot plays.
#[component]
fn PlayerNames(players: RwSignal<u8>, seating: Seating) -> impl IntoView {
    let seats = move || (0..players.get()).filter_map(Seat::new).collect::<Vec<_>>();
    view! {
        <fieldset class="names">
            {move || {
                let count = players.get();
                seats()
                    .into_iter()
                    .map(|seat| {
                        let name = seating.name(seat.index());
                        let label = if count == 4 {
                            t(Says::SeatInTeam(seat, seat.index() % 2 + 1))
                        } else {
                            t(ShelfSays::PlayerName(seat))
                        };
                        view! {
                            <label>
                                <Stone seat=seat marked={ count > 2 } />
                                <span>{label}</span>
                                <input
                                    type="text"
                                    maxlength=MAX_NAME_CHARS
                                    placeholder=move || seating.default_name(seat.index(), || t(ShelfSays::SeatColour(seat)))
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
    }
}

/// The clock, the move limit, the draw by repetition and the board turning to the player.
#[component]
fn GameSettings(
    minutes: RwSignal<Option<u32>>,
    move_limit: RwSignal<Option<u32>>,
    repetition: RwSignal<bool>,
    turn_board: RwSignal<bool>,
) -> impl IntoView {
    view! {
        <fieldset class="settings">
            <legend>{t(Msg::Settings)}</legend>
            <Setting
                name=Says::Clock.into()
                options=vec![None, Some(5), Some(10), Some(15)]
                value=minutes
                label=|option| t(Says::ClockMinutes(option))
                test_id=|option| format!("clock-{}", option.unwrap_or(0))
            />
            <Setting
                name=Says::MoveLimit.into()
                options=vec![None, Some(100), Some(200)]
                value=move_limit
                label=|option| t(Says::MoveLimitChoice(option))
                test_id=|option| format!("move-limit-{}", option.unwrap_or(0))
            />
            <Toggle label=Says::DrawByRepetition.into() value=repetition test_id="repetition" />
            <Toggle label=Says::TurnBoard.into() value=turn_board test_id="turn-board" />
        </fieldset>
    }
}

fn order_name(order: TurnOrder) -> &'static str {
    match order {
        TurnOrder::Alternate => "alternate",
        TurnOrder::PartnersConsecutive => "partners-consecutive",
    }
}

/// Where a game of `players` starts: as `chosen` for two; three and four players always start
/// from their layout.
fn start_source(players: u8, chosen: StartSource) -> StartSource {
    match players {
        2 => chosen,
        _ => StartSource::Layout,
    }
}

/// A pasted position, once something is pasted.
fn read_fen(text: &str) -> Option<Result<Fen, FenError>> {
    (!text.trim().is_empty()).then(|| Fen::parse(text))
}

/// A pasted move list played from `setup`, once something is pasted.
fn read_moves_game(setup: Setup, text: &str) -> Option<Result<Game, MoveListError>> {
    (!text.trim().is_empty()).then(|| Game::from_move_list(setup, text))
}

/// A pasted move list played from `layout`'s start, for the form to check as it is typed.
fn read_moves(layout: Layout, text: &str) -> Option<Result<Game, MoveListError>> {
    read_moves_game(Setup::new(layout, vec![String::new(), String::new()]), text)
}

/// A field to paste a start into (`label`, with `help` beneath), what reading it found: why it
/// cannot be played, or a picture of the position it comes to.
#[component]
fn PastedStart(
    label: StudySays,
    help: StudySays,
    text: RwSignal<String>,
    test_id: &'static str,
    read: Signal<Read<StudySays>>,
) -> impl IntoView {
    let help_id = format!("{test_id}-help");
    let status_id = format!("{test_id}-status");
    view! {
        <fieldset class="pasted-start">
            <label>
                <span>{t(label)}</span>
                <textarea
                    rows="3"
                    spellcheck="false"
                    autocomplete="off"
                    data-testid=test_id
                    aria-describedby=format!("{help_id} {status_id}")
                    aria-invalid=move || matches!(read.get(), Some(Err(_))).to_string()
                    bind:value=text
                ></textarea>
            </label>
            <p class="muted" id=help_id>{t(help)}</p>
            <div id=status_id aria-live="polite">
                {move || match read.get() {
                    None => ().into_any(),
                    Some(Err(reason)) => view! {
                        <p class="message illegal" data-testid="start-refused">{t(reason)}</p>
                    }
                    .into_any(),
                    Some(Ok(position)) => view! {
                        <div class="layout-single" data-testid="start-preview"><PositionPreview position=position /></div>
                    }
                    .into_any(),
                }}
            </div>
        </fieldset>
    }
}
