import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

/** One of a technician's jobs as "My jobs" lists it: where, what, where it stands, what to do next. */
export interface JobRow {
  id: number;
  reference: string;
  status: string;
  place: string;
  problem: string;
  waited: string;
  /** "Next: On the way", or null when the job is over. */
  next: string | null;
}

/**
 * A technician's screen: the jobs assigned to them, newest first, each a big target that opens the
 * job and says the next step. Nothing of anyone else's jobs is read (the store's query is theirs).
 */
export function MyJobs({ jobs, selected }: { jobs: readonly JobRow[]; selected: number }) {
  return (
    <section aria-labelledby="jobs-heading">
      <h1 id="jobs-heading" className="mt-6 text-4xl font-bold uppercase">
        My jobs
      </h1>
      <p className="mt-2 text-steel" aria-live="polite">
        {jobs.length === 0
          ? "No job is assigned to you yet: the owner's assignment alerts your phone."
          : `${jobs.length} job${jobs.length === 1 ? "" : "s"}, newest first.`}
      </p>
      <ul className="mt-3 grid gap-2">
        {jobs.map((job) => (
          <li key={job.id}>
            <Link
              to={`/owner/requests/${job.id}`}
              aria-current={job.id === selected ? "page" : undefined}
              className={cn(
                "flex min-h-16 items-center gap-3 rounded-md border-2 border-ink bg-white p-3",
                job.id === selected && "bg-hivis/40",
              )}
            >
              <span className="min-w-0 flex-1">
                <span className="block text-lg font-bold">
                  {job.reference} · {job.status}
                </span>
                {job.place || job.problem ? <span className="block">{[job.place, job.problem].filter(Boolean).join(" · ")}</span> : null}
                <span className="block text-sm text-steel">
                  {job.next ? `${job.next} · ` : ""}came in {job.waited} ago
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-6 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
