### Summy's words in French.
### The rules page: one paragraph per line.

summy-rules =
    Un Scrabble des calculs. Les tuiles sont les chiffres de 0 à 9 (8 de chaque), les opérateurs + − × ÷ (7 de chaque, écrits + - x : sur les tuiles) et le signe égal (19). Un = part de la case centrale. Chacun tire 8 tuiles ; le reste forme la pioche.
    Qui commence : les règles imprimées ne le disent pas ; comme pour Abaku, chacun tire donc une tuile et le plus petit chiffre commence (qui tire un opérateur ou un = tire à nouveau, et en cas d’égalité on tire à nouveau). On joue ensuite à tour de rôle, dans l’ordre des places.
    À votre tour, posez des tuiles de votre chevalet sur une même rangée ou colonne, raccordées aux tuiles du plateau, sans trou, de sorte que toute la ligne où elles se trouvent soit un calcul complet. Lu de gauche à droite ou de haut en bas, un calcul complet a exactement un =, un seul nombre après lui, et avant lui deux nombres ou plus reliés par + − × ÷. Aucun nombre ne commence par 0 (0 seul est un nombre : 8 − 8 = 0 est un calcul). × et ÷ passent avant + et −, sinon on calcule de gauche à droite, et l’arithmétique est exacte, sans arrondi : 70 + 118 ÷ 2 = 129 est juste, tout comme 7 ÷ 2 × 2 = 7. Une division par zéro n’est pas un calcul.
    Les lignes que vos tuiles forment en travers du calcul peuvent être des morceaux de calculs : aucune règle ne s’y applique. Celles qui sont des calculs complets rapportent aussi des points.
    Score : la somme de tous les chiffres de chaque calcul que vous complétez. Ainsi, 2 × 3 = 6 rapporte 11 et 5 + 74 = 79 rapporte 32.
    Une pièce grise ferme les deux extrémités de chaque calcul complété (là où il y a une case), si bien qu’un calcul complété ne s’allonge jamais.
    @capped Un calcul complété, 2 × 3 = 6 passant par le = de la case centrale, avec une pièce grise à chaque extrémité : rien ne peut être posé avant ni après.
    @continue Le jeu continue en travers des calculs du plateau : 8 ÷ 4 = 2 (ses tuiles marquées) est posé vers le bas jusqu’au 2 de 2 × 3 = 6, et reçoit ses propres pièces grises.
    Au lieu de poser des tuiles, vous pouvez en échanger autant que vous voulez : elles quittent la partie, et vous en tirez autant de nouvelles que la pioche le permet. Vous pouvez aussi passer.
    Après chaque tour, vous complétez votre chevalet à 8 tuiles tant que la pioche le permet. Dès qu’un joueur a 4 tuiles ou moins après son tour, c’était son dernier tour : chacun des autres joueurs joue un dernier tour, puis la partie se termine. Elle se termine aussi quand tous les joueurs passent à la suite, ou quand la pioche est vide et que personne ne peut poser de tuile (notre lecture du « personne ne peut ni poser ni échanger » des règles). Le meilleur score gagne.
    Abandonner (Abandonner, touché deux fois) termine la partie aussitôt : le joueur qui abandonne est dernier, quels que soient les scores, et les autres sont classés selon leurs scores du moment, sans rien compter pour les pièces restées sur les chevalets. Un abandon est définitif : il ne s’annule pas. À distance, on abandonne pendant son propre tour, et l’abandon est le lien de ce tour.
    Un seul appareil pour tous : chaque chevalet reste caché derrière l’écran de passage jusqu’à ce que son joueur dise qu’il tient l’appareil, si bien que les autres à la table ne le voient pas. Une fois qu’un joueur a montré son chevalet, Annuler ne reprend que les tuiles qu’il a posées pendant ce tour ; le tour précédent (avec la réponse d’un robot qui l’a suivi) ne s’annule que sur l’écran de passage, avant que le joueur suivant montre son chevalet. Un robot ne voit que ce que sa place lui permet de voir : le plateau, les scores, son propre chevalet et les tuiles qu’il n’a pas vues, sans savoir lesquelles sont dans la pioche et lesquelles sur un autre chevalet. Une sauvegarde, un fichier exporté ou un lien de partage d’une partie en cours révèle chaque chevalet et l’ordre de la pioche : ne le confiez qu’à quelqu’un qui peut tout voir.
    Partie à distance : personne ne tient la pioche, les appareils la distribuent donc ensemble et chacun ne lit que son propre chevalet. Qui commence se décide en un seul tirage à découvert : chacun retourne une tuile, le plus petit chiffre commence, un opérateur ou un = passe après tous les chiffres, et une égalité est tranchée par le mélange ; ces tuiles sont ensuite mises de côté face visible, hors du jeu. Les tuiles échangées sont mises de côté face cachée, sans que personne ne les voie. À la fin, chaque appareil vérifie toute la distribution. Un robot ou un second joueur sur l’appareil de l’hôte y joue : son chevalet est secret pour les autres appareils, pas pour qui tient celui-là. Une fois tous les joueurs arrivés, lisez-vous à voix haute les numéros de sécurité du panneau : s’ils diffèrent, quelqu’un s’est glissé entre vous.
    @keys Les clés de cet appareil, et une partie dont les clés sont perdues

## The game's screen and its new-game form (src/games/summy/words.rs).

summy-board = Plateau de Summy
summy-setup-note = Le = part de la case centrale ; chacun tire 8 tuiles, et celui qui tire le plus petit chiffre commence.
summy-exchange-help = Touchez les tuiles à rendre : elles quittent la partie, et de nouvelles viennent de la pioche.
# Who plays, the $stock tiles in the stock and the $discarded tiles exchanged so far; once a player
# has gone down to 4 tiles or fewer ($last), the $left last turns.
summy-to-move = À { $name } de jouer · { $stock ->
        [one] { $stock } tuile
       *[other] { $stock } tuiles
    } dans la pioche · { $discarded ->
        [one] { $discarded } échangée
       *[other] { $discarded } échangées
    }{ $last ->
        [yes] { $left ->
            [1] {" "}· dernier tour
           *[other] {" "}· { $left } derniers tours
        }
       *[no] {""}
    }
# The score sheet's heading for what a turn scored.
summy-sums-heading = Calculs
# The game ended after everyone's last turn, $name having gone down to $tiles tiles (4 or fewer).
summy-last-turns-ended = { $name } n’avait plus { $tiles ->
        [0] aucune tuile
        [1] qu’une tuile
       *[other] que { $tiles } tuiles
    } et chacun des autres a joué son dernier tour : fin de la partie
summy-legend = Les chiffres sont crème, les opérateurs bleus, le = foncé. Une case grise ferme chaque extrémité d’un calcul complet : rien ne peut y être posé, si bien qu’aucun calcul complet ne s’allonge.

## Keyboard and screen readers.

# A rack tile, as a screen reader names it: by its $tile kind, a digit with its $digit.
summy-tile = { $tile ->
        [plus] Plus
        [minus] Moins
        [times] Fois
        [divide] Divisé par
        [equals] Égale
       *[digit] Tuile { $digit }
    }
# The centre square, as a square's label names it.
summy-centre-square = case centrale
# A tile as a square's label or an announcement says it: by its $tile kind, a digit as its $digit.
summy-symbol = { $tile ->
        [plus] plus
        [minus] moins
        [times] fois
        [divide] divisé par
        [equals] égale
       *[digit] { $digit }
    }
# How to play the board by keyboard: the board's description.
summy-board-keys = Les flèches parcourent les cases. Tapez un chiffre ou un signe (+ - * / =) pour poser cette tuile sur la case ; Entrée ou Espace y pose la tuile choisie, ou reprend une tuile posée ce tour. Sans tuile choisie, Entrée joue le coup posé dès qu’il est valide ; Ctrl+Entrée le joue de n’importe où sur l’écran, et Échap reprend toutes les tuiles.
