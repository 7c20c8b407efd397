// Shapes texts with two fonts (harfbuzz, as browsers do) and prints, as JSON, the texts whose glyph advances, offsets
// or clusters differ: a subset that lost a layout feature (Arabic joining, ligatures, marks, kerning) shapes
// differently from the original. Input on stdin: { "original": path, "subset": path, "texts": [...] }.
// With "weight", both fonts are variable and are shaped at that point of their weight axis (a subset limited to a range
// of weights must shape its ends as the full font does); "compareWeight" shapes the second font at another weight.
// ESM only (harfbuzzjs is an ES module), so tests/unit/fonts.test.ts runs it as a child process.
import fs from 'fs';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

const input = JSON.parse(fs.readFileSync(0, 'utf8'));
const load = async (file, weight) => {
  const font = new hb.Font(new hb.Face(new hb.Blob(await fontverter.convert(fs.readFileSync(file), 'truetype'))));
  if (weight) font.setVariations([hb.Variation.fromString(`wght=${weight}`)]);
  return font;
};
const original = await load(input.original, input.weight);
const subset = await load(input.subset, input.compareWeight ?? input.weight);
// Bidi controls (LRM, RLM, ALM, embeddings, isolates) are invisible and zero-width: the full font maps them to an empty
// glyph, the subset drops them; both draw nothing, so they are left out of the comparison.
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const shape = (font, text) => {
  const buffer = new hb.Buffer();
  buffer.addText(text.replace(bidiControls, ''));
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer
    .getGlyphInfosAndPositions()
    .map((g) => [g.cluster, g.xAdvance, g.yAdvance, g.xOffset, g.yOffset, g.codepoint === 0 ? 'notdef' : 'glyph']);
};
// A subset cut from a range of a variable font's axis stores its deltas again, rounded: an advance may differ by one
// font unit (1/2048 em in Inter, 0.008 px at 16 px). A lost kerning pair or feature moves glyphs by tens of units, a
// lost glyph shapes to notdef, so one unit is the only tolerance, and clusters and glyph presence must match exactly.
const same = (a, b) =>
  a.length === b.length &&
  a.every(
    (g, i) =>
      g[0] === b[i][0] &&
      g[5] === b[i][5] &&
      [1, 2, 3, 4].every((k) => Math.abs(g[k] - b[i][k]) <= (input.weight ? 1 : 0)),
  );
const differing = input.texts.filter((text) => !same(shape(original, text), shape(subset, text)));
process.stdout.write(JSON.stringify({ shaped: input.texts.length, differing }));
