### The words of a game played at a distance, in English.
### (src/remote/words.rs: the game's panel and the page a link opens.)

remote-heading = Played at a distance
remote-you-play = This device plays { $name }.
remote-send-invitation = Send this invitation to { $name }:
remote-send-answer = Send this answer to { $name }, who invited you. The game begins once every player has joined.
remote-waiting-to-join = Waiting for { $names } to join.
remote-send-moves = Send this link to { $names }:
remote-your-move = Your move. Once you have played it, send its link.
remote-their-move = { $name }'s move: open the link they send you.
remote-show-qr = Show QR code
remote-hide-qr = Hide QR code
remote-qr-of = QR code of the link for { $name }
remote-paste-link = Paste a link you received
remote-open = Open
remote-joined = { $names } joined.
remote-started = Every player has joined: the game begins.
remote-moves-played = { $count ->
        [0] No new move.
        [one] { $count } move played.
       *[other] { $count } moves played.
    }
remote-resigned = { $name } resigned: the game is over.
remote-open-game = Open the game
remote-invited = { $host } invites you to a game of { $game } at a distance. You play { $name }, seat { $seat }.
remote-join = Join the game
remote-keys-note = Joining makes this device a key that signs your moves. It stays in this browser: the game goes on only from here.
remote-no-randomness = This browser cannot make secure keys, so it cannot play at a distance.
remote-refused = This link cannot be opened: { $reason }
remote-not-for-this-device = no game on this device takes it. Open it on the device that holds its game.
remote-unreadable = it is not a whole Gameshelf link: a character is missing or changed.
remote-other-game = it belongs to another game.
remote-already-applied = move { $turn } is already in the game.
remote-out-of-order = it is for move { $found }, but move { $expected } comes next: open the links before it first.
remote-no-such-seat = there is no seat { $seat } in this game.
remote-not-signed = seat { $seat } did not sign this move: someone else made it, or it was changed.
remote-broken-chain = move { $turn } does not follow the moves before it.
remote-fork = seat { $seat } sent two different moves for move { $turn }. The game cannot go on until the players agree which one stands.
remote-other-invitation = it answers another invitation.
remote-seat-taken = seat { $seat } is already taken.
remote-answer-not-signed = the answer for seat { $seat } is not signed by its key.
remote-seats-open = { $count ->
        [one] seat { $seats } has not joined yet.
       *[other] seats { $seats } have not joined yet.
    }
remote-hidden-tiles = { $game } cannot be played at a distance yet: its hidden tiles need a deal that no device can see.
remote-unknown-game = there is no game called { $game }.
remote-setup = the game cannot start: { $detail }
remote-not-your-turn = it is { $name }'s move, not this device's.
remote-wrong-seat = seat { $seat } sent a move for move { $turn }, which is seat { $to-move }'s.
remote-rule = { $move } cannot be played at move { $turn }: { $reason }
remote-game-over = the game is over.
remote-your-seat-taken = it gives this device's seat to another key.
remote-other-seats = it seats other players than this game: the host sent two different tables.
remote-hosts-own-seat = it invites to the host's own seat.
remote-already-held = this device already holds seat { $seat } of this game.
remote-answers-go-to-host = answers go to the host, { $host }.
remote-already-opened = it is already in the game.
remote-parts-do-not-join = its parts do not join into the link they were cut from: one was changed. Open each part again.
remote-corrupt = this game's keys cannot be read ({ $detail }). They are kept as they were.
