//! The marbles a player chooses to move, and what their taps, drags and keys do with them: no
//! view code, so that the board only draws the selection and carries out its answers. Which
//! moves are legal is always the engine's answer.

use gameshelf_engine::abalone::{Cell, Dir, Line, Move, Position, RuleError};

/// What the board does after a tap, a drag or a key on it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Action {
    /// These marbles are chosen now; none puts the selection down.
    Select(Vec<Cell>),
    /// The engine's legal move, for the page to play.
    Play(Move),
    /// The rules refuse the move or the selection.
    Refuse(RuleError),
}

/// The marbles chosen on a position, the line they make and its legal moves.
#[derive(Clone, PartialEq, Debug)]
pub struct Selection {
    position: Position,
    cells: Vec<Cell>,
    line: Option<Line>,
    /// One legal move per direction the line may go; none unless the player may move.
    legal: Vec<(Dir, Move)>,
}

impl Selection {
    /// `cells` chosen on `position`, with legal moves only if the player to move is `playing`.
    pub fn new(position: Position, cells: Vec<Cell>, playing: bool) -> Selection {
        let line = Line::through(&cells);
        let legal = match line {
            Some(line) if playing => position.selection_moves(line),
            _ => Vec::new(),
        };
        Selection {
            position,
            cells,
            line,
            legal,
        }
    }

    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    pub fn line(&self) -> Option<Line> {
        self.line
    }

    /// The legal moves of the selection, one per direction.
    pub fn legal_moves(&self) -> &[(Dir, Move)] {
        &self.legal
    }

    /// A marble the player may pick up: their own, or their partner's in the four-player game.
    pub fn selectable(&self, cell: Cell) -> bool {
        self.position.select(&[cell]).is_ok()
    }

    /// The holes the selection's legal moves bring a marble into.
    pub fn targets(&self) -> Vec<Cell> {
        let Some(line) = self.line else { return Vec::new() };
        self.legal
            .iter()
            .flat_map(|&(dir, _)| line.destinations(dir))
            .collect()
    }

    /// The move a tap or Enter plays into each hole, in notation, which the holes' names tell;
    /// a marble that can be selected is selected or put down instead.
    pub fn moves_here(&self) -> Vec<(Cell, String)> {
        let Some(line) = self.line else { return Vec::new() };
        Cell::all()
            .filter(|&cell| !self.selectable(cell))
            .filter_map(|cell| {
                let dir = direction_towards(line, &self.legal, cell)?;
                let (_, mv) = self.legal.iter().find(|(legal, _)| *legal == dir)?;
                Some((cell, mv.to_string()))
            })
            .collect()
    }

    /// The selection moved one step in `dir`: the engine's move, or its refusal; nothing
    /// without a line to move.
    pub fn towards(&self, dir: Dir) -> Option<Action> {
        self.line.map(|line| self.attempt(line, dir))
    }

    /// A tap, or Enter, on `cell` (none: off the board). A marble the player may pick up joins
    /// the selection or leaves it; a hole or another marble moves the selection there, or puts
    /// it down if no move reaches it.
    pub fn tap(&self, cell: Option<Cell>) -> Action {
        match cell {
            Some(cell) if self.selectable(cell) => self.tap_marble(cell),
            Some(cell) => self.move_into(cell),
            None => Action::Select(Vec::new()),
        }
    }

    /// A marble that does not fit the line starts a new selection, and a fourth in a row is
    /// refused with the rule; one taken out of the middle puts the rest down.
    fn tap_marble(&self, cell: Cell) -> Action {
        let mut cells = self.cells.clone();
        if let Some(index) = cells.iter().position(|&other| other == cell) {
            cells.remove(index);
            if Line::through(&cells).is_none() {
                cells.clear();
            }
            return Action::Select(cells);
        }
        cells.push(cell);
        match self.position.select(&cells) {
            Ok(_) => Action::Select(cells),
            Err(error @ RuleError::TooManyMarbles) => Action::Refuse(error),
            Err(_) => Action::Select(vec![cell]),
        }
    }

    fn move_into(&self, target: Cell) -> Action {
        let chosen = self
            .line
            .and_then(|line| Some((line, direction_towards(line, &self.legal, target)?)));
        match chosen {
            Some((line, dir)) => self.attempt(line, dir),
            None => Action::Select(Vec::new()),
        }
    }

    fn attempt(&self, line: Line, dir: Dir) -> Action {
        match self.position.move_selection(line, dir) {
            Ok(mv) => Action::Play(mv),
            Err(error) => Action::Refuse(error),
        }
    }

    /// The own line a drag from the marble at `start` selects once the pointer is over `cell`:
    /// two or three marbles in a straight line, or `start` alone back on it; `None` keeps the
    /// line dragged so far.
    pub fn dragged_line(&self, start: Cell, cell: Cell) -> Option<Vec<Cell>> {
        let straight = Dir::ALL.into_iter().find_map(|dir| {
            let one = start.step(dir)?;
            if one == cell {
                return Some(vec![start, one]);
            }
            let two = one.step(dir)?;
            (two == cell).then(|| vec![start, one, two])
        });
        match straight.filter(|cells| cells.iter().all(|&cell| self.selectable(cell))) {
            Some(cells) => Some(cells),
            None => (cell == start).then(|| vec![start]),
        }
    }

    /// The move the marbles dragged across (`path`, chosen on release) make, released beyond
    /// them in `dir`.
    pub fn drag_move(&self, path: &[Cell], dir: Dir) -> Option<Action> {
        Line::through(path).map(|line| self.attempt(line, dir))
    }
}

/// The direction a tap or Enter on `target` moves `line`: one that brings a marble of the line
/// into it, a legal one first (of two side-steps into one hole, the first in `Dir::ALL`).
fn direction_towards(line: Line, legal: &[(Dir, Move)], target: Cell) -> Option<Dir> {
    let mut candidates = Dir::ALL
        .into_iter()
        .filter(|&dir| line.cells().any(|cell| cell.step(dir) == Some(target)));
    let first = candidates.clone().next();
    candidates
        .find(|dir| legal.iter().any(|(legal, _)| legal == dir))
        .or(first)
}
