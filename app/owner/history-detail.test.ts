import { describe, expect, it } from "vitest";
import { splitHistoryDetail } from "./history-detail";

describe("history in plain words", () => {
  it("keeps a provider's message id and status, and a mail server's answer, apart from the words", () => {
    expect(splitHistoryDetail(`on the way: to 519-555-0177 (SM${"a1".repeat(16)}, queued)`)).toEqual({
      words: "on the way: to 519-555-0177",
      technical: `SM${"a1".repeat(16)}, queued`,
    });
    expect(splitHistoryDetail("e-mail to dispatch@example.com (250 OK: message queued as 1A2B)")).toEqual({
      words: "e-mail to dispatch@example.com",
      technical: "250 OK: message queued as 1A2B",
    });
    expect(splitHistoryDetail("250 OK: message queued")).toEqual({ words: null, technical: "250 OK: message queued" });
    expect(splitHistoryDetail("Windows computer, Chrome (push service answered 201)")).toEqual({
      words: "Windows computer, Chrome",
      technical: "push service answered 201",
    });
  });

  it("leaves words that are only words, parentheses of the owner's own included", () => {
    expect(splitHistoryDetail("Mike, arriving about 7:32 PM")).toEqual({ words: "Mike, arriving about 7:32 PM", technical: null });
    expect(splitHistoryDetail("Unit 12 (the reefer)")).toEqual({ words: "Unit 12 (the reefer)", technical: null });
    expect(splitHistoryDetail(null)).toEqual({ words: null, technical: null });
  });
});
