### The words of a game played at a distance, in Czech.
### (src/remote/words.rs: the game's panel and the page a link opens.)

remote-heading = Hra na dálku
remote-you-play = Toto zařízení hraje za { $names }.
remote-send-invitation = Pošlete tuto pozvánku. Komu: { $name }
remote-send-answer = Pošlete tuto odpověď tomu, kdo vás pozval: { $name }. Hra začne, jakmile se připojí všichni hráči.
remote-waiting-to-join = Počkejte, až se připojí { $names }: každá odpověď na vaši pozvánku přijde jako odkaz.
remote-waiting-for-host = Počkejte na odkaz od hráče { $name }: přijde, jakmile se připojí všichni hráči.
remote-send-moves = Pošlete tento odkaz. Komu: { $names }
remote-your-move = Jste na tahu. Až tah zahrajete, pošlete jeho odkaz.
remote-their-move = Počkejte na odkaz od hráče { $name }: na tahu je { $name }.
remote-moves-here = Na tahu je { $name }, na tomto zařízení.
remote-show-qr = Zobrazit QR kód
remote-hide-qr = Skrýt QR kód
remote-qr-of = QR kód odkazu (komu: { $name })
remote-paste-link = Vložte přijatý odkaz
remote-open = Otevřít
remote-joined = Připojeno: { $names }.
remote-started = Všichni hráči jsou připojeni: hra začíná.
remote-moves-played = { $count ->
        [0] Žádný nový tah.
        [one] Zahrán { $count } tah.
        [few] Zahrány { $count } tahy.
       *[other] Zahráno { $count } tahů.
    }
remote-resigned = { $name } se vzdává: hra skončila.
remote-open-game = Otevřít hru
remote-invited = { $host } vás zve ke hře { $game } na dálku. Budete hrát jako { $name }, místo { $seat }.
remote-join = Připojit se ke hře
remote-keys-note = Po připojení bude toto zařízení klíčem, který podepisuje vaše tahy. Klíč zůstane v tomto prohlížeči: hra bude pokračovat jen odsud.
remote-no-randomness = Tento prohlížeč neumí vytvořit bezpečné klíče, a proto nemůže hrát na dálku.
remote-refused = Tento odkaz nelze otevřít: { $reason }
remote-not-for-this-device = nepatří k žádné hře v tomto zařízení. Otevřete ho v zařízení, kde je jeho hra.
remote-unreadable = není to celý odkaz Gameshelf: nějaký znak chybí nebo je změněný.
remote-other-game = patří k jiné hře.
remote-already-applied = tah { $turn } už ve hře je.
remote-out-of-order = patří k tahu { $found }, ale na řadě je tah { $expected }: nejdřív otevřete odkazy před ním.
remote-no-such-seat = v této hře není místo { $seat }.
remote-not-signed = hráč na místě { $seat } tento tah nepodepsal: zahrál ho někdo jiný, nebo byl změněn.
remote-broken-chain = tah { $turn } nenavazuje na tahy před ním.
remote-fork = Hráč { $name } poslal jako tah { $turn } dva různé tahy. Toto zařízení si ponechá ten, který otevřelo první, a hra s ním pokračuje; druhý se odmítá. Hráč { $name } by měl dál hrát jen z jednoho zařízení. Pokud by hráči raději ponechali druhý tah, mohou hru dohrát jako kopii na jednom zařízení.
remote-other-invitation = odpovídá na jinou pozvánku.
remote-seat-taken = místo { $seat } už je obsazené.
remote-answer-not-signed = odpověď za místo { $seat } není podepsaná jeho klíčem.
remote-seats-open = { $count ->
        [one] na místě { $seats } se ještě nikdo nepřipojil.
        [few] na místech { $seats } se ještě nikdo nepřipojil.
       *[other] na místech { $seats } se ještě nikdo nepřipojil.
    }
remote-deal-broken = to, co přišlo jako tah { $turn } od: { $name } (místo { $seat }), porušuje rozdání: { $reason }.
remote-deal-no-deck = tento krok rozdání potřebuje celý balíček, který v něm chybí
remote-deal-unexpected-deck = obsahuje balíček, ale tento krok rozdání žádný nemá
remote-deal-not-the-step = { $step ->
        [shuffle] dalším krokem je zamíchání balíčku
        [lock] dalším krokem je zamčení balíčku
        [keys] dalším krokem je poslání klíčů k prvním vytaženým kamenům
        [reveal] hra skončila a dalším krokem je, že každý odkryje, co mu zbylo
       *[other] na řadě je tah, ne krok rozdání
    }
remote-deal-missing-keys = { $count ->
        [one] chybí v něm klíč, který měl poslat
        [few] chybějí v něm { $count } klíče, které měl poslat
       *[other] chybí v něm { $count } klíčů, které měl poslat
    }
remote-deal-unowed-key = obsahuje klíč, který neměl posílat a který by mohl ukázat skrytý kámen
remote-deal-cards-shown = tah pokládá { $lays ->
        [one] { $lays } skrytý kámen
        [few] { $lays } skryté kameny
       *[other] { $lays } skrytých kamenů
    }, ale odkrývá { $shows }
remote-deal-unreadable = jeho balíček nebo klíče nelze přečíst (jsou poškozené nebo podvržené)
remote-deal-unproven = jeho krok rozdání není prokázán jako poctivý: jeho aplikace byla změněna, nebo je jeho odkaz podvržený, a toto zařízení už žádný klíč neposílá
remote-deal-card-twice = tentýž kámen sady je v balíčku na dvou místech: balíček byl podvržen
remote-waiting-for-keys = { $count ->
        [one] hrát můžete, až dorazí klíče od hráče na místě { $seats }: nejdřív otevřete jeho poslední odkaz.
        [few] hrát můžete, až dorazí klíče od hráčů na místech { $seats }: nejdřív otevřete jejich poslední odkazy.
       *[other] hrát můžete, až dorazí klíče od hráčů na místech { $seats }: nejdřív otevřete jejich poslední odkazy.
    }
remote-unknown-game = hra jménem { $game } neexistuje.
remote-setup = hru nelze začít: { $detail }
remote-setup-unreadable = nastavení nelze přečíst ({ $detail })
remote-setup-invalid = nastavení hry není platné
remote-setup-names = hráči v nastavení nejsou jména u stolu
remote-setup-copy = kopie začatá tam, kde stála jiná hra, se hraje na jednom zařízení
remote-setup-clocked = hra na dálku nemá hodiny
remote-not-your-turn = na tahu je { $name }, ne toto zařízení.
remote-wrong-seat = hráč na místě { $seat } poslal tah { $turn }, který ale patří hráči na místě { $to-move }.
remote-rule = { $move } nelze zahrát jako tah { $turn }: { $reason }
remote-game-over = hra skončila.
remote-your-seat-taken = dává místo tohoto zařízení jinému klíči.
remote-other-seats = sedí v něm u stolu jiní hráči než v této hře: hostitel poslal dvě různá rozesazení.
remote-hosts-own-seat = zve na místo samotného hostitele.
remote-already-held = toto zařízení už má v této hře místo { $seat }.
remote-answers-go-to-host = odpovědi se posílají hostiteli: { $host }.
remote-already-opened = už je ve hře.
remote-parts-do-not-join = jeho části nedávají dohromady odkaz, ze kterého byly rozděleny: jedna byla změněna. Otevřete každou část znovu.
remote-corrupt = klíče této hry nelze přečíst ({ $detail }). Zůstávají uložené, jak byly.

## The game's panel, for a game with hidden tiles.

remote-part-kept = Část { $number }/{ $count } tohoto odkazu je uložena (zde už { $held }/{ $count }). { $missing ->
        [one] Otevřete chybějící část.
        [few] Otevřete { $missing } chybějící části.
       *[other] Otevřete { $missing } chybějících částí.
    }
remote-dealing = Počkejte na odkaz (od: { $names }): probíhá rozdávání.
remote-rack-waiting = Počkejte na další odkaz (od: { $names }): přinese klíče k tomu, co jste si dobrali.
remote-checking = Počkejte na odkaz (od: { $names }): hra skončila a kontroluje se rozdání. Do té doby jsou výsledky neověřené.
remote-audited = Každé zařízení zkontrolovalo celé rozdání: bylo poctivé a výsledky platí.

# Should a device's keys be lost: the game finished as a copy on one device (src/remote/panel.rs).
remote-keys-lost = Když zařízení ztratí své klíče
remote-copy-explained = { $dealt ->
        [yes] Zařízení, jehož data prohlížeče byla smazána nebo které je pryč, už nemůže hrát za své místo a jeho dosud skryté { $pieces ->
            [yes] dílky
           *[no] kameny
        } už nejdou přečíst na žádném zařízení. Pokud všichni hráči souhlasí, dohrajte partii jako kopii na jednom zařízení: { $pieces ->
            [yes] stůl
           *[no] deska
        } a body tak, jak jsou, odkryté { $pieces ->
            [yes] dílky
           *[no] kameny
        } na svém místě a všechny skryté { $pieces ->
            [yes] dílky
           *[no] kameny
        } rozdané znovu. Nic v ní není skryté před tím, kdo drží zařízení.
       *[no] Zařízení, jehož data prohlížeče byla smazána nebo které je pryč, už nemůže podepisovat tahy svého místa. Pokud všichni hráči souhlasí, dohrajte partii jako kopii na jednom zařízení, od současné pozice, bez podpisů.
    }
remote-finish-as-copy = Dohrát jako kopii na tomto zařízení
remote-copy-confirm = { $dealt ->
        [yes] Kopie je nová partie ve vaší knihovně, hraná jen na tomto zařízení, které si podáváte: { $pieces ->
            [yes] každá ruka se rozdá znovu z dílků
           *[no] každý stojánek se rozdá znovu z kamenů
        }, které nejsou vidět. Partie na dálku zůstane, jak je.
       *[no] Kopie je nová partie ve vaší knihovně, hraná jen na tomto zařízení, které si podáváte. Partie na dálku zůstane, jak je.
    }
remote-make-copy = Vytvořit kopii

# Semínko kopie, losované zúčastněnými zařízeními (src/remote/panel.rs).
remote-copy-takes-part = Účastní se: hráči, jejichž zařízení má stále své klíče. Jejich zařízení losují rozdání kopie společně, takže je nikdo nemůže předvídat.
remote-ask-copy = Požádat o kopii
remote-copy-asked = Žádost od: { $name }: dohrát hru jako kopii na jednom zařízení. Pokud souhlasíte, vaše zařízení pomůže vylosovat rozdání kopie, které žádný hráč nemůže předvídat ani zvolit.
remote-agree-copy = Souhlasit s kopií
remote-copy-waiting-to-agree = Čeká se na souhlas s kopií od: { $names }. Pošlete odkaz.
remote-copy-waiting-for-bytes = Čeká se na odkaz od: { $names }. Přinese jejich díl rozdání kopie.
remote-copy-refused = to, co pro rozdání kopie přišlo od: { $name } (místo { $seat }), je odmítnuto: { $why ->
        [other-round] patří k jiné hře, jinému tahu nebo jiným hráčům
        [second-commitment] zavazuje se podruhé, a jinak
        [early-reveal] ukazuje svůj díl dřív, než se každý hráč zavázal ke svému
       *[unopened] jeho díl není ten, ke kterému se zavázal
    }.
remote-no-copy-asked = U tohoto tahu o kopii nikdo nežádal.
remote-copy-agreed = Rozdání kopie je vylosováno: dohrajte hru jako kopii na tomto zařízení, nebo kopii dejte hráči, který ji dohraje.

# The page on this device's keys in remote play, opened from every game's rules and from the
# remote panels (src/ui/rules.rs): one paragraph per line.
remote-keys-page =
    Při hře na dálku má každé zařízení vlastní klíče: podepisují tahy míst, která hraje, a ve hře s kameny otevírají to, co si vytáhlo, a nic jiného. Žádné jiné zařízení je nemá a bez klíčů nikdo své místo hrát nemůže.
    Klíče tohoto zařízení se ukládají s jeho hrami (Exportovat vše je uloží také). Smazáním dat prohlížeče se ztratí, a s nimi i místa, která toto zařízení hraje.
    Jakmile se připojí všichni hráči, ukáže panel hry v „Bezpečnostních číslech“ třicet číslic: přečtěte si je navzájem nahlas, při hovoru nebo vedle sebe. Pokud se liší, je mezi vámi někdo další s vlastními klíči.
    Abalone: Když se klíče zařízení ztratí, lze hru dohrát jako kopii, pokud s tím souhlasí všichni hráči: „Když zařízení ztratí své klíče“ v jejím panelu ji vytvoří na tomto zařízení a její soubor nebo odkaz ke sdílení nese tahy, aby mohla pokračovat na jiném, bez podpisů.
    Abaku: Když se klíče zařízení ztratí, kameny, které jsou ještě skryté, už nepřečte žádné zařízení; pokud všichni hráči souhlasí, lze hru přesto dohrát jako kopii na jednom zařízení („Když zařízení ztratí své klíče“ v jejím panelu), na každém zařízení stejnou: deska a body tak, jak jsou, žolík odkrytý tam, kde je, a všechny skryté kameny, na stojáncích i v sáčku, rozdané znovu z kamenů, které nejsou vidět. Kameny otočené na začátku i vyměněné kameny se vrátí do sáčku, jako na jednom zařízení.
    Summy: Když se klíče zařízení ztratí, kameny, které jsou ještě skryté, už nepřečte žádné zařízení; pokud všichni hráči souhlasí, lze hru přesto dohrát jako kopii na jednom zařízení („Když zařízení ztratí své klíče“ v jejím panelu), na každém zařízení stejnou: deska a body tak, jak jsou, a všechny skryté kameny, na stojáncích i v zásobě, rozdané znovu z kamenů, které nejsou vidět. Kameny otočené na začátku se vrátí do zásoby, jako na jednom zařízení, a tolik kamenů, kolik se vyměnilo, zůstane neviděných mimo hru.
    Addique: Když se klíče zařízení ztratí, dílky, které jsou ještě skryté, už nepřečte žádné zařízení; pokud všichni hráči souhlasí, lze hru přesto dohrát jako kopii na jednom zařízení („Když zařízení ztratí své klíče“ v jejím panelu), na každém zařízení stejnou: stůl a body tak, jak jsou, úvodní dílky, které jsou ještě v ruce, na svém místě, a všechny skryté dílky, v rukou i v zásobě, rozdané znovu.
    Kopii hry s kameny rozdávají společně hráči, jejichž zařízení má stále své klíče: jeden o ni požádá („Požádat o kopii“), ostatní souhlasí („Souhlasit s kopií“) a každé zařízení se zaváže k čerstvým bajtům dřív, než kterékoli ukáže svoje, takže rozdání kopie nemůže žádný hráč předvídat ani zvolit.

## What this device does next: the links to send, numbered when several go to the same
## players, and a move taken back before its link leaves (src/remote/panel.rs).

remote-send-links = { $count ->
        [one] Pošlete tento odkaz. Komu: { $names }
        [few] Pošlete tyto { $count } odkazy. Komu: { $names }
       *[other] Pošlete těchto { $count } odkazů. Komu: { $names }
    }
remote-send-part = Část { $number }/{ $count }. Komu: { $names }
remote-take-back-note = Dokud jeho odkaz nezkopírujete, nesdílíte ani nezobrazíte, můžete svůj tah vzít zpět.
remote-take-back = Vzít tah zpět
# A link opened again, or one's own: nothing in it is new.
remote-have-move = Tento tah už máte: je ve hře na tomto zařízení.
remote-have-link = Tento odkaz už máte: nic v něm není pro hru na tomto zařízení nové.
# Tiles (or Addique's pieces) of this device's rack that it cannot read yet: their keys come
# with these players' next links.
remote-rack-coming = { $pieces ->
        [yes] { $count ->
            [one] 1 dílek vaší ruky přijde
            [few] { $count } dílky vaší ruky přijdou
           *[other] { $count } dílků vaší ruky přijde
        }
       *[no] { $count ->
            [one] 1 kámen vašeho stojánku přijde
            [few] { $count } kameny vašeho stojánku přijdou
           *[other] { $count } kamenů vašeho stojánku přijde
        }
    } s dalším odkazem (od: { $names }), který přinese jejich klíče.

## Bezpečnostní čísla hry, jakmile se připojí všichni hráči (src/remote/panel.rs).

remote-safety-numbers = Bezpečnostní čísla
remote-safety-explained = Přečtěte si je navzájem nahlas, při hovoru nebo vedle sebe: každé zařízení této hry ukazuje stejná čísla. Pokud se liší, je mezi vámi někdo další: začněte novou hru a pozvánky do ní pošlete jinou cestou.
