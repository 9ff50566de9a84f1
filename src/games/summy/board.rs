//! The Summy board as SVG: 25x25 squares with the centre marked, the tiles of earlier turns
//! (operators and `=` coloured apart from digits), the grey caps, the tiles laid this turn and
//! where a dragged tile would land.

use super::words::Says;
use crate::games::tiles::square_board::{
    self, origin, BoardWiring, DraftTileOnBoard, SquareBoard, SquareContent, TileFace, CELL,
};
use crate::games::tiles::Draft;
use crate::games::tiles::TileSays;
use crate::i18n::t;
use gameshelf_engine::summy::{check, Board, Cell, Move, Tile, SIZE};
use gameshelf_engine::tiles::Square;
use leptos::prelude::*;

/// The class that colours a tile by kind: digit, operator or equals sign.
pub fn tile_class(tile: Tile) -> &'static str {
    match tile {
        Tile::Digit(_) => "digit",
        Tile::Equals => "equals",
        _ => "operator",
    }
}

/// How a tile is printed: its face, operators as the usual signs.
pub fn tile_label(tile: Tile) -> String {
    tile.face().to_string()
}

/// A square's name for screen readers: coordinate, the centre's mark, and the tile laid this
/// turn, the tile of an earlier turn or the cap on it.
fn square_label(board: &Board, draft: &Draft<Tile>, square: Square) -> String {
    let laid = draft.slot_at(square).map(|slot| draft.slots[slot].tile);
    let content = match (laid, board.get(square)) {
        (Some(tile), _) => SquareContent::Laid(t(Says::Symbol(tile))),
        (None, Some(Cell::Tile(tile))) => SquareContent::Tile(t(Says::Symbol(tile))),
        (None, Some(Cell::Cap)) => SquareContent::Cap,
        (None, None) => SquareContent::Empty,
    };
    t(TileSays::SquareLabel {
        square: square.to_string(),
        mark: (square == board.centre()).then(|| t(Says::CentreSquare)),
        content,
    })
}

#[component]
pub fn SummyBoard(
    #[prop(into)] board: Signal<Board>,
    /// The draft as drawn: with the dragged tile where it would land.
    #[prop(into)]
    draft: Signal<Draft<Tile>>,
    /// The draft as laid, which the squares' labels read out.
    #[prop(into)]
    laid: Signal<Draft<Tile>>,
    wiring: BoardWiring,
) -> impl IntoView {
    let centre = board.with_untracked(|board| board.centre());
    let squares =
        board.with_untracked(|board| {
            board
            .squares()
            .map(|square| {
                let (x, y) = origin(square);
                let class = if square == centre { "square start" } else { "square" };
                view! { <rect class=class x=x y=y width=CELL height=CELL data-square=square.to_string() /> }
            })
            .collect_view()
        });
    let placed = move || {
        board.with(|board| {
            let tiles = board.tiles().map(|(square, tile)| {
                let class = format!("tile placed {}", tile_class(tile));
                view! { <TileFace square=square label=tile_label(tile) class=class /> }
            });
            (tiles.collect_view(), board.caps().map(cap).collect_view())
        })
    };
    let tentative = move || {
        draft.with(|draft| {
            draft
                .on_board()
                .map(|(slot, tile)| {
                    let square = tile.at.expect("on the board");
                    let tile = tile.tile;
                    let class = format!("tile tentative {}", tile_class(tile));
                    view! {
                        <DraftTileOnBoard index=slot on_press=wiring.on_draft_press>
                            <TileFace square=square label=tile_label(tile) class=class />
                        </DraftTileOnBoard>
                    }
                })
                .collect_view()
        })
    };
    let label = Callback::new(move |square| {
        board.with(|board| laid.with(|draft| square_label(board, draft, square)))
    });
    view! {
        <SquareBoard name="summy" aria_label=t(Says::Board) keys=t(Says::BoardKeys) wiring=wiring label=label
            squares=squares.into_any() placed=ViewFn::from(placed) tentative=ViewFn::from(tentative) />
    }
}

/// The shelf's sums, each a move played on the last: 2 × 3 = 6 through the centre, then
/// 8 ÷ 4 = 2 and 3 + 3 = 6 down through its ends, each closed by its grey caps.
pub const SHELF_SUMS: [&str; 3] = [
    "J13=2 K13=x L13=3 N13=6",
    "J9=8 J10=: J11=4 J12==",
    "N9=3 N10=+ N11=3 N12==",
];

/// The part of the board the shelf's picture shows: its first and last column and row (from 0),
/// every sum and cap of [`SHELF_SUMS`] inside.
pub const SHELF_WINDOW: (Square, Square) = (Square { row: 7, col: 8 }, Square { row: 13, col: 14 });

/// The board after `sums`, each judged by the rules and capped as a game caps it; a sum the rules
/// refuse is left out (a test plays every picture's sums).
pub fn played(sums: &[&str]) -> Board {
    let mut board = Board::new(SIZE);
    for sum in sums {
        let Ok(Move::Place(placement)) = sum.parse::<Move>() else {
            continue;
        };
        if let Ok(scored) = check(&board, &placement) {
            placement.lay_on(&mut board);
            for cap in scored.caps {
                board.set(cap, Cell::Cap);
            }
        }
    }
    board
}

/// The shelf's picture: a corner of a game under way, crossing sums with their caps, drawn as
/// the board draws them.
#[component]
pub fn BoardPreview() -> impl IntoView {
    view! { <BoardWindow board=played(&SHELF_SUMS) window=SHELF_WINDOW /> }
}

/// The squares of `board` from the first of `window` to its last, its tiles, caps and the tiles
/// `fresh` (those laid last, drawn as tiles laid this turn), as the board draws them.
#[component]
pub fn BoardWindow(
    board: Board,
    window: (Square, Square),
    #[prop(optional)] fresh: Vec<Square>,
) -> impl IntoView {
    let (first, last) = window;
    let (x, y) = origin(first);
    let across = (i32::from(last.col - first.col) + 1) * CELL;
    let down = (i32::from(last.row - first.row) + 1) * CELL;
    let tiles = board
        .tiles()
        .map(|(square, tile)| {
            let laid = if fresh.contains(&square) {
                "tentative"
            } else {
                "placed"
            };
            let class = format!("tile {laid} {}", tile_class(tile));
            view! { <TileFace square=square label=tile_label(tile) class=class /> }
        })
        .collect_view();
    view! {
        <svg class="board preview square-board summy-board" viewBox=format!("{x} {y} {across} {down}") aria-hidden="true">
            {square_board::plain_squares(board.size())}
            {tiles}
            {board.caps().map(cap).collect_view()}
        </svg>
    }
}

/// A grey cap on `square`, as the board draws one.
fn cap(square: Square) -> impl IntoView {
    let (x, y) = origin(square);
    view! { <rect class="cap" x=x + 3 y=y + 3 width=CELL - 6 height=CELL - 6 rx="4" data-square=square.to_string() /> }
}

/// A board drawn small, its tiles as coloured squares: the shelf's picture, or a saved game's.
#[component]
pub fn BoardThumbnail(
    board: Board,
    /// The tiles' faces too, for a picture large enough to read them.
    #[prop(optional)]
    faces: bool,
) -> impl IntoView {
    let side = square_board::side(board.size());
    let placed: Vec<(Square, Tile)> = board
        .squares()
        .filter_map(|square| match board.get(square) {
            Some(Cell::Tile(tile)) => Some((square, tile)),
            _ => None,
        })
        .collect();
    let labels = faces.then(|| {
        square_board::tile_faces(
            placed
                .iter()
                .map(|&(square, tile)| (square, tile_label(tile)))
                .collect(),
        )
    });
    let tiles = placed
        .into_iter()
        .map(|(square, tile)| {
            let (x, y) = origin(square);
            let class = format!("tile-square {}", tile_class(tile));
            view! { <rect class=class x=x y=y width=CELL height=CELL /> }
        })
        .collect_view();
    view! {
        <svg class="board preview square-board summy-board" viewBox=format!("0 0 {side} {side}") aria-hidden="true">
            {square_board::plain_squares(board.size())}
            {tiles}
            {labels}
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shelf_s_sums_are_legal_moves_capped_at_both_ends_inside_its_window() {
        let board = played(&SHELF_SUMS);
        // The = on the centre and the three sums' tiles: every sum was played.
        assert_eq!(board.tile_count(), 1 + 4 + 4 + 4);
        let caps: Vec<Square> = board.caps().collect();
        assert_eq!(caps.len(), 6, "two caps a sum");
        let (first, last) = SHELF_WINDOW;
        let inside = |square: Square| {
            (first.row..=last.row).contains(&square.row) && (first.col..=last.col).contains(&square.col)
        };
        assert!(board.tiles().all(|(square, _)| inside(square)));
        assert!(caps.into_iter().all(inside));
    }
}
