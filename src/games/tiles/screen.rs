//! A tile game's screen as one controller: the game, whether the rack is on show or hidden for
//! the hand-over, the message to the player, the past turn viewed, and what every tile game does
//! with them (plays a move, a person's or a robot's, takes turns back, hands the device over).
//! The pages render it and add what their game does of its own.

use super::draft::{keep_draft_across_reloads, KeptWords};
use super::game::{robot_turns, TileGame};
use super::unseen::held_unseen;
use crate::games::tiles::TileSays;
use crate::i18n::{t, Msg};
use crate::robots::{step_to_person, RobotTurns};
use crate::state::AppState;
use crate::ui::announce::announce;
use gameshelf_engine::robot::Robots;
use leptos::prelude::*;
use std::cell::RefCell;
use std::fmt;
use std::str::FromStr;

thread_local! {
    /// The game (its record, to the move) whose player to move has shown their rack. A screen
    /// drawn again in this page, as a change of language draws it, keeps the rack shown; a reload
    /// forgets it and hands the device over again, as a new visit does, and so does leaving the
    /// game's screen: the device may change hands on the shelf.
    static SHOWN_AT: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Forgets the rack shown once the screen is gone for another route; a screen drawn again on the
/// same route (a change of language) keeps it.
fn forget_shown_rack_on_leaving() {
    let route = use_context::<AppState>().map(|state| state.route);
    let here = route.map(|route| route.get_untracked());
    on_cleanup(move || {
        let still_here = route.and_then(|route| route.try_get_untracked()) == here && here.is_some();
        if !still_here {
            SHOWN_AT.with(|at| at.borrow_mut().take());
        }
    });
}

/// What the screen shows the one holding the device, beside the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Shown {
    /// The rack of the player to move, and the turn's buttons.
    Rack,
    /// The hand-over screen: the next player takes the device.
    HandOver,
    /// Neither: a robot is to move, the game is over, or a past board is shown.
    Neither,
}

impl Shown {
    /// While the game is `live` (going on, its board as it stands), the rack once its player has
    /// `revealed` it, else the hand-over; neither while a robot or another device is to move.
    pub fn of(live: bool, revealed: bool, moves_elsewhere: bool) -> Shown {
        match (live && !moves_elsewhere, revealed) {
            (false, _) => Shown::Neither,
            (true, true) => Shown::Rack,
            (true, false) => Shown::HandOver,
        }
    }
}

/// Who sits at the table: the robots' seats among `count`, and in a game at a distance the seats
/// people play on this device (`here`, its player's first), every other seat playing on its own
/// device.
#[derive(Clone, Debug)]
struct Seats {
    robots: Robots,
    count: usize,
    here: Option<Vec<usize>>,
}

impl Seats {
    /// A robot or another device plays `seat`: nobody moves for it here.
    fn plays_elsewhere(&self, seat: usize) -> bool {
        let elsewhere = |here: &Vec<usize>| !here.contains(&seat);
        self.robots.at(seat).is_some() || self.here.as_ref().is_some_and(elsewhere)
    }

    /// Nobody else plays at the device: the racks are never hidden.
    fn alone(&self) -> bool {
        match &self.here {
            Some(here) => here.len() == 1,
            None => self.robots.humans(self.count) <= 1,
        }
    }

    /// At a distance, the one person who plays on this device.
    fn lone_here(&self) -> Option<usize> {
        match self.here.as_deref()? {
            [person] => Some(*person),
            _ => None,
        }
    }
}

/// The controller of a tile game's screen (see the module's comment). Copied into every handler.
pub struct TileScreen<G: TileGame> {
    /// The engine's game: the only game state.
    pub game: RwSignal<G>,
    /// The player to move has shown their rack.
    pub revealed: RwSignal<bool>,
    /// Why the last thing tried did not work, or the hint's answer.
    pub message: RwSignal<Option<Msg>>,
    /// A turn tapped on the score sheet: its board is shown, and nothing can be laid meanwhile.
    pub viewing: RwSignal<Option<usize>>,
    pub to_move: Memo<usize>,
    pub over: Memo<bool>,
    seats: StoredValue<Seats>,
    /// Puts the turn in progress back as it starts: every tile in the rack.
    reset: Callback<()>,
    /// Reads out the turn just played.
    announce: fn(&G),
}

impl<G: TileGame> Clone for TileScreen<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: TileGame> Copy for TileScreen<G> {}

impl<G: TileGame> TileScreen<G> {
    /// The screen of `game`, with `robots` at its seats; played at a distance if `here` holds
    /// the seats people play on this device: only their racks are ever shown (each to its
    /// player, through the hand-over, if they are several), and only their turns are played
    /// here. `reset` puts the page's turn in progress back as it starts, and `announce` reads out
    /// a turn played.
    pub fn seated(
        game: G,
        robots: &Robots,
        here: Option<Vec<usize>>,
        reset: impl Fn(&G) + Send + Sync + 'static,
        announce: fn(&G),
    ) -> TileScreen<G> {
        let seats = Seats {
            robots: robots.clone(),
            count: game.players().len(),
            here,
        };
        let alone = seats.alone();
        // The record is written out only when some rack is on show: most screens open without one.
        let shown_before = SHOWN_AT.with(|at| {
            at.borrow()
                .as_deref()
                .is_some_and(|shown| Some(shown) == game.record_json().as_deref())
        });
        let game = RwSignal::new(game);
        let screen = TileScreen {
            game,
            revealed: RwSignal::new(alone || shown_before),
            message: RwSignal::new(None),
            viewing: RwSignal::new(None),
            to_move: Memo::new(move |_| game.with(G::to_move)),
            over: Memo::new(move |_| game.with(G::is_over)),
            seats: StoredValue::new(seats),
            reset: Callback::new(move |()| game.with_untracked(&reset)),
            announce,
        };
        Effect::new(move |_| {
            let shown = (screen.revealed.get() && !alone)
                .then(|| game.with(G::record_json))
                .flatten();
            SHOWN_AT.with(|at| *at.borrow_mut() = shown);
        });
        forget_shown_rack_on_leaving();
        // The tiles laid this turn go back to the rack while a past board is shown.
        Effect::new(move |_| {
            if screen.viewing.get().is_some() {
                screen.reset();
            }
        });
        screen
    }

    /// The board shown (tracked): as it stands, or after the turn tapped on the score sheet.
    pub fn board(self) -> Memo<G::Board>
    where
        G::Board: PartialEq,
    {
        Memo::new(move |_| {
            let viewing = self.viewing.get();
            self.game.with(|game| game.board_shown(viewing))
        })
    }

    /// The squares the last turn laid tiles on, outlined while no move is laid out: none on a
    /// past board (tracked).
    pub fn last_turn_squares(self) -> Vec<G::Square> {
        match self.viewing.with(Option::is_some) {
            true => Vec::new(),
            false => self.game.with(G::last_turn_squares),
        }
    }

    /// The unseen tiles for whoever holds the device (see [`held_unseen`]): `tally` counts a
    /// seat's unseen kinds in the engine, `face` writes a kind.
    pub fn unseen<K: 'static>(
        self,
        robots: RobotTurns,
        tally: impl Fn(&G, usize) -> Vec<(K, usize)> + Send + Sync + 'static,
        face: fn(K) -> String,
    ) -> Signal<Option<Vec<(String, usize)>>> {
        let tally = move |seat| self.game.with(|game| tally(game, seat));
        held_unseen(
            robots,
            self.seats.with_value(|seats| seats.here.clone()),
            self.to_move,
            self.revealed,
            move || self.live(),
            tally,
            face,
        )
    }

    /// Keeps the move in progress in the saved game `id` across a reload (see
    /// [`keep_draft_across_reloads`]): `kept` gives it, `relay` lays it again.
    pub fn keep_across_reloads<K>(
        self,
        id: String,
        kept: impl Fn() -> Vec<K> + 'static,
        relay: impl Fn(Vec<K>) + 'static,
    ) where
        K: KeptWords + 'static,
    {
        let turn = move || self.game.with(|game| game.turn_seats().len());
        keep_draft_across_reloads(id, turn, move || self.holding(), kept, relay);
    }

    /// The game goes on and shows its board as it stands (tracked).
    pub fn live(self) -> bool {
        !self.over.get() && self.viewing.with(Option::is_none)
    }

    /// A robot or another device is to move (tracked).
    pub fn moves_elsewhere(self) -> bool {
        let seat = self.to_move.get();
        self.seats.with_value(|seats| seats.plays_elsewhere(seat))
    }

    /// What the screen shows beside the board (tracked).
    pub fn showing(self) -> Shown {
        Shown::of(self.live(), self.revealed.get(), self.moves_elsewhere())
    }

    /// The player to move holds the device, their rack on show: their turn to lay (tracked).
    pub fn holding(self) -> bool {
        self.showing() == Shown::Rack
    }

    /// At a distance, while another seat is to move: the seat this device's one person plays,
    /// whose rack they may look at but not play (tracked). None when people pass the device:
    /// whoever holds it then may not see another's rack.
    pub fn waiting_here(self) -> Option<usize> {
        let here = self.seats.with_value(Seats::lone_here)?;
        (self.live() && self.to_move.get() != here).then_some(here)
    }

    /// The hand-over screen is up between two people's turns (tracked).
    pub fn handing_over(self) -> bool {
        self.showing() == Shown::HandOver
    }

    /// Turns may be taken back: not at a distance, where a move is sent once played.
    pub fn takes_back(self) -> bool {
        self.seats.with_value(|seats| seats.here.is_none())
    }

    /// Nobody else plays at the device: the racks are never hidden.
    pub fn alone(self) -> bool {
        self.seats.with_value(Seats::alone)
    }

    /// The panel's status line: the game's own line for the player to move (`to_move`,
    /// tracked), or that the game is over.
    pub fn status(self, to_move: impl Fn(&G) -> String + Send + Sync + 'static) -> Signal<String> {
        Signal::derive(move || match self.over.get() {
            true => t(TileSays::GameOver),
            false => self.game.with(&to_move),
        })
    }

    /// Puts the turn in progress back as it starts.
    pub fn reset(self) {
        self.reset.run(());
    }

    /// Once the turn to move has changed (played, undone or redone): a fresh turn, on the board
    /// as it stands, hidden for the hand-over unless nobody else plays at the device.
    pub fn after_turn(self) {
        self.reset();
        self.viewing.set(None);
        self.message.set(None);
        self.revealed.set(self.alone());
    }

    /// Plays `mv` if the rules allow it, and reads it out; a screen already gone plays nothing.
    pub fn try_play(self, mv: G::Move) -> Result<(), G::Error> {
        self.game
            .try_update(|game| game.play_move(mv))
            .unwrap_or(Ok(()))?;
        self.after_turn();
        self.game.with_untracked(self.announce);
        Ok(())
    }

    /// Plays the person's `mv`, or says why the rules refuse it.
    pub fn play(self, mv: G::Move) {
        if let Err(error) = self.try_play(mv) {
            self.message.set(Some(Msg::RuleBroken(error.into())));
        }
    }

    /// Who resigns: the player to move, or against robots the one person (tracked).
    pub fn resigning_seat(self, robots: RobotTurns) -> usize {
        let to_move = self.to_move.get();
        match robots.humans() {
            1 => robots.people().first().copied().unwrap_or(to_move),
            _ => to_move,
        }
    }

    /// Resigning is offered (tracked): while the game goes on, to the one person against robots
    /// at any time, else to the player to move once their rack is on show; at a distance only in
    /// the turn of a person here, since the resignation is that turn's link.
    pub fn can_resign(self, robots: RobotTurns) -> bool {
        let alone_with_robots = robots.humans() == 1 && self.takes_back();
        self.live() && robots.humans() > 0 && (self.holding() || alone_with_robots)
    }

    /// The resigning seat resigns, and the end is read out; whether it did.
    pub fn resign(self, robots: RobotTurns) -> bool {
        let seat = untrack(move || self.resigning_seat(robots));
        let resigned = self.game.try_update(|game| game.resign(seat).is_ok()) == Some(true);
        if resigned {
            self.after_turn();
            let name = self.game.with_untracked(|game| game.players()[seat].clone());
            announce(t(TileSays::Resigned(name)));
        }
        resigned
    }

    /// Takes back the last turn, and the robots' turns before it, so that a person is to move.
    pub fn undo(self) -> bool {
        let undone = self.game.try_update(|game| {
            self.seats
                .with_value(|seats| step_to_person(&seats.robots, seats.count, game, G::undo, G::to_move))
        });
        if undone == Some(true) {
            self.after_turn();
        }
        undone == Some(true)
    }

    /// Starts the robots' turn loop, which plays their moves on this screen.
    pub fn robot_turns(self) -> RobotTurns
    where
        G::Move: FromStr<Err: fmt::Display>,
    {
        let robots = self.seats.with_value(|seats| seats.robots.clone());
        robot_turns(robots, self.game, move |mv: G::Move| {
            self.try_play(mv)
                .map_err(|error| t(Msg::RuleBroken(error.into())))
        })
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use gameshelf_engine::abaku::{Game, Move, Placement, RuleError, Setup};
    use gameshelf_engine::robot::Level;

    use crate::ui::testing::on_screen;

    /// The screen of a game of `players`, with a robot at the seat after the starter's if
    /// `robot`, the starter's seat, and how often its turn in progress was reset.
    pub(in crate::games::tiles) fn screen(
        players: usize,
        robot: bool,
    ) -> (TileScreen<Game>, usize, RwSignal<usize>) {
        let names = (0..players).map(|seat| format!("P{seat}")).collect();
        let game = Game::new(Setup::new(names, 7));
        let starter = game.position().to_move();
        let seats = (0..players)
            .map(|seat| (robot && seat == (starter + 1) % players).then_some(Level::Easy))
            .collect();
        let resets = RwSignal::new(0);
        let screen = TileScreen::seated(
            game,
            &Robots::new(seats),
            None,
            move |_| resets.update(|count| *count += 1),
            |_| {},
        );
        (screen, starter, resets)
    }

    #[test]
    fn the_rack_shows_only_while_the_game_is_live_its_player_holds_the_device_and_no_robot_moves() {
        assert_eq!(Shown::of(true, true, false), Shown::Rack);
        assert_eq!(Shown::of(true, false, false), Shown::HandOver);
        assert_eq!(Shown::of(true, false, true), Shown::Neither);
        assert_eq!(Shown::of(false, true, false), Shown::Neither);
        assert_eq!(Shown::of(false, false, false), Shown::Neither);
    }

    #[test]
    fn a_turn_played_hands_the_device_over_between_two_people_and_the_next_reveals_their_rack() {
        on_screen(|| {
            let (screen, starter, resets) = screen(2, false);
            assert_eq!(
                screen.showing(),
                Shown::HandOver,
                "the first player takes the device"
            );
            screen.revealed.set(true);
            assert!(screen.holding());
            screen.try_play(Move::Pass).unwrap();
            assert_eq!(screen.to_move.get(), 1 - starter);
            assert_eq!(screen.showing(), Shown::HandOver);
            assert_eq!(resets.get(), 1, "the turn in progress starts afresh");
            screen.revealed.set(true);
            assert_eq!(screen.showing(), Shown::Rack);
            screen.viewing.set(Some(0));
            assert_eq!(screen.showing(), Shown::Neither, "a past board is only looked at");
        });
    }

    #[test]
    fn alone_at_the_device_there_is_no_hand_over_and_a_robots_turn_or_the_end_shows_neither() {
        on_screen(|| {
            let (screen, _, _) = screen(2, true);
            assert_eq!(screen.showing(), Shown::Rack);
            screen.try_play(Move::Pass).unwrap();
            assert_eq!(screen.showing(), Shown::Neither, "the robot is to move");
            screen.try_play(Move::Pass).unwrap();
            assert!(screen.over.get(), "everyone passed in turn");
            assert_eq!(screen.showing(), Shown::Neither);
        });
    }

    /// The screen of a game of three at a distance whose people here sit `after` the starter's
    /// seat (0 for the starter's), and the starter's seat.
    fn at_a_distance(after: &[usize]) -> (TileScreen<Game>, usize) {
        let names = (0..3).map(|seat| format!("P{seat}")).collect();
        let game = Game::new(Setup::new(names, 7));
        let starter = game.position().to_move();
        let here = after.iter().map(|after| (starter + after) % 3).collect();
        let screen = TileScreen::seated(game, &Robots::new(vec![None; 3]), Some(here), |_| {}, |_| {});
        (screen, starter)
    }

    #[test]
    fn at_a_distance_people_sharing_the_device_hand_it_over_and_no_rack_shows_in_another_devices_turn() {
        on_screen(|| {
            let (screen, starter) = at_a_distance(&[0, 2]);
            assert_eq!(screen.showing(), Shown::HandOver, "the starter takes the device");
            assert!(!screen.takes_back());
            screen.revealed.set(true);
            screen.try_play(Move::Pass).unwrap();
            assert_eq!(screen.to_move.get(), (starter + 1) % 3);
            assert_eq!(screen.showing(), Shown::Neither, "another device is to move");
            assert_eq!(
                screen.waiting_here(),
                None,
                "whoever holds the device sees no rack"
            );
            screen.try_play(Move::Pass).unwrap();
            assert_eq!(
                screen.showing(),
                Shown::HandOver,
                "the other person here takes it"
            );

            // One person here sees their rack always, to play or, in another's turn, to look at.
            let (screen, starter) = at_a_distance(&[0]);
            assert_eq!(screen.showing(), Shown::Rack);
            screen.try_play(Move::Pass).unwrap();
            assert_eq!(screen.showing(), Shown::Neither);
            assert_eq!(screen.waiting_here(), Some(starter));
        });
    }

    #[test]
    fn undo_after_a_robots_move_gives_the_person_their_turn_back() {
        on_screen(|| {
            let (screen, starter, resets) = screen(2, true);
            screen.try_play(Move::Pass).unwrap();
            screen.try_play(Move::Pass).unwrap();
            screen.message.set(Some(TileSays::PickTileFirst.into()));
            assert!(screen.undo());
            screen.game.with_untracked(|game| {
                assert_eq!(game.turns().len(), 0, "the robot's pass and the person's both");
                assert_eq!(game.position().to_move(), starter);
            });
            assert_eq!(screen.showing(), Shown::Rack);
            assert_eq!(screen.message.get(), None);
            assert_eq!(resets.get(), 3);
            assert!(!screen.undo(), "nothing left to take back");
        });
    }

    #[test]
    fn a_move_the_rules_refuse_leaves_the_game_and_says_why() {
        on_screen(|| {
            let (screen, _, resets) = screen(1, false);
            screen.play(Move::Place(Placement::default()));
            assert_eq!(
                screen.message.get(),
                Some(Msg::RuleBroken(RuleError::NoTiles.into()))
            );
            assert_eq!(resets.get(), 0);
            assert!(screen.game.with_untracked(|game| game.turns().is_empty()));
        });
    }
}
