//! Perft: the engine's bitboard generator against a second, deliberately simple generator written
//! here from the rules alone (a map from cell to colour, walked one cell at a time), and against
//! the expected counts in `data/abalone-perft.txt`, which the simple generator confirmed.

use gameshelf_engine::abalone::{perft, perft_full, Cell, Layout, Position, Seat};

/// The independent generator. It shares nothing with the engine but the rules text.
mod simple {
    use std::collections::BTreeMap;

    /// Row (1 = A .. 9 = I) and diagonal (1..=9).
    pub type Coord = (i8, i8);

    #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
    pub enum Colour {
        Black,
        White,
    }

    impl Colour {
        fn other(self) -> Colour {
            match self {
                Colour::Black => Colour::White,
                Colour::White => Colour::Black,
            }
        }
    }

    /// The six neighbours of (r, c): (r, c±1), (r+1, c), (r+1, c+1), (r-1, c), (r-1, c-1).
    /// The first three are one direction of each axis; `STEPS[i + 3]` is the opposite of `STEPS[i]`.
    const STEPS: [Coord; 6] = [(0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0)];

    fn on_board((row, diagonal): Coord) -> bool {
        (1..=9).contains(&row) && (row - 4).max(1) <= diagonal && diagonal <= (row + 4).min(9)
    }

    fn step((row, diagonal): Coord, (dr, dc): Coord) -> Coord {
        (row + dr, diagonal + dc)
    }

    /// The start layouts as the rules page lists them: Black's cells, then White's.
    pub const LAYOUTS: [(&str, [&str; 2]); 3] = [
        (
            "standard",
            [
                "A1 A2 A3 A4 A5 B1 B2 B3 B4 B5 B6 C3 C4 C5",
                "I5 I6 I7 I8 I9 H4 H5 H6 H7 H8 H9 G5 G6 G7",
            ],
        ),
        (
            "belgian-daisy",
            [
                "A1 A2 B1 B2 B3 C2 C3 G7 G8 H7 H8 H9 I8 I9",
                "A4 A5 B4 B5 B6 C5 C6 G4 G5 H4 H5 H6 I5 I6",
            ],
        ),
        (
            "german-daisy",
            [
                "B1 B2 C1 C2 C3 D2 D3 F7 F8 G7 G8 G9 H8 H9",
                "B5 B6 C5 C6 C7 D6 D7 F3 F4 G3 G4 G5 H4 H5",
            ],
        ),
    ];

    #[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
    pub struct Board {
        pub marbles: BTreeMap<Coord, Colour>,
        pub to_move: Colour,
        /// Marbles pushed off by Black, then by White.
        pub pushed_off: [u8; 2],
    }

    /// A move: own marbles stepping in `dir`, and the opposing marbles they push.
    pub struct Move {
        own: Vec<Coord>,
        pushed: Vec<Coord>,
        dir: Coord,
    }

    impl Board {
        pub fn start(layout: &str) -> Board {
            let (_, lists) = LAYOUTS
                .iter()
                .find(|(name, _)| *name == layout)
                .expect("a known layout");
            let mut marbles = BTreeMap::new();
            for (list, colour) in lists.iter().zip([Colour::Black, Colour::White]) {
                for name in list.split_whitespace() {
                    let bytes = name.as_bytes();
                    marbles.insert(((bytes[0] - b'A' + 1) as i8, (bytes[1] - b'0') as i8), colour);
                }
            }
            Board {
                marbles,
                to_move: Colour::Black,
                pushed_off: [0, 0],
            }
        }

        fn at(&self, coord: Coord) -> Option<Colour> {
            self.marbles.get(&coord).copied()
        }

        pub fn moves(&self) -> Vec<Move> {
            if self.pushed_off.iter().any(|&count| count >= 6) {
                return Vec::new();
            }
            let me = self.to_move;
            let mut moves = Vec::new();
            let own = self
                .marbles
                .iter()
                .filter(|(_, &colour)| colour == me)
                .map(|(&coord, _)| coord);
            for start in own {
                for (index, dir) in STEPS.into_iter().enumerate() {
                    // In-line: the run of own marbles from `start` moves one step along `dir`.
                    let mut line = vec![start];
                    let mut front = step(start, dir);
                    while self.at(front) == Some(me) {
                        line.push(front);
                        front = step(front, dir);
                    }
                    if line.len() <= 3 && on_board(front) {
                        let mut pushed = Vec::new();
                        let mut beyond = front;
                        while self.at(beyond) == Some(me.other()) {
                            pushed.push(beyond);
                            beyond = step(beyond, dir);
                        }
                        // A push needs more pushers and a free hole (or the edge) behind.
                        let free_behind = !on_board(beyond) || self.at(beyond).is_none();
                        if pushed.len() < line.len() && free_behind {
                            moves.push(Move {
                                own: line,
                                pushed,
                                dir,
                            });
                        }
                    }

                    // Side-steps of the lines of 2 and 3 that start here along a positive axis.
                    if index >= 3 {
                        continue;
                    }
                    for len in 2..=3 {
                        let line: Vec<Coord> =
                            std::iter::successors(Some(start), |&cell| Some(step(cell, dir)))
                                .take(len)
                                .collect();
                        if line.iter().any(|&cell| self.at(cell) != Some(me)) {
                            break;
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
                                    own: line.clone(),
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
            let me = self.to_move;
            for cell in mv.own.iter().chain(&mv.pushed) {
                next.marbles.remove(cell);
            }
            for &cell in &mv.own {
                next.marbles.insert(step(cell, mv.dir), me);
            }
            for &cell in &mv.pushed {
                let to = step(cell, mv.dir);
                if on_board(to) {
                    next.marbles.insert(to, me.other());
                } else {
                    next.pushed_off[me as usize] += 1;
                }
            }
            next.to_move = me.other();
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

/// The engine's position in the simple generator's terms.
fn board_of(position: &Position) -> Board {
    let colour = |seat| match seat {
        Seat::BLACK => Colour::Black,
        Seat::WHITE => Colour::White,
        _ => unreachable!("two players"),
    };
    let marbles = Cell::all()
        .filter_map(|cell| {
            Some((
                (cell.row() as i8, cell.diagonal() as i8),
                colour(position.at(cell)?),
            ))
        })
        .collect();
    let pushed_off = [
        position.pushed_off_by(Seat::BLACK),
        position.pushed_off_by(Seat::WHITE),
    ];
    Board {
        marbles,
        to_move: colour(position.to_move()),
        pushed_off,
    }
}

/// The expected counts: `layout depth leaves` per line.
fn expected_counts() -> Vec<(Layout, u32, u64)> {
    include_str!("data/abalone-perft.txt")
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let [name, depth, leaves] = fields[..] else {
                panic!("bad line: {line}")
            };
            (layout(name), depth.parse().unwrap(), leaves.parse().unwrap())
        })
        .collect()
}

#[test]
fn start_positions_have_the_published_move_counts() {
    for (name, moves) in [("standard", 44), ("belgian-daisy", 52), ("german-daisy", 80)] {
        assert_eq!(Board::start(name).perft(1), moves, "simple, {name}");
        let position = Position::new(layout(name));
        assert_eq!(board_of(&position), Board::start(name), "{name}");
        assert_eq!(perft(&position, 1), moves, "engine, {name}");
        assert_eq!(perft_full(&position, 1), moves, "engine, {name}");
        assert_eq!(position.legal_moves().len() as u64, moves, "engine, {name}");
    }
}

fn engine_agrees_with_simple(depth: u32) {
    for (name, _) in simple::LAYOUTS {
        let position = Position::new(layout(name));
        let leaves = Board::start(name).perft(depth);
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

/// Perft counts only how many moves there are; this checks which positions they lead to, along
/// games that prefer pushes so that sumito and push-offs come up.
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
    let mut nodes = 0;
    for game in 0..12 {
        let mut position = Position::new(Layout::TWO_PLAYER[game % 3]);
        for _ in 0..100 {
            let board = board_of(&position);
            let mut simple: Vec<Board> = board.moves().iter().map(|mv| board.play(mv)).collect();
            let mut engine: Vec<(Board, _)> = position
                .legal_moves()
                .into_iter()
                .map(|mv| {
                    let mut next = position;
                    next.play_unchecked(mv);
                    (board_of(&next), mv)
                })
                .collect();
            simple.sort();
            engine.sort_by(|a, b| a.0.cmp(&b.0));
            let engine_boards: Vec<Board> = engine.iter().map(|(board, _)| board.clone()).collect();
            assert_eq!(engine_boards, simple, "successors differ in\n{position}");
            nodes += 1;
            if engine.is_empty() {
                break;
            }
            let pushes: Vec<_> = engine
                .iter()
                .filter(|(next, _)| next.marbles.len() < board.marbles.len())
                .collect();
            let (_, mv) = if !pushes.is_empty() && random(2) == 0 {
                pushes[random(pushes.len())]
            } else {
                &engine[random(engine.len())]
            };
            position.play_unchecked(*mv);
        }
    }
    assert!(nodes > 500, "only {nodes} nodes");
}

#[test]
fn data_file_matches_the_engine_to_depth_3() {
    let counts = expected_counts();
    for layout in Layout::TWO_PLAYER {
        let depths: Vec<u32> = counts.iter().filter(|c| c.0 == layout).map(|c| c.1).collect();
        assert!(
            depths.contains(&3),
            "{} depth 3 is missing from the data file",
            layout.name()
        );
    }
    for (layout, depth, leaves) in counts.into_iter().filter(|&(_, depth, _)| depth <= 3) {
        let position = Position::new(layout);
        assert_eq!(perft(&position, depth), leaves, "{} depth {depth}", layout.name());
        assert_eq!(
            perft_full(&position, depth),
            leaves,
            "{} depth {depth}",
            layout.name()
        );
    }
}

#[test]
#[ignore = "depth 5 takes minutes in debug, 15 s in release: run with --release -- --ignored"]
fn data_file_matches_the_engine_at_every_depth() {
    for (layout, depth, leaves) in expected_counts() {
        let position = Position::new(layout);
        assert_eq!(perft(&position, depth), leaves, "{} depth {depth}", layout.name());
    }
}

#[test]
#[ignore = "the simple generator needs about 11 minutes for depth 5 in release: run with --release -- --ignored"]
fn data_file_matches_the_simple_generator_at_every_depth() {
    for (layout, depth, leaves) in expected_counts() {
        assert_eq!(
            Board::start(layout.name()).perft(depth),
            leaves,
            "{} depth {depth}",
            layout.name()
        );
    }
}
