// What a visitor reads on a built page, for tests: each text of its body (and its title), with the language it is
// marked in (the nearest lang attribute inside <body>), plus the alt, title, aria-label and placeholder texts. A small
// reader for our own well-formed build output, not a general HTML parser.
export interface PageText {
  texts: { text: string; lang?: string; title?: boolean }[];
}

const voidElements = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
const hidden = new Set(['script', 'style', 'template']);
const readAttributes = ['alt', 'title', 'aria-label', 'placeholder'];

const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attribute(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? decode(m[1] ?? m[2] ?? m[3]) : undefined;
}

export function pageText(html: string): PageText {
  const texts: PageText['texts'] = [];
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  if (title) texts.push({ text: decode(title[1]), title: true });
  const start = html.search(/<body[\s>]/i);
  // The open elements: name, its lang attribute, whether its text is never read.
  const stack: { name: string; lang?: string; hidden: boolean }[] = [];
  const top = () => stack[stack.length - 1];
  const langNow = () => [...stack].reverse().find((e) => e.lang !== undefined)?.lang;
  for (const m of html.slice(start).matchAll(/<!--[\s\S]*?-->|<[^>]+>|[^<]+/g)) {
    const token = m[0];
    if (token.startsWith('<!--')) continue;
    if (token.startsWith('</')) {
      const name = token.slice(2, -1).trim().toLowerCase();
      const at = stack.map((e) => e.name).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    if (token.startsWith('<')) {
      const name = /^<([\w-]+)/.exec(token)?.[1].toLowerCase();
      if (!name) continue;
      const lang = attribute(token, 'lang');
      for (const a of readAttributes) {
        const value = attribute(token, a);
        if (value?.trim() && !top()?.hidden) texts.push({ text: value, lang: lang ?? langNow() });
      }
      if (!voidElements.has(name) && !token.endsWith('/>')) {
        stack.push({ name, lang, hidden: hidden.has(name) || !!top()?.hidden });
      }
      continue;
    }
    if (top()?.hidden) continue;
    const text = decode(token);
    if (text.trim()) texts.push({ text, lang: langNow() });
  }
  return { texts };
}
