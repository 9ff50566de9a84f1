//! The pieces of every new-game form.

use super::HowToPlay;
use crate::i18n::{t, Msg};
use crate::route::Route;
use crate::state::AppState;
use crate::storage::{self, AnyGame, SaveStatus};
use gameshelf_engine::common::record::{GameKind, MAX_NAME_CHARS};
use gameshelf_engine::robot::{Level, Robots};
use leptos::prelude::*;

/// A row of chips of which exactly one is chosen, bound to `value`.
#[component]
pub fn Choices<T: Copy + PartialEq + Send + Sync + 'static>(
    options: Vec<T>,
    value: RwSignal<T>,
    label: fn(T) -> String,
    test_id: fn(T) -> String,
) -> impl IntoView {
    options
        .into_iter()
        .map(|option| {
            let chosen = move || value.get() == option;
            view! {
                <label class="choice" class:chosen=chosen>
                    <input type="radio" prop:checked=chosen on:change=move |_| value.set(option) data-testid=test_id(option) />
                    <span>{label(option)}</span>
                </label>
            }
        })
        .collect_view()
}

/// A named setting chosen among chips.
#[component]
pub fn Setting<T: Copy + PartialEq + Send + Sync + 'static>(
    name: Msg,
    options: Vec<T>,
    value: RwSignal<T>,
    label: fn(T) -> String,
    test_id: fn(T) -> String,
) -> impl IntoView {
    view! {
        <div class="setting">
            <span class="setting-name">{t(name)}</span>
            <div class="choices">
                <Choices options=options value=value label=label test_id=test_id />
            </div>
        </div>
    }
}

/// A setting that is on or off.
#[component]
pub fn Toggle(label: Msg, value: RwSignal<bool>, test_id: &'static str) -> impl IntoView {
    view! {
        <label class="check">
            <input type="checkbox" bind:checked=value data-testid=test_id />
            <span>{t(label)}</span>
        </label>
    }
}

/// The warning that a game started now would not be kept, and what to do, while `status` (the
/// answer of [`storage::room_for_new_game`]) says so.
#[component]
pub fn NotKeptNotice(#[prop(into)] status: Signal<SaveStatus>) -> impl IntoView {
    move || {
        status.get().new_game_warning().map(|message| {
            view! {
                <div class="notice warning" role="alert" data-testid="not-kept-warning">
                    <p>{message.text()}</p>
                </div>
            }
        })
    }
}

/// Back to the shelf, or start the game (not while `disabled`); first a warning if the game
/// would not be kept.
#[component]
pub fn FormActions(#[prop(optional, into)] disabled: Signal<bool>) -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <NotKeptNotice status=storage::room_for_new_game() />
        <div class="actions">
            <button type="button" on:click=move |_| state.go(Route::Home)>{t(Msg::Back)}</button>
            <button type="submit" class="primary" data-testid="start" disabled=move || disabled.get()>{t(Msg::StartGame)}</button>
        </div>
    }
}

/// The most players a new-game form names.
pub const MAX_NAMED: usize = 8;

/// Who plays each seat of a new game, up to [`MAX_NAMED`] seats: a name, and a robot's level
/// or a person.
#[derive(Clone, Copy)]
pub struct Seating {
    names: [RwSignal<String>; MAX_NAMED],
    robots: [RwSignal<Option<Level>>; MAX_NAMED],
}

impl Seating {
    pub fn new() -> Seating {
        Seating {
            names: std::array::from_fn(|_| RwSignal::new(String::new())),
            robots: std::array::from_fn(|_| RwSignal::new(None)),
        }
    }

    /// The robot's level chosen for `seat`.
    fn robot(&self, seat: usize) -> Option<Level> {
        self.robots[seat].get_untracked()
    }

    /// Which seats robots play, of every seat a form may have (tracked): at a distance, the
    /// seats played on this device beside its player's.
    pub fn robot_seats(self) -> Signal<Vec<bool>> {
        Signal::derive(move || self.robots.iter().map(|robot| robot.get().is_some()).collect())
    }

    pub fn name(&self, seat: usize) -> RwSignal<String> {
        self.names[seat]
    }

    /// The names typed for the first `count` seats; where none was, a robot's name, or
    /// `default` for a person's seat.
    pub fn names(&self, count: usize, default: impl Fn(usize) -> String) -> Vec<String> {
        (0..count)
            .map(|seat| {
                let typed = self.names[seat].get_untracked();
                name_given(&typed, self.robot(seat), seat, || default(seat))
            })
            .collect()
    }

    /// The first `count()` seats' names as the game will give them (tracked), to label them
    /// while the form is filled in: a person's seat with no name typed by its number.
    pub fn seat_names(self, count: impl Fn() -> usize + Send + Sync + 'static) -> Signal<Vec<String>> {
        Signal::derive(move || {
            (0..count())
                .map(|seat| {
                    let robot = self.robots[seat].get();
                    let number = || t(Msg::PlayerNumber(seat + 1));
                    self.names[seat].with(|typed| name_given(typed, robot, seat, number))
                })
                .collect()
        })
    }

    /// The name `seat` gets if none is typed, in the language on screen (tracked): its robot's,
    /// or the `person`'s default. The name field shows it as its placeholder.
    pub fn default_name(self, seat: usize, person: impl FnOnce() -> String) -> String {
        name_given("", self.robots[seat].get(), seat, person)
    }

    /// The robots at the first `count` seats.
    pub fn robots(&self, count: usize) -> Robots {
        Robots::new((0..count).map(|seat| self.robot(seat)).collect())
    }

    /// The choice of a person or a robot's level for `seat`.
    pub fn player_choice(&self, seat: usize) -> impl IntoView {
        let robot = self.robots[seat];
        let code = |level: Option<Level>| level.map_or("person", Level::name);
        let options = std::iter::once(None).chain(Level::ALL.map(Some));
        view! {
            <select
                class="seat-player"
                aria-label=t(Msg::PlayerNumber(seat + 1))
                data-testid=format!("seat-player-{}", seat + 1)
                on:change=move |event| robot.set(event_target_value(&event).parse().ok())
            >
                {options
                    .map(|level| view! {
                        <option value=code(level) selected=move || robot.get() == level>{t(Msg::SeatPlayer(level))}</option>
                    })
                    .collect_view()}
            </select>
        }
    }
}

/// A seat's name: the one `typed`, else a robot's, else the `person`'s default.
fn name_given(typed: &str, robot: Option<Level>, seat: usize, person: impl FnOnce() -> String) -> String {
    match (typed.trim(), robot) {
        ("", Some(level)) => t(Msg::RobotName(seat + 1, level)),
        ("", None) => person(),
        (typed, _) => typed.to_string(),
    }
}

/// A name field and a person-or-robot choice for each of the first `count` seats, numbered
/// from 1.
#[component]
pub fn PlayerNames(#[prop(into)] count: Signal<usize>, seating: Seating) -> impl IntoView {
    view! {
        <fieldset class="names">
            {move || {
                (0..count.get())
                    .map(|seat| {
                        view! {
                            <label>
                                <span class="seat-number">{(seat + 1).to_string()}</span>
                                <span>{t(Msg::PlayerNumber(seat + 1))}</span>
                                <input
                                    type="text"
                                    maxlength=MAX_NAME_CHARS
                                    placeholder=move || seating.default_name(seat, || t(Msg::PlayerNumber(seat + 1)))
                                    data-testid=format!("name-{}", seat + 1)
                                    bind:value=seating.name(seat)
                                />
                                {seating.player_choice(seat)}
                            </label>
                        }
                    })
                    .collect_view()
            }}
        </fieldset>
    }
}

/// Saves a new `game`, its board turned for the player to move or not (`turn_board`) and its
/// seats' `robots`, and opens it: how a new-game form, or playing on from a position, ends.
pub fn open_new_game(state: AppState, game: AnyGame, turn_board: bool, robots: Robots) {
    let saved = storage::new_game(game, turn_board, robots);
    let id = saved.id.clone();
    state.open_game.set_value(Some(saved));
    state.go(Route::Play(id));
}

/// A new-game form of `game`, its title with "How to play" beside it, and its fields
/// (`children`): submitted, it runs `on_start` in place of the browser's submit.
#[component]
pub fn NewGameForm(game: GameKind, on_start: Callback<()>, children: Children) -> impl IntoView {
    let submit = move |event: leptos::ev::SubmitEvent| {
        event.prevent_default();
        on_start.run(());
    };
    view! {
        <main class="setup">
            // The rules' dialog is outside the form: it has a form of its own.
            <header class="setup-title">
                <h1>{t(Msg::NewGame)} " · " {t(Msg::GameName(game))}</h1>
                <HowToPlay game=game />
            </header>
            <form on:submit=submit data-testid="new-game-form">
                {children()}
            </form>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::Seating;
    use crate::ui::testing::on_screen;
    use gameshelf_engine::robot::Level;
    use leptos::prelude::*;

    #[test]
    fn a_seat_is_named_as_typed_else_as_its_robot_else_by_its_number() {
        on_screen(|| {
            let seating = Seating::new();
            let count = RwSignal::new(3);
            let names = seating.seat_names(move || count.get());
            seating.name(0).set("  Eva ".into());
            seating.robots[1].set(Some(Level::Easy));
            assert_eq!(names.get(), ["Eva", "Robot 2 (easy)", "Player 3"]);
            // A name typed wins over the robot's; the list follows the seats' count.
            seating.name(1).set("Hal".into());
            count.set(4);
            assert_eq!(names.get(), ["Eva", "Hal", "Player 3", "Player 4"]);
            let default = |seat: usize| format!("seat {seat}");
            assert_eq!(seating.names(2, default), ["Eva", "Hal"]);
            seating.name(1).set(String::new());
            assert_eq!(seating.names(3, default), ["Eva", "Robot 2 (easy)", "seat 2"]);
            // The name field's placeholder: the name a seat gets if none is typed.
            assert_eq!(seating.default_name(1, || default(1)), "Robot 2 (easy)");
            assert_eq!(seating.default_name(2, || default(2)), "seat 2");
        });
    }
}
