### What the shelf and the library say of Summy, in French.

summy-blurb = Un Scrabble des calculs : chiffres et opérateurs sur un plateau de 25×25, 70 + 118 : 2 = 129. De deux à quatre joueurs.
summy-reveals = le chevalet de chaque joueur et l’ordre des tuiles restant dans la pioche

## Why the rules refuse a turn, as whole sentences.

summy-rule-game-over = La partie est terminée.
summy-rule-no-tiles = Posez au moins une tuile.
summy-rule-too-many-tiles = On pose huit tuiles au plus en un tour.
summy-rule-off-board = La case { $square } n’est pas sur le plateau.
summy-rule-square-taken = La case { $square } porte déjà une tuile.
summy-rule-sum-closed = Ce calcul est déjà fermé.
summy-rule-same-square-twice = Deux tuiles sont sur la case { $square }.
summy-rule-not-in-rack = Votre chevalet n’a pas de { $tile }.
summy-rule-not-in-one-line = Les tuiles ne sont pas sur une même ligne.
summy-rule-gap = Les tuiles laissent un trou en { $square }.
summy-rule-not-connected = Les tuiles doivent se raccorder à celles du plateau.
summy-rule-not-a-sum = { $tiles } n’est pas un calcul : { $reason ->
        [empty] il n’y a aucune tuile
        [no-equals] il n’y a pas de signe =
        [two-equals] il y a deux signes =
        [missing-number] un opérateur demande un nombre de chaque côté
        [one-number] deux nombres ou plus viennent avant le =
        [result-not-a-number] après le = vient un seul nombre
        [leading-zero] un nombre ne peut pas commencer par 0
        [division-by-zero] division par zéro
        [wrong-result] { $left } vaut { $value }, pas { $result }
       *[too-large] les nombres sont trop grands
    }.
summy-rule-exchange-count = Choisissez au moins une tuile à échanger.
