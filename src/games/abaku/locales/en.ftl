### Abaku's words in English.
### The rules page: one paragraph per line.

abaku-rules =
    Make equations from digit tiles. There are no operator tiles: say the equation as you lay it. A run of digits read left to right, or top to bottom, is an equation when it splits into numbers as a + b = c, a − b = c, a × b = c, a : b = c (exact), a² = c, a³ = c, √a = c or ∛a = c. The result always comes last: 1 2 4 3 is 12 : 4 = 3, 7 4 9 is 7² = 49, 9 3 is √9 = 3.
    @forms One number and its result: 7 4 9 is 7² = 49, 2 8 is 2³ = 8, 9 3 is √9 = 3 and 8 2 is ∛8 = 2.
    Zero never stands alone: it is not an operand or a result (5 − 5 = 0 is no equation), but it can be inside a number such as 10 or 105. No number starts with 0.
    The bag holds 100 tiles, ten of each digit (the publisher does not give the spread; this is our assumption), and one joker. Everyone draws one tile: the lowest starts, ties draw again. A joker drawn then is no number: its player draws again. The tiles go back, and everyone draws five.
    On your turn, lay one to five tiles in one row or column. With the board tiles between them they form one unbroken line, and all of them lie inside one equation of that line. The first equation uses at least two tiles and covers the start square ★. Later tiles must join the board.
    Every new tile that touches a board tile sideways must form an equation with it. Sideways means across the line of the new tiles: a board tile next to them along their own line needs no equation with them. A tile laid alone must form an equation in its row or its column; each line in which it forms one is its own line, and a board tile next to it in any other line touches it sideways. A zero needs no equation sideways, unless of several new tiles it is the only one touching the board.
    @sideways Sideways: 1 2 3 is laid along a row, under the 9 already on the board. The 3 touches the 9 across the row, so 9 3 must be an equation too (√9 = 3), and both score. 2 2 4 could not be laid there: 9 4 is no equation.
    Every unbroken part of a line that is an equation and holds at least one new tile scores: 1 2 3 4 scores both 1 + 2 = 3 and 12 : 3 = 4. A part that reads in two ways (4 2 2: 4 − 2 = 2 and 4 : 2 = 2) is one equation.
    Each tile of each new equation scores 1 point; with “numbers are their score”, a tile scores its digit. A number bonus (2N, 3N) multiplies the score of a new tile laid on it; an equation bonus (2E, 3E) multiplies every equation holding a new tile laid on it, and two such bonuses multiply together. On the classic board the start square doubles the first equation. Bonuses count only on the turn a tile is laid on them.
    The joker: choose the digit it stands for when you lay it. It scores nothing. Later, anyone may lay the real digit on it as part of a placement: the joker goes to that player's rack and may be laid at once.
    Instead of laying tiles you may exchange one to five tiles (the bag must hold as many: you draw first, then yours go back), or pass. In a solo game, passing ends the game.
    The game ends when the bag is empty and a player lays their last tile, when every player passes in turn, or when the bag is empty and no one can lay a tile. Each player loses the worth of the tiles left on their rack (1 each, or the digit with “numbers are their score”; the joker is worth 0); the player who went out gains everyone else's.
    With diagonal play on, equations may also run along both diagonals, read left to right. A diagonal is a line like a row or a column: a board tile diagonally next to a new tile touches it sideways, unless that diagonal is the new tiles' own line.
    Solo, cover the grid: play alone on the blank 17×17 grid and leave as few squares empty as you can.
    The score sheet lists every turn with its equations, points and tiles used, and marks the turns where a hint was shown.
    Resigning (Resign, tapped twice) ends the game at once: the player who resigns comes last, whatever the scores, and the others are ranked by their scores as they stand, nothing counted for the tiles left in the racks. A resignation is final: it cannot be taken back. At a distance a player resigns in their own turn, and the resignation is that turn's link.
    Sharing one device: each rack stays hidden behind the hand-over screen until its player says they hold the device, so the others at the table do not see it. Once a player has shown their rack, Undo takes back only the tiles they have laid this turn; the turn before (with any robot's reply after it) can be taken back only on the hand-over screen, before the next player shows their rack. A robot sees only what its seat may: the board, the scores, its own rack and the tiles it has not seen, without knowing which are in the bag and which on another rack. A save, an exported file or a share link of a game in progress reveals every rack and the order of the bag: give one only to someone who may see them all.
    Playing at a distance: no one holds the bag, so the devices deal it together and each reads only its own rack. Who starts is one round face up: everyone turns up a tile, the lowest digit starts, the joker ranks after every digit, and a tie is settled by the shuffle; these tiles are then set aside face up, out of the game, instead of going back into the bag. Exchanged tiles are set aside face down instead of going back into the bag (which must still hold as many). The joker stays in sight once laid: taken back, it stays face up on the taker's rack. With the bag empty, a game in which no one can lay a tile ends once everyone has passed in turn. The tiles left on the racks are deducted once they are revealed, after every device has checked the whole deal at the end. A robot or a second player on the host's device plays there: their rack is secret from the other devices, not from whoever holds that one. Once everyone has joined, read the panel's safety numbers to each other by voice: if they differ, someone is between you.
    @keys This device's keys, and a game whose keys are lost

## The game's screen and its new-game form (src/games/abaku/words.rs).

# The new-game form: the kinds of game, the boards, the scoring and diagonal play.
abaku-mode-title = Game
abaku-mode-match = 2 to 4 players
abaku-mode-solo-score = Solo: highest score
abaku-mode-solo-cover = Solo: cover the grid
abaku-board-title = Board
abaku-board-classic = Classic 15×15, with bonuses
abaku-board-blank = Blank 17×17 grid
# Said instead of the choice of board: solo covering is played on the blank grid only.
abaku-cover-needs-blank = Covering is played on the blank 17×17 grid: leave as few squares empty as you can.
abaku-scoring-title = Scoring
abaku-scoring-tiles = Each tile scores 1
abaku-scoring-numbers = Numbers are their score
abaku-diagonal-play = Equations may also run diagonally
# The player to move, and the $bag tiles left in the bag.
abaku-to-move = { $name } to play · { $bag ->
        [one] { $bag } tile
       *[other] { $bag } tiles
    } in the bag
# A digit laid on a board joker that stands for another digit: only $digit takes it back.
abaku-swap-needs-digit = Only a { $digit } from your rack can take back this joker.
# The heading of the picker of the digit a joker laid stands for.
abaku-joker-prompt = Which digit is the joker?
# The legend of the bonus squares: the start square ($board: classic or blank; on the
# classic board it doubles the first equation), and the bonuses 2N, 3N, 2E and 3E.
abaku-start-meaning = { $board ->
        [classic] ★ Start: the first move covers it; it doubles that equation
       *[blank] ★ Start: the first move covers it
    }
abaku-number-bonus-meaning = { $factor }N: a tile laid here scores ×{ $factor }
abaku-equation-bonus-meaning = { $factor }E: an equation with a tile laid here scores ×{ $factor }
# The labels printed on the bonus squares, as on the printed board: the $factor and the
# initial of the language's word for a number bonus and an equation bonus (those of
# `abaku-number-bonus` and `abaku-equation-bonus`), as the rules and the legend write them.
abaku-number-bonus-label = { $factor }N
abaku-equation-bonus-label = { $factor }E
# How the game ended, under the ranking: $name laid their last tile, or no one can place a tile.
abaku-went-out = { $name } went out: game over
abaku-blocked = No one can place a tile: game over
abaku-racks-revealing = the racks left are being revealed, then counted

## Keyboard and screen readers.

abaku-board = Abaku board
abaku-board-keys = Arrow keys move over the squares. Type a digit, or ? for the joker, to lay that tile on the square; Enter or Space lays the chosen tile there, or takes back a tile laid this turn. With no tile chosen, Enter plays the move laid out once it is legal; Ctrl+Enter plays it from anywhere on the screen, and Escape takes every tile back.
# A bonus square, as a square's label names it: "H8, start square, 7", "D1, number ×3, empty".
abaku-start-square = start square
abaku-number-bonus = number ×{ $factor }
abaku-equation-bonus = equation ×{ $factor }
# A joker on the board and the $digit it stands for.
abaku-joker-as = joker as { $digit }
