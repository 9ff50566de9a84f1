//! The players' clocks on the game screen. The clock of the player to move ticks in a signal of
//! its own, so that the engine game (and everything derived from it) changes only at moves,
//! every few seconds for the save, when the page is hidden, and when time runs out.

use gameshelf_engine::abalone::{Game, Outcome, Seat};
use leptos::prelude::*;
use std::time::Duration;

/// How often the running clock is redrawn.
const TICK: Duration = Duration::from_millis(250);
/// How much thinking time a reload may lose at most: the game is saved this often.
const SAVE_EVERY_MS: u64 = 5_000;

#[derive(Clone, Copy)]
pub struct Clock {
    game: RwSignal<Game>,
    /// Milliseconds the player to move has spent so far, redrawn every tick.
    thinking: RwSignal<u64>,
    /// When the player to move began, by `Date.now()`, so that a throttled tab loses no time.
    turn_started: StoredValue<f64>,
    enabled: bool,
}

impl Clock {
    /// Starts ticking, for as long as the screen is shown, if the game has clocks.
    pub fn start(game: RwSignal<Game>, outcome: Memo<Option<Outcome>>) -> Clock {
        let clock = Clock {
            game,
            thinking: RwSignal::new(0),
            turn_started: StoredValue::new(0.0),
            enabled: game.with_untracked(|game| game.setup().minutes_per_player.is_some()),
        };
        // A game without clocks never reads the time (nor can, in the native tests).
        if clock.enabled {
            clock.restart();
            let tick = move || {
                if outcome.with_untracked(Option::is_some) {
                    return;
                }
                let spent = clock.spent();
                clock.thinking.set(spent);
                let mover = game.with_untracked(|game| game.position().to_move());
                let saved = game.with_untracked(Game::thinking_ms);
                if clock.left(mover) == Some(0) || spent / SAVE_EVERY_MS != saved / SAVE_EVERY_MS {
                    clock.sync();
                }
            };
            if let Ok(handle) = set_interval_with_handle(tick, TICK) {
                on_cleanup(move || handle.clear());
            }
            let hidden = window_event_listener(leptos::ev::visibilitychange, move |_| clock.sync());
            on_cleanup(move || hidden.remove());
        }
        clock
    }

    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// Milliseconds the player to move has spent, now.
    pub fn spent(&self) -> u64 {
        (js_sys::Date::now() - self.turn_started.get_value()).max(0.0) as u64
    }

    /// Writes the running time into the game, which saves it and ends the game if it ran out.
    pub fn sync(&self) {
        let spent = self.spent();
        if self.enabled && self.game.with_untracked(|game| game.thinking_ms() != spent) {
            self.game.update(|game| game.set_thinking(spent));
        }
    }

    /// Starts the turn of the player now to move, from the time the game holds for them.
    pub fn restart(&self) {
        if !self.enabled {
            return;
        }
        let held = self.game.with_untracked(Game::thinking_ms);
        self.turn_started.set_value(js_sys::Date::now() - held as f64);
        self.thinking.set(held);
    }

    /// Milliseconds left on `seat`'s clock, updated as it runs.
    pub fn left(&self, seat: Seat) -> Option<u64> {
        let spent = self.thinking.get();
        self.game.with(|game| {
            let left = game.time_left(seat)?;
            let running = game.position().to_move() == seat;
            let unsaved = if running {
                spent.saturating_sub(game.thinking_ms())
            } else {
                0
            };
            Some(left.saturating_sub(unsaved))
        })
    }
}

/// Minutes and seconds, rounded up as clocks do: a clock shows 0:00 only when it has run out.
pub fn format(millis: u64) -> String {
    let seconds = millis.div_ceil(1000);
    format!("{}:{:02}", seconds / 60, seconds % 60)
}
