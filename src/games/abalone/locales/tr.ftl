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
# Marbles chosen that cannot move ($count of them), and each thing that stops them
# ($obstacles: the sentences below, one after the other).
abalone-cannot-move = { $count ->
        [one] Bu top hareket edemez.
       *[other] Bu toplar hareket edemez.
    } { $obstacles }
abalone-obstacle-edge = Tahtanın kenarı engel.
abalone-obstacle-own = Kendi toplarınız yolu kapatıyor.
abalone-obstacle-opponents = { $count ->
        [one] Tek bir top rakibin topunu itemez.
       *[other] Rakibin topları yolu kapatıyor: yalnızca sıra halinde, sıranın yönünde ilerleyen daha çok top daha azını iter.
    }
abalone-obstacle-partner = Ortağınızın topları yalnızca sizin bir topunuzla hareket eder: sıranın arkasında ya da yanlarında.
# The sentences one after the other, as in English.
abalone-obstacles-join = { $first } { $next }
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
    Sıranız geldiğinde bir topunuzu ya da sıra halindeki iki veya üç topunuzu, herhangi bir yönde bir boşluk ilerletin.
    Çizgi halinde hareket: sıra kendi doğrultusunda ilerler. Ok gibi hareket: sıra, dizilişi bozulmadan yana doğru kayar; gireceği her boşlukta top bulunmamalıdır.
    Sumito: bir sıra, tam önündeki daha kısa bir rakip top sırasını iter: 2 topa karşı 1, 3 topa karşı 1 ya da 3 topa karşı 2. İtilen topların arkasında boş bir alan ya da oyun alanının kenarı olmalıdır; kenardan dışarı itilen toplar oyundan çıkar.
    @sumito-3-2 3 topa karşı 2: üç siyah top, iki beyaz topu kendi doğrultusunda bir boşluk ilerleterek arkalarındaki boş alana iter.
    @sumito-2-1 Kenarda 2 topa karşı 1: iki siyah top, bir beyaz topu kenardan dışarı iter; o top oyundan çıkar.
    Tek top asla itemez, ok gibi hareket asla itmez ve 3 topa karşı 3 top sumito değildir. Hemen arkasında kendi topunuz bulunan bir rakip sıra itilemez.
    Kendi topunuzu asla oyun alanının dışına çıkaramazsınız.
    İlk hamleyi Siyah yapar, ardından oyuncular sırayla oynar.
    Altı rakip topu oyun alanının dışına iten ilk oyuncu ya da takım oyunu kazanır.
    İki kişilik oyunda beraberlik yoktur: oyun, taraflardan biri altı top çıkarana kadar sürer.
    Üç oyuncuyla herkes kendi başına oynar; dört oyuncuyla Siyah ile Mavi bir takım, Beyaz ile Kırmızı karşı takımdır ve takım arkadaşınızın toplarını kendi toplarınızla birlikte hareket ettirebilirsiniz: çizgi halinde harekette diğerlerini iten en arkadaki top sizin olmalı, ok gibi harekette de toplardan en az biri sizin olmalıdır. Kendi 3 topunuzla, iki farklı renkten 2 rakip topu itebilirsiniz. Dışarı itilen top, onu iten oyuncunun hanesine yazılır; dört oyuncuyla takım arkadaşlarının sayıları toplanır.
    Seçildiklerinde geçerli ayarlar: saatli oyunda her oyuncunun süresi eşittir; süre yalnızca oyuncunun kendi sırasında ve oyun ekrandayken işler; süresi biten kaybeder (üç oyuncuyla diğer ikisi dışarı ittikleri top sayısını karşılaştırır, eşitse zaferi paylaşır). Hamle sınırı bütün oyuncuların hamlelerini birlikte sayar; sınıra ulaşıldığında daha çok top dışarı iten oyuncu ya da takım kazanır, sayılar eşitse oyun berabere biter. Tekrar kuralı seçiliyse aynı pozisyon, sıra aynı oyuncudayken üçüncü kez oluşursa oyun berabere biter. Geri al, hamlenin süresini de geri verir.
    Çekilmek oyunu hemen ve kesin olarak bitirir: geri alınamaz (düğme iki kez sorar). Sırası gelen oyuncu çekilir; robotlara karşı cihazdaki kişi. Üç ya da dört oyuncuyla çekilen taraf kaybeder, diğerlerinden daha çok bilye düşüren kazanır. Uzaktan oynarken oyuncu kendi sırasında, hamle yerine çekilir: çekilme o sıranın bağlantısıyla gönderilir.
    @keys Bu cihazın anahtarları ve anahtarları kaybolan bir oyun
    Bu oyun alanında seçtiğiniz toplar, tam olarak hareket edecek toplardır: çizgi halinde bir seçimin hemen önünde kendi topunuzdan biri duruyorsa yolu kapatır (üçünü birlikte ilerletmek için onu da seçin).
    Gösterim: çizgi halinde hareket, en arkadaki topun boşluğu ve ardından onun gireceği boşlukla yazılır (A1A2); ok gibi hareket, sıranın iki uçtaki topu ve ardından ilk topun gireceği boşlukla yazılır (C3C5D4). A–I satırları Siyah oyuncunun kenarından yukarı doğru, 1–9 çaprazları soldan sayılır.
    Konumlar: iki kişilik bir oyun, PlayStrategy gösteriminde (FEN) yapıştırılan bir konumdan, bir dizilimden oynanan Aba-Pro gösterimindeki bir hamle listesinden ya da bir oyunun ekranındaki konumdan (Buradan oyna) da başlayabilir. Her tarafın dışarı itilenler dahil 14 bilyesi olmalı ve hiçbir taraf altı bilyeyi zaten dışarı itmiş olmamalı: böyle bir konum kazanılmıştır, oynanacak bir şey kalmaz.
    İki oyunculu başlangıç pozisyonları: standart pozisyon ile Belçika ve Alman papatyaları kuralların kendisinden gelir. Hollanda ve İsviçre papatyaları, Uzaylı saldırısı ve Duvar PlayStrategy'de oynanır ve abaloneonline'da resmedilir, ikisi de aynıdır; Dama tahtası, Yıldız, Düello ve Yılanlar PlayStrategy ile abaloneonline'dan; Fujiyama abaloneonline ile Dagaz projesinden; Hâkimiyet, Sızma ve Yüz yüze abaloneonline'daki resimlerden gelir. Her pozisyonda ilk hamleyi Siyah yapar.

### The study tools: the position editor, the analysis board, positions and move lists

# The position editor, and the game screen's button that opens it on the position shown.
abalone-editor-title = Abalone · Konum düzenleyici
abalone-edit-position = Bu konumu düzenle
# The editor's board, as a screen reader names it, and how to set it up.
abalone-editor-board = Kurulmakta olan tahta
abalone-editor-keys = Fırçanın bilyesini koymak ya da Sil ile boşaltmak için bir deliğe dokunun; bir bilyeyi başka bir deliğe sürükleyin, ya da kaldırmak için tahtanın dışına. Klavyeyle: oklar delikten deliğe gider, B siyah bilye koyar, W beyaz, Delete bilyeyi kaldırır, Enter ya da Boşluk fırçayı kullanır.
# A hole of the editor's board as a screen reader names it: its $cell (C4) and its $marble
# (black, white, or none).
abalone-editor-hole = { $cell }, { $marble ->
        [black] siyah bilye
        [white] beyaz bilye
       *[none] boş
    }
# What a tap puts in a hole, and each choice: a marble of a side, or nothing ($brush: erase).
abalone-brush = Fırça
abalone-brush-name = { $brush ->
        [black] Siyah bilye
        [white] Beyaz bilye
       *[erase] Sil
    }
abalone-clear-board = Tahtayı boşalt
abalone-load-layout = Bu dizilimi tahtaya koy
abalone-side-to-move = Hamle sırası
# The marbles a $side (black or white) has pushed off so far.
abalone-pushed-off-by = { $side ->
        [black] Siyah
       *[white] Beyaz
    } tarafının dışarı ittiği bilyeler
# A $side with more marbles on the board ($on_board) than it has.
abalone-editor-too-many = { $side ->
        [black] Siyah
       *[white] Beyaz
    } tarafının tahtada { $on_board } bilyesi var: bir tarafın yalnızca 14 bilyesi olur.
# The position set up can be played: the marbles of each side on the board.
abalone-editor-ready = Oynamaya hazır: tahtada { $black } siyah ve { $white } beyaz bilye var.
abalone-play-position = Bu konumu oyna
# The analysis board: its title, and the button that stops the analysis ($running: yes) or
# starts it again.
abalone-analysis-title = Abalone · Analiz
abalone-analysis-toggle = { $running ->
        [yes] Durdur
       *[no] Analiz et
    }
# Said until the analysis has completed its first depth.
abalone-analysis-starting = Robot düşünüyor…
# The deepest search completed, in plies.
abalone-analysis-depth = Derinlik { $depth }
# The evaluation, worded already: a number of marbles, or a forced win or loss.
abalone-analysis-eval = Siyah için değerlendirme: { $eval }
# The heading of the line of moves the search expects.
abalone-analysis-best-line = En iyi devam
# The analysis board's tree of moves tried: how its keys work, a variation's group as a screen
# reader names it, the buttons that step along the line shown, promote or delete, and the
# comment on a move.
abalone-study-keys = ← ve → gösterilen hatta bir hamle geri ve ileri gider, Home ve End hattın başına ve sonuna gider. Tahtada denenen bir hamle varyant olarak eklenir.
abalone-variation = Varyant
abalone-study-start = Başa
abalone-study-back = Bir hamle geri
abalone-study-forward = Bir hamle ileri
abalone-study-end = Sona
abalone-promote-variation = Varyantı ana hat yap
abalone-delete-from-here = Buradan itibaren sil
abalone-move-comment = Bu hamleye yorum
# Has the evaluation, the depth and the best line read out once.
abalone-read-out = Sesli oku
abalone-analysis-two-players-only = Analiz tahtası yalnızca iki oyunculu oyunlar içindir.
# The analysis kept with a game could not be read: the parser's $reason.
abalone-study-unreadable = Bu oyunla saklanan analiz okunamadı ({ $reason }). Siz indirene ya da silene kadar olduğu gibi kalır; şimdi denediğiniz hamleler saklanmaz.
# The new-game form's choice of where a two-player game starts, and each choice.
abalone-start-from = Başlangıç
abalone-start-source = { $source ->
        [layout] Bir dizilim
        [position] Bir konum (FEN)
       *[move-list] Bir hamle listesi
    }
# The field for a position in PlayStrategy's notation, and what to paste there.
abalone-fen-input = PlayStrategy gösteriminde konum (FEN)
abalone-fen-help = Bir konum yapıştırın: I'dan A'ya sıralar, iki skor, hamle sırası olan taraf (b ya da w), son dışarı itmeden beri yarım hamleler ve hamle numarası.
# Why a position cannot be played, as the engine found it ($problem): not 6 fields or 9 rows
# ($found); row $row with $found holes where it has $expected; a character $found in row $row;
# a score, side to move or move count that cannot be read ($text, as pasted); or a $side with
# $on_board marbles on the board and $pushed_off pushed off.
abalone-bad-fen = Bu konum oynanamaz: { $problem ->
        [fields] bir konumun 6 alanı vardır (tahta, iki skor, hamle sırası, yarım hamleler, hamle numarası), { $found } değil
        [rows] tahtanın / ile ayrılmış 9 sırası vardır, { $found } değil
        [row-length] { $row } sırasında { $found } delik var, { $expected } olmalı
        [character] { $row } sırasında '{ $found }' var: yalnızca S, s ve rakamlar olabilir
        [score] "{ $text }" skoru 0 ile 5 arasında bir sayı değil
        [side-to-move] hamle sırası "{ $text }" olarak yazılmış, b ya da w olmalı
        [counter] "{ $text }" bir hamle sayısı değil
       *[marbles] { $side ->
            [black] Siyah
           *[white] Beyaz
        } tarafının tahtada { $on_board } bilyesi ve dışarı itilmiş { $pushed_off } bilyesi var, oysa bir tarafın 14 bilyesi olur
    }.
# A position pasted into the editor that cannot be played: why ($problem, as above), and that
# the board stayed as it was.
abalone-editor-fen-kept = { $problem } Tahta olduğu gibi kaldı.
# The field for a move list, and where its moves are played from.
abalone-move-list-input = Aba-Pro'nun yazdığı gibi numaralı hamleler (1. A1B2 I9H8 2. …)
abalone-move-list-help = Hamleler yukarıda seçilen dizilimden oynanır; oyun sonuncusundan sonra açılır, devam etmek ya da adım adım incelemek için.
# Why a pasted move list cannot be played ($problem): not written for two players ($seats);
# $found (as pasted) where move $expected begins; or move $number of a $side, $text as pasted,
# cannot be played, for a $reason worded already.
abalone-bad-move-list = Bu hamle listesi oynanamaz: { $problem ->
        [seats] hamle listesi iki oyuncu için yazılır, { $seats } için değil
        [number] { $expected }. hamlenin başladığı yerde "{ $found }" duruyor
       *[move] { $number }. hamle ({ $side ->
            [black] siyah
           *[white] beyaz
        }, { $text }): { $reason }
    }.
# The game screen's button and dialog with the position and the move list to take away.
abalone-position-and-moves = Konum ve hamleler
abalone-copy-fen = Konumu kopyala (FEN)
abalone-fen-copied = Kopyalandı: konum panoda.
abalone-move-list-title = Hamle listesi
abalone-copy-move-list = Hamle listesini kopyala
abalone-move-list-copied = Kopyalandı: hamle listesi panoda.
abalone-download-move-list = Hamle listesini indir (.txt)
# A copy to the clipboard failed, with the browser's $reason: the text is there to select.
abalone-copy-text-failed = Kopyalanamadı ({ $reason }). Metni seçip kendiniz kopyalayın.
# Starts a new game from the position shown, the game on screen left as it is.
abalone-play-from-here = Buradan oyna
abalone-play-from-here-help = Gösterilen konumdan aynı oyuncularla yeni bir oyun başlar; bu oyun olduğu gibi kalır.
# A position where six marbles of a side are already off: nothing is left to play.
abalone-position-won = Bu konum zaten kazanılmış: bir taraf altı bilyeyi dışarı itmiş, oynanacak bir şey kalmadı.
