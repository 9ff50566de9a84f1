### Words every part of the app shares, in German.

list-and = { $first } und { $last }
