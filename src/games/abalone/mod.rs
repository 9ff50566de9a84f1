//! Abalone's screens; every rule decision comes from `gameshelf_engine::abalone`.

pub mod board;
mod clock;
pub mod page;
mod seats;
pub mod setup;
