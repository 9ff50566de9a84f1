### What the shelf and the library say of Addique, in German.

addique-blurb = Füge plusförmige Spielmarken auf offener Fläche ineinander; jede durch 9 teilbare Zahl zählt: 4761 = 9 × 529. Für zwei bis acht Spieler.
addique-robot-time-note = Die Roboter wählen, sobald sie jeden Zug bewertet haben: die Zeit begrenzt nur, wie lange der starke Addique-Roboter die Antworten prüft.
addique-reveals = die Spielmarken aller Spieler und die Reihenfolge der Spielmarken in der Kasse

## Why the rules refuse a move.

addique-rule-game-over = Das Spiel ist vorbei.
addique-rule-not-in-hand = { $piece } gehört nicht zu deinen Spielmarken.
addique-rule-already-used = { $piece } liegt schon auf der Spielfläche.
addique-rule-overlap = Dort würde die Spielmarke eine ausgespielte Spielmarke überdecken.
addique-rule-too-few-edges = { $edges ->
        [one] Nur { $edges } Kante läge an den ausgespielten Spielmarken an: Eine Spielmarke muss mit 3 oder mehr Kanten anliegen.
       *[other] Nur { $edges } Kanten lägen an den ausgespielten Spielmarken an: Eine Spielmarke muss mit 3 oder mehr Kanten anliegen.
    }
