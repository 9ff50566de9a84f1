//! The command line's tests, one module a file, linked into one test binary: one link instead of one a
//! file, which is most of the time `cargo test` spends building them.

mod support;

mod abaku_equations;
mod abaku_replay;
mod addique_replay;
mod addique_score;
mod cli;
mod lessons_check;
mod library;
mod remote;
mod robots;
mod summy_check;
mod summy_replay;
