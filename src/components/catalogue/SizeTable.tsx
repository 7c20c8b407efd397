// A product's sizes and thicknesses, on its page and in its PDF data sheet. It takes `t` rather than reading the page's
// i18n context because a data sheet is rendered outside any page.
export interface SizeRow {
  label: string;
  thickness: string | null;
}

interface Props {
  sizes: readonly SizeRow[];
  /** Resolves `catalogue:`-prefixed keys. */
  t: (key: string) => string;
  className: string;
  /** The PDF sets its own direction per run of text; the page lets bidi isolation do it. */
  valueClassName?: string;
}

export function SizeTable({ sizes, t, className, valueClassName }: Props) {
  return (
    <table className={className}>
      <thead>
        <tr>
          <th scope="col">{t('catalogue:sizes.size')}</th>
          <th scope="col">{t('catalogue:sizes.thickness')}</th>
        </tr>
      </thead>
      <tbody>
        {sizes.map((s) => (
          <tr key={s.label}>
            <td>
              <bdi className={valueClassName}>{s.label}</bdi>
            </td>
            <td>
              <bdi className={valueClassName}>{s.thickness ?? '—'}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
