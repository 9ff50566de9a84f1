//! The new-game form: 2, 3, 4, 6 or 8 players (the counts the 48 pieces share out evenly),
//! their names, and whether the game is played at a distance.

use super::words::Says;
use crate::games::PlayersForm;
use crate::storage::AnyGame;
use gameshelf_engine::addique::{Game, Setup, PLAYER_COUNTS};
use gameshelf_engine::common::record::GameKind;
use leptos::prelude::*;

#[component]
pub fn NewGame() -> impl IntoView {
    let start = |players, seed| AnyGame::from(Game::new(Setup::new(players, seed)));
    view! {
        <PlayersForm
            game=GameKind::Addique
            counts=PLAYER_COUNTS.to_vec()
            note=Says::SetupNote.into()
            start=start
        />
    }
}
