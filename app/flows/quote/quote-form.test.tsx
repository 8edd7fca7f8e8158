// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QuoteForm, quoteActionPath } from "~/flows/quote/quote-form";
import type { QuoteActionResult } from "~/flows/quote/quote-fields";

/**
 * The form on a page, with the network answered as the server's JSON twin of the quote action
 * (/outbox?kind=quote) would answer: the form posts there itself, outside React Router.
 */
function renderForm(answer: (form: URLSearchParams) => QuoteActionResult | Promise<QuoteActionResult>) {
  const posted: URLSearchParams[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toBe("/outbox?kind=quote");
    expect(init?.method).toBe("POST");
    const form = new URLSearchParams(init?.body as URLSearchParams);
    posted.push(form);
    return Response.json(await answer(form));
  });
  const Stub = createRoutesStub([{ path: "/", Component: () => <QuoteForm /> }]);
  render(<Stub initialEntries={["/"]} />);
  return posted;
}

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Name"), "Dave Martin");
  await user.type(screen.getByLabelText("Email"), "dave@example.com");
  await user.type(screen.getByLabelText("Phone"), "519-555-0100");
  await user.type(screen.getByLabelText("How can we help?"), "Flat steer tire on the 401.");
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe("QuoteForm", () => {
  it("has the four required fields with the browser's own checks and a 5-row message", () => {
    renderForm(() => ({ ok: true }));
    const name = screen.getByLabelText("Name");
    const email = screen.getByLabelText("Email");
    const phone = screen.getByLabelText("Phone");
    const message = screen.getByLabelText("How can we help?");
    for (const field of [name, email, phone, message]) {
      expect(field).toBeRequired();
      expect(field).not.toHaveAttribute("maxlength");
    }
    expect(email).toHaveAttribute("type", "email");
    expect(phone).toHaveAttribute("type", "tel");
    expect(message.tagName).toBe("TEXTAREA");
    expect(message).toHaveAttribute("rows", "5");
    // Without JavaScript the same form posts to the quote action.
    const form = screen.getByRole("form", { name: "Request a quote" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", quoteActionPath);
  });

  it("resets the four fields after 'Quote Request Received!'", async () => {
    const posted = renderForm(() => ({ ok: true }));
    const user = await fillIn();
    await user.click(screen.getByRole("button", { name: "Send Quote Request" }));
    expect(await screen.findByText("Quote Request Received!")).toBeInTheDocument();
    expect(screen.getByText("We'll contact you within 30 minutes during business hours.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue(""));
    expect(screen.getByLabelText("Email")).toHaveValue("");
    expect(screen.getByLabelText("Phone")).toHaveValue("");
    expect(screen.getByLabelText("How can we help?")).toHaveValue("");
    expect(posted[0]?.get("name")).toBe("Dave Martin");
  });

  it("sends a request id made for this fill, the same on a retry and a new one after success", async () => {
    let answers = 0;
    const posted = renderForm(() => (++answers === 1 ? { ok: false, formError: "No answer." } : { ok: true }));
    const user = await fillIn();
    const send = screen.getByRole("button", { name: "Send Quote Request" });
    await user.click(send);
    await screen.findByText("We couldn't send your request");
    await user.click(screen.getByRole("button", { name: "Send Quote Request" }));
    await screen.findByText("Quote Request Received!");
    const ids = posted.map((form) => form.get("requestId"));
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[1]).toBe(ids[0]);
    // The next fill of the form gets a new id.
    const hidden = document.querySelector<HTMLInputElement>('input[name="requestId"]');
    await waitFor(() => expect(hidden?.value).toMatch(/^[0-9a-f]{32}$/));
    await waitFor(() => expect(hidden?.value).not.toBe(ids[0]));
  });

  it("keeps the request on the phone, with a call and a text offered, when the post cannot get through", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("indexedDB", undefined);
    render(<QuoteForm />);
    const user = await fillIn();
    await user.click(screen.getByRole("button", { name: "Send Quote Request" }));
    // No IndexedDB here (jsdom): the form says the request could not be sent and keeps every field.
    expect(await screen.findByRole("alert")).toHaveTextContent(/could not be sent/);
    expect(screen.getByLabelText("Name")).toHaveValue("Dave Martin");
  });

  it("keeps the fields and offers the phone number when the server fails", async () => {
    renderForm(() => ({ ok: false, formError: "Something went wrong on our side and your request was not saved." }));
    const user = await fillIn();
    await user.click(screen.getByRole("button", { name: "Send Quote Request" }));
    expect(await screen.findByText("We couldn't send your request")).toBeInTheDocument();
    const callLinks = screen.getAllByRole("link", { name: "(519) 555-0142" });
    expect(callLinks[0]).toHaveAttribute("href", "tel:+15195550142");
    expect(screen.getByLabelText("Name")).toHaveValue("Dave Martin");
    expect(screen.getByLabelText("How can we help?")).toHaveValue("Flat steer tire on the 401.");
  });

  it("shows the server's message next to the field it is about", async () => {
    renderForm(() => ({
      ok: false,
      formError: "Please correct the fields below.",
      fieldErrors: { phone: "Please enter a phone number with 7 to 15 digits." },
    }));
    const user = await fillIn();
    await user.click(screen.getByRole("button", { name: "Send Quote Request" }));
    const phone = screen.getByLabelText("Phone");
    await waitFor(() => expect(phone).toHaveAttribute("aria-invalid", "true"));
    expect(phone).toHaveAccessibleDescription("Please enter a phone number with 7 to 15 digits.");
  });
});
