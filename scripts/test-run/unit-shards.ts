/**
 * The unit suite in two shards, one stage each: vitest gives one worker to a 2-core machine, so a
 * single run is one long chain on one core; two shards let the scheduler pack them on both cores
 * beside the shorter stages.
 */
export interface UnitShard {
  readonly stage: string;
  readonly report: string;
  readonly shard: string;
}

export const UNIT_SHARDS: readonly UnitShard[] = [1, 2].map((index) => ({
  stage: `unit-${index}`,
  report: `reports/unit-${index}.json`,
  shard: `${index}/2`,
}));
