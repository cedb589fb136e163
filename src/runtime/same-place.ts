/**
 * Where a held event's element is in what the widget drew, when the element itself is gone and no
 * value or role marks it (./replay.ts). The path of child indexes finds it when the widget redrew
 * the same markup; a widget that also put something of its own before it (a message slot at the
 * top of the form) shifts those indexes, and the path then lands on another element. A widget that
 * swaps an element for its own (a `javascript:` link made a button) keeps its classes, so an
 * element of the same first class, nearest the old path, is the one meant.
 */

function pathFrom(root: Element, target: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = target; node && node !== root && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

/** How far two paths are apart: a different depth counts more than any shift along one level. */
function distance(a: readonly number[], b: readonly number[]): number {
  let apart = Math.abs(a.length - b.length) * 1_000;
  for (let level = 0; level < Math.min(a.length, b.length); level++)
    apart += Math.abs((a[level] ?? 0) - (b[level] ?? 0));
  return apart;
}

function walk(root: Element, path: readonly number[]): Element {
  let node: Element = root;
  for (const index of path) {
    const child = node.children[index];
    if (!child) break;
    node = child;
  }
  return node;
}

/** The element at `path` under `root`, or, when that one is of another kind than `target`, the nearest of its kind. */
export function samePlace(root: Element, target: Element, path: readonly number[]): Element {
  const atPath = walk(root, path);
  const kind = target.classList[0];
  if (!kind || atPath.classList.contains(kind)) return atPath;
  let nearest: Element | null = null;
  let best = Number.POSITIVE_INFINITY;
  for (const candidate of root.getElementsByClassName(kind)) {
    const apart = distance(pathFrom(root, candidate), path);
    if (apart < best) [nearest, best] = [candidate, apart];
  }
  return nearest ?? atPath;
}
