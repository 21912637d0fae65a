/**
 * The contact form and the newsletter (docs/requirements.md#form-rules, #contact-form, #newsletter): field names, subject options and the rules the
 * collector enforces on the server. The page renders from the same module, so the two cannot drift.
 */
export const CONTACT_SUBJECTS = [
  { value: "general", label: "General Inquiry" },
  { value: "project", label: "Project Request" },
  { value: "partnership", label: "Partnership" },
  { value: "career", label: "Career Opportunity" },
  { value: "support", label: "Technical Support" },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]["value"];

export const isContactSubject = (value: string | null | undefined): value is ContactSubject =>
  CONTACT_SUBJECTS.some((subject) => subject.value === value);

/** The honeypot field (the form-service convention): people never see it, bots fill it. */
export const HONEYPOT = "_gotcha";

/**
 * The proof-of-work check (docs/decisions/0122-spam-without-a-third-party.md): a form gets a challenge from
 * `CHALLENGE_API` (ALTCHA's format: `{ algorithm, challenge, maxnumber, salt, signature }`), the browser solves
 * it, and the form posts the solution in `CHALLENGE_FIELD` (base64 of the JSON
 * `{ algorithm, challenge, number, salt, signature }`). Each challenge is accepted once: fetch a new one for
 * every post, a retry included.
 */
export const CHALLENGE_API = "/api/challenge";
export const CHALLENGE_FIELD = "altcha";
/** How long a submit waits for the browser's answer before it is sent without one (app/client/challenge.ts). */
export const SUBMIT_WAIT_MS = 3000;

/** Length bounds the collector adds to the browser's checks (docs/requirements.md#contact-form). */
export const LIMITS = { message: 5000, field: 200 } as const;

export const CONTACT_FIELDS = ["name", "email", "phone", "company", "subject", "message", "privacy"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

const LABELS: Record<ContactField, string> = {
  name: "Full Name",
  email: "Email Address",
  phone: "Phone Number",
  company: "Company Name",
  subject: "Subject",
  message: "Message",
  privacy: "Privacy Policy consent",
};

export interface FieldError {
  field: ContactField | "email";
  message: string;
}

const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
/**
 * Control characters (NUL and the like) a visitor never types: refused in every field, except a message's
 * newlines and tabs. They would cut the message in `sqlite3`'s output and reach a spreadsheet raw.
 */
export const CONTROL = /(?![\n\t])\p{Cc}/u;
/** A message as browsers send it (CRLF line ends), with LF line ends, as it is stored. */
export const withLineFeeds = (text: string) => text.replace(/\r\n?/g, "\n");

const controlError = (field: ContactField): FieldError => ({
  field,
  message: `${LABELS[field]} contains a control character (such as a NUL byte or a line break) that cannot be sent: remove it.`,
});

function lengthError(field: ContactField, value: string): FieldError | undefined {
  const limit = field === "message" ? LIMITS.message : LIMITS.field;
  return value.length > limit
    ? { field, message: `${LABELS[field]} is too long: at most ${limit.toLocaleString("en-US")} characters.` }
    : undefined;
}

/** The browser's rules (docs/requirements.md#form-rules) plus the collector's length bounds (docs/requirements.md#contact-form). Returns the first problem, naming the field, or nothing. */
export function validateContact(values: ContactValues): FieldError | undefined {
  for (const field of CONTACT_FIELDS)
    if (CONTROL.test(values[field]) || (field !== "message" && /[\n\t]/.test(values[field])))
      return controlError(field);
  if (!values.name.trim()) return { field: "name", message: "Full Name is required." };
  if (!values.email.trim()) return { field: "email", message: "Email Address is required." };
  if (!EMAIL.test(values.email.trim()))
    return { field: "email", message: "Email Address is not a valid email address." };
  if (!values.subject) return { field: "subject", message: "Subject is required: choose one." };
  if (!isContactSubject(values.subject)) return { field: "subject", message: "Subject is not one of the options." };
  if (!values.message.trim()) return { field: "message", message: "Message is required." };
  if (!values.privacy) return { field: "privacy", message: "Please agree to the Privacy Policy to send your message." };
  for (const field of CONTACT_FIELDS) {
    const error = lengthError(field, values[field]);
    if (error) return error;
  }
  return undefined;
}

export function validateNewsletter(email: string): FieldError | undefined {
  if (!email.trim()) return { field: "email", message: "Email Address is required." };
  if (CONTROL.test(email) || /[\n\t]/.test(email)) return controlError("email");
  if (!EMAIL.test(email.trim()) || email.length > LIMITS.field) {
    return { field: "email", message: "Email Address is not a valid email address." };
  }
  return undefined;
}
