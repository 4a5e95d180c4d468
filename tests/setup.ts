import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// findBy*/waitFor give up after 1 s by default; a debounced check (e.g. the signup email, 400 ms
// after typing stops) then misses it on a loaded CI machine. They still resolve as soon as the
// text appears, so passing tests are not slower.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  if (typeof localStorage !== "undefined") localStorage.clear();
});

// jsdom lacks <dialog> methods (a test may run in the node environment instead).
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
}
