import { expect, test } from '@playwright/test';
import { control, form, tip } from '../support/contact.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

/**
 * CF7 6.1.6 validate.js on a form printed with html_class="use-floating-validation-tip" (styles.css L61 floats the
 * tip over its field): the tip goes (inline display: none) when its control takes focus or the tip is clicked.
 */
failOnPageErrors({ watch: { consoleErrors: true } });
const FLOATING = '/contact/?cf7-html-class=use-floating-validation-tip';
const REQUIRED = 'Te rog completează acest câmp.';

test('floating tips: focus on the field or a click on the tip puts it away; a new validation shows it again', async ({
  page,
}) => {
  await page.goto(FLOATING);
  await control(page, 'acceptance').check(); // the shopper's first click
  await page.locator('.wpcf7-submit').click();
  await expect(form(page)).toHaveAttribute('data-status', 'invalid');
  await expect(form(page)).toHaveClass(/\buse-floating-validation-tip\b/);
  await expect(tip(page, 'your-name')).toBeVisible();
  await expect(tip(page, 'your-name')).toHaveCSS('position', 'relative');
  await expect(tip(page, 'your-subject')).toBeVisible();

  await control(page, 'your-name').focus();
  await expect(tip(page, 'your-name')).toBeHidden();
  await expect(tip(page, 'your-name')).toHaveText(REQUIRED); // put away, not removed: the field is still invalid
  await expect(control(page, 'your-name')).toHaveAttribute('aria-invalid', 'true');
  await expect(tip(page, 'your-subject')).toBeVisible();
  await tip(page, 'your-subject').click();
  await expect(tip(page, 'your-subject')).toBeHidden();
  await expect(page.locator('#wpcf7-f123-p45-o1-ve-yourname')).toHaveText(REQUIRED); // the error list keeps it

  // A change validation covers the edited field and those before it: their tips are new.
  await control(page, 'your-email').fill('nu-e-email');
  await control(page, 'your-email').blur();
  await expect(tip(page, 'your-email')).toHaveText('Te rog introdu o adresă de email validă.');
  await expect(tip(page, 'your-email')).toBeVisible();
  await expect(tip(page, 'your-name')).toBeVisible();
  await expect(tip(page, 'your-subject')).toBeHidden(); // after the edited field: not validated, still put away
  await page.locator('.wpcf7-submit').click();
  await expect(tip(page, 'your-subject')).toBeVisible();
});

test('without use-floating-validation-tip a tip stays while its field has focus', async ({ page }) => {
  await page.goto('/contact/');
  await control(page, 'acceptance').check();
  await page.locator('.wpcf7-submit').click();
  await expect(tip(page, 'your-name')).toBeVisible();
  await control(page, 'your-name').focus();
  await tip(page, 'your-subject').click();
  await expect(tip(page, 'your-name')).toBeVisible();
  await expect(tip(page, 'your-subject')).toBeVisible();
});
