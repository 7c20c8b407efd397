// Home page: slide sets, category tiles, news, sales team and company facts.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { ImageDataLike } from 'gatsby-plugin-image';
import { Layout } from '../components/Layout';
import { PageHead, localeText } from '../components/PageHead';
import { CardGrid } from '../components/ProductCard';
import { usePageLang } from '../components/usePageLang';
import { pathTo } from '../routes';
import type { BasePageContext, Text, WithLocales } from './types';

type Image = ImageDataLike | null;
interface HomeData extends WithLocales {
  company: { name: string; since: number; years: number; monthlyCapacityM2: number; about: Text };
  allSlide: { nodes: { jsonId: number; set: string; title: Text; name: Text; productId: number | null; image: Image }[] };
  allProduct: { nodes: { jsonId: number; slug: string }[] };
  allCategory: { nodes: { jsonId: number; slug: string; name: Text; image: Image }[] };
  allNewsItem: { nodes: { jsonId: number; name: Text }[] };
  allTeamMember: { nodes: { jsonId: number; name: string; job: Text; email: string }[] };
}

const slideSets = ['quarry', 'production', 'new-products'] as const;

export default function HomePage({ data }: PageProps<HomeData, BasePageContext>) {
  const { t } = useTranslation('pages');
  const lang = usePageLang();
  const productSlug = new Map(data.allProduct.nodes.map((p) => [p.jsonId, p.slug]));
  return (
    <Layout>
      <h1>{t('home.title', { name: data.company.name })}</h1>
      {slideSets.map((set) => (
        <section key={set} aria-labelledby={`slides-${set}`}>
          <h2 id={`slides-${set}`}>{t(`home.slides.${set}`)}</h2>
          <CardGrid
            cards={data.allSlide.nodes
              .filter((s) => s.set === set)
              .map((s) => {
                const slug = s.productId ? productSlug.get(s.productId) : undefined;
                return {
                  href: slug && s.productId ? pathTo(lang, { page: 'product', slug, id: s.productId }) : `#slide-${s.jsonId}`,
                  title: s.title.text,
                  subtitle: s.name.text,
                  image: s.image,
                };
              })}
          />
        </section>
      ))}
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categories')}</h2>
        <CardGrid
          cards={data.allCategory.nodes.map((c) => ({
            href: pathTo(lang, { page: 'category', slug: c.slug, id: c.jsonId }),
            title: c.name.text,
            image: c.image,
          }))}
        />
      </section>
      <section aria-labelledby="home-news">
        <h2 id="home-news">{t('home.news')}</h2>
        <ul>
          {data.allNewsItem.nodes.map((n) => (
            <li key={n.jsonId}>{n.name.text}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-team">
        <h2 id="home-team">{t('home.team')}</h2>
        <ul>
          {data.allTeamMember.nodes.map((m) => (
            <li key={m.jsonId}>
              {m.name} — {m.job.text} — <a href={`mailto:${m.email}`}>{m.email}</a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-about">
        <h2 id="home-about">{t('home.about')}</h2>
        <p>{data.company.about.text}</p>
        <ul className="facts">
          <li>{t('home.facts.since', { year: data.company.since })}</li>
          <li>{t('home.facts.years', { years: data.company.years })}</li>
          <li>{t('home.facts.capacity', { amount: data.company.monthlyCapacityM2.toLocaleString(lang) })}</li>
        </ul>
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<HomeData, BasePageContext>) {
  return (
    <PageHead
      lang={pageContext.language}
      siteName={data.company.name}
      title={localeText(data.locales, 'pages', 'home.title', { name: data.company.name })}
      description={data.company.about.text}
    />
  );
}

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages"] } }) {
      ...PageLocales
    }
    company {
      name
      since
      years
      monthlyCapacityM2
      about { text(lang: $language) }
    }
    allSlide(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        set
        productId
        title { text(lang: $language) }
        name { text(lang: $language) }
        image { childImageSharp { gatsbyImageData(width: 400, aspectRatio: 1.333) } }
      }
    }
    allProduct(filter: { isNew: { eq: true } }) { nodes { jsonId slug } }
    allCategory(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        slug
        name { text(lang: $language) }
        image { childImageSharp { gatsbyImageData(width: 300, aspectRatio: 1.5) } }
      }
    }
    allNewsItem(sort: { jsonId: ASC }) { nodes { jsonId name { text(lang: $language) } } }
    allTeamMember(sort: { jsonId: ASC }) { nodes { jsonId name email job { text(lang: $language) } } }
  }
`;
