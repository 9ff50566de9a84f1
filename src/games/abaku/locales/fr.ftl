### Abaku's words in French.
### The rules page: one paragraph per line.

abaku-rules =
    Formez des équations avec des tuiles chiffres. Il n’y a pas de tuiles d’opérateurs : annoncez l’équation en la posant. Une suite de chiffres lue de gauche à droite, ou de haut en bas, est une équation quand elle se découpe en nombres selon a + b = c, a − b = c, a × b = c, a : b = c (division exacte), a² = c, a³ = c, √a = c ou ∛a = c. Le résultat vient toujours en dernier : 1 2 4 3 se lit 12 : 4 = 3, 7 4 9 se lit 7² = 49, 9 3 se lit √9 = 3.
    @forms Un nombre et son résultat : 7 4 9 se lit 7² = 49, 2 8 se lit 2³ = 8, 9 3 se lit √9 = 3 et 8 2 se lit ∛8 = 2.
    Le zéro n’est jamais seul : ce n’est ni un opérande ni un résultat (5 − 5 = 0 n’est pas une équation), mais il peut figurer dans un nombre comme 10 ou 105. Aucun nombre ne commence par 0.
    Le sac contient 100 tuiles, dix de chaque chiffre (l’éditeur ne donne pas la répartition ; c’est notre hypothèse), et un joker. Chacun tire une tuile : le plus petit chiffre commence, et en cas d’égalité on tire à nouveau. Un joker tiré à ce moment ne compte pas comme un nombre : celui qui l’a tiré tire à nouveau. Les tuiles retournent dans le sac, et chacun en tire cinq.
    À votre tour, posez de une à cinq tuiles sur une même rangée ou colonne. Avec les tuiles du plateau situées entre elles, elles forment une ligne continue, et toutes se trouvent dans une même équation de cette ligne. La première équation utilise au moins deux tuiles et couvre la case de départ ★. Ensuite, les tuiles posées doivent se raccorder à celles du plateau.
    Chaque nouvelle tuile qui touche de côté une tuile du plateau doit former une équation avec elle. « De côté » veut dire en travers de la ligne des nouvelles tuiles : une tuile du plateau voisine dans le prolongement de leur propre ligne n’a pas à former d’équation avec elles. Une tuile posée seule doit former une équation dans sa rangée ou dans sa colonne ; chaque ligne où elle en forme une est sa propre ligne, et une tuile du plateau voisine dans une autre ligne la touche de côté. Un zéro n’a pas à former d’équation de côté, sauf si, parmi plusieurs nouvelles tuiles, il est le seul à toucher le plateau.
    @sideways De côté : 1 2 3 est posé le long d’une rangée, sous le 9 déjà sur le plateau. Le 3 touche le 9 en travers de la rangée, donc 9 3 doit aussi être une équation (√9 = 3), et les deux comptent. 2 2 4 ne pourrait pas être posé là : 9 4 n’est pas une équation.
    Chaque portion continue d’une ligne qui est une équation et contient au moins une nouvelle tuile rapporte des points : 1 2 3 4 compte à la fois 1 + 2 = 3 et 12 : 3 = 4. Une portion qui se lit de deux façons (4 2 2, soit 4 − 2 = 2 et 4 : 2 = 2) compte pour une seule équation.
    Chaque tuile de chaque nouvelle équation rapporte 1 point ; avec « chaque tuile vaut son chiffre », une tuile rapporte la valeur de son chiffre. Un bonus de nombre (2N, 3N) multiplie le score d’une nouvelle tuile posée dessus ; un bonus d’équation (2É, 3É) multiplie chaque équation qui contient une nouvelle tuile posée dessus, et deux de ces bonus se multiplient entre eux. Sur le plateau classique, la case de départ double la première équation. Les bonus ne comptent qu’au tour où une tuile y est posée.
    Le joker : choisissez le chiffre qu’il remplace en le posant. Il ne rapporte rien. Plus tard, n’importe quel joueur peut poser le vrai chiffre à sa place au cours d’un coup : le joker va sur le chevalet de ce joueur et peut être posé aussitôt.
    Au lieu de poser des tuiles, vous pouvez échanger de une à cinq tuiles (le sac doit en contenir autant : vous piochez d’abord, puis les vôtres y retournent), ou passer. En solo, passer termine la partie.
    La partie se termine quand le sac est vide et qu’un joueur pose sa dernière tuile, quand tous les joueurs passent à la suite, ou quand le sac est vide et que personne ne peut poser de tuile. Chaque joueur perd la valeur des tuiles restées sur son chevalet (1 chacune, ou leur chiffre avec « chaque tuile vaut son chiffre » ; le joker vaut 0) ; le joueur qui a terminé gagne la valeur des tuiles restées chez tous les autres.
    Avec le jeu en diagonale, les équations peuvent aussi suivre les deux diagonales, lues de gauche à droite. Une diagonale est une ligne au même titre qu’une rangée ou une colonne : une tuile du plateau voisine en diagonale d’une nouvelle tuile la touche de côté, sauf si cette diagonale est la propre ligne des nouvelles tuiles.
    Solo, couvrir la grille : jouez seul sur la grille vierge 17×17 et laissez le moins de cases vides possible.
    La feuille de marque liste chaque tour avec ses équations, ses points et les tuiles utilisées, et signale les tours où un indice a été montré.
    Abandonner (Abandonner, touché deux fois) termine la partie aussitôt : le joueur qui abandonne est dernier, quels que soient les scores, et les autres sont classés selon leurs scores du moment, sans rien compter pour les pièces restées sur les chevalets. Un abandon est définitif : il ne s’annule pas. À distance, on abandonne pendant son propre tour, et l’abandon est le lien de ce tour.
    Un seul appareil pour tous : chaque chevalet reste caché derrière l’écran de passage jusqu’à ce que son joueur dise qu’il tient l’appareil, si bien que les autres à la table ne le voient pas. Une fois qu’un joueur a montré son chevalet, Annuler ne reprend que les tuiles qu’il a posées pendant ce tour ; le tour précédent (avec la réponse d’un robot qui l’a suivi) ne s’annule que sur l’écran de passage, avant que le joueur suivant montre son chevalet. Un robot ne voit que ce que sa place lui permet de voir : le plateau, les scores, son propre chevalet et les tuiles qu’il n’a pas vues, sans savoir lesquelles sont dans le sac et lesquelles sur un autre chevalet. Une sauvegarde, un fichier exporté ou un lien de partage d’une partie en cours révèle chaque chevalet et l’ordre du sac : ne le confiez qu’à quelqu’un qui peut tout voir.
    Partie à distance : personne ne tient le sac, les appareils le distribuent donc ensemble et chacun ne lit que son propre chevalet. Qui commence se décide en un seul tirage à découvert : chacun retourne une tuile, le plus petit chiffre commence, le joker passe après tous les chiffres, et une égalité est tranchée par le mélange ; ces tuiles sont ensuite mises de côté face visible, hors du jeu, au lieu de retourner dans le sac. Les tuiles échangées sont mises de côté face cachée au lieu de retourner dans le sac (qui doit toujours en contenir autant). Le joker reste visible une fois posé : repris, il reste face visible sur le chevalet de celui qui l’a pris. Quand le sac est vide, une partie où personne ne peut poser de tuile se termine dès que tous les joueurs ont passé à la suite. Les tuiles restées sur les chevalets sont déduites une fois révélées, après que chaque appareil a vérifié toute la distribution à la fin. Un robot ou un second joueur sur l’appareil de l’hôte y joue : son chevalet est secret pour les autres appareils, pas pour qui tient celui-là. Une fois tous les joueurs arrivés, lisez-vous à voix haute les numéros de sécurité du panneau : s’ils diffèrent, quelqu’un s’est glissé entre vous.
    @keys Les clés de cet appareil, et une partie dont les clés sont perdues

## The game's screen and its new-game form (src/games/abaku/words.rs).

# The new-game form: the kinds of game, the boards, the scoring and diagonal play.
abaku-mode-title = Partie
abaku-mode-match = 2 à 4 joueurs
abaku-mode-solo-score = Solo : meilleur score
abaku-mode-solo-cover = Solo : couvrir la grille
abaku-board-title = Plateau
abaku-board-classic = Classique 15×15, avec bonus
abaku-board-blank = Grille vierge 17×17
# Said instead of the choice of board: solo covering is played on the blank grid only.
abaku-cover-needs-blank = Le jeu de recouvrement se joue sur la grille vierge 17×17 : laissez le moins de cases vides possible.
abaku-scoring-title = Décompte
abaku-scoring-tiles = Chaque tuile vaut 1
abaku-scoring-numbers = Chaque tuile vaut son chiffre
abaku-diagonal-play = Les équations peuvent aussi suivre les diagonales
# The player to move, and the $bag tiles left in the bag.
abaku-to-move = À { $name } de jouer · { $bag ->
        [one] { $bag } tuile
       *[other] { $bag } tuiles
    } dans le sac
# A digit laid on a board joker that stands for another digit: only $digit takes it back.
abaku-swap-needs-digit = Seul un { $digit } de votre chevalet peut reprendre ce joker.
# The heading of the picker of the digit a joker laid stands for.
abaku-joker-prompt = Quel chiffre le joker remplace-t-il ?
# The legend of the bonus squares: the start square ($board: classic or blank; on the
# classic board it doubles the first equation), and the bonuses 2N, 3N, 2E and 3E.
abaku-start-meaning = { $board ->
        [classic] ★ Départ : le premier coup la couvre ; elle double cette équation
       *[blank] ★ Départ : le premier coup la couvre
    }
abaku-number-bonus-meaning = { $factor }N : une tuile posée ici compte ×{ $factor }
abaku-equation-bonus-meaning = { $factor }É : une équation avec une tuile posée ici compte ×{ $factor }
# The labels printed on the bonus squares: the $factor and the initial of the word for a
# number bonus and an equation bonus, as the rules and the legend write them.
# Worded as in English: N for nombre.
abaku-number-bonus-label = { $factor }N
abaku-equation-bonus-label = { $factor }É
# How the game ended, under the ranking: $name laid their last tile, or no one can place a tile.
abaku-went-out = { $name } a posé sa dernière tuile : fin de la partie
abaku-blocked = Personne ne peut poser de tuile : fin de la partie
abaku-racks-revealing = les chevalets restants vont être dévoilés, puis comptés

## Keyboard and screen readers.

abaku-board = Plateau d’Abaku
abaku-board-keys = Les flèches parcourent les cases. Tapez un chiffre, ou ? pour le joker, pour poser cette tuile sur la case ; Entrée ou Espace y pose la tuile choisie, ou reprend une tuile posée ce tour. Sans tuile choisie, Entrée joue le coup posé dès qu’il est valide ; Ctrl+Entrée le joue de n’importe où sur l’écran, et Échap reprend toutes les tuiles.
# A bonus square, as a square's label names it: "H8, start square, 7", "D1, number ×3, empty".
abaku-start-square = case de départ
abaku-number-bonus = nombre ×{ $factor }
abaku-equation-bonus = équation ×{ $factor }
# A joker on the board and the $digit it stands for.
abaku-joker-as = joker valant { $digit }
