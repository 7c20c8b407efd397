// A small schema.org checker for our JSON-LD: per type, the properties it must have (Google's required ones for rich
// results), the ones schema.org defines for it (anything else is a typo), and the type or format of their values.
import type { JsonLdNode } from './structured-data';

type Check =
  | 'text'
  | 'url'
  | 'urls'
  | 'integer'
  | 'number'
  | 'currency'
  | 'date'
  | { type: string | string[]; many?: boolean };

interface TypeRule {
  required: string[];
  /** Every property schema.org defines for the type that we may use, with the check of its value. */
  properties: Record<string, Check>;
}

const thing: Record<string, Check> = {
  '@id': 'url',
  name: 'text',
  description: 'text',
  url: 'url',
  image: 'urls',
  sameAs: 'urls',
};

export const typeRules: Record<string, TypeRule> = {
  Organization: {
    required: ['name', 'url'],
    properties: {
      ...thing,
      logo: 'url',
      email: 'text',
      telephone: 'text',
      foundingDate: 'date',
      address: { type: 'PostalAddress' },
      contactPoint: { type: 'ContactPoint', many: true },
    },
  },
  PostalAddress: {
    required: ['streetAddress'],
    properties: { streetAddress: 'text', addressLocality: 'text', addressCountry: 'text', postalCode: 'text' },
  },
  ContactPoint: {
    required: ['contactType'],
    properties: {
      ...thing,
      contactType: 'text',
      email: 'text',
      telephone: 'text',
      areaServed: 'text',
      availableLanguage: 'text',
    },
  },
  BreadcrumbList: {
    required: ['itemListElement'],
    properties: { ...thing, itemListElement: { type: 'ListItem', many: true } },
  },
  ItemList: {
    required: ['itemListElement'],
    properties: { ...thing, numberOfItems: 'integer', itemListElement: { type: 'ListItem', many: true } },
  },
  ListItem: { required: ['position'], properties: { ...thing, position: 'integer', item: 'url' } },
  Product: {
    required: ['name'],
    properties: {
      ...thing,
      sku: 'text',
      category: 'text',
      color: 'text',
      brand: { type: ['Brand', 'Organization'] },
      offers: { type: 'Offer', many: true },
      additionalProperty: { type: 'PropertyValue', many: true },
    },
  },
  PropertyValue: {
    required: ['name', 'value'],
    properties: {
      name: 'text',
      value: 'number',
      unitCode: 'text',
      unitText: 'text',
      measurementTechnique: 'text',
      propertyID: 'text',
    },
  },
  Brand: { required: ['name'], properties: { ...thing, logo: 'url' } },
  Offer: {
    required: ['price', 'priceCurrency', 'availability'],
    properties: {
      url: 'url',
      price: 'number',
      priceCurrency: 'currency',
      availability: 'url',
      itemCondition: 'url',
      seller: { type: ['Organization', 'Person'] },
      priceSpecification: { type: ['UnitPriceSpecification', 'PriceSpecification'] },
      inventoryLevel: { type: 'QuantitativeValue' },
    },
  },
  UnitPriceSpecification: {
    required: ['price', 'priceCurrency'],
    properties: { price: 'number', priceCurrency: 'currency', unitCode: 'text', unitText: 'text' },
  },
  QuantitativeValue: { required: ['value'], properties: { value: 'number', unitCode: 'text', unitText: 'text' } },
  FAQPage: { required: ['mainEntity'], properties: { ...thing, mainEntity: { type: 'Question', many: true } } },
  Question: { required: ['name', 'acceptedAnswer'], properties: { ...thing, acceptedAnswer: { type: 'Answer' } } },
  Answer: { required: ['text'], properties: { text: 'text' } },
  VideoObject: {
    required: ['name', 'thumbnailUrl', 'uploadDate', 'description'],
    properties: {
      ...thing,
      thumbnailUrl: 'urls',
      embedUrl: 'url',
      contentUrl: 'url',
      uploadDate: 'date',
      duration: 'text',
    },
  },
};

const availabilities = ['InStock', 'OutOfStock', 'PreOrder', 'BackOrder', 'LimitedAvailability', 'Discontinued'].map(
  (a) => `https://schema.org/${a}`,
);

const isUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s/]+\/?\S*$/.test(v);
const nonEmpty = (v: unknown) => typeof v === 'string' && v.trim() !== '';

function checkValue(check: Check, value: unknown, at: string, problems: string[]): void {
  const fail = (why: string): void => {
    problems.push(`${at}: ${why}`);
  };
  if (typeof check === 'object') {
    const list = Array.isArray(value) ? value : [value];
    if (Array.isArray(value) && !check.many) return fail('must be a single value');
    if (list.length === 0) return fail('is empty');
    list.forEach((v, i) => {
      const types = Array.isArray(check.type) ? check.type : [check.type];
      const node = v as JsonLdNode;
      if (!v || typeof v !== 'object' || !types.includes(node['@type']))
        problems.push(`${at}[${i}]: must be ${types.join(' or ')}`);
      else problems.push(...validateNode(node, `${at}[${i}]`));
    });
    return;
  }
  switch (check) {
    case 'text':
      if (!nonEmpty(value)) fail('must be non-empty text');
      break;
    case 'url':
      if (!isUrl(value)) fail(`must be an absolute URL (${String(value)})`);
      break;
    case 'urls':
      if (!(Array.isArray(value) ? value.length > 0 && value.every(isUrl) : isUrl(value)))
        fail('must be absolute URL(s)');
      break;
    case 'integer':
      if (!Number.isInteger(value)) fail('must be an integer');
      break;
    case 'number':
      if (!(typeof value === 'number' || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value))))
        fail('must be a number');
      break;
    case 'currency':
      if (!(typeof value === 'string' && /^[A-Z]{3}$/.test(value))) fail('must be an ISO 4217 code');
      break;
    case 'date':
      if (!(typeof value === 'string' && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(value))) fail('must be an ISO 8601 date');
      break;
  }
}

/** Problems of one node (and its nested nodes), each naming its JSON path; empty when valid. */
export function validateNode(node: JsonLdNode, at = node['@type']): string[] {
  const rule = typeRules[node['@type']];
  if (!rule) return [`${at}: unknown type ${node['@type']}`];
  const problems: string[] = [];
  for (const key of rule.required) if (node[key] === undefined) problems.push(`${at}.${key}: is required`);
  for (const [key, value] of Object.entries(node)) {
    if (key === '@type' || key === '@context') continue;
    const check = rule.properties[key];
    if (!check) problems.push(`${at}.${key}: is not a ${node['@type']} property`);
    else checkValue(check, value, `${at}.${key}`, problems);
  }
  if (node['@type'] === 'Offer' && !availabilities.includes(String(node.availability)))
    problems.push(`${at}.availability: not a schema.org ItemAvailability`);
  const items = node.itemListElement;
  if (Array.isArray(items)) {
    items.forEach((it: JsonLdNode, i) => {
      if (it.position !== i + 1) problems.push(`${at}.itemListElement[${i}].position: must be ${i + 1}`);
      if (node['@type'] === 'BreadcrumbList' && (!nonEmpty(it.name) || !isUrl(it.item)))
        problems.push(`${at}.itemListElement[${i}]: needs name and item`);
      if (node['@type'] === 'ItemList' && !isUrl(it.url)) problems.push(`${at}.itemListElement[${i}]: needs url`);
    });
    if (node['@type'] === 'ItemList' && node.numberOfItems !== undefined && node.numberOfItems !== items.length)
      problems.push(`${at}.numberOfItems: must be ${items.length}`);
  }
  return problems;
}

/** Parses a page's JSON-LD script text and validates every node of its @graph. */
export function validateJsonLd(json: string): { types: string[]; problems: string[] } {
  let doc: { '@context'?: unknown; '@graph'?: JsonLdNode[] };
  try {
    doc = JSON.parse(json);
  } catch (e) {
    return { types: [], problems: [`not JSON: ${(e as Error).message}`] };
  }
  const problems: string[] = [];
  if (doc['@context'] !== 'https://schema.org') problems.push('@context must be https://schema.org');
  const graph = Array.isArray(doc['@graph']) ? doc['@graph'] : [];
  if (graph.length === 0) problems.push('@graph is empty');
  graph.forEach((n, i) => problems.push(...validateNode(n, `@graph[${i}] ${n['@type']}`)));
  return { types: graph.map((n) => n['@type']), problems };
}
