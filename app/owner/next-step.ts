import type { RequestStatus } from "~/lib/request-status";

/** The job's steps a technician taps through, in order, each a big button on the job screen. */
const jobSteps = ["on-the-way", "arrived", "done"] as const satisfies readonly RequestStatus[];
export type JobStep = (typeof jobSteps)[number];

/**
 * The steps still ahead of a job, the usual next one first: "assign" while nobody is on it (the
 * owner's choice), then On the way, Arrived, Completed. None for spam, a forgotten or closed one.
 */
export function stepsAhead(job: { status: RequestStatus; spam: boolean; forgotten: boolean; assigned: boolean }): ("assign" | JobStep)[] {
  if (job.spam || job.forgotten || job.status === "done" || job.status === "lost") return [];
  const from = jobSteps.indexOf(job.status as JobStep);
  const ahead = jobSteps.slice(from + 1);
  return !job.assigned && from < 0 ? ["assign", ...ahead] : ahead;
}
