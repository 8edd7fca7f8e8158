import type { StoredRequest } from "../store";

/** A stored request as tests need one: a plain quote request unless told otherwise. */
export function storedRequest(overrides: Partial<StoredRequest> = {}): StoredRequest {
  return {
    id: 7,
    requestId: "0123456789abcdef0123456789abcdef",
    kind: "quote",
    status: "new",
    spam: false,
    spamReason: null,
    suspect: false,
    name: "Dave Martin",
    email: "dave@example.com",
    phone: "519-555-0100",
    message: "",
    details: null,
    statusToken: "tokentokentokentokento",
    createdAt: "2026-11-22T15:00:00.000Z",
    updatedAt: "2026-11-22T15:00:00.000Z",
    forgottenAt: null,
    notifiedAt: null,
    notifyAttempts: 0,
    lastNotifyError: null,
    senderHash: null,
    acknowledgedAt: null,
    textsWanted: false,
    smsTo: "+15195550100",
    technician: null,
    arrivalAt: null,
    assignedTo: null,
    partsUsed: null,
    source: { page: null, referrerHost: null, utmSource: null, utmCampaign: null },
    ...overrides,
  };
}
