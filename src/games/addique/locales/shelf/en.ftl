### What the shelf and the library say of Addique, in English: compiled into the app's own code,
### since they speak before any screen's words have arrived.

addique-blurb = Notch plus-shaped pieces together on an open table; every number divisible by 9 scores: 4761 = 9 × 529. Two to eight players.
addique-robot-time-note = Robots choose as soon as they have weighed every move: the time only caps the strong Addique robot's look at the replies.
# What a link or file of a game going on gives away, to follow "This game is not over: this link reveals".
addique-reveals = every player's hand and the order of the pieces left in the pool

## Why the rules refuse a move (a save that cannot be replayed says so): whole sentences, each
## with its full stop.

addique-rule-game-over = The game is over.
# $piece is the piece's four digits, such as 2475.
addique-rule-not-in-hand = { $piece } is not in your hand.
addique-rule-already-used = { $piece } is already on the table.
addique-rule-overlap = A piece would overlap a piece on the table there.
# $edges is how many edges of the piece would touch the pieces on the table, fewer than 3.
addique-rule-too-few-edges = { $edges ->
        [one] Only { $edges } edge would touch the pieces on the table: a piece must notch in with 3 or more.
       *[other] Only { $edges } edges would touch the pieces on the table: a piece must notch in with 3 or more.
    }
