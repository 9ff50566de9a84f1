//! A saved game as the app keeps it and brings it in: the game replayed through its rules, and
//! what its record's tags say besides, written ([`SavedGame::tagged`]) and read back
//! ([`SavedGame::read`] a save, [`SavedGame::import`] a file, a backup's game or a shared link,
//! as the fuzz targets for a shared game and a backup do too).

use crate::common::record::{check_names, Envelope, RecordError};
use crate::game::{AnyGame, AnyMoveError, Replayed};
use crate::robot::Robots;

/// The tags a save's record may hold, by name.
pub mod tag {
    /// When the game was started, in milliseconds since the epoch.
    pub const STARTED: &str = "started";
    /// When the game was last saved, in milliseconds since the epoch.
    pub const SAVED: &str = "saved";
    /// A view preference kept with the game: turn the board to the player to move.
    pub const TURN_BOARD: &str = "turn-board";
    /// The name the player gave the save.
    pub const TITLE: &str = "title";
    /// Which seats robots play, and how well ([`Robots`](crate::robot::Robots)' tag).
    pub const ROBOTS: &str = "robots";
    /// The analysis kept with a game, in its exported record: a file, a backup and a shared link
    /// carry it, and an import keeps it again beside the game (never in the game's own save).
    pub const ANALYSIS: &str = "analysis";
    /// This device's part in a game played at a distance, its keys with it, in a backup's record
    /// alone: a backup restores the game to go on from another device, whereas a file or a link
    /// given to someone must not hand them this device's seat.
    pub const REMOTE_SESSION: &str = "remote-session";
}

/// A saved game: its game, and what its record's tags say of it.
#[derive(Clone, Debug)]
pub struct SavedGame {
    /// The save's name in the app's storage.
    pub id: String,
    pub game: AnyGame,
    /// Milliseconds since the epoch.
    pub started: u64,
    pub saved: u64,
    /// Turn the board so that the player to move sits at the bottom.
    pub turn_board: bool,
    /// The name the player gave this save, if any.
    pub title: Option<String>,
    pub robots: Robots,
}

/// What an exported record carries besides the game, to keep beside it again, as JSON.
#[derive(Clone, Debug, Default)]
pub struct Carried {
    /// Its analysis ([`tag::ANALYSIS`]).
    pub analysis: Option<String>,
    /// A backup's game played at a distance: this device's part in it ([`tag::REMOTE_SESSION`]).
    pub remote: Option<String>,
}

impl SavedGame {
    /// The save `id` from its record: replayed through its game's rules, its tags read. A tag
    /// that does not read counts as absent: a date as 0, the board not turned, people at every
    /// seat.
    pub fn read(id: &str, json: &str) -> Result<(SavedGame, Carried), RecordError<AnyMoveError>> {
        let Replayed { game, mut tags } = AnyGame::from_record(json)?;
        let date = |name| tags.get(name).and_then(|value| value.parse().ok()).unwrap_or(0);
        let saved = SavedGame {
            id: id.to_string(),
            game,
            started: date(tag::STARTED),
            saved: date(tag::SAVED),
            turn_board: tags.get(tag::TURN_BOARD).is_some_and(|value| value == "true"),
            title: tags.get(tag::TITLE).cloned(),
            robots: tags
                .get(tag::ROBOTS)
                .map(|robots| Robots::from_tag(robots))
                .unwrap_or_default(),
        };
        let carried = Carried {
            analysis: tags.remove(tag::ANALYSIS),
            remote: tags.remove(tag::REMOTE_SESSION),
        };
        Ok((saved, carried))
    }

    /// A record brought in from outside (a file, a backup's game, a shared link) as the save
    /// `id`: read as a save is, and refused if a name or its title is longer than a form allows
    /// ([`check_names`]).
    pub fn import(id: &str, json: &str) -> Result<(SavedGame, Carried), RecordError<AnyMoveError>> {
        let (saved, carried) = SavedGame::read(id, json)?;
        check_names(saved.game.players(), saved.title.as_deref())?;
        Ok((saved, carried))
    }

    /// The game's `record` with this save's tags: what is stored, and what is exported.
    pub fn tagged<S>(&self, mut record: Envelope<S>) -> Envelope<S> {
        record.tags.insert(tag::STARTED.into(), self.started.to_string());
        record.tags.insert(tag::SAVED.into(), self.saved.to_string());
        if let Some(title) = &self.title {
            record.tags.insert(tag::TITLE.into(), title.clone());
        }
        if self.turn_board {
            record.tags.insert(tag::TURN_BOARD.into(), "true".into());
        }
        if let Some(robots) = self.robots.to_tag() {
            record.tags.insert(tag::ROBOTS.into(), robots);
        }
        record
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::record::MAX_NAME_CHARS;
    use crate::robot::Level;
    use crate::with_any_game;

    fn record(name: &str, tags: &str) -> String {
        format!(
            r#"{{"format":1,"game":"abalone","setup":{{"layout":"standard","players":["{name}","Bot"]}},"moves":["A5B5"],"tags":{{{tags}}}}}"#
        )
    }

    #[test]
    fn a_record_s_tags_are_read_with_its_game_and_what_does_not_read_counts_as_absent() {
        let tags = r#""started":"12","saved":"34","turn-board":"true","title":"Ours","robots":"-,strong","analysis":"{}","remote-session":"[]""#;
        let (saved, carried) = SavedGame::read("a", &record("Ada", tags)).expect("a record");
        assert_eq!((saved.id.as_str(), saved.game.moves_played()), ("a", 1));
        assert_eq!((saved.started, saved.saved, saved.turn_board), (12, 34, true));
        assert_eq!(saved.title.as_deref(), Some("Ours"));
        assert_eq!(saved.robots, Robots::new(vec![None, Some(Level::Strong)]));
        assert_eq!(carried.analysis.as_deref(), Some("{}"));
        assert_eq!(carried.remote.as_deref(), Some("[]"));
        let written =
            with_any_game!(&saved.game, game => serde_json::to_string(&saved.tagged(game.record())));
        let (again, _) = SavedGame::read("b", &written.expect("a record")).expect("its own record");
        assert_eq!((again.started, again.saved, again.turn_board), (12, 34, true));
        assert_eq!((again.title, again.robots), (saved.title, saved.robots));
        let bare = record("Ada", r#""started":"soon","turn-board":"yes""#);
        let (bare, carried) = SavedGame::read("c", &bare).expect("a record");
        assert_eq!((bare.started, bare.saved, bare.turn_board), (0, 0, false));
        assert_eq!((bare.title, carried.analysis, carried.remote), (None, None, None));
        assert_eq!(bare.robots, Robots::default());
    }

    #[test]
    fn an_import_refuses_a_name_longer_than_a_form_allows_which_a_save_keeps() {
        let long = record(&"é".repeat(MAX_NAME_CHARS + 1), "");
        assert!(SavedGame::read("a", &long).is_ok());
        assert!(matches!(
            SavedGame::import("a", &long),
            Err(RecordError::NameTooLong { seat: Some(1), .. })
        ));
        assert!(SavedGame::import("a", &record("Ada", "")).is_ok());
    }
}
