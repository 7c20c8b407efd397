// The technical data section of a product or USA stock page: a metric/US switch, the properties table and the ASTM
// verdict. The switch is two radio buttons: CSS shows the checked system, so it works before and without scripts;
// with scripts the choice is kept in localStorage and every later page starts with it.
import { useEffect, useId, useState } from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import {
  defaultUnitSystem,
  isUnitSystem,
  UNIT_STORAGE_KEY,
  type TechnicalData,
  type UnitSystem,
} from '../../data/technical';
import { TechnicalTable } from './TechnicalTable';
import { ScrollRegion } from '../ScrollRegion';
import { AstmVerdictList } from './AstmVerdictList';

function storedSystem(): UnitSystem | null {
  try {
    const value = window.localStorage.getItem(UNIT_STORAGE_KEY);
    return isUnitSystem(value) ? value : null;
  } catch {
    return null; // storage blocked: the page default stays
  }
}

export interface TechnicalPropertiesProps {
  data: TechnicalData;
  finishNames: Record<string, string>;
  /** The USA section starts in US units, the catalogue in metric, until the visitor chooses. */
  section: 'catalogue' | 'usa';
  /** Pages without tabs give the section its own heading (the Application tab already has one). */
  heading?: boolean;
}

export function TechnicalProperties({ data, finishNames, section, heading = false }: TechnicalPropertiesProps) {
  const { t } = useTranslation('technical');
  const [system, setSystem] = useState<UnitSystem>(defaultUnitSystem(section));
  const name = useId();

  useEffect(() => {
    const stored = storedSystem();
    if (stored) setSystem(stored);
  }, []);

  const choose = (value: UnitSystem) => {
    setSystem(value);
    try {
      window.localStorage.setItem(UNIT_STORAGE_KEY, value);
    } catch {
      // storage blocked: the choice holds for this page only
    }
  };

  return (
    <section
      className="technical"
      aria-labelledby={heading ? 'technical-heading' : 'technical-caption'}
      data-units={system}
    >
      {heading && <h2 id="technical-heading">{t('heading')}</h2>}
      <fieldset className="unit-switch">
        <legend>{t('units.legend')}</legend>
        {(['metric', 'us'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name={name} value={value} checked={system === value} onChange={() => choose(value)} />
            {t(`units.${value}`)}
          </label>
        ))}
      </fieldset>
      <ScrollRegion labelledBy="technical-caption">
        <TechnicalTable data={data} units={system} finishNames={finishNames} captionId="technical-caption" />
      </ScrollRegion>
      <AstmVerdictList data={data} units={system} />
    </section>
  );
}

export const query = graphql`
  fragment TechnicalMeasurementFields on TechnicalMeasurement {
    value
    unit
    standard
    lab
    tested
    report
  }
  fragment TechnicalFields on Technical {
    stone
    marbleClass
    density {
      ...TechnicalMeasurementFields
    }
    waterAbsorption {
      ...TechnicalMeasurementFields
    }
    compressiveStrength {
      ...TechnicalMeasurementFields
    }
    flexuralStrength {
      ...TechnicalMeasurementFields
    }
    abrasion {
      ...TechnicalMeasurementFields
    }
    frostResistance {
      ...TechnicalMeasurementFields
    }
    slipResistance {
      finish
      value
      unit
      standard
      lab
      tested
      report
    }
  }
`;
