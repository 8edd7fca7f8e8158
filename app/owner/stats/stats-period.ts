/** The periods /owner/stats shows: the last 7, 30 or 90 days (the counts keep 90). */
export const statsPeriods = [7, 30, 90] as const;
export type StatsPeriod = (typeof statsPeriods)[number];

/** The period a `days` parameter asks for, or null when it is none of them. */
export function statsPeriodOf(value: string | null): StatsPeriod | null {
  return statsPeriods.find((days) => String(days) === value) ?? null;
}
