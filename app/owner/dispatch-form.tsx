import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { ChoiceGroup } from "~/components/choice-fields";
import { Field, Input, Select } from "~/components/ui/forms";
import { requestStatuses, statusWords } from "~/lib/request-status";
import { arrivalChoices } from "./arrival-time";

interface DispatchFormProps {
  status: (typeof requestStatuses)[number];
  technician: string | null;
  /** The member it is assigned to; null for nobody with an account. */
  assignedTo: number | null;
  /** The team to choose from (the owner's page); null on a technician's page, where who is on it is not theirs to change. */
  team: readonly { id: number; label: string }[] | null;
  /** "3:45 AM" when an arrival time is set. */
  arrival: string | null;
  /** Where the driver follows it, for a roadside request. */
  statusPath: string | null;
}

/**
 * Status, who is coming and when, in one post (one text to the driver): a phone screen, one
 * hand. The arrival is a quick choice of minutes from now, a clock time, or unchanged.
 */
export function DispatchForm({ status, technician, assignedTo, team, arrival, statusPath }: DispatchFormProps) {
  const helper = assignedTo === null && technician ? technician : "";
  const chosen = assignedTo !== null ? String(assignedTo) : helper ? "other" : "";
  return (
    <Form method="post" preventScrollReset className="mt-3 grid gap-3 self-start">
      <input type="hidden" name="intent" value="status" />
      <Field id="request-status" label="Status">
        {(wiring) => (
          <Select name="status" defaultValue={status} key={status} {...wiring}>
            {requestStatuses.map((each) => (
              <option key={each} value={each}>
                {statusWords[each]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {team ? (
        <>
          <Field id="request-assignee" label="Technician" hint="(the driver reads the first name)">
            {(wiring) => (
              <Select name="assignee" defaultValue={chosen} key={chosen} {...wiring}>
                <option value="">Nobody yet</option>
                {team.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.label}
                  </option>
                ))}
                <option value="other">Someone else (first name below)</option>
              </Select>
            )}
          </Field>
          <Field id="request-technician" label="Someone else: first name" hint="(a helper without an account)">
            {(wiring) => <Input name="technician" defaultValue={helper} key={helper} maxLength={40} autoComplete="off" {...wiring} />}
          </Field>
        </>
      ) : (
        <p>
          <span className="font-semibold">Technician:</span> {technician ?? "nobody yet"}
        </p>
      )}
      <ChoiceGroup id="request-arrival" legend="Arrival" hint={arrival ? `(now: about ${arrival})` : "(not set)"}>
        <div className="mt-1.5 flex flex-wrap gap-2">
          <ArrivalChoice value="keep" label="Unchanged" defaultChecked />
          {arrivalChoices.map((minutes) => (
            <ArrivalChoice key={minutes} value={String(minutes)} label={`${minutes} min`} />
          ))}
          <ArrivalChoice value="none" label="Clear" />
        </div>
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <ArrivalChoice value="clock" label="At" />
          <Field id="request-arrival-clock" label="Arrival clock time" labelClassName="sr-only">
            {(wiring) => <Input name="arrivalClock" type="time" className="mt-0 w-36" {...wiring} />}
          </Field>
        </div>
      </ChoiceGroup>
      <Button type="submit" variant="default">
        Save status and arrival
      </Button>
      {statusPath ? (
        <a href={statusPath} className="text-sm underline" target="_blank" rel="noreferrer">
          The driver&apos;s status page
        </a>
      ) : null}
    </Form>
  );
}

function ArrivalChoice({ value, label, defaultChecked }: { value: string; label: string; defaultChecked?: boolean }) {
  const id = `arrival-${value}`;
  return (
    <label
      htmlFor={id}
      className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border-2 border-steel bg-white px-3 font-semibold has-[:checked]:border-ink has-[:checked]:bg-hivis"
    >
      <input id={id} type="radio" name="arrival" value={value} defaultChecked={defaultChecked} className="size-4" />
      {label}
    </label>
  );
}
