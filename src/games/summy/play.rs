//! What the Summy screen reads of the game it shows, [`SummyPlay`]: a seeded game passed round
//! one device ([`Game`]), or a game dealt at a distance as this device's seat knows it
//! ([`AtADistance`]), whose other racks no device can read.

use super::words::Says;
use crate::games::tiles::{dealt_tile_game, impl_tile_game, RackPlay, SheetWhat, TileGame};
use gameshelf_engine::summy::{
    Board, DealtGame, DealtMove, Game, Move, Outcome, Placement, RuleError, Scored, Tile,
};

impl_tile_game!(Game, Move, RuleError, Board, Placement, Tile, Scored, Outcome);

/// A game of Summy as its screen shows it; beyond what every tile game's screen reads.
pub trait SummyPlay:
    RackPlay<Tile = Tile, Placement = Placement, Scored = Scored, Outcome = Outcome>
    + TileGame<Board = Board, Error = RuleError>
{
    /// The status line while the game goes on.
    fn to_move_says(&self) -> Says;
    /// How many tiles `seat` holds.
    fn rack_len(&self, seat: usize) -> usize;
    /// Every turn as the score sheet shows it: what it did (its sums written by `sums`), its
    /// points and how many tiles it laid.
    fn sheet(&self, sums: fn(&Scored) -> Vec<String>) -> Vec<(SheetWhat, u32, usize)>;
}

impl SummyPlay for Game {
    fn to_move_says(&self) -> Says {
        let position = self.position();
        Says::ToMove {
            name: self.setup().players[position.to_move()].clone(),
            stock: position.stock_len(),
            discarded: position.discarded(),
            last_turns: position.last_turns(),
        }
    }

    fn rack_len(&self, seat: usize) -> usize {
        self.position().rack(seat).len()
    }

    fn sheet(&self, sums: fn(&Scored) -> Vec<String>) -> Vec<(SheetWhat, u32, usize)> {
        let turns = self.turns().iter().map(|turn| {
            let laid = match &turn.mv {
                Move::Place(placement) => placement.tiles.len(),
                _ => 0,
            };
            (
                SheetWhat::rack(&turn.mv, || sums(&turn.scored)),
                turn.scored.points,
                laid,
            )
        });
        turns.collect()
    }
}

dealt_tile_game!(AtADistance, DealtGame, Summy, lays tiles: Board, Move, RuleError, Placement, Tile, Scored, Outcome);

impl SummyPlay for AtADistance {
    fn to_move_says(&self) -> Says {
        Says::ToMove {
            name: self.game.players()[self.game.to_move()].clone(),
            stock: self.game.hands().deck_left(),
            discarded: self.game.exchanged(),
            last_turns: self.game.view().last_turns,
        }
    }

    fn rack_len(&self, seat: usize) -> usize {
        self.game.hands().hand(seat).len()
    }

    fn sheet(&self, sums: fn(&Scored) -> Vec<String>) -> Vec<(SheetWhat, u32, usize)> {
        let turns = self.game.turns().iter().map(|turn| {
            let laid = match &turn.mv {
                DealtMove::Place(placement) => placement.tiles.len(),
                _ => 0,
            };
            (
                SheetWhat::dealt(&turn.mv, || sums(&turn.scored)),
                turn.scored.points,
                laid,
            )
        });
        turns.collect()
    }
}
