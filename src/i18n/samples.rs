//! One of every message, with values that reach each form of its words (each plural, each
//! choice), for the tests: a message no sample says is a message no test words.

use super::{game_words, Drawn, Locale, Msg};
use crate::settings::{Speed, Theme};
use crate::storage::{Brought, ImportError, SaveStatus};
use gameshelf_engine::abaku::{RuleError as AbakuError, ZeroRule};
use gameshelf_engine::abalone::{NotationError, RuleError};
use gameshelf_engine::common::backup::BackupError;
use gameshelf_engine::common::record::{GameKind, MoveError, RecordError, SetupProblem};
use gameshelf_engine::game::AnyMoveError;
use gameshelf_engine::robot::Level;

/// Every message, each with the values that reach its forms.
pub fn every_msg() -> Vec<Msg> {
    [
        labels(),
        counted(),
        with_names(),
        seats(),
        tile_games(),
        reviews(),
        saving(),
        library(),
    ]
    .concat()
}

fn names(names: &[&str]) -> Vec<String> {
    names.iter().map(|name| name.to_string()).collect()
}

fn labels() -> Vec<Msg> {
    let mut labels = vec![
        Msg::AppName,
        Msg::Tagline,
        Msg::Shelf,
        Msg::NewGame,
        Msg::SavedGames,
        Msg::NoSavedGames,
        Msg::Resume,
        Msg::Review,
        Msg::Delete,
        Msg::InProgress,
        Msg::Layout,
        Msg::Players,
        Msg::StartGame,
        Msg::Back,
        Msg::Home,
        Msg::Undo,
        Msg::UndoLaid { pieces: false },
        Msg::UndoLaid { pieces: true },
        Msg::Redo,
        Msg::Robots,
        Msg::RobotUnavailable,
        Msg::RobotRestarted,
        Msg::Pause,
        Msg::WatchSpeed,
        Msg::RobotTime,
        Msg::HintThinking,
        Msg::HintPass,
        Msg::Rules,
        Msg::HowToPlay,
        Msg::Close,
        Msg::Moves,
        Msg::NoMovesYet,
        Msg::Draw,
        Msg::Settings,
        Msg::FirstMove,
        Msg::PreviousMove,
        Msg::NextMove,
        Msg::LastMove,
        Msg::Joker,
        Msg::Cancel,
        Msg::Hint,
        Msg::PointsHeading,
        Msg::Total,
        Msg::OpenInAnotherTab,
        Msg::TakenOverByAnotherTab,
        Msg::ContinueHere,
        Msg::UpdateReady,
        Msg::ApplyUpdate,
        Msg::Preferences,
        Msg::Menu,
        Msg::Language,
        Msg::ThemeTitle,
        Msg::SetUpPosition,
        Msg::AnalysePosition,
        Msg::AnalyseGame,
        Msg::FenTitle,
        Msg::AtADistance { your_move: true },
        Msg::AtADistance { your_move: false },
        Msg::BeingDealt { pieces: false },
        Msg::BeingDealt { pieces: true },
        Msg::RacksBeingRevealed,
        Msg::ResultsUnverified("Eva wins · 31–18".into()),
        Msg::ResultsVoid,
        Msg::RemoteTitle,
        Msg::RemoteKeysTitle,
        Msg::RemoteInvite,
        Msg::RemoteSeatHeading,
        Msg::RemoteNote { clock: true },
        Msg::RemoteNote { clock: false },
        Msg::RemoteNobodyInvited,
        Msg::RemoteSeveralHint,
        Msg::RemoteDealt { pieces: false },
        Msg::RemoteDealt { pieces: true },
    ];
    labels.extend(Speed::ALL.map(Msg::Speed));
    labels.extend(Theme::ALL.map(Msg::ThemeName));
    labels.extend(GameKind::ALL.map(Msg::GameName));
    labels.extend(GameKind::ALL.map(Msg::GameBlurb));
    let take_their_time = GameKind::ALL
        .into_iter()
        .filter(|&game| (game_words().robot_time_note)(game).is_some());
    labels.extend(take_their_time.map(Msg::RobotTimeNote));
    labels.extend(GameKind::ALL.map(Msg::RulesTitle));
    labels
}

/// Messages with a count, across the plural forms of every language.
fn counted() -> Vec<Msg> {
    let mut counted = Vec::new();
    for n in [0, 1, 2, 3, 5, 11, 21, 22, 101] {
        counted.extend([
            Msg::MoveCount(n),
            Msg::ReviewPending(n),
            Msg::MoveExchanged(n),
            Msg::Points(n as u32),
            Msg::Restored {
                new: n,
                updated: 0,
                already: 0,
            },
            Msg::Restored {
                new: 0,
                updated: n,
                already: 1,
            },
            Msg::Restored {
                new: 1,
                updated: 2,
                already: n,
            },
            Msg::Restored {
                new: 0,
                updated: 0,
                already: n,
            },
            Msg::RestoreStopped {
                left: n,
                status: SaveStatus::Full,
            },
            Msg::RestoreStopped {
                left: n,
                status: SaveStatus::Unavailable,
            },
            Msg::ReviewPoints(n as i64),
            Msg::SoloFinalScore(n as i64),
            Msg::ShowTurn(n),
            Msg::ReviewShowTurn(n),
            Msg::PlayerNumber(n),
        ]);
    }
    counted.extend([0, 500, 1000, 1500, 2000, 2500, 10_000].map(Msg::Seconds));
    counted.extend([-1234, -4, 0, 4, 5, 1250, 20_000].map(Msg::Marbles));
    counted.extend([-12, 0, 7].map(Msg::Signed));
    counted.extend([
        Msg::ViewingMove(3, 12),
        Msg::UnseenKind {
            kind: "7".into(),
            count: 3,
        },
    ]);
    counted
}

fn with_names() -> Vec<Msg> {
    let mut said = Vec::new();
    for players in [
        names(&["Eva"]),
        names(&["Eva", "Adam"]),
        names(&["Eva", "Adam", "Bára"]),
    ] {
        said.extend([
            Msg::WonBy(players.clone()),
            Msg::Versus(players.clone()),
            Msg::TileGameWinners {
                names: players.clone(),
                score: 21,
            },
            Msg::TileGameResult {
                winners: players.clone(),
                scores: vec![21, 18, -3],
            },
        ]);
    }
    for game in GameKind::ALL {
        said.extend([Msg::DeletedGame(game, names(&["Eva", "Adam"]))]);
        for brought in [Brought::New, Brought::Updated, Brought::AlreadyThere] {
            said.push(Msg::Imported {
                game,
                players: names(&["Eva", "Adam"]),
                brought,
            });
        }
    }
    said.extend([
        Msg::ToMoveNamed("Eva".into()),
        Msg::LastPlayed("3 May 2026".into()),
        Msg::RobotThinking("Eva".into()),
        Msg::RobotFailed("out of memory".into()),
        Msg::TileGameInProgress {
            to_move: "Adam".into(),
            scores: vec![12, 9],
        },
        Msg::DeletedTitled("Sunday final".into()),
        Msg::CopyFailed("denied".into()),
        Msg::ShareFailed("denied".into()),
        Msg::FileUnreadable("games.json".into()),
        Msg::LanguageNotLoaded(Locale::Czech),
        Msg::HintCounts(vec![("Eva".into(), 2), ("Adam".into(), 0), ("Bára".into(), 1)]),
        Msg::HintCounts(vec![("Eva".into(), 1)]),
    ]);
    said
}

fn seats() -> Vec<Msg> {
    let mut said = vec![Msg::SeatPlayer(None)];
    for level in Level::ALL {
        said.extend([Msg::SeatPlayer(Some(level)), Msg::RobotName(2, level)]);
    }
    said
}

fn tiles() -> Vec<(String, String)> {
    vec![
        ("4".into(), "G8".into()),
        ("2".into(), "H8".into()),
        ("joker".into(), "J8".into()),
    ]
}

fn tile_games() -> Vec<Msg> {
    let mut said = vec![
        Msg::HintExchange(names(&["4", "7", "+"])),
        Msg::MoveLaid(tiles()),
        Msg::MoveLaid(tiles()[..1].to_vec()),
        Msg::MovePassed,
        Msg::HintLaid(tiles()),
        Msg::Readings(names(&["3 + 4 = 7"])),
        Msg::Readings(names(&["3 + 4 = 7", "7 − 4 = 3", "7 − 3 = 4"])),
        Msg::StartDrawRound {
            draws: vec![
                ("Eva".into(), Drawn::Operator("÷".into())),
                ("Eva".into(), Drawn::Equals),
                ("Eva".into(), Drawn::Number("6".into())),
                ("Adam".into(), Drawn::Number("6".into())),
                ("Bára".into(), Drawn::Joker),
                ("Bára".into(), Drawn::Number("8".into())),
            ],
            tied: names(&["Eva", "Adam"]),
        },
        Msg::StartDrawRound {
            draws: vec![
                ("Adam".into(), Drawn::Equals),
                ("Adam".into(), Drawn::Number("6".into())),
            ],
            tied: Vec::new(),
        },
        Msg::StartDrawRound {
            draws: vec![("Adam".into(), Drawn::Number("6".into()))],
            tied: Vec::new(),
        },
        Msg::RuleBroken(
            AbakuError::ZeroNotANumber {
                digits: vec![4, 4, 0],
                rule: ZeroRule::LoneZero,
            }
            .into(),
        ),
        Msg::RuleBroken(gameshelf_engine::summy::RuleError::GameOver.into()),
        Msg::RuleBroken(gameshelf_engine::addique::RuleError::GameOver.into()),
        Msg::RuleBroken(notation_error()),
    ];
    for points in [1, 12] {
        for next in [Some("Adam".to_string()), None] {
            said.push(Msg::AnnouncePlaced {
                name: "Eva".into(),
                tiles: tiles(),
                points,
                next,
            });
        }
    }
    for game in GameKind::ALL {
        for link in [true, false] {
            said.push(Msg::RevealsHidden { game, link });
        }
        for count in [1, 2, 5, 21] {
            said.push(Msg::BackupRevealsHidden { game, count });
        }
    }
    said.extend([Msg::BackupTitle, Msg::BackupReveals, Msg::BackupRevealsAdvice]);
    said.extend([1, 3, 5, 21].map(Msg::BackupKeys));
    said.extend([Msg::ExportWithKeys, Msg::ExportWithoutKeys]);
    said
}

fn reviews() -> Vec<Msg> {
    vec![
        Msg::ReviewTitle,
        Msg::ReviewExplained(false),
        Msg::ReviewExplained(true),
        Msg::ReviewStart,
        Msg::ReviewLoading,
        Msg::ReviewNotLoaded,
        Msg::ReviewPlayer,
        Msg::ReviewPlayed,
        Msg::ReviewRobot,
        Msg::ReviewDifference(false),
        Msg::ReviewDifference(true),
        Msg::ReviewForced(true),
        Msg::ReviewForced(false),
        Msg::ReviewStep {
            turn: 3,
            name: "Eva".into(),
        },
        Msg::ReviewStepPlayed {
            played: "4 on G8".into(),
            worth: "4 points".into(),
        },
        Msg::ReviewStepRobot {
            best: "4 on G8".into(),
            worth: "4 points".into(),
        },
    ]
}

fn notation_error() -> AnyMoveError {
    AnyMoveError::Abalone(MoveError::Notation(NotationError::BadCell("Z9".into())))
}

/// Why a save cannot be read, each way.
fn read_errors() -> Vec<RecordError<AnyMoveError>> {
    let setups = [
        SetupProblem::LayoutSeats {
            layout: "standard",
            seats: 2,
            players: 1,
        },
        SetupProblem::Seats {
            seats: "2 to 4",
            players: 5,
        },
        SetupProblem::SoloSeats { players: 2 },
        SetupProblem::PartnersApart,
        SetupProblem::Clock,
        SetupProblem::NoMoves,
        SetupProblem::HandSetForTwo,
        SetupProblem::CoverOnBlank,
        SetupProblem::Position("seat 3 is to move, in a game of 2".into()),
        SetupProblem::Resigned("seat 3 resigned, but there is no such seat".into()),
    ];
    let setups = setups.into_iter().map(RecordError::InvalidSetup);
    setups
        .chain([
            RecordError::Malformed("expected value at line 1 column 1".into()),
            RecordError::UnknownFormat(7),
            RecordError::WrongGame(GameKind::Abalone),
            RecordError::WrongGame(GameKind::Summy),
            RecordError::Move {
                number: 12,
                text: "A1A2".into(),
                reason: RuleError::NotALine.into(),
            },
            RecordError::Move {
                number: 3,
                text: "4@G8".into(),
                reason: gameshelf_engine::abaku::RuleError::GameOver.into(),
            },
            RecordError::Move {
                number: 3,
                text: "Z9".into(),
                reason: notation_error(),
            },
            RecordError::NameTooLong {
                seat: Some(2),
                chars: 2_500_000,
            },
            RecordError::NameTooLong {
                seat: None,
                chars: 200,
            },
        ])
        .collect()
}

fn saving() -> Vec<Msg> {
    let mut said = vec![
        Msg::UnreadableSaves,
        Msg::UnreadableHelp,
        Msg::DownloadData,
        Msg::StorageUnavailable,
        Msg::StorageFull,
        Msg::NewGameNotKept(SaveStatus::Full),
        Msg::NewGameNotKept(SaveStatus::Unavailable),
        Msg::GameNotFound,
        Msg::ScreenNotLoaded,
        Msg::PageNotLoaded,
        Msg::ScreenLoading,
        Msg::LibraryLoading,
        Msg::LibraryNotLoaded,
        Msg::RobotNotLoaded,
        Msg::RobotsLoading,
        Msg::RobotsNotLoaded,
        Msg::PartLoading,
        Msg::PartNotLoaded,
        Msg::RulesLoading,
        Msg::RulesNotLoaded,
        Msg::TryAgain,
    ];
    for reason in read_errors() {
        said.extend([
            Msg::UnreadableSave {
                key: "gameshelf.game.7".into(),
                kept_as: "gameshelf.unreadable.7".into(),
                reason: Box::new(reason.clone()),
            },
            Msg::SaveUnreadable(reason.clone()),
            Msg::RestoreRefused {
                number: 4,
                reason: reason.clone(),
            },
            Msg::NotImported(ImportError::Record(reason)),
        ]);
    }
    said
}

fn library() -> Vec<Msg> {
    vec![
        Msg::Export,
        Msg::ExportAll,
        Msg::ImportTitle,
        Msg::ImportHelp,
        Msg::ChooseFile,
        Msg::PasteRecord,
        Msg::Import,
        Msg::Duplicate,
        Msg::Rename,
        Msg::GameTitle,
        Msg::SaveName,
        Msg::FilterGame,
        Msg::FilterState,
        Msg::AllGames,
        Msg::AnyState,
        Msg::Finished,
        Msg::NoGamesMatch,
        Msg::StoragePersistent(true),
        Msg::StoragePersistent(false),
        Msg::Share,
        Msg::ShareTitle,
        Msg::ShareHelp,
        Msg::CopyLink,
        Msg::LinkCopied,
        Msg::ShareVia,
        Msg::ShareMaking,
        Msg::ShareNotLoaded,
        Msg::ShareLinkFailed,
        Msg::ExportNotLoaded,
        Msg::ExportInProgress,
        Msg::ShareReading,
        Msg::ShareLinkBroken,
        Msg::SharedGameTitle,
        Msg::ContinueAsCopy,
        Msg::NotImported(ImportError::Backup(BackupError::UnknownVersion(3))),
        Msg::NotImported(ImportError::Backup(BackupError::Malformed(
            "missing field `games`".into(),
        ))),
        Msg::NotImported(ImportError::NotStored(SaveStatus::Full)),
        Msg::NotImported(ImportError::NotStored(SaveStatus::Unavailable)),
    ]
}
