### What the shelf and the library say of Abaku, in English: compiled into the app's own code,
### since they speak before any screen's words have arrived.

abaku-blurb = Lay digit tiles into equations on a bonus board: 12 : 4 = 3, 7² = 49. Two to four players, or solo.
# What a shared game going on shows that the players cannot see.
abaku-reveals = every player's rack and the order of the tiles left in the bag

## Why the rules refuse a turn (a save that cannot be replayed says so), as whole sentences.
## $square is a square of the board, such as h8; $tile a tile of the rack, a digit or * for
## the joker; $digits the tiles of a line, spaced as tiles: 1 2 4 2.

abaku-rule-game-over = The game is over.
abaku-rule-no-tiles = Lay at least one tile.
abaku-rule-too-many-tiles = At most five tiles go down in one turn.
abaku-rule-off-board = { $square } is not on the board.
abaku-rule-square-taken = { $square } already holds a tile.
abaku-rule-same-square-twice = Two tiles are on { $square }.
# $joker is yes when $tile is the joker (*).
abaku-rule-not-in-rack = Your rack holds no { $tile }.
abaku-rule-no-joker-there = There is no joker on { $square } to take back.
abaku-rule-not-in-one-line = These tiles are not in one line.
abaku-rule-gap = The tiles leave a gap at { $square }.
abaku-rule-first-move-too-short = The first equation needs at least two tiles.
abaku-rule-first-move-off-centre = The first equation must cover the start square ★.
abaku-rule-not-connected = The tiles must join the tiles on the board.
abaku-rule-not-an-equation = { $digits } is not an equation.
# $digits would be an equation but for a zero: $rule is lone-zero when a number would be a zero
# on its own (4 4 0 as 4 − 4 = 0), leading-zero when one would start with 0 (1 0 4 5 as 1 + 04 = 5).
abaku-rule-zero-not-a-number = { $digits } is not an equation: { $rule ->
        [lone-zero] a zero can't stand alone as a number
       *[leading-zero] a number can't start with 0
    }.
# A new tile ($digit) lies beside a board tile ($touching) without forming an equation with it.
abaku-rule-touching-no-equation = The { $digit } touching { $touching } forms no equation.
abaku-rule-exchange-count = Exchange one to five tiles.
# $left tiles are left in the bag, fewer than the player would exchange (perhaps none).
abaku-rule-bag-too-small = The bag holds only { $left } tiles: exchange at most that many.
