// ttt.js: what the game asks of the page, as a miniquad plugin registered
// before load(): the browser's localStorage (src/data/local_storage.rs), a
// random seed, console lines, and the page's record of how the game runs
// (window.ttt: the first frame's time, closed, failed, touch) for the page
// and its tests (src/shell/host.rs). Also: the first touch told to the game
// (its words then say "tap"), the "Play again" button once the game has
// closed, and the service worker that keeps the page for offline play.
"use strict";

// An opaque WebGL canvas. With the default (alpha: true) the compositor
// blends the canvas with the page, which washes out faint colours.
(function () {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (kind, attributes) {
        if (kind === "webgl" || kind === "webgl2") {
            attributes = Object.assign({ alpha: false }, attributes || {});
        }
        return getContext.call(this, kind, attributes);
    };
})();

// lines: what the game wrote (the Logo text screen), as in the console.
window.ttt = { firstFrame: null, closed: false, failed: null, lines: [], touch: false };

(function () {
    const decoder = new TextDecoder();
    const encoder = new TextEncoder();
    const text = (ptr, len) => decoder.decode(new Uint8Array(wasm_memory.buffer, ptr, len));
    // The value of the last successful get, until the module takes it.
    let taken = new Uint8Array(0);
    // Storage can be switched off (a property access that throws).
    const storage = () => window.localStorage;

    // Shows `message` over the canvas; with `again`, the button that
    // reloads the page for a new game (focused: Enter or Space presses it).
    function say(message, again) {
        const status = document.getElementById("status");
        const said = document.getElementById("said");
        const button = document.getElementById("again");
        if (!status || !said) return;
        said.textContent = message;
        status.hidden = false;
        if (button && again) {
            button.hidden = false;
            button.onclick = () => location.reload();
            button.focus();
        }
    }

    // The game is told of the first touch (a phone): from then on it asks
    // for taps. A touch before the module is running is told when it starts.
    let touchedEarly = false;
    function touched() {
        if (window.ttt.touch) return;
        if (typeof wasm_exports === "undefined" || !wasm_exports || !wasm_exports.ttt_touched) {
            touchedEarly = true;
            return;
        }
        window.ttt.touch = true;
        wasm_exports.ttt_touched();
    }
    const early = { capture: true, passive: true };
    window.addEventListener("touchstart", touched, early);
    window.addEventListener("pointerdown", e => { if (e.pointerType === "touch") touched(); }, early);

    function env(importObject) {
        Object.assign(importObject.env, {
            // -1: no such key; -2: storage unavailable; else the value's
            // length in bytes, to fetch with ttt_storage_take.
            ttt_storage_get: function (key, keyLen) {
                try {
                    const value = storage().getItem(text(key, keyLen));
                    if (value === null) return -1;
                    taken = encoder.encode(value);
                    return taken.length;
                } catch (e) {
                    return -2;
                }
            },
            ttt_storage_take: function (into) {
                new Uint8Array(wasm_memory.buffer, into, taken.length).set(taken);
                taken = new Uint8Array(0);
            },
            // 0: saved; 1: the storage is full; 2: storage unavailable.
            ttt_storage_set: function (key, keyLen, value, valueLen) {
                try {
                    storage().setItem(text(key, keyLen), text(value, valueLen));
                    return 0;
                } catch (e) {
                    return e && e.name === "QuotaExceededError" ? 1 : 2;
                }
            },
            ttt_storage_remove: function (key, keyLen) {
                try {
                    storage().removeItem(text(key, keyLen));
                    return 0;
                } catch (e) {
                    return 2;
                }
            },
            ttt_now_seconds: function () {
                return Date.now() / 1000;
            },
            ttt_random_u32: function () {
                return crypto.getRandomValues(new Uint32Array(1))[0] | 0;
            },
            // level 0: a line the game wrote; 1: a warning; 2: an error.
            ttt_console: function (level, ptr, len) {
                const line = text(ptr, len);
                if (level === 0) window.ttt.lines.push(line);
                (level === 2 ? console.error : level === 1 ? console.warn : console.log)(line);
            },
            ttt_first_frame: function () {
                if (window.ttt.firstFrame === null) window.ttt.firstFrame = performance.now();
            },
            ttt_closed: function () {
                window.ttt.closed = true;
                say("The game has closed.", true);
            },
            ttt_failed: function (ptr, len) {
                window.ttt.failed = text(ptr, len);
                say("The game failed: " + window.ttt.failed);
            },
        });
    }

    function started() {
        if (touchedEarly) touched();
    }

    miniquad_add_plugin({ name: "ttt_web", version: 1, register_plugin: env, on_init: started });

    // Offline play: the service worker keeps the page's files (web/sw.js).
    // Browsers allow one only on https or localhost; elsewhere the page
    // simply needs the network.
    if ("serviceWorker" in navigator) {
        navigator.serviceWorker.register("sw.js").catch(e =>
            console.warn("warning: the page cannot be kept for offline play: " + e));
    }
})();
