import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readCaptchaBridge,
  readReviewsConfig,
  REVIEWS_DEFAULTS,
} from '../../../../src/widgets/reviews/shared/config/reviews.ts';
import { forgetOverride } from '../../../../src/config/override.ts';

const globals = window as unknown as Record<string, unknown>;
afterEach(() => {
  for (const name of ['cr_ajax_object', 'crCaptchaConfig', 'crCaptcha']) delete globals[name];
  document.getElementById('vitrina-config')?.remove();
  forgetOverride();
});

describe('cr_ajax_object and crCaptchaConfig', () => {
  it('reads the upload rules, messages, lightbox switch and captcha site key as printed', () => {
    globals.cr_ajax_object = {
      cr_upload_initial: 'Până la 3',
      cr_upload_error_too_many: 'Prea multe',
      cr_images_upload_limit: '3',
      cr_images_upload_max_size: '1048576',
      disable_lightbox: '1',
    };
    globals.crCaptchaConfig = { type: 'turnstile', siteKey: 'site-key' };
    expect(readReviewsConfig()).toMatchObject({
      uploadHint: 'Până la 3',
      errorTooMany: 'Prea multe',
      uploadLimit: 3,
      uploadMaxBytes: 1_048_576,
      lightbox: false,
      captchaSiteKey: 'site-key',
    });
  });

  it('falls back to the spec defaults when the global is missing (its handle dequeued) or broken', () => {
    expect(readReviewsConfig()).toEqual(REVIEWS_DEFAULTS);
    globals.cr_ajax_object = {
      cr_images_upload_limit: '-2',
      cr_images_upload_max_size: 'x',
      cr_upload_error_file_size: '',
    };
    expect(readReviewsConfig()).toMatchObject({
      uploadLimit: 5,
      uploadMaxBytes: 25 * 1024 * 1024,
      errorFileSize: REVIEWS_DEFAULTS.errorFileSize,
      lightbox: true,
    });
  });

  it('takes cr_ajax_object from the config tag when the page no longer prints it', () => {
    const tag = document.createElement('script');
    tag.type = 'application/json';
    tag.id = 'vitrina-config';
    tag.textContent = JSON.stringify({ globals: { cr_ajax_object: { cr_images_upload_limit: 2 } } });
    document.body.append(tag);
    expect(readReviewsConfig().uploadLimit).toBe(2);
  });
});

describe('the captcha bridge', () => {
  it('is null without a usable window.crCaptcha and returns string tokens only', async () => {
    expect(readCaptchaBridge()).toBeNull();
    globals.crCaptcha = { isEnabled: 'yes' };
    expect(readCaptchaBridge()).toBeNull();
    globals.crCaptcha = { isEnabled: () => 1, execute: () => Promise.resolve('tok') };
    const bridge = readCaptchaBridge()!;
    expect(bridge.isEnabled()).toBe(true);
    const form = document.createElement('form');
    await expect(bridge.execute(form)).resolves.toBe('tok');
    globals.crCaptcha = { isEnabled: () => true, execute: () => Promise.resolve({ token: 'x' }) };
    await expect(readCaptchaBridge()!.execute(form)).resolves.toBe('');
  });

  it('speaks cr-captcha.js 5.117: a jQuery-like collection in, the answer through a callback', async () => {
    const form = document.createElement('form');
    const seen: unknown[] = [];
    globals.crCaptcha = {
      isEnabled: () => true,
      execute: (container: ArrayLike<Element>, callback: (token: string) => void) => {
        seen.push(container[0], container.length);
        setTimeout(() => callback('din-callback'), 5);
      },
      render: (container: ArrayLike<Element>) => seen.push('render', container[0]),
      reset: (container: ArrayLike<Element>) => seen.push('reset', container[0]),
    };
    const bridge = readCaptchaBridge()!;
    await expect(bridge.execute(form)).resolves.toBe('din-callback');
    bridge.reset(form);
    bridge.render(form);
    expect(seen).toEqual([form, 1, 'reset', form, 'render', form]);
  });

  it('a service that never answers gives up with no token instead of holding the form', async () => {
    vi.useFakeTimers();
    try {
      globals.crCaptcha = { isEnabled: () => true, execute: () => undefined };
      const pending = readCaptchaBridge()!.execute(document.createElement('form'));
      await vi.advanceTimersByTimeAsync(20_000);
      await expect(pending).resolves.toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});
