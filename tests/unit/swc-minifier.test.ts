// The browser scripts are minified by swc through Gatsby's own TerserPlugin (src/node/webpack.ts): the minimizer
// swapped, the CSS one kept, and the minified code doing what the source did.
import vm from 'vm';
import TerserPlugin from 'terser-webpack-plugin';
import { withSwcMinifier } from '../../src/node/webpack';

type Minified = { code: string; errors?: unknown[] };
const optionsOf = (plugin: unknown) =>
  (plugin as { options: { minimizer: { implementation: unknown; options: Record<string, unknown> } } }).options
    .minimizer;

test("Gatsby's terser pass becomes swc's, with Gatsby's rules, and the other minimizers stay", () => {
  const css = { name: 'the CSS minimizer' };
  const [js, kept] = withSwcMinifier([new TerserPlugin(), css]);
  expect(js).toBeInstanceOf(TerserPlugin);
  expect(optionsOf(js).implementation).toBe(TerserPlugin.swcMinify);
  expect(optionsOf(js).options).toMatchObject({ ecma: 5, mangle: { safari10: true } });
  expect(kept).toBe(css);
  // `gatsby build --no-uglify`: nothing to replace.
  expect(withSwcMinifier([css])).toEqual([css]);
});

test('the minified script is smaller and computes the same, with no newer syntax than it was given', async () => {
  const source = `
    var quoteList = (function () {
      function countItems(items) { var total = 0; for (var i = 0; i < items.length; i++) total += items[i].quantity; return total; }
      function unusedHelper() { return 'never called'; }
      return { label: function (items) { return items.length + ' stones, ' + countItems(items) + ' m²'; } };
    })();
    result = quoteList.label([{ quantity: 12 }, { quantity: 30 }]);`;
  const js = withSwcMinifier([new TerserPlugin()])[0];
  const { options } = optionsOf(js);
  const out = (await TerserPlugin.swcMinify({ 'quote.js': source }, undefined, options)) as Minified;
  expect(out.errors ?? []).toEqual([]);
  expect(out.code.length).toBeLessThan(source.length / 2);
  expect(out.code).not.toContain('never called');
  expect(out.code).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  const context: { result?: string } = {};
  vm.runInNewContext(out.code, context);
  expect(context.result).toBe('2 stones, 42 m²');
});
