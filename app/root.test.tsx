// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "~/root";

describe("root error boundary", () => {
  it("shows 'Unexpected Application Error!' with a way to call when a page fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        path: "/",
        ErrorBoundary,
        loader: () => {
          throw new Error("database exploded");
        },
        Component: () => <p>never shown</p>,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:+15195550142");
    expect(screen.queryByText(/database exploded/)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it("says what a refusal says, and on the owner's pages offers to sign in again after a 403", async () => {
    const Stub = createRoutesStub([
      {
        path: "/owner/requests/:id",
        ErrorBoundary,
        loader: () => {
          throw data({ error: "Sign in first." }, { status: 403 });
        },
        Component: () => <p>never shown</p>,
      },
    ]);
    render(<Stub initialEntries={["/owner/requests/1"]} />);
    expect(await screen.findByText(/The request could not be completed \(403\)\. Sign in first\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/owner/sign-in");
  });
});
