export const ADMIN_NOTICE_TEXTS = {
  dismissFailed: 'Notificarea nu a putut fi închisă. Încearcă din nou.',
  snoozeFailed: 'Notificarea nu a putut fi amânată. Încearcă din nou.',
} as const;
