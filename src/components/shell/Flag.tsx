// Small inline flags for the language picker's options: drawn here, so no image request.
import React from 'react';
import type { Lang } from '../../i18n/languages';

const stripes = (colors: string[], vertical = false) =>
  colors.map((fill, i) => {
    const size = 30 / colors.length;
    return vertical ? (
      <rect key={fill + i} x={i * size} y={0} width={size} height={20} fill={fill} />
    ) : (
      <rect key={fill + i} x={0} y={(i * 20) / colors.length} width={30} height={20 / colors.length} fill={fill} />
    );
  });

const drawings: Record<Lang, React.ReactNode> = {
  en: (
    <>
      <rect width={30} height={20} fill="#012169" />
      <path d="M0 0L30 20M30 0L0 20" stroke="#fff" strokeWidth={4} />
      <path d="M0 0L30 20M30 0L0 20" stroke="#C8102E" strokeWidth={1.5} />
      <path d="M15 0V20M0 10H30" stroke="#fff" strokeWidth={6} />
      <path d="M15 0V20M0 10H30" stroke="#C8102E" strokeWidth={3.5} />
    </>
  ),
  fr: stripes(['#002395', '#ffffff', '#ED2939'], true),
  es: (
    <>
      <rect width={30} height={20} fill="#AA151B" />
      <rect y={5} width={30} height={10} fill="#F1BF00" />
    </>
  ),
  ru: stripes(['#ffffff', '#0039A6', '#D52B1E']),
  ar: (
    <>
      {stripes(['#00732F', '#ffffff', '#000000'])}
      <rect width={8} height={20} fill="#FF0000" />
    </>
  ),
};

/** Decorative: the language's code and native name are next to it. */
export function Flag({ lang }: { lang: Lang }) {
  return (
    <svg className="flag" viewBox="0 0 30 20" width={21} height={14} aria-hidden="true" focusable="false">
      {drawings[lang]}
    </svg>
  );
}
