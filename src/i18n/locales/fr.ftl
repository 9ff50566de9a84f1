### Words every part of the app shares, in French.

list-and = { $first } et { $last }
