/** Romanian texts of the questions and answers block. */
export const QNA_TEXTS = {
  question: {
    title: 'Pune o întrebare',
    label: 'Întrebarea ta',
    placeholder: 'Începe întrebarea cu „Ce”, „Cum”, „De ce” etc.',
  },
  answer: { title: 'Răspunde la întrebare', label: 'Răspunsul tău', placeholder: '' },
  name: 'Nume',
  email: 'Email',
  submit: 'Trimite',
  cancel: 'Anulează',
  listFailed: 'Întrebările nu au putut fi încărcate. Încearcă din nou.',
  clearSearch: 'Șterge căutarea',
} as const;
