// Design rules from design.md as lint rules, so a layering mistake fails `npm test` instead of
// waiting for a reviewer:
//   widget-boundaries: a widget never imports another widget (they meet in the kernel or through
//     vitrina:* DOM events); an area's shared folder (src/widgets/<area>/shared/) serves its own area
//     only and never imports the area's widgets; only the cart's state (src/widgets/cart/shared/state/)
//     calls the cart endpoints.
//   slice-roles: in a widget or area folder, only its config reader (`config.ts` or `config/`) uses
//     the kernel's page-global readers, and only its endpoint functions (`api.ts` or `api/`) use the
//     kernel's request layer: design.md's "config/ alone reads globals, api/ alone talks to the
//     server", for slices.
//   layers: no import runs from a lower layer up to a higher one (order in layers.js).
//   no-cycle: no module of src/ reaches itself again through its imports.
import path from 'node:path';
import { pathBackTo, resolveImport } from './import-graph.js';
import { layerOf as layerOfFile, layerViolation } from './layers.js';

const SRC = `${path.sep}src${path.sep}`;

/** An area's folder for what several of its widgets share: `src/widgets/<area>/shared/`. */
const AREA_SHARED = 'shared';

/**
 * `src/widgets/<area>/<name>/…` → `{ area, slice: <name> }`, where the slice is a widget's folder or
 * the area's shared folder, and `path` the file's place inside the slice; anything else → null.
 */
function sliceOf(file) {
  const at = file.lastIndexOf(`${SRC}widgets${path.sep}`);
  if (at < 0) return null;
  const [area, slice, ...rest] = file.slice(at + SRC.length + 'widgets/'.length).split(path.sep);
  if (area === undefined || slice === undefined || rest.length === 0) return null;
  return { area, slice, path: rest.join('/') };
}

/** The layer right under src/ (`api`, `state`, `widgets`, …) or null outside src/. */
function layerOf(file) {
  const at = file.lastIndexOf(SRC);
  return at < 0 ? null : file.slice(at + SRC.length).split(path.sep)[0];
}

/** src-relative path with `/` separators, or null outside src/. */
function srcPath(file) {
  const at = file.lastIndexOf(SRC);
  return at < 0
    ? null
    : file
        .slice(at + SRC.length)
        .split(path.sep)
        .join('/');
}

/** The cart endpoints (the queue they wait in is the request layer's, open to any slice's endpoint functions). */
function isCartApi(file) {
  return file.endsWith(`${SRC}api${path.sep}cart.ts`);
}

/** Where the cart endpoints may be called from: the request layer itself and the cart's state. */
function mayCallCart(file) {
  const slice = sliceOf(file);
  if (slice) return slice.area === 'cart' && slice.slice === AREA_SHARED && slice.path.startsWith('state/');
  const layer = layerOf(file);
  return layer === 'state' || layer === 'api';
}

/** The kernel's page-global readers: a slice reads globals through them, in its config reader only. */
const GLOBAL_READERS = new Set(['config/globals.ts', 'config/section.ts', 'config/override.ts']);
/** The kernel's request layer: a slice sends through it, from its endpoint functions only. */
const REQUEST_LAYER = new Set([
  'api/http.ts',
  'api/gate.ts',
  'api/transport.ts',
  'api/admin-ajax.ts',
  'api/wc-ajax.ts',
  'api/rest.ts',
  'api/form.ts',
  'api/queue.ts',
  'api/cart.ts',
  'api/beacon.ts',
]);

/** Whether a slice file plays a role: `<role>.ts` or a file in a `<role>/` folder of the slice. */
function playsRole(slicePath, role) {
  return slicePath === `${role}.ts` || slicePath.startsWith(`${role}/`);
}

function isTypeOnly(node) {
  return (
    node.importKind === 'type' ||
    node.exportKind === 'type' ||
    (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'))
  );
}

const widgetBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'widgets do not import each other; an area shares within itself; cart calls go through the cart state',
    },
    messages: {
      otherWidget: 'Widget "{{from}}" imports widget "{{to}}": widgets meet in the kernel or through vitrina:* events.',
      otherArea:
        "src/widgets/{{from}}/ imports src/widgets/{{to}}/: an area's shared folder serves its own area; what two areas use belongs in the kernel.",
      sharedUp: 'The {{area}} area\'s shared folder imports its widget "{{to}}": shared code sits under the widgets.',
      cartApi: "Cart requests go through the cart's state (src/widgets/cart/shared/state/), not straight to src/api/.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = sliceOf(file);
    return onRelativeImport((node, spec) => {
      const target = resolveImport(file, spec);
      const to = sliceOf(target);
      if (from && to && to.area !== from.area) {
        context.report({
          node,
          messageId: 'otherArea',
          data: { from: `${from.area}/${from.slice}`, to: `${to.area}/${to.slice}` },
        });
      } else if (from && to && to.slice !== from.slice && to.slice !== AREA_SHARED) {
        if (from.slice === AREA_SHARED)
          context.report({ node, messageId: 'sharedUp', data: { area: from.area, to: to.slice } });
        else context.report({ node, messageId: 'otherWidget', data: { from: from.slice, to: to.slice } });
      }
      if (!isTypeOnly(node) && isCartApi(target) && !mayCallCart(file)) context.report({ node, messageId: 'cartApi' });
    });
  },
};

const sliceRoles = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'a slice reads page globals in its config reader and talks to the server in its endpoint functions only',
    },
    messages: {
      globals:
        "Page globals are read by a slice's config reader only (`config.ts` or `config/` in the widget or area folder).",
      requests:
        "The server is called by a slice's endpoint functions only (`api.ts` or `api/` in the widget or area folder).",
      ungated: "Send through sendGated (src/api/gate.ts): the origin gate, not http.ts's send.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = sliceOf(file);
    if (!from) return {};
    return onRelativeImport((node, spec) => {
      if (isTypeOnly(node)) return;
      const to = srcPath(resolveImport(file, spec));
      if (GLOBAL_READERS.has(to) && !playsRole(from.path, 'config')) context.report({ node, messageId: 'globals' });
      if (REQUEST_LAYER.has(to) && !playsRole(from.path, 'api') && !mayCallCart(file))
        context.report({ node, messageId: 'requests' });
      // Issue 26: only the gate sends; a slice's endpoint functions are held to it as api/'s files are.
      if (to === 'api/http.ts' && node.specifiers?.some((s) => (s.imported?.name ?? s.local?.name) === 'send'))
        context.report({ node, messageId: 'ungated' });
    });
  },
};

/** Every relative specifier of a module: imports, export-from and import(), with the node to report on. */
function onRelativeImport(check) {
  const visit = (node) => {
    const spec = node.source?.value;
    if (typeof spec === 'string' && spec.startsWith('.')) check(node, spec);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
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

export default {
  rules: { 'widget-boundaries': widgetBoundaries, 'slice-roles': sliceRoles, layers, 'no-cycle': noCycle },
};
