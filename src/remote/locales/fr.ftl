### The words of a game played at a distance, in French.
### (src/remote/words.rs: the game's panel and the page a link opens.)

remote-heading = Partie à distance
remote-you-play = Cet appareil joue pour { $names }.
remote-send-invitation = Envoyez cette invitation à { $name } :
remote-send-answer = Renvoyez cette réponse à { $name }, qui a envoyé l’invitation. La partie commence dès que tous les joueurs l’ont rejointe.
remote-waiting-to-join = Attendez l’arrivée de { $names } : chaque réponse à votre invitation arrive sous forme de lien.
remote-waiting-for-host = Attendez le lien de { $name } : il arrive quand tous les joueurs ont rejoint la partie.
remote-send-moves = Envoyez ce lien à { $names } :
remote-your-move = À vous de jouer. Une fois votre coup joué, envoyez son lien.
remote-their-move = Attendez le lien de { $name } : c’est à { $name } de jouer.
remote-moves-here = C’est à { $name } de jouer, sur cet appareil.
remote-show-qr = Afficher le code QR
remote-hide-qr = Masquer le code QR
remote-qr-of = Code QR du lien pour { $name }
remote-paste-link = Collez un lien reçu
remote-open = Ouvrir
remote-joined = Partie rejointe par { $names }.
remote-started = Tous les joueurs sont là : la partie commence.
remote-moves-played = { $count ->
        [0] Aucun nouveau coup.
        [one] { $count } coup joué.
       *[other] { $count } coups joués.
    }
remote-resigned = { $name } abandonne : la partie est terminée.
remote-open-game = Ouvrir la partie
remote-invited = { $host } vous invite à jouer à { $game } à distance. Vous serez { $name }, à la place { $seat }.
remote-join = Rejoindre la partie
remote-keys-note = Rejoindre la partie fait de cet appareil une clé qui signe vos coups. Elle reste dans ce navigateur : la partie ne continue qu’à partir d’ici.
remote-no-randomness = Ce navigateur ne sait pas créer de clés sûres, il ne peut donc pas jouer à distance.
remote-refused = Impossible d’ouvrir ce lien : { $reason }
remote-not-for-this-device = aucune partie de cet appareil ne le prend. Ouvrez-le sur l’appareil qui contient sa partie.
remote-unreadable = ce n’est pas un lien Gameshelf complet : un caractère manque ou a été modifié.
remote-other-game = il appartient à une autre partie.
remote-already-applied = le coup { $turn } est déjà dans la partie.
remote-out-of-order = il est pour le coup { $found }, mais c’est le coup { $expected } qui vient : ouvrez d’abord les liens qui le précèdent.
remote-no-such-seat = il n’y a pas de place { $seat } dans cette partie.
remote-not-signed = la place { $seat } n’a pas signé ce coup : quelqu’un d’autre l’a joué, ou il a été modifié.
remote-broken-chain = le coup { $turn } ne fait pas suite aux coups précédents.
remote-fork = { $name } a envoyé deux coups différents pour le coup { $turn }. Cet appareil garde celui qu’il a ouvert en premier, et la partie continue à partir de lui ; l’autre est refusé. { $name } doit continuer sur un seul appareil. Si les joueurs préfèrent garder l’autre coup, ils peuvent terminer la partie en copie sur un appareil.
remote-other-invitation = il répond à une autre invitation.
remote-seat-taken = la place { $seat } est déjà prise.
remote-answer-not-signed = la réponse pour la place { $seat } n’est pas signée par sa clé.
remote-seats-open = { $count ->
        [one] la place { $seats } n’est pas encore occupée.
       *[other] les places { $seats } ne sont pas encore occupées.
    }
remote-deal-broken = l’envoi de { $name } (place { $seat }) pour le coup { $turn } ne respecte pas la distribution : { $reason }.
remote-deal-no-deck = cette étape de la distribution demande le paquet entier, et il ne l’apporte pas
remote-deal-unexpected-deck = il apporte un paquet, alors que cette étape de la distribution n’en a pas
remote-deal-not-the-step = { $step ->
        [shuffle] l’étape suivante est le mélange du paquet
        [lock] l’étape suivante est le verrouillage du paquet
        [keys] l’étape suivante est l’envoi des clés des premières tuiles tirées
        [reveal] la partie est terminée, et l’étape suivante est que chacun dévoile ce qui lui reste
       *[other] c’est un coup qui vient ensuite, pas une étape de la distribution
    }
remote-deal-missing-keys = { $count ->
        [one] il manque une clé qu’il devait fournir
       *[other] il manque { $count } clés qu’il devait fournir
    }
remote-deal-unowed-key = il apporte une clé qu’il n’avait pas à donner, et qui pourrait révéler une tuile cachée
remote-deal-cards-shown = le coup pose { $lays ->
        [one] { $lays } tuile cachée
       *[other] { $lays } tuiles cachées
    } mais en dévoile { $shows }
remote-deal-unreadable = son paquet ou ses clés sont illisibles (abîmés ou falsifiés)
remote-deal-unproven = son étape de la distribution n’est pas prouvée honnête : son application a été modifiée, ou son lien falsifié, et cet appareil n’envoie plus aucune clé ensuite
remote-deal-card-twice = une même tuile du jeu se trouve à deux endroits du paquet : le paquet a été falsifié
remote-waiting-for-keys = { $count ->
        [one] vous ne pouvez pas jouer avant l’arrivée des clés de la place { $seats } : ouvrez d’abord son dernier lien.
       *[other] vous ne pouvez pas jouer avant l’arrivée des clés des places { $seats } : ouvrez d’abord leurs derniers liens.
    }
remote-unknown-game = aucun jeu ne s’appelle { $game }.
remote-setup = la partie ne peut pas commencer : { $detail }
remote-setup-unreadable = sa mise en place est illisible ({ $detail })
remote-setup-invalid = sa mise en place n’est pas valide
remote-setup-names = les joueurs de la mise en place ne sont pas les noms de la table
remote-setup-copy = une copie commencée là où en était une autre partie se joue sur un seul appareil
remote-setup-clocked = une partie à distance n’a pas de pendule
remote-not-your-turn = c’est à { $name } de jouer, pas à cet appareil.
remote-wrong-seat = la place { $seat } a envoyé un coup pour le coup { $turn }, qui revient à la place { $to-move }.
remote-rule = { $move } ne peut pas être joué au coup { $turn } : { $reason }
remote-game-over = la partie est terminée.
remote-your-seat-taken = il donne la place de cet appareil à une autre clé.
remote-other-seats = il installe à la table d’autres joueurs que ceux de cette partie : l’hôte a envoyé deux tables différentes.
remote-hosts-own-seat = il invite à la place de l’hôte lui-même.
remote-already-held = cet appareil détient déjà la place { $seat } de cette partie.
remote-answers-go-to-host = les réponses vont à l’hôte, { $host }.
remote-already-opened = il est déjà dans la partie.
remote-parts-do-not-join = ses morceaux ne reforment pas le lien dont ils ont été découpés : l’un d’eux a été modifié. Ouvrez de nouveau chaque morceau.
remote-corrupt = les clés de cette partie sont illisibles ({ $detail }). Elles sont conservées telles quelles.

## The game's panel, for a game with hidden tiles.

remote-part-kept = Le morceau { $number } sur { $count } de ce lien est gardé ({ $held } sur { $count } ici). { $missing ->
        [one] Ouvrez le morceau manquant.
       *[other] Ouvrez les { $missing } morceaux manquants.
    }
remote-dealing = Attendez le lien de { $names } : la distribution est en cours.
remote-rack-waiting = Attendez le prochain lien de { $names } : il apporte les clés de ce que vous avez tiré.
remote-checking = Attendez le lien de { $names } : la partie est terminée et la distribution est en cours de vérification. D’ici là, le résultat n’est pas vérifié.
remote-audited = Chaque appareil a vérifié toute la distribution : elle était honnête, et le résultat est acquis.

# Should a device's keys be lost: the game finished as a copy on one device (src/remote/panel.rs).
remote-keys-lost = Si un appareil perd ses clés
remote-copy-explained = { $dealt ->
        [yes] Un appareil dont les données de navigation ont été effacées, ou qui a disparu, ne peut plus jouer sa place, et ses { $pieces ->
            [yes] pièces
           *[no] tuiles
        } encore cachées ne se lisent plus sur aucun appareil. Si tous les joueurs sont d’accord, terminez la partie en copie sur un seul appareil : { $pieces ->
            [yes] la table
           *[no] le plateau
        } et les scores tels qu’ils sont, les { $pieces ->
            [yes] pièces
           *[no] tuiles
        } visibles à leur place, et toutes les { $pieces ->
            [yes] pièces
           *[no] tuiles
        } face cachée distribuées à nouveau. Rien n’y est caché à qui tient l’appareil.
       *[no] Un appareil dont les données de navigation ont été effacées, ou qui a disparu, ne peut plus signer les coups de sa place. Si tous les joueurs sont d’accord, terminez la partie en copie sur un seul appareil, à partir de la position actuelle, sans rien signer.
    }
remote-finish-as-copy = Terminer en copie sur cet appareil
remote-copy-confirm = { $dealt ->
        [yes] La copie est une nouvelle partie de votre bibliothèque, jouée sur cet appareil seul, que l’on se passe : { $pieces ->
            [yes] chaque main est distribuée à nouveau parmi les pièces
           *[no] chaque chevalet est distribué à nouveau parmi les tuiles
        } non visibles. La partie à distance reste telle quelle.
       *[no] La copie est une nouvelle partie de votre bibliothèque, jouée sur cet appareil seul, que l’on se passe. La partie à distance reste telle quelle.
    }
remote-make-copy = Faire la copie

# La graine de la copie, tirée par les appareils qui participent (src/remote/panel.rs).
remote-copy-takes-part = Participent : les joueurs dont l’appareil garde ses clés. Leurs appareils tirent ensemble la donne de la copie, que personne ne peut ainsi prévoir.
remote-ask-copy = Demander une copie
remote-copy-asked = { $name } demande de finir la partie en copie sur un seul appareil. Si vous acceptez, votre appareil aide à tirer la donne de la copie, qu’aucun joueur ne peut prévoir ni choisir.
remote-agree-copy = Accepter la copie
remote-copy-waiting-to-agree = En attente de l’accord de { $names } pour la copie : envoyez le lien.
remote-copy-waiting-for-bytes = En attente du lien de { $names } : il apporte sa part de la donne de la copie.
remote-copy-refused = l’envoi de { $name } (place { $seat }) pour la donne de la copie est refusé : { $why ->
        [other-round] il vaut pour une autre partie, un autre coup ou d’autres joueurs
        [second-commitment] il s’engage une seconde fois, autrement
        [early-reveal] il montre sa part avant que chaque joueur se soit engagé sur la sienne
       *[unopened] sa part n’est pas celle sur laquelle il s’était engagé
    }.
remote-no-copy-asked = Aucun joueur n’a demandé de copie à ce coup.
remote-copy-agreed = La donne de la copie est tirée : finissez la partie en copie sur cet appareil, ou donnez la copie au joueur qui le fera.

# The page on this device's keys in remote play, opened from every game's rules and from the
# remote panels (src/ui/rules.rs): one paragraph per line.
remote-keys-page =
    À distance, chaque appareil a ses propres clés : elles signent les coups des places qu’il joue et, dans un jeu de tuiles, ouvrent ce qu’il a tiré et rien d’autre. Aucun autre appareil ne les a, et personne ne peut jouer une place sans ses clés.
    Les clés de cet appareil sont gardées avec ses parties (Tout exporter les garde aussi). Effacer les données de ce navigateur les perd, et avec elles les places que joue cet appareil.
    Une fois tous les joueurs arrivés, « Numéros de sécurité » dans le panneau de la partie affiche trente chiffres : lisez-les-vous à voix haute, au téléphone ou côte à côte. S’ils diffèrent, quelqu’un s’est glissé entre vous avec ses propres clés.
    Abalone : si les clés d’un appareil sont perdues, la partie peut encore être terminée en copie si tous les joueurs sont d’accord : « Si un appareil perd ses clés », dans son panneau, en fait une sur cet appareil, et son fichier ou son lien de partage porte les coups, pour la poursuivre sur un autre, sans rien signer.
    Abaku : si les clés d’un appareil sont perdues, les tuiles encore cachées ne peuvent plus être lues sur aucun appareil ; si tous les joueurs sont d’accord, la partie peut encore être terminée en copie sur un seul appareil (« Si un appareil perd ses clés », dans son panneau), la même copie sur chaque appareil : le plateau et les scores tels qu’ils sont, le joker visible à sa place, et toutes les tuiles face cachée, chevalets et sac, distribuées à nouveau parmi les tuiles non visibles. Les tuiles retournées pour commencer et les tuiles échangées reviennent dans le sac, comme sur un seul appareil.
    Summy : si les clés d’un appareil sont perdues, les tuiles encore cachées ne peuvent plus être lues sur aucun appareil ; si tous les joueurs sont d’accord, la partie peut encore être terminée en copie sur un seul appareil (« Si un appareil perd ses clés », dans son panneau), la même copie sur chaque appareil : le plateau et les scores tels qu’ils sont, et toutes les tuiles face cachée, chevalets et réserve, distribuées à nouveau parmi les tuiles non visibles. Les tuiles retournées pour commencer reviennent dans la réserve, comme sur un seul appareil, et autant de tuiles qu’il y en a eu d’échangées restent hors du jeu, sans être vues.
    Addique : si les clés d’un appareil sont perdues, les pièces encore cachées ne peuvent plus être lues sur aucun appareil ; si tous les joueurs sont d’accord, la partie peut encore être terminée en copie sur un seul appareil (« Si un appareil perd ses clés », dans son panneau), la même copie sur chaque appareil : la table et les scores tels qu’ils sont, les pièces d’ouverture encore en main à leur place, et toutes les pièces face cachée, mains et pioche, distribuées à nouveau.
    La copie d’un jeu de tuiles est distribuée ensemble par les joueurs dont l’appareil garde ses clés : l’un la demande (« Demander une copie »), les autres acceptent (« Accepter la copie »), et chaque appareil s’engage sur des octets frais avant qu’aucun ne montre les siens, si bien qu’aucun joueur ne peut prévoir ni choisir la donne de la copie.

## What this device does next: the links to send, numbered when several go to the same
## players, and a move taken back before its link leaves (src/remote/panel.rs).

remote-send-links = { $count ->
        [one] Envoyez ce lien à { $names }.
       *[other] Envoyez ces { $count } liens à { $names }.
    }
remote-send-part = Morceau { $number } sur { $count }, à envoyer à { $names } :
remote-take-back-note = Tant que vous n’avez ni copié, ni partagé, ni affiché son lien, votre coup peut être repris.
remote-take-back = Reprendre le coup
# A link opened again, or one's own: nothing in it is new.
remote-have-move = Vous avez déjà ce coup : il est dans la partie sur cet appareil.
remote-have-link = Vous avez déjà ce lien : rien de ce qu’il contient n’est nouveau pour la partie sur cet appareil.
# Tiles (or Addique's pieces) of this device's rack that it cannot read yet: their keys come
# with these players' next links.
remote-rack-coming = { $pieces ->
        [yes] { $count ->
            [one] 1 pièce de votre main arrive
           *[other] { $count } pièces de votre main arrivent
        }
       *[no] { $count ->
            [one] 1 tuile de votre chevalet arrive
           *[other] { $count } tuiles de votre chevalet arrivent
        }
    } avec le prochain lien de { $names }, qui apporte leurs clés.

## Les numéros de sécurité de la partie, une fois tous les joueurs arrivés (src/remote/panel.rs).

remote-safety-numbers = Numéros de sécurité
remote-safety-explained = Lisez-les-vous à voix haute, au téléphone ou côte à côte : chaque appareil de cette partie affiche les mêmes numéros. S’ils diffèrent, quelqu’un s’est glissé entre vous : commencez une nouvelle partie et envoyez ses invitations par un autre moyen.
