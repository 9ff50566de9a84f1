### Words every part of the app shares, in Turkish.

list-and = { $first } ve { $last }
