import nodemailer from "nodemailer";

/**
 * A nodemailer transport for SMTP_URL with time-outs a mail server cannot stretch: a send
 * that hangs would hold a delivery's claim, or a command, for good.
 */
export function createMailTransport(smtpUrl: string) {
  const smtp = new URL(smtpUrl);
  smtp.searchParams.set("connectionTimeout", "10000");
  smtp.searchParams.set("greetingTimeout", "10000");
  smtp.searchParams.set("socketTimeout", "20000");
  return nodemailer.createTransport(smtp.toString());
}
