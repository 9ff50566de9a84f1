//! Every language words every message. The compiler sees to most of it: each language's `text`
//! is one `match` over every `Msg`, so a message a language lacks fails the build, as long as no
//! language hides the gap behind a catch-all arm, which the first test forbids. The second
//! catches a language that has an arm but still English words in it.

use super::{en, Drawn, Locale, Msg};
use crate::storage::{ImportError, SaveStatus};
use gameshelf_engine::abaku::{RuleError as AbakuError, ZeroRule};
use gameshelf_engine::abalone::{Ending, FenError, Layout, RuleError, Seat};
use gameshelf_engine::common::record::{GameKind, RecordError};
use gameshelf_engine::robot::Level;

/// Each language's source, by locale.
const SOURCES: [(Locale, &str); 5] = [
    (Locale::English, include_str!("en.rs")),
    (Locale::French, include_str!("fr.rs")),
    (Locale::German, include_str!("de.rs")),
    (Locale::Turkish, include_str!("tr.rs")),
    (Locale::Czech, include_str!("cs.rs")),
];

/// The body of a language's `text`, from its `match msg` to the function's end.
fn text_match(source: &str) -> &str {
    let start = source
        .find("pub fn text(msg: &Msg) -> String {")
        .expect("a text function");
    let end = source[start..].find("\n}\n").expect("the end of text") + start;
    &source[start..end]
}

#[test]
fn no_language_falls_back_on_a_catch_all_arm() {
    for (locale, source) in SOURCES {
        let body = text_match(source);
        // Arms of the `match msg` sit at two levels of indentation.
        let catch_all = body.lines().find(|line| {
            let arm = line.trim_start();
            line.len() - arm.len() == 8 && (arm.starts_with("_ =>") || arm.starts_with("other =>"))
        });
        assert_eq!(catch_all, None, "{locale:?} has a catch-all arm in text()");
    }
}

/// Messages of every kind (labels, sentences with values, plurals, rule errors, the rules
/// pages), which no language words as English does.
fn samples() -> Vec<Msg> {
    vec![
        Msg::Tagline,
        Msg::BadFen(FenError::RowLength {
            row: 'C',
            found: 10,
            expected: 7,
        }),
        Msg::PositionWon,
        Msg::PlayFromHereHelp,
        Msg::EditorKeys,
        Msg::EditorTooMany {
            seat: Seat::WHITE,
            on_board: 15,
        },
        Msg::NewGame,
        Msg::SavedGames,
        Msg::NoSavedGames,
        Msg::MoveCount(1),
        Msg::MoveCount(3),
        Msg::MoveCount(7),
        Msg::MovesOfLimit {
            played: 37,
            limit: 100,
        },
        Msg::CopyFailed("denied".into()),
        Msg::DeletedTitled("Sunday final".into()),
        Msg::ConfirmPassEndsGame,
        Msg::RobotTimeNote(GameKind::Abaku),
        Msg::RobotTimeNote(GameKind::Abalone),
        Msg::LayoutName(Layout::TheWall),
        Msg::ToMoveNamed("Eva".into()),
        Msg::WonBy(vec!["Eva".into(), "Adam".into()]),
        Msg::LayoutName(Layout::BelgianDaisy),
        Msg::Players,
        Msg::StartGame,
        Msg::Undo,
        Msg::UndoLaid { pieces: true },
        Msg::UnseenTitle { pieces: false },
        Msg::TrackUnseen { pieces: true },
        Msg::ShowTurn(3),
        Msg::ViewingTurn(3, 10),
        Msg::RevealsHidden {
            game: GameKind::Summy,
            link: false,
        },
        Msg::SeatPlayer(Some(Level::Strong)),
        Msg::RobotThinking("Eva".into()),
        Msg::Rules,
        Msg::Close,
        Msg::PushedOff(2),
        Msg::Illegal(RuleError::SingleMarbleCannotPush),
        Msg::Illegal(RuleError::NoSumito {
            pushers: 2,
            defenders: 2,
        }),
        Msg::HintsUsed(4),
        Msg::StartDrawRound(vec![
            ("Eva".into(), Drawn::Operator("÷".into())),
            ("Eva".into(), Drawn::Number("6".into())),
        ]),
        Msg::StartDrawRound(vec![("Adam".into(), Drawn::Equals)]),
        Msg::AbakuIllegal(AbakuError::ZeroNotANumber {
            digits: vec![4, 4, 0],
            rule: ZeroRule::LoneZero,
        }),
        Msg::AbakuIllegal(AbakuError::ZeroNotANumber {
            digits: vec![1, 0, 4, 5],
            rule: ZeroRule::LeadingZero,
        }),
        Msg::PlayFor(Some(12)),
        Msg::Exchange,
        Msg::Pass,
        Msg::ScoreSheet,
        Msg::StorageFull,
        Msg::NewGameNotKept(SaveStatus::Full),
        Msg::NewGameNotKept(SaveStatus::Unavailable),
        Msg::UnreadableHelp,
        Msg::DownloadData,
        Msg::NotImported(ImportError::Record(RecordError::NameTooLong {
            seat: Some(2),
            chars: 2_500_000,
        })),
        Msg::NotImported(ImportError::Record(RecordError::NameTooLong {
            seat: None,
            chars: 200,
        })),
        Msg::RulesTitle(GameKind::Addique),
        Msg::GameBlurb(GameKind::Summy),
        Msg::AbaloneRules,
        Msg::AbakuRules,
        Msg::SummyRules,
        Msg::AddiqueRules,
        Msg::Language,
        Msg::ThemeTitle,
        Msg::Resign,
        Msg::ConfirmResign("Eva".into()),
        Msg::Result {
            ending: Ending::Resigned(Seat::BLACK),
            named: Some("Eva".into()),
            names: vec!["Adam".into()],
            scores: vec![0, 2],
        },
        Msg::ReviewForced(true),
        Msg::ReviewForced(false),
        Msg::ReviewShowTurn(3),
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
        Msg::MoveLaid(vec![("4".into(), "G8".into()), ("2".into(), "H8".into())]),
        Msg::MoveExchanged(3),
        Msg::MovePassed,
        Msg::AbakuBoardKeys,
        Msg::SummyBoardKeys,
        Msg::AddiqueKeys,
    ]
}

#[test]
fn every_language_has_its_own_words_for_every_sample() {
    for locale in Locale::ALL
        .into_iter()
        .filter(|&locale| locale != Locale::English)
    {
        super::set_locale(locale);
        for msg in samples() {
            let words = msg.text();
            assert!(!words.trim().is_empty(), "{locale:?} says nothing for {msg:?}");
            assert_ne!(words, en::text(&msg), "{locale:?} words {msg:?} in English");
        }
    }
}

#[test]
fn numbers_take_each_language_s_separators() {
    assert_eq!(super::integer(1234, "."), "1234");
    assert_eq!(super::integer(12345, "."), "12.345");
    assert_eq!(super::integer(-1234567, "\u{a0}"), "\u{2212}1\u{a0}234\u{a0}567");
    assert_eq!(super::decimal(-1250, 3, ','), "\u{2212}1,250");
    assert_eq!(super::decimal(5, 1, '.'), "0.5");
}

#[test]
fn the_browser_s_languages_pick_the_first_one_spoken() {
    assert_eq!(Locale::preferred(["ja", "de-AT", "fr"]), Locale::German);
    assert_eq!(Locale::preferred(["CS"]), Locale::Czech);
    assert_eq!(Locale::preferred(["ja", "ko"]), Locale::English);
    assert_eq!(Locale::preferred([]), Locale::English);
}

#[test]
fn quoted_text_is_cut_short_at_a_character_boundary() {
    assert_eq!(super::excerpt("E4F5"), "E4F5");
    let long = "é".repeat(5_000_000);
    let cut = super::excerpt(&long);
    assert_eq!(cut.chars().count(), 121, "120 characters and an ellipsis");
    assert!(cut.ends_with("é…"));
}

#[test]
fn a_name_too_long_is_named_with_its_length_and_the_limit() {
    super::set_locale(Locale::English);
    let msg = Msg::NotImported(ImportError::Record(RecordError::NameTooLong {
        seat: Some(1),
        chars: 2_500_000,
    }));
    assert_eq!(
        msg.text(),
        "Nothing was imported: player 1's name is 2,500,000 characters long, and a name may have at most 40."
    );
}
