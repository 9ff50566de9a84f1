### Words every part of the app shares, in Czech.

list-and = { $first } a { $last }
