// Pages that exist once per language: home, about, catalogue, contact, fabrication, FAQ, videos, projects, privacy, USA pages.
import type { CreatePagesArgs } from 'gatsby';
import { createLocalizedPages } from '../page-context';
import type { Route } from '../../routes';

const singlePages: { route: Route; template: string; usa?: boolean; noindex?: boolean }[] = [
  { route: { page: 'home' }, template: 'home' },
  { route: { page: 'about' }, template: 'about' },
  { route: { page: 'catalog' }, template: 'catalog' },
  { route: { page: 'contact' }, template: 'contact' },
  { route: { page: 'quote' }, template: 'quote', noindex: true },
  { route: { page: 'contactThanks' }, template: 'contact-thanks', noindex: true },
  { route: { page: 'fabrication' }, template: 'fabrication' },
  { route: { page: 'faq' }, template: 'faq' },
  { route: { page: 'videos' }, template: 'videos' },
  { route: { page: 'projects' }, template: 'projects' },
  { route: { page: 'privacy' }, template: 'privacy' },
  { route: { page: 'usaAbout' }, template: 'usa-about', usa: true },
  { route: { page: 'usaContact' }, template: 'contact', usa: true },
  { route: { page: 'usaFaq' }, template: 'faq', usa: true },
  { route: { page: 'usaStock' }, template: 'usa-stock', usa: true },
];

export async function createSinglePages({ actions }: CreatePagesArgs): Promise<void> {
  for (const { route, template, usa, noindex } of singlePages) {
    createLocalizedPages(actions, {
      route,
      template,
      noindex,
      context: { section: usa ? 'usa' : 'main', faqGroup: usa ? 'usa' : 'general' },
    });
  }
}
