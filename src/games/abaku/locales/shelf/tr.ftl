### What the shelf and the library say of Abaku, in Turkish.

abaku-blurb = Bonus kareli bir tahtada rakam taşlarıyla eşitlikler kurun: 12 : 4 = 3, 7² = 49. İki ila dört oyuncu ya da tek kişilik.
abaku-reveals = her oyuncunun ıstakasını ve torbada kalan taşların sırasını

## Why the rules refuse a turn, as whole sentences.

abaku-rule-game-over = Oyun bitti.
abaku-rule-no-tiles = En az bir taş koyun.
abaku-rule-too-many-tiles = Bir turda en çok beş taş konur.
abaku-rule-off-board = { $square } tahtanın dışında.
abaku-rule-square-taken = { $square } karesinde zaten bir taş var.
abaku-rule-same-square-twice = { $square } karesinde iki taş var.
abaku-rule-not-in-rack = Istakanızda { $tile } yok.
abaku-rule-no-joker-there = { $square } karesinde geri alınacak joker yok.
abaku-rule-not-in-one-line = Bu taşlar tek bir sırada değil.
abaku-rule-gap = Taşlar { $square } karesinde boşluk bırakıyor.
abaku-rule-first-move-too-short = İlk eşitlik en az iki taş ister.
abaku-rule-first-move-off-centre = İlk eşitlik ★ başlangıç karesini kaplamalıdır.
abaku-rule-not-connected = Taşlar tahtadaki taşlara bitişmelidir.
abaku-rule-not-an-equation = { $digits } bir eşitlik değil.
abaku-rule-zero-not-a-number = { $digits } bir eşitlik değil: { $rule ->
        [lone-zero] sıfır tek başına bir sayı olamaz
       *[leading-zero] bir sayı 0 ile başlayamaz
    }.
abaku-rule-touching-no-equation = { $digit }, değdiği { $touching } ile eşitlik oluşturmuyor.
abaku-rule-exchange-count = Bir ile beş arası taş değiştirin.
abaku-rule-bag-too-small = Torbada yalnızca { $left } taş var: en çok o kadar değiştirin.
