//! What the Addique benches share: included by `#[path]`, since each bench is its own crate.

use gameshelf_engine::addique::{Game, Setup};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// A two-seat game with `pieces` on the table, built from a fixed seed by random legal turns.
pub fn mid_game(pieces: usize) -> Game {
    let mut game = Game::new(Setup::new(vec!["A".into(), "B".into()], 7));
    let mut rng = Pcg64Mcg::seed_from_u64(7);
    while game.position().table().pieces().len() < pieces {
        let moves = game.moves();
        let (mv, _) = moves[rng.random_range(0..moves.len())];
        game.play(mv).expect("an offered move is legal");
    }
    game
}
