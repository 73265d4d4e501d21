// The acknowledgement e-mails' builders: HTML with a plain-text alternative, both carrying the
// reference and the page confirmation's own next steps and timeframe (one source, so they cannot
// disagree), no line hard-wrapped, and every value put into the HTML escaped.

import { describe, expect, it } from 'vitest';
import { feedbackFormText } from '../../frontend/src/features/feedback/content/feedbackForm';
import { referralFormText } from '../../frontend/src/features/referral/content/referralForm';
import * as feedbackMail from '../../lambdas/feedback/mail';
import * as referralMail from '../../lambdas/referrals/mail';
import { escapeHtml, mailBody } from '../../lambdas/shared/mailBody';
import {
  feedbackAcknowledgement,
  REFERRAL_CONTACT_TIME,
  referralAcknowledgement,
} from '../../schema/contract/acknowledgements';
import { NDIS_COMMISSION } from '../../schema/contract/feedback';
import type { Feedback, Referral } from '../../schema/generated/types';

const HOSTILE = `<script>alert("x")</script> & 'quoted'`;
const ESCAPED_HOSTILE = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;';

/** The HTML's text, tags dropped and entities read, as a mail app shows it. */
const shownText = (html: string) =>
  html
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<\/?(?:strong|a)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('mailBody', () => {
  const body = mailBody(HOSTILE, [
    { paragraph: ['Before ', { strong: HOSTILE }, ' and ', { link: HOSTILE, href: HOSTILE }] },
    { heading: HOSTILE },
    { list: [HOSTILE, 'second'] },
  ]);

  it('escapes every value in the HTML: text, bold, link text and address, heading, list, title', () => {
    expect(escapeHtml(HOSTILE)).toBe(ESCAPED_HOSTILE);
    expect(body.html).not.toContain('<script>');
    expect(body.html).not.toContain(`'quoted'`);
    expect(body.html.split(ESCAPED_HOSTILE)).toHaveLength(7);
    expect(body.html).toContain(`<a href="${ESCAPED_HOSTILE}"`);
  });

  it('gives the same words as plain text, unescaped, one line per paragraph and list item', () => {
    expect(body.text).toBe(
      [`Before ${HOSTILE} and ${HOSTILE}`, '', `${HOSTILE}:`, '', `- ${HOSTILE}`, '- second'].join(
        '\n',
      ),
    );
  });

  it('is a phone-width document: a viewport, one column of at most 600 px', () => {
    expect(body.html).toMatch(/^<!DOCTYPE html>\n<html lang="en-AU">/);
    expect(body.html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
    expect(body.html).toContain('max-width:600px');
  });
});

/** What both parts of an acknowledgement must show: the reference and each of `lines`. */
function expectBothParts(body: { html: string; text: string }, lines: readonly string[]) {
  const shown = shownText(body.html);
  for (const line of lines) {
    expect(body.text).toContain(line);
    expect(shown).toContain(line);
  }
  // Nothing hard-wrapped: every sentence ends its line, or the line is a heading or the signature.
  for (const line of body.text.split('\n').filter(Boolean)) {
    expect(line).toMatch(/[.:?]$|^[A-Z][\w ]+$/);
  }
}

describe('the referral acknowledgement', () => {
  const referral = {
    id: 'R-7K3Q9P',
    createdAt: '2026-11-27T01:02:03.000Z',
    referrerEmail: 'casey@example.com',
  } as Referral;
  const body = referralMail.acknowledgementBody(referral);

  it('carries the reference and the timeframe the page promises, in both parts', () => {
    expect(body.html).toContain('<strong>R-7K3Q9P</strong>');
    expectBothParts(body, [
      'Your reference is R-7K3Q9P.',
      referralAcknowledgement.quoteReference,
      `within ${REFERRAL_CONTACT_TIME}`,
      ...referralAcknowledgement.next,
    ]);
    expect(REFERRAL_CONTACT_TIME).toBe('two business days');
  });

  it('says what the page’s confirmation says happens next', () => {
    for (const step of referralAcknowledgement.next) {
      expect(referralFormText.confirmation.next).toContain(step);
    }
    expect(body.text).toContain(referralFormText.confirmation.nextHeading);
  });

  it('escapes the reference in the HTML', () => {
    const hostile = referralMail.acknowledgementBody({ ...referral, id: HOSTILE });
    expect(hostile.html).toContain(`<strong>${ESCAPED_HOSTILE}</strong>`);
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.text).toContain(`Your reference is ${HOSTILE}.`);
  });
});

describe('the feedback acknowledgement', () => {
  const feedback = {
    id: 'F-7K3Q9P',
    kind: 'COMPLAINT',
    createdAt: '2026-11-27T01:02:03.000Z',
  } as Feedback;
  const body = feedbackMail.acknowledgementBody(feedback);

  it('carries the reference, what happens next and the NDIS Commission, in both parts', () => {
    expect(body.html).toContain('<strong>F-7K3Q9P</strong>');
    expect(body.html).toContain(`<a href="${NDIS_COMMISSION.url}"`);
    expectBothParts(body, [
      'Thank you for your complaint.',
      'Your reference is F-7K3Q9P.',
      feedbackAcknowledgement.quoteReference,
      ...feedbackAcknowledgement.next,
      NDIS_COMMISSION.phone.display,
      NDIS_COMMISSION.website,
    ]);
  });

  it('says what the page’s confirmation says happens next', () => {
    for (const line of [feedbackAcknowledgement.quoteReference, ...feedbackAcknowledgement.next]) {
      expect(feedbackFormText.confirmation.next).toContain(line);
    }
  });

  it('escapes the reference in the HTML', () => {
    const hostile = feedbackMail.acknowledgementBody({ ...feedback, id: HOSTILE });
    expect(hostile.html).toContain(`<strong>${ESCAPED_HOSTILE}</strong>`);
    expect(hostile.html).not.toContain('<script>');
  });
});
