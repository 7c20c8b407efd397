// Where a stone may go: the usage table against what a surface needs, the most telling reason first.
import { usages } from '../../src/data/application';
import { suitability, usageSpecificity } from '../../src/visualizer/suitability';

describe('suitability', () => {
  it('allows a marble on a kitchen floor and a travertine on a bathroom wall', () => {
    expect(suitability('marble', ['floor', 'interior', 'residential'])).toEqual({ allowed: true });
    expect(suitability('travertine', ['wall', 'wetAreas'])).toEqual({ allowed: true });
  });

  it('keeps travertine off a wall outside in a freezing climate, for the freezing', () => {
    expect(suitability('travertine', ['wall', 'exterior', 'freezingClimate'])).toEqual({
      allowed: false,
      missing: ['freezingClimate'],
    });
  });

  it('keeps a bath product off a floor, and limestone out of a wet area', () => {
    expect(suitability('bath', ['floor', 'interior'])).toEqual({ allowed: false, missing: ['floor'] });
    expect(suitability('limestone', ['floor', 'wetAreas'])).toEqual({ allowed: false, missing: ['wetAreas'] });
  });

  it('gives the most specific reason first when several are missing', () => {
    // Bath: no wall, no freezing climate; limestone: no wet areas, no freezing climate, no commercial use.
    expect(suitability('bath', ['wall', 'exterior', 'freezingClimate'])).toEqual({
      allowed: false,
      missing: ['freezingClimate', 'wall'],
    });
    expect(suitability('limestone', ['floor', 'commercial', 'wetAreas', 'exterior', 'freezingClimate'])).toEqual({
      allowed: false,
      missing: ['freezingClimate', 'wetAreas', 'commercial'],
    });
    expect(suitability('outdoor', ['wall', 'interior'])).toEqual({ allowed: false, missing: ['interior', 'wall'] });
  });

  it('ranks every usage once', () => {
    expect([...usageSpecificity].sort()).toEqual([...usages].sort());
  });
});
