//! QR codes, for phones to open a page by its address: a table card's, the projector's.

/// A QR code of `text` as inline SVG.
pub fn svg(text: &str) -> String {
    qrcode::QrCode::new(text.as_bytes()).map_or_else(
        |_| String::new(),
        |code| {
            code.render::<qrcode::render::svg::Color<'_>>()
                .min_dimensions(160, 160)
                .quiet_zone(true)
                .build()
        },
    )
}
