### The words of a game played at a distance, in English.
### (src/remote/words.rs: the game's panel and the page a link opens.)

remote-heading = Played at a distance
remote-you-play = This device plays { $names }.
remote-send-invitation = Send this invitation to { $name }:
remote-send-answer = Send this answer to { $name }, who invited you. The game begins once every player has joined.
remote-waiting-to-join = Wait for { $names } to join: each answers your invitation with a link.
remote-waiting-for-host = Wait for { $name }'s link: it comes once every player has joined.
remote-send-moves = Send this link to { $names }:
remote-your-move = Your move. Once you have played it, send its link.
remote-their-move = Wait for { $name }'s link: it is { $name }'s move.
remote-moves-here = { $name }'s move, on this device.
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
remote-fork = { $name } sent two different moves for move { $turn }. This device keeps the one it opened first, and the game goes on from it; the other is refused. { $name } should play on from one device only. If the players would rather keep the other move, they can finish the game as a copy on one device.
remote-other-invitation = it answers another invitation.
remote-seat-taken = seat { $seat } is already taken.
remote-answer-not-signed = the answer for seat { $seat } is not signed by its key.
remote-seats-open = { $count ->
        [one] seat { $seats } has not joined yet.
       *[other] seats { $seats } have not joined yet.
    }
# What a seat sent for a turn breaks the deal of the tiles; $reason is one of the remote-deal-*
# below, or the rules' own text.
remote-deal-broken = what { $name } (seat { $seat }) sent for move { $turn } breaks the deal: { $reason }.
remote-deal-no-deck = this step of the deal needs the whole deck, and it does not carry it
remote-deal-unexpected-deck = it carries a deck, but this step of the deal has none
# The step the deal expects: shuffle, lock, keys or reveal; any other is a move.
remote-deal-not-the-step = { $step ->
        [shuffle] the next step is shuffling the deck
        [lock] the next step is locking the deck
        [keys] the next step is sending the keys of the first tiles drawn
        [reveal] the game is over, and the next step is each player turning up what they have left
       *[other] a move comes next, not a step of the deal
    }
remote-deal-missing-keys = { $count ->
        [one] a key it owes is missing
       *[other] { $count } keys it owes are missing
    }
remote-deal-unowed-key = it carries a key it does not owe, which could show a hidden tile
remote-deal-cards-shown = the move lays { $lays ->
        [one] { $lays } hidden tile
       *[other] { $lays } hidden tiles
    } but uncovers { $shows }
remote-deal-unreadable = its deck or its keys cannot be read (damaged or forged)
remote-deal-unproven = its step of the deal is not proven honest: its app was changed, or its link forged, and this device sends no key after it
remote-deal-card-twice = one tile of the set turns up at two places of the deck: the deck was forged
remote-waiting-for-keys = { $count ->
        [one] you cannot play before the keys of seat { $seats } have come: open their latest link first.
       *[other] you cannot play before the keys of seats { $seats } have come: open their latest links first.
    }
remote-unknown-game = there is no game called { $game }.
remote-setup = the game cannot start: { $detail }
remote-setup-unreadable = its setup cannot be read ({ $detail })
remote-setup-invalid = its setup is not valid
remote-setup-names = the setup's players are not the table's names
remote-setup-copy = a copy begun where another game stood is played on one device
remote-setup-clocked = a game at a distance has no clocks
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

## The game's panel, for a game with hidden tiles.

# A part of a link too long for one message: part $number of $count, $held of them on this
# device, $missing still to open.
remote-part-kept = Part { $number } of { $count } of this link is kept ({ $held } of { $count } here). { $missing ->
        [one] Open the missing part.
       *[other] Open the { $missing } missing parts.
    }
remote-dealing = Wait for { $names }'s link: the deal is under way.
remote-rack-waiting = Wait for the next link of { $names }: it brings the keys to what you drew.
remote-checking = Wait for { $names }'s link: the game is over, and the deal is being checked. Until it is, the results are unverified.
remote-audited = Every device checked the whole deal: it was honest, and the results stand.

# Should a device's keys be lost: the game finished as a copy on one device (src/remote/panel.rs).
remote-keys-lost = If a device's keys are lost
remote-copy-explained = { $dealt ->
        [yes] A device whose browser data was cleared, or which is gone, can no longer play its seat, and its { $pieces ->
            [yes] pieces
           *[no] tiles
        } still hidden cannot be read on any device. If every player agrees, finish the game as a copy on one device: the { $pieces ->
            [yes] table
           *[no] board
        } and the scores as they stand, the { $pieces ->
            [yes] pieces
           *[no] tiles
        } face up where they are, and every { $pieces ->
            [yes] piece
           *[no] tile
        } face down dealt anew. Nothing is hidden there from whoever holds the device.
       *[no] A device whose browser data was cleared, or which is gone, can no longer sign its seat's moves. If every player agrees, finish the game as a copy on one device, from the position as it stands, with nothing signed.
    }
remote-finish-as-copy = Finish as a copy on this device
remote-copy-confirm = { $dealt ->
        [yes] The copy is a new game in your library, played on this device alone, passed round: every { $pieces ->
            [yes] hand is dealt anew from the pieces
           *[no] rack is dealt anew from the tiles
        } not in sight. The game at a distance stays as it is.
       *[no] The copy is a new game in your library, played on this device alone, passed round. The game at a distance stays as it is.
    }
remote-make-copy = Make the copy

# The copy's seed, drawn by the devices taking part (src/remote/panel.rs).
remote-copy-takes-part = Taking part: the players whose device still holds its keys. Their devices draw the copy's deal together, so that no one can foresee it.
remote-ask-copy = Ask for a copy
remote-copy-asked = { $name } asks to finish the game as a copy on one device. If you agree, your device helps draw the copy's deal, which no player can foresee or choose.
remote-agree-copy = Agree to the copy
remote-copy-waiting-to-agree = Waiting for { $names } to agree to the copy: send the link.
remote-copy-waiting-for-bytes = Waiting for { $names }'s link: it brings their part of the copy's deal.
remote-copy-refused = what { $name } (seat { $seat }) sent for the copy's deal is refused: { $why ->
        [other-round] it is for another game, another move or other players
        [second-commitment] it commits a second time, otherwise
        [early-reveal] it shows its part before every player has committed to theirs
       *[unopened] its part is not the one it committed to
    }.
remote-no-copy-asked = No player has asked for a copy at this move.
remote-copy-agreed = The copy's deal is drawn: finish the game as a copy on this device, or give the copy to the player who will.

# The page on this device's keys in remote play, opened from every game's rules and from the
# remote panels (src/ui/rules.rs): one paragraph per line.
remote-keys-page =
    Playing at a distance, each device holds keys of its own: they sign the moves of the seats it plays, and in a tile game they open what it drew and nothing else. No other device has them, and no one can play a seat without its keys.
    This device's keys are kept with its saved games (Export all keeps them too). Clearing this browser's data loses them, and with them the seats this device plays.
    Once every player has joined, the panel's “Safety numbers” shows thirty digits: read them to each other by voice, on a call or side by side. If they differ, someone is between you with keys of their own.
    Abalone: if a device's keys are lost, the game can still be finished as a copy if every player agrees: its panel's “If a device's keys are lost” makes one on that device, and its file or share link carries the moves, to play on on another, with nothing signed.
    Abaku: if a device's keys are lost, the tiles still hidden can no longer be read on any device; if every player agrees, the game can still be finished as a copy on one device (its panel's “If a device's keys are lost”), the same copy on every device: the board and the scores as they stand, the joker face up where it is, and every tile face down, racks and bag alike, dealt anew from the tiles not in sight. The tiles turned up to start and the tiles exchanged go back into the bag, as at one device.
    Summy: if a device's keys are lost, the tiles still hidden can no longer be read on any device; if every player agrees, the game can still be finished as a copy on one device (its panel's “If a device's keys are lost”), the same copy on every device: the board and the scores as they stand, and every tile face down, racks and stock alike, dealt anew from the tiles not in sight. The tiles turned up to start go back into the stock, as at one device, and as many tiles as were exchanged stay out of the game, unseen.
    Addique: if a device's keys are lost, the pieces still hidden can no longer be read on any device; if every player agrees, the game can still be finished as a copy on one device (its panel's “If a device's keys are lost”), the same copy on every device: the table and the scores as they stand, the opening pieces still in a hand where they are, and every piece face down, hands and pool alike, dealt anew.
    A tile game's copy is dealt by the players whose device still holds its keys, together: one asks for it (“Ask for a copy”), the others agree (“Agree to the copy”), and each device commits to fresh bytes before any shows its own, so that no player can foresee or choose the copy's deal.

## What this device does next: the links to send, numbered when several go to the same
## players, and a move taken back before its link leaves (src/remote/panel.rs).

remote-send-links = { $count ->
        [one] Send this link to { $names }.
       *[other] Send these { $count } links to { $names }.
    }
remote-send-part = Part { $number } of { $count }, to send to { $names }:
remote-take-back-note = Until you copy, share or show its link, your move can be taken back.
remote-take-back = Take back the move
# A link opened again, or one's own: nothing in it is new.
remote-have-move = You already have this move: it is in the game on this device.
remote-have-link = You already have this link: nothing in it is new to the game on this device.
# Tiles (or Addique's pieces) of this device's rack that it cannot read yet: their keys come
# with these players' next links.
remote-rack-coming = { $pieces ->
        [yes] { $count ->
            [one] 1 piece of your hand comes
           *[other] { $count } pieces of your hand come
        }
       *[no] { $count ->
            [one] 1 tile of your rack comes
           *[other] { $count } tiles of your rack come
        }
    } with the next link of { $names }, which brings their keys.

## The game's safety numbers, once every player has joined (src/remote/panel.rs).

remote-safety-numbers = Safety numbers
remote-safety-explained = Read them to each other by voice, on a call or side by side: every device of this game shows the same numbers. If they differ, someone is between you: start a new game, and send its invitations another way.
