### What the shelf and the library say of Addique, in Czech.

addique-blurb = Skládejte do sebe dílky ve tvaru plus na otevřeném stole; každé číslo dělitelné 9 boduje: 4761 = 9 × 529. Dva až osm hráčů.
addique-robot-time-note = Roboti volí, jakmile zváží každý tah: čas jen omezuje, jak dlouho silný robot v Addique zkoumá odpovědi.
addique-reveals = dílky v ruce každého hráče a pořadí dílků zbylých v zásobě

## Why the rules refuse a move.

addique-rule-game-over = Hra skončila.
addique-rule-not-in-hand = Dílek { $piece } nemáte v ruce.
addique-rule-already-used = Dílek { $piece } už leží na stole.
addique-rule-overlap = Dílek by se tam překrýval s dílkem na stole.
# No edge at all is « žádná hrana »; the verb agrees with the count, as the noun does.
addique-rule-too-few-edges = { $edges ->
        [0] Dílků na stole by se nedotýkala žádná hrana: dílek musí zapadnout aspoň 3 hranami.
        [one] Dílků na stole by se dotýkala jen { $edges } hrana: dílek musí zapadnout aspoň 3 hranami.
        [few] Dílků na stole by se dotýkaly jen { $edges } hrany: dílek musí zapadnout aspoň 3 hranami.
       *[other] Dílků na stole by se dotýkalo jen { $edges } hran: dílek musí zapadnout aspoň 3 hranami.
    }
