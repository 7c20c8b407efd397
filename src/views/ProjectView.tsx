// The project page's content (inside the site's Layout): name, country, the story (Markdown,
// data/content/projects/<id>/), photos with the products used, and the external link. The page template
// (src/templates/project.tsx) feeds it from its query, the CMS preview (src/cms/preview/) from the entry being edited.
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LocalizedLink } from '../components/LocalizedLink';
import { LocalizedText } from '../components/LocalizedText';
import { usePageLang } from '../components/usePageLang';
import { PhotoGrid } from '../components/PhotoGrid';
import { NewTabHint } from '../components/company/NewTabHint';
import { pathTo } from '../routes';
import { MarkdownBody } from '../components/MarkdownBody';

/** The project as the page query returns it (src/templates/project.tsx). */
export type ProjectViewData = NonNullable<Queries.ProjectPageQuery['project']>;

export interface ProjectViewProps {
  project: ProjectViewData;
  /** The story in the page's language, as HTML (the build's Markdown conversion). */
  storyHtml: string | null | undefined;
  /** Slugs of the products the photos show (src/node/pages/detail-pages.ts). */
  products: readonly { id: number; slug: string }[];
}

export function ProjectView({ project: p, storyHtml, products }: ProjectViewProps) {
  const { t } = useTranslation(['pages', 'company']);
  const lang = usePageLang();
  const productSlug = new Map(products.map((x) => [x.id, x.slug]));
  return (
    <>
      <nav aria-label={t('breadcrumb.label')} className="breadcrumb">
        <ol>
          <li>
            <LocalizedLink to={pathTo(lang, { page: 'home' })}>{t('breadcrumb.home')}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to={pathTo(lang, { page: 'projects' })}>{t('projects.title')}</LocalizedLink>
          </li>
          <li aria-current="page">{p.name.text}</li>
        </ol>
      </nav>
      <h1>
        <LocalizedText value={p.name} />
      </h1>
      <p className="project-meta project-country">{t('company:projects.country', { country: p.country.text })}</p>
      <MarkdownBody html={storyHtml} className="project-story" />
      <h2>{t('company:projects.photos')}</h2>
      <PhotoGrid
        className="project-photos"
        galleryLabel={t('company:gallery.label', { title: p.name.text })}
        photos={p.photos.map((photo, i) => {
          const slug = photo.productId ? productSlug.get(photo.productId) : undefined;
          const product = photo.productName.text;
          return {
            key: i,
            image: photo.image,
            full: photo.full,
            alt: t('project.photoAlt', { project: p.name.text, product }),
            galleryCaption: t('company:projects.stoneUsed', { product }),
            caption:
              slug && photo.productId ? (
                <LocalizedLink to={pathTo(lang, { page: 'product', slug, id: photo.productId })}>
                  {product}
                </LocalizedLink>
              ) : (
                product
              ),
          };
        })}
      />
      {p.link && (
        <p>
          <a href={p.link} target="_blank" rel="noopener noreferrer">
            {t('project.externalLink')}
            <NewTabHint />
          </a>
        </p>
      )}
    </>
  );
}
