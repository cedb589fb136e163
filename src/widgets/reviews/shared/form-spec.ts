/**
 * What the server printed in `.cr-review-form-wrap`, read once before React takes the region over:
 * the product, the rating criteria, the on-site questions, the terms line, media and defaults.
 */
/** The hidden `cr_typ_lab_…` JSON label the plugin posts beside each rating and question. */
interface TypeLabel {
  readonly name: string;
  readonly value: string;
}

interface RatingSpec {
  /** The field's own name (`cr_onsite_{hash}ovrl` for the overall rating, `cr_onsite_{hash}{n}` for a criterion). */
  readonly name: string;
  readonly typeLabel: TypeLabel | null;
  readonly label: string;
  readonly required: boolean;
  readonly overall: boolean;
}

interface QuestionSpec {
  readonly name: string;
  readonly label: string;
  readonly type: 'text' | 'number';
  readonly required: boolean;
  readonly typeLabel: TypeLabel | null;
}

interface TextPart {
  readonly text: string;
  readonly href?: string;
}

export interface ReviewFormSpec {
  readonly productId: string;
  readonly productName: string;
  readonly productImage: string;
  readonly title: string;
  readonly ratings: readonly RatingSpec[];
  readonly questions: readonly QuestionSpec[];
  /** The terms label (text and links), or null when the form has no terms checkbox. */
  readonly terms: readonly TextPart[] | null;
  readonly media: boolean;
  /** `.cr-review-form-wrap[data-nonce]`, sent with each `cr_upload_media`. */
  readonly nonce: string;
  /** `.cr-review-form-captcha` (5.117 `display_captcha_cr()`), or null without a captcha. */
  readonly captcha: 'visible' | 'invisible' | null;
  /**
   * The visible captcha's own element (the captcha service draws into it), kept alive and shown
   * again inside the form React draws; null without a visible captcha.
   */
  readonly captchaWidget: Element | null;
  /** The plugin's "not a robot" line printed under the captcha, or '' to use the Romanian default. */
  readonly captchaError: string;
  readonly defaultName: string;
  readonly defaultEmail: string;
  readonly submitLabel: string;
  readonly cancelLabel: string;
  readonly labels: {
    readonly review: string;
    readonly name: string;
    readonly email: string;
    readonly reviewPlaceholder: string;
    readonly namePlaceholder: string;
    readonly emailPlaceholder: string;
  };
}

const textOf = (root: ParentNode, selector: string, fallback: string): string =>
  root.querySelector(selector)?.textContent?.trim() || fallback;
const stripStar = (label: string): string => label.replace(/\s*\*\s*$/, '');

function termsParts(wrap: HTMLElement): TextPart[] | null {
  const label = wrap.querySelector('.cr-review-form-terms label');
  if (!label) return null;
  const parts: TextPart[] = [];
  const walk = (node: Node) => {
    if (node instanceof HTMLInputElement) return;
    if (node instanceof HTMLAnchorElement) {
      const href = node.getAttribute('href') ?? '';
      parts.push(
        /^(https?:|\/)/.test(href) ? { text: node.textContent ?? '', href } : { text: node.textContent ?? '' },
      );
      return;
    }
    if (node.nodeType === Node.TEXT_NODE) parts.push({ text: node.textContent ?? '' });
    else node.childNodes.forEach(walk);
  };
  label.childNodes.forEach(walk);
  return parts.filter((part) => part.text !== '');
}

function typeLabel(row: Element, own: Element | null): TypeLabel | null {
  const hidden = [...row.querySelectorAll<HTMLInputElement>('input[type="hidden"][name^="cr_typ_lab_"]')].find(
    (input) => input !== own,
  );
  return hidden ? { name: hidden.name, value: hidden.value } : null;
}

/**
 * Reads customer-reviews-woocommerce 5.117's form (templates/cr-review-form.php with
 * class-cr-custom-questions.php's ratings and questions).
 */
export function readReviewFormSpec(wrap: HTMLElement): ReviewFormSpec {
  const ratings = [...wrap.querySelectorAll<HTMLElement>('.cr-review-form-rating')]
    .map((row): RatingSpec => {
      const input = row.querySelector<HTMLInputElement>('input.cr-review-form-rating-inp');
      return {
        name: input?.name ?? '',
        typeLabel: typeLabel(row, input),
        label: stripStar(textOf(row, '.cr-review-form-rating-label', '')),
        required: row.querySelector('.cr-review-form-rating-cont.cr-review-form-rating-req') !== null,
        overall: row.closest('.cr-review-form-rating-overall') !== null,
      };
    })
    .filter((rating) => rating.name !== '');
  const questions = [...wrap.querySelectorAll<HTMLElement>('.cr-onsite-question')]
    .map((row): QuestionSpec => {
      const input = row.querySelector<HTMLInputElement>('input.cr-onsite-question-inp');
      return {
        name: input?.name ?? '',
        typeLabel: typeLabel(row, input),
        label: stripStar(textOf(row, 'label', '')),
        type: input?.type === 'number' ? 'number' : 'text',
        required: row.classList.contains('cr-review-form-que-req'),
      };
    })
    .filter((question) => question.name !== '');
  const captcha = wrap.querySelector('.cr-review-form-captcha');
  const captchaKind = captcha
    ? captcha.classList.contains('cr-review-form-captcha-invisible')
      ? 'invisible'
      : 'visible'
    : null;
  const nameInput = wrap.querySelector<HTMLInputElement>('.cr-review-form-name input');
  const emailInput = wrap.querySelector<HTMLInputElement>('.cr-review-form-email input');
  const comment = wrap.querySelector<HTMLTextAreaElement>('.cr-review-form-comment-txt');
  return {
    productId: wrap.querySelector<HTMLInputElement>('.cr-review-form-item-id')?.value ?? '',
    productName: textOf(wrap, '.cr-review-form-item span', ''),
    productImage: wrap.querySelector('.cr-review-form-item img')?.getAttribute('src') ?? '',
    title: textOf(wrap, '.cr-review-form-nav .cr-nav-left span', 'Adaugă o recenzie'),
    ratings,
    questions,
    terms: termsParts(wrap),
    media: wrap.querySelector('.cr-form-item-media') !== null,
    nonce: wrap.dataset.nonce ?? '',
    captcha: captchaKind,
    captchaWidget:
      captchaKind === 'visible' ? (captcha?.querySelector(':scope > :not(.cr-review-form-field-error)') ?? null) : null,
    captchaError: (captcha?.querySelector('.cr-review-form-field-error')?.textContent ?? '')
      .replace(/^\s*\*\s*/, '')
      .trim(),
    defaultName: nameInput?.value ?? '',
    defaultEmail: emailInput?.value ?? '',
    submitLabel: textOf(wrap, '.cr-review-form-submit span', 'Trimite'),
    cancelLabel: textOf(wrap, '.cr-review-form-cancel', 'Anulează'),
    labels: {
      review: stripStar(textOf(wrap, '.cr-review-form-comment .cr-review-form-lbl', 'Recenzia ta')),
      name: stripStar(textOf(wrap, '.cr-review-form-name .cr-review-form-lbl', 'Nume')),
      email: stripStar(textOf(wrap, '.cr-review-form-email .cr-review-form-lbl', 'Email')),
      reviewPlaceholder: comment?.placeholder ?? '',
      namePlaceholder: nameInput?.placeholder ?? '',
      emailPlaceholder: emailInput?.placeholder ?? '',
    },
  };
}
