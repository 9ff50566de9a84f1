### What the app says on the shelf, in the library, in the new-game forms and around every
### game, in German: compiled into the language's chunk of words, which arrives before
### anything is said in the language. Each message is a `Msg` (src/i18n/wording.rs says which).
###
### A message that a language rightly words as English does (a name, a loanword) says so in a
### comment just above it that contains "as in English": the tests take any other for a message
### left untranslated.

list-and = { $first } und { $last }

# Worded as in English: the app's name.
app-name = Gameshelf
tagline = Brettspiele für einen Bildschirm – jeder Zug wird gespeichert.
shelf = Das Regal
new-game = Neue Partie
saved-games = Gespeicherte Partien
no-saved-games = Noch keine gespeicherten Partien. Beginne eine im Regal.
resume = Fortsetzen
review = Ansehen
delete = Löschen
in-progress = Laufend
# $count moves played.
move-count = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}
to-move-named = { $name } ist am Zug
# $names the winners, listed; $count how many they are.
won-by = { $count ->
    [one] { $names } hat gewonnen
   *[other] { $names } haben gewonnen
}
# $players the players, joined two by two by `versus`.
# Worded as in English: only the joined players.
players = { $players }
versus = { $first } gegen { $next }
# $date as the browser writes dates in the language.
last-played = Zuletzt gespielt: { $date }

## The new-game forms.

layout = Startaufstellung
# Worded as in English: the same word in German.
layout-standard = Standard
layout-belgian-daisy = Belgisches Gänse­blümchen
layout-german-daisy = Deutsches Gänse­blümchen
layout-dutch-daisy = Hollän­disches Gänse­blümchen
layout-swiss-daisy = Schweizer Gänse­blümchen
layout-alien-attack = Alien-Angriff
layout-the-wall = Die Mauer
layout-checkerboard = Schachbrett
layout-star = Stern
layout-duel = Duell
layout-snakes = Schlangen
# Worded as in English: a mountain's name.
layout-fujiyama = Fujiyama
layout-domination = Vorherr­schaft
layout-infiltration = Unter­wanderung
layout-face-to-face = Auge in Auge
layout-three-players = Drei Spieler
layout-four-players = Vier Spieler
players-heading = Spieler
# An Abalone seat's colour: $seat is black, white, blue or red.
seat-colour = { $seat ->
    [black] Schwarz
    [white] Weiß
    [blue] Blau
   *[red] Rot
}
# An Abalone player's name when the form's field is left empty.
player-name = Spieler { seat-colour }
start-game = Partie starten
back = Zurück
home = Regal
undo = Rückgängig
undo-laid-tiles = Gelegte Steine zurücknehmen
undo-laid-piece = Gewählte Spielmarke zurücknehmen
redo = Wiederholen
# Who plays a seat: a person, or a robot of a level.
seat-person = Mensch
# $level is easy, medium or strong.
robot-level = { $level ->
    [easy] leicht
    [medium] mittel
   *[strong] stark
}
seat-robot = Roboter · { robot-level }
# A robot's name when the form's name field is left empty: its seat's number and its level.
robot-name = Roboter { $seat } ({ robot-level })

## The robots.

robots = Roboter
robot-thinking = { $name } denkt nach…
robot-unavailable = Die Roboter konnten in diesem Browser nicht gestartet werden.
# The robots' worker was stuck on a request far past its time: it was replaced by a new one.
robot-restarted = Der Roboter hat weit über seine Zeit hinaus nachgedacht und wurde gestoppt; ein neuer ist bereit. Versuche es noch einmal.
# $why is the browser's reason, in its own words.
robot-failed = Der Roboter konnte keinen Zug wählen: { $why }
# Worded as in English: the same word in German.
pause = Pause
watch-speed = Tempo
speed-slow = Langsam
# Worded as in English: the same word in German.
speed-normal = Normal
speed-fast = Schnell
robot-time = Roboter-Bedenkzeit pro Zug
# $seconds, whole or with tenths.
seconds = { $seconds } s
hint-thinking = Suche den besten Zug…
# $tiles the tiles to exchange, as their faces show them.
hint-exchange = Tipp: Anlegen lohnt sich nicht. Tausche die auf deinem Bänkchen ausgewählten Steine: { $tiles }.
hint-pass = Tipp: Du kannst nichts legen und nichts tauschen; passe.

## Reviewing a game with the robot.

review-title = Analyse mit dem Roboter
review-explained-points = Jeder deiner Züge neben der Wahl des starken Roboters an derselben Stelle und die Punkte, die beide bringen.
review-explained-marbles = Jeder deiner Züge neben der Wahl des starken Roboters an derselben Stelle und wie der Roboter beide bewertet, in Kugeln.
review-start = Partie analysieren
review-loading = Die Analyse wird geladen …
review-not-loaded = Die Analyse konnte nicht geladen werden. Prüfe die Verbindung und versuche es noch einmal.
review-pending = { $count ->
    [one] Der Roboter prüft noch { $count } Zug…
   *[other] Der Roboter prüft noch { $count } Züge…
}
review-player = Spieler
review-played = Gespielt
review-robot = Roboter
review-difference-points = vs. Roboter
review-difference-marbles = Änderung
# An evaluation in marbles pushed off: $marbles with two decimals; $loss is yes below zero.
# Worded as in English: only signs and the number.
marbles = { $loss ->
    [yes] −
   *[no] +
}{ $marbles }
# Worded as in English: only the number in brackets.
review-points = ({ $points })
review-forced-win = erzwungener Sieg
review-forced-loss = erzwungene Niederlage
review-show-turn = Die Stellung vor Zug { $turn } zeigen
review-step = Zug { $turn }: { $name }
review-step-played = Gespielt: { $played } – { $worth }
review-step-robot = Die Wahl des Roboters: { $best } – { $worth }
# A tile game's placement in words: $tiles lists each `tile-on-square`.
# Worded as in English: only the listed tiles.
move-laid = { $tiles }
tile-on-square = { $tile } auf { $square }
move-exchanged = { $count ->
    [one] { $count } Stein getauscht
   *[other] { $count } Steine getauscht
}
move-passed = gepasst

## Around a game.

rules = Regeln
how-to-play = So wird gespielt
close = Schließen
moves = Züge
no-moves-yet = Schwarz beginnt.
draw = Unentschieden
settings = Einstellungen
first-move = Anfangsstellung
previous-move = Vorheriger Zug
next-move = Nächster Zug
last-move = Aktuelle Stellung
viewing-move = Ansicht: Zug { $ply } von { $total }
# $rule is one of the abalone-rule- messages.
illegal = Nicht erlaubt: { $rule }.
# A game's title, and $game its key (abaku, abalone, addique, summy), for words that change
# with the name.
rules-title = Regeln von { $title }
rules-loading = Die Regeln werden geladen …
rules-not-loaded = Die Regeln konnten nicht geladen werden. Prüfe die Verbindung und versuche es noch einmal.
player-number = Spieler { $number }
# Abaku's joker.
# Worded as in English: the same word in German.
joker = Joker
cancel = Abbrechen
hint = Tipp
# An equation's readings, joined by `readings-or`.
# Worded as in English: only the joined readings.
readings = { $readings }
readings-or = { $first } oder { $next }
points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
# One round of the start draw: each player's draw (`draw-number`, or `draw-again` after tiles
# that are no digit and are drawn again), joined by `draws`; after a tie for the lowest ($tie),
# the names of those who draw again ($tied).
start-draw-round = { $draws }.{ $tie ->
    [yes] {" "}Gleichstand: { $tied } ziehen erneut.
   *[no] {""}
}
# Worded as in English: joined by a semicolon.
draws = { $first }; { $next }
draw-number = { $name } zog { $number }
# $redrawn lists the tiles drawn first ($count of them): Abaku's `drawn-joker`, a Summy
# operator's or the = sign's `drawn-face`.
draw-again = { $name } zog { $redrawn } ({ $count ->
    [one] keine Ziffer
   *[other] keine Ziffern
}: zog erneut), dann { $number }
drawn-joker = den Joker
# Worded as in English: the tile's face.
drawn-face = { $face }
# Each player's `hint-count`, joined by `hint-counts-joined`.
hint-counts = Tipps: { $counts }
# Worded as in English: joined by a middle dot.
hint-counts-joined = { $first } · { $next }
# Worded as in English: the name and the count.
hint-count = { $name } { $count }
points-heading = Punkte
# A score's change: $sign is plus, minus or zero, and $value has no sign.
# Worded as in English: only signs and the number.
signed = { $sign ->
    [plus] +{ $value }
    [minus] −{ $value }
   *[zero] 0
}
tile-game-winners = { $count ->
    [one] { $names } gewinnt mit { $score }
   *[other] { $names } teilen sich Platz 1 mit { $score }
}
solo-final-score = Endstand: { $score }
total = Gesamt
# One kind of unseen tile and how many of it.
# Worded as in English: the kind, a no-break space and the count.
unseen-kind = { $kind } ×{ $count }
show-turn = Das Brett nach Zug { $turn } zeigen
# A finished tile game in the library: the winners, and the scores joined by `scores`.
tile-game-result = { $count ->
    [one] { $names } hat { $scores } gewonnen
   *[other] { $names } haben { $scores } gewonnen
}
# Worded as in English: joined by an en dash.
scores = { $first }–{ $next }
tile-game-in-progress = Laufend · { $name } ist am Zug · { $scores }

## Saving.

unreadable-saves = Einige gespeicherte Daten konnten nicht gelesen werden
unreadable-help = Du kannst jeden Spielstand herunterladen, um ihn zu reparieren oder mit der Bitte um Hilfe einzusenden. Er bleibt unverändert hier, bis du ihn löschst.
download-data = Herunterladen
# $reason is one of the read-error- messages.
unreadable-save = Der Spielstand „{ $key }“ konnte nicht gelesen werden: { $reason }. Seine Daten bleiben unverändert unter „{ $kept }“ erhalten.
storage-unavailable = Dieser Browser lässt Gameshelf nichts speichern, daher wird diese Partie nicht gespeichert. Du kannst weiterspielen.
storage-full = Der Speicher des Browsers ist voll, daher wird diese Partie nicht gespeichert. Du kannst weiterspielen; lösche alte Partien, um Platz zu schaffen.
new-game-not-kept-full = Der Speicher des Browsers ist voll, daher würde eine neue Partie nicht gespeichert und ginge verloren, sobald diese Seite geschlossen oder neu geladen wird. Schaffe Platz, indem du alte Partien löschst; exportiere sie vorher, um eine Kopie zu behalten.
new-game-not-kept-unavailable = Dieser Browser lässt Gameshelf nichts speichern, daher würde eine neue Partie nicht gespeichert und ginge verloren, sobald diese Seite geschlossen oder neu geladen wird.
game-not-found = Diese Partie ist nicht auf diesem Gerät.
screen-not-loaded = Der Bildschirm dieses Spiels konnte nicht geladen werden. Prüfe die Verbindung und versuche es noch einmal: deine Partie ist sicher.
page-not-loaded = Diese Seite konnte nicht geladen werden. Prüfe die Verbindung und versuche es noch einmal.
screen-loading = Das Spiel wird geladen …
library-loading = Deine gespeicherten Partien werden geladen …
library-not-loaded = Deine gespeicherten Partien konnten nicht angezeigt werden. Prüfe die Verbindung und versuche es noch einmal: deine Partien sind sicher.
robot-not-loaded = Der Teil der Seite, der die Antworten der Roboter liest, ist nicht angekommen. Prüfe die Verbindung und versuche es noch einmal.
robots-loading = Die Roboter werden geladen …
robots-not-loaded = Die Einstellungen der Roboter sind nicht angekommen: Die Roboter spielen weiter. Prüfe die Verbindung und versuche es noch einmal.
part-loading = Wird geladen …
part-not-loaded = Dieser Teil der Seite ist nicht angekommen. Prüfe die Verbindung und versuche es noch einmal.
try-again = Noch einmal versuchen
# $language is the language's name in itself.
language-not-loaded = Die Sprache „{ $language }“ konnte nicht geladen werden. Prüfe die Verbindung und versuche es noch einmal.
save-unreadable = Diese Partie konnte nicht gelesen werden: { $reason }.
open-in-another-tab = Diese Partie ist in einem anderen Tab geöffnet. Wähle „Hier weiterspielen“, um sie in diesem Tab zu spielen: Der andere Tab speichert sie dann nicht mehr.
taken-over-by-another-tab = Diese Partie geht in einem anderen Tab weiter, der sie jetzt speichert. Wähle „Hier weiterspielen“, um sie samt den dort gespielten Zügen zurückzuholen.
continue-here = Hier weiterspielen

## Why a save or an imported file cannot be read, as a clause.

read-error-malformed = Das ist keine Partieaufzeichnung: { $detail }
read-error-format = Diese Version kann das Format { $version } nicht lesen
read-error-wrong-game = Das ist die Aufzeichnung eines anderen Spiels ({ $title })
read-error-setup = Der Spielaufbau ist ungültig: { $problem }
# $reason is why the rules refuse the move, or what is wrong with its notation.
read-error-move = Zug { $number } ({ $move }): { $reason }
read-error-name-too-long = Der Name von Spieler { $seat } ist { $chars } Zeichen lang, erlaubt sind höchstens { $limit }
read-error-title-too-long = Der Name der Partie ist { $chars } Zeichen lang, erlaubt sind höchstens { $limit }

# Warum ein Spielaufbau keine Partie beginnen kann: $problem von read-error-setup.
setup-seats = { $players ->
    [one] { $players } Spieler kann damit nicht spielen
   *[other] { $players } Spieler können damit nicht spielen
}
setup-partners = nur im Spiel zu viert dürfen Partner direkt nacheinander ziehen
setup-clock = eine Uhr läuft 1 bis 180 Minuten
setup-move-limit = ein Zuglimit von 0 würde die Partie vor ihrem Beginn beenden
setup-hand-set = eine von Hand aufgestellte Stellung ist für zwei Spieler
setup-cover-blank = das Füllen des Rasters wird auf dem leeren 17×17-Raster gespielt
setup-position = die Stellung, mit der die Kopie beginnt, ist nicht möglich
setup-resigned = die verzeichnete Aufgabe ist nicht möglich

## The library.

export = Exportieren
export-all = Alle exportieren
duplicate = Duplizieren
rename = Umbenennen
game-title = Name dieser Partie
save-name = Name speichern
deleted-titled = Gelöscht: „{ $title }“.
deleted-game = Gelöscht: { $title } · { $players }.
filter-game = Nach Spiel filtern
filter-state = Nach Stand filtern
all-games = Alle Spiele
any-state = Laufend oder beendet
finished = Beendet
no-games-match = Keine gespeicherte Partie passt zu diesen Filtern.
storage-persistent = Dieser Browser behält deine gespeicherten Partien, auch wenn der Speicherplatz knapp wird.
storage-not-persistent = Dieser Browser löscht gespeicherte Partien womöglich, wenn der Speicherplatz knapp wird: Exportiere ab und zu eine Sicherung.
import-title = Partien importieren
import-help = Hole eine Partie oder eine Sicherung herein, die aus Gameshelf exportiert wurde: Wähle ihre Datei, zieh sie auf deine gespeicherten Partien oder füge ihren Text ein. Eine Partie, die du schon hast, wird nicht doppelt importiert: Ist sie hier bei einem früheren Zug gespeichert, kommt sie auf den Stand der Datei; jede andere Partie kommt als neuer Spielstand hinzu.
choose-file = Datei wählen…
paste-record = Oder eine Partieaufzeichnung oder Sicherung einfügen
import = Importieren
imported = Importiert: { $title } · { $players }.
# What an import did with a game already in the library (`imported` when it was new): brought a
# save of it up to the file's later moves, or nothing, the save being as far or further.
imported-updated = Aktualisiert: { $title } · { $players }, mit den späteren Zügen aus der Datei.
imported-already-there = { $title } · { $players } ist schon in deinen gespeicherten Partien, so weit wie in der Datei: Nichts wurde importiert.
# What a backup restored: each count that is not 0 of `restored-new`, `restored-updated` and
# `restored-already-there`, listed as names are; or every game there already; or none at all.
restored = Aus der Sicherung: { $counts }.
restored-new = { $count ->
    [one] { $count } neue Partie
   *[other] { $count } neue Partien
}
restored-updated = { $count ->
    [one] { $count } Partie auf ihre späteren Züge gebracht
   *[other] { $count } Partien auf ihre späteren Züge gebracht
}
restored-already-there = { $count ->
    [one] { $count } Partie schon in deinen gespeicherten Partien
   *[other] { $count } Partien schon in deinen gespeicherten Partien
}
restored-all-there = { $count ->
    [one] Nichts Neues: Die Partie dieser Sicherung ist schon in deinen gespeicherten Partien.
   *[other] Nichts Neues: Alle { $count } Partien dieser Sicherung sind schon in deinen gespeicherten Partien.
}
restored-nothing = Aus der Sicherung wurde keine Partie wiederhergestellt.
restore-refused = Partie { $number } der Sicherung wurde nicht wiederhergestellt: { $reason }.
restore-stopped-full = { $left ->
    [one] { $left } weitere Partie konnte nicht gespeichert werden: Der Speicher des Browsers ist voll.
   *[other] { $left } weitere Partien konnten nicht gespeichert werden: Der Speicher des Browsers ist voll.
}
restore-stopped-unavailable = { $left ->
    [one] { $left } weitere Partie konnte nicht gespeichert werden: Der Browser lässt Gameshelf nichts speichern.
   *[other] { $left } weitere Partien konnten nicht gespeichert werden: Der Browser lässt Gameshelf nichts speichern.
}
not-imported = Es wurde nichts importiert: { $reason }.
not-imported-backup-version = Es wurde nichts importiert: Diese Sicherung hat das Sicherungsformat { $version }, das diese Version nicht lesen kann.
not-imported-backup-malformed = Es wurde nichts importiert: Die Partienliste dieser Sicherung ist nicht lesbar ({ $detail }).
not-imported-full = Es wurde nichts importiert: Der Speicher des Browsers ist voll. Lösche alte Partien, um Platz zu schaffen.
not-imported-unavailable = Es wurde nichts importiert: Dieser Browser lässt Gameshelf nichts speichern.
file-unreadable = Es wurde nichts importiert: Die Datei „{ $name }“ konnte nicht gelesen werden.

## Sharing a game as a link.

share = Teilen
share-title = Diese Partie teilen
share-help = Wer diesen Link öffnet, sieht die Partie und kann mit einer Kopie davon weiterspielen. Die Partie steckt im Link selbst: Kein Server bewahrt sie auf.
copy-link = Link kopieren
link-copied = Kopiert: Der Link liegt in der Zwischenablage.
# $reason is the browser's, in its own words.
copy-failed = Kopieren nicht möglich ({ $reason }). Markiere den Link und kopiere ihn selbst.
share-via = Teilen…
share-failed = Teilen nicht möglich ({ $reason }). Kopiere stattdessen den Link.
share-making = Der Link wird erstellt …
share-not-loaded = Der Link konnte nicht erstellt werden: Ein Teil der Seite ist nicht angekommen. Prüfe die Verbindung und versuche es noch einmal.
share-link-failed = Dieser Browser konnte den Link nicht erstellen. Exportiere die Partie stattdessen als Datei.
export-not-loaded = Die Datei konnte nicht erstellt werden: Ein Teil der Seite ist nicht angekommen. Prüfe die Verbindung und versuche es noch einmal.
# $link is yes for a link, no for a file; $what is the game's -reveals message.
reveals-hidden = Diese Partie läuft noch: { $link ->
    [yes] Dieser Link
   *[no] Diese Datei
} verrät { $what }. Gib { $link ->
    [yes] ihn
   *[no] sie
} nur jemandem, der all das sehen darf.
export-in-progress = Laufende Partie exportieren
# "Export all" of saves that give away what players may not see yet: the warning's title, its
# first line, one line for each game (its $title) with $count tile games in progress, saying
# what the backup reveals of them ($what, the game's `-reveals` message), and the advice.
backup-title = Sicherung aller Partien exportieren
backup-reveals = Diese Sicherung verrät, was die Spieler noch nicht sehen dürfen:
backup-reveals-hidden = { $title }, { $count ->
    [one] { $count } laufende Partie
   *[other] { $count } laufende Partien
}: { $what }
backup-reveals-advice = Gib sie nur jemandem, der alles sehen darf.
backup-keys = { $count ->
        [one] Ein Spiel hier wird aus der Ferne gespielt. Die Sicherung kann die Schlüssel dieses Geräts dafür enthalten: Wer sie hat, spielt deinen Platz, also behalte eine solche Sicherung für dich.
       *[other] { $count } Spiele hier werden aus der Ferne gespielt. Die Sicherung kann die Schlüssel dieses Geräts dafür enthalten: Wer sie hat, spielt deine Plätze, also behalte eine solche Sicherung für dich.
    }
export-with-keys = Mit den Schlüsseln exportieren
export-without-keys = Ohne die Schlüssel exportieren
share-reading = Die geteilte Partie wird gelesen…
share-link-broken = Dieser Link enthält keine Partie: Vielleicht wurde er beim Kopieren abgeschnitten.
shared-game-title = Eine geteilte Partie
continue-as-copy = Hier als Kopie weiterspielen
at-a-distance-your-move = Aus der Ferne · du bist am Zug
at-a-distance = Aus der Ferne
# A tile game at a distance in the library: while its tiles (Addique's pieces) are dealt, and
# once it is over, while the racks left are revealed to be counted (Abaku's).
being-dealt-tiles = Die Steine werden ausgeteilt
being-dealt-pieces = Die Spielmarken werden ausgeteilt
racks-being-revealed = Spiel vorbei · die übrigen Bänkchen werden aufgedeckt
results-unverified = { $line } · unbestätigt, bis das Austeilen geprüft ist
results-void = Spiel vorbei · die Prüfung des Austeilens ist gescheitert: Das Ergebnis ist ungültig
# The new-game form's part for a game played at a distance: its title, its switch, the heading
# of the choice of the seat this device plays, and what such a game leaves out. $clock is yes
# for a game whose form offers a clock.
remote-form-title = Aus der Ferne spielen
remote-form-invite = Die anderen Spieler einladen, auf ihren eigenen Geräten zu spielen
remote-form-seat = Auf diesem Gerät spielt
remote-form-note = Jeder Zug wird auf dem Gerät seines Spielers signiert und als Link verschickt, per Messenger oder E-Mail. { $clock ->
    [yes] Eine Partie aus der Ferne hat keine Bedenkzeit, keine Tipps und kein „Rückgängig“. Ein Roboter, der für einen Platz gewählt ist, spielt ihn auf diesem Gerät.
   *[no] Eine Partie aus der Ferne hat keine Tipps und kein „Rückgängig“. Ein Roboter, der für einen Platz gewählt ist, spielt ihn auf diesem Gerät.
}
remote-form-nobody-invited = Lade mindestens einen Spieler ein: Alle Plätze werden auf diesem Gerät gespielt.
remote-form-several = Wähle jeden Platz, der auf diesem Gerät gespielt wird; die anderen werden eingeladen.
# A tile game's form, under the switch.
remote-form-dealt = Die Steine werden so ausgeteilt, dass kein Gerät das Bänkchen eines anderen Spielers sehen kann.
remote-form-dealt-pieces = Die Spielmarken werden so ausgeteilt, dass kein Gerät die Hand eines anderen Spielers sehen kann.
# The title of the page on a device's keys in remote play, and the button that opens it.
remote-keys-title = Schlüssel einer Partie aus der Ferne

## Offline and updates; the language and theme, on every screen.

update-ready = Neue Version bereit:
apply-update = Neu laden
preferences = Sprache und Farbschema
menu = Menü
language = Sprache
theme-title = Farbschema
theme-system = Wie das System
theme-light = Hell
theme-dark = Dunkel

## Abalone's study tools, where the shelf, the library and a shared game open them.

set-up-position = Stellung aufbauen
analyse-position = Diese Stellung analysieren
analyse-game = Diese Partie analysieren
fen-title = Stellung (FEN)

## Keyboard and screen readers: Abaku and Summy.

hint-laid = Tipp gelegt: { $tiles }.
announce-placed = { $name } legt { $tiles } für { points }. { $next } ist am Zug.
announce-placed-last = { $name } legt { $tiles } für { points }.
