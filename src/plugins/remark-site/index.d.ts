// Types of index.js (the gatsby-transformer-remark sub-plugin).
import type { MdNode } from './transform';
declare function remarkSite(
  args: { markdownAST: MdNode; markdownNode: { fileAbsolutePath?: string } },
  options: { langs: string[]; defaultLang: string; imagesDir: string; publicDir: string },
): Promise<MdNode>;
export = remarkSite;
