// Home page: three slide carousels, category tiles, news, sales team and the company facts.
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Photo, getImage } from '../components/Photo';
import { Layout } from '../components/Layout';
import { highPriority } from '../components/image-priority';
import { PageHead, organizationInput } from '../components/PageHead';
import { usePageHeadT } from '../i18n/page-i18n';
import { organization } from '../seo/structured-data';
import { shareImage } from '../seo/share-image';
import { CardGrid } from '../components/ProductCard';
import { LocalizedLink } from '../components/LocalizedLink';
import { usePageLang } from '../components/usePageLang';
import { Carousel } from '../components/company/Carousel';
import { CompanyFacts } from '../components/company/CompanyFacts';
import { TeamCards } from '../components/company/TeamCards';
import { pathTo } from '../routes';
import { present, type BasePageContext, type ProductSlugsContext } from './types';

const slideSets = ['quarry', 'production', 'new-products'] as const;

export default function HomePage({ data, pageContext }: PageProps<Queries.HomePageQuery, ProductSlugsContext>) {
  const { t } = useTranslation(['pages', 'company']);
  const lang = usePageLang();
  const productSlug = new Map(pageContext.products.map((p) => [p.id, p.slug]));
  return (
    <Layout>
      <h1 className="home-title">{t('home.title', { name: present(data.company, 'company').name })}</h1>
      {slideSets.map((set, setIndex) => (
        <section key={set} aria-labelledby={`slides-${set}`}>
          <h2 id={`slides-${set}`}>{t(`home.slides.${set}`)}</h2>
          <Carousel
            labelledBy={`slides-${set}`}
            slides={data.allSlide.nodes
              .filter((s) => s.set === set)
              .map((s, i) => {
                const img = s.image ? getImage(s.image) : undefined;
                const slug = s.productId ? productSlug.get(s.productId) : undefined;
                // The very first slide is the page's largest image (LCP): load it at once, first.
                const lcp = setIndex === 0 && i === 0;
                return {
                  key: s.jsonId,
                  content: (
                    <figure>
                      {img && (
                        <Photo
                          image={img}
                          alt={s.name.text}
                          loading={lcp ? 'eager' : 'lazy'}
                          {...(lcp ? highPriority : {})}
                        />
                      )}
                      <figcaption className="carousel-caption">
                        {slug && s.productId ? (
                          <strong>
                            <LocalizedLink to={pathTo(lang, { page: 'product', slug, id: s.productId })}>
                              {s.title.text}
                            </LocalizedLink>
                          </strong>
                        ) : (
                          <strong>{s.title.text}</strong>
                        )}
                        {s.name.text}
                      </figcaption>
                    </figure>
                  ),
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
        <ul className="news-grid">
          {data.allNewsItem.nodes.map((n) => {
            const img = n.image ? getImage(n.image) : undefined;
            return (
              <li key={n.jsonId}>
                <figure>
                  {img && <Photo image={img} alt="" />}
                  <figcaption>{n.name.text}</figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="home-team">
        <h2 id="home-team">{t('home.team')}</h2>
        <TeamCards members={data.allTeamMember.nodes} />
      </section>
      <section aria-labelledby="home-about">
        <h2 id="home-about">{t('home.about')}</h2>
        <p>{present(data.company, 'company').about.text}</p>
        <CompanyFacts company={present(data.company, 'company')} />
        <p>
          <LocalizedLink to={pathTo(lang, { page: 'about' })}>{t('company:home.moreAbout')}</LocalizedLink>
        </p>
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.HomePageQuery, BasePageContext>) {
  const t = usePageHeadT(data.locales, pageContext.language);
  const slide = data.allSlide.nodes[0];
  const firstSlide = data.allSlide.nodes.find((s) => s.set === slideSets[0]);
  return (
    <PageHead
      lang={pageContext.language}
      seo={pageContext.seo}
      siteName={present(data.company, 'company').name}
      title={t('pages:home.title', { name: present(data.company, 'company').name })}
      description={present(data.company, 'company').about.text}
      image={slide && shareImage(slide.image, slide.title.text)}
      lcpImage={firstSlide?.image ? getImage(firstSlide.image) : undefined}
      jsonLd={({ siteUrl, lang }) => [organization(siteUrl, pathTo(lang, { page: 'home' }), organizationInput(data))]}
    />
  );
}

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "company"] } }) {
      ...PageLocales
    }
    company {
      name
      since
      years
      monthlyCapacityM2
      about {
        text(lang: $language)
      }
    }
    allSlide(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        set
        productId
        title {
          text(lang: $language)
        }
        name {
          text(lang: $language)
        }
        image {
          gatsbyImageData(
            layout: FULL_WIDTH
            aspectRatio: 2.2857
            breakpoints: [360, 480, 750, 1168, 1600]
            sizes: "(min-width: 1200px) 1168px, calc(100vw - 2rem)"
          )
        }
      }
    }
    allCategory(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        slug
        name {
          text(lang: $language)
        }
        image {
          gatsbyImageData(width: 300, aspectRatio: 1.5, outputPixelDensities: [1, 2])
        }
      }
    }
    allNewsItem(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        name {
          text(lang: $language)
        }
        image {
          gatsbyImageData(width: 300, aspectRatio: 1.333, outputPixelDensities: [1, 2])
        }
      }
    }
    allTeamMember(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        name
        email
        whatsapp
        watsappLink
        job {
          text(lang: $language)
        }
        image {
          gatsbyImageData(width: 120, height: 120, outputPixelDensities: [1, 2])
        }
      }
    }
    seoCompany: company {
      ...SeoCompany
    }
    seoTeam: allTeamMember(sort: { jsonId: ASC }) {
      ...SeoTeam
    }
  }
`;
