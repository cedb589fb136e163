/**
 * Finds where an e2e source makes up an input event instead of using Playwright's trusted input
 * (issue 33 item 4): a made-up pointer, mouse, touch, focus or key event wakes a widget in a way
 * no shopper can, and hides what the shopper's own first interaction does. CDP's
 * `Input.dispatch*Event` is the browser's own input, so it is not one of these.
 */
const INPUT_TYPE = String.raw`(?:pointer\w*|mouse\w*|touch\w*|focus\w*|blur|click|dblclick|auxclick|contextmenu|key(?:down|up|press)|wheel)`;

const RULES: readonly { readonly name: string; readonly pattern: RegExp }[] = [
  {
    name: 'dispatchEvent of an input event type',
    pattern: new RegExp(String.raw`dispatchEvent\(\s*['"\x60]${INPUT_TYPE}['"\x60]`, 'g'),
  },
  {
    name: 'a made-up input event object',
    pattern: /new\s+(?:Pointer|Mouse|Touch|Focus|Keyboard|Wheel|Drag|Input)Event\s*\(/g,
  },
  {
    name: 'a plain Event of an input type',
    pattern: new RegExp(String.raw`new\s+(?:Custom|UI)?Event\s*\(\s*['"\x60]${INPUT_TYPE}['"\x60]`, 'g'),
  },
];

export interface SyntheticWake {
  readonly line: number;
  readonly rule: string;
  readonly text: string;
}

export function syntheticWakes(source: string): SyntheticWake[] {
  const found: SyntheticWake[] = [];
  for (const { name, pattern } of RULES) {
    for (const match of source.matchAll(pattern)) {
      const line = source.slice(0, match.index).split('\n').length;
      found.push({ line, rule: name, text: source.split('\n')[line - 1]!.trim() });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}
