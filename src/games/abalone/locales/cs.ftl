### Abalone's words in Czech.
### The rules page: one paragraph per line.

### The game's screen and its new-game form (src/games/abalone/words.rs).

# The new-game form's choice of how many players ($count: 2, 3 or 4; four play in two teams).
abalone-player-count = { $count ->
        [2] Dva
        [3] Tři
       *[4] Čtyři ve dvou týmech
    }
# The new-game form's choice of turn order for four players, and each order.
abalone-turn-order-title = Pořadí tahů
abalone-turn-order-alternate = Týmy se střídají: Černý, Bílý, Modrý, Červený
abalone-turn-order-partners = Spoluhráči táhnou hned po sobě: Černý, Modrý, Bílý, Červený
# A seat's label on the new-game form for four players: its $seat colour (black, white, blue or
# red) and its $team (1 or 2).
abalone-seat-in-team = { $seat ->
        [black] Černý
        [white] Bílý
        [blue] Modrý
       *[red] Červený
    } · tým { $team }
# The settings: a clock of $minutes per player, or none; a move limit of $moves, or none.
abalone-clock = Časový limit na hráče
abalone-clock-none = Žádný
abalone-clock-minutes = { $minutes } min
abalone-move-limit = Limit tahů
abalone-move-limit-none = Žádný
abalone-move-limit-moves = { $moves ->
        [one] { $moves } tah
        [few] { $moves } tahy
       *[other] { $moves } tahů
    }
abalone-draw-by-repetition = Potřetí stejná pozice znamená remízu
abalone-turn-board = Otáčet desku k hráči na tahu, když si hráči u stolu podávají jeden tablet
# Partners' heading in the panel: their $team (1 or 2) and the $count of marbles they have
# pushed off between them.
abalone-team-pushed-off = Tým { $team } · vytlačeno { $count } z 6
# Beside the name of the player to move.
abalone-to-move = na tahu
# The $count of marbles a player has pushed off, of the six that win.
abalone-pushed-off = vytlačeno { $count } z 6
# The $seconds left on a player's clock.
abalone-clock-left = { $seconds ->
        [one] Zbývá { $seconds } sekunda
        [few] Zbývají { $seconds } sekundy
       *[other] Zbývá { $seconds } sekund
    }
# A game with a move limit: $played moves of the $limit, and so $left left.
abalone-moves-of-limit = Limit tahů: odehráno { $played } z { $limit }, { $left ->
        [few] zbývají
       *[other] zbývá
    } { $left }
# The status line's advice while nothing is chosen, and once marbles are.
abalone-select-hint = Klepněte na 1–3 své kuličky v řadě, nebo přes ně přejeďte prstem.
abalone-move-hint = Táhnete klepnutím na šipku nebo jamku, nebo přetažením kuliček.
# The strong robot's $move, shown as a hint: its marbles are chosen.
abalone-hint = Nápověda: { $move }. Kuličky jsou vybrané: klepněte na šipku, která tah zahraje.
abalone-flip-board = Otočit desku
# Resign, and the button once tapped: $name resigns on the second tap.
abalone-resign = Vzdát se
abalone-confirm-resign = Opravdu? { $name } se vzdává
# How the game ended ($ending: pushed-off, time, resigned, limit or repetition): $who ran out of
# time or resigned, the number of $winners (0 for a draw) and their $names, and the teams'
# $scores, the winners' first ("6–2").
abalone-result = { $ending ->
        [time] { $winners ->
            [0] { $who }: došel čas – remíza
            [1] { $who }: došel čas – vyhrává { $names }
           *[other] { $who }: došel čas – vyhrávají { $names }
        }
        [resigned] { $winners ->
            [0] { $who } se vzdává – remíza
            [1] { $who } se vzdává – vyhrává { $names }
           *[other] { $who } se vzdává – vyhrávají { $names }
        }
        [limit] Dosažen limit tahů: { $winners ->
            [0] remíza { $scores }
            [1] { $names } vyhrává { $scores }
           *[other] { $names } vyhrávají { $scores }
        }
        [repetition] Potřetí stejná pozice: remíza
       *[pushed-off] { $winners ->
            [0] remíza { $scores }
            [1] { $names } vyhrává { $scores }
           *[other] { $names } vyhrávají { $scores }
        }
    }
# The result card's buttons: back to the first move, and the board without the card.
abalone-replay-game = Přehrát hru
abalone-view-board = Zobrazit desku
# The board's grid of holes, as a screen reader names it, and how to play it by keyboard.
abalone-board = Deska
abalone-keys = Klávesy: šipky přecházejí mezi jamkami; Home a End skočí na konec řady. Enter nebo mezerník vybere jednu z vašich kuliček, nebo posune vybrané kuličky do cílové jamky. Escape výběr zruší.
# A hole, as a screen reader names it: its $cell ("C4"), its $marble (black, white, blue, red or
# none), whether it is $selected, whether the last move $moved that marble there, and, if one of
# the selection's moves goes $here, that $move.
abalone-hole = { $cell }, { $marble ->
        [black] černá kulička
        [white] bílá kulička
        [blue] modrá kulička
        [red] červená kulička
       *[none] prázdná
    }{ $selected ->
        [yes] , vybraná
       *[no] {""}
    }{ $moved ->
        [yes] , naposledy táhnutá
       *[no] {""}
    }{ $here ->
        [yes] , táhnout sem: { $move }
       *[no] {""}
    }
# A legal move's arrow, as a screen reader names it: the $move's notation.
abalone-move-arrow = Zahrát { $move }
# Said as the selection changes: the $count of marbles selected, and their $cells ("C3, C4").
abalone-selected = { $count ->
        [0] Nic není vybráno.
       *[other] Vybráno: { $cells }.
    }
# Said once a move is played: the $player, the $move's notation, and the colour of the marble it
# $pushed off (black, white, blue or red), or none.
abalone-played = { $player }: tah { $move }{ $pushed ->
        [black] , vytlačena černá kulička
        [white] , vytlačena bílá kulička
        [blue] , vytlačena modrá kulička
        [red] , vytlačena červená kulička
       *[none] {""}
    }.
# Said after a move, and after undo: whose turn it is, by $name.
abalone-now-to-move = Na tahu: { $name }.
abalone-taken-back = Tah vrácen. Na tahu: { $name }.
# Said when the game ends: the $result, as abalone-result words it.
abalone-game-over = Konec hry. { $result }.

abalone-rules =
    Černý táhne první, pak se hráči střídají.
    Výchozí rozestavení pro dva hráče: standardní rozestavení a belgická a německá sedmikráska pocházejí přímo z pravidel. Holandská a švýcarská sedmikráska, Útok mimozemšťanů a Zeď se hrají na PlayStrategy a jsou zobrazeny na abaloneonline, které se shodují; Šachovnice, Hvězda, Souboj a Hadi pocházejí z PlayStrategy a abaloneonline; Fudžijama z abaloneonline a projektu Dagaz; Nadvláda, Infiltrace a Tváří v tvář z obrázků na abaloneonline. Černý táhne první z každého rozestavení.
    Ve hře tří hráčů hraje každý sám za sebe; ve hře čtyř hráčů hrají Černý a Modrý proti Bílému a Červenému a kuličky spoluhráče smíte posouvat spolu se svými: při tahu v řadě musí být zadní kulička vaše a boční tah musí zahrnovat aspoň jednu vaši kuličku. Tři kuličky smějí tlačit dvě soupeřovy kuličky dvou různých barev. Vytlačená kulička se počítá hráči, který ji vytlačil; ve hře čtyř hráčů se počty spoluhráčů sčítají.
    Na tahu posuňte jednu kuličku nebo řadu dvou či tří svých kuliček, o jednu jamku libovolným směrem.
    Tah v řadě: řada se posune ve směru své délky. Boční tah: řada se posune stranou; každá jamka, do které vstupuje, musí být prázdná.
    Sumito: řada tlačí kratší řadu soupeřových kuliček, která stojí přímo před ní – 2 proti 1, 3 proti 1 nebo 3 proti 2. Za tlačenými kuličkami musí být prázdná jamka nebo okraj desky; kuličky vytlačené přes okraj vypadávají ze hry.
    Jediná kulička nikdy netlačí, boční tah nikdy netlačí a 3 proti 3 není sumito. Soupeřovu řadu, hned za kterou stojí vaše vlastní kulička, tlačit nelze.
    Vlastní kuličku nesmíte nikdy vysunout z desky.
    Vyhrává hráč nebo tým, který jako první vytlačí šest soupeřových kuliček.
    Ve hře dvou hráčů remíza neexistuje: hraje se, dokud jedna strana nevytlačí šest kuliček.
    Nastavení, pokud jsou zvolena: s hodinami má každý hráč stejný čas, který běží jen během jeho vlastního tahu a jen dokud je hra na obrazovce; komu čas dojde, prohrává (ve hře tří hráčů porovnají zbylí dva počet vytlačených kuliček a při rovnosti se o výhru dělí). Limit tahů počítá tahy všech hráčů dohromady; po jeho dosažení vyhrává hráč nebo tým s více vytlačenými kuličkami a při rovnosti je remíza. S pravidlem opakování je remíza, když se potřetí objeví stejná pozice se stejným hráčem na tahu. Vrácení tahu vrátí i čas, který tah zabral.
    Vzdání ukončí hru hned a natrvalo: nelze ho vrátit (tlačítko se ptá dvakrát). Vzdává se hráč na tahu; proti robotům člověk u zařízení. Ve hře tří nebo čtyř hráčů prohrává strana, která se vzdala, a z ostatních vyhrává ten, kdo vytlačil víc kuliček.
    Na této desce se pohnou přesně ty kuličky, které vyberete: stojí-li přímo před výběrem pro tah v řadě vaše vlastní kulička, je v cestě (chcete-li pohnout všemi třemi, vyberte i ji).
    Zápis: tah v řadě se zapisuje jamkou zadní kuličky a jamkou, do které se posune (A1A2); boční tah oběma krajními kuličkami a jamkou, do které se posune první z nich (C3C5D4). Řady A–I vedou od strany Černého nahoru, úhlopříčky 1–9 zleva.
    Pozice: hra dvou hráčů může začít také z pozice vložené v notaci PlayStrategy (FEN), ze seznamu tahů v notaci Aba-Pro zahraného z rozestavení, nebo z pozice zobrazené ve hře (Hrát odsud). Každá strana musí mít svých 14 kuliček včetně vytlačených a žádná strana nesmí mít už šest vytlačených: taková pozice je vyhraná a není co hrát.
