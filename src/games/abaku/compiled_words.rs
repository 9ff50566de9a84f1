//! What the app says of Abaku outside its screens' translation files, in every language: its
//! blurb on the shelf, its robots' time note, what a shared game going on reveals, and why
//! the rules refuse a move (the library words a save that cannot be replayed). These are compiled
//! in, since the shelf and the library speak them with no translation file loaded. Each
//! language is a module, called only from that language's `i18n/<tag>.rs` (through
//! [`compiled_words!`](crate::games::compiled_words)), so that its words load with that
//! language's.

use gameshelf_engine::abaku::{self, RuleError as AbakuError};

pub mod en {
    use super::*;

    pub const BLURB: &str =
        "Lay digit tiles into equations on a bonus board: 12 : 4 = 3, 7² = 49. Two to four players, or solo.";
    pub const ROBOT_TIME_NOTE: &str = "These robots choose as soon as they have weighed every move, so this time makes no difference in this game: it is for Abalone's robots.";
    pub const REVEALS: Option<&str> = Some("every player's rack and the order of the tiles left in the bag");

    /// Why the engine refused an Abaku turn, in the player's words.
    pub fn rule(error: &AbakuError) -> String {
        match error {
            AbakuError::GameOver => "The game is over.".into(),
            AbakuError::NoTiles => "Lay at least one tile.".into(),
            AbakuError::TooManyTiles => "At most five tiles go down in one turn.".into(),
            AbakuError::OffBoard(square) => format!("{square} is not on the board."),
            AbakuError::SquareTaken(square) => format!("{square} already holds a tile."),
            AbakuError::SameSquareTwice(square) => format!("Two tiles are on {square}."),
            AbakuError::NotInRack(tile) => format!("Your rack holds no {tile}."),
            AbakuError::NoJokerThere(square) => format!("There is no joker on {square} to take back."),
            AbakuError::NotInOneLine => "These tiles are not in one line.".into(),
            AbakuError::Gap(square) => format!("The tiles leave a gap at {square}."),
            AbakuError::FirstMoveTooShort => "The first equation needs at least two tiles.".into(),
            AbakuError::FirstMoveOffCentre => "The first equation must cover the start square ★.".into(),
            AbakuError::NotConnected => "The tiles must join the tiles on the board.".into(),
            AbakuError::NotAnEquation(digits) => {
                format!("{} is not an equation.", abaku::rules::spaced(digits))
            }
            AbakuError::ZeroNotANumber { digits, rule } => {
                let why = match rule {
                    abaku::ZeroRule::LoneZero => "a zero can't stand alone as a number",
                    abaku::ZeroRule::LeadingZero => "a number can't start with 0",
                };
                format!("{} is not an equation: {why}.", abaku::rules::spaced(digits))
            }
            AbakuError::TouchingNoEquation { digit, touching } => {
                format!("The {digit} touching {touching} forms no equation.")
            }
            AbakuError::ExchangeCount => "Exchange one to five tiles.".into(),
            AbakuError::BagTooSmall(left) => {
                format!("The bag holds only {left} tiles: exchange at most that many.")
            }
        }
    }
}

pub mod cs {
    use super::*;
    use crate::i18n::cs::{form, tile_count};

    pub const BLURB: &str = "Skládejte kameny s číslicemi do příkladů na desce s prémiemi: 12 : 4 = 3, 7² = 49. Dva až čtyři hráči nebo sólo.";
    pub const ROBOT_TIME_NOTE: &str =
        "Tito roboti volí, jakmile zváží každý tah: v této hře čas nic nemění, platí pro roboty v Abalone.";
    pub const REVEALS: Option<&str> = Some("stojánek každého hráče a pořadí kamenů zbylých v sáčku");

    /// Why the engine refused an Abaku turn, in the player's words.
    pub fn rule(error: &AbakuError) -> String {
        match error {
            AbakuError::GameOver => "Hra skončila.".into(),
            AbakuError::NoTiles => "Položte aspoň jeden kámen.".into(),
            AbakuError::TooManyTiles => "V\u{a0}jednom tahu lze položit nejvýš pět kamenů.".into(),
            AbakuError::OffBoard(square) => format!("{square} není na desce."),
            AbakuError::SquareTaken(square) => format!("Na {square} už leží kámen."),
            AbakuError::SameSquareTwice(square) => format!("Na {square} jsou dva kameny."),
            AbakuError::NotInRack(abaku::Tile::Joker) => "Na stojánku nemáte žolíka.".into(),
            AbakuError::NotInRack(tile) => format!("Na stojánku nemáte kámen {tile}."),
            AbakuError::NoJokerThere(square) => {
                format!("Na {square} neleží žádný žolík, kterého by šlo vzít zpět.")
            }
            AbakuError::NotInOneLine => "Tyto kameny neleží v\u{a0}jedné řadě.".into(),
            AbakuError::Gap(square) => format!("Mezi kameny zůstává mezera na {square}."),
            AbakuError::FirstMoveTooShort => "První příklad potřebuje aspoň dva kameny.".into(),
            AbakuError::FirstMoveOffCentre => "První příklad musí pokrýt startovní pole ★.".into(),
            AbakuError::NotConnected => "Kameny musí navazovat na kameny na desce.".into(),
            AbakuError::NotAnEquation(digits) => format!("{} není příklad.", abaku::rules::spaced(digits)),
            AbakuError::ZeroNotANumber { digits, rule } => {
                let why = match rule {
                    abaku::ZeroRule::LoneZero => "samotná nula nemůže být číslem",
                    abaku::ZeroRule::LeadingZero => "číslo nesmí začínat nulou",
                };
                format!("{} není příklad: {why}.", abaku::rules::spaced(digits))
            }
            AbakuError::TouchingNoEquation { digit, touching } => {
                format!("Kámen {digit} u\u{a0}kamene {touching} netvoří žádný příklad.")
            }
            AbakuError::ExchangeCount => "Vyměnit lze jeden až pět kamenů.".into(),
            AbakuError::BagTooSmall(left) => {
                let left = *left as i64;
                let holds = form(left, "je", "jsou", "je");
                format!(
                    "V\u{a0}sáčku {holds} jen {}: vyměnit jich můžete nejvýš tolik.",
                    tile_count(left)
                )
            }
        }
    }
}

pub mod de {
    use super::*;

    pub const BLURB: &str = "Lege Ziffernsteine zu Gleichungen auf einem Brett mit Bonusfeldern: 12 : 4 = 3, 7² = 49. Für zwei bis vier Spieler oder solo.";
    pub const ROBOT_TIME_NOTE: &str = "Diese Roboter wählen, sobald sie jeden Zug bewertet haben: in diesem Spiel ändert die Zeit nichts, sie gilt für Abalones Roboter.";
    pub const REVEALS: Option<&str> =
        Some("das Bänkchen jedes Spielers und die Reihenfolge der Steine im Beutel");

    /// Why the engine refused an Abaku turn, in the player's words.
    pub fn rule(error: &AbakuError) -> String {
        match error {
            AbakuError::GameOver => "Das Spiel ist vorbei.".into(),
            AbakuError::NoTiles => "Lege mindestens einen Stein.".into(),
            AbakuError::TooManyTiles => "In einem Zug kommen höchstens fünf Steine aufs Brett.".into(),
            AbakuError::OffBoard(square) => format!("{square} liegt nicht auf dem Brett."),
            AbakuError::SquareTaken(square) => format!("Auf {square} liegt schon ein Stein."),
            AbakuError::SameSquareTwice(square) => format!("Auf {square} liegen zwei Steine."),
            AbakuError::NotInRack(tile) => format!("{tile} liegt nicht auf deinem Bänkchen."),
            AbakuError::NoJokerThere(square) => {
                format!("Auf {square} liegt kein Joker, den du ersetzen könntest.")
            }
            AbakuError::NotInOneLine => "Diese Steine liegen nicht in einer Linie.".into(),
            AbakuError::Gap(square) => format!("Die Steine lassen bei {square} eine Lücke."),
            AbakuError::FirstMoveTooShort => "Die erste Gleichung braucht mindestens zwei Steine.".into(),
            AbakuError::FirstMoveOffCentre => "Die erste Gleichung muss das Startfeld ★ bedecken.".into(),
            AbakuError::NotConnected => "Die Steine müssen an die Steine auf dem Brett anschließen.".into(),
            AbakuError::NotAnEquation(digits) => {
                format!("{} ist keine Gleichung.", abaku::rules::spaced(digits))
            }
            AbakuError::ZeroNotANumber { digits, rule } => {
                let why = match rule {
                    abaku::ZeroRule::LoneZero => "Eine Null allein ist keine Zahl",
                    abaku::ZeroRule::LeadingZero => "Eine Zahl darf nicht mit 0 beginnen",
                };
                format!("{} ist keine Gleichung: {why}.", abaku::rules::spaced(digits))
            }
            AbakuError::TouchingNoEquation { digit, touching } => {
                format!("Die {digit} neben der {touching} bildet keine Gleichung.")
            }
            AbakuError::ExchangeCount => "Tausche einen bis fünf Steine.".into(),
            AbakuError::BagTooSmall(1) => {
                "Im Beutel ist nur noch 1 Stein: Tausche höchstens so viele.".into()
            }
            AbakuError::BagTooSmall(left) => {
                format!("Im Beutel sind nur noch {left} Steine: Tausche höchstens so viele.")
            }
        }
    }
}

pub mod fr {
    use super::*;

    pub const BLURB: &str = "Posez des tuiles chiffres pour former des équations sur un plateau à bonus\u{a0}: 12 : 4 = 3, 7² = 49. De deux à quatre joueurs, ou en solo.";
    pub const ROBOT_TIME_NOTE: &str = "Ces robots choisissent dès qu’ils ont pesé chaque coup\u{202f}: ce temps ne change rien dans ce jeu, il sert aux robots d’Abalone.";
    pub const REVEALS: Option<&str> =
        Some("le chevalet de chaque joueur et l’ordre des tuiles restant dans le sac");

    /// Why the engine refused an Abaku turn, in the player's words.
    pub fn rule(error: &AbakuError) -> String {
        match error {
            AbakuError::GameOver => "La partie est terminée.".into(),
            AbakuError::NoTiles => "Posez au moins une tuile.".into(),
            AbakuError::TooManyTiles => "On pose cinq tuiles au plus en un tour.".into(),
            AbakuError::OffBoard(square) => format!("La case {square} n’est pas sur le plateau."),
            AbakuError::SquareTaken(square) => format!("La case {square} porte déjà une tuile."),
            AbakuError::SameSquareTwice(square) => format!("Deux tuiles sont sur la case {square}."),
            AbakuError::NotInRack(tile) => format!("Votre chevalet n’a pas de {tile}."),
            AbakuError::NoJokerThere(square) => format!("Il n’y a pas de joker à reprendre en {square}."),
            AbakuError::NotInOneLine => "Ces tuiles ne sont pas sur une même ligne.".into(),
            AbakuError::Gap(square) => format!("Les tuiles laissent un trou en {square}."),
            AbakuError::FirstMoveTooShort => "La première équation demande au moins deux tuiles.".into(),
            AbakuError::FirstMoveOffCentre => "La première équation doit couvrir la case de départ ★.".into(),
            AbakuError::NotConnected => "Les tuiles doivent se raccorder à celles du plateau.".into(),
            AbakuError::NotAnEquation(digits) => {
                format!("{} n’est pas une équation.", abaku::rules::spaced(digits))
            }
            AbakuError::ZeroNotANumber { digits, rule } => {
                let why = match rule {
                    abaku::ZeroRule::LoneZero => "un zéro ne peut pas former un nombre à lui seul",
                    abaku::ZeroRule::LeadingZero => "un nombre ne peut pas commencer par 0",
                };
                format!("{} n’est pas une équation : {why}.", abaku::rules::spaced(digits))
            }
            AbakuError::TouchingNoEquation { digit, touching } => {
                format!("Le {digit} posé contre le {touching} ne forme aucune équation.")
            }
            AbakuError::ExchangeCount => "Échangez de une à cinq tuiles.".into(),
            AbakuError::BagTooSmall(0) => "Le sac est vide\u{a0}: aucun échange n’est possible.".into(),
            AbakuError::BagTooSmall(1) => {
                "Le sac ne contient qu’une tuile\u{a0}: échangez-en une au plus.".into()
            }
            AbakuError::BagTooSmall(left) => {
                format!("Le sac ne contient que {left} tuiles\u{a0}: échangez-en {left} au plus.")
            }
        }
    }
}

pub mod tr {
    use super::*;

    pub const BLURB: &str = "Bonus kareli bir tahtada rakam taşlarıyla eşitlikler kurun: 12 : 4 = 3, 7² = 49. İki ila dört oyuncu ya da tek kişilik.";
    pub const ROBOT_TIME_NOTE: &str = "Bu robotlar her hamleyi tarttıkları anda seçer: bu süre bu oyunda bir şey değiştirmez, Abalone robotları içindir.";
    pub const REVEALS: Option<&str> = Some("her oyuncunun ıstakasını ve torbada kalan taşların sırasını");

    /// Why the engine refused an Abaku turn, in the player's words.
    pub fn rule(error: &AbakuError) -> String {
        match error {
            AbakuError::GameOver => "Oyun bitti.".into(),
            AbakuError::NoTiles => "En az bir taş koyun.".into(),
            AbakuError::TooManyTiles => "Bir turda en çok beş taş konur.".into(),
            AbakuError::OffBoard(square) => format!("{square} tahtanın dışında."),
            AbakuError::SquareTaken(square) => format!("{square} karesinde zaten bir taş var."),
            AbakuError::SameSquareTwice(square) => format!("{square} karesinde iki taş var."),
            AbakuError::NotInRack(tile) => format!("Istakanızda {tile} yok."),
            AbakuError::NoJokerThere(square) => format!("{square} karesinde geri alınacak joker yok."),
            AbakuError::NotInOneLine => "Bu taşlar tek bir sırada değil.".into(),
            AbakuError::Gap(square) => format!("Taşlar {square} karesinde boşluk bırakıyor."),
            AbakuError::FirstMoveTooShort => "İlk eşitlik en az iki taş ister.".into(),
            AbakuError::FirstMoveOffCentre => "İlk eşitlik ★ başlangıç karesini kaplamalıdır.".into(),
            AbakuError::NotConnected => "Taşlar tahtadaki taşlara bitişmelidir.".into(),
            AbakuError::NotAnEquation(digits) => {
                format!("{} bir eşitlik değil.", abaku::rules::spaced(digits))
            }
            AbakuError::ZeroNotANumber { digits, rule } => {
                let why = match rule {
                    abaku::ZeroRule::LoneZero => "sıfır tek başına bir sayı olamaz",
                    abaku::ZeroRule::LeadingZero => "bir sayı 0 ile başlayamaz",
                };
                format!("{} bir eşitlik değil: {why}.", abaku::rules::spaced(digits))
            }
            AbakuError::TouchingNoEquation { digit, touching } => {
                format!("{digit}, değdiği {touching} ile eşitlik oluşturmuyor.")
            }
            AbakuError::ExchangeCount => "Bir ile beş arası taş değiştirin.".into(),
            AbakuError::BagTooSmall(left) => {
                format!("Torbada yalnızca {left} taş var: en çok o kadar değiştirin.")
            }
        }
    }
}
