//! The new-game form: two to four players and their names, and whether the game is played at a
//! distance.

use super::words::Says;
use crate::games::PlayersForm;
use crate::storage::AnyGame;
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::summy::{Game, Setup, PLAYER_COUNTS};
use leptos::prelude::*;

#[component]
pub fn NewGame() -> impl IntoView {
    let start = |players, seed| AnyGame::from(Game::new(Setup::new(players, seed)));
    view! {
        <PlayersForm
            game=GameKind::Summy
            counts=PLAYER_COUNTS.to_vec()
            note=Says::SetupNote.into()
            start=start
        />
    }
}
