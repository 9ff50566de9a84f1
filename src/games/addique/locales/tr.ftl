### Addique's words in Turkish.
### The rules page: one paragraph per line.

addique-rules =
    Artı biçiminde 48 parça vardır; her birinin her kolunda 1-8 arası bir rakam bulunur: üst + alt = 9 ve sol + sağ = 9'dur ve hiçbir iki parça birbirinin aynısı değildir. Parçalar basıldıkları yönde kalır: asla döndürülmez. Herkes aynı sayıda parça oynasın diye 2, 3, 4, 6 ya da 8 oyuncuyla oynanır.
    Kim başlar: herkes bir parça çeker ve üst × alt + sol × sağ değerini hesaplar. En yüksek değeri bulan başlar, o parçayı masanın ortasına koyar ve bu toplamı puan olarak alır. Beraberlik olursa bütün parçalar geri konur ve herkes yeniden çeker. Ardından başlayan oyuncu 3, diğerleri 2 parça çeker; böylece herkesin elinde 3 parça olur. Sıra saat yönünde (oturma düzenine göre) döner.
    Sıranız geldiğinde elinizden bir parça oynayın ve havuzda parça kaldıkça bir parça çekin. Pas geçemezsiniz: parça hiç puan getirmese bile oynamak zorundasınız.
    Bir parça, daha önce oynanmış parçaların arasına oturur: kapladığı kareler boş olmalı ve dış çizgisinin en az 3 kenarı onlara değmelidir. Masa açıktır: oyun her yöne yayılabilir. Rakamların parçanın nereye oturacağıyla ilgisi yoktur; bu yüzden elinizdeki her parça aynı yerlere oturur ve masada her zaman böyle bir yer vardır.
    @edges Sağdaki parça oturur: dış çizgisinin 3 kenarı (yeşil işaretli) masadaki parçaya değer. Soldaki kesikli yer ona yalnızca 1 kenarla değer (kırmızı işaretli): oraya hiçbir parça konamaz.
    Sayılar bir satır boyunca soldan sağa, bir sütun boyunca yukarıdan aşağıya okunur: yan yana duran iki ya da daha çok kolun oluşturduğu her dizi bir sayıdır; bir merkez noktası ya da boşluk diziyi bitirir. Ters yönde okunan sayılar hiçbir zaman hesaba katılmaz.
    Puan: parçanızın oluşturduğu ya da uzattığı ve 9'a bölünen her sayı, sayı ÷ 9 kadar puan getirir. Rakamlarının toplamı 9 ya da 9'un bir katı olan sayı 9'a bölünür: 315, 35 puan getirir. Kurallardaki örnek: üstünde 2, sağında 4, altında 7 ve solunda 5 olan ve 4761, 72 ve 72 sayılarını oluşturan bir parça 529 + 8 + 8 = 545 puan getirir. 9'a bölünmeyen sayılar puan getirmez.
    Oynanan parçalar bir daha yerinden oynamaz. 48 parçanın hepsi masaya konduğunda oyun biter; en yüksek puanı alan kazanır, eşit puanlılar aynı dereceyi paylaşır.
    Basılı kuralların açık bıraktığı yerlerde bizim yorumumuz: masa birim karelerden oluşan bir ızgaradır, bir parça bunlardan beşini kaplar ve bir kenar, bir karenin bir kenarıdır. İpucu, elinizdeki parçalar için en çok puan getiren yeri gösterir ve puan tablosunda işaretlenir.
    Çekilmek (Çekil, iki kez dokunulur) oyunu hemen bitirir: çekilen oyuncu puanlar ne olursa olsun sonuncu olur, diğerleri o anki puanlarına göre sıralanır. Çekilme kesindir: geri alınamaz. Uzaktan oynanan oyunda oyuncu kendi sırasında çekilir ve çekilme o sıranın bağlantısıdır.
    Tek cihazda birlikte oynarken: her el, sahibi cihazı tuttuğunu söyleyene kadar devir ekranının arkasında gizli kalır; böylece masadaki diğerleri onu görmez. Bir oyuncu elini gösterdikten sonra Geri al yalnızca seçtiği parçayı bırakır; önceki tur (ardından gelen robot hamlesiyle birlikte) ancak devir ekranında, sıradaki oyuncu elini göstermeden önce geri alınabilir. Bir robot yalnızca kendi yerinden görülebileni görür: masayı, puanları, kendi elini ve görmediği parçaları; bunlardan hangisinin havuzda, hangisinin başka bir elde olduğunu bilmez. Süren bir oyunun kaydı, dışa aktarılan dosyası ya da paylaşım bağlantısı her eli ve havuzun sırasını ortaya koyar: bunları yalnızca hepsini görebilecek birine verin.
    Uzaktan oyun: havuzu kimse tutmaz; parçaları cihazlar birlikte dağıtır ve her cihaz yalnızca kendi elini okur. Kimin başlayacağını tek bir tur belirler: herkes bir parça açar; beraberlikte, rakamları üstten başlayıp saat yönünde okunan sayısı en büyük olan parça başlar (7425, yine 34 eden 2475'i geçer). Diğerleri çektikleri parçayı herkesin göreceği biçimde ellerinde tutar; eller, başlayan oyuncudan itibaren 3 parçaya tamamlanır ve her turdan sonra sıradaki parça karıştırılmış havuzdan gelir. Oyunun sonunda her cihaz dağıtımın tamamını denetler. Ev sahibinin cihazındaki bir robot ya da ikinci oyuncu orada oynar: eli diğer cihazlardan gizlidir, o cihazı tutandan değil. Herkes katıldığında paneldeki güvenlik numaralarını birbirinize sesli okuyun: farklıysa aranıza biri girmiştir.
    @keys Bu cihazın anahtarları ve anahtarları kaybolan bir oyun

## The game's screen and its new-game form (src/games/addique/words.rs).

addique-table = Addique masası
addique-setup-note = Herkes bir parça çeker: üst × alt + sol × sağ değeri en yüksek olan başlar; o parçayı ortaya koyar ve bu değeri puan olarak alır. Beraberlikte yeniden çekilir. Ardından herkesin elinde 3 parça olur.
# A piece chosen from the hand, read out.
addique-piece = Parça { $piece }: üstte { $top }, sağda { $right }, altta { $bottom }, solda { $left }
addique-not-divisible = { $value }: 9'a bölünmüyor
addique-no-score = 9'a bölünen sayı yok
# The first piece, on the score sheet: it scores top × bottom + left × right.
addique-opening-score = İlk parça: { $top } × { $bottom } + { $left } × { $right }
addique-place-help = Elinizden bir parça seçin.
addique-spot-help = Mavi noktalar parçanın oturduğu yerleri gösterir; işaretçinin altındaki yer parçanın çerçevesini gösterir. Bir noktaya dokunun ya da parçayı masaya sürükleyin.
addique-no-spot = Masada parça alabilecek yer yok: hiçbir yerde oynanmış parçalara değen 3 kenar yok.
addique-to-move = Sıra: { $name } · havuzda { $pool } parça
addique-hand-of = El — { $name }
# The score sheet's headings.
addique-numbers-heading = Sayılar
addique-piece-heading = Parça
addique-opening-title = Kim başlar: en yüksek üst × alt + sol × sağ
# $draws: each player's name, piece and its product sum, such as "Eva 2475 (49)".
addique-opening-round = { $draws }{ $tied ->
        [yes] : beraberlik, herkes yeniden çeker
       *[no] {""}
    }
addique-starts = { $name } başlar: { $piece } ortaya konur ve { $points } puan getirir.
addique-all-played = 48 parçanın hepsi masada: oyun bitti
addique-legend = Sayılar, birbirine değen kollar boyunca soldan sağa ve yukarıdan aşağıya okunur; bir merkez noktası ya da boşluk sayıyı bitirir. Yeşil olanlar 9'a bölünür ve sayı ÷ 9 kadar puan getirir.

## Keyboard and screen readers.

# A spot where the chosen piece fits: its centre ($at, as moves write it), what the piece scores
# there and the $made numbers it makes, written out ($numbers: "72 = 9 × 8; 45 = 9 × 5").
addique-spot-cell = { $made ->
        [0] { $at }: { $piece } burada sayı oluşturmuyor, { $points } puan
       *[other] { $at }: { $piece } burada { $points } puan kazandırır; { $numbers }
    }
addique-placed-cell = { $at }: parça { $piece }, üstte { $top }, sağda { $right }, altta { $bottom }, solda { $left }{ $last ->
        [yes] , son konan
       *[no] {""}
    }
addique-hand-piece = Parça { $piece }: üstte { $top }, sağda { $right }, altta { $bottom }, solda { $left }. Tuş { $key }
addique-keys = Klavye: 1, 2 ya da 3 elinizden bir parça seçer, Esc geri koyar; ok tuşları parçanın oturduğu yerler arasında gezer (parça seçili değilken masadaki parçalar arasında), Home ve End sıranın uçlarına gider; Enter ya da Boşluk o yer için Oyna düğmesine götürür, orada Enter parçayı koyar.
addique-move-played = { $name }: { $piece }, { $at } konumuna, { $points } puan. Sıra: { $next }.
# The last piece played, then the result: $winners are the $sharing players in first place,
# with $best points; $scores lists everyone's, best first ("Eva 545, Adam 312").
addique-game-ended = Son parça — { $name }: { $piece }, { $at } konumuna, { $points } puan. Oyun bitti: { $sharing ->
        [one] kazanan { $winners }, { $best } puan
       *[other] birinciliği paylaşanlar { $winners }, { $best } puan
    }. Son puanlar: { $scores }.
addique-hinted = İpucu: { $piece }, { $at } konumuna, { $points } puan.
