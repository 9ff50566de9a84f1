//! What the app says of Abalone outside its screens' translation files, in every language: its
//! blurb on the shelf, its robots' time note, what a shared game going on reveals, and why
//! the rules refuse a move (the library words a save that cannot be replayed). These are compiled
//! in, since the shelf and the library speak them with no translation file loaded. Each
//! language is a module, called only from that language's `i18n/<tag>.rs` (through
//! [`compiled_words!`](crate::games::compiled_words)), so that its words load with that
//! language's.

use gameshelf_engine::abalone::RuleError;

pub mod en {
    use super::*;

    pub const BLURB: &str =
        "Push six opposing marbles off the hexagonal board. Two players, three, or four in two teams.";
    pub const ROBOT_TIME_NOTE: &str = "The strong robot thinks for all of this time: the longer, the deeper it looks. The easy and medium ones look a set number of moves ahead.";
    pub const REVEALS: Option<&str> = None;

    pub fn rule(error: &RuleError) -> String {
        match error {
            RuleError::GameOver => "the game is over".into(),
            RuleError::NoMarble { cell } => format!("there is no marble at {cell}"),
            RuleError::NotYourMarble { cell } => format!("the marble at {cell} is not yours"),
            RuleError::PartnerTrails { cell } => {
                format!("the marble at {cell} belongs to your partner: the trailing marble must be yours")
            }
            RuleError::NoMarbleOfYours => "at least one of the marbles must be yours".into(),
            RuleError::CannotPushPartner => "you cannot push your partner".into(),
            RuleError::NotALine => "the marbles must be 2 or 3 in a straight line".into(),
            RuleError::TooManyMarbles => "at most three marbles move".into(),
            RuleError::OffTheBoard => "your own marble cannot leave the board".into(),
            RuleError::OwnMarbleInTheWay => "your own marble is in the way".into(),
            RuleError::SingleMarbleCannotPush => "a single marble cannot push".into(),
            RuleError::NoSumito { pushers, defenders } => {
                format!("{pushers} against {defenders} is not a sumito")
            }
            RuleError::OwnMarbleBlocksPush => "your own marble blocks the push".into(),
            RuleError::SideStepCannotPush => "a side-step cannot push".into(),
            RuleError::NotASideStep => "a side-step moves across the line, not along it".into(),
        }
    }
}

pub mod cs {
    use super::*;

    pub const BLURB: &str = "Vytlačte šest soupeřových kuliček ze šestiúhelníkové desky. Dva hráči, tři nebo čtyři ve dvou týmech.";
    pub const ROBOT_TIME_NOTE: &str = "Silný robot přemýšlí celou tuto dobu: čím déle, tím hlouběji vidí. Snadný a střední robot hledí o pevný počet tahů dopředu.";
    pub const REVEALS: Option<&str> = None;

    pub fn rule(error: &RuleError) -> String {
        match error {
            RuleError::GameOver => "hra skončila".into(),
            RuleError::NoMarble { cell } => format!("na {cell} není žádná kulička"),
            RuleError::NotYourMarble { cell } => format!("kulička na {cell} není vaše"),
            RuleError::PartnerTrails { cell } => {
                format!("kulička na {cell} patří spoluhráči: zadní kulička musí být vaše")
            }
            RuleError::NoMarbleOfYours => "aspoň jedna z\u{a0}kuliček musí být vaše".into(),
            RuleError::CannotPushPartner => "kuličky spoluhráče tlačit nemůžete".into(),
            RuleError::NotALine => "kuličky musí být 2 nebo 3 v\u{a0}přímé řadě".into(),
            RuleError::TooManyMarbles => "táhnout lze nejvýš třemi kuličkami".into(),
            RuleError::OffTheBoard => "vlastní kulička nesmí opustit desku".into(),
            RuleError::OwnMarbleInTheWay => "v\u{a0}cestě stojí vaše vlastní kulička".into(),
            RuleError::SingleMarbleCannotPush => "jediná kulička nemůže tlačit".into(),
            RuleError::NoSumito { pushers, defenders } => {
                format!("{pushers} proti {defenders} není sumito")
            }
            RuleError::OwnMarbleBlocksPush => "tlačení blokuje vaše vlastní kulička".into(),
            RuleError::SideStepCannotPush => "boční tah nemůže tlačit".into(),
            RuleError::NotASideStep => "boční tah vede napříč řadou, ne podél ní".into(),
        }
    }
}

pub mod de {
    use super::*;

    pub const BLURB: &str = "Schiebe sechs gegnerische Kugeln vom sechseckigen Brett. Zu zweit, zu dritt oder zu viert in zwei Teams.";
    pub const ROBOT_TIME_NOTE: &str = "Der starke Roboter denkt diese ganze Zeit: je länger, desto tiefer schaut er. Der leichte und der mittlere schauen eine feste Zahl von Zügen voraus.";
    pub const REVEALS: Option<&str> = None;

    /// Capitalised, as they follow a colon and read as whole sentences; without a full stop.
    pub fn rule(error: &RuleError) -> String {
        match error {
            RuleError::GameOver => "Das Spiel ist vorbei".into(),
            RuleError::NoMarble { cell } => format!("Auf {cell} liegt keine Kugel"),
            RuleError::NotYourMarble { cell } => format!("Die Kugel auf {cell} gehört nicht dir"),
            RuleError::PartnerTrails { cell } => {
                format!(
                    "Die Kugel auf {cell} gehört deinem Partner – die hinterste Kugel muss deine eigene sein"
                )
            }
            RuleError::NoMarbleOfYours => "Mindestens eine der Kugeln muss dir gehören".into(),
            RuleError::CannotPushPartner => "Du kannst deinen Partner nicht wegschieben".into(),
            RuleError::NotALine => {
                "Die Kugeln müssen zu zweit oder zu dritt in einer geraden Reihe liegen".into()
            }
            RuleError::TooManyMarbles => "Es ziehen höchstens drei Kugeln".into(),
            RuleError::OffTheBoard => "Eine eigene Kugel darf das Brett nicht verlassen".into(),
            RuleError::OwnMarbleInTheWay => "Eine eigene Kugel ist im Weg".into(),
            RuleError::SingleMarbleCannotPush => "Eine einzelne Kugel kann nicht schieben".into(),
            RuleError::NoSumito { pushers, defenders } => {
                format!("{pushers} gegen {defenders} ist kein Sumito")
            }
            RuleError::OwnMarbleBlocksPush => "Eine eigene Kugel blockiert das Schieben".into(),
            RuleError::SideStepCannotPush => "Ein Breitseitzug kann nicht schieben".into(),
            RuleError::NotASideStep => "Ein Breitseitzug geht quer zur Reihe, nicht an ihr entlang".into(),
        }
    }
}

pub mod fr {
    use super::*;

    pub const BLURB: &str = "Poussez six billes adverses hors du plateau hexagonal. Deux joueurs, trois, ou quatre en deux équipes.";
    pub const ROBOT_TIME_NOTE: &str = "Le robot fort réfléchit tout ce temps\u{202f}: plus il est long, plus il voit loin. Les robots facile et moyen regardent un nombre fixe de coups à l’avance.";
    pub const REVEALS: Option<&str> = None;

    pub fn rule(error: &RuleError) -> String {
        match error {
            RuleError::GameOver => "la partie est terminée".into(),
            RuleError::NoMarble { cell } => format!("il n’y a pas de bille en {cell}"),
            RuleError::NotYourMarble { cell } => format!("la bille en {cell} n’est pas à vous"),
            RuleError::PartnerTrails { cell } => {
                format!(
                    "la bille en {cell} appartient à votre partenaire\u{a0}: la bille arrière doit être à vous"
                )
            }
            RuleError::NoMarbleOfYours => "au moins une des billes doit être à vous".into(),
            RuleError::CannotPushPartner => "vous ne pouvez pas pousser votre partenaire".into(),
            RuleError::NotALine => "les billes doivent être 2 ou 3 en ligne droite".into(),
            RuleError::TooManyMarbles => "trois billes au plus se déplacent".into(),
            RuleError::OffTheBoard => "vos propres billes ne peuvent pas quitter le plateau".into(),
            RuleError::OwnMarbleInTheWay => "une de vos billes barre le passage".into(),
            RuleError::SingleMarbleCannotPush => "une bille seule ne peut pas pousser".into(),
            // Equal forces are a pac, the French rules' word for a push that cannot happen.
            RuleError::NoSumito { pushers, defenders } if pushers == defenders => {
                format!("{pushers} contre {defenders} est un pac, pas un sumito")
            }
            RuleError::NoSumito { pushers, defenders } => {
                format!("{pushers} contre {defenders} n’est pas un sumito")
            }
            RuleError::OwnMarbleBlocksPush => "une de vos billes bloque la poussée".into(),
            RuleError::SideStepCannotPush => "un mouvement latéral ne peut pas pousser".into(),
            RuleError::NotASideStep => {
                "un mouvement latéral se fait en travers de la ligne, pas dans son axe".into()
            }
        }
    }
}

pub mod tr {
    use super::*;

    pub const BLURB: &str =
        "Altıgen oyun alanından altı rakip topu dışarı itin. İki, üç ya da iki takım halinde dört oyuncu.";
    pub const ROBOT_TIME_NOTE: &str = "Güçlü robot bu sürenin tamamında düşünür: süre uzadıkça daha derine bakar. Kolay ve orta robotlar sabit sayıda hamle ileriye bakar.";
    pub const REVEALS: Option<&str> = None;

    pub fn rule(error: &RuleError) -> String {
        match error {
            RuleError::GameOver => "oyun bitti".into(),
            RuleError::NoMarble { cell } => format!("{cell} konumunda top yok"),
            RuleError::NotYourMarble { cell } => format!("{cell} konumundaki top sizin değil"),
            RuleError::PartnerTrails { cell } => {
                format!(
                    "{cell} konumundaki top takım arkadaşınızın: diğerlerini iten en arkadaki top sizin olmalı"
                )
            }
            RuleError::NoMarbleOfYours => "toplardan en az biri sizin olmalı".into(),
            RuleError::CannotPushPartner => "takım arkadaşınızı itemezsiniz".into(),
            RuleError::NotALine => "toplar düz bir sıra halinde 2 ya da 3 tane olmalı".into(),
            RuleError::TooManyMarbles => "en çok üç top hareket eder".into(),
            RuleError::OffTheBoard => "kendi topunuz oyun alanından çıkamaz".into(),
            RuleError::OwnMarbleInTheWay => "kendi topunuz yolu kapatıyor".into(),
            RuleError::SingleMarbleCannotPush => "tek top itemez".into(),
            RuleError::NoSumito { pushers, defenders } => {
                format!("{pushers} topa karşı {defenders} top sumito değildir")
            }
            RuleError::OwnMarbleBlocksPush => "kendi topunuz itmeyi engelliyor".into(),
            RuleError::SideStepCannotPush => "ok gibi hareket itemez".into(),
            RuleError::NotASideStep => {
                "ok gibi harekette sıra kendi doğrultusunda değil, yana doğru ilerler".into()
            }
        }
    }
}
