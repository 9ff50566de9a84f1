### The words the tile games' screens share, in English.
### (src/games/tiles/words.rs: Abaku's, Summy's and Addique's screens and new-game forms.)

tiles-pick-tile-first = Choose a tile from your rack first, then a square.
tiles-place-help = Drag tiles onto the board, or tap a tile and then a square. Tap a laid tile to take it back.
tiles-exchange-help = Tap the tiles to put back in the bag.
tiles-rack-digit = Tile { $digit }
tiles-rack-of = { $name }'s rack
tiles-game-over = The game is over.
tiles-hints-used = { $count ->
        [one] { $count } hint
       *[other] { $count } hints
    }
tiles-exchange-tiles = { $count ->
        [one] Exchange { $count } tile
       *[other] Exchange { $count } tiles
    }
tiles-play-for = { $has-points ->
        [yes] Play for { $points ->
                [one] { $points } point
               *[other] { $points } points
            }
       *[no] Play
    }
tiles-recall = Recall
tiles-shuffle = Shuffle
tiles-exchange = Exchange
tiles-pass = Pass
tiles-end-solo-game = End the game
tiles-confirm-pass = Sure? Tap again
tiles-confirm-pass-ends-game = Sure? This pass ends the game
tiles-everyone-passed = Everyone passed: game over
# Resign, and the button once tapped: $name resigns on the second tap.
tiles-resign = Resign
tiles-confirm-resign = Sure? { $name } resigns
# How the game ended when $name resigned: last, whatever the scores.
tiles-resigned = { $name } resigned: game over
tiles-turn-summary-placed = { $name } scored { $points ->
        [one] { $points } point.
       *[other] { $points } points.
    }
tiles-turn-summary-exchanged = { $name } exchanged { $count ->
        [one] { $count } tile.
       *[other] { $count } tiles.
    }
tiles-turn-summary-passed = { $name } passed.
tiles-preview-total = Total: { $points }
tiles-start-draw-title = Who starts: the lowest digit drawn
tiles-starts = { $name } starts.
tiles-legend-title = Squares
tiles-exchanged = { $count ->
        [one] Exchanged { $count } tile
       *[other] Exchanged { $count } tiles
    }
tiles-passed = Passed
tiles-hint-used = A hint was shown this turn
tiles-score-sheet = Score sheet
tiles-no-turns-yet = No turns yet.
tiles-player = Player
tiles-equations = Equations
tiles-tiles-heading = Tiles
tiles-hint-heading = Hint
tiles-empty-squares = { $count ->
        [one] { $count } square left empty
       *[other] { $count } squares left empty
    }
tiles-place = Place
tiles-in-play = In play
tiles-leftover = Tiles left
tiles-zoom-in = Zoom in
tiles-zoom-out = Zoom out
tiles-zoom-fit = Show the whole board
tiles-pass-to = Pass to { $name }
tiles-take-back-turn = Undo { $name }'s turn
tiles-show-tiles-of = I am { $name }: show my tiles
tiles-show-pieces-of = I am { $name }: show my pieces
tiles-unseen-title = { $pieces ->
        [yes] Unseen pieces
       *[no] Unseen tiles
    }
tiles-track-unseen = { $pieces ->
        [yes] Track the unseen pieces
       *[no] Track the unseen tiles
    }
tiles-viewing-turn = The board after turn { $turn } of { $total }
tiles-square-label = { $square }, { $has-mark ->
        [yes] { $mark },{" "}
       *[no] {""}
    }{ $content ->
        [empty] empty
        [laid] { $tile }, laid this turn
        [cap] cap: closed
       *[tile] { $tile }
    }
tiles-laid-on = { $tile } on { $square }.
tiles-taken-back = { $tile } taken back from { $square }.
tiles-tile-chosen = { $tile } chosen: press Enter on a square to lay it.
tiles-picked-for-exchange = { $tile } picked for the exchange.
tiles-not-on-rack = { $tile }: not on your rack.
tiles-choose-tile-by-key = Type a tile's digit or sign to lay it here, or choose a tile in your rack first.
tiles-square-taken = A tile already lies there.
tiles-swap-digit-stays = This digit took a joker back: Recall takes back the whole move.
tiles-announce-exchanged = { $name } exchanged { $count ->
        [one] { $count } tile.
       *[other] { $count } tiles.
    }{ $has-next ->
        [yes] {" "}{ $next } to play.
       *[no] {""}
    }
tiles-announce-passed = { $name } passed.{ $has-next ->
        [yes] {" "}{ $next } to play.
       *[no] {""}
    }
tiles-announce-game-over = { $turn } Game over: { $result }.

# A copy begun where a game dealt at a distance stood, in place of its start draw (src/games/tiles/sheet.rs).
tiles-copy-title = A copy of a game played at a distance
tiles-copy-begins = { $pieces ->
        [yes] The table and the scores are as they stood, and so are the pieces face up in a hand; every piece face down was dealt anew.
       *[no] The board and the scores are as they stood, and so are the tiles face up on a rack; every tile face down was dealt anew.
    }
tiles-moves-first = { $name } moves first.
# Above a copy's score sheet: the turns before it, and each player's `tiles-seat-score` then.
tiles-copied-after = { $turns ->
        [one] Copied after { $turns } turn, at { $scores }.
       *[other] Copied after { $turns } turns, at { $scores }.
    }
tiles-seat-score = { $name } { $score }
