### What the shelf and the library say of Addique, in French.

addique-blurb = Emboîtez des pièces en forme de croix sur une table ouverte ; chaque nombre divisible par 9 rapporte : 4761 = 9 × 529. De deux à huit joueurs.
addique-robot-time-note = Les robots choisissent dès qu’ils ont pesé chaque coup : ce temps limite seulement l’examen des réponses par le robot fort d’Addique.
addique-reveals = la main de chaque joueur et l’ordre des pièces restant dans la pioche

## Why the rules refuse a move.

addique-rule-game-over = La partie est terminée.
addique-rule-not-in-hand = La pièce { $piece } n’est pas dans votre main.
addique-rule-already-used = La pièce { $piece } est déjà sur la table.
addique-rule-overlap = À cet endroit, la pièce chevaucherait une pièce de la table.
# French counts 0 as singular: no edge at all comes first, then a single one.
addique-rule-too-few-edges = { $edges ->
        [0] Aucun côté ne toucherait les pièces de la table : une pièce doit s’emboîter par 3 côtés ou plus.
        [one] Un seul côté toucherait les pièces de la table : une pièce doit s’emboîter par 3 côtés ou plus.
       *[other] Seuls { $edges } côtés toucheraient les pièces de la table : une pièce doit s’emboîter par 3 côtés ou plus.
    }
