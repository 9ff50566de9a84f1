//! What storage's outcomes say to the player: storage returns data and errors, and the
//! translation layer words them.

use super::Msg;
use crate::storage::{SaveStatus, Unreadable};

impl SaveStatus {
    pub fn warning(self) -> Option<Msg> {
        match self {
            SaveStatus::Saved => None,
            SaveStatus::Unavailable => Some(Msg::StorageUnavailable),
            SaveStatus::Full => Some(Msg::StorageFull),
        }
    }

    /// What to say before a game is started that this status would not let be kept.
    pub fn new_game_warning(self) -> Option<Msg> {
        (self != SaveStatus::Saved).then_some(Msg::NewGameNotKept(self))
    }
}

impl Unreadable {
    pub fn message(&self) -> Msg {
        Msg::UnreadableSave {
            key: self.key.clone(),
            kept_as: self.kept_as.clone(),
            reason: Box::new(self.reason.clone()),
        }
    }
}
