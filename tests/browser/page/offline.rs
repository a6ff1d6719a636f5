//! The page kept for offline play: its service worker, the network cut
//! by stopping the server the test started, and a new build put in place
//! of a served copy of the page.

use super::{Page, SETTLE};
use std::net::TcpStream;
use std::path::Path;

impl Page {
    /// Waits until the page's service worker controls it (the page's
    /// files are then in its cache).
    pub fn wait_for_service_worker(&self) {
        let script =
            "return navigator.serviceWorker && navigator.serviceWorker.controller !== null \
            && navigator.serviceWorker.controller.state === 'activated'";
        self.wait_for(script, SETTLE * 2);
    }

    /// Cuts the network: stops the server that served the page, and
    /// checks that nothing answers on its port any more.
    pub fn stop_server(&mut self) {
        if let Some(server) = &mut self._server {
            let _ = server.0.kill();
            let _ = server.0.wait();
        }
        let port = self
            .url
            .trim_start_matches("http://127.0.0.1:")
            .trim_end_matches('/');
        let address = format!("127.0.0.1:{port}");
        assert!(
            TcpStream::connect(&address).is_err(),
            "the server still answers on {address}"
        );
    }
}

impl Page {
    /// Serves a copy of the built page in `dir` (which the test may then
    /// change, as a new build would), opens it on `screen` and waits for
    /// its first frame.
    pub fn open_copy(screen: super::Screen, dir: &Path) -> Page {
        let (url, server) = super::serve::serve_copy(dir);
        let page = Page::blank_serving(screen, url, Some(server));
        page.go(&page.url.clone());
        page.wait_started();
        page
    }

    /// Makes the page copied in `dir` a new build, as `scripts/web` would
    /// stamp one: its `ttt.js` sets `window.tttBuild` to `tag`, and the
    /// build's version (in `sw.js`, and on the addresses `index.html`
    /// names) becomes `version`.
    pub fn deploy_new_build(&self, dir: &Path, tag: &str, version: &str) {
        let read = |name: &str| std::fs::read_to_string(dir.join(name)).expect("the page's file");
        let write =
            |name: &str, text: String| std::fs::write(dir.join(name), text).expect("written");
        let worker = read("sw.js");
        let old = worker
            .split("const VERSION = \"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .expect("sw.js stamped with its version")
            .to_string();
        assert!(
            read("index.html").contains(&format!("ttt.wasm?v={old}")),
            "{old}"
        );
        for name in ["index.html", "sw.js"] {
            write(name, read(name).replace(&old, version));
        }
        write(
            "ttt.js",
            read("ttt.js") + &format!("\nwindow.tttBuild = \"{tag}\";\n"),
        );
    }
}
