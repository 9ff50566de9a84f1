### What the app says on the shelf, in the library, in the new-game forms and around every
### game, in English: compiled into the app's own code, since these words are on screen before
### any screen's words have arrived. Each message is a `Msg` (src/i18n/wording.rs says which).
###
### A message that a language rightly words as English does (a name, a loanword) says so in a
### comment just above it that contains "as in English": the tests take any other for a message
### left untranslated.

# Names listed: "Eva, Adam and Bára". The list's other names are joined by a comma.
list-and = { $first } and { $last }

app-name = Gameshelf
tagline = Tabletop games for one screen, saved as you play.
shelf = The shelf
new-game = New game
saved-games = Saved games
no-saved-games = No saved games yet. Start one from the shelf.
resume = Resume
review = Review
delete = Delete
in-progress = In progress
# $count moves played.
move-count = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
to-move-named = { $name } to move
# $names the winners, listed; $count how many they are.
won-by = { $names } won
# $players the players, joined two by two by `versus`.
players = { $players }
versus = { $first } vs { $next }
# $date as the browser writes dates in the language.
last-played = Last played { $date }

## The new-game forms.

layout = Start layout
layout-standard = Standard
layout-belgian-daisy = Belgian daisy
layout-german-daisy = German daisy
layout-dutch-daisy = Dutch daisy
layout-swiss-daisy = Swiss daisy
layout-alien-attack = Alien attack
layout-the-wall = The wall
layout-checkerboard = Checkerboard
layout-star = Star
layout-duel = Duel
layout-snakes = Snakes
layout-fujiyama = Fujiyama
layout-domination = Domination
layout-infiltration = Infiltration
layout-face-to-face = Face to face
layout-three-players = Three players
layout-four-players = Four players
players-heading = Players
# An Abalone seat's colour: $seat is black, white, blue or red.
seat-colour = { $seat ->
    [black] Black
    [white] White
    [blue] Blue
   *[red] Red
}
# An Abalone player's name when the form's field is left empty.
player-name = { seat-colour } player
start-game = Start game
back = Back
home = Shelf
undo = Undo
undo-laid-tiles = Undo laid tiles
undo-laid-piece = Undo chosen piece
redo = Redo
# Who plays a seat: a person, or a robot of a level.
seat-person = Person
# $level is easy, medium or strong.
robot-level = { $level ->
    [easy] easy
    [medium] medium
   *[strong] strong
}
seat-robot = Robot · { robot-level }
# A robot's name when the form's name field is left empty: its seat's number and its level.
robot-name = Robot { $seat } ({ robot-level })

## The robots.

robots = Robots
robot-thinking = { $name } is thinking…
robot-unavailable = The robots could not be started in this browser.
# The robots' worker was stuck on a request far past its time: it was replaced by a new one.
robot-restarted = The robot thought far past its time and was stopped; a fresh one is ready. Try again.
# $why is the browser's reason, in its own words.
robot-failed = The robot could not choose a move: { $why }
pause = Pause
watch-speed = Speed
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
robot-time = Robot's time per move
# $seconds, whole or with tenths.
seconds = { $seconds } s
hint-thinking = Looking for the best move…
# $tiles the tiles to exchange, as their faces show them.
hint-exchange = Hint: no placement is worth it. Exchange the tiles picked on your rack: { $tiles }.
hint-pass = Hint: nothing can be laid or exchanged; pass.

## Reviewing a game with the robot.

review-title = Review with the robot
review-explained-points = Each of your turns beside the strong robot's choice there, and the points each scores.
review-explained-marbles = Each of your moves beside the strong robot's choice there, and how the robot rates each, in marbles.
review-start = Review the game
review-loading = Loading the review…
review-not-loaded = The review could not be loaded. Check the connection and try again.
review-pending = { $count ->
    [one] The robot is looking at { $count } more turn…
   *[other] The robot is looking at { $count } more turns…
}
review-player = Player
review-played = Played
review-robot = Robot
review-difference-points = vs robot
review-difference-marbles = Change
# An evaluation in marbles pushed off: $marbles with two decimals; $loss is yes below zero.
marbles = { $loss ->
    [yes] −
   *[no] +
}{ $marbles }
review-points = ({ $points })
review-forced-win = wins by force
review-forced-loss = loses by force
review-show-turn = Show the position before move { $turn }
review-step = Turn { $turn }: { $name }
review-step-played = Played: { $played } — { $worth }
review-step-robot = The robot's choice: { $best } — { $worth }
# A tile game's placement in words: $tiles lists each `tile-on-square`.
move-laid = { $tiles }
tile-on-square = { $tile } on { $square }
move-exchanged = { $count ->
    [one] an exchange of { $count } tile
   *[other] an exchange of { $count } tiles
}
move-passed = a pass

## Around a game.

rules = Rules
how-to-play = How to play
close = Close
moves = Moves
no-moves-yet = Black moves first.
draw = Drawn
settings = Settings
first-move = First position
previous-move = Previous move
next-move = Next move
last-move = Latest position
viewing-move = Viewing move { $ply } of { $total }
# $rule is one of the abalone-rule- messages.
illegal = Not allowed: { $rule }.
# A game's title, and $game its key (abaku, abalone, addique, summy), for words that change
# with the name.
rules-title = { $title } rules
rules-loading = Loading the rules…
rules-not-loaded = The rules could not be loaded. Check the connection and try again.
player-number = Player { $number }
# Abaku's joker.
joker = Joker
cancel = Cancel
hint = Hint
# An equation's readings, joined by `readings-or`.
readings = { $readings }
readings-or = { $first } or { $next }
points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
# One round of the start draw: each player's draw (`draw-number`, or `draw-again` after tiles
# that are no digit and are drawn again), joined by `draws`; after a tie for the lowest ($tie),
# the names of those who draw again ($tied).
start-draw-round = { $draws }.{ $tie ->
    [yes] {" "}A tie: { $tied } draw again.
   *[no] {""}
}
draws = { $first }; { $next }
draw-number = { $name } drew { $number }
# $redrawn lists the tiles drawn first ($count of them): Abaku's `drawn-joker`, a Summy
# operator's or the = sign's `drawn-face`.
draw-again = { $name } drew { $redrawn } ({ $count ->
    [one] not a digit
   *[other] not digits
}: drew again), then { $number }
drawn-joker = the joker
# The tile's face.
drawn-face = { $face }
# Each player's `hint-count`, joined by `hint-counts-joined`.
hint-counts = Hints: { $counts }
hint-counts-joined = { $first } · { $next }
hint-count = { $name } { $count }
points-heading = Points
# A score's change: $sign is plus, minus or zero, and $value has no sign.
signed = { $sign ->
    [plus] +{ $value }
    [minus] −{ $value }
   *[zero] 0
}
tile-game-winners = { $count ->
    [one] { $names } wins with { $score }
   *[other] { $names } share first place with { $score }
}
solo-final-score = Final score: { $score }
total = Total
# One kind of unseen tile and how many of it.
unseen-kind = { $kind } ×{ $count }
show-turn = Show the board after turn { $turn }
# A finished tile game in the library: the winners, and the scores joined by `scores`.
tile-game-result = { $names } won { $scores }
scores = { $first }–{ $next }
tile-game-in-progress = In progress · { $name } to play · { $scores }

## Saving.

unreadable-saves = Some saved data could not be read
unreadable-help = Download each one to repair it or to send it in for help: it stays here, unchanged, until you delete it.
download-data = Download
# $reason is one of the read-error- messages.
unreadable-save = The save "{ $key }" could not be read ({ $reason }). Its data is kept, unchanged, under "{ $kept }".
storage-unavailable = This browser is not letting Gameshelf store anything, so this game is not being saved. You can keep playing.
storage-full = The browser's storage is full, so this game is not being saved. You can keep playing; delete old games to make room.
new-game-not-kept-full = The browser's storage is full, so a new game would not be saved and would be lost when this page is closed or reloaded. To make room, delete old games; export them first to keep a copy.
new-game-not-kept-unavailable = This browser is not letting Gameshelf store anything, so a new game would not be saved and would be lost when this page is closed or reloaded.
game-not-found = That game is not on this device.
screen-not-loaded = This game's screen could not be loaded. Check the connection and try again: your game is safe.
page-not-loaded = This page could not be loaded. Check the connection and try again.
screen-loading = Loading the game…
library-loading = Loading your saved games…
library-not-loaded = Your saved games could not be shown. Check the connection and try again: they are safe.
robot-not-loaded = The part of the page that reads the robots' answers did not arrive. Check the connection and try again.
robots-loading = Loading the robots…
robots-not-loaded = The robots' settings did not arrive: the robots play on. Check the connection and try again.
part-loading = Loading…
part-not-loaded = This part of the page did not arrive. Check the connection and try again.
try-again = Try again
# $language is the language's name in itself.
language-not-loaded = { $language } could not be loaded. Check the connection and try again.
save-unreadable = That game could not be read: { $reason }.
open-in-another-tab = This game is open in another tab. Continue here to play it in this one: the other tab will stop saving it.
taken-over-by-another-tab = This game goes on in another tab, which saves it now. Continue here to take it back, with the moves played there.
continue-here = Continue here

## Why a save or an imported file cannot be read, as a clause.

read-error-malformed = it is not a game record: { $detail }
read-error-format = it was written in format { $version }, which this version cannot read
read-error-wrong-game = it is a record of another game ({ $title })
read-error-setup = its setup is not valid: { $problem }
# $reason is why the rules refuse the move, or what is wrong with its notation.
read-error-move = move { $number } ({ $move }): { $reason }
read-error-name-too-long = player { $seat }'s name is { $chars } characters long, and a name may have at most { $limit }
read-error-title-too-long = the game's name is { $chars } characters long, and it may have at most { $limit }

# Why a setup cannot start a game: $problem of read-error-setup.
setup-seats = { $players ->
    [one] { $players } player cannot play it
   *[other] { $players } players cannot play it
}
setup-partners = only the four-player game lets partners play one after the other
setup-clock = a clock holds 1 to 180 minutes
setup-move-limit = a move limit of 0 would end the game before it starts
setup-hand-set = a position set up by hand is for two players
setup-cover-blank = covering the grid is played on the blank 17×17 grid
setup-position = the position its copy begins at cannot stand
setup-resigned = the resignation it records cannot stand

## The library.

export = Export
export-all = Export all
duplicate = Duplicate
rename = Rename
game-title = Name of this game
save-name = Save name
deleted-titled = Deleted “{ $title }”.
deleted-game = Deleted { $title } · { $players }.
filter-game = Show games of
filter-state = Show games that are
all-games = All games
any-state = In progress or finished
finished = Finished
no-games-match = No saved game matches these filters.
storage-persistent = This browser keeps your saved games even when space runs low.
storage-not-persistent = This browser may clear saved games when space runs low: export a backup now and then.
import-title = Import games
import-help = Bring in a game or a backup exported from Gameshelf: choose its file, drop it on your saved games, or paste its text. A game you already have is not imported twice: one saved here at an earlier move is brought up to the file's moves, and any other game is added as a new save.
choose-file = Choose a file…
paste-record = Or paste a game record or backup
import = Import
imported = Imported { $title } · { $players }.
# What an import did with a game already in the library (`imported` when it was new): brought a
# save of it up to the file's later moves, or nothing, the save being as far or further.
imported-updated = Updated { $title } · { $players } with the later moves in the file.
imported-already-there = { $title } · { $players } is already in your saved games, as far as the file goes: nothing was imported.
# What a backup restored: each count that is not 0 of `restored-new`, `restored-updated` and
# `restored-already-there`, listed as names are; or every game there already; or none at all.
restored = From the backup: { $counts }.
restored-new = { $count ->
    [one] { $count } new game
   *[other] { $count } new games
}
restored-updated = { $count ->
    [one] { $count } game brought up to its later moves
   *[other] { $count } games brought up to their later moves
}
restored-already-there = { $count ->
    [one] { $count } game already in your saved games
   *[other] { $count } games already in your saved games
}
restored-all-there = { $count ->
    [one] Nothing new: the game in this backup is already in your saved games.
   *[other] Nothing new: all { $count } games in this backup are already in your saved games.
}
restored-nothing = No game was restored from the backup.
restore-refused = Game { $number } in the backup was not restored: { $reason }.
restore-stopped-full = { $left } more could not be stored: the browser's storage is full.
restore-stopped-unavailable = { $left } more could not be stored: the browser is not letting Gameshelf store anything.
not-imported = Nothing was imported: { $reason }.
not-imported-backup-version = Nothing was imported: this backup was written in backup format { $version }, which this version cannot read.
not-imported-backup-malformed = Nothing was imported: this backup's list of games cannot be read ({ $detail }).
not-imported-full = Nothing was imported: the browser's storage is full. Delete old games to make room.
not-imported-unavailable = Nothing was imported: this browser is not letting Gameshelf store anything.
file-unreadable = Nothing was imported: the file "{ $name }" could not be read.

## Sharing a game as a link.

share = Share
share-title = Share this game
share-help = Anyone who opens this link sees the game and can go on with a copy of it. The game travels inside the link: no server keeps it.
copy-link = Copy link
link-copied = Copied: the link is on the clipboard.
# $reason is the browser's, in its own words.
copy-failed = Could not copy ({ $reason }). Select the link and copy it yourself.
share-via = Share…
share-failed = Could not share ({ $reason }). Copy the link instead.
share-making = Making the link…
share-not-loaded = The link could not be made: part of the page did not arrive. Check the connection and try again.
share-link-failed = This browser could not make the link. Export the game as a file instead.
export-not-loaded = The file could not be made: part of the page did not arrive. Check the connection and try again.
# $link is yes for a link, no for a file; $what is the game's -reveals message.
reveals-hidden = This game is not over: { $link ->
    [yes] this link
   *[no] this file
} reveals { $what }. Give it only to someone who may see them all.
export-in-progress = Export a game in progress
# "Export all" of saves that give away what players may not see yet: the warning's title, its
# first line, one line for each game (its $title) with $count tile games in progress, saying
# what the backup reveals of them ($what, the game's `-reveals` message), and the advice.
backup-title = Export a backup of every game
backup-reveals = This backup gives away what the players may not see yet:
backup-reveals-hidden = { $title }, { $count ->
    [one] { $count } game in progress
   *[other] { $count } games in progress
}: { $what }
backup-reveals-advice = Give it only to someone who may see all of it.
# "Export all" with games at a distance ($count): the backup may carry this device's keys.
backup-keys = { $count ->
        [one] One game here is played at a distance. The backup can carry this device's keys for it: whoever holds them plays your seat, so keep such a backup to yourself.
       *[other] { $count } games here are played at a distance. The backup can carry this device's keys for them: whoever holds them plays your seats, so keep such a backup to yourself.
    }
export-with-keys = Export with the keys
export-without-keys = Export without the keys
share-reading = Reading the shared game…
share-link-broken = This link does not hold a game: it may have been cut short when it was copied.
shared-game-title = A shared game
continue-as-copy = Continue it here as a copy
at-a-distance-your-move = At a distance · your move
at-a-distance = At a distance
# A tile game at a distance in the library: while its tiles (Addique's pieces) are dealt, and
# once it is over, while the racks left are revealed to be counted (Abaku's).
being-dealt-tiles = The tiles are being dealt
being-dealt-pieces = The pieces are being dealt
racks-being-revealed = Game over · the racks left are being revealed
# A finished game at a distance whose deal is not yet checked ($line: its outcome), and one
# whose check failed.
results-unverified = { $line } · unverified until the deal is checked
results-void = Game over · the check of the deal failed: the results are void
# The new-game form's part for a game played at a distance: its title, its switch, the heading
# of the choice of the seat this device plays, and what such a game leaves out. $clock is yes
# for a game whose form offers a clock (Abalone's).
remote-form-title = Play at a distance
remote-form-invite = Invite the other players to play on their own devices
remote-form-seat = This device plays
remote-form-note = Each move is signed on its player's device and sent as a link, by any messenger or e-mail. { $clock ->
    [yes] A game at a distance has no clock, no hints and no undo. A robot chosen for a seat plays it on this device.
   *[no] A game at a distance has no hints and no undo. A robot chosen for a seat plays it on this device.
}
remote-form-nobody-invited = Invite at least one player: every seat is played on this device.
remote-form-several = Choose every seat played on this device; the others are invited.
# A tile game's form, under the switch; Addique's, whose tiles are pieces in a hand.
remote-form-dealt = The tiles are dealt so that no device can see another player's rack.
remote-form-dealt-pieces = The pieces are dealt so that no device can see another player's hand.
# The title of the page on a device's keys in remote play, and the button that opens it.
remote-keys-title = Keys of a game at a distance

## Offline and updates; the language and theme, on every screen.

update-ready = Update ready:
apply-update = Reload
preferences = Language and theme
menu = Menu
language = Language
theme-title = Theme
theme-system = As the system
theme-light = Light
theme-dark = Dark

## Abalone's study tools, where the shelf, the library and a shared game open them.

set-up-position = Set up a position
analyse-position = Analyse this position
analyse-game = Analyse this game
fen-title = Position (FEN)

## Keyboard and screen readers: Abaku and Summy.

hint-laid = Hint laid out: { $tiles }.
announce-placed = { $name } laid { $tiles } for { points }. { $next } to play.
announce-placed-last = { $name } laid { $tiles } for { points }.
