// An editor's Markdown as the page shows it, in the preview: the build's own steps (tests/unit/markdown.test.ts
// renders the same way): mdast-util-from-markdown, the site's rules (src/plugins/remark-site/transform.js: site links
// in the file's language, raw HTML as text), then gatsby-transformer-remark's conversion (mdast-util-to-hast and
// hast-util-to-html). Images are the editor's paths inside data/images/, shown from where the preview finds them
// (images.ts); one it cannot find is said in words where it stands.
import fromMarkdown from 'mdast-util-from-markdown';
import toHast from 'mdast-util-to-hast';
import toHtml from 'hast-util-to-html';
import { rewriteMarkdownTree, type MdNode } from '../../plugins/remark-site/transform';
import { defaultLang, type Lang } from '../../i18n/languages';

/** The URL a Markdown image path shows from, or null when the preview has no copy of it. */
export type MarkdownImage = (path: string) => string | null;

function showImages(node: MdNode & { alt?: string }, image: MarkdownImage): void {
  for (const child of node.children ?? []) {
    if (child.type === 'image' && typeof child.url === 'string' && !/^(https?:)?\/\//.test(child.url)) {
      const url = image(child.url);
      if (url) child.url = url;
      else
        Object.assign(child, {
          type: 'emphasis',
          children: [
            {
              type: 'text',
              value: `[photo ${child.url} not found in data/images: ${(child as { alt?: string }).alt ?? ''}]`,
            },
          ],
        });
    }
    showImages(child, image);
  }
}

export function markdownHtml(markdown: string, lang: Lang, image: MarkdownImage): string {
  const tree = fromMarkdown(markdown) as MdNode;
  rewriteMarkdownTree(tree, { lang, defaultLang });
  showImages(tree, image);
  return toHtml(
    toHast(tree as Parameters<typeof toHast>[0], { allowDangerousHtml: true }) as Parameters<typeof toHtml>[0],
    { allowDangerousHtml: true },
  );
}
