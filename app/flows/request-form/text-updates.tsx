/** The form field that asks for texts about the request: its presence is the driver's consent. */
export const textUpdatesField = "textUpdates";

/**
 * "Text me updates": the driver's express consent to texts about this request (Canada's
 * anti-spam law), a real checkbox that works without JavaScript. Ticked by default where the
 * driver is at the roadside waiting for us.
 */
export function TextUpdatesBox({ defaultChecked }: { defaultChecked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-3 rounded-md border-2 border-steel-light bg-white px-3 font-semibold">
      <input type="checkbox" name={textUpdatesField} defaultChecked={defaultChecked} className="size-5 accent-ink" />
      <span>
        Text me updates <span className="font-normal text-steel">(reply STOP any time)</span>
      </span>
    </label>
  );
}
