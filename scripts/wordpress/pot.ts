/**
 * The plugin's translatable strings, read from its PHP sources as WordPress's own tooling reads them:
 * calls of the i18n functions with a literal string and the `vitrina` text domain, the `translators:`
 * comment above a call, and the header fields WordPress translates (Plugin Name, Description). A small
 * reader fits this plugin (a handful of files, single-quoted literals only); a call it cannot read —
 * a double-quoted or computed string, another text domain, a plural — is an error, never a string
 * silently left out of the template.
 */

export interface SourceFile {
  /** Path relative to the plugin's folder, as the POT's references give it. */
  readonly path: string;
  readonly text: string;
}

export interface Message {
  readonly msgid: string;
  readonly msgctxt?: string;
  /** `path:line` of each use. */
  readonly references: string[];
  /** Comments for translators. */
  readonly extracted: string[];
}

const DOMAIN = 'vitrina';
/** Functions taking (text, domain) and those taking (text, context, domain). */
const PLAIN = ['__', '_e', 'esc_html__', 'esc_html_e', 'esc_attr__', 'esc_attr_e'];
const WITH_CONTEXT = ['_x', '_ex', 'esc_html_x', 'esc_attr_x'];
const UNSUPPORTED = ['_n', '_nx', '_n_noop', '_nx_noop'];
const QUOTED = String.raw`'((?:[^'\\]|\\.)*)'`;
const HEADERS = ['Plugin Name', 'Description'];

const unquote = (literal: string) => literal.replace(/\\(['\\])/g, '$1');
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The `translators:` block comment that ends just before the statement holding the call, if any. */
function translatorsComment(text: string, index: number): string | undefined {
  const close = text.lastIndexOf('*/', index);
  const open = text.lastIndexOf('/*', close);
  // The comment belongs to the call when no statement ends between them.
  if (close < 0 || open < 0 || text.slice(close + 2, index).includes(';')) return undefined;
  const comment = text.slice(open + 2, close).trim();
  return comment.startsWith('translators:') ? comment : undefined;
}

/** Every message of the sources, once each (same text and context merged), in order of first use. */
export function extractMessages(files: readonly SourceFile[]): { messages: Message[]; problems: string[] } {
  const byKey = new Map<string, Message & { references: string[]; extracted: string[] }>();
  const problems: string[] = [];
  const add = (msgid: string, msgctxt: string | undefined, reference: string, comment: string | undefined) => {
    const key = `${msgctxt ?? ''}\u0004${msgid}`;
    const message = byKey.get(key) ?? {
      msgid,
      ...(msgctxt === undefined ? {} : { msgctxt }),
      references: [],
      extracted: [],
    };
    if (!message.references.includes(reference)) message.references.push(reference);
    if (comment && !message.extracted.includes(comment)) message.extracted.push(comment);
    byKey.set(key, message);
  };
  for (const file of files) {
    const header = /\/\*\*[\s\S]*?\*\//.exec(file.text)?.[0] ?? '';
    for (const field of HEADERS) {
      const value = new RegExp(`^\\s*\\*\\s*${field}:\\s*(.+?)\\s*$`, 'm').exec(header)?.[1];
      if (value && header.includes('Text Domain:')) add(value, undefined, file.path, `${field} of the plugin`);
    }
    const calls = new RegExp(
      String.raw`(?<![\w$>:])(${[...PLAIN, ...WITH_CONTEXT, ...UNSUPPORTED].join('|')})\s*\(`,
      'g',
    );
    for (const call of file.text.matchAll(calls)) {
      const name = call[1] ?? '';
      const at = `${file.path}:${lineOf(file.text, call.index)}`;
      const rest = file.text.slice(call.index + call[0].length);
      if (UNSUPPORTED.includes(name)) {
        problems.push(`${at}: ${name}() is not read by scripts/wordpress/pot.ts; add plural support there first`);
        continue;
      }
      const args = WITH_CONTEXT.includes(name)
        ? new RegExp(String.raw`^\s*${QUOTED}\s*,\s*${QUOTED}\s*,\s*${QUOTED}\s*\)`).exec(rest)
        : new RegExp(String.raw`^\s*${QUOTED}\s*,\s*${QUOTED}\s*\)`).exec(rest);
      const domain = args?.[WITH_CONTEXT.includes(name) ? 3 : 2];
      if (!args || domain === undefined) {
        problems.push(`${at}: ${name}() needs single-quoted literal arguments and the '${DOMAIN}' text domain`);
        continue;
      }
      if (unquote(domain) !== DOMAIN) {
        problems.push(`${at}: ${name}() uses the text domain '${unquote(domain)}', not '${DOMAIN}'`);
        continue;
      }
      const context = WITH_CONTEXT.includes(name) ? unquote(args[2] ?? '') : undefined;
      add(unquote(args[1] ?? ''), context, at, translatorsComment(file.text, call.index));
    }
  }
  return { messages: [...byKey.values()], problems };
}
