//! What the Summy screen reads of the game it shows, [`SummyPlay`]: a seeded game passed round
//! one device ([`Game`]), or a game dealt at a distance as this device's seat knows it
//! ([`AtADistance`]), whose other racks no device can read.

use super::words::Says;
use crate::remote::DealtNow;
use crate::state::AppState;
use crate::ui::tiles::{impl_tile_game, LastTurn, LaysTiles, SheetWhat, TileGame};
use gameshelf_engine::summy::{
    Board, DealtGame, DealtMove, DealtMoveError, Game, Move, Outcome, Placement, RuleError, Scored,
    StartDraw, Tile,
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
    /// The seat this device plays at a distance; none when the device is passed round.
    fn here(&self) -> Option<usize>;
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
    fn here(&self) -> Option<usize> {
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

/// A game of Summy dealt at a distance, as this device's seat plays it: the engine's dealt
/// game, and where this seat's moves go to be signed and kept (the remote panel's `on_move`),
/// whose session then holds the game after the move (`now`).
#[derive(Clone)]
pub struct AtADistance {
    game: DealtGame,
    send: Callback<String>,
    now: Signal<Option<DealtNow>>,
}

impl AtADistance {
    /// The game the session holds now, if its deal is done.
    pub fn dealt(send: Callback<String>, now: Signal<Option<DealtNow>>) -> Option<AtADistance> {
        let game = summy_of(now.get_untracked())?;
        Some(AtADistance { game, send, now })
    }
}

fn summy_of(now: Option<DealtNow>) -> Option<DealtGame> {
    match now? {
        DealtNow::Summy(game) => Some(*game),
        _ => None,
    }
}

impl TileGame for AtADistance {
    type Square = Square;
    type Move = Move;
    type Error = RuleError;
    type Board = Board;

    /// Checks the move as the session will, then sends it; a session that refuses it still
    /// (waiting for a seat's keys, say) says why in the remote panel, and the game stays.
    fn play_move(&mut self, mv: Move) -> Result<(), RuleError> {
        self.game.own_turn(&mv).map_err(|error| match error {
            DealtMoveError::Rule(error) => error,
            // This device reads every card it lays: the deal cannot refuse its own move.
            other => unreachable!("the deal refused this device's own move: {other}"),
        })?;
        self.send.run(mv.to_string());
        if let Some(game) = summy_of(self.now.get_untracked()) {
            self.game = game;
        }
        Ok(())
    }

    /// Past boards are not kept at a distance: the board as it stands.
    fn board_shown(&self, _viewing: Option<usize>) -> Board {
        self.game.board().clone()
    }

    fn players(&self) -> &[String] {
        self.game.players()
    }

    fn to_move(&self) -> usize {
        self.game.to_move()
    }

    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    fn record_json(&self) -> Option<String> {
        None
    }

    fn turn_seats(&self) -> Vec<usize> {
        self.game.turns().iter().map(|turn| turn.seat).collect()
    }

    fn scores(&self) -> Vec<i64> {
        self.game.scores().iter().map(|&score| i64::from(score)).collect()
    }

    fn hints_by(&self, _seat: usize) -> usize {
        0
    }

    fn was_hinted(&self, _turn: usize) -> bool {
        false
    }

    fn count_hint(&mut self) {}

    fn can_redo(&self) -> bool {
        false
    }

    /// A move sent cannot be taken back.
    fn undo(&mut self) -> bool {
        false
    }

    fn redo(&mut self) -> bool {
        false
    }

    fn last_turn(&self) -> Option<(usize, LastTurn)> {
        let turn = self.game.turns().last()?;
        let what = match &turn.mv {
            DealtMove::Place(_) => LastTurn::Placed(turn.scored.points),
            DealtMove::Exchange(positions) => LastTurn::Exchanged(positions.len()),
            DealtMove::Pass => LastTurn::Passed,
        };
        Some((turn.seat, what))
    }

    fn last_turn_squares(&self) -> Vec<Square> {
        self.last_placement()
            .map(|placement| placement.tiles.iter().map(|tile| tile.square).collect())
            .unwrap_or_default()
    }
}

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
    fn here(&self) -> Option<usize> {
        Some(self.game.seat())
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
