### What the shelf and the library say of Abaku, in Czech.

abaku-blurb = Skládejte kameny s číslicemi do příkladů na desce s prémiemi: 12 : 4 = 3, 7² = 49. Dva až čtyři hráči nebo sólo.
abaku-reveals = stojánek každého hráče a pořadí kamenů zbylých v sáčku

## Why the rules refuse a turn, as whole sentences.

abaku-rule-game-over = Hra skončila.
abaku-rule-no-tiles = Položte aspoň jeden kámen.
abaku-rule-too-many-tiles = V jednom tahu lze položit nejvýš pět kamenů.
abaku-rule-off-board = { $square } není na desce.
abaku-rule-square-taken = Na { $square } už leží kámen.
abaku-rule-same-square-twice = Na { $square } jsou dva kameny.
# The joker ($joker is yes) is named rather than shown as its *.
abaku-rule-not-in-rack = { $joker ->
        [yes] Na stojánku nemáte žolíka.
       *[no] Na stojánku nemáte kámen { $tile }.
    }
abaku-rule-no-joker-there = Na { $square } neleží žádný žolík, kterého by šlo vzít zpět.
abaku-rule-not-in-one-line = Tyto kameny neleží v jedné řadě.
abaku-rule-gap = Mezi kameny zůstává mezera na { $square }.
abaku-rule-first-move-too-short = První příklad potřebuje aspoň dva kameny.
abaku-rule-first-move-off-centre = První příklad musí pokrýt startovní pole ★.
abaku-rule-not-connected = Kameny musí navazovat na kameny na desce.
abaku-rule-not-an-equation = { $digits } není příklad.
abaku-rule-zero-not-a-number = { $digits } není příklad: { $rule ->
        [lone-zero] samotná nula nemůže být číslem
       *[leading-zero] číslo nesmí začínat nulou
    }.
abaku-rule-touching-no-equation = Kámen { $digit } u kamene { $touching } netvoří žádný příklad.
abaku-rule-exchange-count = Vyměnit lze jeden až pět kamenů.
abaku-rule-bag-too-small = V sáčku { $left ->
        [one] je jen { $left } kámen
        [few] jsou jen { $left } kameny
       *[other] je jen { $left } kamenů
    }: vyměnit jich můžete nejvýš tolik.
