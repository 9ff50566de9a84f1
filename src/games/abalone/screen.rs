//! An Abalone game's screen as one controller: the game, the marbles chosen, the past move
//! viewed, the message tied to the selection, the move to animate, and what the screen does with
//! them (plays a person's move or a robot's, refuses with the rule, takes moves back and plays
//! them again, steps through the game, resigns). The page and its parts render it.

use super::clock::Clock;
use super::shelf_words::ShelfSays;
use super::words::Says;
use crate::i18n::{t, Msg};
use crate::robots::{step_to_person, Reads, RobotTurns, Turn};
use crate::ui::announce::announce;
use gameshelf_engine::abalone::Effect as MoveEffect;
use gameshelf_engine::abalone::{Cell, Ending, Game, Move, Outcome, Played, Position, RuleError, Seat};
use gameshelf_engine::remote::link::RESIGNATION;
use gameshelf_engine::robot::Robots;
use leptos::prelude::*;

/// The controller of an Abalone game's screen (see the module's comment). Copied into every
/// handler.
#[derive(Clone, Copy)]
pub struct AbaloneScreen {
    /// The engine's game: the only game state, saved at every change.
    pub game: RwSignal<Game>,
    /// The marbles chosen to move.
    pub selection: RwSignal<Vec<Cell>>,
    /// The number of moves shown while stepping through the game; `None` shows the live game.
    pub viewing: RwSignal<Option<usize>>,
    /// A refusal or a hint, with the selection it was about: it goes once the selection changes.
    message: RwSignal<Option<(Msg, Vec<Cell>)>>,
    /// The move just played, to animate; none after undo or while stepping through the game.
    animate: RwSignal<Option<Played>>,
    /// How many moves have been played.
    pub total: Memo<usize>,
    /// The position shown: as it stands, or after the move stepped to.
    pub position: Memo<Position>,
    /// The last move of the position shown.
    pub last_move: Memo<Option<MoveEffect>>,
    pub outcome: Memo<Option<Outcome>>,
    pub clock: Clock,
    robots: StoredValue<Robots>,
    seats: usize,
    pub played_here: PlayedHere,
    /// At a distance, what to do with each move played on this device, by a person or a robot,
    /// and with a resignation: sign it and send it on (in the record's notation).
    sends: Option<Callback<String>>,
}

/// Whose moves are played on this device: every seat's, or in a game at a distance the seats
/// it holds (a bit each, by seat index: its people's and its robots'), and no one's until every
/// seat has joined. Another device's moves arrive in links.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PlayedHere {
    Everyone,
    Seats(u8),
    Nobody,
}

impl PlayedHere {
    /// At a distance, `seats` played on this device.
    pub fn seats(seats: impl IntoIterator<Item = Seat>) -> PlayedHere {
        PlayedHere::Seats(seats.into_iter().fold(0, |bits, seat| bits | 1 << seat.index()))
    }

    fn plays(self, seat: Seat) -> bool {
        match self {
            PlayedHere::Everyone => true,
            PlayedHere::Seats(bits) => bits & 1 << seat.index() != 0,
            PlayedHere::Nobody => false,
        }
    }
}

impl AbaloneScreen {
    /// The screen of `game`, with `robots` at its seats and the seats `played_here`; its clocks
    /// start ticking if it has any.
    pub fn new(game: Game, robots: Robots, played_here: PlayedHere) -> AbaloneScreen {
        let seats = game.setup().players.len();
        let game = RwSignal::new(game);
        let viewing = RwSignal::new(None::<usize>);
        let total = Memo::new(move |_| game.with(|game| game.played().len()));
        let shown_ply = move || viewing.get().unwrap_or_else(|| total.get());
        let outcome = Memo::new(move |_| game.with(Game::outcome));
        let screen = AbaloneScreen {
            game,
            selection: RwSignal::new(Vec::new()),
            viewing,
            message: RwSignal::new(None),
            animate: RwSignal::new(None),
            total,
            position: Memo::new(move |_| game.with(|game| *game.position_after(shown_ply()))),
            last_move: Memo::new(move |_| {
                let ply = shown_ply();
                game.with(|game| ply.checked_sub(1).map(|index| game.played()[index].effect))
            }),
            outcome,
            clock: Clock::start(game, outcome),
            robots: StoredValue::new(robots),
            seats,
            played_here,
            sends: None,
        };
        screen.announce_changes();
        screen
    }

    /// The same screen, each move played on this device given to `sends` once played.
    pub fn sending(self, sends: Option<Callback<String>>) -> AbaloneScreen {
        AbaloneScreen { sends, ..self }
    }

    /// Refusals and hints are said as they are shown, and a game that ends on a clock rather
    /// than on a move is said when it does.
    fn announce_changes(self) {
        Effect::new(move |_| {
            if let Some((msg, _)) = self.message.get() {
                announce(msg.text());
            }
        });
        Effect::new(move |ended_before: Option<bool>| {
            let ending = self.outcome.get();
            if ended_before == Some(false) {
                if let Some(outcome) = ending
                    .clone()
                    .filter(|outcome| matches!(outcome.ending, Ending::OutOfTime(_)))
                {
                    announce(t(Says::GameOver(self.result(outcome))));
                }
            }
            ending.is_some()
        });
    }

    /// The number of moves shown (tracked).
    pub fn shown_ply(self) -> usize {
        self.viewing.get().unwrap_or_else(|| self.total.get())
    }

    /// The game goes on and shows its board as it stands (tracked).
    pub fn live(self) -> bool {
        self.viewing.with(Option::is_none) && self.outcome.with(Option::is_none)
    }

    pub fn is_robot(self, seat: Seat) -> bool {
        self.robots.with_value(|robots| robots.at(seat.index()).is_some())
    }

    /// How many seats people play.
    pub fn humans(self) -> usize {
        self.robots.with_value(|robots| robots.humans(self.seats))
    }

    /// A robot is to move in the position shown (tracked).
    pub fn robot_to_move(self) -> bool {
        self.is_robot(self.position.with(Position::to_move))
    }

    /// A person may move on the board: the game is live and theirs to move, on this device
    /// (tracked).
    pub fn interactive(self) -> bool {
        self.moves_here() && self.live() && !self.robot_to_move()
    }

    /// The seat to move is played on this device (tracked): at a distance, only this device's
    /// seat in its turn, which is also when it can resign (its resignation is that turn's
    /// message).
    pub fn moves_here(self) -> bool {
        self.played_here.plays(self.position.with(Position::to_move))
    }

    /// Resigning is offered (tracked): at the table whenever a person plays; at a distance only
    /// in the turn of a person on this device, since a resignation is that turn's message (in
    /// a robot's turn here it would be the robot's).
    pub fn can_resign(self) -> bool {
        let robot_here_to_move = self.played_here != PlayedHere::Everyone && self.robot_to_move();
        self.humans() > 0 && self.live() && self.moves_here() && !robot_here_to_move
    }

    /// Moves can be taken back: a game at a distance has signed and sent them.
    fn takes_back(self) -> bool {
        self.played_here == PlayedHere::Everyone
    }

    /// The name of the player at `seat`.
    pub fn name(self, seat: Seat) -> String {
        self.game.with(|game| game.setup().players[seat.index()].clone())
    }

    /// "Ada wins 6–2": how it ended, the winners' names, then the pushed-off counts, the
    /// winners' first.
    pub fn result(self, outcome: Outcome) -> String {
        let last = self.game.with(|game| *game.position());
        let names = outcome
            .winners
            .iter()
            .flat_map(|&team| last.members(team))
            .map(|seat| self.name(seat))
            .collect();
        let (winners, others): (Vec<_>, Vec<_>) =
            last.teams().partition(|team| outcome.winners.contains(team));
        let scores = winners
            .into_iter()
            .chain(others)
            .map(|team| last.team_pushed_off(team))
            .collect();
        let named = match outcome.ending {
            Ending::OutOfTime(seat) | Ending::Resigned(seat) => Some(self.name(seat)),
            _ => None,
        };
        t(Says::Result {
            ending: outcome.ending,
            named,
            names,
            scores,
        })
    }

    /// Shows `msg` about the marbles chosen now.
    pub fn say(self, msg: Msg) {
        self.message.set(Some((msg, self.selection.get_untracked())));
    }

    /// The refusal or hint shown, while the selection it was about still is (tracked).
    pub fn shown_message(self) -> Option<Msg> {
        self.message
            .get()
            .filter(|(_, about)| self.selection.with(|cells| cells == about))
            .map(|(msg, _)| msg)
    }

    /// The move just played, to animate, unless a past move is shown (tracked).
    pub fn animated(self) -> Option<Played> {
        self.animate.get().filter(|_| self.viewing.with(Option::is_none))
    }

    /// Back to the live game, nothing chosen.
    fn reset_view(self) {
        self.selection.set(Vec::new());
        self.message.set(None);
        self.viewing.set(None);
    }

    /// Plays `mv`, a person's or a robot's, if the rules allow it, and reads it out.
    pub fn try_play(self, mv: Move) -> Result<(), RuleError> {
        let spent = self.clock.enabled().then(|| self.clock.spent());
        let played = self.game.try_update(|game| {
            if let Some(spent) = spent {
                game.set_thinking(spent);
            }
            game.play(mv).map(|_| game.played().last().copied())
        });
        // A screen already gone plays nothing.
        let Some(played) = played.transpose()? else {
            return Ok(());
        };
        self.clock.restart();
        self.reset_view();
        self.animate.set(played);
        played.into_iter().for_each(|played| self.announce_move(played));
        Ok(())
    }

    /// Plays the person's `mv` from the board, or says why the rules refuse it; nothing while
    /// the board is not theirs to play on.
    pub fn play(self, mv: Move) {
        if !self.interactive_untracked() {
            return;
        }
        if let Err(error) = self.play_here(mv) {
            self.say(Msg::from(ShelfSays::Illegal(error)));
        }
    }

    /// Plays `mv`, chosen on this device, and sends it on if the game is played at a distance.
    fn play_here(self, mv: Move) -> Result<(), RuleError> {
        let before = self.total.get_untracked();
        self.try_play(mv)?;
        if let Some(sends) = self.sends.filter(|_| self.total.get_untracked() > before) {
            let notation = self
                .game
                .with_untracked(|game| game.record().moves.last().cloned());
            notation.into_iter().for_each(|notation| sends.run(notation));
        }
        Ok(())
    }

    fn interactive_untracked(self) -> bool {
        untrack(move || self.interactive())
    }

    /// "Ada played C3C4, pushing off a white marble. Grace to move.", or the result at the end.
    fn announce_move(self, played: Played) {
        let pushed_off = played.effect.pushed_off.and_then(|cell| played.before.at(cell));
        let move_said = t(Says::Played {
            player: self.name(played.before.to_move()),
            notation: played.mv.to_string(),
            pushed_off,
        });
        let then = match self.outcome.get_untracked() {
            Some(outcome) => t(Says::GameOver(self.result(outcome))),
            None => t(Says::NowToMove(self.name(self.to_move()))),
        };
        announce(format!("{move_said} {then}"));
    }

    fn to_move(self) -> Seat {
        self.game.with_untracked(|game| game.position().to_move())
    }

    /// Starts the robots' turn loop, which plays their moves on this screen.
    pub fn robot_turns(self) -> RobotTurns {
        let game = self.game;
        RobotTurns::run(
            self.robots.get_value(),
            self.seats,
            // Not before every seat of a game at a distance has joined: a move would go nowhere.
            move || {
                let started = self.played_here != PlayedHere::Nobody;
                game.with(|game| {
                    (started && game.outcome().is_none()).then(|| Turn {
                        seat: game.position().to_move().index(),
                        moves_played: game.played().len(),
                    })
                })
            },
            Callback::new(move |()| Reads::Record(self.record_json())),
            Callback::new(move |notation: String| {
                let mv = notation.parse::<Move>().map_err(|error| error.to_string())?;
                self.play_here(mv).map_err(|error| t(ShelfSays::Illegal(error)))
            }),
        )
    }

    /// The game's record, as the robots read it.
    pub fn record_json(self) -> String {
        self.game.with_untracked(record_json)
    }

    /// Steps the game back or on (`step`, which says whether it did), then on past the robots'
    /// moves until a person is to move, and starts that turn afresh.
    fn step_to_person(self, step: impl FnMut(&mut Game) -> bool) {
        let to_move = |game: &Game| game.position().to_move().index();
        self.robots.with_value(|robots| {
            self.game
                .try_update(|game| step_to_person(robots, self.seats, game, step, to_move))
        });
        self.clock.restart();
        self.reset_view();
    }

    /// Takes back the last move, and the robots' moves before it, so that a person is to move.
    pub fn undo(self) {
        self.step_to_person(|game| game.undo().is_some());
        self.animate.set(None);
        announce(t(Says::TakenBack(self.name(self.to_move()))));
    }

    /// Plays again the moves taken back, up to a person's turn.
    pub fn redo(self) {
        self.step_to_person(|game| game.redo().is_some());
        let played = self.game.with_untracked(|game| game.played().last().copied());
        self.animate.set(played);
        played.into_iter().for_each(|played| self.announce_move(played));
    }

    fn resigned(self) -> bool {
        self.game.with(|game| game.resigned().is_some())
    }

    /// There is a move to take back (tracked).
    pub fn can_undo(self) -> bool {
        self.total.get() > 0 && !self.resigned() && self.takes_back()
    }

    /// There is a move taken back to play again (tracked).
    pub fn can_redo(self) -> bool {
        self.game.with(|game| game.undone().next().is_some()) && !self.resigned() && self.takes_back()
    }

    /// Shows the move a hint suggests: its marbles chosen, and the move named; or why there is
    /// no hint.
    pub fn show_hint(self, hinted: Result<Move, String>) {
        let mv = match hinted {
            Ok(mv) => mv,
            Err(error) => return self.say(Msg::RobotFailed(error)),
        };
        let position = self.game.with_untracked(|game| *game.position());
        let Ok(effect) = position.check(mv) else { return };
        self.viewing.set(None);
        self.selection.set(effect.line.cells().collect());
        self.say(Says::Hint(mv.to_string()).into());
    }

    /// Shows the board after `ply` moves; the live game from the last.
    pub fn step_to(self, ply: usize) {
        self.selection.set(Vec::new());
        self.message.set(None);
        self.animate.set(None);
        self.viewing
            .set((ply < self.total.get_untracked()).then_some(ply));
    }

    /// Who resigns: the player to move, or against robots the one person (tracked).
    pub fn resigning_seat(self) -> Seat {
        let to_move = self.game.with(|game| game.position().to_move());
        let person = match self.humans() {
            1 => self
                .game
                .with(|game| game.position().seats().find(|&seat| !self.is_robot(seat))),
            _ => None,
        };
        person.unwrap_or(to_move)
    }

    /// The resigning seat resigns, and the result is said; whether it did. At a distance the
    /// resignation is this seat's message for its turn, sent as a move is.
    pub fn resign(self) -> bool {
        let seat = untrack(move || self.resigning_seat());
        let resigned = self.game.try_update(|game| game.resign(seat)) == Some(Ok(()));
        if resigned {
            self.reset_view();
            if let Some(outcome) = self.outcome.get_untracked() {
                announce(t(Says::GameOver(self.result(outcome))));
            }
            if let Some(sends) = self.sends {
                sends.run(RESIGNATION.to_string());
            }
        }
        resigned
    }

    /// The moves people made, by ply, with their names, for the review (tracked).
    pub fn people_turns(self) -> Vec<(usize, String)> {
        self.game.with(|game| {
            let seats = game.played().iter().map(|played| played.before.to_move());
            seats
                .enumerate()
                .filter(|&(_, seat)| !self.is_robot(seat))
                .map(|(ply, seat)| (ply, game.setup().players[seat.index()].clone()))
                .collect()
        })
    }
}

pub fn record_json(game: &Game) -> String {
    crate::robots::record_json(&game.record())
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use gameshelf_engine::abalone::{Layout, Setup};
    use gameshelf_engine::robot::Level;

    use crate::ui::testing::on_screen;

    /// A standard game of Ada (Black, first to move) and Grace, with robots at `robots`' seats.
    fn screen(robots: [Option<Level>; 2]) -> AbaloneScreen {
        screen_of(Layout::Standard, robots)
    }

    /// A game of Ada and Grace from `layout`'s start, with robots at `robots`' seats.
    pub(in crate::games::abalone) fn screen_of(layout: Layout, robots: [Option<Level>; 2]) -> AbaloneScreen {
        let setup = Setup::new(layout, vec!["Ada".into(), "Grace".into()]);
        AbaloneScreen::new(
            Game::new(setup),
            Robots::new(robots.to_vec()),
            PlayedHere::Everyone,
        )
    }

    fn mv(notation: &str) -> Move {
        notation.parse().expect("a move")
    }

    fn cells(names: &str) -> Vec<Cell> {
        names
            .split_whitespace()
            .map(|name| name.parse().expect("a cell"))
            .collect()
    }

    const PEOPLE: [Option<Level>; 2] = [None, None];

    #[test]
    fn a_legal_move_is_played_and_the_selection_put_down() {
        on_screen(|| {
            let screen = screen(PEOPLE);
            screen.selection.set(cells("C3 C4 C5"));
            screen.play(mv("C3D4"));
            assert_eq!(screen.total.get(), 1);
            assert!(screen.selection.get().is_empty());
            assert_eq!(screen.shown_message(), None);
            let played = screen.animated().expect("the move just played slides in");
            assert_eq!(played.mv, mv("C3D4"));
            assert_eq!(screen.last_move.get(), Some(played.effect));
            assert_eq!(screen.position.get().to_move(), Seat::WHITE);
        });
    }

    #[test]
    fn at_a_distance_a_move_played_here_is_sent_and_one_that_arrived_is_not() {
        on_screen(|| {
            let setup = Setup::new(Layout::Standard, vec!["Ada".into(), "Grace".into()]);
            let sent = RwSignal::new(Vec::<String>::new());
            let black = AbaloneScreen::new(
                Game::new(setup),
                Robots::new(vec![None, Some(Level::Easy)]),
                PlayedHere::seats([Seat::BLACK, Seat::WHITE]),
            )
            .sending(Some(Callback::new(move |notation| {
                sent.update(|sent| sent.push(notation))
            })));
            assert!(black.can_resign());
            black.play(mv("C3D4"));
            assert_eq!(sent.get(), ["C3D4"]);
            assert!(
                !black.can_resign(),
                "in the robot's turn, a resignation would be the robot's"
            );
            // An illegal move is not sent, and the robot's White is not the player's to move.
            black.play(mv("G5F5"));
            assert_eq!(sent.get().len(), 1);
            black.play_here(mv("G5F5")).unwrap();
            assert_eq!(
                sent.get(),
                ["C3D4", "G5F5"],
                "the robot's move, played here, is sent"
            );
            black.try_play(mv("C4D5")).unwrap();
            assert_eq!(
                sent.get().len(),
                2,
                "a move that arrived in a link is not sent again"
            );
            assert!(black.resign());
            assert_eq!(sent.get().last().map(String::as_str), Some(RESIGNATION));
        });
    }

    #[test]
    fn at_a_distance_the_board_plays_only_this_devices_seat_and_takes_nothing_back() {
        on_screen(|| {
            let setup = Setup::new(Layout::Standard, vec!["Ada".into(), "Grace".into()]);
            let white = AbaloneScreen::new(
                Game::new(setup.clone()),
                Robots::new(vec![None, None]),
                PlayedHere::seats([Seat::WHITE]),
            );
            assert!(!white.interactive(), "Black moves first, on another device");
            assert!(!white.moves_here(), "nor can White resign in Black's turn");
            white.play(mv("C3D4"));
            assert_eq!(white.total.get(), 0);
            // Black's move arrives in a link.
            white.try_play(mv("C3D4")).unwrap();
            assert!(white.interactive() && white.moves_here());
            assert!(!white.can_undo(), "a move sent cannot be taken back");
            white.play(mv("G5F5"));
            assert_eq!(white.total.get(), 2);
            let waiting = AbaloneScreen::new(
                Game::new(setup),
                Robots::new(vec![None, None]),
                PlayedHere::Nobody,
            );
            assert!(
                !waiting.interactive(),
                "no one plays before every seat has joined"
            );
        });
    }

    #[test]
    fn a_move_the_rules_refuse_leaves_the_game_and_says_why() {
        on_screen(|| {
            let screen = screen(PEOPLE);
            screen.selection.set(cells("C3"));
            // White's marble, on Black's turn.
            let refused = mv("G5F5");
            let error = Position::new(Layout::Standard).check(refused).unwrap_err();
            screen.play(refused);
            assert_eq!(screen.total.get(), 0);
            assert_eq!(screen.shown_message(), Some(Msg::from(ShelfSays::Illegal(error))));
            assert_eq!(
                screen.selection.get(),
                cells("C3"),
                "the selection stays for another try"
            );
        });
    }

    #[test]
    fn the_message_goes_once_the_selection_changes() {
        on_screen(|| {
            let screen = screen(PEOPLE);
            screen.selection.set(cells("B2 B3 B4"));
            screen.say(Msg::from(ShelfSays::Illegal(RuleError::TooManyMarbles)));
            assert_eq!(
                screen.shown_message(),
                Some(Msg::from(ShelfSays::Illegal(RuleError::TooManyMarbles)))
            );
            screen.selection.set(cells("B2 B3"));
            assert_eq!(screen.shown_message(), None);
        });
    }

    #[test]
    fn undo_after_a_robots_move_gives_the_person_their_turn_back() {
        on_screen(|| {
            let screen = screen([None, Some(Level::Easy)]);
            screen.play(mv("C3D4"));
            assert!(screen.robot_to_move());
            assert!(!screen.interactive(), "the board waits for the robot");
            // What the robots' turn loop does with the robot's answer.
            screen.try_play(mv("G5F5")).unwrap();
            assert!(screen.interactive());
            assert!(screen.can_undo());
            screen.undo();
            assert_eq!(screen.total.get(), 0, "the robot's move and the person's both");
            assert_eq!(screen.position.get().to_move(), Seat::BLACK);
            assert_eq!(screen.animated(), None);
            assert!(screen.can_redo());
            screen.redo();
            assert_eq!(
                screen.total.get(),
                2,
                "both played again, up to the person's turn"
            );
            assert_eq!(screen.animated().map(|played| played.mv), Some(mv("G5F5")));
        });
    }

    #[test]
    fn a_past_move_shown_is_not_live_and_the_board_plays_nothing_there() {
        on_screen(|| {
            let screen = screen(PEOPLE);
            screen.play(mv("C3D4"));
            screen.play(mv("G5F5"));
            screen.step_to(1);
            assert_eq!(screen.viewing.get(), Some(1));
            assert_eq!(screen.shown_ply(), 1);
            assert!(!screen.live());
            assert!(!screen.interactive());
            let after_one = screen.game.with_untracked(|game| *game.position_after(1));
            assert_eq!(screen.position.get(), after_one);
            screen.play(mv("C4D5"));
            assert_eq!(screen.total.get(), 2, "a move from a past board is ignored");
            screen.step_to(2);
            assert_eq!(screen.viewing.get(), None, "the last move is the live game");
            assert!(screen.interactive());
            screen.play(mv("C4D5"));
            assert_eq!(screen.total.get(), 3);
        });
    }

    #[test]
    fn a_hint_chooses_its_move_s_marbles_and_names_it() {
        on_screen(|| {
            let screen = screen(PEOPLE);
            screen.play(mv("C3D4"));
            screen.play(mv("G5F5"));
            screen.step_to(0);
            screen.show_hint(Ok(mv("C4D5")));
            assert_eq!(screen.viewing.get(), None, "the hint is for the live game");
            let line = Position::new(Layout::Standard).select(&screen.selection.get());
            assert!(line.is_ok(), "a line of Black's marbles is chosen");
            assert!(screen.selection.get().contains(&"C4".parse().unwrap()));
            assert_eq!(screen.shown_message(), Some(Says::Hint("C4D5".into()).into()));
            screen.show_hint(Err("no worker".into()));
            assert_eq!(screen.shown_message(), Some(Msg::RobotFailed("no worker".into())));
        });
    }

    #[test]
    fn against_a_robot_the_person_resigns_even_on_the_robots_turn() {
        on_screen(|| {
            let screen = screen([Some(Level::Easy), None]);
            assert!(screen.robot_to_move());
            assert!(
                screen.can_resign(),
                "at the table, the person resigns in the robot's turn too"
            );
            assert_eq!(screen.resigning_seat(), Seat::WHITE);
            screen.resign();
            let outcome = screen.outcome.get().expect("the game is over");
            assert_eq!(outcome.ending, Ending::Resigned(Seat::WHITE));
            assert!(!screen.live());
            assert!(!screen.can_undo(), "a resignation is not taken back");
        });
    }
}
