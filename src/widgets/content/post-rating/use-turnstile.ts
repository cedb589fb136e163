import { useEffect, useRef } from 'react';
import type { TurnstileSettings } from '../shared/config/rate-my-post.ts';
import { readTurnstile, type TurnstileApi } from './config/turnstile.ts';
import { afterLoad } from '../../../lib/after-load.ts';

interface Challenge {
  host: HTMLElement | null;
  drawn: { readonly api: TurnstileApi; readonly id: string } | null;
  waiting: ((token: string) => void)[];
}

// A page that loads Turnstile's script late (deferred by an optimiser) has it by `load`.
const pageLoaded = () => new Promise<void>((resolve) => afterLoad(resolve));

function settle(challenge: Challenge, token: string): void {
  const waiters = challenge.waiting;
  challenge.waiting = [];
  for (const resolve of waiters) resolve(token);
}

/** Draws the challenge once, when the page has Turnstile; false while it has not. */
function draw(challenge: Challenge, settings: TurnstileSettings): boolean {
  if (challenge.drawn) return true;
  const api = readTurnstile();
  if (!api || !challenge.host) return false;
  try {
    // A challenge that fails gives no token: the vote goes without, and the server says why.
    const id = api.render(challenge.host, {
      sitekey: settings.siteKey,
      theme: settings.theme,
      size: settings.size,
      callback: (token) => settle(challenge, token),
      'error-callback': () => settle(challenge, ''),
    });
    challenge.drawn = id === undefined ? null : { api, id };
  } catch {
    challenge.drawn = null;
  }
  return challenge.drawn !== null;
}

const response = (challenge: Challenge) => (challenge.drawn ? challenge.drawn.api.getResponse(challenge.drawn.id) : '');

/**
 * Cloudflare Turnstile for one request (rate-my-post 4.5.1 `class v.events` for the vote in
 * `.cf-turnstile-rating`, `class s` for the feedback in `.cf-turnstile-feedback`): the challenge is
 * drawn as soon as its form is open, so it is usually solved by the time it is used; a request made
 * before waits for the token. A token is good for one request, so one that did not count asks for a
 * new challenge.
 */
export function useTurnstile(settings: TurnstileSettings | null, open: boolean) {
  const challenge = useRef<Challenge>({ host: null, drawn: null, waiting: [] });

  useEffect(() => {
    if (open && settings) draw(challenge.current, settings);
  }, [open, settings]);

  return {
    enabled: settings !== null,
    hostRef: (element: HTMLDivElement | null) => {
      challenge.current.host = element;
    },
    /** A token is there now: the vote goes at once. */
    solved: () => response(challenge.current) !== '',
    /** The token, waiting for the challenge when it is not solved yet; '' when the page has no Turnstile. */
    async token(): Promise<string> {
      const current = challenge.current;
      if (!settings) return '';
      if (!draw(current, settings)) {
        await pageLoaded();
        if (!draw(current, settings)) return '';
      }
      return response(current) || new Promise<string>((resolve) => current.waiting.push(resolve));
    },
    renew() {
      const drawn = challenge.current.drawn;
      if (drawn) drawn.api.reset(drawn.id);
    },
  };
}
