### The words the tile games' screens share, in German.
### (src/games/tiles/words.rs: Abaku's, Summy's and Addique's screens and new-game forms.)

tiles-pick-tile-first = Wähle zuerst einen Stein von deinem Bänkchen, dann ein Feld.
tiles-place-help = Schiebe Steine aufs Brett oder tippe erst einen Stein und dann ein Feld an. Tippe einen gelegten Stein an, um ihn zurückzunehmen.
tiles-exchange-help = Tippe die Steine an, die zurück in den Beutel sollen.
tiles-rack-digit = Stein { $digit }
tiles-rack-of = Bänkchen von { $name }
tiles-game-over = Das Spiel ist vorbei.
tiles-hints-used = { $count ->
        [one] { $count } Tipp
       *[other] { $count } Tipps
    }
tiles-exchange-tiles = { $count ->
        [one] { $count } Stein tauschen
       *[other] { $count } Steine tauschen
    }
tiles-play-for = { $has-points ->
        [yes] Für { $points ->
                [one] { $points } Punkt spielen
               *[other] { $points } Punkte spielen
            }
       *[no] Spielen
    }
tiles-recall = Abräumen
tiles-shuffle = Mischen
tiles-exchange = Tauschen
tiles-pass = Passen
tiles-end-solo-game = Spiel beenden
tiles-confirm-pass = Sicher? Erneut tippen
tiles-confirm-pass-ends-game = Sicher? Dieses Passen beendet die Partie
tiles-everyone-passed = Alle haben gepasst: Spielende
# Resign, and the button once tapped: $name resigns on the second tap.
tiles-resign = Aufgeben
tiles-confirm-resign = Sicher? { $name } gibt auf
# How the game ended when $name resigned: last, whatever the scores.
tiles-resigned = { $name } gibt auf: Spielende
tiles-turn-summary-placed = { $name } hat { $points ->
        [one] { $points } Punkt erzielt.
       *[other] { $points } Punkte erzielt.
    }
tiles-turn-summary-exchanged = { $name } hat { $count ->
        [one] { $count } Stein getauscht.
       *[other] { $count } Steine getauscht.
    }
tiles-turn-summary-passed = { $name } hat gepasst.
tiles-preview-total = Gesamt: { $points }
tiles-start-draw-title = Wer beginnt? Die niedrigste gezogene Ziffer
tiles-starts = { $name } beginnt.
tiles-legend-title = Felder
tiles-exchanged = { $count ->
        [one] { $count } Stein getauscht
       *[other] { $count } Steine getauscht
    }
tiles-passed = Gepasst
tiles-hint-used = In diesem Zug wurde ein Tipp angezeigt
tiles-score-sheet = Punkteliste
tiles-no-turns-yet = Noch keine Züge.
tiles-player = Spieler
tiles-equations = Gleichungen
tiles-tiles-heading = Steine
tiles-hint-heading = Tipp
tiles-empty-squares = { $count ->
        [one] { $count } Feld leer geblieben
       *[other] { $count } Felder leer geblieben
    }
tiles-place = Platz
tiles-in-play = Im Spiel
tiles-leftover = Reststeine
tiles-zoom-in = Vergrößern
tiles-zoom-out = Verkleinern
tiles-zoom-fit = Ganzes Brett zeigen
tiles-pass-to = Gerät an { $name } weitergeben
tiles-take-back-turn = Zug von { $name } zurücknehmen
tiles-show-tiles-of = Ich bin { $name }: meine Steine zeigen
tiles-show-pieces-of = Ich bin { $name }: meine Spielmarken zeigen
tiles-unseen-title = { $pieces ->
        [yes] Ungesehene Spielmarken
       *[no] Ungesehene Steine
    }
tiles-track-unseen = { $pieces ->
        [yes] Ungesehene Spielmarken mitzählen
       *[no] Ungesehene Steine mitzählen
    }
tiles-viewing-turn = Das Brett nach Zug { $turn } von { $total }
tiles-square-label = { $square }, { $has-mark ->
        [yes] { $mark },{" "}
       *[no] {""}
    }{ $content ->
        [empty] leer
        [laid] { $tile }, in diesem Zug gelegt
        [cap] Kappe: geschlossen
       *[tile] { $tile }
    }
tiles-laid-on = { $tile } auf { $square }.
tiles-taken-back = { $tile } von { $square } zurückgenommen.
tiles-tile-chosen = { $tile } gewählt: Drücke Eingabe auf einem Feld, um ihn zu legen.
tiles-picked-for-exchange = { $tile } für den Tausch gewählt.
tiles-not-on-rack = { $tile }: nicht auf deinem Bänkchen.
tiles-choose-tile-by-key = Tippe die Ziffer oder das Zeichen eines Steins, um ihn hierher zu legen, oder wähle zuerst einen Stein auf deinem Bänkchen.
tiles-square-taken = Dort liegt schon ein Stein.
tiles-swap-digit-stays = Diese Ziffer hat einen Joker zurückgeholt: Abräumen nimmt den ganzen Zug zurück.
tiles-announce-exchanged = { $name } hat { $count ->
        [one] { $count } Stein getauscht.
       *[other] { $count } Steine getauscht.
    }{ $has-next ->
        [yes] {" "}{ $next } ist am Zug.
       *[no] {""}
    }
tiles-announce-passed = { $name } passt.{ $has-next ->
        [yes] {" "}{ $next } ist am Zug.
       *[no] {""}
    }
tiles-announce-game-over = { $turn } Partie zu Ende: { $result }.

# A copy begun where a game dealt at a distance stood, in place of its start draw (src/games/tiles/sheet.rs).
tiles-copy-title = Kopie einer Partie aus der Ferne
tiles-copy-begins = { $pieces ->
        [yes] Tisch und Punkte sind, wie sie waren, ebenso die offenen Spielmarken in einer Hand; alle verdeckten Spielmarken wurden neu verteilt.
       *[no] Brett und Punkte sind, wie sie waren, ebenso die offenen Steine auf einem Bänkchen; alle verdeckten Steine wurden neu verteilt.
    }
tiles-moves-first = { $name } zieht zuerst.
# Above a copy's score sheet: the turns before it, and each player's `tiles-seat-score` then.
tiles-copied-after = { $turns ->
        [one] Kopiert nach { $turns } Zug, bei { $scores }.
       *[other] Kopiert nach { $turns } Zügen, bei { $scores }.
    }
# Worded as in English: a name and a number.
tiles-seat-score = { $name } { $score }
