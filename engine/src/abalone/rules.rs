//! Checking a move against the rules, with the reason when it breaks one.

use super::board::Position;
use super::cell::{Cell, Dir};
use super::moves::{Line, Move};
use std::fmt;

/// The rule a move breaks. The app translates these; `Display` is the English wording used by
/// the command line.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RuleError {
    GameOver,
    NoMarble {
        cell: Cell,
    },
    NotYourMarble {
        cell: Cell,
    },
    /// Four players: the trailing marble of an in-line move is the partner's.
    PartnerTrails {
        cell: Cell,
    },
    /// Four players: a side-step of the partner's marbles alone.
    NoMarbleOfYours,
    /// Four players: a selection moved in line into the partner's marble.
    CannotPushPartner,
    /// Side-step ends that are not 2 or 3 cells of one straight line.
    NotALine,
    TooManyMarbles,
    /// Own marbles may not leave the board.
    OffTheBoard,
    OwnMarbleInTheWay,
    SingleMarbleCannotPush,
    NoSumito {
        pushers: u8,
        defenders: u8,
    },
    OwnMarbleBlocksPush,
    SideStepCannotPush,
    /// A side-step written along the line's own axis.
    NotASideStep,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => write!(f, "the game is over"),
            RuleError::NoMarble { cell } => write!(f, "there is no marble at {cell}"),
            RuleError::NotYourMarble { cell } => write!(f, "the marble at {cell} is not yours"),
            RuleError::PartnerTrails { cell } => {
                write!(
                    f,
                    "the marble at {cell} belongs to your partner: the trailing marble must be yours"
                )
            }
            RuleError::NoMarbleOfYours => write!(f, "at least one of the marbles must be yours"),
            RuleError::CannotPushPartner => write!(f, "you cannot push your partner"),
            RuleError::NotALine => write!(f, "the marbles must be 2 or 3 in a straight line"),
            RuleError::TooManyMarbles => write!(f, "at most three marbles move"),
            RuleError::OffTheBoard => write!(f, "your own marble cannot leave the board"),
            RuleError::OwnMarbleInTheWay => write!(f, "your own marble is in the way"),
            RuleError::SingleMarbleCannotPush => write!(f, "a single marble cannot push"),
            RuleError::NoSumito { pushers, defenders } => {
                write!(f, "{pushers} against {defenders} is not a sumito")
            }
            RuleError::OwnMarbleBlocksPush => write!(f, "your own marble blocks the push"),
            RuleError::SideStepCannotPush => write!(f, "a side-step cannot push"),
            RuleError::NotASideStep => write!(f, "a side-step moves across the line, not along it"),
        }
    }
}

impl std::error::Error for RuleError {}

/// What a legal move does: the own line that moves, where to, and what it pushes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Effect {
    pub line: Line,
    pub dir: Dir,
    /// Opposing marbles pushed one step (0 unless in-line).
    pub pushed: u8,
    /// The cell of the opposing marble pushed off the board, if one was.
    pub pushed_off: Option<Cell>,
}

impl Effect {
    /// Every marble that moves, from where to where (`None`: off the board).
    pub fn movements(&self) -> Vec<(Cell, Option<Cell>)> {
        let head = self.line.lead(self.dir);
        let pushed =
            std::iter::successors(head.step(self.dir), |cell| cell.step(self.dir)).take(self.pushed as usize);
        pushed
            .chain(self.line.cells())
            .map(|cell| (cell, cell.step(self.dir)))
            .collect()
    }
}

/// Whose a marble is, from the point of view of the seat to move.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Owner {
    Mine,
    Partner,
    Opponent,
}

impl Position {
    fn owner(&self, cell: Cell) -> Option<Owner> {
        let seat = self.at(cell)?;
        let me = self.to_move();
        Some(if seat == me {
            Owner::Mine
        } else if self.partner(me) == Some(seat) {
            Owner::Partner
        } else {
            Owner::Opponent
        })
    }

    /// A marble the seat to move may move: its own or its partner's.
    fn team_marble(&self, cell: Cell) -> Result<Owner, RuleError> {
        match self.owner(cell) {
            None => Err(RuleError::NoMarble { cell }),
            Some(Owner::Opponent) => Err(RuleError::NotYourMarble { cell }),
            Some(owner) => Ok(owner),
        }
    }

    /// Checks `mv` against every rule and says what it would do.
    pub fn check(&self, mv: Move) -> Result<Effect, RuleError> {
        if self.winner().is_some() {
            return Err(RuleError::GameOver);
        }
        match mv {
            Move::InLine { tail, dir } => self.check_in_line(tail, dir),
            Move::SideStep { first, last, dir } => self.check_side_step(first, last, dir),
        }
    }

    fn check_in_line(&self, tail: Cell, dir: Dir) -> Result<Effect, RuleError> {
        if self.team_marble(tail)? == Owner::Partner {
            return Err(RuleError::PartnerTrails { cell: tail });
        }
        let run = |from: Option<Cell>, team: bool| {
            std::iter::successors(from, |cell| cell.step(dir)).take_while(move |&cell| {
                self.owner(cell)
                    .is_some_and(|owner| (owner != Owner::Opponent) == team)
            })
        };
        let moving: Vec<Cell> = run(Some(tail), true).collect();
        let pushers = moving.len() as u8;
        if pushers > 3 {
            return Err(RuleError::TooManyMarbles);
        }
        let head = *moving.last().expect("the tail is the mover's");
        let line = Line::through(&moving).expect("a run is a line");
        let front = head.step(dir).ok_or(RuleError::OffTheBoard)?;
        let effect = |pushed, pushed_off| Effect {
            line,
            dir,
            pushed,
            pushed_off,
        };
        if self.at(front).is_none() {
            return Ok(effect(0, None));
        }
        if pushers == 1 {
            return Err(RuleError::SingleMarbleCannotPush);
        }
        // Opposing marbles of any colour push alike (three players, or the other team).
        let defenders = run(Some(front), false).count() as u8;
        if defenders >= pushers {
            return Err(RuleError::NoSumito { pushers, defenders });
        }
        let last_pushed = run(Some(front), false).last().expect("front is opposing");
        match last_pushed.step(dir) {
            Some(beyond) if self.at(beyond).is_some() => Err(RuleError::OwnMarbleBlocksPush),
            Some(_) => Ok(effect(defenders, None)),
            None => Ok(effect(defenders, Some(last_pushed))),
        }
    }

    fn check_side_step(&self, first: Cell, last: Cell, dir: Dir) -> Result<Effect, RuleError> {
        let line = Dir::AXES
            .into_iter()
            .flat_map(|axis| [(axis, 2), (axis, 3)])
            .map(|(axis, len)| Line { first, axis, len })
            .find(|line| line.last() == last && line.cells().count() == line.len as usize)
            .ok_or(RuleError::NotALine)?;
        if dir.is_parallel(line.axis) {
            return Err(RuleError::NotASideStep);
        }
        let owners = line
            .cells()
            .map(|cell| self.team_marble(cell))
            .collect::<Result<Vec<_>, _>>()?;
        if !owners.contains(&Owner::Mine) {
            return Err(RuleError::NoMarbleOfYours);
        }
        for cell in line.cells() {
            match cell.step(dir).map(|to| self.owner(to)) {
                None => return Err(RuleError::OffTheBoard),
                Some(Some(Owner::Opponent)) => return Err(RuleError::SideStepCannotPush),
                Some(Some(_)) => return Err(RuleError::OwnMarbleInTheWay),
                Some(None) => {}
            }
        }
        Ok(Effect {
            line,
            dir,
            pushed: 0,
            pushed_off: None,
        })
    }

    /// Plays `mv` if it is legal; otherwise the position does not change.
    pub fn play(&mut self, mv: Move) -> Result<Effect, RuleError> {
        let effect = self.check(mv)?;
        self.play_unchecked(mv);
        Ok(effect)
    }

    /// The line a player selects: the team's marbles, straight, without gaps, at most three.
    pub fn select(&self, cells: &[Cell]) -> Result<Line, RuleError> {
        cells
            .iter()
            .try_for_each(|&cell| self.team_marble(cell).map(drop))?;
        match Line::straight(cells) {
            Some(line) if line.len > 3 => Err(RuleError::TooManyMarbles),
            Some(line) => Ok(line),
            None => Err(RuleError::NotALine),
        }
    }

    /// The move that takes exactly the selected marbles one step in `dir`, if the rules allow
    /// it. Unlike notation, a selection names every marble that moves, so a marble of the team
    /// right in front of it is in the way rather than part of the move.
    pub fn move_selection(&self, selection: Line, dir: Dir) -> Result<Move, RuleError> {
        if self.winner().is_some() {
            return Err(RuleError::GameOver);
        }
        selection
            .cells()
            .try_for_each(|cell| self.team_marble(cell).map(drop))?;
        let mv = selection.move_towards(dir).ok_or(RuleError::OffTheBoard)?;
        if let Move::InLine { tail, .. } = mv {
            let head = if tail == selection.first {
                selection.last()
            } else {
                selection.first
            };
            match head.step(dir).and_then(|front| self.owner(front)) {
                Some(Owner::Mine) => return Err(RuleError::OwnMarbleInTheWay),
                Some(Owner::Partner) => return Err(RuleError::CannotPushPartner),
                _ => {}
            }
        }
        let effect = self.check(mv)?;
        debug_assert_eq!(effect.line, selection, "the selection is the whole moving line");
        Ok(mv)
    }

    /// The legal moves of a selection, one per direction it may go.
    pub fn selection_moves(&self, selection: Line) -> Vec<(Dir, Move)> {
        Dir::ALL
            .into_iter()
            .filter_map(|dir| Some((dir, self.move_selection(selection, dir).ok()?)))
            .collect()
    }
}
