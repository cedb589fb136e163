/** Where the rating widget stands (spec §4.8): open to vote, sending, or locked for a reason. */
export type Phase = 'open' | 'sending' | 'voted' | 'has-rated' | 'no-privilege';

/** Which of the three widgets is shown in the container. */
export type Shown = 'rating' | 'feedback' | 'social';

export interface Message {
  readonly text: string;
  /** Alert style (the plugin's `--alert` class, red) for errors. */
  readonly alert: boolean;
}
