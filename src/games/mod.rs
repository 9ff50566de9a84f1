//! One module per game: its board, its screen and its new-game form.

pub mod abalone;
