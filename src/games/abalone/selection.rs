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

/// What keeps a selection from moving one way, as the status line tells it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Obstacle {
    /// The board's edge: own marbles may not leave it.
    Edge,
    /// The player's own marbles (or their partner's).
    OwnMarbles,
    /// The opponent's marbles, which the selection cannot push.
    Opponents,
    /// Four players: the partner's marbles move only with the player's own.
    Partner,
}

impl Obstacle {
    /// What `error` says stops a selection of the player's own (or partner's) line; the other
    /// refusals are about what may be chosen, which such a selection already keeps.
    fn of(error: RuleError) -> Option<Obstacle> {
        match error {
            RuleError::OffTheBoard => Some(Obstacle::Edge),
            RuleError::OwnMarbleInTheWay | RuleError::OwnMarbleBlocksPush | RuleError::CannotPushPartner => {
                Some(Obstacle::OwnMarbles)
            }
            RuleError::SingleMarbleCannotPush
            | RuleError::NoSumito { .. }
            | RuleError::SideStepCannotPush => Some(Obstacle::Opponents),
            RuleError::PartnerTrails { .. } | RuleError::NoMarbleOfYours => Some(Obstacle::Partner),
            _ => None,
        }
    }
}

/// The marbles chosen on a position, the line they make and its legal moves.
#[derive(Clone, PartialEq, Debug)]
pub struct Selection {
    position: Position,
    cells: Vec<Cell>,
    line: Option<Line>,
    /// One legal move per direction the line may go; none unless the player may move.
    legal: Vec<(Dir, Move)>,
    playing: bool,
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
            playing,
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

    /// Why a line the player may move has no legal move: each obstacle once, in the order of
    /// the directions it stops; none if the selection can move or is not the player's to move.
    pub fn obstacles(&self) -> Vec<Obstacle> {
        let Some(line) = self.line.filter(|_| self.playing && self.legal.is_empty()) else {
            return Vec::new();
        };
        let mut obstacles = Vec::new();
        for dir in Dir::ALL {
            if let Some(obstacle) = self
                .position
                .move_selection(line, dir)
                .err()
                .and_then(Obstacle::of)
            {
                if !obstacles.contains(&obstacle) {
                    obstacles.push(obstacle);
                }
            }
        }
        obstacles
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

#[cfg(test)]
mod tests {
    use super::*;
    use gameshelf_engine::abalone::{Layout, Seat};

    fn cell(name: &str) -> Cell {
        name.parse().expect("a cell")
    }

    fn cells(names: &str) -> Vec<Cell> {
        names.split_whitespace().map(cell).collect()
    }

    /// `names` chosen at the start of `layout`, Black to move, as a person's turn.
    fn chosen(layout: Layout, names: &str) -> Selection {
        Selection::new(Position::new(layout), cells(names), true)
    }

    #[test]
    fn a_tap_on_an_own_marble_selects_it_and_an_adjacent_one_extends_the_line() {
        let none = chosen(Layout::Standard, "");
        assert_eq!(none.tap(Some(cell("C3"))), Action::Select(cells("C3")));
        let one = chosen(Layout::Standard, "C3");
        assert_eq!(one.tap(Some(cell("C4"))), Action::Select(cells("C3 C4")));
        let two = chosen(Layout::Standard, "C3 C4");
        assert_eq!(two.tap(Some(cell("C5"))), Action::Select(cells("C3 C4 C5")));
        assert_eq!(
            two.tap(Some(cell("C4"))),
            Action::Select(cells("C3")),
            "a second tap takes a marble out"
        );
    }

    #[test]
    fn an_own_marble_off_the_line_starts_a_new_selection_and_a_fourth_in_a_row_is_refused() {
        let line = chosen(Layout::Standard, "B2 B3 B4");
        assert_eq!(line.tap(Some(cell("A1"))), Action::Select(cells("A1")));
        assert_eq!(
            line.tap(Some(cell("B5"))),
            Action::Refuse(RuleError::TooManyMarbles)
        );
        let gapped = chosen(Layout::Standard, "B2 B3 B4");
        assert_eq!(
            gapped.tap(Some(cell("B3"))),
            Action::Select(Vec::new()),
            "the middle taken out leaves no line"
        );
    }

    #[test]
    fn a_tap_on_an_opponents_marble_pushes_it_only_as_the_rules_allow() {
        // The Belgian daisy: Black's B2 B3 face White's B4 B5 B6 along row B.
        assert!(!chosen(Layout::BelgianDaisy, "").selectable(cell("B4")));
        assert_eq!(
            chosen(Layout::BelgianDaisy, "B3").tap(Some(cell("B4"))),
            Action::Refuse(RuleError::SingleMarbleCannotPush)
        );
        assert_eq!(
            chosen(Layout::BelgianDaisy, "B2 B3").tap(Some(cell("B4"))),
            Action::Refuse(RuleError::NoSumito {
                pushers: 2,
                defenders: 3
            })
        );
        assert_eq!(
            chosen(Layout::BelgianDaisy, "").tap(Some(cell("B4"))),
            Action::Select(Vec::new()),
            "with nothing chosen there is nothing to move"
        );
    }

    #[test]
    fn a_direction_with_a_legal_move_gives_the_engines_move_and_another_its_refusal() {
        let line = chosen(Layout::Standard, "C3 C4 C5");
        let position = Position::new(Layout::Standard);
        let (dir, mv) = line.legal_moves()[0];
        assert_eq!(line.towards(dir), Some(Action::Play(mv)));
        assert!(position.check(mv).is_ok());
        assert_eq!(
            line.towards(Dir::SouthEast),
            Some(Action::Refuse(RuleError::OwnMarbleInTheWay)),
            "B4 B5 lie below"
        );
        assert_eq!(chosen(Layout::Standard, "").towards(dir), None);
    }

    #[test]
    fn a_tap_on_a_hole_a_legal_move_reaches_plays_it_and_the_hole_is_named_with_it() {
        let line = chosen(Layout::Standard, "C3 C4 C5");
        let moves_here = line.moves_here();
        let (hole, notation) = moves_here.first().expect("C3 C4 C5 can move");
        let Action::Play(mv) = line.tap(Some(*hole)) else {
            panic!("a tap on {hole} plays {notation}");
        };
        assert_eq!(mv.to_string(), *notation);
        assert!(line.targets().contains(hole));
        assert_eq!(
            line.tap(Some(cell("E9"))),
            Action::Select(Vec::new()),
            "a hole out of reach puts the selection down"
        );
        assert_eq!(line.tap(None), Action::Select(Vec::new()));
    }

    #[test]
    fn marbles_boxed_in_say_what_stops_them() {
        assert_eq!(
            chosen(Layout::Standard, "A1").obstacles(),
            [Obstacle::OwnMarbles, Obstacle::Edge],
            "A1 has its own marbles above and the edge below"
        );
        assert_eq!(
            chosen(Layout::Standard, "A1 A2 A3").obstacles(),
            [Obstacle::OwnMarbles, Obstacle::Edge]
        );
        // Black's B2, with White on three sides and its own marbles on the others.
        let opposed = Position::from_parts(
            &cells("A1 A2 B1 B2"),
            &cells("A3 B3 C3 C2 C1"),
            Seat::BLACK,
            [0, 0],
        );
        let boxed = Selection::new(opposed, cells("B2"), true);
        assert!(boxed.legal_moves().is_empty());
        assert_eq!(
            boxed.obstacles(),
            [Obstacle::Opponents, Obstacle::OwnMarbles],
            "a lone marble cannot push"
        );
        assert!(
            chosen(Layout::Standard, "C3 C4 C5").obstacles().is_empty(),
            "it can move"
        );
        let watched = Selection::new(Position::new(Layout::Standard), cells("A1"), false);
        assert!(watched.obstacles().is_empty(), "not the player's to move");
    }

    #[test]
    fn without_the_players_turn_a_selection_has_no_moves() {
        let watched = Selection::new(Position::new(Layout::Standard), cells("C3 C4 C5"), false);
        assert!(watched.legal_moves().is_empty());
        assert!(watched.targets().is_empty());
        assert!(watched.moves_here().is_empty());
        assert!(!chosen(Layout::Standard, "C3 C4 C5").legal_moves().is_empty());
    }

    #[test]
    fn a_drag_selects_the_own_straight_line_it_passes_over() {
        let none = chosen(Layout::Standard, "");
        assert_eq!(none.dragged_line(cell("C3"), cell("C4")), Some(cells("C3 C4")));
        assert_eq!(none.dragged_line(cell("C3"), cell("C5")), Some(cells("C3 C4 C5")));
        assert_eq!(none.dragged_line(cell("C3"), cell("C3")), Some(cells("C3")));
        assert_eq!(none.dragged_line(cell("C5"), cell("C6")), None, "C6 is empty");
        assert_eq!(
            none.dragged_line(cell("A1"), cell("C5")),
            None,
            "not one straight line"
        );
        let Some(Action::Play(mv)) = none.drag_move(&cells("C3 C4 C5"), Dir::NorthEast) else {
            panic!("C3 C4 C5 can step up");
        };
        assert_eq!(
            Position::new(Layout::Standard)
                .move_selection(Line::through(&cells("C3 C4 C5")).unwrap(), Dir::NorthEast),
            Ok(mv)
        );
    }
}
