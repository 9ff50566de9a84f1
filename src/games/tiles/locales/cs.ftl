### The words the tile games' screens share, in Czech.
### (src/games/tiles/words.rs: Abaku's, Summy's and Addique's screens and new-game forms.)

tiles-pick-tile-first = Nejdřív vyberte kámen ze stojánku, pak pole.
tiles-place-help = Přetáhněte kameny na desku, nebo klepněte na kámen a pak na pole. Položený kámen vrátíte klepnutím na něj.
tiles-exchange-help = Klepněte na kameny, které chcete vrátit do sáčku.
tiles-rack-digit = Kámen { $digit }
tiles-rack-of = Stojánek: { $name }
tiles-game-over = Hra skončila.
tiles-hints-used = { $count ->
        [one] { $count } nápověda
        [few] { $count } nápovědy
       *[other] { $count } nápověd
    }
tiles-exchange-tiles = Vyměnit { $count ->
        [one] { $count } kámen
        [few] { $count } kameny
       *[other] { $count } kamenů
    }
tiles-play-for = { $has-points ->
        [yes] Zahrát za { $points ->
                [one] { $points } bod
                [few] { $points } body
               *[other] { $points } bodů
            }
       *[no] Zahrát
    }
tiles-recall = Vrátit
tiles-shuffle = Zamíchat
tiles-exchange = Vyměnit
tiles-pass = Pas
tiles-end-solo-game = Ukončit hru
tiles-confirm-pass = Opravdu? Klepněte znovu
tiles-confirm-pass-ends-game = Opravdu? Tímto pasem hra skončí
tiles-everyone-passed = Všichni vynechali tah: konec hry
# Resign, and the button once tapped: $name resigns on the second tap.
tiles-resign = Vzdát se
tiles-confirm-resign = Opravdu? { $name } se vzdává
# How the game ended when $name resigned: last, whatever the scores.
tiles-resigned = { $name } se vzdává: konec hry
tiles-turn-summary-placed = { $name }: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    } za tah.
tiles-turn-summary-exchanged = { $name }: { $count ->
        [one] vyměněn { $count } kámen
        [few] vyměněny { $count } kameny
       *[other] vyměněno { $count } kamenů
    }.
tiles-turn-summary-passed = { $name }: pas.
tiles-preview-total = Celkem: { $points }
tiles-start-draw-title = Kdo začíná: nejnižší vylosovaná číslice
tiles-starts = Začíná { $name }.
tiles-legend-title = Pole
tiles-exchanged = { $count ->
        [one] Vyměněn { $count } kámen
        [few] Vyměněny { $count } kameny
       *[other] Vyměněno { $count } kamenů
    }
tiles-passed = Pas
tiles-hint-used = V tomto tahu byla zobrazena nápověda
tiles-score-sheet = Zápis bodů
tiles-no-turns-yet = Zatím žádné tahy.
tiles-player = Hráč
tiles-equations = Příklady
tiles-tiles-heading = Kameny
tiles-hint-heading = Nápověda
tiles-empty-squares = { $count ->
        [one] { $count } prázdné pole
        [few] { $count } prázdná pole
       *[other] { $count } prázdných polí
    }
tiles-place = Pořadí
tiles-in-play = Ve hře
tiles-leftover = Zbylé kameny
tiles-zoom-in = Přiblížit
tiles-zoom-out = Oddálit
tiles-zoom-fit = Zobrazit celou desku
tiles-pass-to = Předejte zařízení: na řadě je { $name }
tiles-take-back-turn = Vrátit tah: { $name }
tiles-show-tiles-of = Jsem { $name }: ukázat mé kameny
tiles-show-pieces-of = Jsem { $name }: ukázat mé dílky
tiles-unseen-title = { $pieces ->
        [yes] Neviděné dílky
       *[no] Neviděné kameny
    }
tiles-track-unseen = { $pieces ->
        [yes] Počítat neviděné dílky
       *[no] Počítat neviděné kameny
    }
tiles-viewing-turn = Deska po tahu { $turn } z { $total }
tiles-square-label = { $square }, { $has-mark ->
        [yes] { $mark },{" "}
       *[no] {""}
    }{ $content ->
        [empty] prázdné
        [laid] { $tile }, položeno v tomto tahu
        [cap] uzávěr: uzavřeno
       *[tile] { $tile }
    }
tiles-laid-on = { $tile } na { $square }.
tiles-taken-back = { $tile } vrácen z { $square }.
tiles-tile-chosen = Vybrán kámen { $tile }: položíte ho klávesou Enter na poli.
tiles-picked-for-exchange = Kámen { $tile } vybrán k výměně.
tiles-not-on-rack = { $tile }: není na vašem stojánku.
tiles-choose-tile-by-key = Napište číslici nebo znaménko kamene a položí se sem, nebo nejdřív vyberte kámen na stojánku.
tiles-square-taken = Tam už kámen leží.
tiles-swap-digit-stays = Tato číslice vzala žolíka zpět: Vrátit vrátí celý tah.
tiles-announce-exchanged = { $name }: { $count ->
        [one] vyměněn { $count } kámen
        [few] vyměněny { $count } kameny
       *[other] vyměněno { $count } kamenů
    }.{ $has-next ->
        [yes] {" "}Na tahu: { $next }.
       *[no] {""}
    }
tiles-announce-passed = { $name }: pas.{ $has-next ->
        [yes] {" "}Na tahu: { $next }.
       *[no] {""}
    }
tiles-announce-game-over = { $turn } Konec hry: { $result }.

# A copy begun where a game dealt at a distance stood, in place of its start draw (src/games/tiles/sheet.rs).
tiles-copy-title = Kopie hry hrané na dálku
tiles-copy-begins = { $pieces ->
        [yes] Stůl a body jsou, jak byly, stejně jako odkryté dílky v ruce; všechny skryté dílky se rozdaly znovu.
       *[no] Deska a body jsou, jak byly, stejně jako odkryté kameny na stojánku; všechny skryté kameny se rozdaly znovu.
    }
tiles-moves-first = Začíná { $name }.
# Above a copy's score sheet: the turns before it, and each player's `tiles-seat-score` then.
tiles-copied-after = { $turns ->
        [one] Zkopírováno po { $turns } tahu, za stavu { $scores }.
       *[other] Zkopírováno po { $turns } tazích, za stavu { $scores }.
    }
# Worded as in English: a name and a number.
tiles-seat-score = { $name } { $score }
