// The previews of the Markdown files (data/content/): a project's story, an FAQ answer, and the single pages (About,
// USA About, Fabrication, Privacy), each the site's view of its page in the file's language, with the data files the
// page shows beside the text loaded from the repository.
import type { ReactNode } from 'react';
import { ProjectView } from '../../views/ProjectView';
import { AboutView } from '../../views/AboutView';
import { UsaAboutView } from '../../views/UsaAboutView';
import { FabricationView } from '../../views/FabricationView';
import { PrivacyView } from '../../views/PrivacyView';
import { FaqView } from '../../views/FaqView';
import { translatorFor } from './i18n';
import { imageData, type PhotoSource } from './images';
import { fileLanguage } from './language';
import { markdownHtml } from './markdown';
import { shownText } from './text';
import { itemsOf, list, num, obj, str } from './entries/common';
import { projectProps } from './entries/project';
import { fileSwitch, markdownImage, Shown, useMapContext, type EntryInput, type Wanted } from './shown';

export function ProjectStoryPreview({ input }: { input: EntryInput }) {
  const lang = fileLanguage(input.path) ?? 'en';
  const id = input.slug.split('/')[0];
  const { ctx, notes } = useMapContext(input, lang, [['projects', id]]);
  const project = ctx.related('projects', id) ?? { id: Number(id) };
  return (
    <Shown
      input={input}
      lang={lang}
      languageSwitch={fileSwitch(input, lang)}
      notes={notes}
      title={shownText(project.name, lang).text}
      render={() => (
        <ProjectView
          {...projectProps(project, markdownHtml(str(input.data.body), lang, markdownImage(input, ctx)), ctx)}
        />
      )}
    />
  );
}

export function FaqAnswerPreview({ input }: { input: EntryInput }) {
  const lang = fileLanguage(input.path) ?? 'en';
  const id = Number(input.slug.split('/')[0]);
  const { ctx, notes } = useMapContext(input, lang, [['site', 'faq']]);
  const group = str(itemsOf(ctx.related('site', 'faq')).find((i) => i.id === id)?.group, 'general');
  const t = translatorFor(lang).getFixedT(lang, 'pages');
  return (
    <Shown
      input={input}
      lang={lang}
      languageSwitch={fileSwitch(input, lang)}
      notes={notes}
      title={str(input.data.title)}
      render={() => (
        <FaqView
          title={String(t(`faq.title.${group}`))}
          entries={[
            {
              id,
              question: str(input.data.title),
              html: markdownHtml(str(input.data.body), lang, markdownImage(input, ctx)),
            },
          ]}
        />
      )}
    />
  );
}

/** The single Markdown pages (About, USA About, Fabrication, Privacy) and the data files each shows beside its text. */
const pageExtras: Record<string, Wanted> = {
  about: [['site', 'company']],
  'usa-about': [['site', 'usa']],
  fabrication: [['site', 'fabrication']],
  privacy: [],
};

export function MarkdownPagePreview({ input }: { input: EntryInput }) {
  const lang = fileLanguage(input.path) ?? 'en';
  const page = input.slug.replace(/-[a-z]{2}$/, '');
  const { ctx, notes } = useMapContext(input, lang, pageExtras[page] ?? []);
  const body = () => ({
    html: markdownHtml(str(input.data.body), lang, markdownImage(input, ctx)),
    frontmatter: { title: str(input.data.title) || null, description: str(input.data.description) || null },
  });
  const render = (): ReactNode => {
    if (page === 'about') {
      const c = ctx.related('site', 'company');
      return (
        <AboutView
          body={body()}
          company={
            c
              ? {
                  name: str(c.name),
                  since: num(c.since),
                  years: num(c.years),
                  monthlyCapacityM2: num(c.monthlyCapacityM2),
                  profilePdf: str(c.profilePdf),
                  mission: shownText(c.mission, lang),
                  vision: shownText(c.vision, lang),
                  socials: list(c.socials).map((s) => ({ name: str(obj(s).name), link: str(obj(s).link) })),
                }
              : null
          }
        />
      );
    }
    if (page === 'usa-about') {
      const u = ctx.related('site', 'usa');
      const terms = obj(u?.terms);
      return (
        <UsaAboutView
          body={body()}
          usaInfo={
            u
              ? {
                  name: str(u.name),
                  address: str(u.address),
                  phone: str(u.phone),
                  email: str(u.email),
                  mapLink: str(u.mapLink) || null,
                  hours: shownText(u.hours, lang),
                  deliveryTerms: shownText(u.deliveryTerms, lang),
                  terms: {
                    discountAboveSqft: num(terms.discountAboveSqft),
                    breakagePercent: {
                      min: num(obj(terms.breakagePercent).min),
                      max: num(obj(terms.breakagePercent).max),
                    },
                    claimWithinDays: num(terms.claimWithinDays),
                    noteBreakageAbovePercent: num(terms.noteBreakageAbovePercent),
                    holdDays: num(terms.holdDays),
                    paymentMethods: list(terms.paymentMethods).map((m) => str(m)),
                  },
                }
              : null
          }
        />
      );
    }
    if (page === 'fabrication')
      return (
        <FabricationView
          body={body()}
          photos={itemsOf(ctx.related('site', 'fabrication')).map((p) => {
            const source = ctx.otherPhoto(str(p.image));
            return {
              jsonId: num(p.id),
              group: str(p.group),
              title: shownText(p.title, lang),
              image: source ? { gatsbyImageData: imageOf(source, 400) } : null,
              full: source ? { gatsbyImageData: imageOf(source, 1600, null) } : null,
            };
          })}
        />
      );
    return <PrivacyView body={body()} />;
  };
  return (
    <Shown
      input={input}
      lang={lang}
      languageSwitch={fileSwitch(input, lang)}
      notes={notes}
      title={str(input.data.title)}
      render={render}
    />
  );
}

const imageOf = (source: PhotoSource, width: number, aspectRatio: number | null = 1.333) =>
  imageData(source, width, aspectRatio ?? undefined);
