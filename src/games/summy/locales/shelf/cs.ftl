### What the shelf and the library say of Summy, in Czech.

summy-blurb = Scrabble s příklady: číslice a znaménka na desce 25×25, 70 + 118 : 2 = 129. Dva až čtyři hráči.
summy-reveals = stojánek každého hráče a pořadí kamenů zbylých v zásobě

## Why the rules refuse a turn, as whole sentences.

summy-rule-game-over = Hra skončila.
summy-rule-no-tiles = Položte aspoň jeden kámen.
summy-rule-too-many-tiles = V jednom tahu lze položit nejvýš osm kamenů.
summy-rule-off-board = { $square } není na desce.
summy-rule-square-taken = Na { $square } už leží kámen.
summy-rule-sum-closed = Tento příklad je už uzavřený.
summy-rule-same-square-twice = Na { $square } jsou dva kameny.
summy-rule-not-in-rack = Na stojánku nemáte kámen { $tile }.
summy-rule-not-in-one-line = Kameny neleží v jedné řadě.
summy-rule-gap = Mezi kameny zůstává mezera na { $square }.
summy-rule-not-connected = Kameny musí navazovat na kameny na desce.
summy-rule-not-a-sum = { $tiles } není příklad: { $reason ->
        [empty] nejsou tu žádné kameny
        [no-equals] chybí rovnítko
        [two-equals] obsahuje dvě rovnítka
        [missing-number] znaménko potřebuje číslo na obou stranách
        [one-number] před = musí být dvě nebo více čísel
        [result-not-a-number] za = smí být jen jedno číslo
        [leading-zero] číslo nesmí začínat nulou
        [division-by-zero] dělení nulou
        [wrong-result] { $left } dává { $value }, ne { $result }
       *[too-large] čísla jsou příliš velká
    }.
summy-rule-exchange-count = Vyberte k výměně aspoň jeden kámen.
