### The words of a game played at a distance, in Czech.
### (src/remote/words.rs: the game's panel and the page a link opens.)

remote-heading = Hra na dálku
remote-you-play = Na tomto zařízení hraje { $name }.
remote-send-invitation = Pošlete tuto pozvánku. Komu: { $name }
remote-send-answer = Pošlete tuto odpověď tomu, kdo vás pozval: { $name }. Hra začne, jakmile se připojí všichni hráči.
remote-waiting-to-join = Čeká se, až se připojí { $names }.
remote-send-moves = Pošlete tento odkaz. Komu: { $names }
remote-your-move = Jste na tahu. Až tah zahrajete, pošlete jeho odkaz.
remote-their-move = Na tahu je { $name }: otevřete odkaz, který vám pošle.
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
remote-fork = hráč na místě { $seat } poslal jako tah { $turn } dva různé tahy. Hra nemůže pokračovat, dokud se hráči nedohodnou, který z nich platí.
remote-other-invitation = odpovídá na jinou pozvánku.
remote-seat-taken = místo { $seat } už je obsazené.
remote-answer-not-signed = odpověď za místo { $seat } není podepsaná jeho klíčem.
remote-seats-open = { $count ->
        [one] na místě { $seats } se ještě nikdo nepřipojil.
        [few] na místech { $seats } se ještě nikdo nepřipojil.
       *[other] na místech { $seats } se ještě nikdo nepřipojil.
    }
remote-hidden-tiles = hru { $game } zatím nelze hrát na dálku: její skryté kameny vyžadují rozdání, které žádné zařízení nevidí.
remote-unknown-game = hra jménem { $game } neexistuje.
remote-setup = hru nelze začít: { $detail }
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
