// FAQ pages (general and USA): questions as disclosure widgets that work without JavaScript.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead, localeText } from '../components/PageHead';
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
      <div className="faq-list">
        {data.allFaqItem.nodes.map((item) => (
          <details key={item.jsonId} className="faq-item">
            <summary>
              <h2>{item.question.text}</h2>
            </summary>
            <p>{item.answer.text}</p>
          </details>
        ))}
      </div>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<FaqData, FaqContext>) {
  return <PageHead lang={pageContext.language} siteName={data.company.name} title={localeText(data.locales, 'pages', `faq.title.${pageContext.faqGroup}`)} description={data.allFaqItem.nodes[0]?.question.text} />;
}

export const query = graphql`
  query FaqPage($language: String!, $faqGroup: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages"] } }) {
      ...PageLocales
    }
    company { name }
    allFaqItem(filter: { group: { eq: $faqGroup } }, sort: { jsonId: ASC }) {
      nodes { jsonId question { text(lang: $language) } answer { text(lang: $language) } }
    }
  }
`;
