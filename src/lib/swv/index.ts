export type { FieldError, FieldValue, FileLike, FormValues, SwvRule, SwvSchema } from './types.ts';
export { validate, ruleConcerns } from './validate.ts';
export { RULES } from './rules.ts';
export { isEmail, isUrl, isTel, isNumber, isDate, isTime, dayOfWeek, normaliseTel, URL_SCHEMES } from './formats.ts';
export { fileAccepted, extensionsOf } from './files.ts';
export { formValues } from './form-values.ts';
