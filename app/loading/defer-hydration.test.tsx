// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Suspense, useState } from "react";
import { createRoutesStub, useRevalidator } from "react-router";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { interactedFlag } from "./interaction";

/** A part with state and a handler: proof that React, not the served HTML, answers once hydrated. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => setCount(count + 1)}>
        {label} {count}
      </button>
      <input aria-label="Name" defaultValue="" />
    </div>
  );
}

/** The HTML the server sends for a deferred part: the component inside its Suspense boundary. */
const servedHtml = renderToString(
  <Suspense fallback={null}>
    <Counter label="Taps" />
  </Suspense>,
);

// Each test gets the module afresh: the first interaction and the end of hydration are page-wide.
async function freshModule() {
  vi.resetModules();
  return import("./defer-hydration");
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe("deferHydration", () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    (window as unknown as { __reactRouterContext: object }).__reactRouterContext = {};
    container = document.createElement("div");
    container.innerHTML = servedHtml;
    document.body.append(container);
  });
  afterEach(() => {
    delete (window as unknown as { __reactRouterContext?: object }).__reactRouterContext;
    container.remove();
  });

  it("keeps the served HTML without loading the code until the first interaction, then hydrates it in place", async () => {
    const { deferHydration } = await freshModule();
    const load = vi.fn(async () => Counter);
    const Deferred = deferHydration(load);
    const button = container.querySelector("button")!;
    const input = container.querySelector("input")!;
    await act(async () => void hydrateRoot(container, <Deferred label="Taps" />));
    await settle();
    expect(load).not.toHaveBeenCalled();
    // Served HTML only: a click does nothing yet, and what the visitor types stays.
    fireEvent.click(button);
    input.value = "Typed before the code came";
    expect(button.textContent).toBe("Taps 0");

    fireEvent.pointerDown(document.body);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector("button")).toBe(button);
    fireEvent.click(button);
    expect(button.textContent).toBe("Taps 1");
    expect(container.querySelector("input")!.value).toBe("Typed before the code came");
  });

  it("loads at once when the visitor touched the page before any module ran (recorded by the page's inline loader)", async () => {
    const { deferHydration } = await freshModule();
    (window as unknown as Record<string, number>)[interactedFlag] = 1;
    const load = vi.fn(async () => Counter);
    const Deferred = deferHydration(load);
    await act(async () => void hydrateRoot(container, <Deferred label="Taps" />));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    delete (window as unknown as Record<string, number>)[interactedFlag];
  });

  it("keeps the served HTML when the code cannot load, and tries again when the phone is back online", async () => {
    const { deferHydration } = await freshModule();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi.fn<() => Promise<typeof Counter>>().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue(Counter);
    const Deferred = deferHydration(load);
    await act(async () => void hydrateRoot(container, <Deferred label="Taps" />));
    fireEvent.keyDown(document.body, { key: "Tab" });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toContain("Taps 0");
    expect(logged).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("online"));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    fireEvent.click(container.querySelector("button")!);
    expect(container.querySelector("button")!.textContent).toBe("Taps 1");
    logged.mockRestore();
  });

  it("loads at once a part first shown after the page has hydrated (a page reached in the app, an error screen)", async () => {
    const { deferHydration, DeferredHydrationControl } = await freshModule();
    container.innerHTML = "";
    const Stub = createRoutesStub([{ path: "/", Component: DeferredHydrationControl }]);
    render(<Stub initialEntries={["/"]} />);
    await settle();
    const Deferred = deferHydration(async () => Counter);
    render(<Deferred label="Shown later" />);
    expect(await screen.findByRole("button", { name: "Shown later 0" })).toBeInTheDocument();
  });

  it("loads at once a part whose served HTML React dropped (an update it could not hold back), rather than leave it blank", async () => {
    const { deferHydration } = await freshModule();
    container.innerHTML = "";
    const Deferred = deferHydration(async () => Counter);
    // Rendered in the browser while the page still counts as hydrating: no served HTML to keep.
    render(<Deferred label="Dropped" />);
    expect(await screen.findByRole("button", { name: "Dropped 0" })).toBeInTheDocument();
  });

  it("releases the deferred parts at the first change of the router's state, without waiting for a touch", async () => {
    const { deferHydration, DeferredHydrationControl } = await freshModule();
    const load = vi.fn(async () => Counter);
    const Deferred = deferHydration(load);
    // The part, hydrated from the served HTML: it waits.
    await act(async () => void hydrateRoot(container, <Deferred label="Taps" />));
    await settle();
    expect(load).not.toHaveBeenCalled();
    // Elsewhere in the page, the router: a refresh of the page's data, as the owner's inbox and a
    // request's status page do every 30 s, with no event a visitor would make.
    function Page() {
      const revalidator = useRevalidator();
      return (
        <>
          <DeferredHydrationControl />
          <p data-testid="state">{revalidator.state}</p>
          <RefreshSoon refresh={() => void revalidator.revalidate()} />
        </>
      );
    }
    const Stub = createRoutesStub([{ path: "/", Component: Page, loader: () => ({}) }]);
    render(<Stub initialEntries={["/"]} />);
    await screen.findByTestId("state");
    await settle();
    expect(load).not.toHaveBeenCalled();
    await act(async () => void refreshNow?.());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(container.querySelector("button")!);
    expect(container.querySelector("button")!.textContent).toBe("Taps 1");
  });
});

let refreshNow: (() => void) | undefined;
/** Hands the test a way to refresh the page's data with no event a visitor would make. */
function RefreshSoon({ refresh }: { refresh: () => void }) {
  refreshNow = refresh;
  return null;
}
