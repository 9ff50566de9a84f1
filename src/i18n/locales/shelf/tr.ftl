### What the app says on the shelf, in the library, in the new-game forms and around every
### game, in Turkish: compiled into the language's chunk of words, which arrives before
### anything is said in the language. Each message is a `Msg` (src/i18n/wording.rs says which).
###
### A message that a language rightly words as English does (a name, a loanword) says so in a
### comment just above it that contains "as in English": the tests take any other for a message
### left untranslated.

list-and = { $first } ve { $last }

# Worded as in English: the app's name.
app-name = Gameshelf
tagline = Tek ekranda masa oyunları; oynadıkça kaydedilir.
shelf = Oyun rafı
new-game = Yeni oyun
saved-games = Kayıtlı oyunlar
no-saved-games = Henüz kayıtlı oyun yok. Raftan bir oyun başlatın.
resume = Devam et
review = İncele
delete = Sil
in-progress = Devam ediyor
# $count moves played.
move-count = { $count ->
    [one] { $count } hamle
   *[other] { $count } hamle
}
to-move-named = Sıra: { $name }
# $names the winners, listed; $count how many they are.
won-by = { $names } kazandı
# $players the players, joined two by two by `versus`.
# Worded as in English: only the joined players.
players = { $players }
versus = { $first } – { $next }
# $date as the browser writes dates in the language.
last-played = Son oynanma: { $date }

## The new-game forms.

layout = Başlangıç pozisyonu
layout-standard = Standart
layout-belgian-daisy = Belçika papatyası
layout-german-daisy = Alman papatyası
layout-dutch-daisy = Hollanda papatyası
layout-swiss-daisy = İsviçre papatyası
layout-alien-attack = Uzaylı saldırısı
layout-the-wall = Duvar
layout-checkerboard = Dama tahtası
layout-star = Yıldız
layout-duel = Düello
layout-snakes = Yılanlar
# Worded as in English: a mountain's name.
layout-fujiyama = Fujiyama
layout-domination = Hâkimiyet
layout-infiltration = Sızma
layout-face-to-face = Yüz yüze
layout-three-players = Üç oyuncu
layout-four-players = Dört oyuncu
players-heading = Oyuncular
# An Abalone seat's colour: $seat is black, white, blue or red.
seat-colour = { $seat ->
    [black] Siyah
    [white] Beyaz
    [blue] Mavi
   *[red] Kırmızı
}
# An Abalone player's name when the form's field is left empty.
player-name = { seat-colour } oyuncu
start-game = Oyunu başlat
back = Geri
home = Raf
undo = Geri al
undo-laid-tiles = Konan taşları geri al
undo-laid-piece = Seçilen parçayı geri al
redo = Yinele
# Who plays a seat: a person, or a robot of a level.
seat-person = İnsan
# $level is easy, medium or strong.
robot-level = { $level ->
    [easy] kolay
    [medium] orta
   *[strong] güçlü
}
# Worded as in English: the same word in Turkish, and the level's.
seat-robot = Robot · { robot-level }
# A robot's name when the form's name field is left empty: its seat's number and its level.
# Worded as in English: the same word in Turkish, and the level's.
robot-name = Robot { $seat } ({ robot-level })

## The robots.

robots = Robotlar
robot-thinking = { $name } düşünüyor…
robot-unavailable = Robotlar bu tarayıcıda başlatılamadı.
# The robots' worker was stuck on a request far past its time: it was replaced by a new one.
robot-restarted = Robot süresinin çok ötesinde düşündü ve durduruldu; yenisi hazır. Yeniden deneyin.
# $why is the browser's reason, in its own words.
robot-failed = Robot bir hamle seçemedi: { $why }
pause = Duraklat
watch-speed = Hız
speed-slow = Yavaş
# Worded as in English: the same word in Turkish.
speed-normal = Normal
speed-fast = Hızlı
robot-time = Robotun hamle başına süresi
# $seconds, whole or with tenths.
seconds = { $seconds } sn
hint-thinking = En iyi hamle aranıyor…
# $tiles the tiles to exchange, as their faces show them.
hint-exchange = İpucu: hiçbir yerleştirme değmez. Istakanızda seçilen taşları değiştirin: { $tiles }.
hint-pass = İpucu: ne taş konabilir ne de değiştirilebilir; pas geçin.

## Reviewing a game with the robot.

review-title = Robotla incele
review-explained-points = Her turunuz, güçlü robotun o durumdaki seçiminin yanında; ikisinin de getirdiği puanla.
review-explained-marbles = Her hamleniz, güçlü robotun o durumdaki seçiminin yanında; robotun ikisine verdiği değerle, top cinsinden.
review-start = Oyunu incele
review-loading = İnceleme yükleniyor…
review-not-loaded = İnceleme yüklenemedi. Bağlantıyı kontrol edip yeniden deneyin.
review-pending = { $count ->
    [one] Robot { $count } tur daha inceliyor…
   *[other] Robot { $count } tur daha inceliyor…
}
review-player = Oyuncu
review-played = Oynanan
# Worded as in English: the same word in Turkish.
review-robot = Robot
review-difference-points = Robota göre
review-difference-marbles = Fark
# An evaluation in marbles pushed off: $marbles with two decimals; $loss is yes below zero.
# Worded as in English: only signs and the number.
marbles = { $loss ->
    [yes] −
   *[no] +
}{ $marbles }
# Worded as in English: only the number in brackets.
review-points = ({ $points })
review-forced-win = zorunlu galibiyet
review-forced-loss = zorunlu yenilgi
review-show-turn = { $turn }. hamleden önceki konumu göster
review-step = { $turn }. tur: { $name }
review-step-played = Oynanan: { $played } — { $worth }
review-step-robot = Robotun seçimi: { $best } — { $worth }
# A tile game's placement in words: $tiles lists each `tile-on-square`.
# Worded as in English: only the listed tiles.
move-laid = { $tiles }
tile-on-square = { $tile } → { $square }
move-exchanged = { $count ->
    [one] { $count } taş değişimi
   *[other] { $count } taş değişimi
}
move-passed = pas

## Around a game.

rules = Kurallar
how-to-play = Nasıl oynanır
close = Kapat
moves = Hamleler
no-moves-yet = İlk hamleyi Siyah yapar.
draw = Berabere
settings = Ayarlar
first-move = İlk pozisyon
previous-move = Önceki hamle
next-move = Sonraki hamle
last-move = Son pozisyon
viewing-move = Gösterilen hamle: { $ply } / { $total }
# $rule is one of the abalone-rule- messages.
illegal = Kurala aykırı: { $rule }.
# A game's title, and $game its key (abaku, abalone, addique, summy), for words that change
# with the name.
rules-title = { $title } kuralları
rules-loading = Kurallar yükleniyor…
rules-not-loaded = Kurallar yüklenemedi. Bağlantıyı kontrol edip yeniden deneyin.
player-number = Oyuncu { $number }
# Abaku's joker.
# Worded as in English: the same word in Turkish.
joker = Joker
cancel = İptal
hint = İpucu
# An equation's readings, joined by `readings-or`.
# Worded as in English: only the joined readings.
readings = { $readings }
readings-or = { $first } ya da { $next }
points = { $points ->
    [one] { $points } puan
   *[other] { $points } puan
}
# One round of the start draw: each player's draw (`draw-number`, or `draw-again` after tiles
# that are no digit and are drawn again), joined by `draws`; after a tie for the lowest ($tie),
# the names of those who draw again ($tied).
start-draw-round = { $draws }.{ $tie ->
    [yes] {" "}Beraberlik: { $tied } yeniden çeker.
   *[no] {""}
}
# Worded as in English: joined by a semicolon.
draws = { $first }; { $next }
draw-number = { $name } { $number } çekti
# $redrawn lists the tiles drawn first ($count of them): Abaku's `drawn-joker`, a Summy
# operator's or the = sign's `drawn-face`.
draw-again = { $name } önce { $redrawn } çekti (rakam değil: yeniden çekti), sonra { $number }
drawn-joker = jokeri
# Worded as in English: the tile's face.
drawn-face = { $face }
# Each player's `hint-count`, joined by `hint-counts-joined`.
hint-counts = İpuçları: { $counts }
# Worded as in English: joined by a middle dot.
hint-counts-joined = { $first } · { $next }
# Worded as in English: the name and the count.
hint-count = { $name } { $count }
points-heading = Puan
# A score's change: $sign is plus, minus or zero, and $value has no sign.
# Worded as in English: only signs and the number.
signed = { $sign ->
    [plus] +{ $value }
    [minus] −{ $value }
   *[zero] 0
}
tile-game-winners = { $count ->
    [one] { $names } { $score } puanla kazandı
   *[other] { $names } { $score } puanla birinciliği paylaşıyor
}
solo-final-score = Son puan: { $score }
total = Toplam
# One kind of unseen tile and how many of it.
# Worded as in English: the kind, a no-break space and the count.
unseen-kind = { $kind } ×{ $count }
show-turn = { $turn }. turdan sonraki tahtayı göster
# A finished tile game in the library: the winners, and the scores joined by `scores`.
tile-game-result = { $names } kazandı, { $scores }
# Worded as in English: joined by an en dash.
scores = { $first }–{ $next }
tile-game-in-progress = Devam ediyor · sıra: { $name } · { $scores }

## Saving.

unreadable-saves = Kayıtlı verilerin bir kısmı okunamadı
unreadable-help = Her birini onarmak ya da yardım istemek üzere göndermek için indirebilirsiniz: siz silene kadar burada değiştirilmeden kalır.
download-data = İndir
# $reason is one of the read-error- messages.
unreadable-save = “{ $key }” kaydı okunamadı ({ $reason }). Verileri değiştirilmeden “{ $kept }” adıyla saklanıyor.
storage-unavailable = Bu tarayıcı Gameshelf için hiçbir şey saklamaya izin vermiyor, bu yüzden bu oyun kaydedilmiyor. Oynamaya devam edebilirsiniz.
storage-full = Tarayıcının depolama alanı dolu, bu yüzden bu oyun kaydedilmiyor. Oynamaya devam edebilirsiniz; yer açmak için eski oyunları silin.
new-game-not-kept-full = Tarayıcının depolama alanı dolu, bu yüzden yeni bir oyun kaydedilmez ve bu sayfa kapatıldığında ya da yenilendiğinde kaybolur. Yer açmak için eski oyunları silin; bir kopyasını saklamak için önce dışa aktarın.
new-game-not-kept-unavailable = Bu tarayıcı Gameshelf için hiçbir şey saklamaya izin vermiyor, bu yüzden yeni bir oyun kaydedilmez ve bu sayfa kapatıldığında ya da yenilendiğinde kaybolur.
game-not-found = Bu oyun bu cihazda yok.
screen-not-loaded = Bu oyunun ekranı yüklenemedi. Bağlantıyı kontrol edip yeniden deneyin: oyununuz güvende.
page-not-loaded = Bu sayfa yüklenemedi. Bağlantıyı kontrol edip yeniden deneyin.
screen-loading = Oyun yükleniyor…
library-loading = Kayıtlı oyunlarınız yükleniyor…
library-not-loaded = Kayıtlı oyunlarınız gösterilemedi. Bağlantıyı kontrol edip yeniden deneyin: oyunlarınız güvende.
robot-not-loaded = Sayfanın robotların yanıtlarını okuyan bölümü gelmedi. Bağlantıyı kontrol edip yeniden deneyin.
robots-loading = Robotlar yükleniyor…
robots-not-loaded = Robot ayarları gelmedi: robotlar oynamaya devam ediyor. Bağlantıyı kontrol edip yeniden deneyin.
part-loading = Yükleniyor…
part-not-loaded = Sayfanın bu bölümü gelmedi. Bağlantıyı kontrol edip yeniden deneyin.
try-again = Yeniden dene
# $language is the language's name in itself.
language-not-loaded = { $language } dili yüklenemedi. Bağlantıyı kontrol edip yeniden deneyin.
save-unreadable = Bu oyun okunamadı: { $reason }.
open-in-another-tab = Bu oyun başka bir sekmede açık. Bu sekmede oynamak için burada devam edin: diğer sekme oyunu kaydetmeyi bırakır.
taken-over-by-another-tab = Bu oyun başka bir sekmede sürüyor ve artık o sekme kaydediyor. Oyunu geri almak için burada devam edin; orada oynanan hamleler de gelir.
continue-here = Burada devam et

## Why a save or an imported file cannot be read, as a clause.

read-error-malformed = bir oyun kaydı değil: { $detail }
read-error-format = bu sürümün okuyamadığı { $version } numaralı biçimle yazılmış
read-error-wrong-game = başka bir oyunun kaydı ({ $title })
read-error-setup = kurulumu geçerli değil: { $problem }
# $reason is why the rules refuse the move, or what is wrong with its notation.
read-error-move = { $number }. hamle ({ $move }): { $reason }
read-error-name-too-long = { $seat }. oyuncunun adı { $chars } karakter uzunluğunda, oysa bir ad en fazla { $limit } karakter olabilir
read-error-title-too-long = oyunun adı { $chars } karakter uzunluğunda, oysa en fazla { $limit } karakter olabilir

# Bir kurulumun neden oyun başlatamadığı: read-error-setup iletisinin $problem değeri.
setup-seats = { $players } oyuncu bununla oynayamaz
setup-partners = ortakların art arda oynaması yalnızca dört kişilik oyunda olur
setup-clock = bir saat 1 ile 180 dakika arasında olur
setup-move-limit = 0 hamlelik bir sınır oyunu başlamadan bitirirdi
setup-hand-set = elle kurulan bir konum iki oyuncu içindir
setup-cover-blank = ızgarayı kaplama boş 17×17 ızgarada oynanır
setup-position = kopyasının başladığı konum olanaksız
setup-resigned = kaydettiği çekilme olanaksız

## The library.

export = Dışa aktar
export-all = Tümünü dışa aktar
duplicate = Çoğalt
rename = Adlandır
game-title = Bu oyunun adı
save-name = Adı kaydet
deleted-titled = Silindi: “{ $title }”.
deleted-game = Silindi: { $title } · { $players }.
filter-game = Şu oyunları göster
filter-state = Şu durumdaki oyunları göster
all-games = Tüm oyunlar
any-state = Devam eden ya da biten
finished = Bitti
no-games-match = Bu filtrelere uyan kayıtlı oyun yok.
storage-persistent = Bu tarayıcı, yer azaldığında bile kayıtlı oyunlarınızı saklar.
storage-not-persistent = Bu tarayıcı yer azaldığında kayıtlı oyunları silebilir: arada bir yedek dışa aktarın.
import-title = Oyunları içe aktar
import-help = Gameshelf ile dışa aktarılmış bir oyunu ya da yedeği getirin: dosyasını seçin, kayıtlı oyunlarınızın üzerine bırakın ya da metnini yapıştırın. Zaten sizde olan bir oyun iki kez içe aktarılmaz: burada daha önceki bir hamlede kayıtlıysa dosyadaki hamlelerle güncellenir; başka her oyun yeni kayıt olarak eklenir.
choose-file = Dosya seç…
paste-record = Ya da bir oyun kaydı veya yedek yapıştırın
import = İçe aktar
imported = İçe aktarıldı: { $title } · { $players }.
# What an import did with a game already in the library (`imported` when it was new): brought a
# save of it up to the file's later moves, or nothing, the save being as far or further.
imported-updated = Güncellendi: { $title } · { $players }, dosyadaki sonraki hamlelerle.
imported-already-there = { $title } · { $players }, dosyadaki kadar ilerlemiş hâliyle zaten kayıtlı oyunlarınızda: hiçbir şey içe aktarılmadı.
# What a backup restored: each count that is not 0 of `restored-new`, `restored-updated` and
# `restored-already-there`, listed as names are; or every game there already; or none at all.
restored = Yedekten: { $counts }.
restored-new = { $count } yeni oyun
restored-updated = sonraki hamleleriyle güncellenen { $count } oyun
restored-already-there = kayıtlı oyunlarınızda zaten bulunan { $count } oyun
restored-all-there = { $count ->
    [one] Yeni bir şey yok: bu yedekteki oyun zaten kayıtlı oyunlarınızda.
   *[other] Yeni bir şey yok: bu yedekteki { $count } oyunun hepsi zaten kayıtlı oyunlarınızda.
}
restored-nothing = Yedekten hiçbir oyun geri yüklenmedi.
restore-refused = Yedekteki { $number }. oyun geri yüklenmedi: { $reason }.
restore-stopped-full = { $left } oyun daha saklanamadı: tarayıcının depolama alanı dolu.
restore-stopped-unavailable = { $left } oyun daha saklanamadı: tarayıcı Gameshelf için hiçbir şey saklamaya izin vermiyor.
not-imported = Hiçbir şey içe aktarılmadı: { $reason }.
not-imported-backup-version = Hiçbir şey içe aktarılmadı: bu yedek, bu sürümün okuyamadığı { $version } numaralı yedek biçimiyle yazılmış.
not-imported-backup-malformed = Hiçbir şey içe aktarılmadı: bu yedeğin oyun listesi okunamıyor ({ $detail }).
not-imported-full = Hiçbir şey içe aktarılmadı: tarayıcının depolama alanı dolu. Yer açmak için eski oyunları silin.
not-imported-unavailable = Hiçbir şey içe aktarılmadı: bu tarayıcı Gameshelf için hiçbir şey saklamaya izin vermiyor.
file-unreadable = Hiçbir şey içe aktarılmadı: “{ $name }” dosyası okunamadı.

## Sharing a game as a link.

share = Paylaş
share-title = Bu oyunu paylaş
share-help = Bu bağlantıyı açan herkes oyunu görür ve bir kopyasıyla devam edebilir. Oyun bağlantının içinde taşınır: hiçbir sunucu onu saklamaz.
copy-link = Bağlantıyı kopyala
link-copied = Kopyalandı: bağlantı panoda.
# $reason is the browser's, in its own words.
copy-failed = Kopyalanamadı ({ $reason }). Bağlantıyı seçip kendiniz kopyalayın.
share-via = Paylaş…
share-failed = Paylaşılamadı ({ $reason }). Bunun yerine bağlantıyı kopyalayın.
share-making = Bağlantı oluşturuluyor…
share-not-loaded = Bağlantı oluşturulamadı: sayfanın bir bölümü gelmedi. Bağlantıyı kontrol edip yeniden deneyin.
share-link-failed = Bu tarayıcı bağlantıyı oluşturamadı. Bunun yerine oyunu dosya olarak dışa aktarın.
export-not-loaded = Dosya oluşturulamadı: sayfanın bir bölümü gelmedi. Bağlantıyı kontrol edip yeniden deneyin.
# $link is yes for a link, no for a file; $what is the game's -reveals message.
reveals-hidden = Bu oyun henüz bitmedi: { $link ->
    [yes] bu bağlantı
   *[no] bu dosya
} { $what } ortaya koyar. Yalnızca bunların hepsini görebilecek birine verin.
export-in-progress = Süren oyunu dışa aktar
# "Export all" of saves that give away what players may not see yet: the warning's title, its
# first line, one line for each game (its $title) with $count tile games in progress, saying
# what the backup reveals of them ($what, the game's `-reveals` message), and the advice.
backup-title = Tüm oyunların yedeğini dışa aktar
backup-reveals = Bu yedek, oyuncuların henüz göremeyeceği şeyleri ortaya koyar:
backup-reveals-hidden = { $title }, süren { $count } oyun: { $what }
backup-reveals-advice = Yalnızca bunların hepsini görebilecek birine verin.
backup-keys = { $count ->
        [one] Buradaki bir oyun uzaktan oynanıyor. Yedek, bu cihazın o oyun için anahtarlarını içerebilir: onlara sahip olan sizin yerinizde oynar, bu yüzden böyle bir yedeği kendinize saklayın.
       *[other] Buradaki { $count } oyun uzaktan oynanıyor. Yedek, bu cihazın bu oyunlar için anahtarlarını içerebilir: onlara sahip olan sizin yerlerinizde oynar, bu yüzden böyle bir yedeği kendinize saklayın.
    }
export-with-keys = Anahtarlarla dışa aktar
export-without-keys = Anahtarlar olmadan dışa aktar
share-reading = Paylaşılan oyun okunuyor…
share-link-broken = Bu bağlantıda bir oyun yok: kopyalanırken kesilmiş olabilir.
shared-game-title = Paylaşılan bir oyun
continue-as-copy = Burada kopya olarak devam et
at-a-distance-your-move = Uzaktan · sıra sizde
at-a-distance = Uzaktan
# A tile game at a distance in the library: while its tiles (Addique's pieces) are dealt, and
# once it is over, while the racks left are revealed to be counted (Abaku's).
being-dealt-tiles = Taşlar dağıtılıyor
being-dealt-pieces = Parçalar dağıtılıyor
racks-being-revealed = Oyun bitti · kalan ıstakalar açılıyor
results-unverified = { $line } · dağıtım denetlenene dek doğrulanmadı
results-void = Oyun bitti · dağıtımın denetimi başarısız oldu: sonuçlar geçersiz
# The new-game form's part for a game played at a distance: its title, its switch, the heading
# of the choice of the seat this device plays, and what such a game leaves out. $clock is yes
# for a game whose form offers a clock.
remote-form-title = Uzaktan oyna
remote-form-invite = Diğer oyuncuları kendi cihazlarında oynamaya davet et
remote-form-seat = Bu cihazda oynayan
remote-form-note = Her hamle, oyuncusunun cihazında imzalanır ve herhangi bir mesajlaşma uygulamasıyla ya da e-postayla bağlantı olarak gönderilir. { $clock ->
    [yes] Uzaktan oynanan oyunda saat, ipucu ve geri alma yoktur. Bir koltuk için seçilen robot onu bu cihazda oynar.
   *[no] Uzaktan oynanan oyunda ipucu ve geri alma yoktur. Bir koltuk için seçilen robot onu bu cihazda oynar.
}
remote-form-nobody-invited = En az bir oyuncu davet edin: bütün koltuklar bu cihazda oynanıyor.
remote-form-several = Bu cihazda oynanacak her koltuğu seçin; diğerleri davet edilir.
# A tile game's form, under the switch.
remote-form-dealt = Taşlar, hiçbir cihazın başka bir oyuncunun ıstakasını göremeyeceği şekilde dağıtılır.
remote-form-dealt-pieces = Parçalar, hiçbir cihazın başka bir oyuncunun elini göremeyeceği şekilde dağıtılır.
# The title of the page on a device's keys in remote play, and the button that opens it.
remote-keys-title = Uzaktan oyunun anahtarları

## Offline and updates; the language and theme, on every screen.

update-ready = Güncelleme hazır:
apply-update = Yeniden yükle
preferences = Dil ve tema
menu = Menü
language = Dil
theme-title = Tema
theme-system = Sistemle aynı
theme-light = Açık
theme-dark = Koyu

## Abalone's study tools, where the shelf, the library and a shared game open them.

set-up-position = Bir konum kur
analyse-position = Bu konumu analiz et
analyse-game = Bu oyunu analiz et
fen-title = Konum (FEN)

## Keyboard and screen readers: Abaku and Summy.

hint-laid = İpucu yerleştirildi: { $tiles }.
announce-placed = { $name }: { $tiles }, { points }. Sıra: { $next }.
announce-placed-last = { $name }: { $tiles }, { points }.
