import type { MailContent } from './mail-templates';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The fixed frame of every mail: brand header, the content, a footer. */
interface Frame {
  appName: string;
  unsubscribeUrl: string | null;
}

const BRAND = '#1f5fd6';

function mjmlOf(content: MailContent, frame: Frame) {
  const e = escapeHtml;
  const paragraphs = content.paragraphs.map((p) => `<mj-text>${e(p)}</mj-text>`).join('');
  const facts = content.facts?.length
    ? `<mj-table>${content.facts
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 0;color:#555">${e(label)}</td><td style="padding:4px 0;text-align:right">${e(value)}</td></tr>`,
        )
        .join('')}</mj-table>`
    : '';
  const action = content.action
    ? `<mj-button href="${e(content.action.url)}" background-color="${BRAND}">${e(content.action.label)}</mj-button>
       <mj-text font-size="12px" color="#555">Or open this link: <a href="${e(content.action.url)}">${e(content.action.url)}</a></mj-text>`
    : '';
  const note = content.note
    ? `<mj-text font-size="13px" color="#555">${e(content.note)}</mj-text>`
    : '';
  const unsubscribe = frame.unsubscribeUrl
    ? ` <a href="${e(frame.unsubscribeUrl)}" style="color:#555">Unsubscribe from these mails</a>.`
    : '';
  return `<mjml>
  <mj-head>
    <mj-title>${e(content.subject)}</mj-title>
    <mj-preview>${e(content.preview)}</mj-preview>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text font-size="15px" line-height="1.5" color="#1a1a1a" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f6fa">
    <mj-section><mj-column><mj-text font-size="20px" font-weight="bold" color="${BRAND}">${e(frame.appName)}</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff" padding="16px">
      <mj-column>
        <mj-text font-size="22px" font-weight="bold">${e(content.heading)}</mj-text>
        ${paragraphs}${facts}${action}${note}
      </mj-column>
    </mj-section>
    <mj-section><mj-column><mj-text font-size="12px" color="#555">Sent by ${e(frame.appName)}.${unsubscribe}</mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`;
}

function textOf(content: MailContent, frame: Frame) {
  const width = Math.max(0, ...(content.facts ?? []).map(([label]) => label.length));
  const blocks = [
    content.heading,
    ...content.paragraphs,
    content.facts?.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n'),
    content.action && `${content.action.label}: ${content.action.url}`,
    content.note,
    `-- \nSent by ${frame.appName}.`,
    frame.unsubscribeUrl && `Unsubscribe from these mails: ${frame.unsubscribeUrl}`,
  ];
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}

/** Both parts of a mail from its one content: HTML through MJML, and plain text. */
export async function renderMail(content: MailContent, frame: Frame): Promise<RenderedMail> {
  // MJML (about 60 MB of a process's memory) loads with the first mail, not with the server.
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(mjmlOf(content, frame), { validationLevel: 'strict' });
  if (errors.length) throw new Error(`mail template is not valid MJML: ${errors[0]!.message}`);
  return { subject: content.subject, text: textOf(content, frame), html };
}
