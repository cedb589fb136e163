/**
 * One hostile corpus (issue 26 item 10), shared by unit tests (tests/) and e2e specs: strings a
 * plugin conflict, a hostile review author or a compromised answer could put in front of a
 * widget. Every text path must show them as text (no element, no handler, no navigation), every
 * URL path must refuse the schemes, and every HTML path must pass the origin gate first.
 * Plain data: no Playwright or DOM import, so both runners load it.
 */
export interface HostileString {
  readonly name: string;
  readonly value: string;
}

/** Markers a test can look for on `window` to see that nothing ran. */
export const PWNED_MARKER = '__vitrinaPwned';

const run = `window.${PWNED_MARKER}=1`;

export const HOSTILE_MARKUP: readonly HostileString[] = [
  { name: 'img onerror', value: `<img src=x onerror="${run}">` },
  { name: 'script tag', value: `<script>${run}</script>` },
  { name: 'svg onload', value: `<svg onload="${run}"></svg>` },
  { name: 'closing a textarea', value: `</textarea><img src=x onerror="${run}">` },
  { name: 'breaking an attribute', value: `" autofocus onfocus="${run}" x="` },
  { name: 'iframe srcdoc', value: `<iframe srcdoc="<script>parent.${run}</script>"></iframe>` },
  { name: 'template injection', value: '{{constructor.constructor("alert(1)")()}}' },
  { name: 'entity-encoded script', value: `&lt;script&gt;${run}&lt;/script&gt;` },
];

export const HOSTILE_URLS: readonly HostileString[] = [
  { name: 'javascript:', value: `javascript:${run}` },
  { name: 'JavaScript: with spaces and case', value: ` JaVaScRiPt:${run}` },
  { name: 'javascript: with a tab', value: `java\tscript:${run}` },
  { name: 'data: html', value: `data:text/html,<script>${run}</script>` },
  { name: 'vbscript:', value: 'vbscript:msgbox(1)' },
  { name: 'protocol-relative host', value: '//evil.example/x' },
  { name: 'backslash host', value: '/\\evil.example/x' },
  { name: 'another origin', value: 'https://evil.example/produs/x/' },
];

export const HOSTILE_TEXT: readonly HostileString[] = [
  { name: 'RTL override', value: 'Recenzie \u202Egnp.exe\u202C bună' },
  { name: 'zero-width joiners', value: 'Pa\u200Brf\u200Dum' },
  { name: 'very long text', value: 'Foarte bun '.repeat(5000) },
  { name: 'one very long word', value: 'a'.repeat(20000) },
  { name: 'Romanian diacritics and quotes', value: '„Șosete” și ‘ghilimele’ — ăâîșț ĂÂÎȘȚ' },
  { name: 'emoji and astral', value: '👍🏽 𝕍𝕚𝕥𝕣𝕚𝕟𝕒' },
  { name: 'null and control characters', value: 'a\u0000b\u0007c' },
];

/** Everything: what every text path is run with. */
export const HOSTILE_CORPUS: readonly HostileString[] = [...HOSTILE_MARKUP, ...HOSTILE_URLS, ...HOSTILE_TEXT];
