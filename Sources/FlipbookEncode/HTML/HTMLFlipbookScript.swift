/// The player of a flipbook page, inline in the page (no network, no libraries).
///
/// It draws each frame on the canvas from the row strips (`RowRun`s: a copy of strip rows, or
/// one strip row repeated), with smoothing off so every pixel is the frame's own. Controls:
/// play/pause, the scrubber, ← → one frame (pausing), space, Home and End, the speed.
///
/// The URL fragment drives the same handlers a person does, in the order written, so a headless
/// browser can check the page deterministically (and a link can open a frame):
/// `#frame=N` shows frame N (0-based position in the flipbook), `#scrub=N` moves the scrubber to N
/// as a drag would, `#keys=ArrowRight,ArrowLeft,…` presses those keys, `#speed=0.5` picks a
/// speed (0.25, 0.5, 1, 2 or 4) as the menu does, `#play` starts playing.
/// Without any of them the page plays from the first frame. `body[data-frame]` always holds the
/// frame shown, `body[data-drawn]` the frame last painted on the canvas.
enum HTMLFlipbookScript {
    static let source = """
    (function () {
      'use strict';
      var data = JSON.parse(document.getElementById('flipbook-data').textContent);
      var frames = data.frames, count = frames.length, width = data.width;
      var canvas = document.getElementById('screen'), context = canvas.getContext('2d');
      var caption = document.getElementById('caption'), counter = document.getElementById('counter');
      var scrubber = document.getElementById('scrubber'), playButton = document.getElementById('play');
      var speed = document.getElementById('speed');
      var strips = data.strips.map(function (uri) { var image = new Image(); image.src = uri; return image; });
      var ready = false, current = 0, timer = null;

      function draw() {
        if (!ready) return;
        var runs = frames[current].runs, y = 0;
        context.imageSmoothingEnabled = false;
        context.clearRect(0, 0, width, data.height);
        for (var i = 0; i < runs.length; i += 3) {
          var strip = strips[runs[i]], row = runs[i + 1], height = runs[i + 2];
          if (height > 0) {
            context.drawImage(strip, 0, row, width, height, 0, y, width, height);
            y += height;
          } else {
            context.drawImage(strip, 0, row, width, 1, 0, y, width, -height);
            y -= height;
          }
        }
        document.body.dataset.drawn = String(current);
      }

      function show(k) {
        current = Math.max(0, Math.min(count - 1, k));
        scrubber.value = String(current);
        counter.textContent = (current + 1) + ' / ' + count;
        caption.textContent = frames[current].caption;
        document.body.dataset.frame = String(current);
        draw();
      }

      function delay() { return 1000 / (data.fps * Number(speed.value)); }
      function tick() { show((current + 1) % count); timer = setTimeout(tick, delay()); }
      function setPlaying(playing) {
        playButton.textContent = playing ? 'Pause' : 'Play';
        playButton.setAttribute('aria-pressed', String(playing));
        document.body.dataset.playing = String(playing);
      }
      function play() {
        if (timer !== null || count < 2) return;
        timer = setTimeout(tick, delay());
        setPlaying(true);
      }
      function pause() {
        if (timer === null) return;
        clearTimeout(timer);
        timer = null;
        setPlaying(false);
      }

      playButton.addEventListener('click', function () { if (timer === null) play(); else pause(); });
      scrubber.addEventListener('input', function () { pause(); show(Number(scrubber.value)); });
      speed.addEventListener('change', function () {
        if (timer !== null) { clearTimeout(timer); timer = setTimeout(tick, delay()); }
      });
      document.addEventListener('keydown', function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey || event.target === speed) return;
        switch (event.key) {
          case 'ArrowRight': pause(); show(current + 1); break;
          case 'ArrowLeft': pause(); show(current - 1); break;
          case 'Home': pause(); show(0); break;
          case 'End': pause(); show(count - 1); break;
          case ' ':
            if (event.target === playButton) return;   // the button's own click toggles
            if (timer === null) play(); else pause();
            break;
          default: return;
        }
        event.preventDefault();   // a focused scrubber must not step a second time
      });

      function applyFragment() {
        var acted = false;
        new URLSearchParams(location.hash.slice(1)).forEach(function (value, name) {
          if (name === 'frame') {
            pause();
            show(parseInt(value, 10) || 0);
          } else if (name === 'scrub') {
            scrubber.value = value;
            scrubber.dispatchEvent(new Event('input', { bubbles: true }));
          } else if (name === 'keys') {
            value.split(',').forEach(function (key) {
              document.dispatchEvent(new KeyboardEvent('keydown', { key: key, bubbles: true, cancelable: true }));
            });
          } else if (name === 'speed') {
            speed.value = value;
            speed.dispatchEvent(new Event('change', { bubbles: true }));
          } else if (name === 'play') {
            play();
          } else {
            return;
          }
          acted = true;
        });
        return acted;
      }

      show(0);
      setPlaying(false);
      if (!applyFragment()) play();
      window.addEventListener('hashchange', applyFragment);
      Promise.all(strips.map(function (image) { return image.decode(); })).then(function () {
        ready = true;
        draw();
      });
    })();
    """
}
