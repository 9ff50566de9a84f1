//! The Abaku board as SVG: squares with their bonuses, coordinates, the tiles of earlier turns,
//! the tiles laid this turn, and where a dragged tile would land. Integer units throughout.

use super::draft::Draft;
use super::words::Says;
use crate::games::tiles::square_board::{
    self, origin, BoardWiring, DraftTileOnBoard, SquareBoard, SquareContent, CELL,
};
use crate::games::tiles::TileSays;
use crate::i18n::{t, Msg};
use gameshelf_engine::abaku::{Board, BoardKind, Bonus, Square, Tile};
use leptos::prelude::*;

/// The board's width and height in SVG units.
pub fn side(kind: BoardKind) -> i32 {
    square_board::side(kind.size())
}

/// The square under a point in client pixels.
pub fn square_at(svg: &NodeRef<leptos::svg::Svg>, kind: BoardKind, client: (i32, i32)) -> Option<Square> {
    square_board::square_at(svg, kind.size(), client)
}

fn bonus_class(bonus: Bonus) -> &'static str {
    match bonus {
        Bonus::None => "square",
        Bonus::Start => "square start",
        Bonus::Number(2) => "square n2",
        Bonus::Number(_) => "square n3",
        Bonus::Equation(2) => "square e2",
        Bonus::Equation(_) => "square e3",
    }
}

/// The short label printed on a bonus square, as on the printed board, in the language's
/// letters.
fn bonus_label(bonus: Bonus) -> Option<String> {
    match bonus {
        Bonus::None => None,
        Bonus::Start => Some("★".into()),
        Bonus::Number(factor) => Some(t(Says::NumberBonusLabel(factor))),
        Bonus::Equation(factor) => Some(t(Says::EquationBonusLabel(factor))),
    }
}

/// A bonus square's name, as its label says it.
fn bonus_name(bonus: Bonus) -> Option<Says> {
    match bonus {
        Bonus::None => None,
        Bonus::Start => Some(Says::StartSquare),
        Bonus::Number(factor) => Some(Says::NumberBonus(factor)),
        Bonus::Equation(factor) => Some(Says::EquationBonus(factor)),
    }
}

/// A tile as a screen reader says it: its digit, the joker as the digit it stands for, or
/// "joker" while it stands for none yet.
pub fn spoken(digit: Option<u8>, joker: bool) -> String {
    match (digit, joker) {
        (Some(digit), false) => digit.to_string(),
        (Some(digit), true) => t(Says::JokerAs(digit)),
        (None, _) => t(Msg::Joker),
    }
}

/// A square's name for screen readers: coordinate, bonus, and the tile laid this turn or of an
/// earlier turn on it.
fn square_label(kind: BoardKind, board: &Board, draft: &Draft, square: Square) -> String {
    let bonus = kind.bonus(square);
    let laid = draft.tiles.slot_at(square).map(|slot| draft.tiles.slots[slot]);
    let content = match (laid, board.get(square)) {
        (Some(slot), _) => SquareContent::Laid(spoken(slot.digit(), slot.tile == Tile::Joker)),
        (None, Some(placed)) => SquareContent::Tile(spoken(Some(placed.digit), placed.joker)),
        (None, None) => SquareContent::Empty,
    };
    t(TileSays::SquareLabel {
        square: square.to_string(),
        mark: bonus_name(bonus).map(t),
        content,
    })
}

/// A tile drawn at `square`: its digit, and a star in the corner for a joker.
#[component]
pub fn TileGlyph(
    square: Square,
    digit: Option<u8>,
    joker: bool,
    #[prop(into)] class: String,
) -> impl IntoView {
    let (x, y) = origin(square);
    let label = digit.map_or_else(|| "?".to_string(), |digit| digit.to_string());
    view! {
        <g class=class transform=format!("translate({x} {y})") data-square=square.to_string()>
            <rect x="2" y="2" width="36" height="36" rx="5" />
            <text x="20" y="28" class="tile-digit">{label}</text>
            {joker.then(|| view! { <text x="33" y="13" class="tile-joker">"★"</text> })}
        </g>
    }
}

#[component]
pub fn AbakuBoard(
    kind: BoardKind,
    #[prop(into)] board: Signal<Board>,
    /// The draft as drawn: with the dragged tile where it would land.
    #[prop(into)]
    draft: Signal<Draft>,
    /// The draft as laid, which the squares' labels read out.
    #[prop(into)]
    laid: Signal<Draft>,
    wiring: BoardWiring,
) -> impl IntoView {
    let squares = kind
        .squares()
        .map(|square| {
            let (x, y) = origin(square);
            let bonus = kind.bonus(square);
            let label = bonus_label(bonus).map(|label| {
                view! { <text x=x + CELL / 2 y=y + CELL / 2 + 5 class="bonus-label">{label}</text> }
            });
            view! {
                <rect
                    class=bonus_class(bonus)
                    x=x y=y width=CELL height=CELL
                    data-square=square.to_string()
                />
                {label}
            }
        })
        .collect_view();
    let placed = move || {
        board.with(|board| {
            board
                .tiles()
                .map(|(square, placed)| {
                    let class = if placed.joker { "tile placed joker" } else { "tile placed" };
                    view! { <TileGlyph square=square digit=Some(placed.digit) joker=placed.joker class=class /> }
                })
                .collect_view()
        })
    };
    let tentative = move || {
        draft.with(|draft| {
            draft
                .tiles
                .on_board()
                .map(|(index, slot)| {
                    let square = slot.at.expect("on the board");
                    let joker = slot.tile == Tile::Joker;
                    let digit = slot.digit();
                    view! {
                        <DraftTileOnBoard index=index on_press=wiring.on_draft_press>
                            <TileGlyph square=square digit=digit joker=joker class="tile tentative" />
                        </DraftTileOnBoard>
                    }
                })
                .collect_view()
        })
    };
    let label = Callback::new(move |square| {
        board.with(|board| laid.with(|draft| square_label(kind, board, draft, square)))
    });
    view! {
        <SquareBoard name="abaku" aria_label=t(Says::Board) keys=t(Says::BoardKeys) wiring=wiring label=label
            squares=squares.into_any() placed=ViewFn::from(placed) tentative=ViewFn::from(tentative) />
    }
}

/// A small picture of the board for the shelf and the new-game form, and of a saved game with
/// the squares its `tiles` cover.
#[component]
pub fn BoardPreview(
    kind: BoardKind,
    #[prop(optional)] tiles: Vec<Square>,
    /// The tiles' faces too, each on its square, for a picture large enough to read them.
    #[prop(optional)]
    faces: Vec<(Square, String)>,
) -> impl IntoView {
    let marked = kind
        .squares()
        .filter_map(|square| match (tiles.contains(&square), kind.bonus(square)) {
            (true, _) => Some((square, "tile-square digit")),
            (false, Bonus::None) => None,
            (false, bonus) => Some((square, bonus_class(bonus))),
        })
        .map(|(square, class)| {
            let (x, y) = origin(square);
            view! { <rect class=class x=x y=y width=CELL height=CELL /> }
        })
        .collect_view();
    let side = side(kind);
    view! {
        <svg class="board preview square-board abaku-board" viewBox=format!("0 0 {side} {side}") aria-hidden="true">
            {square_board::plain_squares(kind.size())}
            {marked}
            {square_board::tile_faces(faces)}
        </svg>
    }
}
