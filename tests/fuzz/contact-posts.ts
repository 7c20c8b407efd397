// Generated posts to the contact function for the property tests (tests/integration/contact-properties.test.ts) and
// the HTTP fuzz run (tests/e2e/http-fuzz.spec.ts): contact inquiries and sample requests drawn from everything the
// shared schema accepts, mutations of them, and the envelopes they travel in (method, media type, origin, body form).
import fc from 'fast-check';
import {
  contactLimits,
  controlChars,
  emailPattern,
  honeypotField,
  idempotencyField,
  messageControlChars,
} from '../../src/inquiry/fields';
import { contactSources } from '../../src/contact/fields';
import { langCodes } from '../../src/i18n/languages';
import { countryCodes } from '../../src/samples/countries';
import { addressRuleOf } from '../../src/samples/address-data';
import { maxSamples, rowFields, sampleKinds, sampleLimits, stoneKinds, stoneToken } from '../../src/samples/fields';
import { maxQuoteQuantity, quoteUnits } from '../../src/quote/quote-list';

export type Post = Record<string, unknown>;

/** Any UTF-16 text, lone surrogates included: what JSON.parse can hand the function. */
export const utf16 = (maxLength: number, minLength = 0) =>
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), minLength, maxLength });

/** Text as a UTF-8 store or a URL keeps it: each lone surrogate becomes U+FFFD; arrays and objects throughout. */
export const wellFormed = (v: unknown): unknown =>
  typeof v === 'string'
    ? v.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    : Array.isArray(v)
      ? v.map(wellFormed)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, wellFormed(x)]))
        : v;

/** Text from every plane: ASCII-heavy graphemes, any code point, any UTF-16 unit. */
export const anyText = (maxLength: number, minLength = 0) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.string({ unit: 'binary', minLength, maxLength }),
    utf16(maxLength, minLength),
  );

/** A field a visitor types: not blank, within its limit, without the characters the schema refuses (after trimming). */
const typed = (max: number, refused: RegExp) =>
  anyText(Math.min(max, 60), 1).filter((v) => {
    const t = v.trim();
    return t !== '' && t.length <= max && !refused.test(t);
  });

const email = fc.stringMatching(emailPattern).filter((v) => v.length <= contactLimits.email);

/** 6 to 15 digits, an optional +, spaces, dots, dashes and brackets between. */
const phone = fc
  .tuple(
    fc.boolean(),
    fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.constantFrom('', '', ' ', '.', '-', '(', ')')), {
      minLength: 6,
      maxLength: 15,
    }),
  )
  .map(([plus, parts]) => `${plus ? '+' : ''}${parts.map(([d, s]) => `${d}${s}`).join('')}`)
  .filter((v) => v.trim().length <= contactLimits.phone);

const message = fc.oneof(fc.constant(''), typed(contactLimits.message, messageControlChars));

const quoteItem = fc.record(
  {
    kind: fc.constantFrom('product', 'usaStock'),
    id: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    code: anyText(40, 1),
    name: anyText(40, 1),
    size: anyText(40, 1),
    quantity: fc.double({ min: Number.MIN_VALUE, max: maxQuoteQuantity, noNaN: true }),
    unit: fc.constantFrom(...quoteUnits),
  },
  { requiredKeys: ['kind', 'id', 'code', 'name', 'quantity', 'unit'] },
);

/** A language or source the function does not know falls back to its default; both are posted. */
const lang = fc.oneof(fc.constantFrom(...langCodes), anyText(5));
const source = fc.oneof(fc.constantFrom(...contactSources), anyText(12));

/** An inquiry the schema accepts (JSON values: the quote list is an array). */
export const validContact: fc.Arbitrary<Post> = fc.record(
  {
    name: typed(contactLimits.name, controlChars),
    email,
    phone,
    message,
    quote: fc.array(quoteItem, { maxLength: 3 }),
    lang,
    source,
    [honeypotField]: fc.constant(''),
  },
  { requiredKeys: ['name', 'email', 'phone'] },
);

const postalChars = [...'0123456789ABCXYZabcxyzéÅЖжشمك٣ -'];
const postalCode = fc
  .tuple(fc.constantFrom(...postalChars.slice(0, -2)), fc.string({ unit: fc.constantFrom(...postalChars) }))
  .map(([first, rest]) => `${first}${rest}`.slice(0, sampleLimits.postalCode));

const sampleItem = fc.record({
  kind: fc.constantFrom(...stoneKinds),
  id: fc.integer({ min: 1, max: 999_999_999 }),
  code: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/),
  finish: fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8}){0,3}$/),
  sample: fc.constantFrom(...sampleKinds),
});

/**
 * A sample request the schema accepts: contact fields, a shipping address by its country's rules (the data's example
 * where the country has a pattern, a region where it requires one) and one to five distinct samples.
 */
export const validSample: fc.Arbitrary<Post> = fc
  .record(
    {
      type: fc.constant('sample'),
      name: typed(contactLimits.name, controlChars),
      email,
      phone,
      message,
      company: fc.oneof(fc.constant(''), typed(sampleLimits.company, controlChars)),
      street: typed(sampleLimits.street, controlChars),
      city: typed(sampleLimits.city, controlChars),
      region: typed(sampleLimits.region, controlChars),
      postalCode,
      // The function trims and capitalises the code.
      country: fc
        .tuple(fc.constantFrom(...countryCodes), fc.boolean())
        .map(([c, lower]) => (lower ? c.toLowerCase() : c)),
      samples: fc.uniqueArray(sampleItem, {
        minLength: 1,
        maxLength: maxSamples,
        selector: (s) => `${s.kind}:${s.id}:${s.finish}:${s.sample}`,
      }),
      lang,
      [honeypotField]: fc.constant(''),
    },
    {
      requiredKeys: ['type', 'name', 'email', 'phone', 'street', 'city', 'region', 'postalCode', 'country', 'samples'],
    },
  )
  .map((post) => {
    const rule = addressRuleOf(String(post.country).toUpperCase());
    const postalCode = rule.postalPattern ? (rule.postalExample ?? '') : post.postalCode;
    return { ...post, postalCode, region: rule.region === 'required' ? post.region : '' };
  });

/** A JSON value of any shape, for a field that expects something else. */
const oddValue = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, '', ' ', '\u0000', '\ud800', '[]', '{}', 'null'),
  anyText(30),
  fc.jsonValue({ maxDepth: 2 }),
);
const fieldNames = [
  'name',
  'email',
  'phone',
  'message',
  'quote',
  'lang',
  'source',
  'type',
  'company',
  'street',
  'city',
  'postalCode',
  'country',
  'samples',
  honeypotField,
  idempotencyField,
  'stone1',
  'finish1',
  'sample1',
  '__proto__',
  'constructor',
];

type Mutation = (post: Post) => Post;
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constantFrom(...fieldNames).map(
    (f): Mutation =>
      (p) =>
        Object.fromEntries(Object.entries(p).filter(([k]) => k !== f)),
  ),
  fc.tuple(fc.constantFrom(...fieldNames), oddValue).map(
    ([f, v]): Mutation =>
      (p) => ({ ...p, [f]: v }),
  ),
  // One over each limit, or a control character inside.
  fc
    .tuple(fc.constantFrom('name', 'email', 'phone', 'message', 'company', 'street', 'city', 'postalCode'), fc.nat())
    .map(
      ([f, n]): Mutation =>
        (p) => ({ ...p, [f]: `${String(p[f] ?? '')}${'x'.repeat(5001)}`.slice(0, 5001 + (n % 3)) }),
    ),
  fc
    .tuple(fc.constantFrom('name', 'email', 'phone', 'message', 'street', 'city'), fc.integer({ min: 0, max: 0x9f }))
    .map(
      ([f, c]): Mutation =>
        (p) => ({ ...p, [f]: `${String(p[f] ?? '')}${String.fromCharCode(c)}z` }),
    ),
  fc.tuple(anyText(12, 1), oddValue).map(
    ([k, v]): Mutation =>
      (p) => ({ ...p, [k]: v }),
  ),
  fc.constantFrom<Mutation>(
    (p) => ({ ...p, [honeypotField]: 'https://spam.example' }),
    (p) => ({ ...p, type: p.type === 'sample' ? 'contact' : 'sample' }),
    // Doubled when it is a list; an earlier mutation may have made it any value (a string, a number).
    (p) => ({ ...p, samples: Array.isArray(p.samples) ? [...p.samples, ...p.samples] : [p.samples, p.samples] }),
    (p) => ({ ...p, quote: JSON.stringify(p.quote ?? []).slice(0, -1) }),
    (p) => ({ ...p, quote: Array.from({ length: 51 }, () => (p.quote as unknown[] | undefined)?.[0] ?? {}) }),
  ),
);

/** A valid post of either kind with up to three mutations: most are refused, some stay valid. */
export const mutatedPost: fc.Arbitrary<Post> = fc
  .tuple(fc.oneof(validContact, validSample), fc.array(mutation, { maxLength: 3 }))
  .map(([post, ms]) => ms.reduce((p, m) => m(p), post));

/** The JSON body of a post. */
export const asJson = (post: Post): string => JSON.stringify(post);

/** A post as the plain form sends it: every value text, the quote list as JSON text, the samples as form rows. */
export function asForm(post: Post, samplesAsRows = true): string {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(post)) {
    if (k === 'samples' && samplesAsRows && Array.isArray(v) && v.every((s) => s && typeof s === 'object')) {
      v.forEach(
        (s: { kind: 'product' | 'usaStock'; id: number; code: string; finish: unknown; sample: unknown }, i) => {
          const f = rowFields(i + 1);
          body.append(f.stone, stoneToken(s));
          body.append(f.finish, String(s.finish));
          body.append(f.sample, String(s.sample));
        },
      );
    } else body.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  }
  return body.toString();
}

/** A small multipart/form-data body, often broken (no closing boundary, a wrong one, a torn header). */
export const multipartBody = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,30}$/),
    fc.array(fc.tuple(fc.constantFrom('name', 'email', 'file', ''), anyText(20)), { maxLength: 3 }),
    fc.constantFrom('close', 'none', 'wrong', 'torn', 'garbage'),
  )
  .map(([boundary, parts, ending]) => {
    const body = parts
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const tail = {
      close: `--${boundary}--\r\n`,
      none: '',
      wrong: `--${boundary}x--\r\n`,
      torn: `--${boundary}\r\nContent-Disposition: form-da`,
      garbage: '\u0000\uffff--',
    }[ending];
    return { boundary, body: `${body}${tail}` };
  });

export const methods = fc.oneof(
  { weight: 6, arbitrary: fc.constant('POST') },
  { weight: 3, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'post') },
);

/** What Content-Type says: the two the function takes in odd spellings, and many it does not take. */
export const contentTypes = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON;charset=UTF-16',
    ' application/json ;',
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded; charset=iso-8859-1',
    'APPLICATION/X-WWW-FORM-URLENCODED',
  ),
  fc.constantFrom(
    'text/plain',
    'text/html',
    'application/xml',
    'application/json-patch+json',
    'application/jsonx',
    'application/octet-stream',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    ';',
    '',
    '*/*',
  ),
  fc.stringMatching(/^[a-z]{1,12}\/[a-z0-9.+-]{1,20}(; ?[a-z]+=[^;]{0,10})?$/),
);
