//! The players' cards in the panel: name, colour, whose turn it is, the clock, and the marbles
//! each has pushed off; partners sit together under their team's total.

use super::clock;
use super::screen::AbaloneScreen;
use super::seats::{colour, Stone};
use super::shelf_words::ShelfSays;
use super::words::Says;
use crate::i18n::t;
use gameshelf_engine::abalone::{Seat, MARBLES_TO_WIN};
use leptos::prelude::*;

/// Every seat's card, partners under their team's total; a lone seat is its own team.
#[component]
pub fn Players(screen: AbaloneScreen) -> impl IntoView {
    let position = screen.game.with_untracked(|game| *game.position());
    let marked = position.seat_count() > 2;
    let teams = position.teams().map(|team| {
        let members: Vec<Seat> = position.members(team).collect();
        if let [seat] = members[..] {
            return view! { <PlayerCard screen=screen seat=seat marked=marked /> }.into_any();
        }
        let total = move || {
            let shown = screen.shown_ply();
            screen
                .game
                .with(|game| game.position_after(shown).team_pushed_off(team))
        };
        view! {
            <div class="team" data-testid=format!("team-{}", team.index() + 1)>
                <span class="team-name">
                    {move || t(Says::TeamPushedOff { team: team.index() + 1, pushed_off: total() })}
                </span>
                {members
                    .into_iter()
                    .map(|seat| view! { <PlayerCard screen=screen seat=seat marked=marked /> })
                    .collect_view()}
            </div>
        }
        .into_any()
    });
    view! { <div class="players" class:many=marked>{teams.collect_view()}</div> }
}

/// One seat's card, its marble `marked` with the seat's sign in games of more than two.
#[component]
fn PlayerCard(screen: AbaloneScreen, seat: Seat, marked: bool) -> impl IntoView {
    let to_move = Signal::derive(move || screen.live() && screen.position.get().to_move() == seat);
    view! {
        <SeatCard
            seat=seat
            marked=marked
            name=Signal::derive(move || screen.name(seat))
            to_move=to_move
            pushed=Signal::derive(move || screen.position.get().pushed_off_by(seat))
        >
            {screen.clock.enabled().then(|| view! { <SeatClock screen=screen seat=seat to_move=to_move /> })}
        </SeatCard>
    }
}

/// A seat's card, on the game screen and the analysis board: its stone, `name` (its colour
/// too, unless the name is it), whether it is `to_move`, what else the screen shows of it (its
/// clock) and the marbles it has `pushed` off.
#[component]
pub fn SeatCard(
    seat: Seat,
    marked: bool,
    name: Signal<String>,
    to_move: Signal<bool>,
    pushed: Signal<u8>,
    #[prop(optional)] children: Option<Children>,
) -> impl IntoView {
    let colour_shown = move || name.get() != t(ShelfSays::SeatColour(seat));
    view! {
        <section class="player seat-card" class:to-move=move || to_move.get() data-testid=format!("player-{}", colour(seat))>
            <Stone seat=seat marked=marked />
            <div class="player-text">
                <span class="player-name">{name}</span>
                <span class="player-side">
                    <Show when=colour_shown>{t(ShelfSays::SeatColour(seat))} <Show when=move || to_move.get()>" · "</Show></Show>
                    <Show when=move || to_move.get()><strong class="turn" data-testid="to-move">{t(Says::ToMove)}</strong></Show>
                </span>
            </div>
            {children.map(|children| children())}
            <PushedOff pushed=pushed />
        </section>
    }
}

/// The marbles a seat has `pushed` off: their count, and a pip for each of the six that win.
#[component]
fn PushedOff(pushed: Signal<u8>) -> impl IntoView {
    view! {
        <div class="captured" title=move || t(Says::PushedOff(pushed.get())) aria-label=move || t(Says::PushedOff(pushed.get()))>
            <span class="captured-count" data-testid="pushed-off">{pushed}</span>
            <span class="pips" aria-hidden="true">
                {(0..MARBLES_TO_WIN)
                    .map(|index| view! { <span class="pip" class:filled=move || index < pushed.get()></span> })
                    .collect_view()}
            </span>
        </div>
    }
}

/// The time `seat` has left, running while it is `to_move`.
#[component]
fn SeatClock(screen: AbaloneScreen, seat: Seat, to_move: Signal<bool>) -> impl IntoView {
    let left = move || screen.clock.left(seat).unwrap_or(0);
    let running = move || to_move.get() && screen.outcome.with(Option::is_none);
    view! {
        <span
            class="clock"
            class:running=running
            class:low=move || left() < 30_000
            data-testid="clock"
            aria-label=move || t(Says::ClockLeft(left()))
        >
            {move || clock::format(left())}
        </span>
    }
}
