//! A game in progress: its setup, the moves played with the positions before them, and the
//! moves taken back that can be played again.

use super::board::{Layout, Position, Team, TurnOrder};
use super::moves::Move;
use super::rules::{Effect, RuleError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// What is chosen before the first move.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Setup {
    pub layout: Layout,
    /// One name per seat, P1 first (Black, then White, in the two-player game).
    pub players: Vec<String>,
    /// Only the four-player game has a choice.
    #[serde(default, skip_serializing_if = "is_alternate")]
    pub turn_order: TurnOrder,
}

fn is_alternate(order: &TurnOrder) -> bool {
    *order == TurnOrder::Alternate
}

impl Setup {
    /// Why the setup cannot start a game, if it cannot.
    pub fn problem(&self) -> Option<String> {
        let seats = self.layout.seats() as usize;
        if self.players.len() != seats {
            return Some(format!(
                "the {} layout seats {seats} players, not {}",
                self.layout.name(),
                self.players.len()
            ));
        }
        if self.turn_order != TurnOrder::Alternate && seats != 4 {
            return Some("only the four-player game lets partners play one after the other".into());
        }
        None
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Played {
    pub mv: Move,
    pub effect: Effect,
    /// The position the move was played in.
    pub before: Position,
}

/// The move's notation, then what it pushed off: `C3C4` or `C3C4 pushes off white at I9`.
impl fmt::Display for Played {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.mv)?;
        match self.effect.pushed_off {
            Some(cell) => {
                let owner = self
                    .before
                    .at(cell)
                    .expect("a pushed-off marble was on the board");
                write!(f, " pushes off {} at {cell}", self.before.seat_name(owner))
            }
            None => Ok(()),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Game {
    setup: Setup,
    position: Position,
    played: Vec<Played>,
    /// Moves taken back, the next one to redo last.
    undone: Vec<Move>,
}

impl Game {
    pub fn new(setup: Setup) -> Game {
        Game {
            position: Position::with_turn_order(setup.layout, setup.turn_order),
            setup,
            played: Vec::new(),
            undone: Vec::new(),
        }
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn played(&self) -> &[Played] {
        &self.played
    }

    /// The position after the first `ply` moves.
    pub fn position_after(&self, ply: usize) -> &Position {
        self.played
            .get(ply)
            .map_or(&self.position, |played| &played.before)
    }

    /// The moves that redo would play, the next one first.
    pub fn undone(&self) -> impl Iterator<Item = Move> + '_ {
        self.undone.iter().rev().copied()
    }

    pub fn winner(&self) -> Option<Team> {
        self.position.winner()
    }

    /// Plays `mv` if it is legal. Playing the move that redo would play keeps the rest of the
    /// redo list; any other move replaces it.
    pub fn play(&mut self, mv: Move) -> Result<Effect, RuleError> {
        let before = self.position;
        let effect = self.position.play(mv)?;
        self.played.push(Played { mv, effect, before });
        if self.undone.last() == Some(&mv) {
            self.undone.pop();
        } else {
            self.undone.clear();
        }
        Ok(effect)
    }

    /// Takes back the last move; `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let last = self.played.pop()?;
        self.position = last.before;
        self.undone.push(last.mv);
        Some(last.mv)
    }

    /// Plays again the last move taken back; `None` when there is none.
    pub fn redo(&mut self) -> Option<Move> {
        let mv = *self.undone.last()?;
        self.play(mv)
            .expect("a move taken back is legal again in the same position");
        Some(mv)
    }
}
