// The loading screen's progress bar: indeterminate without a value, a clamped percentage label otherwise.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProgressBar } from '../../src/components/shell/ProgressBar';

const render = (value?: number) => renderToStaticMarkup(React.createElement(ProgressBar, { value, label: 'Loading' }));

test('without a value the bar is indeterminate and shows no percentage', () => {
  const html = render();
  expect(html).toContain('<progress max="100" aria-label="Loading">');
  expect(html).not.toContain('%');
});

test('a value shows the bar filled to it with a percentage label', () => {
  expect(render(42)).toContain('value="42"');
  expect(render(42)).toContain('>42%<');
});

test('zero shows an empty bar without a label; values are rounded and kept within 0–100', () => {
  expect(render(0)).not.toContain('%<');
  expect(render(0)).toContain('value="0"');
  expect(render(33.6)).toContain('>34%<');
  expect(render(250)).toContain('>100%<');
  expect(render(-5)).toContain('value="0"');
});
