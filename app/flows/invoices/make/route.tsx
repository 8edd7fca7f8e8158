import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { postsOnlyLoader, takePost } from "~/.server/http/post-address";
import { requireOwner } from "~/.server/owners/owner-auth";
import { requestOr404 } from "~/.server/requests/request-or-404";
import { PostOnPage } from "~/components/post-on-page";
import { approvedEstimate, invoiceDraftOf, invoiceNotYet } from "~/flows/invoices/invoice-draft";
import { parseInvoiceForm } from "~/flows/invoices/invoice-form.server";
import { ownerRequestPath } from "~/lib/request-status";

/**
 * POST /owner/requests/{id}/invoice: **Make the invoice** on a completed request's page (the
 * route this one is nested in). Made (or made already: a request has one live invoice, so a
 * double tap makes one): the driver is told, and the owner goes back to the invoice on the page
 * (303). Refused: with JavaScript the form's fetcher lists why in place; without, this address
 * answers with the owner's page itself, the mistakes above the form and what was typed kept.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  takePost(context);
  const { owner } = await requireOwner(request, context);
  const stored = await requestOr404(params.id, context);
  const refuse = (status: 400 | 409, errors: string[], billTo = {}) => data({ invoiceErrors: errors, billTo }, { status });
  const form = await request.formData().catch(() => null);
  if (!form) return refuse(400, ["That could not be read. Use the page's own button."]);
  const approved = approvedEstimate(await context.estimates.versions(stored.id));
  const notYet = invoiceNotYet(stored, approved);
  if (notYet || !approved) return refuse(409, [notYet ?? "No approved estimate."]);
  const parsed = parseInvoiceForm(form);
  if (!parsed.ok) return refuse(400, parsed.errors, parsed.billTo);
  const { outcome, invoice } = await context.invoices.issue(
    stored.id,
    invoiceDraftOf(stored, approved, parsed.billTo, parsed.lines),
    owner.email,
  );
  if (outcome === "issued") context.driverTexts.invoiceIssued(stored, invoice.id);
  throw redirect(`${ownerRequestPath(stored.id)}#invoices-heading`, 303);
}

export const loader = postsOnlyLoader;

/** The page's refresh reads the request's data, never this post's. */
export const shouldRevalidate = () => false;

export default function InvoiceMakeOnPage({ actionData }: Route.ComponentProps) {
  return <PostOnPage answer={actionData} />;
}
