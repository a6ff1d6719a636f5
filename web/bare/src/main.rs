//! The floor of the page's load: an empty macroquad window with ttt's
//! window settings (a blocking event loop, high DPI) that clears, draws
//! one rectangle and, in a page, notes its first frame as ttt does
//! (`ttt_first_frame`, web/ttt.js). `scripts/web bare` builds it into a
//! page of its own (target/web-bare/) for `scripts/page-ab` to compare
//! ttt's page with (docs/performance.md).

use macroquad::prelude::*;

#[cfg(target_arch = "wasm32")]
#[link(wasm_import_module = "env")]
extern "C" {
    fn ttt_first_frame();
}

fn conf() -> macroquad::conf::Conf {
    let platform = macroquad::miniquad::conf::Platform {
        blocking_event_loop: true,
        ..Default::default()
    };
    macroquad::conf::Conf {
        miniquad_conf: macroquad::miniquad::conf::Conf {
            window_title: "bare page".to_string(),
            high_dpi: true,
            platform,
            ..Default::default()
        },
        update_on: Some(Default::default()),
        ..Default::default()
    }
}

async fn run() {
    loop {
        clear_background(Color::new(0.98, 0.97, 0.93, 1.0));
        draw_rectangle(100.0, 100.0, 200.0, 200.0, BLACK);
        #[cfg(target_arch = "wasm32")]
        // SAFETY: takes nothing.
        unsafe {
            ttt_first_frame()
        };
        next_frame().await;
    }
}

fn main() {
    macroquad::Window::from_config(conf(), run());
}
