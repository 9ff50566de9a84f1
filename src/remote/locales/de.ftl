### The words of a game played at a distance, in German.
### (src/remote/words.rs: the game's panel and the page a link opens.)

remote-heading = Partie aus der Ferne
remote-you-play = Dieses Gerät spielt für { $names }.
remote-send-invitation = Sende diese Einladung an { $name }:
remote-send-answer = Sende diese Antwort an { $name } zurück, um die Einladung anzunehmen. Die Partie beginnt, sobald alle Spieler beigetreten sind.
remote-waiting-to-join = Warte auf den Beitritt von { $names }: Jede Antwort auf deine Einladung kommt als Link.
remote-waiting-for-host = Warte auf den Link von { $name }: Er kommt, sobald alle Spieler beigetreten sind.
remote-send-moves = Sende diesen Link an { $names }:
remote-your-move = Du bist am Zug. Sende nach dem Zug seinen Link.
remote-their-move = Warte auf den Link von { $name }: { $name } ist am Zug.
remote-moves-here = { $name } ist am Zug, auf diesem Gerät.
remote-show-qr = QR-Code zeigen
remote-hide-qr = QR-Code ausblenden
remote-qr-of = QR-Code des Links für { $name }
remote-paste-link = Einen erhaltenen Link einfügen
remote-open = Öffnen
remote-joined = Beigetreten: { $names }.
remote-started = Alle Spieler sind beigetreten: Die Partie beginnt.
remote-moves-played = { $count ->
        [0] Kein neuer Zug.
        [one] { $count } Zug gespielt.
       *[other] { $count } Züge gespielt.
    }
remote-resigned = { $name } hat aufgegeben: Die Partie ist vorbei.
remote-open-game = Partie öffnen
remote-invited = { $host } lädt dich zu einer Partie { $game } aus der Ferne ein. Du spielst als { $name } auf Platz { $seat }.
remote-join = Der Partie beitreten
remote-keys-note = Mit dem Beitritt wird dieses Gerät zu einem Schlüssel, der deine Züge signiert. Er bleibt in diesem Browser: Die Partie geht nur hier weiter.
remote-no-randomness = Dieser Browser kann keine sicheren Schlüssel erzeugen und daher nicht aus der Ferne spielen.
remote-refused = Dieser Link lässt sich nicht öffnen: { $reason }
remote-not-for-this-device = Keine Partie auf diesem Gerät nimmt ihn an. Öffne ihn auf dem Gerät, auf dem seine Partie liegt.
remote-unreadable = Das ist kein vollständiger Gameshelf-Link: Ein Zeichen fehlt oder wurde verändert.
remote-other-game = Er gehört zu einer anderen Partie.
remote-already-applied = Zug { $turn } ist schon in der Partie.
remote-out-of-order = Er gilt für Zug { $found }, aber als Nächstes kommt Zug { $expected }: Öffne zuerst die Links davor.
remote-no-such-seat = In dieser Partie gibt es keinen Platz { $seat }.
remote-not-signed = Platz { $seat } hat diesen Zug nicht signiert: Jemand anderes hat ihn gespielt, oder er wurde verändert.
remote-broken-chain = Zug { $turn } schließt nicht an die Züge davor an.
remote-fork = { $name } hat zwei verschiedene Züge als Zug { $turn } gesendet. Dieses Gerät behält den zuerst geöffneten, und die Partie geht mit ihm weiter; der andere wird abgelehnt. { $name } sollte nur noch auf einem Gerät weiterspielen. Wollen die Spieler lieber den anderen Zug, können sie die Partie als Kopie auf einem Gerät zu Ende spielen.
remote-other-invitation = Er beantwortet eine andere Einladung.
remote-seat-taken = Platz { $seat } ist schon besetzt.
remote-answer-not-signed = Die Antwort für Platz { $seat } ist nicht mit seinem Schlüssel signiert.
remote-seats-open = { $count ->
        [one] Auf Platz { $seats } ist noch niemand beigetreten.
       *[other] Auf den Plätzen { $seats } ist noch niemand beigetreten.
    }
remote-deal-broken = Was { $name } (Platz { $seat }) für Zug { $turn } gesendet hat, passt nicht zum Austeilen: { $reason }.
remote-deal-no-deck = Dieser Schritt des Austeilens braucht den ganzen Stapel, doch der fehlt
remote-deal-unexpected-deck = Es enthält einen Stapel, obwohl dieser Schritt des Austeilens keinen hat
remote-deal-not-the-step = { $step ->
        [shuffle] Als Nächstes ist der Stapel zu mischen
        [lock] Als Nächstes ist der Stapel zu verschließen
        [keys] Als Nächstes kommen die Schlüssel der ersten gezogenen Steine
        [reveal] Die Partie ist vorbei, als Nächstes deckt jeder auf, was er noch übrig hat
       *[other] Als Nächstes kommt ein Zug, kein Schritt des Austeilens
    }
remote-deal-missing-keys = { $count ->
        [one] Ein geschuldeter Schlüssel fehlt
       *[other] { $count } geschuldete Schlüssel fehlen
    }
remote-deal-unowed-key = Es enthält einen nicht geschuldeten Schlüssel, der einen verdeckten Stein zeigen könnte
remote-deal-cards-shown = Der Zug legt { $lays ->
        [one] { $lays } verdeckten Stein
       *[other] { $lays } verdeckte Steine
    }, deckt aber { $shows } auf
remote-deal-unreadable = Sein Stapel oder seine Schlüssel lassen sich nicht lesen (beschädigt oder gefälscht)
remote-deal-unproven = sein Schritt des Austeilens ist nicht als ehrlich bewiesen: Seine App wurde verändert oder sein Link gefälscht, und dieses Gerät schickt danach keinen Schlüssel mehr
remote-deal-card-twice = Ein und derselbe Stein der Schachtel liegt an zwei Stellen des Stapels: Der Stapel wurde gefälscht
remote-waiting-for-keys = { $count ->
        [one] Du kannst erst spielen, wenn die Schlüssel von Platz { $seats } da sind: Öffne zuerst seinen letzten Link.
       *[other] Du kannst erst spielen, wenn die Schlüssel der Plätze { $seats } da sind: Öffne zuerst ihre letzten Links.
    }
remote-unknown-game = Es gibt kein Spiel namens { $game }.
remote-setup = Die Partie kann nicht beginnen: { $detail }
remote-setup-unreadable = der Spielaufbau ist nicht lesbar ({ $detail })
remote-setup-invalid = der Spielaufbau ist ungültig
remote-setup-names = die Spieler des Spielaufbaus sind nicht die Namen am Tisch
remote-setup-copy = eine Kopie, die dort beginnt, wo eine andere Partie stand, wird auf einem Gerät gespielt
remote-setup-clocked = eine Partie aus der Ferne hat keine Uhren
remote-not-your-turn = { $name } ist am Zug, nicht dieses Gerät.
remote-wrong-seat = Platz { $seat } hat Zug { $turn } gesendet, doch der steht Platz { $to-move } zu.
remote-rule = { $move } kann nicht als Zug { $turn } gespielt werden: { $reason }
remote-game-over = Die Partie ist zu Ende.
remote-your-seat-taken = Er gibt den Platz dieses Geräts einem anderen Schlüssel.
remote-other-seats = Er setzt andere Spieler an den Tisch als diese Partie: Der Gastgeber hat zwei verschiedene Sitzordnungen verschickt.
remote-hosts-own-seat = Er lädt auf den eigenen Platz des Gastgebers ein.
remote-already-held = Dieses Gerät hat in dieser Partie schon Platz { $seat }.
remote-answers-go-to-host = Antworten gehen an den Gastgeber: { $host }.
remote-already-opened = Er ist schon in der Partie.
remote-parts-do-not-join = Seine Teile ergeben nicht den Link, aus dem sie geschnitten wurden: Einer wurde verändert. Öffne jeden Teil noch einmal.
remote-corrupt = Die Schlüssel dieser Partie lassen sich nicht lesen ({ $detail }). Sie bleiben unverändert erhalten.

## The game's panel, for a game with hidden tiles.

remote-part-kept = Teil { $number } von { $count } dieses Links ist gespeichert ({ $held } von { $count } hier). { $missing ->
        [one] Öffne den fehlenden Teil.
       *[other] Öffne die { $missing } fehlenden Teile.
    }
remote-dealing = Warte auf den Link von { $names }: Es wird ausgeteilt.
remote-rack-waiting = Warte auf den nächsten Link von { $names }: Er bringt die Schlüssel zu dem, was du gezogen hast.
remote-checking = Warte auf den Link von { $names }: Die Partie ist vorbei, und das Austeilen wird geprüft. Bis dahin ist das Ergebnis unbestätigt.
remote-audited = Jedes Gerät hat das ganze Austeilen geprüft: Es war ehrlich, und das Ergebnis gilt.

# Should a device's keys be lost: the game finished as a copy on one device (src/remote/panel.rs).
remote-keys-lost = Wenn ein Gerät seine Schlüssel verliert
remote-copy-explained = { $dealt ->
        [yes] Ein Gerät, dessen Browserdaten gelöscht wurden oder das fort ist, kann seinen Platz nicht mehr spielen, und seine noch verdeckten { $pieces ->
            [yes] Spielmarken
           *[no] Steine
        } lassen sich auf keinem Gerät mehr lesen. Wenn alle Spieler einverstanden sind, beende die Partie als Kopie auf einem Gerät: { $pieces ->
            [yes] Tisch
           *[no] Brett
        } und Punkte, wie sie stehen, die offenen { $pieces ->
            [yes] Spielmarken
           *[no] Steine
        } an ihrem Platz, und alle verdeckten { $pieces ->
            [yes] Spielmarken
           *[no] Steine
        } neu verteilt. Dort ist nichts vor dem verborgen, der das Gerät hält.
       *[no] Ein Gerät, dessen Browserdaten gelöscht wurden oder das fort ist, kann die Züge seines Platzes nicht mehr signieren. Wenn alle Spieler einverstanden sind, beende die Partie als Kopie auf einem Gerät, von der Stellung aus, wie sie steht, ohne Signaturen.
    }
remote-finish-as-copy = Als Kopie auf diesem Gerät beenden
remote-copy-confirm = { $dealt ->
        [yes] Die Kopie ist eine neue Partie in deiner Bibliothek, allein auf diesem Gerät gespielt und herumgereicht: { $pieces ->
            [yes] Jede Hand wird aus den nicht sichtbaren Spielmarken
           *[no] Jedes Bänkchen wird aus den nicht sichtbaren Steinen
        } neu verteilt. Die Partie auf Distanz bleibt, wie sie ist.
       *[no] Die Kopie ist eine neue Partie in deiner Bibliothek, allein auf diesem Gerät gespielt und herumgereicht. Die Partie auf Distanz bleibt, wie sie ist.
    }
remote-make-copy = Kopie anlegen

# Der Seed der Kopie, von den beteiligten Geräten gezogen (src/remote/panel.rs).
remote-copy-takes-part = Beteiligt: die Spieler, deren Gerät seine Schlüssel noch hat. Ihre Geräte ziehen das Austeilen der Kopie gemeinsam, sodass niemand es vorhersehen kann.
remote-ask-copy = Um eine Kopie bitten
remote-copy-asked = { $name } möchte die Partie als Kopie auf einem Gerät zu Ende spielen. Wenn du zustimmst, hilft dein Gerät, das Austeilen der Kopie zu ziehen, das kein Spieler vorhersehen oder wählen kann.
remote-agree-copy = Der Kopie zustimmen
remote-copy-waiting-to-agree = Warte auf die Zustimmung zur Kopie von { $names }: Sende den Link.
remote-copy-waiting-for-bytes = Warte auf den Link von { $names }: Er bringt den Beitrag zum Austeilen der Kopie.
remote-copy-refused = Was { $name } (Platz { $seat }) für das Austeilen der Kopie gesendet hat, wird abgelehnt: { $why ->
        [other-round] Es gilt einer anderen Partie, einem anderen Zug oder anderen Spielern
        [second-commitment] Es legt sich ein zweites Mal fest, und anders
        [early-reveal] Es zeigt seinen Beitrag, bevor sich jeder Spieler auf seinen festgelegt hat
       *[unopened] Sein Beitrag ist nicht der, auf den es sich festgelegt hat
    }.
remote-no-copy-asked = Bei diesem Zug hat kein Spieler um eine Kopie gebeten.
remote-copy-agreed = Das Austeilen der Kopie ist gezogen: Spiele die Partie als Kopie auf diesem Gerät zu Ende, oder gib die Kopie dem Spieler, der es tut.

# The page on this device's keys in remote play, opened from every game's rules and from the
# remote panels (src/ui/rules.rs): one paragraph per line.
remote-keys-page =
    Bei einer Partie aus der Ferne hat jedes Gerät eigene Schlüssel: Sie signieren die Züge der Plätze, die es spielt, und öffnen in einem Steinspiel, was es gezogen hat, und nichts sonst. Kein anderes Gerät hat sie, und ohne seine Schlüssel kann niemand einen Platz spielen.
    Die Schlüssel dieses Geräts werden mit seinen Partien gespeichert (Alle exportieren sichert sie mit). Werden die Daten des Browsers gelöscht, gehen sie verloren und mit ihnen die Plätze, die dieses Gerät spielt.
    Sobald alle beigetreten sind, zeigen die „Sicherheitsnummern“ im Feld der Partie dreißig Ziffern: Lest sie einander laut vor, am Telefon oder nebeneinander. Weichen sie ab, steht jemand mit eigenen Schlüsseln zwischen euch.
    Abalone: Gehen die Schlüssel eines Geräts verloren, lässt sich die Partie noch als Kopie zu Ende spielen, wenn alle Spieler einverstanden sind: „Wenn ein Gerät seine Schlüssel verliert“ in ihrem Feld legt eine auf diesem Gerät an, und ihre Datei oder ihr Teilen-Link enthält die Züge, um sie auf einem anderen fortzusetzen, ohne Signaturen.
    Abaku: Gehen die Schlüssel eines Geräts verloren, kann kein Gerät die noch verdeckten Steine je lesen; sind alle Spieler einverstanden, lässt sich die Partie aber als Kopie auf einem Gerät zu Ende spielen („Wenn ein Gerät seine Schlüssel verliert“ in ihrem Feld), auf jedem Gerät dieselbe Kopie: Brett und Punkte, wie sie stehen, der Joker offen, wo er ist, und alle verdeckten Steine, auf den Bänkchen wie im Beutel, aus den nicht sichtbaren Steinen neu verteilt. Die zu Beginn aufgedeckten und die getauschten Steine kommen zurück in den Beutel, wie auf einem Gerät.
    Summy: Gehen die Schlüssel eines Geräts verloren, kann kein Gerät die noch verdeckten Steine je lesen; sind alle Spieler einverstanden, lässt sich die Partie aber als Kopie auf einem Gerät zu Ende spielen („Wenn ein Gerät seine Schlüssel verliert“ in ihrem Feld), auf jedem Gerät dieselbe Kopie: Brett und Punkte, wie sie stehen, und alle verdeckten Steine, auf den Bänkchen wie im Vorrat, aus den nicht sichtbaren Steinen neu verteilt. Die zu Beginn aufgedeckten Steine kommen zurück in den Vorrat, wie auf einem Gerät, und so viele Steine, wie getauscht wurden, bleiben ungesehen aus dem Spiel.
    Addique: Gehen die Schlüssel eines Geräts verloren, kann kein Gerät die noch verdeckten Spielmarken je lesen; sind alle Spieler einverstanden, lässt sich die Partie aber als Kopie auf einem Gerät zu Ende spielen („Wenn ein Gerät seine Schlüssel verliert“ in ihrem Feld), auf jedem Gerät dieselbe Kopie: Tisch und Punkte, wie sie stehen, die Eröffnungsmarken, die noch in einer Hand sind, wo sie sind, und alle verdeckten Spielmarken, in den Händen wie im Vorrat, neu verteilt.
    Die Kopie eines Steinspiels teilen die Spieler, deren Gerät seine Schlüssel noch hat, gemeinsam aus: Einer bittet darum („Um eine Kopie bitten“), die anderen stimmen zu („Der Kopie zustimmen“), und jedes Gerät legt sich auf frische Bytes fest, bevor eines seine zeigt, sodass kein Spieler das Austeilen der Kopie vorhersehen oder wählen kann.

## What this device does next: the links to send, numbered when several go to the same
## players, and a move taken back before its link leaves (src/remote/panel.rs).

remote-send-links = { $count ->
        [one] Sende diesen Link an { $names }.
       *[other] Sende diese { $count } Links an { $names }.
    }
remote-send-part = Teil { $number } von { $count }, an { $names } zu senden:
remote-take-back-note = Solange du seinen Link nicht kopiert, geteilt oder gezeigt hast, kannst du deinen Zug zurücknehmen.
remote-take-back = Zug zurücknehmen
# A link opened again, or one's own: nothing in it is new.
remote-have-move = Du hast diesen Zug schon: Er ist in der Partie auf diesem Gerät.
remote-have-link = Du hast diesen Link schon: Nichts darin ist neu für die Partie auf diesem Gerät.
# Tiles (or Addique's pieces) of this device's rack that it cannot read yet: their keys come
# with these players' next links.
remote-rack-coming = { $pieces ->
        [yes] { $count ->
            [one] 1 Teil deiner Hand kommt
           *[other] { $count } Teile deiner Hand kommen
        }
       *[no] { $count ->
            [one] 1 Stein deines Bänkchens kommt
           *[other] { $count } Steine deines Bänkchens kommen
        }
    } mit dem nächsten Link von { $names }, der ihre Schlüssel bringt.

## Die Sicherheitsnummern der Partie, sobald alle beigetreten sind (src/remote/panel.rs).

remote-safety-numbers = Sicherheitsnummern
remote-safety-explained = Lest sie einander laut vor, am Telefon oder nebeneinander: Jedes Gerät dieser Partie zeigt dieselben Zahlen. Weichen sie ab, steht jemand zwischen euch: Beginnt eine neue Partie und schickt ihre Einladungen auf anderem Weg.
