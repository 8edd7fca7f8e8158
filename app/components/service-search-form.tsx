import { Search } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/forms";

interface ServiceSearchFormProps {
  /** The current query, shown in the field. */
  query: string;
  /** The longest query the server reads. */
  maxLength: number;
}

/**
 * Searches the services with a plain GET to /services?q=..., so it works without
 * JavaScript; with JavaScript it navigates in place and keeps the scroll position.
 */
export function ServiceSearchForm({ query, maxLength }: ServiceSearchFormProps) {
  return (
    <Form method="get" action="/services" role="search" preventScrollReset className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field id="service-search" label="Search our services" className="flex-1" labelClassName="text-base font-bold">
        {(wiring) => (
          <div className="relative mt-2">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-steel" />
            <input
              // A new query from the URL (Back, Clear search) resets the field.
              key={query}
              type="search"
              name="q"
              defaultValue={query}
              maxLength={maxLength}
              placeholder="e.g. brakes, DPF, tires"
              autoComplete="off"
              enterKeyHint="search"
              className="min-h-14 w-full rounded-md border-2 border-ink/25 bg-white py-2 pr-3 pl-11 text-lg placeholder:text-steel focus:border-ink"
              {...wiring}
            />
          </div>
        )}
      </Field>
      <Button type="submit" size="lg">
        Search
      </Button>
    </Form>
  );
}
