// Lint rules for the TypeScript, React and test code (formatting is Prettier's: no stylistic rules here).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'public/',
      '.cache/',
      'node_modules/',
      'static/',
      'data/',
      'bench/floor/.cache/',
      'bench/floor/public/',
      'test-results/',
      'playwright-report/',
      'src/gatsby-types.d.ts',
      '.netlify/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    settings: { react: { version: '18.3' } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks an argument a signature requires but the body does not use.
      // `{ key, ...rest }` is how an object loses a field.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Every page is prerendered, and hydration must see the same first render as the HTML: what only the browser
      // knows (storage, the URL's query, the current path) is read after mount, which is setState in an effect.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // ES5 served as it is to the CMS page: `var self = this` is how its callbacks reach the widget.
    files: ['src/cms/browser/**/*.js'],
    rules: { '@typescript-eslint/no-this-alias': 'off' },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
