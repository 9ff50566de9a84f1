//! German.

use super::{excerpt, Drawn, Msg, Speaker};
use crate::chunk::NotLoaded;
use crate::settings::Speed;
use crate::settings::Theme;
use crate::storage::{ImportError, ReadError, SaveStatus};
use gameshelf_engine::abalone::{Layout, Seat};
use gameshelf_engine::common::backup::BackupError;
use gameshelf_engine::common::record::{GameKind, RecordError, MAX_NAME_CHARS, MAX_TITLE_CHARS};
use gameshelf_engine::game::AnyMoveError;
use gameshelf_engine::robot::Level;
use leptos::wasm_split::wasm_split;

/// The language's words, in a wasm chunk of their own: fetched the first time it is spoken.
#[wasm_split(words_de, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn speaker() -> Result<Speaker, NotLoaded> {
    Ok(text)
}

gameshelf_engine::games!(crate::games::shelf_words! de);

fn text(msg: &Msg) -> String {
    match msg {
        Msg::AppName => "Gameshelf".into(),
        Msg::Tagline => "Brettspiele für einen Bildschirm – jeder Zug wird gespeichert.".into(),
        Msg::Shelf => "Das Regal".into(),
        Msg::NewGame => "Neue Partie".into(),
        Msg::GameName(game) => game.title().into(),
        Msg::GameBlurb(game) => blurb(*game),
        Msg::SavedGames => "Gespeicherte Partien".into(),
        Msg::NoSavedGames => "Noch keine gespeicherten Partien. Beginne eine im Regal.".into(),
        Msg::Resume => "Fortsetzen".into(),
        Msg::Review => "Ansehen".into(),
        Msg::Delete => "Löschen".into(),
        Msg::InProgress => "Laufend".into(),
        Msg::MoveCount(n) if *n == 1 => "1 Zug".into(),
        Msg::MoveCount(n) => format!("{n} Züge"),
        Msg::ToMoveNamed(name) => format!("{name} ist am Zug"),
        Msg::WonBy(names) if names.len() == 1 => format!("{} hat gewonnen", names[0]),
        Msg::WonBy(names) => format!("{} haben gewonnen", and(names)),
        Msg::Versus(names) => names.join(" gegen "),
        Msg::LastPlayed(date) => format!("Zuletzt gespielt: {date}"),
        Msg::Layout => "Startaufstellung".into(),
        Msg::LayoutName(layout) => match layout {
            Layout::Standard => "Standard",
            Layout::BelgianDaisy => "Belgisches Gänse\u{ad}blümchen",
            Layout::GermanDaisy => "Deutsches Gänse\u{ad}blümchen",
            Layout::DutchDaisy => "Hollän\u{ad}disches Gänse\u{ad}blümchen",
            Layout::SwissDaisy => "Schweizer Gänse\u{ad}blümchen",
            Layout::AlienAttack => "Alien-Angriff",
            Layout::TheWall => "Die Mauer",
            Layout::Checkerboard => "Schachbrett",
            Layout::Star => "Stern",
            Layout::Duel => "Duell",
            Layout::Snakes => "Schlangen",
            Layout::Fujiyama => "Fujiyama",
            Layout::Domination => "Vorherr\u{ad}schaft",
            Layout::Infiltration => "Unter\u{ad}wanderung",
            Layout::FaceToFace => "Auge in Auge",
            Layout::ThreePlayer => "Drei Spieler",
            Layout::FourPlayer => "Vier Spieler",
        }
        .into(),
        Msg::Players => "Spieler".into(),
        Msg::PlayerName(seat) => format!("Spieler {}", seat_colour(*seat)),
        Msg::SeatColour(seat) => seat_colour(*seat).into(),
        Msg::StartGame => "Partie starten".into(),
        Msg::Back => "Zurück".into(),
        Msg::Home => "Regal".into(),
        Msg::Undo => "Rückgängig".into(),
        Msg::UndoLaid { pieces: false } => "Gelegte Steine zurücknehmen".into(),
        Msg::UndoLaid { pieces: true } => "Gewählte Spielmarke zurücknehmen".into(),
        Msg::Redo => "Wiederholen".into(),
        Msg::SeatPlayer(None) => "Mensch".into(),
        Msg::SeatPlayer(Some(level)) => format!("Roboter · {}", level_name(*level)),
        Msg::RobotName(seat, level) => format!("Roboter {seat} ({})", level_name(*level)),
        Msg::Robots => "Roboter".into(),
        Msg::RobotThinking(name) => format!("{name} denkt nach…"),
        Msg::RobotUnavailable => "Die Roboter konnten in diesem Browser nicht gestartet werden.".into(),
        Msg::RobotFailed(why) => format!("Der Roboter konnte keinen Zug wählen: {why}"),
        Msg::Pause => "Pause".into(),
        Msg::WatchSpeed => "Tempo".into(),
        Msg::Speed(speed) => match speed {
            Speed::Slow => "Langsam",
            Speed::Normal => "Normal",
            Speed::Fast => "Schnell",
        }
        .into(),
        Msg::RobotTimeNote(game) => robot_time_note(*game),
        Msg::RobotTime => "Roboter-Bedenkzeit pro Zug".into(),
        Msg::Seconds(ms) => {
            // Whole seconds without decimals: „1 s“, but „0,5 s“.
            let seconds = super::decimal(*ms as i64, 3, ',');
            format!("{}\u{a0}s", seconds.trim_end_matches('0').trim_end_matches(','))
        }
        Msg::HintThinking => "Suche den besten Zug…".into(),
        Msg::HintExchange(tiles) => format!("Tipp: Anlegen lohnt sich nicht; tausche {}.", tiles.join(" ")),
        Msg::HintPass => "Tipp: Du kannst nichts legen und nichts tauschen; passe.".into(),
        Msg::ReviewTitle => "Analyse mit dem Roboter".into(),
        Msg::ReviewExplained(false) => {
            "Jeder deiner Züge neben der Wahl des starken Roboters an derselben Stelle und die Punkte, die beide bringen.".into()
        }
        Msg::ReviewExplained(true) => {
            "Jeder deiner Züge neben der Wahl des starken Roboters an derselben Stelle und wie der Roboter beide bewertet, in Kugeln.".into()
        }
        Msg::ReviewStart => "Partie analysieren".into(),
        Msg::ReviewPending(count) => match count {
            1 => "Der Roboter prüft noch 1 Zug…".into(),
            _ => format!("Der Roboter prüft noch {count} Züge…"),
        },
        Msg::ReviewPlayer => "Spieler".into(),
        Msg::ReviewPlayed => "Gespielt".into(),
        Msg::ReviewRobot => "Roboter".into(),
        Msg::ReviewDifference(false) => "vs. Roboter".into(),
        Msg::ReviewDifference(true) => "Änderung".into(),
        Msg::Marbles(thousandths) => {
            // In hundredths, rounded half away from zero.
            let hundredths = (thousandths.abs() + 5) / 10;
            let sign = if *thousandths < 0 && hundredths > 0 { '−' } else { '+' };
            format!("{sign}{}", super::decimal(hundredths, 2, ','))
        }
        Msg::ReviewPoints(points) => format!("({})", number(*points)),
        Msg::ReviewForced(true) => "erzwungener Sieg".into(),
        Msg::ReviewForced(false) => "erzwungene Niederlage".into(),
        Msg::ReviewShowTurn(turn) => format!("Die Stellung vor Zug {turn} zeigen"),
        Msg::ReviewStep { turn, name } => format!("Zug {turn}: {name}"),
        Msg::ReviewStepPlayed { played, worth } => format!("Gespielt: {played} – {worth}"),
        Msg::ReviewStepRobot { best, worth } => format!("Die Wahl des Roboters: {best} – {worth}"),
        Msg::MoveLaid(tiles) => {
            let tiles: Vec<String> = tiles.iter().map(|(tile, square)| format!("{tile} auf {square}")).collect();
            and(&tiles)
        }
        Msg::MoveExchanged(1) => "1 Stein getauscht".into(),
        Msg::MoveExchanged(count) => format!("{count} Steine getauscht"),
        Msg::MovePassed => "gepasst".into(),
        Msg::Rules => "Regeln".into(),
        Msg::Close => "Schließen".into(),
        Msg::Moves => "Züge".into(),
        Msg::NoMovesYet => "Schwarz beginnt.".into(),
        Msg::Draw => "Unentschieden".into(),
        Msg::Settings => "Einstellungen".into(),
        Msg::FirstMove => "Anfangsstellung".into(),
        Msg::PreviousMove => "Vorheriger Zug".into(),
        Msg::NextMove => "Nächster Zug".into(),
        Msg::LastMove => "Aktuelle Stellung".into(),
        Msg::ViewingMove(ply, total) => format!("Ansicht: Zug {ply} von {total}"),
        Msg::Illegal(error) => format!("Nicht erlaubt: {}.", shelf_phrase(&crate::games::abalone::shelf_words::rule(error))),
        Msg::UnreadableSaves => "Einige gespeicherte Daten konnten nicht gelesen werden".into(),
        Msg::UnreadableHelp => "Du kannst jeden Spielstand herunterladen, um ihn zu reparieren oder mit der Bitte um Hilfe einzusenden. Er bleibt unverändert hier, bis du ihn löschst.".into(),
        Msg::DownloadData => "Herunterladen".into(),
        Msg::UnreadableSave { key, kept_as, reason } => {
            let reason = sentence(reason);
            format!(
                "Der Spielstand „{key}“ konnte nicht gelesen werden: {reason}. Seine Daten bleiben unverändert unter „{kept_as}“ erhalten."
            )
        }
        Msg::StorageUnavailable => {
            "Dieser Browser lässt Gameshelf nichts speichern, daher wird diese Partie nicht gespeichert. Du kannst weiterspielen.".into()
        }
        Msg::StorageFull => {
            "Der Speicher des Browsers ist voll, daher wird diese Partie nicht gespeichert. Du kannst weiterspielen; lösche alte Partien, um Platz zu schaffen.".into()
        }
        Msg::NewGameNotKept(SaveStatus::Full) => "Der Speicher des Browsers ist voll, daher würde eine neue Partie nicht gespeichert und ginge verloren, sobald diese Seite geschlossen oder neu geladen wird. Schaffe Platz, indem du alte Partien löschst; exportiere sie vorher, um eine Kopie zu behalten.".into(),
        Msg::NewGameNotKept(_) => "Dieser Browser lässt Gameshelf nichts speichern, daher würde eine neue Partie nicht gespeichert und ginge verloren, sobald diese Seite geschlossen oder neu geladen wird.".into(),
        Msg::GameNotFound => "Diese Partie ist nicht auf diesem Gerät.".into(),
        Msg::ScreenNotLoaded => "Der Bildschirm dieses Spiels konnte nicht geladen werden. Prüfe die Verbindung und versuche es noch einmal: deine Partie ist sicher.".into(),
        Msg::PageNotLoaded => "Diese Seite konnte nicht geladen werden. Prüfe die Verbindung und versuche es noch einmal.".into(),
        Msg::ScreenLoading => "Das Spiel wird geladen …".into(),
        Msg::RulesLoading => "Die Regeln werden geladen …".into(),
        Msg::RulesNotLoaded => "Die Regeln konnten nicht geladen werden. Prüfe die Verbindung und versuche es noch einmal.".into(),
        Msg::TryAgain => "Noch einmal versuchen".into(),
        Msg::LanguageNotLoaded(language) => format!("Die Sprache „{}“ konnte nicht geladen werden. Prüfe die Verbindung und versuche es noch einmal.", language.endonym()),
        Msg::SaveUnreadable(reason) => format!("Diese Partie konnte nicht gelesen werden: {}.", sentence(reason)),
        Msg::RulesTitle(game) => format!("Regeln von {}", game.title()),
        Msg::PlayerNumber(number) => format!("Spieler {number}"),
        Msg::Joker => "Joker".into(),
        Msg::Cancel => "Abbrechen".into(),
        Msg::Hint => "Tipp".into(),
        Msg::Readings(readings) => readings.join(" oder "),
        Msg::Points(1) => "1 Punkt".into(),
        Msg::Points(points) => format!("{} Punkte", number(*points)),
        Msg::StartDrawRound(draws) => {
            let draws: Vec<String> = draws
                .iter()
                .map(|(name, drawn)| match drawn {
                    Drawn::Number(number) => format!("{name}: {number}"),
                    Drawn::Joker => format!("{name}: Joker (zieht erneut)"),
                    Drawn::Operator(face) => format!("{name}: {face} (ein Rechenzeichen: {name} zieht erneut)"),
                    Drawn::Equals => format!("{name}: = (keine Zahl: {name} zieht erneut)"),
                })
                .collect();
            draws.join(", ")
        }
        Msg::HintCounts(counts) => {
            let counts: Vec<String> = counts.iter().map(|(name, count)| format!("{name} {count}")).collect();
            format!("Tipps: {}", counts.join(" · "))
        }
        Msg::PointsHeading => "Punkte".into(),
        Msg::Signed(value) if *value > 0 => format!("+{}", number(*value)),
        Msg::Signed(value) if *value < 0 => number(*value),
        Msg::Signed(_) => "0".into(),
        Msg::TileGameWinners { names, score } if names.len() == 1 => {
            format!("{} gewinnt mit {}", names[0], number(*score))
        }
        Msg::TileGameWinners { names, score } => {
            format!("{} teilen sich Platz 1 mit {}", and(names), number(*score))
        }
        Msg::SoloFinalScore(score) => format!("Endstand: {}", number(*score)),
        Msg::Total => "Gesamt".into(),
        Msg::UnseenKind { kind, count } => format!("{kind}\u{a0}×{count}"),
        Msg::ShowTurn(turn) => format!("Das Brett nach Zug {turn} zeigen"),
        Msg::TileGameResult { winners, scores } => {
            let scores: Vec<String> = scores.iter().map(|score| number(*score)).collect();
            let verb = if winners.len() == 1 { "hat" } else { "haben" };
            format!("{} {verb} {} gewonnen", and(winners), scores.join("–"))
        }
        Msg::TileGameInProgress { to_move, scores } => {
            let scores: Vec<String> = scores.iter().map(|score| number(*score)).collect();
            format!("Laufend · {to_move} ist am Zug · {}", scores.join("–"))
        }
        Msg::RuleBroken(error) => move_error(error),
        Msg::OpenInAnotherTab => "Diese Partie ist in einem anderen Tab geöffnet. Wähle „Hier weiterspielen“, um sie in diesem Tab zu spielen: Der andere Tab speichert sie dann nicht mehr.".into(),
        Msg::TakenOverByAnotherTab => "Diese Partie geht in einem anderen Tab weiter, der sie jetzt speichert. Wähle „Hier weiterspielen“, um sie samt den dort gespielten Zügen zurückzuholen.".into(),
        Msg::ContinueHere => "Hier weiterspielen".into(),
        // Offline and updates.
        Msg::UpdateReady => "Neue Version bereit:".into(),
        Msg::ApplyUpdate => "Neu laden".into(),
        // The library.
        Msg::Export => "Exportieren".into(),
        Msg::ExportAll => "Alle exportieren".into(),
        Msg::Duplicate => "Duplizieren".into(),
        Msg::Rename => "Umbenennen".into(),
        Msg::GameTitle => "Name dieser Partie".into(),
        Msg::SaveName => "Name speichern".into(),
        Msg::DeletedTitled(title) => format!("Gelöscht: „{title}“."),
        Msg::DeletedGame(game, players) => {
            format!("Gelöscht: {} · {}.", game.title(), players.join(" gegen "))
        }
        Msg::FilterGame => "Nach Spiel filtern".into(),
        Msg::FilterState => "Nach Stand filtern".into(),
        Msg::AllGames => "Alle Spiele".into(),
        Msg::AnyState => "Laufend oder beendet".into(),
        Msg::Finished => "Beendet".into(),
        Msg::NoGamesMatch => "Keine gespeicherte Partie passt zu diesen Filtern.".into(),
        Msg::StoragePersistent(true) => {
            "Dieser Browser behält deine gespeicherten Partien, auch wenn der Speicherplatz knapp wird.".into()
        }
        Msg::StoragePersistent(false) => {
            "Dieser Browser löscht gespeicherte Partien womöglich, wenn der Speicherplatz knapp wird: Exportiere ab und zu eine Sicherung.".into()
        }
        Msg::Share => "Teilen".into(),
        Msg::ShareTitle => "Diese Partie teilen".into(),
        Msg::ShareHelp => "Wer diesen Link öffnet, sieht die Partie und kann mit einer Kopie davon weiterspielen. Die Partie steckt im Link selbst: Kein Server bewahrt sie auf.".into(),
        Msg::SetUpPosition => "Stellung aufbauen".into(),
        Msg::AnalysePosition => "Diese Stellung analysieren".into(),
        Msg::AnalyseGame => "Diese Partie analysieren".into(),
        Msg::FenTitle => "Stellung (FEN)".into(),
        Msg::CopyLink => "Link kopieren".into(),
        Msg::LinkCopied => "Kopiert: Der Link liegt in der Zwischenablage.".into(),
        Msg::AtADistance { your_move: true } => "Aus der Ferne · du bist am Zug".into(),
        Msg::AtADistance { your_move: false } => "Aus der Ferne".into(),
        Msg::CopyFailed(reason) => format!("Kopieren nicht möglich ({reason}). Markieren Sie den Link und kopieren Sie ihn selbst."),
        Msg::ShareVia => "Teilen…".into(),
        Msg::ShareFailed(reason) => format!("Teilen nicht möglich ({reason}). Kopieren Sie stattdessen den Link."),
        Msg::RevealsHidden { game, link } => {
            let what = reveals(*game).unwrap_or_default();
            let (holder, it) = if *link { ("Dieser Link", "ihn") } else { ("Diese Datei", "sie") };
            format!("Diese Partie läuft noch: {holder} verrät {what}. Gib {it} nur jemandem, der all das sehen darf.")
        }
        Msg::ExportInProgress => "Laufende Partie exportieren".into(),
        Msg::ShareReading => "Die geteilte Partie wird gelesen…".into(),
        Msg::ShareLinkBroken => "Dieser Link enthält keine Partie: Vielleicht wurde er beim Kopieren abgeschnitten.".into(),
        Msg::SharedGameTitle => "Eine geteilte Partie".into(),
        Msg::ContinueAsCopy => "Hier als Kopie weiterspielen".into(),
        Msg::ImportTitle => "Partien importieren".into(),
        Msg::ImportHelp => "Hole eine Partie oder eine Sicherung herein, die aus Gameshelf exportiert wurde: Wähle ihre Datei, zieh sie auf deine gespeicherten Partien oder füge ihren Text ein. Deine gespeicherten Partien werden nie verändert: Importe kommen als neue Spielstände hinzu.".into(),
        Msg::ChooseFile => "Datei wählen…".into(),
        Msg::PasteRecord => "Oder eine Partieaufzeichnung oder Sicherung einfügen".into(),
        Msg::Import => "Importieren".into(),
        Msg::Imported { game, players } => {
            format!("Importiert: {} · {}.", game.title(), players.join(" gegen "))
        }
        Msg::Restored(1) => "1 Partie aus der Sicherung wiederhergestellt.".into(),
        Msg::Restored(count) => format!("{count} Partien aus der Sicherung wiederhergestellt."),
        Msg::RestoreRefused { number, reason } => {
            format!("Partie {number} der Sicherung wurde nicht wiederhergestellt: {}.", sentence(reason))
        }
        Msg::RestoreStopped { left, status } => {
            let why = match status {
                SaveStatus::Full => "Der Speicher des Browsers ist voll",
                _ => "Der Browser lässt Gameshelf nichts speichern",
            };
            match left {
                1 => format!("1 weitere Partie konnte nicht gespeichert werden: {why}."),
                _ => format!("{left} weitere Partien konnten nicht gespeichert werden: {why}."),
            }
        }
        Msg::NotImported(ImportError::Record(reason)) => {
            format!("Es wurde nichts importiert: {}.", sentence(reason))
        }
        Msg::NotImported(ImportError::Backup(BackupError::UnknownVersion(version))) => format!(
            "Es wurde nichts importiert: Diese Sicherung hat das Sicherungsformat {version}, das diese Version nicht lesen kann."
        ),
        Msg::NotImported(ImportError::Backup(BackupError::Malformed(detail))) => {
            format!("Es wurde nichts importiert: Die Partienliste dieser Sicherung ist nicht lesbar ({}).", excerpt(detail))
        }
        Msg::NotImported(ImportError::NotStored(SaveStatus::Full)) => {
            "Es wurde nichts importiert: Der Speicher des Browsers ist voll. Lösche alte Partien, um Platz zu schaffen.".into()
        }
        Msg::NotImported(ImportError::NotStored(_)) => {
            "Es wurde nichts importiert: Dieser Browser lässt Gameshelf nichts speichern.".into()
        }
        Msg::FileUnreadable(name) => {
            format!("Es wurde nichts importiert: Die Datei „{name}“ konnte nicht gelesen werden.")
        }
        // Keyboard and screen readers: Abaku and Summy.
        Msg::HintLaid(tiles) => {
            let tiles: Vec<String> = tiles.iter().map(|(tile, square)| format!("{tile} auf {square}")).collect();
            format!("Tipp gelegt: {}.", and(&tiles))
        }
        Msg::AnnouncePlaced { name, tiles, points, next } => {
            let tiles: Vec<String> = tiles.iter().map(|(tile, square)| format!("{tile} auf {square}")).collect();
            let points = text(&Msg::Points(*points));
            match next {
                Some(next) => format!("{name} legt {} für {points}. {next} ist am Zug.", and(&tiles)),
                None => format!("{name} legt {} für {points}.", and(&tiles)),
            }
        }
        Msg::Preferences => "Sprache und Farbschema".into(),
        Msg::Menu => "Menü".into(),
        Msg::Language => "Sprache".into(),
        Msg::ThemeTitle => "Farbschema".into(),
        Msg::ThemeName(theme) => match theme {
            Theme::System => "Wie das System",
            Theme::Light => "Hell",
            Theme::Dark => "Dunkel",
        }
        .into(),
        Msg::Phrase(phrase) => super::files::say(phrase),
    }
}

/// A read error to end a sentence with: some rule errors bring their own full stop.
fn sentence(error: &ReadError) -> String {
    read_error(error).trim_end_matches('.').to_string()
}

/// Scores and points, grouped by thousands as German writes them (12.345).
fn number(value: impl Into<i64>) -> String {
    super::integer(value.into(), ".")
}

fn seat_colour(seat: Seat) -> &'static str {
    ["Schwarz", "Weiß", "Blau", "Rot"][seat.index()]
}

fn and(names: &[String]) -> String {
    match names {
        [first @ .., last] if !first.is_empty() => format!("{} und {last}", first.join(", ")),
        _ => names.concat(),
    }
}

/// Capitalised, as every use follows a colon and they read as whole sentences.
fn read_error(error: &ReadError) -> String {
    match error {
        RecordError::Malformed(detail) => format!("Das ist keine Partieaufzeichnung: {}", excerpt(detail)),
        RecordError::UnknownFormat(version) => {
            format!("Diese Version kann das Format {version} nicht lesen")
        }
        RecordError::WrongGame(game) => {
            format!("Das ist die Aufzeichnung eines anderen Spiels ({})", game.title())
        }
        RecordError::InvalidSetup(problem) => format!("Der Spielaufbau ist ungültig: {}", excerpt(problem)),
        RecordError::Move { number, text, reason } => {
            format!("Zug {number} ({}): {}", excerpt(text), move_error(reason))
        }
        RecordError::NameTooLong {
            seat: Some(seat),
            chars,
        } => {
            format!(
                "Der Name von Spieler {seat} ist {} Zeichen lang, erlaubt sind höchstens {MAX_NAME_CHARS}",
                number(*chars as i64)
            )
        }
        RecordError::NameTooLong { seat: None, chars } => {
            format!(
                "Der Name der Partie ist {} Zeichen lang, erlaubt sind höchstens {MAX_TITLE_CHARS}",
                number(*chars as i64)
            )
        }
    }
}

fn level_name(level: Level) -> &'static str {
    match level {
        Level::Easy => "leicht",
        Level::Medium => "mittel",
        Level::Strong => "stark",
    }
}
