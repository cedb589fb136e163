/**
 * The plugin's translations: the template (languages/vitrina.pot) from the PHP sources and the manifest's
 * plugin labels, each translation (languages/vitrina-<locale>.po, kept by hand) checked against it, and
 * compiled to the .mo WordPress loads. Parsing and compiling are gettext-parser's; what is ours is only
 * which messages exist and what makes a translation complete.
 */
import { mo, po, type GetTextTranslation, type GetTextTranslations } from 'gettext-parser';
import type { Message } from './pot.ts';

/** Labels are data (src/plugins.ts → the manifest): the settings page translates them with translate(). */
export function labelMessages(labels: readonly string[]): Message[] {
  return labels.map((label) => ({
    msgid: label,
    references: [],
    extracted: ['A plugin label from the build manifest (src/plugins.ts)'],
  }));
}

/** The template: every message with an empty translation, in source order. */
export function potTable(messages: readonly Message[], version: string): GetTextTranslations {
  const translations: GetTextTranslations['translations'] = {};
  for (const message of messages) {
    const context = message.msgctxt ?? '';
    const entry: GetTextTranslation = {
      msgid: message.msgid,
      ...(message.msgctxt === undefined ? {} : { msgctxt: message.msgctxt }),
      msgstr: [''],
      comments: {
        ...(message.references.length ? { reference: message.references.join(' ') } : {}),
        ...(message.extracted.length ? { extracted: message.extracted.join('\n') } : {}),
      },
    };
    (translations[context] ??= {})[message.msgid] = entry;
  }
  return {
    charset: 'utf-8',
    headers: {
      'Project-Id-Version': `Vitrina ${version}`,
      'Report-Msgid-Bugs-To': '',
      'MIME-Version': '1.0',
      'Content-Type': 'text/plain; charset=UTF-8',
      'Content-Transfer-Encoding': '8bit',
      'X-Domain': 'vitrina',
    },
    translations,
  };
}

export const compilePot = (table: GetTextTranslations): string => po.compile(table, { foldLength: 0 }).toString('utf8');

/** printf placeholders (`%s`, `%1$s`, `%d`…), sorted, so a translation must keep the same ones. */
const placeholders = (text: string) =>
  [...text.matchAll(/%(?:\d+\$)?[sdfu]/g)]
    .map((match) => match[0])
    .sort()
    .join(' ');

/** Every way the translation falls short of the template; empty when it is complete and consistent. */
export function translationProblems(
  template: GetTextTranslations,
  translation: GetTextTranslations,
  file: string,
): string[] {
  const problems: string[] = [];
  if (!translation.headers['Plural-Forms']) problems.push(`${file}: no Plural-Forms header`);
  for (const [context, entries] of Object.entries(template.translations)) {
    for (const msgid of Object.keys(entries)) {
      if (msgid === '') continue;
      const translated = translation.translations[context]?.[msgid]?.msgstr[0] ?? '';
      if (translated === '') problems.push(`${file}: no translation for "${msgid}"`);
      else if (placeholders(translated) !== placeholders(msgid))
        problems.push(`${file}: "${msgid}" keeps other placeholders (${placeholders(translated) || 'none'})`);
    }
  }
  for (const [context, entries] of Object.entries(translation.translations)) {
    for (const msgid of Object.keys(entries)) {
      if (msgid !== '' && !template.translations[context]?.[msgid])
        problems.push(`${file}: "${msgid}" is no longer in the template`);
    }
  }
  return problems;
}

export const parsePo = (text: string): GetTextTranslations => po.parse(text, { validation: true });
export const compileMo = (translation: GetTextTranslations): Buffer => mo.compile(translation);
