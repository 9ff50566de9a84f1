### Abalone's words in German.
### The rules page: one paragraph per line.

### The game's screen and its new-game form (src/games/abalone/words.rs).

# The new-game form's choice of how many players ($count: 2, 3 or 4; four play in two teams).
abalone-player-count = { $count ->
        [2] Zwei
        [3] Drei
       *[4] Vier, in zwei Teams
    }
# The new-game form's choice of turn order for four players, and each order.
abalone-turn-order-title = Zugreihenfolge
abalone-turn-order-alternate = Die Teams ziehen abwechselnd: Schwarz, Weiß, Blau, Rot
abalone-turn-order-partners = Partner ziehen nacheinander: Schwarz, Blau, Weiß, Rot
# A seat's label on the new-game form for four players: its $seat colour (black, white, blue or
# red) and its $team (1 or 2).
abalone-seat-in-team = { $seat ->
        [black] Schwarz
        [white] Weiß
        [blue] Blau
       *[red] Rot
    } · Team { $team }
# The settings: a clock of $minutes per player, or none; a move limit of $moves, or none.
abalone-clock = Bedenkzeit pro Spieler
abalone-clock-none = Ohne
abalone-clock-minutes = { $minutes } min
abalone-move-limit = Zuglimit
abalone-move-limit-none = Ohne
abalone-move-limit-moves = { $moves } Züge
abalone-draw-by-repetition = Dieselbe Stellung zum dritten Mal ist unentschieden
abalone-turn-board = Das Brett zum Spieler am Zug drehen, wenn ein Tablet am Tisch herumgereicht wird
# Partners' heading in the panel: their $team (1 or 2) and the $count of marbles they have
# pushed off between them.
abalone-team-pushed-off = Team { $team } · { $count } von 6 hinausgeschoben
# Beside the name of the player to move.
abalone-to-move = am Zug
# The $count of marbles a player has pushed off, of the six that win.
abalone-pushed-off = { $count } von 6 hinausgeschoben
# The $seconds left on a player's clock.
abalone-clock-left = { $seconds ->
        [one] Noch { $seconds } Sekunde
       *[other] Noch { $seconds } Sekunden
    }
# A game with a move limit: $played moves of the $limit, and so $left left.
abalone-moves-of-limit = Zuglimit: { $played } von { $limit } gespielt, noch { $left }
# The status line's advice while nothing is chosen, and once marbles are.
abalone-select-hint = Tippe auf 1–3 deiner Kugeln in einer Reihe oder wische darüber.
abalone-move-hint = Zum Ziehen: Tippe auf einen Pfeil oder ein Feld oder schiebe die Kugeln.
# Marbles chosen that cannot move ($count of them), and each thing that stops them
# ($obstacles: the sentences below, one after the other).
abalone-cannot-move = { $count ->
        [one] Diese Kugel kann nicht ziehen.
       *[other] Diese Kugeln können nicht ziehen.
    } { $obstacles }
abalone-obstacle-edge = Der Rand des Bretts ist im Weg.
abalone-obstacle-own = Deine eigenen Kugeln sind im Weg.
abalone-obstacle-opponents = { $count ->
        [one] Eine einzelne Kugel kann keine gegnerische schieben.
       *[other] Gegnerische Kugeln sind im Weg: Nur mehr Kugeln in einer Reihe schieben weniger, in Richtung der Reihe.
    }
abalone-obstacle-partner = Die Kugeln deines Partners ziehen nur mit einer deiner eigenen: am Ende der Reihe oder daneben.
# The sentences one after the other, as in English.
abalone-obstacles-join = { $first } { $next }
# The strong robot's $move, shown as a hint: its marbles are chosen.
abalone-hint = Tipp: { $move }. Die Kugeln dafür sind ausgewählt: Tippe auf den Pfeil, der den Zug ausführt.
abalone-flip-board = Brett drehen
# Resign, and the button once tapped: $name resigns on the second tap.
abalone-resign = Aufgeben
abalone-confirm-resign = Sicher? { $name } gibt auf
# How the game ended ($ending: pushed-off, time, resigned, limit or repetition): $who ran out of
# time or resigned, the number of $winners (0 for a draw) and their $names, and the teams'
# $scores, the winners' first ("6–2").
abalone-result = { $ending ->
        [time] { $winners ->
            [0] { $who } hat keine Zeit mehr: Unentschieden
            [1] { $who } hat keine Zeit mehr: { $names } gewinnt
           *[other] { $who } hat keine Zeit mehr: { $names } gewinnen
        }
        [resigned] { $winners ->
            [0] { $who } hat aufgegeben: Unentschieden
            [1] { $who } hat aufgegeben: { $names } gewinnt
           *[other] { $who } hat aufgegeben: { $names } gewinnen
        }
        [limit] Zuglimit erreicht: { $winners ->
            [0] Unentschieden, { $scores }
            [1] { $names } gewinnt { $scores }
           *[other] { $names } gewinnen { $scores }
        }
        [repetition] Dieselbe Stellung zum dritten Mal: Unentschieden
       *[pushed-off] { $winners ->
            [0] Unentschieden, { $scores }
            [1] { $names } gewinnt { $scores }
           *[other] { $names } gewinnen { $scores }
        }
    }
# The result card's buttons: back to the first move, and the board without the card.
abalone-replay-game = Partie nachspielen
abalone-view-board = Brett ansehen
# The board's grid of holes, as a screen reader names it, and how to play it by keyboard.
abalone-board = Spielbrett
abalone-keys = Tasten: Die Pfeiltasten wechseln zwischen den Feldern; Pos1 und Ende springen an die Enden einer Reihe. Eingabe oder Leertaste wählt eine deiner Kugeln oder zieht die gewählten Kugeln auf ein Zielfeld. Esc hebt die Auswahl auf.
# A hole, as a screen reader names it: its $cell ("C4"), its $marble (black, white, blue, red or
# none), whether it is $selected, whether the last move $moved that marble there, and, if one of
# the selection's moves goes $here, that $move.
abalone-hole = { $cell }, { $marble ->
        [black] schwarze Kugel
        [white] weiße Kugel
        [blue] blaue Kugel
        [red] rote Kugel
       *[none] leer
    }{ $selected ->
        [yes] , gewählt
       *[no] {""}
    }{ $moved ->
        [yes] , zuletzt gezogen
       *[no] {""}
    }{ $here ->
        [yes] , hierher ziehen: { $move }
       *[no] {""}
    }
# A legal move's arrow, as a screen reader names it: the $move's notation.
abalone-move-arrow = { $move } spielen
# Said as the selection changes: the $count of marbles selected, and their $cells ("C3, C4").
abalone-selected = { $count ->
        [0] Nichts gewählt.
       *[other] Gewählt: { $cells }.
    }
# Said once a move is played: the $player, the $move's notation, and the colour of the marble it
# $pushed off (black, white, blue or red), or none.
abalone-played = { $player } zieht { $move }{ $pushed ->
        [black] {" "}und schiebt eine schwarze Kugel hinaus
        [white] {" "}und schiebt eine weiße Kugel hinaus
        [blue] {" "}und schiebt eine blaue Kugel hinaus
        [red] {" "}und schiebt eine rote Kugel hinaus
       *[none] {""}
    }.
# Said after a move, and after undo: whose turn it is, by $name.
abalone-now-to-move = { $name } ist am Zug.
abalone-taken-back = Zug zurückgenommen. { $name } ist am Zug.
# Said when the game ends: the $result, as abalone-result words it.
abalone-game-over = Partie zu Ende. { $result }.

abalone-rules =
    Wenn du am Zug bist, ziehst du eine Kugel oder eine Reihe von zwei oder drei deiner Kugeln um ein Feld in eine beliebige Richtung.
    Linienzug: Die Reihe zieht in ihrer eigenen Längsrichtung. Breitseitzug: Die Reihe zieht seitwärts; jedes Feld, auf das sie zieht, muss frei sein.
    Sumito: Eine Reihe schiebt eine kleinere Reihe gegnerischer Kugeln, die direkt vor ihr liegt – 2 gegen 1, 3 gegen 1 oder 3 gegen 2. Hinter den geschobenen Kugeln muss ein freies Feld oder der Rand liegen; über den Rand hinaus sind sie aus dem Spiel.
    @sumito-3-2 3 gegen 2: Drei schwarze Kugeln schieben zwei weiße um ein Feld auf ihrer Linie weiter, in das freie Feld dahinter.
    @sumito-2-1 2 gegen 1 am Rand: Zwei schwarze Kugeln schieben eine weiße über den Rand; sie ist aus dem Spiel.
    Eine einzelne Kugel schiebt nie, ein Breitseitzug schiebt nie, und 3 gegen 3 ist kein Sumito. Eine gegnerische Reihe, direkt hinter der eine eigene Kugel liegt, kann nicht geschoben werden.
    Eine eigene Kugel darfst du nie vom Brett ziehen.
    Schwarz beginnt, danach wird abwechselnd gezogen.
    Wer als Erstes – Spieler oder Team – sechs gegnerische Kugeln hinausschiebt, gewinnt.
    Im Spiel zu zweit gibt es kein Unentschieden: Es geht weiter, bis eine Seite sechs Kugeln hinausgeschoben hat.
    Zu dritt spielt jeder für sich; zu viert spielen Schwarz und Blau gegen Weiß und Rot, und du darfst Kugeln deines Partners zusammen mit deinen eigenen ziehen: Beim Linienzug muss die hinterste Kugel deine sein, und ein Breitseitzug muss eine deiner Kugeln enthalten. Drei Kugeln dürfen zwei gegnerische Kugeln zweier verschiedener Farben schieben. Eine hinausgeschobene Kugel zählt für den Spieler, der sie hinausgeschoben hat; zu viert werden die Zahlen der Partner zusammengezählt.
    Einstellungen, falls gewählt: Mit Bedenkzeit hat jeder Spieler gleich viel Zeit; sie läuft nur im eigenen Zug und nur, solange die Partie auf dem Bildschirm ist. Wer keine Zeit mehr hat, verliert (zu dritt vergleichen die beiden anderen ihre hinausgeschobenen Kugeln und teilen sich bei Gleichstand den Sieg). Ein Zuglimit zählt die Züge aller Spieler zusammen; ist es erreicht, gewinnt der Spieler oder das Team mit mehr hinausgeschobenen Kugeln, und Gleichstand ist unentschieden. Mit der Wiederholungsregel ist dieselbe Stellung mit demselben Spieler am Zug beim dritten Mal unentschieden. „Rückgängig“ nimmt auch die Zeit des Zuges zurück.
    Aufgeben beendet die Partie sofort und endgültig: Es lässt sich nicht rückgängig machen (der Knopf fragt zweimal). Es gibt auf, wer am Zug ist; gegen Roboter der Mensch am Gerät. Mit drei oder vier Spielern verliert die aufgebende Seite, und von den anderen gewinnt, wer mehr Kugeln hinausgeschoben hat. Aus der Ferne gibt man in seinem eigenen Zug auf, statt zu ziehen: Die Aufgabe wird als Link dieses Zugs geschickt.
    @keys Die Schlüssel dieses Geräts, und eine Partie, deren Schlüssel verloren sind
    Auf diesem Brett ziehen genau die Kugeln, die du auswählst: Liegt eine eigene Kugel direkt vor einer Auswahl für einen Linienzug, ist sie im Weg (wähle sie mit aus, um alle drei zu ziehen).
    Notation: Ein Linienzug wird als Feld der hintersten Kugel und dann das Feld, auf das sie zieht, geschrieben (A1A2); ein Breitseitzug als die beiden Endkugeln und dann das Feld, auf das die erste zieht (C3C5D4). Die Reihen A–I zählen von der Seite von Schwarz aus nach oben, die Diagonalen 1–9 von links.
    Stellungen: Eine Partie zu zweit kann auch mit einer eingefügten Stellung in PlayStrategy-Notation (FEN) beginnen, mit einer Zugliste in Aba-Pro-Notation ab einer Aufstellung oder mit der Stellung einer laufenden Partie (Von hier aus spielen). Jede Seite muss ihre 14 Kugeln haben, hinausgeschobene mitgezählt, und keine Seite darf schon sechs hinausgeschoben haben: Eine solche Stellung ist gewonnen, es bleibt nichts zu spielen.
    Startaufstellungen zu zweit: die Standardaufstellung und das belgische und das deutsche Gänseblümchen stammen aus den Regeln. Das holländische und das Schweizer Gänseblümchen, Alien-Angriff und Die Mauer werden auf PlayStrategy gespielt und sind auf abaloneonline abgebildet, die übereinstimmen; Schachbrett, Stern, Duell und Schlangen stammen von PlayStrategy und abaloneonline; Fujiyama von abaloneonline und dem Dagaz-Projekt; Vorherrschaft, Unterwanderung und Auge in Auge von den Bildern auf abaloneonline. Schwarz beginnt bei jeder Aufstellung.

### The study tools: the position editor, the analysis board, positions and move lists

# The position editor, and the game screen's button that opens it on the position shown.
abalone-editor-title = Abalone · Stellungseditor
abalone-edit-position = Diese Stellung bearbeiten
# The editor's board, as a screen reader names it, and how to set it up.
abalone-editor-board = Das Brett im Aufbau
abalone-editor-keys = Tippen Sie auf ein Loch, um die Kugel des Pinsels hineinzulegen oder es mit Löschen zu leeren; ziehen Sie eine Kugel in ein anderes Loch, oder vom Brett, um sie wegzunehmen. Per Tastatur: Die Pfeile gehen von Loch zu Loch, B legt eine schwarze Kugel, W eine weiße, Entf nimmt sie weg, Eingabe oder Leertaste nutzt den Pinsel.
# A hole of the editor's board as a screen reader names it: its $cell (C4) and its $marble
# (black, white, or none).
abalone-editor-hole = { $cell }, { $marble ->
        [black] schwarze Kugel
        [white] weiße Kugel
       *[none] leer
    }
# What a tap puts in a hole, and each choice: a marble of a side, or nothing ($brush: erase).
abalone-brush = Pinsel
abalone-brush-name = { $brush ->
        [black] Schwarze Kugel
        [white] Weiße Kugel
       *[erase] Löschen
    }
abalone-clear-board = Brett leeren
abalone-load-layout = Diese Aufstellung aufs Brett
abalone-side-to-move = Seite am Zug
# The marbles a $side (black or white) has pushed off so far.
abalone-pushed-off-by = Von { $side ->
        [black] Schwarz
       *[white] Weiß
    } hinausgeschobene Kugeln
# A $side with more marbles on the board ($on_board) than it has.
abalone-editor-too-many = { $side ->
        [black] Schwarz
       *[white] Weiß
    } hat { $on_board } Kugeln auf dem Brett: Eine Seite hat nur 14.
# The position set up can be played: the marbles of each side on the board.
abalone-editor-ready = Bereit: { $black } schwarze und { $white } weiße Kugeln auf dem Brett.
abalone-play-position = Diese Stellung spielen
# The analysis board: its title, and the button that stops the analysis ($running: yes) or
# starts it again.
abalone-analysis-title = Abalone · Analyse
abalone-analysis-toggle = { $running ->
        [yes] Anhalten
       *[no] Analysieren
    }
# Said until the analysis has completed its first depth.
abalone-analysis-starting = Der Roboter denkt nach…
# The deepest search completed, in plies.
abalone-analysis-depth = Tiefe { $depth }
# The evaluation, worded already: a number of marbles, or a forced win or loss.
abalone-analysis-eval = Bewertung für Schwarz: { $eval }
# The heading of the line of moves the search expects.
abalone-analysis-best-line = Beste Zugfolge
# The analysis board's tree of moves tried: how its keys work, a variation's group as a screen
# reader names it, the buttons that step along the line shown, promote or delete, and the
# comment on a move.
abalone-study-keys = ← und → gehen auf der gezeigten Linie einen Zug zurück und vor, Pos1 und Ende springen an ihren Anfang und ihr Ende. Ein auf dem Brett versuchter Zug kommt als Variante hinzu.
abalone-variation = Variante
abalone-study-start = Anfang
abalone-study-back = Einen Zug zurück
abalone-study-forward = Einen Zug vor
abalone-study-end = Ende
abalone-promote-variation = Variante zur Hauptlinie machen
abalone-delete-from-here = Ab hier löschen
abalone-move-comment = Kommentar zu diesem Zug
# Has the evaluation, the depth and the best line read out once.
abalone-read-out = Vorlesen
abalone-analysis-two-players-only = Das Analysebrett gibt es nur für Partien zu zweit.
# The analysis kept with a game could not be read: the parser's $reason.
abalone-study-unreadable = Die mit dieser Partie gespeicherte Analyse konnte nicht gelesen werden ({ $reason }). Sie bleibt unverändert, bis du sie herunterlädst oder löschst; die Züge, die du jetzt ausprobierst, werden nicht gespeichert.
# The new-game form's choice of where a two-player game starts, and each choice.
abalone-start-from = Ausgangspunkt
abalone-start-source = { $source ->
        [layout] Aufstellung
        [position] Stellung (FEN)
       *[move-list] Zugliste
    }
# The field for a position in PlayStrategy's notation, and what to paste there.
abalone-fen-input = Stellung in PlayStrategy-Notation (FEN)
abalone-fen-help = Fügen Sie eine Stellung ein: die Reihen I bis A, beide Spielstände, die Seite am Zug (b oder w), die Halbzüge seit dem letzten Hinausschieben und die Zugnummer.
# Why a position cannot be played, as the engine found it ($problem): not 6 fields or 9 rows
# ($found); row $row with $found holes where it has $expected; a character $found in row $row;
# a score, side to move or move count that cannot be read ($text, as pasted); or a $side with
# $on_board marbles on the board and $pushed_off pushed off.
abalone-bad-fen = Diese Stellung lässt sich nicht spielen: { $problem ->
        [fields] Eine Stellung hat 6 Felder (Brett, zwei Spielstände, Seite am Zug, Halbzüge, Zugnummer), nicht { $found }
        [rows] Das Brett hat 9 durch / getrennte Reihen, nicht { $found }
        [row-length] Reihe { $row } hat { $found } Löcher, nicht { $expected }
        [character] Reihe { $row } enthält „{ $found }“: Erlaubt sind nur S, s und Ziffern
        [score] Der Spielstand „{ $text }“ ist keine Zahl von 0 bis 5
        [side-to-move] Die Seite am Zug ist „{ $text }“ statt b oder w
        [counter] „{ $text }“ ist keine Zugzahl
       *[marbles] { $side ->
            [black] Schwarz
           *[white] Weiß
        } hat { $on_board } Kugeln auf dem Brett und { $pushed_off } hinausgeschoben, eine Seite hat aber 14
    }.
# A position pasted into the editor that cannot be played: why ($problem, as above), and that
# the board stayed as it was.
abalone-editor-fen-kept = { $problem } Das Brett bleibt, wie es war.
# The field for a move list, and where its moves are played from.
abalone-move-list-input = Züge, nummeriert wie in Aba-Pro (1. A1B2 I9H8 2. …)
abalone-move-list-help = Die Züge werden ab der oben gewählten Aufstellung gespielt; die Partie öffnet nach dem letzten, zum Weiterspielen oder Durchgehen.
# Why a pasted move list cannot be played ($problem): not written for two players ($seats);
# $found (as pasted) where move $expected begins; or move $number of a $side, $text as pasted,
# cannot be played, for a $reason worded already.
abalone-bad-move-list = Diese Zugliste lässt sich nicht spielen: { $problem ->
        [seats] Eine Zugliste gilt für zwei Spieler, nicht für { $seats }
        [number] „{ $found }“ steht dort, wo Zug { $expected } beginnt
       *[move] Zug { $number } ({ $side ->
            [black] Schwarz
           *[white] Weiß
        }, { $text }): { $reason }
    }.
# The game screen's button and dialog with the position and the move list to take away.
abalone-position-and-moves = Stellung und Züge
abalone-copy-fen = Stellung kopieren (FEN)
abalone-fen-copied = Kopiert: Die Stellung liegt in der Zwischenablage.
abalone-move-list-title = Zugliste
abalone-copy-move-list = Zugliste kopieren
abalone-move-list-copied = Kopiert: Die Zugliste liegt in der Zwischenablage.
abalone-download-move-list = Zugliste herunterladen (.txt)
# A copy to the clipboard failed, with the browser's $reason: the text is there to select.
abalone-copy-text-failed = Kopieren nicht möglich ({ $reason }). Markieren Sie den Text und kopieren Sie ihn selbst.
# Starts a new game from the position shown, the game on screen left as it is.
abalone-play-from-here = Von hier aus spielen
abalone-play-from-here-help = Eine neue Partie beginnt mit der gezeigten Stellung und denselben Spielern; diese Partie bleibt, wie sie ist.
# A position where six marbles of a side are already off: nothing is left to play.
abalone-position-won = Diese Stellung ist schon gewonnen: Eine Seite hat sechs Kugeln hinausgeschoben, es bleibt nichts zu spielen.
