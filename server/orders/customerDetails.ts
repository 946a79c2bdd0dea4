/**
 * The customer's details on an order (spec 2 §5.1, §5.2, §6), checked by the page's own rule
 * (src/domain/checkoutDetails.ts `detailsErrors`), so the server refuses exactly what the checkout
 * refuses, with the same words; and the contact the order keeps. The fields are read as the page
 * sends them (src/domain/submitOrderFields.ts): a guest's typed details, or a member's stored ones
 * with name_new and mobile_new beside them.
 */
import { detailsErrors, memberNeedsName } from '@domain/checkoutDetails';
import { isMobileBlank, loadPhoneMetadata, metadataCountry } from '@domain/phone';

export type Caller =
  | { kind: 'guest' }
  | { kind: 'kiosk' | 'staff' }
  | { kind: 'member'; name: string; email: string; mobile: string };

export type DetailsInput = {
  name: string;
  nameNew: string;
  email: string;
  mobile: string;
  /** null when the request has no new-mobile field. */
  mobileNew: string | null;
  /** mobile_metadata: the JSON naming the number's country ('' when the page had none). */
  mobileMetadata: string;
};

export type Contact = { name: string; email: string; mobile: string };

type Checked = { ok: true; contact: Contact } | { ok: false; message: string };

/** `brandCountry` reads a local number when mobile_metadata names no country. */
export async function checkDetails(
  caller: Caller,
  input: DetailsInput,
  brandCountry: string,
): Promise<Checked> {
  await loadPhoneMetadata();
  const trim = (text: string) => text.trim();
  const country = metadataCountry(input.mobileMetadata, brandCountry);

  if (caller.kind === 'member') {
    const nameNew = trim(input.nameNew) || trim(input.name);
    const mobileNew = trim(input.mobileNew ?? '');
    const [error] = detailsErrors({
      role: 'member',
      details: {
        storedName: caller.name,
        storedMobile: caller.mobile,
        nameNew,
        mobileNew,
        country,
        // §5.2 'when the field is present': the page sends mobile_new only when it shows it.
        mobileFieldShown: input.mobileNew !== null,
      },
    });
    if (error) return { ok: false, message: error.message };
    const name = memberNeedsName(caller.name) ? nameNew : trim(caller.name);
    return { ok: true, contact: { name, email: caller.email, mobile: mobileNew || caller.mobile } };
  }

  const details = {
    name: trim(input.name) || trim(input.nameNew),
    email: trim(input.email),
    mobile: trim(input.mobile) || trim(input.mobileNew ?? ''),
    country,
  };
  const [error] = detailsErrors({
    role: caller.kind,
    details,
    shown: { email: true, mobile: true },
  });
  if (error) return { ok: false, message: error.message };
  const mobile = isMobileBlank(details.mobile) ? '' : details.mobile;
  return { ok: true, contact: { name: details.name, email: details.email, mobile } };
}
