//! Each game's own part of the command line: its subcommands (`gameshelf abaku equations`...),
//! how `replay` prints its records, and that part of `replay --help`. Here, the one place the
//! command line registers a game (its `mod` line): the rest is written from the engine's list
//! of games ([`gameshelf_engine::games!`]), each game's module having the same face (`ABOUT`,
//! `Command`, `run`, `REPLAY_HELP`, `print_game`, `result`).

mod abaku;
mod abalone;
mod addique;
mod summy;

/// Addique's result line for a game dealt at a distance (`gameshelf remote`).
pub use abaku::dealt_result as abaku_dealt_result;
pub use addique::dealt_result as addique_dealt_result;
pub use summy::dealt_result as summy_dealt_result;

use clap::Subcommand;
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::game::{AnyGame, GameRules};
use gameshelf_engine::tiles;

macro_rules! dispatch_on_game {
    (() $($kind:ident $module:ident $title:literal,)*) => {
        /// The games' own subcommands, one a game, named after it.
        #[derive(Subcommand)]
        pub enum GameCommand {
            $(
                #[command(subcommand, about = $module::ABOUT)]
                $kind($module::Command),
            )*
        }

        pub fn run(command: GameCommand) -> Result<(), String> {
            match command {
                $(GameCommand::$kind(command) => $module::run(command),)*
            }
        }

        /// A game's moves, one a line, then its result line, as `replay` prints them.
        pub fn print_game(game: &AnyGame) {
            match game {
                $(AnyGame::$kind(game) => $module::print_game(game),)*
            }
        }

        /// The result line after `result: `, whichever the game, as `replay` writes it.
        pub fn result_line(game: &AnyGame) -> String {
            match game {
                $(AnyGame::$kind(game) => $module::result(game),)*
            }
        }

        /// `replay --help`: what it prints for each game, between a head and a tail.
        pub fn replay_help() -> String {
            let names: Vec<String> = GameKind::ALL.iter().map(|kind| format!("`{}`", kind.name())).collect();
            let (last, others) = names.split_last().expect("there are games");
            let sections = [$($module::REPLAY_HELP,)*].join("\n\n");
            format!("{REPLAY_HELP_HEAD}{} or {last}.\n\n{sections}\n\n{REPLAY_HELP_TAIL}", others.join(", "))
        }
    };
}
gameshelf_engine::games!(dispatch_on_game!);

/// Reads a game's name as records write it (`abalone`...), listing the names in `--help`.
pub fn kind_parser() -> impl clap::builder::TypedValueParser<Value = GameKind> {
    let names = GameKind::ALL.map(GameKind::name);
    let parser = clap::builder::PossibleValuesParser::new(names);
    clap::builder::TypedValueParser::map(parser, |name| {
        GameKind::from_name(&name).expect("clap keeps to the games' names")
    })
}

const REPLAY_HELP_HEAD: &str = "\
Replay a game record through the rules and print its moves and result. The record's `game`
field says which rules: ";

const REPLAY_HELP_TAIL: &str = "\
The first illegal move stops the replay with `move N (MOVE): reason` on stderr and exit
code 1; so does a file that cannot be read, is not a record, has an unknown format, or has a
setup the game cannot start from (`the setup is not valid: ...`, e.g. the wrong number of
players).

A tile game's copy (`remote copy`) begins with the line `copy after N turns, its tiles face
down dealt anew`, and numbers its turns from N + 1.";

/// A tile game's turns, one line each: `N. NAME MOVE` and what a placement `scored`, the turns
/// taken back (redone on a copy to describe them) marked so; then its result line.
fn print_tile_game<G: GameRules, P, M: std::fmt::Display, S>(
    game: &G,
    turns: fn(&G) -> &[tiles::Turn<P, M, S>],
    scored: fn(&tiles::Turn<P, M, S>) -> String,
    result: fn(&G) -> String,
) {
    let names = seat_names(game.players());
    let played = turns(game).len();
    let before = game.copied_after().unwrap_or(0);
    if let Some(copied) = game.copied_after() {
        println!(
            "copy after {}, its tiles face down dealt anew",
            counted(copied, "turn")
        );
    }
    let mut whole = game.clone();
    while whole.redo().is_some() {}
    for (index, turn) in turns(&whole).iter().enumerate() {
        let taken_back = if index < played { "" } else { " (taken back)" };
        println!(
            "{}. {} {}{}{taken_back}",
            before + index + 1,
            names[turn.seat],
            turn.mv,
            scored(turn)
        );
    }
    println!("result: {}", result(game));
}

/// What a turn scored, after its move: `: PART, PART, total POINTS`.
fn scored_line(parts: impl Iterator<Item = String>, total: impl std::fmt::Display) -> String {
    let parts: Vec<String> = parts.chain([format!("total {total}")]).collect();
    format!(": {}", parts.join(", "))
}

/// The players' names in seat order; a hand-written record may leave one blank.
fn seat_names(players: &[String]) -> Vec<String> {
    let name = |(seat, name): (usize, &String)| match name.trim() {
        "" => format!("player {}", seat + 1),
        name => name.to_string(),
    };
    players.iter().enumerate().map(name).collect()
}

/// `Eva wins 45-30` or `Eva and Adam win 31-31-12`: the winners (rank 1), then the scores,
/// given in seat order, the winners' first and then the others' in seat order.
fn winners_line(names: &[String], ranking: &[usize], ranks: &[usize], scores: &[String]) -> String {
    let (winners, others): (Vec<usize>, Vec<usize>) = (0..names.len()).partition(|seat| {
        let place = ranking.iter().position(|ranked| ranked == seat);
        place.is_some_and(|place| ranks[place] == 1)
    });
    let ordered: Vec<&str> = winners
        .iter()
        .chain(&others)
        .map(|&seat| scores[seat].as_str())
        .collect();
    let winner_names: Vec<&str> = winners.iter().map(|&seat| names[seat].as_str()).collect();
    let verb = if winners.len() == 1 { "wins" } else { "win" };
    format!("{} {verb} {}", winner_names.join(" and "), ordered.join("-"))
}

/// The scores of a game in progress, in seat order: `Eva 12, Adam 30`.
fn seat_scores<S: std::fmt::Display>(names: &[String], scores: &[S]) -> String {
    let scores: Vec<String> = names
        .iter()
        .zip(scores)
        .map(|(name, score)| format!("{name} {score}"))
        .collect();
    scores.join(", ")
}

/// `1 tile`, `2 tiles`.
fn counted(count: usize, noun: &str) -> String {
    let plural = if count == 1 { "" } else { "s" };
    format!("{count} {noun}{plural}")
}
