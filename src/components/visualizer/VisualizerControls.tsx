// Every choice of the view, each a native control (keyboard and screen readers for free): stone, room, surface (the
// ones the stone may not go on disabled, with the reason beside them), size, pattern, joint width and grout colour.
import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import {
  groutColors,
  jointWidthsMm,
  type Scene,
  type VisualizerStone,
  type VisualizerView,
} from '../../visualizer/types';
import type { Usage } from '../../data/application';
import type { Lang } from '../../i18n/languages';
import { patternNames } from '../../routes/visualizer-query';
import { groutRgb } from '../../visualizer/render';
import { StonePicker } from './StonePicker';
import { useLatest } from '../useLatest';
import { jointText, reasonText, sizeText } from './texts';

interface Props {
  lang: Lang;
  scenes: readonly Scene[];
  scene: Scene;
  stones: readonly VisualizerStone[];
  stone: VisualizerStone;
  view: VisualizerView;
  /** Usages the stone lacks for each surface of the scene (empty: it may go there). */
  missing: Record<string, readonly Usage[]>;
  /** False until the page can act on a choice (prerendered, hydrating, or without JavaScript). */
  enabled: boolean;
  onChoose: (change: Partial<VisualizerView>) => void;
}

export function VisualizerControls({ lang, scenes, scene, stones, stone, view, missing, enabled, onChoose }: Props) {
  const { t } = useTranslation('visualizer');
  // One callback for the page's life, so the stone picker (every stone of the catalogue) is not drawn again when a
  // pattern or a grout is chosen: it was most of such a tap's script (at 4x CPU).
  const latestChoose = useLatest(onChoose);
  const chooseStone = React.useCallback((key: string) => latestChoose.current({ stone: key }), [latestChoose]);
  const size = stone.sizes.find((s) => s.key === view.size) ?? stone.sizes[0];
  const isSet = size.kind === 'patternSet';
  return (
    // A group, not a form: every choice applies at once, there is nothing to submit.
    <div className="viz-controls" role="group" aria-label={t('controls')}>
      <StonePicker stones={stones} value={stone.key} disabled={!enabled} onChange={chooseStone} />
      <div className="viz-field">
        <label htmlFor="viz-scene">{t('scene')}</label>
        <select
          id="viz-scene"
          value={scene.id}
          disabled={!enabled}
          onChange={(e) => onChoose({ scene: e.target.value })}
        >
          {scenes.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name[lang]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="viz-field viz-options" disabled={!enabled}>
        <legend>{t('surface')}</legend>
        {scene.surfaces.map((f) => {
          const lacks = missing[f.id] ?? [];
          const reasonId = `viz-surface-${f.id}-reason`;
          return (
            <div key={f.id} className="viz-option">
              <input
                type="radio"
                id={`viz-surface-${f.id}`}
                name="viz-surface"
                value={f.id}
                checked={view.surface === f.id && lacks.length === 0}
                disabled={lacks.length > 0}
                aria-describedby={lacks.length > 0 ? reasonId : undefined}
                onChange={() => onChoose({ surface: f.id })}
              />
              <label htmlFor={`viz-surface-${f.id}`} className="viz-surface-name">
                {f.name[lang]}
              </label>
              {lacks.length > 0 && (
                <span id={reasonId} className="viz-reason">
                  {reasonText(t, lacks)}
                </span>
              )}
            </div>
          );
        })}
      </fieldset>
      <div className="viz-field">
        <label htmlFor="viz-size">{t('size')}</label>
        <select id="viz-size" value={size.key} disabled={!enabled} onChange={(e) => onChoose({ size: e.target.value })}>
          {stone.sizes.map((s) => (
            <option key={s.key} value={s.key}>
              {sizeText(t, lang, s)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="viz-field viz-options" disabled={!enabled}>
        <legend>{t('pattern')}</legend>
        {patternNames.map((p) => {
          const possible = p === 'french' ? isSet : !isSet;
          const hintId = `viz-pattern-${p}-hint`;
          return (
            <div key={p} className="viz-option">
              <input
                type="radio"
                id={`viz-pattern-${p}`}
                name="viz-pattern"
                value={p}
                checked={view.pattern === p}
                disabled={!possible}
                aria-describedby={possible ? undefined : hintId}
                onChange={() => onChoose({ pattern: p })}
              />
              <label htmlFor={`viz-pattern-${p}`}>{t(`patterns.${p}`)}</label>
              {!possible && (
                <span id={hintId} className="viz-reason">
                  {t(p === 'french' ? 'frenchOnly' : 'setOnly')}
                </span>
              )}
            </div>
          );
        })}
      </fieldset>
      <div className="viz-field">
        <label htmlFor="viz-joint">{t('joint')}</label>
        <select
          id="viz-joint"
          value={String(view.jointMm)}
          disabled={!enabled}
          onChange={(e) => onChoose({ jointMm: Number(e.target.value) })}
        >
          {jointWidthsMm.map((mm) => (
            <option key={mm} value={String(mm)}>
              {jointText(t, lang, mm)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="viz-field viz-options viz-grouts" disabled={!enabled}>
        <legend>{t('grout')}</legend>
        {groutColors.map((g) => (
          <div key={g} className="viz-option">
            <input
              type="radio"
              id={`viz-grout-${g}`}
              name="viz-grout"
              value={g}
              checked={view.grout === g}
              onChange={() => onChoose({ grout: g })}
            />
            <label htmlFor={`viz-grout-${g}`}>
              {/* The colour the renderer lays the joints in. */}
              <span className="viz-swatch" style={{ background: `rgb(${groutRgb[g].join(' ')})` }} aria-hidden="true" />
              {t(`grouts.${g}`)}
            </label>
          </div>
        ))}
      </fieldset>
    </div>
  );
}
