//! The engine's tests, one module a file, linked into one test binary: one link instead of one a
//! file, which is most of the time `cargo test` spends building them.

mod support;

mod abaku_dealt;
mod abaku_equations;
mod abaku_game;
mod abaku_movegen;
mod abaku_properties;
mod abaku_rules;
mod abalone_endings;
mod abalone_perft;
mod abalone_properties;
mod abalone_robot;
mod abalone_rules;
mod abalone_study;
mod abalone_teams;
mod addique_dealt;
mod addique_game;
mod addique_properties;
mod addique_robot;
mod addique_rules;
#[cfg(feature = "remote")]
mod cheating;
#[cfg(feature = "remote")]
mod fuzz_corpus;
mod game_contract;
mod lessons;
#[cfg(feature = "remote")]
mod remote_abaku;
#[cfg(feature = "remote")]
mod remote_addique;
#[cfg(feature = "remote")]
mod remote_beside;
#[cfg(feature = "remote")]
mod remote_copies;
#[cfg(feature = "remote")]
mod remote_deal;
#[cfg(feature = "remote")]
mod remote_genesis;
#[cfg(feature = "remote")]
mod remote_link;
#[cfg(feature = "remote")]
mod remote_overview;
#[cfg(feature = "remote")]
mod remote_proof;
#[cfg(feature = "remote")]
mod remote_resign;
#[cfg(feature = "remote")]
mod remote_safety;
#[cfg(feature = "remote")]
mod remote_session;
#[cfg(feature = "remote")]
mod remote_summy;
mod reviews;
mod seat_views;
mod summy_dealt;
mod summy_game;
mod summy_movegen;
mod summy_properties;
mod summy_rules;
mod summy_sums;
mod tile_robots;
mod tiles_dealt;
mod unseen_tiles;
