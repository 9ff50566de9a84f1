### What the shelf and the library say of Summy, in German.

summy-blurb = Scrabble mit Rechnungen: Ziffern und Rechenzeichen auf einem 25×25-Brett, 70 + 118 : 2 = 129. Für zwei bis vier Spieler.
summy-reveals = das Bänkchen jedes Spielers und die Reihenfolge der Steine im Vorrat

## Why the rules refuse a turn, as whole sentences.

summy-rule-game-over = Das Spiel ist vorbei.
summy-rule-no-tiles = Lege mindestens einen Stein.
summy-rule-too-many-tiles = In einem Zug kommen höchstens acht Steine aufs Brett.
summy-rule-off-board = { $square } liegt nicht auf dem Brett.
summy-rule-square-taken = Auf { $square } liegt schon ein Stein.
summy-rule-sum-closed = Diese Rechnung ist schon abgeschlossen.
summy-rule-same-square-twice = Auf { $square } liegen zwei Steine.
summy-rule-not-in-rack = { $tile } liegt nicht auf deinem Bänkchen.
summy-rule-not-in-one-line = Die Steine liegen nicht in einer Linie.
summy-rule-gap = Die Steine lassen bei { $square } eine Lücke.
summy-rule-not-connected = Die Steine müssen an die Steine auf dem Brett anschließen.
# The reason is capitalised, as it follows a colon and reads as a whole sentence.
summy-rule-not-a-sum = { $tiles } ist keine Rechnung: { $reason ->
        [empty] Es liegen keine Steine
        [no-equals] Es fehlt das =
        [two-equals] Es gibt zwei =
        [missing-number] Ein Rechenzeichen braucht auf beiden Seiten eine Zahl
        [one-number] Vor dem = stehen zwei oder mehr Zahlen
        [result-not-a-number] Nach dem = steht eine einzige Zahl
        [leading-zero] Eine Zahl darf nicht mit 0 beginnen
        [division-by-zero] Durch null wird nicht geteilt
        [wrong-result] { $left } ergibt { $value }, nicht { $result }
       *[too-large] Die Zahlen sind zu groß
    }.
summy-rule-exchange-count = Wähle mindestens einen Stein zum Tauschen.
