// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { forgetEstimator, loadEstimator } from '../../../../src/widgets/account/password-strength/load-estimator.ts';

afterEach(() => forgetEstimator());

describe('the estimator chunk (@zxcvbn-ts/core with the interim word list)', () => {
  it('scores common and short passwords below 3 and long random ones 3 or more', async () => {
    const estimate = await loadEstimator();
    expect(estimate).not.toBeNull();
    for (const weak of ['parola', 'parola123', '123456', 'qwerty', 'abc', 'Password1'])
      expect(estimate!(weak, []), weak).toBeLessThan(3);
    for (const strong of ['Zâmbet-de-Tei-42!', 'k8#Vq2!mRz7$wP', 'cal verde sare gardul 1987?'])
      expect(estimate!(strong, []), strong).toBeGreaterThanOrEqual(3);
  });

  it('counts words from the page and profile against the password', async () => {
    const estimate = await loadEstimator();
    expect(estimate!('Vitrinapopescu', [])).toBeGreaterThan(estimate!('Vitrinapopescu', ['Vitrina', 'popescu']));
  });

  it('loads once and hands every caller the same estimator', async () => {
    const [first, second] = await Promise.all([loadEstimator(), loadEstimator()]);
    expect(first).toBe(second);
  });
});

describe('the QWERTY graph (spatial patterns)', () => {
  it('places the keys as on the keyboard', async () => {
    const { qwertyGraph } = await import('../../../../src/widgets/account/password-strength/keyboard.ts');
    const graph = qwertyGraph();
    expect(graph.q).toEqual([null, '1!', '2@', 'wW', 'aA', null]);
    expect(graph.Q).toEqual(graph.q);
    expect(graph.g).toEqual(['fF', 'tT', 'yY', 'hH', 'bB', 'vV']);
    expect(graph['1']).toEqual(['`~', null, null, '2@', 'qQ', null]);
    expect(graph['/']).toEqual(['.>', ';:', '\'"', null, null, null]);
  });

  it('rates keyboard walks that are in no word list as weak', async () => {
    const estimate = await loadEstimator();
    const walks = ['tyuiop[]', 'xcvbnm,./', "hjkl;'", 'ertyuiop', '5tgb6yhn'];
    for (const walk of walks) expect(estimate!(walk, []), walk).toBeLessThan(3);
  });
});
