import { maxPhotos, photoField } from "~/lib/request-photos";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/forms";

/** A plain form that sends photos to a request's photo address: works without JavaScript. */
export function PhotoUploadForm({ action, id }: { action: string; id: string }) {
  return (
    <form method="post" action={action} encType="multipart/form-data" className="mt-3 flex flex-wrap items-center gap-3">
      {/* `contents`: the label and the control sit in the form's row, beside the button. */}
      <Field id={id} label={`Photos (up to ${maxPhotos} in all)`} className="contents">
        {(wiring) => <input name={photoField} type="file" accept="image/*" multiple className="text-base" {...wiring} />}
      </Field>
      <Button type="submit" variant="default">
        Send photos
      </Button>
    </form>
  );
}
