// FAQ pages (general and USA): questions as disclosure widgets that work without JavaScript.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead, localeText } from '../components/PageHead';
import { faqPage } from '../seo/structured-data';
import { DisclosureList } from '../components/company/DisclosureList';
import type { BasePageContext, Text, WithLocales } from './types';

interface FaqContext extends BasePageContext {
  faqGroup: 'general' | 'usa';
}
interface FaqData extends WithLocales {
  allFaqItem: { nodes: { jsonId: number; question: Text; answer: Text }[] };
}

export default function FaqPage({ data, pageContext }: PageProps<FaqData, FaqContext>) {
  const { t } = useTranslation('pages');
  return (
    <Layout>
      <h1>{t(`faq.title.${pageContext.faqGroup}`)}</h1>
      <DisclosureList
        items={data.allFaqItem.nodes.map((item) => ({
          id: `question-${item.jsonId}`,
          summary: item.question.text,
          content: <p>{item.answer.text}</p>,
        }))}
      />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<FaqData, FaqContext>) {
  const items = data.allFaqItem.nodes;
  return (
    <PageHead
      lang={pageContext.language}
      seo={pageContext.seo}
      siteName={data.company.name}
      title={localeText(data.locales, 'pages', `faq.title.${pageContext.faqGroup}`)}
      description={items[0]?.question.text}
      jsonLd={() => [faqPage(items.map((q) => ({ question: q.question.text, answer: q.answer.text })))]}
    />
  );
}

export const query = graphql`
  query FaqPage($language: String!, $faqGroup: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "company"] } }) {
      ...PageLocales
    }
    company { name }
    allFaqItem(filter: { group: { eq: $faqGroup } }, sort: { jsonId: ASC }) {
      nodes { jsonId question { text(lang: $language) } answer { text(lang: $language) } }
    }
  }
`;
