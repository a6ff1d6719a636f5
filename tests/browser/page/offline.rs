//! The page kept for offline play: its service worker, and the network
//! cut by stopping the server the test started.

use super::{Page, SETTLE};
use std::net::TcpStream;

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
        let _ = self._server.0.kill();
        let _ = self._server.0.wait();
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
