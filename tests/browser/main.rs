//! The tests that need a browser: the game's web page in real headless
//! Chromium through chromedriver (`page` is the WebDriver client). One test
//! binary (`cargo test --test browser`); each file's name filters its tests
//! (`cargo test --test browser web_page::`).

#[path = "../support/mod.rs"]
mod support;

mod page;
mod web;
mod web_access;
// `ttt serve` is the server feature's (on by default).
#[cfg(feature = "server")]
mod web_friend;
mod web_fullscreen;
mod web_offline;
mod web_page;
mod web_pointer;
mod web_sound;
mod web_theme;
