// Footer: about column with social links, news column (thumbnails → full-screen gallery), the sales team.
import { Photo } from '../Photo';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { usePageLang } from '../usePageLang';
import { NewTabLink } from './NavMenus';
import { NewsStrip } from './NewsStrip';
import { useShellData } from './useShellData';
import { LocalizedLink } from '../LocalizedLink';
import { pathTo } from '../../routes';
import { TextWithPhone } from '../PhoneNumber';

export function Footer() {
  const { t } = useTranslation('common');
  const lang = usePageLang();
  const { footer, company, allTeamMember } = useShellData();
  return (
    <footer className="site-footer">
      <section className="footer-news" aria-labelledby="footer-news">
        <h2 id="footer-news">{footer.news.header[lang]}</h2>
        <NewsStrip label={footer.news.header[lang]} />
      </section>
      <section className="footer-about" aria-labelledby="footer-about">
        <h2 id="footer-about">{footer.about.header[lang]}</h2>
        <p>{footer.about.description[lang]}</p>
        <ul className="footer-facts">
          {footer.about.items.map((item) => (
            <li key={item.id}>{item.value[lang]}</li>
          ))}
        </ul>
        {/* A named group around the list (a name on the <ul> itself is seldom read: html-validate, aria-label-misuse). */}
        <div role="group" aria-label={t('footer.socials')}>
          <ul className="socials">
            {company.socials.map((s) => (
              <li key={s.link}>
                <NewTabLink href={s.link} className={`social social-${s.icon}`}>
                  {s.name}
                </NewTabLink>
              </li>
            ))}
          </ul>
        </div>
        <p className="footer-privacy">
          <LocalizedLink to={pathTo(lang, { page: 'privacy' })}>{t('footer.privacy')}</LocalizedLink>
        </p>
      </section>
      <section className="footer-team" aria-labelledby="footer-team">
        <h2 id="footer-team">{footer.personal.header[lang]}</h2>
        <ul className="team">
          {allTeamMember.nodes.map((m) => {
            const photo = m.image?.gatsbyImageData;
            return (
              <li key={m.jsonId} className="team-member">
                {photo && <Photo image={photo} alt="" className="team-photo" />}
                <div>
                  <p className="team-name">{m.name}</p>
                  <p className="team-job">{m.job[lang]}</p>
                  <a href={`mailto:${m.email}`}>{m.email}</a>
                  <br />
                  <NewTabLink href={m.watsappLink}>
                    <TextWithPhone text={(number) => t('footer.whatsapp', { number })} number={m.whatsapp} />
                  </NewTabLink>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <p className="copyright">{t('footer.copyright', { name: company.name, since: company.since })}</p>
    </footer>
  );
}
