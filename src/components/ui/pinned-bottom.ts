/**
 * How much of the bottom of the screen is taken by what is pinned there (the bottom bar, a sticky
 * footer with its buttons, the offline notice), so a toast shows above all of it, never over a
 * control (issue 30). Full-screen layers (the chat room) and live regions (toasts) do not count.
 */
export function pinnedBottom(): number {
  const height = window.innerHeight;
  let top = height;
  for (const el of Array.from(document.querySelectorAll("body *"))) {
    const box = el.getBoundingClientRect();
    if (
      box.height &&
      box.top > height * 0.4 &&
      box.top < top &&
      el.getAttribute("role") !== "status" &&
      /^(fixed|sticky)$/.test(getComputedStyle(el).position)
    )
      top = box.top;
  }
  return height - top;
}
