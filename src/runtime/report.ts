/**
 * Every widget failure goes through here: once per widget, as `[vitrina] <widget>: …`, so a broken
 * widget is visible in the console without flooding it. Tests swap the reporter for one that throws.
 */
export interface ReportContext {
  readonly widget: string;
  readonly element?: Element;
}

export type Reporter = (error: unknown, context: ReportContext) => void;

const reported = new Set<string>();

const consoleReporter: Reporter = (error, { widget }) => {
  console.error(`[vitrina] ${widget}: ${describe(error)}`, error);
};

let reporter: Reporter = consoleReporter;

export function report(error: unknown, context: ReportContext): void {
  if (reported.has(context.widget)) return;
  reported.add(context.widget);
  reporter(error, context);
}

/** Replaces the reporter (tests); returns a function that restores the default and forgets past reports. */
export function setReporter(next: Reporter): () => void {
  reporter = next;
  reported.clear();
  return () => {
    reporter = consoleReporter;
    reported.clear();
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'unknown error';
}
