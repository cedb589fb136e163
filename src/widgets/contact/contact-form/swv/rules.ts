import { fileAccepted } from './files.ts';
import { dayOfWeek, isDate, isEmail, isNumber, isTel, isTime, isUrl } from '../../../../lib/swv/formats.ts';
import type { FieldValue, FileLike, FormValues, SwvRule } from './types.ts';

/** One rule's check against the whole form's values; true means it passes. */
export type RuleCheck = (rule: SwvRule, values: FormValues) => boolean;

const isFile = (value: FieldValue): value is FileLike => typeof value !== 'string';

/** Trimmed, non-blank text values: blank input is ignored by every rule but `required` (spec §5.4). */
function textValues(values: FormValues, field: string | undefined): string[] {
  if (field === undefined) return [];
  return (values.get(field) ?? [])
    .filter((value): value is string => !isFile(value))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

function fileValues(values: FormValues, field: string | undefined): FileLike[] {
  if (field === undefined) return [];
  // A file input left empty still posts an empty file with no name.
  return (values.get(field) ?? []).filter(isFile).filter((file) => file.name !== '' || file.size > 0);
}

const toNumber = (value: number | string | undefined): number =>
  value === undefined || value === '' ? Number.NaN : Number(value);

/** A rule without a usable threshold cannot fail. */
const withThreshold = (rule: SwvRule, passes: (threshold: number) => boolean): boolean => {
  const threshold = toNumber(rule.threshold);
  return Number.isNaN(threshold) || passes(threshold);
};

const eachText =
  (test: (value: string, rule: SwvRule) => boolean): RuleCheck =>
  (rule, values) =>
    textValues(values, rule.field).every((value) => test(value, rule));

const acceptList = (rule: SwvRule): string[] => (rule.accept ?? []).map(String);

const totalLength = (rule: SwvRule, values: FormValues) =>
  textValues(values, rule.field).reduce((sum, value) => sum + value.length, 0);
const totalBytes = (rule: SwvRule, values: FormValues) =>
  fileValues(values, rule.field).reduce((sum, file) => sum + file.size, 0);

/** Numbers that are not numbers are the `number` rule's business, not the range rules'. */
const numberCompare = (passes: (value: number, threshold: number) => boolean) =>
  eachText((value, rule) => {
    const threshold = toNumber(rule.threshold);
    if (!isNumber(value) || Number.isNaN(threshold)) return true;
    return passes(Number(value), threshold);
  });

const dateCompare = (passes: (value: string, threshold: string) => boolean) =>
  eachText((value, rule) =>
    rule.threshold === undefined || !isDate(value) ? true : passes(value, String(rule.threshold)),
  );

function onStep(value: string, rule: SwvRule): boolean {
  const interval = toNumber(rule.interval);
  if (!isNumber(value) || !(interval > 0)) return true;
  const base = Number.isNaN(toNumber(rule.base)) ? 0 : toNumber(rule.base);
  const steps = (Number(value) - base) / interval;
  return Math.abs(steps - Math.round(steps)).toFixed(6) === (0).toFixed(6);
}

export const RULES: Readonly<Record<string, RuleCheck>> = {
  required: (rule, values) => textValues(values, rule.field).length > 0,
  requiredfile: (rule, values) => fileValues(values, rule.field).length > 0,
  email: eachText(isEmail),
  url: eachText(isUrl),
  tel: eachText(isTel),
  number: eachText(isNumber),
  date: eachText(isDate),
  time: eachText(isTime),
  file: (rule, values) => fileValues(values, rule.field).every((file) => fileAccepted(file, acceptList(rule))),
  enum: eachText((value, rule) => acceptList(rule).includes(value)),
  dayofweek: eachText((value, rule) => !isDate(value) || acceptList(rule).map(Number).includes(dayOfWeek(value))),
  minitems: (rule, values) => withThreshold(rule, (threshold) => textValues(values, rule.field).length >= threshold),
  maxitems: (rule, values) => withThreshold(rule, (threshold) => textValues(values, rule.field).length <= threshold),
  minlength: (rule, values) => {
    const total = totalLength(rule, values);
    return total === 0 || withThreshold(rule, (threshold) => total >= threshold);
  },
  maxlength: (rule, values) => withThreshold(rule, (threshold) => totalLength(rule, values) <= threshold),
  minnumber: numberCompare((value, threshold) => value >= threshold),
  maxnumber: numberCompare((value, threshold) => value <= threshold),
  mindate: dateCompare((value, threshold) => value >= threshold),
  maxdate: dateCompare((value, threshold) => value <= threshold),
  minfilesize: (rule, values) => {
    const total = totalBytes(rule, values);
    return total === 0 || withThreshold(rule, (threshold) => total >= threshold);
  },
  maxfilesize: (rule, values) => withThreshold(rule, (threshold) => totalBytes(rule, values) <= threshold),
  stepnumber: eachText(onStep),
};
