// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
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
});
