//! How strong is strong: an engine match between the strong robot's search (a) and the same
//! search without the feature under test (b), selected by its `Options`, at the same fixed
//! budget of nodes a move, so that every machine plays the same games. Each two-player layout
//! is played twice, a with Black and then with White; a game stops at the move limit, the side
//! with more marbles pushed off winning (a level count is a draw), as in a game with a move
//! limit.
//!
//! Run with `cargo bench -p gameshelf-engine --bench abalone_match` (a few minutes); the result
//! is in docs/benchmarks.md. Times are printed for the cost of the feature, not compared.

use gameshelf_engine::abalone::robot::{search, Options};
use gameshelf_engine::abalone::{Game, Layout, Seat, Setup};
use gameshelf_engine::game::Turns;
use std::time::{Duration, Instant};

const MOVE_LIMIT: u32 = 200;
/// Nodes a move: about depth 4 from the start layouts, so that the 30 games take a minute or
/// two natively.
const NODES: u64 = 30_000;

/// One player's moves over the match: how many, and what they cost.
#[derive(Default)]
struct Effort {
    moves: u64,
    nodes: u64,
    depths: u64,
    time: Duration,
}

impl Effort {
    fn per_move(&self) -> String {
        let moves = self.moves.max(1);
        format!(
            "{} nodes a move, depth {:.1}, {:.1} ms a move",
            self.nodes / moves,
            self.depths as f64 / moves as f64,
            self.time.as_secs_f64() * 1000.0 / moves as f64
        )
    }
}

/// How one game ended, for a and b: marbles each pushed off, and the plies played.
struct Ended {
    pushed_off: [u8; 2],
    plies: usize,
}

/// Plays one game from `layout` with a at `a_seat`; `effort` gathers each player's moves.
fn play(layout: Layout, options: [Options; 2], a_seat: Seat, effort: &mut [Effort; 2]) -> Ended {
    let players = vec!["Black".to_string(), "White".to_string()];
    let mut game = Game::new(Setup {
        move_limit: Some(MOVE_LIMIT),
        ..Setup::new(layout, players)
    });
    let player = |seat: Seat| usize::from(seat != a_seat);
    while !game.is_over() {
        let position = *game.position();
        let who = player(position.to_move());
        let start = Instant::now();
        let found = search(&position, options[who]).expect("a game not over has a move");
        let spent = &mut effort[who];
        spent.time += start.elapsed();
        spent.moves += 1;
        spent.nodes += found.nodes;
        spent.depths += u64::from(found.depth);
        if let Err(error) = game.play(found.mv) {
            panic!("the search's move {} is illegal: {error}", found.mv);
        }
    }
    let position = game.position();
    let mut pushed_off = [0; 2];
    for seat in [Seat::BLACK, Seat::WHITE] {
        pushed_off[player(seat)] = position.pushed_off_by(seat);
    }
    Ended {
        pushed_off,
        plies: game.played().len(),
    }
}

/// Plays every layout with a as Black and as White, and prints each game and the totals.
fn play_match(feature: &str, a: Options, b: Options) {
    println!(
        "abalone_match: {feature}: a with it, b without; {NODES} nodes a move, {MOVE_LIMIT} moves at most"
    );
    println!(
        "{:<14} {:<6} {:>8} {:>6}  winner",
        "layout", "a is", "a - b", "plies"
    );
    let mut effort = [Effort::default(), Effort::default()];
    let (mut wins, mut losses, mut draws, mut margin) = (0, 0, 0, 0i32);
    for &layout in Layout::TWO_PLAYER {
        for (a_seat, colour) in [(Seat::BLACK, "black"), (Seat::WHITE, "white")] {
            let result = play(layout, [a, b], a_seat, &mut effort);
            let [ours, theirs] = result.pushed_off;
            margin += i32::from(ours) - i32::from(theirs);
            let winner = match ours.cmp(&theirs) {
                std::cmp::Ordering::Greater => {
                    wins += 1;
                    "a"
                }
                std::cmp::Ordering::Less => {
                    losses += 1;
                    "b"
                }
                std::cmp::Ordering::Equal => {
                    draws += 1;
                    "draw"
                }
            };
            println!(
                "{:<14} {colour:<6} {:>4} - {} {:>6}  {winner}",
                layout.name(),
                ours,
                theirs,
                result.plies
            );
        }
    }
    println!("a wins {wins}, loses {losses}, draws {draws}; marbles pushed off, a minus b: {margin:+}");
    println!("a: {}", effort[0].per_move());
    println!("b: {}", effort[1].per_move());
}

fn main() {
    let budget = Options {
        nodes: Some(NODES),
        ..Options::STRONG
    };
    play_match(
        "pruning",
        budget,
        Options {
            pruning: false,
            ..budget
        },
    );
    play_match(
        "quiescence",
        Options {
            quiescence: true,
            ..budget
        },
        Options {
            quiescence: false,
            ..budget
        },
    );
}
