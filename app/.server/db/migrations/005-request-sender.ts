import type { Migration } from "../migrate";

export const migration: Migration = {
  name: "005-request-sender",
  sqlite: [
    // A hash of what the first post's browser holds (the form's key, or its sender cookie): a post
    // repeating the request id gets the private status link only when it proves the same sender.
    `ALTER TABLE requests ADD COLUMN sender_hash TEXT`,
  ],
};
