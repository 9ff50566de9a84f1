### What the shelf and the library say of Addique, in Turkish.

addique-blurb = Artı biçimli parçaları açık bir masada birbirine oturtun; 9'a bölünen her sayı puan getirir: 4761 = 9 × 529. İki ila sekiz oyuncu.
addique-robot-time-note = Robotlar her hamleyi tarttıkları anda seçer: bu süre yalnızca güçlü Addique robotunun yanıtlara bakışını sınırlar.
addique-reveals = her oyuncunun elini ve havuzda kalan parçaların sırasını

## Why the rules refuse a move.

addique-rule-game-over = Oyun bitti.
addique-rule-not-in-hand = { $piece } parçası elinizde değil.
addique-rule-already-used = { $piece } parçası zaten masada.
addique-rule-overlap = Parça orada masadaki bir parçanın üstüne biner.
# A noun after a count stays singular in Turkish: one form for every count.
addique-rule-too-few-edges = Masadaki parçalara yalnızca { $edges } kenar değer: bir parça en az 3 kenarla oturmalıdır.
