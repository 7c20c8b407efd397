// JSON-LD builders (schema.org): Organization, BreadcrumbList, Product (+ Offer), FAQPage, VideoObject, ItemList.
// Inputs are plain values from page queries; URLs come in as site paths and leave absolute.
import { absoluteUrl } from './site-url';
import { schemaOrgUrl, type SchemaOrgAvailability } from '../usa/lots';

export type JsonLdNode = { '@type': string; [key: string]: unknown };

export interface OrganizationInput {
  name: string;
  email: string;
  phone: string;
  address: string;
  foundingYear: number;
  socials: string[];
  description?: string;
  team: { name: string; job: string; email: string; whatsapp: string }[];
}

/** The company with its main contact and one sales contact point per team member (data/company.json, team.json). */
export function organization(siteUrl: string, homePath: string, org: OrganizationInput): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': `${absoluteUrl(siteUrl, '/')}#organization`,
    name: org.name,
    url: absoluteUrl(siteUrl, homePath),
    logo: absoluteUrl(siteUrl, '/favicon.svg'),
    ...(org.description && { description: org.description }),
    email: org.email,
    telephone: org.phone,
    foundingDate: String(org.foundingYear),
    address: { '@type': 'PostalAddress', streetAddress: org.address },
    sameAs: org.socials,
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer service', email: org.email, telephone: org.phone },
      ...org.team.map((m) => ({
        '@type': 'ContactPoint',
        contactType: 'sales',
        name: `${m.name}, ${m.job}`,
        email: m.email,
        telephone: m.whatsapp,
      })),
    ],
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Home first, the current page last. */
export function breadcrumbList(siteUrl: string, crumbs: Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(siteUrl, c.path),
    })),
  };
}

export interface OfferInput {
  price: number;
  currency: string;
  /** InStock, LimitedAvailability or OutOfStock (for a USA item: stockOn in src/usa/lots.ts). */
  availability: SchemaOrgAvailability;
  /** UN/CEFACT unit of the price, e.g. FTK (square foot), MTK (square metre). */
  unitCode?: string;
  /** What a buyer can have, in the price unit (schema.org inventoryLevel). */
  inventoryLevel?: number;
}

export interface ProductInput {
  name: string;
  description: string;
  sku: string;
  path: string;
  images: string[];
  brand: string;
  category?: string;
  color?: string;
  offer?: OfferInput;
  /** Test values as PropertyValue nodes (seo/technical-json-ld.ts). */
  additionalProperty?: JsonLdNode[];
}

export function product(siteUrl: string, p: ProductInput): JsonLdNode {
  const url = absoluteUrl(siteUrl, p.path);
  const offer = p.offer;
  return {
    '@type': 'Product',
    name: p.name,
    description: p.description,
    sku: p.sku,
    url,
    image: p.images.map((src) => absoluteUrl(siteUrl, src)),
    brand: { '@type': 'Brand', name: p.brand },
    ...(p.category && { category: p.category }),
    ...(p.color && { color: p.color }),
    ...(p.additionalProperty?.length && { additionalProperty: p.additionalProperty }),
    ...(offer && {
      offers: {
        '@type': 'Offer',
        url,
        price: offer.price.toFixed(2),
        priceCurrency: offer.currency,
        availability: schemaOrgUrl(offer.availability),
        itemCondition: 'https://schema.org/NewCondition',
        seller: {
          '@type': 'Organization',
          '@id': `${absoluteUrl(siteUrl, '/')}#organization`,
          name: p.brand,
          url: absoluteUrl(siteUrl, '/'),
        },
        ...(offer.unitCode && {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: offer.price.toFixed(2),
            priceCurrency: offer.currency,
            unitCode: offer.unitCode,
          },
        }),
        ...(offer.inventoryLevel !== undefined && {
          inventoryLevel: {
            '@type': 'QuantitativeValue',
            value: offer.inventoryLevel,
            ...(offer.unitCode && { unitCode: offer.unitCode }),
          },
        }),
      },
    }),
  };
}

export function faqPage(items: { question: string; answer: string }[]): JsonLdNode {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}

export interface VideoInput {
  name: string;
  description: string;
  embedUrl: string;
  thumbnail: string;
  /** ISO 8601 date the video was published; search engines require it. */
  uploadDate: string;
}

export function videoObject(siteUrl: string, v: VideoInput): JsonLdNode {
  return {
    '@type': 'VideoObject',
    name: v.name,
    description: v.description,
    embedUrl: v.embedUrl,
    thumbnailUrl: absoluteUrl(siteUrl, v.thumbnail),
    uploadDate: v.uploadDate,
  };
}

/** A listing page's entries in shown order. */
export function itemList(siteUrl: string, name: string, entries: { name: string; path: string }[]): JsonLdNode {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((e, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: e.name,
      url: absoluteUrl(siteUrl, e.path),
    })),
  };
}

/** One JSON-LD document for a page; `<` is escaped so no text can close the script element. */
export function jsonLdScript(nodes: JsonLdNode[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replace(/</g, '\\u003c');
}
