/** The first-touch table as `npm run bench` prints it, from the scenarios' medians. */
export const PREFIX = 'first-touch.';

const COLUMNS = [
  'widget',
  'modality',
  'INP',
  'first',
  'complete',
  'JS from touch',
  'INP cached',
  'first cached',
  'complete cached',
] as const;
const WIDTHS = [22, 10, 8, 8, 10, 15, 12, 14, 15] as const;

/** Event Timing reports nothing under 16 ms: a 0 there means "below the threshold". */
const inpCell = (value: number | undefined) =>
  value === undefined ? '—' : value === 0 ? '<16' : `${value.toFixed(0)}`;
const msCell = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(0)}`);
const kbCell = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(1)} KB`);

const line = (cells: readonly string[]) =>
  cells
    .map((cell, index) => cell.padEnd(WIDTHS[index]!))
    .join('')
    .trimEnd();

/** One row per `first-touch.<widget>.<modality>` scenario, in the order run; times in ms. */
export function firstTouchTable(scenarios: Readonly<Record<string, Readonly<Record<string, number>>>>): string[] {
  const rows = Object.entries(scenarios).filter(([name]) => name.startsWith(PREFIX));
  if (rows.length === 0) return [];
  return [
    line(COLUMNS),
    ...rows.map(([name, figures]) => {
      const [widget = name, modality = ''] = name.slice(PREFIX.length).split('.');
      return line([
        widget,
        modality,
        inpCell(figures.inpMs),
        msCell(figures.firstAnswerMs),
        msCell(figures.completeAnswerMs),
        kbCell(figures.jsAfterTouchKb),
        inpCell(figures.cachedInpMs),
        msCell(figures.cachedFirstAnswerMs),
        msCell(figures.cachedCompleteAnswerMs),
      ]);
    }),
  ];
}
