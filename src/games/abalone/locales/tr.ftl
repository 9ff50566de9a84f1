### Abalone's words in Turkish.
### The rules page: one paragraph per line.

### The game's screen and its new-game form (src/games/abalone/words.rs).

# The new-game form's choice of how many players ($count: 2, 3 or 4; four play in two teams).
abalone-player-count = { $count ->
        [2] İki
        [3] Üç
       *[4] Dört, iki takım halinde
    }
# The new-game form's choice of turn order for four players, and each order.
abalone-turn-order-title = Oyun sırası
abalone-turn-order-alternate = Takımlar sırayla oynar: Siyah, Beyaz, Mavi, Kırmızı
abalone-turn-order-partners = Takım arkadaşları arka arkaya oynar: Siyah, Mavi, Beyaz, Kırmızı
# A seat's label on the new-game form for four players: its $seat colour (black, white, blue or
# red) and its $team (1 or 2).
abalone-seat-in-team = { $seat ->
        [black] Siyah
        [white] Beyaz
        [blue] Mavi
       *[red] Kırmızı
    } · takım { $team }
# The settings: a clock of $minutes per player, or none; a move limit of $moves, or none.
abalone-clock = Oyuncu başına süre
abalone-clock-none = Yok
abalone-clock-minutes = { $minutes } dk
abalone-move-limit = Hamle sınırı
abalone-move-limit-none = Yok
abalone-move-limit-moves = { $moves } hamle
abalone-draw-by-repetition = Aynı pozisyon üçüncü kez oluşursa berabere
abalone-turn-board = Oyun alanını sırası gelen oyuncuya çevir (tek tableti masada elden ele dolaştırırken)
# Partners' heading in the panel: their $team (1 or 2) and the $count of marbles they have
# pushed off between them.
abalone-team-pushed-off = Takım { $team } · Dışarı itilen top: { $count }/6
# Beside the name of the player to move.
abalone-to-move = hamle sırası
# The $count of marbles a player has pushed off, of the six that win.
abalone-pushed-off = Dışarı itilen top: { $count }/6
# The $seconds left on a player's clock.
abalone-clock-left = { $seconds } saniye kaldı
# A game with a move limit: $played moves of the $limit, and so $left left.
abalone-moves-of-limit = Hamle sınırı: { $limit } hamleden { $played } tanesi oynandı, { $left } kaldı
# The status line's advice while nothing is chosen, and once marbles are.
abalone-select-hint = Sıra halindeki 1–3 topunuza dokunun ya da üzerlerinden sürükleyin.
abalone-move-hint = Hamle için bir oka ya da boşluğa dokunun veya topları sürükleyin.
# The strong robot's $move, shown as a hint: its marbles are chosen.
abalone-hint = İpucu: { $move }. Topları seçildi: hamleyi oynamak için oka dokunun.
abalone-flip-board = Tahtayı çevir
# Resign, and the button once tapped: $name resigns on the second tap.
abalone-resign = Çekil
abalone-confirm-resign = Emin misiniz? { $name } çekiliyor
# How the game ended ($ending: pushed-off, time, resigned, limit or repetition): $who ran out of
# time or resigned, the number of $winners (0 for a draw) and their $names, and the teams'
# $scores, the winners' first ("6–2").
abalone-result = { $ending ->
        [time] { $winners ->
            [0] { $who } için süre doldu: berabere
           *[other] { $who } için süre doldu: { $names } kazandı
        }
        [resigned] { $winners ->
            [0] { $who } çekildi: berabere
           *[other] { $who } çekildi: { $names } kazandı
        }
        [limit] Hamle sınırına ulaşıldı: { $winners ->
            [0] berabere, { $scores }
           *[other] { $names } kazandı, { $scores }
        }
        [repetition] Aynı pozisyon üçüncü kez: berabere
       *[pushed-off] { $winners ->
            [0] berabere, { $scores }
           *[other] { $names } kazandı, { $scores }
        }
    }
# The result card's buttons: back to the first move, and the board without the card.
abalone-replay-game = Oyunu yeniden izle
abalone-view-board = Oyun alanını gör
# The board's grid of holes, as a screen reader names it, and how to play it by keyboard.
abalone-board = Oyun alanı
abalone-keys = Tuşlar: ok tuşları boşluklar arasında gezer; Home ve End sıranın uçlarına gider. Enter ya da Boşluk toplarınızdan birini seçer ya da seçili topları hedef boşluğa götürür. Esc seçimi kaldırır.
# A hole, as a screen reader names it: its $cell ("C4"), its $marble (black, white, blue, red or
# none), whether it is $selected, whether the last move $moved that marble there, and, if one of
# the selection's moves goes $here, that $move.
abalone-hole = { $cell }, { $marble ->
        [black] siyah top
        [white] beyaz top
        [blue] mavi top
        [red] kırmızı top
       *[none] boş
    }{ $selected ->
        [yes] , seçili
       *[no] {""}
    }{ $moved ->
        [yes] , son hamlede oynandı
       *[no] {""}
    }{ $here ->
        [yes] , buraya oyna: { $move }
       *[no] {""}
    }
# A legal move's arrow, as a screen reader names it: the $move's notation.
abalone-move-arrow = Oyna: { $move }
# Said as the selection changes: the $count of marbles selected, and their $cells ("C3, C4").
abalone-selected = { $count ->
        [0] Seçili top yok.
       *[other] Seçili: { $cells }.
    }
# Said once a move is played: the $player, the $move's notation, and the colour of the marble it
# $pushed off (black, white, blue or red), or none.
abalone-played = { $player }: { $move }{ $pushed ->
        [black] , bir siyah top dışarı itildi
        [white] , bir beyaz top dışarı itildi
        [blue] , bir mavi top dışarı itildi
        [red] , bir kırmızı top dışarı itildi
       *[none] {""}
    }.
# Said after a move, and after undo: whose turn it is, by $name.
abalone-now-to-move = Sıra: { $name }.
abalone-taken-back = Hamle geri alındı. Sıra: { $name }.
# Said when the game ends: the $result, as abalone-result words it.
abalone-game-over = Oyun bitti. { $result }.

abalone-rules =
    İlk hamleyi Siyah yapar, ardından oyuncular sırayla oynar.
    İki oyunculu başlangıç pozisyonları: standart pozisyon ile Belçika ve Alman papatyaları kuralların kendisinden gelir. Hollanda ve İsviçre papatyaları, Uzaylı saldırısı ve Duvar PlayStrategy'de oynanır ve abaloneonline'da resmedilir, ikisi de aynıdır; Dama tahtası, Yıldız, Düello ve Yılanlar PlayStrategy ile abaloneonline'dan; Fujiyama abaloneonline ile Dagaz projesinden; Hâkimiyet, Sızma ve Yüz yüze abaloneonline'daki resimlerden gelir. Her pozisyonda ilk hamleyi Siyah yapar.
    Üç oyuncuyla herkes kendi başına oynar; dört oyuncuyla Siyah ile Mavi bir takım, Beyaz ile Kırmızı karşı takımdır ve takım arkadaşınızın toplarını kendi toplarınızla birlikte hareket ettirebilirsiniz: çizgi halinde harekette diğerlerini iten en arkadaki top sizin olmalı, ok gibi harekette de toplardan en az biri sizin olmalıdır. Kendi 3 topunuzla, iki farklı renkten 2 rakip topu itebilirsiniz. Dışarı itilen top, onu iten oyuncunun hanesine yazılır; dört oyuncuyla takım arkadaşlarının sayıları toplanır.
    Sıranız geldiğinde bir topunuzu ya da sıra halindeki iki veya üç topunuzu, herhangi bir yönde bir boşluk ilerletin.
    Çizgi halinde hareket: sıra kendi doğrultusunda ilerler. Ok gibi hareket: sıra, dizilişi bozulmadan yana doğru kayar; gireceği her boşlukta top bulunmamalıdır.
    Sumito: bir sıra, tam önündeki daha kısa bir rakip top sırasını iter: 2 topa karşı 1, 3 topa karşı 1 ya da 3 topa karşı 2. İtilen topların arkasında boş bir alan ya da oyun alanının kenarı olmalıdır; kenardan dışarı itilen toplar oyundan çıkar.
    Tek top asla itemez, ok gibi hareket asla itmez ve 3 topa karşı 3 top sumito değildir. Hemen arkasında kendi topunuz bulunan bir rakip sıra itilemez.
    Kendi topunuzu asla oyun alanının dışına çıkaramazsınız.
    Altı rakip topu oyun alanının dışına iten ilk oyuncu ya da takım oyunu kazanır.
    İki kişilik oyunda beraberlik yoktur: oyun, taraflardan biri altı top çıkarana kadar sürer.
    Seçildiklerinde geçerli ayarlar: saatli oyunda her oyuncunun süresi eşittir; süre yalnızca oyuncunun kendi sırasında ve oyun ekrandayken işler; süresi biten kaybeder (üç oyuncuyla diğer ikisi dışarı ittikleri top sayısını karşılaştırır, eşitse zaferi paylaşır). Hamle sınırı bütün oyuncuların hamlelerini birlikte sayar; sınıra ulaşıldığında daha çok top dışarı iten oyuncu ya da takım kazanır, sayılar eşitse oyun berabere biter. Tekrar kuralı seçiliyse aynı pozisyon, sıra aynı oyuncudayken üçüncü kez oluşursa oyun berabere biter. Geri al, hamlenin süresini de geri verir.
    Çekilmek oyunu hemen ve kesin olarak bitirir: geri alınamaz (düğme iki kez sorar). Sırası gelen oyuncu çekilir; robotlara karşı cihazdaki kişi. Üç ya da dört oyuncuyla çekilen taraf kaybeder, diğerlerinden daha çok bilye düşüren kazanır.
    Bu oyun alanında seçtiğiniz toplar, tam olarak hareket edecek toplardır: çizgi halinde bir seçimin hemen önünde kendi topunuzdan biri duruyorsa yolu kapatır (üçünü birlikte ilerletmek için onu da seçin).
    Gösterim: çizgi halinde hareket, en arkadaki topun boşluğu ve ardından onun gireceği boşlukla yazılır (A1A2); ok gibi hareket, sıranın iki uçtaki topu ve ardından ilk topun gireceği boşlukla yazılır (C3C5D4). A–I satırları Siyah oyuncunun kenarından yukarı doğru, 1–9 çaprazları soldan sayılır.
    Konumlar: iki kişilik bir oyun, PlayStrategy gösteriminde (FEN) yapıştırılan bir konumdan, bir dizilimden oynanan Aba-Pro gösterimindeki bir hamle listesinden ya da bir oyunun ekranındaki konumdan (Buradan oyna) da başlayabilir. Her tarafın dışarı itilenler dahil 14 bilyesi olmalı ve hiçbir taraf altı bilyeyi zaten dışarı itmiş olmamalı: böyle bir konum kazanılmıştır, oynanacak bir şey kalmaz.
