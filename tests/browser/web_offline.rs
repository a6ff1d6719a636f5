//! The page installable and offline, in real headless Chromium: its web
//! app manifest and icons, the favicon, and the game opened from the
//! service worker's cache with the server stopped (the network cut).

use crate::page::{Page, Screen, ONE_AT_A_TIME};
use serde_json::{json, Value};
use ttt::core::board::Board;

/// Fetches `url` in the page; [status, content type, image width and
/// height] (the sizes 0 when it is no image).
fn fetched(page: &Page, url: &str) -> Value {
    let script = "return fetch(arguments[0]).then(async r => {
            const blob = await r.blob();
            const size = await createImageBitmap(blob).then(i => [i.width, i.height], () => [0, 0]);
            return [r.status, r.headers.get('content-type'), size[0], size[1]];
        })";
    page.call_script(script, json!([url]))
}

#[test]
fn the_manifest_names_the_game_and_its_icons_load() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let page = Page::open(Screen::Desktop(800, 600));
    let href = page.eval("return document.querySelector('link[rel=manifest]').href");
    let manifest = page.call_script(
        "return fetch(arguments[0]).then(r => r.json())",
        json!([href]),
    );
    assert_eq!(manifest["short_name"], "ttt", "{manifest}");
    assert_eq!(manifest["display"], "standalone");
    assert_eq!(manifest["theme_color"], "#faf7ed");
    let icons = manifest["icons"].as_array().expect("icons");
    let mut sizes = Vec::new();
    for icon in icons {
        let side: u64 = icon["sizes"]
            .as_str()
            .and_then(|s| s.split('x').next())
            .and_then(|s| s.parse().ok())
            .expect("a size");
        let seen = fetched(&page, icon["src"].as_str().expect("a src"));
        assert_eq!(seen, json!([200, "image/png", side, side]), "{icon}");
        sizes.push(side);
    }
    assert!(
        sizes.contains(&192) && sizes.contains(&512),
        "installable: {sizes:?}"
    );
    // A declared icon: the browser asks for no /favicon.ico (no 404).
    let favicon = page.eval("return document.querySelector('link[rel=icon]').href");
    let seen = fetched(&page, favicon.as_str().expect("a favicon"));
    assert_eq!(seen, json!([200, "image/png", 32, 32]));
    let theme = page.eval("return document.querySelector('meta[name=theme-color]').content");
    assert_eq!(theme, manifest["theme_color"]);
}

#[test]
fn the_page_opens_from_its_cache_with_the_network_cut() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut page = Page::open(Screen::Desktop(800, 600));
    page.wait_for_service_worker();
    page.stop_server();
    page.reload();
    page.wait_for_board(&Board::default());
    page.keep_shot("offline-800x600");
    let controlled = page.eval("return navigator.serviceWorker.controller !== null");
    assert_eq!(
        controlled,
        json!(true),
        "the service worker served the page"
    );
    // Offline, the game plays.
    page.key("5");
    page.wait_for_lines(1);
    assert_eq!(page.lines()[0], "x 5");
    let failed = page.eval("return window.ttt.failed");
    assert_eq!(failed, Value::Null);
}

/// A new build put on the server while the browser keeps the old one is
/// what the next load shows (the page comes from the network first and
/// names the new build's files); its service worker then installs it, so
/// with the network cut the new build opens.
#[test]
fn a_new_build_is_seen_at_once_and_then_opens_offline() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let dir = std::env::temp_dir().join(format!("ttt-web-copy-{}", std::process::id()));
    let mut page = Page::open_copy(Screen::Desktop(800, 600), &dir);
    page.wait_for_service_worker();
    let build = "return window.tttBuild || null";
    assert_eq!(page.eval(build), Value::Null, "the old build");
    page.deploy_new_build(&dir, "new", "0123456789abcdef");
    page.reload();
    assert_eq!(page.eval(build), json!("new"), "seen at the next load");
    page.wait_for_board(&Board::default());
    // The new worker installs in the background and drops the old cache.
    let cached = "return caches.keys().then(k => k.join(' ') === 'ttt-0123456789abcdef')";
    page.wait_for(cached, crate::page::SETTLE * 2);
    page.stop_server();
    page.reload();
    assert_eq!(page.eval(build), json!("new"), "the new build, offline");
    page.wait_for_board(&Board::default());
    drop(page);
    let _ = std::fs::remove_dir_all(&dir);
}
