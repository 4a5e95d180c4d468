// @ts-check
// The stored widths of each kind of picture (./image-sizes.mjs has the rest of the table). A file
// of its own: every first screen loads it (src/lib/image-url.ts picks a width), the rest of the
// table only the screens that make pictures.
export const IMAGE_WIDTHS = /** @type {const} */ ({
  avatar: [72, 108, 168, 240],
  club: [200, 300, 480, 800, 1200],
  cover: [144, 216, 360, 540],
});
