### What the app says on the shelf, in the library, in the new-game forms and around every
### game, in Czech: compiled into the language's chunk of words, which arrives before
### anything is said in the language. Each message is a `Msg` (src/i18n/wording.rs says which).
###
### A message that a language rightly words as English does (a name, a loanword) says so in a
### comment just above it that contains "as in English": the tests take any other for a message
### left untranslated.

list-and = { $first } a { $last }

# Worded as in English: the app's name.
app-name = Gameshelf
tagline = Deskové hry na jedné obrazovce, průběžně ukládané.
shelf = Herní police
new-game = Nová hra
saved-games = Uložené hry
no-saved-games = Zatím žádné uložené hry. Novou hru začnete z police.
resume = Pokračovat
review = Zobrazit
delete = Smazat
in-progress = Rozehraná
# $count moves played.
move-count = { $count ->
    [one] { $count } tah
    [few] { $count } tahy
   *[other] { $count } tahů
}
to-move-named = Na tahu: { $name }
# $names the winners, listed; $count how many they are.
won-by = { $count ->
    [one] Vítěz: { $names }
   *[other] Vítězové: { $names }
}
# $players the players, joined two by two by `versus`.
# Worded as in English: only the joined players.
players = { $players }
versus = { $first } – { $next }
# $date as the browser writes dates in the language.
last-played = Naposledy hráno { $date }

## The new-game forms.

layout = Výchozí rozestavení
layout-standard = Standardní
layout-belgian-daisy = Belgická sedmikráska
layout-german-daisy = Německá sedmikráska
layout-dutch-daisy = Holandská sedmikráska
layout-swiss-daisy = Švýcarská sedmikráska
layout-alien-attack = Útok mimo­zemšťanů
layout-the-wall = Zeď
layout-checkerboard = Šachovnice
layout-star = Hvězda
layout-duel = Souboj
layout-snakes = Hadi
layout-fujiyama = Fudžijama
layout-domination = Nadvláda
layout-infiltration = Infiltrace
layout-face-to-face = Tváří v tvář
layout-three-players = Tři hráči
layout-four-players = Čtyři hráči
players-heading = Hráči
# An Abalone seat's colour: $seat is black, white, blue or red.
seat-colour = { $seat ->
    [black] Černý
    [white] Bílý
    [blue] Modrý
   *[red] Červený
}
# An Abalone player's name when the form's field is left empty.
player-name = Hráč { $seat ->
    [black] za černé
    [white] za bílé
    [blue] za modré
   *[red] za červené
}
start-game = Začít hru
back = Zpět
home = Police
undo = Zpět
undo-laid-tiles = Vrátit položené kameny
undo-laid-piece = Vrátit vybraný dílek
redo = Znovu
# Who plays a seat: a person, or a robot of a level.
seat-person = Člověk
# $level is easy, medium or strong.
robot-level = { $level ->
    [easy] slabý
    [medium] střední
   *[strong] silný
}
# Worded as in English: the same word in Czech, and the level's.
seat-robot = Robot · { robot-level }
# A robot's name when the form's name field is left empty: its seat's number and its level.
# Worded as in English: the same word in Czech, and the level's.
robot-name = Robot { $seat } ({ robot-level })

## The robots.

robots = Roboti
robot-thinking = { $name } přemýšlí…
robot-unavailable = Roboty se v tomto prohlížeči nepodařilo spustit.
# The robots' worker was stuck on a request far past its time: it was replaced by a new one.
robot-restarted = Robot přemýšlel daleko déle, než měl, a byl zastaven; nový je připraven. Zkuste to znovu.
# $why is the browser's reason, in its own words.
robot-failed = Robot nedokázal zvolit tah: { $why }
pause = Pauza
watch-speed = Rychlost
speed-slow = Pomalu
speed-normal = Normálně
speed-fast = Rychle
robot-time = Čas robota na tah
# $seconds, whole or with tenths.
seconds = { $seconds } s
hint-thinking = Hledám nejlepší tah…
# $tiles the tiles to exchange, as their faces show them.
hint-exchange = Nápověda: žádné položení se nevyplatí. Vyměňte kameny vybrané na vašem stojánku: { $tiles }.
hint-pass = Nápověda: nelze nic položit ani vyměnit; vynechte tah.

## Reviewing a game with the robot.

review-title = Rozbor s robotem
review-explained-points = Každý váš tah vedle tahu, který by v téže pozici zvolil silný robot, a body, které každý z nich získá.
review-explained-marbles = Každý váš tah vedle tahu, který by v téže pozici zvolil silný robot, a jak robot každý z nich hodnotí, v kuličkách.
review-start = Rozebrat hru
review-loading = Načítám rozbor…
review-not-loaded = Rozbor se nepodařilo načíst. Zkontrolujte připojení a zkuste to znovu.
review-pending = Robot prochází ještě { move-count }…
review-player = Hráč
review-played = Zahráno
# Worded as in English: the same word in Czech.
review-robot = Robot
review-difference-points = Rozdíl
review-difference-marbles = Změna
# An evaluation in marbles pushed off: $marbles with two decimals; $loss is yes below zero.
# Worded as in English: only signs and the number.
marbles = { $loss ->
    [yes] −
   *[no] +
}{ $marbles }
# Worded as in English: only the number in brackets.
review-points = ({ $points })
review-forced-win = vynucená výhra
review-forced-loss = vynucená prohra
review-show-turn = Ukázat pozici před tahem { $turn }
review-step = Tah { $turn }: { $name }
review-step-played = Zahráno: { $played } – { $worth }
review-step-robot = Volba robota: { $best } – { $worth }
# A tile game's placement in words: $tiles lists each `tile-on-square`.
# Worded as in English: only the listed tiles.
move-laid = { $tiles }
tile-on-square = { $tile } na { $square }
move-exchanged = { $count ->
    [one] výměna: { $count } kámen
    [few] výměna: { $count } kameny
   *[other] výměna: { $count } kamenů
}
move-passed = pas

## Around a game.

rules = Pravidla
how-to-play = Jak se hraje
close = Zavřít
moves = Tahy
no-moves-yet = Začíná Černý.
draw = Remíza
settings = Nastavení
first-move = Výchozí pozice
previous-move = Předchozí tah
next-move = Další tah
last-move = Aktuální pozice
viewing-move = Prohlížíte tah { $ply } z { $total }
# $rule is one of the abalone-rule- messages.
illegal = Tah není povolen: { $rule }.
# A game's title, and $game its key (abaku, abalone, addique, summy), for words that change
# with the name.
rules-title = Pravidla hry { $title }
rules-loading = Načítám pravidla…
rules-not-loaded = Pravidla se nepodařilo načíst. Zkontrolujte připojení a zkuste to znovu.
player-number = Hráč { $number }
# Abaku's joker.
joker = Žolík
cancel = Zrušit
hint = Nápověda
# An equation's readings, joined by `readings-or`.
# Worded as in English: only the joined readings.
readings = { $readings }
readings-or = { $first } nebo { $next }
points = { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodů
}
# One round of the start draw: each player's draw (`draw-number`, or `draw-again` after tiles
# that are no digit and are drawn again), joined by `draws`; after a tie for the lowest ($tie),
# the names of those who draw again ($tied).
start-draw-round = { $draws }.{ $tie ->
    [yes] {" "}Shoda: { $tied } losují znovu.
   *[no] {""}
}
# Worded as in English: joined by a semicolon.
draws = { $first }; { $next }
draw-number = { $name }: { $number }
# $redrawn lists the tiles drawn first ($count of them): Abaku's `drawn-joker`, a Summy
# operator's or the = sign's `drawn-face`.
draw-again = { $name }: { $redrawn } ({ $count ->
    [one] není číslice
    [few] nejsou číslice
   *[other] nejsou číslice
}, losuje znovu), pak { $number }
drawn-joker = žolík
# Worded as in English: the tile's face.
drawn-face = { $face }
# Each player's `hint-count`, joined by `hint-counts-joined`.
hint-counts = Nápovědy: { $counts }
# Worded as in English: joined by a middle dot.
hint-counts-joined = { $first } · { $next }
# Worded as in English: the name and the count.
hint-count = { $name } { $count }
points-heading = Body
# A score's change: $sign is plus, minus or zero, and $value has no sign.
# Worded as in English: only signs and the number.
signed = { $sign ->
    [plus] +{ $value }
    [minus] −{ $value }
   *[zero] 0
}
# $score after « s », in the instrumental: « s 1 bodem », « s 12 body ».
tile-game-winners = { $count ->
    [one] { $names } vyhrává s { $score ->
        [one] { $score } bodem
       *[other] { $score } body
    }
   *[other] { $names } se dělí o první místo s { $score ->
        [one] { $score } bodem
       *[other] { $score } body
    }
}
solo-final-score = Konečné skóre: { $score }
total = Celkem
# One kind of unseen tile and how many of it.
# Worded as in English: the kind and its count.
unseen-kind = { $kind } ×{ $count }
show-turn = Ukázat desku po tahu { $turn }
# A finished tile game in the library: the winners, and the scores joined by `scores`.
tile-game-result = { won-by } ({ $scores })
# Worded as in English: joined by an en dash.
scores = { $first }–{ $next }
tile-game-in-progress = Rozehraná · Na tahu: { $name } · { $scores }

## Saving.

unreadable-saves = Některá uložená data nelze přečíst
unreadable-help = Každý záznam si můžete stáhnout, abyste ho opravili nebo poslali s žádostí o pomoc. Zůstane tu beze změny, dokud ho nesmažete.
download-data = Stáhnout
# $reason is one of the read-error- messages.
unreadable-save = Záznam „{ $key }“ nelze přečíst ({ $reason }). Jeho data zůstávají beze změny uložena pod klíčem „{ $kept }“.
storage-unavailable = Tento prohlížeč Gameshelf nedovoluje nic ukládat, takže se tato hra neukládá. Hrát můžete dál.
storage-full = Úložiště prohlížeče je plné, takže se tato hra neukládá. Hrát můžete dál; místo uvolníte smazáním starých her.
new-game-not-kept-full = Úložiště prohlížeče je plné, takže by se nová hra neuložila a po zavření nebo znovunačtení stránky by se ztratila. Místo uvolníte smazáním starých her; chcete-li si je ponechat, nejdřív je vyexportujte.
new-game-not-kept-unavailable = Tento prohlížeč Gameshelf nedovoluje nic ukládat, takže by se nová hra neuložila a po zavření nebo znovunačtení stránky by se ztratila.
game-not-found = Tato hra v tomto zařízení není.
screen-not-loaded = Obrazovku této hry se nepodařilo načíst. Zkontrolujte připojení a zkuste to znovu: vaše hra je v bezpečí.
page-not-loaded = Tuto stránku se nepodařilo načíst. Zkontrolujte připojení a zkuste to znovu.
screen-loading = Načítám hru…
library-loading = Načítám uložené hry…
library-not-loaded = Uložené hry se nepodařilo zobrazit. Zkontrolujte připojení a zkuste to znovu: vaše hry jsou v bezpečí.
robot-not-loaded = Část stránky, která čte odpovědi robotů, nedorazila. Zkontrolujte připojení a zkuste to znovu.
robots-loading = Načítám roboty…
robots-not-loaded = Nastavení robotů nedorazilo: roboti hrají dál. Zkontrolujte připojení a zkuste to znovu.
part-loading = Načítám…
part-not-loaded = Tato část stránky nedorazila. Zkontrolujte připojení a zkuste to znovu.
try-again = Zkusit znovu
# $language is the language's name in itself.
language-not-loaded = Jazyk „{ $language }“ se nepodařilo načíst. Zkontrolujte připojení a zkuste to znovu.
save-unreadable = Tuto hru nelze přečíst: { $reason }.
open-in-another-tab = Tato hra je otevřená v jiné kartě. Zvolte „Pokračovat zde“ a hrajte v této: druhá karta ji přestane ukládat.
taken-over-by-another-tab = Tato hra pokračuje v jiné kartě, která ji teď ukládá. Zvolte „Pokračovat zde“ a vezměte si ji zpět i s tahy, které se tam odehrály.
continue-here = Pokračovat zde

## Why a save or an imported file cannot be read, as a clause.

read-error-malformed = nejde o záznam hry: { $detail }
read-error-format = záznam je ve formátu { $version }, který tato verze neumí přečíst
read-error-wrong-game = jde o záznam jiné hry ({ $title })
read-error-setup = nastavení hry není platné: { $problem }
# $reason is why the rules refuse the move, or what is wrong with its notation.
read-error-move = tah { $number } ({ $move }): { $reason }
read-error-name-too-long = jméno { $seat }. hráče má { $chars } znaků, smí jich však mít nejvýše { $limit }
read-error-title-too-long = název hry má { $chars } znaků, smí jich však mít nejvýše { $limit }

# Proč nastavení nemůže začít hru: $problem zprávy read-error-setup.
setup-seats = { $players ->
    [one] { $players } hráč ji nemůže hrát
    [few] { $players } hráči ji nemohou hrát
   *[other] { $players } hráčů ji nemůže hrát
}
setup-partners = jen ve hře čtyř hráčů mohou partneři táhnout hned po sobě
setup-clock = hodiny mají 1 až 180 minut
setup-move-limit = limit 0 tahů by hru ukončil dřív, než začne
setup-hand-set = ručně postavená pozice je pro dva hráče
setup-cover-blank = zaplňování mřížky se hraje na prázdné mřížce 17×17
setup-position = pozice, kterou kopie začíná, není možná
setup-resigned = zaznamenané vzdání není možné

## The library.

export = Exportovat
export-all = Exportovat vše
duplicate = Duplikovat
rename = Přejmenovat
game-title = Název této hry
save-name = Uložit název
deleted-titled = Smazáno: „{ $title }“.
deleted-game = Smazáno: { $title } · { $players }.
filter-game = Filtrovat podle hry
filter-state = Filtrovat podle stavu
all-games = Všechny hry
any-state = Rozehraná i dokončená
finished = Dokončená
no-games-match = Těmto filtrům neodpovídá žádná uložená hra.
storage-persistent = Tento prohlížeč uložené hry zachová, i když bude docházet místo.
storage-not-persistent = Když bude docházet místo, může tento prohlížeč uložené hry smazat: občas si exportujte zálohu.
import-title = Importovat hry
import-help = Načtěte hru nebo zálohu exportovanou z Gameshelf: vyberte její soubor, přetáhněte ho na uložené hry nebo vložte jeho text. Hra, kterou už máte, se neimportuje dvakrát: je-li tu uložená v dřívějším tahu, doplní se o tahy ze souboru; každá jiná hra přibude jako nová.
choose-file = Vybrat soubor…
paste-record = Nebo vložte záznam hry či zálohu
import = Importovat
imported = Importováno: { $title } · { $players }.
# What an import did with a game already in the library (`imported` when it was new): brought a
# save of it up to the file's later moves, or nothing, the save being as far or further.
imported-updated = Aktualizováno: { $title } · { $players }, o pozdější tahy ze souboru.
imported-already-there = { $title } · { $players } už je mezi uloženými hrami, stejně daleko jako v souboru: nic se neimportovalo.
# What a backup restored: each count that is not 0 of `restored-new`, `restored-updated` and
# `restored-already-there`, listed as names are; or every game there already; or none at all.
restored = Ze zálohy: { $counts }.
restored-new = { $count ->
    [one] { $count } nová hra
    [few] { $count } nové hry
   *[other] { $count } nových her
}
restored-updated = { $count ->
    [one] { $count } hra doplněná o pozdější tahy
    [few] { $count } hry doplněné o pozdější tahy
   *[other] { $count } her doplněných o pozdější tahy
}
restored-already-there = { $count ->
    [one] { $count } hra už mezi uloženými hrami
    [few] { $count } hry už mezi uloženými hrami
   *[other] { $count } her už mezi uloženými hrami
}
restored-all-there = { $count ->
    [one] Nic nového: hra z této zálohy už je mezi uloženými hrami.
    [few] Nic nového: všechny { $count } hry z této zálohy už jsou mezi uloženými hrami.
   *[other] Nic nového: všech { $count } her z této zálohy už je mezi uloženými hrami.
}
restored-nothing = Ze zálohy se neobnovila žádná hra.
restore-refused = Hru č. { $number } ze zálohy se nepodařilo obnovit: { $reason }.
restore-stopped-full = { $left ->
    [one] Další { $left } hru
    [few] Další { $left } hry
   *[other] Dalších { $left } her
} se nepodařilo uložit: úložiště prohlížeče je plné.
restore-stopped-unavailable = { $left ->
    [one] Další { $left } hru
    [few] Další { $left } hry
   *[other] Dalších { $left } her
} se nepodařilo uložit: prohlížeč Gameshelf nedovoluje nic ukládat.
not-imported = Nic se neimportovalo: { $reason }.
not-imported-backup-version = Nic se neimportovalo: tato záloha je ve formátu zálohy { $version }, který tato verze neumí přečíst.
not-imported-backup-malformed = Nic se neimportovalo: seznam her v této záloze nelze přečíst ({ $detail }).
not-imported-full = Nic se neimportovalo: úložiště prohlížeče je plné. Místo uvolníte smazáním starých her.
not-imported-unavailable = Nic se neimportovalo: tento prohlížeč Gameshelf nedovoluje nic ukládat.
file-unreadable = Nic se neimportovalo: soubor „{ $name }“ nelze přečíst.

## Sharing a game as a link.

share = Sdílet
share-title = Sdílet tuto hru
share-help = Kdo tento odkaz otevře, uvidí hru a může pokračovat v její kopii. Hra je uložená přímo v odkazu: žádný server ji neuchovává.
copy-link = Kopírovat odkaz
link-copied = Zkopírováno: odkaz je ve schránce.
# $reason is the browser's, in its own words.
copy-failed = Kopírování se nezdařilo ({ $reason }). Označte odkaz a zkopírujte si ho sami.
share-via = Sdílet…
share-failed = Sdílení se nezdařilo ({ $reason }). Zkopírujte raději odkaz.
share-making = Vytvářím odkaz…
share-not-loaded = Odkaz se nepodařilo vytvořit: část stránky nedorazila. Zkontrolujte připojení a zkuste to znovu.
share-link-failed = Tento prohlížeč nedokázal odkaz vytvořit. Exportujte raději hru do souboru.
export-not-loaded = Soubor se nepodařilo vytvořit: část stránky nedorazila. Zkontrolujte připojení a zkuste to znovu.
# $link is yes for a link, no for a file; $what is the game's -reveals message.
reveals-hidden = Tato hra ještě neskončila: { $link ->
    [yes] tento odkaz
   *[no] tento soubor
} prozradí { $what }. Předejte ho jen tomu, kdo to všechno smí vidět.
export-in-progress = Exportovat rozehranou hru
# "Export all" of saves that give away what players may not see yet: the warning's title, its
# first line, one line for each game (its $title) with $count tile games in progress, saying
# what the backup reveals of them ($what, the game's `-reveals` message), and the advice.
backup-title = Exportovat zálohu všech her
backup-reveals = Tato záloha prozradí, co hráči ještě nesmějí vidět:
backup-reveals-hidden = { $title }, { $count ->
    [one] { $count } rozehraná hra
    [few] { $count } rozehrané hry
   *[other] { $count } rozehraných her
}: { $what }
backup-reveals-advice = Předejte ji jen tomu, kdo to všechno smí vidět.
backup-keys = { $count ->
        [one] Jedna hra se tu hraje na dálku. Záloha může obsahovat klíče tohoto zařízení k ní: kdo je má, hraje za vaše místo, takovou zálohu si proto nechte pro sebe.
        [few] { $count } hry se tu hrají na dálku. Záloha může obsahovat klíče tohoto zařízení k nim: kdo je má, hraje za vaše místa, takovou zálohu si proto nechte pro sebe.
       *[other] { $count } her se tu hraje na dálku. Záloha může obsahovat klíče tohoto zařízení k nim: kdo je má, hraje za vaše místa, takovou zálohu si proto nechte pro sebe.
    }
export-with-keys = Exportovat s klíči
export-without-keys = Exportovat bez klíčů
share-reading = Načítám sdílenou hru…
share-link-broken = Tento odkaz neobsahuje hru: možná se při kopírování zkrátil.
shared-game-title = Sdílená hra
continue-as-copy = Pokračovat zde v kopii
at-a-distance-your-move = Na dálku · jste na tahu
at-a-distance = Na dálku
# A tile game at a distance in the library: while its tiles (Addique's pieces) are dealt, and
# once it is over, while the racks left are revealed to be counted (Abaku's).
being-dealt-tiles = Kameny se rozdávají
being-dealt-pieces = Dílky se rozdávají
racks-being-revealed = Hra skončila · zbylé stojánky se odkrývají
results-unverified = { $line } · neověřeno, dokud se nezkontroluje rozdání
results-void = Hra skončila · kontrola rozdání selhala: výsledky jsou neplatné
# The new-game form's part for a game played at a distance: its title, its switch, the heading
# of the choice of the seat this device plays, and what such a game leaves out. $clock is yes
# for a game whose form offers a clock.
remote-form-title = Hrát na dálku
remote-form-invite = Pozvat ostatní hráče, ať hrají na svých zařízeních
remote-form-seat = Na tomto zařízení hraje
remote-form-note = Každý tah se podepíše na zařízení svého hráče a pošle se jako odkaz, jakoukoli aplikací na zprávy nebo e-mailem. { $clock ->
    [yes] Hra na dálku se hraje bez časového limitu, bez nápovědy a bez vracení tahů. Robot zvolený pro místo ho hraje na tomto zařízení.
   *[no] Hra na dálku se hraje bez nápovědy a bez vracení tahů. Robot zvolený pro místo ho hraje na tomto zařízení.
}
remote-form-nobody-invited = Pozvěte aspoň jednoho hráče: všechna místa se hrají na tomto zařízení.
remote-form-several = Vyberte každé místo hrané na tomto zařízení; ostatní budou pozváni.
# A tile game's form, under the switch.
remote-form-dealt = Kameny se rozdávají tak, aby žádné zařízení nevidělo stojánek jiného hráče.
remote-form-dealt-pieces = Dílky se rozdávají tak, aby žádné zařízení nevidělo dílky v ruce jiného hráče.
# The title of the page on a device's keys in remote play, and the button that opens it.
remote-keys-title = Klíče hry na dálku

## Offline and updates; the language and theme, on every screen.

update-ready = Aktualizace připravena:
apply-update = Načíst znovu
preferences = Jazyk a vzhled
menu = Nabídka
language = Jazyk
theme-title = Vzhled
theme-system = Podle systému
theme-light = Světlý
theme-dark = Tmavý

## Abalone's study tools, where the shelf, the library and a shared game open them.

set-up-position = Sestavit pozici
analyse-position = Analyzovat tuto pozici
analyse-game = Analyzovat tuto partii
fen-title = Pozice (FEN)

## Keyboard and screen readers: Abaku and Summy.

hint-laid = Nápověda položena: { $tiles }.
announce-placed = { $name }: { $tiles } za { points }. Na tahu: { $next }.
announce-placed-last = { $name }: { $tiles } za { points }.
