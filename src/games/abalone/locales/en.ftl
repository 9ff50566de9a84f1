### Abalone's words in English.
### The rules page: one paragraph per line.

abalone-rules =
    Black moves first, then the players take turns.
    Start layouts for two players: the standard layout and the Belgian and German daisies are the rules' own. The Dutch and Swiss daisies, Alien attack and The wall are played on PlayStrategy and pictured on abaloneonline, which agree on them; Checkerboard, Star, Duel and Snakes come from PlayStrategy and abaloneonline; Fujiyama from abaloneonline and the Dagaz project; Domination, Infiltration and Face to face from abaloneonline's pictures. Black moves first from every layout.
    With three players, each plays alone; with four, Black and Blue play against White and Red, and you may move your partner's marbles together with yours: the trailing marble of an in-line move must be yours, and a side-step must include one of yours. Three marbles may push two opposing marbles of two different colours. A marble pushed off counts for the player who pushed it; with four players the partners' counts add up.
    On your turn, move one marble, or a line of two or three of your marbles, one hole in any direction.
    In-line: the line moves along its own length. Side-step: the line moves sideways; every hole it moves into must be empty.
    Sumito: a line pushes a smaller line of opposing marbles straight in front of it — 2 against 1, 3 against 1 or 3 against 2. The pushed marbles need an empty hole or the edge behind them; over the edge they are out of the game.
    A single marble never pushes, a side-step never pushes, and 3 against 3 is not a sumito. An opposing line with your own marble right behind it cannot be pushed.
    You may never move your own marble off the board.
    The first player, or team, to push six opposing marbles off wins.
    There is no draw in the two-player game: it goes on until one side has pushed off six.
    Settings, when chosen: with a clock, each player has the same time, which runs only on their own turn and while the game is on screen; running out loses (with three players, the other two compare marbles pushed off, and share the win if level). A move limit counts every player's moves together; when it is reached, the player or team with more marbles pushed off wins, and level scores are a draw. With the repetition rule, the same position with the same player to move a third time is a draw. Undo takes back the move's time too.
    Resigning ends the game at once and for good: it cannot be undone (the button asks twice). The player to move resigns; against robots, the person at the device does. With three or four players, the resigning side loses and, of the others, the most marbles pushed off wins.
    On this board, the marbles you select are exactly the marbles that move: if one of your own marbles stands right in front of an in-line selection, it is in the way (select it too to move all three).
    Notation: an in-line move is the trailing marble's hole then the hole it moves into (A1A2); a side-step is the two end marbles then the hole the first one moves into (C3C5D4). Rows A–I run from Black's side up, diagonals 1–9 from left.
    Positions: a two-player game may also start from a position pasted in PlayStrategy's notation (FEN), from a move list in Aba-Pro's notation played from a layout, or from the position on a game's screen (Play from here). Each side must have its 14 marbles, counting those pushed off, and no side may have pushed off six already: such a position is won, with nothing left to play.
