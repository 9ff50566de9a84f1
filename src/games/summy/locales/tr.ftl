### Summy's words in Turkish.
### The rules page: one paragraph per line.

summy-rules =
    İşlemlerle oynanan Scrabble. Taşlar 0-9 rakamları (her birinden 8), + − × ÷ işlem işaretleri (her birinden 7; taşların üzerinde + - x : olarak yazılı) ve eşittir işaretidir (19). Bir = taşı orta karede başlar. Herkes 8 taş çeker; kalan taşlar yığını oluşturur.
    Kim başlar: basılı kurallar bunu söylemez; bu yüzden Abaku'daki gibi herkes bir taş çeker ve en küçük rakamı çeken başlar (işlem işareti ya da = çeken yeniden çeker, aynı rakamı çekenler de yeniden çeker). Sıra, oturma düzenine göre döner.
    Sıranız geldiğinde ıstakanızdaki taşları tek bir satıra ya da sütuna, tahtadaki taşlara bitişik ve arada boşluk bırakmadan koyun; öyle ki bulundukları sıranın tamamı tam bir işlem olsun. Soldan sağa ya da yukarıdan aşağıya okunan tam bir işlemde tam olarak bir = bulunur; ondan sonra tek bir sayı, ondan önce de + − × ÷ ile birbirine bağlanmış iki ya da daha çok sayı gelir. Hiçbir sayı 0 ile başlamaz (tek başına 0 bir sayıdır: 8 − 8 = 0 bir işlemdir). × ve ÷, + ve − işaretlerinden önce yapılır, gerisi soldan sağa yapılır; hesap yuvarlanmadan, tam olarak yapılır: 70 + 118 ÷ 2 = 129 doğrudur, 7 ÷ 2 × 2 = 7 de doğrudur. Sıfıra bölme içeren bir sıra işlem değildir.
    Taşlarınızın işleme dik yönde oluşturduğu sıralar işlem parçası olabilir: onlara hiçbir kural uygulanmaz. Bunlardan tam işlem olanlar da puan getirir.
    Puan: tamamladığınız her işlemdeki bütün rakamların toplamı: 2 × 3 = 6 işlemi 11, 5 + 74 = 79 işlemi 32 puan getirir.
    Tamamlanan her işlemin iki ucu (orada kare varsa) gri bir parçayla kapatılır; böylece tamamlanmış bir işlem asla uzamaz.
    @capped Tamamlanmış bir işlem: ortadaki karedeki = üzerinden geçen 2 × 3 = 6, iki ucunda birer gri parçayla; önüne ya da arkasına artık taş konamaz.
    @continue Oyun, tahtadaki işlemlere dik olarak sürer: 8 ÷ 4 = 2 (taşları işaretli), 2 × 3 = 6 işlemindeki 2'ye kadar aşağı doğru konur ve kendi gri parçalarını alır.
    Taş koymak yerine istediğiniz sayıda taşı değiştirebilirsiniz: bu taşlar oyundan çıkar ve yığının el verdiği kadar yeni taş çekersiniz. Ya da pas geçebilirsiniz.
    Her turdan sonra, yığında taş kaldıkça ıstakanızı yeniden 8 taşa tamamlarsınız. Bir oyuncunun turundan sonra elinde 4 ya da daha az taş kalırsa bu onun son turu olur: diğer her oyuncu birer son tur oynar, sonra oyun biter. Oyun ayrıca bütün oyuncular sırayla pas geçtiğinde ya da yığın boşken kimse taş koyamadığında da biter (kuralların “kimse ne koyabilir ne değiştirebilir” ifadesini böyle okuyoruz). En yüksek puanı alan kazanır.
    Çekilmek (Çekil, iki kez dokunulur) oyunu hemen bitirir: çekilen oyuncu puanlar ne olursa olsun sonuncu olur, diğerleri o anki puanlarına göre sıralanır ve ıstakalarda kalan taşlar için bir şey sayılmaz. Çekilme kesindir: geri alınamaz. Uzaktan oynanan oyunda oyuncu kendi sırasında çekilir ve çekilme o sıranın bağlantısıdır.
    Tek cihazda birlikte oynarken: her ıstaka, sahibi cihazı tuttuğunu söyleyene kadar devir ekranının arkasında gizli kalır; böylece masadaki diğerleri onu görmez. Bir oyuncu ıstakasını gösterdikten sonra Geri al yalnızca o tur koyduğu taşları geri alır; önceki tur (ardından gelen robot hamlesiyle birlikte) ancak devir ekranında, sıradaki oyuncu ıstakasını göstermeden önce geri alınabilir. Bir robot yalnızca kendi yerinden görülebileni görür: tahtayı, puanları, kendi ıstakasını ve görmediği taşları; bunlardan hangisinin yığında, hangisinin başka bir ıstakada olduğunu bilmez. Süren bir oyunun kaydı, dışa aktarılan dosyası ya da paylaşım bağlantısı her ıstakayı ve yığının sırasını ortaya koyar: bunları yalnızca hepsini görebilecek birine verin.
    Uzaktan oyun: yığını kimse tutmaz; taşları cihazlar birlikte dağıtır ve her cihaz yalnızca kendi ıstakasını okur. Kimin başlayacağını açık oynanan tek bir tur belirler: herkes bir taş açar, en küçük rakam başlar, işlem işaretleri ve = her rakamdan sonra gelir, eşitliği karıştırma belirler; bu taşlar sonra açık olarak oyun dışına ayrılır. Değiştirilen taşlar kapalı olarak ayrılır ve kimse onları görmez. Oyunun sonunda her cihaz dağıtımın tamamını denetler. Ev sahibinin cihazındaki bir robot ya da ikinci oyuncu orada oynar: ıstakası diğer cihazlardan gizlidir, o cihazı tutandan değil. Herkes katıldığında paneldeki güvenlik numaralarını birbirinize sesli okuyun: farklıysa aranıza biri girmiştir.
    @keys Bu cihazın anahtarları ve anahtarları kaybolan bir oyun

## The game's screen and its new-game form (src/games/summy/words.rs).

summy-board = Summy tahtası
summy-setup-note = = taşı orta karede başlar; herkes 8 taş çeker ve en küçük rakamı çeken başlar.
summy-exchange-help = Vereceğiniz taşlara dokunun: oyundan çıkarlar ve yerlerine yığından yenileri gelir.
# Who plays, the $stock tiles in the stock and the $discarded tiles exchanged so far; once a player
# has gone down to 4 tiles or fewer ($last), the $left last turns.
summy-to-move = Sıra: { $name } · yığında { $stock } taş · değiştirilen: { $discarded }{ $last ->
        [yes] { $left ->
            [1] {" "}· son tur
           *[other] {" "}· son { $left } tur
        }
       *[no] {""}
    }
# The score sheet's heading for what a turn scored.
summy-sums-heading = İşlemler
# The game ended after everyone's last turn, $name having gone down to $tiles tiles (4 or fewer).
summy-last-turns-ended = { $name } { $tiles } taşa indi ve diğer herkes son turunu oynadı: oyun bitti
summy-legend = Rakamlar krem, işlem işaretleri mavi, = koyu renkte. Tamamlanan her işlemin iki ucunu gri bir kare kapatır: oraya taş konamaz, böylece tamamlanmış hiçbir işlem uzamaz.

## Keyboard and screen readers.

# A rack tile, as a screen reader names it: by its $tile kind, a digit with its $digit.
summy-tile = { $tile ->
        [plus] Artı
        [minus] Eksi
        [times] Çarpı
        [divide] Bölü
        [equals] Eşittir
       *[digit] Taş { $digit }
    }
# The centre square, as a square's label names it.
summy-centre-square = orta kare
# A tile as a square's label or an announcement says it: by its $tile kind, a digit as its $digit.
summy-symbol = { $tile ->
        [plus] artı
        [minus] eksi
        [times] çarpı
        [divide] bölü
        [equals] eşittir
       *[digit] { $digit }
    }
# How to play the board by keyboard: the board's description.
summy-board-keys = Ok tuşları kareler arasında gezer. Bir rakam ya da işaret (+ - * / =) yazarak o taşı kareye koyun; Enter ya da Boşluk seçili taşı oraya koyar ya da bu turda konan taşı geri alır. Seçili taş yokken Enter, dizilen hamle geçerli olduğunda onu oynar; Ctrl+Enter ekranın her yerinden oynar, Esc ise bütün taşları geri alır.
