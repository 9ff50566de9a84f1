### The words the tile games' screens share, in Turkish.
### (src/games/tiles/words.rs: Abaku's, Summy's and Addique's screens and new-game forms.)

tiles-pick-tile-first = Önce ıstakanızdan bir taş, sonra bir kare seçin.
tiles-place-help = Taşları tahtaya sürükleyin ya da önce bir taşa, sonra bir kareye dokunun. Konmuş bir taşı geri almak için ona dokunun.
tiles-exchange-help = Torbaya geri koyacağınız taşlara dokunun.
tiles-rack-digit = Taş { $digit }
tiles-rack-of = Istaka — { $name }
tiles-game-over = Oyun bitti.
tiles-hints-used = { $count } ipucu
tiles-exchange-tiles = { $count } taş değiştir
tiles-play-for = { $has-points ->
        [yes] Oyna ({ $points } puan)
       *[no] Oyna
    }
tiles-recall = Geri çek
tiles-shuffle = Karıştır
tiles-exchange = Değiştir
tiles-pass = Pas
tiles-end-solo-game = Oyunu bitir
tiles-confirm-pass = Emin misiniz? Tekrar dokunun
tiles-confirm-pass-ends-game = Emin misiniz? Bu pas oyunu bitirir
tiles-everyone-passed = Herkes pas geçti: oyun bitti
# Resign, and the button once tapped: $name resigns on the second tap.
tiles-resign = Çekil
tiles-confirm-resign = Emin misiniz? { $name } çekiliyor
# How the game ended when $name resigned: last, whatever the scores.
tiles-resigned = { $name } çekildi: oyun bitti
tiles-turn-summary-placed = { $name } { $points } puan aldı.
tiles-turn-summary-exchanged = { $name } { $count } taş değiştirdi.
tiles-turn-summary-passed = { $name } pas geçti.
tiles-preview-total = Toplam: { $points }
tiles-start-draw-title = Kim başlar: en küçük rakamı çeken
tiles-starts = { $name } başlar.
tiles-legend-title = Kareler
tiles-exchanged = { $count } taş değiştirildi
tiles-passed = Pas geçildi
tiles-hint-used = Bu turda ipucu gösterildi
tiles-score-sheet = Puan tablosu
tiles-no-turns-yet = Henüz oynanmış tur yok.
tiles-player = Oyuncu
tiles-equations = Eşitlikler
tiles-tiles-heading = Taşlar
tiles-hint-heading = İpucu
tiles-empty-squares = { $count } kare boş kaldı
tiles-place = Sıra
tiles-in-play = Oyunda
tiles-leftover = Kalan taşlar
tiles-zoom-in = Yakınlaştır
tiles-zoom-out = Uzaklaştır
tiles-zoom-fit = Tüm tahtayı göster
tiles-pass-to = Cihazı verin: { $name }
tiles-take-back-turn = Turu geri al: { $name }
tiles-show-tiles-of = Ben { $name }: taşlarımı göster
tiles-show-pieces-of = Ben { $name }: parçalarımı göster
tiles-unseen-title = { $pieces ->
        [yes] Görülmemiş parçalar
       *[no] Görülmemiş taşlar
    }
tiles-track-unseen = { $pieces ->
        [yes] Görülmemiş parçaları say
       *[no] Görülmemiş taşları say
    }
tiles-viewing-turn = { $turn }. turdan sonraki tahta · toplam { $total } tur
tiles-square-label = { $square }, { $has-mark ->
        [yes] { $mark },{" "}
       *[no] {""}
    }{ $content ->
        [empty] boş
        [laid] { $tile }, bu turda kondu
        [cap] kapak: kapalı
       *[tile] { $tile }
    }
tiles-laid-on = { $tile } → { $square }.
tiles-taken-back = { $tile }, { $square } karesinden geri alındı.
tiles-tile-chosen = { $tile } seçildi: koymak için bir karede Enter’a basın.
tiles-picked-for-exchange = { $tile } değişim için seçildi.
tiles-not-on-rack = { $tile }: ıstakanızda yok.
tiles-choose-tile-by-key = Buraya koymak için bir taşın rakamını ya da işaretini yazın veya önce ıstakanızdan bir taş seçin.
tiles-square-taken = Orada zaten bir taş var.
tiles-swap-digit-stays = Bu rakam bir jokeri geri aldı: Geri çek tüm hamleyi geri alır.
tiles-announce-exchanged = { $name } { $count } taş değiştirdi.{ $has-next ->
        [yes] {" "}Sıra: { $next }.
       *[no] {""}
    }
tiles-announce-passed = { $name } pas geçti.{ $has-next ->
        [yes] {" "}Sıra: { $next }.
       *[no] {""}
    }
tiles-announce-game-over = { $turn } Oyun bitti: { $result }.

# A copy begun where a game dealt at a distance stood, in place of its start draw (src/games/tiles/sheet.rs).
tiles-copy-title = Uzaktan oynanan bir oyunun kopyası
tiles-copy-begins = { $pieces ->
        [yes] Masa ve puanlar olduğu gibi, eldeki açık parçalar da öyle; bütün kapalı parçalar yeniden dağıtıldı.
       *[no] Tahta ve puanlar olduğu gibi, ıstakadaki açık taşlar da öyle; bütün kapalı taşlar yeniden dağıtıldı.
    }
tiles-moves-first = İlk hamle { $name } oyuncusunun.
# Above a copy's score sheet: the turns before it, and each player's `tiles-seat-score` then.
tiles-copied-after = { $turns } turdan sonra kopyalandı, puanlar: { $scores }.
# Worded as in English: a name and a number.
tiles-seat-score = { $name } { $score }
