import { describe, expect, it } from 'vitest';
import { AK_FIELDS, akValues, Bounded, BurstCounter, FormSamples, MAX_SAMPLES, PageSamples, postsToSameHost } from '../../../../src/widgets/contact/anti-spam/model.ts';

describe('bounded samples (legacy-contracts §16)', () => {
  it('keeps only the newest 100 values however long the page is open', () => {
    const list = new Bounded();
    for (let index = 0; index < 1000; index += 1) list.push(index);
    expect(list.length).toBe(MAX_SAMPLES);
    expect(list.toString().split(';')[0]).toBe('900');
  });
});

describe('typing and clicks in a form', () => {
  it('records the first key, intervals, modifier and correction indices', () => {
    const samples = new FormSamples();
    samples.key('A', 100);
    samples.key('Shift', 250);
    samples.key('b', 300);
    samples.key('Backspace', 420);
    expect(samples.firstKeyAt).toBe(100);
    expect(samples.keyCount).toBe(4);
    expect(samples.keyIntervals.toString()).toBe('150;50;120');
    expect(samples.modifierIndices.toString()).toBe('1');
    expect(samples.correctionIndices.toString()).toBe('3');
  });
  it('a click restarts the typing timing', () => {
    const samples = new FormSamples();
    samples.key('a', 100);
    samples.click(5000);
    samples.key('b', 5100);
    expect(samples.keyIntervals.length).toBe(0);
    expect(samples.clickCount).toBe(1);
  });
});

describe('page activity', () => {
  it('counts a continuous move as one burst per 500 ms quiet gap', () => {
    const moves = new BurstCounter();
    for (const at of [0, 50, 100, 450, 1000, 1100]) moves.hit(at);
    expect(moves.count).toBe(2);
    expect(moves.starts.toString()).toBe('0;1000');
  });
  it('measures touches from start to end', () => {
    const page = new PageSamples();
    page.touchStart(10);
    page.touchEnd(130);
    expect(page.touchCount).toBe(1);
    expect(page.touchDurations.toString()).toBe('120');
  });
});

describe('the 14 fields', () => {
  it('fills every field, with the submit time and the counts', () => {
    const form = new FormSamples();
    form.key('a', 10);
    form.key('b', 40);
    form.click(60);
    const values = akValues(form, new PageSamples(), 1234.4);
    expect(Object.keys(values).sort()).toEqual([...AK_FIELDS].sort());
    expect(values).toMatchObject({ bib: '10', bfs: '1234', bkpc: '2', bkp: '30', bmcc: '1', bmmc: '0' });
  });
});

describe('which forms get them', () => {
  const page = 'https://vitrina.example/contact/';
  it('forms posting here: no action, a relative or a same-host action', () => {
    expect(postsToSameHost(null, page)).toBe(true);
    expect(postsToSameHost('', page)).toBe(true);
    expect(postsToSameHost('/wp-comments-post.php', page)).toBe(true);
    expect(postsToSameHost('https://vitrina.example/contul-meu/', page)).toBe(true);
  });
  it('never forms posting to another host', () => {
    expect(postsToSameHost('https://alt-site.example/abonare', page)).toBe(false);
    expect(postsToSameHost('//alt-site.example/x', page)).toBe(false);
  });
});
