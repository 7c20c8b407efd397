// A product's specifications: its colours, areas, edges, finishes, material, styles and types, each linking to the
// matching listing of its category, plus a button printing the one-page specification sheet and the link to the
// product's data sheet PDF in the page's language.
import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { usePageLang } from '../usePageLang';
import { pathTo, type FilterFamily, type Route } from '../../routes';

export interface SpecFacet {
  jsonId: number;
  slug: string;
  name: { text: string };
}

export interface SpecGroups {
  colors: readonly SpecFacet[];
  areas: readonly SpecFacet[];
  edges: readonly SpecFacet[];
  finishes: readonly SpecFacet[];
  materials: readonly SpecFacet[];
  styles: readonly SpecFacet[];
  types: readonly SpecFacet[];
}

const familyOf: Record<Exclude<keyof SpecGroups, 'areas'>, FilterFamily> = {
  colors: 'color',
  edges: 'edge',
  finishes: 'finish',
  materials: 'material',
  styles: 'style',
  types: 'type',
};
const groupOrder: (keyof SpecGroups)[] = ['colors', 'areas', 'edges', 'finishes', 'materials', 'styles', 'types'];

/** Route of a facet: areas have their own listing, the others filter the product's category. */
export function facetRoute(categoryId: number, group: keyof SpecGroups, f: SpecFacet): Route {
  if (group === 'areas') return { page: 'area', slug: f.slug, id: f.jsonId };
  const family = familyOf[group];
  return family === 'finish'
    ? { page: 'filter', categoryId, family, slug: f.slug }
    : { page: 'filter', categoryId, family, slug: f.slug, id: f.jsonId };
}

export function ProductSpecs({
  categoryId,
  groups,
  datasheet,
}: {
  categoryId: number;
  groups: SpecGroups;
  /** Path of the data sheet PDF (src/routes filePathTo). */
  datasheet: string;
}) {
  const { t } = useTranslation('catalogue');
  const lang = usePageLang();
  const [canPrint, setCanPrint] = React.useState(false);
  React.useEffect(() => setCanPrint(typeof window.print === 'function'), []);
  return (
    <section id="specifications" aria-labelledby="specifications-title" className="product-specs">
      <h2 id="specifications-title">{t('specification.title')}</h2>
      <dl className="product-facts">
        {groupOrder
          .filter((group) => groups[group].length > 0)
          .map((group) => (
            <React.Fragment key={group}>
              <dt>{t(`specification.${group}`)}</dt>
              <dd>
                <ul className="inline-list">
                  {groups[group].map((f) => (
                    <li key={f.slug}>
                      <LocalizedLink to={pathTo(lang, facetRoute(categoryId, group, f))}>{f.name.text}</LocalizedLink>
                    </li>
                  ))}
                </ul>
              </dd>
            </React.Fragment>
          ))}
      </dl>
      <p className="sheet-actions">
        <a href={datasheet} type="application/pdf" className="datasheet-link">
          {t('datasheet.link')}
        </a>
        {canPrint && (
          <button type="button" className="print-button" onClick={() => window.print()}>
            {t('specification.print')}
          </button>
        )}
      </p>
    </section>
  );
}

/** Id, slug and name of any facet (colour, area, edge, finish, material, style, type); used by catalogue page queries. */
export const facetNameFragment = graphql`
  fragment FacetName on Node {
    ... on Color {
      jsonId
      slug
      name {
        text(lang: $language)
      }
    }
    ... on Area {
      jsonId
      slug
      name {
        text(lang: $language)
      }
    }
    ... on Edge {
      jsonId
      slug
      name {
        text(lang: $language)
      }
    }
    ... on Finish {
      jsonId
      slug
      name {
        text(lang: $language)
      }
    }
    ... on Material {
      jsonId
      slug
      name {
        text(lang: $language)
      }
    }
    ... on Style {
      jsonId
      slug
      name {
        text(lang: $language)
      }
    }
    ... on ProductType {
      jsonId
      slug
      name {
        text(lang: $language)
      }
    }
  }
`;
