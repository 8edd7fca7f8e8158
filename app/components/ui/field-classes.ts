/** The look of every text input, select and textarea on the site's forms. */
export const inputClasses =
  "mt-1.5 block w-full rounded-md border-2 border-steel bg-white px-3 py-2.5 text-base text-ink placeholder:text-steel focus:border-ink aria-[invalid=true]:border-danger";
