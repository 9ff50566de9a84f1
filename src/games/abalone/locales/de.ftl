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
    Schwarz beginnt, danach wird abwechselnd gezogen.
    Startaufstellungen zu zweit: die Standardaufstellung und das belgische und das deutsche Gänseblümchen stammen aus den Regeln. Das holländische und das Schweizer Gänseblümchen, Alien-Angriff und Die Mauer werden auf PlayStrategy gespielt und sind auf abaloneonline abgebildet, die übereinstimmen; Schachbrett, Stern, Duell und Schlangen stammen von PlayStrategy und abaloneonline; Fujiyama von abaloneonline und dem Dagaz-Projekt; Vorherrschaft, Unterwanderung und Auge in Auge von den Bildern auf abaloneonline. Schwarz beginnt bei jeder Aufstellung.
    Zu dritt spielt jeder für sich; zu viert spielen Schwarz und Blau gegen Weiß und Rot, und du darfst Kugeln deines Partners zusammen mit deinen eigenen ziehen: Beim Linienzug muss die hinterste Kugel deine sein, und ein Breitseitzug muss eine deiner Kugeln enthalten. Drei Kugeln dürfen zwei gegnerische Kugeln zweier verschiedener Farben schieben. Eine hinausgeschobene Kugel zählt für den Spieler, der sie hinausgeschoben hat; zu viert werden die Zahlen der Partner zusammengezählt.
    Wenn du am Zug bist, ziehst du eine Kugel oder eine Reihe von zwei oder drei deiner Kugeln um ein Feld in eine beliebige Richtung.
    Linienzug: Die Reihe zieht in ihrer eigenen Längsrichtung. Breitseitzug: Die Reihe zieht seitwärts; jedes Feld, auf das sie zieht, muss frei sein.
    Sumito: Eine Reihe schiebt eine kleinere Reihe gegnerischer Kugeln, die direkt vor ihr liegt – 2 gegen 1, 3 gegen 1 oder 3 gegen 2. Hinter den geschobenen Kugeln muss ein freies Feld oder der Rand liegen; über den Rand hinaus sind sie aus dem Spiel.
    Eine einzelne Kugel schiebt nie, ein Breitseitzug schiebt nie, und 3 gegen 3 ist kein Sumito. Eine gegnerische Reihe, direkt hinter der eine eigene Kugel liegt, kann nicht geschoben werden.
    Eine eigene Kugel darfst du nie vom Brett ziehen.
    Wer als Erstes – Spieler oder Team – sechs gegnerische Kugeln hinausschiebt, gewinnt.
    Im Spiel zu zweit gibt es kein Unentschieden: Es geht weiter, bis eine Seite sechs Kugeln hinausgeschoben hat.
    Einstellungen, falls gewählt: Mit Bedenkzeit hat jeder Spieler gleich viel Zeit; sie läuft nur im eigenen Zug und nur, solange die Partie auf dem Bildschirm ist. Wer keine Zeit mehr hat, verliert (zu dritt vergleichen die beiden anderen ihre hinausgeschobenen Kugeln und teilen sich bei Gleichstand den Sieg). Ein Zuglimit zählt die Züge aller Spieler zusammen; ist es erreicht, gewinnt der Spieler oder das Team mit mehr hinausgeschobenen Kugeln, und Gleichstand ist unentschieden. Mit der Wiederholungsregel ist dieselbe Stellung mit demselben Spieler am Zug beim dritten Mal unentschieden. „Rückgängig“ nimmt auch die Zeit des Zuges zurück.
    Aufgeben beendet die Partie sofort und endgültig: Es lässt sich nicht rückgängig machen (der Knopf fragt zweimal). Es gibt auf, wer am Zug ist; gegen Roboter der Mensch am Gerät. Mit drei oder vier Spielern verliert die aufgebende Seite, und von den anderen gewinnt, wer mehr Kugeln hinausgeschoben hat.
    Auf diesem Brett ziehen genau die Kugeln, die du auswählst: Liegt eine eigene Kugel direkt vor einer Auswahl für einen Linienzug, ist sie im Weg (wähle sie mit aus, um alle drei zu ziehen).
    Notation: Ein Linienzug wird als Feld der hintersten Kugel und dann das Feld, auf das sie zieht, geschrieben (A1A2); ein Breitseitzug als die beiden Endkugeln und dann das Feld, auf das die erste zieht (C3C5D4). Die Reihen A–I zählen von der Seite von Schwarz aus nach oben, die Diagonalen 1–9 von links.
    Stellungen: Eine Partie zu zweit kann auch mit einer eingefügten Stellung in PlayStrategy-Notation (FEN) beginnen, mit einer Zugliste in Aba-Pro-Notation ab einer Aufstellung oder mit der Stellung einer laufenden Partie (Von hier aus spielen). Jede Seite muss ihre 14 Kugeln haben, hinausgeschobene mitgezählt, und keine Seite darf schon sechs hinausgeschoben haben: Eine solche Stellung ist gewonnen, es bleibt nichts zu spielen.
