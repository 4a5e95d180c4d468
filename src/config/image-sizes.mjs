// @ts-check
// The sizes every stored picture exists in (issue 31, docs/images.md), written once. Plain JS, so
// the Node scripts import it as it is: the app picks a size (src/lib/image-url.ts) and makes them
// on the phone (src/lib/prepare-image.ts); the seed, `npm run images:migrate` and `npm run
// bench:images` make and check the same with sharp (scripts/lib/image-sizes.mjs). The server's JS
// VM cannot import it: pb_hooks repeats the table (image-sizes.js) and tests/image-sizes.test.ts
// checks that the two agree.
//
//   field    the collection's image field this kind is stored in
//   widths   stored widths, smallest first (./image-widths.mjs: a first screen loads only them). The largest is the file of `img` itself; the others
//            are files of `imgSizes` named after it: img `<stem>_<largest>.<ext>` has
//            `<stem>_<width>.<ext>` (same format). Chosen so that every place the app shows the
//            kind gets the smallest width that is sharp at 1x, 2x and 3x and never more than twice
//            the pixels it draws at 3x (docs/images.md lists each place).
//   aspect   width:height; every size is cut to it from the middle, as the app shows it.
//   og       the link-preview image, a JPEG `<stem>_og.jpg` of [width, height]: a club's 5:3
//            photo; a cover placed whole on a 1.91:1 card (a crawler would crop a portrait
//            cover through its title).

import { IMAGE_WIDTHS } from "./image-widths.mjs";

export { IMAGE_WIDTHS };

/**
 * @typedef {object} ImageKind
 * @property {string} collection
 * @property {readonly number[]} widths
 * @property {readonly [number, number]} aspect
 * @property {readonly [number, number]} [og]
 */

export const IMAGE_KINDS = /** @satisfies {Record<string, ImageKind>} */ (
  /** @type {const} */ ({
    avatar: { collection: "users", widths: IMAGE_WIDTHS.avatar, aspect: [1, 1] },
    club: { collection: "socialing", widths: IMAGE_WIDTHS.club, aspect: [5, 3], og: [1200, 720] },
    cover: { collection: "bookReview", widths: IMAGE_WIDTHS.cover, aspect: [5, 7], og: [1200, 630] },
  })
);

/** A picture in a review's body: one file, its longer side at most this (it shows full width). */
export const PICTURE_MAX_SIDE = 1200;

/**
 * WebP (or JPEG) quality by stored width: small files need more (an artifact covers more of the
 * picture) and cost little; the 3x sizes of big photos hide artifacts in pixels a third of a CSS
 * pixel wide. Measured in docs/images.md.
 * @param {number} width
 */
export const qualityFor = (width) => (width <= 240 ? 0.85 : width <= 540 ? 0.8 : 0.7);

/** The link-preview JPEG's quality (crawlers re-encode it anyway). */
export const OG_QUALITY = 0.8;

/** The cover's height on its 1200x630 link-preview card (40 px above and below). */
export const OG_COVER_HEIGHT = 550;

/**
 * @param {{ aspect: readonly [number, number] }} kind
 * @param {number} width
 */
export const heightFor = (kind, width) => Math.round((width * kind.aspect[1]) / kind.aspect[0]);
