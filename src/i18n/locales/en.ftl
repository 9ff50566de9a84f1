### Words every part of the app shares, in English.

# Names listed: "Eva, Adam and Bára". The list's other names are joined by a comma.
list-and = { $first } and { $last }
