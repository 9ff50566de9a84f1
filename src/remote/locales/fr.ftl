### The words of a game played at a distance, in French.
### (src/remote/words.rs: the game's panel and the page a link opens.)

remote-heading = Partie à distance
remote-you-play = Joueur sur cet appareil : { $name }.
remote-send-invitation = Envoyez cette invitation à { $name } :
remote-send-answer = Renvoyez cette réponse à { $name }, qui a envoyé l’invitation. La partie commence dès que tous les joueurs l’ont rejointe.
remote-waiting-to-join = En attente : { $names }.
remote-send-moves = Envoyez ce lien à { $names } :
remote-your-move = À vous de jouer. Une fois votre coup joué, envoyez son lien.
remote-their-move = À { $name } de jouer : ouvrez le lien que vous recevrez.
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
remote-fork = la place { $seat } a envoyé deux coups différents pour le coup { $turn }. La partie ne peut pas continuer tant que les joueurs ne se sont pas mis d’accord sur celui qui compte.
remote-other-invitation = il répond à une autre invitation.
remote-seat-taken = la place { $seat } est déjà prise.
remote-answer-not-signed = la réponse pour la place { $seat } n’est pas signée par sa clé.
remote-seats-open = { $count ->
        [one] la place { $seats } n’est pas encore occupée.
       *[other] les places { $seats } ne sont pas encore occupées.
    }
remote-hidden-tiles = { $game } ne se joue pas encore à distance : ses tuiles cachées demandent une distribution qu’aucun appareil ne voit.
remote-unknown-game = aucun jeu ne s’appelle { $game }.
remote-setup = la partie ne peut pas commencer : { $detail }
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
remote-parts-do-not-join = ses parties ne forment pas le lien dont elles ont été découpées : l’une a été modifiée. Ouvrez de nouveau chaque partie.
remote-corrupt = les clés de cette partie sont illisibles ({ $detail }). Elles sont conservées telles quelles.
