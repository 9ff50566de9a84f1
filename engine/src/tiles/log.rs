//! A tile game's turns: each with the position before it, the turns taken back (for redo) and
//! the turns at which the player asked for a hint. Every tile game keeps its turns in one of
//! these.

use std::collections::BTreeSet;

/// One turn as the score sheet shows it.
#[derive(Clone, Debug)]
pub struct Turn<P, M, S> {
    pub seat: usize,
    pub mv: M,
    /// What a placement scored; the default (nothing) for an exchange or a pass.
    pub scored: S,
    /// The position before the turn.
    pub before: P,
}

#[derive(Clone, Debug)]
pub struct TurnLog<P, M, S> {
    turns: Vec<Turn<P, M, S>>,
    /// Turns taken back, the next to redo last.
    undone: Vec<M>,
    /// The turn numbers (from 0) at which the player to move asked for a hint.
    hinted: BTreeSet<usize>,
}

impl<P, M: Clone + PartialEq, S> Default for TurnLog<P, M, S> {
    fn default() -> Self {
        TurnLog {
            turns: Vec::new(),
            undone: Vec::new(),
            hinted: BTreeSet::new(),
        }
    }
}

impl<P, M: Clone + PartialEq, S> TurnLog<P, M, S> {
    pub fn turns(&self) -> &[Turn<P, M, S>] {
        &self.turns
    }

    /// The turns redo would play, the next first.
    pub fn undone(&self) -> impl Iterator<Item = &M> + '_ {
        self.undone.iter().rev()
    }

    pub fn hinted(&self) -> &BTreeSet<usize> {
        &self.hinted
    }

    /// Notes a hint asked for at turn `turn` (from 0); asking twice in a turn counts once.
    pub fn mark_hinted(&mut self, turn: usize) {
        self.hinted.insert(turn);
    }

    /// How many hints `seat` asked for, `to_move` being who is to move now.
    pub fn hints_by(&self, seat: usize, to_move: usize) -> usize {
        let seat_at = |turn: usize| self.turns.get(turn).map_or(to_move, |turn| turn.seat);
        self.hinted.iter().filter(|&&turn| seat_at(turn) == seat).count()
    }

    /// Adds a turn just played. The turn redo would play keeps the rest of the redo list; any
    /// other turn replaces it.
    pub fn push(&mut self, turn: Turn<P, M, S>) -> &Turn<P, M, S> {
        if self.undone.last() == Some(&turn.mv) {
            self.undone.pop();
        } else {
            self.undone.clear();
        }
        self.turns.push(turn);
        self.turns.last().expect("just pushed")
    }

    /// Takes back the last turn, kept for redo, and gives back the position before it.
    pub fn undo(&mut self) -> Option<(M, P)> {
        let last = self.turns.pop()?;
        self.undone.push(last.mv.clone());
        Some((last.mv, last.before))
    }

    /// The turn redo would play.
    pub fn next_redo(&self) -> Option<M> {
        self.undone.last().cloned()
    }
}

/// The methods a tile game's `Game` answers from its setup, its position and its [`TurnLog`],
/// written once for every tile game: expand it inside `impl Game` of a game whose
/// `Game` holds `setup`, `position` (with `to_move`) and `log`, with `Setup`, `Position`, `Move`,
/// `Turn` and `View` in scope, an `outcome()` that is `Some` once the game is over, a `play`, a
/// `view_of` and a `resigned`.
macro_rules! turn_log_methods {
    () => {
        pub fn setup(&self) -> &Setup {
            &self.setup
        }

        pub fn position(&self) -> &Position {
            &self.position
        }

        pub fn turns(&self) -> &[Turn] {
            self.log.turns()
        }

        /// The position after the first `count` turns: the score sheet shows the board of any
        /// turn.
        pub fn position_after(&self, count: usize) -> &Position {
            self.turns()
                .get(count)
                .map_or(&self.position, |turn| &turn.before)
        }

        /// The turns redo would play, the next first.
        pub fn undone(&self) -> impl Iterator<Item = &Move> + '_ {
            self.log.undone()
        }

        pub fn hinted(&self) -> &std::collections::BTreeSet<usize> {
            self.log.hinted()
        }

        /// How many hints `seat` has asked for.
        pub fn hints_by(&self, seat: usize) -> usize {
            self.log.hints_by(seat, self.position.to_move)
        }

        /// Marks a hint as asked at turn `turn`, when a record is read back.
        pub fn mark_hinted(&mut self, turn: usize) {
            self.log.mark_hinted(turn);
        }

        /// Counts a hint shown to the player to move (the strong robot's move), for the score
        /// sheet; once a turn however often it is asked, and never after the end.
        pub fn count_hint(&mut self) {
            if self.outcome().is_none() {
                self.log.mark_hinted(self.turns().len());
            }
        }

        /// What the seat to move may know, all its robot is given: see [`View`].
        pub fn view(&self) -> View {
            self.view_of(self.position.to_move)
        }

        /// Takes back the last turn; `None` at the start, or after a resignation, which is
        /// final.
        pub fn undo(&mut self) -> Option<Move> {
            if self.resigned().is_some() {
                return None;
            }
            let (mv, before) = self.log.undo()?;
            self.position = before;
            Some(mv)
        }

        /// Plays again the last turn taken back; `None` when there is none, or after a
        /// resignation.
        pub fn redo(&mut self) -> Option<Move> {
            if self.resigned().is_some() {
                return None;
            }
            let mv = self.log.next_redo()?;
            self.play(mv.clone())
                .expect("a turn taken back is legal again in the same position");
            Some(mv)
        }
    };
}
pub(crate) use turn_log_methods;
