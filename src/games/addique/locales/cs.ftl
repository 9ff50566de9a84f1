### Addique's words in Czech.
### The rules page: one paragraph per line.

addique-rules =
    48 dílků ve tvaru plus, na každém rameni číslice 1–8: nahoře + dole = 9 a vlevo + vpravo = 9, a žádné dva dílky nejsou stejné. Dílky zůstávají tak, jak jsou natištěné: nikdy se neotáčejí. Hráčů je 2, 3, 4, 6 nebo 8, aby každý zahrál stejný počet dílků.
    Kdo začíná: každý si vylosuje dílek a spočítá nahoře × dole + vlevo × vpravo. Začíná nejvyšší výsledek: ten hráč položí svůj dílek doprostřed stolu a získá tolik bodů. Při shodě se všechny dílky vrátí a všichni losují znovu. Začínající hráč si pak vezme 3 dílky a ostatní 2, takže každý drží 3. Tahy jdou dokola po směru hodinových ručiček (v pořadí míst u stolu).
    Na tahu zahrajte jeden dílek z ruky a dokud zásoba vydrží, vezměte si z ní jeden nový. Vynechat tah nesmíte: hrát musíte, i když dílek nic nepřinese.
    Dílek zapadá mezi již zahrané dílky: jeho čtverečky musí být volné a aspoň 3 hrany jeho obrysu se jich musí dotýkat. Stůl je otevřený: hra se může rozrůstat libovolným směrem. Číslice nemají vliv na to, kam dílek zapadne, takže všechny dílky v ruce se hodí na stejná místa; na stole nějaké místo vždy je.
    @edges Dílek vpravo zapadne: 3 hrany jeho obrysu (označené zeleně) se dotýkají dílku na stole. Čárkované místo vlevo se ho dotýká jen 1 hranou (označenou červeně): tam žádný dílek nepatří.
    Čísla se čtou zleva doprava v řádku a shora dolů ve sloupci: každá řada dvou nebo více ramen vedle sebe tvoří číslo a středová tečka nebo mezera ji ukončí. Čísla čtená opačným směrem se nikdy nepočítají.
    Body: každé číslo dělitelné 9, které váš dílek vytvoří nebo prodlouží, přinese číslo ÷ 9 bodů. Číslo je dělitelné 9, když je jeho ciferný součet 9 nebo násobek 9: 315 přinese 35. Příklad z pravidel: dílek s 2 nahoře, 4 vpravo, 7 dole a 5 vlevo, který vytvoří 4761, 72 a 72, přinese 529 + 8 + 8 = 545. Čísla, která nejsou dělitelná 9, nepřinesou nic.
    Zahrané dílky se už nikdy nehýbou. Hra končí, když je všech 48 dílků na stole; vyhrává nejvyšší skóre a se stejným skóre se hráči o místo dělí.
    Náš výklad tam, kde tištěná pravidla nechávají otázku otevřenou: stůl je mřížka jednotkových čtverečků, dílek jich pokrývá 5 a hrana je jedna strana čtverečku. Nápověda ukáže nejlépe bodující místo pro dílky ve vaší ruce a v zápisu bodů se označí.
    Vzdání (Vzdát se, klepnuto dvakrát) hru hned ukončí: kdo se vzdá, je poslední bez ohledu na body a ostatní se seřadí podle bodů, jak právě stojí. Vzdání je konečné: nelze je vzít zpět. Na dálku se hráč vzdává ve svém tahu a vzdání je odkazem toho tahu.
    Jedno zařízení pro všechny: dílky v ruce každého hráče zůstávají skryté za obrazovkou předání, dokud hráč neřekne, že drží zařízení, takže je ostatní u stolu nevidí. Jakmile hráč své dílky ukáže, tlačítko Zpět jen odloží dílek, který vybral; předchozí tah (i s případnou odpovědí robota po něm) lze vrátit jen na obrazovce předání, než další hráč ukáže své dílky. Robot vidí jen to, co smí vidět jeho místo: stůl, skóre, vlastní dílky a dílky, které neviděl, aniž ví, které jsou v zásobě a které v ruce jiného hráče. Uložená hra, exportovaný soubor nebo odkaz ke sdílení rozehrané hry prozradí dílky všech hráčů i pořadí dílků v zásobě: předejte je jen tomu, kdo to všechno smí vidět.
    Hra na dálku: zásobu nikdo nedrží, a tak dílky rozdají zařízení společně a každé přečte jen dílky ve své ruce. O tom, kdo začíná, rozhodne jediné kolo: každý otočí jeden dílek a při shodě vyhrává dílek s nejvyšším číslem, jehož číslice se čtou po směru hodinových ručiček odshora (7425 vyhraje nad 2475, které dává také 34). Ostatní si svůj dílek nechají, viditelný pro všechny, a ruce se doplní na 3 dílky počínaje začínajícím hráčem; po každém tahu přijde další dílek ze zamíchané zásoby. Na konci každé zařízení zkontroluje celé rozdání. Robot nebo druhý hráč na zařízení hostitele hraje tam: jeho ruka je tajná před ostatními zařízeními, ne před tím, kdo drží toto zařízení. Jakmile se všichni připojí, přečtěte si navzájem nahlas bezpečnostní čísla z panelu: pokud se liší, je mezi vámi někdo další.
    @keys Klíče tohoto zařízení a hra, jejíž klíče se ztratily

## The game's screen and its new-game form (src/games/addique/words.rs).

addique-table = Stůl Addique
addique-setup-note = Každý si vylosuje dílek: začíná ten, kdo má nejvyšší nahoře × dole + vlevo × vpravo; položí svůj dílek doprostřed stolu a získá tolik bodů. Při shodě se losuje znovu. Pak má každý v ruce 3 dílky.
# A piece chosen from the hand, read out.
addique-piece = Dílek { $piece }: nahoře { $top }, vpravo { $right }, dole { $bottom }, vlevo { $left }
addique-not-divisible = { $value }: není dělitelné 9
addique-no-score = Žádné číslo dělitelné 9
# The first piece, on the score sheet: it scores top × bottom + left × right.
addique-opening-score = První dílek: { $top } × { $bottom } + { $left } × { $right }
addique-place-help = Vyberte dílek z ruky.
addique-spot-help = Modré tečky ukazují, kam dílek zapadne; místo pod ukazatelem ukáže obrys dílku. Klepněte na tečku, nebo dílek přetáhněte na stůl.
addique-no-spot = Na stole není místo pro žádný dílek: nikde by se zahraných dílků nedotýkaly 3 hrany.
addique-to-move = Hraje { $name } · v zásobě { $pool ->
        [one] { $pool } dílek
        [few] { $pool } dílky
       *[other] { $pool } dílků
    }
addique-hand-of = Dílky v ruce: { $name }
# The score sheet's headings.
addique-numbers-heading = Čísla
addique-piece-heading = Dílek
addique-opening-title = Kdo začíná: nejvyšší nahoře × dole + vlevo × vpravo
# $draws: each player's name, piece and its product sum, such as "Eva 2475 (49)".
addique-opening-round = { $draws }{ $tied ->
        [yes] : shoda, všichni losují znovu
       *[no] {""}
    }
addique-starts = Začíná { $name }: dílek { $piece } jde doprostřed a přináší { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }.
addique-all-played = Všech 48 dílků je na stole: konec hry
addique-legend = Čísla se čtou zleva doprava a shora dolů po sousedních ramenech; končí u středové tečky nebo mezery. Zelená jsou dělitelná 9 a bodují číslo ÷ 9.

## Keyboard and screen readers.

# A spot where the chosen piece fits: its centre ($at, as moves write it), what the piece scores
# there and the $made numbers it makes, written out ($numbers: "72 = 9 × 8; 45 = 9 × 5").
addique-spot-cell = { $made ->
        [0] { $at }: { $piece } zde netvoří žádné číslo, { $points ->
            [one] { $points } bod
            [few] { $points } body
           *[other] { $points } bodů
        }
       *[other] { $at }: { $piece } zde získá { $points ->
            [one] { $points } bod
            [few] { $points } body
           *[other] { $points } bodů
        }; { $numbers }
    }
addique-placed-cell = { $at }: dílek { $piece }, nahoře { $top }, vpravo { $right }, dole { $bottom }, vlevo { $left }{ $last ->
        [yes] , položen naposledy
       *[no] {""}
    }
addique-hand-piece = Dílek { $piece }: nahoře { $top }, vpravo { $right }, dole { $bottom }, vlevo { $left }. Klávesa { $key }
addique-keys = Klávesnice: 1, 2 nebo 3 vybere dílek z ruky a Escape ho vrátí; šipky přecházejí mezi místy, kam dílek pasuje (bez vybraného dílku mezi dílky na stole), Home a End na konec řady; Enter nebo mezerník přejde na tlačítko Zahrát pro toto místo a Enter tam dílek položí.
addique-move-played = { $name }: dílek { $piece } na { $at } za { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }. Na tahu: { $next }.
# The last piece played, then the result: $winners are the $sharing players in first place,
# with $best points; $scores lists everyone's, best first ("Eva 545, Adam 312").
addique-game-ended = { $name }: poslední dílek { $piece } na { $at } za { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }. Konec hry – { $sharing ->
        [one] vítěz: { $winners }, { $best ->
            [one] { $best } bod
            [few] { $best } body
           *[other] { $best } bodů
        }
       *[other] o první místo se dělí { $winners }, { $best ->
            [one] { $best } bod
            [few] { $best } body
           *[other] { $best } bodů
        }
    }. Konečné skóre: { $scores }.
addique-hinted = Nápověda: { $piece } na { $at } za { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }.
