// ttt.js: what the game asks of the page, as a miniquad plugin registered
// before load(): the browser's localStorage (src/shell/local_storage.rs), a
// random seed, console lines, and the page's record of how the game runs
// (window.ttt: the first frame's time, closed, failed, touch) for the page
// and its tests (src/shell/host.rs), the game's sounds through Web Audio
// (src/shell/page_sound.rs), the first touch told to the game (its words
// then say "tap"), the board for screen readers (a button over each of the
// canvas's squares or Qubic's cells, and a live region: page_access.rs), the
// "Play again" button once the game has closed, the WebSocket to the ttt
// serve that served the page, for a friend's room (page_link.rs), and the
// service worker that keeps the page for offline play.
"use strict";

// The WebGL canvas's drawing buffer, as the game's window has it:
// opaque (with the default, alpha: true, the compositor blends the canvas
// with the page, which washes out faint colours), with no multisampling
// (the window's sample_count is 1: strokes fade over a feather of their
// own, picture/strokes.rs) and no depth buffer (the game is flat and
// never tests depth). The browser's default, 4x multisampling and a depth
// buffer, cost about 15 ms of the page's load to its first frame under
// SwiftShader (docs/performance.md), for the same picture.
(function () {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (kind, attributes) {
        if (kind === "webgl" || kind === "webgl2") {
            attributes = Object.assign({ alpha: false, antialias: false, depth: false }, attributes || {});
        }
        return getContext.call(this, kind, attributes);
    };
})();

// The canvas at the size miniquad gives it at start (the page's size in
// device pixels: its `resize` with high_dpi, as the game asks), before
// the module makes its WebGL context: made at the default 300×150 and
// then resized, the context's drawing buffer was made twice, which cost
// about 10 ms of the page's load (docs/performance.md). miniquad still
// sets the size itself; this only means there is nothing left to change.
(function () {
    const canvas = document.getElementById("glcanvas");
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1.0;
    canvas.width = canvas.clientWidth * ratio;
    canvas.height = canvas.clientHeight * ratio;
})();

// lines: what the game wrote (the Logo text screen), as in the console;
// fullscreenAsked: how many times the game asked for fullscreen or back;
// sounds: the cue numbers played, in order (for the page's tests);
// audioState(): the AudioContext's state ("none" before the first key);
// touch: whether the page told the game of a touch;
// turn, feedback: the game's turn line and feedback line, as last drawn;
// link: the friend's room's socket and its events not yet taken.
window.ttt = { firstFrame: null, closed: false, failed: null, lines: [], fullscreenAsked: 0, sounds: [], touch: false };

(function () {
    const decoder = new TextDecoder();
    const encoder = new TextEncoder();
    const text = (ptr, len) => decoder.decode(new Uint8Array(wasm_memory.buffer, ptr, len));
    // The text the module asked for last (a stored value, an event of the
    // link), until it takes it with ttt_storage_take.
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

    // The game's sounds: samples the module hands over after its first
    // frame (or at the first key or tap, if sooner), played through one
    // AudioContext made at the player's first key or tap (before it,
    // browsers keep a page silent).
    const sounds = [];
    let audio = null;
    let soundsAsked = false;
    function loadSounds() {
        if (soundsAsked || typeof wasm_exports === "undefined" || !wasm_exports || !wasm_exports.ttt_load_sounds) return;
        soundsAsked = true;
        wasm_exports.ttt_load_sounds();
    }
    function startAudio() {
        loadSounds();
        const Context = window.AudioContext || window.webkitAudioContext;
        if (!Context) return;
        try {
            audio = audio || new Context();
            if (audio.state === "suspended") audio.resume();
        } catch (e) {
            audio = null;
        }
    }
    window.ttt.audioState = () => (audio ? audio.state : "none");
    for (const kind of ["keydown", "pointerdown", "touchend"]) {
        window.addEventListener(kind, startAudio, { capture: true });
    }
    function playSound(cue) {
        const sound = sounds[cue];
        if (!audio || !sound) return;
        if (!sound.buffer) {
            sound.buffer = audio.createBuffer(1, sound.samples.length, sound.rate);
            sound.buffer.getChannelData(0).set(sound.samples);
        }
        const source = audio.createBufferSource();
        source.buffer = sound.buffer;
        source.connect(audio.destination);
        source.start();
        window.ttt.sounds.push(cue);
    }
    // Runs `task` once the page is idle (within a second), or soon where
    // the browser cannot say.
    function whenIdle(task) {
        if (window.requestIdleCallback) window.requestIdleCallback(task, { timeout: 1000 });
        else setTimeout(task, 50);
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

    // The board for screen readers: a button per square (nine) or, at
    // Qubic, per cell (64), laid over the canvas's square or cell
    // (invisible until focused, and letting the mouse through to the
    // canvas), named for what it holds; pressing one plays it, and any
    // other key goes to the game as if the canvas had it. Buttons are
    // added or taken away when the game changes.
    // The live region says each move and the result.
    const squares = [];
    function squareButtons(count) {
        const board = document.getElementById("board");
        const canvas = document.getElementById("glcanvas");
        if (!board || !canvas) return squares;
        while (squares.length > count) board.removeChild(squares.pop());
        while (squares.length < count) {
            const n = squares.length + 1;
            const button = document.createElement("button");
            button.type = "button";
            button.onclick = () => wasm_exports.ttt_access_play(n);
            for (const kind of ["keydown", "keyup", "keypress"]) {
                button.addEventListener(kind, function (event) {
                    // Enter and Space press the button; Tab moves on.
                    if (event.key === "Enter" || event.key === " " || event.key === "Tab") return;
                    const handler = canvas["on" + kind];
                    if (handler) handler(event);
                });
            }
            board.appendChild(button);
            squares.push(button);
        }
        return squares;
    }
    function access(json) {
        const told = JSON.parse(json);
        const canvas = document.getElementById("glcanvas");
        // The squares' places are in the canvas's pixels; the page's are CSS.
        const scale = canvas && canvas.width ? canvas.clientWidth / canvas.width : 1;
        squareButtons(told.squares.length).forEach((button, i) => {
            const square = told.squares[i];
            button.setAttribute("aria-label", square.label);
            button.style.left = square.x * scale + "px";
            button.style.top = square.y * scale + "px";
            button.style.width = square.w * scale + "px";
            button.style.height = square.h * scale + "px";
        });
        window.ttt.turn = told.turn;
        window.ttt.feedback = told.feedback;
        const live = document.getElementById("announce");
        if (live && live.textContent !== told.said) live.textContent = told.said;
    }

    // Playing a friend: one WebSocket at a time to the ttt serve that
    // served this page (its /ws; wss: under https). The module decides
    // what to say and when to try again (src/shell/page_link.rs); what
    // happens on the socket waits here, in order, as text with its kind
    // first ("o" opened, "m" a message, "c" closed and why), until the
    // module's next frame takes it. Each event wakes that frame: the
    // game draws nothing while nothing moves.
    const link = { socket: null, events: [], timer: null };
    window.ttt.link = link;
    function linkEvent(kind, text) {
        link.events.push(kind + text);
        if (typeof wasm_exports !== "undefined" && wasm_exports && wasm_exports.ttt_link_heard) {
            wasm_exports.ttt_link_heard();
        }
    }
    // The socket closed by the module (a room left): what it was still
    // to hear or do is dropped.
    function linkClose() {
        clearTimeout(link.timer);
        const socket = link.socket;
        link.socket = null;
        link.events = [];
        if (socket) socket.close(1000, "left the room");
    }
    function linkOpen() {
        if (link.socket) linkClose();
        let socket;
        try {
            const url = new URL("ws", location.href);
            url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
            url.hash = "";
            socket = new WebSocket(url.href);
        } catch (e) {
            linkEvent("c", String(e));
            return;
        }
        link.socket = socket;
        socket.onopen = () => linkEvent("o", "");
        socket.onmessage = event => {
            if (typeof event.data === "string") linkEvent("m", event.data);
        };
        socket.onclose = event => {
            if (link.socket !== socket) return;
            link.socket = null;
            linkEvent("c", event.reason || "the connection closed (" + event.code + ")");
        };
    }
    // The text the module takes next with ttt_storage_take; its length.
    function keep(value) {
        taken = encoder.encode(value);
        return taken.length;
    }

    function env(importObject) {
        Object.assign(importObject.env, {
            // -1: no such key; -2: storage unavailable; else the value's
            // length in bytes, to fetch with ttt_storage_take.
            ttt_storage_get: function (key, keyLen) {
                try {
                    const value = storage().getItem(text(key, keyLen));
                    if (value === null) return -1;
                    return keep(value);
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
            // 1 when the browser prefers dark colours (the theme `system`).
            ttt_prefers_dark: function () {
                return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? 1 : 0;
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
            // A cue's samples: `len` 16-bit mono samples at `rate` Hz.
            ttt_sound_load: function (cue, ptr, len, rate) {
                const pcm = new Int16Array(wasm_memory.buffer, ptr, len);
                const samples = new Float32Array(len);
                for (let i = 0; i < len; i++) samples[i] = pcm[i] / 32768;
                sounds[cue] = { samples: samples, rate: rate, buffer: null };
            },
            ttt_sound_play: function (cue) {
                try {
                    playSound(cue);
                } catch (e) {
                    // No sound is no error: the game plays on silently.
                }
            },
            // The first frame is drawn: the sounds are made once the page
            // is next idle, off the path to that frame (page_sound.rs).
            ttt_first_frame: function () {
                if (window.ttt.firstFrame !== null) return;
                window.ttt.firstFrame = performance.now();
                whenIdle(loadSounds);
            },
            ttt_closed: function () {
                window.ttt.closed = true;
                say("The game has closed.", true);
            },
            // F11 in the game: the page fullscreen, or back. The key's
            // event has just given the page the user activation the
            // browser asks for; a refusal is said in the console.
            ttt_toggle_fullscreen: function () {
                const done = document.fullscreenElement
                    ? document.exitFullscreen()
                    : document.documentElement.requestFullscreen();
                window.ttt.fullscreenAsked += 1;
                Promise.resolve(done).catch(function (e) {
                    console.warn("warning: fullscreen refused: " + e);
                });
            },
            // The page's address without its #, for invite links; -1 when
            // no server served it (a file), so no rooms can be reached.
            ttt_link_page: function () {
                if (location.protocol !== "http:" && location.protocol !== "https:") return -1;
                return keep(location.origin + location.pathname);
            },
            // What follows the # (an invite link's room code), decoded.
            ttt_link_hash: function () {
                let hash = location.hash.slice(1);
                try {
                    hash = decodeURIComponent(hash);
                } catch (e) {
                    // Left as it is: the module says it is no code.
                }
                return keep(hash);
            },
            // Opens the socket in `after` ms (at once: 0).
            ttt_link_open: function (after) {
                clearTimeout(link.timer);
                link.timer = setTimeout(linkOpen, after);
            },
            ttt_link_close: linkClose,
            // 0: sent; 1: the socket is not open (the module is told why).
            ttt_link_send: function (ptr, len) {
                const socket = link.socket;
                if (!socket || socket.readyState !== WebSocket.OPEN) return 1;
                socket.send(text(ptr, len));
                return 0;
            },
            // The next event's length (to take), or -1 when none waits.
            ttt_link_next: function () {
                return link.events.length ? keep(link.events.shift()) : -1;
            },
            ttt_access: function (ptr, len) {
                access(text(ptr, len));
            },
            ttt_failed: function (ptr, len) {
                window.ttt.failed = text(ptr, len);
                say("The game failed: " + window.ttt.failed);
            },
        });
    }

    // F11 is the game's: it asks for the page's fullscreen (above). Where
    // the browser lets a page keep the key, its own F11 (the browser
    // window's fullscreen) would toggle a second time.
    window.addEventListener("keydown", function (event) {
        if (event.code === "F11") event.preventDefault();
    }, true);

    function started() {
        if (touchedEarly) touched();
    }

    // The module is built to stop at once on a panic (scripts/web: no
    // message, no hook), so the browser sees a WebAssembly trap. Said
    // here, as the game's own panic hook said it: before the first frame
    // the game could not start, after it a bug stopped it.
    function trapped(error) {
        if (!(error instanceof WebAssembly.RuntimeError) || window.ttt.failed) return;
        window.ttt.failed = window.ttt.firstFrame === null
            ? "the game could not start (is WebGL on?): " + error.message
            : "this is a bug in ttt, please report it: " + error.message;
        console.error("error: " + window.ttt.failed);
        say("The game failed: " + window.ttt.failed);
    }
    window.addEventListener("error", event => trapped(event.error));
    window.addEventListener("unhandledrejection", event => trapped(event.reason));

    miniquad_add_plugin({ name: "ttt_web", version: 1, register_plugin: env, on_init: started });

    // Offline play: the service worker keeps the page's files (web/sw.js).
    // Browsers allow one only on https or localhost; elsewhere the page
    // simply needs the network.
    if ("serviceWorker" in navigator) {
        navigator.serviceWorker.register("sw.js").catch(e =>
            console.warn("warning: the page cannot be kept for offline play: " + e));
    }
})();
