//! The interactive hexagonal board: its layers (src/games/abalone/drawing.rs), taps and drags
//! (pointer.rs) and keys (focus.rs) forwarded to the selection's logic (selection.rs), whose
//! answers it carries out. Which moves are legal is always the engine's answer.
//!
//! By keyboard the holes are one grid with a roving focus: the arrow keys follow the board as
//! drawn, turned or not, and Enter or Space does what a tap on the focused hole does.

use super::drawing::{Arrows, FocusHoles, Holes, LastRings, MarbleShades, Marbles};
use super::focus::KeyFocus;
use super::geometry::{home_angle, MIDDLE};
use super::input::BoardInput;
use super::pointer::Pointer;
use super::words::Says;
use crate::i18n::{t, Msg};
use gameshelf_engine::abalone::{Cell, Effect, Layout, Move, Played, Position, RuleError};
use gameshelf_engine::common::record::GameKind;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

pub use super::drawing::{LayoutPreview, PositionPreview};
pub use super::focus::focus_step;
pub use super::geometry::{centre, coordinate_labels, frame_points, HEIGHT, WIDTH};

/// The paragraph telling the board's keys, which the grid of holes refers to.
pub const KEYS_HELP_ID: &str = "abalone-keys";

/// The interactive board. Every move the player asks for is checked by the engine here: a legal
/// one goes to `on_move` as the engine's `Move`, a refused one to `on_illegal` with the rule.
#[component]
pub fn Board(
    #[prop(into)] position: Signal<Position>,
    selection: RwSignal<Vec<Cell>>,
    #[prop(into)] interactive: Signal<bool>,
    /// The move to highlight as the last one played.
    #[prop(into)]
    last_move: Signal<Option<Effect>>,
    /// The move just played, to animate; `None` after undo or when stepping through a replay.
    #[prop(into)]
    animate: Signal<Option<Played>>,
    on_move: Callback<Move>,
    /// A move, or a selection, the rules refuse.
    on_illegal: Callback<RuleError>,
    /// Turns the board so that the player to move sits at the bottom.
    #[prop(optional)]
    turn_to_mover: bool,
    /// Otherwise, turns the board so that this seat sits at the bottom: a device's own, at a
    /// distance.
    #[prop(optional_no_strip)]
    home_seat: Option<usize>,
    /// Turns the board half round by hand, on top of any turn to the mover.
    #[prop(optional, into)]
    flipped: Signal<bool>,
) -> impl IntoView {
    let board = BoardInput::new(position, selection, interactive, on_move, on_illegal);
    let rotation = rotation(position, turn_to_mover, home_seat, flipped);
    let pointer = Pointer::new();
    let focus = KeyFocus::new();
    // What the last move moved, worked out once for the holes and the rings.
    let last_movements = Memo::new(move |_| {
        last_move
            .get()
            .map(|effect| effect.movements())
            .unwrap_or_default()
    });
    view! {
        <svg
            node_ref=pointer.svg
            class="board"
            class:interactive=interactive
            viewBox=format!("0 0 {WIDTH} {HEIGHT}")
            role="group"
            aria-label=t(Msg::GameName(GameKind::Abalone))
            data-testid="board"
            on:pointerdown=move |event| pointer.down(event, board)
            on:pointermove=move |event| pointer.moved(event, board)
            on:pointerup=move |event| pointer.up(event, board, focus)
            on:pointercancel=move |_| pointer.cancel()
        >
            <MarbleShades />
            <g
                node_ref=pointer.rotor
                class="rotor"
                data-rotation=move || rotation.get().to_string()
                style=move || format!("--rot:{}deg;transform-origin:{}px {}px", rotation.get(), MIDDLE.0, MIDDLE.1)
            >
                <polygon class="frame" points=frame_points() />
                {coordinate_labels()}
                <Holes last_movements=last_movements board=board />
                <Marbles board=board animate=animate />
                <LastRings last_movements=last_movements />
                <Arrows board=board />
                <g
                    class="focus-holes"
                    role="grid"
                    aria-label=t(Says::Board)
                    aria-describedby=KEYS_HELP_ID
                    on:keydown=move |event| board.key(event, focus, rotation.get_untracked(), pointer.svg)
                >
                    <FocusHoles board=board focus=focus last_movements=last_movements />
                </g>
            </g>
        </svg>
    }
}

/// The board's turn in degrees clockwise: to the player to move if `turn_to_mover`, else to
/// `home_seat` if any, half round more if `flipped`, always the shortest way from the turn
/// before.
fn rotation(
    position: Signal<Position>,
    turn_to_mover: bool,
    home_seat: Option<usize>,
    flipped: Signal<bool>,
) -> Memo<i32> {
    // Each seat's home side, from where its marbles start.
    let layout_angles: Vec<i32> = {
        let seats = position.with_untracked(|p| p.seat_count());
        let home = Position::new(Layout::for_players(seats.into()));
        home.seats().map(|seat| home_angle(&home, seat)).collect()
    };
    let turned = StoredValue::new(0_i32);
    Memo::new(move |_| {
        let to_mover = if turn_to_mover {
            layout_angles[position.with(|p| p.to_move().index())]
        } else {
            home_seat.map_or(0, |seat| layout_angles[seat])
        };
        let target = to_mover + if flipped.get() { 180 } else { 0 };
        let current = turned.get_value();
        let step = (target - current).rem_euclid(360);
        let next = current + if step > 180 { step - 360 } else { step };
        turned.set_value(next);
        next
    })
}

/// Puts the keyboard focus back on the board, on the hole that had it last.
pub fn focus_board() {
    let hole = document()
        .query_selector("[data-testid=board] .focus-hole[tabindex=\"0\"]")
        .ok()
        .flatten();
    if let Some(hole) = hole {
        let _ = hole.unchecked_into::<web_sys::SvgElement>().focus();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::abalone::screen::tests::screen_of;
    use crate::games::abalone::screen::AbaloneScreen;
    use crate::games::abalone::shelf_words::ShelfSays;
    use crate::ui::testing::on_screen;
    use gameshelf_engine::abalone::Layout;

    /// The board's input wired to `screen` as the game screen wires it.
    fn board_of(screen: AbaloneScreen) -> BoardInput {
        BoardInput::new(
            screen.position.into(),
            screen.selection,
            Signal::derive(move || screen.interactive()),
            Callback::new(move |mv| screen.play(mv)),
            Callback::new(move |error| screen.say(Msg::from(ShelfSays::Illegal(error)))),
        )
    }

    fn cell(name: &str) -> Cell {
        name.parse().expect("a cell")
    }

    #[test]
    fn taps_choose_a_line_and_a_push_the_rules_refuse_is_said_until_the_selection_changes() {
        on_screen(|| {
            // The Belgian daisy: Black's B3 faces White's B4 B5 B6 along row B.
            let screen = screen_of(Layout::BelgianDaisy, [None, None]);
            let board = board_of(screen);
            board.act(cell("B3"));
            assert_eq!(screen.selection.get(), vec![cell("B3")]);
            board.act(cell("B4"));
            assert_eq!(
                screen.shown_message(),
                Some(Msg::from(ShelfSays::Illegal(RuleError::SingleMarbleCannotPush)))
            );
            assert_eq!(screen.total.get(), 0);
            board.act(cell("B2"));
            assert_eq!(
                screen.selection.get(),
                vec![cell("B3"), cell("B2")],
                "B2 extends the line"
            );
            assert_eq!(screen.shown_message(), None);
            board.act(cell("B4"));
            assert_eq!(
                screen.shown_message(),
                Some(Msg::from(ShelfSays::Illegal(RuleError::NoSumito {
                    pushers: 2,
                    defenders: 3
                })))
            );
        });
    }

    #[test]
    fn a_direction_with_a_legal_move_plays_it_and_puts_the_selection_down() {
        on_screen(|| {
            let screen = screen_of(Layout::Standard, [None, None]);
            let board = board_of(screen);
            for name in ["C3", "C4", "C5"] {
                board.act(cell(name));
            }
            let (dir, mv) = board.chosen(|chosen| chosen.legal_moves()[0]);
            board.move_towards(dir);
            assert_eq!(screen.total.get(), 1);
            assert_eq!(screen.game.with(|game| game.played()[0].mv), mv);
            assert!(screen.selection.get().is_empty());
            assert!(board.chosen(|chosen| chosen.legal_moves().is_empty()));
        });
    }

    #[test]
    fn while_a_past_move_is_shown_the_board_takes_no_taps() {
        on_screen(|| {
            let screen = screen_of(Layout::Standard, [None, None]);
            screen.play("C3D4".parse().unwrap());
            screen.step_to(0);
            let board = board_of(screen);
            board.act(cell("C4"));
            assert!(screen.selection.get().is_empty());
        });
    }
}
