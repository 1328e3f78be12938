/** One mail's words, from which both the HTML and the plain-text part are made. */
export interface MailContent {
  subject: string;
  /** The line mail programs show beside the subject. */
  preview: string;
  heading: string;
  paragraphs: string[];
  /** Label/value rows (a receipt's lines, a lead's details). */
  facts?: [string, string][];
  action?: { label: string; url: string };
  /** Said below the action, in small type (why the person gets this mail). */
  note?: string;
}

/** What every template may use: the brand name and links to the product. */
export interface TemplateContext {
  appName: string;
  /** An absolute link to a path of the web app. */
  link: (path: string, query?: Record<string, string>) => string;
  /** The person's first name, when the mail is for a user. */
  firstName: string | null;
}

/** The greeting every mail to a person opens with. */
export const hello = (ctx: TemplateContext) =>
  ctx.firstName ? `Hello ${ctx.firstName},` : 'Hello,';
