//! Czech.

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
#[wasm_split(words_cs, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn speaker() -> Result<Speaker, NotLoaded> {
    Ok(text)
}

gameshelf_engine::games!(crate::games::shelf_words! cs);

fn text(msg: &Msg) -> String {
    match msg {
        Msg::AppName => "Gameshelf".into(),
        Msg::Tagline => "Deskové hry na jedné obrazovce, průběžně ukládané.".into(),
        Msg::Shelf => "Herní police".into(),
        Msg::NewGame => "Nová hra".into(),
        Msg::GameName(game) => game.title().into(),
        Msg::GameBlurb(game) => bind_short_words(&blurb(*game)),
        Msg::SavedGames => "Uložené hry".into(),
        Msg::NoSavedGames => "Zatím žádné uložené hry. Novou hru začnete z\u{a0}police.".into(),
        Msg::Resume => "Pokračovat".into(),
        Msg::Review => "Zobrazit".into(),
        Msg::Delete => "Smazat".into(),
        Msg::InProgress => "Rozehraná".into(),
        Msg::MoveCount(n) => move_count(*n as i64),
        Msg::ToMoveNamed(name) => format!("Na tahu: {name}"),
        Msg::WonBy(names) if names.len() == 1 => format!("Vítěz: {}", names[0]),
        Msg::WonBy(names) => format!("Vítězové: {}", and(names)),
        Msg::Versus(names) => names.join(" – "),
        Msg::LastPlayed(date) => format!("Naposledy hráno {date}"),
        Msg::Layout => "Výchozí rozestavení".into(),
        Msg::LayoutName(layout) => match layout {
            Layout::Standard => "Standardní",
            Layout::BelgianDaisy => "Belgická sedmikráska",
            Layout::GermanDaisy => "Německá sedmikráska",
            Layout::DutchDaisy => "Holandská sedmikráska",
            Layout::SwissDaisy => "Švýcarská sedmikráska",
            Layout::AlienAttack => "Útok mimo\u{ad}zemšťanů",
            Layout::TheWall => "Zeď",
            Layout::Checkerboard => "Šachovnice",
            Layout::Star => "Hvězda",
            Layout::Duel => "Souboj",
            Layout::Snakes => "Hadi",
            Layout::Fujiyama => "Fudžijama",
            Layout::Domination => "Nadvláda",
            Layout::Infiltration => "Infiltrace",
            Layout::FaceToFace => "Tváří v tvář",
            Layout::ThreePlayer => "Tři hráči",
            Layout::FourPlayer => "Čtyři hráči",
        }
        .into(),
        Msg::Players => "Hráči".into(),
        Msg::PlayerName(seat) => format!("Hráč {}", seat_side(*seat)),
        Msg::SeatColour(seat) => seat_colour(*seat).into(),
        Msg::StartGame => "Začít hru".into(),
        Msg::Back => "Zpět".into(),
        Msg::Home => "Police".into(),
        Msg::Undo => "Zpět".into(),
        Msg::UndoLaid { pieces: false } => "Vrátit položené kameny".into(),
        Msg::UndoLaid { pieces: true } => "Vrátit vybraný dílek".into(),
        Msg::Redo => "Znovu".into(),
        Msg::SeatPlayer(None) => "Člověk".into(),
        Msg::SeatPlayer(Some(level)) => format!("Robot · {}", level_name(*level)),
        Msg::RobotName(seat, level) => format!("Robot {seat} ({})", level_name(*level)),
        Msg::Robots => "Roboti".into(),
        Msg::RobotThinking(name) => format!("{name} přemýšlí…"),
        Msg::RobotUnavailable => "Roboty se v\u{a0}tomto prohlížeči nepodařilo spustit.".into(),
        Msg::RobotFailed(why) => format!("Robot nedokázal zvolit tah: {why}"),
        Msg::Pause => "Pauza".into(),
        Msg::WatchSpeed => "Rychlost".into(),
        Msg::Speed(speed) => match speed {
            Speed::Slow => "Pomalu",
            Speed::Normal => "Normálně",
            Speed::Fast => "Rychle",
        }
        .into(),
        Msg::RobotTimeNote(game) => robot_time_note(*game),
        Msg::RobotTime => "Čas robota na tah".into(),
        Msg::Seconds(ms) => match ms % 1000 {
            0 => format!("{}\u{a0}s", ms / 1000),
            _ => format!("{}\u{a0}s", super::decimal((ms / 100) as i64, 1, ',')),
        },
        Msg::HintThinking => "Hledám nejlepší tah…".into(),
        Msg::HintExchange(tiles) => {
            format!("Nápověda: žádné položení se nevyplatí; vyměňte {}.", tiles.join(" "))
        }
        Msg::HintPass => "Nápověda: nelze nic položit ani vyměnit; vynechte tah.".into(),
        Msg::ReviewTitle => "Rozbor s\u{a0}robotem".into(),
        Msg::ReviewExplained(false) => bind_short_words(
            "Každý váš tah vedle tahu, který by v téže pozici zvolil silný robot, a body, které každý z nich získá.",
        ),
        Msg::ReviewExplained(true) => bind_short_words(
            "Každý váš tah vedle tahu, který by v téže pozici zvolil silný robot, a jak robot každý z nich hodnotí, v kuličkách.",
        ),
        Msg::ReviewStart => "Rozebrat hru".into(),
        Msg::ReviewPending(count) => format!("Robot prochází ještě {}…", move_count(*count as i64)),
        Msg::ReviewPlayer => "Hráč".into(),
        Msg::ReviewPlayed => "Zahráno".into(),
        Msg::ReviewRobot => "Robot".into(),
        Msg::ReviewDifference(false) => "Rozdíl".into(),
        Msg::ReviewDifference(true) => "Změna".into(),
        Msg::Marbles(thousandths) => {
            // In hundredths, rounded half away from zero, always signed.
            let hundredths = (thousandths.abs() + 5) / 10;
            let sign = if *thousandths < 0 && hundredths > 0 { '\u{2212}' } else { '+' };
            format!("{sign}{}", super::decimal(hundredths, 2, ','))
        }
        Msg::ReviewPoints(points) => format!("({})", number(*points)),
        Msg::ReviewForced(true) => "vynucená výhra".into(),
        Msg::ReviewForced(false) => "vynucená prohra".into(),
        Msg::ReviewShowTurn(turn) => format!("Ukázat pozici před tahem {turn}"),
        Msg::ReviewStep { turn, name } => format!("Tah {turn}: {name}"),
        Msg::ReviewStepPlayed { played, worth } => format!("Zahráno: {played} – {worth}"),
        Msg::ReviewStepRobot { best, worth } => format!("Volba robota: {best} – {worth}"),
        Msg::MoveLaid(tiles) => {
            let tiles: Vec<String> = tiles.iter().map(|(tile, square)| format!("{tile} na {square}")).collect();
            and(&tiles)
        }
        Msg::MoveExchanged(count) => format!("výměna: {}", tile_count(*count as i64)),
        Msg::MovePassed => "pas".into(),
        Msg::Rules => "Pravidla".into(),
        Msg::Close => "Zavřít".into(),
        Msg::Moves => "Tahy".into(),
        Msg::NoMovesYet => "Začíná Černý.".into(),
        Msg::Draw => "Remíza".into(),
        Msg::Settings => "Nastavení".into(),
        Msg::FirstMove => "Výchozí pozice".into(),
        Msg::PreviousMove => "Předchozí tah".into(),
        Msg::NextMove => "Další tah".into(),
        Msg::LastMove => "Aktuální pozice".into(),
        Msg::ViewingMove(ply, total) => format!("Prohlížíte tah {ply} z\u{a0}{total}"),
        Msg::Illegal(error) => format!("Tah není povolen: {}.", shelf_phrase(&crate::games::abalone::shelf_words::rule(error))),
        Msg::UnreadableSaves => "Některá uložená data nelze přečíst".into(),
        Msg::UnreadableHelp => bind_short_words("Každý záznam si můžete stáhnout, abyste ho opravili nebo poslali s žádostí o pomoc. Zůstane tu beze změny, dokud ho nesmažete."),
        Msg::DownloadData => "Stáhnout".into(),
        Msg::UnreadableSave { key, kept_as, reason } => {
            let reason = read_error(reason);
            format!(
                "Záznam „{key}“ nelze přečíst ({reason}). Jeho data zůstávají beze změny uložena pod klíčem „{kept_as}“."
            )
        }
        Msg::StorageUnavailable => bind_short_words(
            "Tento prohlížeč Gameshelf nedovoluje nic ukládat, takže se tato hra neukládá. Hrát můžete dál.",
        ),
        Msg::StorageFull => bind_short_words(
            "Úložiště prohlížeče je plné, takže se tato hra neukládá. Hrát můžete dál; místo uvolníte smazáním starých her.",
        ),
        Msg::NewGameNotKept(SaveStatus::Full) => bind_short_words("Úložiště prohlížeče je plné, takže by se nová hra neuložila a po zavření nebo znovunačtení stránky by se ztratila. Místo uvolníte smazáním starých her; chcete-li si je ponechat, nejdřív je vyexportujte."),
        Msg::NewGameNotKept(_) => bind_short_words("Tento prohlížeč Gameshelf nedovoluje nic ukládat, takže by se nová hra neuložila a po zavření nebo znovunačtení stránky by se ztratila."),
        Msg::GameNotFound => "Tato hra v\u{a0}tomto zařízení není.".into(),
        Msg::ScreenNotLoaded => "Obrazovku této hry se nepodařilo načíst. Zkontrolujte připojení a\u{a0}zkuste to znovu: vaše hra je v\u{a0}bezpečí.".into(),
        Msg::PageNotLoaded => "Tuto stránku se nepodařilo načíst. Zkontrolujte připojení a\u{a0}zkuste to znovu.".into(),
        Msg::ScreenLoading => "Načítám hru…".into(),
        Msg::RulesLoading => "Načítám pravidla…".into(),
        Msg::RulesNotLoaded => "Pravidla se nepodařilo načíst. Zkontrolujte připojení a\u{a0}zkuste to znovu.".into(),
        Msg::TryAgain => "Zkusit znovu".into(),
        Msg::LanguageNotLoaded(language) => format!("Jazyk „{}“ se nepodařilo načíst. Zkontrolujte připojení a\u{a0}zkuste to znovu.", language.endonym()),
        Msg::SaveUnreadable(reason) => format!("Tuto hru nelze přečíst: {}.", read_error(reason)),
        Msg::RulesTitle(game) => format!("Pravidla hry {}", game.title()),
        Msg::PlayerNumber(number) => format!("Hráč {number}"),
        Msg::Joker => "Žolík".into(),
        Msg::Cancel => "Zrušit".into(),
        Msg::Hint => "Nápověda".into(),
        Msg::Readings(readings) => readings.join(" nebo "),
        Msg::Points(points) => point_count(i64::from(*points)),
        Msg::StartDrawRound(draws) => {
            let draws: Vec<String> = draws
                .iter()
                .map(|(name, drawn)| match drawn {
                    Drawn::Number(number) => format!("{name} {number}"),
                    Drawn::Joker => format!("{name} žolík (losuje znovu)"),
                    Drawn::Operator(face) => format!("{name} {face} (znaménko: {name} losuje znovu)"),
                    Drawn::Equals => format!("{name} = (není to číslice: {name} losuje znovu)"),
                })
                .collect();
            draws.join(", ")
        }
        Msg::HintCounts(counts) => {
            let counts: Vec<String> = counts.iter().map(|(name, count)| format!("{name} {count}")).collect();
            format!("Nápovědy: {}", counts.join(" · "))
        }
        Msg::PointsHeading => "Body".into(),
        Msg::Signed(value) if *value > 0 => format!("+{}", number(i64::from(*value))),
        Msg::Signed(value) if *value < 0 => number(i64::from(*value)),
        Msg::Signed(_) => "0".into(),
        Msg::TileGameWinners { names, score } if names.len() == 1 => {
            format!("{} vyhrává s\u{a0}{}", names[0], points_with(*score))
        }
        Msg::TileGameWinners { names, score } => {
            format!("{} se dělí o\u{a0}první místo s\u{a0}{}", and(names), points_with(*score))
        }
        Msg::SoloFinalScore(score) => format!("Konečné skóre: {}", number(i64::from(*score))),
        Msg::Total => "Celkem".into(),
        Msg::UnseenKind { kind, count } => format!("{kind}\u{a0}×{count}"),
        Msg::ShowTurn(turn) => format!("Ukázat desku po tahu {turn}"),
        Msg::TileGameResult { winners, scores } => {
            let scores: Vec<String> = scores.iter().map(|score| number(i64::from(*score))).collect();
            format!("{} ({})", text(&Msg::WonBy(winners.clone())), scores.join("–"))
        }
        Msg::TileGameInProgress { to_move, scores } => {
            let scores: Vec<String> = scores.iter().map(|score| number(i64::from(*score))).collect();
            format!("Rozehraná · Na tahu: {to_move} · {}", scores.join("–"))
        }
        Msg::RuleBroken(error) => move_error(error),
        Msg::OpenInAnotherTab => bind_short_words(
            "Tato hra je otevřená v jiné kartě. Zvolte „Pokračovat zde“ a hrajte v této: druhá karta ji přestane ukládat.",
        ),
        Msg::TakenOverByAnotherTab => bind_short_words(
            "Tato hra pokračuje v jiné kartě, která ji teď ukládá. Zvolte „Pokračovat zde“ a vezměte si ji zpět i s tahy, které se tam odehrály.",
        ),
        Msg::ContinueHere => "Pokračovat zde".into(),
        // Offline and updates.
        Msg::UpdateReady => "Aktualizace připravena:".into(),
        Msg::ApplyUpdate => "Načíst znovu".into(),
        // The library.
        Msg::Export => "Exportovat".into(),
        Msg::ExportAll => "Exportovat vše".into(),
        Msg::Duplicate => "Duplikovat".into(),
        Msg::Rename => "Přejmenovat".into(),
        Msg::GameTitle => "Název této hry".into(),
        Msg::SaveName => "Uložit název".into(),
        Msg::DeletedTitled(title) => format!("Smazáno: „{title}“."),
        Msg::DeletedGame(game, players) => {
            format!("Smazáno: {} · {}.", game.title(), players.join(" – "))
        }
        Msg::FilterGame => "Filtrovat podle hry".into(),
        Msg::FilterState => "Filtrovat podle stavu".into(),
        Msg::AllGames => "Všechny hry".into(),
        Msg::AnyState => "Rozehraná i\u{a0}dokončená".into(),
        Msg::Finished => "Dokončená".into(),
        Msg::NoGamesMatch => "Těmto filtrům neodpovídá žádná uložená hra.".into(),
        Msg::StoragePersistent(true) => {
            "Tento prohlížeč uložené hry zachová, i\u{a0}když bude docházet místo.".into()
        }
        Msg::StoragePersistent(false) => bind_short_words(
            "Když bude docházet místo, může tento prohlížeč uložené hry smazat: občas si exportujte zálohu.",
        ),
        Msg::Share => "Sdílet".into(),
        Msg::ShareTitle => "Sdílet tuto hru".into(),
        Msg::ShareHelp => bind_short_words(
            "Kdo tento odkaz otevře, uvidí hru a může pokračovat v její kopii. Hra je uložená přímo v odkazu: žádný server ji neuchovává.",
        ),
        Msg::SetUpPosition => "Sestavit pozici".into(),
        Msg::AnalysePosition => "Analyzovat tuto pozici".into(),
        Msg::AnalyseGame => "Analyzovat tuto partii".into(),
        Msg::FenTitle => "Pozice (FEN)".into(),
        Msg::CopyLink => "Kopírovat odkaz".into(),
        Msg::LinkCopied => "Zkopírováno: odkaz je ve schránce.".into(),
        Msg::AtADistance { your_move: true } => "Na dálku · jste na tahu".into(),
        Msg::AtADistance { your_move: false } => "Na dálku".into(),
        Msg::CopyFailed(reason) => format!("Kopírování se nezdařilo ({reason}). Označte odkaz a zkopírujte si ho sami."),
        Msg::ShareVia => "Sdílet…".into(),
        Msg::ShareFailed(reason) => format!("Sdílení se nezdařilo ({reason}). Zkopírujte raději odkaz."),
        Msg::RevealsHidden { game, link } => {
            let what = reveals(*game).unwrap_or_default();
            let holder = if *link { "tento odkaz" } else { "tento soubor" };
            bind_short_words(&format!(
                "Tato hra ještě neskončila: {holder} prozradí {what}. Předejte ho jen tomu, kdo to všechno smí vidět."
            ))
        }
        Msg::ExportInProgress => "Exportovat rozehranou hru".into(),
        Msg::ShareReading => "Načítám sdílenou hru…".into(),
        Msg::ShareLinkBroken => {
            "Tento odkaz neobsahuje hru: možná se při kopírování zkrátil.".into()
        }
        Msg::SharedGameTitle => "Sdílená hra".into(),
        Msg::ContinueAsCopy => "Pokračovat zde v\u{a0}kopii".into(),
        Msg::ImportTitle => "Importovat hry".into(),
        Msg::ImportHelp => bind_short_words(
            "Načtěte hru nebo zálohu exportovanou z Gameshelf: vyberte její soubor, přetáhněte ho na uložené hry nebo vložte jeho text. Vaše uložené hry se nikdy nezmění: importované hry přibudou jako nové.",
        ),
        Msg::ChooseFile => "Vybrat soubor…".into(),
        Msg::PasteRecord => "Nebo vložte záznam hry či zálohu".into(),
        Msg::Import => "Importovat".into(),
        Msg::Imported { game, players } => {
            format!("Importováno: {} · {}.", game.title(), players.join(" – "))
        }
        Msg::Restored(count) => {
            let count = *count as i64;
            let restored = form(count, "Obnovena", "Obnoveny", "Obnoveno");
            format!("{restored} {} ze zálohy.", game_count(count))
        }
        Msg::RestoreRefused { number, reason } => {
            format!("Hru č.\u{a0}{number} ze zálohy se nepodařilo obnovit: {}.", sentence(reason))
        }
        Msg::RestoreStopped { left, status } => {
            let why = match status {
                SaveStatus::Full => "úložiště prohlížeče je plné",
                _ => "prohlížeč Gameshelf nedovoluje nic ukládat",
            };
            let left = *left as i64;
            let more = form(left, "Další", "Další", "Dalších");
            let games = counted(left, "hru", "hry", "her");
            format!("{more} {games} se nepodařilo uložit: {why}.")
        }
        Msg::NotImported(ImportError::Record(reason)) => {
            format!("Nic se neimportovalo: {}.", sentence(reason))
        }
        Msg::NotImported(ImportError::Backup(BackupError::UnknownVersion(version))) => format!(
            "Nic se neimportovalo: tato záloha je ve formátu zálohy {version}, který tato verze neumí přečíst."
        ),
        Msg::NotImported(ImportError::Backup(BackupError::Malformed(detail))) => {
            format!("Nic se neimportovalo: seznam her v\u{a0}této záloze nelze přečíst ({}).", excerpt(detail))
        }
        Msg::NotImported(ImportError::NotStored(SaveStatus::Full)) => {
            "Nic se neimportovalo: úložiště prohlížeče je plné. Místo uvolníte smazáním starých her.".into()
        }
        Msg::NotImported(ImportError::NotStored(_)) => {
            "Nic se neimportovalo: tento prohlížeč Gameshelf nedovoluje nic ukládat.".into()
        }
        Msg::FileUnreadable(name) => format!("Nic se neimportovalo: soubor „{name}“ nelze přečíst."),
        // Keyboard and screen readers: Abaku and Summy.
        Msg::HintLaid(tiles) => {
            let tiles: Vec<String> = tiles.iter().map(|(tile, square)| format!("{tile} na {square}")).collect();
            format!("Nápověda položena: {}.", and(&tiles))
        }
        Msg::AnnouncePlaced { name, tiles, points, next } => {
            let tiles: Vec<String> = tiles.iter().map(|(tile, square)| format!("{tile} na {square}")).collect();
            let points = text(&Msg::Points(*points));
            match next {
                Some(next) => format!("{name}: {} za {points}. Na tahu: {next}.", and(&tiles)),
                None => format!("{name}: {} za {points}.", and(&tiles)),
            }
        }
        Msg::Preferences => "Jazyk a vzhled".into(),
        Msg::Menu => "Nabídka".into(),
        Msg::Language => "Jazyk".into(),
        Msg::ThemeTitle => "Vzhled".into(),
        Msg::ThemeName(theme) => match theme {
            Theme::System => "Podle systému",
            Theme::Light => "Světlý",
            Theme::Dark => "Tmavý",
        }
        .into(),
        Msg::Phrase(phrase) => super::files::say(phrase),
    }
}

/// A read error to end a sentence with: some rule errors bring their own full stop.
fn sentence(error: &ReadError) -> String {
    read_error(error).trim_end_matches('.').to_string()
}

/// The seat's colour as a player's name: Czech gives a side a masculine adjective, as in chess.
fn seat_colour(seat: Seat) -> &'static str {
    ["Černý", "Bílý", "Modrý", "Červený"][seat.index()]
}

/// Whose side a player takes, after « Hráč »: « Hráč za černé ».
fn seat_side(seat: Seat) -> &'static str {
    ["za černé", "za bílé", "za modré", "za červené"][seat.index()]
}

fn and(names: &[String]) -> String {
    match names {
        [first @ .., last] if !first.is_empty() => format!("{} a {last}", first.join(", ")),
        _ => names.concat(),
    }
}

fn read_error(error: &ReadError) -> String {
    match error {
        RecordError::Malformed(detail) => format!("nejde o záznam hry: {}", excerpt(detail)),
        RecordError::UnknownFormat(version) => {
            format!("záznam je ve formátu {version}, který tato verze neumí přečíst")
        }
        RecordError::WrongGame(game) => format!("jde o záznam jiné hry ({})", game.title()),
        RecordError::InvalidSetup(problem) => format!("nastavení hry není platné: {}", excerpt(problem)),
        RecordError::Move { number, text, reason } => {
            format!("tah {number} ({}): {}", excerpt(text), move_error(reason))
        }
        RecordError::NameTooLong {
            seat: Some(seat),
            chars,
        } => {
            format!(
                "jméno {seat}. hráče má {} znaků, smí jich však mít nejvýše {MAX_NAME_CHARS}",
                number(*chars as i64)
            )
        }
        RecordError::NameTooLong { seat: None, chars } => {
            format!(
                "název hry má {} znaků, smí jich však mít nejvýše {MAX_TITLE_CHARS}",
                number(*chars as i64)
            )
        }
    }
}

fn level_name(level: Level) -> &'static str {
    match level {
        Level::Easy => "slabý",
        Level::Medium => "střední",
        Level::Strong => "silný",
    }
}

/// Which of Czech's three number forms a count takes: 1; 2 to 4; 0, 5 and up (also « 21 bodů »).
pub(crate) fn form<'a>(count: i64, one: &'a str, few: &'a str, many: &'a str) -> &'a str {
    match count.unsigned_abs() {
        1 => one,
        2..=4 => few,
        _ => many,
    }
}

/// A count and its noun in the form the count takes, held together: « 12 bodů ».
pub(crate) fn counted(count: i64, one: &str, few: &str, many: &str) -> String {
    format!("{}\u{a0}{}", number(count), form(count, one, few, many))
}

fn number(value: i64) -> String {
    super::integer(value, "\u{a0}")
}

fn point_count(points: i64) -> String {
    counted(points, "bod", "body", "bodů")
}

/// Points after « s », in the instrumental: « s 1 bodem », « s 12 body ».
fn points_with(points: i32) -> String {
    let points = i64::from(points);
    counted(points, "bodem", "body", "body")
}

pub(crate) fn tile_count(tiles: i64) -> String {
    counted(tiles, "kámen", "kameny", "kamenů")
}

fn move_count(moves: i64) -> String {
    counted(moves, "tah", "tahy", "tahů")
}

fn game_count(games: i64) -> String {
    counted(games, "hra", "hry", "her")
}

/// Czech typography: a one-letter preposition or conjunction must not end a line, so it is
/// bound to the next word with a no-break space.
pub(crate) fn bind_short_words(text: &str) -> String {
    let mut bound = String::with_capacity(text.len() + 64);
    let mut words = text.split(' ').peekable();
    while let Some(word) = words.next() {
        bound.push_str(word);
        if words.peek().is_none() {
            break;
        }
        // The word as it stands on its line, after any opening bracket or quotation mark.
        let last_line = word.rsplit('\n').next().unwrap_or(word);
        let bare = last_line.trim_start_matches(['(', '„']);
        let one_letter = matches!(
            bare,
            "a" | "i" | "k" | "o" | "s" | "u" | "v" | "z" | "A" | "I" | "K" | "O" | "S" | "U" | "V" | "Z"
        );
        bound.push(if one_letter { '\u{a0}' } else { ' ' });
    }
    bound
}
