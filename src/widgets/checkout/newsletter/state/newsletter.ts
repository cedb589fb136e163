import { mailchimpUserByHash, setMailchimpUser } from '../api/mailchimp.ts';
import { isMarketingEmail } from '../marketing-email.ts';

/**
 * The e-mail given to the marketing service for cart recovery (spec §3.13, legacy-contracts §14),
 * shared by every watched input on the page: the same address and opt-in are never sent twice,
 * and a failed send is forgotten so the next keystroke or blur tries again.
 */
const CURRENT = 'mailchimp.cart.current_email';
const PREVIOUS = 'mailchimp.cart.previous_email';

let sent: { email: string; subscribed: boolean } | null = null;
let pending: Promise<void> | null = null;
let lookedUp = false;

export function readMarketingCookie(name: typeof CURRENT | typeof PREVIOUS): string {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  try {
    return found ? decodeURIComponent(found.slice(prefix.length)) : '';
  } catch {
    return '';
  }
}

function writeMarketingCookie(name: string, value: string): void {
  // Secure as the plugin sets it; a plain-http development host would refuse a Secure cookie.
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=strict${secure}`;
}

export function rememberEmail(email: string): void {
  const current = readMarketingCookie(CURRENT);
  if (current === email) return;
  if (current) writeMarketingCookie(PREVIOUS, current);
  writeMarketingCookie(CURRENT, email);
}

/** Sends the address when it matches §5.9 and differs from what was last sent; errors stay silent (spec: response not shown). */
export async function submitMarketingEmail(raw: string, subscribed: boolean, language: string): Promise<void> {
  const email = raw.trim();
  if (!isMarketingEmail(email)) return;
  if (sent && sent.email === email && sent.subscribed === subscribed) return;
  if (pending) await pending.catch(() => undefined);
  if (sent && sent.email === email && sent.subscribed === subscribed) return;
  sent = { email, subscribed };
  pending = (async () => {
    const result = await setMailchimpUser(email, language, subscribed);
    if (result.ok) rememberEmail(email);
    else sent = null;
  })();
  try {
    await pending;
  } finally {
    pending = null;
  }
}

/** A cart-recovery link carries `mc_cart_id`: the server names the shopper, who is remembered. Once per page. */
export async function lookUpRecoveredCart(url: URL = new URL(location.href)): Promise<void> {
  const hash = url.searchParams.get('mc_cart_id');
  if (lookedUp || !hash) return;
  lookedUp = true;
  const result = await mailchimpUserByHash(hash);
  if (result.ok && isMarketingEmail(result.value)) rememberEmail(result.value.trim());
}
