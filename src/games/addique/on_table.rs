//! What Addique's table shows of the game and the turn (the table as it stands or at a past turn,
//! the spots where the chosen piece fits and the one outlined, the pieces played since the player
//! to move last played), the zoom that refits as play spreads, and the keyboard's way around it:
//! the places the focus may go, the arrows, Enter on a spot, and keys 1, 2, 3 and Escape for the
//! hand.

use super::play::{points, shown_turns, AddiquePlay};
use super::table::{extent, focus_place, holds_focus, nearest, spot_at, step, Spot, CELL};
use super::turn::PieceTurn;
use super::words::{number_text, Says};
use crate::games::tiles::{keyboard_in_use, BoardZoom, TileDrag};
use crate::i18n::t;
use gameshelf_engine::addique::{Move, Number, Piece, Table};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Where the pieces went since the player to move last played, oldest first (with eight
/// players, up to seven), on the table shown at `viewing`. Once the game is over, or on a past
/// table, the last.
pub fn recent_spots<G: AddiquePlay>(game: &G, viewing: Option<usize>) -> Vec<Spot> {
    let played = game.played();
    let turns = &played[..shown_turns(game, played.len(), viewing)];
    let seat = game.to_move();
    let start = match game.is_over() || viewing.is_some() {
        true => turns.len().saturating_sub(1),
        false => turns
            .iter()
            .rposition(|turn| turn.seat == seat)
            .map_or(0, |index| index + 1),
    };
    turns[start..].iter().map(|turn| turn.mv.at).collect()
}

/// The numbers that scored on the last turn of the table shown at `viewing`.
pub fn last_scored<G: AddiquePlay>(game: &G, viewing: Option<usize>) -> Vec<Number> {
    let played = game.played();
    let last = shown_turns(game, played.len(), viewing)
        .checked_sub(1)
        .map(|index| &played[index]);
    last.map(|turn| {
        let numbers = turn.scored.numbers.iter();
        numbers.filter(|number| number.divisible).cloned().collect()
    })
    .unwrap_or_default()
}

/// What a screen reader says for the place `at`: the `chosen` piece tried there and what it
/// scores, or the piece played there (the `last` one, maybe).
fn place_said<G: AddiquePlay>(game: &G, chosen: Option<Piece>, at: Spot, last: Option<Spot>) -> Option<Says> {
    let Some(piece) = chosen else {
        let pieces = game.table().pieces();
        let (piece, _) = pieces.iter().find(|&&(_, centre)| centre == at)?;
        let last = last == Some(at);
        return Some(Says::PlacedCell {
            at,
            piece: *piece,
            last,
        });
    };
    let scored = game.check(Move { piece, at }).ok()?;
    Some(Says::SpotCell {
        at,
        piece,
        points: points(scored.total),
        numbers: scored.numbers.iter().map(number_text).collect(),
    })
}

/// The table's part of the screen (see the module's comment). Copied into every handler.
pub struct OnTable<G: AddiquePlay> {
    turn: PieceTurn<G>,
    /// The table as it stands, or after the turn tapped on the score sheet.
    pub table: Signal<Table>,
    /// Where the chosen (or dragged) piece fits, each marked by a dot.
    pub shown_spots: Signal<Vec<Spot>>,
    /// The spot under the pointer, hovering or pressed on the table.
    pointed: RwSignal<Option<Spot>>,
    /// The spot holding the keyboard's focus.
    focused: RwSignal<Option<Spot>>,
    /// The one spot outlined in full: the one a dragged piece is over, else the one under the
    /// pointer, else the keyboard's; a dozen outlines at once would tangle.
    pub outlined: Memo<Option<Spot>>,
    /// See [`recent_spots`].
    pub recent: Memo<Vec<Spot>>,
    /// A piece is chosen and fits somewhere: the keyboard's places are its spots.
    choosing: Memo<bool>,
    /// Where the keyboard's focus may go, in reading order: the chosen piece's spots, else the
    /// pieces played, which can be read one by one.
    pub places: Memo<Vec<Spot>>,
    /// The place that takes the focus: where it was, or as near as the places now allow.
    pub tab_stop: Memo<Option<Spot>>,
    pub zoom: BoardZoom,
    /// The part of the table that play covers, which the zoom fits.
    bounds: Memo<(i32, i32, i32, i32)>,
    svg: NodeRef<leptos::svg::Svg>,
    /// The Play button, where Enter on a spot takes the focus: the keyboard's confirmation, as a
    /// tapped spot waits for a tap on Play.
    pub play_button: NodeRef<leptos::html::Button>,
}

impl<G: AddiquePlay> Clone for OnTable<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: AddiquePlay> Copy for OnTable<G> {}

impl<G: AddiquePlay> OnTable<G> {
    /// The table drawn in `svg` for `turn`, whose pieces `drag` lifts.
    pub fn new(turn: PieceTurn<G>, drag: TileDrag<Spot>, svg: NodeRef<leptos::svg::Svg>) -> OnTable<G> {
        let (game, viewing) = (turn.screen.game, turn.screen.viewing);
        let table = Signal::derive(move || {
            let viewing = viewing.get();
            game.with(|game| game.board_shown(viewing))
        });
        let shown_spots = Signal::derive(move || turn.shown_spots(drag.dragged().is_some()));
        let recent = Memo::new(move |_| {
            let viewing = viewing.get();
            game.with(|game| recent_spots(game, viewing))
        });
        let (pointed, focused) = (RwSignal::new(None), RwSignal::new(None));
        let outlined = Memo::new(move |_| {
            let at = drag.hover().or_else(|| pointed.get()).or_else(|| focused.get())?;
            shown_spots.with(|spots| spots.contains(&at)).then_some(at)
        });
        let choosing = Memo::new(move |_| turn.selected.get().is_some() && !shown_spots.with(Vec::is_empty));
        let places = Memo::new(move |_| {
            let mut places = match choosing.get() {
                true => shown_spots.get(),
                false => table.with(|table| table.pieces().iter().map(|&(_, at)| at).collect()),
            };
            places.sort_by_key(|&(x, y)| (y, x));
            places
        });
        let tab_stop = Memo::new(move |_| {
            let last = recent.with(|recent| recent.last().copied());
            let at = turn.cursor.get().or(last).unwrap_or((0, 0));
            places.with(|places| match places.contains(&at) {
                true => Some(at),
                false => nearest(places, at),
            })
        });
        let bounds = Memo::new(move |_| {
            let spots = turn.spots;
            spots.with(|spots| game.with(|game| extent(game.table(), spots)))
        });
        let (x, y, width, height) = bounds.get_untracked();
        let zoom = BoardZoom::new(width, height);
        zoom.refit(x, y, width, height);
        let on_table = OnTable {
            turn,
            table,
            shown_spots,
            pointed,
            focused,
            outlined,
            recent,
            choosing,
            places,
            tab_stop,
            zoom,
            bounds,
            svg,
            play_button: NodeRef::new(),
        };
        on_table.refit_as_play_spreads();
        on_table
    }

    /// The table refits whenever a turn takes play beyond what it shows; a zoom of the player's
    /// own stays put otherwise (a hint, say, leaves it alone).
    fn refit_as_play_spreads(self) {
        let (bounds, zoom, game) = (self.bounds, self.zoom, self.turn.screen.game);
        Effect::new(move |_| {
            let (x, y, width, height) = bounds.get();
            zoom.refit(x, y, width, height);
            // A phone shows the table about the last piece laid, a square (and the spot there
            // to tap) a fingertip wide; the zoom buttons show the rest. The table's last piece,
            // not the last turn's: a copy begins with pieces on the table and no turns.
            if let Some(across) = crate::ui::fingertip_across(CELL) {
                let at =
                    game.with_untracked(|game| game.table().pieces().last().map_or((0, 0), |&(_, at)| at));
                zoom.show_around((at.0 * CELL + CELL / 2, at.1 * CELL + CELL / 2), across);
            }
        });
    }

    /// What a screen reader says for the place `at` (tracked).
    pub fn label(self, at: Spot) -> String {
        let chosen = self.turn.selected.get().and_then(|slot| self.turn.piece_in(slot));
        let chosen = chosen.filter(|_| self.choosing.get());
        let last = self.recent.with(|recent| recent.last().copied());
        let said = self
            .turn
            .screen
            .game
            .with(|game| place_said(game, chosen, at, last));
        said.map(t).unwrap_or_default()
    }

    /// A place got the keyboard's focus: a spot tries the chosen piece there.
    pub fn focus_on(self, at: Spot) {
        self.focused.set(Some(at));
        self.turn.focus_on(at, self.choosing.get_untracked());
    }

    /// The keyboard's focus left the place it was on.
    pub fn focus_left(self) {
        self.focused.set(None);
    }

    /// The pointer moved to `client` on the table, or (`None`) left it: the spot under it, if
    /// any, is the one outlined.
    pub fn point_at(self, client: Option<(i32, i32)>) {
        let at = client.and_then(|client| {
            self.shown_spots
                .with_untracked(|spots| spot_at(&self.svg, spots, client))
        });
        if self.pointed.get_untracked() != at {
            self.pointed.set(at);
        }
    }

    /// Gives the focus to the place `at`, refitting the table if it lies out of sight.
    fn focus(self, at: Spot) {
        if focus_place(&self.svg, at) {
            let (x, y, width, height) = self.bounds.get_untracked();
            self.zoom.refit(x, y, width, height);
        }
    }

    /// Once the places have changed under a focused cell: to the new tab stop, when drawn.
    fn refocus(self) {
        request_animation_frame(move || {
            if let Some(at) = self.tab_stop.get_untracked() {
                self.focus(at);
            }
        })
    }

    /// Plays the piece tried; confirmed from the keyboard, the focus goes back to the table, on
    /// the piece just placed.
    pub fn play(self) {
        let by_keyboard = keyboard_in_use();
        self.turn.play();
        if by_keyboard {
            self.refocus();
        }
    }

    /// A key on a place: the arrows, Home and End move the focus; Enter or Space on a spot tries
    /// the chosen piece there and goes on to Play.
    pub fn key(self, event: web_sys::KeyboardEvent) {
        let key = event.key();
        let Some(from) = self.tab_stop.get_untracked() else {
            return;
        };
        if key == "Enter" || key == " " {
            event.prevent_default();
            if self.choosing.get_untracked() {
                self.turn.spot.set(Some(from));
                self.turn.cursor.set(Some(from));
                let play_button = self.play_button;
                request_animation_frame(move || {
                    if let Some(button) = play_button.get_untracked() {
                        let _ = button.focus();
                    }
                });
            }
            return;
        }
        let ctrl = event.ctrl_key() || event.meta_key();
        if let Some(to) = self
            .places
            .with_untracked(|places| step(places, from, &key, ctrl))
        {
            event.prevent_default();
            self.focus(to);
        } else if key.starts_with("Arrow") || key == "Home" || key == "End" {
            // At the edge: the page does not scroll instead.
            event.prevent_default();
        }
    }

    /// Keys 1, 2, 3 choose a piece of the hand and Escape puts it back, wherever the focus is on
    /// the screen but in a field or a dialog, while the calling component lives.
    pub fn listen_for_the_hand(self) {
        let keys = window_event_listener(leptos::ev::keydown, move |event| {
            if event.default_prevented() || not_for_the_hand(&event) || !self.turn.hand_key(&event.key()) {
                return;
            }
            event.prevent_default();
            if holds_focus(&self.svg) {
                self.refocus();
            }
        });
        on_cleanup(move || keys.remove());
    }
}

/// A key pressed with a modifier, or typed into a field or a dialog: not one to choose a piece.
fn not_for_the_hand(event: &web_sys::KeyboardEvent) -> bool {
    let elsewhere = event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .and_then(|element| {
            element
                .closest("input, select, textarea, dialog, [role=dialog]")
                .ok()
        })
        .flatten()
        .is_some();
    elsewhere || event.ctrl_key() || event.meta_key() || event.alt_key()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tiles::TileGame;
    use gameshelf_engine::addique::{Game, Setup};

    /// A game of `players` where each plays the first spot that takes their first piece, `turns`
    /// times.
    fn played(players: usize, turns: usize) -> Game {
        let names = (0..players).map(|seat| format!("P{seat}")).collect();
        let mut game = Game::new(Setup::new(names, 3));
        for _ in 0..turns {
            let piece = game.position().hand(game.position().to_move())[0];
            let spots = game.position().table().legal_spots();
            let at = *spots
                .iter()
                .find(|&&at| game.check(Move { piece, at }).is_ok())
                .expect("a spot takes the piece");
            game.play(Move { piece, at }).expect("legal");
        }
        game
    }

    #[test]
    fn the_recent_pieces_are_those_since_the_player_to_move_last_played_or_the_last_on_a_past_table() {
        let game = played(3, 4);
        let spots: Vec<Spot> = game.turns().iter().map(|turn| turn.mv.at).collect();
        assert_eq!(recent_spots(&game, None), spots[2..], "the two others' pieces");
        assert_eq!(recent_spots(&game, Some(2)), [spots[0]], "the first turn's row");
        assert_eq!(recent_spots(&game, Some(1)), [], "the opening piece alone");
        assert_eq!(recent_spots(&played(3, 0), None), []);
    }

    /// A copy of `game` as it stands, every hand face down, each of its players then playing
    /// the first spot for their first piece `turns` times.
    fn copied(game: &Game, turns: usize) -> Game {
        use gameshelf_engine::tiles::OpenRack;
        let position = game.position();
        let seats = game.setup().players.len();
        let from = gameshelf_engine::addique::PublicPosition {
            board: position.table().clone(),
            scores: position.scores().to_vec(),
            to_move: position.to_move(),
            racks: (0..seats)
                .map(|seat| OpenRack {
                    face_up: Vec::new(),
                    face_down: position.hand(seat).len(),
                })
                .collect(),
            set_aside: 0,
            turns: game.turns().len(),
            end: None,
        };
        let mut setup = Setup::new(game.setup().players.clone(), 9);
        setup.from = Some(Box::new(from));
        let mut copy = Game::new(setup);
        for _ in 0..turns {
            let piece = copy.position().hand(copy.position().to_move())[0];
            let spots = copy.position().table().legal_spots();
            let at = *spots
                .iter()
                .find(|&&at| copy.check(Move { piece, at }).is_ok())
                .unwrap();
            copy.play(Move { piece, at }).unwrap();
        }
        copy
    }

    #[test]
    fn a_copy_s_score_sheet_has_no_opening_row_so_its_rows_are_its_turns() {
        let copy = copied(&played(3, 4), 2);
        let spots: Vec<Spot> = copy.turns().iter().map(|turn| turn.mv.at).collect();
        assert_eq!(recent_spots(&copy, Some(1)), [spots[0]], "the copy's first turn");
        assert_eq!(recent_spots(&copy, Some(2)), [spots[1]]);
        assert_eq!(recent_spots(&copy, Some(0)), [], "the table as copied");
        assert_eq!(
            copy.board_shown(Some(0)).pieces().len(),
            5,
            "the opening piece and four turns'"
        );
        assert_eq!(copy.board_shown(Some(2)), *copy.position().table());
        let start = copy.begun_at().expect("a copy begins somewhere");
        assert_eq!(start.turns, 4);
        let scores: Vec<i64> = played(3, 4).position().scores().to_vec();
        assert_eq!(
            start.scores.iter().map(|(_, score)| *score).collect::<Vec<_>>(),
            scores
        );
    }

    #[test]
    fn between_moves_the_numbers_shown_are_those_the_last_turn_shown_scored() {
        let game = played(2, 3);
        // The score sheet's rows: the opening piece's, then each turn's.
        for (index, turn) in game.turns().iter().enumerate() {
            let scored: Vec<Number> = turn
                .scored
                .numbers
                .iter()
                .filter(|n| n.divisible)
                .cloned()
                .collect();
            assert_eq!(last_scored(&game, Some(index + 2)), scored);
        }
        assert_eq!(last_scored(&game, None), last_scored(&game, Some(4)));
        assert_eq!(last_scored(&game, Some(1)), [], "the opening piece's row");
    }

    #[test]
    fn a_place_reads_as_the_piece_tried_there_or_the_piece_played_there() {
        let game = played(2, 1);
        let last = game.turns()[0].mv;
        assert_eq!(
            place_said(&game, None, last.at, Some(last.at)),
            Some(Says::PlacedCell {
                at: last.at,
                piece: last.piece,
                last: true
            })
        );
        assert_eq!(place_said(&game, None, (40, 40), None), None, "nothing there");
        let piece = game.position().hand(game.position().to_move())[0];
        let spots = game.position().table().legal_spots();
        for at in spots {
            let said = place_said(&game, Some(piece), at, None);
            match game.check(Move { piece, at }) {
                Ok(scored) => assert!(
                    matches!(said, Some(Says::SpotCell { points: p, .. }) if p == points(scored.total))
                ),
                Err(_) => assert_eq!(said, None),
            }
        }
    }
}
