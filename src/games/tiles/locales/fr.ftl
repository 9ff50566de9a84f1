### The words the tile games' screens share, in French.
### (src/games/tiles/words.rs: Abaku's, Summy's and Addique's screens and new-game forms.)

tiles-pick-tile-first = Choisissez d’abord une tuile de votre chevalet, puis une case.
tiles-place-help = Faites glisser des tuiles sur le plateau, ou touchez une tuile puis une case. Touchez une tuile posée pour la reprendre.
tiles-exchange-help = Touchez les tuiles à remettre dans le sac.
tiles-rack-digit = Tuile { $digit }
tiles-rack-of = Chevalet : { $name }
tiles-game-over = La partie est terminée.
tiles-hints-used = { $count ->
        [one] { $count } indice
       *[other] { $count } indices
    }
tiles-exchange-tiles = { $count ->
        [one] Échanger { $count } tuile
       *[other] Échanger { $count } tuiles
    }
tiles-play-for = { $has-points ->
        [yes] Jouer pour { $points ->
                [one] { $points } point
               *[other] { $points } points
            }
       *[no] Jouer
    }
tiles-recall = Retirer
tiles-shuffle = Mélanger
tiles-exchange = Échanger
tiles-pass = Passer
tiles-end-solo-game = Terminer la partie
tiles-confirm-pass = Vraiment ? Confirmez
tiles-confirm-pass-ends-game = Vraiment ? Passer termine la partie
tiles-everyone-passed = Tout le monde a passé : fin de la partie
# Resign, and the button once tapped: $name resigns on the second tap.
tiles-resign = Abandonner
tiles-confirm-resign = Vraiment ? { $name } abandonne
# How the game ended when $name resigned: last, whatever the scores.
tiles-resigned = { $name } abandonne : fin de la partie
tiles-turn-summary-placed = { $name } a marqué { $points ->
        [one] { $points } point.
       *[other] { $points } points.
    }
tiles-turn-summary-exchanged = { $name } a échangé { $count ->
        [one] { $count } tuile.
       *[other] { $count } tuiles.
    }
tiles-turn-summary-passed = { $name } a passé.
tiles-preview-total = Total : { $points }
tiles-start-draw-title = Qui commence : le plus petit chiffre tiré
tiles-starts = { $name } commence.
tiles-legend-title = Cases
tiles-exchanged = { $count ->
        [one] { $count } tuile échangée
       *[other] { $count } tuiles échangées
    }
tiles-passed = Passé
tiles-hint-used = Un indice a été montré à ce tour
tiles-score-sheet = Feuille de marque
tiles-no-turns-yet = Aucun tour pour l’instant.
tiles-player = Joueur
tiles-equations = Équations
tiles-tiles-heading = Tuiles
tiles-hint-heading = Indice
tiles-empty-squares = { $count ->
        [one] { $count } case laissée vide
       *[other] { $count } cases laissées vides
    }
tiles-place = Rang
tiles-in-play = En jeu
tiles-leftover = Restantes
tiles-zoom-in = Zoom avant
tiles-zoom-out = Zoom arrière
tiles-zoom-fit = Voir tout le plateau
tiles-pass-to = Donnez l’appareil à { $name }
tiles-take-back-turn = Annuler le tour : { $name }
tiles-show-tiles-of = Je suis { $name } : montrer mes tuiles
tiles-show-pieces-of = Je suis { $name } : montrer mes pièces
tiles-unseen-title = { $pieces ->
        [yes] Pièces non vues
       *[no] Tuiles non vues
    }
tiles-track-unseen = { $pieces ->
        [yes] Compter les pièces non vues
       *[no] Compter les tuiles non vues
    }
tiles-viewing-turn = Le plateau après le tour { $turn } sur { $total }
tiles-square-label = { $square }, { $has-mark ->
        [yes] { $mark },{" "}
       *[no] {""}
    }{ $content ->
        [empty] vide
        [laid] { $tile }, posée ce tour
        [cap] capuchon : fermé
       *[tile] { $tile }
    }
tiles-laid-on = { $tile } en { $square }.
tiles-taken-back = { $tile } reprise de { $square }.
tiles-tile-chosen = { $tile } choisie : appuyez sur Entrée sur une case pour la poser.
tiles-picked-for-exchange = { $tile } choisie pour l’échange.
tiles-not-on-rack = { $tile } : pas sur votre chevalet.
tiles-choose-tile-by-key = Tapez le chiffre ou le signe d’une tuile pour la poser ici, ou choisissez d’abord une tuile de votre chevalet.
tiles-square-taken = Une tuile est déjà posée là.
tiles-swap-digit-stays = Ce chiffre a repris un joker : Retirer reprend tout le coup.
tiles-announce-exchanged = { $name } a échangé { $count ->
        [one] { $count } tuile.
       *[other] { $count } tuiles.
    }{ $has-next ->
        [yes] {" "}À { $next } de jouer.
       *[no] {""}
    }
tiles-announce-passed = { $name } passe.{ $has-next ->
        [yes] {" "}À { $next } de jouer.
       *[no] {""}
    }
tiles-announce-game-over = { $turn } Partie terminée : { $result }.

# A copy begun where a game dealt at a distance stood, in place of its start draw (src/games/tiles/sheet.rs).
tiles-copy-title = Copie d’une partie jouée à distance
tiles-copy-begins = { $pieces ->
        [yes] La table et les scores sont tels qu’ils étaient, comme les pièces visibles dans une main ; toutes les pièces face cachée ont été distribuées à nouveau.
       *[no] Le plateau et les scores sont tels qu’ils étaient, comme les tuiles visibles sur un chevalet ; toutes les tuiles face cachée ont été distribuées à nouveau.
    }
tiles-moves-first = { $name } joue en premier.
# Above a copy's score sheet: the turns before it, and each player's `tiles-seat-score` then.
tiles-copied-after = { $turns ->
        [one] Copiée après { $turns } tour, à { $scores }.
       *[other] Copiée après { $turns } tours, à { $scores }.
    }
# Worded as in English: a name and a number.
tiles-seat-score = { $name } { $score }
