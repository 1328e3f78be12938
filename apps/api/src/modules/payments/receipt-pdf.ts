import PDFDocument from 'pdfkit';
import { addressText, type Transaction } from '@homekeep/contracts/payments';
import { formatMoney } from '../../lib/money';

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

const MARGIN = 56;
const AMOUNT_WIDTH = 120;

/**
 * A paid payment's receipt as a PDF people keep: the brand, the receipt's number and day, the
 * properties billed with their addresses, the job, each line, the total and the card.
 */
export function receiptPdf(paid: Transaction & { paidAt: string }, appName: string) {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    // Dated like the payment, so the same receipt is the same file.
    info: {
      Title: `${appName} receipt ${paid.receiptNumber ?? ''}`.trim(),
      Author: appName,
      CreationDate: new Date(paid.paidAt),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - MARGIN * 2;
  const amountX = MARGIN + width - AMOUNT_WIDTH;
  const row = (label: string, amount: string, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
    pdf.text(label, MARGIN, y, { width: width - AMOUNT_WIDTH - 12 });
    const after = pdf.y;
    pdf.text(amount, amountX, y, { width: AMOUNT_WIDTH, align: 'right' });
    pdf.y = Math.max(after, pdf.y) + 4;
  };

  pdf.font('Helvetica-Bold').fontSize(20).text(appName);
  pdf.moveDown(0.2).font('Helvetica').fontSize(14).text('Receipt');
  pdf.moveDown(0.8).fontSize(11);
  if (paid.receiptNumber) pdf.text(`Receipt number: ${paid.receiptNumber}`);
  pdf.text(`Paid on: ${day(paid.paidAt)}`);
  if (paid.card) pdf.text(`Paid with: ${paid.card.brand} ending in ${paid.card.last4}`);
  pdf.text(`For: ${paid.description}`);

  for (const property of paid.properties) {
    pdf.moveDown(0.8).font('Helvetica-Bold').text(property.name);
    pdf.font('Helvetica').text(addressText(property));
  }
  if (paid.job) pdf.moveDown(0.5).text(`Job: ${paid.job.title}`);

  pdf.moveDown(1.2);
  row('Item', 'Amount', true);
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(MARGIN + width, pdf.y)
    .stroke();
  pdf.moveDown(0.4);
  for (const line of paid.items) {
    row(
      line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name,
      formatMoney(line.unitPriceCents * line.quantity, paid.currency),
    );
  }
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(MARGIN + width, pdf.y)
    .stroke();
  pdf.moveDown(0.4);
  row('Total paid', formatMoney(paid.amountCents, paid.currency), true);
  pdf.end();
  return done;
}
