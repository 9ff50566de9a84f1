//! `gameshelf match`: robots of two levels over many games, on every core, from varied starts,
//! with robot a's Elo over robot b and, if asked, an SPRT that stops the match once it decides.
//! The statistics are the engine's (`robot::elo`).

use crate::robots::abalone_game;
use clap::{Args, ValueEnum};
use gameshelf_engine::abalone::Layout;
use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::game::AnyGame;
use gameshelf_engine::robot::elo::{Estimate, Games, Pairs, Sprt, Verdict};
use gameshelf_engine::robot::{native_clock, play_on_threads, play_seated_game, Level, Seating, Won};
use gameshelf_engine::with_any_game;
use std::ops::ControlFlow;

pub const MATCH_HELP: &str = "\
Play robots of two levels against each other over N games, on every core, and measure robot a's
strength over robot b in Elo; with --sprt, stop as soon as a sequential test decides.

Games come in pairs from the same start, the seats swapped: robot a sits first in the even games
and second in the odd ones. Each pair starts afresh: the tile games from a deal of their own,
Abalone from the next of its 15 two-player layouts (or --layout) and --random-plies random moves.
The starts follow from --seed, and each robot's choices from the game's number, so a rerun plays
the same games (Abalone's strong robot searches as deep as its time allows, so its moves can
change with the machine's speed).

With --seating alternate (the default) the two robots take turns round the table (a, b, a, b,
...), so that every seat is each robot's in turn (in Abalone's four-player layout each robot is
then a team); with an odd number of players a holds the extra seat in the even games and b in the
odd ones. With --seating lone robot a plays alone at one seat, one seat further on each game, and
b at all the others. A robot wins a game when the game's winner is one of its seats; a game whose
first place both share (a tie on points, or on marbles) is a draw. With two players both seatings
are the same, and a win is simply who won.

The tile games seat --players (2 by default; Abaku and Summy 2 to 4, Addique 2, 3, 4, 6 or 8);
Abalone seats as many as its layout, and its games end at --move-limit moves, the side with more
marbles pushed off winning.

The figures are Fishtest's (Stockfish's testing framework): the Elo and its 95% interval from the
pairs' scores, and the generalized SPRT of H0: Elo <= --elo0 against H1: Elo >= --elo1 with
alpha = beta = 0.05, checked after each pair. Telling 0 from 5 Elo takes thousands of games; a
wider margin (--elo1 50) decides a clear difference in a few dozen. A match won game for game
has no finite Elo: it shows Fishtest's ceiling, +1200 (a score of 0.999).

Output, one line each:
  game N: a|b|draw                 each game, in order
  a WINS b WINS draws N            the tally
  pairs N N N N N                  the pairs by a's score over the two games: 0, 1/2, 1, 3/2, 2
  elo E +- M (95%: LOW to HIGH)    a's Elo over b and its 95% interval, from the pairs
  sprt [E0, E1]: llr L (LOWER, UPPER): VERDICT   with --sprt: `H1, a is stronger`,
                                   `H0, a is not stronger`, or `undecided` after --games";

/// How a match seats its two robots (see `match --help`).
#[derive(Clone, Copy, ValueEnum)]
pub enum MatchSeating {
    Alternate,
    Lone,
}

impl From<MatchSeating> for Seating {
    fn from(seating: MatchSeating) -> Seating {
        match seating {
            MatchSeating::Alternate => Seating::Alternate,
            MatchSeating::Lone => Seating::Lone,
        }
    }
}

#[derive(Args)]
pub struct MatchArgs {
    #[arg(value_parser = crate::games::kind_parser())]
    game: GameKind,
    #[arg(long)]
    a: Level,
    #[arg(long)]
    b: Level,
    /// The games to play; with --sprt, the most to play before the test decides.
    #[arg(long, default_value_t = 100)]
    games: u32,
    /// Players in each game of a tile game [default: 2]; Abalone's come from its layout.
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..))]
    players: Option<u8>,
    /// How the robots sit: taking turns round the table, or robot a alone.
    #[arg(long, default_value = "alternate")]
    seating: MatchSeating,
    /// Each robot's time per move, in milliseconds.
    #[arg(long, default_value_t = 100)]
    time_ms: u64,
    /// Abalone's start layout [default: each two-player layout in turn, a pair of games each].
    #[arg(long)]
    layout: Option<Layout>,
    /// Abalone: random moves played from the layout before the robots take over.
    #[arg(long, default_value_t = 2)]
    random_plies: u32,
    /// Abalone: moves (all players' together) after which the game is decided on marbles.
    #[arg(long, default_value_t = 200)]
    move_limit: u32,
    /// Seeds the starts: the tile games' deals and Abalone's random moves.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Stop once the SPRT of --elo0 against --elo1 decides.
    #[arg(long)]
    sprt: bool,
    /// The SPRT's H0: robot a is at most this many Elo stronger.
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true)]
    elo0: f64,
    /// The SPRT's H1: robot a is at least this many Elo stronger.
    #[arg(long, default_value_t = 5.0, allow_negative_numbers = true)]
    elo1: f64,
    /// Games played at once [default: one per core].
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
    threads: Option<u16>,
}

pub fn play(args: &MatchArgs) -> Result<(), String> {
    let players = match_players(args)?;
    let sprt = args.sprt.then(|| Sprt::new(args.elo0, args.elo1));
    if sprt.is_some_and(|sprt| sprt.elo0 >= sprt.elo1) {
        return Err(format!("--elo0 {} must be below --elo1 {}", args.elo0, args.elo1));
    }
    let threads = args.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, |cores| cores.get()),
        usize::from,
    );
    let mut games = Games::default();
    let mut pairs = Pairs::default();
    let mut first = Won::Draw;
    let mut verdict = None;
    play_on_threads(
        u64::from(args.games),
        threads,
        |number| play_match_game(args, &players, number),
        |number, won| {
            println!("game {}: {}", number + 1, name(won));
            games.add(won);
            if number % 2 == 0 {
                first = won;
                return ControlFlow::Continue(());
            }
            pairs.add(first, won);
            verdict = sprt.and_then(|sprt| sprt.verdict(&pairs));
            if verdict.is_some() {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        },
    );
    print_result(&games, &pairs, sprt.map(|sprt| (sprt, verdict)));
    Ok(())
}

fn name(won: Won) -> &'static str {
    match won {
        Won::A => "a",
        Won::B => "b",
        Won::Draw => "draw",
    }
}

fn print_result(games: &Games, pairs: &Pairs, sprt: Option<(Sprt, Option<Verdict>)>) {
    println!("a {} b {} draws {}", games.wins, games.losses, games.draws);
    let counts = pairs.counts.map(|count| count.to_string());
    println!("pairs {}", counts.join(" "));
    let estimate = Estimate::of(pairs);
    println!(
        "elo {:+.1} +- {:.1} (95%: {:+.1} to {:+.1})",
        estimate.elo,
        estimate.margin(),
        estimate.low,
        estimate.high
    );
    if let Some((sprt, verdict)) = sprt {
        let (lower, upper) = sprt.bounds();
        let verdict = match verdict {
            Some(Verdict::Stronger) => "H1, a is stronger",
            Some(Verdict::NotStronger) => "H0, a is not stronger",
            None => "undecided",
        };
        println!(
            "sprt [{}, {}]: llr {:.2} ({lower:.2}, {upper:.2}): {verdict}",
            sprt.elo0,
            sprt.elo1,
            sprt.llr(pairs)
        );
    }
}

/// The players' names for every game of the match: as many as --players asks (two by default),
/// or Abalone's layout seats; an error when the game cannot seat them.
fn match_players(args: &MatchArgs) -> Result<Vec<String>, String> {
    let seats = match (args.game, args.players) {
        (GameKind::Abalone, Some(players)) => {
            let layout = args.layout.unwrap_or(Layout::Standard);
            if players != layout.seats() {
                return Err(format!(
                    "abalone seats as many players as its layout: {} seats {}, not {players}",
                    args.layout.map_or("each two-player layout", Layout::name),
                    layout.seats()
                ));
            }
            players
        }
        (GameKind::Abalone, None) => args.layout.map_or(2, Layout::seats),
        (_, players) => players.unwrap_or(2),
    };
    let names: Vec<String> = (1..=seats).map(|seat| format!("player {seat}")).collect();
    if args.game != GameKind::Abalone {
        AnyGame::seated(args.game, names.clone(), 0)
            .map_err(|problem| format!("{}: {problem}", args.game.name()))?;
    }
    Ok(names)
}

/// Plays game `number` of the match from the start of its pair (see [`start`]).
fn play_match_game(args: &MatchArgs, players: &[String], number: u64) -> Won {
    let game = start(args, players.to_vec(), number / 2);
    let levels = (args.a, args.b);
    let seating = Seating::from(args.seating);
    with_any_game!(&game, game => {
        play_seated_game(game.clone(), number, seating, levels, args.time_ms, native_clock)
    })
}

/// The start of pair `pair`: the tile games dealt from its seed; Abalone from the pair's layout
/// (--layout, or each two-player layout in turn) and random moves drawn from its seed.
fn start(args: &MatchArgs, players: Vec<String>, pair: u64) -> AnyGame {
    // Seed 0 deals pair n from n, as the matches in docs/benchmarks.md were dealt game by game.
    let seed = args.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(pair);
    match args.game {
        GameKind::Abalone => {
            let layouts = Layout::TWO_PLAYER;
            let layout = args
                .layout
                .unwrap_or(layouts[(pair % layouts.len() as u64) as usize]);
            let mut game = abalone_game(layout, Some(args.move_limit), None);
            game.play_random_plies(args.random_plies, seed);
            game.into()
        }
        kind => AnyGame::seated(kind, players, seed).expect("the match's seats were checked"),
    }
}
