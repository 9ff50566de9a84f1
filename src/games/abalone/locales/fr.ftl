### Abalone's words in French.
### The rules page: one paragraph per line.

### The game's screen and its new-game form (src/games/abalone/words.rs).

# The new-game form's choice of how many players ($count: 2, 3 or 4; four play in two teams).
abalone-player-count = { $count ->
        [2] Deux
        [3] Trois
       *[4] Quatre, en deux équipes
    }
# The new-game form's choice of turn order for four players, and each order.
abalone-turn-order-title = Ordre de jeu
abalone-turn-order-alternate = Les équipes alternent : Noir, Blanc, Bleu, Rouge
abalone-turn-order-partners = Les partenaires jouent l’un après l’autre : Noir, Bleu, Blanc, Rouge
# A seat's label on the new-game form for four players: its $seat colour (black, white, blue or
# red), as the marbles its player plays, and its $team (1 or 2).
abalone-seat-in-team = { $seat ->
        [black] Billes noires
        [white] Billes blanches
        [blue] Billes bleues
       *[red] Billes rouges
    } · équipe { $team }
# The settings: a clock of $minutes per player, or none; a move limit of $moves, or none.
abalone-clock = Pendule par joueur
abalone-clock-none = Aucune
abalone-clock-minutes = { $minutes } min
abalone-move-limit = Limite de coups
abalone-move-limit-none = Aucune
abalone-move-limit-moves = { $moves } coups
abalone-draw-by-repetition = La même position pour la troisième fois donne une partie nulle
abalone-turn-board = Tourner le plateau vers le joueur qui doit jouer, pour faire passer une tablette autour de la table
# Partners' heading in the panel: their $team (1 or 2) and the $count of marbles they have
# pushed off between them.
abalone-team-pushed-off = Équipe { $team } · { $count ->
        [one] { $count } bille éjectée sur 6
       *[other] { $count } billes éjectées sur 6
    }
# Beside the name of the player to move.
abalone-to-move = à jouer
# The $count of marbles a player has pushed off, of the six that win.
abalone-pushed-off = { $count ->
        [one] { $count } bille éjectée sur 6
       *[other] { $count } billes éjectées sur 6
    }
# The $seconds left on a player's clock.
abalone-clock-left = { $seconds ->
        [one] { $seconds } seconde restante
       *[other] { $seconds } secondes restantes
    }
# A game with a move limit: $played moves of the $limit, and so $left left.
abalone-moves-of-limit = Limite de coups : { $played } sur { $limit }, il en reste { $left }
# The status line's advice while nothing is chosen, and once marbles are.
abalone-select-hint = Touchez 1 à 3 de vos billes alignées, ou faites glisser le doigt dessus.
abalone-move-hint = Pour jouer, touchez une flèche ou une case, ou faites glisser les billes.
# Marbles chosen that cannot move ($count of them), and each thing that stops them
# ($obstacles: the sentences below, one after the other).
abalone-cannot-move = { $count ->
        [one] Cette bille ne peut pas bouger.
       *[other] Ces billes ne peuvent pas bouger.
    } { $obstacles }
abalone-obstacle-edge = Le bord du plateau est sur le chemin.
abalone-obstacle-own = Vos propres billes sont sur le chemin.
abalone-obstacle-opponents = { $count ->
        [one] Une bille seule ne peut pas pousser celles de l'adversaire.
       *[other] Les billes adverses sont sur le chemin : seules des billes plus nombreuses, alignées et avançant dans leur ligne, en poussent moins.
    }
abalone-obstacle-partner = Les billes de votre partenaire ne bougent qu'avec une des vôtres : à l'arrière d'une ligne, ou à côté.
# The sentences one after the other, as in English.
abalone-obstacles-join = { $first } { $next }
# The strong robot's $move, shown as a hint: its marbles are chosen.
abalone-hint = Indice : { $move }. Ses billes sont sélectionnées : touchez la flèche qui le joue.
abalone-flip-board = Retourner le plateau
# Resign, and the button once tapped: $name resigns on the second tap.
abalone-resign = Abandonner
abalone-confirm-resign = Vraiment ? { $name } abandonne
# How the game ended ($ending: pushed-off, time, resigned, limit or repetition): $who ran out of
# time or resigned, the number of $winners (0 for a draw) and their $names, and the teams'
# $scores, the winners' first ("6–2").
abalone-result = { $ending ->
        [time] { $winners ->
            [0] Temps écoulé pour { $who } : partie nulle
            [1] Temps écoulé pour { $who } : { $names } gagne
           *[other] Temps écoulé pour { $who } : { $names } gagnent
        }
        [resigned] { $winners ->
            [0] { $who } abandonne : partie nulle
            [1] { $who } abandonne : { $names } gagne
           *[other] { $who } abandonne : { $names } gagnent
        }
        [limit] Limite de coups atteinte : { $winners ->
            [0] partie nulle, { $scores }
            [1] { $names } gagne { $scores }
           *[other] { $names } gagnent { $scores }
        }
        [repetition] La même position pour la troisième fois : partie nulle
       *[pushed-off] { $winners ->
            [0] partie nulle, { $scores }
            [1] { $names } gagne { $scores }
           *[other] { $names } gagnent { $scores }
        }
    }
# The result card's buttons: back to the first move, and the board without the card.
abalone-replay-game = Revoir la partie
abalone-view-board = Voir le plateau
# The board's grid of holes, as a screen reader names it, and how to play it by keyboard.
abalone-board = Plateau
abalone-keys = Touches : les flèches passent d’une case à l’autre ; Début et Fin vont aux bouts d’une rangée. Entrée ou Espace sélectionne une de vos billes, ou déplace les billes sélectionnées vers une case cible. Échap annule la sélection.
# A hole, as a screen reader names it: its $cell ("C4"), its $marble (black, white, blue, red or
# none), whether it is $selected, whether the last move $moved that marble there, and, if one of
# the selection's moves goes $here, that $move.
abalone-hole = { $cell }, { $marble ->
        [black] bille noire
        [white] bille blanche
        [blue] bille bleue
        [red] bille rouge
       *[none] vide
    }{ $selected ->
        [yes] , sélectionnée
       *[no] {""}
    }{ $moved ->
        [yes] , jouée au dernier coup
       *[no] {""}
    }{ $here ->
        [yes] , jouer ici : { $move }
       *[no] {""}
    }
# A legal move's arrow, as a screen reader names it: the $move's notation.
abalone-move-arrow = Jouer { $move }
# Said as the selection changes: the $count of marbles selected, and their $cells ("C3, C4").
abalone-selected = { $count ->
        [0] Aucune bille sélectionnée.
       *[other] Sélection : { $cells }.
    }
# Said once a move is played: the $player, the $move's notation, and the colour of the marble it
# $pushed off (black, white, blue or red), or none.
abalone-played = { $player } a joué { $move }{ $pushed ->
        [black] {" "}et éjecte une bille noire
        [white] {" "}et éjecte une bille blanche
        [blue] {" "}et éjecte une bille bleue
        [red] {" "}et éjecte une bille rouge
       *[none] {""}
    }.
# Said after a move, and after undo: whose turn it is, by $name.
abalone-now-to-move = À { $name } de jouer.
abalone-taken-back = Coup annulé. À { $name } de jouer.
# Said when the game ends: the $result, as abalone-result words it.
abalone-game-over = Partie terminée. { $result }.

abalone-rules =
    À votre tour, déplacez une bille, ou une ligne de deux ou trois de vos billes, d’une case dans n’importe quelle direction.
    Mouvement en ligne : la ligne avance dans son propre axe. Mouvement latéral : la ligne se déplace de côté ; chaque case où elle entre doit être vide.
    Sumito : une ligne pousse une ligne adverse plus courte placée droit devant elle — 2 contre 1, 3 contre 1 ou 3 contre 2. Les billes poussées ont besoin d’une case vide ou du bord derrière elles ; poussées au-delà du bord, elles sont hors jeu.
    @sumito-3-2 3 contre 2 : trois billes noires poussent deux blanches d’une case le long de leur ligne, dans la case vide derrière elles.
    @sumito-2-1 2 contre 1 au bord : deux billes noires poussent une blanche au-delà du bord ; elle est hors jeu.
    Une bille seule ne pousse jamais, un mouvement latéral ne pousse jamais, et 3 contre 3 n’est pas un sumito mais un pac : à forces égales, on ne pousse pas. Une ligne adverse suivie immédiatement d’une de vos billes ne peut pas être poussée.
    Vous ne pouvez jamais sortir vos propres billes du plateau.
    Noir joue le premier, puis les joueurs jouent à tour de rôle.
    Le premier joueur, ou la première équipe, qui éjecte six billes adverses gagne.
    Il n’y a pas de partie nulle à deux joueurs : la partie continue jusqu’à ce qu’un camp ait éjecté six billes.
    À trois joueurs, chacun joue pour soi ; à quatre, Noir et Bleu jouent contre Blanc et Rouge, et vous pouvez déplacer les billes de votre partenaire avec les vôtres : la bille arrière d’un mouvement en ligne doit être à vous, et un mouvement latéral doit comprendre l’une des vôtres. Trois billes peuvent pousser deux billes adverses de deux couleurs différentes. Une bille éjectée compte pour le joueur qui l’a poussée ; à quatre joueurs, les billes éjectées par les partenaires s’additionnent.
    Réglages, s’ils sont choisis : avec une pendule, chaque joueur dispose du même temps, qui ne s’écoule que pendant son propre tour et tant que la partie est à l’écran ; qui n’a plus de temps perd (à trois joueurs, les deux autres comparent leurs billes éjectées et se partagent la victoire en cas d’égalité). Une limite de coups compte ensemble les coups de tous les joueurs ; quand elle est atteinte, le joueur ou l’équipe qui a éjecté le plus de billes gagne, et l’égalité donne une partie nulle. Avec la règle de répétition, la même position avec le même joueur au trait pour la troisième fois donne une partie nulle. Annuler un coup rend aussi le temps qu’il a pris.
    Abandonner met fin à la partie aussitôt et pour de bon : on ne peut pas l’annuler (le bouton demande deux fois). C’est le joueur au trait qui abandonne ; contre des robots, la personne qui tient l’appareil. À trois ou quatre joueurs, le camp qui abandonne perd et, parmi les autres, celui qui a éjecté le plus de billes gagne. À distance, on abandonne à son tour, à la place d’un coup : l’abandon part comme le lien de ce tour.
    @keys Les clés de cet appareil, et une partie dont les clés sont perdues
    Sur ce plateau, les billes que vous sélectionnez sont exactement celles qui bougent : si une de vos billes se trouve juste devant une sélection en ligne, elle barre le passage (sélectionnez-la aussi pour déplacer les trois).
    Notation : un mouvement en ligne s’écrit avec la case de la bille arrière puis la case où elle entre (A1A2) ; un mouvement latéral, avec les deux billes des extrémités puis la case où entre la première (C3C5D4). Les rangées A–I montent depuis le côté de Noir, les diagonales 1–9 partent de la gauche.
    Positions : une partie à deux peut aussi partir d'une position collée en notation PlayStrategy (FEN), d'une liste de coups en notation Aba-Pro jouée depuis une disposition, ou de la position affichée dans une partie (Jouer à partir d'ici). Chaque camp doit avoir ses 14 billes, éjectées comprises, et aucun camp ne doit en avoir déjà éjecté six : une telle position est gagnée, il ne reste rien à jouer.
    Positions de départ à deux joueurs : la position standard et les marguerites belge et allemande sont celles de la règle. Les marguerites hollandaise et suisse, l’Attaque extraterrestre et Le mur se jouent sur PlayStrategy et figurent sur abaloneonline, qui concordent ; Damier, Étoile, Duel et Serpents viennent de PlayStrategy et d’abaloneonline ; Fujiyama d’abaloneonline et du projet Dagaz ; Domination, Infiltration et Face à face des images d’abaloneonline. Noir joue le premier quelle que soit la position.

### The study tools: the position editor, the analysis board, positions and move lists

# The position editor, and the game screen's button that opens it on the position shown.
abalone-editor-title = Abalone · Éditeur de position
abalone-edit-position = Modifier cette position
# The editor's board, as a screen reader names it, and how to set it up.
abalone-editor-board = Le plateau en cours de composition
abalone-editor-keys = Touchez un trou pour y poser la bille du pinceau, ou pour le vider avec Effacer ; faites glisser une bille vers un autre trou, ou hors du plateau pour l'enlever. Au clavier : les flèches vont de trou en trou, B pose une bille noire, W une blanche, Suppr l'enlève, Entrée ou Espace utilise le pinceau.
# A hole of the editor's board as a screen reader names it: its $cell (C4) and its $marble
# (black, white, or none).
abalone-editor-hole = { $cell }, { $marble ->
        [black] bille noire
        [white] bille blanche
       *[none] vide
    }
# What a tap puts in a hole, and each choice: a marble of a side, or nothing ($brush: erase).
abalone-brush = Pinceau
abalone-brush-name = { $brush ->
        [black] Bille noire
        [white] Bille blanche
       *[erase] Effacer
    }
abalone-clear-board = Vider le plateau
abalone-load-layout = Poser cette disposition
abalone-side-to-move = Camp au trait
# The marbles a $side (black or white) has pushed off so far.
abalone-pushed-off-by = Billes éjectées par { $side ->
        [black] Noir
       *[white] Blanc
    }
# A $side with more marbles on the board ($on_board) than it has.
abalone-editor-too-many = { $side ->
        [black] Noir
       *[white] Blanc
    } a { $on_board } billes sur le plateau : un camp n'en a que 14.
# The position set up can be played: the marbles of each side on the board.
abalone-editor-ready = Prêt à jouer : { $black } billes noires et { $white } blanches sur le plateau.
abalone-play-position = Jouer cette position
# The analysis board: its title, and the button that stops the analysis ($running: yes) or
# starts it again.
abalone-analysis-title = Abalone · Analyse
abalone-analysis-toggle = { $running ->
        [yes] Arrêter
       *[no] Analyser
    }
# Said until the analysis has completed its first depth.
abalone-analysis-starting = Le robot réfléchit…
# The deepest search completed, in plies.
abalone-analysis-depth = Profondeur { $depth }
# The evaluation, worded already: a number of marbles, or a forced win or loss.
abalone-analysis-eval = Évaluation pour Noir : { $eval }
# The heading of the line of moves the search expects.
abalone-analysis-best-line = Meilleure suite
# The analysis board's tree of moves tried: how its keys work, a variation's group as a screen
# reader names it, the buttons that step along the line shown, promote or delete, and the
# comment on a move.
abalone-study-keys = ← et → reculent et avancent d'un coup sur la ligne affichée, Début et Fin vont à son début et à sa fin. Un coup essayé sur le plateau s'ajoute comme variante.
abalone-variation = Variante
abalone-study-start = Début
abalone-study-back = Coup précédent
abalone-study-forward = Coup suivant
abalone-study-end = Fin
abalone-promote-variation = Promouvoir la variante
abalone-delete-from-here = Supprimer à partir d'ici
abalone-move-comment = Commentaire sur ce coup
# Has the evaluation, the depth and the best line read out once.
abalone-read-out = Lire à voix haute
abalone-analysis-two-players-only = Le plateau d'analyse ne sert qu'aux parties à deux joueurs.
# The analysis kept with a game could not be read: the parser's $reason.
abalone-study-unreadable = L'analyse gardée avec cette partie n'a pas pu être lue ({ $reason }). Elle reste telle quelle jusqu'à ce que vous la téléchargiez ou la supprimiez ; les coups essayés maintenant ne sont pas gardés.
# The new-game form's choice of where a two-player game starts, and each choice.
abalone-start-from = Point de départ
abalone-start-source = { $source ->
        [layout] Une disposition
        [position] Une position (FEN)
       *[move-list] Une liste de coups
    }
# The field for a position in PlayStrategy's notation, and what to paste there.
abalone-fen-input = Position en notation PlayStrategy (FEN)
abalone-fen-help = Collez une position : les rangées I à A, les deux scores, le camp au trait (b ou w), les demi-coups depuis la dernière éjection et le numéro du coup.
# Why a position cannot be played, as the engine found it ($problem): not 6 fields or 9 rows
# ($found); row $row with $found holes where it has $expected; a character $found in row $row;
# a score, side to move or move count that cannot be read ($text, as pasted); or a $side with
# $on_board marbles on the board and $pushed_off pushed off.
abalone-bad-fen = Impossible de jouer cette position : { $problem ->
        [fields] une position a 6 champs (plateau, deux scores, camp au trait, demi-coups, numéro du coup), pas { $found }
        [rows] le plateau a 9 rangées séparées par /, pas { $found }
        [row-length] la rangée { $row } a { $found } trous, pas { $expected }
        [character] la rangée { $row } contient « { $found } » : seuls S, s et des chiffres y sont permis
        [score] le score « { $text } » n'est pas un nombre de 0 à 5
        [side-to-move] le camp au trait est « { $text } », et non b ou w
        [counter] « { $text } » n'est pas un nombre de coups
       *[marbles] { $side ->
            [black] Noir
           *[white] Blanc
        } a { $on_board } billes sur le plateau et { $pushed_off } éjectées, alors qu'un camp en a 14
    }.
# A position pasted into the editor that cannot be played: why ($problem, as above), and that
# the board stayed as it was.
abalone-editor-fen-kept = { $problem } Le plateau reste tel qu'il était.
# The field for a move list, and where its moves are played from.
abalone-move-list-input = Coups, numérotés comme les écrit Aba-Pro (1. A1B2 I9H8 2. …)
abalone-move-list-help = Les coups sont joués depuis la disposition choisie plus haut ; la partie s'ouvre après le dernier, pour la continuer ou la parcourir.
# Why a pasted move list cannot be played ($problem): not written for two players ($seats);
# $found (as pasted) where move $expected begins; or move $number of a $side, $text as pasted,
# cannot be played, for a $reason worded already.
abalone-bad-move-list = Impossible de jouer cette liste de coups : { $problem ->
        [seats] une liste de coups s'écrit pour deux joueurs, pas { $seats }
        [number] « { $found } » se trouve là où commence le coup { $expected }
       *[move] coup { $number } ({ $side ->
            [black] noir
           *[white] blanc
        }, { $text }) : { $reason }
    }.
# The game screen's button and dialog with the position and the move list to take away.
abalone-position-and-moves = Position et coups
abalone-copy-fen = Copier la position (FEN)
abalone-fen-copied = Copié : la position est dans le presse-papiers.
abalone-move-list-title = Liste des coups
abalone-copy-move-list = Copier la liste des coups
abalone-move-list-copied = Copié : la liste des coups est dans le presse-papiers.
abalone-download-move-list = Télécharger la liste des coups (.txt)
# A copy to the clipboard failed, with the browser's $reason: the text is there to select.
abalone-copy-text-failed = Copie impossible ({ $reason }). Sélectionnez le texte et copiez-le vous-même.
# Starts a new game from the position shown, the game on screen left as it is.
abalone-play-from-here = Jouer à partir d'ici
abalone-play-from-here-help = Une nouvelle partie commence à la position affichée, avec les mêmes joueurs ; cette partie-ci reste telle quelle.
# A position where six marbles of a side are already off: nothing is left to play.
abalone-position-won = Cette position est déjà gagnée : un camp a éjecté six billes, il ne reste rien à jouer.
