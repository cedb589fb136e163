import { TEXTS } from './texts.ts';

export const MEDIA_TEXTS = {
  label: 'Fotografii și videoclipuri',
  choose: 'Alege fișiere',
  uploading: (name: string) => `Se încarcă ${name}`,
  uploaded: (name: string) => `${name} a fost încărcat.`,
  removed: (name: string) => `${name} a fost șters.`,
  remove: (name: string) => `Șterge ${name}`,
  deleting: 'Se șterge…',
  uploadFailed: 'Fișierul nu a putut fi încărcat.',
  deleteFailed: 'Fișierul nu a putut fi șters. Încearcă din nou.',
  transport: {
    offline: 'Fișierul nu a putut fi încărcat: nu ești conectat la internet.',
    // Never shown: use-media returns before it (a delete or an unmount aborted the upload).
    aborted: 'Fișierul nu a putut fi încărcat.',
    timeout: 'Fișierul nu a putut fi încărcat: serverul nu a răspuns la timp.',
    http: 'Fișierul nu a putut fi încărcat: eroare pe server.',
    invalid_json: 'Fișierul nu a putut fi încărcat: răspunsul serverului nu este valid.',
    server: 'Fișierul nu a putut fi încărcat.',
  },
  pending: TEXTS.uploadPending,
} as const;
