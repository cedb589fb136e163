// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formValues,
  validate,
  type FieldValue,
  type SwvRule,
} from '../../src/widgets/contact/contact-form/swv/index.ts';

const file = (name: string, size = 10, type = ''): FieldValue => ({ name, size, type });

/** Runs one rule against one field's values; true = passes. */
function passes(rule: Omit<SwvRule, 'field' | 'error'>, ...values: FieldValue[]): boolean {
  const data = formValues(values.map((value) => ['f', value] as [string, FieldValue]));
  return validate({ rules: [{ ...rule, field: 'f', error: 'greșit' }] }, data).size === 0;
}

type Row = readonly [
  label: string,
  rule: Omit<SwvRule, 'field' | 'error'>,
  values: readonly FieldValue[],
  expected: boolean,
];

const table: readonly Row[] = [
  ['required: at least one non-blank value', { rule: 'required' }, ['Ana'], true],
  ['required: nothing is missing', { rule: 'required' }, [], false],
  ['required: whitespace-only is blank', { rule: 'required' }, ['   '], false],
  ['required: one of several checkbox values is enough', { rule: 'required' }, ['', 'b'], true],
  ['requiredfile: a file passes', { rule: 'requiredfile' }, [file('a.pdf')], true],
  ['requiredfile: an empty file input fails', { rule: 'requiredfile' }, [file('', 0)], false],
  ['blank values are ignored by every rule except required (email)', { rule: 'email' }, ['  '], true],
  ['email: a plain address', { rule: 'email' }, ['ana@exemplu.ro'], true],
  ['email: at least 6 characters', { rule: 'email' }, ['a@b.r'], false],
  ['email: exactly one @', { rule: 'email' }, ['ana@@exemplu.ro'], false],
  ['email: @ not first', { rule: 'email' }, ['@exemplu.ro'], false],
  ["email: local part allows !#$%&'*+/=?^_`{|}~.-", { rule: 'email' }, ["a.b+c!#$%&'*/=?^_`{|}~-@x.ro"], true],
  ['email: local part refuses a space or comma', { rule: 'email' }, ['an a@exemplu.ro'], false],
  ['email: domain without a dot', { rule: 'email' }, ['ana@localhost'], false],
  ["email: domain with '..'", { rule: 'email' }, ['ana@exemplu..ro'], false],
  ['email: domain starting with a dot', { rule: 'email' }, ['ana@.exemplu.ro'], false],
  ['email: domain ending with a dot', { rule: 'email' }, ['ana@exemplu.ro.'], false],
  ['email: label starting with a hyphen', { rule: 'email' }, ['ana@-exemplu.ro'], false],
  ['email: label ending with a hyphen', { rule: 'email' }, ['ana@exemplu-.ro'], false],
  ['email: label with an underscore', { rule: 'email' }, ['ana@ex_emplu.ro'], false],
  ['email: hyphen inside a label', { rule: 'email' }, ['ana@ex-emplu.ro'], true],
  ['url: https', { rule: 'url' }, ['https://vitrina.example/x?y=1'], true],
  ['url: mailto is an allowed scheme', { rule: 'url' }, ['mailto:ana@exemplu.ro'], true],
  [
    'url: tel, webcal, urn, irc6 are allowed',
    { rule: 'url' },
    ['tel:+40722000000', 'webcal://x.ro/c.ics', 'urn:isbn:123', 'irc6://x.ro'],
    true,
  ],
  ['url: javascript is refused', { rule: 'url' }, ['javascript:alert(1)'], false],
  ['url: text that does not parse', { rule: 'url' }, ['vitrina.example'], false],
  ['tel: Romanian mobile with spaces', { rule: 'tel' }, ['0722 000 000'], true],
  ['tel: +40 with brackets, dots and hyphens', { rule: 'tel' }, ['+40 (722) 000-00.0'], true],
  ['tel: 0040 becomes +40', { rule: 'tel' }, ['0040722000000'], true],
  ['tel: anything after # or * is dropped', { rule: 'tel' }, ['0722000000#123', '0722000000*9 abc'], true],
  ['tel: letters fail', { rule: 'tel' }, ['0722 abc 000'], false],
  ['tel: 5 digits is too short', { rule: 'tel' }, ['12345'], false],
  ['tel: 6 digits is enough', { rule: 'tel' }, ['123456'], true],
  ['tel: 15 characters is the most', { rule: 'tel' }, ['+12345678901234'], true],
  ['tel: 16 characters is too long', { rule: 'tel' }, ['1234567890123456'], false],
  ['number: integer', { rule: 'number' }, ['42'], true],
  ['number: signed decimal with exponent', { rule: 'number' }, ['-4.2e+3', '+.5', '3.'], true],
  ['number: comma decimal is not a number', { rule: 'number' }, ['4,2'], false],
  ['date: YYYY-MM-DD', { rule: 'date' }, ['2026-02-28'], true],
  ['date: a five-digit year', { rule: 'date' }, ['12026-01-01'], true],
  ['date: 29 February of a leap year', { rule: 'date' }, ['2024-02-29'], true],
  ['date: 29 February of a common year is not a real date', { rule: 'date' }, ['2026-02-29'], false],
  ['date: month 13', { rule: 'date' }, ['2026-13-01'], false],
  ['date: DD.MM.YYYY', { rule: 'date' }, ['28.02.2026'], false],
  ['time: HH:MM', { rule: 'time' }, ['23:59'], true],
  ['time: HH:MM:SS', { rule: 'time' }, ['00:00:59'], true],
  ['time: hour 24', { rule: 'time' }, ['24:00'], false],
  ['time: minute 60', { rule: 'time' }, ['12:60'], false],
  ['time: one-digit hour', { rule: 'time' }, ['9:30'], false],
  ['file: accepted extension', { rule: 'file', accept: ['.pdf', '.jpg'] }, [file('Factura.PDF')], true],
  ['file: refused extension', { rule: 'file', accept: ['.pdf'] }, [file('virus.exe')], false],
  ['file: MIME type maps to its extensions', { rule: 'file', accept: ['application/pdf'] }, [file('a.pdf')], true],
  [
    'file: image/* maps to image extensions',
    { rule: 'file', accept: ['image/*'] },
    [file('poza.jpeg'), file('b.webp')],
    true,
  ],
  ['file: image/* refuses a document', { rule: 'file', accept: ['image/*'] }, [file('a.docx')], false],
  [
    'file: office and archive formats',
    {
      rule: 'file',
      accept: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip'],
    },
    [file('a.docx'), file('b.zip')],
    true,
  ],
  ['enum: value in accept', { rule: 'enum', accept: ['comanda', 'retur'] }, ['retur'], true],
  ['enum: value not in accept', { rule: 'enum', accept: ['comanda', 'retur'] }, ['altceva'], false],
  ['dayofweek: Monday is 1', { rule: 'dayofweek', accept: [1, 2, 3, 4, 5] }, ['2026-11-23'], true],
  ['dayofweek: Sunday is 7', { rule: 'dayofweek', accept: [7] }, ['2026-11-22'], true],
  ['dayofweek: Saturday not accepted', { rule: 'dayofweek', accept: [1, 2, 3, 4, 5] }, ['2026-11-21'], false],
  ['minitems: counts non-blank values', { rule: 'minitems', threshold: 2 }, ['a', '', 'b'], true],
  ['minitems: too few', { rule: 'minitems', threshold: 2 }, ['a', ' '], false],
  ['maxitems: at most', { rule: 'maxitems', threshold: 2 }, ['a', 'b'], true],
  ['maxitems: too many', { rule: 'maxitems', threshold: 2 }, ['a', 'b', 'c'], false],
  ['minlength: total length of all values', { rule: 'minlength', threshold: 5 }, ['abc', 'de'], true],
  ['minlength: too short', { rule: 'minlength', threshold: 5 }, ['abcd'], false],
  ['minlength: passes when the total is 0', { rule: 'minlength', threshold: 5 }, [''], true],
  ['maxlength: at the limit', { rule: 'maxlength', threshold: 3 }, ['abc'], true],
  ['maxlength: over the limit', { rule: 'maxlength', threshold: 3 }, ['ab', 'cd'], false],
  ['minnumber: each value at least', { rule: 'minnumber', threshold: 1 }, ['1', '2.5'], true],
  ['minnumber: below', { rule: 'minnumber', threshold: 1 }, ['0.5'], false],
  ['maxnumber: above', { rule: 'maxnumber', threshold: 10 }, ['10', '11'], false],
  ['maxnumber: non-numeric values are left to the number rule', { rule: 'maxnumber', threshold: 10 }, ['mult'], true],
  ['mindate: compared as date strings', { rule: 'mindate', threshold: '2026-01-01' }, ['2026-01-01'], true],
  ['mindate: earlier fails', { rule: 'mindate', threshold: '2026-01-01' }, ['2025-12-31'], false],
  ['maxdate: later fails', { rule: 'maxdate', threshold: '2026-12-31' }, ['2027-01-01'], false],
  ['minfilesize: total bytes', { rule: 'minfilesize', threshold: 100 }, [file('a.pdf', 60), file('b.pdf', 40)], true],
  ['minfilesize: too small', { rule: 'minfilesize', threshold: 100 }, [file('a.pdf', 99)], false],
  [
    'maxfilesize: total bytes over the limit',
    { rule: 'maxfilesize', threshold: 100 },
    [file('a.pdf', 60), file('b.pdf', 41)],
    false,
  ],
  ['maxfilesize: no file passes', { rule: 'maxfilesize', threshold: 100 }, [file('', 0)], true],
  ['stepnumber: multiple of interval from base', { rule: 'stepnumber', base: 1, interval: 0.5 }, ['3.5'], true],
  ['stepnumber: not a multiple', { rule: 'stepnumber', base: 0, interval: 0.5 }, ['3.2'], false],
  ['stepnumber: tolerant to 6 decimals', { rule: 'stepnumber', base: 0, interval: 0.1 }, ['0.3'], true],
  ['stepnumber: skipped if interval ≤ 0', { rule: 'stepnumber', base: 0, interval: 0 }, ['3.2'], true],
  ['an unknown rule passes', { rule: 'hologram' }, ['x'], true],
];

describe('spec §5.4 rules', () => {
  it.each(table)('%s', (_label, rule, values, expected) => {
    expect(passes(rule, ...values)).toBe(expected);
  });
});

describe('composites and schema order', () => {
  const values = formValues([
    ['email', 'ana'],
    ['phone', ''],
    ['tags[]', 'a'],
    ['tags[]', 'b'],
  ]);

  it('all: every nested rule must pass; the first failing nested error is shown', () => {
    const errors = validate(
      {
        rules: [
          {
            rule: 'all',
            rules: [
              { rule: 'required', field: 'email', error: 'obligatoriu' },
              { rule: 'email', field: 'email', error: 'email greșit' },
            ],
          },
        ],
      },
      values,
    );
    expect(errors.get('email')?.message).toBe('email greșit');
  });

  it('any: passes when one nested rule passes', () => {
    const errors = validate(
      {
        rules: [
          {
            rule: 'any',
            field: 'email',
            error: 'unul din ele',
            rules: [
              { rule: 'required', field: 'phone', error: 'x' },
              { rule: 'required', field: 'email', error: 'y' },
            ],
          },
        ],
      },
      values,
    );
    expect(errors.size).toBe(0);
  });

  it('any: fails with its own error when no nested rule passes', () => {
    const errors = validate(
      {
        rules: [
          {
            rule: 'any',
            field: 'phone',
            error: 'telefon sau email valid',
            rules: [
              { rule: 'required', field: 'phone', error: 'x' },
              { rule: 'email', field: 'email', error: 'y' },
            ],
          },
        ],
      },
      values,
    );
    expect([...errors.values()]).toEqual([{ field: 'phone', message: 'telefon sau email valid' }]);
  });

  it('keeps only the first error of each field, in schema order', () => {
    const errors = validate(
      {
        rules: [
          { rule: 'required', field: 'phone', error: 'telefon obligatoriu' },
          { rule: 'minlength', field: 'email', threshold: 6, error: 'prea scurt' },
          { rule: 'email', field: 'email', error: 'email greșit' },
          { rule: 'maxitems', field: 'tags', threshold: 1, error: 'prea multe' },
        ],
      },
      values,
    );
    expect([...errors.values()]).toEqual([
      { field: 'phone', message: 'telefon obligatoriu' },
      { field: 'email', message: 'prea scurt' },
      { field: 'tags', message: 'prea multe' },
    ]);
  });
});
