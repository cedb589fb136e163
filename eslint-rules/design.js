// Design rules from design.md as lint rules, so a layering mistake fails `npm test` instead of
// waiting for a reviewer:
//   widget-boundaries: a widget never imports another widget (they meet in src/state/ or through
//     vitrina:* DOM events), and only src/state/ (and src/api/ itself) calls the cart endpoints.
import path from 'node:path';

const SRC = `${path.sep}src${path.sep}`;

/** `src/widgets/<area>/<name>/…` → `<name>`; anything else → null. */
function widgetOf(file) {
  const at = file.lastIndexOf(`${SRC}widgets${path.sep}`);
  if (at < 0) return null;
  return file.slice(at + SRC.length + 'widgets/'.length).split(path.sep)[1] ?? null;
}

/** The layer right under src/ (`api`, `state`, `widgets`, …) or null outside src/. */
function layerOf(file) {
  const at = file.lastIndexOf(SRC);
  return at < 0 ? null : file.slice(at + SRC.length).split(path.sep)[0];
}

function isCartApi(file) {
  return file.endsWith(`${SRC}api${path.sep}cart.ts`) || file.endsWith(`${SRC}api${path.sep}queue.ts`);
}

const widgetBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'widgets do not import each other; cart calls go through src/state/cart/' },
    messages: {
      otherWidget: 'Widget "{{from}}" imports widget "{{to}}": widgets meet in src/state/ or through vitrina:* events.',
      cartApi: 'Cart requests go through the actions in src/state/cart/, not straight to src/api/.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const layer = layerOf(file);
    const fromWidget = widgetOf(file);
    return {
      ImportDeclaration(node) {
        const spec = node.source.value;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), spec);
        const toWidget = widgetOf(target);
        if (fromWidget && toWidget && toWidget !== fromWidget) {
          context.report({ node, messageId: 'otherWidget', data: { from: fromWidget, to: toWidget } });
        }
        const typeOnly = node.importKind === 'type' || node.specifiers.every((s) => s.importKind === 'type');
        if (!typeOnly && isCartApi(target) && layer !== 'state' && layer !== 'api') {
          context.report({ node, messageId: 'cartApi' });
        }
      },
    };
  },
};

export default { rules: { 'widget-boundaries': widgetBoundaries } };
