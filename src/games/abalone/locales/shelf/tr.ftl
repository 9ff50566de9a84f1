### What the shelf and the library say of Abalone, in Turkish.

abalone-blurb = Altıgen oyun alanından altı rakip topu dışarı itin. İki, üç ya da iki takım halinde dört oyuncu.
abalone-robot-time-note = Güçlü robot bu sürenin tamamında düşünür: süre uzadıkça daha derine bakar. Kolay ve orta robotlar sabit sayıda hamle ileriye bakar.

## Why the rules refuse a move.

abalone-rule-game-over = oyun bitti
abalone-rule-no-marble = { $cell } konumunda top yok
abalone-rule-not-your-marble = { $cell } konumundaki top sizin değil
abalone-rule-partner-trails = { $cell } konumundaki top takım arkadaşınızın: diğerlerini iten en arkadaki top sizin olmalı
abalone-rule-no-marble-of-yours = toplardan en az biri sizin olmalı
abalone-rule-cannot-push-partner = takım arkadaşınızı itemezsiniz
abalone-rule-not-a-line = toplar düz bir sıra halinde 2 ya da 3 tane olmalı
abalone-rule-too-many-marbles = en çok üç top hareket eder
abalone-rule-off-the-board = kendi topunuz oyun alanından çıkamaz
abalone-rule-own-marble-in-the-way = kendi topunuz yolu kapatıyor
abalone-rule-single-marble-cannot-push = tek top itemez
abalone-rule-no-sumito = { $pushers } topa karşı { $defenders } top sumito değildir
abalone-rule-own-marble-blocks-push = kendi topunuz itmeyi engelliyor
abalone-rule-side-step-cannot-push = ok gibi hareket itemez
abalone-rule-not-a-side-step = ok gibi harekette sıra kendi doğrultusunda değil, yana doğru ilerler
