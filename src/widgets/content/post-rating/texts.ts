/** The widget's own texts; the plugin's texts (thank-you, no votes, …) come from the page. */
export const TEXTS = {
  groupLabel: 'Evaluează articolul de la 1 la 5',
  voteAtOnceHint: 'Alege o stea și apasă Enter sau Spațiu pentru a vota.',
  voteWithButtonHint: 'Alege o stea, apoi apasă butonul de trimitere.',
  notVotable: 'Votul nu este disponibil pentru acest articol.',
  sending: 'Se trimite nota…',
  turnstileWait:
    'Nota ta se trimite imediat ce verificarea de securitate de mai sus se încheie. Dacă ți se cere, bifează căsuța.',
  sendingFeedback: 'Se trimite feedbackul…',
  feedbackTurnstileWait:
    'Feedbackul tău se trimite imediat ce verificarea de securitate de mai sus se încheie. Dacă ți se cere, bifează căsuța.',
  notSent: 'Nota nu a fost trimisă.',
  feedbackNotSent: 'Feedbackul nu a fost trimis; textul tău a rămas în căsuță.',
  submitFallback: 'Trimite nota',
  feedbackButtonFallback: 'Trimite feedback',
  feedbackLabelFallback: 'Spune-ne cum putem îmbunătăți acest articol.',
} as const;
