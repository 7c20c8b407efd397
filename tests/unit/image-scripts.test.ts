import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import { onceImageHelper } from '../../src/hosting/image-scripts';
import { inlineScriptsIn } from '../../src/hosting/inline-scripts';

// Real server markup of gatsby-plugin-image, so a change of its helper's text shows here.
const image = (src: string): IGatsbyImageData => ({
  layout: 'constrained',
  width: 320,
  height: 240,
  images: { fallback: { src, srcSet: `${src} 320w`, sizes: '320px' }, sources: [] },
});
const photo = (src: string) => renderToStaticMarkup(React.createElement(GatsbyImage, { image: image(src), alt: '' }));
const headListener = '<script type="module">document.body.addEventListener("load",function(){},!0);</script>';
const page = (count: number) =>
  `<html><head>${headListener}</head><body><ul>${Array.from({ length: count }, (_, i) => `<li>${photo(`/p${i}.webp`)}</li>`).join('')}</ul></body></html>`;

describe("gatsby-plugin-image's per-image helper", () => {
  test('the built page carries one copy per image; the host keeps the first, where it was, and every image', () => {
    const html = page(3);
    const helpers = (h: string) => inlineScriptsIn(h).filter((s) => s.includes('img[data-main-image]'));
    expect(helpers(html)).toHaveLength(3);
    const once = onceImageHelper(html);
    expect(helpers(once)).toEqual([helpers(html)[0]]);
    // The kept copy follows the first image, as before; every image and its no-script fallback stay.
    expect(once.indexOf('<script type="module">const')).toBeGreaterThan(once.indexOf('data-src="/p0.webp"'));
    expect(once.indexOf('<script type="module">const')).toBeLessThan(once.indexOf('data-src="/p1.webp"'));
    for (let i = 0; i < 3; i++) expect(once).toContain(`data-src="/p${i}.webp"`);
    expect(once.match(/<noscript>/g)).toHaveLength(3);
    expect(once).toContain(headListener);
    expect(onceImageHelper(once)).toBe(once);
  });

  test('a page with one image or none is left as it is', () => {
    expect(onceImageHelper(page(1))).toBe(page(1));
    expect(onceImageHelper(page(0))).toBe(page(0));
  });
});
