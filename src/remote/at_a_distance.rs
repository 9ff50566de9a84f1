//! "Play at a distance" in a new-game form (docs/remote-play.md, "In the app"): whether the game
//! is played on several devices, which seats this device plays (every other one is invited),
//! and setting its table.

use super::OnThisDevice;
use crate::chunk::NotLoaded;
use crate::i18n::{t, Msg};
use crate::route::Route;
use crate::state::AppState;
use crate::storage::AnyGame;
use crate::ui::part_on_demand;
use crate::ui::{open_new_game, Toggle};
use gameshelf_engine::robot::Robots;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// The form's part for a game at a distance: the switch (`remote`), then while it is on the seats
/// people play on this device (`here`, from 0, the first its player's, every other invited)
/// among `seats`, each by its label, and why the table could not be set (`problem`). Several
/// seats may be chosen, for people passing this device round. A seat the form gives a robot
/// (`robots`) is played on this device too, shown chosen, not to be unchosen. `clock`: the note
/// names the clock, which the form offers and a game at a distance goes without. `dealt`: a tile game's, whose
/// tiles are dealt so that no device sees another's rack, which a line under the switch says
/// (of `pieces` and hands, for Addique).
#[component]
pub fn AtADistance(
    remote: RwSignal<bool>,
    here: RwSignal<Vec<usize>>,
    #[prop(into)] seats: Signal<Vec<String>>,
    problem: RwSignal<Option<Msg>>,
    #[prop(optional)] clock: bool,
    #[prop(optional)] dealt: bool,
    #[prop(optional)] pieces: bool,
    #[prop(optional, into)] robots: Signal<Vec<bool>>,
) -> impl IntoView {
    let count = Memo::new(move |_| seats.with(Vec::len));
    let robot = move |index: usize| is_robot(robots, index);
    // Seats gone with a smaller table, or given to a robot, are no longer people's here; with
    // none left, the first person's seat is.
    Effect::new(move |_| {
        let count = count.get();
        let kept: Vec<usize> = here
            .get_untracked()
            .into_iter()
            .filter(|&index| index < count && !robot(index))
            .collect();
        let kept = match kept.is_empty() {
            true => (0..count).find(|&index| !robot(index)).into_iter().collect(),
            false => kept,
        };
        if kept != here.get_untracked() {
            here.set(kept);
        }
    });
    let part = SeatChoices {
        here,
        seats,
        count,
        robots,
        problem,
        clock,
    };
    view! {
        <fieldset class="settings" data-testid="at-a-distance">
            <legend>{t(Msg::RemoteTitle)}</legend>
            <Toggle label=Msg::RemoteInvite value=remote test_id="remote" />
            {dealt.then(|| view! { <p class="muted" data-testid="remote-dealt">{t(Msg::RemoteDealt { pieces })}</p> })}
            <Show when=move || remote.get()>
                {part_on_demand(move || seat_choices(part), Msg::PartLoading, Msg::PartNotLoaded)}
            </Show>
        </fieldset>
    }
}

/// Whether the form gives the seat `index` to a robot, among `robots`.
fn is_robot(robots: Signal<Vec<bool>>, index: usize) -> bool {
    robots.with(|robots| robots.get(index).copied().unwrap_or(false))
}

/// What the switched-on part of [`AtADistance`] shows and sets.
#[derive(Clone, Copy)]
struct SeatChoices {
    here: RwSignal<Vec<usize>>,
    seats: Signal<Vec<String>>,
    count: Memo<usize>,
    robots: Signal<Vec<bool>>,
    problem: RwSignal<Option<Msg>>,
    clock: bool,
}

/// The part of "Play at a distance" that only a switched-on form needs: a chunk of its own, so
/// that a game's first opening does without it.
#[wasm_split(remote_seats, wasm_split_path = ::leptos::wasm_split, fallible)]
fn seat_choices(part: SeatChoices) -> Result<AnyView, NotLoaded> {
    Ok(view! { <SeatChips part=part /> }.into_any())
}

/// The seats people play on this device, each a chip, then the note and why the table could
/// not be set.
#[component]
fn SeatChips(part: SeatChoices) -> impl IntoView {
    let SeatChoices {
        here,
        seats,
        count,
        robots,
        problem,
        clock,
    } = part;
    let choose = move |index: usize| here.update(|here| *here = chosen_with(here, index));
    let chips = move || {
        (0..count.get())
            .map(|index| {
                let label = move || seats.with(|seats| seats.get(index).cloned().unwrap_or_default());
                let test_id = format!("remote-seat-{}", index + 1);
                // A robot's chip is one of its own, chosen whatever `here` holds: its seat is not
                // a person's. Ticked as a property, as the people's are: the attribute alone left
                // it unticked when a seat became a robot's with the switch already on.
                move || match is_robot(robots, index) {
                    true => view! {
                        <label class="choice chosen disabled">
                            <input type="checkbox" prop:checked=true disabled data-testid=test_id.clone() />
                            <span>{label}</span>
                        </label>
                    }
                    .into_any(),
                    false => view! {
                        <label class="choice" class:chosen=move || here.with(|here| here.contains(&index))>
                            <input
                                type="checkbox"
                                name="remote-seat"
                                prop:checked=move || here.with(|here| here.contains(&index))
                                on:change=move |_| choose(index)
                                data-testid=test_id.clone()
                            />
                            <span>{label}</span>
                        </label>
                    }
                    .into_any(),
                }
            })
            .collect_view()
    };
    view! {
        <fieldset class="choices">
            <legend>{t(Msg::RemoteSeatHeading)}</legend>
            <p class="muted choices-hint">{t(Msg::RemoteSeveralHint)}</p>
            {chips}
        </fieldset>
        <p class="muted">{t(Msg::RemoteNote { clock })}</p>
        {move || problem.get().map(|msg| view! {
            <p class="notice warning" role="alert" data-testid="remote-problem">{msg.text()}</p>
        })}
    }
}

/// Sets the table of `game` at a distance, this device at the seats `here`, and opens it, where
/// the invitations wait to be sent; or says why it cannot be, in `problem`.
pub fn host_at_a_distance(
    state: AppState,
    game: AnyGame,
    here: OnThisDevice,
    problem: RwSignal<Option<Msg>>,
) {
    let seats = game.players().len();
    let elsewhere = |seat: &usize| !here.people.contains(seat) && here.robots.at(*seat).is_none();
    let invited = (0..seats).any(|seat| elsewhere(&seat));
    if !invited {
        return problem.set(Some(Msg::RemoteNobodyInvited));
    }
    problem.set(None);
    leptos::task::spawn_local(async move {
        match super::host(game, here).await {
            Ok(Ok(id)) => state.go(Route::Play(id)),
            Ok(Err(msg)) => problem.set(Some(msg)),
            Err(NotLoaded) => problem.set(Some(Msg::PageNotLoaded)),
        }
    });
}

/// Starts a new game from a form without a turning board (the tile games'): at a distance if
/// `remote`, its people playing the seats `here` on this device and every other seat invited
/// (or why not, in `problem`), else here, with `robots` at their seats.
pub fn open_or_host(
    state: AppState,
    game: AnyGame,
    robots: Robots,
    remote: bool,
    here: Vec<usize>,
    problem: RwSignal<Option<Msg>>,
) {
    if remote {
        let people = OnThisDevice {
            people: here,
            robots,
            turn_board: false,
        };
        host_at_a_distance(state, game, people, problem)
    } else {
        open_new_game(state, game, false, robots)
    }
}

/// The seats people play here once `seat` is chosen or unchosen among `here`: one more or one
/// fewer, but never none.
fn chosen_with(here: &[usize], seat: usize) -> Vec<usize> {
    let mut chosen = here.to_vec();
    match here.contains(&seat) {
        true if here.len() > 1 => chosen.retain(|&other| other != seat),
        true => {}
        false => {
            chosen.push(seat);
            chosen.sort();
        }
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::chosen_with;

    #[test]
    fn a_seat_is_chosen_or_unchosen_but_never_the_last() {
        assert_eq!(chosen_with(&[2], 0), [0, 2], "the first chosen is the player's");
        assert_eq!(chosen_with(&[0, 2], 0), [2]);
        assert_eq!(chosen_with(&[2], 2), [2], "this device plays at least one seat");
    }
}
