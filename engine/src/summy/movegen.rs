//! The exact move generator: every legal placement of a rack's tiles, with its points.
//!
//! Each run of 2-8 empty squares in a line, with the board tiles between them, is a slot. From
//! each start square, a depth-first search fills the empty squares of the line left to right
//! with the rack's distinct tiles; after each tile it reads the run from its first tile up to the
//! next empty square, which is the whole run of the slot that ends there, so one search serves
//! every slot from the start square. It turns back as soon as no tile laid further on can make a
//! sum of the run:
//! - a `Reading` of the run so far (the rules of `is_sum_prefix`, kept tile by tile) refuses
//!   what no sum begins with; once the `=` is read, only the result's next digit fits a square;
//! - the classes of tile a sum still needs (an operator, `=`, digits) must fit, in order, into
//!   what the rest of the rack can lay within reach (`can_finish`);
//! - a left side that can only grow must not be too large already for the digits within reach
//!   (`too_large`).
//!
//! What a search from a start square finds depends only on the board tiles just before it and
//! the cells ahead as far as the rack reaches, so it is kept and reused for every start square
//! whose line looks the same (most often: only empty squares ahead). The sums a new tile makes
//! across the line depend only on its square and its tile: a table built once per search gives
//! them, and it alone decides single tiles, which have no line of their own and are found once.
//! `rules::check` stays the reference: the tests compare every placement and its points with it.

use super::board::{Board, Cell};
use super::moves::{NewTile, Placement};
use super::rules::{check, Scored, RACK_SIZE};
use super::sums::{check_sum, is_sum_prefix};
use super::tile::Tile;
use crate::tiles::{Direction, Square, MAX_SIDE};
use std::collections::HashMap;
use std::ops::ControlFlow;

/// Every legal placement of tiles from `rack` on `board`, with its points. Each placement comes
/// once, its tiles in reading order, however many equal tiles the rack holds.
pub fn placements(board: &Board, rack: &[Tile]) -> Vec<(Placement, u32)> {
    let mut found = Vec::new();
    let _ = search(board, rack, &mut |leaf| {
        found.push((leaf.placement(), leaf.points));
        ControlFlow::Continue(())
    });
    found
}

/// Whether any placement exists: stops at the first (run after every turn once the stock is
/// empty, to end a blocked game).
pub fn any_placement(board: &Board, rack: &[Tile]) -> bool {
    search(board, rack, &mut |_| ControlFlow::Break(())).is_break()
}

/// The highest-scoring placement with its full scoring (ties: the first found, deterministic),
/// for the hint.
pub fn best_placement(board: &Board, rack: &[Tile]) -> Option<(Placement, Scored)> {
    let mut best: Option<(Placement, u32)> = None;
    let _ = search(board, rack, &mut |leaf| {
        if best.as_ref().is_none_or(|&(_, top)| leaf.points > top) {
            best = Some((leaf.placement(), leaf.points));
        }
        ControlFlow::Continue(())
    });
    best.map(|(placement, points)| {
        let scored = check(board, &placement).expect("the generator finds legal placements");
        debug_assert_eq!(scored.points, points, "{placement:?}");
        (placement, scored)
    })
}

/// The two ways sums are read, in the order `Cross` tables are indexed.
const DIRECTIONS: [Direction; 2] = [Direction::Across, Direction::Down];

/// Kinds of tile, numbered as in `Tile::ALL`.
const KINDS: usize = Tile::ALL.len();

fn kind_of(tile: Tile) -> usize {
    match tile {
        Tile::Digit(digit) => usize::from(digit),
        Tile::Plus => 10,
        Tile::Minus => 11,
        Tile::Times => 12,
        Tile::Divide => 13,
        Tile::Equals => 14,
    }
}

/// A rack as counts per kind, so equal tiles are tried once, and per class.
#[derive(Clone, Copy)]
struct Rack {
    counts: [u8; KINDS],
    classes: [u8; CLASSES],
    len: usize,
}

impl Rack {
    fn new(tiles: &[Tile]) -> Rack {
        let mut rack = Rack {
            counts: [0; KINDS],
            classes: [0; CLASSES],
            len: 0,
        };
        for &tile in tiles {
            rack.counts[kind_of(tile)] += 1;
            rack.classes[class_of(tile) as usize] += 1;
            rack.len += 1;
        }
        rack
    }

    fn take(&mut self, tile: Tile) {
        self.counts[kind_of(tile)] -= 1;
        self.classes[class_of(tile) as usize] -= 1;
        self.len -= 1;
    }

    fn put_back(&mut self, tile: Tile) {
        self.counts[kind_of(tile)] += 1;
        self.classes[class_of(tile) as usize] += 1;
        self.len += 1;
    }

    fn holds(&self, tile: Tile) -> bool {
        self.counts[kind_of(tile)] > 0
    }

    fn has(&self, class: Class) -> bool {
        self.classes[class as usize] > 0
    }
}

/// What a sum needs of a tile, in the order a sum needs them.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Digit,
    Operator,
    Equals,
}

const CLASSES: usize = 3;

fn class_of(tile: Tile) -> Class {
    match tile {
        Tile::Digit(_) => Class::Digit,
        Tile::Equals => Class::Equals,
        _ => Class::Operator,
    }
}

/// What a new tile on an empty square makes along one direction with the board tiles there.
#[derive(Clone, Copy)]
struct Cross {
    /// A board tile neighbours the square along this direction.
    touches: bool,
    /// Per kind of tile (filled in for the rack's kinds only): the points of the sum that a
    /// tile of that kind completes through the square, `None` when the run is no complete sum.
    points: [Option<u8>; KINDS],
}

const OPEN: Cross = Cross {
    touches: false,
    points: [None; KINDS],
};

impl Cross {
    fn new(board: &Board, square: Square, direction: Direction, kinds: &[usize]) -> Cross {
        let neighbour = |side| board.tile(square.step(direction, side)).is_some();
        if !neighbour(-1) && !neighbour(1) {
            return OPEN;
        }
        let mut cross = Cross {
            touches: true,
            ..OPEN
        };
        // The run through the square: `back` board tiles, the new tile, board tiles.
        let tiles_from = |side: i32| {
            (1..)
                .take_while(|&steps| board.tile(square.step(direction, side * steps)).is_some())
                .count()
        };
        let back = tiles_from(-1);
        let len = back + 1 + tiles_from(1);
        let mut run = [Tile::Equals; MAX_SIDE];
        for (offset, tile) in run[..len]
            .iter_mut()
            .enumerate()
            .filter(|&(offset, _)| offset != back)
        {
            let at = square.step(direction, offset as i32 - back as i32);
            *tile = board.tile(at).expect("counted above");
        }
        for &kind in kinds {
            run[back] = Tile::ALL[kind];
            if is_sum_prefix(&run[..len]) {
                cross.points[kind] = check_sum(&run[..len])
                    .ok()
                    .map(|points| u8::try_from(points).expect("a run holds at most 25 digits"));
            }
        }
        cross
    }
}

/// One row or column of the board, read along its direction.
struct Line {
    /// The index of its direction in `DIRECTIONS`.
    direction: usize,
    len: usize,
    cells: [Option<Cell>; MAX_SIDE],
    squares: [Square; MAX_SIDE],
}

impl Line {
    fn new(board: &Board, direction: usize, index: u8) -> Line {
        let len = usize::from(board.size());
        let mut line = Line {
            direction,
            len,
            cells: [None; MAX_SIDE],
            squares: [Square::new(0, 0); MAX_SIDE],
        };
        for offset in 0..len {
            let offset_u8 = offset as u8;
            let square = match DIRECTIONS[direction] {
                Direction::Across => Square::new(index, offset_u8),
                _ => Square::new(offset_u8, index),
            };
            line.squares[offset] = square;
            line.cells[offset] = board.get(square);
        }
        line
    }

    fn tile(&self, offset: usize) -> Option<Tile> {
        match self.cells.get(offset) {
            Some(Some(Cell::Tile(tile))) if offset < self.len => Some(*tile),
            _ => None,
        }
    }

    fn is_empty(&self, offset: usize) -> bool {
        offset < self.len && self.cells[offset].is_none()
    }

    /// What a search from the empty square at `start` depends on: the `back` board tiles just
    /// before it, then the cells from it on as far as `most` new tiles reach (up to the empty
    /// square after the last of them, a cap or the edge, which all end a run alike).
    fn view(&self, start: usize, back: usize, most: usize) -> Vec<u8> {
        const EMPTY: u8 = KINDS as u8;
        const START: u8 = EMPTY + 1;
        let mut view: Vec<u8> = (start - back..start)
            .map(|offset| kind_of(self.tile(offset).expect("board tiles before the start")) as u8)
            .collect();
        view.push(START);
        let mut empties = 0;
        for cell in &self.cells[start..self.len] {
            match cell {
                Some(Cell::Tile(tile)) => view.push(kind_of(*tile) as u8),
                Some(Cell::Cap) => break,
                None => {
                    view.push(EMPTY);
                    empties += 1;
                    if empties > most {
                        break;
                    }
                }
            }
        }
        view
    }
}

/// A run that a search from a start square completes: its new tiles, in order, and its points.
#[derive(Clone, Copy)]
struct Filling {
    tiles: [Tile; RACK_SIZE],
    len: usize,
    points: u32,
}

/// A search from a start square: the run so far, the new tiles in it, what is left of the rack
/// and the fillings found.
struct Slot {
    run: [Tile; MAX_SIDE],
    tiles: [Tile; RACK_SIZE],
    len: usize,
    rack: Rack,
    found: Vec<Filling>,
}

/// A run read tile by tile as the beginning of a sum, by the rules of `is_sum_prefix` but step by
/// step, so that the search pays little for each tile it lays: the syntax so far, and once the `=`
/// is read, the digits the result must spell (from there on one tile at most fits a square).
/// `check_sum` still has the last word on each placement.
#[derive(Clone, Copy)]
struct Reading {
    last: Option<Tile>,
    has_operator: bool,
    /// The number being read is a lone 0, which no digit may follow.
    lone_zero: bool,
    /// Once `=` is read: the left side's value, and the place value of the result's next digit
    /// (0 once all are read).
    result: Option<(u64, u64)>,
}

impl Reading {
    const START: Reading = Reading {
        last: None,
        has_operator: false,
        lone_zero: false,
        result: None,
    };

    /// Reads the last tile of `run`, whose tiles before it are read; false when no sum begins so.
    fn read_last(&mut self, run: &[Tile]) -> bool {
        let (&tile, before) = run.split_last().expect("a tile to read");
        let after_digit = self.last.is_some_and(Tile::is_digit);
        match tile {
            Tile::Digit(digit) => match &mut self.result {
                Some((value, place)) => {
                    if *place == 0 || *value / *place % 10 != u64::from(digit) {
                        return false;
                    }
                    *place /= 10;
                }
                None if after_digit => {
                    if self.lone_zero {
                        return false;
                    }
                }
                None => {
                    // The number 0 after : divides by zero; a longer one would have a leading zero.
                    if digit == 0 && self.last == Some(Tile::Divide) {
                        return false;
                    }
                    self.lone_zero = digit == 0;
                }
            },
            Tile::Equals => {
                if self.result.is_some() || !after_digit || !self.has_operator {
                    return false;
                }
                let Some(value) = left_value(before) else {
                    return false;
                };
                self.result = Some((value, 10_u64.pow(value.checked_ilog10().unwrap_or(0))));
            }
            _ => {
                if self.result.is_some() || !after_digit {
                    return false;
                }
                self.has_operator = true;
            }
        }
        self.last = Some(tile);
        true
    }

    /// Reads `run[from..]`, the tiles before being read.
    fn read_from(&mut self, run: &[Tile], from: usize) -> bool {
        (from..run.len()).all(|end| self.read_last(&run[..=end]))
    }

    /// The digit the result needs next, once `=` is read: `Some(None)` when it is complete.
    fn next_digit(&self) -> Option<Option<Tile>> {
        self.result
            .map(|(value, place)| (place > 0).then(|| Tile::Digit((value / place % 10) as u8)))
    }

    fn is_complete(&self) -> bool {
        self.next_digit() == Some(None)
    }
}

/// The value of a well-formed left side (numbers joined by single operators, no division by the
/// number 0) if it is a whole number ≥ 0 that fits a u64: x and : before + and -, each left to
/// right. A larger one needs 19 digits or more on the left and as many after `=`, more than a
/// 25-square line holds.
fn left_value(tiles: &[Tile]) -> Option<u64> {
    let mut total = Fraction::ZERO;
    let mut term = Fraction::ZERO;
    // The operator before the number being read.
    let mut operator = Tile::Plus;
    let mut rest = tiles;
    loop {
        let len = rest.iter().take_while(|tile| tile.is_digit()).count();
        let number = rest[..len].iter().try_fold(0_i128, |number, &tile| match tile {
            Tile::Digit(digit) => number.checked_mul(10)?.checked_add(i128::from(digit)),
            _ => None,
        })?;
        term = match operator {
            Tile::Plus => Fraction::whole(number),
            Tile::Minus => Fraction::whole(-number),
            Tile::Times => term.times(number)?,
            _ => term.divided_by(number)?,
        };
        let Some(&next) = rest.get(len) else {
            break;
        };
        if matches!(next, Tile::Plus | Tile::Minus) {
            total = total.plus(term)?;
        }
        operator = next;
        rest = &rest[len + 1..];
    }
    let total = total.plus(term)?;
    let value = if total.den == 1 {
        total.num
    } else {
        (total.num % total.den == 0).then(|| total.num / total.den)?
    };
    u64::try_from(value).ok()
}

/// An exact fraction with `den` > 0, not reduced: that would cost a division at each step. It
/// cannot overflow on a board: its numerator and denominator stay below the product of all the
/// numbers of the left side times their count, and a run of 25 tiles holds at most 24 digits.
/// Should it overflow all the same, the left side is read as no whole number (`None`).
#[derive(Clone, Copy)]
struct Fraction {
    num: i128,
    den: i128,
}

impl Fraction {
    const ZERO: Fraction = Fraction { num: 0, den: 1 };

    fn whole(num: i128) -> Fraction {
        Fraction { num, den: 1 }
    }

    fn plus(self, other: Fraction) -> Option<Fraction> {
        if self.den == other.den {
            return Some(Fraction {
                num: self.num.checked_add(other.num)?,
                den: self.den,
            });
        }
        Some(Fraction {
            num: self
                .num
                .checked_mul(other.den)?
                .checked_add(other.num.checked_mul(self.den)?)?,
            den: self.den.checked_mul(other.den)?,
        })
    }

    fn times(self, number: i128) -> Option<Fraction> {
        Some(Fraction {
            num: self.num.checked_mul(number)?,
            den: self.den,
        })
    }

    fn divided_by(self, number: i128) -> Option<Fraction> {
        if number == 0 {
            return None;
        }
        Some(Fraction {
            num: self.num,
            den: self.den.checked_mul(number)?,
        })
    }
}

/// A legal placement the search found.
struct Leaf<'a> {
    squares: &'a [Square],
    tiles: &'a [Tile],
    points: u32,
}

impl Leaf<'_> {
    fn placement(&self) -> Placement {
        let tiles = self
            .squares
            .iter()
            .zip(self.tiles)
            .map(|(&square, &tile)| NewTile { square, tile })
            .collect();
        Placement { tiles }
    }
}

/// Offers every legal placement to `visit` until it breaks: single tiles first, then the slots
/// of each row, then of each column.
fn search(board: &Board, rack: &[Tile], visit: &mut impl FnMut(&Leaf) -> ControlFlow<()>) -> ControlFlow<()> {
    if rack.is_empty() {
        return ControlFlow::Continue(());
    }
    Generator::new(board, rack).search(visit)
}

/// The tables for one board and rack, and the search over its slots.
struct Generator<'a> {
    board: &'a Board,
    rack: Rack,
    /// The most tiles a placement lays.
    most: usize,
    /// The rack's distinct kinds of tile, in `Tile::ALL` order.
    kinds: Vec<usize>,
    /// By square index, per direction; squares off the board or not empty stay `OPEN`.
    cross: Vec<[Cross; 2]>,
    /// The rack holds a : or both 0 and x, which can make a left side smaller: the search does
    /// not ask `too_large` then, as it seldom holds until those tiles are laid.
    can_shrink: bool,
    /// The fillings found from start squares so far, by their `Line::view`.
    fillings: HashMap<Vec<u8>, Vec<Filling>>,
}

impl<'a> Generator<'a> {
    fn new(board: &'a Board, tiles: &[Tile]) -> Generator<'a> {
        let rack = Rack::new(tiles);
        let kinds: Vec<usize> = (0..KINDS).filter(|&kind| rack.counts[kind] > 0).collect();
        let mut cross = vec![[OPEN; 2]; MAX_SIDE * MAX_SIDE];
        for square in board.squares().filter(|&square| board.get(square).is_none()) {
            cross[square.index()] = DIRECTIONS.map(|direction| Cross::new(board, square, direction, &kinds));
        }
        Generator {
            board,
            rack,
            most: rack.len.min(RACK_SIZE),
            kinds,
            cross,
            can_shrink: rack.holds(Tile::Divide) || rack.holds(Tile::Digit(0)) && rack.holds(Tile::Times),
            fillings: HashMap::new(),
        }
    }

    fn search(&mut self, visit: &mut impl FnMut(&Leaf) -> ControlFlow<()>) -> ControlFlow<()> {
        self.single_tiles(visit)?;
        let size = self.board.size();
        for direction in 0..DIRECTIONS.len() {
            for index in 0..size {
                let line = Line::new(self.board, direction, index);
                for start in 0..line.len {
                    if line.is_empty(start) {
                        self.slots_from(&line, start, visit)?;
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// A single tile is legal when it completes a sum along at least one of its two lines.
    fn single_tiles(&self, visit: &mut impl FnMut(&Leaf) -> ControlFlow<()>) -> ControlFlow<()> {
        for square in self.board.squares() {
            let [across, down] = &self.cross[square.index()];
            if !across.touches && !down.touches {
                continue;
            }
            for &kind in &self.kinds {
                let (across, down) = (across.points[kind], down.points[kind]);
                if across.is_none() && down.is_none() {
                    continue;
                }
                let points = u32::from(across.unwrap_or(0)) + u32::from(down.unwrap_or(0));
                visit(&Leaf {
                    squares: &[square],
                    tiles: &[Tile::ALL[kind]],
                    points,
                })?;
            }
        }
        ControlFlow::Continue(())
    }

    /// Every slot of two or more new tiles along `line` whose first new tile is at `start`.
    fn slots_from(
        &mut self,
        line: &Line,
        start: usize,
        visit: &mut impl FnMut(&Leaf) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        // The board tiles just before the first new tile begin the run.
        let mut back = 0;
        while start > back && line.tile(start - back - 1).is_some() {
            back += 1;
        }
        let touches_from = self.touches_from(line, start, back > 0);
        if touches_from > self.most {
            return ControlFlow::Continue(());
        }
        let view = line.view(start, back, self.most);
        if !self.fillings.contains_key(&view) {
            let found = self.fillings_from(line, start, back);
            self.fillings.insert(view.clone(), found);
        }
        // The new tiles go on the empty squares from `start` on.
        let mut squares = [line.squares[start]; RACK_SIZE];
        let empties = (start..line.len).filter(|&offset| line.is_empty(offset));
        for (square, offset) in squares.iter_mut().zip(empties) {
            *square = line.squares[offset];
        }
        let across = 1 - line.direction;
        for filling in &self.fillings[&view] {
            if filling.len < touches_from {
                continue;
            }
            let squares = &squares[..filling.len];
            let tiles = &filling.tiles[..filling.len];
            let cross_points: u32 = squares
                .iter()
                .zip(tiles)
                .map(|(square, &tile)| {
                    self.cross[square.index()][across].points[kind_of(tile)].map_or(0, u32::from)
                })
                .sum();
            visit(&Leaf {
                squares,
                tiles,
                points: filling.points + cross_points,
            })?;
        }
        ControlFlow::Continue(())
    }

    /// The fewest new tiles from `start` on along `line` that touch the board, if at most
    /// `self.most` do: through a board tile in the run (`after_tile`: one just before `start`)
    /// or across.
    fn touches_from(&self, line: &Line, start: usize, after_tile: bool) -> usize {
        if after_tile {
            return 1;
        }
        let across = 1 - line.direction;
        let mut count = 0;
        for offset in start..line.len {
            match line.cells[offset] {
                None if count == self.most => break,
                None => {
                    count += 1;
                    if self.cross[line.squares[offset].index()][across].touches {
                        return count;
                    }
                }
                Some(Cell::Tile(_)) => return count,
                Some(Cell::Cap) => break,
            }
        }
        usize::MAX
    }

    /// The runs of two or more new tiles from the empty square at `start` along `line` (after
    /// `back` board tiles) that are complete sums, touching the board or not.
    fn fillings_from(&self, line: &Line, start: usize, back: usize) -> Vec<Filling> {
        let mut slot = Slot {
            run: [Tile::Equals; MAX_SIDE],
            tiles: [Tile::Equals; RACK_SIZE],
            len: 0,
            rack: self.rack,
            found: Vec::new(),
        };
        for (offset, run) in (start - back..start).zip(&mut slot.run) {
            *run = line.tile(offset).expect("board tiles before the start");
        }
        let mut reading = Reading::START;
        if reading.read_from(&slot.run[..back], 0) {
            self.fill(line, &mut slot, start, back, reading);
        }
        slot.found
    }

    /// Lays each of the kinds left in `slot.rack` that can follow `reading` (the run so far,
    /// which is `slot.run[..run_len]`) on the empty square at `at` along `line`, and goes on while
    /// the run can still become a sum.
    fn fill(&self, line: &Line, slot: &mut Slot, at: usize, run_len: usize, reading: Reading) {
        // Once the `=` is read, only the result's next digit fits.
        let needed;
        let kinds = match reading.next_digit() {
            None => &self.kinds[..],
            Some(Some(digit)) => {
                needed = [kind_of(digit)];
                &needed[..]
            }
            Some(None) => return,
        };
        // The board tiles after the new one join the run whatever it is.
        let mut next = at + 1;
        while let Some(tile) = line.tile(next) {
            slot.run[run_len + next - at] = tile;
            next += 1;
        }
        let end = run_len + next - at;
        let index = slot.len;
        slot.len = index + 1;
        // How many more tiles may follow this one.
        let room = (slot.rack.len - 1).min(self.most - slot.len);
        let goes_on = line.is_empty(next) && room > 0;
        // While no `=` is read, a tile of a class leads anywhere only if the classes a sum still
        // needs fit, in order, into what the rest of the rack can lay on the squares ahead.
        let trailing = &slot.run[run_len + 1..end];
        let open = reading.result.is_none() && !trailing.contains(&Tile::Equals);
        let rack = slot.rack;
        let viable = |class: Class| {
            let has_operator = reading.has_operator
                || class == Class::Operator
                || trailing.iter().any(|tile| tile.is_operator());
            let last = trailing.last().map_or(class, |&tile| class_of(tile));
            let mut rest = rack;
            rest.classes[class as usize] = rest.classes[class as usize].saturating_sub(1);
            !open
                || class == Class::Equals
                || (goes_on
                    && rack.has(class)
                    && can_finish(line, next, needs(has_operator, last), &rest, room))
        };
        let viable = [
            viable(Class::Digit),
            viable(Class::Operator),
            viable(Class::Equals),
        ];
        for &kind in kinds {
            let tile = Tile::ALL[kind];
            if slot.rack.counts[kind] == 0 || !viable[class_of(tile) as usize] {
                continue;
            }
            slot.run[run_len] = tile;
            let mut after = reading;
            if !after.read_from(&slot.run[..end], run_len) {
                continue;
            }
            slot.tiles[index] = tile;
            if after.is_complete() {
                if slot.len >= 2 {
                    if let Ok(points) = check_sum(&slot.run[..end]) {
                        slot.found.push(Filling {
                            tiles: slot.tiles,
                            len: slot.len,
                            points,
                        });
                    }
                }
            } else if goes_on {
                slot.rack.take(tile);
                if self.can_shrink || !too_large(line, next, &slot.run[..end], &after, &slot.rack, room) {
                    self.fill(line, slot, next, end, after);
                }
                slot.rack.put_back(tile);
            }
        }
        slot.len = index;
    }
}

/// Whether the left side read so far (`run`, with no `=` yet) is too large for any sum the line
/// can still hold. Its current term can only grow when no : can follow, no 0 can multiply it and
/// it follows no -; the terms still to come can subtract less than 10^k, with k digits, and a
/// result of m digits is less than 10^m. With at most D digits left in the rack and on the board
/// within reach, k + m ≤ D: a left side worth 10^D or more already never ends in a sum. A quick
/// check that spares much of the search with a rack that holds no : (and not both 0 and x).
fn too_large(line: &Line, next: usize, run: &[Tile], reading: &Reading, rack: &Rack, room: usize) -> bool {
    if reading.result.is_some() || room < 2 {
        return false;
    }
    let mut divide = rack.holds(Tile::Divide);
    let mut zero = rack.holds(Tile::Digit(0));
    let mut times = rack.holds(Tile::Times) || reading.last == Some(Tile::Times);
    if divide || (zero && times) {
        return false;
    }
    let mut digits = u32::from(rack.classes[Class::Digit as usize]);
    let mut filled = 0;
    for cell in &line.cells[next..line.len] {
        match cell {
            Some(Cell::Cap) => break,
            Some(Cell::Tile(tile)) => {
                divide |= *tile == Tile::Divide;
                zero |= *tile == Tile::Digit(0);
                times |= *tile == Tile::Times;
                digits += u32::from(tile.is_digit());
            }
            None => {
                filled += 1;
                if filled > room {
                    break;
                }
            }
        }
    }
    let term_shrinks = run
        .iter()
        .rev()
        .take_while(|&&tile| tile != Tile::Plus)
        .any(|&tile| matches!(tile, Tile::Minus | Tile::Divide));
    if divide || (zero && times) || term_shrinks {
        return false;
    }
    // After + or x, the next number adds or multiplies by at least 1.
    let left = if reading.last.is_some_and(Tile::is_digit) {
        run
    } else {
        &run[..run.len() - 1]
    };
    let limit = 10_u64.checked_pow(digits);
    left_value(left).is_some_and(|value| limit.is_some_and(|limit| value >= limit))
}

/// The classes of tile that a run with no `=` still needs, in order: if it holds no operator, an
/// operator and a digit; then `=` and a digit. Its `last` tile is a digit unless it is an operator.
fn needs(has_operator: bool, last: Class) -> &'static [Class] {
    use Class::{Digit, Equals, Operator};
    match (has_operator, last) {
        (false, _) => &[Operator, Digit, Equals, Digit],
        (true, Operator) => &[Digit, Equals, Digit],
        (true, _) => &[Equals, Digit],
    }
}

/// Whether the classes of tile in `needs` can follow in order along `line` from `from` (an empty
/// square) with at most `room` more tiles: each from a board tile or, on an empty square, from a
/// class the rack holds. A quick necessary condition, to turn back early from runs too long for
/// what is left to lay.
fn can_finish(line: &Line, from: usize, needs: &[Class], rack: &Rack, room: usize) -> bool {
    let mut need = 0;
    let mut filled = 0;
    for cell in &line.cells[from..line.len] {
        let class = match cell {
            Some(Cell::Cap) => return false,
            Some(Cell::Tile(tile)) => class_of(*tile),
            None => {
                filled += 1;
                if filled > room {
                    return false;
                }
                if !rack.has(needs[need]) {
                    // The tile laid here is of some other class.
                    continue;
                }
                needs[need]
            }
        };
        if class == needs[need] {
            need += 1;
            if need == needs.len() {
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_pcg::Pcg64Mcg;

    #[test]
    fn kinds_are_numbered_as_in_tile_all() {
        for (kind, tile) in Tile::ALL.into_iter().enumerate() {
            assert_eq!(kind_of(tile), kind, "{tile}");
        }
    }

    /// The reading agrees with `is_sum_prefix` and `check_sum` on random runs: each grows by
    /// random tiles, checked one at a time, while it can still become a sum. Once `=` is read,
    /// the digit the result needs comes more often than chance would bring it.
    #[test]
    fn the_reading_agrees_with_the_sum_rules() {
        let mut rng = Pcg64Mcg::seed_from_u64(5);
        let mut complete = 0;
        for _ in 0..100_000 {
            let mut run = Vec::new();
            let mut reading = Reading::START;
            while run.len() < 16 {
                let tile = match reading.next_digit() {
                    Some(Some(digit)) if rng.random_bool(0.8) => digit,
                    _ if rng.random_bool(0.5) => Tile::Digit(rng.random_range(0..10)),
                    _ => Tile::ALL[rng.random_range(0..KINDS)],
                };
                run.push(tile);
                let mut after = reading;
                let text: String = run.iter().map(|tile| tile.symbol()).collect();
                let accepted = after.read_last(&run);
                assert_eq!(accepted, is_sum_prefix(&run), "{text}");
                if !accepted {
                    break;
                }
                assert_eq!(after.is_complete(), check_sum(&run).is_ok(), "{text}");
                complete += usize::from(after.is_complete());
                reading = after;
            }
        }
        assert!(complete > 1000, "only {complete} complete");
    }
}
