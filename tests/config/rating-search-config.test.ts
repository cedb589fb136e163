import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RATING_DEFAULTS,
  readRatingNoVotesText,
  readRatingSettings,
} from '../../src/widgets/content/shared/config/rate-my-post.ts';
import { readLiveSearchSettings } from '../../src/widgets/content/live-search/config/live-search.ts';
import { resetConfigWarnings } from '../../src/config/warn.ts';

const globals = window as unknown as Record<string, unknown>;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  resetConfigWarnings();
});

afterEach(() => {
  delete globals.rmp_frontend;
  delete globals.flatsomeVars;
  vi.restoreAllMocks();
});

describe('rmp_frontend (spec §3.8): flags are on only when 2', () => {
  it('reads the page global as the plugin prints it', () => {
    globals.rmp_frontend = {
      admin_ajax: '/wp-admin/admin-ajax.php',
      postID: '57',
      noVotes: 'Niciun vot încă!',
      cookie: 'Ai votat deja!',
      afterVote: 'Mulțumim pentru vot!',
      notShowRating: '1',
      social: '2',
      feedback: '2',
      cookieDisable: '1',
      emptyFeedback: 'Scrie părerea ta!',
      hoverTexts: '2',
      preventAccidental: '1',
      grecaptcha: '2',
      siteKey: ' site-key ',
      votingPriv: '1',
      loggedIn: '',
      positiveThreshold: '3',
      ajaxLoad: '2',
      nonce: 'n0nce',
      is_not_votable: 'false',
    };
    expect(readRatingSettings()).toEqual({
      postId: 57,
      noVotes: 'Niciun vot încă!',
      alreadyVoted: 'Ai votat deja!',
      afterVote: 'Mulțumim pentru vot!',
      emptyFeedback: 'Scrie părerea ta!',
      social: true,
      feedback: true,
      cookieDisabled: false,
      hoverTexts: true,
      preventAccidental: false,
      captcha: true,
      siteKey: 'site-key',
      turnstile: null,
      positiveThreshold: 3,
      ajaxLoad: true,
      nonce: 'n0nce',
      notVotable: false,
    });
  });

  it('treats "1", 1 and "true" as off, is_not_votable "true" as locked, and falls back to the plugin texts', () => {
    globals.rmp_frontend = {
      postID: 4,
      social: 1,
      feedback: 'true',
      preventAccidental: 2,
      grecaptcha: '2',
      siteKey: '',
      is_not_votable: 'true',
    };
    const settings = readRatingSettings();
    expect(settings).toMatchObject({
      social: false,
      feedback: false,
      preventAccidental: true,
      captcha: false,
      notVotable: true,
    });
    expect(settings).toMatchObject({
      noVotes: RATING_DEFAULTS.noVotes,
      alreadyVoted: RATING_DEFAULTS.alreadyVoted,
      afterVote: RATING_DEFAULTS.afterVote,
      emptyFeedback: 'Please insert your feedback in the box above!',
      positiveThreshold: 2,
    });
  });

  it('reads Turnstile as on only when 2 with a site key (do_turnstile), with its theme and size', () => {
    globals.rmp_frontend = {
      turnstile: '2',
      turnstileSiteKey: ' 0x4AAkey ',
      turnstileTheme: 'dark',
      turnstileSize: 'compact',
    };
    expect(readRatingSettings().turnstile).toEqual({ siteKey: '0x4AAkey', theme: 'dark', size: 'compact' });
    globals.rmp_frontend = { turnstile: '2', turnstileSiteKey: '' };
    expect(readRatingSettings().turnstile).toBeNull();
    globals.rmp_frontend = { turnstile: '1', turnstileSiteKey: '0x4AAkey' };
    expect(readRatingSettings().turnstile).toBeNull();
  });

  it('gives results widgets their no-votes text on pages without the global', () => {
    expect(readRatingNoVotesText()).toBe('No votes so far! Be the first to rate this post.');
    globals.rmp_frontend = { noVotes: 'Fii primul care votează!' };
    expect(readRatingNoVotesText()).toBe('Fii primul care votează!');
  });
});

describe('flatsomeVars live search settings (spec §5.9)', () => {
  it('asks from 3 characters with the theme latency as debounce', () => {
    globals.flatsomeVars = { options: { search_result_latency: '300' } };
    expect(readLiveSearchSettings()).toEqual({ minChars: 3, delayMs: 300 });
  });

  it.each([
    [undefined],
    [{}],
    [{ options: { search_result_latency: 'x' } }],
    [{ options: { search_result_latency: -5 } }],
  ])('falls back to no delay for %j', (vars) => {
    if (vars !== undefined) globals.flatsomeVars = vars;
    expect(readLiveSearchSettings()).toEqual({ minChars: 3, delayMs: 0 });
  });
});
