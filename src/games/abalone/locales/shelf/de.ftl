### What the shelf and the library say of Abalone, in German.

abalone-blurb = Schiebe sechs gegnerische Kugeln vom sechseckigen Brett. Zu zweit, zu dritt oder zu viert in zwei Teams.
abalone-robot-time-note = Der starke Roboter denkt diese ganze Zeit: je länger, desto tiefer schaut er. Der leichte und der mittlere schauen eine feste Zahl von Zügen voraus.

## Why the rules refuse a move: capitalised, as they follow a colon and read as whole
## sentences; without a full stop.

abalone-rule-game-over = Das Spiel ist vorbei
abalone-rule-no-marble = Auf { $cell } liegt keine Kugel
abalone-rule-not-your-marble = Die Kugel auf { $cell } gehört nicht dir
abalone-rule-partner-trails = Die Kugel auf { $cell } gehört deinem Partner – die hinterste Kugel muss deine eigene sein
abalone-rule-no-marble-of-yours = Mindestens eine der Kugeln muss dir gehören
abalone-rule-cannot-push-partner = Du kannst deinen Partner nicht wegschieben
abalone-rule-not-a-line = Die Kugeln müssen zu zweit oder zu dritt in einer geraden Reihe liegen
abalone-rule-too-many-marbles = Es ziehen höchstens drei Kugeln
abalone-rule-off-the-board = Eine eigene Kugel darf das Brett nicht verlassen
abalone-rule-own-marble-in-the-way = Eine eigene Kugel ist im Weg
abalone-rule-single-marble-cannot-push = Eine einzelne Kugel kann nicht schieben
abalone-rule-no-sumito = { $pushers } gegen { $defenders } ist kein Sumito
abalone-rule-own-marble-blocks-push = Eine eigene Kugel blockiert das Schieben
abalone-rule-side-step-cannot-push = Ein Breitseitzug kann nicht schieben
abalone-rule-not-a-side-step = Ein Breitseitzug geht quer zur Reihe, nicht an ihr entlang
