// The room visualizer (one page per language): a stone laid in a room at its true size. The view is derived from the
// address alone (src/routes/visualizer-query.ts); every choice is a new history entry, so Back, Forward and a shared
// link show it again. Prerendered (and without JavaScript) it shows the first scene's preview with its default stone.
import React from 'react';
import { graphql, navigate, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { KeyedPageHead } from '../components/KeyedPageHead';
import { usePageLang } from '../components/usePageLang';
import { resolveVisualizerView, visualizerPath, visualizerQueryFrom } from '../routes/visualizer-query';
import { suitability } from '../visualizer/suitability';
import { keepScrollState } from '../components/scroll-state';
import { afterPaint } from '../components/afterPaint';
import { RoomCanvas, type DrawRequest } from '../components/visualizer/RoomCanvas';
import { VisualizerControls } from '../components/visualizer/VisualizerControls';
import { VisualizerActions } from '../components/visualizer/VisualizerActions';
import { useStones } from '../components/visualizer/useStones';
import { viewText } from '../components/visualizer/texts';
import type { Usage } from '../data/application';
import type { SceneSurface, VisualizerStone, VisualizerView } from '../visualizer/types';
import type { VisualizerPageData } from '../node/pages/visualizer-pages';
import type { BasePageContext } from './types';
import '../styles/visualizer.css';

type VisualizerContext = BasePageContext & VisualizerPageData;

const missingFor = (stone: VisualizerStone, surface: SceneSurface): readonly Usage[] => {
  const verdict = suitability(stone.application, surface.needs);
  return verdict.allowed ? [] : verdict.missing;
};

export default function VisualizerPage({
  pageContext,
  location,
}: PageProps<Queries.VisualizerPageQuery, VisualizerContext>) {
  const { t } = useTranslation('visualizer');
  const lang = usePageLang();
  const { scenes, previews, defaultStones, stonesUrl } = pageContext;
  const stones = useStones(stonesUrl);
  // The prerendered page cannot know the address: it is read once React has taken over, so hydration matches.
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  const query = React.useMemo(
    () => (hydrated ? visualizerQueryFrom(location.search) : {}),
    [hydrated, location.search],
  );

  const known = React.useMemo(() => {
    const map = new Map(defaultStones.map((s) => [s.key, s]));
    for (const s of stones.stones ?? []) map.set(s.key, s);
    return map;
  }, [defaultStones, stones.stones]);
  // A stone of the address that only the stones file can name: wait for it rather than draw another one first.
  const waiting = stones.status === 'loading' && query.stone !== undefined && !known.has(query.stone);
  const choices = {
    scenes,
    stone: (key: string) => known.get(key),
    allows: (stone: VisualizerStone, surface: SceneSurface) => missingFor(stone, surface).length === 0,
  };
  const addressed = resolveVisualizerView(query, choices);
  const addressKey = addressed ? visualizerPath(lang, addressed) : '';
  // A choice is shown at once, while Gatsby's router takes the new address (a few milliseconds): the controls would
  // otherwise spring back to the old value until then. The address wins as soon as it changes (Back, Forward too).
  const [pending, setPending] = React.useState<VisualizerView | null>(null);
  React.useEffect(() => setPending(null), [addressKey]);
  const view = pending ?? addressed;

  const scene = scenes.find((s) => s.id === view?.scene) ?? scenes[0];
  const stone = view ? known.get(view.stone) : undefined;
  const surface = scene.surfaces.find((s) => s.id === view?.surface) ?? scene.surfaces[0];
  const size = stone?.sizes.find((s) => s.key === view?.size) ?? stone?.sizes[0];
  const missing: Record<string, readonly Usage[]> = Object.fromEntries(
    scene.surfaces.map((f) => [f.id, stone ? missingFor(stone, f) : []]),
  );
  const layable = (missing[surface.id] ?? []).length === 0;

  const viewKey = view ? visualizerPath(lang, view) : '';
  const request = React.useMemo<DrawRequest | null>(
    () =>
      view && stone && size && hydrated && !waiting
        ? {
            key: viewKey,
            stone,
            laying: layable
              ? { surface, stone, size, pattern: view.pattern, jointMm: view.jointMm, grout: view.grout }
              : null,
          }
        : null,
    // viewKey names every field of the view; the objects behind it change only with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for view, stone, size and surface
    [viewKey, layable, hydrated, waiting],
  );

  const choose = (change: Partial<VisualizerView>) => {
    // Resolved before it is written: a new stone's own first size, a new room's first surface it may go on, so the
    // address always names exactly the view it shows.
    const nextView = view && resolveVisualizerView({ ...view, ...change }, choices);
    if (!nextView) return;
    const next = visualizerPath(lang, nextView);
    if (next === viewKey) return;
    setPending(nextView);
    // The new address once the choice is painted: Gatsby's navigate() checks the page's resources first (page and app
    // data requests), which took most of the tap's own script (pattern at 4x CPU).
    void afterPaint().then(() => navigate(next, { state: keepScrollState }));
  };

  // What the preview shows: the scene's default stone on its first surface.
  const previewStone = known.get(scene.defaultStone);
  const previewAlt = previewStone
    ? viewText(t, lang, {
        stone: previewStone.name,
        size: previewStone.sizes[0],
        pattern: previewStone.sizes[0].kind === 'patternSet' ? 'french' : 'straight',
        surface: scene.surfaces[0],
      })
    : '';
  const caption =
    request && stone && size && view
      ? viewText(t, lang, { stone: stone.name, size, pattern: view.pattern, surface })
      : previewAlt;

  return (
    <Layout>
      <article className="visualizer">
        <h1>{t('title')}</h1>
        <p className="viz-intro">{t('intro')}</p>
        <noscript>
          <p className="viz-noscript">{t('noscript')}</p>
        </noscript>
        <div className="viz-layout">
          <div className="viz-view">
            <RoomCanvas
              scene={scene}
              preview={previews[scene.id] ?? null}
              previewAlt={previewAlt}
              request={request}
              captionId="viz-caption"
            />
            <p id="viz-caption" className="viz-caption" aria-live="polite">
              {caption}
            </p>
            {stone && !layable && (
              <p className="viz-notice" role="status">
                {t('noSurface', { reason: t(`reasons.${(missing[surface.id] ?? [])[0]}`) })}
              </p>
            )}
            {stones.status === 'failed' && (
              <p className="viz-notice" role="alert">
                {t('stonesError')}
              </p>
            )}
          </div>
          {view && stone && size && (
            <div className="viz-side">
              <VisualizerControls
                lang={lang}
                scenes={scenes}
                scene={scene}
                stones={stones.stones ?? [...known.values()]}
                stone={stone}
                view={view}
                missing={missing}
                enabled={hydrated && !waiting}
                onChoose={choose}
              />
              <VisualizerActions lang={lang} stone={stone} size={size} surface={surface} enabled={hydrated} />
            </div>
          )}
        </div>
      </article>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.VisualizerPageQuery, VisualizerContext>) {
  return (
    <KeyedPageHead
      data={data}
      pageContext={pageContext}
      titleKey="visualizer:title"
      descriptionKey="seo:description.visualizer"
      lcpImage={pageContext.previews[pageContext.scenes[0]?.id] ?? null}
    >
      {/* The stones file is needed before the first drawing: fetched alongside the page's scripts, not after them. */}
      <link rel="preload" href={pageContext.stonesUrl} as="fetch" crossOrigin="anonymous" />
    </KeyedPageHead>
  );
}

export const query = graphql`
  query VisualizerPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "visualizer", "seo"] } }) {
      ...PageLocales
    }
    company {
      name
    }
  }
`;
