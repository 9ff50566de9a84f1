//! Perft: the engine's bitboard generator against a second, deliberately simple generator written
//! here from the rules alone (a map from cell to colour, walked one cell at a time, with its own
//! copy of the layouts, teams and turn orders), and against the expected counts in
//! `data/abalone-perft.txt`, which the simple generator confirmed. Two, three and four players.

use gameshelf_engine::abalone::{perft, perft_full, Cell, Layout, Position, Seat, TurnOrder};

/// The independent generator. It shares nothing with the engine but the rules text.
mod simple {
    use std::collections::BTreeMap;

    /// Row (1 = A .. 9 = I) and diagonal (1..=9).
    pub type Coord = (i8, i8);

    /// A player's colour by seat: 0 is P1 (Black in the two-player game), 1 is P2 (White), then
    /// P3 and P4.
    #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
    pub struct Colour(pub u8);

    /// The six neighbours of (r, c): (r, c±1), (r+1, c), (r+1, c+1), (r-1, c), (r-1, c-1).
    /// The first three are one direction of each axis; `STEPS[i + 3]` is the opposite of `STEPS[i]`.
    const STEPS: [Coord; 6] = [(0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0)];

    fn on_board((row, diagonal): Coord) -> bool {
        (1..=9).contains(&row) && (row - 4).max(1) <= diagonal && diagonal <= (row + 4).min(9)
    }

    fn step((row, diagonal): Coord, (dr, dc): Coord) -> Coord {
        (row + dr, diagonal + dc)
    }

    /// The start layouts as the rules page and ../shared/rules/abalone-layouts.md list them:
    /// each player's cells, P1 (Black) first, `A1-A5` for a run along a row.
    pub const LAYOUTS: [(&str, &[&str]); 17] = [
        (
            "standard",
            &[
                "A1 A2 A3 A4 A5 B1 B2 B3 B4 B5 B6 C3 C4 C5",
                "I5 I6 I7 I8 I9 H4 H5 H6 H7 H8 H9 G5 G6 G7",
            ],
        ),
        (
            "belgian-daisy",
            &[
                "A1 A2 B1 B2 B3 C2 C3 G7 G8 H7 H8 H9 I8 I9",
                "A4 A5 B4 B5 B6 C5 C6 G4 G5 H4 H5 H6 I5 I6",
            ],
        ),
        (
            "german-daisy",
            &[
                "B1 B2 C1 C2 C3 D2 D3 F7 F8 G7 G8 G9 H8 H9",
                "B5 B6 C5 C6 C7 D6 D7 F3 F4 G3 G4 G5 H4 H5",
            ],
        ),
        (
            "dutch-daisy",
            &[
                "A1 A2 B1 B3 B5 C2 C3 G7 G8 H5 H7 H9 I8 I9",
                "A4 A5 B2 B4 B6 C5 C6 G4 G5 H4 H6 H8 I5 I6",
            ],
        ),
        (
            "swiss-daisy",
            &[
                "B1 B2 C1 C3 C6 D2 D3 F7 F8 G4 G7 G9 H8 H9",
                "B5 B6 C2 C5 C7 D6 D7 F3 F4 G3 G5 G8 H4 H5",
            ],
        ),
        (
            "alien-attack",
            &[
                "B3 B4 C3 C5 F5 F6 G4 G6 G8 H5 H8 I5 I7 I9",
                "A1 A3 A5 B2 B5 C2 C4 C6 D4 D5 G5 G7 H6 H7",
            ],
        ),
        ("the-wall", &["A3 C2-C6 D1-D8", "F2-F9 G4-G8 I7"]),
        (
            "checkerboard",
            &[
                "B2 B4 B6 D1 D3 D5 D7 F3 F5 F7 F9 H4 H6 H8",
                "B1 B3 B5 D2 D4 D6 D8 F2 F4 F6 F8 H5 H7 H9",
            ],
        ),
        (
            "star",
            &[
                "A1 B5 C3 C7 D5 E2 E4 E7 E9 F6 G5 G9 H8 I5",
                "A5 B2 C1 C5 D4 E1 E3 E6 E8 F5 G3 G7 H5 I9",
            ],
        ),
        (
            "duel",
            &[
                "A4 B4 B5 B6 C5 D1 E1 E2 F2 G7 H7 H8 H9 I8",
                "A2 B1 B2 B3 C3 D8 E8 E9 F9 G5 H4 H5 H6 I6",
            ],
        ),
        ("snakes", &["D2-D6 E2 F2 G3 H4 I5-I9", "A1-A5 B6 C7 D8 E8 F4-F8"]),
        (
            "fujiyama",
            &[
                "A1-A5 B2 B5 C3 C5 D4 D5 G6 H6 H7",
                "B3 B4 C4 F5 F6 G5 G7 H5 H8 I5-I9",
            ],
        ),
        (
            "domination",
            &[
                "B1 C1 C2 D1 D2 D3 E4 E6 F7 F8 F9 G8 G9 H9",
                "B6 C6 C7 D5 D6 D7 D8 F2 F3 F4 F5 G3 G4 H4",
            ],
        ),
        (
            "infiltration",
            &[
                "A3 C3 C5 F3 F8 G4 G6 G8 H5 H6 H7 H8 I6 I8",
                "A2 A4 B2 B3 B4 B5 C2 C4 C6 D2 D7 G5 G7 I7",
            ],
        ),
        (
            "face-to-face",
            &[
                "C6 C7 D6 D7 D8 E6-E9 F7 F8 F9 G8 G9",
                "C1 C2 D1 D2 D3 E1-E4 F2 F3 F4 G3 G4",
            ],
        ),
        (
            "three-player",
            &[
                "I5 I6 I7 I8 I9 H4 H5 H6 H7 H8 H9",
                "A4 A5 B5 B6 C6 C7 D7 D8 E8 E9 F9",
                "A1 A2 B1 B2 C1 C2 D1 D2 E1 E2 F2",
            ],
        ),
        (
            "four-player",
            &[
                "A2 A3 A4 A5 B3 B4 B5 C4 C5",
                "B1 C1 D1 E1 C2 D2 E2 D3 E3",
                "I5 I6 I7 I8 H5 H6 H7 G5 G6",
                "E9 F9 G9 H9 E8 F8 G8 E7 F7",
            ],
        ),
    ];

    /// The order players move in, from the rules page: P1, P2, P3, P4 round the table, or with
    /// four players the "different game" where partners play one after the other.
    pub fn turn_order(players: usize, partners_consecutive: bool) -> Vec<Colour> {
        let seats: &[u8] = match (players, partners_consecutive) {
            (4, true) => &[0, 2, 1, 3],
            (4, false) => &[0, 1, 2, 3],
            (3, _) => &[0, 1, 2],
            _ => &[0, 1],
        };
        seats.iter().map(|&seat| Colour(seat)).collect()
    }

    #[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
    pub struct Board {
        pub marbles: BTreeMap<Coord, Colour>,
        /// The players in turn order.
        pub order: Vec<Colour>,
        /// Index into `order` of the player to move.
        pub turn: usize,
        /// Marbles pushed off by each player, P1 first.
        pub pushed_off: Vec<u8>,
    }

    /// A move: the team's marbles stepping in `dir`, and the opposing marbles they push.
    pub struct Move {
        line: Vec<Coord>,
        pushed: Vec<Coord>,
        dir: Coord,
    }

    /// The cells a layout's entry names: one (`C3`), or a run along a row (`C2-C6`).
    fn cells_named(entry: &str) -> Vec<Coord> {
        let coord = |name: &str| {
            let bytes = name.as_bytes();
            ((bytes[0] - b'A' + 1) as i8, (bytes[1] - b'0') as i8)
        };
        match entry.split_once('-') {
            Some((from, to)) => {
                let ((row, first), (_, last)) = (coord(from), coord(to));
                (first..=last).map(|diagonal| (row, diagonal)).collect()
            }
            None => vec![coord(entry)],
        }
    }

    impl Board {
        pub fn start(layout: &str, partners_consecutive: bool) -> Board {
            let (_, lists) = LAYOUTS
                .iter()
                .find(|(name, _)| *name == layout)
                .expect("a known layout");
            let mut marbles = BTreeMap::new();
            for (seat, list) in lists.iter().enumerate() {
                for coord in list.split_whitespace().flat_map(cells_named) {
                    assert!(on_board(coord), "{coord:?} in {layout} is off the board");
                    let before = marbles.insert(coord, Colour(seat as u8));
                    assert!(before.is_none(), "{coord:?} twice in {layout}");
                }
            }
            Board {
                marbles,
                order: turn_order(lists.len(), partners_consecutive),
                turn: 0,
                pushed_off: vec![0; lists.len()],
            }
        }

        pub fn to_move(&self) -> Colour {
            self.order[self.turn]
        }

        fn players(&self) -> usize {
            self.order.len()
        }

        /// Partners sit opposite in the four-player game; otherwise everyone plays alone.
        pub fn same_team(&self, a: Colour, b: Colour) -> bool {
            a == b || (self.players() == 4 && a.0 % 2 == b.0 % 2)
        }

        fn at(&self, coord: Coord) -> Option<Colour> {
            self.marbles.get(&coord).copied()
        }

        /// A marble of the mover or the mover's partner.
        fn ours(&self, coord: Coord) -> bool {
            self.at(coord)
                .is_some_and(|colour| self.same_team(colour, self.to_move()))
        }

        /// A marble of anybody else.
        fn theirs(&self, coord: Coord) -> bool {
            self.at(coord)
                .is_some_and(|colour| !self.same_team(colour, self.to_move()))
        }

        pub fn game_over(&self) -> bool {
            // Each team's total, counting a player alone as a team of one.
            (0..self.players()).any(|seat| {
                let total: u32 = (0..self.players())
                    .filter(|&other| self.same_team(Colour(seat as u8), Colour(other as u8)))
                    .map(|other| self.pushed_off[other] as u32)
                    .sum();
                total >= 6
            })
        }

        pub fn moves(&self) -> Vec<Move> {
            if self.game_over() {
                return Vec::new();
            }
            let me = self.to_move();
            let mut moves = Vec::new();
            let ours: Vec<Coord> = self
                .marbles
                .keys()
                .copied()
                .filter(|&coord| self.ours(coord))
                .collect();
            for &start in &ours {
                for (index, dir) in STEPS.into_iter().enumerate() {
                    // In-line: the run of the team's marbles from `start` moves one step along
                    // `dir`. The marble at the back, `start`, must be the mover's own.
                    if self.at(start) == Some(me) {
                        let mut line = vec![start];
                        let mut front = step(start, dir);
                        while self.ours(front) {
                            line.push(front);
                            front = step(front, dir);
                        }
                        if line.len() <= 3 && on_board(front) {
                            // Opposing marbles of any colour are pushed alike.
                            let mut pushed = Vec::new();
                            let mut beyond = front;
                            while self.theirs(beyond) {
                                pushed.push(beyond);
                                beyond = step(beyond, dir);
                            }
                            // A push needs more pushers and a free hole (or the edge) behind.
                            let free_behind = !on_board(beyond) || self.at(beyond).is_none();
                            if pushed.len() < line.len() && free_behind {
                                moves.push(Move { line, pushed, dir });
                            }
                        }
                    }

                    // Side-steps of the lines of 2 and 3 that start here along a positive axis,
                    // with at least one of the mover's own marbles.
                    if index >= 3 {
                        continue;
                    }
                    for len in 2..=3 {
                        let line: Vec<Coord> =
                            std::iter::successors(Some(start), |&cell| Some(step(cell, dir)))
                                .take(len)
                                .collect();
                        if !line.iter().all(|&cell| self.ours(cell)) {
                            break;
                        }
                        if !line.iter().any(|&cell| self.at(cell) == Some(me)) {
                            continue;
                        }
                        for (across_index, across) in STEPS.into_iter().enumerate() {
                            if across_index % 3 == index {
                                continue;
                            }
                            let fits = line.iter().all(|&cell| {
                                let to = step(cell, across);
                                on_board(to) && self.at(to).is_none()
                            });
                            if fits {
                                moves.push(Move {
                                    line: line.clone(),
                                    pushed: Vec::new(),
                                    dir: across,
                                });
                            }
                        }
                    }
                }
            }
            moves
        }

        pub fn play(&self, mv: &Move) -> Board {
            let mut next = self.clone();
            let moving: Vec<(Coord, Colour)> = mv
                .line
                .iter()
                .chain(&mv.pushed)
                .map(|&cell| (cell, self.at(cell).expect("a marble")))
                .collect();
            for (cell, _) in &moving {
                next.marbles.remove(cell);
            }
            for &(cell, colour) in &moving {
                let to = step(cell, mv.dir);
                if on_board(to) {
                    next.marbles.insert(to, colour);
                } else {
                    next.pushed_off[self.to_move().0 as usize] += 1;
                }
            }
            next.turn = (self.turn + 1) % self.players();
            next
        }

        pub fn perft(&self, depth: u32) -> u64 {
            match depth {
                0 => 1,
                1 => self.moves().len() as u64,
                _ => self.moves().iter().map(|mv| self.play(mv).perft(depth - 1)).sum(),
            }
        }
    }
}

use simple::{Board, Colour};

fn layout(name: &str) -> Layout {
    name.parse().unwrap_or_else(|error: String| panic!("{error}"))
}

/// A start position of the engine and of the simple generator, by layout and turn order.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Table {
    layout: Layout,
    order: TurnOrder,
}

impl Table {
    fn new(layout: Layout, order: TurnOrder) -> Table {
        Table { layout, order }
    }

    fn position(self) -> Position {
        Position::with_turn_order(self.layout, self.order)
    }

    fn board(self) -> Board {
        Board::start(self.layout.name(), self.order == TurnOrder::PartnersConsecutive)
    }

    fn name(self) -> String {
        match self.order {
            TurnOrder::Alternate => self.layout.name().to_string(),
            TurnOrder::PartnersConsecutive => format!("{} partners-consecutive", self.layout.name()),
        }
    }
}

/// Every layout, and the four-player one in both turn orders.
fn tables() -> Vec<Table> {
    let mut tables: Vec<Table> = Layout::ALL
        .iter()
        .map(|&layout| Table::new(layout, TurnOrder::Alternate))
        .collect();
    tables.push(Table::new(Layout::FourPlayer, TurnOrder::PartnersConsecutive));
    tables
}

/// The engine's position in the simple generator's terms; the turn order is the table's.
fn board_of(position: &Position, order: TurnOrder) -> Board {
    let colour = |seat: Seat| Colour(seat.index() as u8);
    let marbles = Cell::all()
        .filter_map(|cell| {
            Some((
                (cell.row() as i8, cell.diagonal() as i8),
                colour(position.at(cell)?),
            ))
        })
        .collect();
    let order = simple::turn_order(
        position.seat_count() as usize,
        order == TurnOrder::PartnersConsecutive,
    );
    let turn = order
        .iter()
        .position(|&c| c == colour(position.to_move()))
        .expect("the mover is seated");
    Board {
        marbles,
        order,
        turn,
        pushed_off: position
            .seats()
            .map(|seat| position.pushed_off_by(seat))
            .collect(),
    }
}

/// The expected counts: `layout depth leaves [turn-order]` per line.
fn expected_counts() -> Vec<(Table, u32, u64)> {
    include_str!("data/abalone-perft.txt")
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let (name, depth, leaves, order) = match fields[..] {
                [name, depth, leaves] => (name, depth, leaves, TurnOrder::Alternate),
                [name, depth, leaves, "partners-consecutive"] => {
                    (name, depth, leaves, TurnOrder::PartnersConsecutive)
                }
                _ => panic!("bad line: {line}"),
            };
            (
                Table::new(layout(name), order),
                depth.parse().unwrap(),
                leaves.parse().unwrap(),
            )
        })
        .collect()
}

#[test]
fn start_positions_have_the_published_move_counts() {
    for (name, moves) in [("standard", 44), ("belgian-daisy", 52), ("german-daisy", 80)] {
        assert_eq!(Board::start(name, false).perft(1), moves, "simple, {name}");
        let position = Position::new(layout(name));
        assert_eq!(perft(&position, 1), moves, "engine, {name}");
        assert_eq!(perft_full(&position, 1), moves, "engine, {name}");
        assert_eq!(position.legal_moves().len() as u64, moves, "engine, {name}");
    }
}

#[test]
fn both_generators_start_from_the_layouts_of_the_rules_page() {
    for table in tables() {
        let position = table.position();
        assert_eq!(
            board_of(&position, table.order),
            table.board(),
            "{}",
            table.name()
        );
        assert_eq!(position.seat_count() as usize, table.board().order.len());
    }
    // Turn orders: P1, P2, P3, P4 round the table; P1, P3, P2, P4 with partners consecutive.
    let order = |table: Table| {
        table
            .board()
            .order
            .iter()
            .map(|colour| colour.0 + 1)
            .collect::<Vec<_>>()
    };
    assert_eq!(
        order(Table::new(Layout::ThreePlayer, TurnOrder::Alternate)),
        [1, 2, 3]
    );
    assert_eq!(
        order(Table::new(Layout::FourPlayer, TurnOrder::Alternate)),
        [1, 2, 3, 4]
    );
    assert_eq!(
        order(Table::new(Layout::FourPlayer, TurnOrder::PartnersConsecutive)),
        [1, 3, 2, 4]
    );
}

fn engine_agrees_with_simple(depth: u32) {
    for table in tables() {
        let position = table.position();
        let leaves = table.board().perft(depth);
        let name = table.name();
        assert_eq!(perft(&position, depth), leaves, "perft, {name}, depth {depth}");
        assert_eq!(
            perft_full(&position, depth),
            leaves,
            "perft_full, {name}, depth {depth}"
        );
    }
}

#[test]
fn engine_agrees_with_simple_generator_to_depth_3() {
    for depth in 0..=3 {
        engine_agrees_with_simple(depth);
    }
}

#[test]
#[ignore = "minutes in debug, seconds in release: run with --release -- --ignored"]
fn engine_agrees_with_simple_generator_at_depth_4() {
    engine_agrees_with_simple(4);
}

/// Steps from the centre, E5, for the games below to bring the seats together.
fn distance_to_centre((row, diagonal): simple::Coord) -> i32 {
    let (row, diagonal) = (row as i32 - 5, diagonal as i32 - 5);
    row.abs().max(diagonal.abs()).max((row - diagonal).abs())
}

/// Perft counts only how many moves there are; this checks which positions they lead to, along
/// games that prefer pushes so that sumito and push-offs come up, and with more than two players
/// prefer moving towards the centre, where the seats meet, so that mixed pushes and partner
/// moves come up too.
#[test]
fn every_node_has_the_same_successors_along_random_games() {
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut random = move |below: usize| {
        // xorshift64: enough to wander, and reproducible.
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % below as u64) as usize
    };
    let tables = tables();
    let mut nodes = vec![0; tables.len()];
    let mut pushes_seen = vec![0; tables.len()];
    for game in 0..4 * tables.len() {
        let which = game % tables.len();
        let table = tables[which];
        let mut position = table.position();
        for _ in 0..100 {
            let board = board_of(&position, table.order);
            let mut simple: Vec<Board> = board.moves().iter().map(|mv| board.play(mv)).collect();
            let mut engine: Vec<(Board, _)> = position
                .legal_moves()
                .into_iter()
                .map(|mv| {
                    let mut next = position;
                    next.play_unchecked(mv);
                    (board_of(&next, table.order), mv)
                })
                .collect();
            simple.sort();
            engine.sort_by(|a, b| a.0.cmp(&b.0));
            let engine_boards: Vec<Board> = engine.iter().map(|(board, _)| board.clone()).collect();
            assert_eq!(
                engine_boards,
                simple,
                "successors differ in {}\n{position}",
                table.name()
            );
            nodes[which] += 1;
            if engine.is_empty() {
                break;
            }
            // Moves that push an opposing marble: an opponent's marble leaves its cell.
            let me = board.to_move();
            let pushes: Vec<_> = engine
                .iter()
                .filter(|(next, _)| {
                    board.marbles.iter().any(|(coord, &colour)| {
                        !board.same_team(colour, me) && next.marbles.get(coord) != Some(&colour)
                    })
                })
                .collect();
            let team = |board: &Board| -> i32 {
                board
                    .marbles
                    .iter()
                    .filter(|(_, &colour)| board.same_team(colour, me))
                    .map(|(&coord, _)| distance_to_centre(coord))
                    .sum()
            };
            let inwards: Vec<_> = engine
                .iter()
                .filter(|(next, _)| team(next) < team(&board))
                .collect();
            let (_, mv) = if !pushes.is_empty() && random(2) == 0 {
                pushes_seen[which] += 1;
                pushes[random(pushes.len())]
            } else if position.seat_count() > 2 && !inwards.is_empty() && random(4) != 0 {
                inwards[random(inwards.len())]
            } else {
                &engine[random(engine.len())]
            };
            position.play_unchecked(*mv);
        }
    }
    for (index, table) in tables.iter().enumerate() {
        assert!(
            nodes[index] > 150,
            "only {} nodes from {}",
            nodes[index],
            table.name()
        );
        assert!(
            pushes_seen[index] > 50,
            "only {} pushes from {}",
            pushes_seen[index],
            table.name()
        );
    }
}

#[test]
fn data_file_matches_the_engine_to_depth_3() {
    let counts = expected_counts();
    for table in tables() {
        let depths: Vec<u32> = counts.iter().filter(|c| c.0 == table).map(|c| c.1).collect();
        assert!(
            depths.contains(&3),
            "{} depth 3 is missing from the data file",
            table.name()
        );
    }
    for (table, depth, leaves) in counts.into_iter().filter(|&(_, depth, _)| depth <= 3) {
        let position = table.position();
        assert_eq!(perft(&position, depth), leaves, "{} depth {depth}", table.name());
        assert_eq!(
            perft_full(&position, depth),
            leaves,
            "{} depth {depth}",
            table.name()
        );
    }
}

#[test]
#[ignore = "depth 5 takes minutes in debug, 15 s in release: run with --release -- --ignored"]
fn data_file_matches_the_engine_at_every_depth() {
    for (table, depth, leaves) in expected_counts() {
        assert_eq!(
            perft(&table.position(), depth),
            leaves,
            "{} depth {depth}",
            table.name()
        );
    }
}

#[test]
#[ignore = "the simple generator needs about 10 minutes for depth 5 in release: run with --release -- --ignored"]
fn data_file_matches_the_simple_generator_at_every_depth() {
    for (table, depth, leaves) in expected_counts() {
        assert_eq!(
            table.board().perft(depth),
            leaves,
            "{} depth {depth}",
            table.name()
        );
    }
}
