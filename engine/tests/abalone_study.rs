//! The study's tree of variations: random sequences of operations keep every node's position
//! the one its path's moves reach, promoting keeps the lines, deleting removes exactly a
//! subtree, and a study reads back as written.

use crate::support::*;

use gameshelf_engine::abalone::{Fen, Layout, Move, NodeId, Position, Setup, Start, Study, TurnOrder};
use proptest::prelude::*;
use proptest::sample::Index;
use std::collections::{BTreeSet, HashMap};

#[derive(Clone, Debug)]
enum Op {
    /// A legal move (the second index) at a node (the first).
    Play(Index, Index),
    Promote(Index),
    Delete(Index),
    Comment(Index, String),
}

fn ops() -> impl Strategy<Value = Vec<Op>> {
    let op = prop_oneof![
        8 => (any::<Index>(), any::<Index>()).prop_map(|(node, mv)| Op::Play(node, mv)),
        2 => any::<Index>().prop_map(Op::Promote),
        1 => any::<Index>().prop_map(Op::Delete),
        1 => (any::<Index>(), "[a-z ]{0,8}").prop_map(|(node, text)| Op::Comment(node, text)),
    ];
    prop::collection::vec(op, 1..80)
}

fn starts() -> impl Strategy<Value = Start> {
    let fen = Fen::parse("ssss1/ssssss/2sss2/8/9/8/2SSS2/SSSSSS/SSSSS 1 0 w 4 12").unwrap();
    prop::sample::select(vec![
        Start::Layout {
            layout: Layout::BelgianDaisy,
            turn_order: TurnOrder::Alternate,
        },
        Start::Layout {
            layout: Layout::ThreePlayer,
            turn_order: TurnOrder::Alternate,
        },
        Start::Layout {
            layout: Layout::FourPlayer,
            turn_order: TurnOrder::PartnersConsecutive,
        },
        Start::Fen(fen),
    ])
}

/// Every line from the start to a node where nothing more was tried.
fn lines(study: &Study) -> BTreeSet<Vec<String>> {
    study
        .node_ids()
        .filter(|&id| study.children(id).is_empty())
        .map(|leaf| study.moves_to(leaf).iter().map(Move::to_string).collect())
        .collect()
}

/// `id` and every node played after it.
fn subtree(study: &Study, id: NodeId) -> BTreeSet<NodeId> {
    let mut found = BTreeSet::new();
    let mut todo = vec![id];
    while let Some(at) = todo.pop() {
        found.insert(at);
        todo.extend_from_slice(study.children(at));
    }
    found
}

/// What each node is: its parent, its move and its position.
fn nodes(study: &Study) -> HashMap<NodeId, (Option<NodeId>, Option<Move>, Position)> {
    study
        .node_ids()
        .map(|id| (id, (study.parent(id), study.move_to(id), *study.position(id))))
        .collect()
}

/// Every node's position is its path's moves played by the rules from the start, and every
/// node is its parent's child.
fn check_reachable(study: &Study) -> Result<(), TestCaseError> {
    for id in study.node_ids() {
        let mut position = study.start().position();
        for mv in study.moves_to(id) {
            prop_assert!(position.play(mv).is_ok(), "{mv} is illegal on the path");
        }
        prop_assert_eq!(&position, study.position(id));
        prop_assert_eq!(study.path(id)[0], Study::ROOT);
        if let Some(parent) = study.parent(id) {
            prop_assert!(study.children(parent).contains(&id));
        }
    }
    Ok(())
}

fn apply(study: &mut Study, op: &Op) -> Result<(), TestCaseError> {
    let ids: Vec<NodeId> = study.node_ids().collect();
    let pick = |index: &Index| *index.get(&ids);
    match op {
        Op::Play(node, mv) => {
            let at = pick(node);
            let moves = study.position(at).legal_moves();
            if moves.is_empty() {
                return Ok(());
            }
            let mv = *mv.get(&moves);
            let before = study.children(at).to_vec();
            let child = study.play(at, mv).expect("a legal move");
            if before.contains(&child) {
                prop_assert_eq!(study.children(at), &before[..], "the same move goes to its node");
            } else {
                prop_assert_eq!(
                    study.children(at).last(),
                    Some(&child),
                    "a new variation comes last"
                );
                prop_assert_eq!(study.move_to(child), Some(mv));
            }
            // Played again, it goes to the same node.
            prop_assert_eq!(study.play(at, mv), Ok(child));
        }
        Op::Promote(node) => {
            let id = pick(node);
            let (before, others) = (lines(study), nodes(study));
            study.promote(id);
            prop_assert_eq!(lines(study), before, "promoting keeps the lines");
            prop_assert_eq!(nodes(study), others, "and every node as it was");
            if let Some(parent) = study.parent(id) {
                prop_assert_eq!(study.children(parent).first(), Some(&id));
            }
        }
        Op::Delete(node) => {
            let id = pick(node);
            let (doomed, mut kept) = (subtree(study, id), nodes(study));
            let parent = study.delete(id);
            if id == Study::ROOT {
                prop_assert_eq!(parent, None, "the root stays");
                prop_assert_eq!(nodes(study), kept);
            } else {
                prop_assert_eq!(parent, kept[&id].0);
                kept.retain(|id, _| !doomed.contains(id));
                prop_assert_eq!(nodes(study), kept, "exactly the subtree is gone");
                prop_assert!(doomed.iter().all(|&gone| !study.contains(gone)));
            }
        }
        Op::Comment(node, text) => {
            let id = pick(node);
            study.set_comment(id, text);
            prop_assert_eq!(study.comment(id), text.trim());
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn operations_keep_the_tree_legal_and_it_reads_back_as_written(start in starts(), ops in ops()) {
        let mut study = Study::new(start);
        for op in &ops {
            apply(&mut study, op)?;
            check_reachable(&study)?;
        }
        let json = serde_json::to_string(&study).expect("a study is written");
        let read: Study = serde_json::from_str(&json).expect("a written study reads back");
        prop_assert_eq!(&read, &study);
        prop_assert_eq!(lines(&read), lines(&study));
        let comments = |study: &Study| -> BTreeSet<(String, String)> {
            let written = |id| format!("{:?}", study.moves_to(id));
            study.node_ids().map(|id| (written(id), study.comment(id).to_string())).collect()
        };
        prop_assert_eq!(comments(&read), comments(&study));
        check_reachable(&read)?;
    }
}

#[test]
fn a_games_moves_are_the_main_line_and_variations_go_beside_them() {
    let moves: Vec<Move> = ["A1B2", "I5H5", "B2C3"].map(notation).to_vec();
    let game = game_of(Setup::new(Layout::Standard, vec!["a".into(), "b".into()]), &moves);
    let mut study = Study::with_main_line(Start::of(game.setup()), &moves).unwrap();
    let main = study.main_line(Study::ROOT);
    assert_eq!(study.moves_to(main[3]), moves);
    assert_eq!(study.position(main[3]), game.position());
    // Another reply to A1B2, then the game's own again.
    let variation = study.play(main[1], notation("I9H8")).unwrap();
    assert_eq!(study.children(main[1]), [main[2], variation]);
    assert_eq!(study.play(main[1], notation("I5H5")), Ok(main[2]));
    assert!(study.play(main[1], notation("A1B2")).is_err(), "not Black's turn");
    study.set_comment(variation, "  quieter  ");
    assert_eq!(
        serde_json::to_string(&study).unwrap(),
        r#"{"start":{"layout":{"layout":"standard","turn_order":"alternate"}},"line":[{"move":"A1B2"},{"move":"I5H5","variations":[[{"move":"I9H8","comment":"quieter"}]]},{"move":"B2C3"}]}"#
    );
    // Promoted, the variation is the main line and the game's move its variation.
    study.promote(variation);
    assert_eq!(study.main_line(Study::ROOT), [Study::ROOT, main[1], variation]);
    assert_eq!(study.children(main[1]), [variation, main[2]]);
    // Deleted, the game's move and what followed it are gone.
    assert_eq!(study.delete(main[2]), Some(main[1]));
    assert!(!study.contains(main[2]) && !study.contains(main[3]));
    assert_eq!(study.delete(Study::ROOT), None);
}

#[test]
fn a_study_with_an_illegal_move_does_not_read() {
    let json = r#"{"start":{"layout":{"layout":"standard"}},"line":[{"move":"A1B2"},{"move":"A2B3"}]}"#;
    let error = serde_json::from_str::<Study>(json).unwrap_err().to_string();
    assert!(error.starts_with("A2B3: "), "{error}");
}
