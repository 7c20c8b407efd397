// schema.org PropertyValue nodes for a product's test values (Product.additionalProperty): name in the page's
// language, the value as the lab reported it, its UN/CEFACT unit code and the test standard.
import { technicalRows, unitCodes, unitSymbols, type TechnicalData } from '../data/technical';
import type { JsonLdNode } from './structured-data';

export function technicalJsonLd(
  data: TechnicalData | null,
  label: (key: string, vars?: Record<string, string>) => string,
  finishNames: Record<string, string> = {},
): JsonLdNode[] | undefined {
  if (!data) return undefined;
  const nodes = technicalRows(data).flatMap(({ property, finish, measurement: m }) =>
    m
      ? [
          {
            '@type': 'PropertyValue',
            name:
              property === 'slipResistance'
                ? label('property.slipResistance', { finish: finishNames[finish ?? ''] ?? finish ?? '' })
                : label(`property.${property}`),
            value: m.value,
            unitCode: unitCodes[m.unit],
            unitText: unitSymbols[m.unit] ?? m.unit,
            measurementTechnique: m.standard,
          },
        ]
      : [],
  );
  return nodes.length ? nodes : undefined;
}
