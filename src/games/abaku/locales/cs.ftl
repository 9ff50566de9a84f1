### Abaku's words in Czech.
### The rules page: one paragraph per line.

abaku-rules =
    Skládejte z kamenů s číslicemi příklady. Kameny se znaménky ve hře nejsou: příklad při pokládání nahlas řekněte. Řada číslic čtená zleva doprava nebo shora dolů je příklad, pokud se dá rozdělit na čísla jako a + b = c, a − b = c, a × b = c, a : b = c (beze zbytku), a² = c, a³ = c, √a = c nebo ∛a = c. Výsledek je vždy poslední: 1 2 4 3 je 12 : 4 = 3, 7 4 9 je 7² = 49 (mocnina 7 = 49), 9 3 je √9 = 3 (odmocnina 9 = 3).
    @forms Jedno číslo a jeho výsledek: 7 4 9 je 7² = 49, 2 8 je 2³ = 8, 9 3 je √9 = 3 a 8 2 je ∛8 = 2.
    Nula nikdy nestojí samostatně: není členem ani výsledkem (5 − 5 = 0 není příklad), ale může být uvnitř čísla, jako je 10 nebo 105. Žádné číslo nezačíná nulou.
    V sáčku je 100 kamenů, od každé číslice deset (vydavatel rozložení neuvádí; je to náš předpoklad), a jeden žolík. Každý si vytáhne jeden kámen: začíná nejnižší, při shodě se losuje znovu. Žolík vytažený při tomto losování neplatí jako číslo: kdo ho vytáhne, losuje znovu. Kameny se vrátí do sáčku a každý si vezme pět.
    Na tahu položte jeden až pět kamenů do jednoho řádku nebo sloupce. Spolu s kameny na desce, které leží mezi nimi, tvoří jednu souvislou řadu a všechny leží uvnitř jednoho příkladu této řady. První příklad má aspoň dva kameny a pokrývá startovní pole ★. Další kameny musí navazovat na kameny na desce.
    Každý nový kámen, který se z boku dotýká kamene na desce, s ním musí tvořit příklad. Z boku znamená napříč řadou nových kamenů: kámen na desce, který k nim přiléhá v jejich vlastní řadě, s nimi příklad tvořit nemusí. Kámen položený samostatně musí tvořit příklad ve svém řádku nebo sloupci; každá řada, ve které ho tvoří, je jeho vlastní, a kámen na desce, který k němu přiléhá v jiné řadě, se ho dotýká z boku. Nula z boku příklad tvořit nemusí, ledaže je z několika nových kamenů jediná, která se dotýká kamenů na desce.
    @sideways Z boku: 1 2 3 se položí do řádku pod devítku, která už leží na desce. Trojka se devítky dotýká napříč řádkem, takže i 9 3 musí být příklad (√9 = 3), a oba se počítají. 2 2 4 by tam položit nešlo: 9 4 není příklad.
    Boduje každá souvislá část řady, která je příkladem a obsahuje aspoň jeden nový kámen: 1 2 3 4 boduje jako 1 + 2 = 3 i jako 12 : 3 = 4. Část, kterou lze číst dvěma způsoby (4 2 2: 4 − 2 = 2 a 4 : 2 = 2), je jeden příklad.
    Každý kámen každého nového příkladu boduje 1 bod; s volbou „kameny bodují svou hodnotou“ boduje kámen svou číslicí. Číselná prémie (2Č, 3Č) násobí body nového kamene, který na ní leží; prémie za příklad (2P, 3P) násobí každý příklad, jehož nový kámen na ní leží, a dvě takové prémie se spolu násobí. Na klasické desce zdvojnásobí startovní pole první příklad. Prémie platí jen v tahu, kdy se na ně kámen položí.
    Žolík: při pokládání zvolte, kterou číslici zastupuje. Sám nic neboduje. Později ho kdokoli může v rámci svého položení nahradit kamenem se skutečnou číslicí: žolík jde na stojánek tohoto hráče a ten ho smí hned položit.
    Místo pokládání můžete vyměnit jeden až pět kamenů (v sáčku jich musí být aspoň tolik: nejdřív si nové vytáhnete, pak vrátíte své), nebo vynechat tah (pas). Ve hře sólo vynechání tahu hru ukončí.
    Hra končí, když je sáček prázdný a některý hráč položí svůj poslední kámen, když všichni hráči po řadě vynechají tah nebo když je sáček prázdný a nikdo nemůže položit kámen. Každý hráč ztrácí hodnotu kamenů, které mu zbyly na stojánku (1 za každý, nebo jeho číslici s volbou „kameny bodují svou hodnotou“; žolík má hodnotu 0); hráč, který se kamenů zbavil, získá hodnotu zbylých kamenů všech ostatních.
    Se zapnutou hrou šikmo mohou příklady vést i po obou úhlopříčkách, čtené zleva doprava. Úhlopříčka je řada stejně jako řádek nebo sloupec: kámen na desce, který šikmo přiléhá k novému kameni, se ho dotýká z boku, ledaže je tato úhlopříčka vlastní řadou nových kamenů.
    Sólo, zaplnit mřížku: hrajete sami na prázdné mřížce 17×17 a necháte prázdných co nejméně polí.
    Zápis bodů uvádí každý tah s jeho příklady, body a použitými kameny a označuje tahy, ve kterých byla zobrazena nápověda.
    Vzdání (Vzdát se, klepnuto dvakrát) hru hned ukončí: kdo se vzdá, je poslední bez ohledu na body a ostatní se seřadí podle bodů, jak právě stojí; za kameny, které zůstaly na stojáncích, se nic nepočítá. Vzdání je konečné: nelze je vzít zpět. Na dálku se hráč vzdává ve svém tahu a vzdání je odkazem toho tahu.
    Jedno zařízení pro všechny: každý stojánek zůstává skrytý za obrazovkou předání, dokud jeho hráč neřekne, že drží zařízení, takže ho ostatní u stolu nevidí. Jakmile hráč svůj stojánek ukáže, tlačítko Zpět vrací jen kameny, které v tomto tahu položil; předchozí tah (i s případnou odpovědí robota po něm) lze vrátit jen na obrazovce předání, než další hráč ukáže svůj stojánek. Robot vidí jen to, co smí vidět jeho místo: desku, skóre, vlastní stojánek a kameny, které neviděl, aniž ví, které jsou v sáčku a které na jiném stojánku. Uložená hra, exportovaný soubor nebo odkaz ke sdílení rozehrané hry prozradí každý stojánek i pořadí kamenů v sáčku: předejte je jen tomu, kdo to všechno smí vidět.
    Hra na dálku: sáček nikdo nedrží, a tak kameny rozdají zařízení společně a každé přečte jen svůj vlastní stojánek. O tom, kdo začíná, rozhodne jediné kolo lícem nahoru: každý otočí jeden kámen, začíná nejnižší číslice, žolík se řadí za všechny číslice a shodu rozhodne zamíchání; tyto kameny se pak místo návratu do sáčku odloží lícem nahoru mimo hru. Vyměněné kameny se místo návratu do sáčku odloží lícem dolů (v sáčku jich přesto musí být aspoň tolik). Položený žolík zůstává na očích: kdo ho získá zpět, má ho na stojánku lícem nahoru. Je-li sáček prázdný a nikdo nemůže položit kámen, hra skončí, jakmile všichni po řadě vynechají tah. Kameny zbylé na stojáncích se odečtou, až budou odhaleny, tedy poté, co každé zařízení na konci zkontroluje celé rozdání. Robot nebo druhý hráč na zařízení hostitele hraje tam: jeho stojánek je tajný před ostatními zařízeními, ne před tím, kdo drží toto zařízení. Jakmile se všichni připojí, přečtěte si navzájem nahlas bezpečnostní čísla z panelu: pokud se liší, je mezi vámi někdo další.
    @keys Klíče tohoto zařízení a hra, jejíž klíče se ztratily

## The game's screen and its new-game form (src/games/abaku/words.rs).

# The new-game form: the kinds of game, the boards, the scoring and diagonal play.
abaku-mode-title = Hra
abaku-mode-match = 2 až 4 hráči
abaku-mode-solo-score = Sólo: nejvyšší skóre
abaku-mode-solo-cover = Sólo: zaplnit mřížku
abaku-board-title = Deska
abaku-board-classic = Klasická 15×15 s prémiemi
abaku-board-blank = Prázdná mřížka 17×17
# Said instead of the choice of board: solo covering is played on the blank grid only.
abaku-cover-needs-blank = Zaplňování se hraje na prázdné mřížce 17×17: nechte prázdných co nejméně polí.
abaku-scoring-title = Bodování
abaku-scoring-tiles = Každý kámen za 1 bod
abaku-scoring-numbers = Kameny bodují svou hodnotou
abaku-diagonal-play = Příklady smějí vést i šikmo
# The player to move, and the $bag tiles left in the bag.
abaku-to-move = Hraje { $name } · v sáčku { $bag ->
        [one] { $bag } kámen
        [few] { $bag } kameny
       *[other] { $bag } kamenů
    }
# A digit laid on a board joker that stands for another digit: only $digit takes it back.
abaku-swap-needs-digit = Tohoto žolíka nahradí jen kámen { $digit } z vašeho stojánku.
# The heading of the picker of the digit a joker laid stands for.
abaku-joker-prompt = Jakou číslici žolík zastupuje?
# The legend of the bonus squares: the start square ($board: classic or blank; on the
# classic board it doubles the first equation), and the bonuses 2N, 3N, 2E and 3E.
abaku-start-meaning = { $board ->
        [classic] ★ Start: první tah ho musí pokrýt; jeho příklad boduje dvojnásob
       *[blank] ★ Start: první tah ho musí pokrýt
    }
abaku-number-bonus-meaning = { $factor }Č: kámen položený sem boduje ×{ $factor }
abaku-equation-bonus-meaning = { $factor }P: příklad s kamenem položeným sem boduje ×{ $factor }
# The labels printed on the bonus squares: the $factor and the initial of the word for a
# number bonus and an equation bonus, as the rules and the legend write them.
abaku-number-bonus-label = { $factor }Č
abaku-equation-bonus-label = { $factor }P
# How the game ended, under the ranking: $name laid their last tile, or no one can place a tile.
abaku-went-out = { $name } už nemá žádné kameny: konec hry
abaku-blocked = Nikdo nemůže položit kámen: konec hry
abaku-racks-revealing = zbylé stojánky se odkrývají, pak se sečtou

## Keyboard and screen readers.

abaku-board = Deska Abaku
abaku-board-keys = Šipky přecházejí mezi poli. Napište číslici, nebo ? pro žolíka, a kámen se položí na pole; Enter nebo mezerník tam položí vybraný kámen, nebo vrátí kámen položený v tomto tahu. Bez vybraného kamene zahraje Enter položený tah, jakmile je platný; Ctrl+Enter ho zahraje odkudkoli na obrazovce a Escape vrátí všechny kameny.
# A bonus square, as a square's label names it: "H8, start square, 7", "D1, number ×3, empty".
abaku-start-square = startovní pole
abaku-number-bonus = číslo ×{ $factor }
abaku-equation-bonus = příklad ×{ $factor }
# A joker on the board and the $digit it stands for.
abaku-joker-as = žolík jako { $digit }
