// sw.js: the page's service worker, so that the game opens with no network
// after the first visit. It keeps the page's files in a cache and answers
// from the network when it can (a new build is seen at once), from the
// cache when the network fails. scripts/web writes VERSION, a hash of the
// files, so that each build fills a cache of its own and old ones go.
"use strict";

const VERSION = "unbuilt";
const CACHE = "ttt-" + VERSION;
const FILES = [
    "./", "index.html", "gl.js", "ttt.js", "ttt.wasm", "manifest.webmanifest",
    "icon-32.png", "icon-192.png", "icon-512.png",
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

// Network first, so a page online always has the newest build (and the
// cache follows it); the cached copy when the network fails.
self.addEventListener("fetch", event => {
    const request = event.request;
    if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
        return;
    }
    event.respondWith(fetch(request)
        .then(response => {
            if (response.ok) {
                const copy = response.clone();
                event.waitUntil(caches.open(CACHE).then(cache => cache.put(request, copy)));
            }
            return response;
        })
        .catch(() => caches.open(CACHE)
            .then(cache => cache.match(request, { ignoreSearch: true }))
            .then(cached => cached || Response.error())));
});
