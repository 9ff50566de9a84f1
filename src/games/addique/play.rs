//! What the Addique screen reads of the game it shows, [`AddiquePlay`]: a seeded game passed
//! round one device ([`Game`]), or a game dealt at a distance as this device's seat knows it
//! ([`AtADistance`]), whose other hands no device can read.

use super::table::Spot;
use crate::games::tiles::{dealt_tile_game, LastTurn, TileGame};
use crate::state::AppState;
use gameshelf_engine::addique::{
    DealtGame, DealtMoveError, Game, Move, OpeningDraw, Outcome, Piece, RuleError, Scored, Table,
};
use gameshelf_engine::game::Score;
use leptos::prelude::*;

/// Points as the shared tile-game parts count them. A piece scores a few hundred at most.
pub(super) fn points(total: u64) -> u32 {
    u32::try_from(total).unwrap_or(u32::MAX)
}

/// A turn played, as the screen reads it: who laid which piece where, and what it scored.
pub struct Played<'a> {
    pub seat: usize,
    pub mv: Move,
    pub scored: &'a Scored,
}

/// A game of Addique as its screen shows it; beyond what every tile game's screen reads.
pub trait AddiquePlay:
    TileGame<Square = Spot, Board = Table, Move = Move, Error = RuleError> + Clone
{
    /// At a distance, the seats people play on this device (its player's first); none at one
    /// device.
    fn here(&self) -> Option<Vec<usize>>;
    /// The hand on show: the player to move's, or at a distance this device's seat's (the
    /// pieces its keys let it read).
    fn hand_shown(&self) -> Vec<Piece>;
    /// The table as it stands.
    fn table(&self) -> &Table;
    /// The rules' judgement of a move by the player to move, as the preview shows it.
    fn check(&self, mv: Move) -> Result<Scored, RuleError>;
    fn opening(&self) -> &OpeningDraw;
    fn opening_score(&self) -> &Scored;
    /// How many pieces are left to draw.
    fn pool_len(&self) -> usize;
    fn outcome(&self) -> Option<Outcome>;
    /// Every turn played, in order.
    fn played(&self) -> Vec<Played<'_>>;
    /// The pieces `seat` has not seen, one of each kind.
    fn unseen_tally(&self, seat: usize) -> Vec<(Piece, usize)>;
    /// Keeps the game saved as `id` while its screen lasts.
    fn keep(state: AppState, id: String, started: u64, game: RwSignal<Self>);
}

/// The rows the score sheet gives the opening before the turns: the opening piece's, none in a
/// copy begun where a game dealt at a distance stood, which drew no opening.
pub(super) fn opening_rows<G: AddiquePlay>(game: &G) -> usize {
    usize::from(!game.opening().rounds.is_empty())
}

/// The turns played on the table shown after the score sheet's row `viewing` (see
/// [`opening_rows`]), or all of them.
pub(super) fn shown_turns<G: AddiquePlay>(game: &G, played: usize, viewing: Option<usize>) -> usize {
    viewing.map_or(played, |row| row.saturating_sub(opening_rows(game)))
}

/// The last turn's seat and points, for the shared tile-game parts.
fn last_turn_of<G: AddiquePlay>(game: &G) -> Option<(usize, LastTurn)> {
    let played = game.played();
    let turn = played.last()?;
    Some((turn.seat, LastTurn::Placed(points(turn.scored.total))))
}

/// The squares the last turn's piece covers.
fn last_turn_squares_of<G: AddiquePlay>(game: &G) -> Vec<Spot> {
    let played = game.played();
    played
        .last()
        .map(|turn| {
            Table::squares(turn.mv.piece, turn.mv.at)
                .map(|(square, _)| square)
                .to_vec()
        })
        .unwrap_or_default()
}

crate::games::tiles::impl_tile_game!(Game, Move, RuleError, {
    type Square = Spot;
    type Board = Table;

    /// `viewing` counts the opening piece's row of the score sheet too, if there is one.
    fn board_shown(&self, viewing: Option<usize>) -> Table {
        let turns = shown_turns(self, self.turns().len(), viewing);
        self.position_after(turns).table().clone()
    }

    fn last_turn(&self) -> Option<(usize, LastTurn)> {
        last_turn_of(self)
    }

    fn last_turn_squares(&self) -> Vec<Spot> {
        last_turn_squares_of(self)
    }
});

impl AddiquePlay for Game {
    fn here(&self) -> Option<Vec<usize>> {
        None
    }

    fn hand_shown(&self) -> Vec<Piece> {
        self.position().hand(self.position().to_move()).to_vec()
    }

    fn table(&self) -> &Table {
        self.position().table()
    }

    fn check(&self, mv: Move) -> Result<Scored, RuleError> {
        Game::check(self, mv)
    }

    fn opening(&self) -> &OpeningDraw {
        Game::opening(self)
    }

    fn opening_score(&self) -> &Scored {
        Game::opening_score(self)
    }

    fn pool_len(&self) -> usize {
        self.position().pool_len()
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }

    fn played(&self) -> Vec<Played<'_>> {
        let turns = self.turns().iter().map(|turn| Played {
            seat: turn.seat,
            mv: turn.mv,
            scored: &turn.scored,
        });
        turns.collect()
    }

    fn unseen_tally(&self, seat: usize) -> Vec<(Piece, usize)> {
        self.view_of(seat).unseen_tally()
    }

    fn keep(state: AppState, id: String, started: u64, game: RwSignal<Game>) {
        state.keep_saved(id, started, false, game);
    }
}

/// The rules' refusal of this device's own move: the deal cannot refuse it otherwise, since the
/// screen offers only the pieces this device reads, and only in its seat's turn.
fn own_refusal(error: DealtMoveError) -> RuleError {
    match error {
        DealtMoveError::Rule(error) => error,
        other => unreachable!("the deal refused this device's own move: {other}"),
    }
}

/// The table after the first `turns` of `game`: the opening piece, then each turn's.
fn table_after(game: &DealtGame, turns: usize) -> Table {
    let mut table = Table::new();
    if let Some(&(piece, at)) = game.table().pieces().first() {
        table.place(piece, at).expect("the first piece goes anywhere");
    }
    for turn in game.turns().iter().take(turns) {
        table.place(turn.mv.piece, turn.mv.at).expect("played already");
    }
    table
}

dealt_tile_game!(AtADistance, DealtGame, Addique, {
    type Square = Spot;
    type Move = Move;
    type Error = RuleError;
    type Board = Table;

    /// `viewing` counts the opening piece's row of the score sheet too.
    fn board_shown(&self, viewing: Option<usize>) -> Table {
        match viewing {
            None => self.game.table().clone(),
            Some(row) => table_after(&self.game, row.saturating_sub(1)),
        }
    }

    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    fn scores(&self) -> Vec<Score> {
        self.game.scores().to_vec()
    }

    fn last_turn(&self) -> Option<(usize, LastTurn)> {
        last_turn_of(self)
    }

    fn last_turn_squares(&self) -> Vec<Spot> {
        last_turn_squares_of(self)
    }
});

impl AtADistance {
    fn check_own(&self, mv: &Move) -> Result<(), RuleError> {
        self.game.clone().play_own(*mv).map(|_| ()).map_err(own_refusal)
    }
}

impl AddiquePlay for AtADistance {
    fn here(&self) -> Option<Vec<usize>> {
        use leptos::prelude::GetUntracked;
        Some(self.session.people.get_untracked())
    }

    fn hand_shown(&self) -> Vec<Piece> {
        self.game.hands().read_tiles(self.game.seat())
    }

    fn table(&self) -> &Table {
        self.game.table()
    }

    fn check(&self, mv: Move) -> Result<Scored, RuleError> {
        self.game.check(mv)
    }

    fn opening(&self) -> &OpeningDraw {
        self.game.opening()
    }

    fn opening_score(&self) -> &Scored {
        self.game.opening_score()
    }

    fn pool_len(&self) -> usize {
        self.game.hands().deck_left()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn played(&self) -> Vec<Played<'_>> {
        let turns = self.game.turns().iter().map(|turn| Played {
            seat: turn.seat,
            mv: turn.mv,
            scored: &turn.scored,
        });
        turns.collect()
    }

    /// Only this device's seat's: the only one it can know.
    fn unseen_tally(&self, _seat: usize) -> Vec<(Piece, usize)> {
        self.game.view().unseen_tally()
    }

    /// The session is the save, kept by the remote panel with every move.
    fn keep(state: AppState, id: String, _started: u64, _game: RwSignal<AtADistance>) {
        state.keep_shown(&id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::remote::{DealtNow, DealtSession};
    use gameshelf_engine::addique::Setup;

    /// A seeded game of two, each playing the first spot for their first piece `turns` times.
    fn seeded(turns: usize) -> Game {
        let mut game = Game::new(Setup::new(vec!["Eva".into(), "Jan".into()], 3));
        for _ in 0..turns {
            let piece = game.hand_shown()[0];
            let at = game.table().legal_spots()[0];
            game.play(Move { piece, at }).expect("legal");
        }
        game
    }

    #[test]
    fn the_seeded_game_reads_as_its_screen_read_it_before() {
        let game = seeded(3);
        let played = game.played();
        assert_eq!(played.len(), 3);
        for (turn, read) in game.turns().iter().zip(&played) {
            assert_eq!(
                (read.seat, read.mv, read.scored),
                (turn.seat, turn.mv, &turn.scored)
            );
        }
        assert_eq!(game.hand_shown(), game.position().hand(game.position().to_move()));
        assert_eq!(game.pool_len(), game.position().pool_len());
        assert_eq!(game.here(), None);
        let last = game.turns().last().unwrap();
        assert_eq!(
            TileGame::last_turn_squares(&game),
            Table::squares(last.mv.piece, last.mv.at)
                .map(|(square, _)| square)
                .to_vec()
        );
        assert!(matches!(
            TileGame::last_turn(&game),
            Some((seat, LastTurn::Placed(scored))) if seat == last.seat && scored == points(last.scored.total)
        ));
    }

    /// A dealt game of two in the order of the set, whose every card of its own hand this
    /// device at `seat` reads (as if every key had come).
    fn dealt(seat: usize) -> DealtGame {
        let set = Piece::set();
        let mut game = DealtGame::new(
            vec!["Eva".into(), "Jan".into()],
            seat,
            OpeningDraw::face_up(set[..2].to_vec()),
        );
        for position in game.hands().unread(seat) {
            game.read_own(position, set[position]).expect("unread");
        }
        game
    }

    #[test]
    fn a_dealt_game_shows_its_own_hand_and_rebuilds_a_past_table() {
        let mut game = dealt(0);
        if game.to_move() != 0 {
            game = dealt(1);
        }
        let seat = game.seat();
        let hand = game.hands().read_tiles(seat);
        assert_eq!(hand.len(), 3);
        let at = game.table().legal_spots()[0];
        let mv = Move { piece: hand[0], at };
        let send = Callback::new(|_: String| {});
        let now = Signal::stored(Some(DealtNow::Addique(Box::new(game.clone()))));
        let mut screen = AtADistance::dealt(DealtSession {
            send,
            now,
            seat_view: Callback::new(|_| None),
            people: Signal::stored(vec![seat]),
        })
        .expect("dealt");
        assert_eq!(screen.here(), Some(vec![seat]));
        assert_eq!(screen.hand_shown(), hand);
        assert_eq!(screen.check(mv), game.check(mv));
        assert!(screen.record_json().is_none(), "no robot reads a dealt game");
        // The session did not change: the game stays as it was.
        screen.play_move(mv).expect("legal");
        assert!(screen.played().is_empty());
        // Played on the engine's copy: the table after each row of the score sheet.
        game.play_own(mv).expect("legal");
        let mut screen = AtADistance {
            game: game.clone(),
            ..screen
        };
        assert_eq!(screen.board_shown(Some(1)).pieces(), &game.table().pieces()[..1]);
        assert_eq!(screen.board_shown(Some(2)).pieces(), game.table().pieces());
        assert_eq!(screen.board_shown(None).pieces(), game.table().pieces());
        assert_eq!(screen.played().len(), 1);
        assert!(matches!(screen.last_turn(), Some((s, LastTurn::Placed(_))) if s == seat));
        assert!(!screen.undo(), "a move sent cannot be taken back");
    }
}
