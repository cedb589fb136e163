import { disallowedWords } from './model.ts';

/**
 * Spec §3.11's profile fields, by the ids WordPress prints (legacy-contracts §5 behaviour 4), plus
 * the ids WooCommerce's own account forms use for the same data (edit account, register, login),
 * since those are the forms this shop shows.
 */
const PROFILE_FIELDS = [
  '#user_login',
  '#first_name',
  '#last_name',
  '#nickname',
  '#display_name',
  '#email',
  '#url',
  '#description',
  '#weblog_title',
  '#admin_email',
  '#account_first_name',
  '#account_last_name',
  '#account_display_name',
  '#account_email',
  '#reg_email',
  '#reg_username',
  '#username',
  '#billing_first_name',
  '#billing_last_name',
  '#billing_email',
].join(', ');

/** Read at every estimate: the shopper may have just typed their name above the password. */
export function pageWords(doc: Document): string[] {
  const values: string[] = [doc.title, doc.URL];
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(PROFILE_FIELDS)) {
    if ('value' in field && typeof field.value === 'string') values.push(field.value);
  }
  return disallowedWords(values);
}
