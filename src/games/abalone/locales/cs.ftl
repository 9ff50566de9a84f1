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
# Marbles chosen that cannot move ($count of them), and each thing that stops them
# ($obstacles: the sentences below, one after the other).
abalone-cannot-move = { $count ->
        [one] Tato kulička nemůže táhnout.
       *[other] Tyto kuličky nemohou táhnout.
    } { $obstacles }
abalone-obstacle-edge = V cestě je okraj desky.
abalone-obstacle-own = V cestě jsou vaše vlastní kuličky.
abalone-obstacle-opponents = { $count ->
        [one] Jedna kulička nemůže tlačit soupeřovy.
       *[other] V cestě jsou soupeřovy kuličky: jen víc kuliček v řadě, táhnoucích podél ní, vytlačí méně.
    }
abalone-obstacle-partner = Kuličky vašeho spoluhráče táhnou jen s některou z vašich: na konci řady, nebo vedle nich.
# The sentences one after the other, as in English.
abalone-obstacles-join = { $first } { $next }
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
    Na tahu posuňte jednu kuličku nebo řadu dvou či tří svých kuliček, o jednu jamku libovolným směrem.
    Tah v řadě: řada se posune ve směru své délky. Boční tah: řada se posune stranou; každá jamka, do které vstupuje, musí být prázdná.
    Sumito: řada tlačí kratší řadu soupeřových kuliček, která stojí přímo před ní – 2 proti 1, 3 proti 1 nebo 3 proti 2. Za tlačenými kuličkami musí být prázdná jamka nebo okraj desky; kuličky vytlačené přes okraj vypadávají ze hry.
    @sumito-3-2 3 proti 2: tři černé kuličky posunou dvě bílé o jednu jamku po své řadě, do prázdné jamky za nimi.
    @sumito-2-1 2 proti 1 na okraji: dvě černé kuličky vytlačí bílou přes okraj; ta vypadává ze hry.
    Jediná kulička nikdy netlačí, boční tah nikdy netlačí a 3 proti 3 není sumito. Soupeřovu řadu, hned za kterou stojí vaše vlastní kulička, tlačit nelze.
    Vlastní kuličku nesmíte nikdy vysunout z desky.
    Černý táhne první, pak se hráči střídají.
    Vyhrává hráč nebo tým, který jako první vytlačí šest soupeřových kuliček.
    Ve hře dvou hráčů remíza neexistuje: hraje se, dokud jedna strana nevytlačí šest kuliček.
    Ve hře tří hráčů hraje každý sám za sebe; ve hře čtyř hráčů hrají Černý a Modrý proti Bílému a Červenému a kuličky spoluhráče smíte posouvat spolu se svými: při tahu v řadě musí být zadní kulička vaše a boční tah musí zahrnovat aspoň jednu vaši kuličku. Tři kuličky smějí tlačit dvě soupeřovy kuličky dvou různých barev. Vytlačená kulička se počítá hráči, který ji vytlačil; ve hře čtyř hráčů se počty spoluhráčů sčítají.
    Nastavení, pokud jsou zvolena: s hodinami má každý hráč stejný čas, který běží jen během jeho vlastního tahu a jen dokud je hra na obrazovce; komu čas dojde, prohrává (ve hře tří hráčů porovnají zbylí dva počet vytlačených kuliček a při rovnosti se o výhru dělí). Limit tahů počítá tahy všech hráčů dohromady; po jeho dosažení vyhrává hráč nebo tým s více vytlačenými kuličkami a při rovnosti je remíza. S pravidlem opakování je remíza, když se potřetí objeví stejná pozice se stejným hráčem na tahu. Vrácení tahu vrátí i čas, který tah zabral.
    Vzdání ukončí hru hned a natrvalo: nelze ho vrátit (tlačítko se ptá dvakrát). Vzdává se hráč na tahu; proti robotům člověk u zařízení. Ve hře tří nebo čtyř hráčů prohrává strana, která se vzdala, a z ostatních vyhrává ten, kdo vytlačil víc kuliček. Při hře na dálku se hráč vzdává ve svém tahu, místo tahu: vzdání se posílá jako odkaz toho tahu.
    @keys Klíče tohoto zařízení a hra, jejíž klíče se ztratily
    Na této desce se pohnou přesně ty kuličky, které vyberete: stojí-li přímo před výběrem pro tah v řadě vaše vlastní kulička, je v cestě (chcete-li pohnout všemi třemi, vyberte i ji).
    Zápis: tah v řadě se zapisuje jamkou zadní kuličky a jamkou, do které se posune (A1A2); boční tah oběma krajními kuličkami a jamkou, do které se posune první z nich (C3C5D4). Řady A–I vedou od strany Černého nahoru, úhlopříčky 1–9 zleva.
    Pozice: hra dvou hráčů může začít také z pozice vložené v notaci PlayStrategy (FEN), ze seznamu tahů v notaci Aba-Pro zahraného z rozestavení, nebo z pozice zobrazené ve hře (Hrát odsud). Každá strana musí mít svých 14 kuliček včetně vytlačených a žádná strana nesmí mít už šest vytlačených: taková pozice je vyhraná a není co hrát.
    Výchozí rozestavení pro dva hráče: standardní rozestavení a belgická a německá sedmikráska pocházejí přímo z pravidel. Holandská a švýcarská sedmikráska, Útok mimozemšťanů a Zeď se hrají na PlayStrategy a jsou zobrazeny na abaloneonline, které se shodují; Šachovnice, Hvězda, Souboj a Hadi pocházejí z PlayStrategy a abaloneonline; Fudžijama z abaloneonline a projektu Dagaz; Nadvláda, Infiltrace a Tváří v tvář z obrázků na abaloneonline. Černý táhne první z každého rozestavení.

### The study tools: the position editor, the analysis board, positions and move lists

# The position editor, and the game screen's button that opens it on the position shown.
abalone-editor-title = Abalone · Editor pozice
abalone-edit-position = Upravit tuto pozici
# The editor's board, as a screen reader names it, and how to set it up.
abalone-editor-board = Sestavovaná deska
abalone-editor-keys = Klepnutím na jamku do ní položíte kuličku štětce, nebo ji Vymazáním vyprázdníte; kuličku přetáhněte do jiné jamky, nebo ji přetažením mimo desku odeberte. Z klávesnice: šipky vedou z jamky do jamky, B položí černou kuličku, W bílou, Delete ji odebere, Enter nebo mezerník použije štětec.
# A hole of the editor's board as a screen reader names it: its $cell (C4) and its $marble
# (black, white, or none).
abalone-editor-hole = { $cell }, { $marble ->
        [black] černá kulička
        [white] bílá kulička
       *[none] prázdná
    }
# What a tap puts in a hole, and each choice: a marble of a side, or nothing ($brush: erase).
abalone-brush = Štětec
abalone-brush-name = { $brush ->
        [black] Černá kulička
        [white] Bílá kulička
       *[erase] Vymazat
    }
abalone-clear-board = Vyprázdnit desku
abalone-load-layout = Rozestavit na desku
abalone-side-to-move = Strana na tahu
# The marbles a $side (black or white) has pushed off so far.
abalone-pushed-off-by = Kuličky vytlačené { $side ->
        [black] černým
       *[white] bílým
    }
# A $side with more marbles on the board ($on_board) than it has.
abalone-editor-too-many = { $side ->
        [black] Černý
       *[white] Bílý
    } má na desce { $on_board } kuliček: strana má jen 14.
# The position set up can be played: the marbles of each side on the board.
abalone-editor-ready = Připraveno ke hře: na desce je černých kuliček { $black } a bílých { $white }.
abalone-play-position = Hrát tuto pozici
# The analysis board: its title, and the button that stops the analysis ($running: yes) or
# starts it again.
abalone-analysis-title = Abalone · Analýza
abalone-analysis-toggle = { $running ->
        [yes] Zastavit
       *[no] Analyzovat
    }
# Said until the analysis has completed its first depth.
abalone-analysis-starting = Robot přemýšlí…
# The deepest search completed, in plies.
abalone-analysis-depth = Hloubka { $depth }
# The evaluation, worded already: a number of marbles, or a forced win or loss.
abalone-analysis-eval = Hodnocení pro černého: { $eval }
# The heading of the line of moves the search expects.
abalone-analysis-best-line = Nejlepší pokračování
# The analysis board's tree of moves tried: how its keys work, a variation's group as a screen
# reader names it, the buttons that step along the line shown, promote or delete, and the
# comment on a move.
abalone-study-keys = ← a → jdou po zobrazené linii o tah zpět a vpřed, Home a End na její začátek a konec. Tah zkoušený na desce se přidá jako varianta.
abalone-variation = Varianta
abalone-study-start = Začátek
abalone-study-back = O tah zpět
abalone-study-forward = O tah vpřed
abalone-study-end = Konec
abalone-promote-variation = Povýšit variantu
abalone-delete-from-here = Smazat odsud
abalone-move-comment = Komentář k tomuto tahu
# Has the evaluation, the depth and the best line read out once.
abalone-read-out = Přečíst nahlas
abalone-analysis-two-players-only = Analytická deska je jen pro partie dvou hráčů.
# The analysis kept with a game could not be read: the parser's $reason.
abalone-study-unreadable = Analýzu uloženou s touto partií se nepodařilo přečíst ({ $reason }). Zůstane beze změny, dokud ji nestáhnete nebo nesmažete; tahy, které teď zkusíte, se neuloží.
# The new-game form's choice of where a two-player game starts, and each choice.
abalone-start-from = Začátek
abalone-start-source = { $source ->
        [layout] Rozestavení
        [position] Pozice (FEN)
       *[move-list] Seznam tahů
    }
# The field for a position in PlayStrategy's notation, and what to paste there.
abalone-fen-input = Pozice v notaci PlayStrategy (FEN)
abalone-fen-help = Vložte pozici: řady I až A, obě skóre, stranu na tahu (b nebo w), půltahy od posledního vytlačení a číslo tahu.
# Why a position cannot be played, as the engine found it ($problem): not 6 fields or 9 rows
# ($found); row $row with $found holes where it has $expected; a character $found in row $row;
# a score, side to move or move count that cannot be read ($text, as pasted); or a $side with
# $on_board marbles on the board and $pushed_off pushed off.
abalone-bad-fen = Tuto pozici nelze hrát: { $problem ->
        [fields] pozice má 6 polí (deska, dvě skóre, strana na tahu, půltahy, číslo tahu), ne { $found }
        [rows] deska má 9 řad oddělených znakem /, ne { $found }
        [row-length] řada { $row } má { $found } jamek, ne { $expected }
        [character] řada { $row } obsahuje „{ $found }“: smějí v ní být jen S, s a číslice
        [score] skóre „{ $text }“ není číslo od 0 do 5
        [side-to-move] strana na tahu je „{ $text }“, ne b nebo w
        [counter] „{ $text }“ není počet tahů
       *[marbles] { $side ->
            [black] Černý
           *[white] Bílý
        } má na desce { $on_board } kuliček a { $pushed_off } vytlačených, přitom strana má 14
    }.
# A position pasted into the editor that cannot be played: why ($problem, as above), and that
# the board stayed as it was.
abalone-editor-fen-kept = { $problem } Deska zůstává, jak byla.
# The field for a move list, and where its moves are played from.
abalone-move-list-input = Tahy číslované jako v Aba-Pro (1. A1B2 I9H8 2. …)
abalone-move-list-help = Tahy se zahrají z rozestavení zvoleného výše; hra se otevře po posledním z nich, abyste mohli hrát dál nebo ji procházet.
# Why a pasted move list cannot be played ($problem): not written for two players ($seats);
# $found (as pasted) where move $expected begins; or move $number of a $side, $text as pasted,
# cannot be played, for a $reason worded already.
abalone-bad-move-list = Tento seznam tahů nelze zahrát: { $problem ->
        [seats] seznam tahů se píše pro dva hráče, ne pro { $seats }
        [number] „{ $found }“ stojí tam, kde začíná tah { $expected }
       *[move] tah { $number } ({ $side ->
            [black] černý
           *[white] bílý
        }, { $text }): { $reason }
    }.
# The game screen's button and dialog with the position and the move list to take away.
abalone-position-and-moves = Pozice a tahy
abalone-copy-fen = Kopírovat pozici (FEN)
abalone-fen-copied = Zkopírováno: pozice je ve schránce.
abalone-move-list-title = Seznam tahů
abalone-copy-move-list = Kopírovat seznam tahů
abalone-move-list-copied = Zkopírováno: seznam tahů je ve schránce.
abalone-download-move-list = Stáhnout seznam tahů (.txt)
# A copy to the clipboard failed, with the browser's $reason: the text is there to select.
abalone-copy-text-failed = Kopírování se nezdařilo ({ $reason }). Označte text a zkopírujte si ho sami.
# Starts a new game from the position shown, the game on screen left as it is.
abalone-play-from-here = Hrát odsud
abalone-play-from-here-help = Ze zobrazené pozice začne nová hra se stejnými hráči; tato hra zůstane, jak je.
# A position where six marbles of a side are already off: nothing is left to play.
abalone-position-won = Tato pozice je už vyhraná: jedna strana vytlačila šest kuliček, takže už není co hrát.
