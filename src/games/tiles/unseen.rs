//! The unseen-tiles tracker: what a careful player counts at the table, the tiles (or Addique's
//! pieces) that are neither on the board nor in their own rack, by kind. The engine counts them
//! from that player's view alone; this shows them, folded away under the rack so that it never
//! pushes the rack down, and only to the player holding the device. Purists turn it off, a
//! setting of this browser.

use crate::games::tiles::TileSays;
use crate::i18n::{t, Msg};
use crate::robots::RobotTurns;
use crate::storage::{self, Setting};
use crate::ui::Toggle;
use leptos::prelude::*;

/// Whose unseen tiles may show, of the people at the device (at a distance those playing here,
/// `here`): the one person (with robots, or alone); or, when several pass the device, the one
/// to move once they have shown their rack; nobody while the hand-over screen hides it or robots
/// play alone.
fn holder(robots: RobotTurns, here: Option<&[usize]>, to_move: usize, revealed: bool) -> Option<usize> {
    let people = here.map_or_else(|| robots.people(), <[usize]>::to_vec);
    match people[..] {
        [] => None,
        [person] => Some(person),
        _ => (revealed && people.contains(&to_move)).then_some(to_move),
    }
}

/// The tracker's kinds for whoever holds the device (see [`holder`], `here` too) while the game is `live`:
/// `tally` counts a seat's unseen kinds in the engine, from that seat's view; `face` writes a kind.
pub fn held_unseen<K: 'static>(
    robots: RobotTurns,
    here: Option<Vec<usize>>,
    to_move: Memo<usize>,
    revealed: RwSignal<bool>,
    live: impl Fn() -> bool + Send + Sync + 'static,
    tally: impl Fn(usize) -> Vec<(K, usize)> + Send + Sync + 'static,
    face: fn(K) -> String,
) -> Signal<Option<Vec<(String, usize)>>> {
    Signal::derive(move || {
        let seat = holder(robots, here.as_deref(), to_move.get(), revealed.get()).filter(|_| live())?;
        let kinds = tally(seat).into_iter();
        Some(kinds.map(|(kind, count)| (face(kind), count)).collect())
    })
}

/// The tracker: a folded line with the count, opened to each kind and its count, and the
/// setting. `unseen` holds each kind's face and count for the player holding the device, or
/// nothing while no one may see it (then nothing shows). Addique's `pieces` are each one of a
/// kind, so they show without counts.
#[component]
pub fn UnseenTracker(
    #[prop(into)] unseen: Signal<Option<Vec<(String, usize)>>>,
    #[prop(optional)] pieces: bool,
) -> impl IntoView {
    let on = RwSignal::new(storage::setting(Setting::UnseenTracker).as_deref() != Some("off"));
    Effect::new(move |previous: Option<bool>| {
        let now = on.get();
        // Kept once the player chooses, not before: storage holds only what was chosen.
        if previous.is_some_and(|previous| previous != now) {
            storage::set_setting(Setting::UnseenTracker, if now { "on" } else { "off" });
        }
        now
    });
    // Stays open or folded across turns and hand-overs, as the player left it.
    let open = RwSignal::new(false);
    let shown = move || unseen.get().filter(|_| on.get());
    view! {
        <Show when=move || unseen.with(Option::is_some)>
            <details class="unseen" data-testid="unseen" prop:open=move || open.get()
                on:toggle=move |event| open.set(event_target::<web_sys::Element>(&event).has_attribute("open"))>
                <summary>
                    {t(TileSays::UnseenTitle { pieces })}
                    {move || shown().map(|kinds| view! {
                        " · "<span data-testid="unseen-total">{total(&kinds).to_string()}</span>
                    })}
                </summary>
                {move || shown().map(|kinds| kinds_list(kinds, pieces))}
                <Toggle label=TileSays::TrackUnseen { pieces }.into() value=on test_id="unseen-setting" />
            </details>
        </Show>
    }
}

fn total(kinds: &[(String, usize)]) -> usize {
    kinds.iter().map(|(_, count)| count).sum()
}

/// Each kind with its count ("0 ×3"), or for pieces the piece alone.
fn kinds_list(kinds: Vec<(String, usize)>, pieces: bool) -> impl IntoView {
    let items = kinds
        .into_iter()
        .map(|(kind, count)| {
            let text = if pieces {
                kind.clone()
            } else {
                t(Msg::UnseenKind {
                    kind: kind.clone(),
                    count,
                })
            };
            view! { <li data-testid="unseen-kind" data-kind=kind data-count=count.to_string()>{text}</li> }
        })
        .collect_view();
    view! { <ul class="unseen-kinds">{items}</ul> }
}
