//! Turkish.

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
#[wasm_split(words_tr, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn speaker() -> Result<Speaker, NotLoaded> {
    Ok(text)
}

gameshelf_engine::games!(crate::games::shelf_words! tr);

fn text(msg: &Msg) -> String {
    match msg {
        Msg::AppName => "Gameshelf".into(),
        Msg::Tagline => "Tek ekranda masa oyunları; oynadıkça kaydedilir.".into(),
        Msg::Shelf => "Oyun rafı".into(),
        Msg::NewGame => "Yeni oyun".into(),
        Msg::GameName(game) => game.title().into(),
        Msg::GameBlurb(game) => blurb(*game),
        Msg::SavedGames => "Kayıtlı oyunlar".into(),
        Msg::NoSavedGames => "Henüz kayıtlı oyun yok. Raftan bir oyun başlatın.".into(),
        Msg::Resume => "Devam et".into(),
        Msg::Review => "İncele".into(),
        Msg::Delete => "Sil".into(),
        Msg::InProgress => "Devam ediyor".into(),
        Msg::MoveCount(n) if *n == 1 => "1 hamle".into(),
        Msg::MoveCount(n) => format!("{n} hamle"),
        Msg::ToMoveNamed(name) => format!("Sıra: {name}"),
        Msg::WonBy(names) if names.len() == 1 => format!("{} kazandı", names[0]),
        Msg::WonBy(names) => format!("{} kazandı", and(names)),
        Msg::Versus(names) => names.join(" – "),
        Msg::LastPlayed(date) => format!("Son oynanma: {date}"),
        Msg::Layout => "Başlangıç pozisyonu".into(),
        Msg::LayoutName(layout) => match layout {
            Layout::Standard => "Standart",
            Layout::BelgianDaisy => "Belçika papatyası",
            Layout::GermanDaisy => "Alman papatyası",
            Layout::DutchDaisy => "Hollanda papatyası",
            Layout::SwissDaisy => "İsviçre papatyası",
            Layout::AlienAttack => "Uzaylı saldırısı",
            Layout::TheWall => "Duvar",
            Layout::Checkerboard => "Dama tahtası",
            Layout::Star => "Yıldız",
            Layout::Duel => "Düello",
            Layout::Snakes => "Yılanlar",
            Layout::Fujiyama => "Fujiyama",
            Layout::Domination => "Hâkimiyet",
            Layout::Infiltration => "Sızma",
            Layout::FaceToFace => "Yüz yüze",
            Layout::ThreePlayer => "Üç oyuncu",
            Layout::FourPlayer => "Dört oyuncu",
        }
        .into(),
        Msg::Players => "Oyuncular".into(),
        Msg::PlayerName(seat) => format!("{} oyuncu", seat_colour(*seat)),
        Msg::SeatColour(seat) => seat_colour(*seat).into(),
        Msg::StartGame => "Oyunu başlat".into(),
        Msg::Back => "Geri".into(),
        Msg::Home => "Raf".into(),
        Msg::Undo => "Geri al".into(),
        Msg::UndoLaid { pieces: false } => "Konan taşları geri al".into(),
        Msg::UndoLaid { pieces: true } => "Seçilen parçayı geri al".into(),
        Msg::Redo => "Yinele".into(),
        Msg::SeatPlayer(None) => "İnsan".into(),
        Msg::SeatPlayer(Some(level)) => format!("Robot · {}", level_name(*level)),
        Msg::RobotName(seat, level) => format!("Robot {seat} ({})", level_name(*level)),
        Msg::Robots => "Robotlar".into(),
        Msg::RobotThinking(name) => format!("{name} düşünüyor…"),
        Msg::RobotUnavailable => "Robotlar bu tarayıcıda başlatılamadı.".into(),
        Msg::RobotFailed(why) => format!("Robot bir hamle seçemedi: {why}"),
        Msg::Pause => "Duraklat".into(),
        Msg::WatchSpeed => "Hız".into(),
        Msg::Speed(speed) => match speed {
            Speed::Slow => "Yavaş",
            Speed::Normal => "Normal",
            Speed::Fast => "Hızlı",
        }
        .into(),
        Msg::RobotTimeNote(game) => robot_time_note(*game),
        Msg::RobotTime => "Robotun hamle başına süresi".into(),
        Msg::Seconds(ms) => match ms % 1000 {
            0 => format!("{} sn", ms / 1000),
            // Tenths, as the English shows them.
            _ => format!("{} sn", super::decimal(*ms as i64 / 100, 1, ',')),
        },
        Msg::HintThinking => "En iyi hamle aranıyor…".into(),
        Msg::HintExchange(tiles) => {
            format!("İpucu: hiçbir yerleştirme değmez; şu taşları değiştirin: {}.", tiles.join(" "))
        }
        Msg::HintPass => "İpucu: ne taş konabilir ne de değiştirilebilir; pas geçin.".into(),
        Msg::ReviewTitle => "Robotla incele".into(),
        Msg::ReviewExplained(false) => {
            "Her turunuz, güçlü robotun o durumdaki seçiminin yanında; ikisinin de getirdiği puanla.".into()
        }
        Msg::ReviewExplained(true) => {
            "Her hamleniz, güçlü robotun o durumdaki seçiminin yanında; robotun ikisine verdiği değerle, top cinsinden.".into()
        }
        Msg::ReviewStart => "Oyunu incele".into(),
        Msg::ReviewPending(count) => match count {
            1 => "Robot 1 tur daha inceliyor…".into(),
            _ => format!("Robot {count} tur daha inceliyor…"),
        },
        Msg::ReviewPlayer => "Oyuncu".into(),
        Msg::ReviewPlayed => "Oynanan".into(),
        Msg::ReviewRobot => "Robot".into(),
        Msg::ReviewDifference(false) => "Robota göre".into(),
        Msg::ReviewDifference(true) => "Fark".into(),
        Msg::Marbles(thousandths) => {
            // In hundredths, rounded half away from zero, always signed.
            let hundredths = (thousandths.abs() + 5) / 10;
            let sign = if *thousandths < 0 && hundredths > 0 { '\u{2212}' } else { '+' };
            format!("{sign}{}", super::decimal(hundredths, 2, ','))
        }
        Msg::ReviewPoints(points) => format!("({})", super::integer(*points, ".")),
        Msg::ReviewForced(true) => "zorunlu galibiyet".into(),
        Msg::ReviewForced(false) => "zorunlu yenilgi".into(),
        Msg::ReviewShowTurn(turn) => format!("{turn}. hamleden önceki konumu göster"),
        Msg::ReviewStep { turn, name } => format!("{turn}. tur: {name}"),
        Msg::ReviewStepPlayed { played, worth } => format!("Oynanan: {played} — {worth}"),
        Msg::ReviewStepRobot { best, worth } => format!("Robotun seçimi: {best} — {worth}"),
        Msg::MoveLaid(tiles) => {
            let tiles: Vec<String> = tiles.iter().map(|(tile, square)| format!("{tile} → {square}")).collect();
            and(&tiles)
        }
        Msg::MoveExchanged(count) => format!("{count} taş değişimi"),
        Msg::MovePassed => "pas".into(),
        Msg::Rules => "Kurallar".into(),
        Msg::Close => "Kapat".into(),
        Msg::Moves => "Hamleler".into(),
        Msg::NoMovesYet => "İlk hamleyi Siyah yapar.".into(),
        Msg::Draw => "Berabere".into(),
        Msg::Settings => "Ayarlar".into(),
        Msg::FirstMove => "İlk pozisyon".into(),
        Msg::PreviousMove => "Önceki hamle".into(),
        Msg::NextMove => "Sonraki hamle".into(),
        Msg::LastMove => "Son pozisyon".into(),
        Msg::ViewingMove(ply, total) => format!("Gösterilen hamle: {ply} / {total}"),
        Msg::Illegal(error) => format!("Kurala aykırı: {}.", shelf_phrase(&crate::games::abalone::shelf_words::rule(error))),
        Msg::UnreadableSaves => "Kayıtlı verilerin bir kısmı okunamadı".into(),
        Msg::UnreadableHelp => "Her birini onarmak ya da yardım istemek üzere göndermek için indirebilirsiniz: siz silene kadar burada değiştirilmeden kalır.".into(),
        Msg::DownloadData => "İndir".into(),
        Msg::UnreadableSave { key, kept_as, reason } => {
            let reason = read_error(reason);
            format!("“{key}” kaydı okunamadı ({reason}). Verileri değiştirilmeden “{kept_as}” adıyla saklanıyor.")
        }
        Msg::StorageUnavailable => {
            "Bu tarayıcı Gameshelf için hiçbir şey saklamaya izin vermiyor, bu yüzden bu oyun kaydedilmiyor. Oynamaya devam edebilirsiniz.".into()
        }
        Msg::StorageFull => {
            "Tarayıcının depolama alanı dolu, bu yüzden bu oyun kaydedilmiyor. Oynamaya devam edebilirsiniz; yer açmak için eski oyunları silin.".into()
        }
        Msg::NewGameNotKept(SaveStatus::Full) => "Tarayıcının depolama alanı dolu, bu yüzden yeni bir oyun kaydedilmez ve bu sayfa kapatıldığında ya da yenilendiğinde kaybolur. Yer açmak için eski oyunları silin; bir kopyasını saklamak için önce dışa aktarın.".into(),
        Msg::NewGameNotKept(_) => "Bu tarayıcı Gameshelf için hiçbir şey saklamaya izin vermiyor, bu yüzden yeni bir oyun kaydedilmez ve bu sayfa kapatıldığında ya da yenilendiğinde kaybolur.".into(),
        Msg::GameNotFound => "Bu oyun bu cihazda yok.".into(),
        Msg::ScreenNotLoaded => "Bu oyunun ekranı yüklenemedi. Bağlantıyı kontrol edip yeniden deneyin: oyununuz güvende.".into(),
        Msg::PageNotLoaded => "Bu sayfa yüklenemedi. Bağlantıyı kontrol edip yeniden deneyin.".into(),
        Msg::ScreenLoading => "Oyun yükleniyor…".into(),
        Msg::RulesLoading => "Kurallar yükleniyor…".into(),
        Msg::RulesNotLoaded => "Kurallar yüklenemedi. Bağlantıyı kontrol edip yeniden deneyin.".into(),
        Msg::TryAgain => "Yeniden dene".into(),
        Msg::LanguageNotLoaded(language) => format!("{} dili yüklenemedi. Bağlantıyı kontrol edip yeniden deneyin.", language.endonym()),
        Msg::SaveUnreadable(reason) => format!("Bu oyun okunamadı: {}.", read_error(reason)),
        Msg::RulesTitle(game) => format!("{} kuralları", game.title()),
        Msg::PlayerNumber(number) => format!("Oyuncu {number}"),
        Msg::Joker => "Joker".into(),
        Msg::Cancel => "İptal".into(),
        Msg::Hint => "İpucu".into(),
        Msg::Readings(readings) => readings.join(" ya da "),
        Msg::Points(1) => "1 puan".into(),
        Msg::Points(points) => format!("{} puan", super::integer(i64::from(*points), ".")),
        Msg::StartDrawRound(draws) => {
            let draws: Vec<String> = draws
                .iter()
                .map(|(name, drawn)| match drawn {
                    Drawn::Number(number) => format!("{name} {number}"),
                    Drawn::Joker => format!("{name} joker (yeniden çeker)"),
                    Drawn::Operator(face) => format!("{name} {face} (bir işlem işareti: {name} yeniden çeker)"),
                    Drawn::Equals => format!("{name} = (sayı değil: {name} yeniden çeker)"),
                })
                .collect();
            draws.join(", ")
        }
        Msg::HintCounts(counts) => {
            let counts: Vec<String> = counts.iter().map(|(name, count)| format!("{name} {count}")).collect();
            format!("İpuçları: {}", counts.join(" · "))
        }
        Msg::PointsHeading => "Puan".into(),
        Msg::Signed(value) if *value > 0 => format!("+{}", super::integer(i64::from(*value), ".")),
        // `integer` writes the true minus sign.
        Msg::Signed(value) if *value < 0 => super::integer(i64::from(*value), "."),
        Msg::Signed(_) => "0".into(),
        Msg::TileGameWinners { names, score } if names.len() == 1 => {
            format!("{} {} puanla kazandı", names[0], super::integer(i64::from(*score), "."))
        }
        Msg::TileGameWinners { names, score } => format!(
            "{} {} puanla birinciliği paylaşıyor",
            and(names),
            super::integer(i64::from(*score), ".")
        ),
        Msg::SoloFinalScore(score) => format!("Son puan: {}", super::integer(i64::from(*score), ".")),
        Msg::Total => "Toplam".into(),
        Msg::UnseenKind { kind, count } => format!("{kind}\u{a0}×{count}"),
        Msg::ShowTurn(turn) => format!("{turn}. turdan sonraki tahtayı göster"),
        Msg::TileGameResult { winners, scores } => {
            let scores: Vec<String> = scores.iter().map(|score| super::integer(i64::from(*score), ".")).collect();
            format!("{} kazandı, {}", and(winners), scores.join("–"))
        }
        Msg::TileGameInProgress { to_move, scores } => {
            let scores: Vec<String> = scores.iter().map(|score| super::integer(i64::from(*score), ".")).collect();
            format!("Devam ediyor · sıra: {to_move} · {}", scores.join("–"))
        }
        Msg::RuleBroken(error) => move_error(error),
        Msg::OpenInAnotherTab => "Bu oyun başka bir sekmede açık. Bu sekmede oynamak için burada devam edin: diğer sekme oyunu kaydetmeyi bırakır.".into(),
        Msg::TakenOverByAnotherTab => "Bu oyun başka bir sekmede sürüyor ve artık o sekme kaydediyor. Oyunu geri almak için burada devam edin; orada oynanan hamleler de gelir.".into(),
        Msg::ContinueHere => "Burada devam et".into(),
        // Offline and updates.
        Msg::UpdateReady => "Güncelleme hazır:".into(),
        Msg::ApplyUpdate => "Yeniden yükle".into(),
        // The library.
        Msg::Export => "Dışa aktar".into(),
        Msg::ExportAll => "Tümünü dışa aktar".into(),
        Msg::Duplicate => "Çoğalt".into(),
        Msg::Rename => "Adlandır".into(),
        Msg::GameTitle => "Bu oyunun adı".into(),
        Msg::SaveName => "Adı kaydet".into(),
        Msg::DeletedTitled(title) => format!("Silindi: “{title}”."),
        Msg::DeletedGame(game, players) => format!("Silindi: {} · {}.", game.title(), players.join(" – ")),
        Msg::FilterGame => "Şu oyunları göster".into(),
        Msg::FilterState => "Şu durumdaki oyunları göster".into(),
        Msg::AllGames => "Tüm oyunlar".into(),
        Msg::AnyState => "Devam eden ya da biten".into(),
        Msg::Finished => "Bitti".into(),
        Msg::NoGamesMatch => "Bu filtrelere uyan kayıtlı oyun yok.".into(),
        Msg::StoragePersistent(true) => "Bu tarayıcı, yer azaldığında bile kayıtlı oyunlarınızı saklar.".into(),
        Msg::StoragePersistent(false) => {
            "Bu tarayıcı yer azaldığında kayıtlı oyunları silebilir: arada bir yedek dışa aktarın.".into()
        }
        Msg::Share => "Paylaş".into(),
        Msg::ShareTitle => "Bu oyunu paylaş".into(),
        Msg::ShareHelp => "Bu bağlantıyı açan herkes oyunu görür ve bir kopyasıyla devam edebilir. Oyun bağlantının içinde taşınır: hiçbir sunucu onu saklamaz.".into(),
        Msg::SetUpPosition => "Bir konum kur".into(),
        Msg::AnalysePosition => "Bu konumu analiz et".into(),
        Msg::AnalyseGame => "Bu oyunu analiz et".into(),
        Msg::FenTitle => "Konum (FEN)".into(),
        Msg::CopyLink => "Bağlantıyı kopyala".into(),
        Msg::LinkCopied => "Kopyalandı: bağlantı panoda.".into(),
        Msg::AtADistance { your_move: true } => "Uzaktan · sıra sizde".into(),
        Msg::AtADistance { your_move: false } => "Uzaktan".into(),
        Msg::CopyFailed(reason) => format!("Kopyalanamadı ({reason}). Bağlantıyı seçip kendiniz kopyalayın."),
        Msg::ShareVia => "Paylaş…".into(),
        Msg::ShareFailed(reason) => format!("Paylaşılamadı ({reason}). Bunun yerine bağlantıyı kopyalayın."),
        Msg::RevealsHidden { game, link } => {
            let what = reveals(*game).unwrap_or_default();
            let holder = if *link { "bu bağlantı" } else { "bu dosya" };
            format!("Bu oyun henüz bitmedi: {holder} {what} ortaya koyar. Yalnızca bunların hepsini görebilecek birine verin.")
        }
        Msg::ExportInProgress => "Süren oyunu dışa aktar".into(),
        Msg::ShareReading => "Paylaşılan oyun okunuyor…".into(),
        Msg::ShareLinkBroken => "Bu bağlantıda bir oyun yok: kopyalanırken kesilmiş olabilir.".into(),
        Msg::SharedGameTitle => "Paylaşılan bir oyun".into(),
        Msg::ContinueAsCopy => "Burada kopya olarak devam et".into(),
        Msg::ImportTitle => "Oyunları içe aktar".into(),
        Msg::ImportHelp => "Gameshelf ile dışa aktarılmış bir oyunu ya da yedeği getirin: dosyasını seçin, kayıtlı oyunlarınızın üzerine bırakın ya da metnini yapıştırın. Kayıtlı oyunlarınız asla değişmez: içe aktarılanlar yeni kayıt olarak eklenir.".into(),
        Msg::ChooseFile => "Dosya seç…".into(),
        Msg::PasteRecord => "Ya da bir oyun kaydı veya yedek yapıştırın".into(),
        Msg::Import => "İçe aktar".into(),
        Msg::Imported { game, players } => {
            format!("İçe aktarıldı: {} · {}.", game.title(), players.join(" – "))
        }
        Msg::Restored(1) => "Yedekten 1 oyun geri yüklendi.".into(),
        Msg::Restored(count) => format!("Yedekten {count} oyun geri yüklendi."),
        Msg::RestoreRefused { number, reason } => {
            format!("Yedekteki {number}. oyun geri yüklenmedi: {}.", sentence(reason))
        }
        Msg::RestoreStopped { left, status } => {
            let why = match status {
                SaveStatus::Full => "tarayıcının depolama alanı dolu",
                _ => "tarayıcı Gameshelf için hiçbir şey saklamaya izin vermiyor",
            };
            format!("{left} oyun daha saklanamadı: {why}.")
        }
        Msg::NotImported(ImportError::Record(reason)) => {
            format!("Hiçbir şey içe aktarılmadı: {}.", sentence(reason))
        }
        Msg::NotImported(ImportError::Backup(BackupError::UnknownVersion(version))) => format!(
            "Hiçbir şey içe aktarılmadı: bu yedek, bu sürümün okuyamadığı {version} numaralı yedek biçimiyle yazılmış."
        ),
        Msg::NotImported(ImportError::Backup(BackupError::Malformed(detail))) => {
            format!("Hiçbir şey içe aktarılmadı: bu yedeğin oyun listesi okunamıyor ({}).", excerpt(detail))
        }
        Msg::NotImported(ImportError::NotStored(SaveStatus::Full)) => {
            "Hiçbir şey içe aktarılmadı: tarayıcının depolama alanı dolu. Yer açmak için eski oyunları silin.".into()
        }
        Msg::NotImported(ImportError::NotStored(_)) => {
            "Hiçbir şey içe aktarılmadı: bu tarayıcı Gameshelf için hiçbir şey saklamaya izin vermiyor.".into()
        }
        Msg::FileUnreadable(name) => format!("Hiçbir şey içe aktarılmadı: “{name}” dosyası okunamadı."),
        // Keyboard and screen readers: Abaku and Summy.
        Msg::HintLaid(tiles) => {
            let tiles: Vec<String> = tiles.iter().map(|(tile, square)| format!("{tile} → {square}")).collect();
            format!("İpucu yerleştirildi: {}.", and(&tiles))
        }
        Msg::AnnouncePlaced { name, tiles, points, next } => {
            let tiles: Vec<String> = tiles.iter().map(|(tile, square)| format!("{tile} → {square}")).collect();
            let points = text(&Msg::Points(*points));
            match next {
                Some(next) => format!("{name}: {}, {points}. Sıra: {next}.", and(&tiles)),
                None => format!("{name}: {}, {points}.", and(&tiles)),
            }
        }
        Msg::Preferences => "Dil ve tema".into(),
        Msg::Menu => "Menü".into(),
        Msg::Language => "Dil".into(),
        Msg::ThemeTitle => "Tema".into(),
        Msg::ThemeName(theme) => match theme {
            Theme::System => "Sistemle aynı",
            Theme::Light => "Açık",
            Theme::Dark => "Koyu",
        }
        .into(),
        Msg::Phrase(phrase) => super::files::say(phrase),
    }
}

/// A read error to end a sentence with: some rule errors bring their own full stop.
fn sentence(error: &ReadError) -> String {
    read_error(error).trim_end_matches('.').to_string()
}

fn seat_colour(seat: Seat) -> &'static str {
    ["Siyah", "Beyaz", "Mavi", "Kırmızı"][seat.index()]
}

fn and(names: &[String]) -> String {
    match names {
        [first @ .., last] if !first.is_empty() => format!("{} ve {last}", first.join(", ")),
        _ => names.concat(),
    }
}

fn read_error(error: &ReadError) -> String {
    match error {
        RecordError::Malformed(detail) => format!("bir oyun kaydı değil: {}", excerpt(detail)),
        RecordError::UnknownFormat(version) => {
            format!("bu sürümün okuyamadığı {version} numaralı biçimle yazılmış")
        }
        RecordError::WrongGame(game) => format!("başka bir oyunun kaydı ({})", game.title()),
        RecordError::InvalidSetup(problem) => format!("kurulumu geçerli değil: {}", excerpt(problem)),
        RecordError::Move { number, text, reason } => {
            format!("{number}. hamle ({}): {}", excerpt(text), move_error(reason))
        }
        RecordError::NameTooLong {
            seat: Some(seat),
            chars,
        } => {
            format!("{seat}. oyuncunun adı {} karakter uzunluğunda, oysa bir ad en fazla {MAX_NAME_CHARS} karakter olabilir", super::integer(*chars as i64, "."))
        }
        RecordError::NameTooLong { seat: None, chars } => {
            format!(
                "oyunun adı {} karakter uzunluğunda, oysa en fazla {MAX_TITLE_CHARS} karakter olabilir",
                super::integer(*chars as i64, ".")
            )
        }
    }
}

fn level_name(level: Level) -> &'static str {
    match level {
        Level::Easy => "kolay",
        Level::Medium => "orta",
        Level::Strong => "güçlü",
    }
}
