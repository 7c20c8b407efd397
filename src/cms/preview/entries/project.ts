// A project entry (data/projects/<id>.json) and a project story (data/content/projects/<id>/<lang>.md) as
// ProjectView's props: the one being edited from the editor, the other loaded from the repository.
import type { ProjectViewProps } from '../../../views/ProjectView';
import { shownText, type Json } from '../text';
import { list, num, obj, photoData, str, type MapContext } from './common';

export function projectProps(project: Json, storyHtml: string | null, ctx: MapContext): ProjectViewProps {
  const { lang } = ctx;
  return {
    project: {
      jsonId: num(project.id),
      slug: str(project.slug),
      name: shownText(project.name, lang),
      country: shownText(project.country, lang),
      link: str(project.link) || null,
      photos: list(project.photos).map((raw) => {
        const photo = obj(raw);
        const source = ctx.photo(str(photo.image), 'photos.image');
        const image = photoData(source, 640, 1.333);
        const full = photoData(source, 1600);
        return {
          productId: typeof photo.productId === 'number' ? photo.productId : null,
          productName: shownText(photo.productName, lang),
          image: image ? { gatsbyImageData: image } : null,
          full: full ? { gatsbyImageData: full } : null,
        };
      }),
    },
    storyHtml,
    // Product links need the products' slugs (page context at build): the preview's photo captions are plain names.
    products: [],
  };
}
