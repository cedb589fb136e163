// Design rules from design.md as lint rules, so a layering mistake fails `npm test` instead of
// waiting for a reviewer:
//   widget-boundaries: a widget never imports another widget (they meet in src/state/ or through
//     vitrina:* DOM events), and only src/state/ (and src/api/ itself) calls the cart endpoints.
//   layers: no import runs from a lower layer up to a higher one (order in layers.js).
//   no-cycle: no module of src/ reaches itself again through its imports.
import path from 'node:path';
import { pathBackTo, resolveImport } from './import-graph.js';
import { layerOf as layerOfFile, layerViolation } from './layers.js';

const SRC = `${path.sep}src${path.sep}`;

/** An area's `shared/` folder holds what several widgets of that area use; it is no widget. */
const AREA_SHARED = 'shared';

/** `src/widgets/<area>/<name>/…` → `{ area, name }` (name `shared` for the area's shared folder); anything else → null. */
function placeOf(file) {
  const at = file.lastIndexOf(`${SRC}widgets${path.sep}`);
  if (at < 0) return null;
  const [area, name] = file.slice(at + SRC.length + 'widgets/'.length).split(path.sep);
  return name === undefined ? null : { area, name };
}

/**
 * Why a module of one widget folder may not import another, or null: widgets never import each other;
 * an area's widgets share through its `shared/` folder, which imports no widget and no other area.
 */
function boundaryCrossed(from, to) {
  if (!from || !to || (from.area === to.area && from.name === to.name)) return null;
  if (to.name === AREA_SHARED) return from.area === to.area ? null : `another area's ${to.area}/shared`;
  return `widget "${to.name}"`;
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
      otherWidget: '"{{from}}" imports {{to}}: widgets meet in their area\'s shared/ folder, in src/state/ or through vitrina:* events.',
      cartApi: 'Cart requests go through the actions in src/state/cart/, not straight to src/api/.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const layer = layerOf(file);
    const from = placeOf(file);
    return {
      ImportDeclaration(node) {
        const spec = node.source.value;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), spec);
        const crossed = boundaryCrossed(from, placeOf(target));
        if (crossed) context.report({ node, messageId: 'otherWidget', data: { from: `${from.area}/${from.name}`, to: crossed } });
        const typeOnly = node.importKind === 'type' || node.specifiers.every((s) => s.importKind === 'type');
        if (!typeOnly && isCartApi(target) && layer !== 'state' && layer !== 'api') {
          context.report({ node, messageId: 'cartApi' });
        }
      },
    };
  },
};

/** Every relative specifier of a module: imports, export-from and import(), with the node to report on. */
function onRelativeImport(check) {
  const visit = (node) => {
    const spec = node.source?.value;
    if (typeof spec === 'string' && spec.startsWith('.')) check(node, spec);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'no import from a lower layer of src/ to a higher one (eslint-rules/layers.js)' },
    messages: { upward: '{{why}} (docs/architecture.md, layers).' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = layerOfFile(file);
    if (from === null) return {};
    return onRelativeImport((node, spec) => {
      const to = layerOfFile(resolveImport(file, spec));
      const why = to === null ? null : layerViolation(from, to);
      if (why) context.report({ node, messageId: 'upward', data: { why } });
    });
  },
};

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'no import cycle between modules of src/ (static, type-only or dynamic)' },
    messages: { cycle: 'Import cycle: {{trail}}. Move what both sides need to a module under both.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const at = file.lastIndexOf(SRC);
    if (at < 0) return {};
    const srcDir = file.slice(0, at + SRC.length);
    const short = (name) => path.relative(srcDir, name).split(path.sep).join('/');
    return onRelativeImport((node, spec) => {
      const trail = pathBackTo(file, resolveImport(file, spec), srcDir);
      if (trail) context.report({ node, messageId: 'cycle', data: { trail: [file, ...trail].map(short).join(' → ') } });
    });
  },
};

export default { rules: { 'widget-boundaries': widgetBoundaries, layers, 'no-cycle': noCycle } };
