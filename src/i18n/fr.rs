//! French.

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
#[wasm_split(words_fr, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn speaker() -> Result<Speaker, NotLoaded> {
    Ok(text)
}

gameshelf_engine::games!(crate::games::shelf_words! fr);

fn text(msg: &Msg) -> String {
    match msg {
        Msg::AppName => "Gameshelf".into(),
        Msg::Tagline => "Des jeux de société sur un seul écran, sauvegardés au fil de la partie.".into(),
        Msg::Shelf => "L’étagère".into(),
        Msg::NewGame => "Nouvelle partie".into(),
        Msg::GameName(game) => game.title().into(),
        Msg::GameBlurb(game) => blurb(*game),
        Msg::SavedGames => "Parties enregistrées".into(),
        Msg::NoSavedGames => "Aucune partie enregistrée pour l’instant. Commencez-en une depuis l’étagère.".into(),
        Msg::Resume => "Reprendre".into(),
        Msg::Review => "Revoir".into(),
        Msg::Delete => "Supprimer".into(),
        Msg::InProgress => "En cours".into(),
        Msg::MoveCount(n) if *n <= 1 => format!("{n} coup"),
        Msg::MoveCount(n) => format!("{n} coups"),
        Msg::ToMoveNamed(name) => format!("À {name} de jouer"),
        Msg::WonBy(names) if names.len() == 1 => format!("{} a gagné", names[0]),
        Msg::WonBy(names) => format!("{} ont gagné", and(names)),
        Msg::Versus(names) => names.join(" contre "),
        Msg::LastPlayed(date) => format!("Joué pour la dernière fois le {date}"),
        Msg::Layout => "Position de départ".into(),
        Msg::LayoutName(layout) => match layout {
            Layout::Standard => "Standard",
            Layout::BelgianDaisy => "Marguerite belge",
            Layout::GermanDaisy => "Marguerite allemande",
            Layout::DutchDaisy => "Marguerite hollan\u{ad}daise",
            Layout::SwissDaisy => "Marguerite suisse",
            Layout::AlienAttack => "Attaque extra\u{ad}terrestre",
            Layout::TheWall => "Le mur",
            Layout::Checkerboard => "Damier",
            Layout::Star => "Étoile",
            Layout::Duel => "Duel",
            Layout::Snakes => "Serpents",
            Layout::Fujiyama => "Fujiyama",
            Layout::Domination => "Domination",
            Layout::Infiltration => "Infiltration",
            Layout::FaceToFace => "Face à face",
            Layout::ThreePlayer => "Trois joueurs",
            Layout::FourPlayer => "Quatre joueurs",
        }
        .into(),
        Msg::Players => "Joueurs".into(),
        Msg::PlayerName(seat) => marbles_of(*seat).into(),
        Msg::SeatColour(seat) => seat_colour(*seat).into(),
        Msg::StartGame => "Commencer".into(),
        Msg::Back => "Retour".into(),
        Msg::Home => "Étagère".into(),
        Msg::Undo => "Annuler".into(),
        Msg::UndoLaid { pieces: false } => "Annuler les tuiles posées".into(),
        Msg::UndoLaid { pieces: true } => "Annuler la pièce choisie".into(),
        Msg::Redo => "Rétablir".into(),
        Msg::SeatPlayer(None) => "Humain".into(),
        Msg::SeatPlayer(Some(level)) => format!("Robot · {}", level_name(*level)),
        Msg::RobotName(seat, level) => format!("Robot {seat} ({})", level_name(*level)),
        Msg::Robots => "Robots".into(),
        Msg::RobotThinking(name) => format!("{name} réfléchit…"),
        Msg::RobotUnavailable => "Les robots n’ont pas pu être lancés dans ce navigateur.".into(),
        Msg::RobotFailed(why) => format!("Le robot n’a pas pu choisir de coup\u{a0}: {why}"),
        Msg::Pause => "Pause".into(),
        Msg::WatchSpeed => "Vitesse".into(),
        Msg::Speed(speed) => match speed {
            Speed::Slow => "Lente",
            Speed::Normal => "Normale",
            Speed::Fast => "Rapide",
        }
        .into(),
        Msg::RobotTimeNote(game) => robot_time_note(*game),
        Msg::RobotTime => "Temps du robot par coup".into(),
        Msg::Seconds(ms) => match ms % 1000 {
            0 => format!("{}\u{a0}s", ms / 1000),
            _ => format!("{}\u{a0}s", super::decimal((ms / 100) as i64, 1, ',')),
        },
        Msg::HintThinking => "Recherche du meilleur coup…".into(),
        Msg::HintExchange(tiles) => {
            format!("Indice\u{a0}: aucune pose n’en vaut la peine\u{202f}; échangez {}.", tiles.join(" "))
        }
        Msg::HintPass => "Indice\u{a0}: rien ne peut être posé ni échangé\u{202f}; passez.".into(),
        Msg::ReviewTitle => "Analyse avec le robot".into(),
        Msg::ReviewExplained(false) => {
            "Chacun de vos tours face au choix du robot fort à ce moment-là, avec les points de chacun.".into()
        }
        Msg::ReviewExplained(true) => {
            "Chacun de vos coups face au choix du robot fort à ce moment-là, avec la note que le robot donne à chacun, en billes.".into()
        }
        Msg::ReviewStart => "Analyser la partie".into(),
        Msg::ReviewPending(count) => match count {
            0 | 1 => format!("Le robot examine encore {count} tour…"),
            _ => format!("Le robot examine encore {count} tours…"),
        },
        Msg::ReviewPlayer => "Joueur".into(),
        Msg::ReviewPlayed => "Joué".into(),
        Msg::ReviewRobot => "Robot".into(),
        Msg::ReviewDifference(false) => "Écart".into(),
        Msg::ReviewDifference(true) => "Variation".into(),
        Msg::Marbles(thousandths) => {
            // In hundredths, rounded half away from zero; the review marks a worse move by its
            // leading '-', so the sign stays a hyphen-minus.
            let hundredths = (thousandths.abs() + 5) / 10;
            let signed = if *thousandths < 0 { -hundredths } else { hundredths };
            let plus = if signed < 0 { "" } else { "+" };
            format!("{plus}{}", super::decimal(signed, 2, ','))
        }
        Msg::ReviewPoints(points) => format!("({})", grouped(*points)),
        Msg::ReviewForced(true) => "gain forcé".into(),
        Msg::ReviewForced(false) => "perte forcée".into(),
        Msg::ReviewShowTurn(turn) => format!("Montrer la position avant le coup {turn}"),
        Msg::ReviewStep { turn, name } => format!("Tour {turn}\u{a0}: {name}"),
        Msg::ReviewStepPlayed { played, worth } => format!("Joué\u{a0}: {played} — {worth}"),
        Msg::ReviewStepRobot { best, worth } => format!("Le choix du robot\u{a0}: {best} — {worth}"),
        Msg::MoveLaid(tiles) => {
            let tiles: Vec<String> = tiles.iter().map(|(tile, square)| format!("{tile} en {square}")).collect();
            and(&tiles)
        }
        Msg::MoveExchanged(count @ (0 | 1)) => format!("un échange de {count} tuile"),
        Msg::MoveExchanged(count) => format!("un échange de {count} tuiles"),
        Msg::MovePassed => "tour passé".into(),
        Msg::Rules => "Règles".into(),
        Msg::Close => "Fermer".into(),
        Msg::Moves => "Coups".into(),
        Msg::NoMovesYet => "Noir joue le premier.".into(),
        Msg::Draw => "Partie nulle".into(),
        Msg::Settings => "Réglages".into(),
        Msg::FirstMove => "Position initiale".into(),
        Msg::PreviousMove => "Coup précédent".into(),
        Msg::NextMove => "Coup suivant".into(),
        Msg::LastMove => "Dernière position".into(),
        Msg::ViewingMove(ply, total) => format!("Coup {ply} sur {total}"),
        Msg::Illegal(error) => format!("Interdit\u{a0}: {}.", shelf_phrase(&crate::games::abalone::shelf_words::rule(error))),
        Msg::UnreadableSaves => "Certaines données enregistrées n’ont pas pu être lues".into(),
        Msg::UnreadableHelp => "Téléchargez chacune pour la réparer ou la transmettre afin d’obtenir de l’aide\u{a0}: elle reste ici, inchangée, tant que vous ne la supprimez pas.".into(),
        Msg::DownloadData => "Télécharger".into(),
        Msg::UnreadableSave { key, kept_as, reason } => {
            let reason = read_error(reason);
            format!("La sauvegarde «\u{a0}{key}\u{a0}» n’a pas pu être lue ({reason}). Ses données sont conservées, inchangées, sous «\u{a0}{kept_as}\u{a0}».")
        }
        Msg::StorageUnavailable => {
            "Ce navigateur ne laisse Gameshelf rien enregistrer\u{a0}: cette partie n’est donc pas sauvegardée. Vous pouvez continuer à jouer.".into()
        }
        Msg::StorageFull => {
            "L’espace de stockage du navigateur est plein\u{a0}: cette partie n’est donc pas sauvegardée. Vous pouvez continuer à jouer\u{202f}; supprimez d’anciennes parties pour faire de la place.".into()
        }
        Msg::NewGameNotKept(SaveStatus::Full) => "L’espace de stockage du navigateur est plein\u{a0}: une nouvelle partie ne serait pas sauvegardée et serait perdue à la fermeture ou au rechargement de cette page. Pour faire de la place, supprimez d’anciennes parties\u{202f}; exportez-les d’abord pour en garder une copie.".into(),
        Msg::NewGameNotKept(_) => "Ce navigateur ne laisse Gameshelf rien enregistrer\u{a0}: une nouvelle partie ne serait pas sauvegardée et serait perdue à la fermeture ou au rechargement de cette page.".into(),
        Msg::GameNotFound => "Cette partie n’est pas sur cet appareil.".into(),
        Msg::ScreenNotLoaded => "L’écran de ce jeu n’a pas pu être chargé. Vérifiez la connexion et réessayez\u{a0}: votre partie est en sécurité.".into(),
        Msg::PageNotLoaded => "Cette page n’a pas pu être chargée. Vérifiez la connexion et réessayez.".into(),
        Msg::ScreenLoading => "Chargement du jeu…".into(),
        Msg::RulesLoading => "Chargement des règles…".into(),
        Msg::RulesNotLoaded => "Les règles n’ont pas pu être chargées. Vérifiez la connexion et réessayez.".into(),
        Msg::TryAgain => "Réessayer".into(),
        Msg::LanguageNotLoaded(language) => format!("La langue «\u{a0}{}\u{a0}» n’a pas pu être chargée. Vérifiez la connexion et réessayez.", language.endonym()),
        Msg::SaveUnreadable(reason) => format!("Cette partie n’a pas pu être lue\u{a0}: {}.", read_error(reason)),
        Msg::RulesTitle(game) => format!("Règles {}", of_game(*game)),
        Msg::PlayerNumber(number) => format!("Joueur {number}"),
        Msg::Joker => "Joker".into(),
        Msg::Cancel => "Annuler".into(),
        Msg::Hint => "Indice".into(),
        Msg::Readings(readings) => readings.join(" ou "),
        Msg::Points(points @ (0 | 1)) => format!("{points} point"),
        Msg::Points(points) => format!("{} points", grouped(*points)),
        Msg::StartDrawRound(draws) => {
            let draws: Vec<String> = draws
                .iter()
                .map(|(name, drawn)| match drawn {
                    Drawn::Number(number) => format!("{name} {number}"),
                    Drawn::Joker => format!("{name} joker (nouveau tirage)"),
                    Drawn::Operator(face) => format!("{name} {face} (un opérateur\u{a0}: {name} tire à nouveau)"),
                    Drawn::Equals => format!("{name} = (pas un chiffre\u{a0}: {name} tire à nouveau)"),
                })
                .collect();
            draws.join(", ")
        }
        Msg::HintCounts(counts) => {
            let counts: Vec<String> = counts.iter().map(|(name, count)| format!("{name} {count}")).collect();
            format!("Indices\u{a0}: {}", counts.join(" · "))
        }
        Msg::PointsHeading => "Points".into(),
        Msg::Signed(value) if *value > 0 => format!("+{}", grouped(*value)),
        Msg::Signed(value) if *value < 0 => grouped(*value),
        Msg::Signed(_) => "0".into(),
        Msg::TileGameWinners { names, score } if names.len() == 1 => {
            format!("{} gagne avec {}", names[0], grouped(*score))
        }
        Msg::TileGameWinners { names, score } => {
            format!("{} se partagent la première place avec {}", and(names), grouped(*score))
        }
        Msg::SoloFinalScore(score) => format!("Score final\u{a0}: {}", grouped(*score)),
        Msg::Total => "Total".into(),
        Msg::UnseenKind { kind, count } => format!("{kind}\u{a0}×{count}"),
        Msg::ShowTurn(turn) => format!("Montrer le plateau après le tour {turn}"),
        Msg::TileGameResult { winners, scores } => {
            let scores: Vec<String> = scores.iter().map(|&score| grouped(score)).collect();
            let won = if winners.len() == 1 { "a gagné" } else { "ont gagné" };
            format!("{} {won} {}", and(winners), scores.join("–"))
        }
        Msg::TileGameInProgress { to_move, scores } => {
            let scores: Vec<String> = scores.iter().map(|&score| grouped(score)).collect();
            format!("En cours · À {to_move} de jouer · {}", scores.join("–"))
        }
        Msg::RuleBroken(error) => move_error(error),
        Msg::OpenInAnotherTab => "Cette partie est ouverte dans un autre onglet. Continuez ici pour y jouer dans celui-ci\u{a0}: l’autre onglet cessera de l’enregistrer.".into(),
        Msg::TakenOverByAnotherTab => "Cette partie se poursuit dans un autre onglet, qui l’enregistre désormais. Continuez ici pour la reprendre, avec les coups joués là-bas.".into(),
        Msg::ContinueHere => "Continuer ici".into(),
        // Offline and updates.
        Msg::UpdateReady => "Mise à jour prête\u{a0}:".into(),
        Msg::ApplyUpdate => "Recharger".into(),
        // The library.
        Msg::Export => "Exporter".into(),
        Msg::ExportAll => "Tout exporter".into(),
        Msg::Duplicate => "Dupliquer".into(),
        Msg::Rename => "Renommer".into(),
        Msg::GameTitle => "Nom de cette partie".into(),
        Msg::SaveName => "Enregistrer".into(),
        Msg::DeletedTitled(title) => format!("Partie « {title} » supprimée."),
        Msg::DeletedGame(game, players) => {
            format!("Partie {} supprimée · {}.", of_game(*game), players.join(" contre "))
        }
        Msg::FilterGame => "Filtrer par jeu".into(),
        Msg::FilterState => "Filtrer par état".into(),
        Msg::AllGames => "Tous les jeux".into(),
        Msg::AnyState => "En cours ou terminées".into(),
        Msg::Finished => "Terminées".into(),
        Msg::NoGamesMatch => "Aucune partie enregistrée ne correspond à ces filtres.".into(),
        Msg::StoragePersistent(true) => {
            "Ce navigateur conserve vos parties enregistrées même quand l’espace vient à manquer.".into()
        }
        Msg::StoragePersistent(false) => {
            "Ce navigateur peut effacer les parties enregistrées quand l’espace vient à manquer\u{a0}: exportez une sauvegarde de temps en temps.".into()
        }
        Msg::Share => "Partager".into(),
        Msg::ShareTitle => "Partager cette partie".into(),
        Msg::ShareHelp => "Toute personne qui ouvre ce lien voit la partie et peut la poursuivre sur une copie. La partie voyage dans le lien\u{a0}: aucun serveur ne la conserve.".into(),
        Msg::SetUpPosition => "Composer une position".into(),
        Msg::AnalysePosition => "Analyser cette position".into(),
        Msg::AnalyseGame => "Analyser cette partie".into(),
        Msg::FenTitle => "Position (FEN)".into(),
        Msg::CopyLink => "Copier le lien".into(),
        Msg::LinkCopied => "Copié\u{a0}: le lien est dans le presse-papiers.".into(),
        Msg::AtADistance { your_move: true } => "À distance · à vous de jouer".into(),
        Msg::AtADistance { your_move: false } => "À distance".into(),
        Msg::CopyFailed(reason) => format!("Copie impossible ({reason}). Sélectionnez le lien et copiez-le vous-même."),
        Msg::ShareVia => "Partager…".into(),
        Msg::ShareFailed(reason) => format!("Partage impossible ({reason}). Copiez plutôt le lien."),
        Msg::RevealsHidden { game, link } => {
            let what = reveals(*game).unwrap_or_default();
            let holder = if *link { "ce lien" } else { "ce fichier" };
            format!("Cette partie n’est pas finie\u{a0}: {holder} révèle {what}. Ne le confiez qu’à quelqu’un qui peut tout voir.")
        }
        Msg::ExportInProgress => "Exporter une partie en cours".into(),
        Msg::ShareReading => "Lecture de la partie partagée…".into(),
        Msg::ShareLinkBroken => "Ce lien ne contient pas de partie\u{a0}: il a peut-être été tronqué lors de la copie.".into(),
        Msg::SharedGameTitle => "Une partie partagée".into(),
        Msg::ContinueAsCopy => "La poursuivre ici sur une copie".into(),
        Msg::ImportTitle => "Importer des parties".into(),
        Msg::ImportHelp => "Ajoutez une partie ou une sauvegarde exportée de Gameshelf\u{a0}: choisissez son fichier, déposez-le sur vos parties enregistrées, ou collez son texte. Vos parties enregistrées ne sont jamais modifiées\u{a0}: les importations s’ajoutent comme nouvelles sauvegardes.".into(),
        Msg::ChooseFile => "Choisir un fichier…".into(),
        Msg::PasteRecord => "Ou collez un enregistrement de partie ou une sauvegarde".into(),
        Msg::Import => "Importer".into(),
        Msg::Imported { game, players } => {
            format!("Partie {} importée · {}.", of_game(*game), players.join(" contre "))
        }
        Msg::Restored(count @ (0 | 1)) => format!("{count} partie restaurée depuis la sauvegarde."),
        Msg::Restored(count) => format!("{count} parties restaurées depuis la sauvegarde."),
        Msg::RestoreRefused { number, reason } => {
            format!("La partie {number} de la sauvegarde n’a pas été restaurée\u{a0}: {}.", sentence(reason))
        }
        Msg::RestoreStopped { left, status } => {
            let why = match status {
                SaveStatus::Full => "l’espace de stockage du navigateur est plein",
                _ => "le navigateur ne laisse Gameshelf rien enregistrer",
            };
            match left {
                0 | 1 => format!("{left} autre partie n’a pas pu être enregistrée\u{a0}: {why}."),
                _ => format!("{left} autres parties n’ont pas pu être enregistrées\u{a0}: {why}."),
            }
        }
        Msg::NotImported(ImportError::Record(reason)) => {
            format!("Rien n’a été importé\u{a0}: {}.", sentence(reason))
        }
        Msg::NotImported(ImportError::Backup(BackupError::UnknownVersion(version))) => format!(
            "Rien n’a été importé\u{a0}: cette sauvegarde est au format de sauvegarde {version}, que cette version ne sait pas lire."
        ),
        Msg::NotImported(ImportError::Backup(BackupError::Malformed(detail))) => {
            format!("Rien n’a été importé\u{a0}: la liste des parties de cette sauvegarde est illisible ({}).", excerpt(detail))
        }
        Msg::NotImported(ImportError::NotStored(SaveStatus::Full)) => {
            "Rien n’a été importé\u{a0}: l’espace de stockage du navigateur est plein. Supprimez d’anciennes parties pour faire de la place.".into()
        }
        Msg::NotImported(ImportError::NotStored(_)) => {
            "Rien n’a été importé\u{a0}: ce navigateur ne laisse Gameshelf rien enregistrer.".into()
        }
        Msg::FileUnreadable(name) => {
            format!("Rien n’a été importé\u{a0}: le fichier «\u{a0}{name}\u{a0}» n’a pas pu être lu.")
        }
        // Keyboard and screen readers: Abaku and Summy.
        Msg::HintLaid(tiles) => {
            let tiles: Vec<String> = tiles.iter().map(|(tile, square)| format!("{tile} en {square}")).collect();
            format!("Indice posé\u{a0}: {}.", and(&tiles))
        }
        Msg::AnnouncePlaced { name, tiles, points, next } => {
            let tiles: Vec<String> = tiles.iter().map(|(tile, square)| format!("{tile} en {square}")).collect();
            let points = text(&Msg::Points(*points));
            match next {
                Some(next) => format!("{name} a posé {} pour {points}. À {next} de jouer.", and(&tiles)),
                None => format!("{name} a posé {} pour {points}.", and(&tiles)),
            }
        }
        Msg::Preferences => "Langue et thème".into(),
        Msg::Menu => "Menu".into(),
        Msg::Language => "Langue".into(),
        Msg::ThemeTitle => "Thème".into(),
        Msg::ThemeName(theme) => match theme {
            Theme::System => "Comme le système",
            Theme::Light => "Clair",
            Theme::Dark => "Sombre",
        }
        .into(),
        Msg::Phrase(phrase) => super::files::say(phrase),
    }
}

/// A score, points or a count, with thousands grouped as French typography does.
fn grouped(value: impl Into<i64>) -> String {
    super::integer(value.into(), "\u{202f}")
}

/// A read error to end a sentence with: some rule errors bring their own full stop.
fn sentence(error: &ReadError) -> String {
    read_error(error).trim_end_matches('.').to_string()
}

fn seat_colour(seat: Seat) -> &'static str {
    ["Noir", "Blanc", "Bleu", "Rouge"][seat.index()]
}

/// A seat as the marbles its player plays, for the setup's labels.
fn marbles_of(seat: Seat) -> &'static str {
    [
        "Billes noires",
        "Billes blanches",
        "Billes bleues",
        "Billes rouges",
    ][seat.index()]
}

fn and(names: &[String]) -> String {
    match names {
        [first @ .., last] if !first.is_empty() => format!("{} et {last}", first.join(", ")),
        _ => names.concat(),
    }
}

/// A game's name after « de », elided before a vowel.
fn of_game(game: GameKind) -> String {
    let title = game.title();
    let vowel = title.starts_with(['A', 'E', 'I', 'O', 'U', 'Y', 'É']);
    if vowel {
        format!("d’{title}")
    } else {
        format!("de {title}")
    }
}

fn read_error(error: &ReadError) -> String {
    match error {
        RecordError::Malformed(detail) => format!(
            "ce n’est pas un enregistrement de partie\u{a0}: {}",
            excerpt(detail)
        ),
        RecordError::UnknownFormat(version) => {
            format!("il est au format {version}, que cette version ne sait pas lire")
        }
        RecordError::WrongGame(game) => {
            format!(
                "c’est l’enregistrement d’une partie d’un autre jeu ({})",
                game.title()
            )
        }
        RecordError::InvalidSetup(problem) => {
            format!("sa mise en place n’est pas valide\u{a0}: {}", excerpt(problem))
        }
        RecordError::Move { number, text, reason } => {
            format!("coup {number} ({})\u{a0}: {}", excerpt(text), move_error(reason))
        }
        RecordError::NameTooLong {
            seat: Some(seat),
            chars,
        } => {
            format!("le nom du joueur {seat} compte {} caractères, alors qu’un nom ne peut en dépasser {MAX_NAME_CHARS}", grouped(*chars as i64))
        }
        RecordError::NameTooLong { seat: None, chars } => {
            format!(
                "le nom de la partie compte {} caractères, alors qu’il ne peut en dépasser {MAX_TITLE_CHARS}",
                grouped(*chars as i64)
            )
        }
    }
}

fn level_name(level: Level) -> &'static str {
    match level {
        Level::Easy => "facile",
        Level::Medium => "moyen",
        Level::Strong => "fort",
    }
}
