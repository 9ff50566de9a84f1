//! What the app says of Summy outside its screens' translation files, in every language: its
//! blurb on the shelf, its robots' time note, what a shared game going on reveals, and why
//! the rules refuse a move (the library words a save that cannot be replayed). These are compiled
//! in, since the shelf and the library speak them with no translation file loaded. Each
//! language is a module, called only from that language's `i18n/<tag>.rs` (through
//! [`compiled_words!`](crate::games::compiled_words)), so that its words load with that
//! language's.

use gameshelf_engine::summy::{self, RuleError as SummyError, SumError};

pub mod en {
    use super::*;

    pub const BLURB: &str =
        "Scrabble for sums: digits and operators on a 25×25 board, 70 + 118 : 2 = 129. Two to four players.";
    pub const ROBOT_TIME_NOTE: &str = "These robots choose as soon as they have weighed every move, so this time makes no difference in this game: it is for Abalone's robots.";
    pub const REVEALS: Option<&str> =
        Some("every player's rack and the order of the tiles left in the stock");

    /// Why the engine refused a Summy turn, in the player's words.
    pub fn rule(error: &SummyError) -> String {
        match error {
            SummyError::GameOver => "The game is over.".into(),
            SummyError::NoTiles => "Lay at least one tile.".into(),
            SummyError::TooManyTiles => "At most eight tiles go down in one turn.".into(),
            SummyError::OffBoard(square) => format!("{square} is not on the board."),
            SummyError::SquareTaken(square) => format!("{square} already holds a tile."),
            SummyError::SumClosed(_) => "This sum is already closed.".into(),
            SummyError::SameSquareTwice(square) => format!("Two tiles are on {square}."),
            SummyError::NotInRack(tile) => format!("Your rack holds no {}.", tile.face()),
            SummyError::NotInOneLine => "The tiles are not in one line.".into(),
            SummyError::Gap(square) => format!("The tiles leave a gap at {square}."),
            SummyError::NotConnected => "The tiles must join the tiles on the board.".into(),
            SummyError::NotASum { tiles, reason } => {
                format!(
                    "{} is no sum: {}.",
                    summy::rules::shown(tiles),
                    sum_error(&reason.with_faces())
                )
            }
            SummyError::ExchangeCount => "Choose at least one tile to exchange.".into(),
        }
    }

    fn sum_error(error: &SumError) -> String {
        match error {
            SumError::Empty => "there are no tiles".into(),
            SumError::NoEquals => "there is no = sign".into(),
            SumError::TwoEquals => "two = signs".into(),
            SumError::MissingNumber => "an operator needs a number on each side".into(),
            SumError::OneNumber => "two or more numbers come before =".into(),
            SumError::ResultNotANumber => "after = comes a single number".into(),
            SumError::LeadingZero => "a number cannot start with 0".into(),
            SumError::DivisionByZero => "division by zero".into(),
            SumError::WrongResult { left, value, result } => format!("{left} is {value}, not {result}"),
            SumError::TooLarge => "the numbers are too large".into(),
        }
    }
}

pub mod cs {
    use super::*;

    pub const BLURB: &str =
        "Scrabble s příklady: číslice a znaménka na desce 25×25, 70 + 118 : 2 = 129. Dva až čtyři hráči.";
    pub const ROBOT_TIME_NOTE: &str =
        "Tito roboti volí, jakmile zváží každý tah: v této hře čas nic nemění, platí pro roboty v Abalone.";
    pub const REVEALS: Option<&str> = Some("stojánek každého hráče a pořadí kamenů zbylých v zásobě");

    /// Why the engine refused a Summy turn, in the player's words.
    pub fn rule(error: &SummyError) -> String {
        match error {
            SummyError::GameOver => "Hra skončila.".into(),
            SummyError::NoTiles => "Položte aspoň jeden kámen.".into(),
            SummyError::TooManyTiles => "V\u{a0}jednom tahu lze položit nejvýš osm kamenů.".into(),
            SummyError::OffBoard(square) => format!("{square} není na desce."),
            SummyError::SquareTaken(square) => format!("Na {square} už leží kámen."),
            SummyError::SumClosed(_) => "Tento příklad je už uzavřený.".into(),
            SummyError::SameSquareTwice(square) => format!("Na {square} jsou dva kameny."),
            SummyError::NotInRack(tile) => format!("Na stojánku nemáte kámen {}.", tile.face()),
            SummyError::NotInOneLine => "Kameny neleží v\u{a0}jedné řadě.".into(),
            SummyError::Gap(square) => format!("Mezi kameny zůstává mezera na {square}."),
            SummyError::NotConnected => "Kameny musí navazovat na kameny na desce.".into(),
            SummyError::NotASum { tiles, reason } => {
                format!(
                    "{} není příklad: {}.",
                    summy::rules::shown(tiles),
                    sum_error(&reason.with_faces())
                )
            }
            SummyError::ExchangeCount => "Vyberte k\u{a0}výměně aspoň jeden kámen.".into(),
        }
    }

    fn sum_error(error: &SumError) -> String {
        match error {
            SumError::Empty => "nejsou tu žádné kameny".into(),
            SumError::NoEquals => "chybí rovnítko".into(),
            SumError::TwoEquals => "obsahuje dvě rovnítka".into(),
            SumError::MissingNumber => "znaménko potřebuje číslo na obou stranách".into(),
            SumError::OneNumber => "před = musí být dvě nebo více čísel".into(),
            SumError::ResultNotANumber => "za = smí být jen jedno číslo".into(),
            SumError::LeadingZero => "číslo nesmí začínat nulou".into(),
            SumError::DivisionByZero => "dělení nulou".into(),
            SumError::WrongResult { left, value, result } => format!("{left} dává {value}, ne {result}"),
            SumError::TooLarge => "čísla jsou příliš velká".into(),
        }
    }
}

pub mod de {
    use super::*;

    pub const BLURB: &str = "Scrabble mit Rechnungen: Ziffern und Rechenzeichen auf einem 25×25-Brett, 70 + 118 : 2 = 129. Für zwei bis vier Spieler.";
    pub const ROBOT_TIME_NOTE: &str = "Diese Roboter wählen, sobald sie jeden Zug bewertet haben: in diesem Spiel ändert die Zeit nichts, sie gilt für Abalones Roboter.";
    pub const REVEALS: Option<&str> =
        Some("das Bänkchen jedes Spielers und die Reihenfolge der Steine im Vorrat");

    /// Why the engine refused a Summy turn, in the player's words.
    pub fn rule(error: &SummyError) -> String {
        match error {
            SummyError::GameOver => "Das Spiel ist vorbei.".into(),
            SummyError::NoTiles => "Lege mindestens einen Stein.".into(),
            SummyError::TooManyTiles => "In einem Zug kommen höchstens acht Steine aufs Brett.".into(),
            SummyError::OffBoard(square) => format!("{square} liegt nicht auf dem Brett."),
            SummyError::SquareTaken(square) => format!("Auf {square} liegt schon ein Stein."),
            SummyError::SumClosed(_) => "Diese Rechnung ist schon abgeschlossen.".into(),
            SummyError::SameSquareTwice(square) => format!("Auf {square} liegen zwei Steine."),
            SummyError::NotInRack(tile) => format!("{} liegt nicht auf deinem Bänkchen.", tile.face()),
            SummyError::NotInOneLine => "Die Steine liegen nicht in einer Linie.".into(),
            SummyError::Gap(square) => format!("Die Steine lassen bei {square} eine Lücke."),
            SummyError::NotConnected => "Die Steine müssen an die Steine auf dem Brett anschließen.".into(),
            SummyError::NotASum { tiles, reason } => {
                format!(
                    "{} ist keine Rechnung: {}.",
                    summy::rules::shown(tiles),
                    sum_error(&reason.with_faces())
                )
            }
            SummyError::ExchangeCount => "Wähle mindestens einen Stein zum Tauschen.".into(),
        }
    }

    /// Capitalised, as it follows a colon and reads as a whole sentence.
    fn sum_error(error: &SumError) -> String {
        match error {
            SumError::Empty => "Es liegen keine Steine".into(),
            SumError::NoEquals => "Es fehlt das =".into(),
            SumError::TwoEquals => "Es gibt zwei =".into(),
            SumError::MissingNumber => "Ein Rechenzeichen braucht auf beiden Seiten eine Zahl".into(),
            SumError::OneNumber => "Vor dem = stehen zwei oder mehr Zahlen".into(),
            SumError::ResultNotANumber => "Nach dem = steht eine einzige Zahl".into(),
            SumError::LeadingZero => "Eine Zahl darf nicht mit 0 beginnen".into(),
            SumError::DivisionByZero => "Durch null wird nicht geteilt".into(),
            SumError::WrongResult { left, value, result } => format!("{left} ergibt {value}, nicht {result}"),
            SumError::TooLarge => "Die Zahlen sind zu groß".into(),
        }
    }
}

pub mod fr {
    use super::*;

    pub const BLURB: &str = "Un Scrabble des calculs\u{a0}: chiffres et opérateurs sur un plateau de 25×25, 70 + 118 : 2 = 129. De deux à quatre joueurs.";
    pub const ROBOT_TIME_NOTE: &str = "Ces robots choisissent dès qu’ils ont pesé chaque coup\u{202f}: ce temps ne change rien dans ce jeu, il sert aux robots d’Abalone.";
    pub const REVEALS: Option<&str> =
        Some("le chevalet de chaque joueur et l’ordre des tuiles restant dans la pioche");

    /// Why the engine refused a Summy turn, in the player's words.
    pub fn rule(error: &SummyError) -> String {
        match error {
            SummyError::GameOver => "La partie est terminée.".into(),
            SummyError::NoTiles => "Posez au moins une tuile.".into(),
            SummyError::TooManyTiles => "On pose huit tuiles au plus en un tour.".into(),
            SummyError::OffBoard(square) => format!("La case {square} n’est pas sur le plateau."),
            SummyError::SquareTaken(square) => format!("La case {square} porte déjà une tuile."),
            SummyError::SumClosed(_) => "Ce calcul est déjà fermé.".into(),
            SummyError::SameSquareTwice(square) => format!("Deux tuiles sont sur la case {square}."),
            SummyError::NotInRack(tile) => format!("Votre chevalet n’a pas de {}.", tile.face()),
            SummyError::NotInOneLine => "Les tuiles ne sont pas sur une même ligne.".into(),
            SummyError::Gap(square) => format!("Les tuiles laissent un trou en {square}."),
            SummyError::NotConnected => "Les tuiles doivent se raccorder à celles du plateau.".into(),
            SummyError::NotASum { tiles, reason } => {
                format!(
                    "{} n’est pas un calcul\u{a0}: {}.",
                    summy::rules::shown(tiles),
                    sum_error(&reason.with_faces())
                )
            }
            SummyError::ExchangeCount => "Choisissez au moins une tuile à échanger.".into(),
        }
    }

    fn sum_error(error: &SumError) -> String {
        match error {
            SumError::Empty => "il n’y a aucune tuile".into(),
            SumError::NoEquals => "il n’y a pas de signe =".into(),
            SumError::TwoEquals => "il y a deux signes =".into(),
            SumError::MissingNumber => "un opérateur demande un nombre de chaque côté".into(),
            SumError::OneNumber => "deux nombres ou plus viennent avant le =".into(),
            SumError::ResultNotANumber => "après le = vient un seul nombre".into(),
            SumError::LeadingZero => "un nombre ne peut pas commencer par 0".into(),
            SumError::DivisionByZero => "division par zéro".into(),
            SumError::WrongResult { left, value, result } => format!("{left} vaut {value}, pas {result}"),
            SumError::TooLarge => "les nombres sont trop grands".into(),
        }
    }
}

pub mod tr {
    use super::*;

    pub const BLURB: &str = "İşlemlerle Scrabble: 25×25 tahtada rakamlar ve işlem işaretleri, 70 + 118 : 2 = 129. İki ila dört oyuncu.";
    pub const ROBOT_TIME_NOTE: &str = "Bu robotlar her hamleyi tarttıkları anda seçer: bu süre bu oyunda bir şey değiştirmez, Abalone robotları içindir.";
    pub const REVEALS: Option<&str> = Some("her oyuncunun ıstakasını ve yığında kalan taşların sırasını");

    /// Why the engine refused a Summy turn, in the player's words.
    pub fn rule(error: &SummyError) -> String {
        match error {
            SummyError::GameOver => "Oyun bitti.".into(),
            SummyError::NoTiles => "En az bir taş koyun.".into(),
            SummyError::TooManyTiles => "Bir turda en çok sekiz taş konur.".into(),
            SummyError::OffBoard(square) => format!("{square} tahtanın dışında."),
            SummyError::SquareTaken(square) => format!("{square} karesinde zaten bir taş var."),
            SummyError::SumClosed(_) => "Bu işlem zaten kapatılmış.".into(),
            SummyError::SameSquareTwice(square) => format!("{square} karesinde iki taş var."),
            SummyError::NotInRack(tile) => format!("Istakanızda {} yok.", tile.face()),
            SummyError::NotInOneLine => "Taşlar tek bir sırada değil.".into(),
            SummyError::Gap(square) => format!("Taşlar {square} karesinde boşluk bırakıyor."),
            SummyError::NotConnected => "Taşlar tahtadaki taşlara bitişmelidir.".into(),
            SummyError::NotASum { tiles, reason } => {
                format!(
                    "{} bir işlem değil: {}.",
                    summy::rules::shown(tiles),
                    sum_error(&reason.with_faces())
                )
            }
            SummyError::ExchangeCount => "Değiştirmek için en az bir taş seçin.".into(),
        }
    }

    fn sum_error(error: &SumError) -> String {
        match error {
            SumError::Empty => "hiç taş yok".into(),
            SumError::NoEquals => "= işareti yok".into(),
            SumError::TwoEquals => "iki = işareti var".into(),
            SumError::MissingNumber => "her işlem işaretinin iki yanında birer sayı olmalı".into(),
            SumError::OneNumber => "= işaretinden önce iki ya da daha çok sayı gelmeli".into(),
            SumError::ResultNotANumber => "= işaretinden sonra tek bir sayı gelmeli".into(),
            SumError::LeadingZero => "bir sayı 0 ile başlayamaz".into(),
            SumError::DivisionByZero => "sıfıra bölme var".into(),
            SumError::WrongResult { left, value, result } => {
                format!("{left} işleminin sonucu {value}, {result} değil")
            }
            SumError::TooLarge => "sayılar çok büyük".into(),
        }
    }
}
