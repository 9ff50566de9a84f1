### Summy's words in English.
### The rules page: one paragraph per line.

summy-rules =
    Scrabble for sums. The tiles are the digits 0-9 (8 of each), the operators + − × ÷ (7 of each, written + - x : on the tiles) and the equals sign (19). One = starts on the centre square. Everyone draws 8 tiles; the rest is the stock.
    Who starts: the printed rules do not say, so as in Abaku everyone draws a tile and the lowest digit starts (an operator or = is drawn again, ties draw again). Turns go round in seat order.
    On your turn, lay tiles from your rack in one row or column, joined to the tiles on the board, with no gap, so that the whole line they stand in is a complete sum. Read left to right or top to bottom, a complete sum has exactly one =, a single number after it, and two or more numbers joined by + − × ÷ before it. No number starts with 0 (0 alone is a number: 8 − 8 = 0 is a sum). × and ÷ go before + and −, otherwise left to right, and the arithmetic is exact: 70 + 118 ÷ 2 = 129 is right, and so is 7 ÷ 2 × 2 = 7. Division by zero is no sum.
    Lines your tiles make across the sum may be parts of sums: no rule applies to them. Those that are complete sums score too.
    Score: the sum of all the digits of every sum you complete: 2 × 3 = 6 scores 11, 5 + 74 = 79 scores 32.
    A grey piece caps both ends of every completed sum (where there is a square), so a completed sum never grows.
    @capped A completed sum, 2 × 3 = 6 through the = on the centre square, with a grey cap at each end: nothing can be laid before or after it.
    @continue Play goes on across the sums on the board: 8 ÷ 4 = 2 (its tiles marked) is laid down to the 2 of 2 × 3 = 6, and gets caps of its own.
    Instead of laying tiles you may exchange any number of them: they leave the game, and you draw as many new ones as the stock allows. Or pass.
    After each turn you draw back up to 8 tiles while the stock lasts. Once a player holds 4 tiles or fewer after their turn, that was their last turn: every other player has one last turn, then the game ends. It also ends when every player passes in turn, or when the stock is empty and no one can lay a tile (our reading of the rules' "no one can place nor exchange"). The highest score wins.
    Resigning (Resign, tapped twice) ends the game at once: the player who resigns comes last, whatever the scores, and the others are ranked by their scores as they stand, nothing counted for the tiles left in the racks. A resignation is final: it cannot be taken back. At a distance a player resigns in their own turn, and the resignation is that turn's link.
    Sharing one device: each rack stays hidden behind the hand-over screen until its player says they hold the device, so the others at the table do not see it. Once a player has shown their rack, Undo takes back only the tiles they have laid this turn; the turn before (with any robot's reply after it) can be taken back only on the hand-over screen, before the next player shows their rack. A robot sees only what its seat may: the board, the scores, its own rack and the tiles it has not seen, without knowing which are in the stock and which on another rack. A save, an exported file or a share link of a game in progress reveals every rack and the order of the stock: give one only to someone who may see them all.
    Playing at a distance: no one holds the stock, so the devices deal it together and each reads only its own rack. Who starts is one round face up: everyone turns up a tile, the lowest digit starts, an operator or = ranks after every digit, and a tie is settled by the shuffle; these tiles are then set aside face up, out of the game. Exchanged tiles are set aside face down, seen by no one. At the end, every device checks the whole deal. A robot or a second player on the host's device plays there: their rack is secret from the other devices, not from whoever holds that one. Once everyone has joined, read the panel's safety numbers to each other by voice: if they differ, someone is between you.
    @keys This device's keys, and a game whose keys are lost

## The game's screen and its new-game form (src/games/summy/words.rs).

summy-board = Summy board
summy-setup-note = The = starts on the centre square; everyone draws 8 tiles, and whoever draws the lowest digit starts.
summy-exchange-help = Tap the tiles to give up: they leave the game, and new ones come from the stock.
# Who plays, the $stock tiles in the stock and the $discarded tiles exchanged so far; once a player
# has gone down to 4 tiles or fewer ($last), the $left last turns.
summy-to-move = { $name } to play · { $stock ->
        [one] { $stock } tile
       *[other] { $stock } tiles
    } in the stock · { $discarded } exchanged{ $last ->
        [yes] { $left ->
            [1] {" "}· last turn
           *[other] {" "}· { $left } last turns
        }
       *[no] {""}
    }
# The score sheet's heading for what a turn scored.
summy-sums-heading = Sums
# The game ended after everyone's last turn, $name having gone down to $tiles tiles (4 or fewer).
summy-last-turns-ended = { $name } went down to { $tiles ->
        [one] { $tiles } tile
       *[other] { $tiles } tiles
    } and everyone else has had a last turn: game over
summy-legend = Digits are cream, operators blue, = dark. A grey square caps each end of a completed sum: nothing may be laid there, so no completed sum grows.

## Keyboard and screen readers.

# A rack tile, as a screen reader names it: by its $tile kind, a digit with its $digit.
summy-tile = { $tile ->
        [plus] Plus
        [minus] Minus
        [times] Times
        [divide] Divided by
        [equals] Equals
       *[digit] Tile { $digit }
    }
# The centre square, as a square's label names it.
summy-centre-square = centre square
# A tile as a square's label or an announcement says it: by its $tile kind, a digit as its $digit.
summy-symbol = { $tile ->
        [plus] plus
        [minus] minus
        [times] times
        [divide] divided by
        [equals] equals
       *[digit] { $digit }
    }
# How to play the board by keyboard: the board's description.
summy-board-keys = Arrow keys move over the squares. Type a digit or a sign (+ - * / =) to lay that tile on the square; Enter or Space lays the chosen tile there, or takes back a tile laid this turn. With no tile chosen, Enter plays the move laid out once it is legal; Ctrl+Enter plays it from anywhere on the screen, and Escape takes every tile back.
