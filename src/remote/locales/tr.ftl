### The words of a game played at a distance, in Turkish.
### (src/remote/words.rs: the game's panel and the page a link opens.)

remote-heading = Uzaktan oyun
remote-you-play = Bu cihaz { $names } için oynuyor.
remote-send-invitation = Bu daveti gönderin. Kime: { $name }
remote-send-answer = Bu yanıtı sizi davet eden kişiye gönderin: { $name }. Tüm oyuncular katılınca oyun başlar.
remote-waiting-to-join = Katılmalarını bekleyin: { $names }. Davetinize verilen her yanıt bir bağlantı olarak gelir.
remote-waiting-for-host = { $name } adlı oyuncunun bağlantısını bekleyin: bütün oyuncular katıldığında gelir.
remote-send-moves = Bu bağlantıyı gönderin. Kime: { $names }
remote-your-move = Sıra sizde. Hamlenizi yaptıktan sonra bağlantısını gönderin.
remote-their-move = { $name } adlı oyuncunun bağlantısını bekleyin: sıra { $name } oyuncusunda.
remote-moves-here = Sıra bu cihazda oynayan { $name } oyuncusunda.
remote-show-qr = QR kodunu göster
remote-hide-qr = QR kodunu gizle
remote-qr-of = Bağlantının QR kodu (kime: { $name })
remote-paste-link = Aldığınız bir bağlantıyı yapıştırın
remote-open = Aç
remote-joined = { $names } oyuna katıldı.
remote-started = Tüm oyuncular katıldı: oyun başlıyor.
remote-moves-played = { $count ->
        [0] Yeni hamle yok.
        [one] { $count } hamle oynandı.
       *[other] { $count } hamle oynandı.
    }
remote-resigned = { $name } çekildi: oyun bitti.
remote-open-game = Oyunu aç
remote-invited = { $host } sizi uzaktan bir { $game } oyununa davet ediyor. { $name } olarak, { $seat } numaralı yerde oynayacaksınız.
remote-join = Oyuna katıl
remote-keys-note = Katıldığınızda bu cihaz, hamlelerinizi imzalayan bir anahtar olur. Anahtar bu tarayıcıda kalır: oyun yalnızca buradan devam eder.
remote-no-randomness = Bu tarayıcı güvenli anahtar oluşturamıyor, bu yüzden uzaktan oynayamaz.
remote-refused = Bu bağlantı açılamıyor: { $reason }
remote-not-for-this-device = bu cihazdaki hiçbir oyuna ait değil. Bağlantıyı, oyununun bulunduğu cihazda açın.
remote-unreadable = tam bir Gameshelf bağlantısı değil: bir karakter eksik ya da değiştirilmiş.
remote-other-game = başka bir oyuna ait.
remote-already-applied = { $turn }. hamle zaten oyunda.
remote-out-of-order = bu bağlantı { $found }. hamleye ait, oysa sırada { $expected }. hamle var: önce ondan önceki bağlantıları açın.
remote-no-such-seat = bu oyunda { $seat } numaralı yer yok.
remote-not-signed = bu hamleyi { $seat } numaralı yerdeki oyuncu imzalamamış: hamleyi başka biri yapmış ya da hamle değiştirilmiş.
remote-broken-chain = { $turn }. hamle, önceki hamlelerin devamı değil.
remote-fork = { $name }, { $turn }. hamle için iki farklı hamle gönderdi. Bu cihaz önce açtığını saklar ve oyun onunla sürer; öteki reddedilir. { $name } yalnızca tek bir cihazdan oynamaya devam etmeli. Oyuncular öteki hamleyi tercih ederse oyunu tek bir cihazda kopya olarak bitirebilirler.
remote-other-invitation = başka bir davete verilmiş bir yanıt.
remote-seat-taken = { $seat } numaralı yer zaten dolu.
remote-answer-not-signed = { $seat } numaralı yerin yanıtı, o yerin anahtarıyla imzalanmamış.
remote-seats-open = { $count ->
        [one] { $seats } numaralı yer henüz boş.
       *[other] { $seats } numaralı yerler henüz boş.
    }
remote-deal-broken = { $name } ({ $seat } numaralı yer) tarafından { $turn }. hamle için gönderilen ileti dağıtıma uymuyor: { $reason }.
remote-deal-no-deck = dağıtımın bu adımı destenin tamamını gerektiriyor, ama ileti desteyi taşımıyor
remote-deal-unexpected-deck = ileti bir deste taşıyor, oysa dağıtımın bu adımında deste yok
remote-deal-not-the-step = { $step ->
        [shuffle] sıradaki adım destenin karıştırılması
        [lock] sıradaki adım destenin kilitlenmesi
        [keys] sıradaki adım, ilk çekilen taşların anahtarlarının gönderilmesi
        [reveal] oyun bitti; sıradaki adım, herkesin elinde kalanı açması
       *[other] sırada dağıtımın bir adımı değil, bir hamle var
    }
remote-deal-missing-keys = { $count ->
        [one] göndermesi gereken bir anahtar eksik
       *[other] göndermesi gereken { $count } anahtar eksik
    }
remote-deal-unowed-key = göndermemesi gereken bir anahtar taşıyor; bu anahtar gizli bir taşı gösterebilir
remote-deal-cards-shown = hamle { $lays } gizli taş koyuyor ama { $shows } taş açıyor
remote-deal-unreadable = destesi ya da anahtarları okunamıyor (bozulmuş ya da sahte)
remote-deal-unproven = dağıtımdaki adımının dürüst olduğu kanıtlanmadı: uygulaması değiştirilmiş ya da bağlantısı sahte; bu cihaz bundan sonra hiçbir anahtar göndermez
remote-deal-card-twice = takımdaki aynı taş destede iki yerde çıkıyor: deste sahte
remote-waiting-for-keys = { $count ->
        [one] { $seats } numaralı yerin anahtarları gelmeden oynayamazsınız: önce o yerden gelen son bağlantıyı açın.
       *[other] { $seats } numaralı yerlerin anahtarları gelmeden oynayamazsınız: önce bu yerlerden gelen son bağlantıları açın.
    }
remote-unknown-game = { $game } adında bir oyun yok.
remote-setup = oyun başlayamıyor: { $detail }
remote-setup-unreadable = kurulumu okunamıyor ({ $detail })
remote-setup-invalid = kurulumu geçerli değil
remote-setup-names = kurulumun oyuncuları masadaki adlar değil
remote-setup-copy = başka bir oyunun kaldığı yerden başlayan kopya tek cihazda oynanır
remote-setup-clocked = uzaktan oynanan oyunda saat olmaz
remote-not-your-turn = sıra { $name } adlı oyuncuda, bu cihazda değil.
remote-wrong-seat = { $seat } numaralı yer { $turn }. hamleyi gönderdi, oysa o hamle { $to-move } numaralı yerin.
remote-rule = { $move }, { $turn }. hamlede oynanamaz: { $reason }
remote-game-over = oyun bitti.
remote-your-seat-taken = bu cihazın yerini başka bir anahtara veriyor.
remote-other-seats = bu oyundakinden farklı oyuncuları oturtuyor: ev sahibi iki farklı masa düzeni göndermiş.
remote-hosts-own-seat = ev sahibinin kendi yerine davet ediyor.
remote-already-held = bu cihaz bu oyunda zaten { $seat } numaralı yerde.
remote-answers-go-to-host = yanıtlar ev sahibine gider: { $host }.
remote-already-opened = zaten oyuna eklenmiş.
remote-parts-do-not-join = parçaları, bölündükleri bağlantıyı oluşturmuyor: biri değiştirilmiş. Her parçayı yeniden açın.
remote-corrupt = bu oyunun anahtarları okunamıyor ({ $detail }). Oldukları gibi saklanıyor.

## The game's panel, for a game with hidden tiles.

remote-part-kept = Bu bağlantının { $number }. parçası saklandı (toplam { $count } parçanın { $held } tanesi bu cihazda). { $missing ->
        [one] Eksik parçayı açın.
       *[other] Eksik { $missing } parçayı açın.
    }
remote-dealing = Şu oyuncunun bağlantısını bekleyin: { $names }. Dağıtım sürüyor.
remote-rack-waiting = Şu oyuncuların sonraki bağlantısını bekleyin: { $names }. Çektiklerinizin anahtarları onunla gelir.
remote-checking = Şu oyuncunun bağlantısını bekleyin: { $names }. Oyun bitti, dağıtım denetleniyor. Denetim bitene dek sonuçlar doğrulanmış değil.
remote-audited = Her cihaz dağıtımın tamamını denetledi: dağıtım dürüsttü, sonuçlar geçerli.

# Should a device's keys be lost: the game finished as a copy on one device (src/remote/panel.rs).
remote-keys-lost = Bir cihaz anahtarlarını kaybederse
remote-copy-explained = { $dealt ->
        [yes] Tarayıcı verileri silinmiş ya da artık olmayan bir cihaz kendi yerini oynayamaz ve hâlâ gizli olan { $pieces ->
            [yes] parçaları
           *[no] taşları
        } hiçbir cihazda okunamaz. Bütün oyuncular kabul ederse oyunu tek bir cihazda kopya olarak bitirin: { $pieces ->
            [yes] masa
           *[no] tahta
        } ve puanlar olduğu gibi, açık { $pieces ->
            [yes] parçalar
           *[no] taşlar
        } yerlerinde ve bütün kapalı { $pieces ->
            [yes] parçalar
           *[no] taşlar
        } yeniden dağıtılmış olarak. Orada cihazı tutandan hiçbir şey gizli değildir.
       *[no] Tarayıcı verileri silinmiş ya da artık olmayan bir cihaz kendi yerinin hamlelerini imzalayamaz. Bütün oyuncular kabul ederse oyunu tek bir cihazda, şimdiki konumdan, hiçbir şey imzalamadan kopya olarak bitirin.
    }
remote-finish-as-copy = Bu cihazda kopya olarak bitir
remote-copy-confirm = { $dealt ->
        [yes] Kopya, kitaplığınızda yalnızca bu cihazda elden ele oynanan yeni bir oyundur: { $pieces ->
            [yes] her el görünmeyen parçalardan
           *[no] her ıstaka görünmeyen taşlardan
        } yeniden dağıtılır. Uzaktan oyun olduğu gibi kalır.
       *[no] Kopya, kitaplığınızda yalnızca bu cihazda elden ele oynanan yeni bir oyundur. Uzaktan oyun olduğu gibi kalır.
    }
remote-make-copy = Kopyayı oluştur

# Kopyanın tohumu, katılan cihazlarca çekilir (src/remote/panel.rs).
remote-copy-takes-part = Katılanlar: cihazı anahtarlarını hâlâ tutan oyuncular. Cihazları kopyanın dağıtımını birlikte çeker, böylece kimse onu önceden bilemez.
remote-ask-copy = Kopya iste
remote-copy-asked = { $name }, oyunu tek bir cihazda kopya olarak bitirmek istiyor. Kabul ederseniz cihazınız, hiçbir oyuncunun önceden bilemeyeceği ya da seçemeyeceği kopya dağıtımının çekilmesine yardım eder.
remote-agree-copy = Kopyayı kabul et
remote-copy-waiting-to-agree = Kopya için { $names } onayı bekleniyor: bağlantıyı gönderin.
remote-copy-waiting-for-bytes = { $names } bağlantısı bekleniyor: kopyanın dağıtımındaki payı getirir.
remote-copy-refused = { $name } ({ $seat } numaralı yer) tarafından kopyanın dağıtımı için gönderilen reddedildi: { $why ->
        [other-round] başka bir oyun, başka bir hamle ya da başka oyuncular için
        [second-commitment] ikinci kez ve farklı bir taahhütte bulunuyor
        [early-reveal] her oyuncu kendi payını taahhüt etmeden önce payını gösteriyor
       *[unopened] gösterdiği pay, taahhüt ettiği pay değil
    }.
remote-no-copy-asked = Bu hamlede hiçbir oyuncu kopya istemedi.
remote-copy-agreed = Kopyanın dağıtımı çekildi: oyunu bu cihazda kopya olarak bitirin ya da kopyayı bitirecek oyuncuya verin.

# The page on this device's keys in remote play, opened from every game's rules and from the
# remote panels (src/ui/rules.rs): one paragraph per line.
remote-keys-page =
    Uzaktan oynarken her cihazın kendi anahtarları vardır: cihazda oynanan yerlerin hamlelerini imzalar, taşlı oyunlarda da yalnızca o cihazın çektiklerini açarlar. Başka hiçbir cihazda bulunmazlar ve anahtarları olmadan kimse bir yeri oynayamaz.
    Bu cihazın anahtarları kayıtlı oyunlarıyla birlikte saklanır (Tümünü dışa aktar onları da saklar). Tarayıcının verileri silinirse anahtarlar da, onlarla birlikte bu cihazda oynanan yerler de kaybolur.
    Bütün oyuncular katıldığında paneldeki “Güvenlik numaraları” otuz rakam gösterir: bunları birbirinize sesli okuyun, telefonda ya da yan yana. Farklıysa aranıza kendi anahtarlarıyla biri girmiştir.
    Abalone: Bir cihazın anahtarları kaybolursa, bütün oyuncular kabul ederse oyun bir kopya olarak bitirilebilir: panelindeki “Bir cihaz anahtarlarını kaybederse” o cihazda bir kopya oluşturur; dosyası ya da paylaşım bağlantısı da hamleleri taşır ve başka bir cihazda, hiçbir şey imzalanmadan sürdürülebilir.
    Abaku: Bir cihazın anahtarları kaybolursa hâlâ gizli olan taşlar hiçbir cihazda okunamaz; bütün oyuncular kabul ederse oyun yine de tek bir cihazda kopya olarak bitirilebilir (panelindeki “Bir cihaz anahtarlarını kaybederse”), her cihazda aynı kopya: tahta ve puanlar olduğu gibi, joker olduğu yerde açık, ıstakalardaki ve torbadaki bütün kapalı taşlar da görünmeyen taşlardan yeniden dağıtılmış olarak. Başlangıçta açılan taşlar ve değiştirilen taşlar, tek cihazda olduğu gibi torbaya döner.
    Summy: Bir cihazın anahtarları kaybolursa hâlâ gizli olan taşlar hiçbir cihazda okunamaz; bütün oyuncular kabul ederse oyun yine de tek bir cihazda kopya olarak bitirilebilir (panelindeki “Bir cihaz anahtarlarını kaybederse”), her cihazda aynı kopya: tahta ve puanlar olduğu gibi, ıstakalardaki ve stoktaki bütün kapalı taşlar da görünmeyen taşlardan yeniden dağıtılmış olarak. Başlangıçta açılan taşlar, tek cihazda olduğu gibi stoka döner; değiştirilen taşlar kadar taş da görülmeden oyun dışında kalır.
    Addique: Bir cihazın anahtarları kaybolursa hâlâ gizli olan parçalar hiçbir cihazda okunamaz; bütün oyuncular kabul ederse oyun yine de tek bir cihazda kopya olarak bitirilebilir (panelindeki “Bir cihaz anahtarlarını kaybederse”), her cihazda aynı kopya: masa ve puanlar olduğu gibi, hâlâ bir eldeki açılış parçaları yerlerinde, ellerdeki ve stoktaki bütün kapalı parçalar da yeniden dağıtılmış olarak.
    Bir taş oyununun kopyasını, cihazı anahtarlarını hâlâ tutan oyuncular birlikte dağıtır: biri ister (“Kopya iste”), diğerleri kabul eder (“Kopyayı kabul et”) ve her cihaz, hiçbiri kendininkini göstermeden önce taze baytlar üzerine taahhütte bulunur; böylece hiçbir oyuncu kopyanın dağıtımını önceden bilemez ya da seçemez.

## What this device does next: the links to send, numbered when several go to the same
## players, and a move taken back before its link leaves (src/remote/panel.rs).

remote-send-links = { $count ->
        [one] Bu bağlantıyı gönderin. Kime: { $names }
       *[other] Bu { $count } bağlantıyı gönderin. Kime: { $names }
    }
remote-send-part = Parça { $number }/{ $count }. Kime: { $names }
remote-take-back-note = Bağlantısını kopyalamadığınız, paylaşmadığınız ya da göstermediğiniz sürece hamlenizi geri alabilirsiniz.
remote-take-back = Hamleyi geri al
# A link opened again, or one's own: nothing in it is new.
remote-have-move = Bu hamle sizde zaten var: bu cihazdaki oyunda.
remote-have-link = Bu bağlantı sizde zaten var: içindekilerin hiçbiri bu cihazdaki oyun için yeni değil.
# Tiles (or Addique's pieces) of this device's rack that it cannot read yet: their keys come
# with these players' next links.
remote-rack-coming = { $pieces ->
        [yes] Elinizdeki { $count } parça
       *[no] Istakanızdaki { $count } taş
    }, anahtarlarını getiren sonraki bağlantıyla gelir. Gönderecek: { $names }.

## Oyunun güvenlik numaraları, bütün oyuncular katıldığında (src/remote/panel.rs).

remote-safety-numbers = Güvenlik numaraları
remote-safety-explained = Bunları birbirinize sesli okuyun, telefonda ya da yan yana: bu oyunun her cihazı aynı numaraları gösterir. Farklıysa aranıza biri girmiştir: yeni bir oyun başlatın ve davetlerini başka bir yoldan gönderin.
