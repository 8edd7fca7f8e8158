/**
 * A whole number as the site's own forms write it: digits only, no sign, no leading zero, no
 * spaces, no exponent. `Number()` would also take "1e0", "05", " 1" and "0x1"; a field that a
 * person never types (a rating's radio, an estimate's version, a row's id) has no reason to
 * arrive in those forms, so they are refused rather than read.
 */
export function strictWholeNumber(value: FormDataEntryValue | string | null | undefined): number | null {
  if (typeof value !== "string" || !/^(0|[1-9]\d{0,14})$/.test(value)) return null;
  return Number(value);
}
