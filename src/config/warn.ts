const warned = new Set<string>();

/** Bad config never throws: each global that is missing or corrupt gets one console warning. */
export function warnConfig(source: string, problem: string): void {
  if (warned.has(source)) return;
  warned.add(source);
  console.warn(`[vitrina] config: ${source} ${problem}; using defaults.`);
}

export function resetConfigWarnings(): void {
  warned.clear();
}
