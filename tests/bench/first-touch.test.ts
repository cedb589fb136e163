// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerDelay, inputToNextPaint, shopTime } from '../../scripts/bench/support/first-touch/figures.ts';
import { firstTouchTable } from '../../scripts/bench/support/first-touch/table.ts';

const entry = (name: string, duration: number, interactionId: number, startTime = 0) => ({
  name,
  duration,
  interactionId,
  startTime,
});

describe('input to next paint, as INP counts it', () => {
  it("takes each interaction's longest entry and the worst interaction", () => {
    const click = [entry('pointerdown', 24, 7), entry('pointerup', 56, 7), entry('click', 48, 7)];
    const tab = [entry('keydown', 32, 9), entry('keyup', 16, 9)];
    expect(inputToNextPaint([...click, ...tab])).toBe(56);
  });

  it('leaves out entries that belong to no interaction when there is one', () => {
    expect(inputToNextPaint([entry('pointerover', 200, 0), entry('pointerdown', 40, 3)])).toBe(40);
  });

  it("counts a hover's own events, which INP has no interaction for", () => {
    expect(inputToNextPaint([entry('pointerover', 72, 0), entry('mouseover', 64, 0)])).toBe(72);
  });

  it('is 0 when nothing reached the 16 ms threshold', () => {
    expect(inputToNextPaint([])).toBe(0);
  });
});

describe("the shop's own answer time, left out", () => {
  it('counts overlapping requests once and clips them to the span', () => {
    expect(
      shopTime(
        [
          { start: 100, end: 200 },
          { start: 150, end: 260 },
          { start: 400, end: 450 },
        ],
        120,
        420,
      ),
    ).toBe(160);
  });

  it('ignores requests outside the span', () => {
    expect(
      shopTime(
        [
          { start: 0, end: 50 },
          { start: 600, end: 700 },
        ],
        100,
        500,
      ),
    ).toBe(0);
  });

  it('takes the delay from the input to the answer without it', () => {
    expect(answerDelay(1000, 1450, [{ start: 1100, end: 1350 }])).toBe(200);
  });
});

describe('the first-touch table', () => {
  it('prints one row per widget and modality, "<16" for an INP under the threshold, "—" for a missing figure', () => {
    const table = firstTouchTable({
      'catalogue.catalogueTickToChip': { tickToChipMs: 10 },
      'first-touch.mini-cart.hover': {
        inpMs: 0,
        firstAnswerMs: 12.4,
        completeAnswerMs: 230.6,
        jsAfterTouchKb: 75.25,
        cachedInpMs: 24,
        cachedFirstAnswerMs: 10,
        cachedCompleteAnswerMs: 90,
      },
      'first-touch.reviews-list.keyboard': { inpMs: 40 },
    });
    expect(table).toHaveLength(3);
    expect(table[0]).toMatch(
      /^widget\s+modality\s+INP\s+first\s+complete\s+JS from touch\s+INP cached\s+first cached\s+complete cached$/,
    );
    expect(table[1]!.split(/\s{2,}/)).toEqual(['mini-cart', 'hover', '<16', '12', '231', '75.3 KB', '24', '10', '90']);
    expect(table[2]!.split(/\s{2,}/)).toEqual(['reviews-list', 'keyboard', '40', '—', '—', '—', '—', '—', '—']);
  });

  it('is empty when no first-touch scenario ran', () => {
    expect(firstTouchTable({ 'account.accountPageScripts': { jsFilesBeforeKeystroke: 18 } })).toEqual([]);
  });
});
