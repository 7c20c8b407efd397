// What a style sheet import is in unit tests (package.json, jest moduleNameMapper): nothing. The site's components
// import their CSS for webpack (and the CMS preview's esbuild); a test renders their markup only.
export {};
