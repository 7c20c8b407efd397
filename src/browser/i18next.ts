// What `i18next` is in the browser bundle (replacement in src/node/webpack.ts; the HTML build and the search function
// keep the real one). gatsby-plugin-react-i18next builds an instance per page from the page's locale data and
// translates with it. i18next is 16 kB gzip of first-load JavaScript on every page, for what is here a lookup in
// nested JSON, Intl's plural rules and {{placeholders}}. This follows i18next 22's rules for the options the site sets
// (src/i18n/options.ts): tests/unit/browser-i18next.test.ts compares it with i18next for every text in every language.
// Not implemented, because no text or call of ours uses them: nesting ($t(...)), formats, returnObjects, joinArrays,
// flat keys that contain the key separator, backends and post-processors.

type Tree = { [key: string]: unknown };
type Listener = (...args: unknown[]) => void;
export type TranslateOptions = Record<string, unknown> & {
  count?: unknown;
  ns?: string | string[];
  lng?: string;
  lngs?: string[] | null;
  keyPrefix?: string;
  context?: unknown;
  ordinal?: boolean;
  replace?: unknown;
  interpolation?: { escapeValue?: boolean };
  skipInterpolation?: boolean;
};
export type TFunction = ((key: string | string[], options?: unknown, ...rest: unknown[]) => unknown) & {
  lng?: string;
  lngs?: string[] | null;
  ns?: string | string[];
  keyPrefix?: string;
};
interface Options {
  [option: string]: unknown;
  resources?: Record<string, Tree>;
  lng?: string;
  fallbackLng?: string | string[] | false;
  defaultNS?: string | string[];
  fallbackNS?: string | string[] | false;
  keySeparator?: string | false;
  nsSeparator?: string | false;
  returnNull?: boolean;
  returnEmptyString?: boolean;
  interpolation?: { escapeValue?: boolean };
  react?: Record<string, unknown>;
}

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
const list = <T>(value: T | T[] | false | undefined | null): T[] =>
  value === undefined || value === null || value === false ? [] : Array.isArray(value) ? value : [value];
const pluralRules = new Map<string, Intl.PluralRules>();
const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '/': '&#x2F;',
};

/** i18next's path walk: intermediate steps must be own properties, a string ends the walk, `###` stands for a dot. */
function getPath(object: unknown, path: string[]): unknown {
  const clean = (key: string) => (key.includes('###') ? key.replace(/###/g, '.') : key);
  let node = object as Tree;
  for (let i = 0; i < path.length - 1; i++) {
    if (!node || typeof node === 'string') return undefined;
    const key = clean(path[i]);
    node = (hasOwn(node, key) ? node[key] : {}) as Tree;
  }
  if (!node || typeof node === 'string') return undefined;
  return node[clean(path[path.length - 1])];
}

/** i18next's default handler for t(key, 'default value', …) and t(key, 'default', { …options }). */
function overloadedOptions(args: unknown[]): TranslateOptions {
  let options: TranslateOptions = {};
  if (typeof args[1] === 'object') options = args[1] as TranslateOptions;
  if (typeof args[1] === 'string') options.defaultValue = args[1];
  if (typeof args[2] === 'string') options.tDescription = args[2];
  if (typeof args[2] === 'object' || typeof args[3] === 'object') Object.assign(options, args[3] || args[2]);
  return options;
}

class I18n {
  options: Options = {};
  language = '';
  isInitialized = false;
  store = { data: {} as Record<string, Tree> };
  private listeners = new Map<string, Set<Listener>>();

  init(options: Options = {}, callback?: (error: null, t: TFunction) => void) {
    this.options = {
      fallbackLng: ['dev'],
      defaultNS: ['translation'],
      returnNull: true,
      returnEmptyString: true,
      keySeparator: '.',
      nsSeparator: ':',
      ...options,
      interpolation: { escapeValue: true, ...options.interpolation },
    };
    this.store.data = options.resources ?? {};
    this.isInitialized = true;
    return this.changeLanguage(options.lng, callback);
  }

  changeLanguage(lng?: string, callback?: (error: null, t: TFunction) => void) {
    if (lng && lng !== this.language) {
      this.language = lng;
      this.emit('languageChanged', lng);
    }
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    this.listeners.get(event)?.forEach((listener) => listener(...args));
  }

  getFixedT(lng: string | string[] | null, ns?: string | string[], keyPrefix?: string): TFunction {
    const fixedT: TFunction = (key, opts, ...rest) => {
      const options: TranslateOptions =
        typeof opts === 'object' ? { ...(opts as TranslateOptions) } : overloadedOptions([key, opts, ...rest]);
      options.lng = options.lng || fixedT.lng;
      options.lngs = options.lngs || fixedT.lngs;
      options.ns = options.ns || fixedT.ns;
      options.keyPrefix = options.keyPrefix || keyPrefix || fixedT.keyPrefix;
      const separator = this.options.keySeparator || '.';
      const prefixed = (k: string) => `${options.keyPrefix}${separator}${k}`;
      const resultKey = options.keyPrefix ? (Array.isArray(key) ? key.map(prefixed) : prefixed(key)) : key;
      return this.t(resultKey, options);
    };
    if (typeof lng === 'string') fixedT.lng = lng;
    else fixedT.lngs = lng;
    fixedT.ns = ns;
    fixedT.keyPrefix = keyPrefix;
    return fixedT;
  }

  t: TFunction = (keys, opts, ...rest) => {
    const options: TranslateOptions =
      typeof opts === 'object' ? { ...(opts as TranslateOptions) } : overloadedOptions([keys, opts, ...rest]);
    if (keys === undefined || keys === null) return '';
    const keyList = Array.isArray(keys) ? keys : [String(keys)];
    const { key } = this.extractFromKey(keyList[keyList.length - 1], options);
    let res = this.resolve(keyList, options).res;
    if (res && typeof res === 'object') return `key '${key} (${this.language})' returned an object instead of string.`;
    const needsPlural = options.count !== undefined && typeof options.count !== 'string';
    const defaultValue =
      options[`defaultValue${needsPlural ? this.pluralSuffix(options.lng || this.language, options) : ''}`] ||
      options.defaultValue;
    const hasDefaultValue = Object.keys(options).some(
      (option) => option.startsWith('defaultValue') && options[option] !== undefined,
    );
    if (!this.isValid(res) && hasDefaultValue) res = defaultValue;
    if (!this.isValid(res)) res = key;
    if (options.skipInterpolation || typeof res !== 'string') return res;
    const data = options.replace && typeof options.replace !== 'string' ? (options.replace as Tree) : options;
    return this.interpolate(res, data, options);
  };

  private isValid(res: unknown) {
    return (
      res !== undefined &&
      !(!this.options.returnNull && res === null) &&
      !(!this.options.returnEmptyString && res === '')
    );
  }

  /** The language and its fallbacks, in lookup order. */
  private codes(lng: string | undefined, fallbackLng = this.options.fallbackLng): string[] {
    const codes = lng ? [lng] : [];
    for (const code of list(fallbackLng)) if (!codes.includes(code)) codes.push(code);
    return codes;
  }

  private pluralSuffix(code: string, options: TranslateOptions): string {
    const type = options.ordinal ? 'ordinal' : 'cardinal';
    const id = `${code} ${type}`;
    try {
      // One set of rules per language: i18next 22 builds a new Intl.PluralRules for every lookup (~40 µs each).
      if (!pluralRules.has(id)) pluralRules.set(id, new Intl.PluralRules(code, { type }));
      return `_${pluralRules.get(id)!.select(options.count as number)}`;
    } catch {
      return '';
    }
  }

  /** "ns:key" names its namespace (the site sets both separators, so i18next never reads a colon as natural language). */
  private extractFromKey(key: string, options: TranslateOptions): { key: string; namespaces: string[] } {
    const nsSeparator =
      options.nsSeparator !== undefined ? (options.nsSeparator as string | false) : this.options.nsSeparator;
    const keySeparator =
      options.keySeparator !== undefined ? (options.keySeparator as string | false) : this.options.keySeparator;
    let namespaces: string | string[] = options.ns || this.options.defaultNS || [];
    if (nsSeparator && key.includes(nsSeparator) && !/\$t\((.+?)\)/.test(key)) {
      const parts = key.split(nsSeparator);
      if (nsSeparator !== keySeparator || list(this.options.ns as string[]).includes(parts[0]))
        namespaces = parts.shift()!;
      key = parts.join(keySeparator as string);
    }
    return { key, namespaces: list(namespaces) };
  }

  /** The first valid text: by key, then namespace (the fallback namespaces last), then language, then plural form. */
  private resolve(keys: string[], options: TranslateOptions): { res: unknown } {
    let found: unknown;
    const needsPlural = options.count !== undefined && typeof options.count !== 'string';
    const needsZero = needsPlural && !options.ordinal && options.count === 0;
    const hasContext =
      (typeof options.context === 'string' || typeof options.context === 'number') && options.context !== '';
    const codes = options.lngs
      ? options.lngs
      : this.codes(
          options.lng || this.language,
          (options.fallbackLng as string | undefined) ?? this.options.fallbackLng,
        );
    const keySeparator =
      options.keySeparator !== undefined ? (options.keySeparator as string | false) : this.options.keySeparator;
    for (const k of keys) {
      const { key, namespaces } = this.extractFromKey(k, options);
      for (const ns of [...namespaces, ...list(this.options.fallbackNS)]) {
        for (const code of codes) {
          if (this.isValid(found)) return { res: found };
          const suffix = needsPlural ? this.pluralSuffix(code, options) : '';
          // Looked up last first, as i18next pops them: context with plural, context, plural, the key itself.
          const candidates = [key];
          if (needsPlural) candidates.push(key + suffix, ...(needsZero ? [`${key}_zero`] : []));
          if (hasContext) {
            const contextKey = `${key}_${String(options.context)}`;
            candidates.push(
              contextKey,
              ...(needsPlural ? [contextKey + suffix, ...(needsZero ? [`${contextKey}_zero`] : [])] : []),
            );
          }
          while (candidates.length && !this.isValid(found)) {
            const candidate = candidates.pop()!;
            found = getPath(this.store.data, [
              code,
              ns,
              ...(keySeparator ? candidate.split(keySeparator) : [candidate]),
            ]);
          }
        }
      }
    }
    return { res: found };
  }

  /** {{name}} and {{- name}} from the options (or options.replace); a name not given stays as written. */
  private interpolate(text: string, data: object, options: TranslateOptions): string {
    const escapeValue = options.interpolation?.escapeValue ?? this.options.interpolation?.escapeValue;
    const passes: [RegExp, boolean | undefined][] = [
      [/{{-(.+?)}}/g, false],
      [/{{(.+?)}}/g, escapeValue],
    ];
    let str = text;
    for (const [regex, escape] of passes) {
      let replaces = 0;
      let match: RegExpExecArray | null;
      while ((match = regex.exec(str))) {
        const placeholder = match[1].trim();
        let value = getPath(data, placeholder.split(',')[0].trim().split('.'));
        if (value === undefined) {
          // i18next's skipOnVariables: a placeholder without a value is kept, unless the option is there but undefined.
          if (!hasOwn(options, placeholder)) continue;
          value = '';
        }
        const text = typeof value === 'string' ? value : value === null ? '' : String(value);
        const safe = escape ? text.replace(/[&<>"'/]/g, (c) => htmlEntities[c]) : text;
        str = str.replace(match[0], safe.replace(/\$/g, '$$$$'));
        regex.lastIndex += text.length - match[0].length;
        if (++replaces >= 1000) break;
      }
    }
    return str;
  }
}

const i18next = { createInstance: () => new I18n() };
export const createInstance = i18next.createInstance;
export default i18next;
