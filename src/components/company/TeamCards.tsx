// Sales team cards: photo, name, job, e-mail (mailto) and WhatsApp (new tab).
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Photo, getImage, type ImageDataLike } from '../Photo';
import { NewTabHint } from './NewTabHint';
import { TextWithPhone } from '../PhoneNumber';

export interface TeamMemberCard {
  jsonId: number;
  name: string;
  job: { text: string };
  email: string;
  whatsapp: string;
  watsappLink: string;
  image: ImageDataLike | null;
}

export function TeamCards({ members, headingLevel = 3 }: { members: readonly TeamMemberCard[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('common');
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="team-grid">
      {members.map((m) => {
        const img = m.image ? getImage(m.image) : undefined;
        return (
          <li key={m.jsonId} className="team-card">
            {img && <Photo image={img} alt={m.name} />}
            <Heading>{m.name}</Heading>
            <p>{m.job.text}</p>
            <a href={`mailto:${m.email}`}>{m.email}</a>
            <br />
            <a href={m.watsappLink} target="_blank" rel="noopener noreferrer">
              <TextWithPhone text={(number) => t('footer.whatsapp', { number })} number={m.whatsapp} />
              <NewTabHint />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
