//! Each language's typography, applied to every phrase it words.

/// Czech typography: a one-letter preposition or conjunction must not end a line, so it is
/// bound to the next word with a no-break space.
pub(crate) fn bind_short_words(text: &str) -> String {
    let mut bound = String::with_capacity(text.len() + 64);
    let mut words = text.split(' ').peekable();
    while let Some(word) = words.next() {
        bound.push_str(word);
        if words.peek().is_none() {
            break;
        }
        // The word as it stands on its line, after any opening bracket or quotation mark.
        let last_line = word.rsplit('\n').next().unwrap_or(word);
        let bare = last_line.trim_start_matches(['(', '„']);
        let one_letter = matches!(
            bare,
            "a" | "i" | "k" | "o" | "s" | "u" | "v" | "z" | "A" | "I" | "K" | "O" | "S" | "U" | "V" | "Z"
        );
        bound.push(if one_letter { '\u{a0}' } else { ' ' });
    }
    bound
}
