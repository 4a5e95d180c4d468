/**
 * Runs `run` at the visitor's first touch, click or key press on the page (once): for work that
 * only a tap can need (the next screen's files), so a visit that only reads does none of it, and
 * a tap still finds it started (pointerdown comes before its click). Returns a cancel function.
 */
export function onFirstInput(run: () => void): () => void {
  const events = ["pointerdown", "keydown"] as const;
  const stop = () => {
    for (const type of events) window.removeEventListener(type, fire, true);
  };
  function fire() {
    stop();
    run();
  }
  for (const type of events) window.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
}
