/** The estimate form's fields, shared by the owner's form and the server. */
export const estimateFields = {
  callOut: "callOut",
  labourHours: "labourHours",
  labourRate: "labourRate",
  partDescription: "partDescription",
  partQuantity: "partQuantity",
  partPrice: "partPrice",
  note: "note",
} as const;

/** More lines than this is not an estimate a driver can read on a phone. */
export const maxEstimateLines = 50;
/** Empty part rows the form offers beyond those already written. */
export const blankPartRows = 3;

/** What the owner's form starts from: the newest version's lines, as typed. */
export interface EstimateDraft {
  callOut: string;
  labourHours: string;
  labourRate: string;
  parts: { description: string; quantity: string; price: string }[];
  note: string;
}
