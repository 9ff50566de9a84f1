### Summy's words in German.
### The rules page: one paragraph per line.

summy-rules =
    Scrabble mit Rechnungen. Die Steine sind die Ziffern 0–9 (je 8), die Rechenzeichen + − × ÷ (je 7, auf den Steinen als + - x : geschrieben) und das Gleichheitszeichen (19). Ein = liegt zu Beginn auf dem Mittelfeld. Jeder zieht 8 Steine; der Rest bildet den Vorrat.
    Wer beginnt: Die gedruckten Regeln sagen es nicht, also zieht wie bei Abaku jeder einen Stein, und die niedrigste Ziffer beginnt (wer ein Rechenzeichen oder = zieht, zieht erneut; bei Gleichstand wird neu gezogen). Gespielt wird reihum in Sitzreihenfolge.
    Wenn du am Zug bist, legst du Steine von deinem Bänkchen in eine Zeile oder Spalte, angeschlossen an die Steine auf dem Brett und ohne Lücke, sodass die ganze Linie, in der sie liegen, eine vollständige Rechnung ist. Von links nach rechts oder von oben nach unten gelesen hat eine vollständige Rechnung genau ein =, dahinter eine einzige Zahl und davor zwei oder mehr Zahlen, verbunden durch + − × ÷. Keine Zahl beginnt mit 0 (0 allein ist eine Zahl: 8 − 8 = 0 ist eine Rechnung). Punkt- vor Strichrechnung: × und ÷ gehen vor + und −, sonst wird von links nach rechts gerechnet, und zwar exakt: 70 + 118 ÷ 2 = 129 stimmt, ebenso 7 ÷ 2 × 2 = 7. Eine Division durch null ist keine Rechnung.
    Linien, die deine Steine quer zur Rechnung bilden, dürfen Teile von Rechnungen sein: Für sie gilt keine Regel. Sind sie vollständige Rechnungen, zählen sie ebenfalls.
    Wertung: die Summe aller Ziffern jeder Rechnung, die du vervollständigst: 2 × 3 = 6 zählt 11, 5 + 74 = 79 zählt 32.
    Ein grauer Stein schließt beide Enden jeder vervollständigten Rechnung ab (wo dort ein Feld ist), sodass eine vervollständigte Rechnung nie weiterwächst.
    @capped Eine vervollständigte Rechnung, 2 × 3 = 6 durch das = auf dem Mittelfeld, mit einem grauen Stein an jedem Ende: Davor und dahinter lässt sich nichts mehr legen.
    @continue Gespielt wird quer zu den Rechnungen auf dem Brett weiter: 8 ÷ 4 = 2 (seine Steine markiert) wird nach unten bis an die 2 von 2 × 3 = 6 gelegt und bekommt eigene graue Steine.
    Statt Steine zu legen, darfst du beliebig viele davon tauschen: Sie verlassen das Spiel, und du ziehst so viele neue, wie der Vorrat hergibt. Oder du passt.
    Nach jedem Zug ziehst du wieder auf 8 Steine nach, solange der Vorrat reicht. Sobald ein Spieler nach seinem Zug 4 oder weniger Steine hat, war das sein letzter Zug: Jeder andere Spieler hat noch einen letzten Zug, dann endet das Spiel. Es endet auch, wenn alle Spieler nacheinander passen oder wenn der Vorrat leer ist und niemand einen Stein legen kann (unsere Lesart der Regel „niemand kann legen oder tauschen“). Die höchste Punktzahl gewinnt.
    Aufgeben (Aufgeben, zweimal getippt) beendet die Partie sofort: Wer aufgibt, wird Letzter, gleich wie die Punkte stehen, und die anderen werden nach ihren aktuellen Punkten gereiht; für die Steine auf den Bänkchen wird nichts gezählt. Aufgeben ist endgültig und lässt sich nicht zurücknehmen. Aus der Ferne gibt man in seinem eigenen Zug auf, und die Aufgabe ist der Link dieses Zugs.
    Ein Gerät für alle: Jedes Bänkchen bleibt hinter dem Übergabebildschirm verborgen, bis sein Spieler sagt, dass er das Gerät hält; die anderen am Tisch sehen es also nicht. Hat ein Spieler sein Bänkchen gezeigt, nimmt „Rückgängig“ nur die Steine zurück, die er in diesem Zug gelegt hat; den Zug davor (samt der Antwort eines Roboters danach) kann man nur auf dem Übergabebildschirm zurücknehmen, bevor der nächste Spieler sein Bänkchen zeigt. Ein Roboter sieht nur, was sein Platz sehen darf: das Brett, die Punktestände, sein eigenes Bänkchen und die Steine, die er nicht gesehen hat, ohne zu wissen, welche im Vorrat und welche auf einem anderen Bänkchen liegen. Ein Spielstand, eine exportierte Datei oder ein geteilter Link einer laufenden Partie verrät jedes Bänkchen und die Reihenfolge im Vorrat: Gib sie nur jemandem, der all das sehen darf.
    Partie aus der Ferne: Niemand hält den Vorrat, also teilen ihn die Geräte gemeinsam aus, und jedes liest nur sein eigenes Bänkchen. Wer beginnt, entscheidet eine einzige offene Runde: Jeder deckt einen Stein auf, die niedrigste Ziffer beginnt, ein Rechenzeichen oder = zählt nach jeder Ziffer, und einen Gleichstand entscheidet das Mischen; diese Steine werden danach offen beiseitegelegt und sind aus dem Spiel. Getauschte Steine werden verdeckt beiseitegelegt, ohne dass jemand sie sieht. Am Ende prüft jedes Gerät das ganze Austeilen. Ein Roboter oder ein zweiter Spieler auf dem Gerät des Gastgebers spielt dort: Sein Bänkchen ist vor den anderen Geräten geheim, nicht vor dem, der dieses Gerät hält. Sobald alle beigetreten sind, lest einander die Sicherheitsnummern im Feld der Partie laut vor: Weichen sie ab, steht jemand zwischen euch.
    @keys Die Schlüssel dieses Geräts, und eine Partie, deren Schlüssel verloren sind

## The game's screen and its new-game form (src/games/summy/words.rs).

summy-board = Summy-Brett
summy-setup-note = Das = liegt zu Beginn auf dem Mittelfeld; alle ziehen 8 Steine, und wer die niedrigste Ziffer zieht, beginnt.
summy-exchange-help = Tippe die Steine an, die du abgibst: Sie verlassen das Spiel, und neue kommen aus dem Vorrat.
# Who plays, the $stock tiles in the stock and the $discarded tiles exchanged so far; once a player
# has gone down to 4 tiles or fewer ($last), the $left last turns.
summy-to-move = { $name } ist am Zug · { $stock ->
        [one] { $stock } Stein im Vorrat
       *[other] { $stock } Steine im Vorrat
    } · { $discarded } getauscht{ $last ->
        [yes] { $left ->
            [1] {" "}· letzter Zug
           *[other] {" "}· noch { $left } letzte Züge
        }
       *[no] {""}
    }
# The score sheet's heading for what a turn scored.
summy-sums-heading = Rechnungen
# The game ended after everyone's last turn, $name having gone down to $tiles tiles (4 or fewer).
summy-last-turns-ended = { $name } hatte nur noch { $tiles ->
        [one] { $tiles } Stein
       *[other] { $tiles } Steine
    }, und alle anderen hatten ihren letzten Zug: Spielende
summy-legend = Ziffern sind cremefarben, Rechenzeichen blau, = dunkel. Ein graues Feld schließt jede fertige Rechnung an beiden Enden ab: Dort darf nichts gelegt werden, also wächst keine fertige Rechnung weiter.

## Keyboard and screen readers.

# A rack tile, as a screen reader names it: by its $tile kind, a digit with its $digit.
summy-tile = { $tile ->
        [plus] Plus
        [minus] Minus
        [times] Mal
        [divide] Geteilt durch
        [equals] Gleich
       *[digit] Stein { $digit }
    }
# The centre square, as a square's label names it.
summy-centre-square = Mittelfeld
# A tile as a square's label or an announcement says it: by its $tile kind, a digit as its $digit.
summy-symbol = { $tile ->
        [plus] plus
        [minus] minus
        [times] mal
        [divide] geteilt durch
        [equals] gleich
       *[digit] { $digit }
    }
# How to play the board by keyboard: the board's description.
summy-board-keys = Die Pfeiltasten wechseln zwischen den Feldern. Tippe eine Ziffer oder ein Zeichen (+ - * / =), um diesen Stein auf das Feld zu legen; Eingabe oder Leertaste legt den gewählten Stein dorthin oder nimmt einen in diesem Zug gelegten Stein zurück. Ist kein Stein gewählt, spielt Eingabe den gelegten Zug, sobald er gültig ist; Strg+Eingabe spielt ihn von überall auf der Seite, und Esc nimmt alle Steine zurück.
