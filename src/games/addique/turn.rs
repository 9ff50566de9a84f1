//! Addique's turn as one controller beside the screen's [`TileScreen`]: the piece of the hand
//! chosen, the spot tried for it and where the keyboard's focus was on the table, and what the
//! player does with them: chooses a piece (by tap, drag or key), tries it on a spot, plays it,
//! takes a hint, takes a turn back. The page renders it and forwards events.

use super::play::{points, AddiquePlay};
use super::table::Spot;
use super::words::Says;
use crate::games::tiles::{KeptWords, TileGame, TileScreen};
use crate::i18n::{t, Msg};
use crate::robots::RobotTurns;
use crate::ui::announce::announce;
use gameshelf_engine::addique::{Move, Piece};
use gameshelf_engine::robot::Robots;
use gameshelf_engine::tiles::first_places;
use leptos::prelude::*;

/// The controller of Addique's turn (see the module's comment). Copied into every handler.
pub struct PieceTurn<G: AddiquePlay> {
    pub screen: TileScreen<G>,
    /// The hand slot of the piece chosen.
    pub selected: RwSignal<Option<usize>>,
    /// The spot tried for the chosen piece.
    pub spot: RwSignal<Option<Spot>>,
    /// Where the keyboard's focus was last on the table: a spot or a piece's centre.
    pub cursor: RwSignal<Option<Spot>>,
    /// The hand of the player to move, in the order drawn.
    pub hand: Memo<Vec<Piece>>,
    /// Where a piece may go on the table: nowhere once the game is over.
    pub spots: Memo<Vec<Spot>>,
}

impl<G: AddiquePlay> Clone for PieceTurn<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: AddiquePlay> Copy for PieceTurn<G> {}

impl<G: AddiquePlay> PieceTurn<G> {
    /// The turn of `game`, with `robots` at its seats; at a distance, only its own seat's turns
    /// are played here.
    pub fn new(game: G, robots: &Robots) -> PieceTurn<G> {
        let selected = RwSignal::new(None);
        let spot = RwSignal::new(None);
        let reset = move |_: &G| {
            selected.set(None);
            spot.set(None);
        };
        let here = game.here();
        let screen = TileScreen::seated(game, robots, here, reset, announce_played::<G>);
        let game = screen.game;
        let hand = move |game: &G| game.hand_shown();
        let spots = move |game: &G| match game.is_over() {
            true => Vec::new(),
            false => game.table().legal_spots(),
        };
        PieceTurn {
            screen,
            selected,
            spot,
            cursor: RwSignal::new(None),
            hand: Memo::new(move |_| game.with(hand)),
            spots: Memo::new(move |_| game.with(spots)),
        }
    }

    /// The piece in hand `slot` (tracked).
    pub fn piece_in(self, slot: usize) -> Option<Piece> {
        self.hand.with(|hand| hand.get(slot).copied())
    }

    /// A piece of the hand tapped: chosen, or put back if it was.
    pub fn choose(self, slot: usize) {
        self.screen.message.set(None);
        self.selected
            .update(|selected| *selected = (*selected != Some(slot)).then_some(slot));
    }

    /// A piece dragged and dropped on the spot `target`: chosen and tried there. Dropped where
    /// no spot is, it goes back as it was.
    pub fn drop(self, slot: usize, target: Option<Spot>) {
        if let Some(target) = target {
            self.selected.set(Some(slot));
            self.try_at(target);
        }
    }

    /// The chosen piece tried on the spot `at`, where the keyboard's focus follows.
    fn try_at(self, at: Spot) {
        self.spot.set(Some(at));
        self.cursor.set(Some(at));
        self.screen.message.set(None);
    }

    /// A spot tapped: the chosen piece is tried there, while its player holds the device.
    pub fn tap_spot(self, at: Spot) {
        if self.screen.holding() {
            self.try_at(at);
        }
    }

    /// The keyboard's focus on the table came to `at`: a spot where the chosen piece is tried,
    /// while the player is `choosing` one.
    pub fn focus_on(self, at: Spot, choosing: bool) {
        self.cursor.set(Some(at));
        if choosing && self.spot.get_untracked() != Some(at) {
            self.screen.message.set(None);
            self.spot.set(Some(at));
        }
    }

    /// The piece tried and where (tracked): one `lifted` over a spot while dragged, else the
    /// chosen piece on the spot tried.
    pub fn trial(self, lifted: Option<(usize, Spot)>) -> Option<(Piece, Spot)> {
        let (slot, at) = match lifted {
            Some(lifted) => lifted,
            None => (self.selected.get()?, self.spot.get()?),
        };
        Some((self.piece_in(slot)?, at))
    }

    /// Plays the chosen piece on the spot tried, or says why the rules refuse it.
    pub fn play(self) {
        if let Some((piece, at)) = untrack(|| self.trial(None)) {
            self.screen.play(Move { piece, at });
        }
    }

    /// Asks `robots` for the best move, which [`Self::hinted`] shows.
    pub fn hint(self, robots: RobotTurns) {
        let Some(record) = self.screen.game.with_untracked(TileGame::record_json) else {
            return;
        };
        robots.hint(&record, move |hinted| self.hinted(hinted));
    }

    /// Shows the robot's hint: its piece chosen and tried on its spot (and counted against the
    /// player), read out; or why it found nothing.
    pub fn hinted(self, hinted: Result<Move, String>) {
        let best = match hinted {
            Ok(best) => best,
            Err(error) => return self.screen.message.set(Some(Msg::RobotFailed(error))),
        };
        let game = self.screen.game;
        game.update(G::count_hint);
        let slot = self
            .hand
            .with_untracked(|hand| hand.iter().position(|&piece| piece == best.piece));
        self.selected.set(slot);
        self.try_at(best.at);
        if let Ok(scored) = game.with_untracked(|game| game.check(best)) {
            announce(t(Says::Hinted {
                piece: best.piece,
                at: best.at,
                points: points(scored.total),
            }));
        }
    }

    /// A key for the hand while its player holds the device: 1, 2 or 3 chooses that piece and
    /// says it, Escape puts the chosen one back. Whether the key did that.
    pub fn hand_key(self, key: &str) -> bool {
        if !self.screen.holding() {
            return false;
        }
        if key == "Escape" && self.selected.get_untracked().is_some() {
            self.selected.set(None);
            self.spot.set(None);
        } else {
            let slot = key.parse::<usize>().ok().and_then(|key| key.checked_sub(1));
            let Some((slot, piece)) = slot.and_then(|slot| Some((slot, untrack(|| self.piece_in(slot))?)))
            else {
                return false;
            };
            self.selected.set(Some(slot));
            announce(t(Says::Piece(piece)));
        }
        self.screen.message.set(None);
        true
    }

    /// The spots to outline (tracked): once a piece is chosen or `lifting`, while its player
    /// holds the device.
    pub fn shown_spots(self, lifting: bool) -> Vec<Spot> {
        let choosing = self.selected.get().is_some() || lifting;
        match self.screen.revealed.get() && self.screen.live() && choosing {
            true => self.spots.get(),
            false => Vec::new(),
        }
    }

    /// The player holds the device, and no spot on the table takes a piece (tracked).
    pub fn no_spot(self) -> bool {
        self.screen.live() && self.screen.revealed.get() && self.spots.with(Vec::is_empty)
    }

    /// The piece chosen (by its name) and the spot tried, to keep across a reload (tracked).
    pub fn kept(self) -> Vec<(String, Option<Spot>)> {
        let piece = self.selected.get().and_then(|slot| self.piece_in(slot));
        piece
            .map(|piece| (piece.to_string(), self.spot.get()))
            .into_iter()
            .collect()
    }

    /// Chooses again the piece `kept` before a reload, and tries it where it was, if the hand
    /// still holds it.
    pub fn relay(self, kept: Vec<(String, Option<Spot>)>) {
        let Some((piece, at)) = kept.into_iter().next() else {
            return;
        };
        let slot = self
            .hand
            .with_untracked(|hand| hand.iter().position(|held| held.to_string() == piece));
        if slot.is_some() {
            self.selected.set(slot);
            self.spot.set(at);
        }
    }

    /// Once undo or redo has changed the turn: a fresh one, and who is to move, read out.
    pub fn after_turn(self) {
        self.screen.after_turn();
        self.announce_to_move();
    }

    /// Takes back the last person's turn, and says who is to move.
    pub fn undo(self) {
        if self.screen.undo() {
            self.announce_to_move();
        }
    }

    fn announce_to_move(self) {
        announce(self.screen.game.with_untracked(|game| t(to_move_says(game))))
    }
}

/// Who is to play, and how many pieces are left to draw.
pub(super) fn to_move_says<G: AddiquePlay>(game: &G) -> Says {
    Says::ToMove {
        name: game.players()[game.to_move()].clone(),
        pool: game.pool_len(),
    }
}

/// The piece chosen (its digits) and the spot tried (its two coordinates), as a reload keeps
/// them.
impl KeptWords for (String, Option<Spot>) {
    fn words(&self) -> Vec<String> {
        let (piece, spot) = self;
        let mut words = vec![piece.clone()];
        words.extend(spot.iter().flat_map(|(x, y)| [x.to_string(), y.to_string()]));
        words
    }

    fn from_words(words: &[&str]) -> Option<Self> {
        match words {
            [piece] => Some((piece.to_string(), None)),
            [piece, x, y] => Some((piece.to_string(), Some((x.parse().ok()?, y.parse().ok()?)))),
            _ => None,
        }
    }
}

/// What the last turn did and who plays next, or how the game ended, for screen readers.
pub(super) fn announce_played<G: AddiquePlay>(game: &G) {
    let played = game.played();
    let Some(turn) = played.last() else {
        return;
    };
    let players = game.players();
    let (name, piece, at) = (players[turn.seat].clone(), turn.mv.piece, turn.mv.at);
    let scored = points(turn.scored.total);
    announce(t(match game.outcome() {
        None => Says::MovePlayed {
            name,
            piece,
            at,
            points: scored,
            next: players[game.to_move()].clone(),
        },
        Some(outcome) => {
            let scores = game.scores();
            Says::GameEnded {
                name,
                piece,
                at,
                points: scored,
                scores: outcome
                    .ranking
                    .iter()
                    .map(|&seat| (players[seat].clone(), scores[seat]))
                    .collect(),
                winners: first_places(&outcome.ranking, &outcome.ranks).len(),
            }
        }
    }));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::testing::on_screen;
    use gameshelf_engine::addique::{Game, Setup};

    /// The turn of a new game of two people, with the announcer the app sets up.
    fn turn() -> PieceTurn<Game> {
        crate::ui::announce::install();
        let names = vec!["Eva".to_string(), "Jan".to_string()];
        let game = Game::new(Setup::new(names, 7));
        PieceTurn::new(game, &Robots::new(vec![None, None]))
    }

    /// A spot where the first piece of the hand fits.
    fn legal_spot(turn: PieceTurn<Game>) -> Spot {
        turn.screen.game.with_untracked(|game| {
            let piece = turn.hand.get_untracked()[0];
            let spots = turn.spots.get_untracked();
            let fits = |&at: &Spot| game.check(Move { piece, at }).is_ok();
            *spots.iter().find(|at| fits(at)).expect("a spot takes the piece")
        })
    }

    #[test]
    fn a_piece_chosen_and_tried_on_a_spot_plays_the_move_the_engine_accepts() {
        on_screen(|| {
            let turn = turn();
            let legal = legal_spot(turn);
            let piece = turn.hand.get_untracked()[0];
            turn.screen.revealed.set(true);
            turn.choose(0);
            turn.tap_spot(legal);
            assert_eq!(turn.trial(None), Some((piece, legal)));
            let expected = turn
                .screen
                .game
                .with_untracked(|game| game.check(Move { piece, at: legal }));
            turn.play();
            turn.screen.game.with_untracked(|game| {
                let played = game.turns().last().expect("the move is played");
                assert_eq!((played.mv.piece, played.mv.at), (piece, legal));
                assert_eq!(Ok(played.scored.total), expected.map(|scored| scored.total));
            });
            assert_eq!(turn.selected.get_untracked(), None, "the next turn starts afresh");
            assert!(turn.screen.handing_over(), "the next person takes the device");
        });
    }

    #[test]
    fn a_spot_the_rules_refuse_gives_their_reason_and_changes_nothing() {
        on_screen(|| {
            let turn = turn();
            // On the opening piece, which no piece may cover.
            let refused = turn
                .screen
                .game
                .with_untracked(|game| game.position().table().pieces()[0].1);
            let piece = turn.hand.get_untracked()[0];
            let why = turn
                .screen
                .game
                .with_untracked(|game| game.check(Move { piece, at: refused }))
                .expect_err("the rules refuse it");
            turn.screen.revealed.set(true);
            turn.choose(0);
            turn.tap_spot(refused);
            turn.play();
            assert_eq!(
                turn.screen.message.get_untracked(),
                Some(Msg::RuleBroken(why.into()))
            );
            assert!(turn.screen.game.with_untracked(|game| game.turns().is_empty()));
            assert_eq!(turn.selected.get_untracked(), Some(0), "the piece stays chosen");
            turn.choose(0);
            assert_eq!(
                turn.screen.message.get_untracked(),
                None,
                "a new choice clears it"
            );
        });
    }

    #[test]
    fn the_hand_over_hides_the_hand_from_taps_keys_and_outlines() {
        on_screen(|| {
            let turn = turn();
            let legal = legal_spot(turn);
            assert!(turn.screen.handing_over());
            assert!(!turn.hand_key("1"), "no piece is chosen by key");
            assert_eq!(turn.selected.get_untracked(), None);
            turn.choose(0);
            turn.tap_spot(legal);
            assert_eq!(turn.spot.get_untracked(), None, "no spot is tried");
            assert!(turn.shown_spots(true).is_empty(), "no outline shows");
            turn.screen.revealed.set(true);
            assert!(!turn.shown_spots(true).is_empty());
            assert!(turn.hand_key("2"));
            assert_eq!(turn.selected.get_untracked(), Some(1));
            assert!(turn.hand_key("Escape"));
            assert_eq!(turn.selected.get_untracked(), None);
            assert!(!turn.hand_key("9"), "no ninth piece");
        });
    }

    #[test]
    fn a_hint_chooses_its_piece_tries_its_spot_and_is_counted() {
        on_screen(|| {
            let turn = turn();
            let legal = legal_spot(turn);
            let piece = turn.hand.get_untracked()[1];
            turn.screen.message.set(Some(Msg::HintPass));
            turn.hinted(Ok(Move { piece, at: legal }));
            assert_eq!(turn.selected.get_untracked(), Some(1));
            assert_eq!(turn.spot.get_untracked(), Some(legal));
            assert_eq!(turn.cursor.get_untracked(), Some(legal));
            assert_eq!(turn.screen.message.get_untracked(), None);
            let seat = turn.screen.to_move.get_untracked();
            assert_eq!(turn.screen.game.with_untracked(|game| game.hints_by(seat)), 1);
            turn.hinted(Err("no robot".into()));
            assert_eq!(
                turn.screen.message.get_untracked(),
                Some(Msg::RobotFailed("no robot".into()))
            );
        });
    }

    #[test]
    fn the_piece_chosen_and_its_spot_come_back_after_a_reload_while_the_hand_holds_it() {
        on_screen(|| {
            let turn = turn();
            let legal = legal_spot(turn);
            turn.selected.set(Some(2));
            turn.spot.set(Some(legal));
            let kept = turn.kept();
            turn.screen.reset();
            assert_eq!(turn.selected.get_untracked(), None);
            turn.relay(kept);
            assert_eq!(
                (turn.selected.get_untracked(), turn.spot.get_untracked()),
                (Some(2), Some(legal))
            );
            turn.screen.reset();
            turn.relay(vec![("no such piece".into(), Some(legal))]);
            assert_eq!(turn.selected.get_untracked(), None);
        });
    }

    type Kept = (String, Option<Spot>);

    #[test]
    fn the_piece_and_spot_kept_read_back_and_other_words_do_not() {
        for kept in [("1845".to_string(), None), ("1845".to_string(), Some((-3, 12)))] {
            let words = kept.words();
            let words: Vec<&str> = words.iter().map(String::as_str).collect();
            assert_eq!(Kept::from_words(&words), Some(kept));
        }
        let wrong: [&[&str]; 4] = [&[], &["1845", "3"], &["1845", "x", "2"], &["1845", "1", "2", "3"]];
        for words in wrong {
            assert_eq!(Kept::from_words(words), None, "{words:?}");
        }
    }
}
