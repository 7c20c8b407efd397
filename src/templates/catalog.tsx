// Catalogue: the printed catalogue's pages 1–59 as lazily loaded images with page numbers, a page-number form and
// a list of page links (which also work without JavaScript); a page opens full screen.
import React, { useEffect, useState } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { KeyedPageHead } from '../components/KeyedPageHead';
import { PhotoGrid } from '../components/PhotoGrid';
import { parsePageNumber } from '../components/company/page-number';
import { present, type BasePageContext } from './types';

const anchor = (page: number) => `page-${page}`;

function JumpToPage({ pages }: { pages: number[] }) {
  const { t } = useTranslation('company');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const last = pages[pages.length - 1] ?? 0;
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const n = parsePageNumber(value, pages);
    setInvalid(n === null);
    if (n === null) return;
    const target = document.getElementById(anchor(n));
    window.history.replaceState(null, '', `#${anchor(n)}`);
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  };
  return (
    <form className="catalog-jump-form" onSubmit={onSubmit} noValidate>
      <label>
        {t('catalog.pageNumber', { total: last })}
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setInvalid(false);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'catalog-jump-error' : undefined}
        />
      </label>
      <button type="submit">{t('catalog.go')}</button>
      {invalid && (
        <p id="catalog-jump-error" className="form-error" role="alert">
          {t('catalog.invalid', { total: last })}
        </p>
      )}
    </form>
  );
}

export default function CatalogPage({ data }: PageProps<Queries.CatalogPageQuery, BasePageContext>) {
  const { t } = useTranslation(['pages', 'company']);
  const pages = present(data.catalog, 'catalogue pages').pages;
  const numbers = pages.map((p) => p.page);
  // The form needs JavaScript; the link list below serves everyone.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <Layout>
      <h1>{t('catalog.title')}</h1>
      <nav aria-label={t('catalog.jump')} className="catalog-jump">
        {/* Laid out before hydration (invisible) so the pages below do not move when it appears. */}
        <div style={enhanced ? undefined : { visibility: 'hidden' }}>
          <JumpToPage pages={numbers} />
        </div>
        <details>
          <summary>{t('company:catalog.allPages')}</summary>
          <ul>
            {pages.map((p) => (
              <li key={p.page}>
                <a href={`#${anchor(p.page)}`} aria-label={t('catalog.page', { number: p.page })}>
                  {p.page}
                </a>
              </li>
            ))}
          </ul>
        </details>
      </nav>
      <PhotoGrid
        className="catalog-pages"
        galleryLabel={t('catalog.title')}
        photos={pages.map((p) => ({
          key: p.page,
          id: anchor(p.page),
          image: p.image,
          full: p.full,
          alt: t('catalog.pageAlt', { number: p.page, total: pages.length }),
          caption: t('catalog.page', { number: p.page }),
        }))}
      />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.CatalogPageQuery, BasePageContext>) {
  return (
    <KeyedPageHead
      data={data}
      pageContext={pageContext}
      titleKey="pages:catalog.title"
      descriptionKey="seo:description.catalog"
    />
  );
}

export const query = graphql`
  query CatalogPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "company", "seo"] } }) {
      ...PageLocales
    }
    company {
      name
    }
    catalog {
      pages {
        page
        image {
          gatsbyImageData(width: 300, aspectRatio: 0.706, outputPixelDensities: [1, 2])
        }
        full: image {
          gatsbyImageData(width: 1200)
        }
      }
    }
  }
`;
