export type { FieldValue, SwvRule, SwvSchema } from './types.ts';
export { validate } from './validate.ts';
export { formValues } from './form-values.ts';
