// sw.js: the page's service worker, so that the game opens with no network
// after the first visit. It keeps the page's files in a cache of this
// build's own. scripts/web writes VERSION, a hash of the files, and names
// gl.js, ttt.js and ttt.wasm in index.html with it (`ttt.wasm?v=VERSION`).
//
// The page itself (index.html) comes from the network first, so a new
// build is seen at once online; from the cache when the network fails.
// The files it names come from the cache first: an address with this
// build's version has only one content, so there is nothing newer to wait
// for (a new build's page names new addresses, fetched from the network
// until its own worker has cached them). Answering them from the network
// each time cost about a third of the page's load to its first frame
// (docs/performance.md).
"use strict";

const VERSION = "unbuilt";
const CACHE = "ttt-" + VERSION;
const FILES = [
    "./", "index.html", "gl.js?v=" + VERSION, "ttt.js?v=" + VERSION, "ttt.wasm?v=" + VERSION,
    "manifest.webmanifest", "icon-32.png", "icon-192.png", "icon-512.png",
];

self.addEventListener("install", event => {
    event.waitUntil(caches.open(CACHE)
        .then(cache => cache.addAll(FILES))
        .then(() => self.skipWaiting()));
});

self.addEventListener("activate", event => {
    event.waitUntil(caches.keys()
        .then(keys => Promise.all(keys
            .filter(key => key.startsWith("ttt-") && key !== CACHE)
            .map(key => caches.delete(key))))
        .then(() => self.clients.claim()));
});

// This build's cache, opened once for the worker's life: opening it for
// each file asked the browser's storage twice for every answer, about 2 ms
// more on each file's way to the page (docs/performance.md). A failed
// open is tried again at the next file.
let opened = null;
function cache() {
    opened = opened || caches.open(CACHE).catch(e => {
        opened = null;
        throw e;
    });
    return opened;
}

// This build's cached copy of `request`; `loose` ignores the address's
// query (the page, whatever it was asked with).
function cached(request, loose) {
    return cache().then(files => files.match(request, { ignoreSearch: loose }));
}

self.addEventListener("fetch", event => {
    const request = event.request;
    if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
        return;
    }
    if (request.mode === "navigate") {
        event.respondWith(fetch(request)
            .catch(() => cached(request, true).then(found => found || Response.error())));
        return;
    }
    event.respondWith(cached(request, false).then(found => found || fetch(request).then(response => {
        // Qubic's book is fetched only when unbeatable plays X (not at
        // install): kept once fetched, for play with no network after.
        if (response.ok && new URL(request.url).pathname.endsWith("/qubic-book.bin")) {
            const copy = response.clone();
            cache().then(files => files.put(request, copy));
        }
        return response;
    })));
});
