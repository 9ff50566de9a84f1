//! The analysis board's controller: a study (the engine's tree of moves tried) and the node it
//! shows. A move played on the board goes into the tree at the node shown, beside the game's own
//! moves, which it never changes; the board, the search and the move tree all follow the node
//! shown. The views (analysis.rs, variations.rs) render it and forward the player's actions.

use gameshelf_engine::abalone::{
    Cell, Effect as MoveEffect, Game, Move, NodeId, Position, RuleError, Start, Study,
};
use leptos::prelude::*;

/// The controller of the analysis board (see the module's comment). Copied into every handler.
#[derive(Clone, Copy)]
pub struct AnalysisScreen {
    pub study: RwSignal<Study>,
    /// The node whose position the board shows.
    pub shown: RwSignal<NodeId>,
    pub position: Memo<Position>,
    /// The move that led to the node shown, to highlight on the board.
    pub last_move: Memo<Option<MoveEffect>>,
    /// The marbles chosen on the board.
    pub selection: RwSignal<Vec<Cell>>,
    /// Why the last move tried was refused, until the next one is played or the node changes.
    pub illegal: RwSignal<Option<RuleError>>,
}

impl AnalysisScreen {
    /// The board on `study`, showing `shown` (its root if `shown` is not in it).
    pub fn new(study: Study, shown: NodeId) -> AnalysisScreen {
        let shown = if study.contains(shown) { shown } else { Study::ROOT };
        let study = RwSignal::new(study);
        let shown = RwSignal::new(shown);
        AnalysisScreen {
            study,
            shown,
            position: Memo::new(move |_| study.with(|study| *study.position(shown.get()))),
            last_move: Memo::new(move |_| study.with(|study| effect_of(study, shown.get()))),
            selection: RwSignal::new(Vec::new()),
            illegal: RwSignal::new(None),
        }
    }

    /// Shows `node`, dropping the marbles chosen on the board before.
    pub fn go_to(self, node: NodeId) {
        self.selection.set(Vec::new());
        self.illegal.set(None);
        self.shown.set(node);
    }

    /// Plays `mv` at the node shown: into the node it already leads to if it was tried before,
    /// else into a new variation; then shows it. A move the rules refuse changes nothing.
    pub fn play(self, mv: Move) {
        let at = self.shown.get_untracked();
        // None once the screen is gone: nothing to show then.
        match self.study.try_update(|study| study.play(at, mv)) {
            Some(Ok(node)) => self.go_to(node),
            Some(Err(error)) => self.illegal.set(Some(error)),
            None => {}
        }
    }

    /// Plays `moves` one after the other from the node shown, as far as the rules allow.
    pub fn play_line(self, moves: &[Move]) {
        for &mv in moves {
            self.play(mv);
            if self.illegal.with_untracked(Option::is_some) {
                return;
            }
        }
    }

    /// The parent of the node shown, if it is not the start (tracked).
    pub fn previous(self) -> Option<NodeId> {
        let shown = self.shown.get();
        self.study.with(|study| study.parent(shown))
    }

    /// The main continuation of the node shown, if it has one (tracked).
    pub fn next(self) -> Option<NodeId> {
        let shown = self.shown.get();
        self.study.with(|study| study.children(shown).first().copied())
    }

    /// The end of the main continuation from the node shown (tracked).
    pub fn line_end(self) -> NodeId {
        let shown = self.shown.get();
        self.study
            .with(|study| *study.main_line(shown).last().expect("the node itself"))
    }

    /// Back one move along the line shown, if it is not at the start.
    pub fn back(self) {
        if let Some(node) = self.previous() {
            self.go_to(node);
        }
    }

    /// On one move along the line shown, its main continuation, if it has one.
    pub fn forward(self) {
        if let Some(node) = self.next() {
            self.go_to(node);
        }
    }

    pub fn to_start(self) {
        self.go_to(Study::ROOT);
    }

    pub fn to_end(self) {
        self.go_to(self.line_end());
    }

    /// The first move of the variation the node shown is in: the nearest node on its path,
    /// itself included, that is not its parent's main continuation; none on the main line
    /// (tracked).
    pub fn variation(self) -> Option<NodeId> {
        let shown = self.shown.get();
        self.study.with(|study| {
            study.path(shown).into_iter().rev().find(|&node| {
                study
                    .parent(node)
                    .is_some_and(|parent| study.children(parent).first() != Some(&node))
            })
        })
    }

    /// Makes the variation of the node shown the main continuation in its place, the node shown
    /// staying on screen.
    pub fn promote(self) {
        if let Some(variation) = self.variation() {
            self.study.update(|study| study.promote(variation));
        }
    }

    /// Deletes the node shown and every move after it, and shows its parent instead; the start
    /// stays.
    pub fn delete(self) {
        let shown = self.shown.get_untracked();
        let Some(parent) = self.study.with_untracked(|study| study.parent(shown)) else {
            return;
        };
        // Shown first: the deleted node is never read.
        self.go_to(parent);
        self.study.update(|study| {
            study.delete(shown);
        });
    }

    /// The comment on the move shown (tracked).
    pub fn comment(self) -> String {
        let shown = self.shown.get();
        self.study.with(|study| study.comment(shown).to_string())
    }

    /// Comments the move shown; an empty comment is none.
    pub fn set_comment(self, comment: &str) {
        let shown = self.shown.get_untracked();
        if self
            .study
            .with_untracked(|study| study.comment(shown) != comment.trim())
        {
            self.study.update(|study| study.set_comment(shown, comment));
        }
    }
}

/// The study of `game`: the one `kept` for it if it starts alike, else a new one, with the
/// game's moves played into it (a game gone on since adds its newer moves; a variation promoted
/// over the game's moves stays promoted); and the node after the game's first `ply` moves, or its
/// last if it has fewer.
pub fn study_of_game(game: &Game, kept: Option<Study>, ply: usize) -> (Study, NodeId) {
    let start = Start::of(game.setup());
    let mut study = kept
        .filter(|kept| kept.start() == start)
        .unwrap_or_else(|| Study::new(start));
    let mut at = Study::ROOT;
    let mut shown = Study::ROOT;
    for (index, played) in game.played().iter().enumerate() {
        at = study.play(at, played.mv).expect("a game's moves are legal");
        if index < ply {
            shown = at;
        }
    }
    (study, shown)
}

/// What the move to `node` did, from its parent's position; none at the start.
fn effect_of(study: &Study, node: NodeId) -> Option<MoveEffect> {
    let mv = study.move_to(node)?;
    let mut before = *study.position(study.parent(node)?);
    before.play(mv).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::testing::on_screen;
    use gameshelf_engine::abalone::{Layout, Setup, TurnOrder};

    fn mv(text: &str) -> Move {
        text.parse().unwrap()
    }

    fn standard() -> Start {
        Start::Layout {
            layout: Layout::Standard,
            turn_order: TurnOrder::default(),
        }
    }

    /// A screen on a game of three moves, showing its start.
    fn screen() -> AnalysisScreen {
        let moves = [mv("C3D4"), mv("G5F5"), mv("C4D5")];
        AnalysisScreen::new(Study::with_main_line(standard(), &moves).unwrap(), Study::ROOT)
    }

    fn shown_moves(screen: AnalysisScreen) -> Vec<Move> {
        screen.study.with(|study| study.moves_to(screen.shown.get()))
    }

    #[test]
    fn a_move_played_twice_goes_to_the_same_node() {
        on_screen(|| {
            let screen = screen();
            screen.play(mv("C3D4"));
            assert_eq!(shown_moves(screen), [mv("C3D4")], "the game's own first move");
            assert_eq!(screen.study.with(|study| study.node_ids().count()), 4);
            screen.back();
            screen.play(mv("A1B2"));
            let variation = screen.shown.get();
            screen.back();
            screen.play(mv("A1B2"));
            assert_eq!(screen.shown.get(), variation);
            assert_eq!(screen.study.with(|study| study.node_ids().count()), 5);
            assert_eq!(screen.variation(), Some(variation));
            assert!(screen.last_move.get().is_some());
            assert_eq!(
                screen.position.get().to_move(),
                gameshelf_engine::abalone::Seat::WHITE
            );
        });
    }

    #[test]
    fn back_forward_start_and_end_follow_the_line() {
        on_screen(|| {
            let screen = screen();
            assert_eq!(screen.previous(), None);
            screen.back();
            assert_eq!(screen.shown.get(), Study::ROOT, "nothing before the start");
            screen.forward();
            screen.forward();
            assert_eq!(shown_moves(screen), [mv("C3D4"), mv("G5F5")]);
            screen.to_end();
            assert_eq!(shown_moves(screen).len(), 3);
            assert_eq!(screen.next(), None);
            screen.forward();
            assert_eq!(shown_moves(screen).len(), 3, "nothing after the end");
            screen.to_start();
            assert_eq!(screen.shown.get(), Study::ROOT);
            assert_eq!(screen.last_move.get(), None);
        });
    }

    #[test]
    fn a_variation_promoted_becomes_the_main_line_and_stays_shown() {
        on_screen(|| {
            let screen = screen();
            screen.forward();
            screen.play(mv("I9H8"));
            screen.play(mv("C4D5"));
            let shown = screen.shown.get();
            assert!(screen.variation().is_some());
            screen.promote();
            assert_eq!(screen.shown.get(), shown);
            assert_eq!(screen.variation(), None, "now on the main line");
            let main: Vec<Move> = screen.study.with(|study| {
                let line = study.main_line(Study::ROOT);
                study.moves_to(*line.last().unwrap())
            });
            assert_eq!(main, [mv("C3D4"), mv("I9H8"), mv("C4D5")]);
        });
    }

    #[test]
    fn deleting_shows_the_parent_and_the_start_stays() {
        on_screen(|| {
            let screen = screen();
            screen.play(mv("A1B2"));
            screen.play(mv("I9H8"));
            let variation = screen.variation().unwrap();
            screen.back();
            let parent = screen.shown.get();
            screen.forward();
            screen.delete();
            assert_eq!(screen.shown.get(), parent);
            screen.delete();
            assert_eq!(screen.shown.get(), Study::ROOT);
            assert!(!screen.study.with(|study| study.contains(variation)));
            assert_eq!(screen.study.with(|study| study.children(Study::ROOT).len()), 1);
            screen.delete();
            assert_eq!(screen.shown.get(), Study::ROOT);
        });
    }

    #[test]
    fn a_comment_stays_with_its_move() {
        on_screen(|| {
            let screen = screen();
            screen.forward();
            screen.set_comment("  the usual start ");
            screen.forward();
            assert_eq!(screen.comment(), "");
            screen.back();
            assert_eq!(screen.comment(), "the usual start");
        });
    }

    #[test]
    fn a_line_is_played_as_far_as_the_rules_allow() {
        on_screen(|| {
            let screen = screen();
            screen.play_line(&[mv("C3D4"), mv("G5F5"), mv("G5F5"), mv("C4D5")]);
            assert_eq!(shown_moves(screen), [mv("C3D4"), mv("G5F5")]);
            assert!(screen.illegal.get().is_some());
            screen.back();
            assert_eq!(screen.illegal.get(), None);
        });
    }

    #[test]
    fn a_game_s_study_kept_takes_its_newer_moves_and_keeps_its_variations() {
        let players = vec!["Ada".to_string(), "Grace".to_string()];
        let mut game = Game::new(Setup::new(Layout::Standard, players));
        for text in ["C3D4", "G5F5"] {
            game.play(mv(text)).unwrap();
        }
        let (mut study, shown) = study_of_game(&game, None, 1);
        assert_eq!(study.moves_to(shown), [mv("C3D4")]);
        let variation = study.play(shown, mv("I9H8")).unwrap();
        study.promote(variation);
        let kept: Study = serde_json::from_str(&serde_json::to_string(&study).unwrap()).unwrap();

        game.play(mv("C4D5")).unwrap();
        let (study, shown) = study_of_game(&game, Some(kept), 9);
        assert_eq!(
            study.moves_to(shown),
            [mv("C3D4"), mv("G5F5"), mv("C4D5")],
            "the game's last"
        );
        let first = study.children(Study::ROOT)[0];
        assert_eq!(
            study.moves_to(study.children(first)[0]),
            [mv("C3D4"), mv("I9H8")],
            "still promoted"
        );

        let other = Study::new(Start::Fen(
            gameshelf_engine::abalone::Fen::parse(
                "ss1SS/sssSSS/1ss1SS1/8/9/8/1SS1ss1/SSSsss/SS1ss 0 0 b 0 1",
            )
            .unwrap(),
        ));
        let (study, _) = study_of_game(&game, Some(other), 0);
        assert_eq!(
            study.start(),
            Start::of(game.setup()),
            "a study of another start is not this game's"
        );
    }
}
