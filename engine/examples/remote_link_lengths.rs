//! How long the links of remote play are (docs/benchmarks.md, "Remote play's links"): devices
//! of one process deal and play whole games of each dealt game, the best-scoring move each turn
//! (or, for a long game of Abaku, the placement of fewest tiles), and every distinct link sent
//! is measured, in characters after the `#`.
//!
//! `cargo run --release -p gameshelf-engine --features remote --example remote_link_lengths`

use gameshelf_engine::common::record::GameKind;
use gameshelf_engine::remote::dealt::{AnyDealt, Step};
use gameshelf_engine::remote::session::{Entropy, Session};
use gameshelf_engine::{abaku, summy};
use std::collections::HashSet;

fn entropy(device: u8) -> Entropy {
    Entropy::new(std::array::from_fn(|at| {
        device.wrapping_mul(59) ^ (at as u8).wrapping_mul(11)
    }))
}

/// Links sent, each once, by length: until the first move, and for the moves after.
#[derive(Default)]
struct Lengths {
    sent: HashSet<String>,
    deal: Vec<usize>,
    moves: Vec<usize>,
}

impl Lengths {
    /// Delivers every device's links until none has anything new; each new link is counted.
    fn settle(&mut self, devices: &mut [Session], dealing: bool) {
        loop {
            let mut new = false;
            for from in 0..devices.len() {
                for outgoing in devices[from].outbox() {
                    if !self.sent.insert(outgoing.link.clone()) {
                        continue;
                    }
                    new = true;
                    let lengths = if dealing { &mut self.deal } else { &mut self.moves };
                    lengths.push(outgoing.link.len());
                    for &seat in &outgoing.to {
                        let _ = devices[seat].open(&outgoing.link);
                    }
                }
            }
            if !new {
                return;
            }
        }
    }
}

/// How a device chooses its moves.
#[derive(Clone, Copy)]
enum Pace {
    Best,
    /// Abaku's placement of fewest tiles, best-scoring among those: a long game.
    Slow,
}

fn chosen_move(device: &Session, pace: Pace) -> String {
    match device.dealt().expect("dealt") {
        AnyDealt::Abaku(dealt) => {
            let view = dealt.game().expect("dealt").view();
            let placements = abaku::placements(&view.board, view.rules, &view.rack).into_iter();
            let chosen = match pace {
                Pace::Best => placements.max_by_key(|&(_, points)| points),
                Pace::Slow => placements
                    .max_by_key(|(placement, points)| (std::cmp::Reverse(placement.tiles.len()), *points)),
            };
            let exchange = view.bag_len >= view.rack.len();
            tile_move(
                chosen.map(|(placement, _)| placement.to_string()),
                exchange,
                &view.rack,
            )
        }
        AnyDealt::Summy(dealt) => {
            let view = dealt.game().expect("dealt").view();
            let best = summy::best_placement(&view.board, &view.rack);
            let exchange = view.stock_len > 0;
            tile_move(
                best.map(|(placement, _)| placement.to_string()),
                exchange,
                &view.rack,
            )
        }
        AnyDealt::Addique(dealt) => {
            let moves = dealt.game().expect("dealt").moves();
            let best = moves.iter().max_by_key(|&&(_, points)| points).expect("a move");
            best.0.to_string()
        }
    }
}

/// The best placement, or else an exchange of the whole rack if `exchange` allows, or a pass.
fn tile_move<T: ToString>(best: Option<String>, exchange: bool, rack: &[T]) -> String {
    match best {
        Some(placement) => placement,
        None if exchange => {
            let tiles: String = rack.iter().map(ToString::to_string).collect();
            format!("exchange {tiles}")
        }
        None => "pass".into(),
    }
}

fn measure(kind: GameKind, players: usize, pace: Pace) {
    let seed = 17;
    let names: Vec<String> = ["Eva", "Adam", "Cy", "Dana"][..players]
        .iter()
        .map(|name| name.to_string())
        .collect();
    let setup = serde_json::json!({ "players": names, "seed": 0 }).to_string();
    let mut devices = vec![Session::host(kind, &setup, names.clone(), 0, &entropy(seed)).expect("a table")];
    let mut lengths = Lengths::default();
    for invitation in devices[0].outbox() {
        let guest = Session::join(&invitation.link, &entropy(seed + invitation.to[0] as u8)).expect("joined");
        devices[0].open(&guest.outbox()[0].link).expect("answered");
        devices.push(guest);
    }
    lengths.settle(&mut devices, true);
    let mut turns = 0;
    let mut first_forty = 0;
    while let Step::Move(seat) = devices[0].dealt().expect("dealt").step() {
        let mv = chosen_move(&devices[seat], pace);
        devices[seat].play(&mv).expect("a legal move");
        lengths.settle(&mut devices, false);
        turns += 1;
        if turns == 40 {
            first_forty = lengths.moves.len();
        }
    }
    let stats = |lengths: &[usize]| {
        let mean = lengths.iter().sum::<usize>() / lengths.len().max(1);
        let (least, most) = (
            lengths.iter().min().unwrap_or(&0),
            lengths.iter().max().unwrap_or(&0),
        );
        format!("{} links, {least}–{most}, mean {mean}", lengths.len())
    };
    let pace = match pace {
        Pace::Best => "best-scoring moves",
        Pace::Slow => "fewest tiles a move",
    };
    println!("{} for {players}, {pace}: {turns} turns", kind.name());
    println!("  deal, up to the first move: {}", stats(&lengths.deal));
    println!("  moves and the reveal: {}", stats(&lengths.moves));
    if first_forty > 0 {
        println!("  the first 40 turns: {}", stats(&lengths.moves[..first_forty]));
    }
}

fn main() {
    for (kind, players, pace) in [
        (GameKind::Abaku, 2, Pace::Best),
        (GameKind::Abaku, 2, Pace::Slow),
        (GameKind::Abaku, 4, Pace::Best),
        (GameKind::Summy, 2, Pace::Best),
        (GameKind::Summy, 3, Pace::Best),
        (GameKind::Summy, 4, Pace::Best),
        (GameKind::Addique, 2, Pace::Best),
    ] {
        measure(kind, players, pace);
    }
}
