### Summy's words in Czech.
### The rules page: one paragraph per line.

summy-rules =
    Scrabble s příklady. Na kamenech jsou číslice 0–9 (od každé 8), znaménka + − × ÷ (od každého 7, na kamenech psaná + - x :) a rovnítko (19). Jedno = leží na začátku na prostředním poli. Každý si vezme 8 kamenů; zbytek tvoří zásobu.
    Kdo začíná: tištěná pravidla to neuvádějí, takže jako v Abaku si každý vylosuje kámen a začíná nejnižší číslice (znaménko nebo = se losuje znovu, při shodě také). Tahy jdou dokola v pořadí míst u stolu.
    Na tahu položte kameny ze svého stojánku do jednoho řádku nebo sloupce tak, aby bez mezery navazovaly na kameny na desce a celá řada, ve které stojí, byla úplným příkladem. Úplný příklad čtený zleva doprava nebo shora dolů má právě jedno =, za ním jediné číslo a před ním dvě nebo více čísel spojených znaménky + − × ÷. Žádné číslo nezačíná nulou (samotná 0 je číslo: 8 − 8 = 0 je příklad). × a ÷ mají přednost před + a −, jinak se počítá zleva doprava, a výpočet je přesný: 70 + 118 ÷ 2 = 129 platí, stejně jako 7 ÷ 2 × 2 = 7. Dělení nulou není příklad.
    Řady, které vaše kameny tvoří napříč příkladem, smějí být částmi příkladů: žádné pravidlo se na ně nevztahuje. Ty z nich, které jsou úplnými příklady, také bodují.
    Body: součet všech číslic každého příkladu, který dokončíte: 2 × 3 = 6 dává 11 bodů, 5 + 74 = 79 dává 32.
    Šedá zarážka uzavírá oba konce každého dokončeného příkladu (tam, kde je ještě pole), takže dokončený příklad už nikdy neroste.
    @capped Dokončený příklad 2 × 3 = 6, který prochází = na prostředním poli, se šedou zarážkou na každém konci: před něj ani za něj už nic položit nelze.
    @continue Hra pokračuje napříč příklady na desce: 8 ÷ 4 = 2 (jeho kameny jsou označené) se položí shora až ke 2 z příkladu 2 × 3 = 6 a dostane vlastní zarážky.
    Místo pokládání můžete vyměnit libovolný počet kamenů: odcházejí ze hry a vy si vezmete tolik nových, kolik zásoba dovolí. Nebo můžete tah vynechat (pas).
    Po každém tahu si doberete kameny do 8, dokud zásoba stačí. Jakmile hráči po jeho tahu zbývají 4 kameny nebo méně, byl to jeho poslední tah: každý z ostatních hráčů má ještě jeden poslední tah a pak hra končí. Hra také končí, když všichni hráči po řadě vynechají tah nebo když je zásoba prázdná a nikdo nemůže položit kámen (náš výklad pravidla „nikdo nemůže položit ani vyměnit“). Vyhrává nejvyšší skóre.
    Vzdání (Vzdát se, klepnuto dvakrát) hru hned ukončí: kdo se vzdá, je poslední bez ohledu na body a ostatní se seřadí podle bodů, jak právě stojí; za kameny, které zůstaly na stojáncích, se nic nepočítá. Vzdání je konečné: nelze je vzít zpět. Na dálku se hráč vzdává ve svém tahu a vzdání je odkazem toho tahu.
    Jedno zařízení pro všechny: každý stojánek zůstává skrytý za obrazovkou předání, dokud jeho hráč neřekne, že drží zařízení, takže ho ostatní u stolu nevidí. Jakmile hráč svůj stojánek ukáže, tlačítko Zpět vrací jen kameny, které v tomto tahu položil; předchozí tah (i s případnou odpovědí robota po něm) lze vrátit jen na obrazovce předání, než další hráč ukáže svůj stojánek. Robot vidí jen to, co smí vidět jeho místo: desku, skóre, vlastní stojánek a kameny, které neviděl, aniž ví, které jsou v zásobě a které na jiném stojánku. Uložená hra, exportovaný soubor nebo odkaz ke sdílení rozehrané hry prozradí každý stojánek i pořadí kamenů v zásobě: předejte je jen tomu, kdo to všechno smí vidět.
    Hra na dálku: zásobu nikdo nedrží, a tak kameny rozdají zařízení společně a každé přečte jen svůj vlastní stojánek. O tom, kdo začíná, rozhodne jediné kolo lícem nahoru: každý otočí jeden kámen, začíná nejnižší číslice, znaménko nebo = se řadí za všechny číslice a shodu rozhodne zamíchání; tyto kameny se pak odloží lícem nahoru mimo hru. Vyměněné kameny se odloží lícem dolů a nikdo je neuvidí. Na konci každé zařízení zkontroluje celé rozdání. Robot nebo druhý hráč na zařízení hostitele hraje tam: jeho stojánek je tajný před ostatními zařízeními, ne před tím, kdo drží toto zařízení. Jakmile se všichni připojí, přečtěte si navzájem nahlas bezpečnostní čísla z panelu: pokud se liší, je mezi vámi někdo další.
    @keys Klíče tohoto zařízení a hra, jejíž klíče se ztratily

## The game's screen and its new-game form (src/games/summy/words.rs).

summy-board = Deska Summy
summy-setup-note = Na začátku leží na prostředním poli rovnítko; každý si vezme 8 kamenů a začíná ten, kdo si vylosuje nejnižší číslici.
summy-exchange-help = Klepněte na kameny, kterých se chcete zbavit: odejdou ze hry a ze zásoby přijdou nové.
# Who plays, the $stock tiles in the stock and the $discarded tiles exchanged so far; once a player
# has gone down to 4 tiles or fewer ($last), the $left last turns.
summy-to-move = Hraje { $name } · v zásobě { $stock ->
        [one] { $stock } kámen
        [few] { $stock } kameny
       *[other] { $stock } kamenů
    } · vyměněno { $discarded }{ $last ->
        [yes] { $left ->
            [1] {" "}· poslední tah
            [few] {" "}· { $left } poslední tahy
           *[other] {" "}· { $left } posledních tahů
        }
       *[no] {""}
    }
# The score sheet's heading for what a turn scored.
summy-sums-heading = Příklady
# The game ended after everyone's last turn, $name having gone down to $tiles tiles (4 or fewer).
summy-last-turns-ended = { $name } má už jen { $tiles ->
        [one] { $tiles } kámen
        [few] { $tiles } kameny
       *[other] { $tiles } kamenů
    } a všichni ostatní odehráli svůj poslední tah: konec hry
summy-legend = Číslice jsou krémové, znaménka modrá, = tmavé. Šedé pole uzavírá každý konec hotového příkladu: nic se tam nesmí položit, takže žádný hotový příklad už neroste.

## Keyboard and screen readers.

# A rack tile, as a screen reader names it: by its $tile kind, a digit with its $digit.
summy-tile = { $tile ->
        [plus] Plus
        [minus] Minus
        [times] Krát
        [divide] Děleno
        [equals] Rovná se
       *[digit] Kámen { $digit }
    }
# The centre square, as a square's label names it.
summy-centre-square = středové pole
# A tile as a square's label or an announcement says it: by its $tile kind, a digit as its $digit.
summy-symbol = { $tile ->
        [plus] plus
        [minus] minus
        [times] krát
        [divide] děleno
        [equals] rovná se
       *[digit] { $digit }
    }
# How to play the board by keyboard: the board's description.
summy-board-keys = Šipky přecházejí mezi poli. Napište číslici nebo znaménko (+ - * / =) a kámen se položí na pole; Enter nebo mezerník tam položí vybraný kámen, nebo vrátí kámen položený v tomto tahu. Bez vybraného kamene zahraje Enter položený tah, jakmile je platný; Ctrl+Enter ho zahraje odkudkoli na obrazovce a Escape vrátí všechny kameny.
