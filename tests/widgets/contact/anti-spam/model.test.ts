// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  AK_FIELDS,
  akValues,
  Bounded,
  MAX_SAMPLES,
  postsToSameHost,
  Recorder,
  sampleList,
} from '../../../../src/widgets/contact/anti-spam/model.ts';

/** Akismet 5.6 `_inc/akismet-frontend.js`: the formats its server reads (legacy-contracts §16). */
const T = 1_763_000_000_000; // an epoch-millisecond clock, as Date.now() gives

describe('bounded samples', () => {
  it('counts every sample but keeps only the newest 100 however long the page is open', () => {
    const list = new Bounded<number>();
    for (let index = 0; index < 1000; index += 1) list.push(index);
    expect(list.items).toHaveLength(MAX_SAMPLES);
    expect(list.total).toBe(1000);
    expect(list.items[0]).toBe(900);
  });
  it('writes `duration[,gap];` runs, the first without its gap', () => {
    expect(sampleList([[80], [95, 120], [70, 45]])).toBe('80;95,120;70,45;');
    expect(sampleList([])).toBe('');
  });
});

describe('typing', () => {
  it('bkp holds keydown-to-keyup durations with the gap since the previous key event; bib the first keydown in epoch ms', () => {
    const recorder = new Recorder();
    recorder.keydown('a', T);
    recorder.keyup('a', T + 80, true);
    recorder.keydown('b', T + 200);
    recorder.keyup('b', T + 290, true);
    const values = akValues(recorder, T + 5000);
    expect(values.bib).toBe(String(T));
    expect(values.bfs).toBe(String(T + 5000));
    expect(values.bkpc).toBe('2');
    expect(values.bkp).toBe('80;90,120;');
  });
  it('Shift and corrections are indices into the keypresses, not timings; a held key counts once', () => {
    const recorder = new Recorder();
    recorder.keydown('a', T);
    recorder.keydown('a', T + 30);
    recorder.keyup('a', T + 60, true);
    recorder.keydown('Shift', T + 100);
    recorder.keyup('Shift', T + 300, true);
    recorder.keydown('B', T + 320);
    recorder.keyup('B', T + 380, true);
    recorder.keydown('Backspace', T + 500);
    recorder.keyup('Backspace', T + 560, true);
    const values = akValues(recorder, T + 1000);
    expect(values.bkpc).toBe('2');
    expect(values.bmk).toBe('0');
    expect(values.bck).toBe('1');
    expect(values.bkp).toBe('60;60,20;');
  });
  it('keys outside text fields are not sampled; no key at all leaves bib empty', () => {
    const recorder = new Recorder();
    recorder.keydown('Enter', T);
    recorder.keyup('Enter', T + 50, false);
    expect(akValues(recorder, T + 100)).toMatchObject({ bkpc: '0', bkp: '', bib: String(T) });
    expect(akValues(new Recorder(), T).bib).toBe('');
  });
  it('a click restarts the typing run: the next key has no gap', () => {
    const recorder = new Recorder();
    recorder.keydown('a', T);
    recorder.keyup('a', T + 50, true);
    recorder.mousedown(T + 1000);
    recorder.mouseup(T + 1100);
    recorder.keydown('b', T + 2000);
    recorder.keyup('b', T + 2070, true);
    expect(akValues(recorder, T + 3000).bkp).toBe('50;70;');
  });
});

describe('pointer and touch', () => {
  it('bmc: mousedown-to-mouseup durations with the gap since the previous click; bmcc their count', () => {
    const recorder = new Recorder();
    recorder.mouseup(T);
    recorder.mousedown(T + 100);
    recorder.mouseup(T + 180);
    recorder.mousedown(T + 700);
    recorder.mouseup(T + 760);
    expect(akValues(recorder, T + 1000)).toMatchObject({ bmc: '80;60,520;', bmcc: '2' });
  });
  it('bmm: duration and distance of settled moves, moves of no distance dropped; bmmc their count', () => {
    const recorder = new Recorder();
    recorder.mousemove(340.4, 212.6);
    recorder.mousemove(120, 0);
    expect(akValues(recorder, T)).toMatchObject({ bmm: '340,213;', bmmc: '1' });
  });
  it('bte: touch durations with gaps; btec their count; btmc and bsc counts', () => {
    const recorder = new Recorder();
    recorder.touchstart(T);
    recorder.touchend(T + 90);
    recorder.touchstart(T + 400);
    recorder.touchend(T + 470);
    recorder.touchmoveCount = 2;
    recorder.scrollCount = 3;
    const values = akValues(recorder, T + 1000);
    expect(values).toMatchObject({ bte: '90;70,310;', btec: '2', btmc: '2', bsc: '3' });
    expect(Object.keys(values).sort()).toEqual([...AK_FIELDS].sort());
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
