### What the app says on the shelf, in the library, in the new-game forms and around every
### game, in French: compiled into the language's chunk of words, which arrives before
### anything is said in the language. Each message is a `Msg` (src/i18n/wording.rs says which).
###
### A message that a language rightly words as English does (a name, a loanword) says so in a
### comment just above it that contains "as in English": the tests take any other for a message
### left untranslated.

list-and = { $first } et { $last }

# Worded as in English: the app's name.
app-name = Gameshelf
tagline = Des jeux de société sur un seul écran, sauvegardés au fil de la partie.
shelf = L’étagère
new-game = Nouvelle partie
saved-games = Parties enregistrées
no-saved-games = Aucune partie enregistrée pour l’instant. Commencez-en une depuis l’étagère.
resume = Reprendre
review = Revoir
delete = Supprimer
in-progress = En cours
# $count moves played.
move-count = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}
to-move-named = À { $name } de jouer
# $names the winners, listed; $count how many they are.
won-by = { $count ->
    [one] { $names } a gagné
   *[other] { $names } ont gagné
}
# $players the players, joined two by two by `versus`.
# Worded as in English: only the joined players.
players = { $players }
versus = { $first } contre { $next }
# $date as the browser writes dates in the language.
last-played = Joué pour la dernière fois le { $date }

## The new-game forms.

layout = Position de départ
# Worded as in English: the same word in French.
layout-standard = Standard
layout-belgian-daisy = Marguerite belge
layout-german-daisy = Marguerite allemande
layout-dutch-daisy = Marguerite hollan­daise
layout-swiss-daisy = Marguerite suisse
layout-alien-attack = Attaque extra­terrestre
layout-the-wall = Le mur
layout-checkerboard = Damier
layout-star = Étoile
# Worded as in English: the same word in French.
layout-duel = Duel
layout-snakes = Serpents
# Worded as in English: a mountain's name.
layout-fujiyama = Fujiyama
# Worded as in English: the same word in French.
layout-domination = Domination
# Worded as in English: the same word in French.
layout-infiltration = Infiltration
layout-face-to-face = Face à face
layout-three-players = Trois joueurs
layout-four-players = Quatre joueurs
players-heading = Joueurs
# An Abalone seat's colour: $seat is black, white, blue or red.
seat-colour = { $seat ->
    [black] Noir
    [white] Blanc
    [blue] Bleu
   *[red] Rouge
}
# An Abalone player's name when the form's field is left empty.
player-name = { $seat ->
    [black] Billes noires
    [white] Billes blanches
    [blue] Billes bleues
   *[red] Billes rouges
}
start-game = Commencer
back = Retour
home = Étagère
undo = Annuler
undo-laid-tiles = Annuler les tuiles posées
undo-laid-piece = Annuler la pièce choisie
redo = Rétablir
# Who plays a seat: a person, or a robot of a level.
seat-person = Humain
# $level is easy, medium or strong.
robot-level = { $level ->
    [easy] facile
    [medium] moyen
   *[strong] fort
}
# Worded as in English: the same word in French, and the level's.
seat-robot = Robot · { robot-level }
# A robot's name when the form's name field is left empty: its seat's number and its level.
# Worded as in English: the same word in French, and the level's.
robot-name = Robot { $seat } ({ robot-level })

## The robots.

# Worded as in English: the same word in French.
robots = Robots
robot-thinking = { $name } réfléchit…
robot-unavailable = Les robots n’ont pas pu être lancés dans ce navigateur.
# The robots' worker was stuck on a request far past its time: it was replaced by a new one.
robot-restarted = Le robot a réfléchi bien au-delà de son temps et a été arrêté ; un nouveau est prêt. Réessayez.
# $why is the browser's reason, in its own words.
robot-failed = Le robot n’a pas pu choisir de coup : { $why }
# Worded as in English: the same word in French.
pause = Pause
watch-speed = Vitesse
speed-slow = Lente
speed-normal = Normale
speed-fast = Rapide
robot-time = Temps du robot par coup
# $seconds, whole or with tenths.
seconds = { $seconds } s
hint-thinking = Recherche du meilleur coup…
# $tiles the tiles to exchange, as their faces show them.
hint-exchange = Indice : aucune pose n’en vaut la peine. Échangez les tuiles choisies sur votre chevalet : { $tiles }.
hint-pass = Indice : rien ne peut être posé ni échangé ; passez.

## Reviewing a game with the robot.

review-title = Analyse avec le robot
review-explained-points = Chacun de vos tours face au choix du robot fort à ce moment-là, avec les points de chacun.
review-explained-marbles = Chacun de vos coups face au choix du robot fort à ce moment-là, avec la note que le robot donne à chacun, en billes.
review-start = Analyser la partie
review-loading = Chargement de l’analyse…
review-not-loaded = L’analyse n’a pas pu être chargée. Vérifiez la connexion et réessayez.
review-pending = { $count ->
    [one] Le robot examine encore { $count } tour…
   *[other] Le robot examine encore { $count } tours…
}
review-player = Joueur
review-played = Joué
# Worded as in English: the same word in French.
review-robot = Robot
review-difference-points = Écart
review-difference-marbles = Variation
# An evaluation in marbles pushed off: $marbles with two decimals; $loss is yes below zero.
# Worded as in English: only signs and the number.
marbles = { $loss ->
    [yes] −
   *[no] +
}{ $marbles }
# Worded as in English: only the number in brackets.
review-points = ({ $points })
review-forced-win = gain forcé
review-forced-loss = perte forcée
review-show-turn = Montrer la position avant le coup { $turn }
review-step = Tour { $turn } : { $name }
review-step-played = Joué : { $played } — { $worth }
review-step-robot = Le choix du robot : { $best } — { $worth }
# A tile game's placement in words: $tiles lists each `tile-on-square`.
# Worded as in English: only the listed tiles.
move-laid = { $tiles }
tile-on-square = { $tile } en { $square }
move-exchanged = { $count ->
    [one] un échange de { $count } tuile
   *[other] un échange de { $count } tuiles
}
move-passed = tour passé

## Around a game.

rules = Règles
how-to-play = Comment jouer
close = Fermer
moves = Coups
no-moves-yet = Noir joue le premier.
draw = Partie nulle
settings = Réglages
first-move = Position initiale
previous-move = Coup précédent
next-move = Coup suivant
last-move = Dernière position
viewing-move = Coup { $ply } sur { $total }
# $rule is one of the abalone-rule- messages.
illegal = Interdit : { $rule }.
# A game's title, and $game its key (abaku, abalone, addique, summy), for words that change
# with the name.
rules-title = Règles { $game ->
    [abaku] d’{ $title }
    [abalone] d’{ $title }
    [addique] d’{ $title }
   *[other] de { $title }
}
rules-loading = Chargement des règles…
rules-not-loaded = Les règles n’ont pas pu être chargées. Vérifiez la connexion et réessayez.
player-number = Joueur { $number }
# Abaku's joker.
# Worded as in English: the same word in French.
joker = Joker
cancel = Annuler
hint = Indice
# An equation's readings, joined by `readings-or`.
# Worded as in English: only the joined readings.
readings = { $readings }
readings-or = { $first } ou { $next }
# Worded as in English: the same words in French, with the same plural forms.
points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
# One round of the start draw: each player's draw (`draw-number`, or `draw-again` after tiles
# that are no digit and are drawn again), joined by `draws`; after a tie for the lowest ($tie),
# the names of those who draw again ($tied).
start-draw-round = { $draws }.{ $tie ->
    [yes] {" "}Égalité : { $tied } tirent à nouveau.
   *[no] {""}
}
# Worded as in English: joined by a semicolon.
draws = { $first }; { $next }
draw-number = { $name } a tiré { $number }
# $redrawn lists the tiles drawn first ($count of them): Abaku's `drawn-joker`, a Summy
# operator's or the = sign's `drawn-face`.
draw-again = { $name } a tiré { $redrawn } ({ $count ->
    [one] pas un chiffre
   *[other] pas des chiffres
} : nouveau tirage), puis { $number }
drawn-joker = le joker
# Worded as in English: the tile's face.
drawn-face = { $face }
# Each player's `hint-count`, joined by `hint-counts-joined`.
hint-counts = Indices : { $counts }
# Worded as in English: joined by a middle dot.
hint-counts-joined = { $first } · { $next }
# Worded as in English: the name and the count.
hint-count = { $name } { $count }
# Worded as in English: the same word in French.
points-heading = Points
# A score's change: $sign is plus, minus or zero, and $value has no sign.
# Worded as in English: only signs and the number.
signed = { $sign ->
    [plus] +{ $value }
    [minus] −{ $value }
   *[zero] 0
}
tile-game-winners = { $count ->
    [one] { $names } gagne avec { $score }
   *[other] { $names } se partagent la première place avec { $score }
}
solo-final-score = Score final : { $score }
# Worded as in English: the same word in French.
total = Total
# One kind of unseen tile and how many of it.
# Worded as in English: the kind, a no-break space and the count.
unseen-kind = { $kind } ×{ $count }
show-turn = Montrer le plateau après le tour { $turn }
# A finished tile game in the library: the winners, and the scores joined by `scores`.
tile-game-result = { $names } { $count ->
    [one] a gagné
   *[other] ont gagné
} { $scores }
# Worded as in English: joined by an en dash.
scores = { $first }–{ $next }
tile-game-in-progress = En cours · À { $name } de jouer · { $scores }

## Saving.

unreadable-saves = Certaines données enregistrées n’ont pas pu être lues
unreadable-help = Téléchargez chacune pour la réparer ou la transmettre afin d’obtenir de l’aide : elle reste ici, inchangée, tant que vous ne la supprimez pas.
download-data = Télécharger
# $reason is one of the read-error- messages.
unreadable-save = La sauvegarde « { $key } » n’a pas pu être lue ({ $reason }). Ses données sont conservées, inchangées, sous « { $kept } ».
storage-unavailable = Ce navigateur ne laisse Gameshelf rien enregistrer : cette partie n’est donc pas sauvegardée. Vous pouvez continuer à jouer.
storage-full = L’espace de stockage du navigateur est plein : cette partie n’est donc pas sauvegardée. Vous pouvez continuer à jouer ; supprimez d’anciennes parties pour faire de la place.
new-game-not-kept-full = L’espace de stockage du navigateur est plein : une nouvelle partie ne serait pas sauvegardée et serait perdue à la fermeture ou au rechargement de cette page. Pour faire de la place, supprimez d’anciennes parties ; exportez-les d’abord pour en garder une copie.
new-game-not-kept-unavailable = Ce navigateur ne laisse Gameshelf rien enregistrer : une nouvelle partie ne serait pas sauvegardée et serait perdue à la fermeture ou au rechargement de cette page.
game-not-found = Cette partie n’est pas sur cet appareil.
screen-not-loaded = L’écran de ce jeu n’a pas pu être chargé. Vérifiez la connexion et réessayez : votre partie est en sécurité.
page-not-loaded = Cette page n’a pas pu être chargée. Vérifiez la connexion et réessayez.
screen-loading = Chargement du jeu…
library-loading = Chargement de vos parties enregistrées…
library-not-loaded = Vos parties enregistrées n’ont pas pu être affichées. Vérifiez la connexion et réessayez : vos parties sont en sécurité.
robot-not-loaded = La partie de la page qui lit les réponses des robots n’est pas arrivée. Vérifiez la connexion et réessayez.
robots-loading = Chargement des robots…
robots-not-loaded = Les réglages des robots ne sont pas arrivés : les robots continuent de jouer. Vérifiez la connexion et réessayez.
part-loading = Chargement…
part-not-loaded = Cette partie de la page n’est pas arrivée. Vérifiez la connexion et réessayez.
try-again = Réessayer
# $language is the language's name in itself.
language-not-loaded = La langue « { $language } » n’a pas pu être chargée. Vérifiez la connexion et réessayez.
save-unreadable = Cette partie n’a pas pu être lue : { $reason }.
open-in-another-tab = Cette partie est ouverte dans un autre onglet. Continuez ici pour y jouer dans celui-ci : l’autre onglet cessera de l’enregistrer.
taken-over-by-another-tab = Cette partie se poursuit dans un autre onglet, qui l’enregistre désormais. Continuez ici pour la reprendre, avec les coups joués là-bas.
continue-here = Continuer ici

## Why a save or an imported file cannot be read, as a clause.

read-error-malformed = ce n’est pas un enregistrement de partie : { $detail }
read-error-format = il est au format { $version }, que cette version ne sait pas lire
read-error-wrong-game = c’est l’enregistrement d’une partie d’un autre jeu ({ $title })
read-error-setup = sa mise en place n’est pas valide : { $problem }
# $reason is why the rules refuse the move, or what is wrong with its notation.
read-error-move = coup { $number } ({ $move }) : { $reason }
read-error-name-too-long = le nom du joueur { $seat } compte { $chars } caractères, alors qu’un nom ne peut en dépasser { $limit }
read-error-title-too-long = le nom de la partie compte { $chars } caractères, alors qu’il ne peut en dépasser { $limit }

# Pourquoi une mise en place ne peut pas commencer une partie : $problem de read-error-setup.
setup-seats = { $players ->
    [one] { $players } joueur ne peut pas y jouer
   *[other] { $players } joueurs ne peuvent pas y jouer
}
setup-partners = seule la partie à quatre permet aux partenaires de jouer l’un après l’autre
setup-clock = une pendule compte de 1 à 180 minutes
setup-move-limit = une limite de 0 coup finirait la partie avant son début
setup-hand-set = une position placée à la main se joue à deux
setup-cover-blank = couvrir la grille se joue sur la grille vide de 17×17
setup-position = la position où commence sa copie est impossible
setup-resigned = l’abandon qu’elle consigne est impossible

## The library.

export = Exporter
export-all = Tout exporter
duplicate = Dupliquer
rename = Renommer
game-title = Nom de cette partie
save-name = Enregistrer
deleted-titled = Partie « { $title } » supprimée.
deleted-game = Partie { $game ->
    [abaku] d’{ $title }
    [abalone] d’{ $title }
    [addique] d’{ $title }
   *[other] de { $title }
} supprimée · { $players }.
filter-game = Filtrer par jeu
filter-state = Filtrer par état
all-games = Tous les jeux
any-state = En cours ou terminées
finished = Terminées
no-games-match = Aucune partie enregistrée ne correspond à ces filtres.
storage-persistent = Ce navigateur conserve vos parties enregistrées même quand l’espace vient à manquer.
storage-not-persistent = Ce navigateur peut effacer les parties enregistrées quand l’espace vient à manquer : exportez une sauvegarde de temps en temps.
import-title = Importer des parties
import-help = Ajoutez une partie ou une sauvegarde exportée de Gameshelf : choisissez son fichier, déposez-le sur vos parties enregistrées, ou collez son texte. Une partie que vous avez déjà n’est pas importée deux fois : enregistrée ici à un coup antérieur, elle est mise à jour avec les coups du fichier ; toute autre partie s’ajoute comme nouvelle sauvegarde.
choose-file = Choisir un fichier…
paste-record = Ou collez un enregistrement de partie ou une sauvegarde
import = Importer
imported = Partie { $game ->
    [abaku] d’{ $title }
    [abalone] d’{ $title }
    [addique] d’{ $title }
   *[other] de { $title }
} importée · { $players }.
# What an import did with a game already in the library (`imported` when it was new): brought a
# save of it up to the file's later moves, or nothing, the save being as far or further.
imported-updated = Partie { $game ->
    [abaku] d’{ $title }
    [abalone] d’{ $title }
    [addique] d’{ $title }
   *[other] de { $title }
} mise à jour avec les coups suivants du fichier · { $players }.
imported-already-there = La partie { $game ->
    [abaku] d’{ $title }
    [abalone] d’{ $title }
    [addique] d’{ $title }
   *[other] de { $title }
} · { $players } est déjà dans vos parties enregistrées, aussi avancée que dans le fichier : rien n’a été importé.
# What a backup restored: each count that is not 0 of `restored-new`, `restored-updated` and
# `restored-already-there`, listed as names are; or every game there already; or none at all.
restored = Depuis la sauvegarde : { $counts }.
restored-new = { $count ->
    [one] { $count } nouvelle partie
   *[other] { $count } nouvelles parties
}
restored-updated = { $count ->
    [one] { $count } partie mise à jour avec ses coups suivants
   *[other] { $count } parties mises à jour avec leurs coups suivants
}
restored-already-there = { $count ->
    [one] { $count } partie déjà dans vos parties enregistrées
   *[other] { $count } parties déjà dans vos parties enregistrées
}
restored-all-there = { $count ->
    [one] Rien de nouveau : la partie de cette sauvegarde est déjà dans vos parties enregistrées.
   *[other] Rien de nouveau : les { $count } parties de cette sauvegarde sont déjà dans vos parties enregistrées.
}
restored-nothing = Aucune partie n’a été restaurée depuis la sauvegarde.
restore-refused = La partie { $number } de la sauvegarde n’a pas été restaurée : { $reason }.
restore-stopped-full = { $left ->
    [one] { $left } autre partie n’a pas pu être enregistrée : l’espace de stockage du navigateur est plein.
   *[other] { $left } autres parties n’ont pas pu être enregistrées : l’espace de stockage du navigateur est plein.
}
restore-stopped-unavailable = { $left ->
    [one] { $left } autre partie n’a pas pu être enregistrée : le navigateur ne laisse Gameshelf rien enregistrer.
   *[other] { $left } autres parties n’ont pas pu être enregistrées : le navigateur ne laisse Gameshelf rien enregistrer.
}
not-imported = Rien n’a été importé : { $reason }.
not-imported-backup-version = Rien n’a été importé : cette sauvegarde est au format de sauvegarde { $version }, que cette version ne sait pas lire.
not-imported-backup-malformed = Rien n’a été importé : la liste des parties de cette sauvegarde est illisible ({ $detail }).
not-imported-full = Rien n’a été importé : l’espace de stockage du navigateur est plein. Supprimez d’anciennes parties pour faire de la place.
not-imported-unavailable = Rien n’a été importé : ce navigateur ne laisse Gameshelf rien enregistrer.
file-unreadable = Rien n’a été importé : le fichier « { $name } » n’a pas pu être lu.

## Sharing a game as a link.

share = Partager
share-title = Partager cette partie
share-help = Toute personne qui ouvre ce lien voit la partie et peut la poursuivre sur une copie. La partie voyage dans le lien : aucun serveur ne la conserve.
copy-link = Copier le lien
link-copied = Copié : le lien est dans le presse-papiers.
# $reason is the browser's, in its own words.
copy-failed = Copie impossible ({ $reason }). Sélectionnez le lien et copiez-le vous-même.
share-via = Partager…
share-failed = Partage impossible ({ $reason }). Copiez plutôt le lien.
share-making = Création du lien…
share-not-loaded = Le lien n’a pas pu être créé : une partie de la page n’est pas arrivée. Vérifiez la connexion et réessayez.
share-link-failed = Ce navigateur n’a pas pu créer le lien. Exportez plutôt la partie dans un fichier.
export-not-loaded = Le fichier n’a pas pu être créé : une partie de la page n’est pas arrivée. Vérifiez la connexion et réessayez.
# $link is yes for a link, no for a file; $what is the game's -reveals message.
reveals-hidden = Cette partie n’est pas finie : { $link ->
    [yes] ce lien
   *[no] ce fichier
} révèle { $what }. Ne le confiez qu’à quelqu’un qui peut tout voir.
export-in-progress = Exporter une partie en cours
# "Export all" of saves that give away what players may not see yet: the warning's title, its
# first line, one line for each game (its $title) with $count tile games in progress, saying
# what the backup reveals of them ($what, the game's `-reveals` message), and the advice.
backup-title = Exporter une sauvegarde de toutes les parties
backup-reveals = Cette sauvegarde dévoile ce que les joueurs ne doivent pas encore voir :
backup-reveals-hidden = { $title }, { $count ->
    [one] { $count } partie en cours
   *[other] { $count } parties en cours
} : { $what }
backup-reveals-advice = Ne la confiez qu’à quelqu’un qui peut tout voir.
backup-keys = { $count ->
        [one] Une partie est jouée ici à distance. La sauvegarde peut contenir les clés de cet appareil pour elle : qui les détient joue votre place, gardez donc une telle sauvegarde pour vous.
       *[other] { $count } parties sont jouées ici à distance. La sauvegarde peut contenir les clés de cet appareil pour elles : qui les détient joue vos places, gardez donc une telle sauvegarde pour vous.
    }
export-with-keys = Exporter avec les clés
export-without-keys = Exporter sans les clés
share-reading = Lecture de la partie partagée…
share-link-broken = Ce lien ne contient pas de partie : il a peut-être été tronqué lors de la copie.
shared-game-title = Une partie partagée
continue-as-copy = La poursuivre ici sur une copie
at-a-distance-your-move = À distance · à vous de jouer
at-a-distance = À distance
# A tile game at a distance in the library: while its tiles (Addique's pieces) are dealt, and
# once it is over, while the racks left are revealed to be counted (Abaku's).
being-dealt-tiles = Les tuiles sont en cours de distribution
being-dealt-pieces = Les pièces sont en cours de distribution
racks-being-revealed = Partie terminée · les chevalets restants vont être dévoilés
results-unverified = { $line } · non vérifié tant que la distribution n’est pas contrôlée
results-void = Partie terminée · la vérification de la distribution a échoué : le résultat est nul
# The new-game form's part for a game played at a distance: its title, its switch, the heading
# of the choice of the seat this device plays, and what such a game leaves out. $clock is yes
# for a game whose form offers a clock.
remote-form-title = Jouer à distance
remote-form-invite = Inviter les autres joueurs à jouer sur leur propre appareil
remote-form-seat = Joueur sur cet appareil
remote-form-note = Chaque coup est signé sur l’appareil de son joueur et envoyé sous forme de lien, par n’importe quelle messagerie ou par e-mail. { $clock ->
    [yes] Une partie à distance se joue sans pendule, sans indices et sans annulation des coups. Un robot choisi pour une place la joue sur cet appareil.
   *[no] Une partie à distance se joue sans indices et sans annulation des coups. Un robot choisi pour une place la joue sur cet appareil.
}
remote-form-nobody-invited = Invitez au moins un joueur : toutes les places sont jouées sur cet appareil.
remote-form-several = Choisissez chaque place jouée sur cet appareil ; les autres sont invitées.
# A tile game's form, under the switch.
remote-form-dealt = Les tuiles sont distribuées de sorte qu’aucun appareil ne puisse voir le chevalet d’un autre joueur.
remote-form-dealt-pieces = Les pièces sont distribuées de sorte qu’aucun appareil ne puisse voir la main d’un autre joueur.
# The title of the page on a device's keys in remote play, and the button that opens it.
remote-keys-title = Les clés d’une partie à distance

## Offline and updates; the language and theme, on every screen.

update-ready = Mise à jour prête :
apply-update = Recharger
preferences = Langue et thème
# Worded as in English: the same word in French.
menu = Menu
language = Langue
theme-title = Thème
theme-system = Comme le système
theme-light = Clair
theme-dark = Sombre

## Abalone's study tools, where the shelf, the library and a shared game open them.

set-up-position = Composer une position
analyse-position = Analyser cette position
analyse-game = Analyser cette partie
# Worded as in English: the same words in French.
fen-title = Position (FEN)

## Keyboard and screen readers: Abaku and Summy.

hint-laid = Indice posé : { $tiles }.
announce-placed = { $name } a posé { $tiles } pour { points }. À { $next } de jouer.
announce-placed-last = { $name } a posé { $tiles } pour { points }.
