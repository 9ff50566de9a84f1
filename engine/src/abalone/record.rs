//! The game record: setup plus the moves in notation, never a memory dump. Loading one replays
//! every move through the rules. Here too the game keeps the contract every game keeps
//! ([`GameRules`]), whose record and replay these are, as the tile games do in theirs.

use super::board::{Layout, Seat};
use super::cell::NotationError;
use super::game::{Game, Setup};
use super::moves::Move;
use super::rules::RuleError;
use crate::common::record::{self, Envelope, GameKind, RecordError, SetupProblem};
use crate::game::{GameRules, Score};

pub type Record = Envelope<Setup>;

/// Why a recorded move could not be replayed.
pub type MoveError = record::MoveError<NotationError, RuleError>;

impl Game {
    pub fn record(&self) -> Record {
        let mut record = Envelope::new(
            GameKind::Abalone,
            self.setup().clone(),
            self.played().iter().map(|played| played.mv.to_string()).collect(),
            self.undone().map(|(mv, _)| mv.to_string()).collect(),
        );
        // Times are worth keeping only where a clock reads them.
        if self.setup().minutes_per_player.is_some() {
            let played = self.played().iter().map(|played| played.time_ms);
            record.times = played.chain(self.undone().map(|(_, time)| time)).collect();
            record.thinking_ms = self.thinking_ms();
        }
        record.resigned = self.resigned().map(Seat::index);
        record
    }

    /// Replays a record through the rules, then takes back its undone moves so that redo
    /// works as it did.
    pub fn replay(record: &Record) -> Result<Game, RecordError<MoveError>> {
        record.check_header(GameKind::Abalone)?;
        if let Some(problem) = record.setup.problem() {
            return Err(RecordError::InvalidSetup(problem));
        }
        let mut game = Game::new(record.setup.clone());
        record.play_through(|index, mv: Move| {
            game.set_thinking(record.times.get(index).copied().unwrap_or(0));
            game.play(mv).map(|_| ())
        })?;
        for _ in &record.undone {
            game.undo();
        }
        game.set_thinking(record.thinking_ms);
        if let Some(index) = record.resigned {
            let seat = game.position().seats().nth(index).ok_or_else(|| {
                let why = format!("seat {} resigned, but there is no such seat", index + 1);
                RecordError::InvalidSetup(SetupProblem::Resigned(why))
            })?;
            game.resign(seat)
                .map_err(|error| RecordError::InvalidSetup(SetupProblem::Resigned(format!("the resignation: {error}"))))?;
        }
        Ok(game)
    }
}

impl GameRules for Game {
    const KIND: GameKind = GameKind::Abalone;
    /// As the layouts seat them.
    const PLAYER_COUNTS: &'static [usize] = &[2, 3, 4];
    /// Every marble is on the board for all to see.
    const HIDDEN_TILES: bool = false;
    type Setup = Setup;

    fn new(setup: Setup) -> Game {
        Game::new(setup)
    }

    /// The standard layout for two, or the three- or four-player one; marbles are not dealt.
    fn seated(players: Vec<String>, _seed: u64) -> Setup {
        Setup::new(Layout::for_players(players.len()), players)
    }

    fn setup_problem(setup: &Setup) -> Option<SetupProblem> {
        setup.problem()
    }

    fn setup(&self) -> &Setup {
        Game::setup(self)
    }

    fn clocked(&self) -> bool {
        Game::setup(self).minutes_per_player.is_some()
    }

    fn players(&self) -> &[String] {
        &Game::setup(self).players
    }

    fn moves_played(&self) -> usize {
        self.played().len()
    }

    fn undo(&mut self) -> Option<Move> {
        Game::undo(self)
    }

    fn redo(&mut self) -> Option<Move> {
        Game::redo(self)
    }

    fn resign(&mut self, seat: usize) -> Result<(), RuleError> {
        let seat = self.position().seats().nth(seat);
        Game::resign(self, seat.expect("a seat of the game resigns"))
    }

    fn resigned(&self) -> Option<usize> {
        Game::resigned(self).map(Seat::index)
    }

    /// The marbles each seat has pushed off.
    fn scores(&self) -> Vec<Score> {
        let position = self.position();
        position
            .seats()
            .map(|seat| Score::from(position.pushed_off_by(seat)))
            .collect()
    }

    fn record(&self) -> Record {
        Game::record(self)
    }

    fn replay(record: &Record) -> Result<Game, RecordError<MoveError>> {
        Game::replay(record)
    }
}
