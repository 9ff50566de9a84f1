### What the shelf and the library say of Abalone, in English: compiled into the app's own code,
### since they speak before any screen's words have arrived.

abalone-blurb = Push six opposing marbles off the hexagonal board. Two players, three, or four in two teams.
abalone-robot-time-note = The strong robot thinks for all of this time: the longer, the deeper it looks. The easy and medium ones look a set number of moves ahead.

## Why the rules refuse a move (a save that cannot be replayed says so), to follow "Not allowed:".

abalone-rule-game-over = the game is over
abalone-rule-no-marble = there is no marble at { $cell }
abalone-rule-not-your-marble = the marble at { $cell } is not yours
abalone-rule-partner-trails = the marble at { $cell } belongs to your partner: the trailing marble must be yours
abalone-rule-no-marble-of-yours = at least one of the marbles must be yours
abalone-rule-cannot-push-partner = you cannot push your partner
abalone-rule-not-a-line = the marbles must be 2 or 3 in a straight line
abalone-rule-too-many-marbles = at most three marbles move
abalone-rule-off-the-board = your own marble cannot leave the board
abalone-rule-own-marble-in-the-way = your own marble is in the way
abalone-rule-single-marble-cannot-push = a single marble cannot push
# $pushers marbles against $defenders; $equal is yes when they are as many.
abalone-rule-no-sumito = { $pushers } against { $defenders } is not a sumito
abalone-rule-own-marble-blocks-push = your own marble blocks the push
abalone-rule-side-step-cannot-push = a side-step cannot push
abalone-rule-not-a-side-step = a side-step moves across the line, not along it
