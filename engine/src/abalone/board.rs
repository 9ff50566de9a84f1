//! The position: one bitboard per colour over the padded 11x11 grid, so that a step in a
//! direction is a shift and move generation works on all marbles at once.

use super::cell::{Cell, Dir};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A set of cells: bit `i` is the cell with index `i`.
pub type Bitboard = u128;

/// Every real cell of the board; the rim and the rest of the grid are zero.
pub const ON_BOARD: Bitboard = {
    let mut bits = 0;
    let mut row = 1;
    while row <= 9 {
        let mut diagonal = 1;
        while diagonal <= 9 {
            if let Some(cell) = Cell::new(row, diagonal) {
                bits |= 1 << cell.index();
            }
            diagonal += 1;
        }
        row += 1;
    }
    bits
};

/// Pushing off this many opposing marbles wins.
pub const MARBLES_TO_WIN: u8 = 6;

pub const fn bit(cell: Cell) -> Bitboard {
    1 << cell.index()
}

/// The cells whose neighbour in `dir` is in `set`.
#[inline(always)]
pub const fn towards(set: Bitboard, dir: Dir) -> Bitboard {
    let offset = dir.offset();
    if offset > 0 {
        set >> offset
    } else {
        set << -offset
    }
}

pub fn cells(mut set: Bitboard) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let index = set.trailing_zeros() as u8;
        set &= set - 1;
        Some(Cell::from_index(index))
    })
}

/// The most players a game seats.
pub const MAX_SEATS: usize = 4;

/// A player's place at the table, in the order the rules list them: P1 moves first. In the
/// two-player game P1 is Black and P2 White.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct Seat(u8);

impl Seat {
    pub const BLACK: Seat = Seat(0);
    pub const WHITE: Seat = Seat(1);
    /// Every seat a position has room for, whether or not the table uses it.
    pub(crate) const SLOTS: [Seat; MAX_SEATS] = [Seat(0), Seat(1), Seat(2), Seat(3)];

    /// Seat `index` (0 for P1); `None` past the fourth.
    pub const fn new(index: u8) -> Option<Seat> {
        if (index as usize) < MAX_SEATS {
            Some(Seat(index))
        } else {
            None
        }
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The index into per-seat arrays; a seat is always below `MAX_SEATS`, and the mask tells
    /// the compiler so, sparing a bounds check in the move generator's hot paths.
    #[inline(always)]
    const fn slot(self) -> usize {
        self.0 as usize % MAX_SEATS
    }
}

/// The players who win or lose together: each seat alone, or partners in the four-player game.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Team(u8);

impl Team {
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// Who moves after whom in the four-player game; the other games always go round in seat order.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TurnOrder {
    /// P1, P2, P3, P4: the teams alternate.
    #[default]
    Alternate,
    /// P1, P3, P2, P4: partners play one after the other (the rules' "different game").
    PartnersConsecutive,
}

/// The start layouts: fifteen for two players (the rules' three, then the named layouts of
/// ../shared/rules/abalone-layouts.md, as PlayStrategy and abaloneonline play them), one each for
/// three and four.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Layout {
    Standard,
    BelgianDaisy,
    GermanDaisy,
    DutchDaisy,
    SwissDaisy,
    AlienAttack,
    TheWall,
    Checkerboard,
    Star,
    Duel,
    Snakes,
    Fujiyama,
    Domination,
    Infiltration,
    FaceToFace,
    ThreePlayer,
    FourPlayer,
}

impl Layout {
    pub const ALL: [Layout; 17] = [
        Layout::Standard,
        Layout::BelgianDaisy,
        Layout::GermanDaisy,
        Layout::DutchDaisy,
        Layout::SwissDaisy,
        Layout::AlienAttack,
        Layout::TheWall,
        Layout::Checkerboard,
        Layout::Star,
        Layout::Duel,
        Layout::Snakes,
        Layout::Fujiyama,
        Layout::Domination,
        Layout::Infiltration,
        Layout::FaceToFace,
        Layout::ThreePlayer,
        Layout::FourPlayer,
    ];
    /// Every layout for two players: all but the last two.
    pub const TWO_PLAYER: &'static [Layout] = Layout::ALL.split_at(15).0;
    /// The layouts the rules give for two players, where the robots' strength is measured.
    pub const CLASSIC: [Layout; 3] = [Layout::Standard, Layout::BelgianDaisy, Layout::GermanDaisy];

    /// The name used on the command line and in records.
    pub const fn name(self) -> &'static str {
        match self {
            Layout::Standard => "standard",
            Layout::BelgianDaisy => "belgian-daisy",
            Layout::GermanDaisy => "german-daisy",
            Layout::DutchDaisy => "dutch-daisy",
            Layout::SwissDaisy => "swiss-daisy",
            Layout::AlienAttack => "alien-attack",
            Layout::TheWall => "the-wall",
            Layout::Checkerboard => "checkerboard",
            Layout::Star => "star",
            Layout::Duel => "duel",
            Layout::Snakes => "snakes",
            Layout::Fujiyama => "fujiyama",
            Layout::Domination => "domination",
            Layout::Infiltration => "infiltration",
            Layout::FaceToFace => "face-to-face",
            Layout::ThreePlayer => "three-player",
            Layout::FourPlayer => "four-player",
        }
    }

    pub const fn seats(self) -> u8 {
        match self {
            Layout::ThreePlayer => 3,
            Layout::FourPlayer => 4,
            _ => 2,
        }
    }

    /// The layout that seats `players`: the three- or four-player one, else the standard one
    /// for two.
    pub const fn for_players(players: usize) -> Layout {
        match players {
            3 => Layout::ThreePlayer,
            4 => Layout::FourPlayer,
            _ => Layout::Standard,
        }
    }

    /// Each seat's cells, as the rules list them.
    fn cells(self) -> &'static [&'static str] {
        match self {
            Layout::Standard => &[
                "A1 A2 A3 A4 A5 B1 B2 B3 B4 B5 B6 C3 C4 C5",
                "I5 I6 I7 I8 I9 H4 H5 H6 H7 H8 H9 G5 G6 G7",
            ],
            Layout::BelgianDaisy => &[
                "A1 A2 B1 B2 B3 C2 C3 G7 G8 H7 H8 H9 I8 I9",
                "A4 A5 B4 B5 B6 C5 C6 G4 G5 H4 H5 H6 I5 I6",
            ],
            Layout::GermanDaisy => &[
                "B1 B2 C1 C2 C3 D2 D3 F7 F8 G7 G8 G9 H8 H9",
                "B5 B6 C5 C6 C7 D6 D7 F3 F4 G3 G4 G5 H4 H5",
            ],
            Layout::DutchDaisy => &[
                "A1 A2 B1 B3 B5 C2 C3 G7 G8 H5 H7 H9 I8 I9",
                "A4 A5 B2 B4 B6 C5 C6 G4 G5 H4 H6 H8 I5 I6",
            ],
            Layout::SwissDaisy => &[
                "B1 B2 C1 C3 C6 D2 D3 F7 F8 G4 G7 G9 H8 H9",
                "B5 B6 C2 C5 C7 D6 D7 F3 F4 G3 G5 G8 H4 H5",
            ],
            Layout::AlienAttack => &[
                "B3 B4 C3 C5 F5 F6 G4 G6 G8 H5 H8 I5 I7 I9",
                "A1 A3 A5 B2 B5 C2 C4 C6 D4 D5 G5 G7 H6 H7",
            ],
            Layout::TheWall => &[
                "A3 C2 C3 C4 C5 C6 D1 D2 D3 D4 D5 D6 D7 D8",
                "F2 F3 F4 F5 F6 F7 F8 F9 G4 G5 G6 G7 G8 I7",
            ],
            Layout::Checkerboard => &[
                "B2 B4 B6 D1 D3 D5 D7 F3 F5 F7 F9 H4 H6 H8",
                "B1 B3 B5 D2 D4 D6 D8 F2 F4 F6 F8 H5 H7 H9",
            ],
            Layout::Star => &[
                "A1 B5 C3 C7 D5 E2 E4 E7 E9 F6 G5 G9 H8 I5",
                "A5 B2 C1 C5 D4 E1 E3 E6 E8 F5 G3 G7 H5 I9",
            ],
            Layout::Duel => &[
                "A4 B4 B5 B6 C5 D1 E1 E2 F2 G7 H7 H8 H9 I8",
                "A2 B1 B2 B3 C3 D8 E8 E9 F9 G5 H4 H5 H6 I6",
            ],
            Layout::Snakes => &[
                "D2 D3 D4 D5 D6 E2 F2 G3 H4 I5 I6 I7 I8 I9",
                "A1 A2 A3 A4 A5 B6 C7 D8 E8 F4 F5 F6 F7 F8",
            ],
            Layout::Fujiyama => &[
                "A1 A2 A3 A4 A5 B2 B5 C3 C5 D4 D5 G6 H6 H7",
                "B3 B4 C4 F5 F6 G5 G7 H5 H8 I5 I6 I7 I8 I9",
            ],
            Layout::Domination => &[
                "B1 C1 C2 D1 D2 D3 E4 E6 F7 F8 F9 G8 G9 H9",
                "B6 C6 C7 D5 D6 D7 D8 F2 F3 F4 F5 G3 G4 H4",
            ],
            Layout::Infiltration => &[
                "A3 C3 C5 F3 F8 G4 G6 G8 H5 H6 H7 H8 I6 I8",
                "A2 A4 B2 B3 B4 B5 C2 C4 C6 D2 D7 G5 G7 I7",
            ],
            Layout::FaceToFace => &[
                "C6 C7 D6 D7 D8 E6 E7 E8 E9 F7 F8 F9 G8 G9",
                "C1 C2 D1 D2 D3 E1 E2 E3 E4 F2 F3 F4 G3 G4",
            ],
            Layout::ThreePlayer => &[
                "I5 I6 I7 I8 I9 H4 H5 H6 H7 H8 H9",
                "A4 A5 B5 B6 C6 C7 D7 D8 E8 E9 F9",
                "A1 A2 B1 B2 C1 C2 D1 D2 E1 E2 F2",
            ],
            Layout::FourPlayer => &[
                "A2 A3 A4 A5 B3 B4 B5 C4 C5",
                "B1 C1 D1 E1 C2 D2 E2 D3 E3",
                "I5 I6 I7 I8 H5 H6 H7 G5 G6",
                "E9 F9 G9 H9 E8 F8 G8 E7 F7",
            ],
        }
    }

    /// How many marbles each seat starts with.
    pub fn marbles_per_seat(self) -> u8 {
        self.cells()[0].split_whitespace().count() as u8
    }
}

impl std::str::FromStr for Layout {
    type Err = String;

    fn from_str(name: &str) -> Result<Layout, String> {
        Layout::ALL
            .into_iter()
            .find(|layout| layout.name() == name)
            .ok_or_else(|| {
                let names: Vec<&str> = Layout::ALL.iter().map(|layout| layout.name()).collect();
                format!("unknown layout \"{name}\": use one of {}", names.join(", "))
            })
    }
}

/// Everything that decides the legal moves and the result: where each seat's marbles are, whose
/// turn it is, and how many opposing marbles each seat has pushed off.
///
/// ```
/// use gameshelf_engine::abalone::{Layout, Position, RuleError, Seat};
///
/// let mut position = Position::new(Layout::Standard);
/// assert_eq!(position.legal_moves().len(), 44);
/// // Three black marbles step forward in line; then it is White's turn.
/// position.play("A5B5".parse().unwrap()).unwrap();
/// assert_eq!(position.to_move(), Seat::WHITE);
/// // Black's marbles are not White's to move: the move is refused, and changes nothing.
/// let before = position;
/// let refused = position.play("A1B1".parse().unwrap());
/// assert!(matches!(refused, Err(RuleError::NotYourMarble { .. })));
/// assert_eq!(position, before);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    marbles: [Bitboard; MAX_SEATS],
    pushed_off: [u8; MAX_SEATS],
    seats: u8,
    /// The seat to move, by index. Kept as the seat itself rather than a place in the turn order
    /// so that finding the mover's marbles is one load, not two: search speed.
    to_move: u8,
    /// The seat that moves after each seat; the first `seats` are used.
    next: [u8; MAX_SEATS],
}

impl Position {
    pub fn new(layout: Layout) -> Position {
        Position::with_turn_order(layout, TurnOrder::Alternate)
    }

    pub fn with_turn_order(layout: Layout, turn_order: TurnOrder) -> Position {
        let lists: Vec<Vec<Cell>> = layout
            .cells()
            .iter()
            .map(|list| {
                list.split_whitespace()
                    .map(|name| name.parse().expect("layout tables name real cells"))
                    .collect()
            })
            .collect();
        let seats: Vec<&[Cell]> = lists.iter().map(Vec::as_slice).collect();
        Position::from_seats(&seats, turn_order, Seat(0), &[])
    }

    /// A two-player position from its parts, for tests and puzzles; `pushed_off[s]` counts the
    /// marbles that seat `s` has pushed off.
    pub fn from_parts(black: &[Cell], white: &[Cell], to_move: Seat, pushed_off: [u8; 2]) -> Position {
        Position::from_seats(&[black, white], TurnOrder::Alternate, to_move, &pushed_off)
    }

    /// A position of 2-4 seats from each seat's cells.
    pub fn from_seats(
        seats: &[&[Cell]],
        turn_order: TurnOrder,
        to_move: Seat,
        pushed_off: &[u8],
    ) -> Position {
        assert!(
            (2..=MAX_SEATS).contains(&seats.len()),
            "Abalone seats 2 to 4 players"
        );
        assert!(to_move.index() < seats.len(), "the seat to move is at the table");
        assert!(
            pushed_off.len() <= seats.len(),
            "push-off counts for the seats at the table"
        );
        let mut position = Position {
            marbles: [0; MAX_SEATS],
            pushed_off: [0; MAX_SEATS],
            seats: seats.len() as u8,
            to_move: to_move.0,
            next: match (seats.len(), turn_order) {
                // P1, P3, P2, P4.
                (4, TurnOrder::PartnersConsecutive) => [2, 3, 1, 0],
                (4, _) => [1, 2, 3, 0],
                (3, _) => [1, 2, 0, 0],
                _ => [1, 0, 0, 0],
            },
        };
        for (index, list) in seats.iter().enumerate() {
            position.marbles[index] = list.iter().fold(0, |acc, &cell| acc | bit(cell));
        }
        position.pushed_off[..pushed_off.len()].copy_from_slice(pushed_off);
        position
    }

    pub fn seats(&self) -> impl Iterator<Item = Seat> {
        (0..self.seats).map(Seat)
    }

    pub fn seat_count(&self) -> u8 {
        self.seats
    }

    pub fn to_move(&self) -> Seat {
        Seat(self.to_move)
    }

    pub fn marbles(&self, seat: Seat) -> Bitboard {
        self.marbles[seat.slot()]
    }

    /// The cells holding `seat`'s marbles, for drawing them.
    pub fn marble_cells(&self, seat: Seat) -> impl Iterator<Item = Cell> {
        cells(self.marbles(seat))
    }

    pub fn occupied(&self) -> Bitboard {
        self.marbles.iter().fold(0, |acc, set| acc | set)
    }

    pub fn at(&self, cell: Cell) -> Option<Seat> {
        self.seats().find(|&seat| self.marbles(seat) & bit(cell) != 0)
    }

    /// The partner of `seat` in the four-player game.
    pub fn partner(&self, seat: Seat) -> Option<Seat> {
        (self.seats == 4).then_some(Seat((seat.0 + 2) % 4))
    }

    /// The marbles `seat` may move: its own and its partner's.
    pub fn team_marbles(&self, seat: Seat) -> Bitboard {
        self.marbles(seat) | self.partner(seat).map_or(0, |partner| self.marbles(partner))
    }

    pub fn team_of(&self, seat: Seat) -> Team {
        Team(if self.seats == 4 { seat.0 % 2 } else { seat.0 })
    }

    pub fn teams(&self) -> impl Iterator<Item = Team> {
        (0..if self.seats == 4 { 2 } else { self.seats }).map(Team)
    }

    pub fn members(&self, team: Team) -> impl Iterator<Item = Seat> + '_ {
        self.seats().filter(move |&seat| self.team_of(seat) == team)
    }

    /// How many opposing marbles `seat` has pushed off the board.
    pub fn pushed_off_by(&self, seat: Seat) -> u8 {
        self.pushed_off[seat.slot()]
    }

    /// How many opposing marbles the team has pushed off, its members together.
    pub fn team_pushed_off(&self, team: Team) -> u8 {
        self.members(team).map(|seat| self.pushed_off_by(seat)).sum()
    }

    /// The team (a lone seat outside the four-player game) that has pushed off six marbles.
    pub fn winner(&self) -> Option<Team> {
        // Asked at every node of a search, so without the team iterators. Seats past the
        // table's size have pushed off nothing.
        let p = self.pushed_off;
        let scores = if self.seats == 4 {
            [p[0] + p[2], p[1] + p[3], 0]
        } else {
            [p[0], p[1], p[2]]
        };
        scores
            .iter()
            .position(|&score| score >= MARBLES_TO_WIN)
            .map(|team| Team(team as u8))
    }

    /// "black" and "white" in the two-player game, "player 1" to "player 4" otherwise.
    pub fn seat_name(&self, seat: Seat) -> String {
        match (self.seats, seat) {
            (2, Seat::BLACK) => "black".into(),
            (2, _) => "white".into(),
            _ => format!("player {}", seat.0 + 1),
        }
    }

    pub(crate) fn marbles_mut(&mut self, seat: Seat) -> &mut Bitboard {
        &mut self.marbles[seat.slot()]
    }

    pub(crate) fn count_push_off(&mut self, by: Seat) {
        self.pushed_off[by.slot()] += 1;
    }

    pub(crate) fn pass_turn(&mut self) {
        // The mask spares a bounds check on every move played.
        self.to_move = self.next[self.to_move as usize % MAX_SEATS];
    }
}

/// A text picture of the board, row I at the top, for tests and the CLI: x o for Black and
/// White, or 1-4 for the seats of a larger game.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in (1..=9u8).rev() {
            write!(
                f,
                "{}{} ",
                " ".repeat((row as i32 - 5).unsigned_abs() as usize),
                (b'A' + row - 1) as char
            )?;
            for cell in Cell::all().filter(|cell| cell.row() == row) {
                let mark = match (self.seats, self.at(cell)) {
                    (_, None) => '.',
                    (2, Some(Seat::BLACK)) => 'x',
                    (2, Some(_)) => 'o',
                    (_, Some(seat)) => (b'1' + seat.0) as char,
                };
                write!(f, " {mark}")?;
            }
            writeln!(f)?;
        }
        let scores: Vec<String> = self
            .seats()
            .map(|seat| format!("{} {}", self.seat_name(seat), self.pushed_off_by(seat)))
            .collect();
        write!(
            f,
            "{} to move; pushed off: {}",
            self.seat_name(self.to_move()),
            scores.join(", ")
        )
    }
}
