// @vitest-environment node
import { readFileSync } from 'node:fs';
import { mo } from 'gettext-parser';
import { describe, expect, it } from 'vitest';
import { PLUGINS } from '../../src/plugins.ts';
import { compileMo, parsePo, translationProblems } from '../../scripts/wordpress/i18n.ts';
import { makeTemplate, POT_FILE, translations } from '../../scripts/wordpress/languages.ts';
import { extractMessages } from '../../scripts/wordpress/pot.ts';

const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const template = makeTemplate(Object.values(PLUGINS), version);

describe("the plugin's translations (scripts/wordpress/pot.ts, i18n.ts)", () => {
  it('reads every i18n call of the PHP sources, with no call it cannot read', () => {
    expect(template.problems).toEqual([]);
    const ids = Object.keys(template.table.translations[''] ?? {});
    expect(ids).toEqual(
      expect.arrayContaining(['Vitrina', 'Retire', 'Version %1$s (build %2$s)', PLUGINS['contact-form-7']]),
    );
  });

  it('the committed vitrina.pot is what the build writes (npm run build rewrites it)', () => {
    expect(readFileSync(POT_FILE, 'utf8')).toBe(template.text);
  });

  it('refuses a call it cannot read, a plural and another text domain', () => {
    const php =
      "<?php\n__( $label, 'vitrina' );\n_n( 'one', 'many', 2, 'vitrina' );\nesc_html__( 'Hi', 'woocommerce' );\n/* translators: %s: a name */\nesc_html_e( 'Hello \\'%s\\'', 'vitrina' );\n";
    const { messages, problems } = extractMessages([{ path: 'x.php', text: php }]);
    expect(problems).toEqual([
      "x.php:2: __() needs single-quoted literal arguments and the 'vitrina' text domain",
      'x.php:3: _n() is not read by scripts/wordpress/pot.ts; add plural support there first',
      "x.php:4: esc_html__() uses the text domain 'woocommerce', not 'vitrina'",
    ]);
    expect(messages).toEqual([
      { msgid: "Hello '%s'", references: ['x.php:6'], extracted: ['translators: %s: a name'] },
    ]);
  });

  it('ships a complete Romanian translation that compiles to a .mo WordPress reads', () => {
    const ro = translations().find((entry) => entry.locale === 'ro_RO');
    expect(ro).toBeDefined();
    if (!ro) return;
    expect(translationProblems(template.table, ro.table, ro.file)).toEqual([]);
    const compiled = mo.parse(compileMo(ro.table));
    expect(compiled.translations['']?.Retire?.msgstr).toEqual(['Retrage']);
    expect(compiled.headers['Plural-Forms']).toMatch(/^nplurals=3;/);
  });

  it('finds a missing translation, a lost placeholder and a stale entry', () => {
    const po =
      'msgid ""\nmsgstr ""\n"Plural-Forms: nplurals=3; plural=0;\\n"\n\nmsgid "Version %1$s (build %2$s)"\nmsgstr "Versiunea %1$s"\n\nmsgid "Gone"\nmsgstr "Dispărut"\n';
    const problems = translationProblems(template.table, parsePo(po), 'x.po');
    expect(problems).toContain('x.po: no translation for "Retire"');
    expect(problems).toContain('x.po: "Version %1$s (build %2$s)" keeps other placeholders (%1$s)');
    expect(problems).toContain('x.po: "Gone" is no longer in the template');
  });
});
