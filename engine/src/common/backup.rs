//! A backup: every saved game in one file, `{"gameshelf_backup":1,"games":[record, ...]}`. The
//! records inside are the games' own records, each read (and refused) on its own when restored,
//! so one bad game never keeps the others out.

use super::record::pretty;
use serde::Deserialize;
use serde_json::value::RawValue;
use std::fmt;

/// The backup format this build writes and reads.
pub const BACKUP_VERSION: u32 = 1;

/// A backup's games, its header read apart. The records stay raw JSON: each is read by its own
/// game's rules when restored.
#[derive(Deserialize)]
struct Games<'a> {
    #[serde(borrow)]
    games: Vec<&'a RawValue>,
}

/// What a file to import holds.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Contents {
    /// Not a backup: read it as one game's record, which says what is wrong with it if anything.
    Record,
    /// A backup's records, as JSON, in the backup's order.
    Backup(Vec<String>),
}

/// Why a file that says it is a backup cannot be read as one.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum BackupError {
    /// A backup from a newer build.
    UnknownVersion(u32),
    /// A backup header without a list of games.
    Malformed(String),
}

impl fmt::Display for BackupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BackupError::UnknownVersion(version) => write!(
                f,
                "unknown backup format {version} (this build reads format {BACKUP_VERSION})"
            ),
            BackupError::Malformed(why) => write!(f, "not a backup: {why}"),
        }
    }
}

impl std::error::Error for BackupError {}

/// The backup of `records`, each a record's JSON, pretty-printed. Written out rather than
/// serialized, so that the browser bundle carries no serializer for raw JSON.
pub fn write<'a>(records: impl IntoIterator<Item = &'a str>) -> String {
    let games: Vec<&str> = records.into_iter().collect();
    pretty(&format!(
        r#"{{"gameshelf_backup":{BACKUP_VERSION},"games":[{}]}}"#,
        games.join(",")
    ))
}

/// Whether `json` is a backup, and if so its records. Anything without the backup header, JSON
/// or not, is left to the record reader, whose errors name what a game file lacks.
pub fn read(json: &str) -> Result<Contents, BackupError> {
    #[derive(Deserialize)]
    struct Header {
        gameshelf_backup: Option<u32>,
    }
    let version = match serde_json::from_str::<Header>(json) {
        Ok(Header {
            gameshelf_backup: Some(version),
        }) => version,
        _ => return Ok(Contents::Record),
    };
    if version != BACKUP_VERSION {
        return Err(BackupError::UnknownVersion(version));
    }
    let backup: Games =
        serde_json::from_str(json).map_err(|error| BackupError::Malformed(error.to_string()))?;
    Ok(Contents::Backup(
        backup.games.iter().map(|game| game.get().to_string()).collect(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const RECORD: &str =
        r#"{"format":1,"game":"summy","moves":["A1=1"],"setup":{"seed":3},"tags":{"saved":"9"}}"#;
    const OTHER: &str = r#"{"format":1,"game":"abalone","moves":[],"setup":{"layout":"standard"}}"#;

    #[test]
    fn a_backup_reads_back_as_its_records_in_order() {
        let file = write([RECORD, OTHER, "[]"]);
        assert!(file.starts_with("{\n  \"gameshelf_backup\": 1,"), "{file}");
        let Ok(Contents::Backup(records)) = read(&file) else {
            panic!("a backup: {file}");
        };
        assert_eq!(records.len(), 3);
        for (read, written) in records.iter().zip([RECORD, OTHER, "[]"]) {
            assert_eq!(
                serde_json::from_str::<serde_json::Value>(read).unwrap(),
                serde_json::from_str::<serde_json::Value>(written).unwrap()
            );
        }
    }

    #[test]
    fn an_empty_backup_has_no_records() {
        let file = write([]);
        assert_eq!(read(&file), Ok(Contents::Backup(Vec::new())));
    }

    #[test]
    fn anything_without_the_header_is_left_to_the_record_reader() {
        for json in [RECORD, "", "not json", "[1, 2]", r#"{"games":[]}"#] {
            assert_eq!(read(json), Ok(Contents::Record), "{json:?}");
        }
    }

    #[test]
    fn a_newer_backup_is_refused_with_its_version() {
        assert_eq!(
            read(r#"{"gameshelf_backup":2,"games":[]}"#),
            Err(BackupError::UnknownVersion(2))
        );
    }

    #[test]
    fn a_backup_header_without_games_is_malformed() {
        for json in [
            r#"{"gameshelf_backup":1}"#,
            r#"{"gameshelf_backup":1,"games":{}}"#,
        ] {
            assert!(matches!(read(json), Err(BackupError::Malformed(_))), "{json}");
        }
    }
}
