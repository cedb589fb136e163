import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/**
 * Pages of the fixture shop saved the two ways a developer saves the live shop's, as if the fixture
 * were the live site at LIVE_ORIGIN with Vitrina's WordPress plugin active (its script module in the
 * page). Chromium itself cannot be driven to "Save as" here, so the saves follow what it writes.
 */
export const LIVE_ORIGIN = 'https://magazin.example.ro';
/** What wp_enqueue_script_module prints for the plugin's entry (wordpress/includes/class-vitrina-front.php). */
const PLUGIN_ENTRY = `<script type="module" src="${LIVE_ORIGIN}/wp-content/plugins/vitrina/dist/vitrina.js?ver=0123abcd" id="vitrina-js-module"></script>`;
const FIXTURE_ENTRY = /<script type="module" src="[^"]*vitrina\.js" id="vitrina-js"><\/script>/;
/** A legacy script as the live shop prints it: the replay must drop it. */
const LEGACY = `<script src="${LIVE_ORIGIN}/wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart.min.js?ver=10.9.1" id="wc-add-to-cart-js"></script>\n`;
/** An image only the live site has: the replay answers it with a placeholder. */
export const LIVE_ONLY_IMAGE = '/wp-content/uploads/2024/05/banner-vara.jpg';

const ROOT_RELATIVE = /\b(href|src|action|srcset|data-src|data-thumb)="\/(?!\/)/g;

async function fetchPage(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return response.text();
}

/** The page as the live shop would print it: absolute URLs, a canonical link, the plugin's entry, a legacy script. */
async function livePage(request: APIRequestContext, path: string): Promise<string> {
  const html = (await fetchPage(request, path))
    .replace(ROOT_RELATIVE, `$1="${LIVE_ORIGIN}/`)
    .replace(FIXTURE_ENTRY, PLUGIN_ENTRY)
    .replace('</head>', `<link rel="canonical" href="${LIVE_ORIGIN}${path}">\n${LEGACY}</head>`);
  return html.replace(
    '</body>',
    `<img id="live-only" src="${LIVE_ORIGIN}${LIVE_ONLY_IMAGE}" alt="" width="40" height="40">\n</body>`,
  );
}

/** "Webpage, HTML only": the page as the server sent it, one file. */
export async function saveLone(request: APIRequestContext, path: string, dir: string, name: string): Promise<string> {
  const file = join(dir, `${name}.html`);
  writeFileSync(file, await livePage(request, path));
  return file;
}

/**
 * "Webpage, Complete": Chromium downloads each stylesheet, script and image into `<name>_files/`,
 * points the page at `./<name>_files/<file>`, and heads the page with a "saved from url" comment.
 * Links and form actions keep the live site's absolute URLs.
 */
export async function saveComplete(
  request: APIRequestContext,
  path: string,
  dir: string,
  name: string,
): Promise<string> {
  const folder = `${name}_files`;
  mkdirSync(join(dir, folder), { recursive: true });
  const taken = new Set<string>();
  const fileOf = new Map<string, string>();
  const html = await livePage(request, path);
  const resource =
    /<(link\b[^>]*\brel="stylesheet"[^>]*\bhref|script\b[^>]*\bsrc|img\b[^>]*\bsrc)="(https:\/\/magazin\.example\.ro\/[^"]+)"/g;
  const wanted = [...html.matchAll(resource)].map((match) => match[2]!).filter((url) => !url.endsWith(LIVE_ONLY_IMAGE));
  for (const url of new Set(wanted)) {
    const local = url.slice(LIVE_ORIGIN.length).replace(/&amp;/g, '&');
    const response = await request.get(
      local.replace('/wp-content/plugins/vitrina/dist/', '/wp-content/themes/flatsome-child/vitrina/'),
    );
    if (!response.ok()) continue;
    const base = (local.split('?')[0]!.split('/').pop() || 'index').replace(/[^\w.-]/g, '_');
    // Chromium numbers a second file of the same name: style.css, style(1).css.
    const unique = taken.has(base) ? base.replace(/(\.\w+)?$/, `(${taken.size})$1`) : base;
    taken.add(unique);
    fileOf.set(url, unique);
    writeFileSync(join(dir, folder, unique), await response.body());
  }
  const saved = html.replace(resource, (tag: string, _head: string, url: string) => {
    const unique = fileOf.get(url);
    return unique ? tag.replace(url, `./${folder}/${unique}`) : tag;
  });
  const comment = `<!-- saved from url=(${String(LIVE_ORIGIN.length + path.length).padStart(4, '0')})${LIVE_ORIGIN}${path} -->\n`;
  const file = join(dir, `${name}.html`);
  writeFileSync(file, comment + saved.replace(/<link rel="canonical"[^>]*>\n/, ''));
  return file;
}
