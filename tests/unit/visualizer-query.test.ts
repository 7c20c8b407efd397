// The visualizer's address: what a link writes is what the page reads back, and anything else falls back to defaults.
import {
  patternFor,
  resolveVisualizerView,
  visualizerPath,
  visualizerQueryFrom,
  type VisualizerChoices,
} from '../../src/routes/visualizer-query';
import { parsePath } from '../../src/routes';
import type { LayingSize, VisualizerView } from '../../src/visualizer/types';

const tile = (key: string, w: number, h: number): LayingSize => ({
  kind: 'tile',
  key,
  label: `${key} cm`,
  widthCm: w,
  heightCm: h,
});
const french: LayingSize = {
  kind: 'patternSet',
  key: 'french',
  label: 'French pattern set',
  pieces: [
    [20, 20],
    [20, 40],
    [40, 40],
    [40, 60],
  ],
};

interface Stone {
  key: string;
  sizes: LayingSize[];
  indoorOnly: boolean;
}
interface Surface {
  id: string;
  exterior: boolean;
}
const stones: Stone[] = [
  { key: 'product:807', sizes: [tile('61x61', 61, 61), tile('40.6x61', 40.6, 61)], indoorOnly: false },
  { key: 'product:829', sizes: [tile('30.5x61', 30.5, 61), french], indoorOnly: true },
];
const choices: VisualizerChoices<Stone, Surface, { name: string }> = {
  scenes: [
    {
      id: 'kitchen',
      name: 'Kitchen',
      defaultStone: 'product:807',
      surfaces: [{ id: 'floor', exterior: false }],
    },
    {
      id: 'pool',
      name: 'Pool',
      defaultStone: 'product:807',
      surfaces: [
        { id: 'pavers', exterior: true },
        { id: 'coping', exterior: true },
      ],
    },
    {
      id: 'bathroom',
      name: 'Bathroom',
      defaultStone: 'product:829',
      surfaces: [
        { id: 'wall', exterior: false },
        { id: 'floor', exterior: false },
      ],
    },
  ],
  stone: (key) => stones.find((s) => s.key === key),
  allows: (stone, surface) => !(stone.indoorOnly && surface.exterior),
};

const full: VisualizerView = {
  stone: 'product:829',
  scene: 'bathroom',
  surface: 'floor',
  size: '30.5x61',
  pattern: 'brick',
  jointMm: 1.5,
  grout: 'anthracite',
};

describe('visualizer address', () => {
  it('writes every choice in a fixed order, the stone as kind:id, in each language', () => {
    expect(visualizerPath('en', full)).toBe(
      '/visualizer/?stone=product:829&scene=bathroom&surface=floor&size=30.5x61&pattern=brick&joint=1.5&grout=anthracite',
    );
    expect(visualizerPath('ar', { stone: 'usaStock:5004' })).toBe('/ar/visualizer/?stone=usaStock:5004');
    expect(visualizerPath('fr')).toBe('/fr/visualizer/');
    expect(parsePath(visualizerPath('ru', full))).toEqual({ lang: 'ru', route: { page: 'visualizer' } });
  });

  it('reads back what it wrote', () => {
    const path = visualizerPath('en', full);
    expect(visualizerQueryFrom(path.slice(path.indexOf('?')))).toEqual(full);
    expect(resolveVisualizerView(visualizerQueryFrom(path.slice(path.indexOf('?'))), choices)).toEqual(full);
  });

  it('drops malformed values instead of failing', () => {
    expect(
      visualizerQueryFrom(
        '?stone=product:abc&scene=%00kitchen&surface=&size=../x&pattern=herringbone&joint=4&grout=pink&extra=1',
      ),
    ).toEqual({});
    expect(visualizerQueryFrom('?joint=1.5e3&stone=project:1')).toEqual({});
    expect(visualizerQueryFrom('?stone=product%3A807&joint=10')).toEqual({ stone: 'product:807', jointMm: 10 });
  });

  it('gives the first scene with its default stone, first size, straight, 3 mm and grey for an empty address', () => {
    expect(resolveVisualizerView({}, choices)).toEqual({
      stone: 'product:807',
      scene: 'kitchen',
      surface: 'floor',
      size: '61x61',
      pattern: 'straight',
      jointMm: 3,
      grout: 'grey',
    });
  });

  it('falls back on an unknown stone, scene, surface or size', () => {
    const view = resolveVisualizerView(
      { stone: 'product:1', scene: 'attic', surface: 'ceiling', size: '1x1', pattern: 'brick' },
      choices,
    );
    expect(view).toMatchObject({ stone: 'product:807', scene: 'kitchen', surface: 'floor', size: '61x61' });
    expect(view?.pattern).toBe('brick');
  });

  it('never lays a stone on a surface it is not suitable for when the scene has one it is', () => {
    expect(resolveVisualizerView({ stone: 'product:829', scene: 'bathroom', surface: 'wall' }, choices)?.surface).toBe(
      'wall',
    );
    // An indoor stone in the pool scene: no surface allows it, so the asked one stays and the page says why.
    expect(resolveVisualizerView({ stone: 'product:829', scene: 'pool', surface: 'coping' }, choices)?.surface).toBe(
      'coping',
    );
    expect(resolveVisualizerView({ stone: 'product:829', scene: 'pool' }, choices)?.surface).toBe('pavers');
  });

  it('lays a French pattern set in its own pattern only, and a tile never in it', () => {
    expect(patternFor(french, 'straight')).toBe('french');
    expect(patternFor(tile('61x61', 61, 61), 'french')).toBe('straight');
    expect(patternFor(tile('61x61', 61, 61), 'brick')).toBe('brick');
    expect(resolveVisualizerView({ stone: 'product:829', size: 'french' }, choices)?.pattern).toBe('french');
  });

  it('has no view without scenes', () => {
    expect(resolveVisualizerView({}, { ...choices, scenes: [] })).toBeNull();
  });
});
