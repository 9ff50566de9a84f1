### Abalone's words in English.
### The rules page: one paragraph per line.

### The game's screen and its new-game form (src/games/abalone/words.rs).

# The new-game form's choice of how many players ($count: 2, 3 or 4; four play in two teams).
abalone-player-count = { $count ->
        [2] Two
        [3] Three
       *[4] Four, in two teams
    }
# The new-game form's choice of turn order for four players, and each order.
abalone-turn-order-title = Turn order
abalone-turn-order-alternate = The teams alternate: Black, White, Blue, Red
abalone-turn-order-partners = Partners play one after the other: Black, Blue, White, Red
# A seat's label on the new-game form for four players: its $seat colour (black, white, blue or
# red) and its $team (1 or 2).
abalone-seat-in-team = { $seat ->
        [black] Black
        [white] White
        [blue] Blue
       *[red] Red
    } · team { $team }
# The settings: a clock of $minutes per player, or none; a move limit of $moves, or none.
abalone-clock = Clock per player
abalone-clock-none = None
abalone-clock-minutes = { $minutes } min
abalone-move-limit = Move limit
abalone-move-limit-none = None
abalone-move-limit-moves = { $moves } moves
abalone-draw-by-repetition = The same position a third time is a draw
abalone-turn-board = Turn the board to the player to move, for passing one tablet round the table
# Partners' heading in the panel: their $team (1 or 2) and the $count of marbles they have
# pushed off between them.
abalone-team-pushed-off = Team { $team } · { $count } of 6 pushed off
# Beside the name of the player to move.
abalone-to-move = to move
# The $count of marbles a player has pushed off, of the six that win.
abalone-pushed-off = { $count } of 6 pushed off
# The $seconds left on a player's clock.
abalone-clock-left = { $seconds } seconds left
# A game with a move limit: $played moves of the $limit, and so $left left.
abalone-moves-of-limit = Move limit: { $played } of { $limit } played, { $left } left
# The status line's advice while nothing is chosen, and once marbles are.
abalone-select-hint = Tap or drag across 1–3 of your marbles in a line.
abalone-move-hint = Tap an arrow or a hole, or drag the marbles, to move.
# Marbles chosen that cannot move ($count of them), and each thing that stops them
# ($obstacles: the sentences below, one after the other).
abalone-cannot-move = { $count ->
        [one] This marble cannot move.
       *[other] These marbles cannot move.
    } { $obstacles }
abalone-obstacle-edge = The edge of the board is in the way.
abalone-obstacle-own = Your own marbles are in the way.
abalone-obstacle-opponents = { $count ->
        [one] A single marble cannot push the opponent's.
       *[other] The opponent's marbles are in the way: only more marbles in a line, moving along it, push fewer.
    }
abalone-obstacle-partner = Your partner's marbles move only with one of yours: at the back of a line, or beside them.
# The sentences one after the other.
abalone-obstacles-join = { $first } { $next }
# The strong robot's $move, shown as a hint: its marbles are chosen.
abalone-hint = Hint: { $move }. Its marbles are chosen: tap the arrow that plays it.
abalone-flip-board = Flip board
# Resign, and the button once tapped: $name resigns on the second tap.
abalone-resign = Resign
abalone-confirm-resign = Sure? { $name } resigns
# How the game ended ($ending: pushed-off, time, resigned, limit or repetition): $who ran out of
# time or resigned, the number of $winners (0 for a draw) and their $names, and the teams'
# $scores, the winners' first ("6–2").
abalone-result = { $ending ->
        [time] { $winners ->
            [0] { $who } ran out of time: a draw
            [1] { $who } ran out of time: { $names } wins
           *[other] { $who } ran out of time: { $names } win
        }
        [resigned] { $winners ->
            [0] { $who } resigned: a draw
            [1] { $who } resigned: { $names } wins
           *[other] { $who } resigned: { $names } win
        }
        [limit] Move limit reached: { $winners ->
            [0] a draw, { $scores }
            [1] { $names } wins { $scores }
           *[other] { $names } win { $scores }
        }
        [repetition] The same position a third time: a draw
       *[pushed-off] { $winners ->
            [0] a draw, { $scores }
            [1] { $names } wins { $scores }
           *[other] { $names } win { $scores }
        }
    }
# The result card's buttons: back to the first move, and the board without the card.
abalone-replay-game = Replay the game
abalone-view-board = See the board
# The board's grid of holes, as a screen reader names it, and how to play it by keyboard.
abalone-board = Board
abalone-keys = Keys: the arrows move between the holes; Home and End go to the ends of a row. Enter or Space selects one of your marbles, or moves the selected ones into a target hole. Escape clears the selection.
# A hole, as a screen reader names it: its $cell ("C4"), its $marble (black, white, blue, red or
# none), whether it is $selected, whether the last move $moved that marble there, and, if one of
# the selection's moves goes $here, that $move.
abalone-hole = { $cell }, { $marble ->
        [black] black marble
        [white] white marble
        [blue] blue marble
        [red] red marble
       *[none] empty
    }{ $selected ->
        [yes] , selected
       *[no] {""}
    }{ $moved ->
        [yes] , moved last
       *[no] {""}
    }{ $here ->
        [yes] , move here: { $move }
       *[no] {""}
    }
# A legal move's arrow, as a screen reader names it: the $move's notation.
abalone-move-arrow = Play { $move }
# Said as the selection changes: the $count of marbles selected, and their $cells ("C3, C4").
abalone-selected = { $count ->
        [0] Nothing selected.
       *[other] Selected: { $cells }.
    }
# Said once a move is played: the $player, the $move's notation, and the colour of the marble it
# $pushed off (black, white, blue or red), or none.
abalone-played = { $player } played { $move }{ $pushed ->
        [black] , pushing off a black marble
        [white] , pushing off a white marble
        [blue] , pushing off a blue marble
        [red] , pushing off a red marble
       *[none] {""}
    }.
# Said after a move, and after undo: whose turn it is, by $name.
abalone-now-to-move = { $name } to move.
abalone-taken-back = Move taken back. { $name } to move.
# Said when the game ends: the $result, as abalone-result words it.
abalone-game-over = Game over. { $result }.

abalone-rules =
    On your turn, move one marble, or a line of two or three of your marbles, one hole in any direction.
    In-line: the line moves along its own length. Side-step: the line moves sideways; every hole it moves into must be empty.
    Sumito: a line pushes a smaller line of opposing marbles straight in front of it — 2 against 1, 3 against 1 or 3 against 2. The pushed marbles need an empty hole or the edge behind them; over the edge they are out of the game.
    @sumito-3-2 3 on 2: three black marbles push two white ones one hole along their line, into the empty hole behind them.
    @sumito-2-1 2 on 1 at the edge: two black marbles push a white one over the edge; it is out of the game.
    A single marble never pushes, a side-step never pushes, and 3 against 3 is not a sumito. An opposing line with your own marble right behind it cannot be pushed.
    You may never move your own marble off the board.
    Black moves first, then the players take turns.
    The first player, or team, to push six opposing marbles off wins.
    There is no draw in the two-player game: it goes on until one side has pushed off six.
    With three players, each plays alone; with four, Black and Blue play against White and Red, and you may move your partner's marbles together with yours: the trailing marble of an in-line move must be yours, and a side-step must include one of yours. Three marbles may push two opposing marbles of two different colours. A marble pushed off counts for the player who pushed it; with four players the partners' counts add up.
    Settings, when chosen: with a clock, each player has the same time, which runs only on their own turn and while the game is on screen; running out loses (with three players, the other two compare marbles pushed off, and share the win if level). A move limit counts every player's moves together; when it is reached, the player or team with more marbles pushed off wins, and level scores are a draw. With the repetition rule, the same position with the same player to move a third time is a draw. Undo takes back the move's time too.
    Resigning ends the game at once and for good: it cannot be undone (the button asks twice). The player to move resigns; against robots, the person at the device does. With three or four players, the resigning side loses and, of the others, the most marbles pushed off wins. At a distance, a player resigns in their own turn, in place of a move: the resignation is sent as that turn's link.
    @keys This device's keys, and a game whose keys are lost
    On this board, the marbles you select are exactly the marbles that move: if one of your own marbles stands right in front of an in-line selection, it is in the way (select it too to move all three).
    Notation: an in-line move is the trailing marble's hole then the hole it moves into (A1A2); a side-step is the two end marbles then the hole the first one moves into (C3C5D4). Rows A–I run from Black's side up, diagonals 1–9 from left.
    Positions: a two-player game may also start from a position pasted in PlayStrategy's notation (FEN), from a move list in Aba-Pro's notation played from a layout, or from the position on a game's screen (Play from here). Each side must have its 14 marbles, counting those pushed off, and no side may have pushed off six already: such a position is won, with nothing left to play.
    Start layouts for two players: the standard layout and the Belgian and German daisies are the rules' own. The Dutch and Swiss daisies, Alien attack and The wall are played on PlayStrategy and pictured on abaloneonline, which agree on them; Checkerboard, Star, Duel and Snakes come from PlayStrategy and abaloneonline; Fujiyama from abaloneonline and the Dagaz project; Domination, Infiltration and Face to face from abaloneonline's pictures. Black moves first from every layout.

### The study tools: the position editor, the analysis board, positions and move lists

# The position editor, and the game screen's button that opens it on the position shown.
abalone-editor-title = Abalone · Position editor
abalone-edit-position = Edit this position
# The editor's board, as a screen reader names it, and how to set it up.
abalone-editor-board = The board being set up
abalone-editor-keys = Tap a hole to put the brush's marble there, or to empty it with Erase; drag a marble to another hole, or off the board to take it away. By keyboard: the arrows go from hole to hole, B puts a black marble, W a white one, Delete takes it off, Enter or Space uses the brush.
# A hole of the editor's board as a screen reader names it: its $cell (C4) and its $marble
# (black, white, or none).
abalone-editor-hole = { $cell }, { $marble ->
        [black] black marble
        [white] white marble
       *[none] empty
    }
# What a tap puts in a hole, and each choice: a marble of a side, or nothing ($brush: erase).
abalone-brush = Brush
abalone-brush-name = { $brush ->
        [black] Black marble
        [white] White marble
       *[erase] Erase
    }
abalone-clear-board = Clear the board
abalone-load-layout = Put this layout on the board
abalone-side-to-move = Side to move
# The marbles a $side (black or white) has pushed off so far.
abalone-pushed-off-by = Marbles pushed off by { $side ->
        [black] Black
       *[white] White
    }
# A $side with more marbles on the board ($on_board) than it has.
abalone-editor-too-many = { $side ->
        [black] Black
       *[white] White
    } has { $on_board } marbles on the board: a side has only 14.
# The position set up can be played: the marbles of each side on the board.
abalone-editor-ready = Ready to play: { $black } black and { $white } white marbles on the board.
abalone-play-position = Play this position
# The analysis board: its title, and the button that stops the analysis ($running: yes) or
# starts it again.
abalone-analysis-title = Abalone · Analysis
abalone-analysis-toggle = { $running ->
        [yes] Stop
       *[no] Analyse
    }
# Said until the analysis has completed its first depth.
abalone-analysis-starting = The robot is thinking…
# The deepest search completed, in plies.
abalone-analysis-depth = Depth { $depth }
# The evaluation, worded already: a number of marbles, or a forced win or loss.
abalone-analysis-eval = Evaluation for Black: { $eval }
# The heading of the line of moves the search expects.
abalone-analysis-best-line = Best line
# The analysis board's tree of moves tried: how its keys work, a variation's group as a screen
# reader names it, the buttons that step along the line shown, promote or delete, and the
# comment on a move.
abalone-study-keys = ← and → step back and on along the line shown, Home and End go to its start and its end. A move tried on the board goes in as a variation.
abalone-variation = Variation
abalone-study-start = Start
abalone-study-back = Back a move
abalone-study-forward = On a move
abalone-study-end = End
abalone-promote-variation = Promote variation
abalone-delete-from-here = Delete from here
abalone-move-comment = Comment on this move
# Has the evaluation, the depth and the best line read out once.
abalone-read-out = Read out
abalone-analysis-two-players-only = The analysis board is for two-player games only.
# The analysis kept with a game could not be read: the parser's $reason.
abalone-study-unreadable = The analysis kept with this game could not be read ({ $reason }). It stays as it was until you download or delete it; the moves you try now are not kept.
# The new-game form's choice of where a two-player game starts, and each choice.
abalone-start-from = Start from
abalone-start-source = { $source ->
        [layout] A layout
        [position] A position (FEN)
       *[move-list] A move list
    }
# The field for a position in PlayStrategy's notation, and what to paste there.
abalone-fen-input = Position in PlayStrategy notation (FEN)
abalone-fen-help = Paste a position: the rows I to A, both scores, the side to move (b or w), the half-moves since the last push-off and the move number.
# Why a position cannot be played, as the engine found it ($problem): not 6 fields or 9 rows
# ($found); row $row with $found holes where it has $expected; a character $found in row $row;
# a score, side to move or move count that cannot be read ($text, as pasted); or a $side with
# $on_board marbles on the board and $pushed_off pushed off.
abalone-bad-fen = This position cannot be played: { $problem ->
        [fields] a position has 6 fields (board, two scores, side to move, half-moves, move number), not { $found }
        [rows] the board has 9 rows separated by /, not { $found }
        [row-length] row { $row } has { $found } holes, not { $expected }
        [character] row { $row } holds '{ $found }': only S, s and digits may stand there
        [score] the score "{ $text }" is not a number from 0 to 5
        [side-to-move] the side to move is "{ $text }", not b or w
        [counter] "{ $text }" is not a move count
       *[marbles] { $side ->
            [black] Black
           *[white] White
        } has { $on_board } marbles on the board and { $pushed_off } pushed off, where a side has 14
    }.
# A position pasted into the editor that cannot be played: why ($problem, as above), and that
# the board stayed as it was.
abalone-editor-fen-kept = { $problem } The board is as it was.
# The field for a move list, and where its moves are played from.
abalone-move-list-input = Moves, numbered as Aba-Pro writes them (1. A1B2 I9H8 2. …)
abalone-move-list-help = The moves are played from the layout chosen above; the game opens after the last one, to play on or to step through.
# Why a pasted move list cannot be played ($problem): not written for two players ($seats);
# $found (as pasted) where move $expected begins; or move $number of a $side, $text as pasted,
# cannot be played, for a $reason worded already.
abalone-bad-move-list = This move list cannot be played: { $problem ->
        [seats] a move list is written for two players, not { $seats }
        [number] "{ $found }" stands where move { $expected } begins
       *[move] move { $number } ({ $side ->
            [black] black
           *[white] white
        }, { $text }): { $reason }
    }.
# The game screen's button and dialog with the position and the move list to take away.
abalone-position-and-moves = Position and moves
abalone-copy-fen = Copy position (FEN)
abalone-fen-copied = Copied: the position is on the clipboard.
abalone-move-list-title = Move list
abalone-copy-move-list = Copy move list
abalone-move-list-copied = Copied: the move list is on the clipboard.
abalone-download-move-list = Download move list (.txt)
# A copy to the clipboard failed, with the browser's $reason: the text is there to select.
abalone-copy-text-failed = Could not copy ({ $reason }). Select the text and copy it yourself.
# Starts a new game from the position shown, the game on screen left as it is.
abalone-play-from-here = Play from here
abalone-play-from-here-help = A new game starts from the position shown, with the same players; this game stays as it is.
# A position where six marbles of a side are already off: nothing is left to play.
abalone-position-won = This position is already won: a side has pushed off six marbles, so there is nothing left to play.
