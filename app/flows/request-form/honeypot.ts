/** Name of the honeypot field every request form carries: hidden from people, filled in by form-filling bots. */
export const honeypotField = "company_website";
