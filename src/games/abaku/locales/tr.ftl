### Abaku's words in Turkish.
### The rules page: one paragraph per line.

abaku-rules =
    Rakam taşlarıyla eşitlikler kurun. İşlem işareti taşı yoktur: eşitliği koyarken söyleyin. Soldan sağa ya da yukarıdan aşağıya okunan bir rakam dizisi, a + b = c, a − b = c, a × b = c, a : b = c (kalansız), a² = c, a³ = c, √a = c ya da ∛a = c biçiminde sayılara ayrılabiliyorsa bir eşitliktir. Sonuç her zaman en sonda gelir: 1 2 4 3 dizisi 12 : 4 = 3, 7 4 9 dizisi 7² = 49, 9 3 dizisi √9 = 3 olarak okunur.
    @forms Tek sayı ve sonucu: 7 4 9 dizisi 7² = 49, 2 8 dizisi 2³ = 8, 9 3 dizisi √9 = 3, 8 2 dizisi ∛8 = 2 olarak okunur.
    Sıfır asla tek başına durmaz: ne işlenen ne de sonuç olabilir (5 − 5 = 0 bir eşitlik sayılmaz), ama 10 ya da 105 gibi bir sayının içinde yer alabilir. Hiçbir sayı 0 ile başlamaz.
    Torbada 100 taş, yani her rakamdan on tane (yayıncı dağılımı vermiyor; bu bizim varsayımımız), ve bir joker bulunur. Herkes bir taş çeker: en küçük rakamı çeken başlar, aynı rakamı çekenler yeniden çeker. Bu çekilişte gelen joker bir sayı sayılmaz: onu çeken yeniden çeker. Taşlar torbaya geri konur ve herkes beş taş çeker.
    Sıranız geldiğinde tek bir satıra ya da sütuna bir ile beş arası taş koyun. Aradaki tahta taşlarıyla birlikte kesintisiz tek bir sıra oluşturmalı ve hepsi bu sıradaki tek bir eşitliğin içinde yer almalıdır. İlk eşitlik en az iki taş kullanır ve ★ başlangıç karesini kaplar. Sonraki taşlar tahtadaki taşlara bitişmelidir.
    Tahtadaki bir taşa yandan değen her yeni taş, onunla bir eşitlik oluşturmalıdır. Yandan değmek, yeni taşların kendi sırası dışındaki bir yönde bitişmektir: yeni taşlara kendi sıraları boyunca bitişen bir tahta taşının onlarla eşitlik oluşturması gerekmez. Tek başına konan bir taş, satırında ya da sütununda bir eşitlik oluşturmalıdır; eşitlik oluşturduğu her sıra onun kendi sırasıdır, başka bir sırada ona bitişen tahta taşı ise ona yandan değer. Sıfır, yandan eşitlik oluşturmadan da değebilir; yeter ki birden çok yeni taş arasında tahtaya değen tek taş o olmasın.
    @sideways Yandan değmek: 1 2 3, tahtada zaten duran 9'un altına, bir satır boyunca konur. 3, satırın dışındaki yönde 9'a değer; bu yüzden 9 3 de bir eşitlik olmalıdır (√9 = 3) ve ikisi de puan getirir. Oraya 2 2 4 konamazdı: 9 4 bir eşitlik değildir.
    Bir sıranın, eşitlik olan ve en az bir yeni taş içeren her kesintisiz parçası puan getirir: 1 2 3 4 hem 1 + 2 = 3 hem de 12 : 3 = 4 için puan getirir. İki şekilde okunabilen bir parça (4 2 2: 4 − 2 = 2 ve 4 : 2 = 2) tek bir eşitliktir.
    Her yeni eşitliğin her taşı 1 puan alır; “Her taş rakamı kadar puan” seçiliyse bir taş, rakamı kadar puan alır. Sayı bonusu (2S, 3S), üzerine konan yeni taşın puanını katlar; eşitlik bonusu (2E, 3E), üzerine konan yeni taşı içeren her eşitliğin puanını katlar ve böyle iki bonus birbiriyle çarpılır. Klasik tahtada başlangıç karesi ilk eşitliğin puanını ikiye katlar. Bonus kareler yalnızca üzerlerine taş konduğu turda sayılır.
    Joker: koyarken hangi rakamın yerine geçtiğini seçin. Joker puan almaz. Daha sonra herhangi bir oyuncu, bir yerleştirmenin parçası olarak jokerin yerine geçtiği gerçek rakamı onun yerine koyabilir: joker o oyuncunun ıstakasına geçer ve hemen yeniden konabilir.
    Taş koymak yerine bir ile beş arası taş değiştirebilir (torbada en az o kadar taş olmalıdır: önce çekersiniz, sonra sizin taşlarınız torbaya döner) ya da pas geçebilirsiniz. Tek kişilik oyunda pas geçmek oyunu bitirir.
    Oyun, torba boşken bir oyuncu son taşını koyduğunda, bütün oyuncular sırayla pas geçtiğinde ya da torba boşken kimse taş koyamadığında biter. Her oyuncu ıstakasında kalan taşların değerini kaybeder (taş başına 1 ya da “Her taş rakamı kadar puan” seçiliyse rakamı; jokerin değeri sıfırdır); taşlarını bitiren oyuncu, diğer herkesin kaybettiğini kazanır.
    Çapraz oyun açıksa eşitlikler her iki çapraz boyunca da soldan sağa okunarak kurulabilir. Çapraz da satır ya da sütun gibi bir sıradır: yeni bir taşa çapraz bitişen tahta taşı, o çapraz yeni taşların kendi sırası değilse ona yandan değer.
    Tek kişilik, ızgarayı kapla: boş 17×17 ızgarada tek başınıza oynayın ve olabildiğince az kareyi boş bırakın.
    Puan tablosu her turu eşitlikleri, puanları ve kullanılan taşlarıyla listeler; ipucu gösterilen turları da işaretler.
    Çekilmek (Çekil, iki kez dokunulur) oyunu hemen bitirir: çekilen oyuncu puanlar ne olursa olsun sonuncu olur, diğerleri o anki puanlarına göre sıralanır ve ıstakalarda kalan taşlar için bir şey sayılmaz. Çekilme kesindir: geri alınamaz. Uzaktan oynanan oyunda oyuncu kendi sırasında çekilir ve çekilme o sıranın bağlantısıdır.
    Tek cihazda birlikte oynarken: her ıstaka, sahibi cihazı tuttuğunu söyleyene kadar devir ekranının arkasında gizli kalır; böylece masadaki diğerleri onu görmez. Bir oyuncu ıstakasını gösterdikten sonra Geri al yalnızca o tur koyduğu taşları geri alır; önceki tur (ardından gelen robot hamlesiyle birlikte) ancak devir ekranında, sıradaki oyuncu ıstakasını göstermeden önce geri alınabilir. Bir robot yalnızca kendi yerinden görülebileni görür: tahtayı, puanları, kendi ıstakasını ve görmediği taşları; bunlardan hangisinin torbada, hangisinin başka bir ıstakada olduğunu bilmez. Süren bir oyunun kaydı, dışa aktarılan dosyası ya da paylaşım bağlantısı her ıstakayı ve torbanın sırasını ortaya koyar: bunları yalnızca hepsini görebilecek birine verin.
    Uzaktan oyun: torbayı kimse tutmaz; taşları cihazlar birlikte dağıtır ve her cihaz yalnızca kendi ıstakasını okur. Kimin başlayacağını açık oynanan tek bir tur belirler: herkes bir taş açar, en küçük rakam başlar, joker her rakamdan sonra gelir, eşitliği karıştırma belirler; bu taşlar sonra torbaya dönmek yerine açık olarak oyun dışına ayrılır. Değiştirilen taşlar torbaya dönmek yerine kapalı olarak ayrılır (torbada yine de en az o kadar taş olmalıdır). Joker konduktan sonra görünür kalır: geri alındığında, alan oyuncunun ıstakasında açık durur. Torba boşken kimse taş koyamıyorsa oyun, herkes sırayla pas geçince biter. Istakalarda kalan taşlar, oyunun sonunda her cihaz dağıtımın tamamını denetledikten sonra açılır ve o zaman düşülür. Ev sahibinin cihazındaki bir robot ya da ikinci oyuncu orada oynar: ıstakası diğer cihazlardan gizlidir, o cihazı tutandan değil. Herkes katıldığında paneldeki güvenlik numaralarını birbirinize sesli okuyun: farklıysa aranıza biri girmiştir.
    @keys Bu cihazın anahtarları ve anahtarları kaybolan bir oyun

## The game's screen and its new-game form (src/games/abaku/words.rs).

# The new-game form: the kinds of game, the boards, the scoring and diagonal play.
abaku-mode-title = Oyun
abaku-mode-match = 2–4 oyuncu
abaku-mode-solo-score = Tek kişilik: en yüksek puan
abaku-mode-solo-cover = Tek kişilik: ızgarayı kapla
abaku-board-title = Tahta
abaku-board-classic = Klasik 15×15, bonus kareli
abaku-board-blank = Boş 17×17 ızgara
# Said instead of the choice of board: solo covering is played on the blank grid only.
abaku-cover-needs-blank = Kaplama oyunu boş 17×17 ızgarada oynanır: olabildiğince az kareyi boş bırakın.
abaku-scoring-title = Puanlama
abaku-scoring-tiles = Her taş 1 puan
abaku-scoring-numbers = Her taş rakamı kadar puan
abaku-diagonal-play = Eşitlikler çapraz da kurulabilir
# The player to move, and the $bag tiles left in the bag.
abaku-to-move = Sıra: { $name } · torbada { $bag } taş
# A digit laid on a board joker that stands for another digit: only $digit takes it back.
abaku-swap-needs-digit = Bu jokeri yalnızca ıstakanızdaki bir { $digit } rakamı geri alabilir.
# The heading of the picker of the digit a joker laid stands for.
abaku-joker-prompt = Joker hangi rakam?
# The legend of the bonus squares: the start square ($board: classic or blank; on the
# classic board it doubles the first equation), and the bonuses 2N, 3N, 2E and 3E.
abaku-start-meaning = { $board ->
        [classic] ★ Başlangıç: ilk hamle bu kareyi kaplar; o eşitliğin puanını ikiye katlar
       *[blank] ★ Başlangıç: ilk hamle bu kareyi kaplar
    }
abaku-number-bonus-meaning = { $factor }S: buraya konan taş ×{ $factor } puan alır
abaku-equation-bonus-meaning = { $factor }E: buraya konan taşı içeren eşitlik ×{ $factor } puan alır
# The labels printed on the bonus squares: the $factor and the initial of the word for a
# number bonus and an equation bonus, as the rules and the legend write them.
abaku-number-bonus-label = { $factor }S
# Worded as in English: E for eşitlik.
abaku-equation-bonus-label = { $factor }E
# How the game ended, under the ranking: $name laid their last tile, or no one can place a tile.
abaku-went-out = { $name } taşlarını bitirdi: oyun bitti
abaku-blocked = Kimse taş koyamıyor: oyun bitti
abaku-racks-revealing = kalan ıstakalar açılıyor, sonra sayılacak

## Keyboard and screen readers.

abaku-board = Abaku tahtası
abaku-board-keys = Ok tuşları kareler arasında gezer. Bir rakam ya da joker için ? yazarak o taşı kareye koyun; Enter ya da Boşluk seçili taşı oraya koyar ya da bu turda konan taşı geri alır. Seçili taş yokken Enter, dizilen hamle geçerli olduğunda onu oynar; Ctrl+Enter ekranın her yerinden oynar, Esc ise bütün taşları geri alır.
# A bonus square, as a square's label names it: "H8, start square, 7", "D1, number ×3, empty".
abaku-start-square = başlangıç karesi
abaku-number-bonus = sayı ×{ $factor }
abaku-equation-bonus = eşitlik ×{ $factor }
# A joker on the board and the $digit it stands for.
abaku-joker-as = { $digit } yerine joker
