//! Writes the game's icon as a PNG: `cargo run --example icon -- assets/ttt.png`
//! (128 pixels, the size the desktop entry uses; a test checks the file in
//! `assets/` is the one the game draws).

fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| "ttt.png".into());
    let png = ttt::view::icon::icon_png(128).expect("the icon paints");
    std::fs::write(&path, png).expect("the file can be written");
    println!("wrote {path}");
}
