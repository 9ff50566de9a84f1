### Addique's words in French.
### The rules page: one paragraph per line.

addique-rules =
    48 pièces en forme de croix d’addition, avec un chiffre de 1 à 8 au bout de chaque branche : haut + bas = 9 et gauche + droite = 9, et aucune combinaison ne se répète. Les pièces restent dans le sens où elles sont imprimées : on ne les tourne jamais. 2, 3, 4, 6 ou 8 joueurs, pour que chacun joue le même nombre de pièces.
    Qui commence : chacun tire une pièce et calcule haut × bas + gauche × droite. Celui qui obtient le plus grand total commence : il pose cette pièce au centre de la table et marque ce total. En cas d’égalité, toutes les pièces sont remises et chacun tire à nouveau. Le premier joueur tire alors 3 pièces et les autres 2, pour que chacun en ait 3. On joue ensuite dans le sens des aiguilles d’une montre (dans l’ordre des places).
    À votre tour, jouez une pièce de votre main et tirez-en une dans la pioche tant qu’il en reste. Vous ne pouvez pas passer : vous devez jouer même si la pièce ne rapporte rien.
    Une pièce s’emboîte dans les pièces déjà jouées : ses cases doivent être libres, et au moins 3 côtés de son contour doivent les toucher. La table est ouverte : le jeu peut s’étendre dans toutes les directions. Les chiffres ne jouent aucun rôle dans l’emplacement d’une pièce : toutes les pièces de votre main vont donc aux mêmes endroits, et la table en offre toujours un.
    @edges La pièce de droite s’emboîte : 3 côtés de son contour (marqués en vert) touchent la pièce sur la table. L’emplacement en pointillés à gauche ne la touche que par 1 côté (marqué en rouge) : aucune pièce ne peut y aller.
    Les nombres se lisent de gauche à droite le long d’une rangée et de haut en bas le long d’une colonne : toute suite de deux branches ou plus côte à côte forme un nombre, et un point central ou un vide l’interrompt. Les nombres lus dans l’autre sens ne comptent jamais.
    Score : chaque nombre divisible par 9 que votre pièce forme ou prolonge rapporte ce nombre ÷ 9. Un nombre est divisible par 9 quand la somme de ses chiffres fait 9 ou un multiple de 9 : 315 rapporte 35. L’exemple des règles : une pièce portant 2 en haut, 4 à droite, 7 en bas et 5 à gauche qui forme 4761, 72 et 72 rapporte 529 + 8 + 8 = 545. Les nombres qui ne sont pas divisibles par 9 ne rapportent rien.
    Une fois jouées, les pièces ne bougent plus. La partie se termine quand les 48 pièces sont sur la table ; le meilleur score gagne, et les scores égaux se partagent la même place.
    Nos lectures, là où les règles imprimées laissent la question ouverte : la table est une grille de petites cases carrées, une pièce en couvre 5, et un côté est l’un des bords d’une case. Un indice montre l’emplacement le plus rentable pour les pièces de votre main et il est noté sur la feuille de marque.
    Abandonner (Abandonner, touché deux fois) termine la partie aussitôt : le joueur qui abandonne est dernier, quels que soient les scores, et les autres sont classés selon leurs scores du moment. Un abandon est définitif : il ne s’annule pas. À distance, on abandonne pendant son propre tour, et l’abandon est le lien de ce tour.
    Un seul appareil pour tous : chaque main reste cachée derrière l’écran de passage jusqu’à ce que son joueur dise qu’il tient l’appareil, si bien que les autres à la table ne la voient pas. Une fois qu’un joueur a montré sa main, Annuler ne fait que reposer la pièce qu’il a choisie ; le tour précédent (avec la réponse d’un robot qui l’a suivi) ne s’annule que sur l’écran de passage, avant que le joueur suivant montre sa main. Un robot ne voit que ce que sa place lui permet de voir : la table, les scores, sa propre main et les pièces qu’il n’a pas vues, sans savoir lesquelles sont dans la pioche et lesquelles dans une autre main. Une sauvegarde, un fichier exporté ou un lien de partage d’une partie en cours révèle chaque main et l’ordre de la pioche : ne le confiez qu’à quelqu’un qui peut tout voir.
    Partie à distance : personne ne tient la pioche, les appareils la distribuent donc ensemble et chacun ne lit que sa propre main. Qui commence se décide en un seul tirage : chacun retourne une pièce, et en cas d’égalité, c’est la pièce au plus grand nombre qui commence, ses chiffres étant lus dans le sens des aiguilles d’une montre depuis le haut (7425 l’emporte sur 2475, qui fait aussi 34). Les autres gardent leur pièce, visible de tous, et les mains sont complétées à 3 à partir du premier joueur ; après chaque tour, la pièce suivante vient de la pioche mélangée. À la fin, chaque appareil vérifie toute la distribution. Un robot ou un second joueur sur l’appareil de l’hôte y joue : sa main est secrète pour les autres appareils, pas pour qui tient celui-là. Une fois tous les joueurs arrivés, lisez-vous à voix haute les numéros de sécurité du panneau : s’ils diffèrent, quelqu’un s’est glissé entre vous.
    @keys Les clés de cet appareil, et une partie dont les clés sont perdues

## The game's screen and its new-game form (src/games/addique/words.rs).

addique-table = Table d’Addique
addique-setup-note = Chacun tire une pièce : le plus grand haut × bas + gauche × droite commence, en posant cette pièce au centre, et marque ce total. En cas d’égalité, on tire à nouveau. Ensuite, chacun a 3 pièces en main.
# A piece chosen from the hand, read out.
addique-piece = Pièce { $piece } : { $top } en haut, { $right } à droite, { $bottom } en bas, { $left } à gauche
addique-not-divisible = { $value } : pas divisible par 9
addique-no-score = Aucun nombre divisible par 9
# The first piece, on the score sheet: it scores top × bottom + left × right.
addique-opening-score = Première pièce : { $top } × { $bottom } + { $left } × { $right }
addique-place-help = Choisissez une pièce de votre main.
addique-spot-help = Les points bleus montrent où elle s’emboîte ; l’emplacement sous le pointeur montre le contour de la pièce. Touchez un point, ou faites glisser la pièce sur la table.
addique-no-spot = Aucun emplacement de la table ne peut recevoir de pièce : aucun n’a 3 côtés qui touchent les pièces jouées.
addique-to-move = À { $name } de jouer · { $pool ->
        [one] { $pool } pièce
       *[other] { $pool } pièces
    } dans la pioche
addique-hand-of = Main : { $name }
# The score sheet's headings.
addique-numbers-heading = Nombres
addique-piece-heading = Pièce
addique-opening-title = Qui commence : le plus grand haut × bas + gauche × droite
# $draws: each player's name, piece and its product sum, such as "Eva 2475 (49)".
addique-opening-round = { $draws }{ $tied ->
        [yes]  : égalité, chacun tire à nouveau
       *[no] {""}
    }
addique-starts = { $name } commence : la pièce { $piece } va au centre et rapporte { $points }.
addique-all-played = Les 48 pièces sont sur la table : fin de la partie
addique-legend = Les nombres se lisent de gauche à droite et de haut en bas le long des branches qui se touchent ; un point central ou un vide les interrompt. Ceux en vert sont divisibles par 9 et rapportent le nombre ÷ 9.

## Keyboard and screen readers.

# A spot where the chosen piece fits: its centre ($at, as moves write it), what the piece scores
# there and the $made numbers it makes, written out ($numbers: "72 = 9 × 8; 45 = 9 × 5").
addique-spot-cell = { $made ->
        [0] { $at } : { $piece } ici ne forme aucun nombre, { $points ->
            [one] { $points } point
           *[other] { $points } points
        }
       *[other] { $at } : { $piece } ici rapporte { $points ->
            [one] { $points } point
           *[other] { $points } points
        } ; { $numbers }
    }
addique-placed-cell = { $at } : pièce { $piece }, { $top } en haut, { $right } à droite, { $bottom } en bas, { $left } à gauche{ $last ->
        [yes] , posée en dernier
       *[no] {""}
    }
addique-hand-piece = Pièce { $piece } : { $top } en haut, { $right } à droite, { $bottom } en bas, { $left } à gauche. Touche { $key }
addique-keys = Clavier : 1, 2 ou 3 choisit une pièce de votre main et Échap la repose ; les flèches passent d’un emplacement où elle s’emboîte à l’autre (d’une pièce posée à l’autre quand aucune n’est choisie), Début et Fin aux bouts d’une rangée ; Entrée ou Espace mène au bouton Jouer pour cet emplacement, et Entrée y pose la pièce.
addique-move-played = { $name } a posé { $piece } en { $at } pour { $points ->
        [one] { $points } point
       *[other] { $points } points
    }. À { $next } de jouer.
# The last piece played, then the result: $winners are the $sharing players in first place,
# with $best points; $scores lists everyone's, best first ("Eva 545, Adam 312").
addique-game-ended = { $name } a posé la dernière pièce, { $piece } en { $at }, pour { $points ->
        [one] { $points } point
       *[other] { $points } points
    }. Partie terminée : { $sharing ->
        [one] { $winners } gagne avec { $best }
       *[other] { $winners } partagent la première place avec { $best }
    }. Scores finaux : { $scores }.
addique-hinted = Indice : { $piece } en { $at } pour { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
