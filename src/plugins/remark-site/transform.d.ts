// Types of transform.js (plain CommonJS for gatsby-transformer-remark).
export interface MdNode {
  type: string;
  url?: string;
  value?: string;
  children?: MdNode[];
  data?: { hProperties?: Record<string, unknown> };
}
export interface PublishedImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}
export function localizeSitePath(url: string, lang: string, defaultLang: string): string;
export function rewriteMarkdownTree<T extends MdNode>(
  tree: T,
  options: { lang: string; defaultLang: string; image?: (url: string) => PublishedImage | null },
): T;
