### What the shelf and the library say of Summy, in English: compiled into the app's own code,
### since they speak before any screen's words have arrived.

summy-blurb = Scrabble for sums: digits and operators on a 25×25 board, 70 + 118 : 2 = 129. Two to four players.
# What a shared game going on shows that the players cannot see.
summy-reveals = every player's rack and the order of the tiles left in the stock

## Why the rules refuse a turn (a save that cannot be replayed says so), as whole sentences.
## $square is a square of the board, such as m13; $tile a tile of the rack as its face shows
## it: a digit, +, −, ×, ÷ or =.

summy-rule-game-over = The game is over.
summy-rule-no-tiles = Lay at least one tile.
summy-rule-too-many-tiles = At most eight tiles go down in one turn.
summy-rule-off-board = { $square } is not on the board.
summy-rule-square-taken = { $square } already holds a tile.
# A tile laid on a grey cap, which closes a sum.
summy-rule-sum-closed = This sum is already closed.
summy-rule-same-square-twice = Two tiles are on { $square }.
summy-rule-not-in-rack = Your rack holds no { $tile }.
summy-rule-not-in-one-line = The tiles are not in one line.
summy-rule-gap = The tiles leave a gap at { $square }.
summy-rule-not-connected = The tiles must join the tiles on the board.
# The line through the new tiles ($tiles, as their faces show them: 70+118÷2=128) is no
# complete sum, for the $reason selected on. A wrong result's $left side is worth $value (a
# whole number such as 129 or −5, or a fraction such as 7/2), not the $result after =.
summy-rule-not-a-sum = { $tiles } is no sum: { $reason ->
        [empty] there are no tiles
        [no-equals] there is no = sign
        [two-equals] two = signs
        [missing-number] an operator needs a number on each side
        [one-number] two or more numbers come before =
        [result-not-a-number] after = comes a single number
        [leading-zero] a number cannot start with 0
        [division-by-zero] division by zero
        [wrong-result] { $left } is { $value }, not { $result }
       *[too-large] the numbers are too large
    }.
summy-rule-exchange-count = Choose at least one tile to exchange.
