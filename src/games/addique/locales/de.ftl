### Addique's words in German.
### The rules page: one paragraph per line.

addique-rules =
    48 Spielmarken in Form eines Plus-Zeichens, mit einer Ziffer von 1 bis 8 auf jedem Arm: oben + unten = 9 und links + rechts = 9, und keine zwei Spielmarken gleichen sich. Die Spielmarken bleiben so liegen, wie sie bedruckt sind: Sie werden nie gedreht. 2, 3, 4, 6 oder 8 Spieler, damit jeder gleich viele Spielmarken ausspielt.
    Wer beginnt: Jeder zieht eine Spielmarke und rechnet oben × unten + links × rechts. Wer das höchste Resultat hat, ist Anspieler, setzt diese Spielmarke in die Mitte der Spielfläche und erhält diese Punktzahl. Bei Gleichstand kommen alle Spielmarken zurück, und alle ziehen neu. Dann zieht der Anspieler 3 Spielmarken und die anderen je 2, sodass jeder 3 hat. Gespielt wird im Uhrzeigersinn (in Sitzreihenfolge).
    Wenn du am Zug bist, spielst du eine deiner Spielmarken aus und ziehst eine neue aus der Kasse, solange sie reicht. Du darfst keine Runde auslassen: Du musst auch dann ausspielen, wenn die Spielmarke keine Punkte bringt.
    Eine Spielmarke wird in die bereits ausgespielten Spielmarken eingepasst: Ihre Quadrate müssen frei sein, und mindestens 3 Kanten ihres Umrisses müssen an ihnen anliegen. Die Spielfläche ist offen: Das Spiel darf sich in jede Richtung ausbreiten. Die Ziffern spielen keine Rolle dafür, wo eine Spielmarke passt, also passen alle deine Spielmarken an dieselben Stellen; die Spielfläche hat immer eine solche Stelle.
    @edges Die Spielmarke rechts passt: 3 Kanten ihres Umrisses (grün markiert) liegen an der Spielmarke auf dem Tisch an. Die gestrichelte Stelle links berührt sie nur mit 1 Kante (rot markiert): Dort kann keine Spielmarke hin.
    Zahlen werden in einer Zeile von links nach rechts und in einer Spalte von oben nach unten gelesen: Jede Folge von zwei oder mehr nebeneinanderliegenden Armen ist eine Zahl, und ein Mittelpunkt oder eine Lücke beendet sie. Zahlen in der Gegenrichtung zählen nie.
    Wertung: Jede Zahl, die deine Spielmarke bildet oder verlängert und die durch 9 teilbar ist, bringt die Zahl ÷ 9 als Punkte. Eine Zahl ist durch 9 teilbar, wenn ihre Ziffern zusammen 9 oder ein Vielfaches von 9 ergeben: 315 bringt 35. Das Beispiel aus den Regeln: Eine Spielmarke mit 2 oben, 4 rechts, 7 unten und 5 links, die 4761, 72 und 72 bildet, bringt 529 + 8 + 8 = 545. Zahlen, die nicht durch 9 teilbar sind, bringen nichts.
    Ausgespielte Spielmarken werden nie mehr verschoben. Das Spiel endet, wenn alle 48 Spielmarken auf der Spielfläche liegen; die höchste Punktzahl gewinnt, und bei gleicher Punktzahl teilen sich die Spieler den Platz.
    Unsere Lesart, wo die gedruckten Regeln es offenlassen: Die Spielfläche ist ein Raster aus Einheitsquadraten, eine Spielmarke bedeckt 5 davon, und eine Kante ist eine Seite eines Quadrats. Ein Tipp zeigt die Stelle mit den meisten Punkten für deine Spielmarken und wird auf der Punkteliste markiert.
    Aufgeben (Aufgeben, zweimal getippt) beendet die Partie sofort: Wer aufgibt, wird Letzter, gleich wie die Punkte stehen, und die anderen werden nach ihren aktuellen Punkten gereiht. Aufgeben ist endgültig und lässt sich nicht zurücknehmen. Aus der Ferne gibt man in seinem eigenen Zug auf, und die Aufgabe ist der Link dieses Zugs.
    Ein Gerät für alle: Die Spielmarken jedes Spielers bleiben hinter dem Übergabebildschirm verborgen, bis er sagt, dass er das Gerät hält; die anderen am Tisch sehen sie also nicht. Hat ein Spieler seine Spielmarken gezeigt, legt „Rückgängig“ nur die gewählte Spielmarke zurück; den Zug davor (samt der Antwort eines Roboters danach) kann man nur auf dem Übergabebildschirm zurücknehmen, bevor der nächste Spieler seine Spielmarken zeigt. Ein Roboter sieht nur, was sein Platz sehen darf: die Spielfläche, die Punktestände, seine eigenen Spielmarken und die, die er nicht gesehen hat, ohne zu wissen, welche in der Kasse und welche bei anderen Spielern liegen. Ein Spielstand, eine exportierte Datei oder ein geteilter Link einer laufenden Partie verrät die Spielmarken aller Spieler und die Reihenfolge in der Kasse: Gib sie nur jemandem, der all das sehen darf.
    Partie aus der Ferne: Niemand hält die Kasse, also teilen die Geräte sie gemeinsam aus, und jedes liest nur die eigenen Spielmarken. Wer beginnt, entscheidet eine einzige Runde: Jeder deckt eine Spielmarke auf, und bei Gleichstand beginnt die Spielmarke mit der höchsten Zahl, ihre Ziffern im Uhrzeigersinn von oben gelesen (7425 schlägt 2475, das ebenfalls 34 ergibt). Die anderen behalten ihre Spielmarke, für alle sichtbar, und ab dem Anspieler wird jeder auf 3 Spielmarken aufgefüllt; nach jedem Zug kommt die nächste Spielmarke aus der gemischten Kasse. Am Ende prüft jedes Gerät das ganze Austeilen. Ein Roboter oder ein zweiter Spieler auf dem Gerät des Gastgebers spielt dort: Seine Spielmarken sind vor den anderen Geräten geheim, nicht vor dem, der dieses Gerät hält. Sobald alle beigetreten sind, lest einander die Sicherheitsnummern im Feld der Partie laut vor: Weichen sie ab, steht jemand zwischen euch.
    @keys Die Schlüssel dieses Geräts, und eine Partie, deren Schlüssel verloren sind

## The game's screen and its new-game form (src/games/addique/words.rs).

addique-table = Addique-Spielfläche
addique-setup-note = Alle ziehen eine Spielmarke: Wer das höchste Resultat aus oben × unten + links × rechts hat, beginnt, legt diese Spielmarke in die Mitte und erhält diese Punkte. Bei Gleichstand wird neu gezogen. Danach hat jeder 3 Spielmarken.
# A piece chosen from the hand, read out.
addique-piece = Spielmarke { $piece }: oben { $top }, rechts { $right }, unten { $bottom }, links { $left }
addique-not-divisible = { $value }: nicht durch 9 teilbar
addique-no-score = Keine durch 9 teilbare Zahl
# The first piece, on the score sheet: it scores top × bottom + left × right.
addique-opening-score = Erste Spielmarke: { $top } × { $bottom } + { $left } × { $right }
addique-place-help = Wähle eine deiner Spielmarken.
addique-spot-help = Die blauen Punkte zeigen, wo sie passt; die Stelle unter dem Zeiger zeigt den Umriss der Spielmarke. Tippe einen Punkt an oder schiebe die Spielmarke auf die Spielfläche.
addique-no-spot = Keine Stelle der Spielfläche nimmt eine Spielmarke auf: Nirgends lägen 3 Kanten an den ausgespielten Spielmarken an.
addique-to-move = { $name } ist am Zug · { $pool ->
        [one] { $pool } Spielmarke
       *[other] { $pool } Spielmarken
    } in der Kasse
addique-hand-of = Spielmarken von { $name }
# The score sheet's headings.
addique-numbers-heading = Zahlen
addique-piece-heading = Marke
addique-opening-title = Wer beginnt? Das höchste Resultat aus oben × unten + links × rechts
# $draws: each player's name, piece and its product sum, such as "Eva 2475 (49)".
addique-opening-round = { $draws }{ $tied ->
        [yes] {" "}– Gleichstand, alle ziehen neu
       *[no] {""}
    }
addique-starts = { $name } beginnt: { $piece } kommt in die Mitte und bringt { $points } Punkte.
addique-all-played = Alle 48 Spielmarken liegen auf der Spielfläche: Spielende
addique-legend = Zahlen werden von links nach rechts und von oben nach unten entlang aneinanderliegender Arme gelesen; ein Mittelpunkt oder eine Lücke beendet sie. Grüne Zahlen sind durch 9 teilbar und bringen die Zahl ÷ 9 als Punkte.

## Keyboard and screen readers.

# A spot where the chosen piece fits: its centre ($at, as moves write it), what the piece scores
# there and the $made numbers it makes, written out ($numbers: "72 = 9 × 8; 45 = 9 × 5").
addique-spot-cell = { $made ->
        [0] { $at }: { $piece } bildet hier keine Zahl, { $points ->
            [one] { $points } Punkt
           *[other] { $points } Punkte
        }
       *[other] { $at }: { $piece } bringt hier { $points ->
            [one] { $points } Punkt
           *[other] { $points } Punkte
        }; { $numbers }
    }
addique-placed-cell = { $at }: Spielmarke { $piece }, oben { $top }, rechts { $right }, unten { $bottom }, links { $left }{ $last ->
        [yes] , zuletzt gelegt
       *[no] {""}
    }
addique-hand-piece = Spielmarke { $piece }: oben { $top }, rechts { $right }, unten { $bottom }, links { $left }. Taste { $key }
addique-keys = Tastatur: 1, 2 oder 3 wählt eine Spielmarke aus deinen Marken, Esc legt sie zurück; die Pfeiltasten wechseln zwischen den Stellen, an die sie passt (ohne gewählte Marke zwischen den Marken auf der Spielfläche), Pos1 und Ende an die Enden einer Reihe; Eingabe oder Leertaste führt zu „Spielen“ für diese Stelle, und Eingabe dort legt die Marke.
addique-move-played = { $name } legt { $piece } auf { $at } für { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }. { $next } ist am Zug.
# The last piece played, then the result: $winners are the $sharing players in first place,
# with $best points; $scores lists everyone's, best first ("Eva 545, Adam 312").
addique-game-ended = { $name } legt die letzte Spielmarke, { $piece } auf { $at }, für { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }. Partie zu Ende: { $sharing ->
        [one] { $winners } gewinnt mit { $best }
       *[other] { $winners } teilen sich den ersten Platz mit { $best }
    }. Endstand: { $scores }.
addique-hinted = Tipp: { $piece } auf { $at } für { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }.
