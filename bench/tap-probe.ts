/**
 * The page side of bench/taps.ts, added to every page before its scripts (a string: bench/ is compiled
 * without the DOM's types). `lwlTap.arm(arrival)` readies it; the next pointerdown is the tap, its
 * `timeStamp` the moment the input was dispatched. From then on, every frame's requestAnimationFrame
 * callback (which runs before that frame's style, layout and paint) asks whether the page shows an
 * answer to the tap; the first frame that does is painted next, and a message posted from that callback
 * runs once the frame has been rendered: its time is the answer's paint. An answer is what a person sees
 * change: the tapped link or button pressed (`:active` with an outline or an opacity of its own, where a
 * hover's lift does not count), marked pending (`aria-busy="true"`) or disabled (dimmed), a dialog that
 * was not there, the loader overlay faded in, or the next page in place of the tapped element. The
 * first answer other than the press is noted too (`pending`: the answer that lasts while the next thing
 * loads). When the next thing itself (`arrival`: the next page, or a new dialog) arrived is found from
 * the DOM's changes (a MutationObserver), then painted in the next frame.
 *
 * Alongside, the Event Timing API's entries of the tap (their `duration` runs from the input to the
 * next paint after its handlers, whatever that paint shows) and the layout shifts from the tap to the
 * pending answer's paint.
 */
export const TAP_PROBE = `(() => {
  const dialogs = () => [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')];
  const probe = { armed: false, start: 0, answer: '', answered: 0, pending: '', pendingAt: 0, arrived: 0, eventMs: 0, shift: 0 };
  let before = new Set();
  let target = null;
  let arrival = 'page';
  window.lwlTap = probe;
  probe.arm = (next) => {
    arrival = next;
    before = new Set(dialogs());
    Object.assign(probe, { armed: true, start: 0, answer: '', answered: 0, pending: '', pendingAt: 0, arrived: 0, eventMs: 0, shift: 0 });
  };
  const newDialog = () => dialogs().some((dialog) => !before.has(dialog) && dialog.getClientRects().length > 0);
  // The pressed state (:active) shows as an outline or an opacity; a hover's lift and shadow do not count.
  const look = (element) => {
    const style = getComputedStyle(element);
    return [style.outlineStyle, style.outlineWidth, style.opacity].join(' ');
  };
  let resting = '';
  const answer = () => {
    if (!target.isConnected) return 'next page';
    if (target.getAttribute('aria-busy') === 'true') return 'pending';
    if (target.disabled === true) return 'disabled';
    if (target.matches(':active') && look(target) !== resting) return 'pressed';
    if (newDialog()) return 'dialog';
    const overlay = document.querySelector('.loading-overlay');
    if (overlay && Number(getComputedStyle(overlay).opacity) >= 0.5) return 'loader';
    return '';
  };
  const arrived = () => (arrival === 'dialog' ? newDialog() : !target.isConnected && document.querySelector('main h1'));
  const afterPaint = (record) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => record(performance.now());
    channel.port2.postMessage(0);
  };
  const frame = () => {
    const seen = answer();
    if (seen && !probe.answer) {
      probe.answer = seen;
      afterPaint((at) => { probe.answered = at; });
    }
    if (seen && seen !== 'pressed' && !probe.pending) {
      probe.pending = seen;
      afterPaint((at) => { probe.pendingAt = at; });
    }
    if (!probe.pending) requestAnimationFrame(frame);
  };
  // The arrival is watched on the DOM's changes, not frame by frame: a frame requested every vsync would
  // slow a page that renders in slices (a deferred render, a transition) and not one that blocks.
  let arrivalTicket = false;
  const watch = new MutationObserver(() => {
    if (arrivalTicket || !arrived()) return;
    arrivalTicket = true;
    watch.disconnect();
    requestAnimationFrame(() => afterPaint((at) => { probe.arrived = at; }));
  });
  addEventListener('pointerdown', (event) => {
    if (!probe.armed) return;
    probe.armed = false;
    probe.start = event.timeStamp;
    target = event.target.closest('a, button') ?? event.target;
    resting = look(target);
    arrivalTicket = false;
    watch.observe(document.body, { subtree: true, childList: true, attributes: true });
    requestAnimationFrame(frame);
  }, { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (probe.start && entry.startTime >= probe.start - 1 && entry.interactionId)
        probe.eventMs = Math.max(probe.eventMs, entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (probe.start && entry.startTime >= probe.start && (!probe.pendingAt || entry.startTime <= probe.pendingAt))
        probe.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})();`;
