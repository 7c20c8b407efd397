// Shapes texts with two fonts (harfbuzz, as browsers do) and prints, as JSON, the texts whose glyph advances, offsets
// or clusters differ: a subset that lost a layout feature (Arabic joining, ligatures, marks, kerning) shapes
// differently from the original. Input on stdin: { "original": path, "subset": path, "texts": [...] }.
// ESM only (harfbuzzjs is an ES module), so tests/unit/fonts.test.ts runs it as a child process.
import fs from 'fs';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

const input = JSON.parse(fs.readFileSync(0, 'utf8'));
const load = async (file) => new hb.Font(new hb.Face(new hb.Blob(await fontverter.convert(fs.readFileSync(file), 'truetype'))));
const original = await load(input.original);
const subset = await load(input.subset);
// Bidi controls (LRM, RLM, ALM, embeddings, isolates) are invisible and zero-width: the full font maps them to an empty
// glyph, the subset drops them; both draw nothing, so they are left out of the comparison.
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const shape = (font, text) => {
  const buffer = new hb.Buffer();
  buffer.addText(text.replace(bidiControls, ''));
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfosAndPositions().map((g) => [g.cluster, g.xAdvance, g.yAdvance, g.xOffset, g.yOffset, g.codepoint === 0 ? 'notdef' : 'glyph']);
};
const differing = input.texts.filter((text) => JSON.stringify(shape(original, text)) !== JSON.stringify(shape(subset, text)));
process.stdout.write(JSON.stringify({ shaped: input.texts.length, differing }));
