/** Form fields as the endpoints expect them: arrays become repeated `name[]` fields, as jQuery sent them. */
export type FormFields = Readonly<Record<string, string | number | boolean | readonly (string | number)[] | undefined>>;

export function toSearchParams(fields: FormFields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      const key = name.endsWith('[]') ? name : `${name}[]`;
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(name, String(value));
    }
  }
  return params;
}
