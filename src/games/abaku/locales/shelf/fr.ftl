### What the shelf and the library say of Abaku, in French.

abaku-blurb = Posez des tuiles chiffres pour former des équations sur un plateau à bonus : 12 : 4 = 3, 7² = 49. De deux à quatre joueurs, ou en solo.
abaku-reveals = le chevalet de chaque joueur et l’ordre des tuiles restant dans le sac

## Why the rules refuse a turn, as whole sentences.

abaku-rule-game-over = La partie est terminée.
abaku-rule-no-tiles = Posez au moins une tuile.
abaku-rule-too-many-tiles = On pose cinq tuiles au plus en un tour.
abaku-rule-off-board = La case { $square } n’est pas sur le plateau.
abaku-rule-square-taken = La case { $square } porte déjà une tuile.
abaku-rule-same-square-twice = Deux tuiles sont sur la case { $square }.
abaku-rule-not-in-rack = Votre chevalet n’a pas de { $tile }.
abaku-rule-no-joker-there = Il n’y a pas de joker à reprendre en { $square }.
abaku-rule-not-in-one-line = Ces tuiles ne sont pas sur une même ligne.
abaku-rule-gap = Les tuiles laissent un trou en { $square }.
abaku-rule-first-move-too-short = La première équation demande au moins deux tuiles.
abaku-rule-first-move-off-centre = La première équation doit couvrir la case de départ ★.
abaku-rule-not-connected = Les tuiles doivent se raccorder à celles du plateau.
abaku-rule-not-an-equation = { $digits } n’est pas une équation.
abaku-rule-zero-not-a-number = { $digits } n’est pas une équation : { $rule ->
        [lone-zero] un zéro ne peut pas former un nombre à lui seul
       *[leading-zero] un nombre ne peut pas commencer par 0
    }.
abaku-rule-touching-no-equation = Le { $digit } posé contre le { $touching } ne forme aucune équation.
abaku-rule-exchange-count = Échangez de une à cinq tuiles.
# An empty bag ([0]) allows no exchange: it is matched before [one], which in French holds 0 too.
abaku-rule-bag-too-small = { $left ->
        [0] Le sac est vide : aucun échange n’est possible.
        [one] Le sac ne contient qu’une tuile : échangez-en une au plus.
       *[other] Le sac ne contient que { $left } tuiles : échangez-en { $left } au plus.
    }
