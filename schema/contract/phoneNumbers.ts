// How an Australian phone number, as people write it, becomes what a tel: link dials. Inbound
// numbers (13 xx xx, 1300 and 1800) only work dialled within Australia, and some phones cannot dial
// their +61 form, so they are dialled as written; every other number takes the +61 form, which
// dials from anywhere. Every tel: link on the site is built here.

/** 13 and six digits in all, or 1300 and 1800 and ten digits in all. */
const INBOUND = /^(?:13\d{4}|1[38]00\d{6})$/;

/** The number a phone dials for `written` ("1300 000 000", "(03) 9000 0000", "+61 3 …"). */
export function dialNumber(written: string): string {
  const international = written.trim().startsWith('+');
  const digits = written.replace(/\D/g, '');
  if (international) {
    // "+61 1300 …" is an inbound number written in the form that does not dial everywhere.
    const national = digits.startsWith('61') ? digits.slice(2) : '';
    return INBOUND.test(national) ? national : `+${digits}`;
  }
  if (INBOUND.test(digits)) return digits;
  // A national number ("03 …", "04 …"): its trunk 0 gives way to the country code.
  if (/^0\d{9}$/.test(digits)) return `+61${digits.slice(1)}`;
  return digits;
}

/** The tel: link for `written`. */
export const telHref = (written: string): string => `tel:${dialNumber(written)}`;
