//! A link drawn as a QR code, for a phone's camera across the table or on a screen.

use leptos::prelude::*;
use qrcodegen::QrCodeEcc;

/// The quiet zone the standard asks for around the code, in modules.
const QUIET: i32 = 4;

/// `text` as a QR code in SVG, named `label` for screen readers; nothing if it is too long for
/// one (links stay far below that).
#[component]
pub fn QrCode(text: String, label: String) -> impl IntoView {
    let code = qrcodegen::QrCode::encode_text(&text, QrCodeEcc::Low).ok()?;
    let size = code.size();
    let dark: String = (0..size)
        .flat_map(|y| (0..size).map(move |x| (x, y)))
        .filter(|&(x, y)| code.get_module(x, y))
        .map(|(x, y)| format!("M{x} {y}h1v1h-1z"))
        .collect();
    let side = size + 2 * QUIET;
    Some(view! {
        <svg class="qr" viewBox=format!("{} {} {side} {side}", -QUIET, -QUIET) role="img" aria-label=label data-testid="remote-qr-code">
            <rect x=-QUIET y=-QUIET width=side height=side fill="#fff" />
            <path d=dark fill="#000" />
        </svg>
    })
}
