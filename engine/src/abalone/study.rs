//! A study of a game: the tree of moves tried from a start position beside the game's own.
//!
//! Each node is a position reached by a move from its parent; its first child is its main
//! continuation, the others are variations. A study made from a game has the game's moves as
//! its main line, and trying moves never changes them unless a variation is promoted over them.
//!
//! Nodes are named by [`NodeId`]s that stay valid for the life of the study, whatever is added
//! or deleted around them (a deleted node's id is never given to another). Written out (serde),
//! a study is its start and its lines in notation, as a game record's moves are, with each
//! move's variations beside it: the nesting grows with variations within variations, not with
//! the length of a line. Reading it back replays every move through the rules.

use super::board::{Layout, Position, TurnOrder};
use super::fen::Fen;
use super::game::Setup;
use super::moves::Move;
use super::rules::RuleError;
use serde::{Deserialize, Serialize};

/// Where a study starts: a layout's start, or a position set up by hand.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Start {
    Layout {
        layout: Layout,
        #[serde(default)]
        turn_order: TurnOrder,
    },
    Fen(Fen),
}

impl Start {
    /// Where a game with `setup` starts.
    pub fn of(setup: &Setup) -> Start {
        match &setup.start {
            Some(fen) => Start::Fen(**fen),
            None => Start::Layout {
                layout: setup.layout,
                turn_order: setup.turn_order,
            },
        }
    }

    pub fn position(&self) -> Position {
        match *self {
            Start::Layout { layout, turn_order } => Position::with_turn_order(layout, turn_order),
            Start::Fen(fen) => fen.position,
        }
    }
}

/// A node of a [`Study`].
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct NodeId(usize);

#[derive(Clone, Debug)]
struct Node {
    parent: Option<NodeId>,
    /// The move from the parent; none at the root.
    mv: Option<Move>,
    position: Position,
    comment: String,
    /// The main continuation first, then the variations.
    children: Vec<NodeId>,
}

/// A tree of moves from a start position (see the module's notes).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(try_from = "StudyFile", into = "StudyFile")]
pub struct Study {
    start: Start,
    /// By id; `None` once deleted.
    nodes: Vec<Option<Node>>,
}

impl Study {
    /// The start position, before any move.
    pub const ROOT: NodeId = NodeId(0);

    /// A study with no move yet.
    pub fn new(start: Start) -> Study {
        let root = Node {
            parent: None,
            mv: None,
            position: start.position(),
            comment: String::new(),
            children: Vec::new(),
        };
        Study {
            start,
            nodes: vec![Some(root)],
        }
    }

    /// A study whose main line is `moves` from `start`; the first illegal move is refused.
    pub fn with_main_line(start: Start, moves: &[Move]) -> Result<Study, RuleError> {
        let mut study = Study::new(start);
        let mut at = Study::ROOT;
        for &mv in moves {
            at = study.play(at, mv)?;
        }
        Ok(study)
    }

    pub fn start(&self) -> Start {
        self.start
    }

    fn node(&self, id: NodeId) -> &Node {
        self.nodes[id.0].as_ref().expect("a node of the study")
    }

    fn node_mut(&mut self, id: NodeId) -> &mut Node {
        self.nodes[id.0].as_mut().expect("a node of the study")
    }

    /// Whether `id` names a node of the study (not one deleted).
    pub fn contains(&self, id: NodeId) -> bool {
        self.nodes.get(id.0).is_some_and(Option::is_some)
    }

    /// Every node, the root first, in no particular order after it.
    pub fn node_ids(&self) -> impl Iterator<Item = NodeId> + '_ {
        (0..self.nodes.len()).map(NodeId).filter(|&id| self.contains(id))
    }

    /// The position at `id`, after its move.
    pub fn position(&self, id: NodeId) -> &Position {
        &self.node(id).position
    }

    /// The move that leads to `id`; none at the root.
    pub fn move_to(&self, id: NodeId) -> Option<Move> {
        self.node(id).mv
    }

    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).parent
    }

    /// The moves tried from `id`: its main continuation first, then its variations.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        &self.node(id).children
    }

    pub fn comment(&self, id: NodeId) -> &str {
        &self.node(id).comment
    }

    /// Comments the move that leads to `id`; an empty comment is none.
    pub fn set_comment(&mut self, id: NodeId, comment: &str) {
        self.node_mut(id).comment = comment.trim().to_string();
    }

    /// The nodes from the root to `id`, both included.
    pub fn path(&self, id: NodeId) -> Vec<NodeId> {
        let mut path: Vec<NodeId> = std::iter::successors(Some(id), |&at| self.parent(at)).collect();
        path.reverse();
        path
    }

    /// The moves from the start to `id`.
    pub fn moves_to(&self, id: NodeId) -> Vec<Move> {
        self.path(id)
            .into_iter()
            .filter_map(|at| self.move_to(at))
            .collect()
    }

    /// `id`, then its main continuation to its end.
    pub fn main_line(&self, id: NodeId) -> Vec<NodeId> {
        std::iter::successors(Some(id), |&at| self.children(at).first().copied()).collect()
    }

    /// Plays `mv` at `at`: the node it leads to, a new variation unless the same position was
    /// reached from `at` already (a move may be written more than one way).
    pub fn play(&mut self, at: NodeId, mv: Move) -> Result<NodeId, RuleError> {
        let mut position = *self.position(at);
        position.play(mv)?;
        let mut children = self.children(at).iter().copied();
        if let Some(existing) = children.find(|&child| *self.position(child) == position) {
            return Ok(existing);
        }
        let id = NodeId(self.nodes.len());
        self.nodes.push(Some(Node {
            parent: Some(at),
            mv: Some(mv),
            position,
            comment: String::new(),
            children: Vec::new(),
        }));
        self.node_mut(at).children.push(id);
        Ok(id)
    }

    /// Makes `id` its parent's main continuation, the former one its first variation.
    pub fn promote(&mut self, id: NodeId) {
        if let Some(parent) = self.parent(id) {
            let children = &mut self.node_mut(parent).children;
            let index = children.iter().position(|&child| child == id).expect("a child");
            children[..=index].rotate_right(1);
        }
    }

    /// Deletes `id` and everything played after it; the parent, to go to instead. The root
    /// cannot be deleted.
    pub fn delete(&mut self, id: NodeId) -> Option<NodeId> {
        let parent = self.parent(id)?;
        self.node_mut(parent).children.retain(|&child| child != id);
        let mut doomed = vec![id];
        while let Some(at) = doomed.pop() {
            let node = self.nodes[at.0].take().expect("a node of the study");
            doomed.extend(node.children);
        }
        Some(parent)
    }
}

/// Studies are equal when they start alike and hold the same lines, in the same order, with the
/// same comments: what they write out, whatever their nodes' ids.
impl PartialEq for Study {
    fn eq(&self, other: &Study) -> bool {
        StudyFile::from(self.clone()) == StudyFile::from(other.clone())
    }
}

/// A study as written out.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
struct StudyFile {
    start: Start,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    comment: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    line: Vec<Step>,
}

/// A move of a line, its comment, and the variations played instead of it, each a line.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
struct Step {
    #[serde(rename = "move")]
    mv: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    comment: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    variations: Vec<Vec<Step>>,
}

impl Study {
    /// The line that starts with the move to `first`, down its main continuations.
    fn line_from(&self, first: NodeId) -> Vec<Step> {
        let mut line = Vec::new();
        let mut at = Some(first);
        while let Some(id) = at {
            let siblings = self.parent(id).map_or(&[][..], |parent| self.children(parent));
            // Only a main continuation carries its siblings: a variation's are written once.
            let variations = match siblings.split_first() {
                Some((&main, rest)) if main == id => rest.iter().map(|&v| self.line_from(v)).collect(),
                _ => Vec::new(),
            };
            line.push(Step {
                mv: self
                    .move_to(id)
                    .expect("a move to every node but the root")
                    .to_string(),
                comment: self.comment(id).to_string(),
                variations,
            });
            at = self.children(id).first().copied();
        }
        line
    }

    /// Plays `line` from `at`, its variations each from the same node as the move they replace.
    fn replay(&mut self, at: NodeId, line: &[Step]) -> Result<(), String> {
        let mut at = at;
        for step in line {
            let mv: Move = step.mv.parse().map_err(|error| format!("{}: {error}", step.mv))?;
            let next = self
                .play(at, mv)
                .map_err(|error| format!("{}: {error}", step.mv))?;
            self.set_comment(next, &step.comment);
            for variation in &step.variations {
                self.replay(at, variation)?;
            }
            at = next;
        }
        Ok(())
    }
}

impl From<Study> for StudyFile {
    fn from(study: Study) -> StudyFile {
        StudyFile {
            start: study.start,
            comment: study.comment(Study::ROOT).to_string(),
            line: study
                .children(Study::ROOT)
                .first()
                .map_or_else(Vec::new, |&first| study.line_from(first)),
        }
    }
}

impl TryFrom<StudyFile> for Study {
    type Error = String;

    fn try_from(file: StudyFile) -> Result<Study, String> {
        let mut study = Study::new(file.start);
        study.set_comment(Study::ROOT, &file.comment);
        study.replay(Study::ROOT, &file.line)?;
        Ok(study)
    }
}
