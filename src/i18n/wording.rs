//! What each [`Msg`] says, in every language at once: the message of the app's translation files
//! (`locales/shelf/<tag>.ftl`) that words it, and the values that message puts into its words.
//! The words themselves are only in the files, where a translator edits them without knowing
//! Rust; build.rs compiles them into the code that speaks them.

use super::phrase::{joined, Phrase, Value};
use super::{excerpt, game_words, Drawn, Msg};
use crate::settings::{Speed, Theme};
use crate::storage::{Brought, ImportError, ReadError, SaveStatus};
use gameshelf_engine::common::backup::BackupError;
use gameshelf_engine::common::record::{
    GameKind, RecordError, SetupProblem, MAX_NAME_CHARS, MAX_TITLE_CHARS,
};
use gameshelf_engine::game::Score;
use gameshelf_engine::robot::Level;

/// How a message is said.
pub(super) enum Said<'a> {
    /// In the words of the app's translation files (`locales/shelf/`), which the shelf loads with.
    Shelf(Phrase),
    /// In the words of a screen's files, which the screen waits for.
    Screen(&'a Phrase),
    /// As it is in every language: a game's name, a parser's complaint quoted.
    Verbatim(String),
}

/// How `msg` is said. One arm per message, so that the compiler finds a message with no words.
pub(super) fn said(msg: &Msg) -> Said<'_> {
    let phrase = match msg {
        Msg::Phrase(phrase) => return Said::Screen(phrase),
        Msg::GameName(game) => return Said::Verbatim(game.title().into()),
        Msg::ShelfPhrase(phrase) => phrase.clone(),
        Msg::RuleBroken(error) => match (game_words().move_error)(error) {
            Ok(rule) => rule,
            Err(notation) => return Said::Verbatim(notation),
        },
        Msg::AppName => Phrase::new("app-name"),
        Msg::Tagline => Phrase::new("tagline"),
        Msg::Shelf => Phrase::new("shelf"),
        Msg::NewGame => Phrase::new("new-game"),
        Msg::GameBlurb(game) => (game_words().blurb)(*game),
        Msg::SavedGames => Phrase::new("saved-games"),
        Msg::NoSavedGames => Phrase::new("no-saved-games"),
        Msg::Resume => Phrase::new("resume"),
        Msg::Review => Phrase::new("review"),
        Msg::Delete => Phrase::new("delete"),
        Msg::InProgress => Phrase::new("in-progress"),
        Msg::MoveCount(count) => Phrase::new("move-count").number("count", *count),
        Msg::ToMoveNamed(name) => Phrase::new("to-move-named").text("name", name),
        Msg::WonBy(names) => won_by("won-by", names),
        Msg::Versus(names) => Phrase::new("players").value("players", versus(names)),
        Msg::LastPlayed(date) => Phrase::new("last-played").text("date", date),
        Msg::Layout => Phrase::new("layout"),
        Msg::Players => Phrase::new("players-heading"),
        Msg::StartGame => Phrase::new("start-game"),
        Msg::Back => Phrase::new("back"),
        Msg::Home => Phrase::new("home"),
        Msg::Undo => Phrase::new("undo"),
        Msg::UndoLaid { pieces: false } => Phrase::new("undo-laid-tiles"),
        Msg::UndoLaid { pieces: true } => Phrase::new("undo-laid-piece"),
        Msg::Redo => Phrase::new("redo"),
        Msg::SeatPlayer(None) => Phrase::new("seat-person"),
        Msg::SeatPlayer(Some(level)) => Phrase::new("seat-robot").text("level", level_key(*level)),
        Msg::RobotName(seat, level) => Phrase::new("robot-name")
            .number("seat", *seat)
            .text("level", level_key(*level)),
        Msg::Robots => Phrase::new("robots"),
        Msg::RobotThinking(name) => Phrase::new("robot-thinking").text("name", name),
        Msg::RobotUnavailable => Phrase::new("robot-unavailable"),
        Msg::RobotRestarted => Phrase::new("robot-restarted"),
        Msg::RobotFailed(why) => Phrase::new("robot-failed").text("why", why),
        Msg::Pause => Phrase::new("pause"),
        Msg::WatchSpeed => Phrase::new("watch-speed"),
        Msg::Speed(speed) => Phrase::new(speed_id(*speed)),
        Msg::RobotTime => Phrase::new("robot-time"),
        Msg::RobotTimeNote(game) => {
            (game_words().robot_time_note)(*game).expect("said only of a game whose robots take their time")
        }
        Msg::Seconds(ms) => Phrase::new("seconds").value("seconds", seconds(*ms)),
        Msg::HintThinking => Phrase::new("hint-thinking"),
        Msg::HintExchange(tiles) => Phrase::new("hint-exchange").text("tiles", tiles.join(" ")),
        Msg::HintPass => Phrase::new("hint-pass"),
        Msg::ReviewTitle => Phrase::new("review-title"),
        Msg::ReviewExplained(false) => Phrase::new("review-explained-points"),
        Msg::ReviewExplained(true) => Phrase::new("review-explained-marbles"),
        Msg::ReviewStart => Phrase::new("review-start"),
        Msg::ReviewLoading => Phrase::new("review-loading"),
        Msg::ReviewNotLoaded => Phrase::new("review-not-loaded"),
        Msg::ReviewPending(count) => Phrase::new("review-pending").number("count", *count),
        Msg::ReviewPlayer => Phrase::new("review-player"),
        Msg::ReviewPlayed => Phrase::new("review-played"),
        Msg::ReviewRobot => Phrase::new("review-robot"),
        Msg::ReviewDifference(false) => Phrase::new("review-difference-points"),
        Msg::ReviewDifference(true) => Phrase::new("review-difference-marbles"),
        Msg::Marbles(thousandths) => marbles(*thousandths),
        Msg::ReviewPoints(points) => Phrase::new("review-points").number("points", *points),
        Msg::ReviewForced(true) => Phrase::new("review-forced-win"),
        Msg::ReviewForced(false) => Phrase::new("review-forced-loss"),
        Msg::ReviewShowTurn(turn) => Phrase::new("review-show-turn").number("turn", *turn),
        Msg::ReviewStep { turn, name } => Phrase::new("review-step")
            .number("turn", *turn)
            .text("name", name),
        Msg::ReviewStepPlayed { played, worth } => Phrase::new("review-step-played")
            .text("played", played)
            .text("worth", worth),
        Msg::ReviewStepRobot { best, worth } => Phrase::new("review-step-robot")
            .text("best", best)
            .text("worth", worth),
        Msg::MoveLaid(tiles) => Phrase::new("move-laid").value("tiles", tiles_on_squares(tiles)),
        Msg::MoveExchanged(count) => Phrase::new("move-exchanged").number("count", *count),
        Msg::MovePassed => Phrase::new("move-passed"),
        Msg::Rules => Phrase::new("rules"),
        Msg::HowToPlay => Phrase::new("how-to-play"),
        Msg::Close => Phrase::new("close"),
        Msg::Moves => Phrase::new("moves"),
        Msg::NoMovesYet => Phrase::new("no-moves-yet"),
        Msg::Draw => Phrase::new("draw"),
        Msg::Settings => Phrase::new("settings"),
        Msg::FirstMove => Phrase::new("first-move"),
        Msg::PreviousMove => Phrase::new("previous-move"),
        Msg::NextMove => Phrase::new("next-move"),
        Msg::LastMove => Phrase::new("last-move"),
        Msg::ViewingMove(ply, total) => Phrase::new("viewing-move")
            .number("ply", *ply)
            .number("total", *total),
        Msg::UnreadableSaves => Phrase::new("unreadable-saves"),
        Msg::UnreadableHelp => Phrase::new("unreadable-help"),
        Msg::DownloadData => Phrase::new("download-data"),
        Msg::UnreadableSave { key, kept_as, reason } => Phrase::new("unreadable-save")
            .text("key", key)
            .text("kept", kept_as)
            .value("reason", clause(read_error(reason))),
        Msg::StorageUnavailable => Phrase::new("storage-unavailable"),
        Msg::StorageFull => Phrase::new("storage-full"),
        Msg::NewGameNotKept(SaveStatus::Full) => Phrase::new("new-game-not-kept-full"),
        Msg::NewGameNotKept(_) => Phrase::new("new-game-not-kept-unavailable"),
        Msg::GameNotFound => Phrase::new("game-not-found"),
        Msg::ScreenNotLoaded => Phrase::new("screen-not-loaded"),
        Msg::PageNotLoaded => Phrase::new("page-not-loaded"),
        Msg::ScreenLoading => Phrase::new("screen-loading"),
        Msg::LibraryLoading => Phrase::new("library-loading"),
        Msg::LibraryNotLoaded => Phrase::new("library-not-loaded"),
        Msg::RobotNotLoaded => Phrase::new("robot-not-loaded"),
        Msg::RobotsLoading => Phrase::new("robots-loading"),
        Msg::RobotsNotLoaded => Phrase::new("robots-not-loaded"),
        Msg::PartLoading => Phrase::new("part-loading"),
        Msg::PartNotLoaded => Phrase::new("part-not-loaded"),
        Msg::RulesLoading => Phrase::new("rules-loading"),
        Msg::RulesNotLoaded => Phrase::new("rules-not-loaded"),
        Msg::TryAgain => Phrase::new("try-again"),
        Msg::LanguageNotLoaded(language) => {
            Phrase::new("language-not-loaded").text("language", language.endonym())
        }
        Msg::SaveUnreadable(reason) => {
            Phrase::new("save-unreadable").value("reason", clause(read_error(reason)))
        }
        Msg::RulesTitle(game) => of_game(Phrase::new("rules-title"), *game),
        Msg::PlayerNumber(number) => Phrase::new("player-number").number("number", *number),
        Msg::Joker => Phrase::new("joker"),
        Msg::Cancel => Phrase::new("cancel"),
        Msg::Hint => Phrase::new("hint"),
        Msg::Readings(readings) => Phrase::new("readings").value(
            "readings",
            joined("readings-or", readings.iter().cloned().map(Value::Text)),
        ),
        Msg::Points(points) => Phrase::new("points").number("points", *points),
        Msg::StartDrawRound { draws, tied } => start_draw_round(draws, tied),
        Msg::HintCounts(counts) => hint_counts(counts),
        Msg::PointsHeading => Phrase::new("points-heading"),
        Msg::Signed(value) => signed(*value),
        Msg::TileGameWinners { names, score } => won_by("tile-game-winners", names).number("score", *score),
        Msg::SoloFinalScore(score) => Phrase::new("solo-final-score").number("score", *score),
        Msg::Total => Phrase::new("total"),
        Msg::UnseenKind { kind, count } => Phrase::new("unseen-kind")
            .text("kind", kind)
            .number("count", *count),
        Msg::ShowTurn(turn) => Phrase::new("show-turn").number("turn", *turn),
        Msg::TileGameResult { winners, scores } => {
            won_by("tile-game-result", winners).value("scores", score_line(scores))
        }
        Msg::TileGameInProgress { to_move, scores } => Phrase::new("tile-game-in-progress")
            .text("name", to_move)
            .value("scores", score_line(scores)),
        Msg::OpenInAnotherTab => Phrase::new("open-in-another-tab"),
        Msg::TakenOverByAnotherTab => Phrase::new("taken-over-by-another-tab"),
        Msg::ContinueHere => Phrase::new("continue-here"),
        Msg::Export => Phrase::new("export"),
        Msg::ExportAll => Phrase::new("export-all"),
        Msg::ImportTitle => Phrase::new("import-title"),
        Msg::ImportHelp => Phrase::new("import-help"),
        Msg::ChooseFile => Phrase::new("choose-file"),
        Msg::PasteRecord => Phrase::new("paste-record"),
        Msg::Import => Phrase::new("import"),
        Msg::Imported {
            game,
            players,
            brought,
        } => {
            let id = match brought {
                Brought::New => "imported",
                Brought::Updated => "imported-updated",
                Brought::AlreadyThere => "imported-already-there",
            };
            of_game(Phrase::new(id), *game).value("players", versus(players))
        }
        Msg::Restored {
            new,
            updated,
            already,
        } => restored(*new, *updated, *already),
        Msg::RestoreRefused { number, reason } => Phrase::new("restore-refused")
            .number("number", *number)
            .value("reason", clause(read_error(reason))),
        Msg::RestoreStopped { left, status } => Phrase::new(match status {
            SaveStatus::Full => "restore-stopped-full",
            _ => "restore-stopped-unavailable",
        })
        .number("left", *left),
        Msg::NotImported(error) => not_imported(error),
        Msg::FileUnreadable(name) => Phrase::new("file-unreadable").text("name", name),
        Msg::Duplicate => Phrase::new("duplicate"),
        Msg::Rename => Phrase::new("rename"),
        Msg::GameTitle => Phrase::new("game-title"),
        Msg::SaveName => Phrase::new("save-name"),
        Msg::DeletedGame(game, players) => {
            of_game(Phrase::new("deleted-game"), *game).value("players", versus(players))
        }
        Msg::DeletedTitled(title) => Phrase::new("deleted-titled").text("title", title),
        Msg::FilterGame => Phrase::new("filter-game"),
        Msg::FilterState => Phrase::new("filter-state"),
        Msg::AllGames => Phrase::new("all-games"),
        Msg::AnyState => Phrase::new("any-state"),
        Msg::Finished => Phrase::new("finished"),
        Msg::NoGamesMatch => Phrase::new("no-games-match"),
        Msg::StoragePersistent(true) => Phrase::new("storage-persistent"),
        Msg::StoragePersistent(false) => Phrase::new("storage-not-persistent"),
        Msg::Share => Phrase::new("share"),
        Msg::ShareTitle => Phrase::new("share-title"),
        Msg::ShareHelp => Phrase::new("share-help"),
        Msg::CopyLink => Phrase::new("copy-link"),
        Msg::LinkCopied => Phrase::new("link-copied"),
        Msg::CopyFailed(reason) => Phrase::new("copy-failed").text("reason", reason),
        Msg::ShareVia => Phrase::new("share-via"),
        Msg::ShareFailed(reason) => Phrase::new("share-failed").text("reason", reason),
        Msg::ShareMaking => Phrase::new("share-making"),
        Msg::ShareNotLoaded => Phrase::new("share-not-loaded"),
        Msg::ShareLinkFailed => Phrase::new("share-link-failed"),
        Msg::ExportNotLoaded => Phrase::new("export-not-loaded"),
        Msg::RevealsHidden { game, link } => reveals_hidden(*game, *link),
        Msg::ExportInProgress => Phrase::new("export-in-progress"),
        Msg::BackupTitle => Phrase::new("backup-title"),
        Msg::BackupReveals => Phrase::new("backup-reveals"),
        Msg::BackupRevealsHidden { game, count } => revealing(
            of_game(Phrase::new("backup-reveals-hidden"), *game).number("count", *count),
            *game,
        ),
        Msg::BackupRevealsAdvice => Phrase::new("backup-reveals-advice"),
        Msg::BackupKeys(count) => Phrase::new("backup-keys").number("count", *count),
        Msg::ExportWithKeys => Phrase::new("export-with-keys"),
        Msg::ExportWithoutKeys => Phrase::new("export-without-keys"),
        Msg::ShareReading => Phrase::new("share-reading"),
        Msg::ShareLinkBroken => Phrase::new("share-link-broken"),
        Msg::SharedGameTitle => Phrase::new("shared-game-title"),
        Msg::ContinueAsCopy => Phrase::new("continue-as-copy"),
        Msg::AtADistance { your_move: true } => Phrase::new("at-a-distance-your-move"),
        Msg::AtADistance { your_move: false } => Phrase::new("at-a-distance"),
        Msg::BeingDealt { pieces: false } => Phrase::new("being-dealt-tiles"),
        Msg::BeingDealt { pieces: true } => Phrase::new("being-dealt-pieces"),
        Msg::RacksBeingRevealed => Phrase::new("racks-being-revealed"),
        Msg::ResultsUnverified(line) => Phrase::new("results-unverified").text("line", line),
        Msg::ResultsVoid => Phrase::new("results-void"),
        Msg::RemoteTitle => Phrase::new("remote-form-title"),
        Msg::RemoteKeysTitle => Phrase::new("remote-keys-title"),
        Msg::RemoteInvite => Phrase::new("remote-form-invite"),
        Msg::RemoteSeatHeading => Phrase::new("remote-form-seat"),
        Msg::RemoteNote { clock } => Phrase::new("remote-form-note").flag("clock", *clock),
        Msg::RemoteNobodyInvited => Phrase::new("remote-form-nobody-invited"),
        Msg::RemoteSeveralHint => Phrase::new("remote-form-several"),
        Msg::RemoteDealt { pieces: false } => Phrase::new("remote-form-dealt"),
        Msg::RemoteDealt { pieces: true } => Phrase::new("remote-form-dealt-pieces"),
        Msg::UpdateReady => Phrase::new("update-ready"),
        Msg::ApplyUpdate => Phrase::new("apply-update"),
        Msg::Preferences => Phrase::new("preferences"),
        Msg::Menu => Phrase::new("menu"),
        Msg::Language => Phrase::new("language"),
        Msg::ThemeTitle => Phrase::new("theme-title"),
        Msg::ThemeName(theme) => Phrase::new(theme_id(*theme)),
        Msg::SetUpPosition => Phrase::new("set-up-position"),
        Msg::AnalysePosition => Phrase::new("analyse-position"),
        Msg::AnalyseGame => Phrase::new("analyse-game"),
        Msg::FenTitle => Phrase::new("fen-title"),
        Msg::HintLaid(tiles) => Phrase::new("hint-laid").value("tiles", tiles_on_squares(tiles)),
        Msg::AnnouncePlaced {
            name,
            tiles,
            points,
            next,
        } => {
            let placed = match next {
                Some(next) => Phrase::new("announce-placed").text("next", next),
                None => Phrase::new("announce-placed-last"),
            };
            placed
                .text("name", name)
                .value("tiles", tiles_on_squares(tiles))
                .number("points", *points)
        }
    };
    Said::Shelf(phrase)
}

fn clause(phrase: Phrase) -> Value {
    Value::Clause(Box::new(phrase))
}

/// Winners, as many as there are: the words choose the plural by `count`.
fn won_by(id: &'static str, names: &[String]) -> Phrase {
    Phrase::new(id)
        .names("names", names.to_vec())
        .number("count", names.len())
}

/// Players facing each other: "Eva vs Adam".
fn versus(names: &[String]) -> Value {
    joined("versus", names.iter().cloned().map(Value::Text))
}

/// Scores side by side: "12–9".
fn score_line(scores: &[Score]) -> Value {
    joined("scores", scores.iter().map(|&score| Value::Number(score)))
}

/// A game's name with the game's own key, for languages whose words change with the name
/// (French elides « de » before a vowel).
fn of_game(phrase: Phrase, game: GameKind) -> Phrase {
    phrase.text("title", game.title()).text("game", game.name())
}

/// Tiles laid, each on its square, listed.
fn tiles_on_squares(tiles: &[(String, String)]) -> Value {
    Value::Phrases(
        tiles
            .iter()
            .map(|(tile, square)| {
                Phrase::new("tile-on-square")
                    .text("tile", tile)
                    .text("square", square)
            })
            .collect(),
    )
}

/// Whole seconds, or tenths of one.
fn seconds(ms: u64) -> Value {
    let ms = i64::try_from(ms).unwrap_or(i64::MAX);
    match ms % 1000 {
        0 => Value::Number(ms / 1000),
        _ => Value::Decimal {
            units: ms / 100,
            places: 1,
        },
    }
}

/// An evaluation in hundredths of a marble, rounded half away from zero, always signed.
fn marbles(thousandths: i64) -> Phrase {
    let hundredths = (thousandths.abs() + 5) / 10;
    Phrase::new("marbles")
        .flag("loss", thousandths < 0 && hundredths > 0)
        .value(
            "marbles",
            Value::Decimal {
                units: hundredths,
                places: 2,
            },
        )
}

/// A score's change, signed: the words put the sign, or none for zero.
fn signed(value: Score) -> Phrase {
    let sign = match value.signum() {
        1 => "plus",
        -1 => "minus",
        _ => "zero",
    };
    Phrase::new("signed")
        .text("sign", sign)
        .number("value", value.unsigned_abs())
}

/// A round of the start draw, one phrase a player: the number they drew, after the tiles that
/// are none, each drawn again; then, after a tie, who draws again.
fn start_draw_round(draws: &[(String, Drawn)], tied: &[String]) -> Phrase {
    let mut players = Vec::new();
    let mut redrawn = Vec::new();
    for (name, drawn) in draws {
        match drawn {
            Drawn::Number(number) => {
                let draw = match redrawn.len() {
                    0 => Phrase::new("draw-number"),
                    count => Phrase::new("draw-again")
                        .number("count", count)
                        .value("redrawn", Value::Phrases(std::mem::take(&mut redrawn))),
                };
                players.push(Value::Phrase(Box::new(
                    draw.text("name", name).text("number", number),
                )));
            }
            Drawn::Joker => redrawn.push(Phrase::new("drawn-joker")),
            Drawn::Operator(face) => redrawn.push(Phrase::new("drawn-face").text("face", face)),
            Drawn::Equals => redrawn.push(Phrase::new("drawn-face").text("face", "=")),
        }
    }
    Phrase::new("start-draw-round")
        .value("draws", joined("draws", players))
        .flag("tie", !tied.is_empty())
        .names("tied", tied.to_vec())
}

fn hint_counts(counts: &[(String, usize)]) -> Phrase {
    let counts = counts.iter().map(|(name, count)| {
        Value::Phrase(Box::new(
            Phrase::new("hint-count")
                .text("name", name)
                .number("count", *count),
        ))
    });
    Phrase::new("hint-counts").value("counts", joined("hint-counts-joined", counts))
}

fn reveals_hidden(game: GameKind, link: bool) -> Phrase {
    revealing(Phrase::new("reveals-hidden").flag("link", link), game)
}

/// `phrase` with what a file of `game` in progress reveals, as `what`.
fn revealing(phrase: Phrase, game: GameKind) -> Phrase {
    match (game_words().reveals)(game) {
        Some(what) => phrase.phrase("what", what),
        None => phrase.text("what", ""),
    }
}

/// A backup's games restored: how many are new, how many brought saves up to date, how many the
/// library held already (each count said only if there are some), or that it held them all.
fn restored(new: usize, updated: usize, already: usize) -> Phrase {
    if new + updated == 0 && already > 0 {
        return Phrase::new("restored-all-there").number("count", already);
    }
    let counts = [
        ("restored-new", new),
        ("restored-updated", updated),
        ("restored-already-there", already),
    ];
    let said: Vec<Phrase> = counts
        .into_iter()
        .filter(|&(_, count)| count > 0)
        .map(|(id, count)| Phrase::new(id).number("count", count))
        .collect();
    match said.is_empty() {
        true => Phrase::new("restored-nothing"),
        false => Phrase::new("restored").value("counts", Value::Phrases(said)),
    }
}

fn not_imported(error: &ImportError) -> Phrase {
    match error {
        ImportError::Record(reason) => {
            Phrase::new("not-imported").value("reason", clause(read_error(reason)))
        }
        ImportError::Backup(BackupError::UnknownVersion(version)) => {
            Phrase::new("not-imported-backup-version").number("version", *version)
        }
        ImportError::Backup(BackupError::Malformed(detail)) => {
            Phrase::new("not-imported-backup-malformed").text("detail", excerpt(detail))
        }
        ImportError::NotStored(SaveStatus::Full) => Phrase::new("not-imported-full"),
        ImportError::NotStored(_) => Phrase::new("not-imported-unavailable"),
    }
}

/// Why a setup cannot start a game. A copied position's or a resignation's details, which a
/// player cannot act on, are worded as one.
fn setup_problem(problem: &SetupProblem) -> Phrase {
    match problem {
        SetupProblem::LayoutSeats { players, .. }
        | SetupProblem::Seats { players, .. }
        | SetupProblem::SoloSeats { players } => Phrase::new("setup-seats").number("players", *players),
        SetupProblem::PartnersApart => Phrase::new("setup-partners"),
        SetupProblem::Clock => Phrase::new("setup-clock"),
        SetupProblem::NoMoves => Phrase::new("setup-move-limit"),
        SetupProblem::HandSetForTwo => Phrase::new("setup-hand-set"),
        SetupProblem::CoverOnBlank => Phrase::new("setup-cover-blank"),
        SetupProblem::Position(_) => Phrase::new("setup-position"),
        SetupProblem::Resigned(_) => Phrase::new("setup-resigned"),
    }
}

/// Why a save or an import could not be read.
fn read_error(error: &ReadError) -> Phrase {
    match error {
        RecordError::Malformed(detail) => Phrase::new("read-error-malformed").text("detail", excerpt(detail)),
        RecordError::UnknownFormat(version) => Phrase::new("read-error-format").number("version", *version),
        RecordError::WrongGame(game) => of_game(Phrase::new("read-error-wrong-game"), *game),
        RecordError::InvalidSetup(problem) => {
            Phrase::new("read-error-setup").value("problem", Value::Phrase(Box::new(setup_problem(problem))))
        }
        RecordError::Move { number, text, reason } => Phrase::new("read-error-move")
            .number("number", *number)
            .text("move", excerpt(text))
            .value(
                "reason",
                match (game_words().move_error)(reason) {
                    Ok(rule) => Value::Phrase(Box::new(rule)),
                    Err(notation) => Value::Text(notation),
                },
            ),
        RecordError::NameTooLong {
            seat: Some(seat),
            chars,
        } => Phrase::new("read-error-name-too-long")
            .number("seat", *seat)
            .number("chars", *chars)
            .number("limit", MAX_NAME_CHARS),
        RecordError::NameTooLong { seat: None, chars } => Phrase::new("read-error-title-too-long")
            .number("chars", *chars)
            .number("limit", MAX_TITLE_CHARS),
    }
}

fn level_key(level: Level) -> &'static str {
    match level {
        Level::Easy => "easy",
        Level::Medium => "medium",
        Level::Strong => "strong",
    }
}

fn speed_id(speed: Speed) -> &'static str {
    match speed {
        Speed::Slow => "speed-slow",
        Speed::Normal => "speed-normal",
        Speed::Fast => "speed-fast",
    }
}

fn theme_id(theme: Theme) -> &'static str {
    match theme {
        Theme::System => "theme-system",
        Theme::Light => "theme-light",
        Theme::Dark => "theme-dark",
    }
}
