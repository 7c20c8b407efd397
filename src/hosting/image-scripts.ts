// gatsby-plugin-image writes its native lazy-loading helper after every image: an inline module script that walks every
// image of the page, moves data-src/data-srcset to src/srcset and shows those already loaded. Module scripts run in
// order once the document is parsed, so the first copy does it for all of them, and its head script (a load listener
// on the body) shows each image that loads later. The other copies walk the same images again: USA stock has 48 copies
// (31 kB of HTML), each compiled and run once parsing ends. The host's page keeps the first copy only.

const moduleScript = /<script type="module">([\s\S]*?)<\/script>/g;
/** What tells the helper apart from other module scripts: it selects the images by gatsby-plugin-image's attribute. */
const helperMark = 'querySelectorAll("img[data-main-image]")';

/** How many copies of the helper a page holds. */
export function imageHelperCopies(html: string): number {
  return [...html.matchAll(moduleScript)].filter(([, body]) => body.includes(helperMark)).length;
}

/** The page with gatsby-plugin-image's per-image helper kept at its first place only; other scripts are untouched. */
export function onceImageHelper(html: string): string {
  let first: string | null = null;
  return html.replace(moduleScript, (whole: string, body: string) => {
    if (!body.includes(helperMark)) return whole;
    if (first === null) {
      first = body;
      return whole;
    }
    return body === first ? '' : whole;
  });
}
