// The Fabrication page's content (inside the site's Layout): the editors' Markdown introduction
// (data/content/fabrication/), then photo groups of the factories, the quarries and the USA warehouse. The template
// (src/templates/fabrication.tsx) feeds it from its query, the CMS preview from the file being edited and
// data/fabrication.json.
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { PhotoGrid } from '../components/PhotoGrid';
import { TitleAndBody, type MarkdownPageData } from './TitleAndBody';

export type FabricationPhoto = Queries.FabricationPageQuery['allFabricationPhoto']['nodes'][number];
const fabricationGroups = ['factories', 'quarries', 'usa-warehouse'] as const;

/** Fabrication: the Markdown introduction, then photo groups of the factories, the quarries and the USA warehouse. */
export function FabricationView({ body, photos }: { body: MarkdownPageData; photos: readonly FabricationPhoto[] }) {
  const { t } = useTranslation(['pages', 'company']);
  return (
    <>
      <TitleAndBody body={body} />
      {fabricationGroups.map((group) => (
        <section key={group} aria-labelledby={`group-${group}`}>
          <h2 id={`group-${group}`}>{t(`fabrication.groups.${group}`)}</h2>
          <PhotoGrid
            galleryLabel={t('company:gallery.label', { title: t(`fabrication.groups.${group}`) })}
            photos={photos
              .filter((p) => p.group === group)
              .map((p) => ({ key: p.jsonId, image: p.image, full: p.full, alt: p.title.text, caption: p.title.text }))}
          />
        </section>
      ))}
    </>
  );
}
