### Addique's words in English.
### The rules page: one paragraph per line.

addique-rules =
    48 plus-shaped pieces, each with a digit 1-8 on every arm: top + bottom = 9 and left + right = 9, and no two pieces alike. Pieces keep the way they are printed: they are never turned. 2, 3, 4, 6 or 8 players, so that everyone plays the same number of pieces.
    Who starts: everyone draws a piece and works out top × bottom + left × right. The highest starts, puts that piece in the centre of the table and scores that total. A tie puts every piece back and everyone draws again. The starter then draws 3 pieces and the others 2, so that everyone holds 3. Turns go round clockwise (in seat order).
    On your turn, play one piece from your hand and draw one from the pool while it lasts. You may not pass: you must play even when the piece scores nothing.
    A piece notches into the pieces already played: its squares must be free, and at least 3 edges of its outline must touch them. The table is open: play may spread in any direction. The digits play no part in where a piece fits, so every piece in your hand fits the same spots; the table always has one.
    @edges The piece on the right fits: 3 edges of its outline (marked green) touch the piece on the table. The dashed spot on the left touches it with 1 edge only (marked red): no piece can go there.
    Numbers are read left to right along a row and top to bottom down a column: every run of two or more arms side by side is a number, and a centre dot or a gap ends it. Numbers read the other way never count.
    Score: every number your piece makes or lengthens that is divisible by 9 scores the number ÷ 9. A number is divisible by 9 when its digits add up to 9 or a multiple of 9: 315 scores 35. The rules' example: a piece with 2 on top, 4 right, 7 below and 5 left that makes 4761, 72 and 72 scores 529 + 8 + 8 = 545. Numbers that are not divisible by 9 score nothing.
    Pieces never move once played. The game ends when all 48 pieces are on the table; the highest score wins, and equal scores share a place.
    Our readings, where the printed rules leave it open: the table is a grid of unit squares, a piece covering 5 of them, and an edge is one side of a square. A hint shows the best-scoring spot for the pieces in your hand and is marked on the score sheet.
    Resigning (Resign, tapped twice) ends the game at once: the player who resigns comes last, whatever the scores, and the others are ranked by their scores as they stand. A resignation is final: it cannot be taken back. At a distance a player resigns in their own turn, and the resignation is that turn's link.
    Sharing one device: each hand stays hidden behind the hand-over screen until its player says they hold the device, so the others at the table do not see it. Once a player has shown their hand, Undo only puts back the piece they have chosen; the turn before (with any robot's reply after it) can be taken back only on the hand-over screen, before the next player shows their hand. A robot sees only what its seat may: the table, the scores, its own hand and the pieces it has not seen, without knowing which are in the pool and which in another hand. A save, an exported file or a share link of a game in progress reveals every hand and the order of the pool: give one only to someone who may see them all.
    Playing at a distance: no one holds the pool, so the devices deal it together and each reads only its own hand. Who starts is one round: everyone turns up a piece, and a tie goes to the piece with the highest number, its digits read clockwise from the top (7425 beats 2475, which also makes 34). The others keep their piece, in sight of all, and the hands are filled to 3 from the starter on; after each turn, the next piece comes from the shuffled pool. At the end, every device checks the whole deal. A robot or a second player on the host's device plays there: their hand is secret from the other devices, not from whoever holds that one. Once everyone has joined, read the panel's safety numbers to each other by voice: if they differ, someone is between you.
    @keys This device's keys, and a game whose keys are lost

## The game's screen and its new-game form (src/games/addique/words.rs).

addique-table = Addique table
addique-setup-note = Everyone draws a piece: the highest top × bottom + left × right starts, with that piece in the centre, and scores it. A tie draws again. Then everyone holds 3 pieces.
# A piece chosen from the hand, read out.
addique-piece = Piece { $piece }: { $top } on top, { $right } right, { $bottom } below, { $left } left
addique-not-divisible = { $value }: not divisible by 9
addique-no-score = No number divisible by 9
# The first piece, on the score sheet: it scores top × bottom + left × right.
addique-opening-score = First piece: { $top } × { $bottom } + { $left } × { $right }
addique-place-help = Choose a piece from your hand.
addique-spot-help = The blue dots show where it fits; the spot under the pointer shows the piece's outline. Tap a dot, or drag the piece onto the table.
addique-no-spot = No spot on the table takes a piece: none has 3 edges touching the pieces played.
addique-to-move = { $name } to play · { $pool ->
        [one] { $pool } piece
       *[other] { $pool } pieces
    } in the pool
addique-hand-of = { $name }'s hand
# The score sheet's headings.
addique-numbers-heading = Numbers
addique-piece-heading = Piece
addique-opening-title = Who starts: the highest top × bottom + left × right
# $draws: each player's name, piece and its product sum, such as "Eva 2475 (49)".
addique-opening-round = { $draws }{ $tied ->
        [yes] : a tie, everyone draws again
       *[no] {""}
    }
addique-starts = { $name } starts: { $piece } goes in the centre and scores { $points }.
addique-all-played = All 48 pieces are on the table: game over
addique-legend = Numbers read left to right and top to bottom along touching arms; a centre dot or a gap ends them. Green ones are divisible by 9 and score the number ÷ 9.

## Keyboard and screen readers.

# A spot where the chosen piece fits: its centre ($at, as moves write it), what the piece scores
# there and the $made numbers it makes, written out ($numbers: "72 = 9 × 8; 45 = 9 × 5").
addique-spot-cell = { $made ->
        [0] { $at }: { $piece } here makes no number, { $points ->
            [one] { $points } point
           *[other] { $points } points
        }
       *[other] { $at }: { $piece } here scores { $points ->
            [one] { $points } point
           *[other] { $points } points
        }; { $numbers }
    }
addique-placed-cell = { $at }: piece { $piece }, { $top } on top, { $right } right, { $bottom } below, { $left } left{ $last ->
        [yes] , played last
       *[no] {""}
    }
addique-hand-piece = Piece { $piece }: { $top } on top, { $right } right, { $bottom } below, { $left } left. Key { $key }
addique-keys = Keyboard: 1, 2 or 3 chooses a piece from your hand and Escape puts it back; the arrow keys move between the spots where it fits (between the pieces on the table while none is chosen), Home and End to a row's ends; Enter or Space takes you to Play for that spot, and Enter there places the piece.
addique-move-played = { $name } placed { $piece } at { $at } for { $points ->
        [one] { $points } point
       *[other] { $points } points
    }. { $next } to play.
# The last piece played, then the result: $winners are the $sharing players in first place,
# with $best points; $scores lists everyone's, best first ("Eva 545, Adam 312").
addique-game-ended = { $name } placed the last piece, { $piece } at { $at }, for { $points ->
        [one] { $points } point
       *[other] { $points } points
    }. Game over: { $sharing ->
        [one] { $winners } wins with { $best }
       *[other] { $winners } share first place with { $best }
    }. Final scores: { $scores }.
addique-hinted = Hint: { $piece } at { $at } for { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
