import { plural } from '../../../i18n/plural.ts';

/** Romanian texts of the reviews grid; the server's own strings (its button label, its error text) win. */
export const TEXTS = {
  showMore: 'Arată mai multe recenzii',
  loading: 'Se încarcă recenziile…',
  loaded: (count: number) =>
    plural(count, [
      'A fost încărcată o recenzie nouă.',
      'Au fost încărcate {n} recenzii noi.',
      'Au fost încărcate {n} de recenzii noi.',
    ]),
  noMore: 'Nu mai sunt alte recenzii.',
  failed: 'Recenziile nu au putut fi încărcate. Încearcă din nou.',
  timeout: 'Serverul nu a răspuns la timp. Încearcă din nou.',
  offline: 'Nu ești conectat la internet. Încearcă din nou când revine conexiunea.',
  openImage: (position: number, total: number, author: string) =>
    `Deschide imaginea ${position} din ${total} de la ${author}`,
  allImages: (total: number, author: string) => `Vezi toate cele ${total} imagini de la ${author}`,
} as const;
