//! Writes the game's icon as a PNG: `cargo run --example icon -- assets/ttt.png`
//! (128 pixels, the size the desktop entry uses; a test checks the file in
//! `assets/` is the one the game draws), or at another size:
//! `cargo run --example icon -- icon-512.png 512` (the page's icons,
//! painted by `scripts/web`).

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().unwrap_or_else(|| "ttt.png".into());
    let size = match args.next().map(|s| s.parse::<u32>()) {
        None => 128,
        Some(Ok(size)) if (16..=1024).contains(&size) => size,
        Some(_) => {
            eprintln!("error: the size is a number of pixels from 16 to 1024");
            std::process::exit(2);
        }
    };
    let png = match ttt::view::icon::icon_png(size) {
        Ok(png) => png,
        Err(e) => {
            eprintln!("error: the icon does not paint: {e}");
            std::process::exit(1);
        }
    };
    if let Err(e) = std::fs::write(&path, png) {
        eprintln!("error: cannot write {path}: {e}");
        std::process::exit(1);
    }
    println!("wrote {path}");
}
