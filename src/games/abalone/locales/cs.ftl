### Abalone's words in Czech.
### The rules page: one paragraph per line.

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
