//! The Gameshelf rule engine: every rule, legal move, score, notation and game record, with no
//! web dependency. The app and the command line only ask it.

pub mod abaku;
pub mod abalone;
pub mod addique;
pub mod common;
pub mod game;
#[cfg(feature = "remote")]
pub mod remote;
pub mod robot;
pub mod summy;
pub mod tiles;
