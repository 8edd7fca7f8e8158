import { Link } from "react-router";
import type { Route } from "./+types/route";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/ui/section";
import { mailtoHref, siteConfig, telHref } from "~/config/site";

const heading = "mt-10 text-2xl font-bold uppercase first:mt-0";
const list = "mt-3 grid list-disc gap-2 pl-6";

/** The privacy page: written for a driver, every number the running site's own. */
export function Privacy({ loaderData }: Route.ComponentProps) {
  const { keep, providers } = loaderData;
  return (
    <>
      <PageHeader
        crumbs={loaderData.crumbs}
        title="Privacy"
        lead="What this site keeps when you send us a request or read a page, who sees it, how long we keep it, and how to have it removed."
      />
      <Section labelledBy="privacy-heading" tone="white">
        <div className="max-w-3xl text-lg leading-relaxed">
          <h2 id="privacy-heading" className={heading}>
            When you send a request
          </h2>
          <ul className={list}>
            <li>
              <strong>A quote request</strong>: your name, e-mail, phone and message.
            </li>
            <li>
              <strong>A roadside request</strong>: your phone and name, where the truck is (the highway, direction and exit or landmark you
              type), the truck (unit, make, model, plate), what is wrong, the load, and up to three photos. Your phone&apos;s position is
              sent only if you press <em>Use my location</em>; the site never asks for it otherwise. Photos are shrunk and stripped of their
              hidden data (the place they were taken, the camera) before they are kept.
            </li>
            <li>
              <strong>On your request&apos;s status page</strong>: the messages and photos you send us, your decision on an estimate (the
              name you type and a PO number if you give one), and your review if you write one.
            </li>
            <li>
              <strong>Your invoice</strong>: the name, company, phone and e-mail it is made out to, the unit and PO number, what was done
              and what it cost, and how and when it was paid. If you pay by card, you type the card on our payment provider&apos;s page
              (Stripe): the card never reaches us; we are told the amount, that it was paid and Stripe&apos;s reference.
            </li>
            <li>
              <strong>Where the request came from</strong>: the page of this site you sent it from, the website that brought you here (its
              address only, such as google.com) and a campaign tag in the link if there was one.
            </li>
          </ul>
          <p className="mt-3">
            <strong>Our technician&apos;s position</strong>: while a technician is on the way to you, their phone shares its position with
            your status page, which shows how far away they are in a straight line. Only the latest position is kept, only while they are on
            the way: it is deleted when they arrive (or the job is completed or cancelled), and it is never in the request&apos;s history,
            our exports or our backups.
          </p>
          <p className="mt-3">
            We keep it to answer your request: to call or text you back, send a technician to the truck, and give you an estimate. We never
            sell it or use it for advertising.
          </p>

          <h2 className={heading}>When you read a page</h2>
          <p className="mt-3">
            Our own server counts which pages are read, and a few lines of code on the page count taps on the call and text buttons and the
            sending of each form, so the owner can see which pages bring work. No cookie is used for this and no third party is involved.
            Your internet address and your browser&apos;s name are not kept: to count visitors once a day, they are mixed with a random
            value that changes every day and is then thrown away, so no one can follow a visitor from one day to the next. Single visits are
            added into daily totals; the totals are kept for 90 days.
          </p>

          <h2 className={heading}>Cookies and your phone</h2>
          <ul className={list}>
            <li>
              After you send a request, your browser keeps one cookie for {keep.statusPage}: a random mark that lets it see its own request
              again if the form is sent twice. It says nothing about you.
            </li>
            <li>
              While a tab is open, it remembers the website that brought you here and a campaign tag in the link, so a request sent from it
              says where it came from. They go to us only with a tap on call or text or a form you send, and the tab forgets them when it is
              closed.
            </li>
            <li>
              With no signal, a request you send waits on your phone and goes when the signal is back; pages you have read may be kept on
              your phone so they open offline. Both stay on your phone.
            </li>
            <li>
              The owner&apos;s sign-in sets cookies of its own, in the owner&apos;s browser only; they also keep the owner&apos;s own
              reading out of the counts.
            </li>
          </ul>

          <h2 className={heading}>Where it is kept and who sees it</h2>
          <ul className={list}>
            <li>In this site&apos;s database, on the server that runs it, and in its backups.</li>
            <li>
              The owner and the people who answer our phone see your requests in a private inbox behind a password. A technician is told
              what they need to find and fix the truck.
            </li>
            {providers.email ? <li>Each request is e-mailed to the owner, with its photos, through our e-mail provider.</li> : null}
            {providers.texts ? (
              <li>
                If you ask for text updates, your phone number and our texts pass through our text-message provider. Reply STOP to any text
                and we never text you again.
              </li>
            ) : null}
            {providers.cards ? (
              <li>
                Paying an invoice by card takes you to Stripe, our payment provider, which receives the invoice number and amount and the
                card you type there.
              </li>
            ) : null}
            <li>
              Your status page is open to whoever has its link, for {keep.statusPage}: keep the link to yourself. A review is changeable for{" "}
              {keep.reviewEdit} and shown on our reviews page only if the owner publishes it, signed the way you chose.
            </li>
          </ul>

          <h2 className={heading}>How long we keep it</h2>
          <ul className={list}>
            <li>
              Requests: {keep.requests}. After that the site removes your name, phone, e-mail, message, location, photos, messages and
              review by itself; an anonymous line (the kind of request, its status and dates) stays for the counts.
            </li>
            <li>
              Invoices: {keep.invoiceYears} years, as Canada&apos;s tax law asks of a business&apos;s records: the number, date, lines and
              amounts, the company billed, the unit and PO number, and how they were paid. When a request is removed (after {keep.requests},
              or when you ask), its invoices lose your name, phone and e-mail and keep the rest.
            </li>
            <li>Messages the site took for spam: {keep.spam}.</li>
            <li>A technician&apos;s position on the way to you: the latest one only, until they arrive.</li>
            <li>Page counts: daily totals, 90 days.</li>
            {keep.backups ? (
              <li>Backups are replaced as they age: a removed request is gone from all of them within {keep.backups}.</li>
            ) : null}
          </ul>

          <h2 className={heading}>Your copy, a correction, or removal</h2>
          <p className="mt-3">
            Ask us for a copy of what we hold about you, to correct it, or to remove it: e-mail{" "}
            <a href={mailtoHref} className="font-semibold underline">
              {siteConfig.email}
            </a>{" "}
            or call{" "}
            <a href={telHref} className="font-semibold underline">
              {siteConfig.phone.display}
            </a>{" "}
            and give your request&apos;s reference (R-12 or Q-12) or the phone number you used. Canada&apos;s private-sector privacy law
            (PIPEDA) gives you the right to see and correct what a business holds about you. Removing a request takes out everything that
            names you, at once (its invoices keep their numbers, amounts and the company billed, as the law asks); it cannot be undone.
          </p>
          <p className="mt-6">
            <Link to="/contact" className="font-semibold underline">
              Contact us
            </Link>{" "}
            with any other question about your information.
          </p>
        </div>
      </Section>
    </>
  );
}
