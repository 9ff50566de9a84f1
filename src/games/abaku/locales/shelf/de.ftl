### What the shelf and the library say of Abaku, in German.

abaku-blurb = Lege Ziffernsteine zu Gleichungen auf einem Brett mit Bonusfeldern: 12 : 4 = 3, 7² = 49. Für zwei bis vier Spieler oder solo.
abaku-reveals = das Bänkchen jedes Spielers und die Reihenfolge der Steine im Beutel

## Why the rules refuse a turn, as whole sentences.

abaku-rule-game-over = Das Spiel ist vorbei.
abaku-rule-no-tiles = Lege mindestens einen Stein.
abaku-rule-too-many-tiles = In einem Zug kommen höchstens fünf Steine aufs Brett.
abaku-rule-off-board = { $square } liegt nicht auf dem Brett.
abaku-rule-square-taken = Auf { $square } liegt schon ein Stein.
abaku-rule-same-square-twice = Auf { $square } liegen zwei Steine.
abaku-rule-not-in-rack = { $tile } liegt nicht auf deinem Bänkchen.
abaku-rule-no-joker-there = Auf { $square } liegt kein Joker, den du ersetzen könntest.
abaku-rule-not-in-one-line = Diese Steine liegen nicht in einer Linie.
abaku-rule-gap = Die Steine lassen bei { $square } eine Lücke.
abaku-rule-first-move-too-short = Die erste Gleichung braucht mindestens zwei Steine.
abaku-rule-first-move-off-centre = Die erste Gleichung muss das Startfeld ★ bedecken.
abaku-rule-not-connected = Die Steine müssen an die Steine auf dem Brett anschließen.
abaku-rule-not-an-equation = { $digits } ist keine Gleichung.
abaku-rule-zero-not-a-number = { $digits } ist keine Gleichung: { $rule ->
        [lone-zero] Eine Null allein ist keine Zahl
       *[leading-zero] Eine Zahl darf nicht mit 0 beginnen
    }.
abaku-rule-touching-no-equation = Die { $digit } neben der { $touching } bildet keine Gleichung.
abaku-rule-exchange-count = Tausche einen bis fünf Steine.
abaku-rule-bag-too-small = Im Beutel { $left ->
        [one] ist nur noch { $left } Stein
       *[other] sind nur noch { $left } Steine
    }: Tausche höchstens so viele.
