import { readCaptchaExecutor, type RatingSettings } from '../shared/config/rate-my-post.ts';

/**
 * The captcha token for an action (RMPrating, RMPfeedback) when the captcha is on. A captcha that
 * is missing or fails sends no token: the server then refuses with its own message.
 */
export async function captchaToken(settings: RatingSettings, action: string): Promise<string | undefined> {
  if (!settings.captcha) return undefined;
  const execute = readCaptchaExecutor();
  if (!execute) return undefined;
  try {
    return await execute(settings.siteKey, { action });
  } catch {
    return undefined;
  }
}
