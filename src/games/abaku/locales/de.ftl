### Abaku's words in German.
### The rules page: one paragraph per line.

abaku-rules =
    Bilde Gleichungen aus Ziffernsteinen. Es gibt keine Steine mit Rechenzeichen: Sag die Gleichung an, wenn du sie legst. Eine Folge von Ziffern, von links nach rechts oder von oben nach unten gelesen, ist eine Gleichung, wenn sie sich in Zahlen der Form a + b = c, a − b = c, a × b = c, a : b = c (ohne Rest), a² = c, a³ = c, √a = c oder ∛a = c aufteilen lässt. Das Ergebnis steht immer am Ende: 1 2 4 3 ist 12 : 4 = 3, 7 4 9 ist 7² = 49, 9 3 ist √9 = 3.
    @forms Eine Zahl und ihr Ergebnis: 7 4 9 ist 7² = 49, 2 8 ist 2³ = 8, 9 3 ist √9 = 3 und 8 2 ist ∛8 = 2.
    Die Null steht nie allein: Sie ist weder Operand noch Ergebnis (5 − 5 = 0 ist keine Gleichung), kann aber in einer Zahl wie 10 oder 105 stehen. Keine Zahl beginnt mit 0.
    Im Beutel sind 100 Steine, zehn von jeder Ziffer (der Verlag nennt die Verteilung nicht; das ist unsere Annahme), und ein Joker. Jeder zieht einen Stein: Der niedrigste beginnt, bei Gleichstand wird neu gezogen. Ein Joker zählt dabei nicht als Zahl: Wer ihn zieht, zieht erneut. Die Steine kommen zurück in den Beutel, und jeder zieht fünf.
    Wenn du am Zug bist, legst du einen bis fünf Steine in eine Zeile oder Spalte. Zusammen mit den Steinen auf dem Brett zwischen ihnen bilden sie eine lückenlose Linie, und alle liegen innerhalb einer Gleichung dieser Linie. Die erste Gleichung besteht aus mindestens zwei Steinen und bedeckt das Startfeld ★. Spätere Steine müssen an die Steine auf dem Brett anschließen.
    Jeder neue Stein, der seitlich an einen Stein auf dem Brett grenzt, muss mit ihm eine Gleichung bilden. Seitlich heißt quer zur Linie der neuen Steine: Ein Stein auf dem Brett, der in ihrer eigenen Linie an sie grenzt, braucht keine Gleichung mit ihnen. Ein einzeln gelegter Stein muss in seiner Zeile oder Spalte eine Gleichung bilden; jede Linie, in der er eine bildet, ist seine eigene, und ein Stein auf dem Brett, der in einer anderen Linie an ihn grenzt, grenzt seitlich an. Eine Null braucht seitlich keine Gleichung, außer sie ist von mehreren neuen Steinen der einzige, der an das Brett grenzt.
    @sideways Seitlich: 1 2 3 wird in eine Zeile gelegt, unter die 9, die schon auf dem Brett liegt. Die 3 grenzt quer zur Zeile an die 9, also muss auch 9 3 eine Gleichung sein (√9 = 3), und beide zählen. 2 2 4 ginge dort nicht: 9 4 ist keine Gleichung.
    Jeder lückenlose Abschnitt einer Linie, der eine Gleichung ist und mindestens einen neuen Stein enthält, zählt: 1 2 3 4 zählt sowohl 1 + 2 = 3 als auch 12 : 3 = 4. Ein Abschnitt, der sich auf zwei Arten lesen lässt (4 2 2: 4 − 2 = 2 und 4 : 2 = 2), ist eine Gleichung.
    Jeder Stein jeder neuen Gleichung zählt 1 Punkt; mit „Jeder Stein zählt seine Ziffer“ zählt ein Stein so viel wie seine Ziffer. Ein Zahlbonus (2Z, 3Z) vervielfacht den Wert eines neuen Steins, der darauf gelegt wird; ein Gleichungsbonus (2G, 3G) vervielfacht jede Gleichung, die einen darauf gelegten neuen Stein enthält, und zwei solche Boni werden miteinander multipliziert. Auf dem klassischen Brett verdoppelt das Startfeld die erste Gleichung. Boni zählen nur in dem Zug, in dem ein Stein auf sie gelegt wird.
    Der Joker: Bestimme beim Legen, für welche Ziffer er steht. Er zählt nichts. Später darf jeder die echte Ziffer im Rahmen eines Zuges auf das Feld des Jokers legen: Der Joker kommt auf das Bänkchen dieses Spielers und darf sofort gelegt werden.
    Statt Steine zu legen, darfst du einen bis fünf Steine tauschen (im Beutel müssen mindestens so viele sein: Du ziehst zuerst, dann kommen deine zurück) oder passen. Im Solospiel beendet Passen das Spiel.
    Das Spiel endet, wenn der Beutel leer ist und ein Spieler seinen letzten Stein legt, wenn alle Spieler nacheinander passen oder wenn der Beutel leer ist und niemand mehr einen Stein legen kann. Jeder Spieler verliert den Wert der Steine, die noch auf seinem Bänkchen liegen (je 1, oder die Ziffer bei „Jeder Stein zählt seine Ziffer“; der Joker zählt 0); wer seinen letzten Stein gelegt hat, bekommt den Wert der Reststeine aller anderen dazu.
    Mit diagonalem Spiel dürfen Gleichungen auch entlang beider Diagonalen verlaufen, von links nach rechts gelesen. Eine Diagonale ist eine Linie wie eine Zeile oder Spalte: Ein Stein auf dem Brett, der diagonal an einen neuen Stein grenzt, grenzt seitlich an, außer diese Diagonale ist die eigene Linie der neuen Steine.
    Solo, Raster füllen: Spiele allein auf dem leeren 17×17-Raster und lass so wenige Felder leer wie möglich.
    Die Punkteliste führt jeden Zug mit seinen Gleichungen, Punkten und gelegten Steinen auf und markiert die Züge, in denen ein Tipp angezeigt wurde.
    Aufgeben (Aufgeben, zweimal getippt) beendet die Partie sofort: Wer aufgibt, wird Letzter, gleich wie die Punkte stehen, und die anderen werden nach ihren aktuellen Punkten gereiht; für die Steine auf den Bänkchen wird nichts gezählt. Aufgeben ist endgültig und lässt sich nicht zurücknehmen. Aus der Ferne gibt man in seinem eigenen Zug auf, und die Aufgabe ist der Link dieses Zugs.
    Ein Gerät für alle: Jedes Bänkchen bleibt hinter dem Übergabebildschirm verborgen, bis sein Spieler sagt, dass er das Gerät hält; die anderen am Tisch sehen es also nicht. Hat ein Spieler sein Bänkchen gezeigt, nimmt „Rückgängig“ nur die Steine zurück, die er in diesem Zug gelegt hat; den Zug davor (samt der Antwort eines Roboters danach) kann man nur auf dem Übergabebildschirm zurücknehmen, bevor der nächste Spieler sein Bänkchen zeigt. Ein Roboter sieht nur, was sein Platz sehen darf: das Brett, die Punktestände, sein eigenes Bänkchen und die Steine, die er nicht gesehen hat, ohne zu wissen, welche im Beutel und welche auf einem anderen Bänkchen liegen. Ein Spielstand, eine exportierte Datei oder ein geteilter Link einer laufenden Partie verrät jedes Bänkchen und die Reihenfolge im Beutel: Gib sie nur jemandem, der all das sehen darf.
    Partie aus der Ferne: Niemand hält den Beutel, also teilen ihn die Geräte gemeinsam aus, und jedes liest nur sein eigenes Bänkchen. Wer beginnt, entscheidet eine einzige offene Runde: Jeder deckt einen Stein auf, die niedrigste Ziffer beginnt, der Joker zählt nach jeder Ziffer, und einen Gleichstand entscheidet das Mischen; diese Steine werden danach offen beiseitegelegt und sind aus dem Spiel, statt in den Beutel zurückzukommen. Getauschte Steine werden verdeckt beiseitegelegt, statt in den Beutel zurückzukommen (im Beutel müssen trotzdem mindestens so viele sein). Der Joker bleibt sichtbar, sobald er gelegt ist: Zurückgenommen liegt er offen auf dem Bänkchen dessen, der ihn genommen hat. Ist der Beutel leer und kann niemand einen Stein legen, endet das Spiel, sobald alle nacheinander gepasst haben. Die Reststeine auf den Bänkchen werden abgezogen, sobald sie aufgedeckt sind, nachdem jedes Gerät am Ende das ganze Austeilen geprüft hat. Ein Roboter oder ein zweiter Spieler auf dem Gerät des Gastgebers spielt dort: Sein Bänkchen ist vor den anderen Geräten geheim, nicht vor dem, der dieses Gerät hält. Sobald alle beigetreten sind, lest einander die Sicherheitsnummern im Feld der Partie laut vor: Weichen sie ab, steht jemand zwischen euch.
    @keys Die Schlüssel dieses Geräts, und eine Partie, deren Schlüssel verloren sind

## The game's screen and its new-game form (src/games/abaku/words.rs).

# The new-game form: the kinds of game, the boards, the scoring and diagonal play.
abaku-mode-title = Spielart
abaku-mode-match = 2 bis 4 Spieler
abaku-mode-solo-score = Solo: höchste Punktzahl
abaku-mode-solo-cover = Solo: Raster füllen
abaku-board-title = Brett
abaku-board-classic = Klassisch 15×15, mit Bonusfeldern
abaku-board-blank = Leeres Raster 17×17
# Said instead of the choice of board: solo covering is played on the blank grid only.
abaku-cover-needs-blank = Gefüllt wird auf dem leeren 17×17-Raster: Lass so wenige Felder leer wie möglich.
abaku-scoring-title = Wertung
abaku-scoring-tiles = Jeder Stein zählt 1
abaku-scoring-numbers = Jeder Stein zählt seine Ziffer
abaku-diagonal-play = Gleichungen dürfen auch diagonal verlaufen
# The player to move, and the $bag tiles left in the bag.
abaku-to-move = { $name } ist am Zug · { $bag ->
        [one] { $bag } Stein
       *[other] { $bag } Steine
    } im Beutel
# A digit laid on a board joker that stands for another digit: only $digit takes it back.
abaku-swap-needs-digit = Nur eine { $digit } von deinem Bänkchen kann diesen Joker ersetzen.
# The heading of the picker of the digit a joker laid stands for.
abaku-joker-prompt = Für welche Ziffer steht der Joker?
# The legend of the bonus squares: the start square ($board: classic or blank; on the
# classic board it doubles the first equation), and the bonuses 2N, 3N, 2E and 3E.
abaku-start-meaning = { $board ->
        [classic] ★ Startfeld: Der erste Zug bedeckt es, und diese Gleichung zählt doppelt
       *[blank] ★ Startfeld: Der erste Zug bedeckt es
    }
abaku-number-bonus-meaning = { $factor }Z: Ein hier gelegter Stein zählt ×{ $factor }
abaku-equation-bonus-meaning = { $factor }G: Eine Gleichung mit einem hier gelegten Stein zählt ×{ $factor }
# The labels printed on the bonus squares: the $factor and the initial of the word for a
# number bonus and an equation bonus, as the rules and the legend write them.
abaku-number-bonus-label = { $factor }Z
abaku-equation-bonus-label = { $factor }G
# How the game ended, under the ranking: $name laid their last tile, or no one can place a tile.
abaku-went-out = { $name } hat alle Steine gelegt: Spielende
abaku-blocked = Niemand kann mehr einen Stein legen: Spielende
abaku-racks-revealing = die übrigen Bänkchen werden aufgedeckt und dann gezählt

## Keyboard and screen readers.

abaku-board = Abaku-Brett
abaku-board-keys = Die Pfeiltasten wechseln zwischen den Feldern. Tippe eine Ziffer, oder ? für den Joker, um diesen Stein auf das Feld zu legen; Eingabe oder Leertaste legt den gewählten Stein dorthin oder nimmt einen in diesem Zug gelegten Stein zurück. Ist kein Stein gewählt, spielt Eingabe den gelegten Zug, sobald er gültig ist; Strg+Eingabe spielt ihn von überall auf der Seite, und Esc nimmt alle Steine zurück.
# A bonus square, as a square's label names it: "H8, start square, 7", "D1, number ×3, empty".
abaku-start-square = Startfeld
abaku-number-bonus = Zahl ×{ $factor }
abaku-equation-bonus = Gleichung ×{ $factor }
# A joker on the board and the $digit it stands for.
abaku-joker-as = Joker als { $digit }
