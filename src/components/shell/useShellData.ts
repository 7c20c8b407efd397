// Data the shell shows on every page (menus, banner, footer), loaded once by a static query in all languages.
import { graphql, useStaticQuery } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { Lang } from '../../i18n/languages';

type Texts = Record<Lang, string>;
type SharpImage = { gatsbyImageData: IGatsbyImageData | null } | null;
interface MenuEntry {
  jsonId: number;
  slug: string;
  name: Texts;
}
export interface ShellData {
  company: {
    name: string;
    since: number;
    years: number;
    monthlyCapacityM2: number;
    banner: Texts;
    email: string;
    phone: string;
    socials: { name: string; link: string; icon: string }[];
  };
  footer: {
    about: { header: Texts; description: Texts; items: { id: number; value: Texts }[] };
    news: { header: Texts };
    personal: { header: Texts };
  };
  bannerProduct: { jsonId: number; slug: string } | null;
  allCategory: { nodes: MenuEntry[] };
  allColor: { nodes: MenuEntry[] };
  allArea: { nodes: MenuEntry[] };
  allNewsItem: { nodes: { jsonId: number; name: Texts; thumb: SharpImage; full: SharpImage }[] };
  allTeamMember: {
    nodes: {
      jsonId: number;
      name: string;
      job: Texts;
      email: string;
      whatsapp: string;
      watsappLink: string;
      image: SharpImage;
    }[];
  };
}

export function useShellData(): ShellData {
  return useStaticQuery<ShellData>(graphql`
    query ShellData {
      company {
        name
        since
        years
        monthlyCapacityM2
        banner {
          en
          fr
          es
          ru
          ar
        }
        email
        phone
        socials {
          name
          link
          icon
        }
      }
      footer {
        about {
          header {
            en
            fr
            es
            ru
            ar
          }
          description {
            en
            fr
            es
            ru
            ar
          }
          items {
            id
            value {
              en
              fr
              es
              ru
              ar
            }
          }
        }
        news {
          header {
            en
            fr
            es
            ru
            ar
          }
        }
        personal {
          header {
            en
            fr
            es
            ru
            ar
          }
        }
      }
      bannerProduct: product(jsonId: { eq: 948 }) {
        jsonId
        slug
      }
      allCategory(sort: { jsonId: ASC }) {
        nodes {
          jsonId
          slug
          name {
            en
            fr
            es
            ru
            ar
          }
        }
      }
      allColor(sort: { jsonId: ASC }) {
        nodes {
          jsonId
          slug
          name {
            en
            fr
            es
            ru
            ar
          }
        }
      }
      allArea(sort: { jsonId: ASC }) {
        nodes {
          jsonId
          slug
          name {
            en
            fr
            es
            ru
            ar
          }
        }
      }
      allNewsItem(sort: { jsonId: ASC }) {
        nodes {
          jsonId
          name {
            en
            fr
            es
            ru
            ar
          }
          thumb: image {
            gatsbyImageData(width: 240, aspectRatio: 1.333, outputPixelDensities: [1, 2])
          }
          full: image {
            gatsbyImageData(width: 1600, outputPixelDensities: [0.5, 1], placeholder: NONE)
          }
        }
      }
      allTeamMember(sort: { jsonId: ASC }) {
        nodes {
          jsonId
          name
          job {
            en
            fr
            es
            ru
            ar
          }
          email
          whatsapp
          watsappLink
          image {
            gatsbyImageData(width: 64, height: 64, outputPixelDensities: [1, 2])
          }
        }
      }
    }
  `);
}
