//! The exact move generator: every legal placement of a rack's tiles, with its score.
//!
//! It works as a Scrabble move generator does. A table built once per board gives each empty
//! square and direction the digits a new tile may take there under the touching rule, and what
//! the equations it forms that way would score. Each run of 1-5 empty squares in a line that
//! reaches the board (with the board tiles between them) is a slot; a depth-first search fills
//! it with the rack's distinct tiles, taking only digits the table allows, and reads the line
//! through the new tiles once per filled slot. `rules::check` stays the reference: the tests
//! compare every placement and score with it.

use super::board::{Board, BoardKind, Bonus, Direction, Square, Tile, CELLS, STRIDE};
use super::equations::is_equation;
use super::moves::{NewTile, Placement};
use super::rules::{check, Rules, Scored, RACK_SIZE};
use std::ops::ControlFlow;
use std::sync::OnceLock;

/// Parts up to this long are looked up in a table, not read.
const SHORT: usize = 5;

/// Whether `digits` is an equation, as `is_equation` says. About half the parts the search reads
/// are short: those are looked up in a table of all 111,110 of them (14 KB), built from
/// `is_equation` on first use (about 3 ms natively), which cuts a search by about a quarter.
fn reads_as_equation(digits: &[u8]) -> bool {
    static SHORT_EQUATIONS: OnceLock<Vec<u64>> = OnceLock::new();
    if digits.len() > SHORT {
        return is_equation(digits);
    }
    let table = SHORT_EQUATIONS.get_or_init(|| {
        let mut bits = vec![0; short_index(&[0; SHORT + 1]) / 64 + 1];
        let mut digits = [0; SHORT];
        for len in 1..=SHORT {
            for value in 0..10_usize.pow(len as u32) {
                let mut rest = value;
                for digit in digits[..len].iter_mut().rev() {
                    *digit = (rest % 10) as u8;
                    rest /= 10;
                }
                if is_equation(&digits[..len]) {
                    let index = short_index(&digits[..len]);
                    bits[index / 64] |= 1 << (index % 64);
                }
            }
        }
        bits
    });
    let index = short_index(digits);
    table[index / 64] & (1 << (index % 64)) != 0
}

/// Where a short part's bit is: after the bits of all shorter parts, at the part read as a number.
fn short_index(digits: &[u8]) -> usize {
    // 1 + 10 + 100 + … parts are shorter: the repunit 11…1.
    let shorter = (10_usize.pow(digits.len() as u32) - 1) / 9;
    shorter
        + digits
            .iter()
            .fold(0, |value, &digit| value * 10 + usize::from(digit))
}

/// Every legal placement of tiles from `rack` on `board`, with its score. The joker is tried as
/// every digit. Placements that first take back a board joker (laying the real digit from the
/// rack on it: `Placement::swap`) are included when the rack holds that digit; the joker taken
/// back may be laid in the same placement, as the rules allow. Each placement appears once (tiles
/// in reading order).
pub fn placements(board: &Board, rules: Rules, rack: &[Tile]) -> Vec<(Placement, u32)> {
    let mut found = Vec::new();
    let _ = search(board, rules, rack, &mut |leaf| {
        found.push((leaf.placement(), leaf.points()));
        ControlFlow::Continue(())
    });
    found
}

/// Whether any placement exists: stops at the first (used after every turn once the bag is
/// empty, to end a blocked game).
pub fn any_placement(board: &Board, rules: Rules, rack: &[Tile]) -> bool {
    search(board, rules, rack, &mut |_| ControlFlow::Break(())).is_break()
}

/// The highest-scoring placement with its full scoring (ties: the first found, deterministic),
/// for the hint button.
pub fn best_placement(board: &Board, rules: Rules, rack: &[Tile]) -> Option<(Placement, Scored)> {
    let mut best: Option<(Placement, u32)> = None;
    let _ = search(board, rules, rack, &mut |leaf| {
        let points = leaf.points();
        if best.as_ref().is_none_or(|&(_, top)| points > top) {
            best = Some((leaf.placement(), points));
        }
        ControlFlow::Continue(())
    });
    best.map(|(placement, _)| {
        let scored = check(board, rules, &placement).expect("the generator finds legal placements");
        (placement, scored)
    })
}

/// Offers every legal placement to `visit` until it breaks: first those from the rack as it is,
/// then those that take back a board joker.
fn search(
    board: &Board,
    rules: Rules,
    rack: &[Tile],
    visit: &mut impl FnMut(&Leaf) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let tiles = Rack::new(rack);
    Generator::new(board, rules, None).search(tiles, visit)?;
    for (square, placed) in board.tiles().filter(|(_, placed)| placed.joker) {
        if let Some(tiles) = tiles.swapping(placed.digit) {
            let mut after = board.clone();
            after.take_back_joker(square);
            // The digit under the joker stays the same, so only the scores change.
            Generator::new(&after, rules, Some(square)).search(tiles, visit)?;
        }
    }
    ControlFlow::Continue(())
}

const ALL_DIGITS: u16 = (1 << 10) - 1;

/// A rack as counts, so equal tiles are tried once.
#[derive(Clone, Copy)]
struct Rack {
    digits: [u8; 10],
    jokers: u8,
    len: usize,
}

impl Rack {
    fn new(tiles: &[Tile]) -> Rack {
        let mut rack = Rack {
            digits: [0; 10],
            jokers: 0,
            len: tiles.len(),
        };
        for &tile in tiles {
            match tile {
                Tile::Digit(digit) => rack.digits[usize::from(digit)] += 1,
                Tile::Joker => rack.jokers += 1,
            }
        }
        rack
    }

    /// The rack after laying `digit` on a board joker and taking the joker.
    fn swapping(self, digit: u8) -> Option<Rack> {
        let mut rack = self;
        let count = &mut rack.digits[usize::from(digit)];
        *count = count.checked_sub(1)?;
        rack.jokers += 1;
        Some(rack)
    }
}

/// What a new tile's board neighbours along one direction allow and score.
#[derive(Clone, Copy)]
struct Cross {
    /// A board tile neighbours the square along this direction.
    touches: bool,
    /// Bit d: a d here forms an equation with each neighbour along this direction.
    allowed: u16,
    /// Per digit: the equations through the square along this direction.
    equations: [u8; 10],
    /// Per digit: what the board tiles of those equations are worth, summed over them.
    board_points: [u16; 10],
}

const OPEN: Cross = Cross {
    touches: false,
    allowed: ALL_DIGITS,
    equations: [0; 10],
    board_points: [0; 10],
};

impl Cross {
    fn new(board: &Board, rules: Rules, square: Square, direction: Direction) -> Cross {
        let neighbour = |side| board.at(square.step(direction, side)).is_some();
        let (before, after) = (neighbour(-1), neighbour(1));
        if !before && !after {
            return OPEN;
        }
        // The run through the square: board tiles, then the new tile at `here`, then board tiles.
        let mut digits = [0; STRIDE];
        let mut worth = [0; STRIDE];
        let mut here = 0;
        while board.at(square.step(direction, -(here as i32 + 1))).is_some() {
            here += 1;
        }
        let mut len = 0;
        for offset in 0..STRIDE {
            let at = square.step(direction, offset as i32 - here as i32);
            match board.at(at) {
                Some(placed) => {
                    digits[offset] = placed.digit;
                    worth[offset] = value(rules, placed.digit, placed.joker);
                }
                None if offset != here => break,
                None => {}
            }
            len = offset + 1;
        }
        let mut cross = Cross {
            touches: true,
            allowed: 0,
            ..OPEN
        };
        for digit in 0..10 {
            digits[here] = digit;
            let (mut joins_before, mut joins_after) = (!before, !after);
            let mut equations = 0;
            let mut board_points = 0;
            for start in 0..=here {
                for end in (here + 1).max(start + 2)..=len {
                    if reads_as_equation(&digits[start..end]) {
                        equations += 1;
                        board_points += worth[start..end].iter().sum::<u32>();
                        joins_before |= start < here;
                        joins_after |= end > here + 1;
                    }
                }
            }
            let index = usize::from(digit);
            cross.equations[index] = equations;
            cross.board_points[index] = board_points as u16;
            if joins_before && joins_after {
                cross.allowed |= 1 << digit;
            }
        }
        cross
    }

    /// Bit d: a d here lies inside an equation along this direction.
    fn forming(&self) -> u16 {
        (0..10)
            .filter(|&digit| self.equations[digit] > 0)
            .fold(0, |bits, digit| bits | 1 << digit)
    }
}

/// A tile's worth before bonuses, as `Scoring::value` gives it.
fn value(rules: Rules, digit: u8, joker: bool) -> u32 {
    rules
        .scoring
        .value(if joker { Tile::Joker } else { Tile::Digit(digit) })
}

/// An empty square's table entry.
#[derive(Clone, Copy)]
struct Spot {
    /// A board tile neighbours it in some direction in play.
    touches: bool,
    /// What a new tile here multiplies its own worth by, and its equations' scores by.
    number_factor: u32,
    equation_factor: u32,
    /// By index in `Direction::ALL`.
    cross: [Cross; 4],
}

const FAR: Spot = Spot {
    touches: false,
    number_factor: 1,
    equation_factor: 1,
    cross: [OPEN; 4],
};

/// The tables for one board and the search over its slots.
struct Generator<'a> {
    board: &'a Board,
    rules: Rules,
    directions: &'static [Direction],
    /// By square index; squares off the board or holding tiles stay `FAR`.
    spots: Vec<Spot>,
    /// The board joker these placements take back.
    swap: Option<Square>,
}

impl<'a> Generator<'a> {
    fn new(board: &'a Board, rules: Rules, swap: Option<Square>) -> Generator<'a> {
        let kind = board.kind();
        let directions = Direction::in_play(rules.diagonal);
        let mut spots = vec![FAR; CELLS];
        for square in kind.squares() {
            if board.get(square).is_some() {
                continue;
            }
            let spot = &mut spots[square.index()];
            // The start square doubles an equation on the classic board only, as in `rules`.
            match (kind, kind.bonus(square)) {
                (_, Bonus::Number(factor)) => spot.number_factor = u32::from(factor),
                (_, Bonus::Equation(factor)) => spot.equation_factor = u32::from(factor),
                (BoardKind::Classic, Bonus::Start) => spot.equation_factor = 2,
                _ => {}
            }
            if board.is_empty() {
                continue;
            }
            for (index, &direction) in directions.iter().enumerate() {
                let cross = Cross::new(board, rules, square, direction);
                spot.touches |= cross.touches;
                spot.cross[index] = cross;
            }
        }
        Generator {
            board,
            rules,
            directions,
            spots,
            swap,
        }
    }

    fn spot(&self, square: Square) -> &Spot {
        &self.spots[square.index()]
    }

    fn is_empty(&self, square: Square) -> bool {
        self.board.kind().contains(square) && self.board.get(square).is_none()
    }

    /// The digits a new tile may take on `square` given the touching rule in every direction in
    /// play but `main`, the line of the new tiles.
    fn cross_allowed(&self, square: Square, main: Direction) -> u16 {
        let spot = self.spot(square);
        self.directions
            .iter()
            .zip(&spot.cross)
            .filter(|&(&direction, _)| direction != main)
            .fold(ALL_DIGITS, |allowed, (_, cross)| allowed & cross.allowed)
    }

    /// The digits a single tile may take on `square`: it forms an equation along at least one
    /// line, and those are its own lines. A board tile it touches along any other line touches
    /// it sideways with no equation there: only a zero is excused, having formed one already.
    fn single_allowed(&self, square: Square) -> u16 {
        let spot = self.spot(square);
        let touching = spot.cross[..self.directions.len()]
            .iter()
            .filter(|cross| cross.touches);
        let (mut anywhere, mut everywhere) = (0, ALL_DIGITS);
        for cross in touching {
            let forming = cross.forming();
            anywhere |= forming;
            everywhere &= forming | 1;
        }
        anywhere & everywhere
    }

    fn search(&self, rack: Rack, visit: &mut impl FnMut(&Leaf) -> ControlFlow<()>) -> ControlFlow<()> {
        let most = rack.len.min(RACK_SIZE);
        let kind = self.board.kind();
        // A single tile is found once, not once per direction: its lines are those it forms an
        // equation in. The first move lays at least two.
        if most >= 1 && !self.board.is_empty() {
            for square in kind.squares() {
                if !self.is_empty(square) || !self.spot(square).touches {
                    continue;
                }
                let mut slot = Slot::single(square);
                slot.allowed[0] = self.single_allowed(square);
                self.fill(&mut slot, 0, rack, visit)?;
            }
        }
        if most >= 2 {
            for &direction in self.directions {
                for square in kind.squares() {
                    if self.is_empty(square) {
                        self.lines_from(square, direction, most, rack, visit)?;
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Every slot of 2 to `most` new tiles along `direction` whose first new tile is on `first`.
    fn lines_from(
        &self,
        first: Square,
        direction: Direction,
        most: usize,
        rack: Rack,
        visit: &mut impl FnMut(&Leaf) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let board = self.board;
        let mut back = 0;
        while board.at(first.step(direction, -(back + 1))).is_some() {
            back += 1;
        }
        let start = first.step(direction, -back).expect("the run lies on the board");
        // The line from the run's first tile on: board digits, and where the next `most` + 1
        // empty squares are (the last only ends the run through the first `most`).
        let mut slot = Slot::along(start, direction);
        let mut empties = [0; RACK_SIZE + 1];
        let mut found = 0;
        let mut len = 0;
        while found <= most {
            let Some(square) = start
                .step(direction, len as i32)
                .filter(|&sq| board.kind().contains(sq))
            else {
                break;
            };
            match board.get(square) {
                Some(placed) => slot.run[len] = placed.digit,
                None => {
                    empties[found] = len;
                    found += 1;
                }
            }
            len += 1;
        }
        let first_move = board.is_empty();
        let centre = board.kind().centre();
        let mut touching = 0;
        let mut has_centre = false;
        for count in 1..=found.min(most) {
            let offset = empties[count - 1];
            let square = start.step(direction, offset as i32).expect("on the board");
            slot.squares[count - 1] = square;
            slot.offsets[count - 1] = offset;
            touching += usize::from(self.spot(square).touches);
            has_centre |= square == centre;
            if count < 2 || (if first_move { !has_centre } else { touching == 0 }) {
                continue;
            }
            slot.len = count;
            slot.run_len = if count < found { empties[count] } else { len };
            for index in 0..count {
                let mut allowed = self.cross_allowed(slot.squares[index], direction);
                // A zero needs no equation sideways while another new tile touches the board.
                if touching >= 2 {
                    allowed |= 1;
                }
                slot.allowed[index] = allowed;
            }
            // With no board tile before it, the first new tile begins the equation: no zero.
            if back == 0 {
                slot.allowed[0] &= !1;
            }
            self.fill(&mut slot, 0, rack, visit)?;
        }
        ControlFlow::Continue(())
    }

    /// Fills the slot's new tiles from `index` on with the rack's tiles, each digit once.
    fn fill(
        &self,
        slot: &mut Slot,
        index: usize,
        mut rack: Rack,
        visit: &mut impl FnMut(&Leaf) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if index == slot.len {
            if slot.direction.is_some() && !slot.holds_equation() {
                return ControlFlow::Continue(());
            }
            return visit(&Leaf {
                generator: self,
                slot,
            });
        }
        let allowed = slot.allowed[index];
        for digit in 0..10 {
            if allowed & (1 << digit) == 0 {
                continue;
            }
            slot.run[slot.offsets[index]] = digit;
            let count = usize::from(digit);
            if rack.digits[count] > 0 {
                rack.digits[count] -= 1;
                slot.jokers[index] = false;
                self.fill(slot, index + 1, rack, visit)?;
                rack.digits[count] += 1;
            }
            if rack.jokers > 0 {
                rack.jokers -= 1;
                slot.jokers[index] = true;
                self.fill(slot, index + 1, rack, visit)?;
                rack.jokers += 1;
            }
        }
        ControlFlow::Continue(())
    }
}

/// The squares a placement fills and the line through them, filled in as the search goes.
struct Slot {
    /// The line the new tiles lie along; `None` for a single tile, whose lines are those it forms
    /// an equation in.
    direction: Option<Direction>,
    len: usize,
    squares: [Square; RACK_SIZE],
    /// Per new tile: the digits the touching rule allows.
    allowed: [u16; RACK_SIZE],
    jokers: [bool; RACK_SIZE],
    /// The unbroken run through the new tiles, from `start`: the board's digits and the new ones.
    start: Square,
    run: [u8; STRIDE],
    run_len: usize,
    /// Where each new tile stands in the run.
    offsets: [usize; RACK_SIZE],
}

impl Slot {
    fn along(start: Square, direction: Direction) -> Slot {
        Slot {
            direction: Some(direction),
            len: 0,
            squares: [start; RACK_SIZE],
            allowed: [ALL_DIGITS; RACK_SIZE],
            jokers: [false; RACK_SIZE],
            start,
            run: [0; STRIDE],
            run_len: 0,
            offsets: [0; RACK_SIZE],
        }
    }

    fn single(square: Square) -> Slot {
        Slot {
            direction: None,
            len: 1,
            run_len: 1,
            ..Slot::along(square, Direction::Across)
        }
    }

    /// Whether some contiguous part of the run that holds every new tile is an equation.
    fn holds_equation(&self) -> bool {
        let (first, last) = (self.offsets[0], self.offsets[self.len - 1]);
        (0..=first).any(|start| {
            // An equation never begins with a zero: skip the part's lengths at once.
            self.run[start] != 0
                && ((last + 1).max(start + 2)..=self.run_len)
                    .any(|end| reads_as_equation(&self.run[start..end]))
        })
    }
}

/// A legal placement the search found, read off its slot on demand.
struct Leaf<'a> {
    generator: &'a Generator<'a>,
    slot: &'a Slot,
}

impl Leaf<'_> {
    fn new_tiles(&self) -> impl Iterator<Item = NewTile> + '_ {
        let slot = self.slot;
        (0..slot.len).map(move |index| NewTile {
            square: slot.squares[index],
            digit: slot.run[slot.offsets[index]],
            joker: slot.jokers[index],
        })
    }

    fn placement(&self) -> Placement {
        Placement {
            swap: self.generator.swap,
            tiles: self.new_tiles().collect(),
        }
    }

    /// The score, as `rules::check` gives it: every equation along the line that holds a new
    /// tile, and every equation each new tile forms sideways.
    fn points(&self) -> u32 {
        let generator = self.generator;
        let slot = self.slot;
        let rules = generator.rules;
        let mut points = 0;
        if let Some(direction) = slot.direction {
            let mut worth = [0; STRIDE];
            let mut factor = [1; STRIDE];
            let mut new = 0_u32;
            for (offset, worth) in worth[..slot.run_len].iter_mut().enumerate() {
                if let Some(placed) = generator.board.at(slot.start.step(direction, offset as i32)) {
                    *worth = value(rules, placed.digit, placed.joker);
                }
            }
            for (tile, &offset) in self.new_tiles().zip(&slot.offsets) {
                let spot = generator.spot(tile.square);
                worth[offset] = value(rules, tile.digit, tile.joker) * spot.number_factor;
                factor[offset] = spot.equation_factor;
                new |= 1 << offset;
            }
            for start in 0..slot.run_len {
                for end in start + 2..=slot.run_len {
                    let part = (1_u32 << end) - (1 << start);
                    if new & part != 0 && reads_as_equation(&slot.run[start..end]) {
                        let sum: u32 = worth[start..end].iter().sum();
                        points += sum * factor[start..end].iter().product::<u32>();
                    }
                }
            }
        }
        for tile in self.new_tiles() {
            let spot = generator.spot(tile.square);
            let worth = value(rules, tile.digit, tile.joker) * spot.number_factor;
            let digit = usize::from(tile.digit);
            for (&direction, cross) in generator.directions.iter().zip(&spot.cross) {
                if cross.touches && Some(direction) != slot.direction {
                    let sum =
                        u32::from(cross.board_points[digit]) + u32::from(cross.equations[digit]) * worth;
                    points += sum * spot.equation_factor;
                }
            }
        }
        points
    }
}
