//! What the screens of Abaku and Summy read alike of the game they show, whether seeded and
//! passed round one device or dealt at a distance: [`RackPlay`], written for both kinds by
//! `impl_tile_game!` and `dealt_tile_game!` with `lays tiles`.

use super::{LaysTiles, TileGame};
use crate::state::AppState;
use gameshelf_engine::tiles::{Square, StartDraw};
use leptos::prelude::*;

/// A game that lays rack tiles on a square board as its screen shows it, beyond what
/// [`LaysTiles`] reads; each game's own screen trait adds what it alone reads.
pub trait RackPlay: LaysTiles + TileGame<Square = Square> + Clone {
    /// The rules' judgement of a legal placement: its points, and what it scores on.
    type Scored;
    /// The end counted, and the ranking.
    type Outcome;
    /// At a distance, the seats people play on this device (its player's first); none at one
    /// device.
    fn here(&self) -> Option<Vec<usize>>;
    /// The rack on show: the player to move's, or at a distance this device's seat's (the tiles
    /// its keys let it read).
    fn rack_shown(&self) -> Vec<Self::Tile>;
    fn board(&self) -> &Self::Board;
    /// The rules' judgement of a placement by the player to move, as the preview shows it.
    fn check(&self, placement: &Self::Placement) -> Result<Self::Scored, Self::Error>;
    fn start_draw(&self) -> &StartDraw<Self::Tile>;
    /// The end counted, once the game is over (at a distance, once every count it needs is
    /// known).
    fn outcome(&self) -> Option<Self::Outcome>;
    /// The placement of the last turn, if it laid tiles.
    fn last_placement(&self) -> Option<&Self::Placement>;
    /// Keeps the game saved as `id` while its screen lasts.
    fn keep(state: AppState, id: String, started: u64, game: RwSignal<Self>);
}
