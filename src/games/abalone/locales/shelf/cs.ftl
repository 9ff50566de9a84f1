### What the shelf and the library say of Abalone, in Czech.

abalone-blurb = Vytlačte šest soupeřových kuliček ze šestiúhelníkové desky. Dva hráči, tři nebo čtyři ve dvou týmech.
abalone-robot-time-note = Silný robot přemýšlí celou tuto dobu: čím déle, tím hlouběji vidí. Snadný a střední robot hledí o pevný počet tahů dopředu.

## Why the rules refuse a move.

abalone-rule-game-over = hra skončila
abalone-rule-no-marble = na { $cell } není žádná kulička
abalone-rule-not-your-marble = kulička na { $cell } není vaše
abalone-rule-partner-trails = kulička na { $cell } patří spoluhráči: zadní kulička musí být vaše
abalone-rule-no-marble-of-yours = aspoň jedna z kuliček musí být vaše
abalone-rule-cannot-push-partner = kuličky spoluhráče tlačit nemůžete
abalone-rule-not-a-line = kuličky musí být 2 nebo 3 v přímé řadě
abalone-rule-too-many-marbles = táhnout lze nejvýš třemi kuličkami
abalone-rule-off-the-board = vlastní kulička nesmí opustit desku
abalone-rule-own-marble-in-the-way = v cestě stojí vaše vlastní kulička
abalone-rule-single-marble-cannot-push = jediná kulička nemůže tlačit
abalone-rule-no-sumito = { $pushers } proti { $defenders } není sumito
abalone-rule-own-marble-blocks-push = tlačení blokuje vaše vlastní kulička
abalone-rule-side-step-cannot-push = boční tah nemůže tlačit
abalone-rule-not-a-side-step = boční tah vede napříč řadou, ne podél ní
