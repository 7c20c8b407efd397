// Font files imported from TypeScript resolve to their built URL (Gatsby's webpack asset rule).
declare module '*.woff2' {
  const url: string;
  export default url;
}
