import { honeypotField } from "~/flows/request-form/honeypot";
import { requestIdField, requestKeyField } from "~/lib/request-id";

/**
 * The fields every request form carries unseen: the request id that makes a retried post count
 * once and the key that proves a retry comes from this phone (both filled by
 * `assignRequestIdentity`), and the honeypot that bots fill and people never see. (Where it is
 * sent from is added by the page's count beacon, app/loading/count-beacon.ts, as it is sent.)
 */
export function RequestFormHiddenFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <input type="hidden" name={requestIdField} />
      <input type="hidden" name={requestKeyField} />
      {/* Hidden from people and assistive technology; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-${honeypotField}`}>Leave this field empty</label>
        <input type="text" id={`${idPrefix}-${honeypotField}`} name={honeypotField} tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}
