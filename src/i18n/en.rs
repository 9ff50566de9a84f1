//! English.

use super::{excerpt, Drawn, Msg};
use crate::settings::Speed;
use crate::settings::Theme;
use crate::storage::{ImportError, ReadError, SaveStatus};
use gameshelf_engine::abalone::{Layout, Seat};
use gameshelf_engine::common::backup::BackupError;
use gameshelf_engine::common::record::{GameKind, RecordError, MAX_NAME_CHARS, MAX_TITLE_CHARS};
use gameshelf_engine::game::AnyMoveError;
use gameshelf_engine::robot::Level;

gameshelf_engine::games!(crate::games::shelf_words! en);

pub fn text(msg: &Msg) -> String {
    match msg {
        Msg::AppName => "Gameshelf".into(),
        Msg::Tagline => "Tabletop games for one screen, saved as you play.".into(),
        Msg::Shelf => "The shelf".into(),
        Msg::NewGame => "New game".into(),
        Msg::GameName(game) => game.title().into(),
        Msg::GameBlurb(game) => blurb(*game),
        Msg::SavedGames => "Saved games".into(),
        Msg::NoSavedGames => "No saved games yet. Start one from the shelf.".into(),
        Msg::Resume => "Resume".into(),
        Msg::Review => "Review".into(),
        Msg::Delete => "Delete".into(),
        Msg::InProgress => "In progress".into(),
        Msg::MoveCount(n) if *n == 1 => "1 move".into(),
        Msg::MoveCount(n) => format!("{n} moves"),
        Msg::ToMoveNamed(name) => format!("{name} to move"),
        Msg::WonBy(names) if names.len() == 1 => format!("{} won", names[0]),
        Msg::WonBy(names) => format!("{} won", and(names)),
        Msg::Versus(names) => names.join(" vs "),
        Msg::LastPlayed(date) => format!("Last played {date}"),
        Msg::Layout => "Start layout".into(),
        Msg::LayoutName(layout) => match layout {
            Layout::Standard => "Standard",
            Layout::BelgianDaisy => "Belgian daisy",
            Layout::GermanDaisy => "German daisy",
            Layout::DutchDaisy => "Dutch daisy",
            Layout::SwissDaisy => "Swiss daisy",
            Layout::AlienAttack => "Alien attack",
            Layout::TheWall => "The wall",
            Layout::Checkerboard => "Checkerboard",
            Layout::Star => "Star",
            Layout::Duel => "Duel",
            Layout::Snakes => "Snakes",
            Layout::Fujiyama => "Fujiyama",
            Layout::Domination => "Domination",
            Layout::Infiltration => "Infiltration",
            Layout::FaceToFace => "Face to face",
            Layout::ThreePlayer => "Three players",
            Layout::FourPlayer => "Four players",
        }
        .into(),
        Msg::Players => "Players".into(),
        Msg::PlayerName(seat) => format!("{} player", seat_colour(*seat)),
        Msg::SeatColour(seat) => seat_colour(*seat).into(),
        Msg::StartGame => "Start game".into(),
        Msg::Back => "Back".into(),
        Msg::Home => "Shelf".into(),
        Msg::Undo => "Undo".into(),
        Msg::UndoLaid { pieces: false } => "Undo laid tiles".into(),
        Msg::UndoLaid { pieces: true } => "Undo chosen piece".into(),
        Msg::Redo => "Redo".into(),
        Msg::SeatPlayer(None) => "Person".into(),
        Msg::SeatPlayer(Some(level)) => format!("Robot · {}", level_name(*level)),
        Msg::RobotName(seat, level) => format!("Robot {seat} ({})", level_name(*level)),
        Msg::Robots => "Robots".into(),
        Msg::RobotThinking(name) => format!("{name} is thinking…"),
        Msg::RobotUnavailable => "The robots could not be started in this browser.".into(),
        Msg::RobotFailed(why) => format!("The robot could not choose a move: {why}"),
        Msg::Pause => "Pause".into(),
        Msg::WatchSpeed => "Speed".into(),
        Msg::Speed(speed) => match speed {
            Speed::Slow => "Slow",
            Speed::Normal => "Normal",
            Speed::Fast => "Fast",
        }
        .into(),
        Msg::RobotTimeNote(game) => robot_time_note(*game),
        Msg::RobotTime => "Robot's time per move".into(),
        Msg::Seconds(ms) => match ms % 1000 {
            0 => format!("{} s", ms / 1000),
            part => format!("{}.{} s", ms / 1000, part / 100),
        },
        Msg::HintThinking => "Looking for the best move…".into(),
        Msg::HintExchange(tiles) => format!("Hint: no placement is worth it; exchange {}.", tiles.join(" ")),
        Msg::HintPass => "Hint: nothing can be laid or exchanged; pass.".into(),
        Msg::ReviewTitle => "Review with the robot".into(),
        Msg::ReviewExplained(false) => {
            "Each of your turns beside the strong robot's choice there, and the points each scores.".into()
        }
        Msg::ReviewExplained(true) => {
            "Each of your moves beside the strong robot's choice there, and how the robot rates each, in marbles.".into()
        }
        Msg::ReviewStart => "Review the game".into(),
        Msg::ReviewPending(count) => match count {
            1 => "The robot is looking at 1 more turn…".into(),
            _ => format!("The robot is looking at {count} more turns…"),
        },
        Msg::ReviewPlayer => "Player".into(),
        Msg::ReviewPlayed => "Played".into(),
        Msg::ReviewRobot => "Robot".into(),
        Msg::ReviewDifference(false) => "vs robot".into(),
        Msg::ReviewDifference(true) => "Change".into(),
        Msg::Marbles(thousandths) => {
            // In hundredths, rounded half away from zero.
            let hundredths = (thousandths.abs() + 5) / 10;
            let sign = if *thousandths < 0 && hundredths > 0 { '-' } else { '+' };
            format!("{sign}{}.{:02}", hundredths / 100, hundredths % 100)
        }
        Msg::ReviewPoints(points) => format!("({points})"),
        Msg::ReviewForced(true) => "wins by force".into(),
        Msg::ReviewForced(false) => "loses by force".into(),
        Msg::ReviewShowTurn(turn) => format!("Show the position before move {turn}"),
        Msg::ReviewStep { turn, name } => format!("Turn {turn}: {name}"),
        Msg::ReviewStepPlayed { played, worth } => format!("Played: {played} — {worth}"),
        Msg::ReviewStepRobot { best, worth } => format!("The robot's choice: {best} — {worth}"),
        Msg::MoveLaid(tiles) => {
            let tiles: Vec<String> = tiles.iter().map(|(tile, square)| format!("{tile} on {square}")).collect();
            and(&tiles)
        }
        Msg::MoveExchanged(1) => "an exchange of 1 tile".into(),
        Msg::MoveExchanged(count) => format!("an exchange of {count} tiles"),
        Msg::MovePassed => "a pass".into(),
        Msg::Rules => "Rules".into(),
        Msg::Close => "Close".into(),
        Msg::Moves => "Moves".into(),
        Msg::NoMovesYet => "Black moves first.".into(),
        Msg::Draw => "Drawn".into(),
        Msg::Settings => "Settings".into(),
        Msg::FirstMove => "First position".into(),
        Msg::PreviousMove => "Previous move".into(),
        Msg::NextMove => "Next move".into(),
        Msg::LastMove => "Latest position".into(),
        Msg::ViewingMove(ply, total) => format!("Viewing move {ply} of {total}"),
        Msg::Illegal(error) => format!("Not allowed: {}.", shelf_phrase(&crate::games::abalone::shelf_words::rule(error))),
        Msg::UnreadableSaves => "Some saved data could not be read".into(),
        Msg::UnreadableHelp => "Download each one to repair it or to send it in for help: it stays here, unchanged, until you delete it.".into(),
        Msg::DownloadData => "Download".into(),
        Msg::UnreadableSave { key, kept_as, reason } => {
            let reason = read_error(reason);
            format!("The save \"{key}\" could not be read ({reason}). Its data is kept, unchanged, under \"{kept_as}\".")
        }
        Msg::StorageUnavailable => {
            "This browser is not letting Gameshelf store anything, so this game is not being saved. You can keep playing.".into()
        }
        Msg::StorageFull => {
            "The browser's storage is full, so this game is not being saved. You can keep playing; delete old games to make room.".into()
        }
        Msg::NewGameNotKept(SaveStatus::Full) => "The browser's storage is full, so a new game would not be saved and would be lost when this page is closed or reloaded. To make room, delete old games; export them first to keep a copy.".into(),
        Msg::NewGameNotKept(_) => "This browser is not letting Gameshelf store anything, so a new game would not be saved and would be lost when this page is closed or reloaded.".into(),
        Msg::GameNotFound => "That game is not on this device.".into(),
        Msg::ScreenNotLoaded => "This game's screen could not be loaded. Check the connection and try again: your game is safe.".into(),
        Msg::PageNotLoaded => "This page could not be loaded. Check the connection and try again.".into(),
        Msg::ScreenLoading => "Loading the game…".into(),
        Msg::RulesLoading => "Loading the rules…".into(),
        Msg::RulesNotLoaded => "The rules could not be loaded. Check the connection and try again.".into(),
        Msg::TryAgain => "Try again".into(),
        Msg::LanguageNotLoaded(language) => format!("{} could not be loaded. Check the connection and try again.", language.endonym()),
        Msg::SaveUnreadable(reason) => format!("That game could not be read: {}.", read_error(reason)),
        Msg::RulesTitle(game) => format!("{} rules", game.title()),
        Msg::PlayerNumber(number) => format!("Player {number}"),
        Msg::Joker => "Joker".into(),
        Msg::Cancel => "Cancel".into(),
        Msg::Hint => "Hint".into(),
        Msg::Readings(readings) => readings.join(" or "),
        Msg::Points(1) => "1 point".into(),
        Msg::Points(points) => format!("{points} points"),
        Msg::StartDrawRound(draws) => {
            let draws: Vec<String> = draws
                .iter()
                .map(|(name, drawn)| match drawn {
                    Drawn::Number(number) => format!("{name} {number}"),
                    Drawn::Joker => format!("{name} the joker (draws again)"),
                    Drawn::Operator(face) => format!("{name} {face} (an operator: {name} draws again)"),
                    Drawn::Equals => format!("{name} = (no number: {name} draws again)"),
                })
                .collect();
            draws.join(", ")
        }
        Msg::HintCounts(counts) => {
            let counts: Vec<String> = counts.iter().map(|(name, count)| format!("{name} {count}")).collect();
            format!("Hints: {}", counts.join(" · "))
        }
        Msg::PointsHeading => "Points".into(),
        Msg::Signed(value) if *value > 0 => format!("+{value}"),
        Msg::Signed(value) if *value < 0 => format!("−{}", value.unsigned_abs()),
        Msg::Signed(_) => "0".into(),
        Msg::TileGameWinners { names, score } if names.len() == 1 => format!("{} wins with {score}", names[0]),
        Msg::TileGameWinners { names, score } => format!("{} share first place with {score}", and(names)),
        Msg::SoloFinalScore(score) => format!("Final score: {score}"),
        Msg::Total => "Total".into(),
        Msg::UnseenKind { kind, count } => format!("{kind}\u{a0}×{count}"),
        Msg::ShowTurn(turn) => format!("Show the board after turn {turn}"),
        Msg::TileGameResult { winners, scores } => {
            let scores: Vec<String> = scores.iter().map(i32::to_string).collect();
            format!("{} won {}", and(winners), scores.join("–"))
        }
        Msg::TileGameInProgress { to_move, scores } => {
            let scores: Vec<String> = scores.iter().map(i32::to_string).collect();
            format!("In progress · {to_move} to play · {}", scores.join("–"))
        }
        Msg::RuleBroken(error) => move_error(error),
        Msg::OpenInAnotherTab => "This game is open in another tab. Continue here to play it in this one: the other tab will stop saving it.".into(),
        Msg::TakenOverByAnotherTab => "This game goes on in another tab, which saves it now. Continue here to take it back, with the moves played there.".into(),
        Msg::ContinueHere => "Continue here".into(),
        // Offline and updates.
        Msg::UpdateReady => "Update ready:".into(),
        Msg::ApplyUpdate => "Reload".into(),
        // The library.
        Msg::Export => "Export".into(),
        Msg::ExportAll => "Export all".into(),
        Msg::Duplicate => "Duplicate".into(),
        Msg::Rename => "Rename".into(),
        Msg::GameTitle => "Name of this game".into(),
        Msg::SaveName => "Save name".into(),
        Msg::DeletedTitled(title) => format!("Deleted “{title}”."),
        Msg::DeletedGame(game, players) => format!("Deleted {} · {}.", game.title(), players.join(" vs ")),
        Msg::FilterGame => "Show games of".into(),
        Msg::FilterState => "Show games that are".into(),
        Msg::AllGames => "All games".into(),
        Msg::AnyState => "In progress or finished".into(),
        Msg::Finished => "Finished".into(),
        Msg::NoGamesMatch => "No saved game matches these filters.".into(),
        Msg::StoragePersistent(true) => "This browser keeps your saved games even when space runs low.".into(),
        Msg::StoragePersistent(false) => {
            "This browser may clear saved games when space runs low: export a backup now and then.".into()
        }
        Msg::Share => "Share".into(),
        Msg::ShareTitle => "Share this game".into(),
        Msg::ShareHelp => "Anyone who opens this link sees the game and can go on with a copy of it. The game travels inside the link: no server keeps it.".into(),
        Msg::SetUpPosition => "Set up a position".into(),
        Msg::AnalysePosition => "Analyse this position".into(),
        Msg::AnalyseGame => "Analyse this game".into(),
        Msg::FenTitle => "Position (FEN)".into(),
        Msg::CopyLink => "Copy link".into(),
        Msg::LinkCopied => "Copied: the link is on the clipboard.".into(),
        Msg::AtADistance { your_move: true } => "At a distance · your move".into(),
        Msg::AtADistance { your_move: false } => "At a distance".into(),
        Msg::CopyFailed(reason) => format!("Could not copy ({reason}). Select the link and copy it yourself."),
        Msg::ShareVia => "Share…".into(),
        Msg::ShareFailed(reason) => format!("Could not share ({reason}). Copy the link instead."),
        Msg::RevealsHidden { game, link } => {
            let what = reveals(*game).unwrap_or_default();
            let holder = if *link { "this link" } else { "this file" };
            format!("This game is not over: {holder} reveals {what}. Give it only to someone who may see them all.")
        }
        Msg::ExportInProgress => "Export a game in progress".into(),
        Msg::ShareReading => "Reading the shared game…".into(),
        Msg::ShareLinkBroken => "This link does not hold a game: it may have been cut short when it was copied.".into(),
        Msg::SharedGameTitle => "A shared game".into(),
        Msg::ContinueAsCopy => "Continue it here as a copy".into(),
        Msg::ImportTitle => "Import games".into(),
        Msg::ImportHelp => "Bring in a game or a backup exported from Gameshelf: choose its file, drop it on your saved games, or paste its text. Your saved games are never changed: imports are added as new saves.".into(),
        Msg::ChooseFile => "Choose a file…".into(),
        Msg::PasteRecord => "Or paste a game record or backup".into(),
        Msg::Import => "Import".into(),
        Msg::Imported { game, players } => {
            format!("Imported {} · {}.", game.title(), players.join(" vs "))
        }
        Msg::Restored(1) => "Restored 1 game from the backup.".into(),
        Msg::Restored(count) => format!("Restored {count} games from the backup."),
        Msg::RestoreRefused { number, reason } => {
            format!("Game {number} in the backup was not restored: {}.", sentence(reason))
        }
        Msg::RestoreStopped { left, status } => {
            let why = match status {
                SaveStatus::Full => "the browser's storage is full",
                _ => "the browser is not letting Gameshelf store anything",
            };
            format!("{left} more could not be stored: {why}.")
        }
        Msg::NotImported(ImportError::Record(reason)) => {
            format!("Nothing was imported: {}.", sentence(reason))
        }
        Msg::NotImported(ImportError::Backup(BackupError::UnknownVersion(version))) => format!(
            "Nothing was imported: this backup was written in backup format {version}, which this version cannot read."
        ),
        Msg::NotImported(ImportError::Backup(BackupError::Malformed(detail))) => {
            format!("Nothing was imported: this backup's list of games cannot be read ({}).", excerpt(detail))
        }
        Msg::NotImported(ImportError::NotStored(SaveStatus::Full)) => {
            "Nothing was imported: the browser's storage is full. Delete old games to make room.".into()
        }
        Msg::NotImported(ImportError::NotStored(_)) => {
            "Nothing was imported: this browser is not letting Gameshelf store anything.".into()
        }
        Msg::FileUnreadable(name) => format!("Nothing was imported: the file \"{name}\" could not be read."),
        Msg::Preferences => "Language and theme".into(),
        Msg::Menu => "Menu".into(),
        Msg::Language => "Language".into(),
        Msg::ThemeTitle => "Theme".into(),
        Msg::ThemeName(theme) => match theme {
            Theme::System => "As the system",
            Theme::Light => "Light",
            Theme::Dark => "Dark",
        }
        .into(),
        // Keyboard and screen readers: Abaku and Summy.
        Msg::HintLaid(tiles) => {
            let tiles: Vec<String> = tiles.iter().map(|(tile, square)| format!("{tile} on {square}")).collect();
            format!("Hint laid out: {}.", and(&tiles))
        }
        Msg::AnnouncePlaced { name, tiles, points, next } => {
            let tiles: Vec<String> = tiles.iter().map(|(tile, square)| format!("{tile} on {square}")).collect();
            let points = text(&Msg::Points(*points));
            match next {
                Some(next) => format!("{name} laid {} for {points}. {next} to play.", and(&tiles)),
                None => format!("{name} laid {} for {points}.", and(&tiles)),
            }
        }
        Msg::Phrase(phrase) => super::files::say(phrase),
    }
}

/// A read error to end a sentence with: some rule errors bring their own full stop.
fn sentence(error: &ReadError) -> String {
    read_error(error).trim_end_matches('.').to_string()
}

fn seat_colour(seat: Seat) -> &'static str {
    ["Black", "White", "Blue", "Red"][seat.index()]
}

fn and(names: &[String]) -> String {
    match names {
        [first @ .., last] if !first.is_empty() => format!("{} and {last}", first.join(", ")),
        _ => names.concat(),
    }
}

fn read_error(error: &ReadError) -> String {
    match error {
        RecordError::Malformed(detail) => format!("it is not a game record: {}", excerpt(detail)),
        RecordError::UnknownFormat(version) => {
            format!("it was written in format {version}, which this version cannot read")
        }
        RecordError::WrongGame(game) => {
            format!("it is a record of another game ({})", game.title())
        }
        RecordError::InvalidSetup(problem) => format!("its setup is not valid: {}", excerpt(problem)),
        RecordError::Move { number, text, reason } => {
            format!("move {number} ({}): {}", excerpt(text), move_error(reason))
        }
        RecordError::NameTooLong {
            seat: Some(seat),
            chars,
        } => {
            format!(
                "player {seat}'s name is {} characters long, and a name may have at most {MAX_NAME_CHARS}",
                super::integer(*chars as i64, ",")
            )
        }
        RecordError::NameTooLong { seat: None, chars } => {
            format!(
                "the game's name is {} characters long, and it may have at most {MAX_TITLE_CHARS}",
                super::integer(*chars as i64, ",")
            )
        }
    }
}

fn level_name(level: Level) -> &'static str {
    match level {
        Level::Easy => "easy",
        Level::Medium => "medium",
        Level::Strong => "strong",
    }
}
