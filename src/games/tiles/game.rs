//! The parts of a tile game's screen that read the game the same way in every tile game: the
//! players' scores, the line about the last turn, the hand-over between players, and undo/redo.

use super::screen::TileScreen;
use super::HandOver;
use crate::games::tiles::TileSays;
use crate::i18n::{t, Msg};
use crate::review::RobotReview;
use crate::robots::{Reads, RobotTurns, Turn};
use crate::ui::announce::announce;
use gameshelf_engine::game::{AnyMoveError, Score};
use gameshelf_engine::robot::Robots;
use gameshelf_engine::tiles::{self, Square};
use leptos::prelude::*;
use std::fmt;
use std::str::FromStr;

/// What the last turn did.
pub enum LastTurn {
    Placed(u32),
    Exchanged(usize),
    Passed,
}

impl MoveWords {
    /// A move of a game that lays rack tiles (Abaku's, Summy's): the tiles its placement lays,
    /// as `laid` reads them, or its exchange or pass.
    pub fn rack<P, T>(mv: tiles::Move<P, T>, laid: impl FnOnce(P) -> Vec<(String, String)>) -> MoveWords {
        match mv {
            tiles::Move::Place(placement) => MoveWords::Laid(laid(placement)),
            tiles::Move::Exchange(tiles) => MoveWords::Exchanged(tiles.len()),
            tiles::Move::Pass => MoveWords::Passed,
        }
    }
}

/// What the shared screen parts read from a tile game's engine state.
pub trait TileGame: Send + Sync + 'static {
    /// Where a tile or piece lies: a board square, or a spot on Addique's open table.
    type Square;
    type Move;
    /// Why the rules refuse a move.
    type Error: Into<AnyMoveError>;
    /// Plays a move if the rules allow it.
    fn play_move(&mut self, mv: Self::Move) -> Result<(), Self::Error>;
    /// `seat` resigns, ending the game; at a distance, this device's seat in its turn, whose
    /// resignation is sent as that turn's link.
    fn resign(&mut self, seat: usize) -> Result<(), Self::Error>;
    /// The board (Addique's open table).
    type Board: Clone + Send + Sync + 'static;
    /// The board shown: as it stands, or after the turn tapped on the score sheet (`viewing`).
    fn board_shown(&self, viewing: Option<usize>) -> Self::Board;
    fn players(&self) -> &[String];
    fn to_move(&self) -> usize;
    fn is_over(&self) -> bool;
    /// The game's record, as the robots' worker reads it; none for a game dealt at a distance,
    /// whose deck no device holds (so no robot hints or reviews it).
    fn record_json(&self) -> Option<String>;
    /// What a robot reads to choose the move of the seat to move: the record, or at a distance
    /// the view of a robot's seat on this device; none for a seat this device holds no view of.
    fn robot_reads(&self) -> Option<Reads>;
    /// The seat that played each turn, in order.
    fn turn_seats(&self) -> Vec<usize>;
    fn scores(&self) -> Vec<Score>;
    fn hints_by(&self, seat: usize) -> usize;
    /// A hint was shown in the turn at `turn` (from 0).
    fn was_hinted(&self, turn: usize) -> bool;
    /// Counts a hint given to the player to move.
    fn count_hint(&mut self);
    fn can_redo(&self) -> bool;
    /// Takes back the last turn; false at the start.
    fn undo(&mut self) -> bool;
    /// Plays again the turn taken back last; false when there is none.
    fn redo(&mut self) -> bool;
    /// Who played the last turn, and what it did.
    fn last_turn(&self) -> Option<(usize, LastTurn)>;
    /// For a copy begun where a game dealt at a distance stood: how far that game had gone,
    /// where the score sheet begins; none for a game played from its start.
    fn begun_at(&self) -> Option<super::SheetStart> {
        None
    }
    /// The squares the last turn laid tiles on, to outline while no move is being laid.
    fn last_turn_squares(&self) -> Vec<Self::Square>;
}

/// Implements [`TileGame`] for a tile game's engine `Game` type (`$game`), whose engines share
/// these methods, turn log included, with its moves (`$moves`) and the rules' refusals
/// (`$error`). With a `Move` enum of placements (`$placement`), exchanges of tiles (`$tile`) and
/// passes (Abaku's and Summy's), a square `$board`, the rules' judgement `$scored` and the end
/// counted `$outcome` it does it all, [`super::LaysTiles`] and [`super::RackPlay`] too; otherwise the braces hold the game's own `type Square`, `type Board`, `board_shown`,
/// `last_turn` and `last_turn_squares`.
macro_rules! impl_tile_game {
    ($game:ty, $moves:ident, $error:ty, $board:ty, $placement:ty, $tile:ty, $scored:ty, $outcome:ty) => {
        impl $crate::games::tiles::RackPlay for $game {
            type Scored = $scored;
            type Outcome = $outcome;

            fn here(&self) -> Option<Vec<usize>> {
                None
            }

            fn rack_shown(&self) -> Vec<$tile> {
                self.position().rack(self.position().to_move()).to_vec()
            }

            fn board(&self) -> &$board {
                self.position().board()
            }

            fn check(&self, placement: &$placement) -> Result<$scored, $error> {
                <$game>::check(self, placement)
            }

            fn start_draw(&self) -> &gameshelf_engine::tiles::StartDraw<$tile> {
                <$game>::start_draw(self)
            }

            fn outcome(&self) -> Option<$outcome> {
                <$game>::outcome(self)
            }

            fn last_placement(&self) -> Option<&$placement> {
                match &self.turns().last()?.mv {
                    $moves::Place(placement) => Some(placement),
                    _ => None,
                }
            }

            fn keep(state: $crate::state::AppState, id: String, started: u64, game: leptos::prelude::RwSignal<$game>) {
                state.keep_saved(id, started, false, game);
            }
        }

        impl $crate::games::tiles::LaysTiles for $game {
            type Tile = $tile;
            type Placement = $placement;

            fn pass_ends_game(&self) -> bool {
                self.position().pass_ends_game()
            }

            fn unseen_tally(&self, seat: usize) -> Vec<($tile, usize)> {
                self.view_of(seat).unseen_tally()
            }
        }

        $crate::games::tiles::impl_tile_game!($game, $moves, $error, {
            type Square = gameshelf_engine::tiles::Square;
            type Board = $board;

            fn board_shown(&self, viewing: Option<usize>) -> $board {
                match viewing {
                    Some(turns) => self.position_after(turns).board().clone(),
                    None => self.position().board().clone(),
                }
            }

            fn last_turn(&self) -> Option<(usize, $crate::games::tiles::LastTurn)> {
                use $crate::games::tiles::LastTurn;
                let turn = self.turns().last()?;
                let what = match &turn.mv {
                    $moves::Place(_) => LastTurn::Placed(turn.scored.points),
                    $moves::Exchange(tiles) => LastTurn::Exchanged(tiles.len()),
                    $moves::Pass => LastTurn::Passed,
                };
                Some((turn.seat, what))
            }

            fn last_turn_squares(&self) -> Vec<gameshelf_engine::tiles::Square> {
                match self.turns().last().map(|turn| &turn.mv) {
                    Some($moves::Place(placement)) => {
                        placement.tiles.iter().map(|tile| tile.square).collect()
                    }
                    _ => Vec::new(),
                }
            }
        });
    };
    ($game:ty, $moves:ty, $error:ty, { $($own:tt)* }) => {
        impl $crate::games::tiles::TileGame for $game {
            type Move = $moves;
            type Error = $error;

            fn play_move(&mut self, mv: $moves) -> Result<(), $error> {
                <$game>::play(self, mv).map(|_| ())
            }

            fn resign(&mut self, seat: usize) -> Result<(), $error> {
                <$game>::resign(self, seat)
            }

            fn players(&self) -> &[String] {
                &self.setup().players
            }

            fn to_move(&self) -> usize {
                self.position().to_move()
            }

            fn is_over(&self) -> bool {
                self.outcome().is_some()
            }

            fn record_json(&self) -> Option<String> {
                Some($crate::robots::record_json(&self.record()))
            }

            fn robot_reads(&self) -> Option<$crate::robots::Reads> {
                self.record_json().map($crate::robots::Reads::Record)
            }

            fn turn_seats(&self) -> Vec<usize> {
                self.turns().iter().map(|turn| turn.seat).collect()
            }

            fn scores(&self) -> Vec<::gameshelf_engine::game::Score> {
                self.position().scores().to_vec()
            }

            fn hints_by(&self, seat: usize) -> usize {
                <$game>::hints_by(self, seat)
            }

            fn begun_at(&self) -> Option<$crate::games::tiles::SheetStart> {
                let from = self.setup().from.as_ref()?;
                let score = |&score| i64::try_from(score).unwrap_or(i64::MAX);
                let names = self.setup().players.iter().cloned();
                Some($crate::games::tiles::SheetStart {
                    turns: from.turns,
                    scores: names.zip(from.scores.iter().map(score)).collect(),
                })
            }

            fn was_hinted(&self, turn: usize) -> bool {
                self.hinted().contains(&turn)
            }

            fn count_hint(&mut self) {
                <$game>::count_hint(self)
            }

            fn can_redo(&self) -> bool {
                self.undone().next().is_some()
            }

            fn undo(&mut self) -> bool {
                <$game>::undo(self).is_some()
            }

            fn redo(&mut self) -> bool {
                <$game>::redo(self).is_some()
            }

            $($own)*
        }
    };
}
pub(crate) use impl_tile_game;

/// Reads out the turn just played: who did what (for a placement, `laid`: each tile's spoken
/// name and square), then who plays next, or once the game is over its `result`.
pub fn announce_turn<G: TileGame>(game: &G, laid: Vec<(String, String)>, result: Option<String>) {
    let Some((seat, turn)) = game.last_turn() else {
        return;
    };
    let name = game.players()[seat].clone();
    let next = (!game.is_over()).then(|| game.players()[game.to_move()].clone());
    let said = t(match turn {
        LastTurn::Placed(points) => Msg::AnnouncePlaced {
            name,
            tiles: laid,
            points,
            next,
        },
        LastTurn::Exchanged(count) => TileSays::AnnounceExchanged { name, count, next }.into(),
        LastTurn::Passed => TileSays::AnnouncePassed { name, next }.into(),
    });
    announce(match result {
        Some(result) => t(TileSays::AnnounceGameOver { turn: said, result }),
        None => said,
    });
}

/// Each player's name and score, the player to move marked, and the hints each asked for.
#[component]
pub fn PlayerPanels<G: TileGame>(game: RwSignal<G>, #[prop(into)] live: Signal<bool>) -> impl IntoView {
    move || {
        game.with(|game| {
            let current = game.to_move();
            game.scores()
                .into_iter()
                .enumerate()
                .map(|(seat, score)| {
                    let hints = game.hints_by(seat);
                    view! {
                        <div class="player" class:to-move=move || live.get() && current == seat data-testid="player">
                            <span class="player-name">{game.players()[seat].clone()}</span>
                            <span class="player-score" data-testid="score">{score.to_string()}</span>
                            {(hints > 0).then(|| view! { <span class="muted">{t(TileSays::HintsUsed(hints))}</span> })}
                        </div>
                    }
                })
                .collect_view()
        })
    }
}

/// Whether who starts is still news: no person has played a turn yet (in a robots-only game, no
/// one has). A robot that starts would otherwise hide the start draw before the person at the
/// device has seen who drew what.
pub fn start_draw_is_news<G: TileGame>(game: &G, robots: RobotTurns) -> bool {
    let seats = game.turn_seats();
    match robots.humans() {
        0 => seats.is_empty(),
        _ => seats.iter().all(|&seat| robots.is_robot(seat)),
    }
}

/// The seat of the last turn a person played: the turn the hand-over may take back, with the
/// robots' replies since (a robot's own turn, taken back alone, the robot would play again).
fn last_person_turn<G: TileGame>(game: &G, robots: RobotTurns) -> Option<usize> {
    game.turn_seats()
        .into_iter()
        .rev()
        .find(|&seat| !robots.is_robot(seat))
}

/// The hand-over screen between two players' turns, while `screen` shows it: what the last turn
/// did, `children` (such as the start draw), a way to take back the last person's turn while its
/// player may still hold the device (once the next player shows their rack, only the panel's
/// Undo of their own tiles is left; none at a distance), and the reveal button.
#[component]
pub fn TileHandOver<G: TileGame>(
    screen: TileScreen<G>,
    robots: RobotTurns,
    /// Takes back the last person's turn; without it, the screen's undo does.
    #[prop(optional)]
    on_undo: Option<Callback<()>>,
    /// The players hold pieces (Addique's) rather than tiles.
    #[prop(optional)]
    pieces: bool,
    children: ChildrenFn,
) -> impl IntoView {
    let (game, revealed) = (screen.game, screen.revealed);
    let on_undo = on_undo.unwrap_or_else(|| {
        Callback::new(move |()| {
            screen.undo();
        })
    });
    let name = move |seat: usize| game.with(|game| game.players()[seat].clone());
    let last = move || {
        game.with(|game| {
            let (seat, turn) = game.last_turn()?;
            let name = game.players()[seat].clone();
            let text = match turn {
                LastTurn::Placed(points) => t(TileSays::TurnSummaryPlaced { name, points }),
                LastTurn::Exchanged(count) => t(TileSays::TurnSummaryExchanged { name, count }),
                LastTurn::Passed => t(TileSays::TurnSummaryPassed(name)),
            };
            let undo = last_person_turn(game, robots).filter(|_| screen.takes_back()).map(|person| {
                let name = game.players()[person].clone();
                view! { <button data-testid="handover-undo" on:click=move |_| on_undo.run(())>{t(TileSays::TakeBackTurn(name))}</button> }
            });
            Some(view! {
                <p class="last-turn" data-testid="last-turn">{text}</p>
                {undo}
            })
        })
    };
    let hand_over = move || {
        let children = children.clone();
        view! {
            <HandOver name=Signal::derive(move || name(game.with(|game| game.to_move()))) on_reveal=Callback::new(move |_| revealed.set(true)) pieces=pieces>
                {last}
                {children()}
            </HandOver>
        }
    };
    view! { <Show when=move || screen.handing_over()>{hand_over()}</Show> }
}

/// The robots' turn loop for a tile game: whenever a robot's seat is to move, its move, read
/// from the robot's notation, goes to `play`, which says why if it cannot play it.
pub fn robot_turns<G: TileGame, M: FromStr<Err: fmt::Display>>(
    robots: Robots,
    game: RwSignal<G>,
    play: impl Fn(M) -> Result<(), String> + Send + Sync + 'static,
) -> RobotTurns {
    let seats = game.with_untracked(|game| game.players().len());
    let turn = move || {
        game.with(|game| {
            (!game.is_over()).then(|| Turn {
                seat: game.to_move(),
                moves_played: game.turn_seats().len(),
            })
        })
    };
    let reads = Callback::new(move |()| {
        game.with_untracked(G::robot_reads)
            .expect("a robot sits only where its device reads its seat")
    });
    let play = Callback::new(move |notation: String| {
        play(notation.parse().map_err(|error: M::Err| error.to_string())?)
    });
    RobotTurns::run(robots, seats, turn, reads, play)
}

/// Takes back the last turn, and the robots' turns before it, so that a person is to move.
pub fn undo_turn<G: TileGame>(game: RwSignal<G>, robots: RobotTurns) -> bool {
    let to_move = move || game.with_untracked(G::to_move);
    robots.undo(move || game.try_update(G::undo) == Some(true), to_move)
}

/// Undo and redo of `screen`'s game (of the robots' turns too, up to a person's), with `after`
/// run once either has changed the game (without it, the screen's own `after_turn`). Once the
/// player to move has shown their rack to a table of several people, Undo takes back only what
/// they have `laid` this turn: the turn before would hand the device back to its player, with a
/// rack the one holding it now has seen.
#[component]
pub fn UndoRedo<G: TileGame>(
    screen: TileScreen<G>,
    robots: RobotTurns,
    /// Tiles (or Addique's piece) laid this turn, to take back.
    #[prop(into)]
    laid: Signal<bool>,
    #[prop(optional)] after: Option<Callback<()>>,
    /// The players hold pieces (Addique's) rather than tiles.
    #[prop(optional)]
    pieces: bool,
) -> impl IntoView {
    let (game, revealed) = (screen.game, screen.revealed);
    let after = after.unwrap_or_else(|| Callback::new(move |()| screen.after_turn()));
    // One person at the device sees only their own rack, whichever turn comes back.
    let own_only = move || robots.humans() > 1 && revealed.get();
    let undo = move |_| {
        if own_only() {
            screen.reset();
        } else if undo_turn(game, robots) {
            after.run(());
        }
    };
    let redo = move |_| {
        let to_move = move || game.with_untracked(G::to_move);
        if robots.redo(move || game.try_update(G::redo) == Some(true), to_move) {
            after.run(());
        }
    };
    let cannot_undo = move || match own_only() {
        true => !laid.get(),
        false => !game.with(|game| gives_a_turn_back(&game.turn_seats(), robots)),
    };
    view! {
        <div class="controls">
            <button data-testid="undo" on:click=undo disabled=cannot_undo>
                {move || t(if own_only() { Msg::UndoLaid { pieces } } else { Msg::Undo })}
            </button>
            <button data-testid="redo" on:click=redo disabled=move || !game.with(G::can_redo)>{t(Msg::Redo)}</button>
        </div>
    }
}

/// Resign, tapped twice: the player to move resigns, or against robots the one person; at a
/// distance, this device's person in their turn.
#[component]
pub fn TileResign<G: TileGame>(screen: TileScreen<G>, robots: RobotTurns) -> impl IntoView {
    let confirming = RwSignal::new(false);
    let name = move || {
        let seat = screen.resigning_seat(robots);
        screen.game.with(|game| game.players()[seat].clone())
    };
    let resign = move |_| {
        if confirming.get_untracked() {
            screen.resign(robots);
        } else {
            confirming.set(true);
        }
    };
    view! {
        <Show when=move || screen.can_resign(robots)>
            <div class="controls">
                <button data-testid="resign" class:danger=move || confirming.get() on:click=resign on:blur=move |_| confirming.set(false)>
                    {move || match confirming.get() {
                        true => t(TileSays::ConfirmResign(name())),
                        false => t(TileSays::Resign),
                    }}
                </button>
            </div>
        </Show>
    }
}

/// Whether undo gives something back: with a person at the table, one of their turns (a robot's
/// move alone would only be played again); in a robots-only game, any turn.
fn gives_a_turn_back(turn_seats: &[usize], robots: RobotTurns) -> bool {
    if robots.humans() == 0 {
        !turn_seats.is_empty()
    } else {
        turn_seats.iter().any(|&seat| !robots.is_robot(seat))
    }
}

/// The review of a finished tile game: each person's turn beside the strong robot's choice, in
/// `words` (see [`review_words`]), each showing the board after it on `viewing`, the page's
/// past board (see [`super::ScoreSheet`]).
#[component]
pub fn TileReview<G: TileGame>(
    game: RwSignal<G>,
    robots: RobotTurns,
    viewing: RwSignal<Option<usize>>,
    words: Callback<String, String>,
    /// The score sheet's first row is the opening piece, before the first turn (Addique's).
    #[prop(optional)]
    opening: bool,
) -> impl IntoView {
    let turns = Signal::derive(move || {
        game.with(|game| {
            let seats = game.turn_seats().into_iter().enumerate();
            seats
                .filter(|&(_, seat)| !robots.is_robot(seat))
                .map(|(turn, seat)| (turn, game.players()[seat].clone()))
                .collect()
        })
    });
    let show = Callback::new(move |turn: usize| {
        let rows = game.with_untracked(|game| game.turn_seats().len()) + usize::from(opening);
        show_after_turn(viewing, turn + 1 + usize::from(opening), rows);
    });
    let reviewable = game.with_untracked(|game| game.record_json().is_some());
    let record = Signal::derive(move || game.with(G::record_json).unwrap_or_default());
    reviewable.then(|| {
        view! { <RobotReview record=record turns=turns evaluations=false on_show=show words=words /> }
    })
}

/// Shows on `viewing` the board after turn `turn` (from 1) of `count`: the last one's is the
/// game as it stands.
pub fn show_after_turn(viewing: RwSignal<Option<usize>>, turn: usize, count: usize) {
    viewing.set((turn < count).then_some(turn));
}

/// The tiles a turn lays, each as read aloud on its square, in reading order (row by row, and
/// on one square the words' order), as [`MoveWords::Laid`] and the announcements give them:
/// each tile's words, and its square. Inserting each in place keeps a sort's code out of every
/// game's screen.
pub fn laid_in_reading_order(laid: impl IntoIterator<Item = (Square, String)>) -> Vec<(String, String)> {
    let mut ordered: Vec<(Square, String)> = Vec::new();
    for tile in laid {
        let at = ordered.partition_point(|earlier| *earlier <= tile);
        ordered.insert(at, tile);
    }
    ordered
        .into_iter()
        .map(|(square, said)| (said, square.to_string()))
        .collect()
}

/// A tile game's move in plain words, as a placement's tiles, an exchange or a pass.
pub enum MoveWords {
    /// Each tile as read aloud, and its square.
    Laid(Vec<(String, String)>),
    Exchanged(usize),
    Passed,
}

/// A move's notation in plain words, for the review, through the game's own reading of its
/// moves (`said`); notation it cannot read stays as it is.
pub fn review_words<M: FromStr>(
    said: impl Fn(M) -> MoveWords + Send + Sync + 'static,
) -> Callback<String, String> {
    Callback::new(move |notation: String| match notation.parse() {
        Ok(mv) => t(match said(mv) {
            MoveWords::Laid(tiles) => Msg::MoveLaid(tiles),
            MoveWords::Exchanged(count) => Msg::MoveExchanged(count),
            MoveWords::Passed => Msg::MovePassed,
        }),
        Err(_) => notation,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn laid_tiles_read_row_by_row_whatever_order_they_were_laid_in() {
        let laid = [
            (Square::new(8, 7), "c".to_string()),
            (Square::new(7, 8), "b".to_string()),
            (Square::new(7, 7), "a".to_string()),
            (Square::new(7, 8), "a".to_string()),
        ];
        let mut expected = laid.to_vec();
        expected.sort();
        let expected: Vec<(String, String)> = expected
            .into_iter()
            .map(|(square, said)| (said, square.to_string()))
            .collect();
        assert_eq!(laid_in_reading_order(laid.clone()), expected);
        assert_eq!(laid_in_reading_order(laid.into_iter().rev()), expected);
    }
}
