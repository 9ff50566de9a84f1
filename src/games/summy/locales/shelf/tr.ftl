### What the shelf and the library say of Summy, in Turkish.

summy-blurb = İşlemlerle Scrabble: 25×25 tahtada rakamlar ve işlem işaretleri, 70 + 118 : 2 = 129. İki ila dört oyuncu.
summy-reveals = her oyuncunun ıstakasını ve yığında kalan taşların sırasını

## Why the rules refuse a turn, as whole sentences.

summy-rule-game-over = Oyun bitti.
summy-rule-no-tiles = En az bir taş koyun.
summy-rule-too-many-tiles = Bir turda en çok sekiz taş konur.
summy-rule-off-board = { $square } tahtanın dışında.
summy-rule-square-taken = { $square } karesinde zaten bir taş var.
summy-rule-sum-closed = Bu işlem zaten kapatılmış.
summy-rule-same-square-twice = { $square } karesinde iki taş var.
summy-rule-not-in-rack = Istakanızda { $tile } yok.
summy-rule-not-in-one-line = Taşlar tek bir sırada değil.
summy-rule-gap = Taşlar { $square } karesinde boşluk bırakıyor.
summy-rule-not-connected = Taşlar tahtadaki taşlara bitişmelidir.
summy-rule-not-a-sum = { $tiles } bir işlem değil: { $reason ->
        [empty] hiç taş yok
        [no-equals] = işareti yok
        [two-equals] iki = işareti var
        [missing-number] her işlem işaretinin iki yanında birer sayı olmalı
        [one-number] = işaretinden önce iki ya da daha çok sayı gelmeli
        [result-not-a-number] = işaretinden sonra tek bir sayı gelmeli
        [leading-zero] bir sayı 0 ile başlayamaz
        [division-by-zero] sıfıra bölme var
        [wrong-result] { $left } işleminin sonucu { $value }, { $result } değil
       *[too-large] sayılar çok büyük
    }.
summy-rule-exchange-count = Değiştirmek için en az bir taş seçin.
