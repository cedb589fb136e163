import { afterEach, describe, expect, it } from 'vitest';
import { readCaptchaBridge, readReviewsConfig, REVIEWS_DEFAULTS } from '../../src/config/index.ts';
import { forgetOverride } from '../../src/config/override.ts';

const globals = window as unknown as Record<string, unknown>;
afterEach(() => {
  for (const name of ['cr_ajax_object', 'crCaptchaConfig', 'crCaptcha']) delete globals[name];
  document.getElementById('vitrina-config')?.remove();
  forgetOverride();
});

describe('cr_ajax_object and crCaptchaConfig', () => {
  it('reads the upload rules, messages, lightbox switch and captcha site key as printed', () => {
    globals.cr_ajax_object = { cr_upload_initial: 'Până la 3', cr_upload_error_too_many: 'Prea multe', cr_images_upload_limit: '3', cr_images_upload_max_size: '1048576', disable_lightbox: '1' };
    globals.crCaptchaConfig = { type: 'turnstile', siteKey: 'site-key' };
    expect(readReviewsConfig()).toMatchObject({ uploadHint: 'Până la 3', errorTooMany: 'Prea multe', uploadLimit: 3, uploadMaxBytes: 1_048_576, lightbox: false, captchaSiteKey: 'site-key' });
  });

  it('falls back to the spec defaults when the global is missing (its handle dequeued) or broken', () => {
    expect(readReviewsConfig()).toEqual(REVIEWS_DEFAULTS);
    globals.cr_ajax_object = { cr_images_upload_limit: '-2', cr_images_upload_max_size: 'x', cr_upload_error_file_size: '' };
    expect(readReviewsConfig()).toMatchObject({ uploadLimit: 5, uploadMaxBytes: 25 * 1024 * 1024, errorFileSize: REVIEWS_DEFAULTS.errorFileSize, lightbox: true });
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
    await expect(bridge.execute()).resolves.toBe('tok');
    globals.crCaptcha = { isEnabled: () => true, execute: () => Promise.resolve({ token: 'x' }) };
    await expect(readCaptchaBridge()!.execute()).resolves.toBe('');
  });
});
