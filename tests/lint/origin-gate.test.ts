// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rulesFiredFor } from './snippet-eslint.ts';

// Issue 26 item 1: code in src/api/ that sends without the origin gate fails lint.

describe('the origin gate is the one way out of src/api/', { timeout: 180_000 }, () => {
  it.each([
    [
      'send from http.ts',
      "import { send } from './http.ts';\nexport const f = () => send({ url: '/' });\n",
      'no-restricted-imports',
    ],
    ['ky', "import ky from 'ky';\nexport const f = () => ky('/');\n", 'no-restricted-imports'],
    ['fetch', "export const f = () => fetch('/wp-admin/admin-ajax.php');\n", 'no-restricted-globals'],
    ['XMLHttpRequest', 'export const f = () => new XMLHttpRequest();\n', 'no-restricted-globals'],
    ['sendBeacon', "export const f = () => navigator.sendBeacon('/x');\n", 'no-restricted-globals'],
  ])('%s in an api/ file fails', async (_name, code, rule) => {
    expect(await rulesFiredFor('src/api/probe.ts', code)).toContain(rule);
  });

  it('the gate itself, readers from http.ts and calls through sendGated pass', async () => {
    expect(
      await rulesFiredFor(
        'src/api/probe.ts',
        "import { readJson } from './http.ts';\nimport { sendGated } from './gate.ts';\nexport const f = async () => { const s = await sendGated({ url: '/' }, 'x'); return s.ok ? readJson(s.value) : s; };\n",
      ),
    ).toEqual([]);
    expect(
      await rulesFiredFor(
        'src/api/gate.ts',
        "import { send } from './http.ts';\nexport const f = () => send({ url: '/' });\n",
      ),
    ).toEqual([]);
  });
});
