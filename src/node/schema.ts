// Explicit GraphQL types for every data entity (@dontInfer), so queries hold when data is missing and builds stay fast.
import type { CreateSchemaCustomizationArgs } from 'gatsby';
import { langCodes, usaTextLangs, defaultLang } from '../i18n/languages';
import { collectionFiles, listTypeName, localeFileType, unknownDataType } from './json-types';
import { imageArgumentEnums } from './images';

interface ResolverContext {
  nodeModel: { findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown> };
}

type LocalizedSource = Record<string, unknown> | null | undefined;

/** Text of a localized value in a language, falling back to English when that language is missing. */
function localizedText(source: LocalizedSource, lang: string): unknown {
  if (!source) return null;
  return source[lang] ?? source[defaultLang] ?? null;
}

const typeDefs = /* GraphQL */ `
  type ProductSize {
    label: String!
    thickness: String
  }
  type Price {
    amount: Float!
    currency: String!
    unit: String!
  }
  "One test value with its unit, test standard, lab and date (data/schemas/technical.schema.json)."
  type TechnicalMeasurement {
    value: Float!
    unit: String!
    standard: String!
    lab: String!
    tested: String!
    report: String
  }
  type SlipMeasurement {
    finish: String!
    value: Float!
    unit: String!
    standard: String!
    lab: String!
    tested: String!
    report: String
  }
  type Technical {
    stone: String!
    marbleClass: String
    density: TechnicalMeasurement
    waterAbsorption: TechnicalMeasurement
    compressiveStrength: TechnicalMeasurement
    flexuralStrength: TechnicalMeasurement
    abrasion: TechnicalMeasurement
    frostResistance: TechnicalMeasurement
    slipResistance: [SlipMeasurement!]
  }
  type Variation {
    var_1: String!
    var_2: String!
  }
  type Product implements Node @dontInfer {
    jsonId: Int!
    code: String!
    slug: String!
    category: Int!
    categoryNode: Category @link(by: "jsonId", from: "category")
    name: Localized!
    description: Localized!
    stoneType: Localized!
    country: Localized!
    variation: Variation!
    colors: [Int!]!
    areas: [Int!]!
    edges: [Int!]!
    finishes: [String!]!
    materials: [Int!]!
    styles: [Int!]!
    types: [Int!]!
    sizes: [ProductSize!]!
    price: Price
    technical: Technical
    keywords: LocalizedList
    hashtags: [String!]!
    images: [File] @imageFile
    "The first photo: the one a product card shows."
    cardImage: File @imageFile(firstOf: "images")
    isNew: Boolean
    colorNodes: [Color!]! @link(by: "jsonId", from: "colors")
    areaNodes: [Area!]! @link(by: "jsonId", from: "areas")
    edgeNodes: [Edge!]! @link(by: "jsonId", from: "edges")
    finishNodes: [Finish!]! @link(by: "slug", from: "finishes")
    materialNodes: [Material!]! @link(by: "jsonId", from: "materials")
    styleNodes: [Style!]! @link(by: "jsonId", from: "styles")
    typeNodes: [ProductType!]! @link(by: "jsonId", from: "types")
  }
  type PerBox {
    pieces: Int!
    sqft: Float!
  }
  type PerCrate {
    boxes: Int!
    sqft: Float!
  }
  "One lot of a USA stock item (data/schemas/usa-stock-item.schema.json): src/usa/lots.ts says what it has available on a day."
  type UsaStockLot {
    lot: String!
    shade: String!
    crates: Int!
    boxes: Int!
    sqft: Float!
    location: String!
    photo: File @imageFile
    status: String!
    holdFrom: String
    holdUntil: String
    reference: String
    heldCrates: Int
    heldBoxes: Int
  }
  type UsaStockItem implements Node @dontInfer {
    jsonId: Int!
    sku: String!
    slug: String!
    category: Int!
    categoryNode: Category @link(by: "jsonId", from: "category")
    name: LocalizedUsa!
    description: LocalizedUsa!
    color: LocalizedUsa!
    boxDetail: LocalizedUsa!
    crateDetail: LocalizedUsa!
    hashtags: [String!]!
    salePrice: Float!
    "Computed from the lots when the node is made (nodes.ts, src/usa/lots.ts): something can be had that day."
    inStock: Boolean! @proxy(from: "fields.stock.inStock")
    "Computed from the lots when the node is made: the square feet a buyer can have that day."
    sqftAvailable: Float! @proxy(from: "fields.stock.sqftAvailable")
    "The warehouse's date (YYYY-MM-DD) the computed stock is for: the page compares it with the browser's date."
    stockDate: String! @proxy(from: "fields.stock.date")
    surface: String!
    surfaceNode: Finish @link(by: "slug", from: "surface")
    edge: Int!
    edgeNode: Edge @link(by: "jsonId", from: "edge")
    perBox: PerBox!
    perCrate: PerCrate!
    size: String!
    thickness: String
    chipSize: String
    colors: [Int!]!
    areas: [Int!]!
    types: [Int!]!
    styles: [Int!]!
    materials: [Int!]!
    finishes: [String!]!
    images: [File] @imageFile
    productId: Int
    productNode: Product @link(by: "jsonId", from: "productId")
    lots: [UsaStockLot!]!
  }
  type ProjectPhoto {
    image: File @imageFile
    productName: Localized!
    productId: Int
  }
  type Project implements Node @dontInfer {
    jsonId: Int!
    slug: String!
    name: Localized!
    country: Localized!
    link: String
    photos: [ProjectPhoto!]!
  }
  "A surface of a room scene (data/visualizer/scenes/<id>.json): where it is in the picture, its real size in cm."
  type VisualizerSurface {
    id: String!
    name: Localized!
    corners: [[Float!]!]!
    sizeCm: [Float!]!
    maskChannel: String!
    needs: [String!]!
  }
  "A room scene of the visualizer: the picture, its surfaces' mask, the no-JavaScript preview."
  type VisualizerScene implements Node @dontInfer {
    jsonId: String!
    order: Int!
    name: Localized!
    width: Int!
    height: Int!
    neutral: Float!
    defaultStone: String!
    image: File @imageFile
    mask: File @imageFile
    preview: File @imageFile
    surfaces: [VisualizerSurface!]!
  }
  type Category implements Node @dontInfer {
    jsonId: Int!
    slug: String!
    name: Localized!
    description: Localized!
    image: File @imageFile
    application: String
    aliases: [String!]
  }
  type Color implements Node @dontInfer {
    jsonId: Int!
    slug: String!
    name: Localized!
  }
  type Area implements Node @dontInfer {
    jsonId: Int!
    slug: String!
    name: Localized!
  }
  type Edge implements Node @dontInfer {
    jsonId: Int!
    slug: String!
    name: Localized!
  }
  type Finish implements Node @dontInfer {
    jsonId: Int!
    slug: String!
    name: Localized!
    image: File @imageFile
  }
  type Material implements Node @dontInfer {
    jsonId: Int!
    slug: String!
    name: Localized!
  }
  type Style implements Node @dontInfer {
    jsonId: Int!
    slug: String!
    name: Localized!
  }
  type ProductType implements Node @dontInfer {
    jsonId: Int!
    slug: String!
    name: Localized!
  }
  type NewsItem implements Node @dontInfer {
    jsonId: Int!
    image: File @imageFile
    name: Localized!
  }
  type TeamMember implements Node @dontInfer {
    jsonId: Int!
    name: String!
    job: Localized!
    email: String!
    whatsapp: String!
    watsappLink: String!
    image: File @imageFile
  }
  type FaqItem implements Node @dontInfer {
    jsonId: Int!
    group: String!
  }
  type Video implements Node @dontInfer {
    jsonId: Int!
    group: String!
    name: Localized!
    url: String!
    "Publication date on YouTube, YYYY-MM-DD (VideoObject.uploadDate)."
    uploadDate: String!
    queue: String!
    poster: File @imageFile
  }
  type Slide implements Node @dontInfer {
    jsonId: Int!
    set: String!
    title: Localized!
    name: Localized!
    image: File @imageFile
    productId: Int
  }
  type FabricationPhoto implements Node @dontInfer {
    jsonId: Int!
    group: String!
    title: Localized!
    image: File @imageFile
  }
  type CatalogPage {
    page: Int!
    image: File @imageFile
  }
  type Catalog implements Node @dontInfer {
    pages: [CatalogPage!]!
  }
  type SocialLink {
    name: String!
    link: String!
    icon: String!
  }
  type Company implements Node @dontInfer {
    name: String!
    since: Int!
    years: Int!
    monthlyCapacityM2: Int!
    banner: Localized!
    mission: Localized!
    vision: Localized!
    about: Localized!
    profilePdf: String!
    socials: [SocialLink!]!
    email: String!
    phone: String!
    address: Localized!
  }
  type CountRange {
    min: Int!
    max: Int!
  }
  type PercentRange {
    min: Float!
    max: Float!
  }
  type UsaTerms {
    discountAboveSqft: Float!
    breakagePercent: PercentRange!
    claimWithinDays: Int!
    noteBreakageAbovePercent: Float!
    holdDays: Int!
    paymentMethods: [String!]!
  }
  type UsaInfo implements Node @dontInfer {
    name: String!
    hours: Localized!
    mapLink: String
    stockUpdated: String!
    containersPerMonth: CountRange!
    terms: UsaTerms!
    address: String!
    phone: String!
    email: String!
    deliveryTerms: Localized!
  }
  type FooterItem {
    id: Int!
    value: Localized!
  }
  type FooterAbout {
    header: Localized!
    description: Localized!
    items: [FooterItem!]!
  }
  type FooterHeader {
    header: Localized!
  }
  type Footer implements Node @dontInfer {
    about: FooterAbout!
    news: FooterHeader!
    personal: FooterHeader!
  }
  # Markdown prose (data/content/<collection>[/<entityId>]/<lang>.md); fields set in nodes.ts, frontmatter per
  # data/schemas/content-*.schema.json. Declared so queries hold while a collection is empty.
  type MarkdownRemarkFields {
    collection: String!
    entityId: Int
    lang: String!
  }
  type MarkdownRemarkFrontmatter {
    title: String
    description: String
  }
  type MarkdownRemark implements Node {
    fields: MarkdownRemarkFields!
    frontmatter: MarkdownRemarkFrontmatter
  }
`;

// Nodes no query reads: the locale files as JSON (the i18n plugin reads them as its own Locale nodes) and the collection
// files (their items are entity nodes, nodes.ts). Left undeclared, Gatsby infers their types again from every value of
// every translation and item whenever a data file changes.
const unqueriedFileTypes = [localeFileType, unknownDataType, ...Object.values(collectionFiles).map(listTypeName)]
  .map((name) => `type ${name} implements Node @dontInfer { id: ID! }`)
  .join('\n');

export function createSchemaCustomization({ actions, schema }: CreateSchemaCustomizationArgs): void {
  const { createTypes, createFieldExtension } = actions;

  createFieldExtension({
    name: 'imageFile',
    args: { firstOf: 'String' },
    extend(options: { firstOf?: string }) {
      return {
        // Image paths in data are relative to data/images; resolve them to the File node sharp processes.
        async resolve(
          source: Record<string, unknown>,
          _args: unknown,
          context: ResolverContext,
          info: { fieldName: string },
        ) {
          const find = (relativePath: unknown) =>
            typeof relativePath === 'string'
              ? context.nodeModel.findOne({
                  type: 'File',
                  query: { filter: { sourceInstanceName: { eq: 'images' }, relativePath: { eq: relativePath } } },
                })
              : null;
          // `firstOf`: only the first path of a list field, so card images process one photo per product, not all.
          const value = options.firstOf
            ? (source[options.firstOf] as unknown[] | undefined)?.[0]
            : source[info.fieldName];
          return Array.isArray(value) ? Promise.all(value.map(find)) : find(value);
        },
      };
    },
  });

  const localizedType = (name: string, langs: readonly string[], itemType: string) =>
    schema.buildObjectType({
      name,
      fields: {
        ...Object.fromEntries(langCodes.map((l) => [l, langs.includes(l) ? `${itemType}!` : itemType])),
        text: {
          // Every localized value has its English text (the schemas require it), which is the fallback: never null.
          type: langs.includes(defaultLang) ? `${itemType}!` : itemType,
          args: { lang: 'String!' },
          resolve: (source: LocalizedSource, args: { lang: string }) => localizedText(source, args.lang),
        },
      },
    });

  createTypes([
    localizedType('Localized', langCodes, 'String'),
    localizedType('LocalizedUsa', usaTextLangs, 'String'),
    localizedType('LocalizedList', langCodes, '[String!]'),
    typeDefs,
    unqueriedFileTypes,
    ...imageArgumentEnums.map((e) => schema.buildEnumType(e)),
  ]);
}
