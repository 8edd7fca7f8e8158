import { describe, expect, it } from "vitest";
import { parseEstimateForm } from "./estimate-form";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("the owner's estimate form", () => {
  it("reads the call-out, labour and parts, with amounts as people type them", () => {
    const parsed = parseEstimateForm(
      form([
        ["callOut", "$175"],
        ["labourHours", "1.5"],
        ["labourRate", "129.99"],
        ["partDescription", "Air dryer cartridge"],
        ["partQuantity", "2"],
        ["partPrice", "1,234.5"],
        ["partDescription", ""],
        ["partQuantity", ""],
        ["partPrice", ""],
        ["note", "Cartridge in stock in Windsor."],
      ]),
    );
    expect(parsed).toEqual({
      ok: true,
      note: "Cartridge in stock in Windsor.",
      lines: [
        { kind: "call-out", description: "Call-out", quantity: 100, unitCents: 17500, amountCents: 17500 },
        { kind: "labour", description: "Labour", quantity: 150, unitCents: 12999, amountCents: 19499 },
        { kind: "part", description: "Air dryer cartridge", quantity: 200, unitCents: 123450, amountCents: 246900 },
      ],
    });
  });

  it("names every line it cannot read, and keeps nothing", () => {
    const parsed = parseEstimateForm(
      form([
        ["callOut", "-5"],
        ["labourHours", "2"],
        ["partDescription", ""],
        ["partQuantity", "1"],
        ["partPrice", "40"],
        ["partDescription", "Tire"],
        ["partQuantity", "1"],
        ["partPrice", "250000"],
      ]),
    );
    expect(parsed).toEqual({
      ok: false,
      errors: [
        'Call-out: "-5" is not an amount (write it as 80 or 1,234.50).',
        "Labour: give both the hours and the hourly rate.",
        "Part 1: say what the part is.",
        "Part 2: $250,000.00 is over $100,000.00; check the amount.",
      ],
    });
  });

  it("refuses an empty estimate and more than 50 lines", () => {
    expect(parseEstimateForm(form([]))).toEqual({ ok: false, errors: ["Write at least one line: the call-out, labour or a part."] });
    const many: [string, string][] = [];
    for (let i = 0; i < 51; i++) many.push(["partDescription", `Part ${i}`], ["partQuantity", "1"], ["partPrice", "1"]);
    expect(parseEstimateForm(form(many))).toMatchObject({ ok: false, errors: ["At most 50 lines."] });
  });

  it("refuses a zero price, a quantity past 1,000 and a total past $250,000; a call-out of 0 is no call-out", () => {
    expect(
      parseEstimateForm(
        form([
          ["callOut", "0"],
          ["partDescription", "Fuse"],
          ["partQuantity", "1"],
          ["partPrice", "0"],
        ]),
      ),
    ).toEqual({
      ok: false,
      errors: ["Part 1: $0.00 is not a price; leave the line empty instead."],
    });
    expect(
      parseEstimateForm(
        form([
          ["labourHours", "100000"],
          ["labourRate", "1"],
        ]),
      ),
    ).toMatchObject({
      ok: false,
      errors: ["Labour hours: 100000 is more than 1000; check the quantity."],
    });
    const big: [string, string][] = [];
    for (let i = 0; i < 3; i++) big.push(["partDescription", `Engine ${i}`], ["partQuantity", "1"], ["partPrice", "99,000"]);
    expect(parseEstimateForm(form(big))).toMatchObject({
      ok: false,
      errors: ["The total, $335,610.00, is over $250,000.00; check the lines."],
    });
  });
});
