//! The keyboard on a tile game's screen beyond the board's grid: a tile's key picks that tile
//! from the rack, Escape leaves an exchange; and whether the player is at the keyboard.

use super::{RackTile, TurnAction, TurnState};
use crate::games::tiles::square_board::{BoardFocus, SquareKey};
use crate::games::tiles::TileSays;
use crate::i18n::{t, Msg};
use crate::ui::announce::announce;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A key pressed on a tile game's screen outside the board, which lays tiles itself: a tile's
/// key picks the first tile of that kind in the `rack` (while exchanging, the first not picked
/// yet), Escape leaves the exchange or the pass waiting for its second press, or else takes
/// every tile back; what was picked is announced. Ctrl+Enter asks to play the move laid out:
/// the turn's action a key asks for is returned, for the game to act on. Keys typed in a field
/// or a dialog are theirs.
pub fn rack_key<T: RackTile>(
    event: &web_sys::KeyboardEvent,
    turn: TurnState,
    rack: &[(usize, T)],
) -> Option<TurnAction> {
    if event.alt_key() || typed_elsewhere(event) {
        return None;
    }
    let key = event.key();
    if event.ctrl_key() || event.meta_key() {
        return (key == "Enter").then(|| {
            event.prevent_default();
            TurnAction::Play
        });
    }
    if key == "Escape" {
        if turn.exchange.with_untracked(Option::is_some) {
            turn.cancel_exchange();
        } else if turn.confirm_pass.get_untracked() {
            turn.confirm_pass.set(false);
        } else {
            return Some(TurnAction::Recall);
        }
        return None;
    }
    let tile = T::from_key(&key)?;
    event.prevent_default();
    let exchange = turn.exchange.get_untracked();
    let unpicked = |slot: &usize| exchange.as_ref().is_none_or(|chosen| !chosen.contains(slot));
    let slot = rack
        .iter()
        .filter(|(_, held)| *held == tile)
        .map(|(slot, _)| *slot)
        .find(unpicked);
    let name = tile.aria_label();
    match (slot, exchange.is_some()) {
        (None, _) => announce(t(TileSays::NotOnRack(name))),
        (Some(slot), true) => {
            turn.tap(slot);
            announce(t(TileSays::PickedForExchange(name)));
        }
        (Some(slot), false) => {
            turn.selected.set(Some(slot));
            announce(t(TileSays::TileChosen(name)));
        }
    }
    None
}

/// The key was typed into a field or a dialog, which answer it themselves.
fn typed_elsewhere(event: &web_sys::KeyboardEvent) -> bool {
    event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .and_then(|element| {
            element
                .closest("input, textarea, select, [role=dialog]")
                .ok()
                .flatten()
        })
        .is_some()
}

/// Whether `action`, a turn ended from the keyboard, took with its buttons the focus that the
/// board should get back.
pub fn ended_by_keyboard(action: &TurnAction) -> bool {
    keyboard_in_use()
        && matches!(
            action,
            TurnAction::Play | TurnAction::Exchange(_) | TurnAction::Pass
        )
}

/// The focus shows its ring now: the player is moving it by keyboard, so that a turn ended from
/// the keyboard brings the focus back to the board.
pub fn keyboard_in_use() -> bool {
    document()
        .active_element()
        .is_some_and(|active| active.matches(":focus-visible").unwrap_or(false))
}

/// What a key on a board square asks for, unless a tile of this turn lies there already: Enter
/// or Space lays the chosen tile, or with no tile chosen plays the move laid out if `legal`; a
/// tile's key lays the first free tile of its kind. `Err` says why nothing can be done; `None`
/// is a key the board leaves alone.
pub fn square_key<T: RackTile>(
    key: SquareKey,
    chosen: Option<usize>,
    legal: bool,
    free_slot: impl FnOnce(T) -> Option<usize>,
) -> Option<Result<SquareAction, Msg>> {
    match key {
        SquareKey::TakeBack => None,
        SquareKey::Act => Some(match chosen {
            Some(slot) => Ok(SquareAction::Lay(slot)),
            None if legal => Ok(SquareAction::Play),
            None => Err(TileSays::ChooseTileByKey.into()),
        }),
        SquareKey::Typed(key) => {
            let tile = T::from_key(&key)?;
            Some(
                free_slot(tile)
                    .map(SquareAction::Lay)
                    .ok_or_else(|| TileSays::NotOnRack(tile.aria_label()).into()),
            )
        }
    }
}

/// What a key on a board square does.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum SquareAction {
    /// Lays the tile of this rack slot on the square.
    Lay(usize),
    /// Plays the move laid out.
    Play,
}

/// Back from the hand-over screen, whose button took the focus with it: on to the board.
pub fn focus_board_when_revealed(revealed: impl Fn() -> bool + Send + Sync + 'static, board: BoardFocus) {
    Effect::new(move |before: Option<bool>| {
        let shown = revealed();
        if shown && before == Some(false) {
            board.focus_if_lost();
        }
        shown
    });
}
