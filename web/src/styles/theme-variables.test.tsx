import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '../lib/theme';

/** The rules without comments, white space or quote style: what the browser reads. */
const normalise = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, '')
    .replace(/'/g, '"');

// The content pages render without MantineProvider and read the theme from this file instead.
describe('theme-variables.css', () => {
  it('holds exactly the variables MantineProvider writes for the theme', () => {
    const html = renderToString(
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        <p />
      </MantineProvider>,
    );
    const written = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(written, 'MantineProvider wrote no variables').toBeTruthy();
    // Vitest runs from the repository root (and gives CSS imports no text).
    const file = readFileSync(path.resolve('web/src/styles/theme-variables.css'), 'utf8');
    expect(normalise(file)).toBe(normalise(written!));
  });
});
