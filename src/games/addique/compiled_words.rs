//! What the app says of Addique outside its screens' translation files, in every language: its
//! blurb on the shelf, its robots' time note, what a shared game going on reveals, and why
//! the rules refuse a move (the library words a save that cannot be replayed). These are compiled
//! in, since the shelf and the library speak them with no translation file loaded. Each
//! language is a module, called only from that language's `i18n/<tag>.rs` (through
//! [`compiled_words!`](crate::games::compiled_words)), so that its words load with that
//! language's.

use gameshelf_engine::addique::{PlacementError, RuleError as AddiqueError};

pub mod en {
    use super::*;

    pub const BLURB: &str = "Notch plus-shaped pieces together on an open table; every number divisible by 9 scores: 4761 = 9 × 529. Two to eight players.";
    pub const ROBOT_TIME_NOTE: &str = "Robots choose as soon as they have weighed every move: the time only caps the strong Addique robot's look at the replies.";
    pub const REVEALS: Option<&str> =
        Some("every player's hand and the order of the pieces left in the pool");

    pub fn rule(error: &AddiqueError) -> String {
        match error {
            AddiqueError::GameOver => "The game is over.".into(),
            AddiqueError::NotInHand(piece) => format!("{piece} is not in your hand."),
            AddiqueError::Placement(PlacementError::AlreadyUsed(piece)) => {
                format!("{piece} is already on the table.")
            }
            AddiqueError::Placement(PlacementError::Overlap(_)) => {
                "A piece would overlap a piece on the table there.".into()
            }
            AddiqueError::Placement(PlacementError::TooFewEdges(1)) => {
                "Only 1 edge would touch the pieces on the table: a piece must notch in with 3 or more."
                    .into()
            }
            AddiqueError::Placement(PlacementError::TooFewEdges(edges)) => {
                format!("Only {edges} edges would touch the pieces on the table: a piece must notch in with 3 or more.")
            }
        }
    }
}

pub mod cs {
    use super::*;
    use crate::i18n::cs::{counted, form};

    pub const BLURB: &str = "Skládejte do sebe dílky ve tvaru plus na otevřeném stole; každé číslo dělitelné 9 boduje: 4761 = 9 × 529. Dva až osm hráčů.";
    pub const ROBOT_TIME_NOTE: &str = "Roboti volí, jakmile zváží každý tah: čas jen omezuje, jak dlouho silný robot v Addique zkoumá odpovědi.";
    pub const REVEALS: Option<&str> = Some("dílky v ruce každého hráče a pořadí dílků zbylých v zásobě");

    pub fn rule(error: &AddiqueError) -> String {
        match error {
            AddiqueError::GameOver => "Hra skončila.".into(),
            AddiqueError::NotInHand(piece) => format!("Dílek {piece} nemáte v\u{a0}ruce."),
            AddiqueError::Placement(PlacementError::AlreadyUsed(piece)) => {
                format!("Dílek {piece} už leží na stole.")
            }
            AddiqueError::Placement(PlacementError::Overlap(_)) => {
                "Dílek by se tam překrýval s\u{a0}dílkem na stole.".into()
            }
            AddiqueError::Placement(PlacementError::TooFewEdges(0)) => {
                "Dílků na stole by se nedotýkala žádná hrana: dílek musí zapadnout aspoň 3 hranami.".into()
            }
            AddiqueError::Placement(PlacementError::TooFewEdges(edges)) => {
                let edges = *edges as i64;
                let touch = form(edges, "dotýkala", "dotýkaly", "dotýkalo");
                format!(
                    "Dílků na stole by se {touch} jen {}: dílek musí zapadnout aspoň 3 hranami.",
                    counted(edges, "hrana", "hrany", "hran")
                )
            }
        }
    }
}

pub mod de {
    use super::*;

    pub const BLURB: &str = "Füge plusförmige Spielmarken auf offener Fläche ineinander; jede durch 9 teilbare Zahl zählt: 4761 = 9 × 529. Für zwei bis acht Spieler.";
    pub const ROBOT_TIME_NOTE: &str = "Die Roboter wählen, sobald sie jeden Zug bewertet haben: die Zeit begrenzt nur, wie lange der starke Addique-Roboter die Antworten prüft.";
    pub const REVEALS: Option<&str> =
        Some("die Spielmarken aller Spieler und die Reihenfolge der Spielmarken in der Kasse");

    pub fn rule(error: &AddiqueError) -> String {
        match error {
            AddiqueError::GameOver => "Das Spiel ist vorbei.".into(),
            AddiqueError::NotInHand(piece) => format!("{piece} gehört nicht zu deinen Spielmarken."),
            AddiqueError::Placement(PlacementError::AlreadyUsed(piece)) => {
                format!("{piece} liegt schon auf der Spielfläche.")
            }
            AddiqueError::Placement(PlacementError::Overlap(_)) => {
                "Dort würde die Spielmarke eine ausgespielte Spielmarke überdecken.".into()
            }
            AddiqueError::Placement(PlacementError::TooFewEdges(1)) => {
                "Nur 1 Kante läge an den ausgespielten Spielmarken an: Eine Spielmarke muss mit 3 oder mehr Kanten anliegen.".into()
            }
            AddiqueError::Placement(PlacementError::TooFewEdges(edges)) => {
                format!("Nur {edges} Kanten lägen an den ausgespielten Spielmarken an: Eine Spielmarke muss mit 3 oder mehr Kanten anliegen.")
            }
        }
    }
}

pub mod fr {
    use super::*;

    pub const BLURB: &str = "Emboîtez des pièces en forme de croix sur une table ouverte\u{202f}; chaque nombre divisible par 9 rapporte\u{a0}: 4761 = 9 × 529. De deux à huit joueurs.";
    pub const ROBOT_TIME_NOTE: &str = "Les robots choisissent dès qu’ils ont pesé chaque coup\u{202f}: ce temps limite seulement l’examen des réponses par le robot fort d’Addique.";
    pub const REVEALS: Option<&str> =
        Some("la main de chaque joueur et l’ordre des pièces restant dans la pioche");

    pub fn rule(error: &AddiqueError) -> String {
        match error {
            AddiqueError::GameOver => "La partie est terminée.".into(),
            AddiqueError::NotInHand(piece) => format!("La pièce {piece} n’est pas dans votre main."),
            AddiqueError::Placement(PlacementError::AlreadyUsed(piece)) => {
                format!("La pièce {piece} est déjà sur la table.")
            }
            AddiqueError::Placement(PlacementError::Overlap(_)) => {
                "À cet endroit, la pièce chevaucherait une pièce de la table.".into()
            }
            AddiqueError::Placement(PlacementError::TooFewEdges(0)) => {
                "Aucun côté ne toucherait les pièces de la table\u{a0}: une pièce doit s’emboîter par 3 côtés ou plus.".into()
            }
            AddiqueError::Placement(PlacementError::TooFewEdges(1)) => {
                "Un seul côté toucherait les pièces de la table\u{a0}: une pièce doit s’emboîter par 3 côtés ou plus.".into()
            }
            AddiqueError::Placement(PlacementError::TooFewEdges(edges)) => {
                format!("Seuls {edges} côtés toucheraient les pièces de la table\u{a0}: une pièce doit s’emboîter par 3 côtés ou plus.")
            }
        }
    }
}

pub mod tr {
    use super::*;

    pub const BLURB: &str = "Artı biçimli parçaları açık bir masada birbirine oturtun; 9'a bölünen her sayı puan getirir: 4761 = 9 × 529. İki ila sekiz oyuncu.";
    pub const ROBOT_TIME_NOTE: &str = "Robotlar her hamleyi tarttıkları anda seçer: bu süre yalnızca güçlü Addique robotunun yanıtlara bakışını sınırlar.";
    pub const REVEALS: Option<&str> = Some("her oyuncunun elini ve havuzda kalan parçaların sırasını");

    pub fn rule(error: &AddiqueError) -> String {
        match error {
            AddiqueError::GameOver => "Oyun bitti.".into(),
            AddiqueError::NotInHand(piece) => format!("{piece} parçası elinizde değil."),
            AddiqueError::Placement(PlacementError::AlreadyUsed(piece)) => {
                format!("{piece} parçası zaten masada.")
            }
            AddiqueError::Placement(PlacementError::Overlap(_)) => {
                "Parça orada masadaki bir parçanın üstüne biner.".into()
            }
            AddiqueError::Placement(PlacementError::TooFewEdges(1)) => {
                "Masadaki parçalara yalnızca 1 kenar değer: bir parça en az 3 kenarla oturmalıdır.".into()
            }
            AddiqueError::Placement(PlacementError::TooFewEdges(edges)) => {
                format!(
                    "Masadaki parçalara yalnızca {edges} kenar değer: bir parça en az 3 kenarla oturmalıdır."
                )
            }
        }
    }
}
