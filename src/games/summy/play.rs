//! What the Summy screen reads of the game it shows, [`SummyPlay`]: a seeded game passed round
//! one device ([`Game`]), or a game dealt at a distance as this device's seat knows it
//! ([`AtADistance`]), whose other racks no device can read.

use super::words::Says;
use crate::games::tiles::{dealt_tile_game, impl_tile_game, LaysTiles, SheetWhat, TileGame};
use crate::state::AppState;
use gameshelf_engine::summy::{
    Board, DealtGame, DealtMove, Game, Move, Outcome, Placement, RuleError, Scored, StartDraw, Tile,
};
use gameshelf_engine::tiles::Square;
use leptos::prelude::*;

impl_tile_game!(Game, Move, RuleError, Board, Placement, Tile);

/// A game of Summy as its screen shows it; beyond what every tile game's screen reads.
pub trait SummyPlay:
    LaysTiles<Tile = Tile, Placement = Placement>
    + TileGame<Square = Square, Board = Board, Error = RuleError>
    + Clone
{
    /// At a distance, the seats people play on this device (its player's first); none at one
    /// device.
    fn here(&self) -> Option<Vec<usize>>;
    /// The rack on show: the player to move's, or at a distance this device's seat's (the tiles
    /// its keys let it read).
    fn rack_shown(&self) -> Vec<Tile>;
    fn board(&self) -> &Board;
    /// The rules' judgement of a placement by the player to move, as the preview shows it.
    fn check(&self, placement: &Placement) -> Result<Scored, RuleError>;
    fn start_draw(&self) -> &StartDraw;
    /// The status line while the game goes on.
    fn to_move_says(&self) -> Says;
    fn outcome(&self) -> Option<Outcome>;
    /// How many tiles `seat` holds.
    fn rack_len(&self, seat: usize) -> usize;
    /// Every turn as the score sheet shows it: what it did (its sums written by `sums`), its
    /// points and how many tiles it laid.
    fn sheet(&self, sums: fn(&Scored) -> Vec<String>) -> Vec<(SheetWhat, u32, usize)>;
    /// The placement of the last turn, if it laid tiles.
    fn last_placement(&self) -> Option<&Placement>;
    /// Keeps the game saved as `id` while its screen lasts.
    fn keep(state: AppState, id: String, started: u64, game: RwSignal<Self>);
}

impl SummyPlay for Game {
    fn here(&self) -> Option<Vec<usize>> {
        None
    }

    fn rack_shown(&self) -> Vec<Tile> {
        self.position().rack(self.position().to_move()).to_vec()
    }

    fn board(&self) -> &Board {
        self.position().board()
    }

    fn check(&self, placement: &Placement) -> Result<Scored, RuleError> {
        Game::check(self, placement)
    }

    fn start_draw(&self) -> &StartDraw {
        Game::start_draw(self)
    }

    fn to_move_says(&self) -> Says {
        let position = self.position();
        Says::ToMove {
            name: self.setup().players[position.to_move()].clone(),
            stock: position.stock_len(),
            discarded: position.discarded(),
            last_turns: position.last_turns(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
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

    fn last_placement(&self) -> Option<&Placement> {
        match &self.turns().last()?.mv {
            Move::Place(placement) => Some(placement),
            _ => None,
        }
    }

    fn keep(state: AppState, id: String, started: u64, game: RwSignal<Game>) {
        state.keep_saved(id, started, false, game);
    }
}

dealt_tile_game!(AtADistance, DealtGame, Summy, lays tiles: Board, Move, RuleError, {
    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    fn scores(&self) -> Vec<i64> {
        self.game.scores().iter().map(|&score| i64::from(score)).collect()
    }
});

impl LaysTiles for AtADistance {
    type Tile = Tile;
    type Placement = Placement;

    fn pass_ends_game(&self) -> bool {
        self.game.pass_ends_game()
    }

    fn unseen_tally(&self, _seat: usize) -> Vec<(Tile, usize)> {
        self.game.view().unseen_tally()
    }
}

impl SummyPlay for AtADistance {
    fn here(&self) -> Option<Vec<usize>> {
        use leptos::prelude::GetUntracked;
        Some(self.session.people.get_untracked())
    }

    fn rack_shown(&self) -> Vec<Tile> {
        self.game.view().rack
    }

    fn board(&self) -> &Board {
        self.game.board()
    }

    fn check(&self, placement: &Placement) -> Result<Scored, RuleError> {
        self.game.check(placement)
    }

    fn start_draw(&self) -> &StartDraw {
        self.game.start_draw()
    }

    fn to_move_says(&self) -> Says {
        Says::ToMove {
            name: self.game.players()[self.game.to_move()].clone(),
            stock: self.game.hands().deck_left(),
            discarded: self.game.exchanged(),
            last_turns: self.game.view().last_turns,
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
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

    fn last_placement(&self) -> Option<&Placement> {
        match &self.game.turns().last()?.mv {
            DealtMove::Place(placement) => Some(placement),
            _ => None,
        }
    }

    /// The session is the save, kept by the remote panel with every move.
    fn keep(state: AppState, id: String, _started: u64, _game: RwSignal<AtADistance>) {
        state.keep_shown(&id);
    }
}
