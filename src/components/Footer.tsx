// Footer: about column with social links, news column and the sales team's contacts.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { useShellData } from './useShellData';
import { usePageLang } from './usePageLang';

export function Footer() {
  const { t } = useTranslation('common');
  const lang = usePageLang();
  const { footer, company, allNewsItem, allTeamMember } = useShellData();
  return (
    <footer className="site-footer">
      <section aria-labelledby="footer-about">
        <h2 id="footer-about">{footer.about.header[lang]}</h2>
        <p>{footer.about.description[lang]}</p>
        <ul>
          {footer.about.items.map((item) => (
            <li key={item.id}>{item.value[lang]}</li>
          ))}
        </ul>
        <ul className="socials">
          {company.socials.map((s) => (
            <li key={s.link}>
              <a href={s.link} target="_blank" rel="noopener noreferrer">
                {s.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="footer-news">
        <h2 id="footer-news">{footer.news.header[lang]}</h2>
        <ul>
          {allNewsItem.nodes.map((n) => (
            <li key={n.jsonId}>{n.name[lang]}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="footer-team">
        <h2 id="footer-team">{footer.personal.header[lang]}</h2>
        <ul className="team">
          {allTeamMember.nodes.map((m) => (
            <li key={m.jsonId}>
              <strong>{m.name}</strong> — {m.job[lang]}
              <br />
              <a href={`mailto:${m.email}`}>{m.email}</a>
              <br />
              <a href={m.watsappLink} target="_blank" rel="noopener noreferrer">
                {t('footer.whatsapp', { number: m.whatsapp })}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <p className="copyright">{t('footer.copyright', { name: company.name, since: company.since })}</p>
    </footer>
  );
}
