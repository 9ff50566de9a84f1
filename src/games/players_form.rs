//! The new-game form of a game that asks only for its players (Summy's, Addique's): the ui kit's
//! fields, and "Play at a distance" from remote play.

use crate::i18n::{t, Msg};
use crate::remote::{open_or_host, AtADistance};
use crate::state::AppState;
use crate::storage::{self, AnyGame};
use crate::ui::{Choices, FormActions, NewGameForm, PlayerNames, Seating};
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::game::{hides_tiles, holds_pieces};
use leptos::prelude::*;

/// The whole new-game form of a game that asks only for its players: how many (`counts`), their
/// names, a `note` on how the game begins, and "Play at a distance" ([`AtADistance`]). `start`
/// makes the game from the names and a fresh seed; it is saved and opened, or its table set at a
/// distance.
#[component]
pub fn PlayersForm(
    game: GameKind,
    counts: Vec<usize>,
    note: Msg,
    start: fn(Vec<String>, u64) -> AnyGame,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let players = RwSignal::new(counts[0]);
    let remote = RwSignal::new(false);
    let remote_here = RwSignal::new(vec![0usize]);
    let remote_problem = RwSignal::new(None::<Msg>);
    let seating = Seating::new();
    let seat_names = seating.seat_names(move || players.get());

    let start = move |()| {
        let count = players.get_untracked();
        let names = seating.names(count, |seat| t(Msg::PlayerNumber(seat + 1)));
        let game = start(names, storage::random_seed());
        let here = remote_here.get_untracked();
        open_or_host(
            state,
            game,
            seating.robots(count),
            remote.get_untracked(),
            here,
            remote_problem,
        );
    };

    view! {
        <NewGameForm game=game on_start=Callback::new(start)>
            <fieldset class="choices">
                <legend>{t(Msg::Players)}</legend>
                <Choices
                    options=counts
                    value=players
                    label=|option| option.to_string()
                    test_id=|option| format!("players-{option}")
                />
            </fieldset>
            <PlayerNames count=players seating=seating />
            <p class="muted">{t(note)}</p>
            <AtADistance
                remote=remote
                here=remote_here
                seats=seat_names
                problem=remote_problem
                dealt=hides_tiles(game)
                pieces=holds_pieces(game)
                robots=seating.robot_seats()
            />
            <FormActions />
        </NewGameForm>
    }
}
