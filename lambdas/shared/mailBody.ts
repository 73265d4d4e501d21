// An e-mail's body written once as blocks and rendered twice: HTML for mail apps, and the plain
// text alternative for those that show no HTML. Neither is hard-wrapped: a paragraph is one line
// of text, so a phone's mail app wraps it to its own width instead of breaking it mid-sentence.

/** A run of a paragraph: plain text, text in bold, or a link. */
export type Run = string | { strong: string } | { link: string; href: string };

export type Block =
  { paragraph: readonly Run[] } | { heading: string } | { list: readonly string[] };

export interface MailBody {
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `value` as HTML text or attribute value: every value put into the HTML goes through this. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const runText = (run: Run) =>
  typeof run === 'string' ? run : 'strong' in run ? run.strong : run.link;

function runHtml(run: Run): string {
  if (typeof run === 'string') return escapeHtml(run);
  if ('strong' in run) return `<strong>${escapeHtml(run.strong)}</strong>`;
  return `<a href="${escapeHtml(run.href)}" style="color:#4a2c7a">${escapeHtml(run.link)}</a>`;
}

function blockText(block: Block): string {
  if ('paragraph' in block) return block.paragraph.map(runText).join('');
  if ('heading' in block) return `${block.heading}:`;
  return block.list.map((item) => `- ${item}`).join('\n');
}

function blockHtml(block: Block): string {
  if ('paragraph' in block) {
    return `<p style="margin:0 0 16px">${block.paragraph.map(runHtml).join('')}</p>`;
  }
  if ('heading' in block) {
    return `<h2 style="margin:24px 0 8px;font-size:20px">${escapeHtml(block.heading)}</h2>`;
  }
  const items = block.list.map((item) => `<li style="margin:0 0 8px">${escapeHtml(item)}</li>`);
  return `<ul style="margin:0 0 16px;padding-left:24px">${items.join('')}</ul>`;
}

/**
 * The body of a message titled `title` (the subject): single-column HTML that fits a phone's
 * width, with inline styles (mail apps drop style sheets), and the same words as plain text.
 */
export function mailBody(title: string, blocks: readonly Block[]): MailBody {
  const html = [
    '<!DOCTYPE html>',
    '<html lang="en-AU">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '</head>',
    '<body style="margin:0;padding:16px;background:#ffffff;color:#1b1b22;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto">',
    ...blocks.map(blockHtml),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
  return { html, text: blocks.map(blockText).join('\n\n') };
}
